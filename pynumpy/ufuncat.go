package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file is the ufunc method at: np.add.at(a, indices, b) is
// a[indices] += b without buffering, so that an element indexed several
// times accumulates every operand (a[[0, 0]] += 1 adds 1 once), as
// scatter-adds and histograms written in NumPy rely on.
//
// The elements are found by indexing an array of a's flat positions with
// the subscript (so every kind of index NumPy takes works, with NumPy's
// errors), and the ufunc is then applied one element at a time in the
// subscript's order, its result cast back to a's dtype (NumPy's unsafe
// cast, as in-place operators do).

func init() {
	ufuncType.Dict["at"] = py.MustNewMethod("at", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		return py.None, self.(*ufunc).at(args, kwargs)
	}, 0, "at(a, indices, b=None, /)\n\nPerforms unbuffered in place operation on operand 'a' for elements specified by 'indices'.")
}

func (u *ufunc) at(args py.Tuple, kwargs py.StringDict) error {
	if len(kwargs) > 0 {
		return py.ExceptionNewf(py.TypeError, "at() takes no keyword arguments")
	}
	if len(args) < 2 {
		return py.ExceptionNewf(py.TypeError, "at() takes at least 2 arguments (%d given)", len(args))
	}
	if len(args) > 3 {
		return py.ExceptionNewf(py.TypeError, "at() takes at most 3 arguments (%d given)", len(args))
	}
	a, ok := ArrayOf(args[0])
	if !ok {
		return py.ExceptionNewf(py.TypeError, "first operand must be array")
	}
	if u.nin == 2 && len(args) < 3 {
		return py.ExceptionNewf(py.ValueError, "second operand needed for ufunc")
	}
	if u.nin == 1 && len(args) == 3 {
		return py.ExceptionNewf(py.ValueError, "second operand provided when ufunc is unary")
	}
	pos, err := flatPositions(a, args[1])
	if err != nil {
		return err
	}
	if u.nin == 1 {
		for k := range pos.Size() {
			p := int(pos.AtFlat(k).I)
			r, err := u.fn.Call(nil, py.Tuple{NewScalar(a.AtFlat(p))})
			if err != nil {
				return err
			}
			if err := storeResult(a, p, r); err != nil {
				return err
			}
		}
		return nil
	}
	b, err := asArray(args[2])
	if err != nil {
		return err
	}
	if b, err = b.BroadcastTo(pos.Shape()); err != nil {
		return py.ExceptionNewf(py.ValueError, "array is not broadcastable to correct shape")
	}
	if accumulateAt(u.name, a, pos, b) {
		return nil
	}
	for k := range pos.Size() {
		p := int(pos.AtFlat(k).I)
		r, err := u.fn.Call(nil, py.Tuple{NewScalar(a.AtFlat(p)), NewScalar(b.AtFlat(k))})
		if err != nil {
			return err
		}
		if err := storeResult(a, p, r); err != nil {
			return err
		}
	}
	return nil
}

// flatPositions returns the C-order flat positions in a of the elements
// a[key] selects, in the order of the selection (an int64 array of its
// shape), with NumPy's index errors.
func flatPositions(a *ndarray.Array, key py.Object) (*ndarray.Array, error) {
	all, err := ndarray.New(ndarray.Int64, a.Shape())
	if err != nil {
		return nil, err
	}
	for i, p := 0, all.Int64s(); i < len(p); i++ {
		p[i] = int64(i)
	}
	sel, err := NewArray(all).(*array).M__getitem__(key)
	if err != nil {
		return nil, err
	}
	return asArray(sel)
}

// storeResult writes a ufunc's result into element p of a, cast to a's
// dtype as an in-place operator casts.
func storeResult(a *ndarray.Array, p int, r py.Object) error {
	v, ok, err := scalarValue(r)
	if err != nil {
		return err
	}
	if !ok {
		ra, err := asArray(r)
		if err != nil {
			return err
		}
		v = ra.AtFlat(0)
	}
	a.SetFlat(p, v.Convert(a.DType()))
	return nil
}

// accumulateAt is the loop of add, subtract and multiply at into a
// float64 array (b of any real type) or an int64 one (b of a signed type,
// a narrower unsigned one or bool), where NumPy's promotion computes in
// a's type and the element-by-element ufunc calls would cost most of the
// time; false when it does not apply.
func accumulateAt(name string, a, pos, b *ndarray.Array) bool {
	switch name {
	case "add", "subtract", "multiply":
	default:
		return false
	}
	switch bt := b.DType(); a.DType() {
	case ndarray.Float64:
		if bt.IsComplex() {
			return false
		}
	case ndarray.Int64:
		if ndarray.PromoteTypes(bt, ndarray.Int64) != ndarray.Int64 {
			return false
		}
	default:
		return false
	}
	if b.DType() != a.DType() || !b.IsContiguous() {
		b = b.AsType(a.DType())
	}
	if !a.IsContiguous() {
		// Accumulate into a C-ordered copy (flat positions are C order),
		// then store it back.
		orig, c := a, a.Copy()
		defer func() { _ = orig.Assign(c) }() // same shape: cannot fail
		a = c
	}
	a.ReadData() // the current elements, wherever they were last written
	positions := pos.Int64s()
	if a.DType() == ndarray.Float64 {
		scatterApply(name, a.Float64s(), positions, b.Float64s())
	} else {
		scatterApply(name, a.Int64s(), positions, b.Int64s())
	}
	return true
}

// scatterApply is x[pos[k]] op= y[k] in order.
func scatterApply[T float64 | int64](name string, x []T, pos []int64, y []T) {
	switch name {
	case "add":
		for k, p := range pos {
			x[p] += y[k]
		}
	case "subtract":
		for k, p := range pos {
			x[p] -= y[k]
		}
	case "multiply":
		for k, p := range pos {
			x[p] *= y[k]
		}
	}
}
