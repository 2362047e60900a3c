package ndarray

import "fmt"

// ViewAs is NumPy's a.view(dt) for a dtype dt of a's item size: a view of
// the same elements, their bytes read as dt (a float64 array's bits as
// uint64, say). NumPy also lets the item size change along a contiguous
// last axis; alpyna reports that as not supported.
func (a *Array) ViewAs(dt DType) (*Array, error) {
	if dt.ItemSize() != a.dtype.ItemSize() {
		return nil, fmt.Errorf("a.view(%s) of a %s array: a view changing the item size (%d to %d bytes) is not supported by alpyna",
			dt, a.dtype, a.dtype.ItemSize(), dt.ItemSize())
	}
	v := a.view(append([]int(nil), a.shape...), append([]int(nil), a.strides...), a.offset)
	v.dtype = dt
	return v, nil
}
