package kexec_test

// This file tests the Go executor's Atomic stores: kernels whose one Dim
// updates few elements of an array from many iterations, run on several
// goroutines at once over disjoint boxes (which the CPU ABI allows), must
// give exactly the sequential result where it does not depend on the
// order of the updates.

import (
	"encoding/binary"
	"math"
	"sync"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime/kexec"
)

// atomicCase is one kernel
//
//	for e in range(len(idx)): atomic acc[idx[e]] = value(acc[idx[e]], val[e])
type atomicCase struct {
	name      string
	acc, opnd kernel.Type // element types of acc and val
	value     func(self *kernel.Load, x kernel.Expr) kernel.Expr
	ref       func(acc, x float64) float64 // the update, on floats
	iref      func(acc, x int64) int64     // or on ints (wrapping as int64)
	init      float64                      // acc's elements start here
	vals      []float64                    // val[e] cycles through these
}

func atomicBin(op kernel.BinOp, t kernel.Type, checked bool) func(self *kernel.Load, x kernel.Expr) kernel.Expr {
	return func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Binary{Op: op, X: self, Y: x, T: t, Checked: checked}
	}
}

func faddRef(a, x float64) float64 { return a + x }
func iaddRef(a, x int64) int64     { return a + x }

var atomicCases = []atomicCase{
	{name: "add_f64", acc: kernel.Float64, opnd: kernel.Float64, value: atomicBin(kernel.Add, kernel.Float64, false), ref: faddRef, vals: []float64{1, 2, 3, 4, 5}},
	{name: "add_f32", acc: kernel.Float32, opnd: kernel.Float32, value: atomicBin(kernel.Add, kernel.Float32, false), ref: faddRef, vals: []float64{1, 2, 3}},
	{name: "add_i64", acc: kernel.Int64, opnd: kernel.Int64, value: atomicBin(kernel.Add, kernel.Int64, false), iref: iaddRef, vals: []float64{1, 2, 3, -1}},
	{name: "add_i32", acc: kernel.Int32, opnd: kernel.Int32, value: atomicBin(kernel.Add, kernel.Int32, false), iref: iaddRef, vals: []float64{1, 2, 3}},
	{name: "sub_f64", acc: kernel.Float64, opnd: kernel.Float64, value: atomicBin(kernel.Sub, kernel.Float64, false),
		ref: func(a, x float64) float64 { return a - x }, vals: []float64{1, 2, 3}},
	{name: "radd_i32", acc: kernel.Int32, opnd: kernel.Int32, value: func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Binary{Op: kernel.Add, X: x, Y: self, T: kernel.Int32}
	}, iref: iaddRef, vals: []float64{1, 5}},
	{name: "mul_i64", acc: kernel.Int64, opnd: kernel.Int64, value: atomicBin(kernel.Mul, kernel.Int64, false),
		iref: func(a, x int64) int64 { return a * x }, init: 1, vals: []float64{1, 3, 1, 1}},
	{name: "max_f64", acc: kernel.Float64, opnd: kernel.Float64, value: atomicBin(kernel.Max, kernel.Float64, false), ref: math.Max, init: -1, vals: []float64{1, 2, 3, 7, 2}},
	{name: "min_i32", acc: kernel.Int32, opnd: kernel.Int32, value: atomicBin(kernel.Min, kernel.Int32, false), iref: func(a, x int64) int64 { return min(a, x) }, init: 100, vals: []float64{9, 4, -3, 8}},
	// acc[j] = int64(int(acc[j]) + int(val[e])), a Python int add, checked.
	{name: "pyadd_i64", acc: kernel.Int64, opnd: kernel.Int64, value: func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Convert{T: kernel.Int64, X: &kernel.Binary{Op: kernel.Add, T: kernel.PyInt, Checked: true,
			X: &kernel.Convert{T: kernel.PyInt, X: self}, Y: &kernel.Convert{T: kernel.PyInt, X: x}}}
	}, iref: iaddRef, vals: []float64{2, 1}},
	// acc[j] = float32(float64(acc[j]) + float64(val[e])), rounded once more.
	{name: "wideadd_f32", acc: kernel.Float32, opnd: kernel.Float32, value: func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Convert{T: kernel.Float32, X: &kernel.Binary{Op: kernel.Add, T: kernel.Float64,
			X: &kernel.Convert{T: kernel.Float64, X: self}, Y: &kernel.Convert{T: kernel.Float64, X: x}}}
	}, ref: faddRef, vals: []float64{4, 1}},
}

// atomicModule builds the case's module: params acc, acc.shape0, idx,
// idx.shape0, val, val.shape0.
func atomicModule(t *testing.T, c atomicCase) *kernel.Module {
	m := &kernel.Module{Name: "atomic_" + c.name, File: "test.py", Line: 1}
	array := func(name string, elem kernel.Type, written bool) *kernel.Array {
		a := &kernel.Array{Name: name, Elem: elem, NDim: 1, Written: written}
		a.Data = &kernel.Param{Slot: len(m.Params), Kind: kernel.Data, Name: name, Type: elem, Array: a}
		a.Shape = []*kernel.Param{{Slot: len(m.Params) + 1, Kind: kernel.Shape, Name: name, Type: kernel.PyInt, Array: a}}
		m.Params = append(m.Params, a.Data, a.Shape[0])
		m.Arrays = append(m.Arrays, a)
		return a
	}
	acc, idx, val := array("acc", c.acc, true), array("idx", kernel.Int64, false), array("val", c.opnd, false)
	k := &kernel.Kernel{Name: c.name, Line: 1}
	e := &kernel.Local{Index: 0, Name: "e", Type: kernel.PyInt}
	k.Locals = []*kernel.Local{e}
	k.Dims = []*kernel.Dim{{Var: e, Lower: &kernel.Const{T: kernel.PyInt}, Upper: &kernel.ParamRef{Param: idx.Shape[0]},
		Step: &kernel.Const{T: kernel.PyInt, I: 1}}}
	ld := func(a *kernel.Array, x kernel.Expr) *kernel.Load {
		return &kernel.Load{Array: a, Index: []*kernel.Subscript{{X: x}}}
	}
	j := func() kernel.Expr { return ld(idx, &kernel.Var{Local: e}) }
	st := &kernel.Store{Array: acc, Index: []*kernel.Subscript{{X: j()}}, Atomic: true,
		Value: c.value(ld(acc, j()), ld(val, &kernel.Var{Local: e}))}
	k.Body = []kernel.Stmt{st}
	k.MayFail = kernel.HasChecks(k.Body)
	m.MayFail = k.MayFail
	m.Kernels = []*kernel.Kernel{k}
	m.Host = []kernel.Step{&kernel.Launch{Kernel: k}}
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	if st.SelfLoad() == nil {
		t.Fatal("no self load")
	}
	return m
}

// atomicElemBytes encodes a value as an element of type t.
func atomicElemBytes(b []byte, t kernel.Type, x float64) {
	switch t {
	case kernel.Float64:
		binary.LittleEndian.PutUint64(b, math.Float64bits(x))
	case kernel.Float32:
		binary.LittleEndian.PutUint32(b, math.Float32bits(float32(x)))
	case kernel.Int64:
		binary.LittleEndian.PutUint64(b, uint64(int64(x)))
	case kernel.Int32:
		binary.LittleEndian.PutUint32(b, uint32(int32(x)))
	}
}

// atomicPutElem encodes f (a float type) or i (an int type) as an element of
// type t.
func atomicPutElem(b []byte, t kernel.Type, f float64, i int64) {
	switch t {
	case kernel.Int64:
		binary.LittleEndian.PutUint64(b, uint64(i))
	case kernel.Int32:
		binary.LittleEndian.PutUint32(b, uint32(i))
	default:
		atomicElemBytes(b, t, f)
	}
}

func atomicElemValue(b []byte, t kernel.Type) float64 {
	switch t {
	case kernel.Float64:
		return math.Float64frombits(binary.LittleEndian.Uint64(b))
	case kernel.Float32:
		return float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))
	case kernel.Int64:
		return float64(int64(binary.LittleEndian.Uint64(b)))
	}
	return float64(int32(binary.LittleEndian.Uint32(b)))
}

const (
	atomicIters   = 40000 // iterations of the Dim
	atomicElems   = 5     // elements of acc they update
	atomicWorkers = 8     // goroutines running the kernel at once
	atomicChunk   = 500   // iterations per box
	atomicRounds  = 10
)

// atomicRunConcurrently splits the Dim's iterations into boxes of atomicChunk,
// and has atomicWorkers goroutines, started together, run them (worker w
// takes boxes w, w+atomicWorkers, ...). It returns the first status other
// than OK of each worker.
func atomicRunConcurrently(run func(box []int64) kernel.Status) []kernel.Status {
	var wg sync.WaitGroup
	start := make(chan struct{})
	status := make([]kernel.Status, atomicWorkers)
	for w := range atomicWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			for lo := int64(w) * atomicChunk; lo < atomicIters; lo += atomicWorkers * atomicChunk {
				if s := run([]int64{lo, lo + atomicChunk}); s != kernel.OK && status[w] == kernel.OK {
					status[w] = s
				}
			}
		}()
	}
	close(start)
	wg.Wait()
	return status
}

// TestGoKernelsAtomicStores runs each case's kernel on atomicWorkers
// goroutines at once, over disjoint boxes of the Dim, and compares acc
// with the sequential result (exact: the cases' updates commute, and float
// sums stay on small integers).
func TestGoKernelsAtomicStores(t *testing.T) {
	for _, c := range atomicCases {
		t.Run(c.name, func(t *testing.T) {
			m := atomicModule(t, c)
			g := kexec.NewGoKernels(m)
			size := c.acc.ItemSize()
			idx := make([]byte, 8*atomicIters)
			val := make([]byte, c.opnd.ItemSize()*atomicIters)
			// The sequential result, element by element, in acc's encoding.
			want := make([]byte, size*atomicElems)
			fw, iw := make([]float64, atomicElems), make([]int64, atomicElems)
			for i := range atomicElems {
				fw[i], iw[i] = c.init, int64(c.init)
			}
			for e := range atomicIters {
				j := (e * 7) % atomicElems
				binary.LittleEndian.PutUint64(idx[8*e:], uint64(j))
				x := c.vals[e%len(c.vals)]
				atomicElemBytes(val[c.opnd.ItemSize()*e:], c.opnd, x)
				if c.iref != nil {
					iw[j] = c.iref(iw[j], int64(x))
				} else {
					fw[j] = c.ref(fw[j], x)
				}
			}
			for i := range atomicElems {
				atomicPutElem(want[size*i:], c.acc, fw[i], iw[i])
			}
			args := []int64{0, atomicElems, 0, atomicIters, 0, atomicIters}
			for round := range atomicRounds {
				acc := make([]byte, size*atomicElems)
				for i := range atomicElems {
					atomicElemBytes(acc[size*i:], c.acc, c.init)
				}
				data := [][]byte{acc, idx, val}
				status := atomicRunConcurrently(func(box []int64) kernel.Status { return g.Run(0, box, args, nil, data) })
				for w, s := range status {
					if s != kernel.OK {
						t.Fatalf("round %d: worker %d: status %s", round, w, s)
					}
				}
				for i := range atomicElems {
					got, exp := acc[size*i:size*(i+1)], want[size*i:size*(i+1)]
					if string(got) != string(exp) {
						t.Fatalf("round %d: acc[%d] = %v, want %v (lost updates)", round, i, atomicElemValue(got, c.acc), atomicElemValue(exp, c.acc))
					}
				}
			}
		})
	}
}

// TestGoKernelsAtomicCheck checks that a check failing inside the
// compare-and-swap loop (a Python int add leaving 64 bits) stops the
// kernel, after the updates before it.
func TestGoKernelsAtomicCheck(t *testing.T) {
	c := atomicCases[len(atomicCases)-2]
	if c.name != "pyadd_i64" {
		t.Fatal("case table changed")
	}
	g := kexec.NewGoKernels(atomicModule(t, c))
	acc := make([]byte, 8)
	binary.LittleEndian.PutUint64(acc, uint64(math.MaxInt64-1))
	idx := make([]byte, 8*4)
	val := make([]byte, 8*4)
	for e := range 4 {
		binary.LittleEndian.PutUint64(val[8*e:], 1)
	}
	args := []int64{0, 1, 0, 4, 0, 4}
	st := g.Run(0, []int64{0, 4}, args, nil, [][]byte{acc, idx, val})
	// The executor's Python int arithmetic reports OverflowError where the
	// native kernels say Deopt; either stops the kernel.
	if st != kernel.Deopt && st != kernel.OverflowError {
		t.Errorf("status %s, want %s", st, kernel.Deopt)
	}
	if got := int64(binary.LittleEndian.Uint64(acc)); got != math.MaxInt64 {
		t.Errorf("acc[0] = %d, want %d (the update before the overflow)", got, int64(math.MaxInt64))
	}
}
