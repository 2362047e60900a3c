// This file runs the launches whose first Dim an execution plan schedules:
// the irregular loops of package depend, whose iterations may touch the
// same elements through index arrays. Package irregular inspects the index
// arrays and turns the plan into a Schedule; Execute asks for one before
// each launch through Execution.Schedule and runs it here with the same
// kernels, the same box calling convention and the same output combining
// as an ordinary launch: a Schedule only says which ranges of the first
// Dim each call gets, which calls may run at once, and which arrays a call
// increments through a private copy.

package cpu

import (
	"fmt"
	"math"
	"slices"
	"sync"
	"unsafe"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime"
)

// scheduled runs a launch of kernel ki by s.
func (x *Execution) scheduled(ki int, k *kernel.Kernel, s *runtime.Schedule) error {
	ntasks := 0
	for _, ph := range s.Phases {
		ntasks += len(ph)
	}
	if len(s.Private) > 0 && len(s.Phases) != 1 {
		return fmt.Errorf("runtime: kernel %s: private copies need a schedule of one phase, not %d", k.Name, len(s.Phases))
	}
	for _, o := range k.Outputs {
		if o.Combine != kernel.Reduce && ntasks > 1 {
			return fmt.Errorf("runtime: kernel %s: a %s output needs a schedule of one task, not %d", k.Name, o.Combine, ntasks)
		}
	}
	// One output area per task, in phase and task order: the outputs
	// combine in that order, as an ordinary launch's boxes do.
	var tasks []task
	for _, ph := range s.Phases {
		for range ph {
			t := task{out: make([]int64, 2*len(k.Outputs))}
			for i, o := range k.Outputs {
				if o.Combine != kernel.Reduce {
					continue
				}
				t.out[2*i] = x.Args[o.Local.Param.Slot]
				if len(tasks) > 0 {
					t.out[2*i] = runtime.SlotIdentity(o.Op, o.Local.Type, t.out[2*i])
				}
			}
			tasks = append(tasks, t)
		}
	}
	base := 0
	for _, ph := range s.Phases {
		runners, args, keep, err := x.privateCopies(k, s.Private, len(ph))
		if err != nil {
			return err
		}
		ptasks := tasks[base : base+len(ph)]
		run := func(j int) {
			t := &ptasks[j]
			box := make([]int64, 2*len(k.Dims))
			for d := range k.Dims {
				box[2*d+1] = math.MaxInt64
			}
			assigned := make([]bool, len(k.Outputs))
			for _, r := range ph[j] {
				box[0], box[1] = r.Lo, r.Hi
				t.status = runners[j].RunKernel(ki, box, args[j], t.out)
				if t.status != kernel.OK {
					return
				}
				for i := range k.Outputs {
					assigned[i] = assigned[i] || t.out[2*i+1] != 0
				}
			}
			for i, a := range assigned {
				t.out[2*i+1] = 0
				if a {
					t.out[2*i+1] = 1
				}
			}
		}
		// The tasks of a phase differ in size (a colour's partitions):
		// hand them out one at a time.
		parallel(x.Threads, len(ph), true, run)
		for _, t := range ptasks {
			if t.status != kernel.OK {
				return &runtime.StatusError{Kernel: k.Name, Status: t.status}
			}
		}
		if len(s.Private) > 0 {
			x.combinePrivate(k, s.Private, keep)
		}
		for _, bufs := range keep {
			for _, b := range bufs {
				releaseBuffer(b)
			}
		}
		base += len(ph)
	}
	return x.combineOutputs(x.state, k, tasks)
}

// privateCopies returns, per task of a phase of n tasks, the runner and
// argument vector it calls the kernel with, and the private copies (per
// task from 1, per entry of priv). Without priv every task shares the
// execution's.
func (x *Execution) privateCopies(k *kernel.Kernel, priv []runtime.Private, n int) ([]KernelRunner, [][]int64, [][][]byte, error) {
	runners := make([]KernelRunner, n)
	args := make([][]int64, n)
	for j := range n {
		runners[j], args[j] = x.Runner, x.Args
	}
	if len(priv) == 0 || n < 2 {
		return runners, args, nil, nil
	}
	keep := make([][][]byte, n)
	for j := 1; j < n; j++ {
		args[j] = slices.Clone(x.Args)
		data := make([][]byte, len(x.Data))
		copy(data, x.Data)
		for _, p := range priv {
			a := x.Module.Arrays[p.Array]
			if p.Array >= len(x.Data) || a.Elem.IsBool() || a.Elem.IsPython() {
				return nil, nil, nil, fmt.Errorf("runtime: kernel %s: array %s cannot be privatised", k.Name, a.Name)
			}
			buf := identityBuffer(p.Op, a.Elem, len(x.Data[p.Array]))
			data[p.Array] = buf
			keep[j] = append(keep[j], buf)
			if len(buf) > 0 {
				args[j][a.Data.Slot] = int64(uintptr(unsafe.Pointer(&buf[0])))
			}
		}
		if g, ok := x.Runner.(GoRunner); ok {
			// The Go executor reads arrays from its buffers, not from
			// the Data slots.
			runners[j] = GoRunner{Kernels: g.Kernels, Data: data}
		}
	}
	return runners, args, keep, nil
}

// privateBuffers keeps the private copies of earlier launches: a loop
// launched again (a time step) reuses them, which spares the allocation
// and, larger, the page faults of touching fresh memory.
var privateBuffers sync.Pool // of *[]uint64

// identityBuffer returns n bytes of elements of type t, each op's identity
// (0 for a sum, | and ^, 1 for a product, the largest value for min, the
// smallest for max, all ones for &), 8-byte aligned. releaseBuffer gives it back for reuse.
func identityBuffer(op kernel.BinOp, t kernel.Type, n int) []byte {
	if n == 0 {
		return nil
	}
	nw := (n + 7) / 8
	var words []uint64
	if p, ok := privateBuffers.Get().(*[]uint64); ok && cap(*p) >= nw && cap(*p) <= 2*nw {
		words = (*p)[:nw]
		clear(words)
	} else {
		if ok {
			privateBuffers.Put(p) // the wrong size: keep it for another loop
		}
		words = make([]uint64, nw)
	}
	buf := unsafe.Slice((*byte)(unsafe.Pointer(&words[0])), n)
	if op == kernel.Add || op == kernel.BitOr || op == kernel.BitXor {
		return buf
	}
	fill := func(v uint64) {
		switch t.ItemSize() {
		case 1:
			s := unsafe.Slice((*uint8)(unsafe.Pointer(&buf[0])), n)
			for i := range s {
				s[i] = uint8(v)
			}
		case 2:
			s := unsafe.Slice((*uint16)(unsafe.Pointer(&buf[0])), n/2)
			for i := range s {
				s[i] = uint16(v)
			}
		case 4:
			s := unsafe.Slice((*uint32)(unsafe.Pointer(&buf[0])), n/4)
			for i := range s {
				s[i] = uint32(v)
			}
		default:
			for i := range words {
				words[i] = v
			}
		}
	}
	if lo, hi, ok := extIntRange(t); ok {
		switch op {
		case kernel.Mul:
			fill(1)
		case kernel.Min:
			fill(hi)
		case kernel.Max:
			fill(lo)
		case kernel.BitAnd:
			fill(math.MaxUint64)
		}
		return buf
	}
	switch {
	case op == kernel.Mul && t == kernel.Float32:
		fill(uint64(math.Float32bits(1)))
	case op == kernel.Mul && t.IsFloat():
		fill(math.Float64bits(1))
	case op == kernel.Mul:
		fill(1)
	case op == kernel.Min && t == kernel.Float32:
		fill(uint64(math.Float32bits(float32(math.Inf(1)))))
	case op == kernel.Min && t.IsFloat():
		fill(math.Float64bits(math.Inf(1)))
	case op == kernel.Min && t == kernel.Int32:
		fill(math.MaxInt32)
	case op == kernel.Min:
		fill(math.MaxInt64)
	case op == kernel.Max && t == kernel.Float32:
		fill(uint64(math.Float32bits(float32(math.Inf(-1)))))
	case op == kernel.Max && t.IsFloat():
		fill(math.Float64bits(math.Inf(-1)))
	case op == kernel.Max && t == kernel.Int32:
		x := int32(math.MinInt32)
		fill(uint64(uint32(x)))
	case op == kernel.Max:
		x := int64(math.MinInt64)
		fill(uint64(x))
	case op == kernel.BitAnd:
		fill(math.MaxUint64) // -1 in either width
	}
	return buf
}

// extIntRange is the least and greatest value of an extended int type
// (kernel.Type), as the bits of an element of t's width.
func extIntRange(t kernel.Type) (lo, hi uint64, ok bool) {
	switch t {
	case kernel.Int8:
		return 0x80, 0x7f, true
	case kernel.Int16:
		return 0x8000, 0x7fff, true
	case kernel.UInt8, kernel.UInt16, kernel.UInt32, kernel.UInt64:
		return 0, math.MaxUint64, true
	}
	return 0, 0, false
}

// releaseBuffer returns a buffer of identityBuffer to the pool.
func releaseBuffer(buf []byte) {
	if len(buf) == 0 {
		return
	}
	words := unsafe.Slice((*uint64)(unsafe.Pointer(&buf[0])), (len(buf)+7)/8)
	privateBuffers.Put(&words)
}

// combinePrivate folds the private copies of a phase into their arrays, in
// task order, element ranges spread over the threads.
func (x *Execution) combinePrivate(k *kernel.Kernel, priv []runtime.Private, keep [][][]byte) {
	for pi, p := range priv {
		a := x.Module.Arrays[p.Array]
		dst := x.Data[p.Array]
		var srcs [][]byte
		for _, bufs := range keep[1:] {
			srcs = append(srcs, bufs[pi])
		}
		size := a.Elem.ItemSize()
		n := len(dst) / size
		parts := max(1, min(x.Threads, n/(1<<14)))
		var wg sync.WaitGroup
		for q := range parts {
			lo, hi := n*q/parts, n*(q+1)/parts
			wg.Add(1)
			go func() {
				defer wg.Done()
				for _, src := range srcs {
					combineElems(p.Op, a.Elem, dst[lo*size:hi*size], src[lo*size:hi*size])
				}
			}()
		}
		wg.Wait()
	}
}

// combineElems sets dst[i] = op(dst[i], src[i]) for every element, with the
// arithmetic of type t: wrapping integers, floats rounded to t, and
// Python's min and max (min(x, v) keeps x unless v < x, so a NaN in x
// stays and a NaN in v is ignored, as the kernel's own updates do).
func combineElems(op kernel.BinOp, t kernel.Type, dst, src []byte) {
	switch t {
	case kernel.Float64:
		combineSlice(op, typed[float64](dst), typed[float64](src))
	case kernel.Float32:
		combineSlice(op, typed[float32](dst), typed[float32](src))
	case kernel.Int64:
		combineInts(op, typed[int64](dst), typed[int64](src))
	case kernel.Int32:
		combineInts(op, typed[int32](dst), typed[int32](src))
	case kernel.Int8:
		combineInts(op, typed[int8](dst), typed[int8](src))
	case kernel.Int16:
		combineInts(op, typed[int16](dst), typed[int16](src))
	case kernel.UInt8:
		combineInts(op, typed[uint8](dst), typed[uint8](src))
	case kernel.UInt16:
		combineInts(op, typed[uint16](dst), typed[uint16](src))
	case kernel.UInt32:
		combineInts(op, typed[uint32](dst), typed[uint32](src))
	case kernel.UInt64:
		combineInts(op, typed[uint64](dst), typed[uint64](src))
	}
}

// combineInts is combineElems for the integer types: wrapping arithmetic
// in the element's own type, as the kernel's (int64 arithmetic wrapped
// into the type), and the bitwise operators, exact in any order.
func combineInts[T int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64](op kernel.BinOp, dst, src []T) {
	switch op {
	case kernel.Add:
		for i, v := range src {
			dst[i] += v
		}
	case kernel.Mul:
		for i, v := range src {
			dst[i] *= v
		}
	case kernel.Min:
		for i, v := range src {
			dst[i] = min(dst[i], v)
		}
	case kernel.Max:
		for i, v := range src {
			dst[i] = max(dst[i], v)
		}
	case kernel.BitAnd:
		for i, v := range src {
			dst[i] &= v
		}
	case kernel.BitOr:
		for i, v := range src {
			dst[i] |= v
		}
	case kernel.BitXor:
		for i, v := range src {
			dst[i] ^= v
		}
	}
}

func typed[T any](b []byte) []T {
	if len(b) == 0 {
		return nil
	}
	var z T
	return unsafe.Slice((*T)(unsafe.Pointer(&b[0])), len(b)/int(unsafe.Sizeof(z)))
}

// combineSlice is combineElems for the float types.
func combineSlice[T float32 | float64](op kernel.BinOp, dst, src []T) {
	switch op {
	case kernel.Add:
		for i, v := range src {
			dst[i] += v
		}
	case kernel.Mul:
		for i, v := range src {
			dst[i] *= v
		}
	case kernel.Min:
		for i, v := range src {
			if v < dst[i] {
				dst[i] = v
			}
		}
	case kernel.Max:
		for i, v := range src {
			if v > dst[i] {
				dst[i] = v
			}
		}
	}
}

// combineOutputs sets the kernel's output scalars from the tasks' output
// areas, in order, as launch does for boxes; st's arena holds the
// location reductions' working slices.
func (x *Execution) combineOutputs(st *launchState, k *kernel.Kernel, tasks []task) error {
	var selected []int64 // the location reductions' results, as out
	if st.kernels[st.index[k]].selects {
		st.chunks = st.chunks[:0]
		for t := range tasks {
			st.chunks = append(st.chunks, tasks[t].out)
		}
		st.selected = append(st.selected[:0], make([]int64, 2*len(k.Outputs))...) // zero, without allocating
		selected = st.selected
		runtime.FoldSelects(k, st.chunks, selected)
	}
	for i, o := range k.Outputs {
		slot := o.Local.Param.Slot
		switch o.Combine {
		case kernel.Select:
			if selected[2*i+1] != 0 {
				x.Args[slot], x.Assigned[slot] = selected[2*i], true
			}
		case kernel.Direct, kernel.Last:
			for t := len(tasks) - 1; t >= 0; t-- {
				if tasks[t].out[2*i+1] != 0 {
					x.Args[slot], x.Assigned[slot] = tasks[t].out[2*i], true
					break
				}
			}
		case kernel.Reduce:
			if len(tasks) == 0 {
				continue
			}
			acc := tasks[0].out[2*i]
			any := tasks[0].out[2*i+1] != 0
			for _, tk := range tasks[1:] {
				var status kernel.Status
				if acc, status = runtime.CombineSlots(o.Op, o.Local.Type, acc, tk.out[2*i]); status != kernel.OK {
					return &runtime.StatusError{Kernel: k.Name, Status: status}
				}
				any = any || tk.out[2*i+1] != 0
			}
			x.Args[slot] = acc
			x.Assigned[slot] = x.Assigned[slot] || any
		}
	}
	return nil
}
