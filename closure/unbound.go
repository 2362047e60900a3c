package closure

// This file keeps unbound names unbound. A nest may leave a scalar it
// assigns conditionally (a search loop's `found = i` before a break)
// without a value, as CPython does when no iteration assigns it: reading
// it afterwards must raise NameError (UnboundLocalError in a function),
// not see None. The closure learns which of its outputs had no value
// before the nest by looking the name up in the dictionary of the
// function's locals, which the dispatch passes once as its last argument
// (`locals()`: a name without a value has no entry there), hands unbound
// back for those the nest did not assign, and the dispatch (rewrite.go)
// deletes each name that received it.

import (
	"fmt"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/frontend"
)

// unboundMarker is the type of unbound: a value no Python code can make,
// a constant of the rewritten code only.
type unboundMarker struct{}

var unboundType = py.NewType("alpyna_unbound", "a name without a value, as the nest found and left it")

func (unboundMarker) Type() *py.Type { return unboundType }

var unbound py.Object = unboundMarker{}

// scalarEntry is the closure's input expression for the value scalar
// name holds before the nest: for an attribute the nest assigns
// (frontend.AttributeScalar) `getattr(obj, attr)`, which
// markUnboundAttributes gives unbound as its default; "" for a name,
// which the call looks up in the locals (localValue).
func scalarEntry(name string) string {
	if base, attr, ok := frontend.AttributeScalar(name); ok {
		return fmt.Sprintf("getattr(%s, %q)", base, attr)
	}
	return ""
}

// markUnboundAttributes adds unbound as the default of the closure's
// getattr inputs (scalarEntry); params are the inputs' parameter names.
func markUnboundAttributes(inputs []ast.Expr, params []string) {
	for i, e := range inputs {
		if _, _, attr := frontend.AttributeScalar(params[i]); !attr {
			continue
		}
		if call, ok := e.(*ast.Call); ok && len(call.Args) == 2 && isName(call.Func, "getattr") {
			call.Args = append(call.Args, &ast.Num{ExprBase: ast.ExprBase{Pos: call.Pos}, N: unbound})
		}
	}
}

// localValue is the value of name in locals, the dictionary locals()
// returned where the nest runs: unbound where the name has none.
func localValue(locals py.Object, name string) py.Object {
	if d, ok := locals.(py.StringDict); ok {
		if v, ok := d[name]; ok {
			return v
		}
		return unbound
	}
	// Not a plain dictionary (a class body's namespace): ask it, as
	// locals().get(name) would.
	v, err := py.GetItem(locals, py.String(name))
	if err != nil {
		return unbound
	}
	return v
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
		test := &ast.Compare{ExprBase: at, Left: scalarTarget(name, pos, ast.Load),
			Ops: []ast.CmpOp{ast.Is}, Comparators: []ast.Expr{&ast.Num{ExprBase: at, N: unbound}}}
		del := &ast.Delete{StmtBase: ast.StmtBase{Pos: pos}, Targets: []ast.Expr{scalarTarget(name, pos, ast.Del)}}
		out = append(out, &ast.If{StmtBase: ast.StmtBase{Pos: pos}, Test: test, Body: []ast.Stmt{del}})
	}
	return out
}

// scalarTarget is the expression naming scalar output name in context ctx:
// the name, or for an attribute the nest assigns the attribute of its
// object (frontend.AttributeScalar).
func scalarTarget(name string, pos ast.Pos, ctx ast.ExprContext) ast.Expr {
	at := ast.ExprBase{Pos: pos}
	if base, attr, ok := frontend.AttributeScalar(name); ok {
		return &ast.Attribute{ExprBase: at, Value: &ast.Name{ExprBase: at, Id: ast.Identifier(base), Ctx: ast.Load}, Attr: ast.Identifier(attr), Ctx: ctx}
	}
	return &ast.Name{ExprBase: at, Id: ast.Identifier(name), Ctx: ctx}
}
