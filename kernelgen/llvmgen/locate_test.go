package llvmgen_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
)

// locateModule has one location search per comparison, for i in
// range(lo, n): if a[i] CMP best: best = a[i]; idx = i * 2 + 1, on
// float64 elements, and one with < on int64 elements; the subscripts
// are unchecked, as proven ones are.
func locateModule(t *testing.T) *kernel.Module {
	m := newModule("locate")
	lo := addParam(m, kernel.Symbol, "lo", kernel.PyInt)
	n := addParam(m, kernel.Symbol, "n", kernel.PyInt)
	af := addArray(m, "af", kernel.Float64, 1, false)
	ai := addArray(m, "ai", kernel.Int64, 1, false)
	for _, c := range []struct {
		a   *kernel.Array
		cmp kernel.CmpOp
	}{{af, kernel.Lt}, {af, kernel.Le}, {af, kernel.Gt}, {af, kernel.Ge}, {ai, kernel.Lt}} {
		k := addKernel(m, fmt.Sprintf("%s_%s", c.cmp, c.a.Name))
		i := addLocal(k, "i", kernel.PyInt)
		best, idx, p := addLocal(k, "best", c.a.Elem), addLocal(k, "idx", kernel.PyInt), addLocal(k, "p", kernel.Bool)
		best.Param = addParam(m, kernel.Scalar, k.Name+".best", c.a.Elem)
		idx.Param = addParam(m, kernel.Scalar, k.Name+".idx", kernel.PyInt)
		k.Dims = []*kernel.Dim{{Var: i, Lower: &kernel.ParamRef{Param: lo}, Upper: &kernel.ParamRef{Param: n}, Step: ic(1)}}
		k.Inputs = []*kernel.Local{best}
		k.Outputs = []*kernel.Output{{Local: best, Combine: kernel.Select, Cmp: c.cmp}, {Local: idx, Combine: kernel.Select, Cmp: c.cmp}}
		cand := &kernel.Load{Array: c.a, Index: []*kernel.Subscript{{X: v(i)}}}
		// Either operand order: best on the left for >.
		test := &kernel.Compare{Op: c.cmp, X: cand, Y: v(best), T: kernel.Bool}
		if c.cmp == kernel.Gt {
			test = &kernel.Compare{Op: kernel.Lt, X: v(best), Y: cand, T: kernel.Bool}
		}
		var value kernel.Expr = test
		if c.cmp == kernel.Lt || c.cmp == kernel.Le {
			// As kernelgen writes it: the truth value of a Python bool.
			test.T = kernel.PyBool
			value = &kernel.Convert{X: test, T: kernel.Bool}
		}
		k.Body = []kernel.Stmt{
			&kernel.Assign{Dst: p, Value: value},
			&kernel.If{Cond: v(p), Then: []kernel.Stmt{&kernel.Assign{Dst: best, Value: cand}}},
			&kernel.If{Cond: v(p), Then: []kernel.Stmt{&kernel.Assign{Dst: idx, Value: &kernel.Binary{Op: kernel.Add, T: kernel.PyInt,
				X: &kernel.Binary{Op: kernel.Mul, T: kernel.PyInt, X: v(i), Y: ic(2)}, Y: ic(1)}}}},
		}
	}
	return finish(t, m)
}

// TestRunLocationSearch runs the vector search of location reductions
// (locate.go) over boxes that cover whole vectors, partial ones and none,
// on data with ties, signed zeros, NaNs and infinities, from several
// starting values: the value (bit for bit), the location and the assigned
// flags must be the sequential loop's.
func TestRunLocationSearch(t *testing.T) {
	m := locateModule(t)
	text, err := llvmgen.EmitCPUText(m)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(text, "locate.vec"); got < len(m.Kernels) {
		t.Errorf("%d of %d kernels emit the vector search", got, len(m.Kernels))
	}
	nat := buildNative(t, m)
	inf, nan, negz := math.Inf(1), math.NaN(), math.Copysign(0, -1)
	pattern := []float64{3, nan, 1, 2, 1, -inf, 5, -inf, nan, 0, negz, 0, negz, inf, 4, inf, 1, 7, 7, -1, 2, nan, -1, 0.5, -8, 9, 9, -8}
	const size = 91
	// Two data sets: a pattern, and pseudo-random small values (ties in
	// every lane) with signed zeros and NaNs.
	var sets [][]float64
	var intSets [][]int64
	for ds := range 2 {
		fs, is := make([]float64, size), make([]int64, size)
		for e := range size {
			h := (e + 31*ds) * 2654435761
			fs[e] = pattern[(e*7)%len(pattern)]
			if ds == 1 {
				fs[e] = float64(h%7 - 3)
				if h%11 == 0 {
					fs[e] = negz
				} else if h%13 == 0 {
					fs[e] = nan
				}
			} else if e%13 == 0 {
				fs[e] = pattern[e%len(pattern)] * 2
			}
			is[e] = int64(h) % (17 - 10*int64(ds))
		}
		sets, intSets = append(sets, fs), append(intSets, is)
	}
	starts := []float64{inf, -inf, nan, 1, 0, negz, -8, 9}
	ranges := [][2]int64{{0, size}, {0, 16}, {3, 40}, {5, 5}, {17, size}, {40, 3}, {size - 1, size}, {22, 87}}
	var calls []call
	type want struct {
		best     int64
		idx      int64
		assigned bool
		what     string
	}
	var wants []want
	for ds := range sets {
		fs, is := sets[ds], intSets[ds]
		for ki, k := range m.Kernels {
			cmp := k.Outputs[0].Cmp
			for _, r := range ranges {
				for _, start := range starts {
					box := []int64{0, math.MaxInt64}
					if r[0] == 5 {
						box = []int64{2, 30} // a box narrower than the range
					}
					// The sequential loop, in Go.
					isInt := ki == len(m.Kernels)-1
					var bestBits int64
					if isInt {
						bestBits = int64(start) // 0 for a NaN start: the ints have none
						if math.IsNaN(start) || math.IsInf(start, 0) {
							bestBits = int64(math.Copysign(20, start))
						}
					} else {
						bestBits = int64(math.Float64bits(start))
					}
					wb, wi, wa := bestBits, int64(-1), false
					lo, hi := max(r[0], box[0]), min(r[1], r[0]+box[1])
					if box[1] == math.MaxInt64 {
						lo, hi = r[0], r[1]
					}
					for e := lo; e < hi; e++ {
						var sel bool
						if isInt {
							x, b := is[e], wb
							sel = cmp == kernel.Lt && x < b
						} else {
							x, b := fs[e], math.Float64frombits(uint64(wb))
							sel = cmp == kernel.Lt && x < b || cmp == kernel.Le && x <= b || cmp == kernel.Gt && x > b || cmp == kernel.Ge && x >= b
						}
						if sel {
							if isInt {
								wb = is[e]
							} else {
								wb = int64(math.Float64bits(fs[e]))
							}
							wi, wa = e*2+1, true
						}
					}
					vals := map[string]string{"lo": slotI(r[0]), "n": slotI(r[1])}
					args := make([]string, len(m.Params))
					for _, p := range m.Params {
						switch {
						case p.Kind == kernel.Data:
							args[p.Slot] = fmt.Sprintf("@%d", map[string]int{"af": 0, "ai": 1}[p.Name])
						case p.Kind == kernel.Shape:
							args[p.Slot] = slotI(size)
						case vals[p.Name] != "":
							args[p.Slot] = vals[p.Name]
						case strings.HasSuffix(p.Name, ".best"):
							args[p.Slot] = slotI(bestBits)
						default:
							args[p.Slot] = slotI(-1)
						}
					}
					ints := make([]int64, size)
					copy(ints, is)
					calls = append(calls, call{kernel: k.Name, box: box, args: args, nout: 4,
						arrays: []harnessArray{{8, f64s(fs...)}, {8, ints}}})
					wants = append(wants, want{wb, wi, wa, fmt.Sprintf("data %d: %s over [%d, %d) box %v from %v", ds, k.Name, r[0], r[1], box, start)})
				}
			}
		}
	}
	for ci, r := range nat.run(t, calls) {
		w := wants[ci]
		if r.status != kernel.OK {
			t.Fatalf("%s: status %s", w.what, r.status)
		}
		if (r.out[1] != 0) != w.assigned || w.assigned && (r.out[0] != w.best || r.out[2] != w.idx) {
			t.Errorf("%s: (%#x, %d, assigned %v), want (%#x, %d, assigned %v)", w.what, r.out[0], r.out[2], r.out[1] != 0, w.best, w.idx, w.assigned)
		}
	}
}
