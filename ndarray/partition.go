package ndarray

import (
	"cmp"
	"fmt"
	"math/bits"
	"slices"
)

// This file is NumPy 1.24's partial sort, np.partition and
// np.argpartition: a port of introselect_ (numpy/core/src/npysort/
// selection.cpp), median-of-three quickselect that falls back to a
// median-of-medians-of-five pivot when it recurses too deep, with the
// stack of pivots that lets one call per kth reuse the partitions of the
// calls before. NumPy 1.24 has no SIMD selection, so porting the algorithm
// gives NumPy's arrangement of the elements around each kth, ties and NaN
// included, not only the guaranteed order.

// maxPivotStack is NumPy's NPY_MAX_PIVOT_STACK.
const maxPivotStack = 50

// selector is the line being partitioned: the values themselves, or (for
// argpartition) the index permutation idx of values that stay in place.
type selector[T cmp.Ordered] struct {
	v   []T
	idx []int64 // nil when the values are permuted
}

func (s selector[T]) at(i int) T {
	if s.idx != nil {
		return s.v[s.idx[i]]
	}
	return s.v[i]
}

func (s selector[T]) swap(i, j int) {
	if s.idx != nil {
		s.idx[i], s.idx[j] = s.idx[j], s.idx[i]
		return
	}
	s.v[i], s.v[j] = s.v[j], s.v[i]
}

// from is the selector whose element 0 is s's element off, as NumPy's
// pointer offsets (it offsets tosort for argpartition, v otherwise).
func (s selector[T]) from(off int) selector[T] {
	if s.idx != nil {
		return selector[T]{s.v, s.idx[off:]}
	}
	return selector[T]{s.v[off:], nil}
}

// pivotStack is NumPy's pivots array and npiv; nil disables it.
type pivotStack struct{ p []int }

// store is NumPy's store_pivot.
func (ps *pivotStack) store(pivot, kth int) {
	if ps == nil {
		return
	}
	n := len(ps.p)
	if pivot == kth && n == maxPivotStack {
		ps.p[n-1] = pivot
	} else if pivot >= kth && n < maxPivotStack {
		ps.p = append(ps.p, pivot)
	}
}

func median3Swap[T cmp.Ordered](s selector[T], low, mid, high int) {
	if sortLess(s.at(high), s.at(mid)) {
		s.swap(high, mid)
	}
	if sortLess(s.at(high), s.at(low)) {
		s.swap(high, low)
	}
	if sortLess(s.at(low), s.at(mid)) {
		s.swap(low, mid) // the median to low
	}
	s.swap(mid, low+1) // the lowest of the three to low+1
}

// median5 is the index of the median of s's first five elements, which it
// partly sorts.
func median5[T cmp.Ordered](s selector[T]) int {
	if sortLess(s.at(1), s.at(0)) {
		s.swap(1, 0)
	}
	if sortLess(s.at(4), s.at(3)) {
		s.swap(4, 3)
	}
	if sortLess(s.at(3), s.at(0)) {
		s.swap(3, 0)
	}
	if sortLess(s.at(4), s.at(1)) {
		s.swap(4, 1)
	}
	if sortLess(s.at(2), s.at(1)) {
		s.swap(2, 1)
	}
	if sortLess(s.at(3), s.at(2)) {
		if sortLess(s.at(3), s.at(1)) {
			return 1
		}
		return 3
	}
	return 2
}

// unguardedPartition moves the elements below pivot before the ones above
// it between ll and hh; the elements at ll and hh bound the scans.
func unguardedPartition[T cmp.Ordered](s selector[T], pivot T, ll, hh int) (int, int) {
	for {
		for ll++; sortLess(s.at(ll), pivot); ll++ {
		}
		for hh--; sortLess(pivot, s.at(hh)); hh-- {
		}
		if hh < ll {
			return ll, hh
		}
		s.swap(ll, hh)
	}
}

// medianOfMedian5 moves the medians of s's groups of five to its front and
// returns the position of their median.
func medianOfMedian5[T cmp.Ordered](s selector[T], num int, inexact bool) int {
	nmed := num / 5
	for i, sub := 0, 0; i < nmed; i, sub = i+1, sub+5 {
		m := median5(s.from(sub))
		s.swap(sub+m, i)
	}
	if nmed > 2 {
		introselect(s, nmed, nmed/2, nil, inexact)
	}
	return nmed / 2
}

// dumbSelect is NumPy's O(n*kth) selection for a kth near the start.
func dumbSelect[T cmp.Ordered](s selector[T], num, kth int) {
	for i := 0; i <= kth; i++ {
		minIdx, minVal := i, s.at(i)
		for k := i + 1; k < num; k++ {
			if sortLess(s.at(k), minVal) {
				minIdx, minVal = k, s.at(k)
			}
		}
		s.swap(i, minIdx)
	}
}

// introselect puts s's kth smallest element (NaN last) at kth, smaller
// ones before it and larger ones after, as NumPy's introselect_; inexact
// is whether the dtype is a float type (NumPy's shortcut for the last
// element).
func introselect[T cmp.Ordered](s selector[T], num, kth int, ps *pivotStack, inexact bool) {
	low, high := 0, num-1
	for ps != nil && len(ps.p) > 0 {
		top := ps.p[len(ps.p)-1]
		if top > kth {
			high = top - 1 // the pivot above kth bounds the search
			break
		}
		if top == kth {
			return // kth was placed by an earlier call
		}
		low = top + 1
		ps.p = ps.p[:len(ps.p)-1]
	}
	if kth-low < 3 {
		dumbSelect(s.from(low), high-low+1, kth-low)
		ps.store(kth, kth)
		return
	}
	if inexact && kth == num-1 {
		maxIdx, maxVal := low, s.at(low)
		for k := low + 1; k < num; k++ {
			if !sortLess(s.at(k), maxVal) {
				maxIdx, maxVal = k, s.at(k)
			}
		}
		s.swap(kth, maxIdx)
		return
	}
	depth := 2 * (bits.Len(uint(num)) - 1)
	for low+1 < high {
		ll, hh := low+1, high
		if depth > 0 || hh-ll < 5 {
			median3Swap(s, low, low+(high-low)/2, high)
		} else {
			mid := ll + medianOfMedian5(s.from(ll), hh-ll, inexact)
			s.swap(mid, low)
			ll--
			hh++
		}
		depth--
		ll, hh = unguardedPartition(s, s.at(low), ll, hh)
		s.swap(low, hh)
		if hh != kth {
			ps.store(hh, kth)
		}
		if hh >= kth {
			high = hh - 1
		}
		if hh <= kth {
			low = ll
		}
	}
	if high == low+1 && sortLess(s.at(high), s.at(low)) {
		s.swap(high, low)
	}
	ps.store(kth, kth)
}

// selectAll partitions s (num elements) about every kth in turn, sorted,
// sharing one pivot stack as NumPy's _new_sortlike does for a line.
func selectAll[T cmp.Ordered](s selector[T], num int, kths []int, inexact bool) {
	ps := &pivotStack{p: make([]int, 0, maxPivotStack)}
	for _, k := range kths {
		introselect(s, num, k, ps, inexact)
	}
}

// KthError is NumPy's ValueError for a kth outside the axis.
type KthError struct{ Kth, N int }

func (e *KthError) Error() string { return fmt.Sprintf("kth(=%d) out of bounds (%d)", e.Kth, e.N) }

// partitionKths checks the kths against a line of n elements and returns
// them non-negative and sorted, as NumPy's partition_prep_kth_array.
func partitionKths(kth []int, n int) ([]int, error) {
	out := make([]int, len(kth))
	for i, k := range kth {
		if k < 0 {
			k += n
		}
		if k < 0 || k >= n {
			return nil, &KthError{Kth: k, N: n}
		}
		out[i] = k
	}
	slices.Sort(out)
	return out, nil
}

// Partition is a.partition(kth, axis) of NumPy 1.24, in place: along axis
// each line gets its kth smallest element (for every kth) at position kth,
// the smaller elements before and the larger after, arranged exactly as
// NumPy's introselect leaves them.
func (a *Array) Partition(kth []int, axis int) error {
	if a.dtype.IsComplex() {
		return errUnsupportedComplex("partition")
	}
	ax, err := normAxis(axis, a.NDim())
	if err != nil {
		return err
	}
	n := a.shape[ax]
	kths, err := partitionKths(kth, n)
	if err != nil {
		return err
	}
	keys := keysOf(a.dtype)
	var fv []float64
	var iv []int64
	var uv []uint64
	// Lines that are runs of a's float64 or int64 buffer are partitioned
	// where they lie.
	var fbuf []float64
	var ibuf []int64
	if a.contig && ax == a.NDim()-1 {
		switch a.dtype {
		case Float64:
			fbuf = a.Float64s()
		case Int64:
			ibuf = a.Int64s()
		}
	}
	return a.forLines(axis, func(flat []int) {
		switch {
		case fbuf != nil:
			selectAll(selector[float64]{v: fbuf[flat[0] : flat[0]+n]}, n, kths, true)
			return
		case ibuf != nil:
			selectAll(selector[int64]{v: ibuf[flat[0] : flat[0]+n]}, n, kths, false)
			return
		}
		switch keys {
		case floatKeys:
			fv = gatherKeys(a, flat, fv[:0], Scalar.Float)
			selectAll(selector[float64]{v: fv}, n, kths, true)
			for k, x := range fv {
				a.SetFlat(flat[k], MakeFloat(a.dtype, x))
			}
		case uintKeys:
			uv = gatherKeys(a, flat, uv[:0], Scalar.Uint64)
			selectAll(selector[uint64]{v: uv}, n, kths, false)
			for k, x := range uv {
				a.SetFlat(flat[k], MakeInt(a.dtype, int64(x)))
			}
		default:
			iv = gatherKeys(a, flat, iv[:0], Scalar.Int)
			selectAll(selector[int64]{v: iv}, n, kths, false)
			for k, x := range iv {
				if a.dtype == Bool {
					a.SetFlat(flat[k], MakeBool(x != 0))
				} else {
					a.SetFlat(flat[k], MakeInt(a.dtype, x))
				}
			}
		}
	})
}

// ArgPartition is np.argpartition(a, kth, axis) of NumPy 1.24: the int64
// indices that would partition each line, NumPy's exact permutation.
func (a *Array) ArgPartition(kth []int, axis int) (*Array, error) {
	if a.dtype.IsComplex() {
		return nil, errUnsupportedComplex("argpartition")
	}
	ax, err := normAxis(axis, a.NDim())
	if err != nil {
		return nil, err
	}
	n := a.shape[ax]
	kths, err := partitionKths(kth, n)
	if err != nil {
		return nil, err
	}
	r, _ := New(Int64, a.shape)
	out := r.Int64s()
	keys := keysOf(a.dtype)
	var fv []float64
	var iv []int64
	var uv []uint64
	idx := make([]int64, n)
	var fbuf []float64
	var ibuf []int64
	if a.contig && ax == a.NDim()-1 {
		switch a.dtype {
		case Float64:
			fbuf = a.Float64s()
		case Int64:
			ibuf = a.Int64s()
		}
	}
	err = a.forLines(axis, func(flat []int) {
		for i := range idx {
			idx[i] = int64(i)
		}
		switch {
		case fbuf != nil:
			selectAll(selector[float64]{fbuf[flat[0] : flat[0]+n], idx}, n, kths, true)
		case ibuf != nil:
			selectAll(selector[int64]{ibuf[flat[0] : flat[0]+n], idx}, n, kths, false)
		case keys == floatKeys:
			fv = gatherKeys(a, flat, fv[:0], Scalar.Float)
			selectAll(selector[float64]{fv, idx}, n, kths, true)
		case keys == uintKeys:
			uv = gatherKeys(a, flat, uv[:0], Scalar.Uint64)
			selectAll(selector[uint64]{uv, idx}, n, kths, false)
		default:
			iv = gatherKeys(a, flat, iv[:0], Scalar.Int)
			selectAll(selector[int64]{iv, idx}, n, kths, false)
		}
		for k, i := range idx {
			out[flat[k]] = i
		}
	})
	return r, err
}
