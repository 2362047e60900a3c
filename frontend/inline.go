package frontend

// This file inlines calls of user functions into a nest, on the syntax
// tree, before the nest is converted: a call of another jit function or
// of a plain function (a def or a lambda) becomes the statements of its
// body, with its parameters bound to the arguments and its locals
// renamed, and the call's value a scalar the body assigns. The nest then
// holds only the subset's own constructs, and the analysis sees through
// the call as through any other statement.
//
//	def cnd(d):                      for i in range(n):
//	    k = 1.0 / (1.0 + 0.23 * d)       k·cnd1 = 1.0 / (1.0 + 0.23 * d1)
//	    if d > 0:              ==>       if d1 > 0:
//	        return 1.0 - k                   cnd·1 = 1.0 - k·cnd1
//	    return k                         else:
//	                                         cnd·1 = k·cnd1
//	for i in range(n):                   c[i] = cnd·1
//	    c[i] = cnd(d1)
//
// A return inside an if takes the statements after the if into the
// branch that does not return, and a return inside a loop breaks it (see
// lowerer), so the body has one exit and the value is assigned on every
// path. New names hold '·', which no Python name holds,
// so they meet no name of the function (depend.SourceName strips it).
//
// What is inlined, and what it must be, so that the inlined statements
// mean what the call means under CPython:
//   - The callee is a def or a lambda bound once: at the module's top
//     level (no function declares it global), or at the jit function's top
//     level before the nest. Its free names then resolve where the nest's
//     do: a module function's globals must not be names the jit function
//     (or a function around it) binds.
//   - Parameters are positional or keyword, with constant defaults; no
//     *args, **kwargs or keyword-only parameters.
//   - The body holds assignments, if/elif/else, for loops over range,
//     break, pass and returns (inside loops too). A call in an expression
//     must return a value on every path and may not write an array (the
//     call is evaluated before the rest of its statement); a call that is
//     a statement may.
//   - An argument for a parameter the body subscripts (an array) is a
//     name; other arguments are evaluated once, into a new scalar, unless
//     they are a name or a constant the body never reassigns.
//   - No recursion; the inlined statements stay under a size limit.
//
// A call of a user function that breaks a rule stays a call: the builder
// gives its reason ("the call of 'f' is not inlined: ..."), and the nest
// runs in the interpreter. The closure checks at each run that the name
// still holds the function that was inlined (nest.Callee).

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// inlinedName reports whether a scalar is one the inliner made: a
// callee's local, parameter, value or flag, or an and/or or conditional
// expression's value. Each is assigned on every path before it is read
// (expand checks the locals, lowering assigns the value on every path), so
// none holds a value from before the nest, whatever the path-insensitive
// liveness of mustWrite says (a value set in a loop that returns, or
// under "if not returned").
func inlinedName(name string) bool { return strings.Contains(name, "·") }

// maxInlined bounds the statements inlined into one nest: returns inside
// ifs copy the statements after them, which can grow exponentially.
const maxInlined = 2000

// An inliner rewrites the calls of one nest.
type inliner struct {
	fs      *funcScan
	site    nestSite
	count   int                  // calls inlined so far (for fresh names)
	emitted int                  // statements inlined so far
	why     map[*ast.Call]string // calls of user functions left as calls, and why
	used    []nest.Callee
	// optional maps the result of an inlined call whose callee may
	// return None to the flag that is true where it did (optional.go).
	optional map[string]string
}

// A callee is a function a call may inline.
type callee struct {
	name        string
	params      []string
	defaults    []ast.Expr // for the last len(defaults) params: constants
	body        []ast.Stmt // a lambda's body is one return
	local       bool       // bound in the jit function: its free names are the function's
	first, last int        // the lines of its definition
	why         string     // non-empty: it cannot be inlined
}

// inlineNest returns the nest's for statement with its calls of user
// functions inlined, and the inliner, which knows the calls left.
func (fs *funcScan) inlineNest(site nestSite) (*ast.For, *inliner) {
	in := &inliner{fs: fs, site: site, why: map[*ast.Call]string{}}
	out := in.stmts([]ast.Stmt{site.loop}, nil)
	return out[0].(*ast.For), in
}

// stmts rewrites a statement list; stack holds the callees being inlined
// around it.
func (in *inliner) stmts(list []ast.Stmt, stack []string) []ast.Stmt {
	var out []ast.Stmt
	for _, st := range list {
		out = append(out, in.stmt(st, stack)...)
	}
	return out
}

// stmt rewrites one statement: the statements its calls became, then the
// statement itself.
func (in *inliner) stmt(st ast.Stmt, stack []string) []ast.Stmt {
	switch x := st.(type) {
	case *ast.Assign:
		if out, ok := in.tupleCall(x, stack); ok {
			return out
		}
		if call, ok := in.returnsOwnArgument(x); ok {
			// b = build_up_b(b, ...), a helper that fills the array
			// it is given and returns it: b is rebound to the object
			// it names already, so the call is a statement.
			return in.stmt(&ast.ExprStmt{StmtBase: x.StmtBase, Value: call}, stack)
		}
		value, pre := in.expr(x.Value, stack)
		targets := make([]ast.Expr, len(x.Targets))
		for i, t := range x.Targets {
			var p []ast.Stmt
			targets[i], p = in.target(t, stack)
			pre = append(pre, p...)
		}
		cp := *x
		cp.Value, cp.Targets = value, targets
		return append(pre, &cp)
	case *ast.AugAssign:
		target, pre := in.target(x.Target, stack)
		value, p := in.expr(x.Value, stack)
		cp := *x
		cp.Target, cp.Value = target, value
		return append(append(pre, p...), &cp)
	case *ast.If:
		test, pre := in.expr(x.Test, stack)
		cp := *x
		cp.Test, cp.Body, cp.Orelse = test, in.stmts(x.Body, stack), in.stmts(x.Orelse, stack)
		return append(pre, &cp)
	case *ast.For:
		// Calls in the nest's own range() stay: its bounds are evaluated
		// before the nest. An inner loop's range(lo(i, r), i + 1) is
		// evaluated each time the loop starts, as the statements the
		// call becomes are, just before it (dynamic_bounds.go then reads
		// the value they give).
		cp := *x
		var pre []ast.Stmt
		if st != ast.Stmt(in.site.loop) {
			cp.Iter, pre = in.expr(x.Iter, stack)
		}
		cp.Body, cp.Orelse = in.stmts(x.Body, stack), in.stmts(x.Orelse, stack)
		return append(pre, &cp)
	case *ast.ExprStmt:
		if call, ok := x.Value.(*ast.Call); ok {
			if c := in.resolve(call); c != nil && c.why == "" {
				args, pre := in.args(call, stack)
				body, _, why := in.expand(c, call, args, stack, false, 0)
				if why == "" {
					return append(pre, body...)
				}
				in.why[call] = why
			} else if c != nil {
				in.why[call] = c.why
			}
		}
	}
	return []ast.Stmt{st}
}

// wholeTrailingSlices returns arg without the whole slices that end its
// subscript: y[i, :] is the row y[i] and f1[:] the array f1, the same
// elements, as people spell arguments (pyccel-benchmarks' dydt(t[i],
// y[i, :], f1[:])). Anything else is returned as it is.
func wholeTrailingSlices(arg ast.Expr) ast.Expr {
	sub, ok := arg.(*ast.Subscript)
	if !ok {
		return arg
	}
	dims := sliceDims(sub.Slice)
	n := len(dims)
	for n > 0 {
		s, isSlice := dims[n-1].(*ast.Slice)
		if !isSlice || s.Lower != nil || s.Upper != nil || s.Step != nil {
			break
		}
		n--
	}
	if n == len(dims) {
		return arg
	}
	if n == 0 {
		return sub.Value
	}
	idx := make([]ast.Expr, n)
	for k := range n {
		ix, isIndex := dims[k].(*ast.Index)
		if !isIndex {
			return arg
		}
		idx[k] = ix.Value
	}
	var slicer ast.Slicer = &ast.Index{Value: idx[0]}
	if n > 1 {
		slicer = &ast.Index{Value: &ast.Tuple{ExprBase: sub.ExprBase, Elts: idx, Ctx: ast.Load}}
	}
	return &ast.Subscript{ExprBase: sub.ExprBase, Value: sub.Value, Slice: slicer, Ctx: sub.Ctx}
}

// returnsOwnArgument returns x's call when x is `name = f(...)`, f a user
// function that the inliner takes, every return of whose body returns one
// parameter it never assigns, that body ending in such a return, and the
// call passes name itself for that parameter.
func (in *inliner) returnsOwnArgument(x *ast.Assign) (*ast.Call, bool) {
	if len(x.Targets) != 1 {
		return nil, false
	}
	t, ok := x.Targets[0].(*ast.Name)
	call, isCall := x.Value.(*ast.Call)
	if !ok || !isCall || call.Starargs != nil || call.Kwargs != nil {
		return nil, false
	}
	c := in.resolve(call)
	if c == nil || c.why != "" || len(c.body) == 0 {
		return nil, false
	}
	last, ok := c.body[len(c.body)-1].(*ast.Return)
	if !ok {
		return nil, false
	}
	p, ok := last.Value.(*ast.Name)
	if !ok || !slices.Contains(c.params, string(p.Id)) || stores(c.body, string(p.Id)) {
		return nil, false
	}
	same := true
	for _, st := range c.body {
		ast.Walk(st, func(n ast.Ast) bool {
			switch r := n.(type) {
			case *ast.Return:
				v, isName := r.Value.(*ast.Name)
				same = same && isName && v.Id == p.Id
			case *ast.FunctionDef, *ast.Lambda, *ast.ClassDef:
				return false
			}
			return same
		})
	}
	if !same {
		return nil, false
	}
	var arg ast.Expr
	if i := slices.Index(c.params, string(p.Id)); i < len(call.Args) {
		arg = call.Args[i]
	}
	for _, kw := range call.Keywords {
		if string(kw.Arg) == string(p.Id) {
			arg = kw.Value
		}
	}
	a, isName := arg.(*ast.Name)
	return call, isName && a.Id == t.Id
}

// tupleCall inlines a call of a user function that returns a tuple,
// where the statement takes the tuple apart:
//
//   - `vx, vy = vel(d, mx, my)`, unpacked into as many targets: each
//     element of the tuple the callee returns gets a name, then the
//     targets are assigned from left to right, as CPython unpacks;
//   - `fci = flux(...)`, bound to one name, where every return of the
//     callee spells out a tuple of one length (two or more): the name is
//     bound to the tuple of the elements' names, which tupleNames reads
//     element by element where the nest only subscripts it with
//     constants.
//
// It reports false where x is not such a statement; a call it cannot
// inline stays as written, with its reason.
func (in *inliner) tupleCall(x *ast.Assign, stack []string) ([]ast.Stmt, bool) {
	call, ok := x.Value.(*ast.Call)
	if !ok || len(x.Targets) != 1 {
		return nil, false
	}
	var targets []ast.Expr // nil: bound to one name
	switch t := x.Targets[0].(type) {
	case *ast.Tuple:
		targets = t.Elts
	case *ast.List:
		targets = t.Elts
	case *ast.Name:
	default:
		return nil, false
	}
	for _, t := range targets {
		switch t.(type) {
		case *ast.Name, *ast.Subscript:
		default:
			return nil, false // a starred or nested target
		}
	}
	c := in.resolve(call)
	if c == nil || c.why != "" {
		return nil, false
	}
	arity := len(targets)
	if targets == nil {
		arity = tupleArity(c.body)
	}
	if arity < 2 {
		return nil, false
	}
	args, pre := in.args(call, stack)
	body, value, why := in.expand(c, call, args, stack, true, arity)
	if why != "" {
		cp := *call
		cp.Args = args.positional
		in.why[&cp] = why
		st := *x
		st.Value = &cp
		return append(pre, &st), true
	}
	out := append(pre, body...)
	if targets == nil {
		st := *x
		st.Value = value
		return append(out, &st), true
	}
	for j, t := range targets {
		target, p := in.target(t, stack)
		out = append(out, p...)
		out = append(out, &ast.Assign{StmtBase: x.StmtBase, Targets: []ast.Expr{target}, Value: value.(*ast.Tuple).Elts[j]})
	}
	return out, true
}

// tupleArity is the length of the tuple every return of body spells out,
// or 0 where some return does not spell one out or the lengths differ.
func tupleArity(body []ast.Stmt) int {
	arity := -1
	walkStmts(body, func(st ast.Stmt, _ bool) {
		r, ok := st.(*ast.Return)
		if !ok {
			return
		}
		t, ok := r.Value.(*ast.Tuple)
		if !ok || slices.ContainsFunc(t.Elts, func(e ast.Expr) bool { _, starred := e.(*ast.Starred); return starred }) {
			arity = 0
			return
		}
		if arity == -1 {
			arity = len(t.Elts)
		} else if arity != len(t.Elts) {
			arity = 0
		}
	})
	return max(arity, 0)
}

// target rewrites the subscripts of an assignment target.
func (in *inliner) target(t ast.Expr, stack []string) (ast.Expr, []ast.Stmt) {
	if _, ok := t.(*ast.Subscript); ok {
		return in.expr(t, stack)
	}
	return t, nil
}

// expr rewrites an expression: each inlined call becomes the name of its
// value, and the statements computing it are returned to run before. An
// expression without inlined calls is returned as it is.
func (in *inliner) expr(e ast.Expr, stack []string) (ast.Expr, []ast.Stmt) {
	if e == nil || !in.hasCall(e) {
		return e, nil
	}
	var pre []ast.Stmt
	sub := func(x ast.Expr) ast.Expr {
		y, p := in.expr(x, stack)
		pre = append(pre, p...)
		return y
	}
	switch x := e.(type) {
	case *ast.Call:
		c := in.resolve(x)
		if c == nil || c.why != "" {
			cp := *x
			cp.Args = make([]ast.Expr, len(x.Args))
			for i, a := range x.Args {
				cp.Args[i] = sub(a)
			}
			if c != nil {
				in.why[&cp] = c.why
			}
			return &cp, pre
		}
		args, p := in.args(x, stack)
		pre = append(pre, p...)
		body, value, why := in.expand(c, x, args, stack, true, 0)
		if why != "" {
			cp := *x
			cp.Args = args.positional
			in.why[&cp] = why
			return &cp, pre
		}
		return value, append(pre, body...)
	case *ast.BinOp:
		cp := *x
		cp.Left = sub(x.Left)
		cp.Right = sub(x.Right)
		return &cp, pre
	case *ast.UnaryOp:
		cp := *x
		cp.Operand = sub(x.Operand)
		return &cp, pre
	case *ast.Compare:
		cp := *x
		cp.Left = sub(x.Left)
		cp.Comparators = make([]ast.Expr, len(x.Comparators))
		for i, c := range x.Comparators {
			cp.Comparators[i] = sub(c)
		}
		return &cp, pre
	case *ast.Subscript:
		cp := *x
		cp.Value = sub(x.Value)
		cp.Slice = in.slice(x.Slice, sub)
		return &cp, pre
	case *ast.Attribute:
		cp := *x
		cp.Value = sub(x.Value)
		return &cp, pre
	case *ast.Tuple:
		cp := *x
		cp.Elts = make([]ast.Expr, len(x.Elts))
		for i, el := range x.Elts {
			cp.Elts[i] = sub(el)
		}
		return &cp, pre
	case *ast.BoolOp:
		return in.boolOp(x, stack)
	case *ast.IfExp:
		return in.ifExp(x, stack)
	}
	return e, nil
}

func (in *inliner) slice(s ast.Slicer, sub func(ast.Expr) ast.Expr) ast.Slicer {
	switch x := s.(type) {
	case *ast.Index:
		cp := *x
		cp.Value = sub(x.Value)
		return &cp
	case *ast.ExtSlice:
		cp := *x
		cp.Dims = make([]ast.Slicer, len(x.Dims))
		for i, d := range x.Dims {
			cp.Dims[i] = in.slice(d, sub)
		}
		return &cp
	}
	return s
}

// boolOp rewrites a and b / a or b whose later operands hold inlined
// calls: those run only when Python would evaluate them,
//
//	t = a
//	if t:          (if not t: for or)
//	    <b's calls>
//	    t = b
//
// and the expression becomes t.
func (in *inliner) boolOp(x *ast.BoolOp, stack []string) (ast.Expr, []ast.Stmt) {
	lazy := false
	for _, v := range x.Values[1:] {
		lazy = lazy || in.hasCall(v)
	}
	if !lazy {
		first, pre := in.expr(x.Values[0], stack)
		cp := *x
		cp.Values = append([]ast.Expr{first}, x.Values[1:]...)
		return &cp, pre
	}
	t := in.fresh("and", x.Pos)
	if x.Op == ast.Or {
		t = in.fresh("or", x.Pos)
	}
	first, pre := in.expr(x.Values[0], stack)
	pre = append(pre, assign(t, first))
	tail := &pre
	for _, v := range x.Values[1:] {
		value, p := in.expr(v, stack)
		var test ast.Expr = loadOf(t)
		if x.Op == ast.Or {
			test = &ast.UnaryOp{ExprBase: ast.ExprBase{Pos: x.Pos}, Op: ast.Not, Operand: loadOf(t)}
		}
		branch := &ast.If{StmtBase: ast.StmtBase{Pos: x.Pos}, Test: test, Body: append(p, assign(t, value))}
		*tail = append(*tail, branch)
		tail = &branch.Body
	}
	return loadOf(t), pre
}

// ifExp rewrites b if c else d whose branches hold inlined calls into an
// if statement assigning a new scalar, so that only the branch taken runs.
func (in *inliner) ifExp(x *ast.IfExp, stack []string) (ast.Expr, []ast.Stmt) {
	test, pre := in.expr(x.Test, stack)
	if !in.hasCall(x.Body) && !in.hasCall(x.Orelse) {
		cp := *x
		cp.Test = test
		return &cp, pre
	}
	t := in.fresh("ifexp", x.Pos)
	then, p1 := in.expr(x.Body, stack)
	els, p2 := in.expr(x.Orelse, stack)
	pre = append(pre, &ast.If{StmtBase: ast.StmtBase{Pos: x.Pos}, Test: test,
		Body: append(p1, assign(t, then)), Orelse: append(p2, assign(t, els))})
	return loadOf(t), pre
}

// hasCall reports whether e holds a call of a user function.
func (in *inliner) hasCall(e ast.Expr) bool {
	found := false
	ast.Walk(e, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Lambda, *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
			return false
		case *ast.Call:
			found = found || in.resolve(x) != nil
		}
		return !found
	})
	return found
}

// fresh returns a new scalar name for the nest.
func (in *inliner) fresh(what string, pos ast.Pos) *ast.Name {
	in.count++
	return &ast.Name{ExprBase: ast.ExprBase{Pos: pos}, Id: ast.Identifier(fmt.Sprintf("%s·%d", what, in.count)), Ctx: ast.Store}
}

func loadOf(n *ast.Name) *ast.Name {
	return &ast.Name{ExprBase: n.ExprBase, Id: n.Id, Ctx: ast.Load}
}

func assign(t *ast.Name, value ast.Expr) *ast.Assign {
	return &ast.Assign{StmtBase: ast.StmtBase{Pos: t.Pos}, Targets: []ast.Expr{t}, Value: value}
}

// callArgs are a call's arguments, rewritten.
type callArgs struct {
	positional []ast.Expr
	keywords   map[string]ast.Expr
	names      []string // keyword names, in order
	bad        string   // a form the inliner does not take
}

func (in *inliner) args(call *ast.Call, stack []string) (callArgs, []ast.Stmt) {
	var pre []ast.Stmt
	a := callArgs{keywords: map[string]ast.Expr{}}
	for _, x := range call.Args {
		y, p := in.expr(x, stack)
		pre = append(pre, p...)
		a.positional = append(a.positional, y)
	}
	for _, k := range call.Keywords {
		y, p := in.expr(k.Value, stack)
		pre = append(pre, p...)
		if _, dup := a.keywords[string(k.Arg)]; dup {
			a.bad = fmt.Sprintf("the keyword argument '%s' is repeated", k.Arg)
		}
		a.keywords[string(k.Arg)] = y
		a.names = append(a.names, string(k.Arg))
	}
	if call.Starargs != nil || call.Kwargs != nil {
		a.bad = "starred arguments are not inlined"
	}
	return a, pre
}

// resolve returns the user function a call names, nil when it names none
// (an intrinsic, a parameter, a method), or one with why set when it
// cannot be inlined.
func (in *inliner) resolve(call *ast.Call) *callee {
	f, ok := call.Func.(*ast.Name)
	if !ok {
		return nil
	}
	name := string(f.Id)
	fs := in.fs
	if g, ok := fs.aliases[name]; ok {
		return fs.mod.moduleCallee(g) // a parameter that is this function (callee_params.go)
	}
	if fs.locals[name] {
		c := fs.localCallee(name)
		if c != nil && c.why == "" && c.first > in.site.loop.Lineno {
			late := *c
			late.why = fmt.Sprintf("'%s' is defined after the loop", name)
			return &late
		}
		return c
	}
	if fs.mod.globals[name] {
		return fs.mod.moduleCallee(name)
	}
	return nil
}

// localCallee finds a function the jit function binds: a def or a lambda
// assigned at its top level, and no other binding (cached; whether it is
// defined before the nest is for the caller to check).
func (fs *funcScan) localCallee(name string) *callee {
	if c, ok := fs.callees[name]; ok {
		return c
	}
	c := fs.findLocalCallee(name)
	fs.callees[name] = c
	return c
}

func (fs *funcScan) findLocalCallee(name string) *callee {
	var binding ast.Stmt
	count := 0
	for _, st := range fs.def.Body {
		count += bindings(st, name)
		if d := definition(st, name); d != nil && binding == nil {
			binding = d
		}
	}
	if binding == nil {
		return nil // a parameter, an import, a value: not a function the file defines here
	}
	c := fs.mod.callee(binding, true)
	switch {
	case c.why != "":
	case count > 1:
		c.why = fmt.Sprintf("'%s' is bound more than once in '%s'", name, fs.def.Name)
	}
	return c
}

// moduleCallee finds a function the module binds once, at its top level.
func (sc *moduleScan) moduleCallee(name string) *callee {
	if c, ok := sc.callees[name]; ok {
		return c
	}
	var binding ast.Stmt
	count := 0
	for _, st := range sc.mod.Body {
		count += bindings(st, name)
		if d := definition(st, name); d != nil && binding == nil {
			binding = d
		}
	}
	var c *callee
	if binding != nil {
		c = sc.callee(binding, false)
		switch {
		case c.why != "":
		case count > 1:
			c.why = fmt.Sprintf("'%s' is bound more than once in the module", name)
		case sc.declaredGlobal[name] != "":
			c.why = fmt.Sprintf("'%s' declares '%s' global and may rebind it", sc.declaredGlobal[name], name)
		}
	}
	sc.callees[name] = c
	return c
}

// definition returns st when it defines name as a function: a def, or
// name = lambda ....
func definition(st ast.Stmt, name string) ast.Stmt {
	switch x := st.(type) {
	case *ast.FunctionDef:
		if string(x.Name) == name {
			return x
		}
	case *ast.Assign:
		if len(x.Targets) == 1 {
			if t, ok := x.Targets[0].(*ast.Name); ok && string(t.Id) == name {
				if _, ok := x.Value.(*ast.Lambda); ok {
					return x
				}
			}
		}
	}
	return nil
}

// bindings counts the statements in st that bind name in st's scope.
func bindings(st ast.Stmt, name string) int {
	count := 0
	var walk func(n ast.Ast) bool
	walk = func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.FunctionDef:
			if string(x.Name) == name {
				count++
			}
			// Its body is its own scope, but may declare name nonlocal.
			ast.Walk(x, func(m ast.Ast) bool {
				if nl, ok := m.(*ast.Nonlocal); ok && slices.Contains(nl.Names, ast.Identifier(name)) {
					count += 2
				}
				return true
			})
			return false
		case *ast.ClassDef:
			if string(x.Name) == name {
				count++
			}
			return false
		case *ast.Lambda, *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
			return false
		case *ast.Name:
			if string(x.Id) == name && x.Ctx != ast.Load {
				count++
			}
		case *ast.Alias:
			local := string(x.AsName)
			if local == "" {
				local = string(x.Name)
			}
			if local == name {
				count++
			}
		case *ast.ExceptHandler:
			if string(x.Name) == name {
				count++
			}
		}
		return true
	}
	ast.Walk(st, walk)
	return count
}

// callee describes a def or lambda binding.
func (sc *moduleScan) callee(st ast.Stmt, local bool) *callee {
	c := &callee{local: local, first: st.GetLineno()}
	var args *ast.Arguments
	switch x := st.(type) {
	case *ast.FunctionDef:
		c.name, args, c.body = string(x.Name), x.Args, x.Body
		for _, d := range x.DecoratorList {
			if jit, _ := sc.jitDecorator(d); !jit {
				c.why = fmt.Sprintf("'%s' has the decorator '@%s'", c.name, unparse(d))
			}
		}
		if len(x.Body) > 0 {
			if s, ok := x.Body[0].(*ast.ExprStmt); ok {
				if _, ok := s.Value.(*ast.Str); ok {
					c.body = x.Body[1:] // the docstring
				}
			}
		}
	case *ast.Assign:
		lam := x.Value.(*ast.Lambda)
		c.name, args = string(x.Targets[0].(*ast.Name).Id), lam.Args
		c.body = []ast.Stmt{&ast.Return{StmtBase: ast.StmtBase{Pos: ast.Pos{Lineno: lam.Body.GetLineno(), ColOffset: lam.Body.GetColOffset()}}, Value: lam.Body}}
	}
	c.last = c.first
	ast.Walk(st, func(n ast.Ast) bool {
		if s, ok := n.(ast.Stmt); ok && s.GetLineno() > c.last {
			c.last = s.GetLineno()
		}
		if e, ok := n.(ast.Expr); ok && e.GetLineno() > c.last {
			c.last = e.GetLineno()
		}
		return true
	})
	if args != nil {
		for _, a := range append(args.Posonlyargs[:len(args.Posonlyargs):len(args.Posonlyargs)], args.Args...) {
			c.params = append(c.params, string(a.Arg))
		}
		c.defaults = args.Defaults
		if args.Vararg != nil || args.Kwarg != nil || len(args.Kwonlyargs) > 0 {
			c.why = fmt.Sprintf("'%s' has *args, **kwargs or keyword-only parameters", c.name)
		}
		for _, d := range args.Defaults {
			if !constant(d) {
				c.why = fmt.Sprintf("the default '%s' of '%s' is not a constant", unparse(d), c.name)
			}
		}
	}
	return c
}

// constant reports whether e is a number or True/False, possibly negated.
func constant(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Num:
		return true
	case *ast.NameConstant:
		return x.Value == py.True || x.Value == py.False
	case *ast.UnaryOp:
		return (x.Op == ast.USub || x.Op == ast.UAdd) && constant(x.Operand)
	}
	return false
}

// expand inlines one call of c: the statements binding the arguments and
// running the body, and (in an expression) the name holding the value.
// With arity > 0 the value wanted is a tuple of that many elements, which
// every return of the callee spells out (`return a, b`): each element gets
// a name of its own, and the value is the tuple of those names.
func (in *inliner) expand(c *callee, call *ast.Call, args callArgs, stack []string, wantValue bool, arity int) ([]ast.Stmt, ast.Expr, string) {
	if slices.Contains(stack, c.name) {
		return nil, nil, fmt.Sprintf("'%s' calls itself", c.name)
	}
	if args.bad != "" {
		return nil, nil, args.bad
	}
	// Bind the arguments to the parameters.
	bound := make([]ast.Expr, len(c.params))
	if len(args.positional) > len(c.params) {
		return nil, nil, fmt.Sprintf("'%s' takes %d arguments, the call gives %d", c.name, len(c.params), len(args.positional))
	}
	copy(bound, args.positional)
	for _, k := range args.names {
		i := slices.Index(c.params, k)
		if i < 0 {
			return nil, nil, fmt.Sprintf("'%s' has no parameter '%s'", c.name, k)
		}
		if bound[i] != nil {
			return nil, nil, fmt.Sprintf("the call gives '%s' twice", k)
		}
		bound[i] = args.keywords[k]
	}
	for i := range bound {
		if bound[i] != nil {
			continue
		}
		if d := i - (len(c.params) - len(c.defaults)); d >= 0 {
			bound[i] = c.defaults[d]
		} else {
			return nil, nil, fmt.Sprintf("the call gives no value for the parameter '%s' of '%s'", c.params[i], c.name)
		}
	}

	scope, why := c.scope()
	if why != "" {
		return nil, nil, fmt.Sprintf("'%s' %s", c.name, why)
	}
	if !c.local {
		for _, g := range scope.free {
			if in.fs.locals[g] || in.fs.mod.enclosingBinds(in.fs.def, g) {
				return nil, nil, fmt.Sprintf("'%s' reads the global '%s', which '%s' binds locally", c.name, g, in.fs.def.Name)
			}
		}
	}
	if wantValue && len(scope.arrayWrites) > 0 {
		return nil, nil, fmt.Sprintf("'%s' assigns array elements (line %d); only a call that is a statement of its own may", c.name, scope.arrayWrites[0])
	}

	in.count++
	k := in.count
	rename := map[string]ast.Expr{}
	var out []ast.Stmt
	pos := call.Pos
	if f, ok := call.Func.(*ast.Name); ok {
		pos = f.Pos
	}
	for i, p := range c.params {
		arg := wholeTrailingSlices(bound[i])
		_, isName := arg.(*ast.Name)
		_, _, isRow := rowOf(arg)
		switch {
		case scope.subscripted[p] && !scope.assigned[p] && arrayExpression(arg):
			// y[i, :] + dt * f1[:]: NumPy makes a new array, which the
			// callee reads by element; the temporary is read through
			// its expression (rowTemporaries), element by element.
			t := &ast.Name{ExprBase: ast.ExprBase{Pos: pos}, Id: ast.Identifier(fmt.Sprintf("%s·%s%d", p, c.name, k)), Ctx: ast.Store}
			out = append(out, assign(t, arg))
			rename[p] = t
		case scope.subscripted[p] && (!isName && !isRow || scope.assigned[p]):
			return nil, nil, fmt.Sprintf("the parameter '%s' of '%s' is subscripted: its argument must be the name of an array or a row of one", p, c.name)
		case isName && scope.assigned[p] && !scope.rebound[p] && in.fs.isArrayName(string(arg.(*ast.Name).Id)):
			// `p += e` on the array the caller names: NumPy's in-place
			// ufunc, on the caller's array (whole_arrays.go).
			rename[p] = arg
		case !scope.assigned[p] && (isName || constant(arg) || extentOf(arg)):
			// An extent (x.shape[0], len(x)) cannot change while the
			// callee runs: it stands where the parameter is read.
			rename[p] = arg
		default:
			t := &ast.Name{ExprBase: ast.ExprBase{Pos: pos}, Id: ast.Identifier(fmt.Sprintf("%s·%s%d", p, c.name, k)), Ctx: ast.Store}
			out = append(out, assign(t, arg))
			rename[p] = t
		}
	}
	locals := map[string]string{} // renamed -> the callee's name
	for _, l := range scope.locals {
		if _, isParam := rename[l]; !isParam {
			renamed := fmt.Sprintf("%s·%s%d", l, c.name, k)
			rename[l] = &ast.Name{Id: ast.Identifier(renamed)}
			locals[renamed] = l
		}
	}
	var result *ast.Name
	var results []*ast.Name
	switch {
	case wantValue && arity > 0:
		if mayReturnNone(c.body) {
			return nil, nil, fmt.Sprintf("'%s' may return None where the call unpacks a tuple", c.name)
		}
		for j := range arity {
			results = append(results, &ast.Name{ExprBase: ast.ExprBase{Pos: pos}, Id: ast.Identifier(fmt.Sprintf("%s·%d·%d", c.name, k, j)), Ctx: ast.Store})
		}
	case wantValue:
		result = &ast.Name{ExprBase: ast.ExprBase{Pos: pos}, Id: ast.Identifier(fmt.Sprintf("%s·%d", c.name, k)), Ctx: ast.Store}
	}
	flags := 0
	lw := &lowerer{rename: rename, assigned: scope.assigned, result: result, results: results, budget: maxInlined - in.emitted - len(out), flag: func() *ast.Name {
		flags++
		return &ast.Name{ExprBase: ast.ExprBase{Pos: pos}, Id: ast.Identifier(fmt.Sprintf("returned%d·%s%d", flags, c.name, k)), Ctx: ast.Store}
	}}
	if wantValue && mayReturnNone(c.body) {
		// The result is 0 and the flag true until a return says
		// otherwise, so that ending without a return returns None.
		lw.none = &ast.Name{ExprBase: ast.ExprBase{Pos: pos}, Id: ast.Identifier(fmt.Sprintf("none·%s%d", c.name, k)), Ctx: ast.Store}
		at := ast.ExprBase{Pos: pos}
		out = append(out, assign(result, &ast.Num{ExprBase: at, N: py.Int(0)}), assign(lw.none, &ast.NameConstant{ExprBase: at, Value: py.True}))
		lw.budget -= 2
	}
	body, returns, why := lw.block(c.body)
	if why != "" {
		return nil, nil, fmt.Sprintf("'%s' %s", c.name, why)
	}
	if wantValue && !returns && lw.none == nil {
		return nil, nil, fmt.Sprintf("'%s' may end without returning a value", c.name)
	}
	// A local read where no assignment need have run raises
	// UnboundLocalError in CPython; inlined, it would read nothing.
	tracked, unset := map[string]bool{}, map[string]bool{}
	for renamed := range locals {
		tracked[renamed] = true
	}
	mustWrite(body, tracked, map[string]bool{}, unset)
	if len(unset) > 0 {
		return nil, nil, fmt.Sprintf("'%s' may read '%s' before assigning it", c.name, locals[slices.Min(slices.Collect(maps.Keys(unset)))])
	}
	in.emitted = maxInlined - lw.budget
	out = append(out, body...)
	used := len(in.used)
	out = in.stmts(out, append(stack[:len(stack):len(stack)], c.name))
	// A call the body holds that stays a call keeps the whole call from
	// being inlined: the reason is given at the call in the nest.
	inner := ""
	for _, st := range out {
		ast.Walk(st, func(n ast.Ast) bool {
			if x, ok := n.(*ast.Call); ok && in.why[x] != "" {
				if inner == "" {
					inner = in.why[x]
				}
				delete(in.why, x)
			}
			return true
		})
	}
	if inner != "" {
		in.used = in.used[:used] // the helpers of a call left are not inlined
		return nil, nil, inner
	}
	if !slices.ContainsFunc(in.used, func(u nest.Callee) bool { return u.Name == c.name }) {
		in.used = append(in.used, nest.Callee{Name: c.name, First: c.first, Last: c.last})
	}
	if !wantValue {
		return out, nil, ""
	}
	if results != nil {
		tuple := &ast.Tuple{ExprBase: ast.ExprBase{Pos: pos}, Ctx: ast.Load}
		for _, r := range results {
			tuple.Elts = append(tuple.Elts, loadOf(r))
		}
		return out, tuple, ""
	}
	if lw.none != nil {
		if in.optional == nil {
			in.optional = map[string]string{}
		}
		in.optional[string(result.Id)] = string(lw.none.Id)
	}
	return out, loadOf(result), ""
}

// A calleeScope sorts the names of a callee's body.
type calleeScope struct {
	locals      []string        // assigned, not parameters; sorted
	assigned    map[string]bool // parameters and locals assigned
	rebound     map[string]bool // assigned other than by `name op= value`
	subscripted map[string]bool // names subscripted
	free        []string        // read, neither parameters nor locals; sorted
	arrayWrites []int           // lines of the statements assigning array elements
}

// scope sorts the callee's names, and checks that its body holds only
// statements the inliner takes.
func (c *callee) scope() (*calleeScope, string) {
	s := &calleeScope{assigned: map[string]bool{}, rebound: map[string]bool{}, subscripted: map[string]bool{}}
	locals, free := map[string]bool{}, map[string]bool{}
	why := ""
	var stmts func(list []ast.Stmt, inLoop bool)
	exprs := func(e ast.Expr) {
		if e == nil {
			return
		}
		ast.Walk(e, func(n ast.Ast) bool {
			switch x := n.(type) {
			case *ast.Lambda, *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
				why = "holds a lambda or a comprehension"
				return false
			case *ast.Yield, *ast.YieldFrom:
				why = "is a generator"
			case *ast.Subscript:
				if b := subscriptBase(x); b != nil {
					s.subscripted[string(b.Id)] = true
				}
			case *ast.Name:
				if x.Ctx == ast.Load {
					free[string(x.Id)] = true
				} else {
					locals[string(x.Id)] = true
					s.rebound[string(x.Id)] = true
				}
			}
			return true
		})
	}
	stmts = func(list []ast.Stmt, inLoop bool) {
		for _, st := range list {
			switch x := st.(type) {
			case *ast.Assign:
				if len(x.Targets) != 1 {
					why = "has a chained assignment"
				}
				for _, t := range x.Targets {
					if _, ok := t.(*ast.Subscript); ok {
						s.arrayWrites = append(s.arrayWrites, x.Lineno)
					}
					exprs(t)
				}
				exprs(x.Value)
			case *ast.AugAssign:
				if _, ok := x.Target.(*ast.Subscript); ok {
					s.arrayWrites = append(s.arrayWrites, x.Lineno)
				}
				if n, ok := x.Target.(*ast.Name); ok {
					free[string(n.Id)] = true // n += x reads n
					locals[string(n.Id)] = true
				} else {
					exprs(x.Target)
				}
				exprs(x.Value)
			case *ast.If:
				exprs(x.Test)
				stmts(x.Body, inLoop)
				stmts(x.Orelse, inLoop)
			case *ast.For:
				if len(x.Orelse) > 0 {
					why = "has a for-else"
				}
				exprs(x.Target)
				exprs(x.Iter)
				stmts(x.Body, true)
			case *ast.Return:
				exprs(x.Value)
			case *ast.Break, *ast.Continue:
				if !inLoop {
					why = "has a break or continue outside a loop"
				}
			case *ast.Pass:
			case *ast.ExprStmt:
				if _, ok := x.Value.(*ast.Call); !ok {
					why = "has an expression statement"
				}
				exprs(x.Value)
			case *ast.Global, *ast.Nonlocal:
				why = "declares a global or nonlocal name"
			case *ast.While:
				// A while loop that does not return is copied (the nest
				// takes while loops: while.go); one that returns is not.
				switch {
				case len(x.Orelse) > 0:
					why = fmt.Sprintf("has a while-else (line %d)", st.GetLineno())
				case hasReturn(x):
					why = fmt.Sprintf("returns from a while loop (line %d)", st.GetLineno())
				}
				exprs(x.Test)
				stmts(x.Body, true)
			case *ast.Raise:
				// Copied as it is: the nest's raises become failing
				// checks (raises.go), which run the call again in the
				// interpreter.
			case *ast.Assert:
				exprs(x.Test)
			case *ast.Try:
				why = fmt.Sprintf("has a try statement (line %d)", st.GetLineno())
			case *ast.FunctionDef, *ast.ClassDef:
				why = fmt.Sprintf("defines a function or class (line %d)", st.GetLineno())
			default:
				why = fmt.Sprintf("has a statement the inliner does not take (line %d)", st.GetLineno())
			}
		}
	}
	stmts(c.body, false)
	if why != "" {
		return nil, why
	}
	for p := range locals {
		if slices.Contains(c.params, p) {
			s.assigned[p] = true
			delete(locals, p)
		} else {
			s.locals = append(s.locals, p)
			s.assigned[p] = true
		}
	}
	for n := range free {
		if !locals[n] && !slices.Contains(c.params, n) && !slices.Contains(s.locals, n) {
			s.free = append(s.free, n)
		}
	}
	sort.Strings(s.locals)
	sort.Strings(s.free)
	return s, ""
}

// A lowerer copies a callee's body with its names renamed and each return
// turned into an assignment of result (nil: the value is not wanted), so
// that the body has one exit:
//
//   - after an if that returns, the statements that follow are taken into
//     the branch that does not return;
//   - a return inside a for loop sets a flag and breaks (an enclosing loop
//     of the callee's breaks too when the flag is set), and the statements
//     after the loop run under "if not flag".
//
// Each statement copied spends one of budget.
type lowerer struct {
	rename   map[string]ast.Expr
	assigned map[string]bool // the callee's names its body assigns
	result   *ast.Name
	// results take the elements of a tuple each return spells out, where
	// the call unpacks it (vx, vy = vel(...)); result is nil then.
	results []*ast.Name
	budget  int
	flag    func() *ast.Name // a new flag, for a loop that returns
	// none is set where the callee may return None and the value is
	// wanted: it is true where the call returned None (optional.go).
	none *ast.Name
}

// block lowers a statement list that ends the body; returns reports that
// every path through it assigns result.
func (lw *lowerer) block(list []ast.Stmt) (out []ast.Stmt, returns bool, why string) {
	for i, st := range list {
		if lw.budget--; lw.budget < 0 {
			return nil, false, "is too large to inline"
		}
		rest := list[i+1:]
		switch x := st.(type) {
		case *ast.Return:
			ret, why := lw.ret(x)
			return append(out, ret...), why == "", why
		case *ast.If:
			if !hasReturn(x) {
				body, why := lw.plain(x.Body)
				els, why2 := lw.plain(x.Orelse)
				if why = cmp.Or(why, why2); why != "" {
					return nil, false, why
				}
				out = append(out, &ast.If{StmtBase: x.StmtBase, Test: cloneExpr(x.Test, lw.rename), Body: body, Orelse: els})
				continue
			}
			body, r1, why := lw.block(concat(x.Body, rest))
			els, r2, why2 := lw.block(concat(x.Orelse, rest))
			if why = cmp.Or(why, why2); why != "" {
				return nil, false, why
			}
			return append(out, &ast.If{StmtBase: x.StmtBase, Test: cloneExpr(x.Test, lw.rename), Body: body, Orelse: els}), r1 && r2, ""
		case *ast.While:
			loop, why := lw.plain([]ast.Stmt{x}) // it holds no return (scope)
			if why != "" {
				return nil, false, why
			}
			out = append(out, loop...)
		case *ast.For:
			if !hasReturn(x) {
				loop, why := lw.plain([]ast.Stmt{x})
				if why != "" {
					return nil, false, why
				}
				out = append(out, loop...)
				continue
			}
			pos := ast.ExprBase{Pos: x.Pos}
			if v, ok := lw.earlyValue(rest); ok {
				// for ...: return e / return v, v a constant or a name
				// the body never assigns: v is the value unless the loop
				// returns, and is set first, so that the value is plainly
				// assigned before the loop, as the analysis sees it.
				var done *ast.Name
				if returnsFromInnerLoop(x) {
					done = lw.flag()
					out = append(out, assign(done, &ast.NameConstant{ExprBase: pos, Value: py.False}))
				}
				loop, why := lw.loop(x, done)
				if why != "" {
					return nil, false, why
				}
				return append(out, &ast.Assign{StmtBase: rest[0].(*ast.Return).StmtBase, Targets: []ast.Expr{lw.result}, Value: v}, loop), true, ""
			}
			done := lw.flag()
			loop, why := lw.loop(x, done)
			if why != "" {
				return nil, false, why
			}
			after, returns, why := lw.block(rest)
			if why != "" {
				return nil, false, why
			}
			out = append(out, assign(done, &ast.NameConstant{ExprBase: pos, Value: py.False}), loop,
				&ast.If{StmtBase: x.StmtBase, Test: &ast.UnaryOp{ExprBase: pos, Op: ast.Not, Operand: loadOf(done)}, Body: after})
			// The paths that set the flag assigned result.
			return out, returns, ""
		default:
			c, why := lw.simple(st)
			if why != "" {
				return nil, false, why
			}
			out = append(out, c...)
		}
	}
	return out, false, ""
}

// earlyValue returns the value of rest, the statements after a loop that
// returns, when rest is one return of a value that may be computed before
// the loop: a constant, or a name the callee never assigns.
func (lw *lowerer) earlyValue(rest []ast.Stmt) (ast.Expr, bool) {
	if lw.result == nil || lw.none != nil || len(rest) != 1 {
		return nil, false
	}
	r, ok := rest[0].(*ast.Return)
	if !ok || r.Value == nil {
		return nil, false
	}
	if n, isName := r.Value.(*ast.Name); isName && !lw.assigned[string(n.Id)] || constant(r.Value) {
		return cloneExpr(r.Value, lw.rename), true
	}
	return nil, false
}

// returnsFromInnerLoop reports whether a loop inside loop x returns: the
// return must break x too.
func returnsFromInnerLoop(x *ast.For) bool {
	found := false
	for _, st := range x.Body {
		ast.Walk(st, func(n ast.Ast) bool {
			if f, ok := n.(*ast.For); ok && hasReturn(f) {
				found = true
			}
			return !found
		})
	}
	return found
}

// plain lowers statements that hold no return.
func (lw *lowerer) plain(list []ast.Stmt) ([]ast.Stmt, string) {
	out, _, why := lw.inLoop(list, nil)
	return out, why
}

// ret lowers a return: the assignment of result, if the value is wanted.
func (lw *lowerer) ret(x *ast.Return) ([]ast.Stmt, string) {
	switch {
	case lw.results != nil:
		t, ok := x.Value.(*ast.Tuple)
		if !ok || len(t.Elts) != len(lw.results) || slices.ContainsFunc(t.Elts, func(e ast.Expr) bool { _, starred := e.(*ast.Starred); return starred }) {
			return nil, fmt.Sprintf("returns something other than a tuple of %d values (line %d), which the call unpacks", len(lw.results), x.Lineno)
		}
		// The elements are evaluated in order, then bound: the names
		// are the call's own, so assigning them in order is the same.
		var out []ast.Stmt
		for j, r := range lw.results {
			out = append(out, &ast.Assign{StmtBase: x.StmtBase, Targets: []ast.Expr{r}, Value: cloneExpr(t.Elts[j], lw.rename)})
		}
		return out, ""
	case lw.result == nil:
		return nil, ""
	case lw.none != nil:
		// The result was set to 0 and the flag to true before the
		// body: a return of None keeps them, a value clears the flag.
		if isNone(x.Value) {
			return []ast.Stmt{assign(lw.none, &ast.NameConstant{ExprBase: ast.ExprBase{Pos: x.Pos}, Value: py.True})}, ""
		}
		return []ast.Stmt{
			&ast.Assign{StmtBase: x.StmtBase, Targets: []ast.Expr{lw.result}, Value: cloneExpr(x.Value, lw.rename)},
			assign(lw.none, &ast.NameConstant{ExprBase: ast.ExprBase{Pos: x.Pos}, Value: py.False}),
		}, ""
	case x.Value == nil:
		return nil, "returns None"
	}
	return []ast.Stmt{&ast.Assign{StmtBase: x.StmtBase, Targets: []ast.Expr{lw.result}, Value: cloneExpr(x.Value, lw.rename)}}, ""
}

// loop lowers a for loop whose body returns: a return assigns result,
// sets done and breaks.
func (lw *lowerer) loop(x *ast.For, done *ast.Name) (ast.Stmt, string) {
	body, _, why := lw.inLoop(x.Body, done)
	if why != "" {
		return nil, why
	}
	return &ast.For{StmtBase: x.StmtBase, Target: cloneExpr(x.Target, lw.rename), Iter: cloneExpr(x.Iter, lw.rename), Body: body}, ""
}

// inLoop lowers statements inside a loop (or holding no return, with done
// nil): a return sets done and breaks; a loop inside that returns is
// followed by "if done: break". It reports whether the list ended in a
// return.
func (lw *lowerer) inLoop(list []ast.Stmt, done *ast.Name) (out []ast.Stmt, returned bool, why string) {
	for _, st := range list {
		if lw.budget--; lw.budget < 0 {
			return nil, false, "is too large to inline"
		}
		switch x := st.(type) {
		case *ast.Return:
			ret, why := lw.ret(x)
			if why != "" {
				return nil, false, why
			}
			out = append(out, ret...)
			if done != nil {
				out = append(out, assign(done, &ast.NameConstant{ExprBase: ast.ExprBase{Pos: x.Pos}, Value: py.True}))
			}
			return append(out, &ast.Break{StmtBase: x.StmtBase}), true, ""
		case *ast.If:
			body, _, why := lw.inLoop(x.Body, done)
			els, _, why2 := lw.inLoop(x.Orelse, done)
			if why = cmp.Or(why, why2); why != "" {
				return nil, false, why
			}
			out = append(out, &ast.If{StmtBase: x.StmtBase, Test: cloneExpr(x.Test, lw.rename), Body: body, Orelse: els})
		case *ast.For:
			loop, why := lw.loop(x, done)
			if why != "" {
				return nil, false, why
			}
			out = append(out, loop)
			if hasReturn(x) {
				out = append(out, &ast.If{StmtBase: x.StmtBase, Test: loadOf(done), Body: []ast.Stmt{&ast.Break{StmtBase: x.StmtBase}}})
			}
		case *ast.While:
			body, _, why := lw.inLoop(x.Body, nil) // it holds no return (scope)
			if why != "" {
				return nil, false, why
			}
			out = append(out, &ast.While{StmtBase: x.StmtBase, Test: cloneExpr(x.Test, lw.rename), Body: body})
		default:
			c, why := lw.simple(st)
			if why != "" {
				return nil, false, why
			}
			out = append(out, c...)
		}
	}
	return out, false, ""
}

// simple copies an assignment, an expression statement, a break, a
// continue or a pass.
func (lw *lowerer) simple(st ast.Stmt) ([]ast.Stmt, string) {
	c := func(e ast.Expr) ast.Expr { return cloneExpr(e, lw.rename) }
	switch x := st.(type) {
	case *ast.Assign:
		targets := make([]ast.Expr, len(x.Targets))
		for k, t := range x.Targets {
			targets[k] = c(t)
		}
		return []ast.Stmt{&ast.Assign{StmtBase: x.StmtBase, Targets: targets, Value: c(x.Value)}}, ""
	case *ast.AugAssign:
		return []ast.Stmt{&ast.AugAssign{StmtBase: x.StmtBase, Target: c(x.Target), Op: x.Op, Value: c(x.Value)}}, ""
	case *ast.ExprStmt:
		return []ast.Stmt{&ast.ExprStmt{StmtBase: x.StmtBase, Value: c(x.Value)}}, ""
	case *ast.Break:
		return []ast.Stmt{&ast.Break{StmtBase: x.StmtBase}}, ""
	case *ast.Continue:
		// Inside one of the callee's loops (CPython refuses it
		// elsewhere): loopsWithoutContinue rewrites it with the nest's.
		return []ast.Stmt{&ast.Continue{StmtBase: x.StmtBase}}, ""
	case *ast.Pass:
		return nil, ""
	case *ast.Raise:
		return []ast.Stmt{x}, "" // raises.go replaces it, exception and all
	case *ast.Assert:
		// raises.go makes it a failing check under its negated test;
		// the message is the interpreter's to evaluate.
		return []ast.Stmt{&ast.Assert{StmtBase: x.StmtBase, Test: c(x.Test)}}, ""
	}
	return nil, fmt.Sprintf("has a statement the inliner does not take (line %d)", st.GetLineno())
}

func concat(a, b []ast.Stmt) []ast.Stmt {
	return append(a[:len(a):len(a)], b...)
}

// hasReturn reports whether a return statement is inside st.
func hasReturn(st ast.Stmt) bool {
	found := false
	ast.Walk(st, func(n ast.Ast) bool {
		if _, ok := n.(*ast.Return); ok {
			found = true
		}
		return !found
	})
	return found
}

// extentOf reports whether e is an extent of a named array: len(x),
// x.shape[k] with a constant k, x.size or x.ndim. (A row passed to a
// subscripted parameter is assigned to the parameter's name, which
// rows.go then reads through its array.)
func extentOf(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Call:
		_, ok := x.Func.(*ast.Name)
		if !ok || !isBuiltinCall(x, "len") || len(x.Args) != 1 {
			return false
		}
		_, ok = x.Args[0].(*ast.Name)
		return ok
	case *ast.Subscript:
		a, ok := x.Value.(*ast.Attribute)
		if !ok || a.Attr != "shape" {
			return false
		}
		if _, ok := a.Value.(*ast.Name); !ok {
			return false
		}
		idx, ok := x.Slice.(*ast.Index)
		if !ok {
			return false
		}
		_, ok = smallInt(idx.Value)
		return ok
	case *ast.Attribute:
		_, ok := x.Value.(*ast.Name)
		return ok && (x.Attr == "size" || x.Attr == "ndim")
	}
	return false
}

// cloneExpr copies e with the names in rename replaced: a read by a copy
// of its replacement, a store by its name. Nodes the subset does not take
// are shared (the builder only reads them, to give reasons).
func cloneExpr(e ast.Expr, rename map[string]ast.Expr) ast.Expr {
	c := func(x ast.Expr) ast.Expr { return cloneExpr(x, rename) }
	switch x := e.(type) {
	case nil:
		return nil
	case *ast.Name:
		r, ok := rename[string(x.Id)]
		if !ok {
			cp := *x
			return &cp
		}
		if x.Ctx != ast.Load {
			if n, ok := r.(*ast.Name); ok {
				return &ast.Name{ExprBase: x.ExprBase, Id: n.Id, Ctx: x.Ctx}
			}
		}
		if n, ok := r.(*ast.Name); ok {
			// A renamed local keeps the position of its use.
			return &ast.Name{ExprBase: x.ExprBase, Id: n.Id, Ctx: ast.Load}
		}
		return cloneExpr(r, nil)
	case *ast.Num:
		cp := *x
		return &cp
	case *ast.NameConstant:
		cp := *x
		return &cp
	case *ast.BinOp:
		return &ast.BinOp{ExprBase: x.ExprBase, Left: c(x.Left), Op: x.Op, Right: c(x.Right)}
	case *ast.UnaryOp:
		return &ast.UnaryOp{ExprBase: x.ExprBase, Op: x.Op, Operand: c(x.Operand)}
	case *ast.BoolOp:
		vals := make([]ast.Expr, len(x.Values))
		for i, v := range x.Values {
			vals[i] = c(v)
		}
		return &ast.BoolOp{ExprBase: x.ExprBase, Op: x.Op, Values: vals}
	case *ast.Compare:
		comps := make([]ast.Expr, len(x.Comparators))
		for i, v := range x.Comparators {
			comps[i] = c(v)
		}
		return &ast.Compare{ExprBase: x.ExprBase, Left: c(x.Left), Ops: x.Ops, Comparators: comps}
	case *ast.IfExp:
		return &ast.IfExp{ExprBase: x.ExprBase, Test: c(x.Test), Body: c(x.Body), Orelse: c(x.Orelse)}
	case *ast.Call:
		args := make([]ast.Expr, len(x.Args))
		for i, a := range x.Args {
			args[i] = c(a)
		}
		kws := make([]*ast.Keyword, len(x.Keywords))
		for i, k := range x.Keywords {
			kws[i] = &ast.Keyword{Pos: k.Pos, Arg: k.Arg, Value: c(k.Value)}
		}
		return &ast.Call{ExprBase: x.ExprBase, Func: c(x.Func), Args: args, Keywords: kws, Starargs: c(x.Starargs), Kwargs: c(x.Kwargs)}
	case *ast.Attribute:
		if base, ok := x.Value.(*ast.Name); ok {
			// An attribute read, or a scalar attribute assigned, as a
			// name of its own (attributes.go).
			if r, ok := rename[string(base.Id)+"."+string(x.Attr)].(*ast.Name); ok {
				return &ast.Name{ExprBase: base.ExprBase, Id: r.Id, Ctx: x.Ctx} // where the read starts
			}
		}
		return &ast.Attribute{ExprBase: x.ExprBase, Value: c(x.Value), Attr: x.Attr, Ctx: x.Ctx}
	case *ast.Subscript:
		return &ast.Subscript{ExprBase: x.ExprBase, Value: c(x.Value), Slice: cloneSlice(x.Slice, rename), Ctx: x.Ctx}
	case *ast.Tuple:
		elts := make([]ast.Expr, len(x.Elts))
		for i, v := range x.Elts {
			elts[i] = c(v)
		}
		return &ast.Tuple{ExprBase: x.ExprBase, Elts: elts, Ctx: x.Ctx}
	case *ast.Starred:
		return &ast.Starred{ExprBase: x.ExprBase, Value: c(x.Value), Ctx: x.Ctx}
	}
	return e
}

func cloneSlice(s ast.Slicer, rename map[string]ast.Expr) ast.Slicer {
	switch x := s.(type) {
	case *ast.Index:
		return &ast.Index{SliceBase: x.SliceBase, Value: cloneExpr(x.Value, rename)}
	case *ast.Slice:
		return &ast.Slice{SliceBase: x.SliceBase, Lower: cloneExpr(x.Lower, rename), Upper: cloneExpr(x.Upper, rename), Step: cloneExpr(x.Step, rename)}
	case *ast.ExtSlice:
		dims := make([]ast.Slicer, len(x.Dims))
		for i, d := range x.Dims {
			dims[i] = cloneSlice(d, rename)
		}
		return &ast.ExtSlice{SliceBase: x.SliceBase, Dims: dims}
	}
	return s
}

// scopes records, for each def, the defs around it, and the names that
// functions declare global.
func (sc *moduleScan) scopes(body []ast.Stmt, around []*ast.FunctionDef) {
	for _, st := range body {
		ast.Walk(st, func(n ast.Ast) bool {
			switch x := n.(type) {
			case *ast.FunctionDef:
				sc.enclosing[x] = around
				inner := append(around[:len(around):len(around)], x)
				sc.scopes(x.Body, inner)
				return false
			case *ast.Global:
				if len(around) > 0 {
					for _, name := range x.Names {
						sc.declaredGlobal[string(name)] = string(around[len(around)-1].Name)
					}
				}
			}
			return true
		})
	}
}

// enclosingBinds reports whether a function around def binds name, so
// that def reads that binding rather than the global.
func (sc *moduleScan) enclosingBinds(def *ast.FunctionDef, name string) bool {
	for _, outer := range sc.enclosing[def] {
		if slices.Contains(params(outer.Args), name) {
			return true
		}
		for _, st := range outer.Body {
			if bindings(st, name) > 0 {
				return true
			}
		}
	}
	return false
}

// arrayExpression reports whether e, the argument of a parameter the
// callee subscripts, is arithmetic of arrays (y[i, :] + dt * f1[:],
// x[i] * 0.5 + w): an array NumPy makes anew. Arithmetic of scalars
// there would raise TypeError; a leaf taken for a row that is not one
// fails the kernel's typing, and the call runs in the interpreter.
func arrayExpression(e ast.Expr) bool {
	switch e.(type) {
	case *ast.BinOp, *ast.UnaryOp:
	default:
		return false
	}
	found := false
	walkLeaves(e, func(l ast.Expr) {
		switch l.(type) {
		case *ast.Subscript, *ast.Name:
			found = true
		}
	})
	return found
}
