package irregular

// This file runs array reductions (depend.IrregularLoop.Reduction): loops
// whose only conflicts are increments with one associative operator
// through subscripts the inspector cannot evaluate (hist[b] += 1 with b
// computed in the loop, acc[m[e] // 2] += w[e]). No plan is needed: any
// grouping of the increments is correct, so a launch runs with private
// copies of the targets on the CPU, or with atomic updates on the GPU,
// where the element types allow it.

import (
	"fmt"
	"strings"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/inspector"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/runtime"
)

// reduction schedules a launch of array reduction il (kernel ki, count
// iterations) for threads threads: one contiguous range per thread, every
// target but the first thread's incremented in a private copy, combined in
// thread order; in order when the copies would cost more than the loop
// (privatise's policy, the one privatised plans follow).
func (r *Run) reduction(ki int, il *depend.IrregularLoop, count int64, threads int) (*runtime.Schedule, error) {
	rep := r.reports[ki]
	why := reductionReason(il)
	lp := &loopPlan{n: int(count)}
	var ids []int
	for ti := range il.Targets {
		t := &il.Targets[ti]
		a := r.arrays[t.Array]
		if a == nil {
			return nil, fmt.Errorf("irregular: no array %s", t.Array)
		}
		info := targetInfo{t: t, array: a, module: -1}
		for i, ma := range r.m.Arrays {
			if ma.Name == t.Array {
				info.module = i
			}
		}
		lp.targets = append(lp.targets, info)
		lp.refs += int64(len(t.Accesses))
		ids = append(ids, ti)
	}
	s, err := privatise(ids, r, lp, count, threads)
	if err != nil {
		rep.Strategy, rep.Plan, rep.Reason, rep.Parallel = inspector.Sequential, nil, why+", but "+err.Error()+": in order", false
		return inOrder(count), nil
	}
	rep.Strategy, rep.Plan, rep.Reason = inspector.Privatised, nil, why+": privatised"
	rep.Parallel = rep.Launches == 1 || rep.Parallel
	return s, nil
}

// gpuReduction chooses the launch of array reduction il on the GPU: the
// atomic variant where every increment can be atomic and the result does
// not depend on their order (integer targets, or any under GPUAtomics);
// otherwise the kernel itself, in order. Float increments cannot be
// coloured without an inspector-evaluable index, and atomic float adds
// change the result's last bits from run to run.
func (r *Run) gpuReduction(il *depend.IrregularLoop, atomicKernel int) (inspector.Strategy, string, *runtime.GPULaunch) {
	why := reductionReason(il)
	switch {
	case IncrementsFloats(r.m, il) && r.pl.opts.GPUPlans != GPUAtomics:
		return inspector.Sequential, why + "; atomic float increments would make the result change from run to run, and a computed subscript cannot be coloured: in order", nil
	case atomicKernel < 0:
		return inspector.Sequential, why + ", but some update of a shared element cannot be atomic: in order", nil
	}
	return inspector.Privatised, why + ": atomic updates", &runtime.GPULaunch{Kernel: atomicKernel}
}

// reductionReason says why array reduction il may run in parallel, per
// target the first computed subscript and the operator:
// "computed subscript hist[b]: an array reduction (+)".
func reductionReason(il *depend.IrregularLoop) string {
	var parts []string
	for ti := range il.Targets {
		t := &il.Targets[ti]
		op, _ := depend.ReductionOp(t)
		ref := ""
		for _, x := range t.Accesses {
			if x.Index.Computed {
				ref = nest.String(x.Ref)
				break
			}
		}
		if ref == "" {
			ref = nest.String(t.Accesses[0].Ref)
			parts = append(parts, fmt.Sprintf("%s: an array reduction (%s)", ref, op))
			continue
		}
		parts = append(parts, fmt.Sprintf("computed subscript %s: an array reduction (%s)", ref, op))
	}
	return strings.Join(parts, "; ")
}
