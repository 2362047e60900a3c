package cudagen_test

// This file checks the meaning of the emitted C against package runtime's
// Go executor of the kernel IR, point by point: every operator, conversion
// and math call, in every type, checked and not, on edge values (zeros of
// both signs, ±1, the types' extremes, infinities, NaN, overflowing and
// dividing pairs). Each case is a kernel with one Dim over the points,
// r[i] = op(x[i], y[i]); the harness runs one thread per point and reports
// each thread's status, and the Go executor runs each point alone.

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
	"github.com/alpyna/alpyna/runtime/kexec"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// numpyOf is the array element type holding values of type t.
func numpyOf(t kernel.Type) kernel.Type {
	switch t {
	case kernel.PyBool:
		return kernel.Bool
	case kernel.PyInt:
		return kernel.Int64
	case kernel.PyFloat:
		return kernel.Float64
	}
	return t
}

// asType converts e to t where their types differ.
func asType(e kernel.Expr, t kernel.Type) kernel.Expr {
	if e.Type() == t {
		return e
	}
	return &kernel.Convert{X: e, T: t}
}

// Edge values of each representation, as float64 or int64.
var (
	int64Edges = []int64{0, 1, -1, 2, -2, 3, -3, 7, -7, 13, 62, 63, 64, 1 << 32, -(1 << 32), 3037000499, 3037000500,
		math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1, 1<<53 + 1}
	int32Edges = []int64{0, 1, -1, 2, -2, 3, -7, 7, 13, 31, 32, 46340, 46341, 65536, math.MaxInt32, math.MinInt32,
		math.MaxInt32 - 1}
	floatEdges = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 2, -2, 2.5, -2.5, 3, -7, 7.5, 0.1, 1e300, -1e300,
		1e-300, 5e-324, 1e10, -1e19, 9.5e18, math.Inf(1), math.Inf(-1), math.NaN()}
	float32Edges = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, 2, -2, 2.5, -2.5, 3, -7, 7.5,
		float64(float32(0.1)), 3e38, -3e38, float64(math.SmallestNonzeroFloat32), 1e10, -1e19,
		math.Inf(1), math.Inf(-1), math.NaN()}
)

// edges returns the edge values of type t as array elements.
func edges(t kernel.Type) []uint64 {
	var out []uint64
	switch numpyOf(t) {
	case kernel.Bool:
		return []uint64{0, 1}
	case kernel.Int32:
		for _, v := range int32Edges {
			out = append(out, uint64(uint32(int32(v))))
		}
	case kernel.Int64:
		for _, v := range int64Edges {
			out = append(out, uint64(v))
		}
	case kernel.Float32:
		for _, v := range float32Edges {
			out = append(out, uint64(math.Float32bits(float32(v))))
		}
	case kernel.Float64:
		for _, v := range floatEdges {
			out = append(out, math.Float64bits(v))
		}
	default: // an extended int: the int64 edges' low bits, once each
		seen := map[uint64]bool{}
		mask := uint64(math.MaxUint64) >> (64 - t.ElemBits())
		for _, v := range append(int64Edges, int32Edges...) {
			if b := uint64(v) & mask; !seen[b] {
				seen[b] = true
				out = append(out, b)
			}
		}
	}
	return out
}

// elemValue is an element's value as int64 (ints, bools) or float64.
func elemInt(v uint64, t kernel.Type) int64 {
	if numpyOf(t) == kernel.Int32 {
		return int64(int32(uint32(v)))
	}
	return int64(v)
}

func elemFloatOf(v uint64, t kernel.Type) float64 {
	if numpyOf(t) == kernel.Float32 {
		return float64(math.Float32frombits(uint32(v)))
	}
	return math.Float64frombits(v)
}

// opCase is one kernel: r[i] = expr(x[i], y[i]) over the points of xs × ys
// that keep does not reject.
type opCase struct {
	name   string
	tx, ty kernel.Type // operand types; ty Invalid for a unary case
	expr   func(x, y kernel.Expr) kernel.Expr
	keep   func(x, y uint64) bool
	approx bool // math functions: libm and Go's may differ by an ulp
	// accept allows the executor's status at a point where the C differs
	// legitimately (documented at the case).
	accept func(x, y uint64, goStatus, cStatus kernel.Status) bool
	// alt is another acceptable result at a point, when the executor's
	// own is less exact than C's (documented at the case).
	alt func(x, y uint64) uint64
}

// opModule builds a module with one kernel per case, arrays x_T, y_T, r_T
// for every element type T.
type opModule struct {
	m      *kernel.Module
	n      *kernel.Param
	x, y   map[kernel.Type]*kernel.Array
	r      map[kernel.Type]*kernel.Array
	result map[*kernel.Kernel]kernel.Type
}

var elemTypes = []kernel.Type{kernel.Bool, kernel.Int32, kernel.Int64, kernel.Float32, kernel.Float64,
	kernel.Int8, kernel.Int16, kernel.UInt8, kernel.UInt16, kernel.UInt32, kernel.UInt64}

func newOpModule(name string) *opModule {
	om := &opModule{m: &kernel.Module{Name: name, File: "semantics", Line: 1}, x: map[kernel.Type]*kernel.Array{},
		y: map[kernel.Type]*kernel.Array{}, r: map[kernel.Type]*kernel.Array{}, result: map[*kernel.Kernel]kernel.Type{}}
	om.n = addParam(om.m, kernel.Symbol, "n", kernel.PyInt)
	for _, t := range elemTypes {
		om.x[t] = addArray(om.m, "x_"+t.String(), t, 1, false)
		om.y[t] = addArray(om.m, "y_"+t.String(), t, 1, false)
		om.r[t] = addArray(om.m, "r_"+t.String(), t, 1, true)
	}
	return om
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
	for axis := range ndim {
		p := addParam(m, kernel.Shape, name, kernel.PyInt)
		p.Array, p.Axis = a, axis
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

func addDim(k *kernel.Kernel, name string, lower, upper, step kernel.Expr) *kernel.Local {
	v := addLocal(k, name, kernel.PyInt)
	k.Dims = append(k.Dims, &kernel.Dim{Var: v, Lower: lower, Upper: upper, Step: step})
	return v
}

func ic(v int64) *kernel.Const            { return &kernel.Const{T: kernel.PyInt, I: v} }
func vr(l *kernel.Local) *kernel.Var      { return &kernel.Var{Local: l} }
func pr(p *kernel.Param) *kernel.ParamRef { return &kernel.ParamRef{Param: p} }
func at(x kernel.Expr) []*kernel.Subscript {
	return []*kernel.Subscript{{X: x}}
}

// finish sets the MayFail flags and verifies the module.
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

func (om *opModule) add(c opCase) *kernel.Kernel {
	k := addKernel(om.m, fmt.Sprintf("k%d", len(om.m.Kernels)))
	i := addDim(k, "i", ic(0), pr(om.n), ic(1))
	x := asType(&kernel.Load{Array: om.x[numpyOf(c.tx)], Index: at(vr(i))}, c.tx)
	var y kernel.Expr
	if c.ty != kernel.Invalid {
		y = asType(&kernel.Load{Array: om.y[numpyOf(c.ty)], Index: at(vr(i))}, c.ty)
	}
	e := c.expr(x, y)
	rt := numpyOf(e.Type())
	om.result[k] = rt
	k.Body = []kernel.Stmt{&kernel.Store{Array: om.r[rt], Index: at(vr(i)), Value: asType(e, rt), Line: 1}}
	return k
}

// runOpCases builds a module of the cases, runs each case's points as C
// (one thread per point) and on the Go executor (one call per point), and
// compares statuses and results.
func runOpCases(t *testing.T, name string, cases []opCase) {
	gxx(t)
	om := newOpModule(name)
	for _, c := range cases {
		om.add(c)
	}
	m := finish(t, om.m)
	text, err := cudagen.Emit(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := buildHarness(t, m, text).start(t)
	g := kexec.NewGoKernels(m)
	failures := 0
	for ki, c := range cases {
		k := m.Kernels[ki]
		xs, ys := edges(c.tx), []uint64{0}
		if c.ty != kernel.Invalid {
			ys = edges(c.ty)
		}
		var px, py []uint64
		for _, x := range xs {
			for _, y := range ys {
				if c.keep == nil || c.keep(x, y) {
					px, py = append(px, x), append(py, y)
				}
			}
		}
		n := len(px)
		xa, ya, ra := om.x[numpyOf(c.tx)], om.y[numpyOf(c.ty)], om.r[om.result[k]]
		if c.ty == kernel.Invalid {
			ya = om.y[kernel.Int64]
		}
		// C: the three arrays of the case, every data slot pointing at one.
		s.clear()
		s.array(xa.Elem.ItemSize(), px)
		s.array(ya.Elem.ItemSize(), py)
		s.array(ra.Elem.ItemSize(), make([]uint64, n))
		args := make([]string, len(m.Params))
		goArgs := make([]int64, len(m.Params))
		for _, p := range m.Params {
			switch {
			case p.Kind == kernel.Data && p.Array == xa:
				args[p.Slot] = "@0"
			case p.Kind == kernel.Data && p.Array == ya:
				args[p.Slot] = "@1"
			case p.Kind == kernel.Data:
				args[p.Slot] = "@2"
			default:
				args[p.Slot] = fmt.Sprint(n)
				goArgs[p.Slot] = int64(n)
			}
		}
		s.args(args)
		_, _, threads := s.launch(k.Name, geometry{[3]int64{1, 1, 1}, [3]int64{int64(n), 1, 1}, "each"}, nil)
		got := s.dump()[2]
		// Go: each point alone.
		data := make([][]byte, len(m.Arrays))
		for ai, a := range m.Arrays {
			switch a {
			case xa:
				data[ai] = elemBytes(px, a.Elem)
			case ya:
				data[ai] = elemBytes(py, a.Elem)
			case ra:
				data[ai] = make([]byte, max(n*a.Elem.ItemSize(), 8))
			default:
				data[ai] = make([]byte, 8)
			}
		}
		for p := range n {
			goStatus := g.Run(ki, []int64{int64(p), int64(p + 1)}, goArgs, nil, data)
			cStatus := kernel.Status(threads[p])
			what := func() string {
				s := fmt.Sprintf("%s: %s", c.name, showElem(px[p], numpyOf(c.tx)))
				if c.ty != kernel.Invalid {
					s += ", " + showElem(py[p], numpyOf(c.ty))
				}
				return s
			}
			if goStatus != cStatus {
				if c.accept == nil || !c.accept(px[p], py[p], goStatus, cStatus) {
					t.Errorf("%s: status %s, want %s", what(), cStatus, goStatus)
					failures++
				}
				continue
			}
			if goStatus != kernel.OK {
				continue
			}
			want := elemFromBytes(data[indexOf(m, ra)], p, ra.Elem)
			if !sameBits(got[p], want, ra.Elem, c.approx) && (c.alt == nil || !sameBits(got[p], c.alt(px[p], py[p]), ra.Elem, c.approx)) {
				t.Errorf("%s = %s, want %s", what(), showElem(got[p], ra.Elem), showElem(want, ra.Elem))
				failures++
			}
			if failures > 40 {
				t.Fatal("too many failures")
			}
		}
	}
}

func indexOf(m *kernel.Module, a *kernel.Array) int {
	for i, b := range m.Arrays {
		if a == b {
			return i
		}
	}
	return -1
}

func elemBytes(vals []uint64, t kernel.Type) []byte {
	size := t.ItemSize()
	b := make([]byte, max(len(vals)*size, 8))
	for i, v := range vals {
		var buf [8]byte
		binary.LittleEndian.PutUint64(buf[:], v)
		copy(b[i*size:], buf[:size])
	}
	return b
}

func elemFromBytes(b []byte, i int, t kernel.Type) uint64 {
	size := t.ItemSize()
	var buf [8]byte
	copy(buf[:size], b[i*size:])
	return binary.LittleEndian.Uint64(buf[:])
}

// sameBits compares two elements: exactly (so -0.0 is not 0.0), NaN
// matching NaN, and within 2 ulps where approx.
func sameBits(got, want uint64, t kernel.Type, approx bool) bool {
	if got == want {
		return true
	}
	if !t.IsFloat() {
		return false
	}
	a, b := elemFloatOf(got, t), elemFloatOf(want, t)
	if math.IsNaN(a) && math.IsNaN(b) {
		return true
	}
	if !approx || math.IsInf(a, 0) || math.IsInf(b, 0) || math.Signbit(a) != math.Signbit(b) {
		return false
	}
	if t == kernel.Float32 {
		d := int64(math.Float32bits(float32(a))) - int64(math.Float32bits(float32(b)))
		return d >= -2 && d <= 2
	}
	d := int64(math.Float64bits(a)) - int64(math.Float64bits(b))
	return d >= -2 && d <= 2
}

// intOverflowAccept allows, for a checked Python int operation, the Go
// executor's two departures from kernel.Type's table, where the executor
// is conservative (both stop the kernel, and the interpreter then gives
// Python's answer): it reports a result past 64 bits as OverflowError
// where the IR says Deopt (as the C and llvmgen do), and it also stops on
// -2**63 % -1, which is 0 in Python, and on x - (-2**63) for x < 0.
func intOverflowAccept(op kernel.BinOp) func(x, y uint64, g, c kernel.Status) bool {
	return func(x, y uint64, g, c kernel.Status) bool {
		if g == kernel.OverflowError && c == kernel.Deopt {
			return true
		}
		// And it stops on x - (-2**63) for every x, which fits for x < 0.
		if op == kernel.Sub && int64(y) == math.MinInt64 && int64(x) < 0 && g == kernel.OverflowError && c == kernel.OK {
			return true
		}
		return op == kernel.Mod && int64(x) == math.MinInt64 && int64(y) == -1 && g == kernel.OverflowError && c == kernel.OK
	}
}

var (
	numericTypes = []kernel.Type{kernel.PyInt, kernel.Int64, kernel.Int32, kernel.PyFloat, kernel.Float64, kernel.Float32}
	binOps       = []kernel.BinOp{kernel.Add, kernel.Sub, kernel.Mul, kernel.Div, kernel.FloorDiv, kernel.Mod, kernel.Pow, kernel.Min, kernel.Max}
)

// pyIntFits reports whether Python's x op y of two int64s fits in 64 bits
// (unchecked Python ints are what kernelgen proved in range: C's
// operators are undefined past it, so such points are not compared).
func pyIntFits(op kernel.BinOp, x, y int64) bool {
	switch op {
	case kernel.Add:
		s := x + y
		return (s > x) == (y > 0) || y == 0
	case kernel.Sub:
		s := x - y
		return (s < x) == (y > 0) || y == 0
	case kernel.Mul:
		hi, lo := bits.Mul64(uint64(abs(x)), uint64(abs(y)))
		return hi == 0 && lo < 1<<63 && x != math.MinInt64 && y != math.MinInt64
	}
	return true
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func TestBinarySemantics(t *testing.T) {
	t.Parallel()
	var cases []opCase
	for _, typ := range numericTypes {
		for _, op := range binOps {
			for _, checked := range []bool{false, true} {
				if typ.IsInt() && op == kernel.Div {
					continue // true division of ints is on floats
				}
				if checked && (op == kernel.Min || op == kernel.Max) {
					continue
				}
				if checked && typ == kernel.Float32 && op != kernel.Div {
					// Never built (no union holds float32), and the executor
					// computes it in double where the C stays in float.
					continue
				}
				c := opCase{name: fmt.Sprintf("%s %s checked=%v", typ, op, checked), tx: typ, ty: typ,
					expr: func(x, y kernel.Expr) kernel.Expr {
						return &kernel.Binary{Op: op, X: x, Y: y, T: typ, Checked: checked}
					}}
				if typ == kernel.PyInt && !checked {
					c.keep = func(x, y uint64) bool {
						a, b := int64(x), int64(y)
						switch op {
						case kernel.FloorDiv, kernel.Mod:
							return b != 0 && !(a == math.MinInt64 && b == -1)
						case kernel.Pow:
							return false // kernelgen never clears a power's check
						}
						return pyIntFits(op, a, b)
					}
				}
				if op == kernel.Pow && typ.IsInt() && typ != kernel.PyInt && !checked {
					// Unchecked only where the exponent was proven
					// non-negative (kernelgen never clears it, in fact).
					c.keep = func(_, y uint64) bool { return elemInt(y, typ) >= 0 }
				}
				if op == kernel.Pow && typ.IsFloat() {
					// pow() of libm and the executor's may differ by an ulp
					// where the exponent is not an integer; and NumPy's power
					// (unchecked) falls back in package ndarray to Go's
					// math.Pow, which is further off (5e-324 ** 0.1 by a
					// factor of 34), where NumPy and the C call C's pow: such
					// points may also match FreeBSD's pow (gpython's libm).
					c.approx = true
					c.alt = func(x, y uint64) uint64 {
						r := libm.Pow(elemFloatOf(x, typ), elemFloatOf(y, typ))
						if typ == kernel.Float32 {
							return uint64(math.Float32bits(float32(r)))
						}
						return math.Float64bits(r)
					}
				}
				if op == kernel.Pow && typ == kernel.Int32 && checked {
					// The executor computes a checked int32 power as a Python
					// int and stops past 64 bits; the C wraps in 32 bits
					// as NumPy does (as llvmgen does). Both are correct.
					c.accept = func(_, _ uint64, g, c kernel.Status) bool {
						return (g == kernel.Deopt || g == kernel.OverflowError) && c == kernel.OK
					}
				}
				if checked && (typ == kernel.PyInt || typ == kernel.Int64) {
					c.accept = intOverflowAccept(op)
				}
				cases = append(cases, c)
			}
		}
	}
	runOpCases(t, "binary", cases)
}

func TestUnaryCompareSemantics(t *testing.T) {
	t.Parallel()
	var cases []opCase
	for _, typ := range numericTypes {
		for _, op := range []kernel.UnOp{kernel.Neg, kernel.Abs} {
			for _, checked := range []bool{false, true} {
				c := opCase{name: fmt.Sprintf("%s %s checked=%v", op, typ, checked), tx: typ,
					expr: func(x, _ kernel.Expr) kernel.Expr { return &kernel.Unary{Op: op, X: x, Checked: checked} }}
				if typ == kernel.PyInt && !checked {
					c.keep = func(x, _ uint64) bool { return int64(x) != math.MinInt64 }
				}
				if checked {
					c.accept = intOverflowAccept(0)
				}
				cases = append(cases, c)
			}
		}
	}
	for _, typ := range []kernel.Type{kernel.PyBool, kernel.Bool} {
		cases = append(cases, opCase{name: "not " + typ.String(), tx: typ,
			expr: func(x, _ kernel.Expr) kernel.Expr { return &kernel.Unary{Op: kernel.Not, X: x} }})
	}
	for _, typ := range append(numericTypes, kernel.PyBool, kernel.Bool) {
		for _, op := range []kernel.CmpOp{kernel.Lt, kernel.Le, kernel.Eq, kernel.Ne, kernel.Gt, kernel.Ge} {
			rt := kernel.PyBool
			if !typ.IsPython() {
				rt = kernel.Bool
			}
			cases = append(cases, opCase{name: fmt.Sprintf("%s %s", typ, op), tx: typ, ty: typ,
				expr: func(x, y kernel.Expr) kernel.Expr { return &kernel.Compare{Op: op, X: x, Y: y, T: rt} }})
		}
	}
	// Lazy forms with Python's values: and/or of non-bools, conditional
	// expressions whose untaken branch would fail.
	for _, typ := range []kernel.Type{kernel.PyInt, kernel.PyFloat, kernel.Int32, kernel.Float32, kernel.PyBool} {
		for _, op := range []kernel.LogicOp{kernel.And, kernel.Or} {
			cases = append(cases, opCase{name: fmt.Sprintf("%s %s", typ, op), tx: typ, ty: typ,
				expr: func(x, y kernel.Expr) kernel.Expr { return &kernel.Logic{Op: op, X: x, Y: y} }})
		}
	}
	for _, typ := range []kernel.Type{kernel.PyInt, kernel.PyFloat} {
		zero := &kernel.Const{T: typ}
		cases = append(cases,
			opCase{name: typ.String() + " x // y if y != 0 else x", tx: typ, ty: typ, accept: intOverflowAccept(kernel.FloorDiv),
				expr: func(x, y kernel.Expr) kernel.Expr {
					return &kernel.Cond{Test: &kernel.Compare{Op: kernel.Ne, X: y, Y: zero, T: kernel.PyBool},
						Then: &kernel.Binary{Op: kernel.FloorDiv, X: x, Y: y, T: typ, Checked: true}, Else: x}
				}},
			opCase{name: typ.String() + " y != 0 and x % y", tx: typ, ty: typ, accept: intOverflowAccept(kernel.Mod),
				expr: func(x, y kernel.Expr) kernel.Expr {
					return &kernel.Logic{Op: kernel.And, X: y, Y: &kernel.Binary{Op: kernel.Mod, X: x, Y: y, T: typ, Checked: true}}
				}},
			opCase{name: typ.String() + " y == 0 or x // y", tx: typ, ty: typ, accept: intOverflowAccept(kernel.FloorDiv),
				expr: func(x, y kernel.Expr) kernel.Expr {
					test := &kernel.Compare{Op: kernel.Eq, X: y, Y: zero, T: kernel.PyBool}
					q := &kernel.Binary{Op: kernel.FloorDiv, X: x, Y: y, T: typ, Checked: true}
					return &kernel.Logic{Op: kernel.Or, X: asType(test, typ), Y: q}
				}},
		)
	}
	runOpCases(t, "unary", cases)
}

func TestConvertSemantics(t *testing.T) {
	t.Parallel()
	var cases []opCase
	all := append(numericTypes, kernel.PyBool, kernel.Bool)
	for _, from := range all {
		for _, to := range all {
			if from == to {
				continue
			}
			if from == kernel.PyFloat && (to == kernel.Int32 || to == kernel.Int64) {
				// The executor takes Python's int() here; kernel.Convert's
				// table says NumPy's cast, which the C does. kernelgen
				// never builds it (setitem goes through int first).
				continue
			}
			c := opCase{name: fmt.Sprintf("%s to %s", from, to), tx: from,
				expr: func(x, _ kernel.Expr) kernel.Expr { return &kernel.Convert{X: x, T: to} }}
			if to == kernel.Float32 && from.IsInt() {
				// The executor rounds an int to float64, then to float32;
				// the C (and kernel.Convert's table) round once. They
				// differ where an int needs more than 53 bits.
				c.keep = func(x, _ uint64) bool { v := elemInt(x, from); return v > -1<<53 && v < 1<<53 }
			}
			if from.IsFloat() && to == kernel.PyInt {
				// The executor deoptimises from 9.2e18 on, the C from 2**63.
				c.keep = func(x, _ uint64) bool { return math.Abs(elemFloatOf(x, from)) < 9.2e18 }
			}
			cases = append(cases, c)
		}
	}
	runOpCases(t, "convert", cases)
}

func TestCallSemantics(t *testing.T) {
	t.Parallel()
	var cases []opCase
	for _, fn := range kernel.AllIntrinsics() {
		for _, checked := range []bool{false, true} {
			c := opCase{name: fmt.Sprintf("math.%s checked=%v", fn, checked), tx: kernel.PyFloat, approx: true,
				expr: func(x, y kernel.Expr) kernel.Expr {
					args := []kernel.Expr{x}
					if fn.Arity() == 2 {
						args = append(args, y)
					}
					return &kernel.Call{Fn: fn, Args: args, Checked: checked}
				}}
			if fn.Arity() == 2 {
				c.ty = kernel.PyFloat
			}
			domain := fn.Info().Domain
			if !checked {
				switch {
				case domain == kernel.RoundToInt:
					// Unchecked only where proven: a finite value in range.
					c.keep = func(x, _ uint64) bool {
						f := math.Float64frombits(x)
						return !math.IsNaN(f) && math.Abs(f) < 9e18
					}
				case fn == kernel.Sqrt || !domain.MayRaise():
				default:
					// The executor runs every other call with its checks.
					continue
				}
			}
			if checked && domain == kernel.RoundToInt {
				// Past 64 bits the executor says OverflowError, the IR (and
				// the C) Deopt: Python's math.floor(1e300) is an int. The
				// executor also deoptimises from 9.2e18 on, the C from 2**63.
				c.keep = func(x, _ uint64) bool {
					f := math.Abs(math.Float64frombits(x))
					return !(f >= 9.2e18 && f < 9.3e18)
				}
				c.accept = func(x, _ uint64, g, c kernel.Status) bool {
					return g == kernel.OverflowError && c == kernel.Deopt && !math.IsInf(math.Float64frombits(x), 0)
				}
			}
			cases = append(cases, c)
		}
	}
	runOpCases(t, "call", cases)
}
