// This file mends the splits of a plan that Allen–Kennedy distribution
// made although a per-iteration value flows across them.
//
// The dependence analysis treats a private scalar (t = b[l, i]; a[i] += t)
// and an if-conversion predicate (__p1[i, l]) as expanded over their loops:
// the flow from the write to the read is loop-independent, so
// distribution is free to put the writer in a parallel l loop and the
// reader in a sequential l loop. Code generation, though, keeps such a
// value in one variable per iteration of the loops that enclose both
// statements in the schedule; once the two l loops are siblings, the
// reader would see only the last l's value. Fusion first: the siblings are
// rejoined into one loop, which is always legal (see rejoiner.at), where
// that costs no parallelism; where it would serialise the only parallel
// loop there is, the value is expanded into a temporary array instead
// (Expansion, rejoin).

package depend

import (
	"slices"
	"strings"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
)

// privateFlows lists, for a nest, the statement pairs (writer, reader) of
// a per-iteration value: a scalar that is not a reduction, or a
// predicate. Every writer is paired with every reader of the name, which
// over-approximates the flows; rejoining more than needed only costs
// parallelism.
func privateFlows(n *nest.Nest) []flow {
	writers := map[string][]int{}
	for _, st := range n.Stmts {
		name := nest.ValueName(st.Target)
		if sc := n.Scalar(name); name != "" && (sc == nil || sc.Role != nest.Reduction) {
			writers[name] = append(writers[name], st.Index)
		}
	}
	var flows []flow
	for _, st := range n.Stmts {
		read := map[string]bool{}
		for _, e := range st.Reads() {
			if name := nest.ValueName(e); name != "" {
				read[name] = true
			}
		}
		for name := range read {
			for _, w := range writers[name] {
				if w != st.Index {
					flows = append(flows, flow{w, st.Index, name})
				}
			}
		}
	}
	slices.SortFunc(flows, func(a, b flow) int {
		if a.w != b.w {
			return a.w - b.w
		}
		if a.r != b.r {
			return a.r - b.r
		}
		return strings.Compare(a.name, b.name)
	})
	return flows
}

// A flow is a per-iteration value name written by statement w and read by
// statement r.
type flow struct {
	w, r int
	name string
}

// An Expansion is a private scalar or predicate whose writes and reads the
// plan keeps in different loops: code generation stores it in a temporary
// array with one element per iteration of Loops (the loops its writer and
// readers share in the source, from the outermost one the plan split),
// allocated for each run of the nest.
type Expansion struct {
	Name  string
	Loops []int // indices into Nest.Loops, outermost first
}

// rejoin merges, at every level of pl, the sibling loops over one loop of
// the nest between whose statements a per-iteration value flows within an
// iteration of that loop, and returns the values it expanded instead.
// edges are the dependences the plan was made from.
//
// Merging costs nothing when the siblings are all sequential, or all
// parallel and the merged loop stays parallel, and little inside a
// parallel loop (the outer loop keeps the work spread). Otherwise it would
// run in order a loop that was parallel for the writer, and that loop is
// the outermost parallelism there is: then the value is expanded into a
// temporary array over the loops the writer and reader share from the
// split one down (an Expansion), and the siblings stay apart. Expansion
// needs extents known before the nest runs (those loops' bounds may not
// depend on loop variables, nor be read at each entry of the loop:
// nest.Loop.Dynamic) and every write of the value in one sibling.
func rejoin(pl *Plan, n *nest.Nest, edges []Edge) []Expansion {
	flows := privateFlows(n)
	if len(flows) == 0 {
		return nil
	}
	r := &rejoiner{n: n, p: pl.Problem, edges: edges, flows: flows}
	pl.Body = r.at(pl.Body, false)
	return r.expanded
}

type rejoiner struct {
	n        *nest.Nest
	p        *Problem
	edges    []Edge
	flows    []flow
	expanded []Expansion
}

func (r *rejoiner) isExpanded(name string) bool {
	return slices.ContainsFunc(r.expanded, func(e Expansion) bool { return e.Name == name })
}

// at rejoins one sibling list, then recurses into the loops; underParallel
// says whether a parallel loop of the plan encloses the list.
//
// Why merging is legal: the siblings over loop l at this level are the
// strongly connected components of l's statements, and the dependences
// between them all go forward in the list. Running a contiguous run of
// them as one loop in order, each iteration executing their bodies in list
// order, keeps every such dependence (a carried one goes to a later
// iteration; an independent one to a later body). A sibling between them
// that is not a loop over l stands outside l in the source, entirely
// before or entirely after it, and the only dependences it has with l's
// statements at this level are loop-independent ones in source order; so
// it moves in front of the merged loop when it comes first in the source
// and behind it otherwise, without crossing a dependence.
func (r *rejoiner) at(ns []*Node, underParallel bool) []*Node {
	for {
		i, j, f := r.splitPair(ns)
		if i < 0 {
			break
		}
		lp := ns[i].Loop
		merged := &Node{Loop: lp, Parallel: true}
		allSequential := true
		var before, after []*Node
		first := firstStmt(ns[i])
		for _, nd := range ns[i : j+1] {
			if nd.Loop == lp {
				merged.Body = append(merged.Body, nd.Body...)
				merged.Parallel = merged.Parallel && nd.Parallel
				allSequential = allSequential && !nd.Parallel
				continue
			}
			if firstStmt(nd) < first {
				before = append(before, nd)
			} else {
				after = append(after, nd)
			}
		}
		if merged.Parallel && carriedAmong(merged, lp, r.p, r.edges) {
			merged.Parallel = false
		}
		if !underParallel && !allSequential && !merged.Parallel {
			if e, ok := r.expansion(ns, f, lp); ok {
				r.expanded = append(r.expanded, e)
				continue
			}
		}
		out := slices.Clone(ns[:i])
		out = append(out, before...)
		out = append(out, merged)
		out = append(out, after...)
		ns = append(out, ns[j+1:]...)
	}
	for _, nd := range ns {
		if nd.Loop >= 0 {
			nd.Body = r.at(nd.Body, underParallel || nd.Parallel)
		}
	}
	return ns
}

// expansion returns the Expansion of flow f's value split at loop lp, if
// it can have one.
func (r *rejoiner) expansion(ns []*Node, f flow, lp int) (Expansion, bool) {
	// Only a value each iteration writes before reading it: a private
	// scalar or a branch predicate (a break's flag carries a value from
	// iteration to iteration, and its loop runs in order anyway).
	if sc := r.n.Scalar(f.name); sc != nil && sc.Role != nest.Private {
		return Expansion{}, false
	}
	for _, p := range r.n.Predicates {
		if p.Name == f.name && p.Exit {
			return Expansion{}, false
		}
	}
	ws, rs := r.n.Stmts[f.w].Loops, r.n.Stmts[f.r].Loops
	common := ws[:commonPrefix(ws, rs)]
	k := slices.Index(common, lp)
	if k < 0 {
		return Expansion{}, false
	}
	loops := slices.Clone(common[k:])
	loopVar := map[string]bool{}
	for _, l := range r.n.Loops {
		loopVar[l.Var] = true
	}
	for _, l := range loops {
		lo := r.n.Loops[l]
		for _, f := range []affine.Form{lo.Lower, lo.Upper} {
			if !f.Valid() && lo.Dynamic {
				// Read at each entry of the loop (range(i * n // 2,
				// ...)): no extent before the nest runs.
				return Expansion{}, false
			}
			if !f.Valid() {
				continue // evaluated before the nest
			}
			for _, v := range f.Vars() {
				if loopVar[v] {
					return Expansion{}, false
				}
			}
		}
	}
	// Every write of the value in one sibling: the others only read it.
	owner := -1
	for _, g := range r.flows {
		if g.name != f.name {
			continue
		}
		for i, nd := range ns {
			if slices.Contains(nd.stmts(nil), g.w) {
				if owner >= 0 && owner != i {
					return Expansion{}, false
				}
				owner = i
			}
		}
	}
	return Expansion{Name: f.name, Loops: loops}, true
}

// splitPair finds the first two siblings i < j, loops over one loop l,
// holding a writer and a reader of a per-iteration value that share l in
// the source and is not expanded yet, and that flow; (-1, -1) if there are
// none.
func (r *rejoiner) splitPair(ns []*Node) (int, int, flow) {
	owner := map[int]int{} // statement -> sibling
	for i, nd := range ns {
		for _, s := range nd.stmts(nil) {
			owner[s] = i
		}
	}
	bestI, bestJ, best := -1, -1, flow{}
	for _, f := range r.flows {
		a, okA := owner[f.w]
		b, okB := owner[f.r]
		if !okA || !okB || a == b || r.isExpanded(f.name) {
			continue
		}
		if a > b {
			a, b = b, a
		}
		lp := ns[a].Loop
		if lp < 0 || ns[b].Loop != lp {
			continue
		}
		if !slices.Contains(r.n.Stmts[f.w].Loops, lp) || !slices.Contains(r.n.Stmts[f.r].Loops, lp) {
			continue
		}
		if bestI < 0 || a < bestI || a == bestI && b > bestJ {
			bestI, bestJ, best = a, b, f
		}
	}
	return bestI, bestJ, best
}

// carriedAmong reports whether a dependence between statements of node nd
// is carried by loop lp.
func carriedAmong(nd *Node, lp int, p *Problem, edges []Edge) bool {
	stmts := nd.stmts(nil)
	for _, e := range edges {
		if e.Loop != lp {
			continue
		}
		if slices.Contains(stmts, p.Refs[e.Src].Stmt) && slices.Contains(stmts, p.Refs[e.Dst].Stmt) {
			return true
		}
	}
	return false
}

// stmts appends the statements under nd, in plan order.
func (nd *Node) stmts(out []int) []int {
	if nd.Loop < 0 {
		return append(out, nd.Stmt)
	}
	for _, c := range nd.Body {
		out = c.stmts(out)
	}
	return out
}

func firstStmt(nd *Node) int { return slices.Min(nd.stmts(nil)) }
