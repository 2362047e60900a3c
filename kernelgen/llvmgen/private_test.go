package llvmgen_test

import (
	"encoding/binary"
	"math"
	"slices"
	"strconv"
	"testing"

	"github.com/alpyna/alpyna/internal/kerneltest"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime/kexec"
)

// TestRunPrivateCopies runs doitgen's kernel (testdata/scripts/
// loops_private_array.py), whose Dims r and q share the temporary sum_
// through private copies (kernel.Kernel.Privates), natively and on the Go
// executor, over boxes as the runtime cuts them: a box that does not hold
// the last point of the Dims must leave sum_ as the caller had it (its
// points wrote their own copy), and the box that holds it must leave the
// last point's values; every row a box runs is what the loops run in
// order compute, bit for bit.
func TestRunPrivateCopies(t *testing.T) {
	ins, err := kerneltest.Run("../../testdata/scripts/loops_private_array.py")
	if err != nil {
		t.Fatal(err)
	}
	var m *kernel.Module
	for _, in := range ins {
		if in.Nest.Func == "doitgen" {
			m = in.Module
		}
	}
	if m == nil || len(m.Kernels) != 1 || len(m.Kernels[0].Privates) != 1 || len(m.Kernels[0].Dims) != 2 {
		t.Fatalf("doitgen's module is not one (r, q) kernel with a private sum_:\n%s", m)
	}
	k := m.Kernels[0]
	if p := k.Privates[0]; p.Array.Name != "sum_" || !k.Dims[0].Ordered || !k.Dims[1].Ordered {
		t.Fatalf("doitgen's kernel privatises %s, dims ordered %v %v", p.Array.Name, k.Dims[0].Ordered, k.Dims[1].Ordered)
	}
	// The sizes the script ran with, which the module's proofs assume.
	const nr, nq, np = 10, 12, 16
	a, c4, sum := make([]float64, nr*nq*np), make([]float64, np*np), make([]float64, np)
	for i := range a {
		a[i] = float64(i%7) / 7
	}
	for i := range c4 {
		c4[i] = float64(i%5) / 5
	}
	for i := range sum {
		sum[i] = -1
	}
	// The loops in order: each (r, q) row, and sum_ after the last one.
	wantA, wantSum := slices.Clone(a), slices.Clone(sum)
	for r := range nr {
		for q := range nq {
			row := wantA[(r*nq+q)*np:][:np]
			for p := range np {
				wantSum[p] = 0
				for s := range np {
					wantSum[p] += row[s] * c4[s*np+p]
				}
			}
			copy(row, wantSum)
		}
	}
	vals := map[string]string{"nr": slotI(nr), "nq": slotI(nq), "np_": slotI(np)}
	shapes := map[string][]int{"A": {nr, nq, np}, "C4": {np, np}, "sum_": {np}}
	args := argsFor(t, m, vals, shapes)
	arrays := map[string][]float64{"A": a, "C4": c4, "sum_": sum}
	index := map[string]int{}
	for i, arr := range m.Arrays {
		index[arr.Name] = i
	}
	boxes := []struct {
		box  []int64
		last bool
	}{
		{[]int64{0, 4, 0, math.MaxInt64}, false},
		{[]int64{4, math.MaxInt64, 0, 5}, false},
		{[]int64{4, math.MaxInt64, 5, math.MaxInt64}, true},
		{[]int64{0, math.MaxInt64, 0, math.MaxInt64}, true},
	}
	check := func(t *testing.T, box []int64, last bool, gotA, gotSum []float64) {
		t.Helper()
		for r := range nr {
			for q := range nq {
				in := int64(r) >= box[0] && int64(r) < box[1] && int64(q) >= box[2] && int64(q) < box[3]
				want := a
				if in {
					want = wantA
				}
				for p := range np {
					i := (r*nq+q)*np + p
					if gotA[i] != want[i] {
						t.Fatalf("box %v: A[%d, %d, %d] = %v, want %v", box, r, q, p, gotA[i], want[i])
					}
				}
			}
		}
		want := sum
		if last {
			want = wantSum
		}
		if !slices.Equal(gotSum, want) {
			t.Errorf("box %v: sum_ = %v, want %v", box, gotSum, want)
		}
	}

	t.Run("native", func(t *testing.T) {
		n := buildNative(t, m)
		var calls []call
		for _, b := range boxes {
			hs := make([]harnessArray, len(m.Arrays))
			for name, vs := range arrays {
				hs[index[name]] = harnessArray{8, f64s(vs...)}
			}
			calls = append(calls, call{kernel: k.Name, box: b.box, args: args, arrays: hs, nout: 2 * len(k.Outputs)})
		}
		for i, r := range n.run(t, calls) {
			if r.status != kernel.OK {
				t.Fatalf("box %v: status %s", boxes[i].box, r.status)
			}
			floats := func(name string) []float64 {
				out := make([]float64, len(r.arrays[index[name]]))
				for j, bits := range r.arrays[index[name]] {
					out[j] = math.Float64frombits(bits)
				}
				return out
			}
			check(t, boxes[i].box, boxes[i].last, floats("A"), floats("sum_"))
		}
	})

	t.Run("go", func(t *testing.T) {
		g := kexec.NewGoKernels(m)
		for _, b := range boxes {
			data := make([][]byte, len(m.Arrays))
			for name, vs := range arrays {
				buf := make([]byte, 8*len(vs))
				for j, v := range vs {
					binary.LittleEndian.PutUint64(buf[8*j:], math.Float64bits(v))
				}
				data[index[name]] = buf
			}
			slots := make([]int64, len(args))
			for i, s := range args {
				if s[0] != '@' {
					slots[i], _ = strconv.ParseInt(s, 10, 64)
				}
			}
			if st := g.Run(0, b.box, slots, make([]int64, 2*len(k.Outputs)), data); st != kernel.OK {
				t.Fatalf("box %v: status %s", b.box, st)
			}
			floats := func(name string) []float64 {
				buf := data[index[name]]
				out := make([]float64, len(buf)/8)
				for j := range out {
					out[j] = math.Float64frombits(binary.LittleEndian.Uint64(buf[8*j:]))
				}
				return out
			}
			check(t, b.box, b.last, floats("A"), floats("sum_"))
		}
	})
}
