package closure

// This file is alpyna.renumber: the locality renumbering of [edge colouring] §6
// (Algorithm 5) offered to scripts, which alone may move their arrays. It
// is here, not in interp, because it is the inspector's (a stage of the
// compiler) offered to the interpreter, which is what this package joins.

import (
	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/inspector"
	"github.com/alpyna/alpyna/interp"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/pynumpy"
)

const renumberDoc = `renumber(maps, nelements) -> (order, newid)

maps: a list of integer arrays of one length n (shape (n,) or (n, k)):
iteration i of a loop touches maps[j][i] (or maps[j][i, :]), elements in
range(nelements). The iterations are coloured first-fit, so that no two of
one colour share an element; order (int64, n) lists the iterations colour
by colour, each colour by ascending renumbered maps[0][i] (slot 0), and
newid (int64, nelements) numbers the elements colour by colour, map by map,
slot by slot, in that order: permute the iteration arrays by order
(w = w[order]), relabel and permute the maps (left = newid[left[order]]),
and move the element arrays (x2[newid] = x). Under CPython the stand-in
module computes the same permutations.`

func init() {
	interp.AddAlpynaMethod(py.MustNewMethod("renumber", renumber, 0, renumberDoc))
}

// renumber implements alpyna.renumber.
func renumber(self py.Object, args py.Tuple) (py.Object, error) {
	var mapsArg, nArg py.Object
	if err := py.UnpackTuple(args, nil, "renumber", 2, 2, &mapsArg, &nArg); err != nil {
		return nil, err
	}
	length, err := py.MakeGoInt64(nArg)
	if err != nil {
		return nil, err
	}
	if length < 0 || length >= 1<<31-1 {
		return nil, py.ExceptionNewf(py.ValueError, "renumber: nelements %d out of range", length)
	}
	var maps []inspector.IndexMap
	n := -1
	iterErr := py.Iterate(mapsArg, func(o py.Object) bool {
		a, ok := pynumpy.ArrayOf(o)
		if !ok || !a.DType().IsInt() || a.NDim() < 1 || a.NDim() > 2 {
			err = py.ExceptionNewf(py.TypeError, "renumber: maps must be integer arrays of one or two axes, not %s", o.Type().Name)
			return true
		}
		rows, arity := a.Shape()[0], 1
		if a.NDim() == 2 {
			arity = a.Shape()[1]
		}
		if n >= 0 && rows != n {
			err = py.ExceptionNewf(py.ValueError, "renumber: maps of %d and %d iterations", n, rows)
			return true
		}
		if arity == 0 {
			err = py.ExceptionNewf(py.ValueError, "renumber: a map of shape (%d, 0)", rows)
			return true
		}
		n = rows
		vals := make([]int64, rows*arity)
		for i := range vals {
			v := a.AtFlat(i).I
			if v < 0 || v >= length {
				err = py.ExceptionNewf(py.IndexError, "renumber: map %d, iteration %d: index %d out of range [0, %d)", len(maps), i/arity, v, length)
				return true
			}
			vals[i] = v
		}
		maps = append(maps, inspector.IndexMap{Values: vals, Arity: arity})
		return false
	})
	if err != nil { // set by the callback, which stops the iteration
		return nil, err
	}
	if iterErr != nil {
		return nil, iterErr
	}
	if len(maps) == 0 {
		return nil, py.ExceptionNewf(py.ValueError, "renumber: no maps")
	}
	acc := make([]inspector.Access, len(maps))
	for j, m := range maps {
		acc[j] = inspector.Access{Target: 0, Name: "elements", Kind: inspector.Increment, Op: inspector.Sum,
			Len: length, Maps: []inspector.IndexMap{m}}
	}
	order, newID, err := renumbering(n, length, acc, maps)
	if err != nil {
		return nil, py.ExceptionNewf(py.ValueError, "renumber: %v", err)
	}
	return py.Tuple{int64Array(order), int64Array(newID)}, nil
}

// renumbering colours first-fit (what the stand-in reproduces under
// CPython) and renumbers by Algorithm 5.
func renumbering(n int, length int64, acc []inspector.Access, maps []inspector.IndexMap) (order, newID []int32, err error) {
	plan, err := inspector.Inspect(n, acc, inspector.Policy{Greedy: true})
	if err != nil {
		return nil, nil, err
	}
	if newID, err = inspector.ElementNumbering(plan, length, maps...); err != nil {
		return nil, nil, err
	}
	order, err = inspector.IterationOrder(plan, maps[0], newID)
	return order, newID, err
}

func int64Array(v []int32) py.Object {
	a, err := ndarray.New(ndarray.Int64, []int{len(v)})
	if err != nil {
		panic(err)
	}
	out := a.Int64s()
	for i, x := range v {
		out[i] = int64(x)
	}
	return pynumpy.NewArray(a)
}
