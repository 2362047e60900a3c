// This file defines the input of the analysis (Loop, Ref, Problem) and its
// compilation into the index-resolved form the tests work on.

package depend

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/alpyna/alpyna/affine"
)

// A Loop is one normalised loop of a nest, iterating as Python's
// range(Lower, Upper, Step) does: Var takes the values Lower, Lower+Step,
// Lower+2*Step, ... while they are < Upper (Step > 0) or > Upper (Step < 0).
// A loop whose first value already fails the test runs no iteration.
//
// Lower and Upper are affine in the variables of enclosing loops (triangular
// and trapezoidal nests) and in loop-invariant symbols; a bound that is not
// affine is affine.NonAffine() and is treated as unknown, which is sound but
// loses precision. Step is a non-zero constant other than math.MinInt64.
//
// LowerNonNegative says that a Lower that is not affine is never negative
// (the kernels check it where the loop starts: nest.Loop.Dynamic), so that
// with a positive Step the variable is not either, and subscripts in it do
// not wrap around from the end of an axis. LowerLeast, when positive, is
// a least value of such a Lower that its expression shows (range(1 + (i +
// t) % 2, n, 2) starts at 1 or later: a[i, j - 1] does not wrap either).
//
// ResidueMod, when not 0, says that every value the loop's variable takes
// is congruent to Residue modulo ResidueMod, Residue being affine in the
// enclosing loops' variables and symbols: range(1 + (i + t) % 2, n, 2)
// gives j ≡ 1 + i + t (mod 2), since its start is and its step is a
// multiple of 2 (residue.go). The tests use it whatever the loop's bounds
// say.
//
// BlockedBy, when set, is the variable of an enclosing loop whose
// iterations give this loop disjoint blocks of values, ascending with that
// loop's variable: for values b1 < b2 of it, every value this loop takes
// under b1 is below every value it takes under b2 (range(i * n // k, (i +
// 1) * n // k) inside a loop over i; blocks.go). It needs a Lower that is
// not affine and a positive Step.
type Loop struct {
	Var              string
	Lower, Upper     affine.Form
	Step             int64
	LowerNonNegative bool
	LowerLeast       int64
	Residue          affine.Form
	ResidueMod       int64
	BlockedBy        string
}

// A Ref is one array reference of a statement.
//
// Subs holds one affine form per subscript position, over the variables of
// the loops in Loops and over loop-invariant symbols; a subscript that is not
// affine (a[idx[i]], a[i*j]) is affine.NonAffine() and may take any value. A
// scalar can be given as a reference with no subscripts.
//
// Stmt numbers statements in textual order. Within one statement every read
// executes before the write, as Python evaluates the right-hand side before
// it stores; references of one statement and kind execute in slice order.
//
// Loops lists the enclosing loops as indices into Problem.Loops, outermost
// first. Two references share the loops of the longest common prefix of their
// Loops. A name in a subscript is the variable of the innermost loop in Loops
// that has it; any other name is a symbol, and must not be the variable of a
// loop elsewhere in the problem.
type Ref struct {
	Array string
	Subs  []affine.Form
	Write bool
	Stmt  int
	Loops []int
	// Internal marks a predicate array's or an expanded scalar's
	// reference, subscripted by loop variables: code generation indexes
	// such a temporary by iteration numbers, so a negative loop variable
	// (for d in range(-1, 2)) never wraps.
	Internal bool
}

// A Problem is one loop nest: its loops and every array reference in it.
//
// The enclosing loops of a loop are those before it in the Loops of any
// reference inside it; all references must agree on them. Loops that enclose
// no reference play no part.
type Problem struct {
	Loops []Loop
	Refs  []Ref
}

// String formats r as "a[i + 1, j]".
func (r *Ref) String() string {
	subs := make([]string, len(r.Subs))
	for i, s := range r.Subs {
		subs[i] = s.String()
	}
	return r.Array + "[" + strings.Join(subs, ", ") + "]"
}

// linear is an affine form compiled against a loop chain and the symbol
// table: loop variables become loop indices and symbols become slots.
type linear struct {
	c       int64
	syms    []slotTerm
	loops   []loopTerm
	invalid bool
}

type slotTerm struct {
	slot int
	coef int64
}

type loopTerm struct {
	loop int // index into Problem.Loops
	coef int64
}

// compiled is a Problem checked and resolved once by Analyze.
type compiled struct {
	p       *Problem
	symbols []string // sorted; a symbol's slot is its index
	outer   [][]int  // per loop, its enclosing loops outermost first; nil if unused
	used    []bool   // per loop, whether any reference is inside it
	order   []int    // used loops, outer before inner
	lower   []linear
	upper   []linear
	subs    [][]linear // per reference, per subscript
	// blockedBy is Loop.BlockedBy resolved: per loop, the enclosing
	// loop's index, or -1.
	blockedBy []int
	// residue is Loop.Residue compiled, per loop (valid where the loop's
	// ResidueMod is not 0).
	residue []linear
}

// compile validates p and resolves every name.
func compile(p *Problem) (*compiled, error) {
	c := &compiled{
		p:     p,
		outer: make([][]int, len(p.Loops)),
		used:  make([]bool, len(p.Loops)),
		lower: make([]linear, len(p.Loops)),
		upper: make([]linear, len(p.Loops)),
		subs:  make([][]linear, len(p.Refs)),
	}
	isLoopVar := make(map[string]bool)
	for i, l := range p.Loops {
		if l.Step == 0 {
			return nil, fmt.Errorf("loop %d (%s): step is 0", i, l.Var)
		}
		if l.Step == math.MinInt64 {
			return nil, fmt.Errorf("loop %d (%s): step %d out of range", i, l.Var, l.Step)
		}
		if l.Var == "" {
			return nil, fmt.Errorf("loop %d: no variable", i)
		}
		isLoopVar[l.Var] = true
	}
	for ri, r := range p.Refs {
		for d, li := range r.Loops {
			if li < 0 || li >= len(p.Loops) {
				return nil, fmt.Errorf("ref %d (%s): loop index %d out of range", ri, r.String(), li)
			}
			if slices.Contains(r.Loops[:d], li) {
				return nil, fmt.Errorf("ref %d (%s): loop %d listed twice", ri, r.String(), li)
			}
			if !c.used[li] {
				c.used[li] = true
				c.outer[li] = slices.Clone(r.Loops[:d])
				c.order = append(c.order, li)
			} else if !slices.Equal(c.outer[li], r.Loops[:d]) {
				return nil, fmt.Errorf("ref %d (%s): loop %d (%s) enclosed by loops %v here and %v elsewhere",
					ri, r.String(), li, p.Loops[li].Var, r.Loops[:d], c.outer[li])
			}
		}
	}
	slices.SortStableFunc(c.order, func(a, b int) int { return len(c.outer[a]) - len(c.outer[b]) })

	// Collect the symbols first so that slots follow sorted names.
	symSet := make(map[string]bool)
	collect := func(f affine.Form, chain []int) {
		for _, v := range f.Vars() {
			if chainVar(p, chain, v) < 0 && !isLoopVar[v] {
				symSet[v] = true
			}
		}
	}
	for _, li := range c.order {
		collect(p.Loops[li].Lower, c.outer[li])
		collect(p.Loops[li].Upper, c.outer[li])
		if p.Loops[li].ResidueMod != 0 {
			collect(p.Loops[li].Residue, c.outer[li])
		}
	}
	for _, r := range p.Refs {
		for _, s := range r.Subs {
			collect(s, r.Loops)
		}
	}
	for s := range symSet {
		c.symbols = append(c.symbols, s)
	}
	slices.Sort(c.symbols)

	var err error
	for _, li := range c.order {
		l := p.Loops[li]
		where := fmt.Sprintf("loop %d (%s)", li, l.Var)
		if c.lower[li], err = c.linear(l.Lower, c.outer[li], where); err != nil {
			return nil, err
		}
		if c.upper[li], err = c.linear(l.Upper, c.outer[li], where); err != nil {
			return nil, err
		}
		if l.ResidueMod != 0 {
			if l.ResidueMod < 2 || !l.Residue.Valid() {
				return nil, fmt.Errorf("%s: residue %s modulo %d", where, l.Residue, l.ResidueMod)
			}
			if c.residue == nil {
				c.residue = make([]linear, len(p.Loops))
			}
			if c.residue[li], err = c.linear(l.Residue, c.outer[li], where); err != nil {
				return nil, err
			}
		}
	}
	if err := c.blockedLoops(); err != nil {
		return nil, err
	}
	for ri, r := range p.Refs {
		c.subs[ri] = make([]linear, len(r.Subs))
		for d, s := range r.Subs {
			if c.subs[ri][d], err = c.linear(s, r.Loops, fmt.Sprintf("ref %d (%s)", ri, r.String())); err != nil {
				return nil, err
			}
		}
	}
	return c, nil
}

// chainVar returns the innermost loop of chain whose variable is name, or -1.
func chainVar(p *Problem, chain []int, name string) int {
	for i := len(chain) - 1; i >= 0; i-- {
		if p.Loops[chain[i]].Var == name {
			return chain[i]
		}
	}
	return -1
}

func (c *compiled) linear(f affine.Form, chain []int, where string) (linear, error) {
	if !f.Valid() {
		return linear{invalid: true}, nil
	}
	l := linear{c: f.Const()}
	for _, t := range f.Terms() {
		if li := chainVar(c.p, chain, t.Var); li >= 0 {
			l.loops = append(l.loops, loopTerm{li, t.Coef})
			continue
		}
		slot, ok := slices.BinarySearch(c.symbols, t.Var)
		if !ok {
			return linear{}, fmt.Errorf("%s: loop variable %s used outside its loop", where, t.Var)
		}
		l.syms = append(l.syms, slotTerm{slot, t.Coef})
	}
	return l, nil
}
