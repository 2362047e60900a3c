package frontend

// This file turns counted while loops into for loops with an exit, before
// a nest is converted: the record holds only range loops, and a while
// whose trip count is bounded by a counter is one with a break.
//
//	k = 0
//	while k < max_iter and zr * zr + zi * zi <= 4.0:
//	    ...
//	    k += 1
//
// becomes
//
//	k = 0
//	for k·while12 in range(0, max_iter):
//	    if not (zr * zr + zi * zi <= 4.0):
//	        break
//	    ...                 # reading k·while12 where the body reads k
//	    k = k·while12 + 1
//
// which leaves k as CPython's loop does on each way out: unchanged when
// the range is empty, the count reached when the other condition fails,
// and the bound when the count runs out. A counter may step by any
// constant, counting up to a bound (k < n, k <= n) or down to one (k > 0,
// k >= 0 with k -= 1), as range does with that step. The counter's
// comparison must be the first operand of the test (the later ones are
// then evaluated exactly when CPython evaluates them), the step the body's
// last statement and the only assignment to the counter, and the bound
// must not change in the body. The start is the counter's value before
// the loop: the last assignment to it earlier in the same statement list,
// or the counter itself (which, assigned in the nest, is no loop-invariant
// bound, and the nest stays in the interpreter with that reason).

import (
	"fmt"
	"slices"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// countedWhiles returns root with every counted while loop inside it
// rewritten as above; the statements on the way to one are copied, the
// rest shared.
func countedWhiles(root *ast.For) *ast.For {
	body, changed := rewriteWhiles(root.Body)
	if !changed {
		return root
	}
	cp := *root
	cp.Body = body
	return &cp
}

func rewriteWhiles(stmts []ast.Stmt) ([]ast.Stmt, bool) {
	var out []ast.Stmt
	changed := false
	set := func(i int, st ast.Stmt) {
		if out == nil {
			out = append([]ast.Stmt(nil), stmts...)
		}
		out[i] = st
		changed = true
	}
	for i, st := range stmts {
		switch x := st.(type) {
		case *ast.For:
			if body, ok := rewriteWhiles(x.Body); ok {
				cp := *x
				cp.Body = body
				set(i, &cp)
			}
		case *ast.If:
			body, ok1 := rewriteWhiles(x.Body)
			orelse, ok2 := rewriteWhiles(x.Orelse)
			if ok1 || ok2 {
				cp := *x
				cp.Body, cp.Orelse = body, orelse
				set(i, &cp)
			}
		case *ast.While:
			// Counted loops inside the while first: an inner one is
			// rewritten even where this one is not.
			w := x
			if body, ok := rewriteWhiles(x.Body); ok {
				cp := *x
				cp.Body = body
				w = &cp
				set(i, w)
			}
			if f := countedFor(w, stmts[:i]); f != nil {
				set(i, f)
			} else if f := uncountedFor(w); f != nil {
				set(i, f)
			}
		}
	}
	if !changed {
		return stmts, false
	}
	return out, true
}

// countedFor returns the for loop equivalent to w, or nil when w is not a
// counted loop; before are the statements preceding w in its list.
func countedFor(w *ast.While, before []ast.Stmt) *ast.For {
	if len(w.Orelse) > 0 || len(w.Body) == 0 {
		return nil
	}
	first, rest := w.Test, []ast.Expr(nil)
	if b, ok := w.Test.(*ast.BoolOp); ok && b.Op == ast.And && len(b.Values) >= 2 {
		first, rest = b.Values[0], b.Values[1:]
	}
	// The counter is the name the last statement steps: k in k < n, or
	// in n > k read the other way round.
	counter, bound, inclusive, down := counterTest(first, false)
	step := stepOf(w.Body[len(w.Body)-1], counter)
	if counter == "" || step == 0 || (step < 0) != down {
		counter, bound, inclusive, down = counterTest(first, true)
		step = stepOf(w.Body[len(w.Body)-1], counter)
	}
	if counter == "" || step == 0 || (step < 0) != down {
		return nil
	}
	body := w.Body[:len(w.Body)-1]
	if stores(body, counter) || storesAny(w.Body, namesIn(bound)) {
		return nil
	}
	pos := w.Pos
	at := ast.ExprBase{Pos: pos}
	name := func(id string, ctx ast.ExprContext) *ast.Name {
		return &ast.Name{ExprBase: at, Id: ast.Identifier(id), Ctx: ctx}
	}
	one := &ast.Num{ExprBase: at, N: py.Int(1)}
	if inclusive {
		op := ast.Add
		if down {
			op = ast.Sub
		}
		bound = &ast.BinOp{ExprBase: at, Left: bound, Op: op, Right: one}
	}
	stepOp, stepSize := ast.Add, &ast.Num{ExprBase: at, N: py.Int(max(step, -step))}
	if step < 0 {
		stepOp = ast.Sub
	}
	rangeArgs := []ast.Expr{nil, bound}
	if step != 1 {
		rangeArgs = append(rangeArgs, &ast.Num{ExprBase: at, N: py.Int(step)})
	}
	start := ast.Expr(name(counter, ast.Load))
	if v := lastAssigned(before, counter); v != nil {
		start = v
	}
	loopVar := fmt.Sprintf("%s·while%d", counter, pos.Lineno)
	assign := func(value ast.Expr) ast.Stmt {
		return &ast.Assign{StmtBase: ast.StmtBase{Pos: pos}, Targets: []ast.Expr{name(counter, ast.Store)}, Value: value}
	}
	// In the body the counter equals the loop variable: reading the
	// latter keeps subscripts through it affine.
	rename := map[string]ast.Expr{counter: name(loopVar, ast.Load)}
	var newBody []ast.Stmt
	if len(rest) > 0 {
		cond := cloneExpr(rest[0], rename)
		if len(rest) > 1 {
			vals := make([]ast.Expr, len(rest))
			for i, r := range rest {
				vals[i] = cloneExpr(r, rename)
			}
			cond = &ast.BoolOp{ExprBase: at, Op: ast.And, Values: vals}
		}
		newBody = append(newBody, &ast.If{StmtBase: ast.StmtBase{Pos: pos},
			Test: &ast.UnaryOp{ExprBase: at, Op: ast.Not, Operand: cond},
			Body: []ast.Stmt{&ast.Break{StmtBase: ast.StmtBase{Pos: pos}}}})
	}
	newBody = append(newBody, renameStmts(body, rename)...)
	newBody = append(newBody, assign(&ast.BinOp{ExprBase: at, Left: name(loopVar, ast.Load), Op: stepOp, Right: stepSize}))
	rangeArgs[0] = start
	return &ast.For{
		StmtBase: ast.StmtBase{Pos: pos},
		Target:   name(loopVar, ast.Store),
		Iter:     &ast.Call{ExprBase: at, Func: name("range", ast.Load), Args: rangeArgs},
		Body:     newBody,
	}
}

// whileTrips bounds the iterations of a while loop that has no counter:
// no loop that ends runs that many (2**62 steps at a nanosecond each take
// 146 years), and the bound keeps every trip-count computation in 64 bits.
const whileTrips = 1 << 62

// uncountedFor returns the for loop equivalent to a while without a
// counter (a Newton iteration, a Collatz sequence) and without an else,
// or nil:
//
//	while n != 1:               for while·46 in range(2**62):
//	    ...                         if not (n != 1):
//	                                    break
//	                                ...
//
// The test runs before each iteration as CPython runs it, continue goes
// on to the test and break leaves, in both forms. The loop is sequential
// (the break makes it so), and the names the test reads are scalars of the
// nest or values read once.
func uncountedFor(w *ast.While) *ast.For {
	if len(w.Orelse) > 0 || len(w.Body) == 0 {
		return nil
	}
	pos := w.Pos
	at := ast.ExprBase{Pos: pos}
	loopVar := fmt.Sprintf("while·%d", pos.Lineno)
	exit := &ast.If{StmtBase: ast.StmtBase{Pos: pos},
		Test: &ast.UnaryOp{ExprBase: at, Op: ast.Not, Operand: w.Test},
		Body: []ast.Stmt{&ast.Break{StmtBase: ast.StmtBase{Pos: pos}}}}
	if c, ok := w.Test.(*ast.NameConstant); ok && c.Value == py.True {
		exit = nil // while True: only a break leaves
	}
	body := make([]ast.Stmt, 0, len(w.Body)+1)
	if exit != nil {
		body = append(body, exit)
	}
	body = append(body, w.Body...)
	return &ast.For{
		StmtBase: ast.StmtBase{Pos: pos},
		Target:   &ast.Name{ExprBase: at, Id: ast.Identifier(loopVar), Ctx: ast.Store},
		Iter: &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "range", Ctx: ast.Load},
			Args: []ast.Expr{&ast.Num{ExprBase: at, N: py.Int(whileTrips)}}},
		Body: body,
	}
}

// counterTest reads `k < bound` (or <=), or a counter counting down, `k >
// bound` (or >=), and returns the counter, the bound, whether the bound is
// included and whether the counter counts down. Mirrored, it reads the
// comparison the other way round (bound > k is k < bound).
func counterTest(e ast.Expr, mirrored bool) (counter string, bound ast.Expr, inclusive, down bool) {
	c, ok := e.(*ast.Compare)
	if !ok || len(c.Ops) != 1 || len(c.Comparators) != 1 {
		return "", nil, false, false
	}
	left, right := c.Left, c.Comparators[0]
	op := c.Ops[0]
	if mirrored {
		mirror := map[ast.CmpOp]ast.CmpOp{ast.Gt: ast.Lt, ast.GtE: ast.LtE, ast.Lt: ast.Gt, ast.LtE: ast.GtE}
		if m, ok := mirror[op]; ok {
			left, right, op = right, left, m
		}
	}
	n, ok := left.(*ast.Name)
	if !ok || op != ast.Lt && op != ast.LtE && op != ast.Gt && op != ast.GtE {
		return "", nil, false, false
	}
	if num, isNum := right.(*ast.Num); isNum {
		if _, isInt := num.N.(py.Int); !isInt {
			return "", nil, false, false // a float bound: range() would not take it
		}
	}
	return string(n.Id), right, op == ast.LtE || op == ast.GtE, op == ast.Gt || op == ast.GtE
}

// stepOf returns the constant st steps k by (`k += 2`, `k = k + 1`, `k -=
// 1`, `k = k - 3`), or 0 when st is no such step.
func stepOf(st ast.Stmt, k string) int {
	isK := func(e ast.Expr) bool {
		n, ok := e.(*ast.Name)
		return ok && string(n.Id) == k
	}
	signed := func(op ast.OperatorNumber, e ast.Expr) int {
		v, ok := smallInt(e)
		switch {
		case !ok:
			return 0
		case op == ast.Add:
			return v
		case op == ast.Sub:
			return -v
		}
		return 0
	}
	switch x := st.(type) {
	case *ast.AugAssign:
		if isK(x.Target) {
			return signed(x.Op, x.Value)
		}
	case *ast.Assign:
		b, ok := x.Value.(*ast.BinOp)
		if len(x.Targets) != 1 || !isK(x.Targets[0]) || !ok {
			return 0
		}
		if isK(b.Left) {
			return signed(b.Op, b.Right)
		}
		if isK(b.Right) && b.Op == ast.Add {
			return signed(b.Op, b.Left)
		}
	}
	return 0
}

// lastAssigned returns the value of the last plain assignment `k = v` in
// stmts when no later statement there may assign k or a name v reads, or
// nil.
func lastAssigned(stmts []ast.Stmt, k string) ast.Expr {
	for i := len(stmts) - 1; i >= 0; i-- {
		if !stores(stmts[i:i+1], k) {
			continue
		}
		a, ok := stmts[i].(*ast.Assign)
		if !ok || len(a.Targets) != 1 {
			return nil
		}
		if n, ok := a.Targets[0].(*ast.Name); ok && string(n.Id) == k && !storesAny(stmts[i+1:], namesIn(a.Value)) {
			return a.Value
		}
		return nil
	}
	return nil
}

// stores reports whether stmts may bind the name k.
func stores(stmts []ast.Stmt, k string) bool {
	return storesAny(stmts, map[string]bool{k: true})
}

func storesAny(stmts []ast.Stmt, names map[string]bool) bool {
	found := false
	for _, st := range stmts {
		ast.Walk(st, func(n ast.Ast) bool {
			if nm, ok := n.(*ast.Name); ok && nm.Ctx != ast.Load && names[string(nm.Id)] {
				found = true
			}
			if a, ok := n.(*ast.AugAssign); ok {
				if nm, ok := a.Target.(*ast.Name); ok && names[string(nm.Id)] {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// namesIn returns the names an expression reads.
func namesIn(e ast.Expr) map[string]bool {
	out := map[string]bool{}
	ast.Walk(e, func(n ast.Ast) bool {
		if nm, ok := n.(*ast.Name); ok {
			out[string(nm.Id)] = true
		}
		return true
	})
	return out
}

// renameStmts copies stmts with the names in rename replaced where they
// are read. Statements outside the subset are shared: the nest that holds
// them is refused whatever they read.
func renameStmts(stmts []ast.Stmt, rename map[string]ast.Expr) []ast.Stmt {
	out, _ := mapStmts(stmts, func(e ast.Expr) ast.Expr { return cloneExpr(e, rename) })
	return out
}

// outermostCountedFor returns the for loop that a counted while outside
// any nest is equivalent to, or nil: such a while is a nest of its own,
// whose site is that for, at the while's position. Only the front end
// sees the for; package closure keeps the while itself for when the nest
// is not accelerated (a while the subset refuses, over a list that its
// body appends to, must not have its bound read once). The range starts
// at the counter's value before the loop: the value the function assigns
// it just before where it may be evaluated again (plainStart: `i = 0`, `k
// = len(a) - 1`, `i = lo`), or the counter itself.
func (fs *funcScan) outermostCountedFor(w *ast.While, before []ast.Stmt) *ast.For {
	f := countedFor(w, nil)
	if f == nil {
		return nil
	}
	counter, _, _ := strings.Cut(string(f.Target.(*ast.Name).Id), "·")
	if v := lastAssigned(before, counter); v != nil && plainStart(v, w.Body) && !fs.shadowed("len") && !fs.declared[counter] && !nestedScopeStores(fs.def, counter) {
		f.Iter.(*ast.Call).Args[0] = cloneExpr(v, nil)
	}
	return f
}

// plainStart reports whether v, the counter's value before the loop, may
// be evaluated again where the loop begins: int arithmetic of constants
// and of names body does not assign, len() of them and their shapes,
// which no statement between the assignment and the loop changed
// (lastAssigned).
func plainStart(v ast.Expr, body []ast.Stmt) bool {
	return invariantValue(v, func(name string) bool { return !stores(body, name) })
}

// nestedScopeStores reports whether a function or class defined inside
// def declares name nonlocal or global (and so may change it whenever it
// is called).
func nestedScopeStores(def *ast.FunctionDef, name string) bool {
	found := false
	for _, st := range def.Body {
		ast.Walk(st, func(n ast.Ast) bool {
			switch x := n.(type) {
			case *ast.Nonlocal:
				found = found || slices.Contains(x.Names, ast.Identifier(name))
			case *ast.Global:
				found = found || slices.Contains(x.Names, ast.Identifier(name))
			}
			return !found
		})
	}
	return found
}
