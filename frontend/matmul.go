package frontend

// This file takes the @ operator in nests, as QuantEcon's Bellman
// operators write it:
//
//	for i in range(n):
//	    for j in range(n):
//	        v2 = θ[i] + G_mean + β * v[i, :] @ G_probs        # a row times a vector
//	        v3 = G_mean + F_mean + β * F_probs @ v @ G_probs  # the same at every (i, j)
//
// A product that reads only what the nest does not change (no loop
// variable, no scalar the nest assigns, no array it writes) is a symbol
// the closure evaluates once before the nest, in the function's frame, as
// it evaluates a bound: NumPy computes the same value there, and where it
// would raise (shapes that do not match) the call runs in the interpreter,
// which raises where CPython does. Any other product is np.dot of its
// operands, which a nest computes for two float64 vectors in the order of
// NumPy's BLAS (blas_dot.go: a @ b of two vectors calls the same ddot as
// np.dot(a, b)); a product of other ranks stays outside the subset with
// np.dot's reason.

import (
	"github.com/go-python/gpython/ast"
)

// matmulDots returns root with each product a @ b that is not loop
// invariant written np.dot(a, b), or root itself.
func (b *builder) matmulDots(root *ast.For) *ast.For {
	np := b.numpyName()
	if np == "" {
		return root
	}
	inv := b.invariantNames(root)
	rewrite := func(e ast.Expr) (ast.Expr, bool) {
		changed := false
		var walk func(e ast.Expr) ast.Expr
		walk = func(e ast.Expr) ast.Expr {
			switch x := e.(type) {
			case *ast.BinOp:
				if x.Op == ast.MatMult && invariantExpr(x, inv) {
					return x // a symbol (expr.go)
				}
				cp := *x
				cp.Left, cp.Right = walk(x.Left), walk(x.Right)
				if x.Op != ast.MatMult || !b.vectorOperand(x.Left) && !b.vectorOperand(x.Right) || isNum(x.Left) || isNum(x.Right) {
					if cp.Left != x.Left || cp.Right != x.Right {
						return &cp
					}
					return x
				}
				changed = true
				at := ast.ExprBase{Pos: x.Pos}
				dot := &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: ast.Identifier(np), Ctx: ast.Load}, Attr: "dot", Ctx: ast.Load}
				return &ast.Call{ExprBase: at, Func: dot, Args: []ast.Expr{cp.Left, cp.Right}}
			case *ast.UnaryOp:
				if o := walk(x.Operand); o != x.Operand {
					cp := *x
					cp.Operand = o
					return &cp
				}
			case *ast.Compare:
				l := walk(x.Left)
				comps := make([]ast.Expr, len(x.Comparators))
				diff := l != x.Left
				for i, c := range x.Comparators {
					comps[i] = walk(c)
					diff = diff || comps[i] != c
				}
				if diff {
					cp := *x
					cp.Left, cp.Comparators = l, comps
					return &cp
				}
			case *ast.Call:
				args := make([]ast.Expr, len(x.Args))
				diff := false
				for i, a := range x.Args {
					args[i] = walk(a)
					diff = diff || args[i] != a
				}
				if diff {
					cp := *x
					cp.Args = args
					return &cp
				}
			}
			return e
		}
		out := walk(e)
		return out, changed
	}
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		_, value, ok := singleStore(st)
		if !ok {
			return nil
		}
		v, changed := rewrite(value)
		if !changed {
			return nil
		}
		return []ast.Stmt{withValue(st, v)}
	})
}

// invariantNames are the names a nest's statements may read as values
// that do not change in it: every name but its loop variables, the names
// it assigns and the arrays it writes.
func (b *builder) invariantNames(root *ast.For) func(string) bool {
	changed := writtenArrays(root)
	ast.Walk(root, func(n ast.Ast) bool {
		if x, ok := n.(*ast.Name); ok && x.Ctx != ast.Load {
			changed[string(x.Id)] = true
		}
		return true
	})
	return func(name string) bool { return !changed[name] && !inlinedName(name) }
}

// invariantExpr reports whether e is arithmetic of names inv says the
// nest does not change, their attributes and number constants.
func invariantExpr(e ast.Expr, inv func(string) bool) bool {
	switch x := e.(type) {
	case *ast.Name:
		return inv(string(x.Id))
	case *ast.Num:
		return true
	case *ast.Attribute:
		return invariantExpr(x.Value, inv)
	case *ast.BinOp:
		return invariantExpr(x.Left, inv) && invariantExpr(x.Right, inv)
	case *ast.UnaryOp:
		return invariantExpr(x.Operand, inv)
	}
	return false
}

// vectorOperand reports whether e may be a vector: a subscript, an array
// the function shows, or arithmetic of them (an int loop variable or a
// number is none, and keeps the operator's reason).
func (b *builder) vectorOperand(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Subscript:
		return true
	case *ast.Name:
		return b.fs.arrayNames()[string(x.Id)]
	case *ast.BinOp:
		return b.vectorOperand(x.Left) || b.vectorOperand(x.Right)
	case *ast.UnaryOp:
		return b.vectorOperand(x.Operand)
	}
	return b.isVectorExpr(e)
}

func isNum(e ast.Expr) bool {
	_, ok := e.(*ast.Num)
	return ok
}
