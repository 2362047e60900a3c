package llvmgen_test

import (
	"math"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
)

// TestRunDeferredChecks runs loops whose float checks are deferred (the
// exp's range check and the division's zero check), one vectorized (vec)
// and one beside an exact check (a checked subscript through an index
// array), with failures placed in the middle of vector blocks, in
// neighbouring lanes, in one iteration, and before and after an exact
// failure: the kernel must return the status of the first failure in
// Python's order each time, and compute exp as libm does where nothing
// fails.
//
//	for i in range(n):                      # vec
//	    out[i] = math.exp(a[i]) / b[i]
//	for i in range(n):                      # loop
//	    out[i] = math.exp(a[i]) / b[i]
//	    hits[idx[i]] = i
func TestRunDeferredChecks(t *testing.T) {
	m := newModule("deferred")
	n := &kernel.ParamRef{Param: addParam(m, kernel.Scalar, "n", kernel.PyInt)}
	a := addArray(m, "a", kernel.Float64, 1, false)
	b := addArray(m, "b", kernel.Float64, 1, false)
	idx := addArray(m, "idx", kernel.Int64, 1, false)
	out := addArray(m, "out", kernel.Float64, 1, true)
	hits := addArray(m, "hits", kernel.Int64, 1, true)
	for _, name := range []string{"vec", "loop"} {
		k := addKernel(m, name)
		i := addLocal(k, "i", kernel.PyInt)
		k.Dims = []*kernel.Dim{{Var: i, Lower: ic(0), Upper: n, Step: ic(1)}}
		at := func(arr *kernel.Array) *kernel.Load {
			return &kernel.Load{Array: arr, Index: []*kernel.Subscript{sub(v(i))}}
		}
		py := func(e kernel.Expr) kernel.Expr { return &kernel.Convert{X: e, T: kernel.PyFloat} }
		k.Body = []kernel.Stmt{
			&kernel.Store{Array: out, Index: []*kernel.Subscript{sub(v(i))}, Value: &kernel.Convert{T: kernel.Float64, X: &kernel.Binary{Op: kernel.Div,
				X: &kernel.Call{Fn: kernel.Exp, Args: []kernel.Expr{py(at(a))}, Checked: true}, Y: py(at(b)), T: kernel.PyFloat, Checked: true}}},
		}
		if name == "loop" {
			k.Body = append(k.Body, &kernel.Store{Array: hits, Index: []*kernel.Subscript{{X: at(idx), Check: true}},
				Value: &kernel.Convert{X: v(i), T: kernel.Int64}})
		}
	}
	finish(t, m)
	text, err := llvmgen.EmitCPUText(m)
	if err != nil {
		t.Fatal(err)
	}
	// The vectorizer takes vec's loop, checks and all, and calls the
	// vector exp.
	optimized := run(t, text, tool(t, llvmgen.FindOpt), "-O3", "-S")
	vec := optimized[strings.Index(optimized, "@vec("):]
	vec = vec[:strings.Index(vec, "\n}\n")]
	if !strings.Contains(vec, "call <2 x double> @alpyna.exp.v2") {
		t.Errorf("vec's loop calls no vector exp:\n%s", vec)
	}
	nat := buildNative(t, m)

	const size = 37 // vector blocks and a remainder
	type fault struct {
		what       string
		overflow   []int // a[i] = 1000: exp overflows
		zero       []int // b[i] = 0
		outOfRange []int // idx[i] = size
		want       kernel.Status
	}
	faults := []fault{
		{what: "none", want: kernel.OK},
		{what: "division in lane 1 of a block", zero: []int{5}, want: kernel.ZeroDivisionError},
		{what: "overflow after a division", overflow: []int{10}, zero: []int{9}, want: kernel.ZeroDivisionError},
		{what: "division after an overflow", overflow: []int{9}, zero: []int{10}, want: kernel.OverflowError},
		{what: "both in one iteration", overflow: []int{14}, zero: []int{14}, want: kernel.OverflowError},
		{what: "index error first", overflow: []int{7}, outOfRange: []int{6}, want: kernel.IndexError},
		{what: "overflow before an index error", overflow: []int{2}, outOfRange: []int{6}, want: kernel.OverflowError},
		{what: "overflow in the remainder", overflow: []int{36}, want: kernel.OverflowError},
		{what: "index error in the iteration of a division", zero: []int{3}, outOfRange: []int{3}, want: kernel.ZeroDivisionError},
	}
	av := make([]float64, size)
	for j := range av {
		av[j] = float64(j)*1.37 - 20.3
	}
	var calls []call
	for _, f := range faults {
		as, bs, is := append([]float64(nil), av...), make([]float64, size), make([]int64, size)
		for j := range bs {
			bs[j] = 1
			is[j] = int64(size - 1 - j)
		}
		for _, j := range f.overflow {
			as[j] = 1000
		}
		for _, j := range f.zero {
			bs[j] = 0
		}
		for _, j := range f.outOfRange {
			is[j] = size
		}
		args := argsFor(t, m, map[string]string{"n": slotI(size)},
			map[string][]int{"a": {size}, "b": {size}, "idx": {size}, "out": {size}, "hits": {size}})
		for _, name := range []string{"vec", "loop"} {
			calls = append(calls, call{kernel: name, box: []int64{0, math.MaxInt64}, args: args,
				arrays: []harnessArray{{8, f64s(as...)}, {8, f64s(bs...)}, {8, is}, {8, make([]int64, size)}, {8, make([]int64, size)}}})
		}
	}
	for c, r := range nat.run(t, calls) {
		f, name := faults[c/2], calls[c].kernel
		want := f.want
		if name == "vec" && want == kernel.IndexError {
			want = kernel.OverflowError // vec has no subscript to fail
		}
		if name == "vec" && len(f.overflow) == 0 && len(f.zero) == 0 {
			want = kernel.OK
		}
		if r.status != want {
			t.Errorf("%s, %s: status %s, want %s", name, f.what, r.status, want)
		}
		if want != kernel.OK {
			continue
		}
		for j := range size {
			got := math.Float64frombits(r.arrays[3][j])
			if want := math.Exp(av[j]); math.Abs(got-want) > 0x1p-52*want {
				t.Errorf("%s: out[%d] = exp(%v) = %v, want %v", name, j, av[j], got, want)
			}
			if got := int64(r.arrays[4][size-1-j]); name == "loop" && got != int64(j) {
				t.Errorf("hits[%d] = %d, want %d", size-1-j, got, j)
			}
		}
	}
}
