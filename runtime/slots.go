// This file holds what every kernel backend does with the slots of an
// argument vector and the outputs of kernel calls (kernel/abi.go): the
// partial results of reductions, their identities and combination, and the
// failures kernels and devices report.

package runtime

import (
	"fmt"
	"math"

	"github.com/alpyna/alpyna/kernel"
)

// A StatusError is a kernel that stopped on a failed check.
type StatusError struct {
	Kernel string
	Status kernel.Status
}

func (e *StatusError) Error() string { return fmt.Sprintf("kernel %s stopped: %s", e.Kernel, e.Status) }

// An OutOfMemoryError is a nest that needs more memory on a device than is
// free, found before anything was transferred.
type OutOfMemoryError struct {
	Device      string
	Need, Free  int64
	Description string
}

func (e *OutOfMemoryError) Error() string {
	return fmt.Sprintf("the nest needs %d bytes on %s (%s) but %d are free", e.Need, e.Device, e.Description, e.Free)
}

// Geometry is a GPU launch: grid and block sizes per axis (x, y, z), and
// the thread axis of each Dim (kernel.AxisNone: a loop in each thread).
type Geometry struct {
	Grid, Block [3]int64
	Axes        kernel.Axes
}

// SlotIdentity is the starting value of a reduction's partial result in a
// later box: 0 for +, | and ^ (False for a bool), 1 for *, the value so far
// for min, max and & (which it leaves unchanged: x & x is x).
func SlotIdentity(op kernel.BinOp, t kernel.Type, current int64) int64 {
	switch op {
	case kernel.BitOr, kernel.BitXor:
		return 0
	case kernel.Add:
		if t.IsFloat() {
			return EncodeFloat(0)
		}
		return 0
	case kernel.Mul:
		if t.IsFloat() {
			return EncodeFloat(1)
		}
		return 1
	}
	return current
}

// CombineSlots merges two partial results of a reduction, in order.
func CombineSlots(op kernel.BinOp, t kernel.Type, a, b int64) (int64, kernel.Status) {
	if t.IsFloat() {
		p, q := DecodeFloat(a), DecodeFloat(b)
		var r float64
		switch op {
		case kernel.Add:
			r = p + q
		case kernel.Mul:
			r = p * q
		case kernel.Min:
			r = p
			if q < p {
				r = q
			}
		case kernel.Max:
			r = p
			if q > p {
				r = q
			}
		}
		if t == kernel.Float32 {
			r = float64(float32(r))
		}
		return EncodeFloat(r), kernel.OK
	}
	switch op {
	case kernel.Min:
		return min(a, b), kernel.OK
	case kernel.Max:
		return max(a, b), kernel.OK
	case kernel.BitAnd:
		// Bitwise operators keep ints sign-extended and bools 0 or 1, and
		// never overflow: no type needs its own case.
		return a & b, kernel.OK
	case kernel.BitOr:
		return a | b, kernel.OK
	case kernel.BitXor:
		return a ^ b, kernel.OK
	}
	nop := nestOps[op]
	if t == kernel.PyInt {
		v, err := intBinary(nop, a, b)
		if err != nil || v.Kind != PyInt {
			return 0, kernel.Deopt
		}
		return v.I, kernel.OK
	}
	r := a + b
	if op == kernel.Mul {
		r = a * b
	}
	if t == kernel.Int32 {
		r = int64(int32(r))
	}
	return r, kernel.OK
}

// ShareIdentity is the value a thread's share of a float reduction starts
// from, as the GPU kernels start it: -0.0 for a sum (which leaves every x,
// -0.0 included, unchanged), 1 for a product, the infinities for min and
// max.
func ShareIdentity(op kernel.BinOp) int64 {
	switch op {
	case kernel.Mul:
		return EncodeFloat(1)
	case kernel.Min:
		return EncodeFloat(math.Inf(1))
	case kernel.Max:
		return EncodeFloat(math.Inf(-1))
	}
	return EncodeFloat(math.Copysign(0, -1))
}

// FoldShares folds each ByShares output's shares, left in out by a launch
// of k on threads threads, into its starting value in out[2i], in thread
// order (kernel/abi.go, "GPU"), so that a float reduction gives the same
// result on every run.
func FoldShares(k *kernel.Kernel, out []int64, threads int64) kernel.Status {
	base := kernel.SharesBase(k)
	for j, i := range kernel.Shares(k) {
		o := k.Outputs[i]
		acc := out[2*i]
		for _, share := range out[base+j*int(threads) : base+(j+1)*int(threads)] {
			var st kernel.Status
			if acc, st = CombineSlots(o.Op, o.Local.Type, acc, share); st != kernel.OK {
				return st
			}
		}
		out[2*i] = acc
	}
	return kernel.OK
}

// FloatReduction reports whether k reduces a float output across its Dims.
func FloatReduction(k *kernel.Kernel) bool {
	for _, o := range k.Outputs {
		if o.Combine == kernel.Reduce && o.Local.Type.IsFloat() {
			return true
		}
	}
	return false
}

// FoldSelects combines the Select outputs of k (a location reduction:
// argmin, argmax) from the output areas of its chunks, given in iteration
// order, into acc (laid out as out, 2 slots per output): the first chunk
// that assigned a group's key gives the group's value and locations, and
// each later one that assigned it replaces them iff its key compares
// Output.Cmp against the current one. Every chunk started from the value
// before the kernel, so this is the sequential loop's answer, ties and
// NaNs included (depend/locate.go has the argument). The other outputs of
// acc are left alone.
func FoldSelects(k *kernel.Kernel, chunks [][]int64, acc []int64) {
	foldSelects(k, len(chunks), func(c, i int) (int64, int64) { return chunks[c][2*i], chunks[c][2*i+1] }, acc)
}

// FoldSelectShares is FoldSelects for a GPU launch of threads threads:
// each thread's copies of the Select outputs are its shares in out
// (kernel.SelectShares), the threads in their linear order are the chunks
// (kernel/abi.go, "GPU", has each hold a run of consecutive iterations),
// and the result goes to the outputs' pairs in out.
func FoldSelectShares(k *kernel.Kernel, out []int64, threads int64) {
	sel := kernel.SelectShares(k)
	if len(sel) == 0 {
		return
	}
	base := kernel.SelectSharesBase(k, threads)
	share := make([]int, len(k.Outputs)) // output index -> j among sel
	for j, i := range sel {
		share[i] = j
	}
	foldSelects(k, int(threads), func(t, i int) (int64, int64) {
		s := base + 2*(int64(share[i])*threads+int64(t))
		return out[s], out[s+1]
	}, out)
}

// foldSelects folds n chunks, pair(c, i) giving chunk c's value and
// assigned flag of Select output i, into acc.
func foldSelects(k *kernel.Kernel, n int, pair func(c, i int) (int64, int64), acc []int64) {
	for j, key := range k.Outputs {
		if key.Combine != kernel.Select || key.Key != j {
			continue
		}
		assigned := false
		for c := range n {
			v, flag := pair(c, j)
			if flag == 0 || assigned && !SelectWins(key.Cmp, key.Local.Type, v, acc[2*j]) {
				continue
			}
			assigned = true
			for i, o := range k.Outputs {
				if o.Combine == kernel.Select && o.Key == j {
					acc[2*i], acc[2*i+1] = pair(c, i)
				}
			}
		}
	}
}

// SelectWins reports whether a candidate key replaces the current one of
// a location reduction: cand cmp cur in type t (false when either is a
// NaN, as in the loop).
func SelectWins(cmp kernel.CmpOp, t kernel.Type, cand, cur int64) bool {
	if t.IsFloat() {
		a, b := DecodeFloat(cand), DecodeFloat(cur)
		switch cmp {
		case kernel.Lt:
			return a < b
		case kernel.Le:
			return a <= b
		case kernel.Gt:
			return a > b
		case kernel.Ge:
			return a >= b
		}
		return false
	}
	switch cmp {
	case kernel.Lt:
		return cand < cur
	case kernel.Le:
		return cand <= cur
	case kernel.Gt:
		return cand > cur
	case kernel.Ge:
		return cand >= cur
	}
	return false
}
