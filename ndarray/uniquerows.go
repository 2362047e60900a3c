package ndarray

import (
	"errors"
	"math"
	"slices"
)

// UniqueRows is np.unique(a, axis=0) of a 2-d array, the step that
// NumPy 1.24 takes for every axis= after moving the axis first and
// flattening the others: each row is one value of a structured dtype
// with a field per column, so rows sort lexicographically (each column in
// NumPy's sort order, NaN last) and two rows are one value when every
// column compares equal. A row holding a NaN therefore equals no other
// row, not even a copy of itself, and -0.0 equals 0.0 (the first such row
// in a's order gives the value). Rows of no columns are all equal.
//
// The sort is stable, as NumPy's with return_index (its mergesort), so
// Index is each value's first row; Inverse and Counts are as Unique's.
// Index and Inverse are computed only when positions is set.
func (a *Array) UniqueRows(positions bool) (UniqueResult, error) {
	if a.NDim() != 2 {
		return UniqueResult{}, errors.New("UniqueRows needs a 2-d array")
	}
	n, m := a.shape[0], a.shape[1]
	c := a
	if !a.contig {
		c = a.Copy()
	}
	c.hostRead()
	// Each row as order keys, a complex element as two (NumPy compares
	// complex values by real part, then imaginary part); nanRow marks the
	// rows that hold a NaN.
	var keys []uint64
	w := m
	nanRow := make([]bool, n)
	switch {
	case a.dtype.IsComplex():
		w = 2 * m
		keys = make([]uint64, n*w)
		for i := range n * m {
			z := c.AtFlat(i).Complex()
			keys[2*i], keys[2*i+1] = floatOrderKey(real(z)), floatOrderKey(imag(z))
			nanRow[i/m] = nanRow[i/m] || math.IsNaN(real(z)) || math.IsNaN(imag(z))
		}
	case a.dtype.IsFloat():
		keys = orderKeys(c)
		for i := range n * m {
			nanRow[i/m] = nanRow[i/m] || math.IsNaN(c.AtFlat(i).F)
		}
	default:
		keys = orderKeys(c)
	}
	row := func(i int) []uint64 { return keys[i*w : (i+1)*w] }
	perm := make([]int, n)
	for i := range perm {
		perm[i] = i
	}
	slices.SortStableFunc(perm, func(x, y int) int { return slices.Compare(row(x), row(y)) })

	var first, counts, inverse []int64
	if positions {
		inverse = make([]int64, n)
	}
	for k, i := range perm {
		if k == 0 || nanRow[i] || nanRow[perm[k-1]] || !slices.Equal(row(i), row(perm[k-1])) {
			first = append(first, int64(i))
			counts = append(counts, 0)
		}
		counts[len(counts)-1]++
		if positions {
			inverse[i] = int64(len(counts) - 1)
		}
	}
	vals, err := New(a.dtype, []int{len(first), m})
	if err != nil {
		return UniqueResult{}, err
	}
	isz := a.dtype.ItemSize()
	src, dst := c.ReadData(), vals.Data()
	for k, i := range first {
		copy(dst[k*m*isz:(k+1)*m*isz], src[int(i)*m*isz:(int(i)+1)*m*isz])
	}
	ints := func(xs []int64) *Array {
		r, _ := New(Int64, []int{len(xs)})
		copy(r.Int64s(), xs)
		return r
	}
	res := UniqueResult{Values: vals, Counts: ints(counts)}
	if positions {
		res.Index, res.Inverse = ints(first), ints(inverse)
	}
	return res, nil
}
