// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: the recursion limit. The VM runs each Python frame in a Go
// call of its own (vm.RunFrame), so unbounded Python recursion used to end
// in a fatal Go stack overflow. Each context now counts the Python frames
// it is running and raises RecursionError, as CPython 3.11 does, when a
// new frame would make more than sys.getrecursionlimit() of them (the
// module's frame counts, so with the default limit of 1000 a recursive
// function called from the module reaches a depth of 999, as in CPython).

package py

import "sync/atomic"

// DefaultRecursionLimit is sys.getrecursionlimit() of a new context, as in
// CPython.
const DefaultRecursionLimit = 1000

// MaxRecursionDepth caps the frames a context runs nested whatever limit
// sys.setrecursionlimit sets: RecursionError is raised at
// min(limit, MaxRecursionDepth). Each Python frame costs a few kilobytes
// of Go stack (more where the recursion goes through builtins such as map
// or sorted), and Go stops a program whose goroutine stack passes 1 GB
// (runtime/debug.SetMaxStack), so the cap keeps the deepest recursion
// well under that. CPython 3.11, whose Python-to-Python calls use no C
// stack, would go deeper.
const MaxRecursionDepth = 30000

// recursionState is a context's count of running Python frames.
type recursionState struct {
	depth int
	limit int // 0 means DefaultRecursionLimit
	// maxDepth is min(RecursionLimit(), MaxRecursionDepth) once the
	// first EnterFrame or SetRecursionLimit set it, 0 before
	maxDepth int
	// alpyna patch: the running frames, innermost at frames[depth-1],
	// so that Go code called from Python can find its call site
	// (RunningFrame). The slice keeps its length (entries at depth and
	// above are nil) so that entering and leaving a frame store one
	// element and the depth instead of a new slice header, which the
	// garbage collector's write barrier sees word by word.
	frames []*Frame
}

// runningStore is the store of the context whose outermost frame began
// running last and has not finished.
var runningStore atomic.Pointer[ModuleStore]

// RunningFrame returns the innermost Python frame running, or nil when no
// Python code runs. Go code that Python called (a method, an operator)
// uses it to report where it was called from, as CPython's warnings
// module does. Where several contexts run Python at once on different
// goroutines it names a frame of the one that started last.
func RunningFrame() *Frame {
	store := runningStore.Load()
	if store == nil {
		return nil
	}
	r := &store.recursion
	if r.depth == 0 {
		return nil
	}
	return r.frames[r.depth-1]
}

// RecursionLimit is sys.getrecursionlimit().
func (store *ModuleStore) RecursionLimit() int {
	if store.recursion.limit == 0 {
		return DefaultRecursionLimit
	}
	return store.recursion.limit
}

// RecursionDepth is the number of Python frames running in the context.
func (store *ModuleStore) RecursionDepth() int {
	return store.recursion.depth
}

// SetRecursionLimit is sys.setrecursionlimit(limit), with CPython's errors:
// ValueError below 1, RecursionError when the context already runs that
// deep.
func (store *ModuleStore) SetRecursionLimit(limit int) error {
	if limit < 1 {
		return ExceptionNewf(ValueError, "recursion limit must be greater or equal than 1")
	}
	// CPython counts the call of setrecursionlimit itself.
	if depth := store.recursion.depth + 1; depth >= limit {
		return ExceptionNewf(RecursionError, "cannot set the recursion limit to %d at the recursion depth %d: the limit is too low", limit, depth)
	}
	store.recursion.limit = limit
	store.recursion.maxDepth = effectiveLimit(limit)
	return nil
}

// effectiveLimit is the depth at which EnterFrame raises RecursionError
// for a recursion limit: the limit, capped at MaxRecursionDepth.
func effectiveLimit(limit int) int {
	if limit > MaxRecursionDepth {
		return MaxRecursionDepth
	}
	return limit
}

// EnterFrame counts the Python frame about to run, or returns
// RecursionError when there is no room for it. Each successful EnterFrame
// must be paired with a LeaveFrame.
//
// alpyna patch: EnterFrame and LeaveFrame do only what every call needs;
// what is rare (the outermost frame, the limit, growing the list of
// frames) is in functions of their own.
func (store *ModuleStore) EnterFrame(frame *Frame) error {
	r := &store.recursion
	if r.depth >= r.maxDepth || r.depth == len(r.frames) || r.depth == 0 {
		return store.enterFrameSlow(frame)
	}
	r.frames[r.depth] = frame
	r.depth++
	return nil
}

// enterFrameSlow is EnterFrame for the outermost frame, a frame at the
// recursion limit or one that needs a longer list of frames.
func (store *ModuleStore) enterFrameSlow(frame *Frame) error {
	r := &store.recursion
	if r.depth >= r.maxDepth {
		if r.maxDepth == 0 {
			r.maxDepth = effectiveLimit(store.RecursionLimit())
		}
		if r.depth >= r.maxDepth {
			return ExceptionNewf(RecursionError, "maximum recursion depth exceeded")
		}
	}
	if r.depth == len(r.frames) {
		r.growFrames()
	}
	r.frames[r.depth] = frame
	r.depth++
	if r.depth == 1 {
		runningStore.Store(store)
	}
	return nil
}

// growFrames makes room for more running frames: twice as many, at least
// 16, keeping the length equal to the capacity.
func (r *recursionState) growFrames() {
	n := 2 * len(r.frames)
	if n < 16 {
		n = 16
	}
	frames := make([]*Frame, n)
	copy(frames, r.frames)
	r.frames = frames
}

// LeaveFrame uncounts the innermost frame EnterFrame counted.
func (store *ModuleStore) LeaveFrame() {
	r := &store.recursion
	r.depth--
	// the finished frame's entry no longer keeps it alive
	r.frames[r.depth] = nil
	if r.depth == 0 {
		store.leftOutermost()
	}
}

// leftOutermost notes that the context's outermost frame finished.
func (store *ModuleStore) leftOutermost() {
	runningStore.CompareAndSwap(store, nil)
}
