// This file turns a pair's answer into dependence edges and holds the graph.

package depend

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
)

// A Graph is the dependence graph of a nest for one set of symbol values.
type Graph struct {
	Problem *Problem
	Edges   []Edge // sorted by Src, Dst, Level, Kind, then directions
	// Exact is what the exact test did for the pairs of this graph, those
	// Analyze settled and those Resolve finished.
	Exact ExactStats
}

// edges splits the pair's direction vectors by the loop that carries them
// (A&K §2.2: the level of a dependence is its first non-Eq direction), and
// orients each piece from the reference that executes first. A vector whose
// first non-Eq direction is Gt runs from dst to src, and reads reversed.
func (pr *pair) edges(c *compiled, out outcome) []Edge {
	var es []Edge
	n := len(pr.common)
	for _, b := range out.boxes {
		for k := 0; k <= n; k++ {
			if k == n {
				// All Eq: the same iteration of every common loop; program
				// order decides, and a reference does not depend on itself.
				if pr.src != pr.dst {
					es = append(es, pr.edge(c, b, k, Eq, out.tests))
				}
				break
			}
			if b[k].dir&Lt != 0 {
				es = append(es, pr.edge(c, b, k, Lt, out.tests))
			}
			if b[k].dir&Gt != 0 && pr.src != pr.dst {
				// For a reference with itself the reversed vectors are the
				// forward ones again.
				es = append(es, pr.edge(c, b, k, Gt, out.tests))
			}
			if b[k].dir&Eq == 0 {
				break
			}
		}
	}
	return mergeEdges(splitNe(es))
}

// edge builds the piece of box b with Eq before level k and d at level k.
func (pr *pair) edge(c *compiled, b box, k int, d Dir, tests testSet) Edge {
	n := len(pr.common)
	e := Edge{Src: pr.src, Dst: pr.dst, Level: k + 1, Loop: -1, Dirs: make([]Dir, n), Dist: make([]Distance, n), test: tests}
	for l := range n {
		lv := b[l]
		switch {
		case l < k:
			e.Dirs[l], e.Dist[l] = Eq, Distance{0, true}
			continue
		case l == k:
			lv.dir = d
		}
		e.Dirs[l] = lv.dir
		if lv.dir == Eq {
			e.Dist[l] = Distance{0, true}
		} else if lv.known {
			e.Dist[l] = Distance{lv.dist, true}
		}
	}
	if k == n {
		e.Level = 0
	} else {
		e.Loop = pr.common[k]
	}
	if d == Gt {
		e.Src, e.Dst = e.Dst, e.Src
		for l := range n {
			e.Dirs[l] = e.Dirs[l].reverse()
			if e.Dist[l].Known {
				if e.Dist[l].Value == math.MinInt64 {
					e.Dist[l] = Distance{}
				} else {
					e.Dist[l].Value = -e.Dist[l].Value
				}
			}
		}
	}
	refs := c.p.Refs
	e.Kind = kindOf(refs[e.Src].Write, refs[e.Dst].Write)
	return e
}

// splitNe replaces a Ne direction after the carrying level by Lt and Gt, so
// that the report uses only <, =, >, <=, >= and *.
func splitNe(es []Edge) []Edge {
	for i := 0; i < len(es); i++ {
		l := slices.Index(es[i].Dirs, Ne)
		if l < 0 {
			continue
		}
		gt := es[i]
		gt.Dirs = slices.Clone(gt.Dirs)
		gt.Dist = slices.Clone(gt.Dist)
		es[i].Dirs[l], gt.Dirs[l] = Lt, Gt
		es = append(es, gt)
		i--
	}
	return es
}

// mergeEdges joins edges that differ in the directions of one loop only,
// as long as the union is a reported set (<=, >= or *).
func mergeEdges(es []Edge) []Edge {
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(es) && !merged; i++ {
			for j := i + 1; j < len(es) && !merged; j++ {
				if l, ok := mergeable(&es[i], &es[j]); ok {
					es[i].Dirs[l] |= es[j].Dirs[l]
					es[i].Dist[l] = Distance{}
					es[i].test |= es[j].test
					es = slices.Delete(es, j, j+1)
					merged = true
				}
			}
		}
	}
	return es
}

func mergeable(e, f *Edge) (int, bool) {
	if e.Src != f.Src || e.Dst != f.Dst || e.Level != f.Level || e.Kind != f.Kind {
		return 0, false
	}
	diff := -1
	for l := range e.Dirs {
		if e.Dirs[l] == f.Dirs[l] && e.Dist[l] == f.Dist[l] {
			continue
		}
		if diff >= 0 {
			return 0, false
		}
		diff = l
	}
	if diff < 0 {
		return diff, false
	}
	u := e.Dirs[diff] | f.Dirs[diff]
	return diff, u == Le || u == Ge || u == Any || u == e.Dirs[diff]
}

func sortEdges(es []Edge) {
	slices.SortFunc(es, func(e, f Edge) int {
		return cmp.Or(
			cmp.Compare(e.Src, f.Src),
			cmp.Compare(e.Dst, f.Dst),
			cmp.Compare(e.Level, f.Level),
			cmp.Compare(e.Kind, f.Kind),
			slices.Compare(e.Dirs, f.Dirs),
			slices.CompareFunc(e.Dist, f.Dist, func(a, b Distance) int {
				return cmp.Or(cmp.Compare(boolInt(a.Known), boolInt(b.Known)), cmp.Compare(a.Value, b.Value))
			}),
		)
	})
}

// String formats g one edge a line:
//
//	flow S0 a[i + 1] -> S0 a[i] (<) distance (1) carried by i
func (g *Graph) String() string {
	var b strings.Builder
	for i := range g.Edges {
		b.WriteString(g.EdgeString(&g.Edges[i]))
		b.WriteByte('\n')
	}
	return b.String()
}

// EdgeString formats one edge of g.
func (g *Graph) EdgeString(e *Edge) string {
	refs := g.Problem.Refs
	s := fmt.Sprintf("%s S%d %s -> S%d %s %s distance %s", e.Kind,
		refs[e.Src].Stmt, refs[e.Src].String(), refs[e.Dst].Stmt, refs[e.Dst].String(), e.dirString(), e.distString())
	if e.Level == 0 {
		return s + " loop-independent"
	}
	return s + " carried by " + g.Problem.Loops[e.Loop].Var
}
