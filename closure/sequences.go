package closure

// This file binds a tuple or a list that a nest subscripts as a read-only
// one-axis array, as Python code passes shapes and constants:
//
//	a = (1.2, 1.3)                      def fill(size, arr):
//	for i in range(len(arr)):               for x in range(size[0]):
//	    out[i] = arr[i] * a[0]                  for y in range(size[1]): ...
//
// The elements must all be Python ints, all floats or all bools: they are
// copied into an int64, float64 or bool array, and the kernels read each
// element back as the Python value it was (kernelgen.ArrayType), so that
// x[0] // 2, x[i] / 0 and an accumulator given x[i] compute what CPython
// computes. A tuple mixing ints and floats (or bools and ints) would need
// one type per element, which an array has not: the call runs in the
// interpreter. So it does when the nest assigns an element (CPython raises
// TypeError for a tuple; a list's elements would have to be written back)
// or subscripts the name with other than one index, and when the nest
// cannot run as kernels: the loop-record executor reads array elements as
// NumPy scalars.

import (
	"fmt"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/py"
)

// sequenceItems returns the items of o where o is a tuple or a list.
func sequenceItems(o py.Object) ([]py.Object, bool) {
	switch x := o.(type) {
	case py.Tuple:
		return x, true
	case *py.List:
		return x.Items, true
	}
	return nil, false
}

// sequenceArray returns the items of a tuple or list as a new one-axis
// array and the Python type the kernels read its elements as, or why the
// items cannot be one.
func sequenceArray(items []py.Object) (*ndarray.Array, kernel.Type, string) {
	var elem kernel.Type
	for _, it := range items {
		var t kernel.Type
		switch it.(type) {
		case py.Int:
			t = kernel.PyInt
		case py.Float:
			t = kernel.PyFloat
		case py.Bool:
			t = kernel.PyBool
		case *py.BigInt:
			return nil, 0, "it holds an int that does not fit in 64 bits"
		default:
			return nil, 0, fmt.Sprintf("it holds a %s, where the kernels take ints, floats or bools", it.Type().Name)
		}
		if elem != 0 && t != elem {
			return nil, 0, fmt.Sprintf("it mixes %s and %s items, which no one array type holds as Python computes with them", pyTypeName(elem), pyTypeName(t))
		}
		elem = t
	}
	if elem == 0 {
		elem = kernel.PyInt // empty: any read raises IndexError, in the kernels too
	}
	a, err := ndarray.New(map[kernel.Type]ndarray.DType{kernel.PyInt: ndarray.Int64, kernel.PyFloat: ndarray.Float64, kernel.PyBool: ndarray.Bool}[elem], []int{len(items)})
	if err != nil {
		return nil, 0, err.Error()
	}
	switch elem {
	case kernel.PyInt:
		xs := a.Int64s()
		for i, it := range items {
			xs[i] = int64(it.(py.Int))
		}
	case kernel.PyFloat:
		xs := a.Float64s()
		for i, it := range items {
			xs[i] = float64(it.(py.Float))
		}
	default:
		xs := a.Bools()
		for i, it := range items {
			xs[i] = bool(it.(py.Bool))
		}
	}
	return a, elem, ""
}

// pyTypeName is the name of a Python kernel type's class.
func pyTypeName(t kernel.Type) string {
	switch t {
	case kernel.PyInt:
		return "int"
	case kernel.PyFloat:
		return "float"
	}
	return "bool"
}

// readByOneIndex is the set of the nest's arrays that it reads only, and
// only through subscripts of one index: those a tuple or list may stand
// for.
func readByOneIndex(n *nest.Nest, written map[string]bool) map[string]bool {
	ok := map[string]bool{}
	for _, name := range n.Arrays {
		ok[name] = !written[name]
	}
	refs := func(e nest.Expr) {
		nest.WalkExpr(e, func(x nest.Expr) {
			if r, isRef := x.(*nest.Ref); isRef && !r.Synthetic && len(r.Subs) != 1 {
				ok[r.Array] = false
			}
		})
	}
	for _, l := range n.Loops {
		refs(l.Start)
		refs(l.Stop)
		refs(l.Step)
	}
	for _, st := range n.Stmts {
		refs(st.Pred)
		refs(st.Target)
		refs(st.Value)
	}
	return ok
}

// bindSequence binds the tuple or list o, which the nest subscripts as
// the array name, or says why it cannot.
func (c *nestClosure) bindSequence(name string, p *paramInfo, o py.Object, st *callState) (*ndarray.Array, string) {
	items, ok := sequenceItems(o)
	if !ok {
		return nil, fmt.Sprintf("%s is a %s, not a NumPy array", name, o.Type().Name)
	}
	if !p.sequence {
		if c.written[name] {
			return nil, fmt.Sprintf("%s is a %s, whose items the nest assigns", name, o.Type().Name)
		}
		return nil, fmt.Sprintf("%s is a %s, which the nest subscripts with other than one index", name, o.Type().Name)
	}
	a, elem, why := sequenceArray(items)
	if why != "" {
		return nil, fmt.Sprintf("%s is a %s that the kernels cannot read as an array: %s", name, o.Type().Name, why)
	}
	if st.sequences == nil {
		st.sequences = map[string]kernel.Type{}
	}
	st.sequences[name] = elem
	return a, ""
}
