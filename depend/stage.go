// This file stages the analysis: Analyze settles every pair it can with the
// symbols unknown and keeps a residue for the others; Resolve finishes the
// residues once the symbols have values.

package depend

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/alpyna/alpyna/affine"
)

// Static is the partial-evaluation cache of one nest: the dependences that do
// not depend on symbol values, and the residue of every pair that does. It is
// immutable and safe for concurrent use by Resolve.
type Static struct {
	c        *compiled
	settled  []Edge // sorted
	residues []residue
	needs    []int      // symbol slots some residue needs, sorted
	exact    ExactStats // the exact test's work on the settled pairs
}

// A Residue is a pair of references whose dependence waits for symbols.
type Residue struct {
	Src, Dst int      // indices into Problem.Refs, Src first in program order
	Waits    []string // the symbols it needs, sorted
}

// residue is a pair compiled for Resolve: its subscript equations are fixed
// except for their symbol terms and the loops' ranges.
type residue struct {
	pair  *pair
	waits []int
}

// A pair is two references to one array, at least one a write; src comes
// first in program order. For a writing reference paired with itself,
// src == dst.
type pair struct {
	src, dst int
	common   []int // loops both are in, outermost first
	srcOnly  []int
	dstOnly  []int
	dims     []dim
}

// A dim is one subscript position of a pair: src(x) − dst(y) with value-space
// coefficients; its constant part may hold symbols.
type dim struct {
	a, b  []int64 // per common then src-only (a), per common then dst-only (b)
	c     linear  // symbol terms and constant of src − dst
	unset bool    // a subscript is not affine: the position constrains nothing
}

// Analyze checks p and decides every pair of references that it can without
// symbol values. Settled pairs are those whose answer is the same for all
// symbol values, and those whose subscripts are identical functions of the
// common loops (a[i] and a[i], a[i+k] and a[i+k]) and meet only in the same
// iteration: their answer changes only if a loop runs no iteration at all,
// which leaves nothing to parallelise. Every other pair keeps a residue.
//
// The Static and the graphs it resolves refer to p, which must not change
// afterwards.
func Analyze(p *Problem) (*Static, error) {
	c, err := compile(p)
	if err != nil {
		return nil, err
	}
	st := &Static{c: c}
	unknown := make([]bool, len(c.symbols))
	e := newEnv(c, make([]int64, len(c.symbols)), unknown)
	need := make([]bool, len(c.symbols))
	sc := new(scratch)
	for _, pr := range c.pairs() {
		if len(p.Refs[pr.src].Subs) != len(p.Refs[pr.dst].Subs) {
			return nil, fmt.Errorf("array %s indexed with %d subscripts by ref %d and %d by ref %d",
				p.Refs[pr.src].Array, len(p.Refs[pr.src].Subs), pr.src, len(p.Refs[pr.dst].Subs), pr.dst)
		}
		waits := c.waits(pr)
		before := sc.exact
		out := pr.solve(c, e, sc)
		switch {
		case len(out.boxes) == 0, len(waits) == 0, pr.diagonal() && onlyEq(out):
			st.settled = append(st.settled, pr.edges(c, out)...)
			st.exact.add(sc.exact.since(before))
		default:
			st.residues = append(st.residues, residue{pr, waits})
			for _, s := range waits {
				need[s] = true
			}
		}
	}
	for s, n := range need {
		if n {
			st.needs = append(st.needs, s)
		}
	}
	sortEdges(st.settled)
	return st, nil
}

// pairs lists the reference pairs in a fixed order.
func (c *compiled) pairs() []*pair {
	refs := c.p.Refs
	order := make([]int, len(refs))
	for i := range order {
		order[i] = i
	}
	// Program order within an iteration: by statement, reads before the
	// write, then slice order.
	slices.SortStableFunc(order, func(i, j int) int {
		ri, rj := &refs[i], &refs[j]
		if ri.Stmt != rj.Stmt {
			return ri.Stmt - rj.Stmt
		}
		return boolInt(ri.Write) - boolInt(rj.Write)
	})
	var ps []*pair
	for x, i := range order {
		for _, j := range order[x:] {
			ri, rj := &refs[i], &refs[j]
			if ri.Array != rj.Array || !ri.Write && !rj.Write || i == j && !ri.Write {
				continue
			}
			ps = append(ps, c.newPair(i, j))
		}
	}
	return ps
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (c *compiled) newPair(src, dst int) *pair {
	rs, rd := &c.p.Refs[src], &c.p.Refs[dst]
	n := 0
	for n < len(rs.Loops) && n < len(rd.Loops) && rs.Loops[n] == rd.Loops[n] {
		n++
	}
	pr := &pair{src: src, dst: dst, common: rs.Loops[:n], srcOnly: rs.Loops[n:], dstOnly: rd.Loops[n:]}
	for k := range min(len(rs.Subs), len(rd.Subs)) {
		ls, ld := c.subs[src][k], c.subs[dst][k]
		d := dim{a: make([]int64, len(rs.Loops)), b: make([]int64, len(rd.Loops))}
		if ls.invalid || ld.invalid {
			d.unset = true
			pr.dims = append(pr.dims, d)
			continue
		}
		for _, t := range ls.loops {
			d.a[slices.Index(rs.Loops, t.loop)] += t.coef
		}
		for _, t := range ld.loops {
			d.b[slices.Index(rd.Loops, t.loop)] += t.coef
		}
		var ok bool
		if d.c, ok = ls.minus(ld); !ok {
			d.unset = true
		}
		pr.dims = append(pr.dims, d)
	}
	return pr
}

// minus returns the symbol part of l − m, cancelling shared symbols.
func (l linear) minus(m linear) (linear, bool) {
	c, ok := affine.Sub64(l.c, m.c)
	if !ok {
		return linear{}, false
	}
	out := linear{c: c, syms: slices.Clone(l.syms)}
	for _, t := range m.syms {
		i := slices.IndexFunc(out.syms, func(u slotTerm) bool { return u.slot == t.slot })
		if i < 0 {
			if t.coef == math.MinInt64 {
				return linear{}, false
			}
			out.syms = append(out.syms, slotTerm{t.slot, -t.coef})
			continue
		}
		if out.syms[i].coef, ok = affine.Sub64(out.syms[i].coef, t.coef); !ok {
			return linear{}, false
		}
	}
	out.syms = slices.DeleteFunc(out.syms, func(u slotTerm) bool { return u.coef == 0 })
	return out, true
}

// waits returns the symbol slots the pair's answer may depend on: those left
// in its subscript differences and those in the bounds of its loops (which
// include, transitively, the bounds of their enclosing loops).
func (c *compiled) waits(pr *pair) []int {
	var s []int
	add := func(l linear) {
		for _, t := range l.syms {
			if !slices.Contains(s, t.slot) {
				s = append(s, t.slot)
			}
		}
	}
	for _, d := range pr.dims {
		if !d.unset {
			add(d.c)
		}
	}
	for _, chain := range [][]int{pr.common, pr.srcOnly, pr.dstOnly} {
		for _, li := range chain {
			add(c.lower[li])
			add(c.upper[li])
		}
	}
	slices.Sort(s)
	return s
}

// diagonal reports whether every affine position of the pair is the same
// function of the common loops on both sides: then the references meet in
// every common iteration in which both run.
func (pr *pair) diagonal() bool {
	n := len(pr.common)
	for _, d := range pr.dims {
		if d.unset {
			continue
		}
		if d.c.c != 0 || len(d.c.syms) > 0 || !slices.Equal(d.a[:n], d.b[:n]) {
			return false
		}
		for _, v := range d.a[n:] {
			if v != 0 {
				return false
			}
		}
		for _, v := range d.b[n:] {
			if v != 0 {
				return false
			}
		}
	}
	return true
}

// onlyEq reports whether every direction vector of out is all Eq.
func onlyEq(out outcome) bool {
	for _, b := range out.boxes {
		for _, l := range b {
			if l.dir != Eq {
				return false
			}
		}
	}
	return true
}

// solve builds the pair's system under e and decides it.
func (pr *pair) solve(c *compiled, e *env, sc *scratch) outcome {
	n := len(pr.common)
	s := &sc.sys
	*s = system{
		n:      n,
		nSrc:   len(pr.srcOnly),
		ranges: s.ranges[:0],
		exact:  resize(s.exact, n),
		eqs:    s.eqs[:0],
	}
	sc.arena = sc.arena[:0]
	for _, chain := range [][]int{pr.common, pr.srcOnly, pr.dstOnly} {
		for _, li := range chain {
			nm := &e.loops[li]
			if nm.empty {
				return outcome{}
			}
			s.ranges = append(s.ranges, nm.r)
		}
	}
	for l, li := range pr.common {
		s.exact[l] = e.loops[li].exact
	}
	// Each loop variable v = base + Σ coef·x over the iteration numbers of
	// the loop and its enclosing loops, all on the same side of the pair.
	srcPos := func(loop int) int { return slices.Index(c.p.Refs[pr.src].Loops, loop) }
	dstPos := func(loop int) int { return slices.Index(c.p.Refs[pr.dst].Loops, loop) }
	width := n + len(pr.srcOnly) + n + len(pr.dstOnly)
	coefs := resize(sc.coefs, len(pr.dims)*width)
	sc.coefs = coefs
	clear(coefs)
next:
	for _, d := range pr.dims {
		if d.unset {
			continue
		}
		cv, ok := d.c.value(e)
		if !ok {
			continue
		}
		eq := equation{a: coefs[:len(d.a):len(d.a)], b: coefs[len(d.a) : len(d.a)+len(d.b) : len(d.a)+len(d.b)]}
		coefs = coefs[width:]
		for j, a := range d.a {
			if a == 0 {
				continue
			}
			nm := &e.loops[c.p.Refs[pr.src].Loops[j]]
			if cv, ok = addProduct(cv, a, nm.base); !ok {
				continue next
			}
			for _, t := range nm.terms {
				k, ok1 := affine.Mul64(a, t.coef)
				v, ok2 := affine.Add64(eq.a[srcPos(t.loop)], k)
				if !ok1 || !ok2 {
					continue next
				}
				eq.a[srcPos(t.loop)] = v
			}
		}
		for j, b := range d.b {
			if b == 0 {
				continue
			}
			nm := &e.loops[c.p.Refs[pr.dst].Loops[j]]
			if cv, ok = addProduct(cv, -b, nm.base); !ok || b == math.MinInt64 {
				continue next
			}
			for _, t := range nm.terms {
				k, ok1 := affine.Mul64(b, t.coef)
				v, ok2 := affine.Add64(eq.b[dstPos(t.loop)], k)
				if !ok1 || !ok2 {
					continue next
				}
				eq.b[dstPos(t.loop)] = v
			}
		}
		eq.c = cv
		s.eqs = append(s.eqs, eq)
	}
	out := solve(s, sc)
	if len(out.boxes) > 0 && pr.wantsExact(c, out) {
		out = pr.exact(c, e, out, sc)
	}
	return pr.residues(c, e, pr.blocks(c, pr.strides(c, e, out, sc), sc), sc)
}

// addProduct returns c + a·b, checked.
func addProduct(c, a, b int64) (int64, bool) {
	p, ok := affine.Mul64(a, b)
	if !ok {
		return 0, false
	}
	return affine.Add64(c, p)
}

// value evaluates a constant part under e; false if a symbol is unknown,
// the value overflows, or l is not affine at all (a loop bound read at
// each entry of its loop: its value is unknown, not 0).
func (l linear) value(e *env) (int64, bool) {
	if l.invalid {
		return 0, false
	}
	c := l.c
	for _, t := range l.syms {
		if !e.known[t.slot] {
			return 0, false
		}
		var ok bool
		if c, ok = addProduct(c, t.coef, e.vals[t.slot]); !ok {
			return 0, false
		}
	}
	return c, true
}

// Symbols returns the symbols Resolve needs values for, sorted.
func (st *Static) Symbols() []string {
	names := make([]string, len(st.needs))
	for i, s := range st.needs {
		names[i] = st.c.symbols[s]
	}
	return names
}

// Residues returns the pairs left for Resolve, in analysis order.
func (st *Static) Residues() []Residue {
	rs := make([]Residue, len(st.residues))
	for i, r := range st.residues {
		rs[i] = Residue{Src: r.pair.src, Dst: r.pair.dst, Waits: make([]string, len(r.waits))}
		for k, s := range r.waits {
			rs[i].Waits[k] = st.c.symbols[s]
		}
	}
	return rs
}

// Settled returns the dependences Analyze decided, sorted.
func (st *Static) Settled() []Edge { return slices.Clone(st.settled) }

// Exact reports what the exact test did for the pairs Analyze settled.
func (st *Static) Exact() ExactStats { return st.exact }

// Resolve finishes the residues with the symbol values in bindings (which
// fix the loop bounds too) and returns the whole dependence graph. Settled
// pairs are reused as they are. Bindings for symbols no residue needs are
// ignored; a needed symbol without a value is an error.
func (st *Static) Resolve(bindings map[string]int64) (*Graph, error) {
	vals := make([]int64, len(st.c.symbols))
	known := make([]bool, len(st.c.symbols))
	var missing []string
	for _, s := range st.needs {
		name := st.c.symbols[s]
		v, ok := bindings[name]
		if !ok {
			missing = append(missing, name)
			continue
		}
		vals[s], known[s] = v, true
	}
	if missing != nil {
		return nil, fmt.Errorf("no value for symbol %s", strings.Join(missing, ", "))
	}
	g := &Graph{Problem: st.c.p, Edges: slices.Clone(st.settled), Exact: st.exact}
	if len(st.residues) == 0 {
		return g, nil
	}
	e := newEnv(st.c, vals, known)
	sc := new(scratch)
	for _, r := range st.residues {
		g.Edges = append(g.Edges, r.pair.edges(st.c, r.pair.solve(st.c, e, sc))...)
	}
	g.Exact.add(sc.exact)
	sortEdges(g.Edges)
	return g, nil
}
