package ndarray

import "unsafe"

// The typed loop of Dot for float32 and float64 matrices of any strides
// (a transposed operand, X.T @ v, included): each sum in order from 0,
// each product rounded before it is added, as the general loop computes
// it, but reading the elements straight from the buffers instead of
// through Scalars.

// dotFloatMatrices writes am (m, k) times bm (k, n) into out (m*n
// elements, C order) when dt is float32 or float64, both operands are of
// dtype dt and their offsets and strides are whole elements; it reports
// whether it did.
func dotFloatMatrices(dt DType, am, bm, out *Array) bool {
	if am.dtype != dt || bm.dtype != dt || !out.contig {
		return false
	}
	switch dt {
	case Float64:
		return dotStrided[float64](am, bm, out)
	case Float32:
		return dotStrided[float32](am, bm, out)
	}
	return false
}

// elementsOf returns the buffer a views as elements of T, with a's offset
// and strides in elements, or false if they are not whole elements.
func elementsOf[T float32 | float64](a *Array) (vals []T, off int, strides [2]int, ok bool) {
	isz := int(unsafe.Sizeof(T(0)))
	if a.offset%isz != 0 || a.strides[0]%isz != 0 || a.strides[1]%isz != 0 {
		return nil, 0, strides, false
	}
	a.hostRead()
	buf := a.owner().buf
	if len(buf) < isz {
		return nil, 0, strides, a.size == 0
	}
	vals = unsafe.Slice((*T)(unsafe.Pointer(&buf[0])), len(buf)/isz)
	return vals, a.offset / isz, [2]int{a.strides[0] / isz, a.strides[1] / isz}, true
}

func dotStrided[T float32 | float64](am, bm, out *Array) bool {
	m, k, n := am.shape[0], am.shape[1], bm.shape[1]
	a, aoff, as, okA := elementsOf[T](am)
	b, boff, bs, okB := elementsOf[T](bm)
	if !okA || !okB {
		return false
	}
	dst := typedView[T](out, out.dtype)
	if m*n == 0 {
		return true
	}
	// Each result element is one in-order sum; the rows of the result are
	// independent, and split across goroutines when there is enough work.
	forChunks(m, max(1, n*k), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			for j := range n {
				var s T
				pa, pb := aoff+i*as[0], boff+j*bs[1]
				for range k {
					s += T(a[pa] * b[pb])
					pa += as[1]
					pb += bs[0]
				}
				dst[i*n+j] = s
			}
		}
	})
	return true
}
