package pynumpy

import (
	"math/cmplx"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file is np.r_ and np.c_, NumPy's AxisConcatenator instances
// (numpy/lib/index_tricks.py): a[...] of items (arrays, sequences,
// scalars, and slices, which become np.arange or, for a complex step
// such as 5j, np.linspace), each made an array of at least ndmin axes,
// joined along axis. np.c_ turns 1-d items into columns. The dtype is the
// arrays' common type, which a scalar changes only when it is of a higher
// kind (NumPy's find_common_type). String directives ('r', '0,2,1') are
// not supported.

// concatenator is np.r_ (axis 0, ndmin 1) or np.c_ (axis -1, ndmin 2,
// 1-d items as columns).
type concatenator struct {
	name    string
	axis    int
	columns bool
}

var (
	rClassType = py.NewType("RClass", "np.r_[...]: the items joined along the first axis.")
	cClassType = py.NewType("CClass", "np.c_[...]: the items joined along the last axis, 1-d items as columns.")
)

func (c *concatenator) Type() *py.Type {
	if c.columns {
		return cClassType
	}
	return rClassType
}

// kindRank orders the dtype kinds as find_common_type compares them.
func kindRank(dt ndarray.DType) int {
	switch {
	case dt == ndarray.Bool:
		return 0
	case dt.IsInt():
		return 1
	case dt.IsFloat():
		return 2
	}
	return 3
}

func (c *concatenator) M__getitem__(key py.Object) (py.Object, error) {
	items, ok := key.(py.Tuple)
	if !ok {
		items = py.Tuple{key}
	}
	var arrays []*ndarray.Array
	var scalarTypes []ndarray.DType
	isScalar := make([]bool, len(items))
	for i, item := range items {
		var a *ndarray.Array
		var err error
		switch it := item.(type) {
		case *py.Slice:
			a, err = sliceItem(it)
		case py.String:
			return nil, py.ExceptionNewf(py.NotImplementedError, "np.%s with a string directive is not supported (docs/numpy.md)", c.name)
		default:
			a, _, err = arrayArg(c.name, py.Tuple{item})
			if err == nil && a.NDim() == 0 {
				isScalar[i] = true
				scalarTypes = append(scalarTypes, a.DType())
			}
		}
		if err != nil {
			return nil, err
		}
		arrays = append(arrays, a)
	}
	// The common type: of the arrays, raised by a scalar of a higher kind.
	var dt ndarray.DType
	haveArray := false
	for i, a := range arrays {
		if isScalar[i] {
			continue
		}
		if !haveArray {
			dt, haveArray = a.DType(), true
		} else {
			dt = ndarray.PromoteTypes(dt, a.DType())
		}
	}
	for _, st := range scalarTypes {
		if !haveArray {
			dt, haveArray = st, true
		} else if kindRank(st) > kindRank(dt) {
			dt = ndarray.PromoteTypes(dt, st)
		}
	}
	for i, a := range arrays {
		if a.DType() != dt {
			a = a.AsType(dt)
		}
		arrays[i] = c.shaped(a)
	}
	if len(arrays) == 0 {
		return nil, py.ExceptionNewf(py.ValueError, "need at least one array to concatenate")
	}
	return joined(arrays, c.axis)
}

// shaped gives an item the axes NumPy's AxisConcatenator does: at least
// one (r_) or two (c_, where a 1-d item of n elements becomes n x 1).
func (c *concatenator) shaped(a *ndarray.Array) *ndarray.Array {
	if !c.columns {
		if a.NDim() == 0 {
			r, _ := a.Reshape([]int{1})
			return r
		}
		return a
	}
	switch a.NDim() {
	case 0:
		r, _ := a.Reshape([]int{1, 1})
		return r
	case 1:
		r, _ := a.Reshape([]int{a.Size(), 1})
		return r
	}
	return a
}

// sliceItem is an item start:stop:step: np.arange, or np.linspace with
// abs(step) points (endpoint included) when the step is complex.
func sliceItem(s *py.Slice) (*ndarray.Array, error) {
	start, stop, step := s.Start, s.Stop, s.Step
	if start == py.None {
		start = py.Int(0)
	}
	if step == py.None {
		step = py.Int(1)
	}
	var r py.Object
	var err error
	if cs, ok := step.(py.Complex); ok {
		num := int(cmplx.Abs(complex128(cs)))
		r, err = linspace(nil, py.Tuple{start, stop, py.Int(num)}, nil)
	} else {
		r, err = arange(nil, py.Tuple{start, stop, step}, nil)
	}
	if err != nil {
		return nil, err
	}
	a, _ := ArrayOf(r)
	return a, nil
}
