package frontend

// This file accepts draws from NumPy's legacy global RandomState in nests,
// as simulations written for Numba make them:
//
//	for i in range(n):                       for i in range(n):
//	    x = x + s * np.random.randn()            draw·3·20·0 = np.random.normal(0.0, 1.0)
//	    if np.random.rand() < p:                 x = x + s * draw·3·20·0
//	        k += 1                               draw·4·11·0 = np.random.uniform(0.0, 1.0)
//	                                             if draw·4·11·0 < p:
//	                                                 k += 1
//
// Each draw becomes a statement of its own, assigning a temporary before
// the statement it was in, in the order CPython evaluates them (a call's
// arguments before the call, left before right, an assignment's value
// before its target's subscripts, an augmented assignment's target
// first), with NumPy's defaults filled in: rand, random, random_sample,
// ranf and sample are uniform(0.0, 1.0); randn and standard_normal
// normal(0.0, 1.0); standard_exponential exponential(1.0); randint(n)
// randint(0, n). The kernels draw from a copy of the interpreter's
// generator (kernel/random.go), so a seeded script draws NumPy 1.24's
// numbers; the dependence analysis keeps every draw in program order
// (depend: drawOrder), so the loops around a draw run in order, and the
// statements that only use what was drawn may still run in parallel
// after it. A check before each draw sends the call to the interpreter
// where NumPy would raise (randint's low >= high, a negative scale, an
// infinite uniform range).
//
// A draw under a conditional expression or and/or (drawn or not by the
// value of another operand), in a while test, a loop's range or an
// argument with size=, dtype= or an array, stays in the interpreter, with
// its reason.

import (
	"fmt"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/nest"
)

// drawForm is a draw NumPy spells with its parameters' names and defaults
// (nil: the parameter is required), and the canonical draw it is.
type drawForm struct {
	fn       string // nest.DrawFuncs
	params   []string
	defaults []ast.Expr
}

func floatDefault(v float64) ast.Expr { return &ast.Num{N: py.Float(v)} }

// drawForms are numpy.random's scalar draws of the subset, by name.
var drawForms = func() map[string]drawForm {
	unit := drawForm{fn: "numpy.random.uniform", params: []string{}, defaults: []ast.Expr{floatDefault(0), floatDefault(1)}}
	gauss := drawForm{fn: "numpy.random.normal", params: []string{}, defaults: []ast.Expr{floatDefault(0), floatDefault(1)}}
	return map[string]drawForm{
		"rand": unit, "random": unit, "random_sample": unit, "ranf": unit, "sample": unit,
		"uniform":              {fn: "numpy.random.uniform", params: []string{"low", "high"}, defaults: []ast.Expr{floatDefault(0), floatDefault(1)}},
		"randn":                gauss,
		"standard_normal":      gauss,
		"normal":               {fn: "numpy.random.normal", params: []string{"loc", "scale"}, defaults: []ast.Expr{floatDefault(0), floatDefault(1)}},
		"exponential":          {fn: "numpy.random.exponential", params: []string{"scale"}, defaults: []ast.Expr{floatDefault(1)}},
		"standard_exponential": {fn: "numpy.random.exponential", params: []string{}, defaults: []ast.Expr{floatDefault(1)}},
		"randint":              {fn: "numpy.random.randint", params: []string{"low", "high"}, defaults: []ast.Expr{nil, nil}},
		// Python's random module: random() and uniform(a, b), which is
		// a + (b - a) * random() (its other draws are other algorithms).
		"py.random":  {fn: "random.uniform", params: []string{}, defaults: []ast.Expr{floatDefault(0), floatDefault(1)}},
		"py.uniform": {fn: "random.uniform", params: []string{"a", "b"}, defaults: []ast.Expr{nil, nil}},
	}
}()

// drawName returns the numpy.random function a call's callee names
// (np.random.f, npr.f with npr bound to numpy.random, or f imported from
// numpy.random), or Python's random module's, as "py." and its name
// (random.f, or f imported from random).
func (b *builder) drawName(callee ast.Expr) (string, bool) {
	switch f := callee.(type) {
	case *ast.Attribute:
		switch m := f.Value.(type) {
		case *ast.Attribute:
			np, ok := m.Value.(*ast.Name)
			if ok && m.Attr == "random" && b.fs.mod.numpyMods[string(np.Id)] && !b.fs.shadowed(string(np.Id)) {
				return string(f.Attr), true
			}
		case *ast.Name:
			if b.fs.mod.randomMods[string(m.Id)] && !b.fs.shadowed(string(m.Id)) {
				return string(f.Attr), true
			}
			if b.fs.mod.pyRandomMods[string(m.Id)] && !b.fs.shadowed(string(m.Id)) {
				return "py." + string(f.Attr), true
			}
		}
	case *ast.Name:
		if name, ok := b.fs.mod.randomNames[string(f.Id)]; ok && !b.fs.shadowed(string(f.Id)) {
			return name, true
		}
		if name, ok := b.fs.mod.pyRandomNames[string(f.Id)]; ok && !b.fs.shadowed(string(f.Id)) {
			return "py." + name, true
		}
	}
	return "", false
}

// drawArgs returns the canonical draw a call of numpy.random's function
// name makes and its arguments, NumPy's defaults filled in, or why the
// subset does not take it.
func drawArgs(name string, x *ast.Call) (fn string, args []ast.Expr, why string) {
	form, ok := drawForms[name]
	if pyName, isPy := strings.CutPrefix(name, "py."); isPy && !ok {
		return "", nil, fmt.Sprintf("random.%s is not among the draws of the subset (random.random and random.uniform)", pyName)
	}
	if !ok {
		return "", nil, fmt.Sprintf("numpy.random.%s is not among the draws of the subset (rand, randn, random, uniform, normal, exponential, randint and their aliases)", name)
	}
	if form.fn == "random.uniform" && len(form.params) == 2 && len(x.Args)+len(x.Keywords) != 2 {
		return "", nil, "random.uniform takes two arguments"
	}
	if x.Starargs != nil || x.Kwargs != nil {
		return "", nil, "starred arguments of a draw are not in the accelerated subset"
	}
	if len(x.Args) > len(form.params) {
		if len(form.params) == 0 {
			return "", nil, fmt.Sprintf("numpy.random.%s() with arguments makes an array: only scalar draws are in the accelerated subset", name)
		}
		return "", nil, fmt.Sprintf("numpy.random.%s with a size makes an array: only scalar draws are in the accelerated subset", name)
	}
	args = make([]ast.Expr, len(form.params))
	copy(args, x.Args)
	for _, kw := range x.Keywords {
		k := -1
		for i, p := range form.params {
			if string(kw.Arg) == p {
				k = i
			}
		}
		switch {
		case k >= 0 && args[k] == nil:
			args[k] = kw.Value
		case string(kw.Arg) == "size":
			if c, ok := kw.Value.(*ast.NameConstant); !ok || c.Value != py.None {
				return "", nil, fmt.Sprintf("numpy.random.%s with a size makes an array: only scalar draws are in the accelerated subset", name)
			}
		default:
			return "", nil, fmt.Sprintf("the keyword '%s' of numpy.random.%s is not in the accelerated subset", kw.Arg, name)
		}
	}
	if form.fn == "numpy.random.randint" {
		switch {
		case args[0] == nil:
			return "", nil, "numpy.random.randint needs its bound"
		case args[1] == nil: // randint(n) is randint(0, n)
			args[0], args[1] = &ast.Num{ExprBase: ast.ExprBase{Pos: x.Pos}, N: py.Int(0)}, args[0]
		}
		return form.fn, args, ""
	}
	for i := range form.defaults {
		if i >= len(args) {
			args = append(args, nil)
		}
		if args[i] == nil {
			d := *form.defaults[i].(*ast.Num)
			d.Pos = x.Pos
			args[i] = &d
		}
	}
	return form.fn, args, ""
}

// randomDraws returns root with every draw of the subset taken out of the
// statement it is in (see the file comment), or root itself.
func (b *builder) randomDraws(root *ast.For) *ast.For {
	if len(b.fs.mod.randomMods) == 0 && len(b.fs.mod.randomNames) == 0 && len(b.fs.mod.numpyMods) == 0 &&
		len(b.fs.mod.pyRandomMods) == 0 && len(b.fs.mod.pyRandomNames) == 0 {
		return root
	}
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		var before []ast.Stmt
		// A call a rewrite made has no position: the statement's.
		b.drawAt = ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}
		hoist := func(e ast.Expr) ast.Expr { return b.hoistDraws(e, &before, false) }
		var out ast.Stmt
		switch x := st.(type) {
		case *ast.Assign:
			if !b.hasDraw(x.Value) && !b.hasDraw(x.Targets...) {
				return nil
			}
			cp := *x
			cp.Value = hoist(x.Value) // the value first, then the targets
			cp.Targets = make([]ast.Expr, len(x.Targets))
			for i, t := range x.Targets {
				cp.Targets[i] = hoist(t)
			}
			out = &cp
		case *ast.AugAssign:
			if !b.hasDraw(x.Value, x.Target) {
				return nil
			}
			cp := *x
			cp.Target = hoist(x.Target) // the target's subscripts first
			cp.Value = hoist(x.Value)
			out = &cp
		case *ast.ExprStmt:
			if !b.hasDraw(x.Value) {
				return nil
			}
			v := hoist(x.Value)
			if _, isName := v.(*ast.Name); isName {
				return before // a draw whose value is dropped
			}
			cp := *x
			cp.Value = v
			out = &cp
		case *ast.If:
			if !b.hasDraw(x.Test) {
				return nil
			}
			cp := *x
			cp.Test = hoist(x.Test)
			out = &cp
		default:
			return nil
		}
		return append(before, out)
	})
}

// hasDraw reports whether some expression calls numpy.random.
func (b *builder) hasDraw(es ...ast.Expr) bool {
	found := false
	for _, e := range es {
		ast.Walk(e, func(n ast.Ast) bool {
			if c, ok := n.(*ast.Call); ok {
				if _, ok := b.drawName(c.Func); ok {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// hoistDraws returns e with each draw of the subset replaced by a
// temporary that a statement appended to before assigns, in CPython's
// order of evaluation; a draw under a conditional expression or and/or
// (cond) stays, and the builder gives its reason.
func (b *builder) hoistDraws(e ast.Expr, before *[]ast.Stmt, cond bool) ast.Expr {
	h := func(x ast.Expr) ast.Expr { return b.hoistDraws(x, before, cond) }
	switch x := e.(type) {
	case *ast.Call:
		args := make([]ast.Expr, len(x.Args))
		for i, a := range x.Args {
			args[i] = h(a)
		}
		kws := make([]*ast.Keyword, len(x.Keywords))
		for i, k := range x.Keywords {
			kws[i] = &ast.Keyword{Pos: k.Pos, Arg: k.Arg, Value: h(k.Value)}
		}
		cp := *x
		cp.Args, cp.Keywords = args, kws
		name, isDraw := b.drawName(x.Func)
		if !isDraw {
			cp.Func = h(x.Func)
			return &cp
		}
		fn, dargs, why := drawArgs(name, &cp)
		if why == "" && cond {
			why = "a random draw under a conditional expression or and/or is not in the accelerated subset: whether it draws depends on another operand"
		}
		if why != "" {
			b.drawWhy(x, why)
			return &cp
		}
		pos := x.Pos
		if pos.Lineno == 0 {
			pos = b.drawAt
		}
		at := ast.ExprBase{Pos: pos}
		temp := fmt.Sprintf("draw·%d·%d·%d", pos.Lineno, pos.ColOffset, len(*before))
		// The call as the report shows it: the canonical draw, a name
		// no script can spell (hoistedDraw).
		calleeName := "py." + fn
		if rest, isNumPy := strings.CutPrefix(fn, "numpy."); isNumPy {
			calleeName = "np." + rest
		}
		callee := &ast.Name{ExprBase: at, Id: ast.Identifier(calleeName), Ctx: ast.Load}
		call := &ast.Call{ExprBase: at, Func: callee, Args: dargs}
		if check := drawCheck(fn, dargs, at); check != nil {
			*before = append(*before, failUnless([]ast.Expr{check}, fmt.Sprintf("draw·%d·%d", pos.Lineno, pos.ColOffset), at))
		}
		*before = append(*before, &ast.Assign{StmtBase: ast.StmtBase{Pos: pos},
			Targets: []ast.Expr{&ast.Name{ExprBase: at, Id: ast.Identifier(temp), Ctx: ast.Store}}, Value: call})
		return &ast.Name{ExprBase: at, Id: ast.Identifier(temp), Ctx: ast.Load}
	case *ast.BinOp:
		cp := *x
		cp.Left = h(x.Left)
		cp.Right = h(x.Right)
		return &cp
	case *ast.UnaryOp:
		cp := *x
		cp.Operand = h(x.Operand)
		return &cp
	case *ast.Compare:
		cp := *x
		cp.Left = h(x.Left)
		cp.Comparators = make([]ast.Expr, len(x.Comparators))
		for i, c := range x.Comparators {
			// Only the first comparison is sure to run: a chain stops
			// at the first false one.
			if i == 0 {
				cp.Comparators[i] = h(c)
			} else {
				cp.Comparators[i] = b.hoistDraws(c, before, true)
			}
		}
		return &cp
	case *ast.BoolOp:
		cp := *x
		cp.Values = make([]ast.Expr, len(x.Values))
		for i, v := range x.Values {
			cp.Values[i] = b.hoistDraws(v, before, cond || i > 0)
		}
		return &cp
	case *ast.IfExp:
		cp := *x
		cp.Test = h(x.Test)
		cp.Body = b.hoistDraws(x.Body, before, true)
		cp.Orelse = b.hoistDraws(x.Orelse, before, true)
		return &cp
	case *ast.Subscript:
		cp := *x
		cp.Value = h(x.Value)
		cp.Slice = b.hoistDrawsSlice(x.Slice, before, cond)
		return &cp
	case *ast.Attribute:
		cp := *x
		cp.Value = h(x.Value)
		return &cp
	case *ast.Tuple:
		cp := *x
		cp.Elts = make([]ast.Expr, len(x.Elts))
		for i, v := range x.Elts {
			cp.Elts[i] = h(v)
		}
		return &cp
	}
	return e
}

func (b *builder) hoistDrawsSlice(s ast.Slicer, before *[]ast.Stmt, cond bool) ast.Slicer {
	switch x := s.(type) {
	case *ast.Index:
		cp := *x
		cp.Value = b.hoistDraws(x.Value, before, cond)
		return &cp
	case *ast.Slice:
		cp := *x
		cp.Lower = b.hoistDraws(x.Lower, before, cond)
		cp.Upper = b.hoistDraws(x.Upper, before, cond)
		cp.Step = b.hoistDraws(x.Step, before, cond)
		return &cp
	case *ast.ExtSlice:
		cp := *x
		cp.Dims = make([]ast.Slicer, len(x.Dims))
		for i, d := range x.Dims {
			cp.Dims[i] = b.hoistDrawsSlice(d, before, cond)
		}
		return &cp
	}
	return s
}

// hoistedDraw returns the canonical draw a call randomDraws made is (its
// callee a name no script can spell, "np.random.uniform"), or false.
func hoistedDraw(x *ast.Call) (string, bool) {
	f, ok := x.Func.(*ast.Name)
	if !ok {
		return "", false
	}
	fn := string(f.Id)
	if rest, isNumPy := strings.CutPrefix(fn, "np.random."); isNumPy {
		fn = "numpy.random." + rest
	} else if fn, ok = strings.CutPrefix(fn, "py."); !ok {
		return "", false
	}
	return fn, nest.DrawFuncs[fn]
}

// drawCheck is the test under which NumPy draws without raising, or nil:
// randint's low < high, a scale that is not negative, a finite range of
// uniform ((high - low) - (high - low) == 0 only for a finite one).
func drawCheck(fn string, args []ast.Expr, at ast.ExprBase) ast.Expr {
	cmp := func(x ast.Expr, op ast.CmpOp, y ast.Expr) ast.Expr {
		return &ast.Compare{ExprBase: at, Left: x, Ops: []ast.CmpOp{op}, Comparators: []ast.Expr{y}}
	}
	zero := func() ast.Expr { return &ast.Num{ExprBase: at, N: py.Float(0)} }
	switch fn {
	case "numpy.random.randint":
		return cmp(cloneExpr(args[0], nil), ast.Lt, cloneExpr(args[1], nil))
	case "numpy.random.normal":
		return &ast.UnaryOp{ExprBase: at, Op: ast.Not, Operand: cmp(cloneExpr(args[1], nil), ast.Lt, zero())}
	case "numpy.random.exponential":
		return &ast.UnaryOp{ExprBase: at, Op: ast.Not, Operand: cmp(cloneExpr(args[0], nil), ast.Lt, zero())}
	case "numpy.random.uniform":
		if isConstNum(args[0]) && isConstNum(args[1]) {
			return nil
		}
		rng := func() ast.Expr {
			return &ast.BinOp{ExprBase: at, Left: cloneExpr(args[1], nil), Op: ast.Sub, Right: cloneExpr(args[0], nil)}
		}
		return cmp(&ast.BinOp{ExprBase: at, Left: rng(), Op: ast.Sub, Right: rng()}, ast.Eq, zero())
	}
	return nil
}

func isConstNum(e ast.Expr) bool {
	n, ok := e.(*ast.Num)
	if !ok {
		return false
	}
	f, isFloat := n.N.(py.Float)
	return !isFloat || f-f == 0
}

// drawWhy records why a draw stays in the interpreter, for call to give
// as the reason when it meets the call.
func (b *builder) drawWhy(x *ast.Call, why string) {
	if b.drawRefused == nil {
		b.drawRefused = map[ast.Pos]string{}
	}
	b.drawRefused[x.Pos] = why
}
