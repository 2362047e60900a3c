// This file gives the kernels of privatised loops their private copies
// (depend.NestPlan.Privatised, depend/privarray.go): an array that every
// iteration of a loop writes before reading it (doitgen's `sum_[p] = 0.0;
// for s: sum_[p] += ...` then `A[r, q, p] = sum_[p]`) carries no value
// between the iterations, and the plan runs the loop in parallel.
//
// Where such a loop is a Dim of a kernel, each chunk of the kernel's Dims
// works on a copy of the array of its own (kernel.Private): the body's
// accesses name the copy, the Dims are Ordered (the points of one chunk
// share it), and the kernel's CopyBack stores into the array what the last
// point wrote, as the loop run in order would leave it. The plan
// guarantees that every iteration writes the same elements, unpredicated
// and over loops inside the privatised one; the cut keeps a Dim out of the
// kernel where that would not hold of the whole box: a Dim whose bounds
// read an outer Dim's variable, an irregular one, or one the written
// elements move with (privateDimOK). A privatised loop that runs in order
// (a host loop, or a loop inside a kernel's body) needs no copy. Inside
// such a kernel's body, sinkParallel reorders loops for the CPU.

package kernelgen

import (
	"fmt"
	"slices"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// privateDimOK reports whether loop node c may follow dims as a Dim of
// their kernel as far as private copies go: where the chain privatises
// some array, every Dim is rectangular, none is irregular (an execution
// plan may run a box's points out of order, and the copy of the box
// holding the last point must end with that point's values), and no
// private array's written elements move with a Dim of the chain.
func privateDimOK(dims []*snode, c *snode, p *depend.NestPlan) bool {
	chain := append(slices.Clone(dims), c)
	loops := make([]int, len(chain))
	for i, d := range chain {
		loops[i] = d.loop
	}
	privs := privatisedAt(p, loops)
	if len(privs) == 0 {
		return true
	}
	n := p.Nest
	for i, d := range chain {
		if d.irregular || readsLoops(n, loops[:i], n.Loops[d.loop].Lower, n.Loops[d.loop].Upper) {
			return false
		}
	}
	for _, pa := range privs {
		if slices.ContainsFunc(loops, func(l int) bool { return slices.Contains(writtenOver(n, pa), l) }) {
			return false
		}
	}
	return true
}

// privatisedAt lists the plan's privatised arrays whose loop is one of
// loops.
func privatisedAt(p *depend.NestPlan, loops []int) []depend.PrivateArray {
	var out []depend.PrivateArray
	for _, pa := range p.Privatised {
		if slices.Contains(loops, pa.Loop) {
			out = append(out, pa)
		}
	}
	return out
}

// readsLoops reports whether one of the forms reads the variable of one
// of loops.
func readsLoops(n *nest.Nest, loops []int, forms ...affine.Form) bool {
	for _, f := range forms {
		for _, v := range f.Vars() {
			if slices.ContainsFunc(loops, func(l int) bool { return n.Loops[l].Var == v }) {
				return true
			}
		}
	}
	return false
}

// writtenOver lists the loops inside pa.Loop whose variables the writes
// of pa.Array read, in their subscripts or in the bounds of the loops
// around them inside pa.Loop: what the written elements may move with.
func writtenOver(n *nest.Nest, pa depend.PrivateArray) []int {
	var out []int
	for _, st := range n.Stmts {
		r, ok := st.Target.(*nest.Ref)
		at := slices.Index(st.Loops, pa.Loop)
		if !ok || r.Array != pa.Array || at < 0 {
			continue
		}
		inside := st.Loops[at+1:]
		var vars []string
		for _, f := range r.Forms {
			vars = append(vars, f.Vars()...)
		}
		for _, l := range inside {
			vars = append(vars, n.Loops[l].Lower.Vars()...)
			vars = append(vars, n.Loops[l].Upper.Vars()...)
		}
		for _, l := range inside {
			if slices.Contains(vars, n.Loops[l].Var) && !slices.Contains(out, l) {
				out = append(out, l)
			}
		}
	}
	return out
}

// privateCopies gives kernel k, whose Dims run the loop nodes dims, the
// copies of the arrays privatised at those loops, for the body's accesses
// to name (builder.array), and marks every Dim Ordered.
func (b *builder) privateCopies(k *kernel.Kernel, dims []*snode) {
	loops := make([]int, len(dims))
	for i, d := range dims {
		loops[i] = d.loop
	}
	b.copies = map[string]*kernel.Array{}
	for _, pa := range privatisedAt(b.p, loops) {
		if b.copies[pa.Array] != nil {
			continue
		}
		a := b.arrays[pa.Array]
		if a == nil {
			continue // not subscripted in this call's nest
		}
		a.Written = true
		c := &kernel.Array{Name: a.Name + "#private", Elem: a.Elem, NDim: a.NDim, Data: a.Data, Shape: a.Shape, Written: true}
		k.Privates = append(k.Privates, &kernel.Private{Array: a, Copy: c})
		b.copies[pa.Array] = c
	}
	if len(k.Privates) > 0 {
		for _, d := range k.Dims {
			d.Ordered = true
		}
	}
}

// copyBack returns the statements that store into each private array
// the elements the last point of k's Dims wrote into its copy: for each
// store into a copy, the loops of the body around it (bounds as in the
// body) around the store of the copy's element into the array. A store
// whose elements an earlier one covers adds nothing: the same subscripts
// inside loops of the nest that include every loop of the earlier one
// (`sum_[p] = 0.0` in `for p`, then `sum_[p] += ...` in `for s: for p`;
// the loops' bounds are the nest's, which read no loop of the pair). The
// subscripts are unchecked: the body checked the same ones, in a point
// that ran to the end.
func copyBack(k *kernel.Kernel) ([]kernel.Stmt, error) {
	type write struct {
		fors []*kernel.For
		st   *kernel.Store
		key  string
	}
	var writes []write
	var bad error
	var walk func(body []kernel.Stmt, fors []*kernel.For, guarded bool)
	walk = func(body []kernel.Stmt, fors []*kernel.For, guarded bool) {
		for _, s := range body {
			switch x := s.(type) {
			case *kernel.Store:
				if kernel.PrivateCopy(k, x.Array) == nil {
					continue
				}
				if guarded || slices.ContainsFunc(fors, func(f *kernel.For) bool { return len(f.Exits) > 0 }) {
					bad = fmt.Errorf("the private copy %s is written under a condition", x.Array.Name)
					return
				}
				key := x.Array.Name + "[" + subscriptsText(x.Index) + "]"
				covered := slices.ContainsFunc(writes, func(w write) bool {
					return w.key == key && !slices.ContainsFunc(w.fors, func(f *kernel.For) bool {
						return !slices.ContainsFunc(fors, func(g *kernel.For) bool { return g.Loop == f.Loop })
					})
				})
				if !covered {
					writes = append(writes, write{slices.Clone(fors), x, key})
				}
			case *kernel.If:
				walk(x.Then, fors, true)
			case *kernel.For:
				walk(x.Body, append(fors, x), guarded)
			}
		}
	}
	walk(k.Body, nil, false)
	if bad != nil {
		return nil, bad
	}
	var out []kernel.Stmt
	for _, w := range writes {
		p := kernel.PrivateCopy(k, w.st.Array)
		idx := make([]*kernel.Subscript, len(w.st.Index))
		for i, s := range w.st.Index {
			idx[i] = &kernel.Subscript{X: s.X, Wrap: s.Wrap}
		}
		var s kernel.Stmt = &kernel.Store{Array: p.Array, Index: idx, Value: &kernel.Load{Array: p.Copy, Index: idx}}
		for i := len(w.fors) - 1; i >= 0; i-- {
			f := w.fors[i]
			s = &kernel.For{Var: f.Var, Lower: f.Lower, Upper: f.Upper, Step: f.Step, Loop: f.Loop, Body: []kernel.Stmt{s}}
		}
		out = append(out, s)
	}
	return out, nil
}

// subscriptsText prints subscripts for comparing them.
func subscriptsText(idx []*kernel.Subscript) string {
	s := ""
	for i, x := range idx {
		if i > 0 {
			s += ", "
		}
		s += kernel.ExprString(x.X)
	}
	return s
}

// sinkParallel rewrites, in the body of a kernel with private copies,
// each loop that may run as a Dim and is '=' in every dependence among
// its statements, and that holds a loop of statements whose own loop is
// the dearer innermost one (loopCost): the loop is distributed over its
// body, and in the part holding that loop the two are interchanged.
// Doitgen's `for p: sum_[p] = 0.0; for s: sum_[p] += A[r, q, s] * C4[s,
// p]` runs as `for p: sum_[p] = 0.0` then `for s: for p: sum_[p] += ...`,
// p walking C4's rows with unit stride and the updates of different
// sum_[p] independent, instead of C4's columns with one chain of
// dependent additions per p. Both steps are legal for a loop that is '='
// in every dependence among its statements: distribution keeps every
// dependence inside one iteration of it, in order, and such a loop may
// move anywhere in a perfect chain (interchange.go). The cut leaves the
// loops of such a body to run in order inside each point (the kernel's
// Dims are the privatised loops), where no Dim of the CPU emitter's
// vectorises or jams them.
func sinkParallel(ns []*snode, p *depend.NestPlan) []*snode {
	var out []*snode
	for _, a := range ns {
		if a.loop < 0 {
			out = append(out, a)
			continue
		}
		if parts := sinkInto(a, p); parts != nil {
			out = append(out, parts...)
			continue
		}
		cp := *a
		cp.body = sinkParallel(a.body, p)
		out = append(out, &cp)
	}
	return out
}

// sinkInto returns loop node a distributed and interchanged as
// sinkParallel says, or nil where nothing gains.
func sinkInto(a *snode, p *depend.NestPlan) []*snode {
	if !dimOK(a, p) || !equalInChain(a.loop, []*snode{a}, a.stmts(nil), p) {
		return nil
	}
	swap := func(c *snode) bool {
		if c.loop < 0 || slices.ContainsFunc(c.body, func(x *snode) bool { return x.loop >= 0 }) {
			return false
		}
		stmts := c.stmts(nil)
		return interchangeable([]*snode{a, c}, p) && loopCost(a.loop, stmts, p.Nest) < loopCost(c.loop, stmts, p.Nest)
	}
	if !slices.ContainsFunc(a.body, swap) {
		return nil
	}
	var out, run []*snode
	flush := func() {
		if len(run) > 0 {
			cp := *a
			cp.body = run
			out = append(out, &cp)
			run = nil
		}
	}
	for _, c := range a.body {
		if !swap(c) {
			run = append(run, c)
			continue
		}
		flush()
		inner, outer := *a, *c
		inner.body = c.body
		outer.body = []*snode{&inner}
		out = append(out, &outer)
	}
	flush()
	return out
}
