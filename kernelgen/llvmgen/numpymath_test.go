package llvmgen_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// numpyMathCase is one NumPy-spelled function of one float type, and its
// reference: package ndarray's port of NumPy's code.
type numpyMathCase struct {
	name string
	fn   kernel.Intrinsic
	f32  bool
	ref  func(uint64) uint64 // argument bits to result bits
}

var numpyMathCases = []numpyMathCase{
	{"exp64", kernel.Exp, false, ref64(ndarray.NumPyExp64)},
	{"log64", kernel.Log, false, ref64(ndarray.NumPyLog64)},
	{"sin64", kernel.Sin, false, ref64(ndarray.NumPySin64)},
	{"cos64", kernel.Cos, false, ref64(ndarray.NumPyCos64)},
	{"exp32", kernel.Exp, true, ref32(ndarray.NumPyExp32)},
	{"log32", kernel.Log, true, ref32(ndarray.NumPyLog32)},
	{"sin32", kernel.Sin, true, ref32(ndarray.NumPySin32)},
	{"cos32", kernel.Cos, true, ref32(ndarray.NumPyCos32)},
	{"tanh64", kernel.Tanh, false, ref64(ndarray.NumPyTanh64)},
	{"tanh32", kernel.Tanh, true, ref32(ndarray.NumPyTanh32)},
	{"log10_64", kernel.Log10, false, ref64(ndarray.NumPyLog10Float64)},
	{"cosh64", kernel.Cosh, false, ref64(ndarray.NumPyCoshFloat64)},
	// alpyna's float32 cosh, arctan, sinh, tan, arcsin and arccos: the C
	// library's float64 functions rounded, on every machine.
	{"log10_32", kernel.Log10, true, ref32(ndarray.NumPyLog10Float32)},
	{"cosh32", kernel.Cosh, true, ref32(func(x float32) float32 { return float32(libm.Cosh(float64(x))) })},
	{"atan64", kernel.Atan, false, ref64(ndarray.NumPyAtan64)},
	{"atan32", kernel.Atan, true, ref32(func(x float32) float32 { return float32(libm.Atan(float64(x))) })},
	{"sinh64", kernel.Sinh, false, ref64(ndarray.NumPySinh64)},
	{"sinh32", kernel.Sinh, true, ref32(func(x float32) float32 { return float32(libm.Sinh(float64(x))) })},
	{"tan64", kernel.Tan, false, ref64(ndarray.NumPyTan64)},
	{"tan32", kernel.Tan, true, ref32(func(x float32) float32 { return float32(libm.Tan(float64(x))) })},
	{"asin64", kernel.Asin, false, ref64(ndarray.NumPyAsin64)},
	{"asin32", kernel.Asin, true, ref32(func(x float32) float32 { return float32(libm.Asin(float64(x))) })},
	{"acos64", kernel.Acos, false, ref64(ndarray.NumPyAcos64)},
	{"acos32", kernel.Acos, true, ref32(func(x float32) float32 { return float32(libm.Acos(float64(x))) })},
}

func ref64(f func(float64) float64) func(uint64) uint64 {
	return func(x uint64) uint64 { return math.Float64bits(f(math.Float64frombits(x))) }
}

func ref32(f func(float32) float32) func(uint64) uint64 {
	return func(x uint64) uint64 { return uint64(math.Float32bits(f(math.Float32frombits(uint32(x))))) }
}

// TestRunNumPyMath runs `out[i] = numpy.f(a[i])` natively for NumPy's own
// exp, log, sin, cos, tanh, log10, cosh, arctan, sinh, tan, arcsin and
// arccos (kernel.Call.NumPy), float64
// and float32, over random
// arguments of every magnitude, subnormals, the edges of each function's
// ranges and paths, zeros, infinities and NaNs: every element must be
// package ndarray's port of NumPy's code (what the interpreter computes)
// bit for bit, NaNs included.
func TestRunNumPyMath(t *testing.T) {
	m := newModule("numpymath")
	n := &kernel.ParamRef{Param: addParam(m, kernel.Scalar, "n", kernel.PyInt)}
	a64 := addArray(m, "a64", kernel.Float64, 1, false)
	a32 := addArray(m, "a32", kernel.Float32, 1, false)
	out64 := addArray(m, "out64", kernel.Float64, 1, true)
	out32 := addArray(m, "out32", kernel.Float32, 1, true)
	for _, c := range numpyMathCases {
		k := addKernel(m, c.name)
		i := addLocal(k, "i", kernel.PyInt)
		k.Dims = []*kernel.Dim{{Var: i, Lower: ic(0), Upper: n, Step: ic(1)}}
		in, out, elem := a64, out64, kernel.Float64
		if c.f32 {
			in, out, elem = a32, out32, kernel.Float32
		}
		x := &kernel.Convert{X: &kernel.Load{Array: in, Index: []*kernel.Subscript{sub(v(i))}}, T: kernel.PyFloat}
		call := &kernel.Call{Fn: c.fn, Args: []kernel.Expr{x}, NumPy: true, Float32: c.f32}
		k.Body = []kernel.Stmt{&kernel.Store{Array: out, Index: []*kernel.Subscript{sub(v(i))},
			Value: &kernel.Convert{T: elem, X: call}}}
	}
	finish(t, m)
	nat := buildNative(t, m)

	const size = 30000
	xs64, xs32 := numpyMathArgs64(size), numpyMathArgs32(size)
	args := argsFor(t, m, map[string]string{"n": slotI(size)},
		map[string][]int{"a64": {size}, "a32": {size}, "out64": {size}, "out32": {size}})
	arrays := func() []harnessArray {
		in64, in32 := make([]int64, size), make([]int64, size)
		for j := range size {
			in64[j], in32[j] = int64(xs64[j]), int64(xs32[j])
		}
		return []harnessArray{{8, in64}, {4, in32}, {8, make([]int64, size)}, {4, make([]int64, size)}}
	}
	var calls []call
	for _, c := range numpyMathCases {
		calls = append(calls, call{kernel: c.name, box: []int64{0, math.MaxInt64}, args: args, arrays: arrays()})
	}
	results := nat.run(t, calls)
	for ci, c := range numpyMathCases {
		res := results[ci]
		if res.status != kernel.OK {
			t.Fatalf("%s: status %s", c.name, res.status)
		}
		in, got := xs64, res.arrays[2]
		if c.f32 {
			in, got = xs32, res.arrays[3]
		}
		bad := 0
		for j := range size {
			if want := c.ref(in[j]); uint64(got[j]) != want {
				if bad++; bad <= 5 {
					t.Errorf("%s(bits %#x) = bits %#x, NumPy's %#x", c.name, in[j], uint64(got[j]), want)
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of %d results differ", c.name, bad, size)
		}
	}
}

// numpyMathArgs64 are float64 arguments (as bits): special values and the
// edges of the ports' paths first, then random ones of every magnitude,
// in [-750, 750] (exp's whole range, its rare path included) and near 1
// (log's cancellation).
func numpyMathArgs64(size int) []uint64 {
	b := math.Float64bits
	special := []uint64{b(0), b(math.Copysign(0, -1)), b(math.Inf(1)), b(math.Inf(-1)),
		0x7ff8000000000000, 0xfff8000000000000, 0x7ff0000000000001, 0x7ff4000000000123, // NaNs
		1, 0x800fffffffffffff, b(1e-310), b(0x1p-1022), b(math.MaxFloat64), b(-math.MaxFloat64),
		b(1), b(-1), b(0.5), b(2), b(math.E), b(0x1p24), b(-0x1p24),
	}
	// The edges of SVML's exp: where the rare path starts, overflow, the
	// subnormal results and underflow, and a few ulps either side.
	for _, edge := range []float64{0x1.61da04cbafe44p+9, 0x1.62e42fefa39efp+9, -0x1.6232bdd7abcd2p+9,
		-0x1.74910d52d3051p+9, -0x1.61da04cbafe44p+9, 709.78, -708.39, -745.13, -745.2} {
		for d := int64(-3); d <= 3; d++ {
			special = append(special, uint64(int64(b(edge))+d))
		}
	}
	// The places where SVML's log reciprocal steps (the fraction bits
	// 51..32 of the mantissa), each from below and at the step.
	for _, step := range []uint64{0x040f0, 0x0c970, 0x15b40, 0x1f700, 0x29e60, 0x35230, 0x41430, 0x4e5f0,
		0x5c990, 0x6c150, 0x7d070, 0x8f9c0, 0xa41a0, 0xbad00, 0xd41c0, 0xf0800} {
		special = append(special, 1023<<52|step<<32, 1023<<52|step<<32-1, 1000<<52|step<<32, 1000<<52|step<<32-1)
	}
	// tanh's intervals (top words 0x3fc00000 + i<<19, each side), its
	// saturation and the end of its polynomial (|x| >= 1.5*2**1023).
	for i := uint64(0); i <= 16; i++ {
		top := (0x3fc00000 + i<<19) << 32
		special = append(special, top, top-1, top|1<<63, top+1)
	}
	special = append(special, b(19.06), b(22), b(-22), 0x7fe8000000000000, 0x7fe7ffffffffffff, 0xffe8000000000000)
	// arctan's quarters and the midpoints between them (where B
	// changes), its large path (7.875) and 2**128.
	for k := range 66 {
		q := float64(k) / 8
		special = append(special, b(q), b(q)+1, b(q)-1, b(-q))
	}
	special = append(special, b(0x1p128), b(0x1p128)+1, b(0x1p128)-1, b(1e-320))
	// arcsin's and arccos's square root (|x| >= 1/2), the zeroed
	// reciprocal square root (|x| near 1) and the domain's ends.
	for _, v := range []float64{0.5, 1, 1 - 0x1p-53, 1 - 0x1p-52, 0x1p-27} {
		special = append(special, b(v), b(v)+1, b(v)-1, b(-v), b(-v)+1)
	}
	r0 := rand.New(rand.NewPCG(15, 1))
	for range 400 {
		special = append(special, b((r0.Float64()*2-1)*1.01))
	}
	// tan's quadrants jπ/16 and its long reduction (beyond 128000).
	for k := -40; k <= 40; k++ {
		q := float64(k) * math.Pi / 16
		special = append(special, b(q), b(q)+1, b(q)-1)
	}
	special = append(special, b(128000), b(128000)+1, b(-128000)-1)
	// cosh's and sinh's scalar path (top word above 0x40861d99) and
	// their overflow.
	special = append(special, 0x40861d99ffffffff, 0x40861d9a00000000, 0xc0861d99ffffffff, 0xc0861d9a00000000,
		b(710.4758600739439), b(710.4758600739440), b(-710.47586007394), b(710.48))
	r := rand.New(rand.NewPCG(15, 64))
	xs := make([]uint64, size)
	for j := range xs {
		switch {
		case j < len(special):
			xs[j] = special[j]
		case j%5 == 0:
			xs[j] = r.Uint64() // every magnitude, subnormals and NaNs
		case j%5 == 1:
			xs[j] = b((r.Float64()*2 - 1) * 750)
		case j%5 == 2:
			xs[j] = b(1 + (r.Float64()*2-1)*0x1p-6)
		case j%5 == 3:
			xs[j] = b((r.Float64()*2 - 1) * 0x1p26) // both sides of sin's and cos's long reduction
		default:
			xs[j] = b((r.Float64()*2 - 1) * 20)
		}
	}
	return xs
}

// numpyMathArgs32 are float32 arguments (as bits), likewise.
func numpyMathArgs32(size int) []uint64 {
	b := func(x float32) uint64 { return uint64(math.Float32bits(x)) }
	special := []uint64{b(0), b(float32(math.Copysign(0, -1))), b(float32(math.Inf(1))), b(float32(math.Inf(-1))),
		0x7fc00000, 0xffc00000, 0x7f800001, 0x7fa00123, // NaNs
		1, 0x807fffff, b(0x1p-126), b(math.MaxFloat32), b(-math.MaxFloat32),
		b(1), b(-1), b(0.5), b(2), b(0.70710677), b(0.7071068),
	}
	for _, edge := range []float32{88.72283935546875, -103.97208404541015625, -87.3, -88.7, -100,
		117435.992, -71476.0625, 120, 1e30, -3e38,
		0x1p127, -0x1p127, 0x1p-5, 0x1.8p-5, 9.01, -9.01, 89.4, -89.4} {
		for d := int64(-3); d <= 3; d++ {
			special = append(special, uint64(int64(b(edge))+d))
		}
	}
	for i := uint64(0); i <= 32; i++ { // tanh's intervals, each side
		top := 0x3d400000 + i<<21
		special = append(special, top, top-1, top|1<<31)
	}
	r := rand.New(rand.NewPCG(15, 32))
	xs := make([]uint64, size)
	for j := range xs {
		switch {
		case j < len(special):
			xs[j] = special[j]
		case j%4 == 0:
			xs[j] = uint64(r.Uint32())
		case j%4 == 1:
			xs[j] = b(float32((r.Float64()*2 - 1) * 110))
		case j%4 == 2:
			xs[j] = b(float32((r.Float64()*2 - 1) * 2e5)) // both sides of the Cody-Waite range
		default:
			xs[j] = b(float32(1 + (r.Float64()*2-1)*0x1p-4))
		}
	}
	return xs
}
