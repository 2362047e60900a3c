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
	"strings"

	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/ast"
)

// arraySwaps returns the tuple assignments of root that permute names
// (`u, v = v, u`), by line.
func arraySwaps(root *ast.For) map[int]*ast.Assign {
	out := map[int]*ast.Assign{}
	ast.Walk(root, func(n ast.Ast) bool {
		a, ok := n.(*ast.Assign)
		if !ok || len(a.Targets) != 1 {
			return true
		}
		lhs, ok1 := a.Targets[0].(*ast.Tuple)
		rhs, ok2 := a.Value.(*ast.Tuple)
		if !ok1 || !ok2 || len(lhs.Elts) != len(rhs.Elts) || len(lhs.Elts) < 2 {
			return true
		}
		count := map[string]int{}
		for k := range lhs.Elts {
			l, okL := lhs.Elts[k].(*ast.Name)
			r, okR := rhs.Elts[k].(*ast.Name)
			if !okL || !okR {
				return true
			}
			count[string(l.Id)]++
			count[string(r.Id)]--
		}
		for _, c := range count {
			if c != 0 {
				return true
			}
		}
		out[a.Lineno] = a
		return true
	})
	return out
}

// explainSwaps replaces the reasons the builder gave at the line of a swap
// of arrays by one.
func (b *builder) explainSwaps(swaps map[int]*ast.Assign) {
	for line, a := range swaps {
		var arrays, lhs, rhs []string
		for k, e := range a.Targets[0].(*ast.Tuple).Elts {
			id := string(e.(*ast.Name).Id)
			if b.arrays[id] {
				arrays = append(arrays, "'"+id+"'")
			}
			lhs = append(lhs, id)
			rhs = append(rhs, string(a.Value.(*ast.Tuple).Elts[k].(*ast.Name).Id))
		}
		if len(arrays) == 0 {
			continue // a swap of scalars, which the nest takes
		}
		kept := b.n.Reasons[:0]
		found := false
		for _, r := range b.n.Reasons {
			if r.Pos.Line == line {
				found = true
				continue
			}
			kept = append(kept, r)
		}
		if !found {
			continue
		}
		b.n.Reasons = append(kept, nest.Reason{Pos: b.src.pos(a.Pos), Msg: fmt.Sprintf(
			"'%s' swaps the arrays %s, and a nest cannot rebind an array; the loops inside run as nests of their own at each iteration",
			strings.Join(lhs, ", ")+" = "+strings.Join(rhs, ", "), strings.Join(arrays, " and "))})
	}
}
