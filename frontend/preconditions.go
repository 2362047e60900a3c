package frontend

// This file takes the run-time checks that read only what the nest does
// not change out of its loops. The rewrites before it guard what they
// assume (sections.go: slices within their axes and of one extent;
// row_sections.go: the ranks of a row statement's arrays; reductions.go:
// vectors of one length; raises.go: a raise):
//
//	for i in range(n):                      checked before: A.ndim == 2 and B.ndim == 2
//	    if not (A.ndim == 2 and B.ndim == 2):   for i in range(n):
//	        rows·7·8 = int(float('nan'))            ...
//	    ...
//
// Left in the loop, such a check is a statement of every iteration, which
// if-conversion turns into a predicate per iteration (an array of n
// flags) and a pass of its own over the loop; its answer is the same at
// every iteration. Taken out, it is a Precondition the closure evaluates
// once before the nest, with the bounds, and a call that fails it runs in
// the interpreter, as one that failed it in a kernel did — from the start,
// so checking before the first iteration rather than at it changes
// nothing the script sees. A check that reads a loop variable, a scalar
// the nest assigns or an element of an array it writes stays where it is.

import (
	"strings"

	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/ast"
)

// hoistedChecks returns root without the checks above, which it records
// in the nest's Preconditions; root itself where there is none.
func (b *builder) hoistedChecks(root *ast.For) *ast.For {
	stored := map[string]bool{}
	ast.Walk(root, func(n ast.Ast) bool {
		if x, ok := n.(*ast.Name); ok && x.Ctx == ast.Store {
			stored[string(x.Id)] = true
		}
		return true
	})
	written := writtenArrays(root)
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		g, ok := st.(*ast.If)
		if !ok || len(g.Orelse) != 0 || len(g.Body) != 1 {
			return nil
		}
		name, ok := failureName(g.Body[0])
		if !ok || !fixedTest(g.Test, stored, written) {
			return nil
		}
		holds := ast.Expr(&ast.UnaryOp{ExprBase: ast.ExprBase{Pos: g.Pos}, Op: ast.Not, Operand: g.Test})
		if u, isNot := g.Test.(*ast.UnaryOp); isNot && u.Op == ast.Not {
			holds = u.Operand
		}
		b.n.Preconditions = append(b.n.Preconditions, nest.Precondition{Pos: b.src.pos(g.Pos), Test: unparse(holds), What: checkWhat(name)})
		return []ast.Stmt{}
	})
}

// failureName is the scalar a failure (raises.go) assigns, if st is one.
func failureName(st ast.Stmt) (string, bool) {
	a, ok := st.(*ast.Assign)
	if !ok || len(a.Targets) != 1 {
		return "", false
	}
	n, ok := a.Targets[0].(*ast.Name)
	if !ok || !strings.Contains(string(n.Id), "·") {
		return "", false
	}
	call, ok := a.Value.(*ast.Call)
	if !ok || !isName(call.Func, "int") || len(call.Args) != 1 {
		return "", false
	}
	inner, ok := call.Args[0].(*ast.Call)
	if !ok || !isName(inner.Func, "float") || len(inner.Args) != 1 {
		return "", false
	}
	if s, ok := inner.Args[0].(*ast.Str); !ok || string(s.S) != "nan" {
		return "", false
	}
	return string(n.Id), true
}

// checkWhat says what the failure named name guards, by the prefix its
// rewrite gives it.
func checkWhat(name string) string {
	switch {
	case strings.HasPrefix(name, "section·"):
		return "slices within their axes and of one extent"
	case strings.HasPrefix(name, "rows·"):
		return "the ranks of a row statement's arrays"
	case strings.HasPrefix(name, "shape·"):
		return "the rank of an array whose shape is unpacked"
	case strings.HasPrefix(name, "dtype·"):
		return "the dtypes of a section statement (NumPy's same-kind cast into its target, or a copy between equal dtypes)"
	case strings.HasPrefix(name, "temporary·"):
		return "the operands of an array expression read by element where it is used (float64 for its powers, and one length)"
	case strings.HasPrefix(name, "cast·"):
		return "the type an attribute called as a cast holds"
	case strings.HasPrefix(name, "raise·"):
		return "the condition of a raise"
	case strings.HasPrefix(name, "print·"):
		return "the condition of a print (the interpreter prints)"
	case strings.HasPrefix(name, "draw·"):
		return "the arguments of a random draw, as NumPy takes them (randint's low < high, a scale not negative, a finite uniform range)"
	case strings.HasPrefix(name, "rebound·"):
		return "the rank, shape and dtype of an array a copy rebinds in the loop, against its source's"
	case strings.HasPrefix(name, "copy·"):
		return "the rank of an array copied afresh in the loop"
	case strings.HasPrefix(name, "assert·"):
		return "the test of an assert"
	case strings.HasPrefix(name, "unpack·"):
		return "the length of a row unpacked into names"
	case strings.HasPrefix(name, "rowstore·"):
		return "the length and dtype of a row that a small array made in the loop is stored into"
	case strings.HasPrefix(name, "none·"):
		return "that a helper's result used as a number is not None"
	case strings.HasSuffix(name, "·zero"):
		return "np.max's or np.min's result is not zero (NumPy's sign of a zero extreme depends on its SIMD loop)"
	case strings.HasSuffix(name, "·block"):
		return "the length of np.sum's or np.mean's operand (kernels sum 1 to 128 elements in NumPy's order)"
	case strings.HasSuffix(name, "·fail"):
		return "the lengths a reduction over a row reads"
	case strings.HasSuffix(name, "·lengths"):
		return "the lengths of np.dot's vectors"
	case strings.HasSuffix(name, "·blas"):
		return "the float64, C-contiguous arrays np.dot's BLAS order is written for"
	}
	return "a run-time check"
}

// fixedTest reports whether test reads only names the nest never binds,
// their attributes and len(), and elements of arrays it does not write,
// through arithmetic, comparisons and boolean operators.
func fixedTest(test ast.Expr, stored, written map[string]bool) bool {
	ok := true
	ast.Walk(test, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Name:
			ok = ok && !stored[string(x.Id)] && !strings.Contains(string(x.Id), "·")
		case *ast.Subscript:
			if a, isName := x.Value.(*ast.Name); isName && written[string(a.Id)] {
				ok = false
			}
		case *ast.Call:
			ok = ok && isName(x.Func, "len") && len(x.Args) == 1
		case *ast.Lambda, *ast.ListComp, *ast.GeneratorExp, *ast.DictComp, *ast.SetComp, *ast.Yield, *ast.YieldFrom, *ast.Starred:
			ok = false
		}
		return ok
	})
	return ok
}

// isName reports whether e is the name id.
func isName(e ast.Expr, id string) bool {
	n, ok := e.(*ast.Name)
	return ok && string(n.Id) == id
}
