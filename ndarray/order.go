package ndarray

import (
	"fmt"
	"sort"
)

// Memory orders, NumPy's order= argument of copy and its kin.

// IsFortranContiguous reports whether the elements are laid out in Fortran
// order (first index fastest) without gaps. As NumPy 1.24 (relaxed strides)
// axes of length 1 do not count, so a 1-D contiguous array and an empty
// array are both C- and Fortran-contiguous.
func (a *Array) IsFortranContiguous() bool {
	stride := a.dtype.ItemSize()
	for i, n := range a.shape {
		if n != 1 && a.strides[i] != stride {
			return a.size == 0
		}
		stride *= n
	}
	return true
}

// OwnsData reports whether a owns its buffer (NumPy's OWNDATA flag), rather
// than being a view of another array's.
func (a *Array) OwnsData() bool { return a.base == nil }

// CheckOrder returns NumPy's error for an order= argument other than 'C',
// 'F', 'A' and 'K'.
func CheckOrder(order string) error {
	switch order {
	case "C", "F", "A", "K":
		return nil
	}
	return fmt.Errorf("order must be one of 'C', 'F', 'A', or 'K' (got '%s')", order)
}

// CopyOrder returns a copy of a that owns its buffer, laid out as NumPy's
// a.copy(order) lays it out: 'C' in C order, 'F' in Fortran order, 'A' in
// Fortran order when a is Fortran- but not C-contiguous and in C order
// otherwise, and 'K' with its axes in the order of a's strides (largest
// first), so that a transposed or column-sliced array keeps its layout.
func (a *Array) CopyOrder(order string) (*Array, error) {
	if err := CheckOrder(order); err != nil {
		return nil, err
	}
	n := len(a.shape)
	perm := make([]int, n) // perm[k] is the axis of a stored k-th slowest
	for i := range perm {
		perm[i] = i
	}
	switch order {
	case "C":
		return a.Copy(), nil
	case "A":
		if a.contig || !a.IsFortranContiguous() {
			return a.Copy(), nil
		}
		fallthrough
	case "F":
		for i := range perm {
			perm[i] = n - 1 - i
		}
	case "K":
		if a.contig {
			return a.Copy(), nil
		}
		// NumPy sorts the axes by the absolute value of their strides,
		// stably, ignoring axes of length 1 (which keep their place).
		sort.SliceStable(perm, func(i, j int) bool {
			si, sj := a.strides[perm[i]], a.strides[perm[j]]
			if a.shape[perm[i]] == 1 || a.shape[perm[j]] == 1 {
				return false
			}
			return abs(si) > abs(sj)
		})
	}
	return a.copyPermuted(perm), nil
}

// copyPermuted returns a copy of a that owns its buffer, whose axis perm[0]
// varies slowest in memory and perm[n-1] fastest.
func (a *Array) copyPermuted(perm []int) *Array {
	t, err := a.Transpose(perm)
	if err != nil {
		panic(err) // perm is a permutation built by the caller
	}
	b := t.Copy() // C order over the permuted axes
	shape, strides := make([]int, len(perm)), make([]int, len(perm))
	for k, p := range perm {
		shape[p], strides[p] = b.shape[k], b.strides[k]
	}
	b.shape, b.strides = shape, strides
	b.contig = b.computeContiguous()
	return b
}

// ElementView returns the 0-d view of the element of a at idx (one in-range
// index per axis): what np.nditer hands out, through which the element can
// be written.
func (a *Array) ElementView(idx []int) *Array { return a.view(nil, nil, a.byteOffset(idx)) }
