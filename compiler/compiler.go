// Package compiler is the pipeline's two steps for one loop nest, shared
// by `alpyna compile`, `alpyna run` (package closure), the report and the
// Go API, so that each sees the same analysis, the same kernels and the
// same reasons:
//
//   - Analyse: a front-end nest → if-conversion → the static stage of the
//     dependence analysis (depend.NestStatic), or the reason the nest is
//     not accelerated, with the stage that refused it.
//   - Instantiate: an analysed nest, the call's bindings and types and a
//     Config (target, irregular loops) → one Compiled: the resolved plan
//     and the kernel module, with the variants that irregular loops run
//     (execution plans on the CPU; parallel, atomic and coloured kernels
//     on the GPU).
//
// It does not bind Python values, choose GPU thread axes (the executor
// does, from the extents), compile to machine code or run anything.
package compiler

import (
	"slices"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/ifconv"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
	"github.com/alpyna/alpyna/nest"
)

// An Analysed nest is the result of Analyse.
type Analysed struct {
	Nest *nest.Nest
	// Static is the dependence analysis's static stage; nil when the nest
	// is not accelerated (Reason says why).
	Static *depend.NestStatic
	// Reason says why the nest is not accelerated: the front end's
	// reasons, or the stage that refused it ("if-conversion: ...",
	// "dependence analysis: ...").
	Reason string
}

// Analyse runs if-conversion and the static dependence stage on a nest
// the front end accepted. A refusal is appended to n.Reasons, with its
// stage, and is the Analysed's Reason.
func Analyse(n *nest.Nest) *Analysed {
	a := &Analysed{Nest: n}
	refuse := func(stage string, err error) *Analysed {
		a.Reason = stage + ": " + err.Error()
		n.Reasons = append(n.Reasons, nest.Reason{Pos: n.Pos, Msg: a.Reason})
		return a
	}
	if !n.Accelerable() {
		a.Reason = frontReasons(n)
		return a
	}
	if err := ifconv.Convert(n); err != nil {
		return refuse("if-conversion", err)
	}
	if !n.Accelerable() {
		a.Reason = frontReasons(n)
		return a
	}
	st, err := depend.AnalyzeNest(n)
	if err != nil {
		return refuse("dependence analysis", err)
	}
	a.Static = st
	return a
}

// frontReasons joins the nest's reasons with their positions.
func frontReasons(n *nest.Nest) string {
	s := ""
	for i, r := range n.Reasons {
		if i > 0 {
			s += "; "
		}
		s += r.Msg + " (" + r.Pos.String() + ")"
	}
	return s
}

// Unresolved are the symbols the static stage waits for, sorted; nil for
// a nest that is not accelerated.
func (a *Analysed) Unresolved() []string {
	if a.Static == nil {
		return nil
	}
	return a.Static.Unresolved()
}

// Plan is the nest's plan: resolved with bindings, or the ahead-of-time
// plan when bindings is nil. The error is the planner's.
func (a *Analysed) Plan(bindings map[string]int64) (*depend.NestPlan, error) {
	if bindings == nil {
		return a.Static.StaticPlan()
	}
	return a.Static.Resolve(bindings)
}

// A Target is what the kernels are built for.
type Target int

const (
	CPU Target = iota
	GPU
)

// Config is how a nest is instantiated; with the plan and the types it
// decides the module (and so, with the module's text, the kernel cache's
// key).
type Config struct {
	Target Target
	// Irregular makes the loops that write through index arrays kernels
	// of their own, run by execution plans (package irregular); without
	// it they run in order inside their kernels.
	Irregular bool
}

// A Compiled nest is a plan and its kernels for one call's bindings and
// types: what `alpyna compile` emits and `alpyna run` executes.
type Compiled struct {
	Nest *nest.Nest
	// Plan is nil when the nest is not accelerated; Nest.Reasons says why.
	Plan *depend.NestPlan
	// Bindings are the symbol values Plan was resolved with; nil when Plan
	// is the ahead-of-time plan.
	Bindings map[string]int64
	// Unresolved are the symbols the ahead-of-time analysis waited for,
	// sorted (depend.NestStatic.Unresolved).
	Unresolved []string
	// Module is the kernel module for the call's types; nil when it was
	// not built (no types given) or could not be (BuildErr says why).
	Module   *kernel.Module
	BuildErr error
	// Irregular gives, per kernel of Module, the irregular loop its first
	// Dim runs (nil for the others): launches of those kernels run as an
	// execution plan says.
	Irregular []*depend.IrregularLoop
	// GPUVariants are, on the GPU, the parallel, atomic and coloured
	// variants of those kernels that Module also holds
	// (kernelgen.GPUIrregular).
	GPUVariants []*kernelgen.IrregularVariants
}

// Resolved reports whether the plan was resolved with run-time values.
func (c *Compiled) Resolved() bool { return c.Bindings != nil }

// MinIrregularTrips is the least trip count for which an irregular loop
// under sequential loops becomes a kernel of its own: each iteration of
// those loops then launches it, which pays only for enough iterations.
// A loop at the top of the nest always does (one launch, run in order
// when no plan helps); below it, the loop stays inside the kernel of the
// enclosing loops, in order, unless the module cannot be built otherwise.
const MinIrregularTrips = 1024

// Instantiate builds the module of a plan (from Analysed.Plan) for the
// call's types and bindings. The irregular loops worth it become first
// Dims of their kernels (kernelgen.BuildWith) for the executor of
// execution plans; the module without them is the fallback, and the
// module of every irregular loop is the rescue of a plan that has no
// module otherwise (a private scalar its distributed statements share).
// On the GPU the module also holds those kernels' GPU variants.
func Instantiate(n *nest.Nest, plan *depend.NestPlan, types kernelgen.Types, bindings map[string]int64, cfg Config) *Compiled {
	c := &Compiled{Nest: n, Plan: plan, Bindings: bindings}
	if !cfg.Irregular || len(plan.Irregular) == 0 {
		c.Module, c.BuildErr = kernelgen.BuildWith(plan, types, bindings, kernelgen.Options{})
		return c
	}
	var use []depend.IrregularLoop
	for _, il := range plan.Irregular {
		trips, ok := plan.TripCount(il.Loop, bindings)
		if n.Loops[il.Loop].Parent < 0 || ok && trips >= MinIrregularTrips {
			use = append(use, il)
		}
	}
	attempts := [][]depend.IrregularLoop{use, nil, plan.Irregular}
	if len(use) == 0 {
		attempts = attempts[1:]
	}
	var plainErr error
	for _, loops := range attempts {
		m, err := kernelgen.BuildWith(plan, types, bindings, kernelgen.Options{Irregular: loops})
		if err == nil {
			c.Module, c.BuildErr = m, nil
			c.Irregular = kernelgen.IrregularKernels(m, plan.Irregular)
			if cfg.Target == GPU && slices.ContainsFunc(c.Irregular, func(il *depend.IrregularLoop) bool { return il != nil }) {
				c.Module, c.GPUVariants = kernelgen.GPUIrregular(m, c.Irregular)
			}
			return c
		}
		if loops == nil {
			plainErr = err // the one to report: the plan's own schedule
		}
	}
	c.BuildErr = plainErr
	return c
}
