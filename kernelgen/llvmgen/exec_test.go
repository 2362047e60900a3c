package llvmgen_test

// This file runs emitted kernels through the harness and compares them
// with the reference semantics: a real benchmark (saxpy, gemm, jacobi),
// tables of floor divisions and modulos of every type, hand-built kernels
// for loops, boxes, reductions and checks, and random expressions.

import (
	"fmt"
	"math"
	"strconv"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// ---- building kernels by hand ----

func newModule(name string) *kernel.Module {
	return &kernel.Module{Name: name, File: "test.py", Line: 1}
}

func addParam(m *kernel.Module, kind kernel.ParamKind, name string, t kernel.Type) *kernel.Param {
	p := &kernel.Param{Slot: len(m.Params), Kind: kind, Name: name, Type: t}
	m.Params = append(m.Params, p)
	return p
}

func addArray(m *kernel.Module, name string, elem kernel.Type, ndim int, written bool) *kernel.Array {
	a := &kernel.Array{Name: name, Elem: elem, NDim: ndim, Written: written}
	a.Data = addParam(m, kernel.Data, name, elem)
	a.Data.Array = a
	for d := range ndim {
		p := addParam(m, kernel.Shape, name, kernel.PyInt)
		p.Array, p.Axis = a, d
		a.Shape = append(a.Shape, p)
	}
	m.Arrays = append(m.Arrays, a)
	return a
}

func addKernel(m *kernel.Module, name string) *kernel.Kernel {
	k := &kernel.Kernel{Name: name, Line: 1}
	m.Kernels = append(m.Kernels, k)
	m.Host = append(m.Host, &kernel.Launch{Kernel: k})
	return k
}

func addLocal(k *kernel.Kernel, name string, t kernel.Type) *kernel.Local {
	l := &kernel.Local{Index: len(k.Locals), Name: name, Type: t}
	k.Locals = append(k.Locals, l)
	return l
}

// finish sets the MayFail flags from the checks left, and verifies.
func finish(t *testing.T, m *kernel.Module) *kernel.Module {
	t.Helper()
	m.MayFail = false
	for _, k := range m.Kernels {
		k.MayFail = kernel.HasChecks(k.Body)
		m.MayFail = m.MayFail || k.MayFail
	}
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	return m
}

func ic(v int64) *kernel.Const      { return &kernel.Const{T: kernel.PyInt, I: v} }
func v(l *kernel.Local) *kernel.Var { return &kernel.Var{Local: l} }
func sub(x kernel.Expr) *kernel.Subscript {
	return &kernel.Subscript{X: x}
}

var fullBox = []int64{0, math.MaxInt64, 0, math.MaxInt64, 0, math.MaxInt64}

func f64s(xs ...float64) []int64 {
	out := make([]int64, len(xs))
	for i, x := range xs {
		out[i] = int64(math.Float64bits(x))
	}
	return out
}

func f32s(xs ...float32) []int64 {
	out := make([]int64, len(xs))
	for i, x := range xs {
		out[i] = int64(math.Float32bits(x))
	}
	return out
}

func slotF(f float64) string { return strconv.FormatInt(int64(math.Float64bits(f)), 10) }
func slotI(i int64) string   { return strconv.FormatInt(i, 10) }

// ---- benchmarks ----

// TestRunSaxpy runs the saxpy benchmark's kernel on the whole range and on
// a box in the middle, and checks y = a*x + y in float32.
func TestRunSaxpy(t *testing.T) {
	m := benchmarkModules(t, "../../benchmarks/saxpy.py")[0]
	n := buildNative(t, m)
	const size = 16
	a := float32(1.5)
	x, y := make([]float32, size), make([]float32, size)
	for i := range x {
		x[i] = float32(i) * 0.25
		y[i] = float32(size-i) / 3
	}
	// Slots: a, n, x data, x.shape[0], y data, y.shape[0].
	if len(m.Params) != 6 || m.Params[0].Name != "a" || m.Params[1].Name != "n" {
		t.Fatalf("unexpected saxpy parameters: %s", m)
	}
	args := []string{slotF(float64(a)), slotI(size), "@0", slotI(size), "@1", slotI(size)}
	boxes := [][]int64{{0, math.MaxInt64}, {3, 9}, {-5, 2}, {10, 4}}
	var calls []call
	for _, box := range boxes {
		calls = append(calls, call{kernel: m.Kernels[0].Name, box: box, args: args,
			arrays: []harnessArray{{4, f32s(x...)}, {4, f32s(y...)}}})
	}
	for bi, r := range n.run(t, calls) {
		if r.status != kernel.OK {
			t.Fatalf("box %v: status %s", boxes[bi], r.status)
		}
		lo, hi := max(boxes[bi][0], 0), min(boxes[bi][1], size)
		for i := range size {
			want := y[i]
			if int64(i) >= lo && int64(i) < hi {
				want = float32(float32(a*x[i]) + y[i])
			}
			if got := math.Float32frombits(uint32(r.arrays[1][i])); got != want {
				t.Errorf("box %v: y[%d] = %v, want %v", boxes[bi], i, got, want)
			}
		}
	}
}

// TestRunGemm runs gemm and checks every element bit for bit: the sum
// over k must run in order, with no reassociation, also where the points
// run in register blocks (tile.go). Sizes and boxes cover whole blocks,
// the edges and several cache panels.
func TestRunGemm(t *testing.T) {
	m := benchmarkModules(t, "../../benchmarks/gemm.py")[0]
	n := buildNative(t, m)
	alpha, beta := 1.25, 0.75
	for _, tc := range []struct {
		size int
		box  []int64
	}{{16, fullBox}, {13, fullBox}, {13, []int64{2, 9, 5, 11}},
		// The tile (tile.go): 4 x 16 blocks, edges of rows and columns,
		// and with the tests' 64 KiB budget several packed panels.
		{70, fullBox}, {37, []int64{3, 30, 1, 36}}, {1, fullBox}} {
		size := tc.size
		a, b, c := make([]float64, size*size), make([]float64, size*size), make([]float64, size*size)
		for i := range a {
			a[i] = math.Sin(float64(i)) * 3
			b[i] = 1 / float64(i+3)
			c[i] = float64(i%7) - 2.5
		}
		vals := map[string]string{"alpha": slotF(alpha), "beta": slotF(beta), "n": slotI(int64(size))}
		args := argsFor(t, m, vals, map[string][]int{"a": {size, size}, "b": {size, size}, "c": {size, size}})
		r := n.run(t, []call{{kernel: m.Kernels[0].Name, box: tc.box, args: args,
			arrays: []harnessArray{{8, f64s(a...)}, {8, f64s(b...)}, {8, f64s(c...)}}}})[0]
		if r.status != kernel.OK {
			t.Fatalf("status %s", r.status)
		}
		in := func(x int, lo, hi int64) bool { return int64(x) >= lo && int64(x) < hi }
		for i := range size {
			for j := range size {
				want := c[i*size+j]
				if in(i, tc.box[0], tc.box[1]) && in(j, tc.box[2], tc.box[3]) {
					acc := 0.0
					for k := range size {
						acc += a[i*size+k] * b[k*size+j]
					}
					want = alpha*acc + beta*c[i*size+j]
				}
				if got := math.Float64frombits(r.arrays[2][i*size+j]); got != want {
					t.Fatalf("n=%d box %v: c[%d,%d] = %v, want %v", size, tc.box, i, j, got, want)
				}
			}
		}
	}
}

// TestRunConway runs the game of life's kernel (int32 arrays, jammed
// sequential loops, guarded stores).
func TestRunConway(t *testing.T) {
	m := benchmarkModules(t, "../../benchmarks/conway.py")[0]
	n := buildNative(t, m)
	const size = 11
	board := make([]int64, size*size)
	for i := range board {
		board[i] = int64((i*7 + i/5) % 3 % 2)
	}
	args := argsFor(t, m, map[string]string{"n": slotI(size)}, map[string][]int{"board": {size, size}, "out": {size, size}})
	r := n.run(t, []call{{kernel: m.Kernels[0].Name, box: fullBox, args: args,
		arrays: []harnessArray{{4, board}, {4, make([]int64, size*size)}}}})[0]
	if r.status != kernel.OK {
		t.Fatalf("status %s", r.status)
	}
	for i := 1; i < size-1; i++ {
		for j := 1; j < size-1; j++ {
			alive := int64(0)
			for di := -1; di <= 1; di++ {
				for dj := -1; dj <= 1; dj++ {
					alive += board[(i+di)*size+j+dj]
				}
			}
			alive -= board[i*size+j]
			want := uint64(0)
			if board[i*size+j] == 1 && (alive == 2 || alive == 3) || board[i*size+j] == 0 && alive == 3 {
				want = 1
			}
			if got := r.arrays[1][i*size+j]; got != want {
				t.Errorf("out[%d,%d] = %d, want %d", i, j, got, want)
			}
		}
	}
}

// TestRunJacobi runs jacobi's two kernels, one step.
func TestRunJacobi(t *testing.T) {
	m := benchmarkModules(t, "../../benchmarks/jacobi.py")[0]
	n := buildNative(t, m)
	const size = 12
	a := make([]float64, size*size)
	for i := range a {
		a[i] = math.Cos(float64(i * 3))
	}
	vals := map[string]string{"n": slotI(size), "steps": slotI(1), "t": slotI(0)}
	args := argsFor(t, m, vals, map[string][]int{"a": {size, size}, "b": {size, size}})
	rs := n.run(t, []call{{kernel: m.Kernels[0].Name, box: fullBox, args: args,
		arrays: []harnessArray{{8, f64s(a...)}, {8, make([]int64, size*size)}}}})
	if rs[0].status != kernel.OK {
		t.Fatalf("status %s", rs[0].status)
	}
	for i := 1; i < size-1; i++ {
		for j := 1; j < size-1; j++ {
			want := 0.2 * (a[i*size+j] + a[(i-1)*size+j] + a[(i+1)*size+j] + a[i*size+j-1] + a[i*size+j+1])
			if got := math.Float64frombits(rs[0].arrays[1][i*size+j]); got != want {
				t.Fatalf("b[%d,%d] = %v, want %v", i, j, got, want)
			}
		}
	}
}

// argsFor builds the argument vector of a module: values by name, arrays
// numbered in the order of m.Arrays with the given shapes.
func argsFor(t *testing.T, m *kernel.Module, vals map[string]string, shapes map[string][]int) []string {
	t.Helper()
	index := map[*kernel.Array]int{}
	for i, a := range m.Arrays {
		index[a] = i
	}
	args := make([]string, len(m.Params))
	for i, p := range m.Params {
		switch p.Kind {
		case kernel.Data:
			args[i] = "@" + strconv.Itoa(index[p.Array])
		case kernel.Shape:
			args[i] = slotI(int64(shapes[p.Array.Name][p.Axis]))
		default:
			s, ok := vals[p.Name]
			if !ok {
				t.Fatalf("no value for parameter %s", p.Name)
			}
			args[i] = s
		}
	}
	return args
}

// ---- floor division and modulo tables ----

var (
	intTable   = []int64{0, 1, -1, 2, -2, 3, -3, 7, -7, 10, -10, math.MaxInt64, math.MinInt64, math.MinInt64 + 1, 1 << 40}
	int32Table = []int64{0, 1, -1, 3, -3, 7, -7, math.MaxInt32, math.MinInt32, math.MinInt32 + 1}
	floatTable = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 2.5, -2.5, 3, -3, 7.25, -7.25, 0.1, 1e300, -1e300,
		5e-324, math.Inf(1), math.Inf(-1), math.NaN()}
)

// scalarKernel adds a kernel without Dims computing out = f(x, y) for
// inputs x and y of type t, with result type rt.
func scalarKernel(m *kernel.Module, name string, t, rt kernel.Type, f func(x, y kernel.Expr) kernel.Expr) *kernel.Kernel {
	k := addKernel(m, name)
	x, y, r := addLocal(k, "x", t), addLocal(k, "y", t), addLocal(k, "r", rt)
	x.Param = addParam(m, kernel.Scalar, name+".x", t)
	y.Param = addParam(m, kernel.Scalar, name+".y", t)
	r.Param = addParam(m, kernel.Scalar, name+".r", rt)
	k.Inputs = []*kernel.Local{x, y}
	k.Outputs = []*kernel.Output{{Local: r, Combine: kernel.Direct}}
	k.Body = []kernel.Stmt{&kernel.Assign{Dst: r, Value: f(v(x), v(y))}}
	return k
}

// TestRunFloorDivMod checks // and % of every numeric type, checked and
// not, against Python's and NumPy's results on tables of operands that
// include zeros, signed zeros, the integer extremes, infinities and NaN.
func TestRunFloorDivMod(t *testing.T) {
	m := newModule("divmod")
	type variant struct {
		k       *kernel.Kernel
		t       kernel.Type
		op      kernel.BinOp
		checked bool
	}
	var vs []variant
	for _, tt := range []kernel.Type{kernel.PyInt, kernel.Int64, kernel.Int32, kernel.PyFloat, kernel.Float64, kernel.Float32} {
		for _, op := range []kernel.BinOp{kernel.FloorDiv, kernel.Mod} {
			for _, checked := range []bool{false, true} {
				if tt == kernel.PyInt && !checked || tt == kernel.Int32 && checked {
					continue // an unchecked PyInt needs a proof; an int32 is never a union
				}
				name := fmt.Sprintf("%s_%s_%v", op, tt, checked)
				vs = append(vs, variant{scalarKernel(m, name, tt, tt, func(x, y kernel.Expr) kernel.Expr {
					return &kernel.Binary{Op: op, X: x, Y: y, T: tt, Checked: checked}
				}), tt, op, checked})
			}
		}
	}
	finish(t, m)
	n := buildNative(t, m)
	var calls []call
	type point struct {
		vi     int
		x, y   val
		expect val
		status kernel.Status
	}
	var points []point
	for i, vr := range vs {
		var table []val
		switch {
		case vr.t == kernel.Int32:
			for _, x := range int32Table {
				table = append(table, val{i: x})
			}
		case vr.t.IsInt():
			for _, x := range intTable {
				table = append(table, val{i: x})
			}
		default:
			for _, x := range floatTable {
				table = append(table, val{f: roundTo(x, vr.t)})
			}
		}
		for _, x := range table {
			for _, y := range table {
				if !vr.checked && vr.t.IsFloat() && vr.t.IsPython() && y.f == 0 {
					continue // an unchecked Python float division has a proven divisor
				}
				e := &kernel.Binary{Op: vr.op, X: &kernel.Var{Local: vr.k.Inputs[0]}, Y: &kernel.Var{Local: vr.k.Inputs[1]}, T: vr.t, Checked: vr.checked}
				want, st := evalExpr(e, env{vr.k.Inputs[0]: x, vr.k.Inputs[1]: y})
				points = append(points, point{i, x, y, want, st})
				args := make([]string, len(m.Params))
				for j := range args {
					args[j] = "0"
				}
				args[vr.k.Inputs[0].Param.Slot] = slotI(x.slot(vr.t))
				args[vr.k.Inputs[1].Param.Slot] = slotI(y.slot(vr.t))
				calls = append(calls, call{kernel: vr.k.Name, args: args, nout: 2})
			}
		}
	}
	for i, r := range n.run(t, calls) {
		p := points[i]
		vr := vs[p.vi]
		what := fmt.Sprintf("%s %s(%v, %v) checked=%v", vr.op, vr.t, show(p.x, vr.t), show(p.y, vr.t), vr.checked)
		compareResult(t, what, r, p.status, p.expect, vr.t, false)
	}
}

func show(v val, t kernel.Type) string {
	if t.IsFloat() {
		return strconv.FormatFloat(v.f, 'g', -1, 64)
	}
	return strconv.FormatInt(v.i, 10)
}

// compareResult compares a scalar kernel's result (status, out[0], out[1])
// with the reference; approx allows a few ulps (libm against Go's ports).
func compareResult(t *testing.T, what string, r result, status kernel.Status, want val, rt kernel.Type, approx bool) bool {
	t.Helper()
	if r.status != status {
		t.Errorf("%s: status %s, want %s", what, r.status, status)
		return false
	}
	if status != kernel.OK {
		return true
	}
	if r.out[1] != 1 {
		t.Errorf("%s: output not marked assigned", what)
	}
	got := fromSlot(r.out[0], rt)
	if rt.IsFloat() {
		if sameFloat(got.f, want.f, approx) {
			return true
		}
		t.Errorf("%s = %v, want %v", what, got.f, want.f)
		return false
	}
	if got.i != want.i {
		t.Errorf("%s = %d, want %d", what, got.i, want.i)
		return false
	}
	return true
}

func sameFloat(got, want float64, approx bool) bool {
	if math.IsNaN(got) || math.IsNaN(want) {
		return math.IsNaN(got) && math.IsNaN(want)
	}
	if !approx || math.IsInf(want, 0) || want == 0 {
		return math.Float64bits(got) == math.Float64bits(want)
	}
	return math.Abs(got-want) <= 1e-13*math.Abs(want)
}

// ---- loops, boxes, outputs and checks ----

// TestRunLoops runs hand-built kernels over boxes: a reduction and a last
// value over a Dim with a negative step, a triangular nest, a sequential
// loop with an exit flag and a step read from a parameter, bool and int32
// arrays with NumPy's casts, and subscripts that wrap or fail.
func TestRunLoops(t *testing.T) {
	m := newModule("loops")
	nP := addParam(m, kernel.Symbol, "n", kernel.PyInt)
	stepP := addParam(m, kernel.Symbol, "step", kernel.PyInt)
	offP := addParam(m, kernel.Symbol, "off", kernel.PyInt)
	a := addArray(m, "a", kernel.Float64, 1, false)
	tri := addArray(m, "tri", kernel.Int64, 2, true)
	flags := addArray(m, "flags", kernel.Bool, 1, true)
	ints := addArray(m, "ints", kernel.Int32, 1, true)
	n := &kernel.ParamRef{Param: nP}

	// sum: for i in range(n-1, -1, -1): s += a[i]; last = i * 2
	sum := addKernel(m, "sum")
	i := addLocal(sum, "i", kernel.PyInt)
	s := addLocal(sum, "s", kernel.PyFloat)
	last := addLocal(sum, "last", kernel.PyInt)
	s.Param = addParam(m, kernel.Scalar, "s", kernel.PyFloat)
	last.Param = addParam(m, kernel.Scalar, "last", kernel.PyInt)
	sum.Dims = []*kernel.Dim{{Var: i, Lower: &kernel.Binary{Op: kernel.Sub, X: n, Y: ic(1), T: kernel.PyInt}, Upper: ic(-1), Step: ic(-1)}}
	sum.Inputs = []*kernel.Local{s}
	sum.Outputs = []*kernel.Output{{Local: s, Combine: kernel.Reduce, Op: kernel.Add}, {Local: last, Combine: kernel.Last}}
	sum.Body = []kernel.Stmt{
		&kernel.Assign{Dst: s, Value: &kernel.Binary{Op: kernel.Add, X: v(s), Y: &kernel.Convert{X: &kernel.Load{Array: a, Index: []*kernel.Subscript{sub(v(i))}}, T: kernel.PyFloat}, T: kernel.PyFloat}},
		&kernel.Assign{Dst: last, Value: &kernel.Binary{Op: kernel.Mul, X: v(i), Y: ic(2), T: kernel.PyInt}},
	}

	// triangle: for i in range(n): for j in range(i+1, n): tri[i, j] = 100*i + j
	triK := addKernel(m, "triangle")
	ti, tj := addLocal(triK, "i", kernel.PyInt), addLocal(triK, "j", kernel.PyInt)
	triK.Dims = []*kernel.Dim{{Var: ti, Lower: ic(0), Upper: n, Step: ic(1)},
		{Var: tj, Lower: &kernel.Binary{Op: kernel.Add, X: v(ti), Y: ic(1), T: kernel.PyInt}, Upper: n, Step: ic(1), DependsOnOuterDims: true}}
	triK.Body = []kernel.Stmt{&kernel.Store{Array: tri, Index: []*kernel.Subscript{sub(v(ti)), sub(v(tj))},
		Value: &kernel.Convert{X: &kernel.Binary{Op: kernel.Add, X: &kernel.Binary{Op: kernel.Mul, X: ic(100), Y: v(ti), T: kernel.PyInt}, Y: v(tj), T: kernel.PyInt}, T: kernel.Int64}}}

	// find: idx = -1; for j in range(n-1, -1, -step) until found: if a[j] < 0: idx = j; found = True
	find := addKernel(m, "find")
	fj, idx, found := addLocal(find, "j", kernel.PyInt), addLocal(find, "idx", kernel.PyInt), addLocal(find, "found", kernel.PyBool)
	idx.Param = addParam(m, kernel.Scalar, "idx", kernel.PyInt)
	find.Outputs = []*kernel.Output{{Local: idx, Combine: kernel.Direct}}
	find.Body = []kernel.Stmt{
		&kernel.Assign{Dst: idx, Value: ic(-1)},
		&kernel.Assign{Dst: found, Value: &kernel.Const{T: kernel.PyBool}},
		&kernel.For{Var: fj, Lower: &kernel.Binary{Op: kernel.Sub, X: n, Y: ic(1), T: kernel.PyInt}, Upper: ic(-1),
			Step: &kernel.Unary{Op: kernel.Neg, X: &kernel.ParamRef{Param: stepP}}, Exits: []*kernel.Local{found},
			Body: []kernel.Stmt{&kernel.If{
				Cond: &kernel.Compare{Op: kernel.Lt, X: &kernel.Load{Array: a, Index: []*kernel.Subscript{sub(v(fj))}}, Y: &kernel.Const{T: kernel.Float64}, T: kernel.Bool},
				Then: []kernel.Stmt{&kernel.Assign{Dst: idx, Value: v(fj)}, &kernel.Assign{Dst: found, Value: &kernel.Const{T: kernel.PyBool, I: 1}}},
			}}},
	}

	// casts: flags[i] = a[i] > 0.5; ints[i] = int32(a[i] * 1e10)
	casts := addKernel(m, "casts")
	ci := addLocal(casts, "i", kernel.PyInt)
	casts.Dims = []*kernel.Dim{{Var: ci, Lower: ic(0), Upper: n, Step: ic(1)}}
	ai := &kernel.Load{Array: a, Index: []*kernel.Subscript{sub(v(ci))}}
	casts.Body = []kernel.Stmt{
		&kernel.Store{Array: flags, Index: []*kernel.Subscript{sub(v(ci))}, Value: &kernel.Compare{Op: kernel.Gt, X: ai, Y: &kernel.Const{T: kernel.Float64, F: 0.5}, T: kernel.Bool}},
		&kernel.Store{Array: ints, Index: []*kernel.Subscript{sub(v(ci))}, Value: &kernel.Convert{X: &kernel.Binary{Op: kernel.Mul, X: ai, Y: &kernel.Const{T: kernel.Float64, F: 1e10}, T: kernel.Float64}, T: kernel.Int32}},
	}

	// shift: ints[i + off] = int32(flags[-1 - i]) with wrapped and checked subscripts
	shift := addKernel(m, "shift")
	si := addLocal(shift, "i", kernel.PyInt)
	shift.Dims = []*kernel.Dim{{Var: si, Lower: ic(0), Upper: n, Step: ic(1)}}
	shift.Body = []kernel.Stmt{&kernel.Store{Array: ints,
		Index: []*kernel.Subscript{{X: &kernel.Binary{Op: kernel.Add, X: v(si), Y: &kernel.ParamRef{Param: offP}, T: kernel.PyInt, Checked: true}, Wrap: true, Check: true}},
		Value: &kernel.Convert{X: &kernel.Load{Array: flags, Index: []*kernel.Subscript{{X: &kernel.Binary{Op: kernel.Sub, X: ic(-1), Y: v(si), T: kernel.PyInt}, Wrap: true, Check: true}}}, T: kernel.Int32}}}
	finish(t, m)
	nat := buildNative(t, m)

	const size = 10
	av := []float64{0.25, 3, -1, 0.75, math.NaN(), -7, 2.5e-9, 1e12, -0.0, 0.5}
	arrays := func() []harnessArray {
		return []harnessArray{{8, f64s(av...)}, {8, make([]int64, size*size)}, {1, make([]int64, size)}, {4, make([]int64, size)}}
	}
	args := func(step, off int64) []string {
		return argsFor(t, m, map[string]string{"n": slotI(size), "step": slotI(step), "off": slotI(off),
			"s": slotF(0), "last": slotI(0), "idx": slotI(0)}, map[string][]int{"a": {size}, "tri": {size, size}, "flags": {size}, "ints": {size}})
	}
	var calls []call
	// sum over three chunks of iteration numbers (i = 9-it), as the runtime
	// splits a launch; out[0] holds the starting value.
	starts := []float64{100, math.Copysign(0, -1), math.Copysign(0, -1)} // the value before, then the identity
	for c, box := range [][]int64{{0, 4}, {4, 7}, {7, 100}} {
		calls = append(calls, call{kernel: "sum", box: box, args: args(1, 0), arrays: arrays(), out: []int64{f64s(starts[c])[0], 0, 0, 0}})
	}
	calls = append(calls, call{kernel: "triangle", box: []int64{2, 5, 0, math.MaxInt64}, args: args(1, 0), arrays: arrays()})
	for _, step := range []int64{1, 2, 3, 0} {
		calls = append(calls, call{kernel: "find", box: nil, args: args(step, 0), arrays: arrays(), nout: 2})
	}
	calls = append(calls, call{kernel: "casts", box: fullBox, args: args(1, 0), arrays: arrays()})
	for _, off := range []int64{0, -10, -11, 1} {
		calls = append(calls, call{kernel: "shift", box: fullBox, args: args(1, off), arrays: arrays()})
	}
	rs := nat.run(t, calls)

	// sum: each chunk's partial sum, from its starting value, in order.
	wantLast := []int64{12, 6, 0}
	chunks := [][2]int{{0, 4}, {4, 7}, {7, 10}}
	for c, r := range rs[:3] {
		if r.status != kernel.OK {
			t.Fatalf("sum chunk %d: status %s", c, r.status)
		}
		want := starts[c]
		for it := chunks[c][0]; it < chunks[c][1]; it++ {
			want += av[size-1-it]
		}
		if got := math.Float64frombits(uint64(r.out[0])); !sameFloat(got, want, false) || r.out[1] != 1 {
			t.Errorf("sum chunk %d: s = %v (assigned %d), want %v", c, got, r.out[1], want)
		}
		if r.out[2] != wantLast[c] || r.out[3] != 1 {
			t.Errorf("sum chunk %d: last = %d (assigned %d), want %d", c, r.out[2], r.out[3], wantLast[c])
		}
	}
	// triangle over i in [2, 5).
	r := rs[3]
	for i := range size {
		for j := range size {
			want := uint64(0)
			if i >= 2 && i < 5 && j > i {
				want = uint64(100*i + j)
			}
			if got := r.arrays[1][i*size+j]; got != want {
				t.Errorf("tri[%d,%d] = %d, want %d", i, j, got, want)
			}
		}
	}
	// find: scanning down by step from 9: a[5] = -7 for steps 1 and 2
	// (9, 7, 5), a[6]... step 3 visits 9, 6, 3, 0 and finds nothing.
	for c, want := range []struct {
		idx    int64
		status kernel.Status
	}{{5, kernel.OK}, {5, kernel.OK}, {-1, kernel.OK}, {0, kernel.ValueError}} {
		r := rs[4+c]
		if r.status != want.status || want.status == kernel.OK && r.out[0] != want.idx {
			t.Errorf("find with step %d: status %s idx %d, want %s %d", []int{1, 2, 3, 0}[c], r.status, r.out[0], want.status, want.idx)
		}
	}
	// casts: flags and NumPy's int32 casts (NaN and out of range: MinInt32).
	r = rs[8]
	for i, x := range av {
		if got, want := r.arrays[2][i], uint64(b2i(x > 0.5)); got != want {
			t.Errorf("flags[%d] = %d, want %d", i, got, want)
		}
		want := int32(math.MinInt32)
		if f := x * 1e10; f > -2147483649 && f < 2147483648 {
			want = int32(f)
		}
		if got := int32(uint32(r.arrays[3][i])); got != want {
			t.Errorf("ints[%d] = %d, want %d", i, got, want)
		}
	}
	// shift: off 0 and -10 stay in range (wrapping), -11 and 1 do not.
	for c, want := range []kernel.Status{kernel.OK, kernel.OK, kernel.IndexError, kernel.IndexError} {
		if rs[9+c].status != want {
			t.Errorf("shift with off %d: status %s, want %s", []int{0, -10, -11, 1}[c], rs[9+c].status, want)
		}
	}
	for i := range size {
		// ints[i] = flags[-1-i] = flags[size-1-i]; flags is all zero here.
		if got := rs[9].arrays[3][i]; got != 0 {
			t.Errorf("shift: ints[%d] = %d, want 0", i, got)
		}
	}
}

// TestRunBitwise checks & | ^ << >> of every int type, checked and not,
// and of the bools, and ~ of the ints, against Python's and NumPy's
// results on tables that include the extremes, negative values and
// shift counts from -1 past the width: Python's >> saturating, its
// negative count (ValueError) and big ints (Deopt), NumPy's counts
// outside [0, width) giving 0 or -1, and the union's Deopts where they
// differ.
func TestRunBitwise(t *testing.T) {
	m := newModule("bitwise")
	type variant struct {
		k       *kernel.Kernel
		t       kernel.Type
		op      kernel.BinOp
		checked bool
	}
	var vs []variant
	ops := []kernel.BinOp{kernel.BitAnd, kernel.BitOr, kernel.BitXor, kernel.LShift, kernel.RShift}
	for _, tt := range []kernel.Type{kernel.PyInt, kernel.Int64, kernel.Int32, kernel.PyBool, kernel.Bool} {
		for _, op := range ops {
			for _, checked := range []bool{false, true} {
				switch {
				case checked && (!op.Shift() || tt == kernel.Int32): // what kernelgen checks
				case !checked && tt == kernel.PyInt && op.Shift(): // needs a proof
				case tt.IsBool() && op.Shift():
				default:
					name := fmt.Sprintf("%s_%s_%v", op, tt, checked)
					vs = append(vs, variant{scalarKernel(m, name, tt, tt, func(x, y kernel.Expr) kernel.Expr {
						return &kernel.Binary{Op: op, X: x, Y: y, T: tt, Checked: checked}
					}), tt, op, checked})
				}
			}
		}
	}
	inverts := map[kernel.Type]*kernel.Kernel{}
	for _, tt := range []kernel.Type{kernel.PyInt, kernel.Int64, kernel.Int32} {
		inverts[tt] = scalarKernel(m, "invert_"+tt.String(), tt, tt, func(x, _ kernel.Expr) kernel.Expr {
			return &kernel.Unary{Op: kernel.Invert, X: x}
		})
	}
	finish(t, m)
	n := buildNative(t, m)
	values := []int64{0, 1, -1, 2, -2, 5, -12345, 1 << 40, -(1 << 40), math.MaxInt32, math.MinInt32, math.MaxInt64, math.MinInt64}
	counts := []int64{-1, 0, 1, 3, 31, 32, 33, 62, 63, 64, 65, 70}
	var calls []call
	type point struct {
		what   string
		expect val
		status kernel.Status
		t      kernel.Type
	}
	var points []point
	add := func(k *kernel.Kernel, e kernel.Expr, tt kernel.Type, x, y int64, what string) {
		xv, yv := val{i: wrapInt(x, tt)}, val{i: wrapInt(y, tt)}
		if tt.IsBool() {
			xv, yv = val{i: x & 1}, val{i: y & 1}
		}
		want, st := evalExpr(e, env{k.Inputs[0]: xv, k.Inputs[1]: yv})
		points = append(points, point{fmt.Sprintf("%s(%d, %d)", what, xv.i, yv.i), want, st, tt})
		args := make([]string, len(m.Params))
		for j := range args {
			args[j] = "0"
		}
		args[k.Inputs[0].Param.Slot] = slotI(xv.slot(tt))
		args[k.Inputs[1].Param.Slot] = slotI(yv.slot(tt))
		calls = append(calls, call{kernel: k.Name, args: args, nout: 2})
	}
	for _, vr := range vs {
		e := &kernel.Binary{Op: vr.op, X: &kernel.Var{Local: vr.k.Inputs[0]}, Y: &kernel.Var{Local: vr.k.Inputs[1]}, T: vr.t, Checked: vr.checked}
		ys := values
		if vr.op.Shift() {
			ys = counts
		}
		for _, x := range values {
			for _, y := range ys {
				add(vr.k, e, vr.t, x, y, fmt.Sprintf("%s %s checked=%v", vr.op, vr.t, vr.checked))
			}
		}
	}
	for tt, k := range inverts {
		e := &kernel.Unary{Op: kernel.Invert, X: &kernel.Var{Local: k.Inputs[0]}}
		for _, x := range values {
			add(k, e, tt, x, 0, "invert "+tt.String())
		}
	}
	for i, r := range n.run(t, calls) {
		p := points[i]
		compareResult(t, p.what, r, p.status, p.expect, p.t, false)
	}
}
