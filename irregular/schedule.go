package irregular

// This file turns an inspector plan into what a launch runs, and checks
// the stores of a kernel's increments.

import (
	"errors"
	"fmt"
	"slices"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/inspector"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/runtime"
)

// tasksPerThread oversubscribes the threads within a colour, so that
// tasks of uneven cost balance (as runtime's own launches do).
const tasksPerThread = 4

// privateCost bounds privatisation: the private copies' elements (all
// threads but the first) may be at most this many times the element
// references of one launch, since zeroing and combining them costs as
// much as running that many references.
const privateCost = 4

// scheduleOf returns what a launch of kernel k runs for plan (count
// iterations), cached per plan, kernel and count.
func (pl *Planner) scheduleOf(plan *inspector.Plan, k *kernel.Kernel, count int64, r *Run, lp *loopPlan, threads int) *scheduled {
	key := scheduleKey{plan: plan, kernel: k, count: count, threads: threads}
	pl.mu.Lock()
	s, ok := pl.schedules[key]
	pl.mu.Unlock()
	if ok {
		return s
	}
	s = pl.makeSchedule(plan, k, count, r, lp, threads)
	pl.mu.Lock()
	if len(pl.schedules) >= maxSchedules {
		clear(pl.schedules)
	}
	pl.schedules[key] = s
	pl.mu.Unlock()
	return s
}

func (pl *Planner) makeSchedule(plan *inspector.Plan, k *kernel.Kernel, count int64, r *Run, lp *loopPlan, threads int) *scheduled {
	switch plan.Strategy {
	case inspector.Independent:
		return &scheduled{strategy: inspector.Independent}
	case inspector.TwoLevel:
		s := &runtime.Schedule{}
		for c := 0; c < plan.Colours(); c++ {
			var phase []runtime.Task
			for _, q := range plan.PartitionColour(c) {
				lo, hi := plan.Partition(int(q))
				phase = append(phase, runtime.Task{{Lo: int64(lo), Hi: int64(hi)}})
			}
			s.Phases = append(s.Phases, phase)
		}
		return &scheduled{schedule: s, strategy: inspector.TwoLevel}
	case inspector.Coloured:
		runs := 0
		for c := 0; c < plan.Colours(); c++ {
			runs += len(colourRuns(plan.Colour(c)))
		}
		minRun := pl.opts.MinRun
		if minRun == 0 {
			minRun = DefaultMinRun
		}
		if mean := float64(count) / float64(max(runs, 1)); mean < float64(minRun) {
			var ids []int
			for id, t := range lp.targets {
				if t.t.Written && hasIncrement(t.t) {
					ids = append(ids, id)
				}
			}
			why := fmt.Sprintf("the colours' runs of consecutive iterations average %.1f, fewer than %d", mean, minRun)
			if ps, err := privatise(ids, r, lp, count, threads); err == nil {
				return &scheduled{schedule: ps, strategy: inspector.Privatised, reason: why + ": privatised instead",
					privatised: ids}
			} else {
				return &scheduled{strategy: inspector.Sequential, reason: why + ", and " + err.Error()}
			}
		}
		s := &runtime.Schedule{}
		for c := 0; c < plan.Colours(); c++ {
			s.Phases = append(s.Phases, chunk(colourRuns(plan.Colour(c)), tasksPerThread*threads))
		}
		return &scheduled{schedule: s, strategy: inspector.Coloured}
	case inspector.Privatised:
		ps, err := privatise(plan.Privatise, r, lp, count, threads)
		if err != nil {
			return &scheduled{strategy: inspector.Sequential, reason: plan.Reason + ", but " + err.Error()}
		}
		return &scheduled{schedule: ps, strategy: inspector.Privatised, privatised: plan.Privatise}
	}
	return &scheduled{strategy: inspector.Sequential}
}

// verifySchedule checks a schedule with inspector.Verify as the plan it
// amounts to: every iteration once; the iterations of a phase's tasks
// sharing no written element (a Coloured plan whose colours are the
// phases), or the tasks of a phase being partitions that share none (a
// TwoLevel plan), or only privatised targets shared.
func verifySchedule(sc *scheduled, count int64, acc []inspector.Access) error {
	p := &inspector.Plan{Strategy: sc.strategy, Iterations: int(count)}
	s := sc.schedule
	switch sc.strategy {
	case inspector.Coloured:
		p.ColourStart = []int32{0}
		for _, ph := range s.Phases {
			var its []int32
			for _, t := range ph {
				for _, r := range t {
					for i := r.Lo; i < r.Hi; i++ {
						its = append(its, int32(i))
					}
				}
			}
			slices.Sort(its)
			p.Order = append(p.Order, its...)
			p.ColourStart = append(p.ColourStart, int32(len(p.Order)))
		}
	case inspector.TwoLevel:
		var parts []runtime.Range
		for _, ph := range s.Phases {
			for _, t := range ph {
				if len(t) != 1 {
					return fmt.Errorf("a two-level task of %d ranges", len(t))
				}
				parts = append(parts, t[0])
			}
		}
		slices.SortFunc(parts, func(a, b runtime.Range) int { return int(a.Lo - b.Lo) })
		index := map[int64]int32{}
		for q, r := range parts {
			if q == 0 {
				p.PartStart = append(p.PartStart, int32(r.Lo))
			}
			p.PartStart = append(p.PartStart, int32(r.Hi))
			index[r.Lo] = int32(q)
		}
		p.PartColourStart = []int32{0}
		for _, ph := range s.Phases {
			var qs []int32
			for _, t := range ph {
				qs = append(qs, index[t[0].Lo])
			}
			slices.Sort(qs)
			p.PartOrder = append(p.PartOrder, qs...)
			p.PartColourStart = append(p.PartColourStart, int32(len(p.PartOrder)))
		}
	case inspector.Privatised:
		p.Privatise = sc.privatised
		next := int64(0)
		for _, t := range s.Phases[0] {
			for _, r := range t {
				if r.Lo != next {
					return fmt.Errorf("tasks do not tile the iterations at %d", next)
				}
				next = r.Hi
			}
		}
		if next != count {
			return fmt.Errorf("tasks end at %d of %d iterations", next, count)
		}
	}
	return inspector.Verify(p, acc)
}

func hasIncrement(t *depend.IrregularTarget) bool {
	for _, x := range t.Accesses {
		if x.Kind == depend.AccessIncrement {
			return true
		}
	}
	return false
}

// privatise makes the schedule of one contiguous range per thread (of
// threads, those the plan is made for) with
// the targets ids (Access.Target values) incremented through private
// copies, or says why it cannot: a target that is also read or written,
// incremented with two operators, of a bool type, or too large.
func privatise(ids []int, r *Run, lp *loopPlan, count int64, threads int) (*runtime.Schedule, error) {
	s := &runtime.Schedule{}
	copies := int64(0)
	for _, id := range ids {
		t := lp.targets[id]
		if t.module < 0 {
			return nil, fmt.Errorf("%s is not an array of the kernels", t.t.Array)
		}
		op := nest.NoOp
		for _, x := range t.t.Accesses {
			if x.Kind != depend.AccessIncrement || op != nest.NoOp && x.Op != op {
				return nil, fmt.Errorf("%s is not only incremented with one operator", t.t.Array)
			}
			op = x.Op
		}
		elem := r.m.Arrays[t.module].Elem
		if !elem.IsInt() && !elem.IsFloat() || elem.IsPython() {
			return nil, fmt.Errorf("%s is a %s array", t.t.Array, elem)
		}
		copies += int64(t.array.Size()) * int64(threads-1)
		s.Private = append(s.Private, runtime.Private{Array: t.module, Op: kernelOps[op]})
	}
	if copies > privateCost*count*max(lp.refs, 1) {
		return nil, fmt.Errorf("private copies of %d elements cost more than the loop", copies)
	}
	var phase []runtime.Task
	for q := range int64(threads) {
		lo, hi := count*q/int64(threads), count*(q+1)/int64(threads)
		phase = append(phase, runtime.Task{{Lo: lo, Hi: hi}})
	}
	s.Phases = [][]runtime.Task{phase}
	return s, nil
}

var kernelOps = map[nest.BinOp]kernel.BinOp{nest.Add: kernel.Add, nest.Mul: kernel.Mul, nest.Min: kernel.Min, nest.Max: kernel.Max,
	nest.BitAnd: kernel.BitAnd, nest.BitOr: kernel.BitOr, nest.BitXor: kernel.BitXor}

// colourRuns splits a colour's ascending iterations into ranges of
// consecutive iteration numbers.
func colourRuns(its []int32) []runtime.Range {
	var out []runtime.Range
	for i := 0; i < len(its); {
		j := i + 1
		for j < len(its) && its[j] == its[j-1]+1 {
			j++
		}
		out = append(out, runtime.Range{Lo: int64(its[i]), Hi: int64(its[j-1]) + 1})
		i = j
	}
	return out
}

// chunk groups ranges into about n tasks of similar numbers of iterations,
// keeping their order.
func chunk(rs []runtime.Range, n int) []runtime.Task {
	total := int64(0)
	for _, r := range rs {
		total += r.Hi - r.Lo
	}
	per := max(total/int64(max(n, 1)), 1)
	var out []runtime.Task
	var cur runtime.Task
	size := int64(0)
	for _, r := range rs {
		cur = append(cur, r)
		size += r.Hi - r.Lo
		if size >= per {
			out = append(out, cur)
			cur, size = nil, 0
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// exactIncrement checks that a store is the increment op of its own
// element, computed in a type of the array's kind: an integer array
// updated in floats truncates at every update, and those updates do not
// commute.
func exactIncrement(st *kernel.Store, op nest.BinOp) error {
	v := st.Value
	// The conversions of setitem into the element type: a cast, after
	// int() for a float stored into an integer array.
	for range 2 {
		if c, ok := v.(*kernel.Convert); ok {
			v = c.X
		}
	}
	b, ok := v.(*kernel.Binary)
	if !ok {
		return errors.New("the store is not an increment")
	}
	selfLoad := st.SelfLoad()
	self := func(e kernel.Expr) bool {
		if c, ok := e.(*kernel.Convert); ok {
			e = c.X
		}
		ld, ok := e.(*kernel.Load)
		return ok && selfLoad != nil && (ld == selfLoad || kernel.ExprString(ld) == kernel.ExprString(selfLoad))
	}
	match := false
	switch op {
	case nest.Add:
		match = b.Op == kernel.Add && (self(b.X) || self(b.Y)) || b.Op == kernel.Sub && self(b.X)
	case nest.Mul:
		match = b.Op == kernel.Mul && (self(b.X) || self(b.Y))
	case nest.Min:
		match = b.Op == kernel.Min && self(b.X)
	case nest.Max:
		match = b.Op == kernel.Max && self(b.X)
	case nest.BitAnd, nest.BitOr, nest.BitXor:
		match = b.Op == kernelOps[op] && (self(b.X) || self(b.Y))
	}
	if !match {
		return fmt.Errorf("the store into %s is not a %s of its element", st.Array.Name, op)
	}
	elem := st.Array.Elem
	if b.T != elem && !(b.T.IsFloat() && elem.IsFloat()) && !(b.T.IsInt() && elem.IsInt()) {
		return fmt.Errorf("%s elements are updated in %s, which does not commute", elem, b.T)
	}
	return nil
}
