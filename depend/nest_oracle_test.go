package depend

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/ifconv"
	"github.com/alpyna/alpyna/internal/pygen"
	"github.com/alpyna/alpyna/nest"
)

// The nest-level oracle: random jit functions (loops with symbolic,
// triangular and negative-step bounds; array statements with affine and
// negative subscripts; private temporaries, reductions and recurrences;
// if/else and break) go through frontend, ifconv and AnalyzeNest, are
// resolved with concrete values, and are then executed statement instance by
// statement instance. Every real dependence (two accesses of one location,
// one a write) must be reported between the right statements with a
// direction vector that admits it, unless privatisation or a reduction
// makes it harmless; and no loop a statement runs in parallel (other than as
// a reduction) may carry a dependence of that statement on itself.

const oracleArraySize = 20 // every subscript must stay within [-20, 20)

type oracleGen struct {
	pygen.Writer
	nLoops   int
	tWritten bool // some statement before this one assigns t
	// dynamic draws, for some inner loops, bounds that are not affine in
	// the enclosing loop's variable (range(i % 2, n, 2), range(i * n //
	// 3, (i + 1) * n // 3)), read at each entry of the loop.
	dynamic bool
}

func (g *oracleGen) ref() string {
	if len(g.Vars) > 0 && g.R.Intn(8) == 0 {
		// A symbolic coefficient (TSVC's a[i * inc]): any element ahead
		// of time, affine once c has its value (late.go).
		v := g.Vars[g.R.Intn(len(g.Vars))]
		return fmt.Sprintf("a[%s * c + %s]", v, g.Sub())
	}
	if g.R.Intn(2) == 0 {
		return fmt.Sprintf("a[%s]", g.Sub())
	}
	return fmt.Sprintf("b[%s, %s]", g.Sub(), g.Sub())
}

func (g *oracleGen) stmt(depth int) {
	switch k := g.R.Intn(10); {
	case k < 5:
		g.Line(depth, "%s = %s + %s", g.ref(), g.ref(), fmt.Sprint(g.R.Intn(3)))
	case k < 6:
		switch g.R.Intn(3) {
		case 0:
			g.Line(depth, "s += %s", g.ref())
		case 1:
			// the accumulator at the bottom of a chain (TSVC's s352)
			g.Line(depth, "s = s + %s - %s", g.ref(), g.ref())
		default:
			g.Line(depth, "s = %s - %s + s", g.ref(), g.ref())
		}
	case k < 7:
		if g.tWritten && g.R.Intn(3) == 0 {
			// a read of whichever t came last (after an inner loop, the
			// one before it when that loop ran no iteration)
			g.Line(depth, "%s = t + 1", g.ref())
			return
		}
		g.tWritten = true
		g.Line(depth, "t = %s * 2", g.ref())
		g.Line(depth, "%s = t - 1", g.ref())
		if g.R.Intn(2) == 0 {
			// t reused for a second value (TSVC's s261): renamed apart
			// where t is private to this body (rename.go, splitWebs).
			g.Line(depth, "t = %s + 3", g.ref())
			g.Line(depth, "%s = t", g.ref())
		}
	case k < 8:
		g.Line(depth, "r = r * 2 + %s", g.ref())
		g.Line(depth, "%s = r", g.ref())
	default:
		g.Line(depth, "if %s > %d:", g.ref(), g.R.Intn(4))
		if g.R.Intn(2) == 0 {
			// a temporary written and read under the same predicate, and
			// sometimes read after the if too, where it is not private
			g.Line(depth+1, "u = %s + 1", g.ref())
			g.Line(depth+1, "%s = u * 3", g.ref())
			if g.R.Intn(2) == 0 {
				g.Line(depth, "%s = u + 2", g.ref())
				return
			}
		} else {
			g.Line(depth+1, "%s = %s + 1", g.ref(), g.ref())
		}
		switch g.R.Intn(3) {
		case 0:
			g.Line(depth, "else:")
			g.Line(depth+1, "%s = %s", g.ref(), g.ref())
		case 1:
			if depth > 1 {
				g.Line(depth+1, "break")
			}
		}
	}
}

func (g *oracleGen) loop(depth int) {
	v := fmt.Sprintf("i%d", g.nLoops)
	g.nLoops++
	var rng string
	switch g.R.Intn(6) {
	case 0:
		rng = "range(n)"
	case 1:
		rng = fmt.Sprintf("range(%d)", 1+g.R.Intn(4))
	case 2:
		rng = fmt.Sprintf("range(%d, -1, -1)", g.R.Intn(4))
	case 3:
		rng = "range(1, n, 2)"
	default:
		if len(g.Vars) > 0 {
			rng = fmt.Sprintf("range(%s + 1)", g.Vars[len(g.Vars)-1])
		} else {
			rng = "range(m)"
		}
	}
	if g.dynamic && len(g.Vars) > 0 && g.R.Intn(2) == 0 {
		o := g.Vars[len(g.Vars)-1]
		rng = strings.ReplaceAll(dynamicRanges[g.R.Intn(len(dynamicRanges))], "v", o)
	}
	g.Line(depth, "for %s in %s:", v, rng)
	g.Vars = append(g.Vars, v)
	for n := 1 + g.R.Intn(2); n > 0; n-- {
		if depth < 3 && g.R.Intn(3) == 0 {
			g.loop(depth + 1)
		} else {
			g.stmt(depth + 1)
		}
	}
	g.Vars = g.Vars[:len(g.Vars)-1]
}

// dynamicRanges are the ranges of oracleGen.dynamic, over an enclosing
// loop's variable v: blocks of a nondecreasing function of v, starts of
// alternating parity, and functions that are not monotone.
var dynamicRanges = []string{
	"range(v % 2, n, 2)",
	"range((v + 1) % 2 + 1, n, 2)",
	"range(v * c // 2, (v + 1) * c // 2)",
	"range(v * n // 3, (v + 1) * n // 3)",
	"range(v * 3 // 2, min((v + 1) * 3 // 2, n))",
	"range(v % 3 * 2, (v + 1) % 3 * 2)",
	"range(v * v, (v + 1) * (v + 1))",
	"range(v * 2 // 3, (v + 2) * 2 // 3)",
	"range(v % 3 + 2, n, 3)",
	"range(max(1, v - 2), n)",
	"range(c // 2 + v % 2 + 1, n, 2)",
	"range(1 + (v + c) % 2, n, 2)",
	"range((2 * v + 1) % 3, n, 3)",
	"range(v % 2, n, 4)",
	"range(n - 1 - (v + 1) % 2, -1, -2)",
	"range(1 + (v + c) % 2, n, 3)",
}

func genOracleNest(r *rand.Rand) string {
	return genOracle(&oracleGen{Writer: pygen.Writer{R: r}})
}

func genOracle(g *oracleGen) string {
	g.Line(0, "import alpyna")
	g.Line(0, "@alpyna.jit")
	g.Line(0, "def f(a, b, n, m, c):")
	g.Line(1, "s = 0")
	g.Line(1, "r = 0")
	g.Line(1, "u = 0")
	g.loop(1)
	g.Line(1, "return s, r")
	return g.String()
}

// nestAccess is one memory access of a statement instance.
type nestAccess struct {
	stmt  int
	iters []int   // iteration numbers of the statement's loops
	vals  []int64 // the values of their variables
	write bool
	seq   int // execution order
}

type oracleRun struct {
	n      *nest.Nest
	env    map[string]int64 // loop variables and symbols
	iters  map[int]int      // loop index -> iteration number
	mem    map[string]int64
	log    map[string][]nestAccess
	seq    int
	steps  int
	broken bool
}

func (o *oracleRun) loc(r *nest.Ref) (string, bool) {
	if len(r.Subs) == 0 {
		return r.Array, true
	}
	parts := make([]string, len(r.Subs))
	for i, s := range r.Subs {
		v := o.eval(s, -1, nil)
		if v < -oracleArraySize || v >= oracleArraySize {
			return "", false
		}
		if v < 0 {
			v += oracleArraySize // Python's wrap-around
		}
		parts[i] = fmt.Sprint(v)
	}
	return r.Array + "[" + strings.Join(parts, ",") + "]", true
}

func (o *oracleRun) record(loc string, stmt int, loops []int, write bool) {
	it := make([]int, len(loops))
	vals := make([]int64, len(loops))
	for k, l := range loops {
		it[k] = o.iters[l]
		vals[k] = o.env[o.n.Loops[l].Var]
	}
	o.log[loc] = append(o.log[loc], nestAccess{stmt: stmt, iters: it, vals: vals, write: write, seq: o.seq})
	o.seq++
}

// eval evaluates e, recording reads for statement stmt (stmt < 0: none).
func (o *oracleRun) eval(e nest.Expr, stmt int, loops []int) int64 {
	switch x := e.(type) {
	case *nest.Const:
		return x.Int
	case *nest.Name:
		if x.Role == nest.ScalarVar {
			if stmt >= 0 {
				o.record(x.Id, stmt, loops, false)
			}
			return o.mem[x.Id]
		}
		return o.env[x.Id]
	case *nest.Ref:
		for _, s := range x.Subs {
			o.eval(s, stmt, loops)
		}
		loc, ok := o.loc(x)
		if !ok {
			o.broken = true
			return 0
		}
		if stmt >= 0 {
			o.record(loc, stmt, loops, false)
		}
		return o.mem[loc]
	case *nest.Binary:
		a, b := o.eval(x.X, stmt, loops), o.eval(x.Y, stmt, loops)
		switch x.Op {
		case nest.Add:
			return a + b
		case nest.Sub:
			return a - b
		case nest.Mul:
			return a * b
		case nest.FloorDiv, nest.Mod:
			if b == 0 {
				o.broken = true // ZeroDivisionError
				return 0
			}
			q, m := nest.FloorDivMod(a, b)
			if x.Op == nest.Mod {
				return m
			}
			return q
		}
	case *nest.Call:
		if x.Func == "min" || x.Func == "max" {
			v := o.eval(x.Args[0], stmt, loops)
			for _, a := range x.Args[1:] {
				w := o.eval(a, stmt, loops)
				if x.Func == "min" {
					v = min(v, w)
				} else {
					v = max(v, w)
				}
			}
			return v
		}
	case *nest.Unary:
		v := o.eval(x.X, stmt, loops)
		switch x.Op {
		case nest.Neg:
			return -v
		case nest.Not:
			if v == 0 {
				return 1
			}
			return 0
		}
		return v
	case *nest.Compare:
		a, b := o.eval(x.X, stmt, loops), o.eval(x.Y, stmt, loops)
		var t bool
		switch x.Op {
		case nest.Lt:
			t = a < b
		case nest.Le:
			t = a <= b
		case nest.Eq:
			t = a == b
		case nest.Ne:
			t = a != b
		case nest.Gt:
			t = a > b
		case nest.Ge:
			t = a >= b
		}
		if t {
			return 1
		}
		return 0
	case *nest.Logic:
		a := o.eval(x.X, stmt, loops)
		if (x.Op == nest.And) == (a == 0) {
			return a
		}
		return o.eval(x.Y, stmt, loops)
	}
	o.broken = true
	return 0
}

func (o *oracleRun) body(nodes []nest.Node) {
	for _, nd := range nodes {
		if o.broken {
			return
		}
		switch x := nd.(type) {
		case *nest.Loop:
			lo := o.eval(x.Start, -1, nil)
			hi := o.eval(x.Stop, -1, nil)
			if x.Dynamic && !x.Lower.Valid() && lo < 0 {
				// The kernels stop where such a start is negative, and
				// the interpreter runs the nest.
				o.broken = true
				return
			}
			step := x.StepValue
			it := 0
			for v := lo; (step > 0 && v < hi) || (step < 0 && v > hi); v += step {
				o.env[x.Var] = v
				o.iters[x.Index] = it
				it++
				o.body(x.Body)
				if o.steps++; o.steps > 20000 {
					o.broken = true
					return
				}
			}
		case *nest.Assign:
			if x.Pred != nil && o.eval(x.Pred, x.Index, x.Loops) == 0 {
				continue
			}
			v := o.eval(x.Value, x.Index, x.Loops)
			var loc string
			switch t := x.Target.(type) {
			case *nest.Name:
				loc = t.Id
			case *nest.Ref:
				for _, s := range t.Subs {
					o.eval(s, x.Index, x.Loops)
				}
				var ok bool
				if loc, ok = o.loc(t); !ok {
					o.broken = true
					return
				}
			}
			if x.Op != nest.NoOp {
				o.record(loc, x.Index, x.Loops, false)
				switch x.Op {
				case nest.Add:
					v = o.mem[loc] + v
				case nest.Sub:
					v = o.mem[loc] - v
				case nest.Mul:
					v = o.mem[loc] * v
				}
			}
			o.mem[loc] = v
			o.record(loc, x.Index, x.Loops, true)
		}
	}
}

func TestNestOracle(t *testing.T) {
	testNestOracle(t, 7, 1500, false)
}

// TestNestOracleDynamicBounds runs the oracle on nests whose inner loops
// have bounds read at each entry (nest.Loop.Dynamic), some walking
// disjoint blocks of the enclosing loop's iterations (blocks.go).
func TestNestOracleDynamicBounds(t *testing.T) {
	testNestOracle(t, 16, 1500, true)
}

func testNestOracle(t *testing.T, seed int64, instances int, dynamic bool) {
	r := rand.New(rand.NewSource(seed))
	if testing.Short() {
		instances /= 5
	}
	checked, deps := 0, 0
	for range instances {
		ok, n := oracleInstance(t, r, dynamic)
		if t.Failed() {
			return
		}
		if ok {
			checked++
			deps += n
		}
	}
	if checked < instances/2 {
		t.Errorf("only %d of %d instances could be checked", checked, instances)
	}
	t.Logf("%d instances checked, %d real dependences", checked, deps)
}

// FuzzAnalyzeNest runs the oracle on nests generated from the fuzzer's
// seeds: the analysis must never panic, miss a real dependence or run a loop
// in parallel that carries one.
func FuzzAnalyzeNest(f *testing.F) {
	for seed := range int64(8) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, seed int64) {
		oracleInstance(t, rand.New(rand.NewSource(seed)), seed%2 == 1)
	})
}

// oracleInstance generates, analyses, runs and checks one nest; it reports
// whether the run could be checked (subscripts in range, not too long) and
// how many real dependences it checked.
func oracleInstance(t *testing.T, r *rand.Rand, dynamic bool) (bool, int) {
	src := genOracle(&oracleGen{Writer: pygen.Writer{R: r}, dynamic: dynamic})
	mod, err := frontend.ParseSource("oracle.py", []byte(src))
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	n := mod.Funcs[0].Nests[0]
	if !n.Accelerable() {
		return false, 0
	}
	if err := ifconv.Convert(n); err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	st, err := AnalyzeNest(n)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	bind := map[string]int64{"n": int64(1 + r.Intn(5)), "m": int64(1 + r.Intn(4)), "c": int64(r.Intn(5) - 2)}
	for _, name := range st.Unresolved() {
		if _, ok := bind[name]; !ok {
			t.Fatalf("unexpected unresolved %q\n%s", name, src)
		}
	}
	static, err := st.StaticPlan()
	if err != nil {
		t.Fatalf("StaticPlan: %v\n%s", err, src)
	}
	if r.Intn(2) == 0 {
		// With the shapes, wrapped subscripts are analysed exactly.
		bind["a.shape[0]"] = oracleArraySize
		bind["b.shape[0]"] = oracleArraySize
		bind["b.shape[1]"] = oracleArraySize
	}
	plan, err := st.Resolve(bind)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	run := &oracleRun{n: n, env: map[string]int64{}, iters: map[int]int{}, mem: map[string]int64{}, log: map[string][]nestAccess{}}
	for k, v := range bind {
		run.env[k] = v
	}
	for i := range oracleArraySize {
		run.mem[fmt.Sprintf("a[%d]", i)] = int64((i * 7) % 5)
	}
	run.body([]nest.Node{n.Root})
	if run.broken {
		return false, 0
	}
	// The analysis renames scalars (rename.go) in the nest it runs on: the
	// nest as written must compute the same arrays.
	if orig := convertedNest(t, src); orig != nil {
		ref := &oracleRun{n: orig, env: map[string]int64{}, iters: map[int]int{}, mem: map[string]int64{}, log: map[string][]nestAccess{}}
		for k, v := range bind {
			ref.env[k] = v
		}
		for i := range oracleArraySize {
			ref.mem[fmt.Sprintf("a[%d]", i)] = int64((i * 7) % 5)
		}
		ref.body([]nest.Node{orig.Root})
		for loc, v := range ref.mem {
			if strings.Contains(loc, "[") && !strings.HasPrefix(loc, "__") && run.mem[loc] != v {
				t.Errorf("%s is %d after the renamed nest, %d after the nest as written\n%s\n%s", loc, run.mem[loc], v, src, n)
				return true, 0
			}
		}
	}
	// The plan ahead of time must be as sound as the resolved one.
	if checkOracle(t, src, st, static, run); t.Failed() {
		return true, 0
	}
	return true, checkOracle(t, src, st, plan, run)
}

// convertedNest is the if-converted nest of src, not analysed (so not
// renamed); nil when it is outside the subset.
func convertedNest(t *testing.T, src string) *nest.Nest {
	mod, err := frontend.ParseSource("oracle.py", []byte(src))
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	n := mod.Funcs[0].Nests[0]
	if !n.Accelerable() {
		return nil
	}
	if err := ifconv.Convert(n); err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return n
}

// checkOracle compares the real dependences of one run with the plan and
// returns how many it checked.
func checkOracle(t *testing.T, src string, st *NestStatic, plan *NestPlan, run *oracleRun) int {
	n := st.Nest
	lw := st.lowering
	count := 0
	for loc, accs := range run.log {
		array, _, _ := strings.Cut(loc, "[")
		info := lw.scalars[array]
		if info != nil {
			// The analysis's claims about the scalar, checked on the run:
			// a private scalar's reads see a write of the same private
			// iteration; a reduced one is touched inside its reduction
			// loops only by its updates.
			d := len(info.privLoops)
			var last *nestAccess
			for i := range accs {
				a := &accs[i]
				if d > 0 && !a.write {
					if last == nil || !slices.Equal(last.iters[:d], a.iters[:d]) {
						t.Errorf("%s is classified private to %d loops but S%d%v reads a value from another iteration\n%s\n%s", array, d, a.stmt, a.iters, src, n)
						return count
					}
				}
				if info.updates != nil && len(n.Stmts[a.stmt].Loops) > d && !info.updates[a.stmt] {
					t.Errorf("%s is reduced but S%d touches it inside the reduction loops\n%s\n%s", array, a.stmt, src, n)
					return count
				}
				if a.write {
					last = a
				}
			}
		}
		for i, a := range accs {
			for _, b := range accs[i+1:] {
				if !a.write && !b.write {
					continue
				}
				sa, sb := n.Stmts[a.stmt], n.Stmts[b.stmt]
				common := commonPrefix(sa.Loops, sb.Loops)
				carried := -1
				for k := 0; k < common; k++ {
					if a.iters[k] != b.iters[k] {
						carried = k
						break
					}
				}
				if info != nil && carried >= 0 {
					l := sa.Loops[carried]
					if carried < len(info.privLoops) {
						continue // a private scalar: each iteration has its own
					}
					if info.updates[a.stmt] && info.updates[b.stmt] && !slices.Contains(info.privLoops, l) {
						continue // reordered updates of a reduction
					}
				}
				if a.stmt == b.stmt && carried < 0 && !a.write && b.write {
					continue // a statement reads before it writes
				}
				count++
				kind := kindOf(a.write, b.write)
				covered := false
				for _, d := range plan.Deps {
					if d.Src != a.stmt || d.Dst != b.stmt || d.Array != SourceName(array) || d.Kind != kind {
						continue
					}
					ok := true
					for k := 0; k < common; k++ {
						x, y := int64(a.iters[k]), int64(b.iters[k])
						if plan.Problem != nil && !plan.Problem.Loops[sa.Loops[k]].Lower.Valid() {
							// The tests compare values at a loop whose
							// start is unknown (env.go).
							step := plan.Problem.Loops[sa.Loops[k]].Step
							x, y = a.vals[k]*step, b.vals[k]*step
						}
						var dir Dir
						switch {
						case x < y:
							dir = Lt
						case x == y:
							dir = Eq
						default:
							dir = Gt
						}
						if d.Dirs[k]&dir == 0 {
							ok = false
						}
					}
					if ok {
						covered = true
						break
					}
				}
				if !covered {
					t.Errorf("real %s dependence S%d%v -> S%d%v on %s not reported\n%s\n%s\nreported:\n%s",
						kind, a.stmt, a.iters, b.stmt, b.iters, loc, src, n, depsString(plan))
					return count
				}
				if a.stmt == b.stmt && carried >= 0 {
					sp := plan.Stmts[a.stmt]
					// A privatised array (privarray.go) has a copy per chunk:
					// its dependences carried by the loop pass no value.
					priv := slices.Contains(plan.Privatised, PrivateArray{Array: SourceName(array), Loop: sa.Loops[carried]})
					if sp.Parallel[carried] && !sp.Reduction[carried] && !priv {
						t.Errorf("S%d runs loop %s in parallel but %s S%d%v -> S%d%v on %s\n%s\n%s",
							a.stmt, n.Loops[sa.Loops[carried]].Var, kind, a.stmt, a.iters, b.stmt, b.iters, loc, src, plan.Plan)
						return count
					}
				}
			}
		}
	}
	return count
}

func depsString(p *NestPlan) string {
	var b strings.Builder
	for _, d := range p.Deps {
		fmt.Fprintln(&b, d)
	}
	return b.String()
}
