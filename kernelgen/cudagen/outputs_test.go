package cudagen_test

// Hand-built modules for what the benchmarks do not have: reductions of
// every kind, Last and Direct outputs, loops with negative, symbolic and
// empty ranges and early exits, triangular Dims, wrapped and checked
// subscripts, awkward names. Each runs on the Go executor and as C under
// every lockstep configuration; results must agree.

import (
	"math"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
)

func at2(x, y kernel.Expr) []*kernel.Subscript { return []*kernel.Subscript{{X: x}, {X: y}} }

func bin(op kernel.BinOp, t kernel.Type, x, y kernel.Expr) *kernel.Binary {
	return &kernel.Binary{Op: op, X: x, Y: y, T: t}
}

func load(a *kernel.Array, idx ...kernel.Expr) *kernel.Load {
	subs := make([]*kernel.Subscript, len(idx))
	for i, x := range idx {
		subs[i] = &kernel.Subscript{X: x}
	}
	return &kernel.Load{Array: a, Index: subs}
}

func assign(l *kernel.Local, v kernel.Expr, line int) *kernel.Assign {
	return &kernel.Assign{Dst: l, Value: v, Line: line}
}

func store(a *kernel.Array, v kernel.Expr, line int, idx ...kernel.Expr) *kernel.Store {
	return &kernel.Store{Array: a, Index: load(a, idx...).Index, Value: v, Line: line}
}

// scalarLocal is a kernel local bound to a scalar's slot.
func scalarLocal(k *kernel.Kernel, p *kernel.Param) *kernel.Local {
	l := addLocal(k, p.Name, p.Type)
	l.Param = p
	return l
}

// sameStatus compares a C status with the executor's, which reports a
// Python int past 64 bits as OverflowError where the IR says Deopt.
func sameStatus(c, g kernel.Status) bool {
	return c == g || c == kernel.Deopt && g == kernel.OverflowError
}

// checkModule runs w on the Go executor and as C under every lockstep
// configuration and compares statuses, and arrays and scalars where the
// run succeeded.
func checkModule(t *testing.T, w *world) {
	t.Helper()
	gxx(t)
	goStatus, want := runGo(t, w)
	for _, cfg := range lockstepConfigs {
		text, err := cudagen.Emit(w.m, axesMap(w.m, cfg.rule))
		if err != nil {
			t.Fatal(err)
		}
		h := buildHarness(t, w.m, text)
		for gi, geo := range cfg.geos {
			what := cfg.name + " " + cfg.names[gi]
			status, got := runCUDA(t, h, w, func(*kernel.Kernel) geometry { return geo })
			if !sameStatus(status, goStatus) {
				t.Errorf("%s: status %s, want %s", what, status, goStatus)
				continue
			}
			if status != kernel.OK {
				continue
			}
			if err := sameWorlds(got, want, false); err != nil {
				t.Errorf("%s: %v", what, err)
			}
		}
	}
}

func f64(v float64) int64 { return int64(math.Float64bits(v)) }

// outputsModule has a kernel of reductions of every combination, a kernel
// with a Last output, and a kernel without Dims with a Direct output.
func outputsModule(t *testing.T) (*kernel.Module, map[string]*kernel.Param) {
	m := &kernel.Module{Name: "outputs_l1", File: "outputs.py", Line: 1}
	n := addParam(m, kernel.Symbol, "n", kernel.PyInt)
	mm := addParam(m, kernel.Symbol, "m", kernel.PyInt)
	a := addArray(m, "a", kernel.Float64, 2, false)
	b := addArray(m, "b", kernel.Int64, 2, false)
	c := addArray(m, "c", kernel.Float32, 2, false)
	wa := addArray(m, "w", kernel.Int32, 2, false)
	ps := map[string]*kernel.Param{}
	for _, s := range []struct {
		name string
		t    kernel.Type
	}{{"sf", kernel.Float64}, {"sp", kernel.PyFloat}, {"si", kernel.PyInt}, {"s64", kernel.Int64}, {"s32", kernel.Int32},
		{"pf", kernel.Float32}, {"pi", kernel.PyInt}, {"mn", kernel.Float64}, {"mx", kernel.PyInt}, {"mx32", kernel.Int32},
		{"last", kernel.PyFloat}, {"direct", kernel.PyInt}} {
		ps[s.name] = addParam(m, kernel.Scalar, s.name, s.t)
	}

	k := addKernel(m, "reduce_l2")
	i := addDim(k, "i", ic(0), pr(n), ic(1))
	j := addDim(k, "j", ic(0), pr(mm), ic(1))
	red := func(name string, op kernel.BinOp, checked bool, x kernel.Expr) {
		l := scalarLocal(k, ps[name])
		k.Inputs = append(k.Inputs, l)
		k.Outputs = append(k.Outputs, &kernel.Output{Local: l, Combine: kernel.Reduce, Op: op})
		var v kernel.Expr = &kernel.Binary{Op: op, X: vr(l), Y: asType(x, l.Type), T: l.Type, Checked: checked}
		k.Body = append(k.Body, assign(l, v, 3+len(k.Body)))
	}
	aij, bij := load(a, vr(i), vr(j)), load(b, vr(i), vr(j))
	red("sf", kernel.Add, false, aij)
	red("sp", kernel.Add, false, aij)
	red("si", kernel.Add, true, bij)
	red("s64", kernel.Add, false, bij)
	red("s32", kernel.Add, false, load(wa, vr(i), vr(j)))
	red("pf", kernel.Mul, false, load(c, vr(i), vr(j)))
	red("pi", kernel.Mul, true, bij)
	red("mn", kernel.Min, false, aij)
	red("mx", kernel.Max, false, bin(kernel.Mul, kernel.PyInt, asType(bij, kernel.PyInt), vr(j)))
	red("mx32", kernel.Max, false, load(wa, vr(i), vr(j)))

	k = addKernel(m, "last_l20")
	i = addDim(k, "i", ic(0), pr(n), ic(1))
	j = addDim(k, "j", ic(0), pr(mm), ic(1))
	l := scalarLocal(k, ps["last"])
	k.Outputs = append(k.Outputs, &kernel.Output{Local: l, Combine: kernel.Last})
	k.Body = []kernel.Stmt{assign(l, bin(kernel.Add, kernel.PyFloat, asType(load(a, vr(i), vr(j)), kernel.PyFloat),
		asType(vr(i), kernel.PyFloat)), 20)}

	k = addKernel(m, "direct_l30")
	d := scalarLocal(k, ps["direct"])
	k.Inputs = append(k.Inputs, d)
	k.Outputs = append(k.Outputs, &kernel.Output{Local: d, Combine: kernel.Direct})
	k.Body = []kernel.Stmt{assign(d, &kernel.Binary{Op: kernel.Add, T: kernel.PyInt, Checked: true,
		X: &kernel.Binary{Op: kernel.Mul, T: kernel.PyInt, Checked: true, X: vr(d), Y: ic(3)}, Y: pr(n)}, 30)}
	return finish(t, m), ps
}

func TestOutputs(t *testing.T) {
	t.Parallel()
	m, ps := outputsModule(t)
	n, mm := int64(5), int64(7)
	w := &world{m: m, args: make([]int64, len(m.Params))}
	w.args[0], w.args[1] = n, mm
	for _, a := range m.Arrays {
		w.args[a.Shape[0].Slot], w.args[a.Shape[1].Slot] = n, mm
		elems := make([]uint64, n*mm)
		for e := range elems {
			v := int64(e*7%11) - 5
			switch a.Elem {
			case kernel.Float64:
				elems[e] = math.Float64bits(float64(v) / 64)
			case kernel.Float32:
				elems[e] = uint64(math.Float32bits([]float32{0.5, 1, 2}[e%3])) // products stay exact
			case kernel.Int32:
				elems[e] = uint64(uint32(int32(v * 100)))
			default:
				elems[e] = uint64(v)
			}
		}
		w.arrays = append(w.arrays, elems)
	}
	start := map[string]int64{"sf": f64(1.5), "sp": f64(math.Copysign(0, -1)), "si": 5, "s64": -3, "s32": 7,
		"pf": f64(0.75), "pi": 1, "mn": f64(10), "mx": -100, "mx32": -100, "last": f64(-1), "direct": 4}
	for name, v := range start {
		w.args[ps[name].Slot] = v
	}
	t.Run("ok", func(t *testing.T) { checkModule(t, w) })

	// A Python int sum that leaves 64 bits stops the kernel, in any order
	// (with mixed signs, a parallel order may overflow where the sequential
	// one does not: the kernel then deoptimises, which is safe).
	over := w.clone()
	over.args[ps["si"].Slot] = math.MaxInt64 - 3
	for e := range over.arrays[1] {
		over.arrays[1][e] = 1 // b
	}
	t.Run("overflow", func(t *testing.T) { checkModule(t, over) })
}

// loopsModule: triangular Dims, loops with negative, symbolic and empty
// ranges, an early exit, wrapped and checked subscripts.
func loopsModule(t *testing.T) *kernel.Module {
	m := &kernel.Module{Name: "loops_l1", File: "loops.py", Line: 1}
	n := addParam(m, kernel.Symbol, "n", kernel.PyInt)
	step := addParam(m, kernel.Symbol, "step", kernel.PyInt)
	limit := addParam(m, kernel.Symbol, "limit", kernel.PyInt)
	b := addArray(m, "b", kernel.Int64, 2, true)
	cnt := addArray(m, "cnt", kernel.Int32, 1, true)
	idx := addArray(m, "idx", kernel.Int64, 1, false)
	out := addArray(m, "out", kernel.Float64, 1, true)

	// for i in range(n): for j in range(i, -1, -1): for k in range(j, -1, -2): b[i, j] += k
	//   then for q in range(n - 1, -1, step): b[i, j] += q; for e in range(j, j): b[i, j] = -1
	k := addKernel(m, "tri_l2")
	i := addDim(k, "i", ic(0), pr(n), ic(1))
	j := addDim(k, "j", vr(i), ic(-1), ic(-1))
	k.Dims[1].DependsOnOuterDims = true
	kk := addLocal(k, "k", kernel.PyInt)
	q := addLocal(k, "q", kernel.PyInt)
	e := addLocal(k, "e", kernel.PyInt)
	bij := func() kernel.Expr { return load(b, vr(i), vr(j)) }
	k.Body = []kernel.Stmt{
		&kernel.For{Var: kk, Lower: vr(j), Upper: ic(-1), Step: ic(-2), Body: []kernel.Stmt{
			store(b, bin(kernel.Add, kernel.Int64, bij(), asType(vr(kk), kernel.Int64)), 4, vr(i), vr(j))}},
		&kernel.For{Var: q, Lower: bin(kernel.Sub, kernel.PyInt, pr(n), ic(1)), Upper: ic(-1), Step: pr(step), Body: []kernel.Stmt{
			store(b, bin(kernel.Add, kernel.Int64, bij(), asType(vr(q), kernel.Int64)), 6, vr(i), vr(j))}},
		&kernel.For{Var: e, Lower: vr(j), Upper: vr(j), Step: ic(1), Body: []kernel.Stmt{
			store(b, &kernel.Const{T: kernel.Int64, I: -1}, 8, vr(i), vr(j))}},
	}

	// for i in range(n): c = 0; stop = False; for k in range(100) until stop:
	//   if not stop: c += 1; if not stop and c >= limit - i: stop = True
	// cnt[i - n] = int32(c)  (a negative index, wrapped)
	k = addKernel(m, "exit_l10")
	i = addDim(k, "i", ic(0), pr(n), ic(1))
	c := addLocal(k, "c", kernel.PyInt)
	stop := addLocal(k, "__e1", kernel.PyBool)
	kk = addLocal(k, "k", kernel.PyInt)
	notStop := &kernel.Unary{Op: kernel.Not, X: vr(stop)}
	k.Body = []kernel.Stmt{
		assign(c, ic(0), 10),
		assign(stop, &kernel.Const{T: kernel.PyBool}, 11),
		&kernel.For{Var: kk, Lower: ic(0), Upper: ic(100), Step: ic(1), Exits: []*kernel.Local{stop}, Body: []kernel.Stmt{
			&kernel.If{Cond: notStop, Then: []kernel.Stmt{assign(c, &kernel.Binary{Op: kernel.Add, T: kernel.PyInt, Checked: true, X: vr(c), Y: ic(1)}, 12)}},
			&kernel.If{Cond: &kernel.Logic{Op: kernel.And, X: notStop, Y: &kernel.Compare{Op: kernel.Ge, T: kernel.PyBool, X: vr(c),
				Y: bin(kernel.Sub, kernel.PyInt, pr(limit), vr(i))}}, Then: []kernel.Stmt{assign(stop, &kernel.Const{T: kernel.PyBool, I: 1}, 13)}},
		}},
		&kernel.Store{Array: cnt, Index: []*kernel.Subscript{{X: bin(kernel.Sub, kernel.PyInt, vr(i), pr(n)), Wrap: true, Check: true}},
			Value: asType(vr(c), kernel.Int32), Line: 15},
	}

	// for i in range(n): out[i] = 1.0 / float(idx[i]) if idx[i] else float(cnt[idx[i]])
	// (an index read from an array: wrapped and checked)
	k = addKernel(m, "gather_l20")
	i = addDim(k, "i", ic(0), pr(n), ic(1))
	idxI := func() kernel.Expr { return load(idx, vr(i)) }
	gathered := &kernel.Load{Array: cnt, Index: []*kernel.Subscript{{X: asType(idxI(), kernel.PyInt), Wrap: true, Check: true}}}
	k.Body = []kernel.Stmt{store(out, &kernel.Cond{
		Test: asType(idxI(), kernel.PyBool),
		Then: &kernel.Binary{Op: kernel.Div, T: kernel.Float64, X: &kernel.Const{T: kernel.Float64, F: 1}, Y: asType(idxI(), kernel.Float64)},
		Else: asType(gathered, kernel.Float64),
	}, 20, vr(i))}
	// Make the gather conditional on the index being non-zero the other
	// way round, so that a bad index is reached: out[i] += cnt[idx[i]].
	k.Body = append(k.Body, store(out, bin(kernel.Add, kernel.Float64, load(out, vr(i)), asType(gathered, kernel.Float64)), 21, vr(i)))
	return finish(t, m)
}

func loopsWorld(t *testing.T, m *kernel.Module, n, step, limit int64, idx []int64) *world {
	w := &world{m: m, args: make([]int64, len(m.Params))}
	w.args[0], w.args[1], w.args[2] = n, step, limit
	for _, a := range m.Arrays {
		for axis := range a.NDim {
			w.args[a.Shape[axis].Slot] = n
		}
		count := n
		if a.NDim == 2 {
			count = n * n
		}
		elems := make([]uint64, count)
		if a.Name == "idx" {
			for e := range elems {
				elems[e] = uint64(idx[e%len(idx)])
			}
		}
		w.arrays = append(w.arrays, elems)
	}
	return w
}

func TestLoops(t *testing.T) {
	t.Parallel()
	m := loopsModule(t)
	cases := []struct {
		name           string
		n, step, limit int64
		idx            []int64
		wantGoFailure  bool
	}{
		{"ok", 7, -2, 5, []int64{0, 1, -1, 3, -7, 2, 6}, false},
		{"positive step", 5, 3, 50, []int64{1, 2, 3, 4, -5}, false},
		{"index error", 7, -1, 3, []int64{0, 1, 7}, true},
		{"wrapped too far", 7, -1, 3, []int64{0, -8}, true},
		{"empty", 0, -1, 3, []int64{0}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := loopsWorld(t, m, c.n, c.step, c.limit, c.idx)
			if st, _ := runGo(t, w); (st != kernel.OK) != c.wantGoFailure {
				t.Fatalf("Go executor: status %s", st)
			}
			checkModule(t, w)
		})
	}
	// range() with a zero step is Python's ValueError. (The Go executor
	// runs no iteration instead: kernel.For documents Step != 0.)
	w := loopsWorld(t, m, 3, 0, 3, []int64{0})
	text, err := cudagen.Emit(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := runCUDA(t, buildHarness(t, m, text), w, func(*kernel.Kernel) geometry {
		return geometry{[3]int64{2, 1, 1}, [3]int64{2, 2, 1}, "forward"}
	})
	if st != kernel.ValueError {
		t.Errorf("zero step: status %s, want ValueError", st)
	}
}

// TestNames gives locals, parameters and arrays names that C does not
// allow or the emitted code uses, and checks the unit still compiles and
// runs.
func TestNames(t *testing.T) {
	t.Parallel()
	m := &kernel.Module{Name: "names_l1", File: "names.py", Line: 1}
	n := addParam(m, kernel.Symbol, "len(out)", kernel.PyInt)
	f := addParam(m, kernel.Symbol, "float", kernel.PyFloat)
	out := addArray(m, "out", kernel.Float64, 1, true)
	status := addArray(m, "status", kernel.Float64, 1, false)
	k := addKernel(m, "names_l2")
	i := addDim(k, "int", ic(0), pr(n), ic(1))
	exp := addLocal(k, "exp", kernel.PyFloat)
	args := addLocal(k, "args", kernel.PyFloat)
	p := addLocal(k, "__p1", kernel.PyBool)
	alp := addLocal(k, "alp_fail", kernel.PyFloat)
	t1 := addLocal(k, "t1", kernel.PyFloat)
	k.Body = []kernel.Stmt{
		assign(exp, &kernel.Call{Fn: kernel.Exp, Checked: true, Args: []kernel.Expr{asType(load(status, vr(i)), kernel.PyFloat)}}, 2),
		assign(args, bin(kernel.Mul, kernel.PyFloat, vr(exp), pr(f)), 3),
		assign(p, &kernel.Compare{Op: kernel.Gt, T: kernel.PyBool, X: vr(args), Y: &kernel.Const{T: kernel.PyFloat, F: 2}}, 4),
		assign(alp, &kernel.Call{Fn: kernel.Log, Checked: true, Args: []kernel.Expr{vr(args)}}, 5),
		assign(t1, &kernel.Cond{Test: vr(p), Then: vr(alp), Else: &kernel.Unary{Op: kernel.Neg, X: vr(alp)}}, 6),
		store(out, asType(vr(t1), kernel.Float64), 7, vr(i)),
	}
	finish(t, m)
	w := &world{m: m, args: make([]int64, len(m.Params))}
	w.args[n.Slot], w.args[f.Slot] = 5, f64(1.5)
	for _, a := range m.Arrays {
		w.args[a.Shape[0].Slot] = 5
		elems := make([]uint64, 5)
		for e := range elems {
			elems[e] = math.Float64bits(float64(e) / 4)
		}
		w.arrays = append(w.arrays, elems)
	}
	text, err := cudagen.Emit(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"const long long len_out = args[0];  // len(out)", "double exp_1 = 0.0;", "bool _p1 = false;",
		"double *__restrict__ out_1 = (double *)args[2];", "const double *__restrict__ status_1", "long long int_1 = 0;"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	checkModuleApprox(t, w)
}

// checkModuleApprox is checkModule for modules with math calls, whose libm
// results may differ from Go's by an ulp: the sequential C run is compared
// with the executor within 1e-13, the others with it exactly.
func checkModuleApprox(t *testing.T, w *world) {
	t.Helper()
	gxx(t)
	goStatus, want := runGo(t, w)
	var ref *world
	for _, cfg := range lockstepConfigs {
		text, err := cudagen.Emit(w.m, axesMap(w.m, cfg.rule))
		if err != nil {
			t.Fatal(err)
		}
		h := buildHarness(t, w.m, text)
		for gi, geo := range cfg.geos {
			what := cfg.name + " " + cfg.names[gi]
			status, got := runCUDA(t, h, w, func(*kernel.Kernel) geometry { return geo })
			if !sameStatus(status, goStatus) {
				t.Errorf("%s: status %s, want %s", what, status, goStatus)
				continue
			}
			if status != kernel.OK {
				continue
			}
			if ref == nil {
				ref = got
				if err := sameWorlds(got, want, true); err != nil {
					t.Errorf("%s: %v", what, err)
				}
			} else if err := sameWorlds(got, ref, false); err != nil {
				t.Errorf("%s: %v", what, err)
			}
		}
	}
}

func TestEmitErrors(t *testing.T) {
	m, _ := outputsModule(t)
	reduce := m.Kernels[0]
	for _, c := range []struct {
		name string
		axes kernel.Axes
		want string
	}{
		{"too few", kernel.Axes{0}, "1 axes for 2 dims"},
		{"twice", kernel.Axes{0, 0}, "bad axes"},
		{"no such axis", kernel.Axes{3, 0}, "bad axes"},
	} {
		_, err := cudagen.Emit(m, map[*kernel.Kernel]kernel.Axes{reduce: c.axes})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error with %q", c.name, err, c.want)
		}
	}
	// A Last output of a triangular nest has no GPU form.
	m.Kernels[1].Dims[1].DependsOnOuterDims = true
	if _, err := cudagen.Emit(m, nil); err == nil || !strings.Contains(err.Error(), "triangular") {
		t.Errorf("Last over triangular Dims: got %v", err)
	}
	m.Kernels[1].Dims[1].DependsOnOuterDims = false
	// A module that does not verify.
	m.Kernels[0].Body = append(m.Kernels[0].Body, assign(m.Kernels[0].Locals[2], ic(1), 9))
	if _, err := cudagen.Emit(m, nil); err == nil || !strings.Contains(err.Error(), "int into float64") {
		t.Errorf("invalid module: got %v", err)
	}
}

// TestFloatReductionByShares: a float sum whose value depends on the order
// of its additions (1e16 + 1 is 1e16) gives the same bits whatever order
// the threads run in, those of folding each thread's grid-stride share in
// thread order (kernel/abi.go, "GPU"); with atomics it would not.
func TestFloatReductionByShares(t *testing.T) {
	t.Parallel()
	gxx(t)
	m := &kernel.Module{Name: "dot_l1", File: "dot.py", Line: 1}
	n := addParam(m, kernel.Symbol, "n", kernel.PyInt)
	sp := addParam(m, kernel.Scalar, "s", kernel.Float64)
	a := addArray(m, "a", kernel.Float64, 1, false)
	k := addKernel(m, "dot_l2")
	i := addDim(k, "i", ic(0), pr(n), ic(1))
	s := scalarLocal(k, sp)
	k.Outputs = []*kernel.Output{{Local: s, Combine: kernel.Reduce, Op: kernel.Add}}
	k.Body = []kernel.Stmt{assign(s, bin(kernel.Add, kernel.Float64, vr(s), load(a, vr(i))), 2)}
	finish(t, m)

	const count = 23
	vals := make([]float64, count)
	for e := range vals {
		vals[e] = []float64{1e16, 1, -1e16, 3, 0.5, -2}[e%6] * float64(1+e%5)
	}
	w := &world{m: m, args: make([]int64, len(m.Params))}
	w.args[n.Slot], w.args[a.Shape[0].Slot], w.args[sp.Slot] = count, count, f64(0.25)
	elems := make([]uint64, count)
	for e, v := range vals {
		elems[e] = math.Float64bits(v)
	}
	w.arrays = [][]uint64{elems}

	text, err := cudagen.Emit(m, axesMap(m, contiguousFirst))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text, "atomic") {
		t.Errorf("a float reduction combined atomically:\n%s", text)
	}
	h := buildHarness(t, m, text)
	for _, geo := range []geometry{
		{[3]int64{2, 1, 1}, [3]int64{3, 1, 1}, "forward"},
		{[3]int64{2, 1, 1}, [3]int64{3, 1, 1}, "reverse"},
		{[3]int64{2, 1, 1}, [3]int64{3, 1, 1}, "each"},
		{[3]int64{1, 1, 1}, [3]int64{4, 2, 1}, "reverse"},
	} {
		threads := geo.grid[0] * geo.block[0] // x only: the others are idle
		all := geo.grid[0] * geo.grid[1] * geo.grid[2] * geo.block[0] * geo.block[1] * geo.block[2]
		want := 0.25
		for tid := range all {
			share := math.Copysign(0, -1)
			if tid%(geo.block[0]*geo.block[1]*geo.block[2]) < geo.block[0] && tid/(geo.block[0]*geo.block[1]*geo.block[2]) < geo.grid[0] {
				x := tid/(geo.block[0]*geo.block[1]*geo.block[2])*geo.block[0] + tid%(geo.block[0]*geo.block[1]*geo.block[2])
				for e := x; e < count; e += threads {
					share += vals[e]
				}
			}
			want += share
		}
		status, got := runCUDA(t, h, w, func(*kernel.Kernel) geometry { return geo })
		if status != kernel.OK {
			t.Fatalf("%v: status %s", geo, status)
		}
		if g := math.Float64frombits(uint64(got.args[sp.Slot])); g != want {
			t.Errorf("grid %v block %v %s: sum %v, want %v (the shares folded in thread order)", geo.grid, geo.block, geo.order, g, want)
		}
	}
}
