// This file runs a plan that rests on the values (depend/assume.go:
// Floyd–Warshall's step, whose rows and columns k do not change while
// d[k, k] is not negative) with the checks it needs. BuildWith first
// tries the nest's assumed plan, where the element types allow it (floats:
// an int sum may wrap), and puts at the start of each point of the kernel
// that runs the statement a check of d[k, k] that stops the kernel where
// it is negative. The check runs before the point's store, and d[k, k]
// stays negative for the whole step once it is (the point (k, k) stores
// min(d, 2·d)), so a step with a negative d[k, k] writes nothing and
// stops; the closure undoes the nest's earlier writes and runs it in the
// interpreter. Where the check cannot be placed (the step is not a host
// loop around the kernel's Dims), the build fails and BuildWith takes the
// plan with every dependence.

package kernelgen

import (
	"math"
	"slices"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/kernel"
)

// assumedPlan returns p's plan that rests on the values where the element
// types let its checks hold, or nil.
func assumedPlan(p *depend.NestPlan, types Types) *depend.NestPlan {
	if p.Assumed == nil {
		return nil
	}
	for _, a := range p.Assumed.Assumes {
		at, ok := types.Arrays[a.Array]
		if !ok || at.NDim != 2 || at.Elem != kernel.Float64 && at.Elem != kernel.Float32 {
			return nil
		}
	}
	return p.Assumed
}

// checkAssumptions puts the check of each of the plan's assumptions at the
// start of the body of the kernel that runs its statement.
func (b *builder) checkAssumptions() {
	for _, a := range b.p.Assumes {
		st := b.n.Stmts[a.Stmt]
		var k *kernel.Kernel
		for _, x := range b.m.Kernels {
			if slices.Contains(x.Stmts, a.Stmt) {
				k = x
			}
		}
		arr := b.arrays[a.Array]
		if k == nil || arr == nil || len(k.Dims) != 2 || slices.ContainsFunc(k.Dims, func(d *kernel.Dim) bool { return d.Loop == a.Step }) {
			b.fail(st.Pos, "the check of %s's diagonal has no place in the kernels", a.Array)
		}
		dims := map[*kernel.Local]bool{k.Dims[0].Var: true, k.Dims[1].Var: true}
		readsDim := func(s *kernel.Subscript) bool {
			found := false
			kernel.WalkExpr(s.X, func(x kernel.Expr) {
				if v, ok := x.(*kernel.Var); ok && dims[v.Local] {
					found = true
				}
			})
			return found
		}
		// The step's index, as the kernel computes it for d[i, k] (second
		// axis) and d[k, j] (first axis).
		var first, second *kernel.Subscript
		kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
			kernel.Exprs(s, func(e kernel.Expr) {
				kernel.WalkExpr(e, func(x kernel.Expr) {
					ld, ok := x.(*kernel.Load)
					if !ok || ld.Array != arr || len(ld.Index) != 2 {
						return
					}
					switch r0, r1 := readsDim(ld.Index[0]), readsDim(ld.Index[1]); {
					case r0 && !r1 && second == nil:
						second = ld.Index[1]
					case !r0 && r1 && first == nil:
						first = ld.Index[0]
					}
				})
			})
		})
		if first == nil || second == nil {
			b.fail(st.Pos, "the check of %s's diagonal has no place in the kernels", a.Array)
		}
		diag := &kernel.Load{Array: arr, Index: []*kernel.Subscript{
			{X: first.X, Wrap: first.Wrap, Check: first.Check}, {X: second.X, Wrap: second.Wrap, Check: second.Check}}}
		// int(nan) stops the kernel (ValueError) where d[k, k] < 0, as a
		// negative dynamic start does (loopBounds).
		negative := &kernel.Compare{Op: kernel.Lt, X: diag, Y: &kernel.Const{T: arr.Elem}, T: kernel.PyBool}
		stop := &kernel.Convert{X: &kernel.Cond{Test: negative, Then: &kernel.Const{T: kernel.PyFloat, F: math.NaN()},
			Else: &kernel.Const{T: kernel.PyFloat}}, T: kernel.PyInt}
		l := &kernel.Local{Index: len(k.Locals), Name: "diagonal·" + a.Array, Type: kernel.PyInt}
		k.Locals = append(k.Locals, l)
		k.Body = append([]kernel.Stmt{&kernel.Assign{Dst: l, Value: stop, Line: st.Pos.Line}}, k.Body...)
	}
}
