package frontend

// This file reads a shape held in a name as the shape it holds:
//
//	ashape = a.shape                    ashape = a.shape
//	for i in range(1, ashape[0] - 1):   for i in range(1, a.shape[0] - 1):
//	    for j in range(ashape[1]):          for j in range(a.shape[1]):
//
// as people write stencils (numba's gaussian-blur example). The nest
// would otherwise take ashape for an array, being subscripted, and a call
// would find a tuple. The name must be assigned once in the function, in
// the block that holds the nest and before it, from the shape of a name
// the function never binds otherwise (a parameter it does not reassign, or
// a name assigned once, before): then ashape[k] is a.shape[k] wherever the
// nest reads it.
//
// Likewise a name assigned once from another such name (`mean_theta =
// theta`, as activematter.py keeps two names for one array) is that name
// wherever the nest reads it: the nest then sees one array, where two
// names for one object would send each call to the interpreter.

import (
	"slices"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// shapeAliases returns root with ashape[k] (k a constant) read as a.shape[k]
// for the names before holds as above, or root itself where there is none.
func (fs *funcScan) shapeAliases(root *ast.For, before []ast.Stmt) *ast.For {
	if fs.def == nil {
		return root
	}
	binds := map[string]int{}
	ast.Walk(fs.def, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Name:
			if x.Ctx != ast.Load {
				binds[string(x.Id)]++
			}
		case *ast.AugAssign:
			if nm, ok := x.Target.(*ast.Name); ok {
				binds[string(nm.Id)]++
			}
		case *ast.Global, *ast.Nonlocal:
			binds["·declared"]++ // names declared so may change elsewhere
		}
		return true
	})
	if binds["·declared"] > 0 {
		return root
	}
	// fixed: a parameter never rebound, or a name bound once, by an
	// assignment before this point of the block.
	assignedBefore := map[string]bool{}
	fixed := func(name string) bool {
		return binds[name] == 0 && slices.Contains(fs.params, name) || binds[name] == 1 && assignedBefore[name]
	}
	aliases := map[string]string{}
	names := map[string]string{} // mean_theta = theta: one object, one name
	for _, st := range before {
		a, ok := st.(*ast.Assign)
		if !ok || len(a.Targets) != 1 {
			continue
		}
		s, ok := a.Targets[0].(*ast.Name)
		if !ok {
			continue
		}
		if attr, ok := a.Value.(*ast.Attribute); ok && attr.Attr == "shape" && binds[string(s.Id)] == 1 {
			if x, ok := attr.Value.(*ast.Name); ok && fixed(string(x.Id)) {
				aliases[string(s.Id)] = string(x.Id)
			}
		}
		if x, ok := a.Value.(*ast.Name); ok && binds[string(s.Id)] == 1 && fixed(string(x.Id)) {
			names[string(s.Id)] = string(x.Id)
		}
		assignedBefore[string(s.Id)] = true
	}
	if len(aliases) == 0 && len(names) == 0 {
		return root
	}
	changed := false
	var sub func(e ast.Expr) ast.Expr
	sub = func(e ast.Expr) ast.Expr {
		if x, ok := e.(*ast.Name); ok && names[string(x.Id)] != "" && x.Ctx == ast.Load {
			changed = true
			return &ast.Name{ExprBase: x.ExprBase, Id: ast.Identifier(names[string(x.Id)]), Ctx: ast.Load}
		}
		if x, ok := e.(*ast.Subscript); ok {
			if nm, ok := x.Value.(*ast.Name); ok && aliases[string(nm.Id)] != "" && x.Ctx == ast.Load {
				if ix, ok := x.Slice.(*ast.Index); ok {
					if k, ok := smallInt(ix.Value); ok && k >= 0 {
						changed = true
						shape := &ast.Attribute{ExprBase: nm.ExprBase, Value: &ast.Name{ExprBase: nm.ExprBase, Id: ast.Identifier(aliases[string(nm.Id)]), Ctx: ast.Load}, Attr: "shape", Ctx: ast.Load}
						return &ast.Subscript{ExprBase: x.ExprBase, Value: shape, Slice: &ast.Index{Value: &ast.Num{ExprBase: x.ExprBase, N: py.Int(k)}}, Ctx: ast.Load}
					}
				}
			}
		}
		if e == nil {
			return nil
		}
		return mapChildren(e, sub)
	}
	out, _ := mapStmts([]ast.Stmt{root}, sub)
	if !changed {
		return root
	}
	return out[0].(*ast.For)
}
