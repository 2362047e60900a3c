package ndarray

import (
	"errors"
	"fmt"
)

// This file is NumPy's joining and triangle functions: concatenate, stack,
// tril, triu, diag, trace and bincount, and array_equal.

// Concatenate joins arrays along an existing axis, in their common dtype.
func Concatenate(arrays []*Array, axis int) (*Array, error) {
	if len(arrays) == 0 {
		return nil, errors.New("need at least one array to concatenate")
	}
	first := arrays[0]
	n := first.NDim()
	if n == 0 {
		return nil, errors.New("zero-dimensional arrays cannot be concatenated")
	}
	ax := axis
	if ax < 0 {
		ax += n
	}
	if ax < 0 || ax >= n {
		return nil, &AxisError{Axis: axis, NDim: n}
	}
	ops := make([]Operand, len(arrays))
	shape := append([]int(nil), first.shape...)
	shape[ax] = 0
	for i, a := range arrays {
		ops[i] = Operand{Array: a}
		if a.NDim() != n {
			return nil, fmt.Errorf("all the input array dimensions except for the concatenation axis must match exactly, but along dimension 0, the array at index 0 has %d dimension(s) and the array at index %d has %d dimension(s)", n, i, a.NDim())
		}
		for d := range n {
			if d != ax && a.shape[d] != first.shape[d] {
				return nil, fmt.Errorf("all the input array dimensions except for the concatenation axis must match exactly, but along dimension %d, the array at index 0 has size %d and the array at index %d has size %d", d, first.shape[d], i, a.shape[d])
			}
		}
		shape[ax] += a.shape[ax]
	}
	out, err := New(ResultType(ops...), shape)
	if err != nil {
		return nil, err
	}
	at := 0
	for _, a := range arrays {
		items := make([]IndexItem, n)
		for d := range n {
			items[d] = SliceItem(0, 1, shape[d], shape[d])
		}
		items[ax] = SliceItem(at, 1, a.shape[ax], shape[ax])
		dst, err := out.Index(items)
		if err != nil {
			return nil, err
		}
		if err := dst.Assign(a); err != nil {
			return nil, err
		}
		at += a.shape[ax]
	}
	return out, nil
}

// Stack joins arrays of one shape along a new axis.
func Stack(arrays []*Array, axis int) (*Array, error) {
	if len(arrays) == 0 {
		return nil, errors.New("need at least one array to stack")
	}
	n := arrays[0].NDim() + 1
	ax := axis
	if ax < 0 {
		ax += n
	}
	if ax < 0 || ax >= n {
		return nil, &AxisError{Axis: axis, NDim: n}
	}
	expanded := make([]*Array, len(arrays))
	for i, a := range arrays {
		if !sameShape(a.shape, arrays[0].shape) {
			return nil, errors.New("all input arrays must have the same shape")
		}
		shape := append(append(append([]int(nil), a.shape[:ax]...), 1), a.shape[ax:]...)
		strides := append(append(append([]int(nil), a.strides[:ax]...), 0), a.strides[ax:]...)
		expanded[i] = a.view(shape, strides, a.offset)
	}
	return Concatenate(expanded, ax)
}

func sameShape(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Triangle is tril (lower) or triu of the last two axes: the elements on
// and below (above) the k-th diagonal kept, the others zero.
func Triangle(a *Array, k int, lower bool) (*Array, error) {
	if a.NDim() < 2 {
		return nil, errors.New("ndarray: tril and triu need at least two axes")
	}
	out := a.Copy()
	n := a.NDim()
	zero := MakeBool(false).Convert(a.dtype)
	isz := out.dtype.ItemSize()
	for i := 0; i < out.size; i++ {
		col := (i) % out.shape[n-1]
		row := (i / out.shape[n-1]) % out.shape[n-2]
		keep := col-row <= k
		if !lower {
			keep = col-row >= k
		}
		if !keep {
			out.setAt(out.offset+i*isz, zero)
		}
	}
	return out, nil
}

// Diag is np.diag: the k-th diagonal of a matrix, or the square matrix
// with a vector on its k-th diagonal.
func Diag(a *Array, k int) (*Array, error) {
	switch a.NDim() {
	case 1:
		n := a.shape[0] + abs(k)
		out, err := New(a.dtype, []int{n, n})
		if err != nil {
			return nil, err
		}
		for i := range a.shape[0] {
			r, c := i, i+k
			if k < 0 {
				r, c = i-k, i
			}
			out.Set(a.At(i), r, c)
		}
		return out, nil
	case 2:
		var vals []Scalar
		for i := range a.shape[0] {
			if j := i + k; j >= 0 && j < a.shape[1] {
				vals = append(vals, a.At(i, j))
			}
		}
		return FromScalars(a.dtype, []int{len(vals)}, vals)
	}
	return nil, errors.New("Input must be 1- or 2-d.")
}

func abs(k int) int {
	if k < 0 {
		return -k
	}
	return k
}

// Trace is the sum of a matrix's k-th diagonal, in order: int64 for bools
// and integers.
func Trace(a *Array, k int) (Scalar, error) {
	if a.NDim() != 2 {
		return Scalar{}, errors.New("ndarray: trace of an array of other than two axes is not supported")
	}
	d, err := Diag(a, k)
	if err != nil {
		return Scalar{}, err
	}
	out := RSum.resultDType(a.dtype)
	if out.IsComplex() {
		s := MakeComplex(out, 0, 0)
		for i := range d.size {
			s = complexAdd(out, s, d.AtFlat(i))
		}
		return s, nil
	}
	if out.IsFloat() {
		s := 0.0
		for i := range d.size {
			s = round(s+d.AtFlat(i).F, out)
		}
		return MakeFloat(out, s), nil
	}
	var s int64
	for i := range d.size {
		s += d.AtFlat(i).I
	}
	return MakeInt(out, s), nil
}

// Bincount is np.bincount(x, weights, minlength): the count (or the sum of
// the weights, in order) of each non-negative integer in x.
func Bincount(x *Array, weights *Array, minlength int) (*Array, error) {
	if weights != nil && weights.dtype.IsComplex() {
		return nil, &NoLoopError{Msg: fmt.Sprintf("Cannot cast array data from dtype('%s') to dtype('float64') according to the rule 'safe'", weights.dtype)}
	}
	if x.NDim() != 1 {
		return nil, errors.New("object too deep for desired array")
	}
	if !x.dtype.IsInt() && x.dtype != Bool {
		return nil, errors.New("Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'")
	}
	if minlength < 0 {
		return nil, errors.New("'minlength' must not be negative")
	}
	n := minlength
	for i := range x.size {
		v := int(x.AtFlat(i).I)
		if v < 0 {
			return nil, errors.New("'list' argument must have no negative elements")
		}
		n = max(n, v+1)
	}
	if weights == nil {
		out, err := New(Int64, []int{n})
		if err != nil {
			return nil, err
		}
		counts := out.Int64s()
		for i := range x.size {
			counts[x.AtFlat(i).I]++
		}
		return out, nil
	}
	if weights.size != x.size {
		return nil, errors.New("The weights and list don't have the same length.")
	}
	out, err := New(Float64, []int{n})
	if err != nil {
		return nil, err
	}
	sums := out.Float64s()
	for i := range x.size {
		sums[x.AtFlat(i).I] += weights.AtFlat(i).Float()
	}
	return out, nil
}

// ArrayEqual is np.array_equal: the same shape and equal elements.
func ArrayEqual(a, b *Array) (bool, error) {
	if !sameShape(a.shape, b.shape) {
		return false, nil
	}
	eq, err := Binary(Eq, Operand{Array: a}, Operand{Array: b})
	if err != nil {
		return false, err
	}
	for i := range eq.Array.size {
		if eq.Array.AtFlat(i).I == 0 {
			return false, nil
		}
	}
	return true, nil
}
