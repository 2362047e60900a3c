package frontend

// This file explains a time loop that swaps its arrays, as stencil codes
// are written:
//
//	for t in range(steps):
//	    for i in range(1, n - 1):
//	        v[i] = 0.5 * (u[i - 1] + u[i + 1])
//	    u, v = v, u
//
// A nest cannot rebind an array name (the analysis takes one name for one
// array), so the time loop runs in the interpreter and each inner loop is a
// nest of its own, dispatched at every step. Taken apart as tuple
// assignments are (iterations.go), the swap would give four reasons (two
// arrays assigned as a whole, two used as values); it gets one, which
// says what happens.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/ast"
)

// A swap permutes names: a tuple assignment (`u, v = v, u`), or a run of
// plain assignments through a temporary (`tmp = u; u = v; v = tmp`).
type swap struct {
	pos   ast.Pos
	lines []int    // the lines of its statements
	names []string // the names it rebinds, in order
	text  string   // as the script spells it
}

// arraySwaps returns the swaps of root.
func arraySwaps(root *ast.For) []swap {
	var out []swap
	var walk func(stmts []ast.Stmt)
	walk = func(stmts []ast.Stmt) {
		for k, st := range stmts {
			if sw, ok := tupleSwap(st); ok {
				out = append(out, sw)
			} else if sw, ok := temporarySwap(stmts[k:]); ok {
				out = append(out, sw)
			}
			switch x := st.(type) {
			case *ast.For:
				walk(x.Body)
				walk(x.Orelse)
			case *ast.While:
				walk(x.Body)
				walk(x.Orelse)
			case *ast.If:
				walk(x.Body)
				walk(x.Orelse)
			}
		}
	}
	walk(root.Body)
	return out
}

// tupleSwap reads `u, v = v, u` (any permutation of names).
func tupleSwap(st ast.Stmt) (swap, bool) {
	a, ok := st.(*ast.Assign)
	if !ok || len(a.Targets) != 1 {
		return swap{}, false
	}
	lhs, ok1 := a.Targets[0].(*ast.Tuple)
	rhs, ok2 := a.Value.(*ast.Tuple)
	if !ok1 || !ok2 || len(lhs.Elts) != len(rhs.Elts) || len(lhs.Elts) < 2 {
		return swap{}, false
	}
	count := map[string]int{}
	var left, right []string
	for k := range lhs.Elts {
		l, okL := lhs.Elts[k].(*ast.Name)
		r, okR := rhs.Elts[k].(*ast.Name)
		if !okL || !okR {
			return swap{}, false
		}
		count[string(l.Id)]++
		count[string(r.Id)]--
		left, right = append(left, string(l.Id)), append(right, string(r.Id))
	}
	for _, c := range count {
		if c != 0 {
			return swap{}, false
		}
	}
	return swap{pos: a.Pos, lines: []int{a.Lineno}, names: left,
		text: strings.Join(left, ", ") + " = " + strings.Join(right, ", ")}, true
}

// temporarySwap reads `t = u; u = v; v = t` at the start of stmts.
func temporarySwap(stmts []ast.Stmt) (swap, bool) {
	if len(stmts) < 3 {
		return swap{}, false
	}
	var pairs [3][2]string
	for k := range pairs {
		a, ok := stmts[k].(*ast.Assign)
		if !ok || len(a.Targets) != 1 {
			return swap{}, false
		}
		l, okL := a.Targets[0].(*ast.Name)
		r, okR := a.Value.(*ast.Name)
		if !okL || !okR {
			return swap{}, false
		}
		pairs[k] = [2]string{string(l.Id), string(r.Id)}
	}
	t, u, v := pairs[0][0], pairs[0][1], pairs[1][1]
	if pairs[1][0] != u || pairs[2] != [2]string{v, t} || t == u || u == v || t == v {
		return swap{}, false
	}
	var text []string
	var lines []int
	for k := range pairs {
		text = append(text, pairs[k][0]+" = "+pairs[k][1])
		lines = append(lines, stmts[k].GetLineno())
	}
	return swap{pos: ast.Pos{Lineno: stmts[0].GetLineno(), ColOffset: stmts[0].GetColOffset()},
		lines: lines, names: []string{t, u, v}, text: strings.Join(text, "; ")}, true
}

// explainSwaps replaces the reasons the builder gave at the lines of a
// swap of arrays by one.
func (b *builder) explainSwaps(swaps []swap) {
	for _, sw := range swaps {
		var arrays []string
		for _, id := range sw.names {
			if b.arrays[id] && !slices.Contains(arrays, "'"+id+"'") {
				arrays = append(arrays, "'"+id+"'")
			}
		}
		if len(arrays) == 0 {
			continue // a swap of scalars, which the nest takes
		}
		kept := b.n.Reasons[:0]
		found := false
		for _, r := range b.n.Reasons {
			if slices.Contains(sw.lines, r.Pos.Line) {
				found = true
				continue
			}
			kept = append(kept, r)
		}
		if !found {
			continue
		}
		b.n.Reasons = append(kept, nest.Reason{Pos: b.src.pos(sw.pos), Msg: fmt.Sprintf(
			"'%s' swaps the arrays %s, and a nest cannot rebind an array; the loops inside run as nests of their own at each iteration",
			sw.text, strings.Join(arrays, " and "))})
	}
}
