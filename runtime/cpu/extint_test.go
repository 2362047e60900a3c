package cpu

import (
	"math"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// TestCombineExtInts checks the private copies of arrays of the extended
// ints (kernel.Type: the 8- and 16-bit and unsigned ints), which a kernel
// updates with int64 arithmetic wrapped into the element type: each copy
// starts from the operator's identity in that type (the type's maximum for
// min, its minimum for max), and folding the copies into the array gives
// exactly the updates applied one by one, wrapping.
func TestCombineExtInts(t *testing.T) {
	checkExtCombine[int8](t, kernel.Int8)
	checkExtCombine[int16](t, kernel.Int16)
	checkExtCombine[uint8](t, kernel.UInt8)
	checkExtCombine[uint16](t, kernel.UInt16)
	checkExtCombine[uint32](t, kernel.UInt32)
	checkExtCombine[uint64](t, kernel.UInt64)
}

func checkExtCombine[T int8 | int16 | uint8 | uint16 | uint32 | uint64](t *testing.T, et kernel.Type) {
	const n, copies = 5, 3
	vals := []int64{0x5a5a, -1, 1 << 40, -0x1234, 7, math.MinInt64, 0xff00ff, 3, 200, -100}
	apply := func(op kernel.BinOp, a, v T) T {
		switch op {
		case kernel.Add:
			return a + v
		case kernel.Mul:
			return a * v
		case kernel.Min:
			return min(a, v)
		case kernel.Max:
			return max(a, v)
		case kernel.BitAnd:
			return a & v
		case kernel.BitOr:
			return a | v
		}
		return a ^ v
	}
	for _, op := range []kernel.BinOp{kernel.Add, kernel.Mul, kernel.Min, kernel.Max, kernel.BitAnd, kernel.BitOr, kernel.BitXor} {
		dst := identityBuffer(kernel.Add, et, n*et.ItemSize())
		want := make([]T, n)
		for i := range n {
			typed[T](dst)[i] = T(int64(i)*0x1111 - 3)
			want[i] = typed[T](dst)[i]
		}
		var privs [][]byte
		for c := range copies {
			src := identityBuffer(op, et, n*et.ItemSize())
			for i := range n {
				id := typed[T](src)[i]
				for _, v := range vals {
					if apply(op, id, T(v)) != T(v) {
						t.Fatalf("%s %s: identity %v changes %v", op, et, id, T(v))
					}
				}
			}
			for u := range 6 {
				i, v := (c*7+u*3)%n, T(vals[(c+u)%len(vals)])
				typed[T](src)[i] = apply(op, typed[T](src)[i], v)
				want[i] = apply(op, want[i], v)
			}
			privs = append(privs, src)
		}
		for _, src := range privs {
			combineElems(op, et, dst, src)
		}
		for i := range n {
			if got := typed[T](dst)[i]; got != want[i] {
				t.Errorf("%s %s element %d: got %v, want %v", op, et, i, got, want[i])
			}
		}
	}
}
