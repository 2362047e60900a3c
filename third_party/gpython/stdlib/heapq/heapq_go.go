// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: the `_heapq` module, CPython's Modules/_heapqmodule.c in
// Go. heapq.py imports its functions over the pure-Python ones, as
// CPython's Lib/heapq.py does: the same algorithm (the same comparisons,
// in the same order, so `__lt__` of instances is called as in CPython),
// the same errors.

package heapq

import (
	"github.com/go-python/gpython/py"
)

// less is `a < b` as a truth value (PyObject_RichCompareBool(a, b, Py_LT)).
func less(a, b py.Object) (bool, error) {
	switch x := a.(type) {
	case py.Float:
		if y, ok := b.(py.Float); ok {
			return x < y, nil
		}
	case py.Int:
		if y, ok := b.(py.Int); ok {
			return x < y, nil
		}
	}
	r, err := py.Lt(a, b)
	if err != nil {
		return false, err
	}
	if v, ok := r.(py.Bool); ok {
		return bool(v), nil
	}
	return py.ObjectIsTrue(r)
}

// greater is `b < a`, the comparison of the max-heap functions.
func greater(a, b py.Object) (bool, error) {
	return less(b, a)
}

func changedSize() error {
	return py.ExceptionNewf(py.RuntimeError, "list changed size during iteration")
}

func indexError() error {
	return py.ExceptionNewf(py.IndexError, "index out of range")
}

// siftdown follows the path to the root from pos, moving parents down
// until finding a place newitem fits.
func siftdown(heap *py.List, startpos, pos int, lt func(a, b py.Object) (bool, error)) error {
	size := len(heap.Items)
	if pos >= size {
		return indexError()
	}
	for pos > startpos {
		parentpos := (pos - 1) >> 1
		newitem, parent := heap.Items[pos], heap.Items[parentpos]
		cmp, err := lt(newitem, parent)
		if err != nil {
			return err
		}
		if size != len(heap.Items) {
			return changedSize()
		}
		if !cmp {
			break
		}
		heap.Items[parentpos], heap.Items[pos] = heap.Items[pos], heap.Items[parentpos]
		pos = parentpos
	}
	return nil
}

// siftup moves the smaller child up until hitting a leaf, then sifts the
// item that was at pos into place (CPython's siftup).
func siftup(heap *py.List, pos int, lt func(a, b py.Object) (bool, error)) error {
	endpos := len(heap.Items)
	startpos := pos
	if pos >= endpos {
		return indexError()
	}
	limit := endpos >> 1
	for pos < limit {
		childpos := 2*pos + 1
		if childpos+1 < endpos {
			cmp, err := lt(heap.Items[childpos], heap.Items[childpos+1])
			if err != nil {
				return err
			}
			if !cmp {
				childpos++
			}
			if endpos != len(heap.Items) {
				return changedSize()
			}
		}
		heap.Items[childpos], heap.Items[pos] = heap.Items[pos], heap.Items[childpos]
		pos = childpos
	}
	return siftdown(heap, startpos, pos, lt)
}

func listArg(fn string, arg py.Object, numbered bool) (*py.List, error) {
	if l, ok := arg.(*py.List); ok {
		return l, nil
	}
	if numbered {
		return nil, py.ExceptionNewf(py.TypeError, "%s() argument 1 must be list, not %s", fn, arg.Type().Name)
	}
	return nil, py.ExceptionNewf(py.TypeError, "%s() argument must be list, not %s", fn, arg.Type().Name)
}

func twoArgs(fn string, args py.Tuple) (*py.List, py.Object, error) {
	if len(args) != 2 {
		return nil, nil, py.ExceptionNewf(py.TypeError, "%s expected 2 arguments, got %d", fn, len(args))
	}
	l, err := listArg(fn, args[0], true)
	return l, args[1], err
}

func heappush(self py.Object, args py.Tuple) (py.Object, error) {
	heap, item, err := twoArgs("heappush", args)
	if err != nil {
		return nil, err
	}
	heap.Items = append(heap.Items, item)
	if err := siftdown(heap, 0, len(heap.Items)-1, less); err != nil {
		return nil, err
	}
	return py.None, nil
}

func heappopWith(fn string, arg py.Object, lt func(a, b py.Object) (bool, error)) (py.Object, error) {
	heap, err := listArg(fn, arg, false)
	if err != nil {
		return nil, err
	}
	n := len(heap.Items)
	if n == 0 {
		return nil, indexError()
	}
	lastelt := heap.Items[n-1]
	heap.Items[n-1] = nil
	heap.Items = heap.Items[:n-1]
	n--
	if n == 0 {
		return lastelt, nil
	}
	returnitem := heap.Items[0]
	heap.Items[0] = lastelt
	if err := siftup(heap, 0, lt); err != nil {
		return nil, err
	}
	return returnitem, nil
}

func heappop(self, arg py.Object) (py.Object, error) {
	return heappopWith("heappop", arg, less)
}

func heapreplaceWith(fn string, args py.Tuple, lt func(a, b py.Object) (bool, error)) (py.Object, error) {
	heap, item, err := twoArgs(fn, args)
	if err != nil {
		return nil, err
	}
	if len(heap.Items) == 0 {
		return nil, indexError()
	}
	returnitem := heap.Items[0]
	heap.Items[0] = item
	if err := siftup(heap, 0, lt); err != nil {
		return nil, err
	}
	return returnitem, nil
}

func heapreplace(self py.Object, args py.Tuple) (py.Object, error) {
	return heapreplaceWith("heapreplace", args, less)
}

func heappushpop(self py.Object, args py.Tuple) (py.Object, error) {
	heap, item, err := twoArgs("heappushpop", args)
	if err != nil {
		return nil, err
	}
	if len(heap.Items) == 0 {
		return item, nil
	}
	cmp, err := less(heap.Items[0], item)
	if err != nil {
		return nil, err
	}
	if !cmp {
		return item, nil
	}
	if len(heap.Items) == 0 {
		return nil, indexError()
	}
	returnitem := heap.Items[0]
	heap.Items[0] = item
	if err := siftup(heap, 0, less); err != nil {
		return nil, err
	}
	return returnitem, nil
}

// keepTopBit is n with all but its highest set bit cleared.
func keepTopBit(n int) int {
	i := 0
	for n > 1 {
		n >>= 1
		i++
	}
	return n << i
}

// cacheFriendlyHeapify is CPython's heapify for lists longer than 2500:
// the same sifts as the plain loop, ordered to stay within cache.
func cacheFriendlyHeapify(heap *py.List, lt func(a, b py.Object) (bool, error)) error {
	m := len(heap.Items) >> 1
	leftmost := keepTopBit(m+1) - 1
	mhalf := m >> 1
	run := func(i int) error {
		j := i
		for {
			if err := siftup(heap, j, lt); err != nil {
				return err
			}
			if j&1 == 0 {
				return nil
			}
			j >>= 1
		}
	}
	for i := leftmost - 1; i >= mhalf; i-- {
		if err := run(i); err != nil {
			return err
		}
	}
	for i := m - 1; i >= leftmost; i-- {
		if err := run(i); err != nil {
			return err
		}
	}
	return nil
}

func heapifyWith(fn string, arg py.Object, lt func(a, b py.Object) (bool, error)) (py.Object, error) {
	heap, err := listArg(fn, arg, false)
	if err != nil {
		return nil, err
	}
	n := len(heap.Items)
	if n > 2500 {
		if err := cacheFriendlyHeapify(heap, lt); err != nil {
			return nil, err
		}
		return py.None, nil
	}
	for i := n/2 - 1; i >= 0; i-- {
		if err := siftup(heap, i, lt); err != nil {
			return nil, err
		}
	}
	return py.None, nil
}

func heapify(self, arg py.Object) (py.Object, error) {
	return heapifyWith("heapify", arg, less)
}

func heappopMax(self, arg py.Object) (py.Object, error) {
	return heappopWith("_heappop_max", arg, greater)
}

func heapreplaceMax(self py.Object, args py.Tuple) (py.Object, error) {
	return heapreplaceWith("_heapreplace_max", args, greater)
}

func heapifyMax(self, arg py.Object) (py.Object, error) {
	return heapifyWith("_heapify_max", arg, greater)
}

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name: "_heapq",
			Doc:  "Heap queue algorithm (a.k.a. priority queue), in Go.",
		},
		Methods: []*py.Method{
			py.MustNewMethod("heappush", heappush, 0, "Push item onto heap, maintaining the heap invariant."),
			py.MustNewMethod("heappop", heappop, 0, "Pop the smallest item off the heap, maintaining the heap invariant."),
			py.MustNewMethod("heapreplace", heapreplace, 0, "Pop and return the current smallest value, and add the new item."),
			py.MustNewMethod("heappushpop", heappushpop, 0, "Push item on the heap, then pop and return the smallest item from the heap."),
			py.MustNewMethod("heapify", heapify, 0, "Transform list into a heap, in-place, in O(len(heap)) time."),
			py.MustNewMethod("_heappop_max", heappopMax, 0, "Maxheap variant of heappop."),
			py.MustNewMethod("_heapreplace_max", heapreplaceMax, 0, "Maxheap variant of heapreplace."),
			py.MustNewMethod("_heapify_max", heapifyMax, 0, "Maxheap variant of heapify."),
		},
		Globals: py.StringDict{},
	})
}
