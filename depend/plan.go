// This file derives a parallel execution plan from a dependence graph by
// Allen–Kennedy code generation.

package depend

import (
	"fmt"
	"slices"
	"strings"
)

// A Plan says, for each statement of a nest, which of its loops run
// sequentially and which in parallel, and in what order statements run.
//
// Body is a forest in execution order: a Node with Loop >= 0 is a loop over
// its Body; a Node with Loop < 0 is the statement Stmt. Statements that
// share a node share that loop; sibling nodes run one after the other.
type Plan struct {
	Problem *Problem
	Body    []*Node
}

// A Node of a Plan.
type Node struct {
	Loop     int  // index into Problem.Loops, or -1 for a statement
	Parallel bool // no dependence is carried by this loop among its statements
	Stmt     int  // the statement, when Loop < 0
	Body     []*Node
}

// Plan runs the parallel-loop form of Allen and Kennedy's code generation
// (A&K §2.4, "codegen", with DOALL loops in place of vector statements):
// at each level, the statements are split into strongly connected components
// of the dependences at that level or deeper, ordered topologically; a
// component's loop at that level is parallel unless a dependence inside the
// component is carried by it; and the algorithm recurses one level down
// inside each component, dropping the dependences the sequential loop carries.
// A loop-independent dependence of a statement on itself (a[i] = a[i] + 1)
// orders nothing and is ignored.
func (g *Graph) Plan() (*Plan, error) {
	p := g.Problem
	chains := make(map[int][]int) // statement -> its loops
	for _, r := range p.Refs {
		if ch, ok := chains[r.Stmt]; ok && !slices.Equal(ch, r.Loops) {
			return nil, fmt.Errorf("statement %d: references in different loops %v and %v", r.Stmt, ch, r.Loops)
		}
		chains[r.Stmt] = r.Loops
	}
	var stmts []int
	for s := range chains {
		stmts = append(stmts, s)
	}
	slices.Sort(stmts)
	var es []stmtEdge
	for _, e := range g.Edges {
		s, d := p.Refs[e.Src].Stmt, p.Refs[e.Dst].Stmt
		if s == d && e.Level == 0 {
			continue
		}
		es = append(es, stmtEdge{s, d, e.Level})
	}
	var gen func(stmts []int, k int, es []stmtEdge) ([]*Node, error)
	gen = func(stmts []int, k int, es []stmtEdge) ([]*Node, error) {
		// Dependences at level k+1 or deeper, or loop-independent.
		var live []stmtEdge
		for _, e := range es {
			if (e.level == 0 || e.level > k) && slices.Contains(stmts, e.src) && slices.Contains(stmts, e.dst) {
				live = append(live, e)
			}
		}
		var nodes []*Node
		for _, comp := range components(stmts, live) {
			if len(chains[comp[0]]) == k {
				if len(comp) > 1 {
					return nil, fmt.Errorf("statements %v: a cycle through a statement with no loop at level %d", comp, k+1)
				}
				nodes = append(nodes, &Node{Loop: -1, Stmt: comp[0]})
				continue
			}
			lp := chains[comp[0]][k]
			for _, s := range comp[1:] {
				if len(chains[s]) <= k || chains[s][k] != lp {
					return nil, fmt.Errorf("statements %d and %d: a cycle across different loops at level %d", comp[0], s, k+1)
				}
			}
			node := &Node{Loop: lp, Parallel: true}
			var inner []stmtEdge
			for _, e := range live {
				if !slices.Contains(comp, e.src) || !slices.Contains(comp, e.dst) {
					continue
				}
				if e.level == k+1 {
					node.Parallel = false
					continue // satisfied by running this loop in order
				}
				inner = append(inner, e)
			}
			var err error
			if node.Body, err = gen(comp, k+1, inner); err != nil {
				return nil, err
			}
			nodes = append(nodes, node)
		}
		return nodes, nil
	}
	body, err := gen(stmts, 0, es)
	if err != nil {
		return nil, err
	}
	return &Plan{Problem: p, Body: body}, nil
}

// A stmtEdge is a dependence between statements at a level (0: loop-independent).
type stmtEdge struct{ src, dst, level int }

// components returns the strongly connected components of the statements
// under edges, in a topological order; among components free to go first,
// the one with the earliest statement does, so the order is deterministic and
// keeps the program's where it can.
func components(stmts []int, edges []stmtEdge) [][]int {
	succ := make(map[int][]int)
	for _, e := range edges {
		succ[e.src] = append(succ[e.src], e.dst)
	}
	// Tarjan's algorithm.
	index := make(map[int]int)
	low := make(map[int]int)
	onStack := make(map[int]bool)
	var stack []int
	var comps [][]int
	var strong func(v int)
	strong = func(v int) {
		index[v] = len(index)
		low[v] = index[v]
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range succ[v] {
			if _, seen := index[w]; !seen {
				strong(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var comp []int
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				comp = append(comp, w)
				if w == v {
					break
				}
			}
			slices.Sort(comp)
			comps = append(comps, comp)
		}
	}
	for _, v := range stmts {
		if _, seen := index[v]; !seen {
			strong(v)
		}
	}
	// Kahn's algorithm over the condensation, earliest statement first.
	compOf := make(map[int]int)
	for c, comp := range comps {
		for _, v := range comp {
			compOf[v] = c
		}
	}
	indeg := make([]int, len(comps))
	csucc := make([][]int, len(comps))
	for v, ws := range succ {
		for _, w := range ws {
			if cv, cw := compOf[v], compOf[w]; cv != cw && !slices.Contains(csucc[cv], cw) {
				csucc[cv] = append(csucc[cv], cw)
				indeg[cw]++
			}
		}
	}
	var order [][]int
	done := make([]bool, len(comps))
	for range comps {
		best := -1
		for c := range comps {
			if !done[c] && indeg[c] == 0 && (best < 0 || comps[c][0] < comps[best][0]) {
				best = c
			}
		}
		done[best] = true
		order = append(order, comps[best])
		for _, w := range csucc[best] {
			indeg[w]--
		}
	}
	return order
}

// StmtLoops returns the loops of statement stmt, outermost first, and which
// of them run in parallel; nil if the plan has no such statement.
func (pl *Plan) StmtLoops(stmt int) (loops []int, parallel []bool) {
	var walk func(ns []*Node, ls []int, par []bool) bool
	walk = func(ns []*Node, ls []int, par []bool) bool {
		for _, n := range ns {
			if n.Loop < 0 {
				if n.Stmt == stmt {
					loops, parallel = ls, par
					return true
				}
				continue
			}
			if walk(n.Body, append(slices.Clip(ls), n.Loop), append(slices.Clip(par), n.Parallel)) {
				return true
			}
		}
		return false
	}
	walk(pl.Body, nil, nil)
	return loops, parallel
}

// String formats the plan as an indented outline:
//
//	for i (sequential):
//	  for j (parallel):
//	    S1
func (pl *Plan) String() string {
	var b strings.Builder
	var walk func(ns []*Node, depth int)
	walk = func(ns []*Node, depth int) {
		for _, n := range ns {
			b.WriteString(strings.Repeat("  ", depth))
			if n.Loop < 0 {
				fmt.Fprintf(&b, "S%d\n", n.Stmt)
				continue
			}
			how := "sequential"
			if n.Parallel {
				how = "parallel"
			}
			fmt.Fprintf(&b, "for %s (%s):\n", pl.Problem.Loops[n.Loop].Var, how)
			walk(n.Body, depth+1)
		}
	}
	walk(pl.Body, 0)
	return b.String()
}
