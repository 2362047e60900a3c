package pynumpy

// The iteration helpers of NumPy that Numba programs use: a.flat,
// np.ndindex and np.nditer.

import (
	"fmt"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// flatIter is numpy.flatiter, what a.flat returns: the elements of a in C
// order, iterated or indexed by one flat index or a slice.
type flatIter struct {
	a    *ndarray.Array
	next int
}

var flatIterType = py.NewType("numpy.flatiter", "flatiter: the elements of an array in C order")

func init() {
	flatIterType.Dict["__name__"] = py.String("flatiter")
	flatIterType.Dict["__module__"] = py.String("numpy")
	flatIterType.Dict["base"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return NewArray(self.(*flatIter).a), nil
	}}
	flatIterType.Dict["index"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		return py.Int(self.(*flatIter).next), nil
	}}
}

// Type returns numpy.flatiter.
func (f *flatIter) Type() *py.Type { return flatIterType }

func (f *flatIter) M__iter__() (py.Object, error) { return f, nil }

func (f *flatIter) M__next__() (py.Object, error) {
	if f.next >= f.a.Size() {
		return nil, py.StopIteration
	}
	f.next++
	return NewScalar(f.a.AtFlat(f.next - 1)), nil
}

func (f *flatIter) M__len__() (py.Object, error) { return py.Int(f.a.Size()), nil }

// flatIndex is the position key selects: an integer (negative ones count
// from the end) or a slice, as NumPy's flatiter reads them.
func (f *flatIter) flatIndex(key py.Object) (i int, s *py.Slice, err error) {
	switch k := key.(type) {
	case *py.Slice:
		return 0, k, nil
	case py.Int, py.Bool, scalar:
		if sc, ok := k.(scalar); ok && !sc.v.DType.IsInt() {
			break
		}
		v, err := py.Index(key)
		if err != nil {
			return 0, nil, err
		}
		n := f.a.Size()
		if int(v) < -n || int(v) >= n {
			return 0, nil, py.ExceptionNewf(py.IndexError, "index %d is out of bounds for axis 0 with size %d", int(v), n)
		}
		if v < 0 {
			v += py.Int(n)
		}
		return int(v), nil, nil
	}
	return 0, nil, py.ExceptionNewf(py.IndexError, "unsupported iterator index")
}

// M__getitem__ is a.flat[i] (a NumPy scalar) and a.flat[start:stop:step]
// (a new 1-D array).
func (f *flatIter) M__getitem__(key py.Object) (py.Object, error) {
	i, s, err := f.flatIndex(key)
	if err != nil {
		return nil, err
	}
	if s == nil {
		return NewScalar(f.a.AtFlat(i)), nil
	}
	start, _, step, n, err := s.GetIndices(f.a.Size())
	if err != nil {
		return nil, err
	}
	vals := make([]ndarray.Scalar, n)
	for k := range vals {
		vals[k] = f.a.AtFlat(start + k*step)
	}
	r, err := ndarray.FromScalars(f.a.DType(), []int{n}, vals)
	if err != nil {
		return nil, valueError(err)
	}
	return NewArray(r), nil
}

// M__setitem__ is a.flat[i] = v and a.flat[slice] = values, where values
// are repeated when there are fewer of them than elements selected, as
// NumPy's flatiter does.
func (f *flatIter) M__setitem__(key, value py.Object) (py.Object, error) {
	i, s, err := f.flatIndex(key)
	if err != nil {
		return nil, err
	}
	if s == nil {
		v, err := elementValue(f.a.DType(), value)
		if err != nil {
			return nil, err
		}
		f.a.SetFlat(i, v)
		return py.None, nil
	}
	start, _, step, n, err := s.GetIndices(f.a.Size())
	if err != nil {
		return nil, err
	}
	src, err := assignedArray(f.a.DType(), value)
	if err != nil {
		return nil, err
	}
	if src.Size() == 0 {
		return py.None, nil
	}
	src = src.Copy() // the values may be a view of the elements written
	for k := 0; k < n; k++ {
		f.a.SetFlat(start+k*step, src.AtFlat(k%src.Size()))
	}
	return py.None, nil
}

// shapeIterator yields the indices of a shape in C order, as tuples of
// Python ints: np.ndindex.
type shapeIterator struct {
	shape []int
	idx   []int
	more  bool
}

var ndindexType = py.NewType("numpy.ndindex", "ndindex(*shape)\n\nThe indices of an array of that shape, in C order.")

func init() {
	ndindexType.Dict["__name__"] = py.String("ndindex")
	ndindexType.Dict["__module__"] = py.String("numpy")
}

// Type returns numpy.ndindex.
func (it *shapeIterator) Type() *py.Type { return ndindexType }

// ndindex is np.ndindex(*shape): the shape as separate integers or one
// tuple.
func ndindex(_ py.Object, args py.Tuple) (py.Object, error) {
	if len(args) == 1 {
		if t, ok := args[0].(py.Tuple); ok {
			args = t
		}
	}
	shape := make([]int, len(args))
	more := true
	for k, o := range args {
		n, err := py.Index(o)
		if err != nil {
			if py.IsException(py.TypeError, err) {
				return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
			}
			return nil, err
		}
		if n < 0 {
			return nil, py.ExceptionNewf(py.ValueError, "negative dimensions are not allowed")
		}
		shape[k] = int(n)
		more = more && n > 0
	}
	return &shapeIterator{shape: shape, idx: make([]int, len(shape)), more: more}, nil
}

func (it *shapeIterator) M__iter__() (py.Object, error) { return it, nil }

func (it *shapeIterator) M__next__() (py.Object, error) {
	if !it.more {
		return nil, py.StopIteration
	}
	t := make(py.Tuple, len(it.idx))
	for k, i := range it.idx {
		t[k] = py.Int(i)
	}
	it.more = false
	for k := len(it.idx) - 1; k >= 0; k-- {
		if it.idx[k]++; it.idx[k] < it.shape[k] {
			it.more = true
			break
		}
		it.idx[k] = 0
	}
	return t, nil
}

// nditer is numpy.nditer for its common forms: one operand or a tuple of
// them, broadcast together, visited in memory order (order='K') or in C or
// Fortran order; each step yields 0-d views of the elements (a tuple of
// them for several operands), read-only unless op_flags asks for
// 'readwrite' or 'writeonly', so that x[...] = v writes the array. Its
// flags= accepts only the flags that do not change what is yielded.
type nditer struct {
	ops      []*ndarray.Array // broadcast to shape
	writable []bool
	tuple    bool  // several operands: yield tuples
	shape    []int // the broadcast shape
	axes     []int // the axes of shape, outermost first
	reversed []bool
	idx      []int // per axis of shape; idx[axes[k]] is the k-th counter
	more     bool
}

var nditerType = py.NewType("numpy.nditer", "nditer(op, flags=None, op_flags=None, order='K')\n\nAn iterator over the elements of one or several broadcast arrays.")

func init() {
	nditerType.Dict["__name__"] = py.String("nditer")
	nditerType.Dict["__module__"] = py.String("numpy")
	nditerType.Dict["operands"] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
		it := self.(*nditer)
		t := make(py.Tuple, len(it.ops))
		for k, a := range it.ops {
			t[k] = NewArray(a)
		}
		return t, nil
	}}
}

// Type returns numpy.nditer.
func (it *nditer) Type() *py.Type { return nditerType }

func (it *nditer) M__iter__() (py.Object, error) { return it, nil }

func (it *nditer) M__enter__() (py.Object, error) { return it, nil }

func (it *nditer) M__exit__(_, _, _ py.Object) (py.Object, error) { return py.None, nil }

func (it *nditer) M__next__() (py.Object, error) {
	if !it.more {
		return nil, py.StopIteration
	}
	views := make(py.Tuple, len(it.ops))
	for k, a := range it.ops {
		views[k] = &array{a: a.ElementView(it.idx), readonly: !it.writable[k]}
	}
	it.advance()
	if it.tuple {
		return views, nil
	}
	return views[0], nil
}

// advance moves idx to the next position: the innermost axis of axes
// fastest, each axis counting down when it is visited reversed.
func (it *nditer) advance() {
	for k := len(it.axes) - 1; k >= 0; k-- {
		ax := it.axes[k]
		if it.reversed[ax] {
			if it.idx[ax]--; it.idx[ax] >= 0 {
				return
			}
			it.idx[ax] = it.shape[ax] - 1
		} else {
			if it.idx[ax]++; it.idx[ax] < it.shape[ax] {
				return
			}
			it.idx[ax] = 0
		}
	}
	it.more = false
}

// newNditer is np.nditer(op, flags=None, op_flags=None, order='K').
func newNditer(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var opArg, flagsArg, opFlagsArg, orderObj py.Object = nil, py.None, py.None, nil
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:nditer", []string{"op", "flags", "op_flags", "order"},
		&opArg, &flagsArg, &opFlagsArg, &orderObj); err != nil {
		return nil, err
	}
	order, err := orderArg(orderObj, "K")
	if err != nil {
		return nil, err
	}
	it := &nditer{}
	var opObjs []py.Object
	switch o := opArg.(type) {
	case py.Tuple:
		opObjs, it.tuple = o, true
	case *py.List:
		opObjs, it.tuple = o.Items, true
	default:
		opObjs = []py.Object{opArg}
	}
	if err := checkNditerFlags(flagsArg); err != nil {
		return nil, err
	}
	if it.writable, err = nditerOpFlags(opFlagsArg, len(opObjs)); err != nil {
		return nil, err
	}
	shapes := make([][]int, len(opObjs))
	ops := make([]*ndarray.Array, len(opObjs))
	for k, o := range opObjs {
		if ops[k], err = arrayFromObject(o); err != nil {
			return nil, err
		}
		shapes[k] = ops[k].Shape()
	}
	if it.shape, err = nditerShape(shapes); err != nil {
		return nil, err
	}
	it.ops = make([]*ndarray.Array, len(ops))
	for k, a := range ops {
		if it.writable[k] && !sameShape(a.Shape(), it.shape) {
			return nil, py.ExceptionNewf(py.ValueError, "non-broadcastable output operand with shape %s doesn't match the broadcast shape %s",
				pyShape(a.Shape()), pyShape(it.shape))
		}
		if it.ops[k], err = a.BroadcastTo(it.shape); err != nil {
			return nil, valueError(err)
		}
	}
	it.axes, it.reversed = nditerOrder(it.ops, it.shape, order)
	it.idx = make([]int, len(it.shape))
	it.more = true
	for ax, n := range it.shape {
		it.more = it.more && n > 0
		if it.reversed[ax] {
			it.idx[ax] = n - 1
		}
	}
	return it, nil
}

// checkNditerFlags accepts the iterator flags that leave the elements and
// their order as they are without them, and refuses the others (a multi
// index, external loops, ...), which this nditer does not provide.
func checkNditerFlags(o py.Object) error {
	if o == py.None {
		return nil
	}
	names, err := stringList(o, "flags must be a tuple or array of strings")
	if err != nil {
		return err
	}
	for _, name := range names {
		switch name {
		case "refs_ok", "zerosize_ok", "buffered", "grow_inner", "delay_bufalloc", "reduce_ok":
		default:
			return py.ExceptionNewf(py.NotImplementedError, "alpyna's np.nditer does not support the iterator flag %q", name)
		}
	}
	return nil
}

// nditerOpFlags reads op_flags: one list of flags for every operand, or
// one list per operand; it returns which operands may be written.
func nditerOpFlags(o py.Object, nop int) ([]bool, error) {
	writable := make([]bool, nop)
	if o == py.None {
		return writable, nil
	}
	const msg = "op_flags must be a tuple or array of per-op flag-tuples"
	items, ok := sequenceItems(o)
	if !ok {
		return nil, py.ExceptionNewf(py.ValueError, msg)
	}
	perOp := [][]string{}
	if len(items) > 0 {
		if _, isStr := items[0].(py.String); isStr {
			names, err := stringList(o, msg)
			if err != nil {
				return nil, err
			}
			for range nop {
				perOp = append(perOp, names)
			}
		}
	}
	if len(perOp) == 0 {
		if len(items) != nop {
			return nil, py.ExceptionNewf(py.ValueError, "op_flags must be a tuple or array of per-op flag-tuples")
		}
		for _, item := range items {
			names, err := stringList(item, msg)
			if err != nil {
				return nil, err
			}
			perOp = append(perOp, names)
		}
	}
	for k, names := range perOp {
		for _, name := range names {
			switch name {
			case "readwrite", "writeonly":
				writable[k] = true
			case "readonly", "copy", "updateifcopy", "nbo", "aligned", "contig", "no_broadcast",
				"allocate", "no_subtype", "arraymask", "writemasked", "overlap_assume_elementwise":
			default:
				return nil, py.ExceptionNewf(py.ValueError, "Unexpected per-op iterator flag \"%s\"", name)
			}
		}
	}
	return writable, nil
}

// sequenceItems returns the items of a tuple or list.
func sequenceItems(o py.Object) ([]py.Object, bool) {
	switch o := o.(type) {
	case py.Tuple:
		return o, true
	case *py.List:
		return o.Items, true
	}
	return nil, false
}

// stringList reads a tuple or list of strs, failing with a ValueError of
// text msg otherwise.
func stringList(o py.Object, msg string) ([]string, error) {
	items, ok := sequenceItems(o)
	if !ok {
		return nil, py.ExceptionNewf(py.ValueError, "%s", msg)
	}
	names := make([]string, len(items))
	for k, item := range items {
		s, ok := item.(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.ValueError, "%s", msg)
		}
		names[k] = string(s)
	}
	return names, nil
}

// nditerShape broadcasts the operands' shapes, with nditer's error.
func nditerShape(shapes [][]int) ([]int, error) {
	n := 0
	for _, s := range shapes {
		n = max(n, len(s))
	}
	out := make([]int, n)
	for i := range out {
		out[i] = 1
	}
	for _, s := range shapes {
		for j, d := range s {
			i := n - len(s) + j
			switch {
			case d == out[i] || d == 1:
			case out[i] == 1:
				out[i] = d
			default:
				var b strings.Builder
				for _, s := range shapes {
					b.WriteString(pyShape(s) + " ")
				}
				return nil, py.ExceptionNewf(py.ValueError, "operands could not be broadcast together with shapes %s", b.String())
			}
		}
	}
	return out, nil
}

// pyShape writes a shape as Python writes the tuple, without spaces, as
// NumPy's iterator messages do: (2,3), (3,).
func pyShape(shape []int) string {
	parts := make([]string, len(shape))
	for i, n := range shape {
		parts[i] = fmt.Sprint(n)
	}
	if len(shape) == 1 {
		return "(" + parts[0] + ",)"
	}
	return "(" + strings.Join(parts, ",") + ")"
}

// nditerOrder returns the axes of the broadcast operands in the order the
// iterator visits them, outermost first, and which are visited backwards.
// For order='K' it is NumPy's: an axis along which every operand that
// moves moves backwards is flipped, and the axes are insertion-sorted by
// their strides, an axis going inside another when the first operand
// whose strides tell them apart (both non-zero) says it is the smaller one
// and no later operand disagrees.
func nditerOrder(ops []*ndarray.Array, shape []int, order string) (axes []int, reversed []bool) {
	n := len(shape)
	reversed = make([]bool, n)
	// strides[ax][k] is operand k's stride along ax, 0 where it does not
	// move (broadcast, or an axis of length 1).
	strides := make([][]int, n)
	for ax := range n {
		strides[ax] = make([]int, len(ops))
		for k, a := range ops {
			if shape[ax] > 1 {
				strides[ax][k] = a.Strides()[ax]
			}
		}
	}
	axes = make([]int, n)
	for i := range axes {
		axes[i] = i
	}
	switch order {
	case "F", "A":
		if order == "F" || allFortran(ops) {
			for i := range axes {
				axes[i] = n - 1 - i
			}
		}
		return axes, reversed
	case "C":
		return axes, reversed
	}
	for ax := range n {
		flip, moves := true, false
		for _, s := range strides[ax] {
			if s > 0 {
				flip = false
			}
			moves = moves || s != 0
		}
		if flip && moves {
			reversed[ax] = true
			for k := range strides[ax] {
				strides[ax][k] = -strides[ax][k]
			}
		}
	}
	// NumPy sorts its axis data, innermost first: perm[0] is the last axis.
	perm := make([]int, n)
	for i := range perm {
		perm[i] = n - 1 - i
	}
	for i0 := 1; i0 < n; i0++ {
		pos, ax0 := i0, perm[i0]
		for i1 := i0 - 1; i1 >= 0; i1-- {
			ambiguous, swap := true, false
			for k := range ops {
				s0, s1 := strides[ax0][k], strides[perm[i1]][k]
				if s0 != 0 && s1 != 0 {
					if absInt(s1) <= absInt(s0) {
						swap = false
					} else if ambiguous {
						swap = true
					}
					ambiguous = false
				}
			}
			if !ambiguous {
				if !swap {
					break
				}
				pos = i1
			}
		}
		if pos != i0 {
			copy(perm[pos+1:i0+1], perm[pos:i0])
			perm[pos] = ax0
		}
	}
	for i := range axes {
		axes[i] = perm[n-1-i]
	}
	return axes, reversed
}

func allFortran(ops []*ndarray.Array) bool {
	for _, a := range ops {
		if !a.IsFortranContiguous() || a.IsContiguous() {
			return false
		}
	}
	return true
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
