package pynumpy

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file implements the @ operator on arrays (PEP 465): x @ y is
// np.matmul(x, y) as NumPy 1.24 computes it, stacks of matrices included,
// with NumPy's errors; a @= b is NumPy's TypeError.

// matmulSignature is the gufunc signature NumPy's matmul messages quote.
const matmulSignature = "(n?,k),(k,m?)->(n?,m?)"

// deferMatmul reports whether ndarray's operator gives way to o, as NumPy's
// binop_should_defer does for an object whose class sets __array_ufunc__ to
// None: the operator returns NotImplemented so that o's reflected method
// runs. Every other object takes part in the product (NumPy makes it an
// array), which fails for objects that are not arrays or sequences.
func deferMatmul(o py.Object) bool {
	if _, ok := o.(*py.Type); !ok {
		return false
	}
	return o.Type().Lookup("__array_ufunc__") == py.None
}

// matmul implements x @ y, one of x and y being an array.
func matmul(x, y py.Object) (py.Object, error) {
	operands := [2]py.Object{x, y}
	var arrays [2]*ndarray.Array // nil for an operand that is not array-like
	var loopTypes [2]string      // the dtypes NumPy names when it finds no loop
	str := false
	for i, o := range operands {
		if deferMatmul(o) {
			return py.NotImplemented, nil
		}
		switch o := o.(type) {
		case *array:
			arrays[i] = o.a
		case *py.List, py.Tuple:
			a, err := arrayFromObject(o)
			if err != nil {
				return nil, err
			}
			arrays[i] = a
		case py.String:
			// A str is a 0-d array of dtype <Un, which has no matmul loop.
			str = true
			loopTypes[i] = fmt.Sprintf("<U%d", max(1, utf8.RuneCountInString(string(o))))
		}
		if arrays[i] != nil {
			loopTypes[i] = arrays[i].DType().String()
		}
	}
	// NumPy resolves the loop before it looks at the dimensions. The other
	// operand is the array whose method this is.
	if str {
		return nil, py.ExceptionNewf(ufuncNoLoopError,
			"ufunc 'matmul' did not contain a loop with signature matching types (dtype('%s'), dtype('%s')) -> None",
			loopTypes[0], loopTypes[1])
	}
	for i, a := range arrays {
		if a == nil || a.NDim() == 0 {
			return nil, py.ExceptionNewf(py.ValueError,
				"matmul: Input operand %d does not have enough dimensions (has 0, gufunc core with signature %s requires 1)",
				i, matmulSignature)
		}
	}
	a, b := arrays[0], arrays[1]
	r, err := matmulArrays(a, b)
	if err != nil {
		return nil, err
	}
	if r.NDim() == 0 {
		return NewScalar(r.At()), nil
	}
	return NewArray(r), nil
}

// matmulArrays is np.matmul of a and b, each of at least one axis: a
// one-axis operand is a row (a) or a column (b) whose axis the result
// drops, and the axes before the last two are a stack of matrices,
// broadcast against each other.
func matmulArrays(a, b *ndarray.Array) (*ndarray.Array, error) {
	as, bs := a.Shape(), b.Shape()
	ka := as[len(as)-1]
	kb := bs[0]
	if len(bs) >= 2 {
		kb = bs[len(bs)-2]
	}
	if ka != kb {
		return nil, py.ExceptionNewf(py.ValueError,
			"matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature %s (size %d is different from %d)",
			matmulSignature, kb, ka)
	}
	if len(as) <= 2 && len(bs) <= 2 {
		r, err := ndarray.MatmulDot(a, b)
		if err != nil {
			return nil, valueError(err)
		}
		return r, nil
	}
	aBatch, aCore := splitCore(as)
	bBatch, bCore := splitCore(bs)
	var core []int // the result's core axes: n? then m?
	if len(as) >= 2 {
		core = append(core, as[len(as)-2])
	}
	if len(bs) >= 2 {
		core = append(core, bs[len(bs)-1])
	}
	batch, ok := broadcastBatch(aBatch, bBatch)
	if !ok {
		return nil, py.ExceptionNewf(py.ValueError,
			"operands could not be broadcast together with remapped shapes [original->remapped]: %s->%s %s->%s  and requested shape %s",
			shapeString(as), remappedShape(aBatch, aCore), shapeString(bs), remappedShape(bBatch, bCore), shapeString(core))
	}
	dt := ndarray.ResultType(ndarray.Operand{Array: a}, ndarray.Operand{Array: b})
	out, err := ndarray.New(dt, append(append([]int(nil), batch...), core...))
	if err != nil {
		return nil, valueError(err)
	}
	size := 1
	for _, n := range batch {
		size *= n
	}
	index := make([]int, len(batch))
	for flat := 0; flat < size; flat++ {
		rem := flat
		for i := len(batch) - 1; i >= 0; i-- {
			index[i] = rem % batch[i]
			rem /= batch[i]
		}
		r, err := ndarray.Dot(batchItem(a, aBatch, index), batchItem(b, bBatch, index))
		if err != nil {
			return nil, valueError(err)
		}
		if err := batchItem(out, batch, index).Assign(r); err != nil {
			return nil, valueError(err)
		}
	}
	return out, nil
}

// splitCore splits a matmul operand's shape into its stack axes and its
// core (matrix or vector) axes.
func splitCore(shape []int) (batch, core []int) {
	if len(shape) <= 2 {
		return nil, shape
	}
	return shape[:len(shape)-2], shape[len(shape)-2:]
}

// broadcastBatch broadcasts two stack shapes, aligned on the right.
func broadcastBatch(x, y []int) ([]int, bool) {
	if len(x) < len(y) {
		x, y = y, x
	}
	out := append([]int(nil), x...)
	lead := len(x) - len(y)
	for i, n := range y {
		switch m := out[lead+i]; {
		case m == n || n == 1:
		case m == 1:
			out[lead+i] = n
		default:
			return nil, false
		}
	}
	return out, true
}

// batchItem is the matrix (or vector) of the stack a at index, the index
// into the broadcast stack shape: a's own stack axes are the last of it,
// and an axis of length 1 is repeated.
func batchItem(a *ndarray.Array, aBatch, index []int) *ndarray.Array {
	lead := len(index) - len(aBatch)
	for i, n := range aBatch {
		j := index[lead+i]
		if n == 1 {
			j = 0
		}
		a = a.Sub(j)
	}
	return a
}

// remappedShape is an operand's shape as NumPy's gufunc broadcast error
// shows it: the stack axes, then newaxis for each core axis.
func remappedShape(batch, core []int) string {
	parts := make([]string, 0, len(batch)+len(core))
	for _, n := range batch {
		parts = append(parts, fmt.Sprint(n))
	}
	for range core {
		parts = append(parts, "newaxis")
	}
	return "(" + strings.Join(parts, ",") + ")"
}

// The operator methods of arrays. NumPy scalars have none: np.float64(2) @
// a is a.__rmatmul__, and two scalars cannot be multiplied with @.

func (x *array) M__matmul__(y py.Object) (py.Object, error)  { return matmul(x, y) }
func (x *array) M__rmatmul__(y py.Object) (py.Object, error) { return matmul(y, x) }

// M__imatmul__ is NumPy 1.24's a @= b, which it does not support, whatever
// b is (even an object that sets __array_ufunc__ to None).
func (x *array) M__imatmul__(y py.Object) (py.Object, error) {
	return nil, py.ExceptionNewf(py.TypeError,
		"In-place matrix multiplication is not (yet) supported. Use 'a = a @ b' instead of 'a @= b'.")
}
