package ndarray

import "fmt"

// This file is NumPy's advanced indexing by one array: a[idx] with an
// integer array picks rows along axis 0 (the result has idx's shape
// followed by a's other axes), a[mask] with a boolean array of a's leading
// shape picks the sub-arrays where mask is true, in C order. Both give
// copies; Put writes through them.

// selection returns the sub-arrays of a that sel selects and the shape of
// the result of a[sel].
func (a *Array) selection(sel *Array) ([]*Array, []int, error) {
	if sel.dtype == Bool {
		k := sel.NDim()
		if k > a.NDim() {
			return nil, nil, &IndexError{fmt.Sprintf("too many indices for array: array is %d-dimensional, but %d were indexed", a.NDim(), k)}
		}
		for d := range k {
			if sel.shape[d] != a.shape[d] {
				return nil, nil, &IndexError{fmt.Sprintf("boolean index did not match indexed array along dimension %d; dimension is %d but corresponding boolean dimension is %d", d, a.shape[d], sel.shape[d])}
			}
		}
		var subs []*Array
		idx := make([]IndexItem, k)
		for i := 0; i < sel.size; i++ {
			if sel.AtFlat(i).I == 0 {
				continue
			}
			rem := i
			for d := k - 1; d >= 0; d-- {
				idx[d] = IndexItem{Kind: IndexInt, I: rem % sel.shape[d]}
				rem /= sel.shape[d]
			}
			sub, err := a.Index(idx)
			if err != nil {
				return nil, nil, err
			}
			subs = append(subs, sub)
		}
		return subs, append([]int{len(subs)}, a.shape[k:]...), nil
	}
	if a.NDim() == 0 {
		return nil, nil, &IndexError{"too many indices for array: array is 0-dimensional, but 1 were indexed"}
	}
	n := a.shape[0]
	subs := make([]*Array, sel.size)
	for i := range subs {
		j := int(sel.AtFlat(i).I)
		if j < -n || j >= n {
			return nil, nil, &IndexError{fmt.Sprintf("index %d is out of bounds for axis 0 with size %d", j, n)}
		}
		if j < 0 {
			j += n
		}
		subs[i] = a.Sub(j)
	}
	return subs, append(append([]int{}, sel.shape...), a.shape[1:]...), nil
}

// Select returns a[sel] for an integer or boolean array sel: a new array.
// An integer array is gathered through strides as the mixed subscripts
// are (mixedindex.go).
func (a *Array) Select(sel *Array) (*Array, error) {
	if sel.dtype != Bool {
		return a.MixedSelect([]MixedItem{{Array: sel}})
	}
	if offs, ok := a.maskElements(sel); ok {
		out, err := New(a.dtype, []int{len(offs)})
		if err != nil {
			return nil, err
		}
		isz := a.dtype.ItemSize()
		out.hostWrite()
		for j, off := range offs { // same dtype: the element's bytes
			copy(out.buf[out.offset+j*isz:out.offset+(j+1)*isz], a.buf[off:off+isz])
		}
		return out, nil
	}
	subs, shape, err := a.selection(sel)
	if err != nil {
		return nil, err
	}
	out, err := New(a.dtype, shape)
	if err != nil {
		return nil, err
	}
	rows, _ := out.Reshape([]int{len(subs), -1})
	if len(subs) > 0 && rows.shape[1] > 0 {
		for i, sub := range subs {
			row := rows.Sub(i)
			flat, _ := row.Reshape(sub.shape)
			if err := flat.Assign(sub); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// Put implements a[sel] = src: src is broadcast to the shape of a[sel] and
// written into the selected elements, in order (a repeated index keeps the
// last value, as NumPy's does).
func (a *Array) Put(sel *Array, src *Array) error {
	if sel.dtype != Bool {
		return a.MixedPut([]MixedItem{{Array: sel}}, src)
	}
	if offs, ok := a.maskElements(sel); ok {
		shape := []int{len(offs)}
		strides, ok := broadcastStrides(src.shape, src.strides, shape)
		if !ok {
			return fmt.Errorf("shape mismatch: value array of shape %s could not be broadcast to indexing result of shape %s",
				formatShapeCompact(src.shape), formatShapeCompact(shape))
		}
		// Read all of src first: it may share memory with a.
		vals := src.view(shape, strides, src.offset).AsType(a.dtype)
		vals.hostRead()
		a.hostWrite()
		isz, step := a.dtype.ItemSize(), vals.strides[0]
		for j, off := range offs { // same dtype: the element's bytes
			v := vals.offset + j*step
			copy(a.buf[off:off+isz], vals.buf[v:v+isz])
		}
		return nil
	}
	subs, shape, err := a.selection(sel)
	if err != nil {
		return err
	}
	strides, ok := broadcastStrides(src.shape, src.strides, shape)
	if !ok {
		return fmt.Errorf("shape mismatch: value array of shape %s could not be broadcast to indexing result of shape %s",
			formatShapeCompact(src.shape), formatShapeCompact(shape))
	}
	// Read all of src first: it may share memory with a.
	vals := src.view(shape, strides, src.offset).AsType(a.dtype)
	if len(subs) == 0 {
		return nil
	}
	rows, err := vals.Reshape([]int{len(subs), -1})
	if err != nil {
		return err
	}
	for i, sub := range subs {
		row, err := rows.Sub(i).Reshape(sub.shape)
		if err != nil {
			return err
		}
		if err := sub.Assign(row); err != nil {
			return err
		}
	}
	return nil
}

// maskElements returns the byte offsets in a of the elements that a mask
// of a's own shape selects, in C order: a[mask] of single elements, read
// and written without a view per element. ok is false for other masks.
func (a *Array) maskElements(sel *Array) ([]int, bool) {
	if sel.dtype != Bool || a.NDim() == 0 || sel.NDim() != a.NDim() {
		return nil, false
	}
	for d := range a.shape {
		if sel.shape[d] != a.shape[d] {
			return nil, false // selection's IndexError
		}
	}
	a.hostRead()
	sel.hostRead()
	var offs []int
	if a.contig && sel.contig {
		isz := a.dtype.ItemSize()
		mask := sel.buf[sel.offset : sel.offset+sel.size]
		for i, m := range mask {
			if m != 0 {
				offs = append(offs, a.offset+i*isz)
			}
		}
		return offs, true
	}
	it := newIter(sel.shape, [][]int{a.strides, sel.strides}, []int{a.offset, sel.offset})
	for ; it.more; it.next() {
		if sel.buf[it.off[1]] != 0 {
			offs = append(offs, it.off[0])
		}
	}
	return offs, true
}
