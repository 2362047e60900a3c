package frontend

// This file builds one nest.Nest from an outermost for statement: the loop
// tree, the statements, the names and the reasons.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/ast"
)

// builder holds the state of one nest's construction.
type builder struct {
	fs  *funcScan
	src *source
	n   *nest.Nest

	// boundInNest are the names the nest binds, and subscriptRanks the
	// most indices it subscripts each array with, as sectionLoops found
	// them.
	boundInNest map[string]bool
	// temporaries are the scratch arrays that hold a section statement's
	// value before it is stored (throughTemporary), with the array each
	// was made like.
	temporaries map[string]string
	tempSpans   map[string][]ast.Expr // their extents, by axis
	// reductionRoot is the nest as reductionLoops found it, where
	// blas_dot.go looks up what a vector's name is bound to.
	reductionRoot  *ast.For
	subscriptRanks map[string]int

	// From the pre-pass over the whole nest (see names): the names the
	// nest binds as loop variables, assigns as scalars, and subscripts.
	loopVars map[string]bool
	scalars  map[string]bool
	arrays   map[string]bool
	written  map[string]bool // the arrays the nest stores into

	symbols map[string]bool // names read as loop-invariant values
	used    map[string]bool // arrays actually referenced in the record

	// stack holds the loops around the construct being converted: the
	// index of each recorded loop, -1 for a loop that is not recorded.
	stack    []frame
	numLoops int

	reasons map[nest.Reason]bool

	// notInlined are the calls of user functions left as calls, and why
	// (inline.go).
	notInlined map[*ast.Call]string

	// sourceText holds, by position, the script's text of statements a
	// rewrite changed that the report still shows as written (rows.go).
	// Positions survive the rewrites that follow, which copy statements.
	sourceText map[ast.Pos]string
	// copySources maps a scratch array made by a copy (un = u.copy(),
	// scratch.go) to the array it copies, whose shape it has.
	copySources map[string]string
	// reboundFlags are the flags of the arrays the nest rebinds to copies
	// and the function reads after it (rebound_copies.go): scalars the
	// closure reads after the nest.
	reboundFlags map[string]bool
	// drawRefused holds, by position, why a draw random_draws.go left in
	// place is not taken.
	drawRefused map[ast.Pos]string
	drawAt      ast.Pos // the statement whose draws randomDraws takes out

	// sliceWhy holds, by line, why a statement with slices was not turned
	// into loops over elements (sections.go).
	sliceWhy map[int]string
}

// stmtText is the text the report shows for statement x: the script's
// text of the statement a rewrite made it from, except for the scalars
// the front end makes (a guard's failure, a reduction's accumulator),
// whose statements show themselves.
func (b *builder) stmtText(x ast.Stmt) string {
	if a, ok := x.(*ast.Assign); ok && len(a.Targets) == 1 {
		if n, ok := a.Targets[0].(*ast.Name); ok && strings.Contains(string(n.Id), "·") {
			return unparseStmt(x)
		}
	}
	if t, ok := b.sourceText[ast.Pos{Lineno: x.GetLineno(), ColOffset: x.GetColOffset()}]; ok {
		return t
	}
	return unparseStmt(x)
}

type frame struct {
	vars  []string
	index int
}

func (fs *funcScan) buildNest(site nestSite) *nest.Nest {
	src := fs.mod.src
	b := &builder{
		fs:  fs,
		src: src,
		n: &nest.Nest{
			Func:   string(fs.def.Name),
			Params: append([]string(nil), fs.params...),
			Pos:    src.pos(site.loop.Pos),

			ExactReductions: fs.mod.exact[fs.def],
			Auto:            fs.mod.auto[fs.def],
			Inner:           site.names != nil,
		},
		symbols: map[string]bool{},
		used:    map[string]bool{},
		reasons: map[nest.Reason]bool{},
	}
	root, in := fs.inlineNest(site)
	root = b.optionalResults(site, root, in.optional)
	swaps := arraySwaps(root)
	b.notInlined = in.why
	b.n.Inlined = in.used
	before, _ := precedingStmts(fs.def.Body, site.loop)
	// The rewrites of the Python people write into the record's forms, in
	// order: each may rely on the forms the earlier ones made (rows.go
	// reads the rows a reduction's loop names, the bounds a window or a
	// section loop has are substituted by invariants.go, ...).
	for _, rewrite := range []func(*ast.For) *ast.For{
		func(r *ast.For) *ast.For { return b.reboundLoopVars(site, r) },
		func(r *ast.For) *ast.For { return fs.shapeAliases(r, before) },
		fs.tupleIndices,
		b.arangeLoops,
		func(r *ast.For) *ast.For { return pythonForms(r, fs.shadowed) },
		b.randomDraws,
		b.matmulDots,
		func(r *ast.For) *ast.For { return b.scratchArrays(site, r) },
		b.unpackedRows,
		func(r *ast.For) *ast.For { return b.tupleNames(site, r) },
		b.displayTemporaries,
		func(r *ast.For) *ast.For { return b.rowTemporaries(site, r) },
		func(r *ast.For) *ast.For { return b.sectionTemporaries(site, r) },
		b.axisSums,
		b.reductionLoops,
		func(r *ast.For) *ast.For { return b.rowViews(site, r) },
		b.sectionRows,
		b.rowSections,
		b.sectionLoops,
		b.windowLoops,
		b.invariantBounds,
		boundNamesInlined,
		b.indexScalars,
		raisesAsFailures,
		b.printsAsFailures,
		fs.attributeNames,
		b.attributeCasts, // after attributeNames: its checks read the attributes themselves
		loopsWithoutContinue,
		countedWhiles,
		b.copyShapes,
		b.hoistedChecks,
	} {
		root = rewrite(root)
	}
	root = inductionScalars(root, before, &b.n.Inductions)
	root = innerInductions(root, &b.n.Inductions)
	order := b.names(root)
	b.written = writtenArrays(root)
	if r := b.loopVarsAsScalars(site, root); r != root {
		root = r
		order = b.names(root)
		b.written = writtenArrays(root)
	}
	b.n.Root = b.loop(root, false)
	b.scalarRecords(site, root, order)
	b.loopVarsAfter(site, root)

	b.explainSwaps(swaps)
	b.n.Symbols = sortedKeys(b.symbols)
	b.n.Arrays = sortedKeys(b.used)
	sort.SliceStable(b.n.Reasons, func(i, j int) bool {
		p, q := b.n.Reasons[i].Pos, b.n.Reasons[j].Pos
		if p.Line != q.Line {
			return p.Line < q.Line
		}
		return p.Col < q.Col
	})
	b.n.Index()
	return b.n
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// reason records why the nest is not accelerated, once per position and
// message.
func (b *builder) reason(p ast.Pos, format string, args ...any) {
	r := nest.Reason{Pos: b.src.pos(p), Msg: fmt.Sprintf(format, args...)}
	if !b.reasons[r] {
		b.reasons[r] = true
		b.n.Reasons = append(b.n.Reasons, r)
	}
}

// enclosing reports whether v is the variable of a loop around the
// construct being converted.
func (b *builder) enclosing(v string) bool {
	for _, f := range b.stack {
		for _, x := range f.vars {
			if x == v {
				return true
			}
		}
	}
	return false
}

// loop converts a for statement. With discard set the loop is not
// recorded (its body is still converted, for the reasons it holds),
// except at the root, which is always recorded so that the nest has one.
func (b *builder) loop(f *ast.For, discard bool) *nest.Loop {
	pos := b.src.pos(f.Pos)
	var vars []string
	storedNames(f.Target, func(n *ast.Name) { vars = append(vars, string(n.Id)) })
	l := &nest.Loop{Pos: pos}

	if len(f.Orelse) > 0 {
		b.reason(f.Pos, "for-else is not in the accelerated subset")
	}
	name, isName := f.Target.(*ast.Name)
	if isName {
		l.Var = string(name.Id)
		switch {
		case b.enclosing(l.Var):
			b.reason(f.Pos, "the loop rebinds the variable '%s' of an enclosing loop", l.Var)
		case b.arrays[l.Var]:
			b.reason(f.Pos, "the loop variable '%s' is also subscripted as an array", l.Var)
		}
	} else {
		l.Var = unparseTarget(f.Target)
		b.reason(b.src.start(f.Target), "the loop target '%s' must be a single name", l.Var)
	}
	b.rangeArgs(l, f)

	// A loop outside the subset is still recorded, with placeholder
	// bounds, so that diagnostics see the nest's shape; only loops inside
	// constructs the record cannot hold (while, with, try, an if whose
	// test is outside the subset) are not.
	record := len(b.stack) == 0 || !discard
	idx := -1
	if record {
		idx = b.numLoops
		b.numLoops++
	}
	b.stack = append(b.stack, frame{vars: vars, index: idx})
	body := b.body(f.Body, !record)
	b.stack = b.stack[:len(b.stack)-1]
	// The else clause runs when the loop ends: it is not in the loop.
	b.body(f.Orelse, true)
	if !record {
		return nil
	}
	l.Body = body
	return l
}

// rangeArgs fills the loop's range from f.Iter. It reports false when the
// iterable is not range(...); the loop then gets placeholder bounds.
func (b *builder) rangeArgs(l *nest.Loop, f *ast.For) bool {
	at := b.src.pos(f.Pos)
	zero := &nest.Const{Pos: at, Kind: nest.Int}
	one := &nest.Const{Pos: at, Kind: nest.Int, Int: 1}
	l.Start, l.Step, l.StepValue = zero, one, 1
	l.Lower, l.Upper = affine.Const(0), affine.NonAffine()

	call, ok := f.Iter.(*ast.Call)
	isRange := false
	if ok {
		if n, isName := call.Func.(*ast.Name); isName && n.Id == "range" && !b.fs.shadowed("range") {
			isRange = true
		}
	}
	if !isRange {
		b.reason(b.src.start(f.Iter), "iteration over '%s' is not in the accelerated subset; loops must be 'for v in range(...)'", unparse(f.Iter))
		l.Stop = &nest.Opaque{Pos: b.src.pos(b.src.start(f.Iter)), Text: unparse(f.Iter)}
		return false
	}
	if len(call.Keywords) > 0 || call.Starargs != nil || call.Kwargs != nil || len(call.Args) < 1 || len(call.Args) > 3 {
		b.reason(b.src.start(call), "range() takes 1 to 3 positional arguments: '%s' is not in the accelerated subset", unparse(call))
		l.Stop = &nest.Opaque{Pos: b.src.pos(b.src.start(call)), Text: unparse(call)}
		return false
	}
	args := make([]nest.Expr, len(call.Args))
	good := true
	for i, a := range call.Args {
		e, ok := b.bound(a, l)
		if !ok {
			good = false
			e = &nest.Opaque{Pos: b.src.pos(b.src.start(a)), Text: unparse(a)}
		}
		args[i] = e
	}
	switch len(args) {
	case 1:
		l.Stop = args[0]
	default:
		l.Start, l.Stop = args[0], args[1]
		if len(args) == 3 {
			l.Step = args[2]
		}
	}
	if !good {
		return false
	}
	l.Lower, l.Upper = form(l.Start), form(l.Stop)
	if len(args) == 3 {
		step := form(l.Step)
		switch {
		case step.IsConst() && step.Const() == 0:
			b.reason(b.src.start(call.Args[2]), "range() arg 3 must not be zero")
			l.StepValue = 0
			return false
		case step.IsConst():
			l.StepValue = step.Const()
		case b.invariant(l.Step):
			l.StepValue = 0
		default:
			b.reason(b.src.start(call.Args[2]), "the step '%s' of loop '%s' changes inside the nest; it must be a constant or loop-invariant", unparse(call.Args[2]), l.Var)
			return false
		}
	}
	return true
}

// bound converts a range argument. Besides the subset's expressions it
// accepts loop-invariant values the interpreter evaluates before the nest
// (len(a), a.shape[0]) as Opaque; a bound that is not affine must not
// depend on the nest's iterations.
func (b *builder) bound(a ast.Expr, l *nest.Loop) (nest.Expr, bool) {
	e, ok := b.expr(a, true)
	if !ok {
		return nil, false
	}
	if c, isConst := e.(*nest.Const); isConst && c.Kind == nest.Float {
		b.reason(b.src.start(a), "'float' object cannot be interpreted as an integer: range() argument '%s'", unparse(a))
		return nil, false
	}
	if !form(e).Valid() && !b.invariant(e) {
		if b.dynamicBound(e) {
			l.Dynamic = true
			return e, true
		}
		b.reason(b.src.start(a), "the bound '%s' of loop '%s' is not affine and changes inside the nest; it cannot be evaluated before the nest", unparse(a), l.Var)
		return nil, false
	}
	// An element of an array the nest does not write (ptr[i] in a nest
	// inside an interpreted loop over i) is evaluated by the interpreter
	// before the nest, as len(a) is.
	hasRef := false
	nest.WalkExpr(e, func(x nest.Expr) {
		if r, ok := x.(*nest.Ref); ok && !r.Synthetic {
			hasRef = true
		}
	})
	if hasRef {
		return b.opaque(a)
	}
	return e, true
}

// invariant reports whether e can be evaluated before the nest runs: it
// reads no loop variable, no scalar the nest assigns and no element of an
// array the nest writes.
func (b *builder) invariant(e nest.Expr) bool {
	inv := true
	nest.WalkExpr(e, func(x nest.Expr) {
		switch x := x.(type) {
		case *nest.Name:
			inv = inv && x.Role == nest.Symbol
		case *nest.Ref:
			inv = inv && !x.Synthetic && !b.written[x.Array]
		case *nest.Opaque:
			for _, n := range x.Names {
				inv = inv && !b.loopVars[n] && !b.scalars[n]
			}
		}
	})
	return inv
}

// body converts the statements of a loop or branch.
func (b *builder) body(stmts []ast.Stmt, discard bool) []nest.Node {
	var out []nest.Node
	for _, st := range stmts {
		if nd := b.stmt(st, discard); nd != nil && !discard {
			out = append(out, nd)
		}
	}
	return out
}

// stmt converts one statement inside the nest; nil when it is not
// recorded (pass, or a construct outside the subset, which leaves a
// reason).
func (b *builder) stmt(st ast.Stmt, discard bool) nest.Node {
	switch x := st.(type) {
	case *ast.Assign:
		return b.assign(x)
	case *ast.AugAssign:
		return b.augAssign(x)
	case *ast.For:
		if l := b.loop(x, discard); l != nil {
			return l
		}
		return nil
	case *ast.If:
		return b.ifStmt(x, x.Pos, discard)
	case *ast.Break:
		// The else clause of the root loop is converted outside every
		// loop of the nest: a break there leaves a loop around the nest.
		if len(b.stack) == 0 {
			return nil
		}
		top := b.stack[len(b.stack)-1]
		if top.index < 0 {
			return nil
		}
		return &nest.Break{Pos: b.src.pos(x.Pos), Loop: top.index}
	case *ast.Pass:
		return nil
	case *ast.Continue:
		b.reason(x.Pos, "continue is not in the accelerated subset")
	case *ast.Return:
		b.reason(x.Pos, "return is not in the accelerated subset")
	case *ast.While:
		if len(x.Orelse) > 0 {
			b.reason(x.Pos, "a while loop with an else clause is not in the accelerated subset")
		} else {
			b.reason(x.Pos, "while loops are not in the accelerated subset")
		}
		b.expr(x.Test, false)
		b.stack = append(b.stack, frame{index: -1})
		b.body(x.Body, true)
		b.stack = b.stack[:len(b.stack)-1]
		b.body(x.Orelse, true)
	case *ast.ExprStmt:
		switch x.Value.(type) {
		case *ast.Str, *ast.Num, *ast.Bytes, *ast.NameConstant, *ast.Ellipsis:
			// A string as a comment ("omp parallel for") or any other
			// constant: evaluating it does nothing.
			return nil
		}
		if c, ok := x.Value.(*ast.Call); ok {
			if _, ok := b.expr(c, false); ok {
				b.reason(x.Pos, "an expression statement '%s' is not in the accelerated subset", unparse(c))
			}
		} else {
			b.reason(x.Pos, "an expression statement is not in the accelerated subset")
		}
	case *ast.With:
		b.reason(x.Pos, "with statements are not in the accelerated subset")
		b.body(x.Body, true)
	case *ast.Try:
		b.reason(x.Pos, "try statements are not in the accelerated subset")
		b.body(x.Body, true)
		for _, h := range x.Handlers {
			b.body(h.Body, true)
		}
		b.body(x.Orelse, true)
		b.body(x.Finalbody, true)
	case *ast.Raise:
		b.reason(x.Pos, "raise is not in the accelerated subset")
	case *ast.Assert:
		b.reason(x.Pos, "assert is not in the accelerated subset")
	case *ast.Delete:
		b.reason(x.Pos, "del is not in the accelerated subset")
	case *ast.Import, *ast.ImportFrom:
		b.reason(stmtPos(st), "import is not in the accelerated subset")
	case *ast.Global:
		b.reason(x.Pos, "global declarations are not in the accelerated subset")
	case *ast.Nonlocal:
		b.reason(x.Pos, "nonlocal declarations are not in the accelerated subset")
	case *ast.FunctionDef:
		b.reason(x.Pos, "a nested function definition '%s' is not in the accelerated subset", x.Name)
	case *ast.ClassDef:
		b.reason(x.Pos, "a class definition '%s' is not in the accelerated subset", x.Name)
	default:
		b.reason(stmtPos(st), "this statement is not in the accelerated subset")
	}
	return nil
}

func stmtPos(st ast.Stmt) ast.Pos {
	return ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}
}

// ifStmt converts an if statement; at is its position (an elif's is
// fixed up by the caller). A test outside the subset drops the whole
// statement: its branches are still converted for their reasons.
func (b *builder) ifStmt(x *ast.If, at ast.Pos, discard bool) nest.Node {
	test, ok := b.expr(x.Test, false)
	discard = discard || !ok
	nd := &nest.If{Pos: b.src.pos(at), Test: test}
	nd.Then = b.body(x.Body, discard)
	if elif := soleIf(x.Orelse); elif != nil {
		// elif, or else: if (the same tree in CPython's AST).
		if e := b.ifStmt(elif, b.src.elifPos(elif.Test, elif.Pos), discard); e != nil {
			nd.Else = []nest.Node{e}
		}
	} else {
		nd.Else = b.body(x.Orelse, discard)
	}
	if discard {
		return nil
	}
	return nd
}

// assign converts target = value.
func (b *builder) assign(x *ast.Assign) nest.Node {
	if len(x.Targets) != 1 {
		b.reason(x.Pos, "chained assignment '%s' is not in the accelerated subset", unparseStmt(x))
		for _, t := range x.Targets {
			b.target(t)
		}
		b.expr(x.Value, false)
		return nil
	}
	value, okV := b.expr(x.Value, false)
	target, okT := b.target(x.Targets[0])
	if !okV || !okT {
		return nil
	}
	return &nest.Assign{Pos: b.src.pos(x.Pos), Text: b.stmtText(x), Target: target, Value: value}
}

var augOps = map[ast.OperatorNumber]nest.BinOp{
	ast.Add: nest.Add, ast.Sub: nest.Sub, ast.Mult: nest.Mul, ast.Div: nest.Div,
	ast.FloorDiv: nest.FloorDiv, ast.Modulo: nest.Mod, ast.Pow: nest.Pow,
	ast.BitAnd: nest.BitAnd, ast.BitOr: nest.BitOr, ast.BitXor: nest.BitXor, ast.LShift: nest.LShift, ast.RShift: nest.RShift,
}

// augAssign converts target op= value.
func (b *builder) augAssign(x *ast.AugAssign) nest.Node {
	op, okOp := augOps[x.Op]
	if !okOp {
		b.reason(x.Pos, "the augmented assignment '%s=' is not in the accelerated subset", binOpText[x.Op])
	}
	value, okV := b.expr(x.Value, false)
	target, okT := b.target(x.Target)
	if !okOp || !okV || !okT {
		return nil
	}
	return &nest.Assign{Pos: b.src.pos(x.Pos), Text: b.stmtText(x), Target: target, Op: op, Value: value}
}

// target converts an assignment target: an array element or a scalar.
func (b *builder) target(t ast.Expr) (nest.Expr, bool) {
	switch x := t.(type) {
	case *ast.Subscript:
		return b.ref(x)
	case *ast.Name:
		id := string(x.Id)
		switch {
		case b.loopVars[id]:
			b.reason(x.Pos, "assignment to the loop variable '%s' is not in the accelerated subset", id)
			return nil, false
		case b.arrays[id]:
			b.reason(x.Pos, "'%s' is subscripted as an array and assigned as a whole; an array name cannot be assigned in a nest", id)
			b.n.RanksGuessed = true
			return nil, false
		case b.fs.declared[id]:
			b.reason(x.Pos, "assignment to the global '%s' is not in the accelerated subset", id)
			return nil, false
		}
		return &nest.Name{Pos: b.src.pos(x.Pos), Id: id, Role: nest.ScalarVar}, true
	case *ast.Tuple, *ast.List:
		b.reason(b.src.start(t), "tuple assignment '%s' is not in the accelerated subset", unparseTarget(t))
	case *ast.Attribute:
		b.reason(b.src.start(t), "assignment to the attribute '%s' is not in the accelerated subset", unparse(t))
	default:
		b.reason(b.src.start(t), "assignment to '%s' is not in the accelerated subset", unparse(t))
	}
	return nil, false
}

// soleIf returns the if statement that is the only statement of an else
// clause, or nil.
func soleIf(orelse []ast.Stmt) *ast.If {
	if len(orelse) == 1 {
		if x, ok := orelse[0].(*ast.If); ok {
			return x
		}
	}
	return nil
}
