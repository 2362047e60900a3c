package parser

// alpyna patch: grammar actions for syntax newer than Python 3.4 (issue
// 15): assignment expressions (PEP 572) and any number of `*iterable` and
// `**mapping` arguments (PEP 448), checked as CPython 3.11 checks them.

import (
	"github.com/go-python/gpython/ast"
)

// namedExpr builds `target := value`. Only a plain name can be the
// target; anything else is CPython's "cannot use assignment expressions
// with ..." at the target.
func namedExpr(yylex yyLexer, pos ast.Pos, target, value ast.Expr) ast.Expr {
	name, ok := target.(*ast.Name)
	if !ok {
		yylex.(*yyLex).grammarError(exprPos(target), "cannot use assignment expressions with %s", exprName(target))
		return value
	}
	name.Ctx = ast.Store
	return &ast.NamedExpr{ExprBase: ast.ExprBase{Pos: pos}, Target: name, Value: value}
}

// comprehensionElement checks the element of a list comprehension or
// generator expression: `[*a for a in b]` is an error in CPython.
func comprehensionElement(yylex yyLexer, elt ast.Expr) {
	if starred, ok := elt.(*ast.Starred); ok {
		yylex.(*yyLex).grammarError(starred.Pos, "iterable unpacking cannot be used in comprehension")
	}
}

// isKeywordUnpacking reports whether kw is a `**mapping` argument (a
// keyword without a name).
func isKeywordUnpacking(kw *ast.Keyword) bool {
	return kw.Arg == ""
}

// checkArgumentOrder checks the argument next, about to be appended to
// the arguments call (starting at pos), against CPython 3.11's rules: a
// positional argument may not follow a keyword argument or `**mapping`
// (reported at the call's ')', see the trailer rule), and `*iterable`
// may not follow `**mapping` (reported at the first argument).
func checkArgumentOrder(yylex yyLexer, pos ast.Pos, call, next *ast.Call) {
	if len(call.Keywords) == 0 || len(next.Args) == 0 {
		return
	}
	x := yylex.(*yyLex)
	unpacking := false
	for _, kw := range call.Keywords {
		if isKeywordUnpacking(kw) {
			unpacking = true
			break
		}
	}
	if _, starred := next.Args[0].(*ast.Starred); starred {
		if unpacking {
			x.grammarError(pos, "iterable argument unpacking follows keyword argument unpacking")
		}
		return
	}
	if x.positionalAfterKeyword == nil {
		x.positionalAfterKeyword = call
		x.positionalAfterKeywordMsg = "positional argument follows keyword argument"
		if unpacking {
			x.positionalAfterKeywordMsg = "positional argument follows keyword argument unpacking"
		}
	}
}

// finishArguments gives a call whose arguments Python 3.4 could write
// (positional arguments, then at most one `*iterable`, with keyword
// arguments around it and at most one `**mapping` last) the 3.4 AST's
// Starargs and Kwargs. Any other use of `*` and `**` stays in Args (as
// *ast.Starred) and Keywords (without a name), as in CPython 3.5's AST,
// for the compiler's general path.
func finishArguments(call *ast.Call) *ast.Call {
	stars := 0
	for _, arg := range call.Args {
		if _, ok := arg.(*ast.Starred); ok {
			stars++
		}
	}
	unpackings := 0
	for _, kw := range call.Keywords {
		if isKeywordUnpacking(kw) {
			unpackings++
		}
	}
	if stars > 1 || unpackings > 1 {
		return call
	}
	if stars == 1 {
		if _, last := call.Args[len(call.Args)-1].(*ast.Starred); !last {
			return call
		}
	}
	if unpackings == 1 && !isKeywordUnpacking(call.Keywords[len(call.Keywords)-1]) {
		return call
	}
	if stars == 1 {
		call.Starargs = call.Args[len(call.Args)-1].(*ast.Starred).Value
		call.Args = call.Args[:len(call.Args)-1]
	}
	if unpackings == 1 {
		call.Kwargs = call.Keywords[len(call.Keywords)-1].Value
		call.Keywords = call.Keywords[:len(call.Keywords)-1]
	}
	if len(call.Args) == 0 {
		call.Args = nil
	}
	if len(call.Keywords) == 0 {
		call.Keywords = nil
	}
	return call
}

// posonlyMarker stands for the `/` of a parameter list (PEP 570) among
// the parameters until splitPositionalOnly takes it out.
func posonlyMarker(pos ast.Pos) *ast.Arg {
	return &ast.Arg{Pos: pos, Arg: "/"}
}

// splitPositionalOnly moves the parameters before the `/` of a parameter
// list into Posonlyargs, with CPython's errors for a `/` first or twice.
func splitPositionalOnly(yylex yyLexer, args *ast.Arguments) *ast.Arguments {
	slash := -1
	for i, arg := range args.Args {
		if arg.Arg != "/" {
			continue
		}
		switch {
		case i == 0:
			yylex.(*yyLex).grammarError(arg.Pos, "at least one argument must precede /")
		case slash >= 0:
			yylex.(*yyLex).grammarError(arg.Pos, "/ may appear only once")
		default:
			slash = i
		}
	}
	if slash < 0 {
		return args
	}
	params := args.Args
	args.Posonlyargs = params[:slash:slash]
	args.Args = nil
	for _, arg := range params[slash+1:] {
		if arg.Arg != "/" {
			args.Args = append(args.Args, arg)
		}
	}
	return args
}

// bareStar checks a parameter list's `*` at pos: without a name (vararg
// nil) it must be followed by keyword-only parameters, CPython's "named
// arguments must follow bare *" (also with a `**kwargs` after it).
func bareStar(yylex yyLexer, pos ast.Pos, vararg *ast.Arg, kwonly []*ast.Arg) {
	if vararg == nil && len(kwonly) == 0 {
		yylex.(*yyLex).grammarError(pos, "named arguments must follow bare *")
	}
}
