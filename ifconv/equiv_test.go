package ifconv

import (
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/nest"
)

// This file checks that conversion keeps a nest's meaning: the nest runs
// in the evaluator of eval_test.go before and after Convert, on the same
// inputs, and must leave the same memory after running the same user
// statements in the same order.

// newState returns inputs for n drawn from r: element types for its arrays
// (elements themselves are a hash of the array and index, seeded by r),
// values for its symbols and for its scalars as they are on entry.
func newState(n *nest.Nest, r *rand.Rand) *state {
	seed := r.Uint64()
	s := &state{
		arrays:   map[string]map[string]value{},
		dtypes:   map[string]nest.ConstKind{},
		scalars:  map[string]value{},
		symbols:  map[string]value{},
		preds:    map[string]map[string]bool{},
		loopVars: map[string]int64{},
		maxSteps: 20000,
	}
	for _, a := range n.Arrays {
		s.dtypes[a] = []nest.ConstKind{nest.Int, nest.Float}[r.IntN(2)]
	}
	for _, sym := range n.Symbols {
		s.symbols[sym] = intVal(int64(r.IntN(6)))
	}
	for _, sc := range n.Scalars {
		if r.IntN(2) == 0 {
			s.scalars[sc.Name] = intVal(int64(r.IntN(9) - 3))
		} else {
			s.scalars[sc.Name] = floatVal(float64(r.IntN(9)-3) / 2)
		}
	}
	s.initElem = func(array, key string) value {
		h := fnv.New64a()
		fmt.Fprintf(h, "%d %s %s", seed, array, key)
		x := int64(h.Sum64()%9) - 3
		if s.dtypes[array] == nest.Float {
			return floatVal(float64(x) / 2)
		}
		return intVal(x)
	}
	return s
}

// checkEquivalent runs orig (not yet converted) and conv (the same nest,
// converted) from the same inputs and reports any difference. It returns
// false where the original run hit the step limit and says nothing.
func checkEquivalent(t *testing.T, orig, conv *nest.Nest, in *state) bool {
	t.Helper()
	before, after := in.clone(), in.clone()
	errBefore := before.run(orig)
	if errors.Is(errBefore, errStepLimit) {
		return false
	}
	// A converted nest may iterate loops that the original skipped, so
	// it gets more room.
	after.maxSteps = 20 * in.maxSteps
	errAfter := after.run(conv)
	if errors.Is(errAfter, errStepLimit) {
		return false
	}
	show := func() string {
		return fmt.Sprintf("original:\n%s\nconverted:\n%s", orig, conv)
	}
	if fmt.Sprint(errBefore) != fmt.Sprint(errAfter) {
		t.Errorf("error before conversion %v, after %v\n%s", errBefore, errAfter, show())
		return true
	}
	if !slices.Equal(before.trace, after.trace) {
		t.Errorf("statements executed differ\nbefore:\n%s\nafter:\n%s\n%s",
			strings.Join(before.trace, "\n"), strings.Join(after.trace, "\n"), show())
		return true
	}
	if d := before.diff(after); d != "" {
		t.Errorf("memory differs (before vs after):\n%s\n%s", d, show())
	}
	return true
}

// checkRecord checks what Convert promises of the record it returns: no If
// or Break left, a consistent flat view, generated statements with origin,
// text and position, predicates referenced as declared.
func checkRecord(t *testing.T, n *nest.Nest) {
	t.Helper()
	if !n.Converted {
		t.Errorf("Converted not set")
	}
	preds := map[string]*nest.Predicate{}
	for _, p := range n.Predicates {
		preds[p.Name] = p
	}
	var count int
	nest.Walk([]nest.Node{n.Root}, func(nd nest.Node) {
		switch x := nd.(type) {
		case *nest.If, *nest.Break:
			t.Errorf("%T left at %s", x, x.Position())
		case *nest.Assign:
			if count >= len(n.Stmts) || n.Stmts[count] != x || x.Index != count {
				t.Errorf("flat view out of step at statement %d", count)
			}
			count++
			if x.Generated() && (x.Text == "" || x.Pos.Line == 0) {
				t.Errorf("generated statement %q without text or position", x.Text)
			}
			check := func(e nest.Expr) {
				nest.WalkExpr(e, func(y nest.Expr) {
					r, ok := y.(*nest.Ref)
					if !ok || !r.Synthetic {
						return
					}
					p := preds[r.Array]
					if p == nil {
						t.Errorf("reference to undeclared predicate %s", r.Array)
						return
					}
					if len(r.Subs) != len(p.Loops) || len(r.Forms) != len(p.Loops) {
						t.Errorf("%s: %d subscripts, declared over %d loops", nest.String(r), len(r.Subs), len(p.Loops))
						return
					}
					for k, l := range p.Loops {
						nm, ok := r.Subs[k].(*nest.Name)
						if !ok || nm.Id != n.Loops[l].Var || !slices.Contains(x.Loops, l) {
							t.Errorf("%s: subscript %d is not the variable of L%d enclosing it", nest.String(r), k, l)
						}
					}
				})
			}
			check(x.Pred)
			check(x.Value)
			check(x.Target)
		}
	})
	if count != len(n.Stmts) {
		t.Errorf("flat view has %d statements, tree %d", len(n.Stmts), count)
	}
}
