// This file runs a nest's kernel module on a backend: the modules shared
// by printed form, the execution plans' hooks, the warnings.

package closure

import (
	"fmt"
	"slices"
	"unsafe"

	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/irregular"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/pynumpy"
	"github.com/alpyna/alpyna/runtime"
)

// shareModule returns the cached module with the same code as m, or m
// itself, cached: two nests, or two sets of bindings, that generate the
// same code share one module, and so one compilation by the backends,
// which find it by pointer (printing the module again would cost every
// call what the caches save).
func (a *Accelerator) shareModule(m *kernel.Module) *kernel.Module {
	key := m.String()
	a.mu.Lock()
	defer a.mu.Unlock()
	if shared, ok := a.modules[key]; ok {
		return shared
	}
	a.modules[key] = m
	return m
}

// run runs the module on backend b (the GPU when gpu is set) with the
// instance's values. Launches of kernels that run irregular loops are
// scheduled by the returned Run's execution plans (nil when the module has
// none).
func (a *Accelerator) run(b runtime.Backend, gpu bool, m *kernel.Module, inst *runtime.Instance, v *compiler.Compiled, bindings map[string]int64) (runtime.Result, *irregular.Run, error) {
	call := &runtime.ModuleCall{Module: m, Instance: inst, Bindings: bindings, CacheDir: a.opts.CacheDir}
	var run *irregular.Run
	switch {
	case gpu && v.GPUVariants != nil:
		run = a.planner.StartGPU(m, v.Plan, v.Irregular, v.GPUVariants, inst.Arrays, bindings)
		call.GPUSchedule = run.GPULaunch
	case !gpu && a.planner != nil && slices.ContainsFunc(v.Irregular, func(il *depend.IrregularLoop) bool { return il != nil }):
		run = a.planner.Start(m, v.Plan, v.Irregular, inst.Arrays, bindings, a.opts.Threads)
		run.Exact = inst.Exact
		call.Schedule = run.Schedule
	}
	res, err := b.Run(call)
	return res, run, err
}

// ranIrregular returns p with the irregular loops that ran in parallel
// for all their launches marked parallel for their kernels' statements
// (p itself, shared by calls, is not changed).
func ranIrregular(p *depend.NestPlan, reps []*irregular.Report) *depend.NestPlan {
	if p == nil || !slices.ContainsFunc(reps, func(r *irregular.Report) bool { return r.Parallel }) {
		return p
	}
	q := *p
	q.Stmts = slices.Clone(p.Stmts)
	for _, r := range reps {
		if !r.Parallel {
			continue
		}
		for _, s := range r.Kernel.Stmts {
			sp := q.Stmts[s]
			if k := slices.Index(sp.Loops, r.Loop); k >= 0 {
				sp.Parallel = slices.Clone(sp.Parallel)
				sp.Parallel[k] = true
				q.Stmts[s] = sp
			}
		}
	}
	return &q
}

// aliased says why the nest cannot run on its kernels when an array it
// writes shares memory with another of its arrays: the analysis took
// different names for different arrays. Empty when none do.
// written are the arrays it writes (writtenArrays).
func aliased(n *nest.Nest, written map[string]bool, arrays map[string]*ndarray.Array) string {
	for i, x := range n.Arrays {
		for _, y := range n.Arrays[i+1:] {
			if !written[x] && !written[y] {
				continue
			}
			if overlap(arrays[x], arrays[y]) {
				return fmt.Sprintf("arrays %s and %s share memory and the nest writes one of them; the analysis takes different names for different arrays", x, y)
			}
		}
	}
	return ""
}

// reboundAliased says why the nest cannot run when the array a name it
// rebinds to copies held before the nest (Nest.Rebound's and the others
// read before their first copy: frontend/rebound_copies.go) shares memory
// with an array the nest writes: the nest reads its own copy of it, taken
// before the nest, where CPython's name sees those writes until the first
// copy rebinds it. Empty when none does. locals are the function's.
func reboundAliased(n *nest.Nest, written map[string]bool, arrays map[string]*ndarray.Array, locals py.Object) string {
	for _, x := range n.Arrays {
		if n.Scratch[x] != x+".copy()" {
			continue // not read before its first copy
		}
		before, ok := pynumpy.ArrayOf(localValue(locals, x))
		if !ok {
			continue
		}
		for _, y := range n.Arrays {
			if y == x || !written[y] || n.Scratch[y] != "" {
				continue // its own array, or another the nest made
			}
			if overlap(before, arrays[y]) {
				return fmt.Sprintf("the array %s held before the nest shares memory with the array %s, which the nest writes before rebinding %s to a copy", x, y, x)
			}
		}
	}
	return ""
}

// overlap reports whether two arrays have an element in common: the bytes
// their elements lie in, through their strides (which may be negative),
// meet, and they are not two interleaved views.
func overlap(a, b *ndarray.Array) bool {
	if a == nil || b == nil {
		return false
	}
	span := func(a *ndarray.Array) (uintptr, uintptr) {
		if a.Size() == 0 {
			return 0, 0
		}
		buf, off := a.Buffer() // not Data: no device copy need be refreshed
		lo, hi := off, off+a.DType().ItemSize()
		for d, n := range a.Shape() {
			if s := (n - 1) * a.Strides()[d]; s < 0 {
				lo += s
			} else {
				hi += s
			}
		}
		p := uintptr(unsafe.Pointer(&buf[0]))
		return p + uintptr(lo), p + uintptr(hi)
	}
	alo, ahi := span(a)
	blo, bhi := span(b)
	return alo < bhi && blo < ahi && !interleaved(a, b, alo, blo)
}

// interleaved reports whether two one-axis views whose spans overlap (lo
// their first bytes) still have no element in common: one stride, and
// each element of one falls between two of the other (the even and odd
// elements of a vector, two columns of a matrix).
func interleaved(a, b *ndarray.Array, alo, blo uintptr) bool {
	if a.NDim() != 1 || b.NDim() != 1 || a.DType().ItemSize() != b.DType().ItemSize() {
		return false
	}
	s, t := a.Strides()[0], b.Strides()[0]
	if s < 0 {
		s = -s
	}
	if t < 0 {
		t = -t
	}
	size := a.DType().ItemSize()
	if s != t || s < 2*size {
		return false
	}
	// The offset of b's elements from a's, modulo the stride: an element
	// of b overlaps one of a only if it starts less than an item away.
	r := (int(blo) - int(alo)) % s
	if r < 0 {
		r += s
	}
	return r >= size && s-r >= size
}

// warnOnce prints a warning the first time it is given.
func (a *Accelerator) warnOnce(msg string) {
	a.mu.Lock()
	first := !a.warned[msg]
	a.warned[msg] = true
	a.mu.Unlock()
	if !first {
		return
	}
	if a.opts.Warn != nil {
		a.opts.Warn(msg)
	} else if a.in != nil {
		a.in.Diagnostic("alpyna: " + msg)
	}
}
