package llvmgen_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// TestRunHypot runs `out[i] = math.hypot(a[i], b[i])` natively over pairs
// of every magnitude (subnormal, near overflow, one far below the other),
// with zeros, infinities and NaNs: every element must be CPython's
// math.hypot (libm.Norm's port of vector_norm) bit for bit, not the C
// library's hypot, which differs in the last bit for some pairs.
func TestRunHypot(t *testing.T) {
	m := newModule("hypot")
	n := &kernel.ParamRef{Param: addParam(m, kernel.Scalar, "n", kernel.PyInt)}
	a := addArray(m, "a", kernel.Float64, 1, false)
	b := addArray(m, "b", kernel.Float64, 1, false)
	out := addArray(m, "out", kernel.Float64, 1, true)
	k := addKernel(m, "hyp")
	i := addLocal(k, "i", kernel.PyInt)
	k.Dims = []*kernel.Dim{{Var: i, Lower: ic(0), Upper: n, Step: ic(1)}}
	at := func(arr *kernel.Array) kernel.Expr {
		return &kernel.Convert{X: &kernel.Load{Array: arr, Index: []*kernel.Subscript{sub(v(i))}}, T: kernel.PyFloat}
	}
	k.Body = []kernel.Stmt{&kernel.Store{Array: out, Index: []*kernel.Subscript{sub(v(i))},
		Value: &kernel.Convert{T: kernel.Float64, X: &kernel.Call{Fn: kernel.Hypot, Args: []kernel.Expr{at(a), at(b)}}}}}
	finish(t, m)
	nat := buildNative(t, m)

	const size = 20000
	r := rand.New(rand.NewPCG(3, 11))
	as, bs := make([]float64, size), make([]float64, size)
	special := []float64{0, math.Copysign(0, -1), 5e-324, -1e-310, 0x1p-1022, 0x1p-1000, 1e308, -1.7e308,
		math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN(), 3, 4}
	for j := range size {
		switch {
		case j < len(special)*len(special):
			as[j], bs[j] = special[j/len(special)], special[j%len(special)]
		case j%3 == 0:
			as[j], bs[j] = r.Float64()*2-1, r.Float64()*2-1
		default:
			as[j] = (r.Float64()*2 - 1) * math.Pow(10, float64(r.IntN(630)-323))
			bs[j] = (r.Float64()*2 - 1) * math.Pow(10, float64(r.IntN(630)-323))
		}
	}
	args := argsFor(t, m, map[string]string{"n": slotI(size)}, map[string][]int{"a": {size}, "b": {size}, "out": {size}})
	calls := []call{{kernel: "hyp", box: []int64{0, math.MaxInt64}, args: args,
		arrays: []harnessArray{{8, f64s(as...)}, {8, f64s(bs...)}, {8, make([]int64, size)}}}}
	res := nat.run(t, calls)[0]
	if res.status != kernel.OK {
		t.Fatalf("status %s", res.status)
	}
	bad := 0
	for j := range size {
		got, want := math.Float64frombits(res.arrays[2][j]), libm.Hypot2(as[j], bs[j])
		if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
			if bad++; bad < 6 {
				t.Errorf("hypot(%v, %v) = %v, CPython's %v", as[j], bs[j], got, want)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d results differ", bad, size)
	}
}
