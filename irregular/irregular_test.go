package irregular

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/ifconv"
	"github.com/alpyna/alpyna/inspector"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
	"github.com/alpyna/alpyna/ndarray"
)

// build analyses a one-nest jit function, resolves it with bindings and
// builds its module with every irregular loop, for the given types.
func build(t *testing.T, src string, bindings map[string]int64, types map[string]string) (*depend.NestPlan, *kernel.Module, []*depend.IrregularLoop) {
	t.Helper()
	mod, err := frontend.ParseSource("k.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	n := mod.Funcs[0].Nests[0]
	if err := ifconv.Convert(n); err != nil {
		t.Fatal(err)
	}
	st, err := depend.AnalyzeNest(n)
	if err != nil {
		t.Fatal(err)
	}
	p, err := st.Resolve(bindings)
	if err != nil {
		t.Fatal(err)
	}
	ty, err := kernelgen.StaticTypes(n, types)
	if err != nil {
		t.Fatal(err)
	}
	m, err := kernelgen.BuildWith(p, ty, bindings, kernelgen.Options{Irregular: p.Irregular})
	if err != nil {
		t.Fatal(err)
	}
	return p, m, kernelgen.IrregularKernels(m, p.Irregular)
}

func intArray(t *testing.T, dt ndarray.DType, shape []int, f func(i int) int64) *ndarray.Array {
	t.Helper()
	a, err := ndarray.New(dt, shape)
	if err != nil {
		t.Fatal(err)
	}
	for i := range a.Size() {
		a.SetFlat(i, ndarray.MakeInt(dt, f(i)))
	}
	return a
}

// TestIndexMaps checks the index maps a launch gives the inspector against
// the subscripts evaluated one iteration at a time: index arrays of both
// integer types read along strided, descending and wrapping subscripts,
// inner loops, host loops' variables, and affine subscripts.
func TestIndexMaps(t *testing.T) {
	const m, nv = 40, 50
	p, mod, loops := build(t, `import alpyna

@alpyna.jit
def f(c2v, idx32, perm, w, res, m, s):
    for t in range(2):
        for e in range(1, m, 2):
            for k in range(2):
                res[c2v[e, k]] += w[e]
                res[idx32[e - m]] += w[e]
                res[perm[m - 1 - e]] += w[e]
                res[2 * e + t + s] += w[e]
                res[e + 3 * k] += w[e]
`, map[string]int64{"m": m, "s": 1}, map[string]string{"c2v": "int64", "idx32": "int32", "perm": "int64", "m": "int", "s": "int"})
	ki := -1
	for i, il := range loops {
		if il != nil {
			ki = i
		}
	}
	if ki < 0 {
		t.Fatalf("no irregular kernel:\n%s", mod)
	}
	c2v := intArray(t, ndarray.Int64, []int{m, 2}, func(i int) int64 { return int64(i*7) % nv })
	idx32 := intArray(t, ndarray.Int32, []int{m}, func(i int) int64 { return int64(i*3) % nv })
	perm := intArray(t, ndarray.Int64, []int{m}, func(i int) int64 { return int64(m - 1 - i) })
	w := intArray(t, ndarray.Float64, []int{m}, func(int) int64 { return 1 })
	res := intArray(t, ndarray.Float64, []int{3 * m}, func(int) int64 { return 0 })
	arrays := map[string]*ndarray.Array{"c2v": c2v, "idx32": idx32, "perm": perm, "w": w, "res": res}
	pl := NewPlanner(Options{MinIterations: -1})
	r := pl.Start(mod, p, loops, arrays, map[string]int64{"m": m, "s": 1}, 2)
	args := make([]int64, len(mod.Params))
	for tv := int64(0); tv < 2; tv++ {
		for _, prm := range mod.Params {
			if prm.Kind == kernel.HostVar {
				args[prm.Slot] = tv
			}
		}
		count := int64((m - 1 + 1) / 2)
		lp, err := r.loop(ki, loops[ki], pl.kernelInfo(mod, mod.Kernels[ki], loops[ki], p), 1, 2, count, args)
		if err != nil {
			t.Fatal(err)
		}
		if err := lp.fill(); err != nil {
			t.Fatal(err)
		}
		// Brute force, per access in order of the statements.
		want := [][]int64{}
		at := func(a *ndarray.Array, idx ...int) int64 { return a.At(idx...).I }
		wrap := func(i, n int) int {
			if i < 0 {
				return i + n
			}
			return i
		}
		var c, i32, pm, dir []int64
		var inner []int64
		for it := int64(0); it < count; it++ {
			e := 1 + 2*it
			for k := range 2 {
				c = append(c, at(c2v, int(e), k))
				inner = append(inner, e+3*int64(k))
			}
			i32 = append(i32, at(idx32, wrap(int(e-m), m)))
			pm = append(pm, at(perm, int(m-1-e)))
			dir = append(dir, 2*e+tv+1)
		}
		want = append(want, c, i32, pm, dir, inner)
		var got []string
		for ai, a := range lp.acc {
			switch {
			case a.Direct != nil:
				var vals []int64
				for it := int64(0); it < count; it++ {
					vals = append(vals, a.Direct.Offset+a.Direct.Stride*it)
				}
				got = append(got, fmt.Sprint(vals))
			default:
				got = append(got, fmt.Sprint(a.Maps[0].Values[:count*int64(a.Maps[0].Arity)]))
			}
			if a.Target != 0 || a.Kind != inspector.Increment || a.Op != inspector.Sum || a.Len != 3*m || !a.Wrap {
				t.Errorf("access %d: %+v", ai, a)
			}
		}
		var wantS []string
		for _, v := range want {
			wantS = append(wantS, fmt.Sprint(v))
		}
		if strings.Join(got, "\n") != strings.Join(wantS, "\n") {
			t.Errorf("t = %d: index maps\n%s\nwant\n%s", tv, strings.Join(got, "\n"), strings.Join(wantS, "\n"))
		}
	}
}

// TestIndexMapOffset checks that an index array read plus a constant
// reaches the inspector with the constant added, and that the index
// array itself, read in place for the access without one, is left as it
// was.
func TestIndexMapOffset(t *testing.T) {
	const m = 12
	p, mod, loops := build(t, `import alpyna

@alpyna.jit
def f(idx, w, res, m):
    for e in range(m):
        res[idx[e] - 1] += w[e]
        res[idx[e]] += w[e]
        res[3 + idx[e]] += w[e]
`, map[string]int64{"m": m}, map[string]string{"idx": "int64", "m": "int"})
	if len(p.Irregular) != 1 {
		t.Fatalf("irregular loops %+v, want one", p.Irregular)
	}
	ki := -1
	for i, il := range loops {
		if il != nil {
			ki = i
		}
	}
	idx := intArray(t, ndarray.Int64, []int{m}, func(i int) int64 { return int64(i*5) % m })
	w := intArray(t, ndarray.Float64, []int{m}, func(int) int64 { return 1 })
	res := intArray(t, ndarray.Float64, []int{m + 3}, func(int) int64 { return 0 })
	arrays := map[string]*ndarray.Array{"idx": idx, "w": w, "res": res}
	pl := NewPlanner(Options{MinIterations: -1})
	r := pl.Start(mod, p, loops, arrays, map[string]int64{"m": m}, 2)
	lp, err := r.loop(ki, loops[ki], pl.kernelInfo(mod, mod.Kernels[ki], loops[ki], p), 0, 1, m, make([]int64, len(mod.Params)))
	if err != nil {
		t.Fatal(err)
	}
	if err := lp.fill(); err != nil {
		t.Fatal(err)
	}
	for ai, off := range []int64{-1, 0, 3} {
		vals := lp.acc[ai].Maps[0].Values
		for e := range int64(m) {
			if want := (e*5)%m + off; vals[e] != want {
				t.Errorf("access %d, iteration %d: index %d, want %d", ai, e, vals[e], want)
			}
		}
	}
	for e := range m {
		if v := idx.At(e).I; v != int64(e*5)%m {
			t.Errorf("idx[%d] = %d after inspection, want %d", e, v, (e*5)%m)
		}
	}
}

// TestKernelChecks checks which kernels must run in order whatever their
// index arrays hold.
func TestKernelChecks(t *testing.T) {
	tests := []struct {
		name, body string
		types      map[string]string
		want       string // substring of the reason; "" for none
	}{
		{"float increment of floats", "acc[idx[e]] += w[e]", map[string]string{"w": "float64"}, ""},
		{"float increment of float32", "acc[idx[e]] = acc[idx[e]] + w[e]", map[string]string{"acc": "float32", "w": "float64"}, ""},
		{"int increment of int32", "acc[idx[e]] *= 3", map[string]string{"acc": "int32"}, ""},
		{"min", "acc[idx[e]] = min(acc[idx[e]], w[e])", map[string]string{"w": "float64"}, ""},
		{"float increment of ints", "acc[idx[e]] += w[e]", map[string]string{"acc": "int64", "w": "float64"}, "int64 elements are updated in float64"},
		{"float increment of bools", "acc[idx[e]] += 1", map[string]string{"acc": "bool_"}, "elements are updated in"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			types := map[string]string{"idx": "int64", "m": "int"}
			for k, v := range tc.types {
				types[k] = v
			}
			p, m, loops := build(t, "import alpyna\n\n@alpyna.jit\ndef f(idx, w, acc, m):\n    for e in range(m):\n        "+tc.body+"\n",
				map[string]int64{"m": 10}, types)
			if loops[0] == nil {
				t.Fatalf("no irregular kernel:\n%s", m)
			}
			got := checkKernel(m, m.Kernels[0], loops[0], p)
			if tc.want == "" && got != "" || tc.want != "" && !strings.Contains(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestRunsAndChunks checks how a colour's iterations become tasks.
func TestRunsAndChunks(t *testing.T) {
	runs := colourRuns([]int32{0, 1, 2, 5, 7, 8, 20})
	if got := fmt.Sprint(runs); got != "[{0 3} {5 6} {7 9} {20 21}]" {
		t.Errorf("runs %s", got)
	}
	tasks := chunk(runs, 2)
	if got := fmt.Sprint(tasks); got != "[[{0 3}] [{5 6} {7 9}] [{20 21}]]" {
		t.Errorf("tasks %s", got)
	}
}
