// This file gives the private scalars and predicates that the plan keeps
// apart from their readers (depend.NestPlan.Expanded) a temporary array.
//
// Inside one kernel a private value is a local, one per iteration of the
// kernel's loops. When the plan puts its write in a parallel loop and a
// read in another loop over the same source loop (rejoin.go in depend
// says when), the loops between them, in one kernel or in several, hand it
// over through an array with one element per iteration of the loops they
// share in the source: every write also stores the value there and every
// read loads it, so a read sees its own iteration's write wherever the
// plan put the two (a read after the write in the same loop loads what was
// just stored). The caller allocates the array for
// each run (kernel.Array.Temp); its element for an iteration is found from
// the loop variables, normalised to iteration numbers.

package kernelgen

import (
	"slices"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// A temp is an expanded value's array.
type temp struct {
	name  string
	loops []int
	t     kernel.Type // the value's type in the kernels
	arr   *kernel.Array
	// writer is the one kernel that assigns it.
	writer *kernel.Kernel
}

// expand records the plan's expansions with their types: one type each (a
// value of two types could not be stored in one array).
func (b *builder) expand() {
	b.expanded = map[string]*temp{}
	for _, e := range b.p.Expanded {
		t, union, err := b.scalarSets[e.Name].rep()
		pos := b.n.Pos
		if sc := b.n.Scalar(e.Name); sc != nil {
			pos = sc.Pos
		}
		// A Python type and its NumPy counterpart share a representation
		// (types.go), in which the array holds either; what cannot be
		// handed over is a type tag (typetag.go), which only scalars read
		// after the nest with values of both members need.
		if err != nil || union && b.typeTagged(e.Name) {
			b.fail(pos, "%s holds values of types %s and its statements are in different loops", e.Name, b.scalarSets[e.Name])
		}
		b.expanded[e.Name] = &temp{name: e.Name, loops: e.Loops, t: t}
	}
}

// unexpand drops the expansions whose statements fusion brought back
// under one loop node for each of its loops (an irregular loop fused with
// its parallel sibling, sequential siblings fused): a local serves them
// there.
func (b *builder) unexpand(forest []*snode) {
	for name, tp := range b.expanded {
		split := false
		for _, l := range tp.loops {
			nodes := 0 // nodes of loop l holding statements that touch name
			var walk func(ns []*snode)
			walk = func(ns []*snode) {
				for _, n := range ns {
					if n.loop < 0 {
						continue
					}
					if n.loop != l {
						walk(n.body)
						continue
					}
					for _, s := range n.stmts(nil) {
						if touchesValue(b.n.Stmts[s], name) {
							nodes++
							break
						}
					}
				}
			}
			walk(forest)
			split = split || nodes > 1
		}
		if !split {
			delete(b.expanded, name)
		}
	}
}

// touchesValue reports whether st assigns or reads the scalar or predicate
// name.
func touchesValue(st *nest.Assign, name string) bool {
	return nest.ValueName(st.Target) == name || st.ReadsValue(name)
}

// tempArrays adds the expanded values' arrays to the module, in the
// plan's order.
func (b *builder) tempArrays() {
	for _, e := range b.p.Expanded {
		tp := b.expanded[e.Name]
		if tp == nil {
			continue
		}
		name := "__x_" + strings.ReplaceAll(e.Name, "·", "_")
		a := b.addArray(&kernel.Array{Name: name, Elem: numpyOf(tp.t), NDim: len(tp.loops), Written: true, Temp: true, TempLoops: tp.loops})
		tp.arr = a
	}
}

// spill is the store of the value just assigned to local dst into its
// array, when name is expanded; nil otherwise.
func (b *builder) spill(name string, dst *kernel.Local, st *nest.Assign) kernel.Stmt {
	tp := b.expanded[name]
	if tp == nil {
		return nil
	}
	return &kernel.Store{Array: tp.arr, Index: b.tempIndex(tp, st.Pos), Value: convert(&kernel.Var{Local: dst}, tp.arr.Elem), Line: st.Pos.Line}
}

// load reads an expanded value in the current iteration.
func (b *builder) load(tp *temp, pos nest.Pos) kernel.Expr {
	return &kernel.Load{Array: tp.arr, Index: b.tempIndex(tp, pos)}
}

// tempIndex is the element of the current iteration: for each loop,
// (var - start) // step, the iteration number.
func (b *builder) tempIndex(tp *temp, pos nest.Pos) []*kernel.Subscript {
	idx := make([]*kernel.Subscript, len(tp.loops))
	for i, li := range tp.loops {
		l := b.n.Loops[li]
		var e nest.Expr = &nest.Name{Pos: pos, Id: l.Var, Role: nest.LoopVar}
		if c, ok := l.Start.(*nest.Const); !ok || c.Kind != nest.Int || c.Int != 0 {
			e = &nest.Binary{Pos: pos, Op: nest.Sub, X: e, Y: l.Start}
		}
		if l.StepValue != 1 {
			e = &nest.Binary{Pos: pos, Op: nest.FloorDiv, X: e, Y: l.Step}
		}
		x, ts := b.expr(e)
		if t, _, err := ts.rep(); err != nil || !t.IsInt() {
			b.fail(pos, "the iteration number of loop %s is %s", l.Var, ts)
		}
		idx[i] = &kernel.Subscript{X: convert(x, kernel.PyInt)}
	}
	return idx
}

// handedOver reports whether the private value name (a scalar or a
// predicate, one value per iteration of loops) that several kernels touch
// can go from kernel to kernel through its scalar slot: each of loops is a
// host loop around every one of them, so the value is one per launch of
// each, and the kernels that write it have no Dims, so one thread writes
// it, or reduce into it over their Dims (reducedOverDims). The host program
// runs the kernels in the plan's order, which is the order the value flows
// in.
func (b *builder) handedOver(name string, kernels []*kernel.Kernel, loops []int) bool {
	for _, k := range kernels {
		for _, l := range loops {
			if !slices.Contains(b.hostScope[k], l) {
				return false
			}
		}
		if len(k.Dims) == 0 || b.reducedOverDims(k, name) {
			continue
		}
		writes := false
		kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
			if a, ok := s.(*kernel.Assign); ok && a.Dst.Name == name && !b.loopVars[a.Dst] {
				writes = true
			}
		})
		if writes {
			return false
		}
	}
	return true
}

// reducedOverDims reports whether kernel k, which has Dims, assigns the
// scalar name only in updates that the plan runs as a reduction over its
// first Dim, the scalar being private to loops that are all host loops
// around k (schedule.go, firstDimOK): each launch runs in one iteration of
// those loops and folds the chunks' partial results into the value the
// scalar had at the launch (kernel.Reduce with the scalar's operator).
func (b *builder) reducedOverDims(k *kernel.Kernel, name string) bool {
	sc := b.n.Scalar(name)
	if sc == nil || sc.Role != nest.Private || sc.Reduction == nest.NoOp || len(k.Dims) == 0 {
		return false
	}
	for _, l := range sc.PrivateTo {
		if !slices.Contains(b.hostScope[k], l) {
			return false
		}
	}
	updates := false
	for _, s := range k.Stmts {
		if nest.ValueName(b.n.Stmts[s].Target) != name {
			continue
		}
		sp := b.p.Stmts[s]
		i := slices.Index(sp.Loops, k.Dims[0].Loop)
		if i < 0 || !sp.Reduction[i] {
			return false
		}
		updates = true
	}
	return updates
}

// predicate returns the nest's predicate named name.
func (b *builder) predicate(name string) *nest.Predicate {
	for _, p := range b.n.Predicates {
		if p.Name == name {
			return p
		}
	}
	b.fail(b.n.Pos, "no predicate %s", name)
	return nil
}
