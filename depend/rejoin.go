// This file rejoins sibling loops of a plan that Allen–Kennedy
// distribution split apart although a per-iteration value flows between
// them.
//
// The dependence analysis treats a private scalar (t = b[l, i]; a[i] += t)
// and an if-conversion predicate (__p1[i, l]) as expanded over their loops:
// the flow from the write to the read is loop-independent, so
// distribution is free to put the writer in a parallel l loop and the
// reader in a sequential l loop. Code generation, though, keeps such a
// value in one variable per iteration of the loops that enclose both
// statements in the schedule; once the two l loops are siblings, the
// reader would see only the last l's value. Fusion first: the siblings are
// rejoined into one loop, which is always legal (see rejoinAt), and the
// value stays one variable per iteration of every loop around it. The
// merged loop is parallel when every part was and no dependence among the
// merged statements is carried by it; otherwise it runs in order, as the
// source does.

package depend

import (
	"slices"

	"github.com/alpyna/alpyna/nest"
)

// privateFlows lists, for a nest, the statement pairs (writer, reader) of
// a per-iteration value: a scalar that is not a reduction, or a
// predicate. Every writer is paired with every reader of the name, which
// over-approximates the flows; rejoining more than needed only costs
// parallelism.
func privateFlows(n *nest.Nest) [][2]int {
	writers := map[string][]int{}
	for _, st := range n.Stmts {
		switch t := st.Target.(type) {
		case *nest.Name:
			if sc := n.Scalar(t.Id); sc != nil && sc.Role != nest.Reduction {
				writers[t.Id] = append(writers[t.Id], st.Index)
			}
		case *nest.Ref:
			if t.Synthetic {
				writers[t.Array] = append(writers[t.Array], st.Index)
			}
		}
	}
	var flows [][2]int
	for _, st := range n.Stmts {
		read := map[string]bool{}
		visit := func(e nest.Expr) {
			nest.WalkExpr(e, func(x nest.Expr) {
				switch x := x.(type) {
				case *nest.Name:
					if x.Role == nest.ScalarVar {
						read[x.Id] = true
					}
				case *nest.Ref:
					if x.Synthetic {
						read[x.Array] = true
					}
				}
			})
		}
		visit(st.Value)
		visit(st.Pred)
		if r, ok := st.Target.(*nest.Ref); ok {
			for _, s := range r.Subs {
				visit(s)
			}
		}
		if t, ok := st.Target.(*nest.Name); ok && st.Op != nest.NoOp {
			read[t.Id] = true
		}
		for name := range read {
			for _, w := range writers[name] {
				if w != st.Index {
					flows = append(flows, [2]int{w, st.Index})
				}
			}
		}
	}
	slices.SortFunc(flows, func(a, b [2]int) int {
		if a[0] != b[0] {
			return a[0] - b[0]
		}
		return a[1] - b[1]
	})
	return flows
}

// rejoin merges, at every level of pl, the sibling loops over one loop of
// the nest between whose statements a per-iteration value flows within an
// iteration of that loop. edges are the dependences the plan was made from.
func rejoin(pl *Plan, n *nest.Nest, edges []Edge) {
	flows := privateFlows(n)
	if len(flows) == 0 {
		return
	}
	pl.Body = rejoinAt(pl.Body, n, pl.Problem, edges, flows)
}

// rejoinAt rejoins one sibling list, then recurses into the loops.
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
func rejoinAt(ns []*Node, n *nest.Nest, p *Problem, edges []Edge, flows [][2]int) []*Node {
	for {
		i, j := splitPair(ns, n, flows)
		if i < 0 {
			break
		}
		lp := ns[i].Loop
		merged := &Node{Loop: lp, Parallel: true}
		var before, after []*Node
		first := firstStmt(ns[i])
		for _, nd := range ns[i : j+1] {
			if nd.Loop == lp {
				merged.Body = append(merged.Body, nd.Body...)
				merged.Parallel = merged.Parallel && nd.Parallel
				continue
			}
			if firstStmt(nd) < first {
				before = append(before, nd)
			} else {
				after = append(after, nd)
			}
		}
		if merged.Parallel && carriedAmong(merged, lp, p, edges) {
			merged.Parallel = false
		}
		out := slices.Clone(ns[:i])
		out = append(out, before...)
		out = append(out, merged)
		out = append(out, after...)
		ns = append(out, ns[j+1:]...)
	}
	for _, nd := range ns {
		if nd.Loop >= 0 {
			nd.Body = rejoinAt(nd.Body, n, p, edges, flows)
		}
	}
	return ns
}

// splitPair finds the first two siblings i < j, loops over one loop l,
// holding a writer and a reader of a per-iteration value that share l in
// the source; (-1, -1) if there are none.
func splitPair(ns []*Node, n *nest.Nest, flows [][2]int) (int, int) {
	owner := map[int]int{} // statement -> sibling
	for i, nd := range ns {
		for _, s := range nd.stmts(nil) {
			owner[s] = i
		}
	}
	bestI, bestJ := -1, -1
	for _, f := range flows {
		a, okA := owner[f[0]]
		b, okB := owner[f[1]]
		if !okA || !okB || a == b {
			continue
		}
		if a > b {
			a, b = b, a
		}
		lp := ns[a].Loop
		if lp < 0 || ns[b].Loop != lp {
			continue
		}
		if !slices.Contains(n.Stmts[f[0]].Loops, lp) || !slices.Contains(n.Stmts[f[1]].Loops, lp) {
			continue
		}
		if bestI < 0 || a < bestI || a == bestI && b > bestJ {
			bestI, bestJ = a, b
		}
	}
	return bestI, bestJ
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
