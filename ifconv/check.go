package ifconv

import (
	"fmt"

	"github.com/alpyna/alpyna/nest"
)

// This file finds the records whose converted form would not mean what the
// source means; Convert converts them all the same and gives the nest a
// Reason, so that it runs in the interpreter.

// checkLoopVars adds a Reason where conversion changes which iterations of
// a loop run while its variable is read after the loop, and where a
// predicate would be subscripted twice by one name.
//
// A converted loop always runs all its iterations: one under an if runs
// whatever the condition, one that breaks (and every loop inside it) runs
// to the end with its statements switched off. Its variable then ends with
// the last value of the range, not the value at the break, or the value it
// had before the skipped loop; a statement reading it after the loop would
// see a different value.
func (c *converter) checkLoopVars() {
	changed := map[string]*nest.Loop{} // loop variable → a loop whose iterations conversion changes
	var mark func(body []nest.Node, conditional bool)
	mark = func(body []nest.Node, conditional bool) {
		for _, nd := range body {
			switch x := nd.(type) {
			case *nest.Loop:
				cond := conditional || c.exits[x] != nil
				if cond && changed[x.Var] == nil {
					changed[x.Var] = x
				}
				mark(x.Body, cond)
			case *nest.If:
				mark(x.Then, true)
				mark(x.Else, true)
			}
		}
	}
	mark([]nest.Node{c.n.Root}, false)

	reported := map[string]bool{}
	report := func(pos nest.Pos, msg string) {
		if !reported[msg] {
			reported[msg] = true
			c.n.Reasons = append(c.n.Reasons, nest.Reason{Pos: pos, Msg: msg})
		}
	}
	readsAfter := func(e nest.Expr, bound []string) {
		nest.WalkExpr(e, func(x nest.Expr) {
			nm, ok := x.(*nest.Name)
			if !ok || nm.Role == nest.Symbol || changed[nm.Id] == nil || contains(bound, nm.Id) {
				return
			}
			l := changed[nm.Id]
			report(nm.Pos, fmt.Sprintf("loop variable %s is read after the loop at %d:%d, which if-conversion cannot stop where Python does",
				nm.Id, l.Pos.Line, l.Pos.Col))
		})
	}
	var walk func(body []nest.Node, bound []string)
	walk = func(body []nest.Node, bound []string) {
		for _, nd := range body {
			switch x := nd.(type) {
			case *nest.Assign:
				readsAfter(x.Pred, bound)
				readsAfter(x.Value, bound)
				readsAfter(x.Target, bound)
			case *nest.Loop:
				readsAfter(x.Start, bound)
				readsAfter(x.Stop, bound)
				readsAfter(x.Step, bound)
				walk(x.Body, append(bound[:len(bound):len(bound)], x.Var))
			case *nest.If:
				readsAfter(x.Test, bound)
				walk(x.Then, bound)
				walk(x.Else, bound)
			}
		}
	}
	walk([]nest.Node{c.n.Root}, nil)

	for _, p := range c.order {
		seen := map[string]bool{}
		for _, l := range c.predLoops[p] {
			if seen[l.Var] {
				report(p.Pos, fmt.Sprintf("loop variable %s is reused by an inner loop, so if-conversion cannot tell their iterations apart", l.Var))
			}
			seen[l.Var] = true
		}
	}
}

func contains(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}
