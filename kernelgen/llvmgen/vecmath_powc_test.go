package llvmgen_test

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// powcExponents are the constants TestRunConstPowers raises to: those with
// their own lowering (0, 1, 2 to 64, -1, 0.5) and some that keep the
// general pow (1.7, -2, 0.25, 65, and infinities and NaN, for which
// CPython raises nothing).
var powcExponents = []float64{0, 1, 2, 3, 6, 7, 13, 64, -1, 0.5, 1.7, -2, 0.25, 65, math.Inf(1), math.Inf(-1), math.NaN()}

// pyPow is CPython's float ** for a constant exponent c: 1.0 for c = 0,
// else glibc's pow (CPython's special cases agree with C99's for the
// others), and the error CPython raises for finite operands.
func pyPow(x, c float64) (float64, kernel.Status) {
	if c == 0 {
		return 1, kernel.OK
	}
	r := libm.Pow(x, c)
	finite := !math.IsInf(x, 0) && !math.IsNaN(x) && !math.IsInf(c, 0) && !math.IsNaN(c)
	switch {
	case finite && math.IsNaN(r):
		return r, kernel.ValueError
	case finite && math.IsInf(r, 0) && x == 0:
		return r, kernel.ZeroDivisionError
	case finite && math.IsInf(r, 0):
		return r, kernel.OverflowError
	}
	return r, kernel.OK
}

// powcArgs are bases for x ** c: random doubles of every scale and sign,
// doubles near 1 and near powers of two, squares that lie exactly halfway
// between two doubles (odd integers in (2^26.5, 2^27), scaled), zeros,
// subnormals, infinities and NaN.
func powcArgs(r *rand.Rand, size int) []float64 {
	xs := make([]float64, 0, size)
	specials := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 5e-324, -5e-324,
		0x1p-1022, 0x1p-1000, 0x1p1000, math.MaxFloat64, 1, -1, 2, -2, 0.5, 1e-160, 1e154, -1e154}
	xs = append(xs, specials...)
	for len(xs) < size {
		var x float64
		switch len(xs) % 6 {
		case 0:
			x = math.Float64frombits(r.Uint64())
		case 1:
			x = math.Ldexp(1+r.Float64(), r.IntN(200)-100)
		case 2:
			x = 1 + float64(r.IntN(1<<20)-1<<19)*0x1p-52
		case 3:
			x = math.Ldexp(1+float64(r.IntN(4000)-2000)*0x1p-52, r.IntN(2098)-1074)
		case 4:
			m := 94906267 + 2*r.IntN(19312000) // odd, in (2^26.5, 2^27)
			x = math.Ldexp(float64(m), []int{0, -300, -537, 200}[r.IntN(4)])
		default:
			x = (r.Float64()*20 - 10)
		}
		if r.IntN(2) == 0 {
			x = -x
		}
		xs = append(xs, x)
	}
	return xs
}

// TestRunConstPowers runs out[i] = a[i] ** c for constant c, vectorized
// (the variants' lanes) and in a loop that also sums (the scalar
// function's path: a strict float sum keeps the loop scalar), on bases
// that include every special value, the squares that lie halfway between
// two doubles and powers that overflow; every element must be CPython's
// (glibc's pow through cgo, 1.0 for c = 0), and a base whose power raises
// in the middle of a vector block must give CPython's error.
//
//	for i in range(n):            # vector
//	    out[i] = a[i] ** c
//	for i in range(n):            # scalar
//	    out[i] = a[i] ** c
//	    s += out[i]
func TestRunConstPowers(t *testing.T) {
	if libm.Pow(2, 0.5) != 1.4142135623730951 {
		t.Skip("libm is not the C library's (built without cgo)")
	}
	m := newModule("powc")
	n := &kernel.ParamRef{Param: addParam(m, kernel.Scalar, "n", kernel.PyInt)}
	a := addArray(m, "a", kernel.Float64, 1, false)
	out := addArray(m, "out", kernel.Float64, 1, true)
	const size = 20011 // vector blocks and a remainder
	vals := map[string]string{"n": slotI(size)}
	for ci, c := range powcExponents {
		for _, form := range []string{"vector", "scalar"} {
			name := fmt.Sprintf("%s%d", form, ci)
			k := addKernel(m, name)
			i := addLocal(k, "i", kernel.PyInt)
			k.Dims = []*kernel.Dim{{Var: i, Lower: ic(0), Upper: n, Step: ic(1)}}
			// x ** c as kernelgen lowers it: an int constant converted.
			var exp kernel.Expr = &kernel.Const{T: kernel.PyFloat, F: c}
			if c == math.Trunc(c) && !math.IsInf(c, 0) {
				exp = &kernel.Convert{X: ic(int64(c)), T: kernel.PyFloat}
			}
			pw := &kernel.Binary{Op: kernel.Pow, T: kernel.PyFloat, Checked: true,
				X: &kernel.Convert{X: &kernel.Load{Array: a, Index: []*kernel.Subscript{sub(v(i))}}, T: kernel.PyFloat}, Y: exp}
			store := &kernel.Store{Array: out, Index: []*kernel.Subscript{sub(v(i))}, Value: &kernel.Convert{X: pw, T: kernel.Float64}}
			k.Body = []kernel.Stmt{store}
			if form == "scalar" {
				p, s := addLocal(k, "p", kernel.PyFloat), addLocal(k, "s", kernel.PyFloat)
				s.Param = addParam(m, kernel.Scalar, name+".s", kernel.PyFloat)
				vals[name+".s"] = slotF(0)
				k.Body = []kernel.Stmt{&kernel.Assign{Dst: p, Value: pw},
					&kernel.Store{Array: out, Index: []*kernel.Subscript{sub(v(i))}, Value: &kernel.Convert{X: v(p), T: kernel.Float64}},
					&kernel.Assign{Dst: s, Value: &kernel.Binary{Op: kernel.Add, X: v(s), Y: v(p), T: kernel.PyFloat}}}
				k.Outputs = []*kernel.Output{{Local: s, Combine: kernel.Reduce, Op: kernel.Add}}
			}
		}
	}
	finish(t, m)
	text, err := llvmgen.EmitCPUText(m)
	if err != nil {
		t.Fatal(err)
	}
	// The vectorizer calls the constant powers' variants, and no pow is
	// simplified into products (which give other bits than glibc's).
	optimized := run(t, text, tool(t, llvmgen.FindOpt), "-O3", "-S")
	for ci, c := range powcExponents {
		fn := map[float64]string{2: "powc.2", 6: "powc.6", -1: "powc.m1", 0.5: "powc.half", 1.7: "pow"}[c]
		if fn == "" {
			continue
		}
		f := optimized[strings.Index(optimized, fmt.Sprintf("@vector%d(", ci)):]
		f = f[:strings.Index(f, "\n}\n")]
		if !strings.Contains(f, "call <2 x double> @alpyna."+fn+".v2") {
			t.Errorf("x ** %v: the loop calls no @alpyna.%s.v2:\n%s", c, fn, f)
		}
	}
	nat := buildNative(t, m)

	r := rand.New(rand.NewPCG(18, 27))
	base := powcArgs(r, size)
	var calls []call
	type fault struct {
		c    float64
		x    float64 // a[faultAt]
		want kernel.Status
	}
	const faultAt = 10001
	var faults []fault
	for ci, c := range powcExponents {
		// The bases whose power raises become 1.25, but for a run per
		// error with one of them in the middle of a vector block.
		xs := append([]float64(nil), base...)
		raising := map[kernel.Status]float64{}
		for j, x := range xs {
			if _, st := pyPow(x, c); st != kernel.OK {
				if _, ok := raising[st]; !ok {
					raising[st] = x
				}
				xs[j] = 1.25
			}
		}
		runs := []fault{{c, xs[faultAt], kernel.OK}}
		for st, x := range raising {
			runs = append(runs, fault{c, x, st})
		}
		for _, f := range runs {
			fa := append([]float64(nil), xs...)
			fa[faultAt] = f.x
			args := argsFor(t, m, vals, map[string][]int{"a": {size}, "out": {size}})
			for _, form := range []string{"vector", "scalar"} {
				calls = append(calls, call{kernel: fmt.Sprintf("%s%d", form, ci), box: []int64{0, math.MaxInt64}, args: args, nout: 2,
					arrays: []harnessArray{{8, f64s(fa...)}, {8, make([]int64, size)}}})
				faults = append(faults, f)
			}
		}
	}
	results := nat.run(t, calls)
	statuses := map[float64]map[kernel.Status]bool{} // by exponent (no NaN among these)
	for ri, res := range results {
		f := faults[ri]
		if !math.IsNaN(f.c) {
			if statuses[f.c] == nil {
				statuses[f.c] = map[kernel.Status]bool{}
			}
			statuses[f.c][f.want] = true
		}
		if res.status != f.want {
			t.Errorf("%s: a ** %v with a[%d] = %v: status %s, want %s", calls[ri].kernel, f.c, faultAt, f.x, res.status, f.want)
			continue
		}
		if res.status != kernel.OK {
			continue
		}
		in := calls[ri].arrays[0].elems
		bad := 0
		for j := range size {
			x := math.Float64frombits(uint64(in[j]))
			want, _ := pyPow(x, f.c)
			got := math.Float64frombits(res.arrays[1][j])
			if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
				if bad++; bad <= 5 {
					t.Errorf("%s: %x ** %v = %x, CPython's %x", calls[ri].kernel, x, f.c, got, want)
				}
			}
		}
	}
	// The table of bases must reach the errors each exponent can raise.
	for c, want := range map[float64][]kernel.Status{2: {kernel.OverflowError}, 6: {kernel.OverflowError},
		-1: {kernel.ZeroDivisionError, kernel.OverflowError}, 0.5: {kernel.ValueError}, 1.7: {kernel.ValueError, kernel.OverflowError},
		-2: {kernel.ZeroDivisionError, kernel.OverflowError}} {
		for _, s := range want {
			if !statuses[c][s] {
				t.Errorf("x ** %v: no base raised %s", c, s)
			}
		}
	}
}
