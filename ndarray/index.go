package ndarray

import (
	"errors"
	"fmt"
)

// This file is NumPy's basic indexing: integers, slices, new axes and an
// ellipsis, which give views of the indexed array (never copies), and
// transposes. Advanced (integer- and boolean-array) indexing is in
// fancy.go.

// An IndexKind says what one entry of a basic index is.
type IndexKind uint8

const (
	IndexInt      IndexKind = iota // a[i]: the axis is dropped
	IndexSlice                     // a[start:stop:step], already resolved against the axis
	IndexNewAxis                   // a[None]: a new axis of length 1
	IndexEllipsis                  // a[...]: as many full slices as the other entries leave
)

// An IndexItem is one entry of a basic index. An IndexInt's I may be
// negative (counted from the end). An IndexSlice holds the result of
// Python's slice.indices for the axis it applies to, which the caller
// computes through Resolve: Start, Step and Len (the number of elements).
type IndexItem struct {
	Kind           IndexKind
	I              int
	Start, Step    int
	Len            int
	resolvedLength int // the axis length Start/Len were computed for, checked by Index
}

// SliceItem returns the entry start:stop:step already resolved for an axis
// of the given length (Python's slice.indices: start, step and the number
// of elements).
func SliceItem(start, step, count, length int) IndexItem {
	return IndexItem{Kind: IndexSlice, Start: start, Step: step, Len: count, resolvedLength: length}
}

// ErrEllipsis is NumPy's error for an index with two ellipses.
var ErrEllipsis = errors.New("an index can only have a single ellipsis ('...')")

// An IndexError is an index NumPy raises IndexError for.
type IndexError struct{ Msg string }

func (e *IndexError) Error() string { return e.Msg }

// Axes returns, for a basic index over an array of ndim axes, the axis of
// a that each entry applies to (-1 for a new axis and the ellipsis), after
// expanding the ellipsis, so that a caller can resolve slices against the
// right axis lengths before calling Index.
func Axes(items []IndexKind, ndim int) ([]int, error) {
	used, ellipses := 0, 0
	for _, k := range items {
		switch k {
		case IndexInt, IndexSlice:
			used++
		case IndexEllipsis:
			ellipses++
		}
	}
	if ellipses > 1 {
		return nil, &IndexError{ErrEllipsis.Error()}
	}
	if used > ndim {
		return nil, &IndexError{fmt.Sprintf("too many indices for array: array is %d-dimensional, but %d were indexed", ndim, used)}
	}
	out := make([]int, len(items))
	axis := 0
	for i, k := range items {
		switch k {
		case IndexInt, IndexSlice:
			out[i] = axis
			axis++
		case IndexEllipsis:
			out[i] = -1
			axis += ndim - used
		default:
			out[i] = -1
		}
	}
	return out, nil
}

// Index returns the view a[items...]: the axes the items do not reach are
// kept whole. Every slice must have been resolved (SliceItem) against the
// length of the axis Axes says it applies to.
func (a *Array) Index(items []IndexItem) (*Array, error) {
	kinds := make([]IndexKind, len(items))
	for i, it := range items {
		kinds[i] = it.Kind
	}
	axes, err := Axes(kinds, a.NDim())
	if err != nil {
		return nil, err
	}
	var shape, strides []int
	offset := a.offset
	axis := 0
	for i, it := range items {
		switch it.Kind {
		case IndexInt:
			n := a.shape[axes[i]]
			j := it.I
			if j < -n || j >= n {
				return nil, &IndexError{fmt.Sprintf("index %d is out of bounds for axis %d with size %d", it.I, axes[i], n)}
			}
			if j < 0 {
				j += n
			}
			offset += j * a.strides[axes[i]]
			axis = axes[i] + 1
		case IndexSlice:
			ax := axes[i]
			if it.resolvedLength != a.shape[ax] {
				panic(fmt.Sprintf("ndarray: slice resolved for length %d applied to axis %d of length %d", it.resolvedLength, ax, a.shape[ax]))
			}
			if it.Len > 0 {
				offset += it.Start * a.strides[ax]
			}
			shape = append(shape, it.Len)
			strides = append(strides, it.Step*a.strides[ax])
			axis = ax + 1
		case IndexNewAxis:
			shape = append(shape, 1)
			strides = append(strides, 0)
		case IndexEllipsis:
			rest := 0
			for _, k := range kinds[i+1:] {
				if k == IndexInt || k == IndexSlice {
					rest++
				}
			}
			for ; axis < a.NDim()-rest; axis++ {
				shape = append(shape, a.shape[axis])
				strides = append(strides, a.strides[axis])
			}
		}
	}
	for ; axis < a.NDim(); axis++ {
		shape = append(shape, a.shape[axis])
		strides = append(strides, a.strides[axis])
	}
	return a.view(shape, strides, offset), nil
}

// view returns a view of a's buffer with the given layout.
func (a *Array) view(shape, strides []int, offset int) *Array {
	size := 1
	for _, n := range shape {
		size *= n
	}
	v := &Array{dtype: a.dtype, shape: shape, strides: strides, buf: a.buf, offset: offset, size: size, base: a.owner()}
	if shape == nil {
		v.shape, v.strides = []int{}, []int{}
	}
	v.contig = v.computeContiguous()
	return v
}

// Transpose returns the view of a with its axes permuted: axis i of the
// result is axis perm[i] of a; nil perm reverses the axes (a.T).
func (a *Array) Transpose(perm []int) (*Array, error) {
	n := a.NDim()
	if perm == nil {
		perm = make([]int, n)
		for i := range perm {
			perm[i] = n - 1 - i
		}
	}
	if len(perm) != n {
		return nil, errors.New("axes don't match array")
	}
	seen := make([]bool, n)
	shape, strides := make([]int, n), make([]int, n)
	for i, p := range perm {
		q := p
		if q < 0 {
			q += n
		}
		if q < 0 || q >= n {
			return nil, &AxisError{Axis: p, NDim: n}
		}
		if seen[q] {
			return nil, errors.New("repeated axis in transpose")
		}
		seen[q] = true
		shape[i], strides[i] = a.shape[q], a.strides[q]
	}
	return a.view(shape, strides, a.offset), nil
}

// An AxisError is NumPy's AxisError (a ValueError and an IndexError).
type AxisError struct{ Axis, NDim int }

func (e *AxisError) Error() string {
	return fmt.Sprintf("axis %d is out of bounds for array of dimension %d", e.Axis, e.NDim)
}

// Ravel returns a flattened to one axis: a view when a is contiguous, a
// copy otherwise, as NumPy's ravel.
func (a *Array) Ravel() *Array {
	if a.contig {
		return a.view([]int{a.size}, []int{a.dtype.ItemSize()}, a.offset)
	}
	c := a.Copy()
	return c.view([]int{c.size}, []int{c.dtype.ItemSize()}, c.offset)
}
