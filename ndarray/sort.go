package ndarray

import (
	"cmp"
	"math/bits"
	"slices"
)

// This file is NumPy 1.24's sorting (numpy/core/src/npysort/quicksort.cpp
// and heapsort.cpp, BSD-licensed), ported so that np.argsort's default
// kind gives NumPy's exact permutation where equal elements tie: an
// introsort (median-of-three quicksort, insertion sort for partitions of
// at most 16 elements, heapsort past a depth of twice the bit length of
// the line), with the argsort variant moving indices instead of values.
// kind='stable' (and 'mergesort') is the stable order, which NumPy's
// timsort, mergesort and radix sort all give; kind='heapsort' is NumPy's
// heapsort.

// SortKind is np.sort's kind argument.
type SortKind int

const (
	// SortQuick is NumPy's default 'quicksort', an introsort.
	SortQuick SortKind = iota
	// SortStable is 'stable' and 'mergesort': equal elements keep their
	// order.
	SortStable
	// SortHeap is 'heapsort'.
	SortHeap
)

// smallQuicksort is NumPy's SMALL_QUICKSORT: partitions whose last index
// is at most this far past the first are insertion-sorted.
const smallQuicksort = 15

// sortLess is NumPy's order: NaN after every number (for integers the
// NaN test is always false and compiles away).
func sortLess[T cmp.Ordered](a, b T) bool {
	return a < b || (b != b && a == a)
}

// depthLimit is NumPy's npy_get_msb(n) * 2.
func depthLimit(n int) int {
	if n <= 0 {
		return 0
	}
	return 2 * (bits.Len(uint(n)) - 1)
}

// introsort sorts v as NumPy's quicksort_ does.
func introsort[T cmp.Ordered](v []T) {
	type span struct{ lo, hi, depth int }
	var stack []span
	pl, pr := 0, len(v)-1
	cdepth := depthLimit(len(v))
	for {
		if cdepth < 0 {
			heapsort(v[pl : pr+1])
		} else {
			for pr-pl > smallQuicksort {
				pm := pl + (pr-pl)>>1
				if sortLess(v[pm], v[pl]) {
					v[pm], v[pl] = v[pl], v[pm]
				}
				if sortLess(v[pr], v[pm]) {
					v[pr], v[pm] = v[pm], v[pr]
				}
				if sortLess(v[pm], v[pl]) {
					v[pm], v[pl] = v[pl], v[pm]
				}
				vp := v[pm]
				pi, pj := pl, pr-1
				v[pm], v[pj] = v[pj], v[pm]
				for {
					for pi++; sortLess(v[pi], vp); pi++ {
					}
					for pj--; sortLess(vp, v[pj]); pj-- {
					}
					if pi >= pj {
						break
					}
					v[pi], v[pj] = v[pj], v[pi]
				}
				pk := pr - 1
				v[pi], v[pk] = v[pk], v[pi]
				// Push the larger partition, go on with the smaller.
				cdepth--
				if pi-pl < pr-pi {
					stack = append(stack, span{pi + 1, pr, cdepth})
					pr = pi - 1
				} else {
					stack = append(stack, span{pl, pi - 1, cdepth})
					pl = pi + 1
				}
			}
			for pi := pl + 1; pi <= pr; pi++ {
				vp := v[pi]
				pj := pi
				for pj > pl && sortLess(vp, v[pj-1]) {
					v[pj] = v[pj-1]
					pj--
				}
				v[pj] = vp
			}
		}
		if len(stack) == 0 {
			return
		}
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		pl, pr, cdepth = top.lo, top.hi, top.depth
	}
}

// heapsort sorts v as NumPy's heapsort_ does.
func heapsort[T cmp.Ordered](v []T) {
	n := len(v)
	a := func(i int) *T { return &v[i-1] } // NumPy indexes the heap from 1
	sift := func(tmp T, i, j, n int) {
		for j <= n {
			if j < n && sortLess(*a(j), *a(j + 1)) {
				j++
			}
			if !sortLess(tmp, *a(j)) {
				break
			}
			*a(i) = *a(j)
			i, j = j, j+j
		}
		*a(i) = tmp
	}
	for l := n >> 1; l > 0; l-- {
		sift(*a(l), l, l<<1, n)
	}
	for n > 1 {
		tmp := *a(n)
		*a(n) = *a(1)
		n--
		sift(tmp, 1, 2, n)
	}
}

// argIntrosort sorts the indices idx of v as NumPy's aquicksort_ does.
func argIntrosort[T cmp.Ordered](v []T, idx []int64) {
	type span struct{ lo, hi, depth int }
	var stack []span
	pl, pr := 0, len(idx)-1
	cdepth := depthLimit(len(idx))
	for {
		if cdepth < 0 {
			argHeapsort(v, idx[pl:pr+1])
		} else {
			for pr-pl > smallQuicksort {
				pm := pl + (pr-pl)>>1
				if sortLess(v[idx[pm]], v[idx[pl]]) {
					idx[pm], idx[pl] = idx[pl], idx[pm]
				}
				if sortLess(v[idx[pr]], v[idx[pm]]) {
					idx[pr], idx[pm] = idx[pm], idx[pr]
				}
				if sortLess(v[idx[pm]], v[idx[pl]]) {
					idx[pm], idx[pl] = idx[pl], idx[pm]
				}
				vp := v[idx[pm]]
				pi, pj := pl, pr-1
				idx[pm], idx[pj] = idx[pj], idx[pm]
				for {
					for pi++; sortLess(v[idx[pi]], vp); pi++ {
					}
					for pj--; sortLess(vp, v[idx[pj]]); pj-- {
					}
					if pi >= pj {
						break
					}
					idx[pi], idx[pj] = idx[pj], idx[pi]
				}
				pk := pr - 1
				idx[pi], idx[pk] = idx[pk], idx[pi]
				cdepth--
				if pi-pl < pr-pi {
					stack = append(stack, span{pi + 1, pr, cdepth})
					pr = pi - 1
				} else {
					stack = append(stack, span{pl, pi - 1, cdepth})
					pl = pi + 1
				}
			}
			for pi := pl + 1; pi <= pr; pi++ {
				vi := idx[pi]
				vp := v[vi]
				pj := pi
				for pj > pl && sortLess(vp, v[idx[pj-1]]) {
					idx[pj] = idx[pj-1]
					pj--
				}
				idx[pj] = vi
			}
		}
		if len(stack) == 0 {
			return
		}
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		pl, pr, cdepth = top.lo, top.hi, top.depth
	}
}

// argHeapsort sorts the indices idx of v as NumPy's aheapsort_ does.
func argHeapsort[T cmp.Ordered](v []T, idx []int64) {
	n := len(idx)
	a := func(i int) *int64 { return &idx[i-1] }
	sift := func(tmp int64, i, j, n int) {
		for j <= n {
			if j < n && sortLess(v[*a(j)], v[*a(j + 1)]) {
				j++
			}
			if !sortLess(v[tmp], v[*a(j)]) {
				break
			}
			*a(i) = *a(j)
			i, j = j, j+j
		}
		*a(i) = tmp
	}
	for l := n >> 1; l > 0; l-- {
		sift(*a(l), l, l<<1, n)
	}
	for n > 1 {
		tmp := *a(n)
		*a(n) = *a(1)
		n--
		sift(tmp, 1, 2, n)
	}
}

// sortValues sorts v by kind.
func sortValues[T cmp.Ordered](v []T, kind SortKind) {
	switch kind {
	case SortStable:
		slices.SortStableFunc(v, sortCompare[T])
	case SortHeap:
		heapsort(v)
	default:
		introsort(v)
	}
}

// sortIndices sets idx to the permutation that sorts v, by kind.
func sortIndices[T cmp.Ordered](v []T, idx []int64, kind SortKind) {
	for i := range idx {
		idx[i] = int64(i)
	}
	switch kind {
	case SortStable:
		slices.SortStableFunc(idx, func(i, j int64) int { return sortCompare(v[i], v[j]) })
	case SortHeap:
		argHeapsort(v, idx)
	default:
		argIntrosort(v, idx)
	}
}

// sortCompare is sortLess as a three-way comparison.
func sortCompare[T cmp.Ordered](a, b T) int {
	switch {
	case sortLess(a, b):
		return -1
	case sortLess(b, a):
		return 1
	}
	return 0
}

// sortKeys is the class of keys a dtype sorts by: floats as float64,
// unsigned integers as uint64, signed integers and bools as int64. Each
// conversion keeps the dtype's order.
type sortKeys int

const (
	floatKeys sortKeys = iota
	intKeys
	uintKeys
)

func keysOf(dt DType) sortKeys {
	switch {
	case dt.IsFloat():
		return floatKeys
	case dt.IsUnsigned():
		return uintKeys
	}
	return intKeys
}

// forLines calls f with the flat positions of the elements of every line
// of a along axis, in order.
func (a *Array) forLines(axis int, f func(flat []int)) error {
	if axis < -a.NDim() || axis >= a.NDim() {
		return &AxisError{Axis: axis, NDim: a.NDim()}
	}
	if axis < 0 {
		axis += a.NDim()
	}
	n := a.shape[axis]
	inner := 1
	for _, m := range a.shape[axis+1:] {
		inner *= m
	}
	if n == 0 {
		return nil
	}
	a.hostRead()
	flat := make([]int, n)
	for o := range a.size / (n * inner) {
		for in := range inner {
			for k := range n {
				flat[k] = (o*n+k)*inner + in
			}
			f(flat)
		}
	}
	return nil
}

// SortKind is np.sort(a, axis, kind): a sorted copy, NaN last.
func (a *Array) SortKind(axis int, kind SortKind) (*Array, error) {
	if a.dtype.IsComplex() {
		return nil, errUnsupportedComplex("sort")
	}
	r := a.Copy()
	if a.NDim() > 0 && (axis == -1 || axis == a.NDim()-1) && a.shape[a.NDim()-1] > 0 {
		// The lines are contiguous runs of the copy: sort them in place.
		n := a.shape[a.NDim()-1]
		switch a.dtype {
		case Float64:
			sortRuns(r.Float64s(), n, kind)
			return r, nil
		case Int64:
			sortRuns(r.Int64s(), n, kind)
			return r, nil
		case Float32:
			sortRuns(r.Float32s(), n, kind)
			return r, nil
		case Int32:
			sortRuns(r.Int32s(), n, kind)
			return r, nil
		}
	}
	keys := keysOf(a.dtype)
	var fv []float64
	var iv []int64
	var uv []uint64
	err := a.forLines(axis, func(flat []int) {
		switch keys {
		case floatKeys:
			fv = gatherKeys(a, flat, fv[:0], Scalar.Float)
			sortValues(fv, kind)
			for k, x := range fv {
				r.SetFlat(flat[k], MakeFloat(a.dtype, x))
			}
		case uintKeys:
			uv = gatherKeys(a, flat, uv[:0], Scalar.Uint64)
			sortValues(uv, kind)
			for k, x := range uv {
				r.SetFlat(flat[k], MakeInt(a.dtype, int64(x)))
			}
		default:
			iv = gatherKeys(a, flat, iv[:0], Scalar.Int)
			sortValues(iv, kind)
			for k, x := range iv {
				if a.dtype == Bool {
					r.SetFlat(flat[k], MakeBool(x != 0))
				} else {
					r.SetFlat(flat[k], MakeInt(a.dtype, x))
				}
			}
		}
	})
	return r, err
}

// sortRuns sorts each run of n elements of vals by kind.
func sortRuns[T cmp.Ordered](vals []T, n int, kind SortKind) {
	for i := 0; i < len(vals); i += n {
		sortValues(vals[i:i+n], kind)
	}
}

// gatherKeys appends the keys of a's elements at the flat positions.
func gatherKeys[T any](a *Array, flat []int, out []T, key func(Scalar) T) []T {
	for _, i := range flat {
		out = append(out, key(a.AtFlat(i)))
	}
	return out
}

// ArgSort is np.argsort(a, axis, kind): the int64 indices that sort each
// line, NaN last, ties ordered as NumPy 1.24's algorithm for kind orders
// them.
func (a *Array) ArgSort(axis int, kind SortKind) (*Array, error) {
	if a.dtype.IsComplex() {
		return nil, errUnsupportedComplex("argsort")
	}
	r, _ := New(Int64, a.shape)
	out := r.Int64s()
	keys := keysOf(a.dtype)
	var fv []float64
	var iv []int64
	var uv []uint64
	var idx []int64
	contiguousLast := a.contig && a.NDim() > 0 && (axis == -1 || axis == a.NDim()-1)
	err := a.forLines(axis, func(flat []int) {
		idx = slices.Grow(idx[:0], len(flat))[:len(flat)]
		switch {
		case contiguousLast && a.dtype == Float64:
			sortIndices(a.Float64s()[flat[0]:flat[0]+len(flat)], idx, kind)
		case contiguousLast && a.dtype == Int64:
			sortIndices(a.Int64s()[flat[0]:flat[0]+len(flat)], idx, kind)
		case contiguousLast && a.dtype == Float32:
			sortIndices(a.Float32s()[flat[0]:flat[0]+len(flat)], idx, kind)
		case contiguousLast && a.dtype == Int32:
			sortIndices(a.Int32s()[flat[0]:flat[0]+len(flat)], idx, kind)
		case keys == floatKeys:
			fv = gatherKeys(a, flat, fv[:0], Scalar.Float)
			sortIndices(fv, idx, kind)
		case keys == uintKeys:
			uv = gatherKeys(a, flat, uv[:0], Scalar.Uint64)
			sortIndices(uv, idx, kind)
		default:
			iv = gatherKeys(a, flat, iv[:0], Scalar.Int)
			sortIndices(iv, idx, kind)
		}
		for k, i := range idx {
			out[flat[k]] = i
		}
	})
	return r, err
}
