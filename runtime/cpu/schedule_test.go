package cpu

import (
	"math"
	"slices"
	"testing"
	"unsafe"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/kexec"
)

// histModule is a module of one kernel over it in range(n):
//
//	a[it % buckets] += 1.0; s += it
//
// with s a reduction of the launch, for running schedules on the Go
// executor of the kernel IR.
func histModule(n, buckets int64) (*kernel.Module, *kernel.Array) {
	m := &kernel.Module{Name: "hist"}
	param := func(kind kernel.ParamKind, name string, t kernel.Type) *kernel.Param {
		p := &kernel.Param{Slot: len(m.Params), Kind: kind, Name: name, Type: t}
		m.Params = append(m.Params, p)
		return p
	}
	a := &kernel.Array{Name: "a", Elem: kernel.Float64, NDim: 1, Written: true}
	a.Data = param(kernel.Data, "a", kernel.Float64)
	a.Data.Array = a
	sh := param(kernel.Shape, "a", kernel.PyInt)
	sh.Array = a
	a.Shape = []*kernel.Param{sh}
	m.Arrays = []*kernel.Array{a}
	sp := param(kernel.Scalar, "s", kernel.PyInt)
	it := &kernel.Local{Index: 0, Name: "it", Type: kernel.PyInt}
	s := &kernel.Local{Index: 1, Name: "s", Type: kernel.PyInt, Param: sp}
	c := func(v int64) kernel.Expr { return &kernel.Const{T: kernel.PyInt, I: v} }
	idx := []*kernel.Subscript{{X: &kernel.Binary{Op: kernel.Mod, X: &kernel.Var{Local: it}, Y: c(buckets), T: kernel.PyInt}}}
	k := &kernel.Kernel{Name: "hist_k", Locals: []*kernel.Local{it, s},
		Dims: []*kernel.Dim{{Var: it, Lower: c(0), Upper: c(n), Step: c(1)}},
		Body: []kernel.Stmt{
			&kernel.Store{Array: a, Index: idx, Value: &kernel.Binary{Op: kernel.Add,
				X: &kernel.Load{Array: a, Index: idx}, Y: &kernel.Const{T: kernel.Float64, F: 1}, T: kernel.Float64}},
			&kernel.Assign{Dst: s, Value: &kernel.Binary{Op: kernel.Add, X: &kernel.Var{Local: s}, Y: &kernel.Var{Local: it}, T: kernel.PyInt}},
		},
		Inputs:  []*kernel.Local{s},
		Outputs: []*kernel.Output{{Local: s, Combine: kernel.Reduce, Op: kernel.Add}},
	}
	m.Kernels = []*kernel.Kernel{k}
	m.Host = []kernel.Step{&kernel.Launch{Kernel: k}}
	return m, a
}

// TestSchedules runs one launch by several schedules and checks that every
// iteration ran once, the reduction combined, and private copies were
// folded back.
func TestSchedules(t *testing.T) {
	const n = 1000
	ranges := func(rs ...int64) runtime.Task {
		var t runtime.Task
		for i := 0; i+1 < len(rs); i += 2 {
			t = append(t, runtime.Range{Lo: rs[i], Hi: rs[i+1]})
		}
		return t
	}
	// Tasks of one phase must not share an element (buckets: n makes
	// every iteration's element its own), except through private copies.
	tests := []struct {
		name    string
		buckets int64
		s       *runtime.Schedule
	}{
		{"one task", 7, &runtime.Schedule{Phases: [][]runtime.Task{{ranges(0, n)}}}},
		{"phases of scattered ranges", n, &runtime.Schedule{Phases: [][]runtime.Task{
			{ranges(0, 10, 500, 600), ranges(700, 1000)},
			{ranges(10, 500), ranges(600, 650, 651, 700), ranges(650, 651)},
		}}},
		{"private copies", 7, &runtime.Schedule{Phases: [][]runtime.Task{{ranges(0, 333), ranges(333, 500), ranges(500, 1000)}},
			Private: []runtime.Private{{Array: 0, Op: kernel.Add}}}},
		{"nil schedule", n, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			buckets := tc.buckets
			m, _ := histModule(n, buckets)
			buf := identityBuffer(kernel.Add, kernel.Float64, 8*int(buckets))
			vals := typed[float64](buf)
			for i := range vals {
				vals[i] = 100
			}
			args := make([]int64, len(m.Params))
			args[0] = int64(uintptr(unsafe.Pointer(&buf[0])))
			args[1] = buckets
			args[2] = 5 // s before the launch
			data := [][]byte{buf}
			x := &Execution{Module: m, Runner: GoRunner{Kernels: kexec.NewGoKernels(m), Data: data}, Args: args,
				Threads: 3, Data: data}
			var asked []int64
			x.Schedule = func(ki int, lower, step, count int64, a []int64) (*runtime.Schedule, error) {
				asked = append(asked, lower, step, count)
				return tc.s, nil
			}
			if err := Execute(x); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(asked, []int64{0, 1, n}) {
				t.Errorf("schedule asked with %v, want [0 1 %d]", asked, n)
			}
			for b, v := range vals {
				want := 100 + float64((n-int64(b)+buckets-1)/buckets)
				if v != want {
					t.Errorf("a[%d] = %v, want %v", b, v, want)
				}
			}
			if got, want := args[2], int64(5+n*(n-1)/2); got != want || !x.Assigned[2] {
				t.Errorf("s = %d (assigned %v), want %d", got, x.Assigned[2], want)
			}
		})
	}
}

// TestScheduleErrors checks the schedules the runtime refuses.
func TestScheduleErrors(t *testing.T) {
	m, _ := histModule(10, 2)
	buf := identityBuffer(kernel.Add, kernel.Float64, 16)
	args := []int64{int64(uintptr(unsafe.Pointer(&buf[0]))), 2, 0}
	x := &Execution{Module: m, Runner: GoRunner{Kernels: kexec.NewGoKernels(m), Data: [][]byte{buf}}, Args: args,
		Threads: 2, Data: [][]byte{buf}}
	x.Schedule = func(int, int64, int64, int64, []int64) (*runtime.Schedule, error) {
		return &runtime.Schedule{Phases: [][]runtime.Task{{{{Lo: 0, Hi: 5}}}, {{{Lo: 5, Hi: 10}}}}, Private: []runtime.Private{{Array: 0, Op: kernel.Add}}}, nil
	}
	if err := Execute(x); err == nil {
		t.Error("private copies over two phases: no error")
	}
	m.Kernels[0].Outputs[0].Combine = kernel.Last
	x.Schedule = func(int, int64, int64, int64, []int64) (*runtime.Schedule, error) {
		return &runtime.Schedule{Phases: [][]runtime.Task{{{{Lo: 0, Hi: 5}}, {{Lo: 5, Hi: 10}}}}}, nil
	}
	if err := Execute(x); err == nil {
		t.Error("a last-value output over two tasks: no error")
	}
}

// TestCombineElems checks identities and the combining of private copies
// in every element type.
func TestCombineElems(t *testing.T) {
	inf32 := float32(math.Inf(1))
	for _, tc := range []struct {
		op   kernel.BinOp
		t    kernel.Type
		dst  []float64 // element values before
		src  []float64 // the private copy's updates, applied to the identity
		want []float64
	}{
		{kernel.Add, kernel.Float32, []float64{1, 2}, []float64{0.1, 3}, []float64{float64(float32(1) + float32(0.1)), 5}},
		{kernel.Mul, kernel.Float64, []float64{2, 3}, []float64{4, 1}, []float64{8, 3}},
		{kernel.Min, kernel.Int32, []float64{5, -7}, []float64{3, 100}, []float64{3, -7}},
		{kernel.Max, kernel.Int64, []float64{5, -7}, []float64{3, -1}, []float64{5, -1}},
		{kernel.Min, kernel.Float32, []float64{math.NaN(), 2}, []float64{1, math.NaN()}, []float64{math.NaN(), 2}},
		{kernel.Add, kernel.Int32, []float64{math.MaxInt32, 0}, []float64{1, -3}, []float64{math.MinInt32, -3}},
	} {
		n := len(tc.dst)
		dst := identityBuffer(kernel.Add, tc.t, n*tc.t.ItemSize())
		src := identityBuffer(tc.op, tc.t, n*tc.t.ItemSize())
		set := func(b []byte, i int, v float64, update bool) {
			switch tc.t {
			case kernel.Float32:
				s := typed[float32](b)
				if !update {
					s[i] = float32(v)
					return
				}
				if i == 0 && tc.op == kernel.Min && s[i] != inf32 {
					t.Errorf("min identity of float32 is %v", s[i])
				}
				switch tc.op {
				case kernel.Add:
					s[i] += float32(v)
				case kernel.Min:
					if float32(v) < s[i] {
						s[i] = float32(v)
					}
				}
			case kernel.Float64:
				s := typed[float64](b)
				if !update {
					s[i] = v
					return
				}
				s[i] *= v
			case kernel.Int32:
				s := typed[int32](b)
				if !update {
					s[i] = int32(v)
					return
				}
				switch tc.op {
				case kernel.Add:
					s[i] += int32(v)
				case kernel.Min:
					s[i] = min(s[i], int32(v))
				}
			case kernel.Int64:
				s := typed[int64](b)
				if !update {
					s[i] = int64(v)
					return
				}
				s[i] = max(s[i], int64(v))
			}
		}
		for i := range n {
			set(dst, i, tc.dst[i], false)
			set(src, i, tc.src[i], true)
		}
		combineElems(tc.op, tc.t, dst, src)
		for i := range n {
			var got float64
			switch tc.t {
			case kernel.Float32:
				got = float64(typed[float32](dst)[i])
			case kernel.Float64:
				got = typed[float64](dst)[i]
			case kernel.Int32:
				got = float64(typed[int32](dst)[i])
			case kernel.Int64:
				got = float64(typed[int64](dst)[i])
			}
			if got != tc.want[i] && !(math.IsNaN(got) && math.IsNaN(tc.want[i])) {
				t.Errorf("%s %s element %d: got %v, want %v", tc.op, tc.t, i, got, tc.want[i])
			}
		}
	}
}

// TestCombineBitwise checks the privatised bitwise array reductions
// (bloom[k] |= bit, parity[idx[e]] ^= v[e], mask[k] &= ~bits[e]): each
// private copy starts from the operator's identity (0 for | and ^, all ones
// for &), takes its share of the updates, and folding the copies into the
// array in order gives exactly the updates applied one by one.
func TestCombineBitwise(t *testing.T) {
	const n, copies = 5, 3
	// update u of copy c touches element (c*7 + u*3) % n with value vals[...].
	vals := []int64{0x5a5a, -1, 1 << 40, -0x1234, 7, math.MinInt64, 0xff00ff, 3}
	apply := func(op kernel.BinOp, a, v int64) int64 {
		switch op {
		case kernel.BitAnd:
			return a & v
		case kernel.BitOr:
			return a | v
		}
		return a ^ v
	}
	for _, op := range []kernel.BinOp{kernel.BitAnd, kernel.BitOr, kernel.BitXor} {
		for _, et := range []kernel.Type{kernel.Int64, kernel.Int32} {
			get := func(b []byte, i int) int64 {
				if et == kernel.Int32 {
					return int64(typed[int32](b)[i])
				}
				return typed[int64](b)[i]
			}
			put := func(b []byte, i int, v int64) {
				if et == kernel.Int32 {
					typed[int32](b)[i] = int32(v)
					return
				}
				typed[int64](b)[i] = v
			}
			dst := identityBuffer(kernel.Add, et, n*et.ItemSize())
			want := make([]int64, n)
			for i := range n {
				put(dst, i, int64(i)*0x1111-3)
				want[i] = get(dst, i)
			}
			var privs [][]byte
			for c := range copies {
				src := identityBuffer(op, et, n*et.ItemSize())
				for i := range n {
					if id := get(src, i); id != apply(op, id, id) || apply(op, id, 0x3c3c) != 0x3c3c {
						t.Fatalf("%s %s: identity %#x leaves 0x3c3c as %#x", op, et, id, apply(op, id, 0x3c3c))
					}
				}
				for u := range 6 {
					i, v := (c*7+u*3)%n, vals[(c+u)%len(vals)]
					put(src, i, apply(op, get(src, i), v))
					want[i] = apply(op, want[i], v)
				}
				privs = append(privs, src)
			}
			for _, src := range privs {
				combineElems(op, et, dst, src)
			}
			for i := range n {
				w := want[i]
				if et == kernel.Int32 {
					w = int64(int32(w))
				}
				if got := get(dst, i); got != w {
					t.Errorf("%s %s element %d: got %#x, want %#x", op, et, i, got, w)
				}
			}
		}
	}
}
