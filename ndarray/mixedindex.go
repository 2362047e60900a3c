package ndarray

import (
	"fmt"
	"strings"
)

// This file is NumPy's advanced indexing in general: index arrays (integer
// arrays and boolean masks) combined with integers, slices, new axes and
// an ellipsis, as a[:, [1, 3]], a[[0, 2], 1:], a[idx, :, 2] and
// a[mask, 1:] write them. NumPy's rules:
//
//   - a boolean mask over k axes stands for the k integer arrays of its
//     nonzero positions;
//   - once there is an index array, every integer in the subscript is an
//     index array too (a 0-d one);
//   - the index arrays are broadcast together to one shape B; the result
//     has the axes the basic entries leave, with B put where the first
//     advanced entry was when the advanced entries are adjacent in the
//     subscript, and first otherwise (an ellipsis or a new axis between
//     them separates them, even an ellipsis of no axes).
//
// The subscript is split into a view of a (the advanced entries taken as
// whole axes) and the gather (or scatter) along the advanced axes, moved
// first by a transpose: for each broadcast index position, the view's
// sub-array over its other axes at the offset the indices give, copied
// through strides without copying the view.

// A MixedItem is one entry of a subscript holding index arrays: an
// integer array or a boolean mask in Array, or, when Array is nil, a basic
// entry (IndexInt, IndexSlice, IndexNewAxis, IndexEllipsis). A boolean
// mask applies to as many axes as it has.
type MixedItem struct {
	IndexItem
	Array *Array
}

// axesTaken is how many axes of the indexed array the entry consumes
// (the ellipsis aside).
func (it MixedItem) axesTaken() int {
	switch {
	case it.Array != nil && it.Array.dtype == Bool:
		return it.Array.NDim()
	case it.Array != nil:
		return 1
	case it.Kind == IndexInt || it.Kind == IndexSlice:
		return 1
	}
	return 0
}

// MixedAxes returns, for a subscript over an array of ndim axes, the first
// axis of the array that each entry applies to (-1 for a new axis and the
// ellipsis), so that a caller can resolve slices against the right axis
// lengths before calling MixedSelect or MixedPut.
func MixedAxes(items []MixedItem, ndim int) ([]int, error) {
	used, ellipses := 0, 0
	for _, it := range items {
		used += it.axesTaken()
		if it.Array == nil && it.Kind == IndexEllipsis {
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
	for i, it := range items {
		out[i] = -1
		if n := it.axesTaken(); n > 0 {
			out[i] = axis
			axis += n
		} else if it.Array == nil && it.Kind == IndexEllipsis {
			axis += ndim - used
		}
	}
	return out, nil
}

// mixedPlan is a subscript split into its parts: the view of a that the
// basic entries select (each advanced axis kept whole), that view's
// advanced axes moved first, the integer index arrays for them (one per
// axis, not yet broadcast), and where the broadcast axes go in the result.
type mixedPlan struct {
	lead     *Array   // the view with its advanced axes first
	idx      []*Array // one integer index array per advanced axis of lead
	adjacent bool     // the advanced entries are adjacent in the subscript
	at       int      // when adjacent: how many basic axes come before them
}

func (a *Array) planMixed(items []MixedItem) (*mixedPlan, error) {
	axes, err := MixedAxes(items, a.NDim())
	if err != nil {
		return nil, err
	}
	p := &mixedPlan{adjacent: true}
	var basic []IndexItem
	var advanced []int // axes of the view that index arrays select along
	vax := 0           // the next axis of the view
	first, last := -1, -1
	for i, it := range items {
		if it.Array == nil && it.Kind != IndexInt {
			basic = append(basic, it.IndexItem)
			switch it.Kind {
			case IndexSlice, IndexNewAxis:
				vax++
			case IndexEllipsis:
				used := 0
				for _, o := range items {
					used += o.axesTaken()
				}
				vax += a.NDim() - used
			}
			continue
		}
		if first < 0 {
			first = i
		} else if last != i-1 {
			p.adjacent = false
		}
		last = i
		arrays, err := a.indexArrays(it, axes[i])
		if err != nil {
			return nil, err
		}
		for k, ix := range arrays {
			ax := axes[i] + k
			basic = append(basic, SliceItem(0, 1, a.shape[ax], a.shape[ax]))
			if err := checkBounds(ix, ax, a.shape[ax]); err != nil {
				return nil, err
			}
			p.idx = append(p.idx, ix)
			advanced = append(advanced, vax)
			vax++
		}
	}
	v, err := a.Index(basic)
	if err != nil {
		return nil, err
	}
	perm := append([]int(nil), advanced...)
	isAdvanced := make([]bool, v.NDim())
	for _, ax := range advanced {
		isAdvanced[ax] = true
	}
	for ax := range v.NDim() {
		if !isAdvanced[ax] {
			perm = append(perm, ax)
		}
	}
	if p.lead, err = v.Transpose(perm); err != nil {
		return nil, err
	}
	if len(advanced) > 0 {
		p.at = advanced[0]
	}
	return p, nil
}

// indexArrays returns the integer index arrays of an advanced entry that
// starts at axis ax of a: an integer array, an integer as a 0-d array, or
// a boolean mask's nonzero positions (one array per axis it covers).
func (a *Array) indexArrays(it MixedItem, ax int) ([]*Array, error) {
	switch {
	case it.Array == nil:
		ix, err := Full(Int64, nil, MakeInt(Int64, int64(it.I)))
		return []*Array{ix}, err
	case it.Array.dtype != Bool:
		if !it.Array.dtype.IsInt() {
			return nil, &IndexError{"arrays used as indices must be of integer (or boolean) type"}
		}
		return []*Array{it.Array}, nil
	}
	mask := it.Array
	for d, n := range mask.shape {
		if n != a.shape[ax+d] {
			return nil, &IndexError{fmt.Sprintf("boolean index did not match indexed array along dimension %d; dimension is %d but corresponding boolean dimension is %d", ax+d, a.shape[ax+d], n)}
		}
	}
	var count int
	for i := range mask.size {
		if mask.AtFlat(i).I != 0 {
			count++
		}
	}
	out := make([]*Array, mask.NDim())
	for d := range out {
		out[d], _ = New(Int64, []int{count})
	}
	pos := make([]int, mask.NDim())
	j := 0
	for i := range mask.size {
		if mask.AtFlat(i).I != 0 {
			for d := range out {
				out[d].SetFlat(j, MakeInt(Int64, int64(pos[d])))
			}
			j++
		}
		for d := len(pos) - 1; d >= 0; d-- { // the next position in C order
			if pos[d]++; pos[d] < mask.shape[d] {
				break
			}
			pos[d] = 0
		}
	}
	return out, nil
}

// checkBounds is NumPy's IndexError for an index array with an entry
// outside an axis of length n (axis is the indexed array's).
func checkBounds(ix *Array, axis, n int) error {
	for i := range ix.size {
		if j := int(ix.AtFlat(i).I); j < -n || j >= n {
			return &IndexError{fmt.Sprintf("index %d is out of bounds for axis %d with size %d", j, axis, n)}
		}
	}
	return nil
}

// broadcastIndexShape returns the shape the index arrays broadcast to, or
// NumPy's IndexError naming every array's shape.
func broadcastIndexShape(idx []*Array, shown []*Array) ([]int, error) {
	shape := []int{}
	for _, ix := range idx {
		s, ok := broadcastShapes(shape, ix.shape)
		if !ok {
			var b strings.Builder
			for _, ix := range shown {
				b.WriteString(formatShapeCompact(ix.shape) + " ")
			}
			return nil, &IndexError{"shape mismatch: indexing arrays could not be broadcast together with shapes " + b.String()}
		}
		shape = s
	}
	return shape, nil
}

// resultOrder returns the permutation that takes the gather's axes
// (broadcast index axes, nb of them, then the view's others) to the
// result's: the index axes after the first at others when adjacent.
func (p *mixedPlan) resultOrder(nb, ndim int) []int {
	perm := make([]int, 0, ndim)
	for i := range p.at {
		perm = append(perm, nb+i)
	}
	for i := range nb {
		perm = append(perm, i)
	}
	for i := nb + p.at; i < ndim; i++ {
		perm = append(perm, i)
	}
	return perm
}

// shownArrays lists the index arrays NumPy names in a broadcast error:
// the arrays of the subscript, masks as their nonzero arrays, not the
// integers.
func shownArrays(items []MixedItem, idx []*Array) []*Array {
	var shown []*Array
	k := 0
	for _, it := range items {
		switch {
		case it.Array == nil && it.Kind == IndexInt:
			k++
		case it.Array != nil && it.Array.dtype == Bool:
			shown = append(shown, idx[k:k+it.Array.NDim()]...)
			k += it.Array.NDim()
		case it.Array != nil:
			shown = append(shown, idx[k])
			k++
		}
	}
	return shown
}

// MixedSelect returns a[items...] for a subscript holding index arrays
// (and possibly integers, slices, new axes and an ellipsis): a new array.
// Slices must have been resolved against the axes MixedAxes gives.
func (a *Array) MixedSelect(items []MixedItem) (*Array, error) {
	p, err := a.planMixed(items)
	if err != nil {
		return nil, err
	}
	b, err := broadcastIndexShape(p.idx, shownArrays(items, p.idx))
	if err != nil {
		return nil, err
	}
	gatherShape := append(append([]int(nil), b...), p.lead.shape[len(p.idx):]...)
	if !p.adjacent || p.at == 0 {
		out := newResult(a.dtype, gatherShape) // every element is gathered
		p.gather(b, out)
		return out, nil
	}
	// Gather straight into the result's order, through the view of it
	// that has the gather's.
	perm := p.resultOrder(len(b), len(gatherShape))
	shape := make([]int, len(perm))
	for i, q := range perm {
		shape[i] = gatherShape[q]
	}
	out := newResult(a.dtype, shape)
	inv := make([]int, len(perm))
	for i, q := range perm {
		inv[q] = i
	}
	dst, err := out.Transpose(inv)
	if err != nil {
		return nil, err
	}
	p.gather(b, dst)
	return out, nil
}

// MixedPut implements a[items...] = src: src is broadcast to the shape of
// a[items...] and written into the selected elements in order (a
// repeated index keeps the last value, as NumPy's does).
func (a *Array) MixedPut(items []MixedItem, src *Array) error {
	p, err := a.planMixed(items)
	if err != nil {
		return err
	}
	b, err := broadcastIndexShape(p.idx, shownArrays(items, p.idx))
	if err != nil {
		return err
	}
	// The gather's shape: b followed by the view's basic axes.
	gather := append(append([]int(nil), b...), p.lead.shape[len(p.idx):]...)
	perm := []int(nil)
	shape := gather
	if p.adjacent && p.at > 0 {
		perm = p.resultOrder(len(b), len(gather))
		shape = make([]int, len(gather))
		for i, q := range perm {
			shape[i] = gather[q]
		}
	}
	strides, ok := broadcastStrides(src.shape, src.strides, shape)
	if !ok {
		return fmt.Errorf("shape mismatch: value array of shape %s could not be broadcast to indexing result of shape %s",
			formatShapeCompact(src.shape), formatShapeCompact(shape))
	}
	vals := src.view(shape, strides, src.offset)
	if perm != nil {
		// Back from the result's order to the gather's.
		inv := make([]int, len(perm))
		for i, q := range perm {
			inv[q] = i
		}
		if vals, err = vals.Transpose(inv); err != nil {
			return err
		}
	}
	// Read all of src first, in a's dtype: it may share memory with a.
	p.scatter(b, vals.AsType(a.dtype))
	return nil
}

// offsets returns, for each position of the broadcast index shape b in C
// order, the byte offset in lead's buffer of the sub-array the indices
// select (they have been checked against the axes).
func (p *mixedPlan) offsets(b []int) []int {
	views := make([]*Array, len(p.idx))
	for d, ix := range p.idx {
		strides, _ := broadcastStrides(ix.shape, ix.strides, b)
		views[d] = ix.view(b, strides, ix.offset)
	}
	size := 1
	for _, n := range b {
		size *= n
	}
	offs := make([]int, size)
	for d, v := range views {
		n, stride := p.lead.shape[d], p.lead.strides[d]
		if v.dtype == Int64 && v.contig {
			for i, j := range v.Int64s() {
				if j < 0 {
					j += int64(n)
				}
				offs[i] += int(j) * stride
			}
			continue
		}
		for i := range offs {
			j := int(v.AtFlat(i).I)
			if j < 0 {
				j += n
			}
			offs[i] += j * stride
		}
	}
	for i := range offs {
		offs[i] += p.lead.offset
	}
	return offs
}

// gather copies lead[idx...] into dst, of the broadcast index shape b
// followed by lead's other axes (a view of a fresh array, possibly
// transposed).
func (p *mixedPlan) gather(b []int, dst *Array) {
	lead, k := p.lead, len(p.idx)
	offs := p.offsets(b)
	if dst.size == 0 {
		return
	}
	lead.hostRead()
	dstOffs := rowOffsets(dst, len(b))
	for i, off := range offs {
		copyStrided(dst.buf, dstOffs[i], dst.strides[len(b):], lead.buf, off, lead.strides[k:], lead.shape[k:], lead.dtype.ItemSize())
	}
}

// rowOffsets returns the byte offsets of a's sub-arrays over its axes
// after the first nb, in C order of those first axes.
func rowOffsets(a *Array, nb int) []int {
	n := 1
	for _, m := range a.shape[:nb] {
		n *= m
	}
	offs := make([]int, 0, n)
	for it := newIter(a.shape[:nb], [][]int{a.strides[:nb]}, []int{a.offset}); it.more; it.next() {
		offs = append(offs, it.off[0])
	}
	return offs
}

// copyStrided copies the elements of one shape, each isz bytes, between
// two buffers laid out by the given strides.
func copyStrided(dst []byte, dstOff int, dstStrides []int, src []byte, srcOff int, srcStrides []int, shape []int, isz int) {
	if len(shape) == 0 {
		copy(dst[dstOff:dstOff+isz], src[srcOff:srcOff+isz])
		return
	}
	last := len(shape) - 1
	n, ds, ss := shape[last], dstStrides[last], srcStrides[last]
	if n == 0 {
		return
	}
	for it := newIter(shape[:last], [][]int{dstStrides[:last], srcStrides[:last]}, []int{dstOff, srcOff}); it.more; it.next() {
		d, s := it.off[0], it.off[1]
		if ds == isz && ss == isz {
			copy(dst[d:d+n*isz], src[s:s+n*isz])
			continue
		}
		for range n {
			copy(dst[d:d+isz], src[s:s+isz])
			d += ds
			s += ss
		}
	}
}

// scatter writes vals (of the gather's shape and lead's dtype, a copy
// that shares no memory with lead) into lead[idx...], in order, so that a
// repeated index keeps the last value.
func (p *mixedPlan) scatter(b []int, vals *Array) {
	lead, k := p.lead, len(p.idx)
	offs := p.offsets(b)
	if vals.size == 0 {
		return
	}
	lead.hostRead() // the elements around the written ones stay
	lead.hostWrite()
	srcOffs := rowOffsets(vals, len(b))
	for i, off := range offs {
		copyStrided(lead.buf, off, lead.strides[k:], vals.buf, srcOffs[i], vals.strides[len(b):], lead.shape[k:], lead.dtype.ItemSize())
	}
}
