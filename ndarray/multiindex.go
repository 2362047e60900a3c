package ndarray

import (
	"fmt"
	"strings"
)

// This file is NumPy's advanced indexing by several integer arrays, one
// for each of a's leading axes: a[i, j] with arrays i and j (broadcast
// together) picks the elements a[i[p], j[p]] (or the sub-arrays over a's
// remaining axes), as mandelbrot codes write N[Xi[I], Yi[I]] = n. The
// index arrays are combined into one index into a's leading axes taken as
// one, and the one-array selection does the rest.

// MultiSelect returns a[idx[0], idx[1], ...] for integer index arrays (a
// 0-d array stands for a Python int among them): a new array of the
// index arrays' broadcast shape followed by a's axes after the indexed ones.
func (a *Array) MultiSelect(idx []*Array) (*Array, error) {
	flat, lead, err := a.flatIndex(idx)
	if err != nil {
		return nil, err
	}
	return lead.Select(flat)
}

// MultiPut implements a[idx[0], idx[1], ...] = src: src is broadcast to
// the shape of the selection and written in order (a repeated index keeps
// the last value, as NumPy's does).
func (a *Array) MultiPut(idx []*Array, src *Array) error {
	flat, lead, err := a.flatIndex(idx)
	if err != nil {
		return err
	}
	if !a.contig {
		// lead is a copy: write into it, then back through a.
		if err := lead.Put(flat, src); err != nil {
			return err
		}
		back, err := lead.Reshape(a.shape)
		if err != nil {
			return err
		}
		return a.Assign(back)
	}
	return lead.Put(flat, src)
}

// flatIndex checks and combines the index arrays into one int64 index of
// a's first len(idx) axes taken as one, and returns it with a reshaped to
// that one axis followed by its others (a view when a is contiguous).
func (a *Array) flatIndex(idx []*Array) (*Array, *Array, error) {
	k := len(idx)
	if k > a.NDim() {
		return nil, nil, &IndexError{fmt.Sprintf("too many indices for array: array is %d-dimensional, but %d were indexed", a.NDim(), k)}
	}
	shape := []int{}
	for _, ix := range idx {
		if !ix.dtype.IsInt() {
			return nil, nil, &IndexError{"arrays used as indices must be of integer (or boolean) type"}
		}
		s, ok := broadcastShapes(shape, ix.shape)
		if !ok {
			var b strings.Builder
			for _, ix := range idx {
				b.WriteString(formatShapeCompact(ix.shape) + " ")
			}
			return nil, nil, &IndexError{"shape mismatch: indexing arrays could not be broadcast together with shapes " + b.String()}
		}
		shape = s
	}
	flat, err := New(Int64, shape)
	if err != nil {
		return nil, nil, err
	}
	total := 1
	for _, m := range a.shape[:k] {
		total *= m
	}
	// Each index array read in the broadcast shape.
	views := make([]*Array, k)
	for d, ix := range idx {
		strides, _ := broadcastStrides(ix.shape, ix.strides, shape)
		views[d] = ix.view(append([]int(nil), shape...), strides, ix.offset)
	}
	for p := range flat.size {
		f := 0
		for d, v := range views {
			n := a.shape[d]
			j := int(v.AtFlat(p).I)
			if j < -n || j >= n {
				return nil, nil, &IndexError{fmt.Sprintf("index %d is out of bounds for axis %d with size %d", j, d, n)}
			}
			if j < 0 {
				j += n
			}
			f = f*n + j
		}
		flat.SetFlat(p, MakeInt(Int64, int64(f)))
	}
	lead, err := a.Reshape(append([]int{total}, a.shape[k:]...))
	if err != nil {
		return nil, nil, err
	}
	return flat, lead, nil
}
