package pynumpy

import (
	"slices"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds the axis views np.swapaxes and np.moveaxis (and
// a.swapaxes), the NaN-ignoring np.fmin and np.fmax, and the partial
// sorts np.partition and np.argpartition (and a.partition,
// a.argpartition).

// axesFunctions are this file's module functions.
func axesFunctions() []*py.Method {
	return []*py.Method{
		py.MustNewMethod("swapaxes", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var obj, ax1, ax2 py.Object
			if err := py.ParseTupleAndKeywords(args, kwargs, "OOO:swapaxes", []string{"a", "axis1", "axis2"}, &obj, &ax1, &ax2); err != nil {
				return nil, err
			}
			a, _, err := arrayArg("swapaxes", py.Tuple{obj})
			if err != nil {
				return nil, err
			}
			return swapAxes(a, ax1, ax2)
		}, 0, "swapaxes(a, axis1, axis2)\n\nThe view of a with axis1 and axis2 interchanged."),
		py.MustNewMethod("moveaxis", moveAxis, 0, "moveaxis(a, source, destination)\n\nThe view of a with the source axes moved to the destination positions, the others in order."),
		fminmax("fmin", ndarray.FMin, "fmin(x1, x2)\n\nThe elementwise minimum, broadcast, a NaN losing to a number."),
		fminmax("fmax", ndarray.FMax, "fmax(x1, x2)\n\nThe elementwise maximum, broadcast, a NaN losing to a number."),
		py.MustNewMethod("partition", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var obj, kth py.Object
			var axis, kind, order py.Object = py.Int(-1), py.String("introselect"), py.None
			if err := py.ParseTupleAndKeywords(args, kwargs, "OO|OOO:partition", []string{"a", "kth", "axis", "kind", "order"}, &obj, &kth, &axis, &kind, &order); err != nil {
				return nil, err
			}
			a, _, err := arrayArg("partition", py.Tuple{obj})
			if err != nil {
				return nil, err
			}
			// np.partition works on a copy, flattened for axis=None.
			if axis == py.None {
				a, axis = a.Copy().Ravel(), py.Int(-1)
			} else {
				a = a.Copy()
			}
			if err := partitionInPlace(a, kth, axis, kind, order); err != nil {
				return nil, err
			}
			return NewArray(a), nil
		}, 0, "partition(a, kth, axis=-1, kind='introselect', order=None)\n\nA copy of a with each kth smallest element of every line at position kth, smaller ones before, larger after."),
		py.MustNewMethod("argpartition", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var obj, kth py.Object
			var axis, kind, order py.Object = py.Int(-1), py.String("introselect"), py.None
			if err := py.ParseTupleAndKeywords(args, kwargs, "OO|OOO:argpartition", []string{"a", "kth", "axis", "kind", "order"}, &obj, &kth, &axis, &kind, &order); err != nil {
				return nil, err
			}
			a, _, err := arrayArg("argpartition", py.Tuple{obj})
			if err != nil {
				return nil, err
			}
			return argPartition(a, kth, axis, kind, order)
		}, 0, "argpartition(a, kth, axis=-1, kind='introselect', order=None)\n\nThe indices that would partition a, as np.partition."),
	}
}

func init() {
	for _, m := range []*py.Method{
		py.MustNewMethod("swapaxes", func(self py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 2 {
				return nil, py.ExceptionNewf(py.TypeError, "swapaxes() takes exactly 2 arguments (%d given)", len(args))
			}
			return swapAxes(self.(*array).a, args[0], args[1])
		}, 0, "a.swapaxes(axis1, axis2)\n\nThe view of a with axis1 and axis2 interchanged."),
		py.MustNewMethod("partition", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var kth py.Object
			var axis, kind, order py.Object = py.Int(-1), py.String("introselect"), py.None
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:partition", []string{"kth", "axis", "kind", "order"}, &kth, &axis, &kind, &order); err != nil {
				return nil, err
			}
			if axis == py.None {
				return nil, py.ExceptionNewf(py.TypeError, "'NoneType' object cannot be interpreted as an integer")
			}
			if err := partitionInPlace(self.(*array).a, kth, axis, kind, order); err != nil {
				return nil, err
			}
			return py.None, nil
		}, 0, "a.partition(kth, axis=-1, kind='introselect', order=None)\n\nPartition a in place, as np.partition."),
		py.MustNewMethod("argpartition", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			var kth py.Object
			var axis, kind, order py.Object = py.Int(-1), py.String("introselect"), py.None
			if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:argpartition", []string{"kth", "axis", "kind", "order"}, &kth, &axis, &kind, &order); err != nil {
				return nil, err
			}
			return argPartition(self.(*array).a, kth, axis, kind, order)
		}, 0, "a.argpartition(kth, axis=-1, kind='introselect', order=None)\n\nThe indices that would partition a, as np.argpartition."),
	} {
		arrayType.Dict[m.Name] = m
	}
}

// axisArgument is an axis of an array of n axes, counted from 0; prefix
// names the argument in NumPy's AxisError.
func axisArgument(o py.Object, n int, prefix string) (int, error) {
	ax, err := py.IndexInt(o)
	if err != nil {
		return 0, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
	}
	if ax < -n || ax >= n {
		return 0, axisError("%s: axis %d is out of bounds for array of dimension %d", prefix, ax, n)
	}
	if ax < 0 {
		ax += n
	}
	return ax, nil
}

// swapAxes is np.swapaxes(a, axis1, axis2), a view.
func swapAxes(a *ndarray.Array, ax1, ax2 py.Object) (py.Object, error) {
	i, err := axisArgument(ax1, a.NDim(), "axis1")
	if err != nil {
		return nil, err
	}
	j, err := axisArgument(ax2, a.NDim(), "axis2")
	if err != nil {
		return nil, err
	}
	perm := make([]int, a.NDim())
	for k := range perm {
		perm[k] = k
	}
	perm[i], perm[j] = j, i
	return viewResult(a.Transpose(perm))
}

// axisTuple is NumPy's normalize_axis_tuple: an int or a sequence of ints,
// each checked and counted from 0, none repeated.
func axisTuple(o py.Object, n int, name string) ([]int, error) {
	items := py.Tuple{o}
	if isSequence(o) {
		t, err := py.SequenceTuple(o)
		if err != nil {
			return nil, err
		}
		items = t
	} else if _, err := py.IndexInt(o); err != nil {
		// NumPy iterates what is not an integer.
		return nil, py.ExceptionNewf(py.TypeError, "'%s' object is not iterable", o.Type().Name)
	}
	axes := make([]int, len(items))
	for i, it := range items {
		ax, err := axisArgument(it, n, name)
		if err != nil {
			return nil, err
		}
		axes[i] = ax
	}
	for i, ax := range axes {
		if slices.Contains(axes[:i], ax) {
			return nil, py.ExceptionNewf(py.ValueError, "repeated axis in `%s` argument", name)
		}
	}
	return axes, nil
}

// moveAxis is np.moveaxis(a, source, destination), a view.
func moveAxis(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var obj, srcArg, dstArg py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "OOO:moveaxis", []string{"a", "source", "destination"}, &obj, &srcArg, &dstArg); err != nil {
		return nil, err
	}
	a, _, err := arrayArg("moveaxis", py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	src, err := axisTuple(srcArg, a.NDim(), "source")
	if err != nil {
		return nil, err
	}
	dst, err := axisTuple(dstArg, a.NDim(), "destination")
	if err != nil {
		return nil, err
	}
	if len(src) != len(dst) {
		return nil, py.ExceptionNewf(py.ValueError, "`source` and `destination` arguments must have the same number of elements")
	}
	// NumPy's order: the axes not moved, then each source axis inserted at
	// its destination, by increasing destination.
	var order []int
	for k := range a.NDim() {
		if !slices.Contains(src, k) {
			order = append(order, k)
		}
	}
	pairs := make([][2]int, len(src))
	for i := range src {
		pairs[i] = [2]int{dst[i], src[i]}
	}
	slices.SortFunc(pairs, func(p, q [2]int) int {
		if p[0] != q[0] {
			return p[0] - q[0]
		}
		return p[1] - q[1]
	})
	for _, p := range pairs {
		order = slices.Insert(order, min(p[0], len(order)), p[1])
	}
	return viewResult(a.Transpose(order))
}

// fminmax binds np.fmin or np.fmax.
func fminmax(name string, f func(x, y ndarray.Operand) (ndarray.Operand, error), doc string) *py.Method {
	return py.MustNewMethod(name, func(_ py.Object, args py.Tuple) (py.Object, error) {
		ops, err := operands(name, args, 2)
		if err != nil {
			return nil, err
		}
		r, err := f(ops[0], ops[1])
		if err != nil {
			return nil, valueError(err)
		}
		return objectOf(r), nil
	}, 0, doc)
}

// partitionArgs checks the kind and order arguments of the partitions and
// converts kth (an int or a sequence of ints) and axis.
func partitionArgs(kth, axis, kind, order py.Object) ([]int, int, error) {
	if s, ok := kind.(py.String); !ok || s != "introselect" {
		r, err := py.ReprAsString(kind)
		if err != nil {
			return nil, 0, err
		}
		return nil, 0, py.ExceptionNewf(py.ValueError, "select kind must be 'introselect' (got %s)", r)
	}
	if order != py.None {
		return nil, 0, py.ExceptionNewf(py.ValueError, "Cannot specify order when the array has no fields.")
	}
	ax, err := py.IndexInt(axis)
	if err != nil {
		return nil, 0, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", axis.Type().Name)
	}
	k, err := arrayFromObject(kth)
	if err != nil {
		return nil, 0, err
	}
	if k.NDim() > 1 {
		return nil, 0, py.ExceptionNewf(py.ValueError, "object too deep for desired array")
	}
	if !k.DType().IsInt() {
		return nil, 0, py.ExceptionNewf(py.TypeError, "Partition index must be integer")
	}
	kths := make([]int, k.Size())
	for i := range kths {
		kths[i] = int(k.AtFlat(i).Int())
	}
	return kths, ax, nil
}

// partitionInPlace is a.partition(kth, axis, kind, order).
func partitionInPlace(a *ndarray.Array, kth, axis, kind, order py.Object) error {
	kths, ax, err := partitionArgs(kth, axis, kind, order)
	if err != nil {
		return err
	}
	if err := a.Partition(kths, ax); err != nil {
		return reduceError(err)
	}
	return nil
}

// argPartition is np.argpartition(a, kth, axis, kind, order); axis None
// partitions the flattened array.
func argPartition(a *ndarray.Array, kth, axis, kind, order py.Object) (py.Object, error) {
	if axis == py.None {
		a, axis = a.Ravel(), py.Int(-1)
	}
	kths, ax, err := partitionArgs(kth, axis, kind, order)
	if err != nil {
		return nil, err
	}
	r, err := a.ArgPartition(kths, ax)
	if err != nil {
		return nil, reduceError(err)
	}
	return NewArray(r), nil
}
