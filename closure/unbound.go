package closure

// This file keeps unbound names unbound. A nest may leave a scalar it
// assigns conditionally (a search loop's `found = i` before a break)
// without a value, as CPython does when no iteration assigns it: reading
// it afterwards must raise NameError (UnboundLocalError in a function),
// not see None. The closure learns which of its outputs had no value
// before the nest by evaluating `locals().get(name, unbound)`, hands
// unbound back for those the nest did not assign, and the dispatch
// (rewrite.go) deletes each name that received it.

import (
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// unboundMarker is the type of unbound: a value no Python code can make,
// a constant of the rewritten code only.
type unboundMarker struct{}

var unboundType = py.NewType("alpyna_unbound", "a name without a value, as the nest found and left it")

func (unboundMarker) Type() *py.Type { return unboundType }

var unbound py.Object = unboundMarker{}

// markUnboundEntries adds unbound as the default of the closure's
// `locals().get(name)` inputs.
func markUnboundEntries(inputs []ast.Expr) {
	for _, e := range inputs {
		call, ok := e.(*ast.Call)
		if !ok || len(call.Args) != 1 {
			continue
		}
		attr, ok := call.Func.(*ast.Attribute)
		if !ok || attr.Attr != "get" {
			continue
		}
		if inner, ok := attr.Value.(*ast.Call); !ok || !isName(inner.Func, "locals") {
			continue
		}
		call.Args = append(call.Args, &ast.Num{ExprBase: ast.ExprBase{Pos: call.Pos}, N: unbound})
	}
}

func isName(e ast.Expr, id string) bool {
	n, ok := e.(*ast.Name)
	return ok && string(n.Id) == id
}

// entryValue is what an output the nest did not assign holds afterwards:
// its value before the nest, None or unbound.
func entryValue(args py.Tuple, params []string, name string) py.Object {
	for i, p := range params {
		if p == name && i < len(args) {
			if args[i] == unbound {
				return unbound
			}
			break
		}
	}
	return py.None
}

// unbindUnassigned are the statements, after the dispatch's assignment of
// outputs, that delete each output the closure handed back as unbound:
//
//	if found is <unbound>:
//	    del found
func unbindUnassigned(outputs []string, pos ast.Pos) []ast.Stmt {
	var out []ast.Stmt
	for _, name := range outputs {
		at := ast.ExprBase{Pos: pos}
		test := &ast.Compare{ExprBase: at, Left: &ast.Name{ExprBase: at, Id: ast.Identifier(name), Ctx: ast.Load},
			Ops: []ast.CmpOp{ast.Is}, Comparators: []ast.Expr{&ast.Num{ExprBase: at, N: unbound}}}
		del := &ast.Delete{StmtBase: ast.StmtBase{Pos: pos}, Targets: []ast.Expr{&ast.Name{ExprBase: at, Id: ast.Identifier(name), Ctx: ast.Del}}}
		out = append(out, &ast.If{StmtBase: ast.StmtBase{Pos: pos}, Test: test, Body: []ast.Stmt{del}})
	}
	return out
}
