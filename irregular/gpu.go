package irregular

// This file schedules irregular loops on the GPU: each launch of a kernel
// whose first Dim is an irregular loop becomes a launch of one of its
// variants (kernelgen.GPUIrregular) as the plan allows.

import (
	"fmt"
	"time"
	"unsafe"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/inspector"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/runtime"
)

// StartGPU begins an execution of module m (made by kernelgen.GPUIrregular)
// on the GPU: loops and variants give, per kernel, the irregular loop its
// first Dim runs and its variants (nil for other kernels).
func (pl *Planner) StartGPU(m *kernel.Module, p *depend.NestPlan, loops []*depend.IrregularLoop,
	variants []*kernelgen.IrregularVariants, arrays map[string]*ndarray.Array, bindings map[string]int64) *Run {
	r := pl.Start(m, p, loops, arrays, bindings, 0)
	r.gpu = variants
	return r
}

// GPULaunch is the runtime.GPUScheduleFunc of a run started by StartGPU.
//
//	plan         launches
//	Sequential   the kernel itself: its Ordered Dim runs in order on one thread
//	Independent  the Parallel variant, once
//	Coloured     the Coloured variant once per colour, over the plan's order
//	Privatised   the Atomic variant, once
//
// An array reduction (depend.IrregularLoop.Reduction) has no plan: it
// runs the Atomic variant where atomics serve (gpuReduction), else in
// order.
//
// A plan whose variant is missing takes the next that is correct for it
// (a Coloured plan the atomic variant), else runs in order.
func (r *Run) GPULaunch(ki int, lower, step, count int64, args []int64) (*runtime.GPULaunch, error) {
	il := r.loops[ki]
	if il == nil || r.gpu == nil || r.gpu[ki] == nil {
		return nil, nil
	}
	start := time.Now()
	gl, err := r.gpuLaunch(ki, il, r.gpu[ki], lower, step, count, args)
	d := time.Since(start)
	r.reports[ki].Inspection += d
	r.inspect += d
	return gl, err
}

func (r *Run) gpuLaunch(ki int, il *depend.IrregularLoop, v *kernelgen.IrregularVariants, lower, step, count int64, args []int64) (*runtime.GPULaunch, error) {
	rep := r.reports[ki]
	k := r.m.Kernels[ki]
	rep.Launches++
	first := rep.Launches == 1
	ran := func(s inspector.Strategy, plan *inspector.Plan, why string, gl *runtime.GPULaunch) (*runtime.GPULaunch, error) {
		rep.Strategy, rep.Plan, rep.Reason, rep.Launched = s, plan, why, nil
		if gl != nil {
			rep.Launched = r.m.Kernels[gl.Kernel]
		}
		rep.Parallel = s != inspector.Sequential && (first || rep.Parallel)
		return gl, nil
	}
	info := r.pl.kernelInfo(r.m, k, il, r.p)
	if info.inOrder != "" {
		return ran(inspector.Sequential, nil, info.inOrder, nil)
	}
	// Float increments are never made atomic unless asked for
	// (GPUAtomics): the order of the atomic adds, and so the sum's last
	// bits, would change from run to run. Colours fix the order.
	floats := r.pl.opts.GPUPlans == GPUDefault && IncrementsFloats(r.m, il)
	pol := r.gpuPolicy(floats)
	if count < int64(pol.MinIterations) {
		return ran(inspector.Sequential, nil, fmt.Sprintf("%d iterations, fewer than %d", count, pol.MinIterations), nil)
	}
	if il.Reduction {
		s, why, gl := r.gpuReduction(il, v.Atomic)
		return ran(s, nil, why, gl)
	}
	plan, _, why, err := r.plan(ki, il, info, lower, step, count, args, pol)
	if err != nil {
		return nil, err
	}
	if plan == nil {
		return ran(inspector.Sequential, nil, why, nil)
	}
	atomic := func(why string) (*runtime.GPULaunch, error) {
		if floats {
			return ran(inspector.Sequential, plan, why+"; atomic float increments would make the result change from run to run: in order", nil)
		}
		if v.Atomic < 0 {
			return ran(inspector.Sequential, plan, why+", and some update of a shared element cannot be atomic", nil)
		}
		return ran(inspector.Privatised, plan, why, &runtime.GPULaunch{Kernel: v.Atomic})
	}
	switch plan.Strategy {
	case inspector.Independent:
		return ran(inspector.Independent, plan, plan.Reason, &runtime.GPULaunch{Kernel: v.Parallel})
	case inspector.Coloured:
		if v.Coloured < 0 {
			return atomic(plan.Reason + "; the kernel has no coloured variant: atomics instead")
		}
		return ran(inspector.Coloured, plan, plan.Reason, r.pl.colourLaunch(plan, v))
	case inspector.Privatised:
		return atomic(plan.Reason + ": atomic updates")
	case inspector.TwoLevel:
		// Not made under a GPU policy without shared-memory staging.
		return atomic(plan.Reason + "; two-level plans need shared-memory staging: atomics instead")
	}
	return ran(inspector.Sequential, plan, plan.Reason, nil)
}

// maxFloatColours bounds the colours of a plan for float increments on the
// GPU (one launch each); a loop that needs more runs in order.
const maxFloatColours = 1024

// gpuPolicy is the GPU policy, as the options adjust it; floats asks for
// colours rather than atomics, whatever the collisions.
func (r *Run) gpuPolicy(floats bool) inspector.Policy {
	pol := inspector.DefaultPolicy(inspector.GPU)
	if floats {
		pol.HeavyShare, pol.MaxColours, pol.MinColourSize = 0, maxFloatColours, 0
	}
	switch r.pl.opts.GPUPlans {
	case GPUAtomics:
		// Any element incremented by two iterations is a heavy collision.
		pol.HeavyShare = 1e-300
	case GPUColours:
		pol.HeavyShare, pol.MaxColours, pol.MinColourSize = 0, 0, 0
	}
	if m := r.pl.opts.MinIterations; m > 0 {
		pol.MinIterations = m
	}
	return pol
}

// colourLaunch returns the launch per colour of plan's order, keeping one
// device-ready order array per plan: it stays on the device while the
// plan is cached.
func (pl *Planner) colourLaunch(plan *inspector.Plan, v *kernelgen.IrregularVariants) *runtime.GPULaunch {
	pl.mu.Lock()
	defer pl.mu.Unlock()
	order, ok := pl.orders[plan]
	if !ok {
		var err error
		order, err = ndarray.New(ndarray.Int32, []int{max(len(plan.Order), 1)})
		if err != nil {
			panic(err) // an int32 vector of a plan's size always fits
		}
		if len(plan.Order) > 0 {
			dst := unsafe.Slice((*int32)(unsafe.Pointer(&order.Data()[0])), len(plan.Order))
			copy(dst, plan.Order)
		}
		if len(pl.orders) >= maxSchedules {
			clear(pl.orders)
		}
		pl.orders[plan] = order
	}
	starts := make([]int64, len(plan.ColourStart))
	for i, s := range plan.ColourStart {
		starts[i] = int64(s)
	}
	return &runtime.GPULaunch{Kernel: v.Coloured, Order: order, OrderArray: v.OrderArray,
		Starts: starts, LoSlot: v.ColourLo.Slot, CountSlot: v.ColourCount.Slot}
}
