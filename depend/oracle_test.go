package depend

// This file checks the analysis against brute force: random small nests are
// run iteration by iteration, every pair of accesses to one element is a
// true dependence, and every true dependence must be covered by an edge
// that Resolve reports (soundness). Reported direction vectors that no pair
// of iterations realises are counted (precision).

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/affine"
)

// A chooser supplies the random decisions of the generator.
type chooser interface {
	IntN(n int) int
}

// between returns a value in [lo, hi].
func between(r chooser, lo, hi int) int64 { return int64(lo + r.IntN(hi-lo+1)) }

// instance is a random nest with the bindings it runs under.
type instance struct {
	p        *Problem
	bindings map[string]int64
	depth    map[int]int  // statement -> number of loops around it
	post     map[int]bool // statement placed after the inner loop at its depth
}

var loopVars = []string{"i", "j", "k"}

// genInstance builds a chain of up to three loops (triangular bounds,
// symbolic bounds, steps of ±1, ±2, 3), one to three statements placed
// before, inside or after inner loops, and references with random affine,
// symbolic or non-affine subscripts to arrays of one to three dimensions.
//
// With rectangular set, bounds are constants or symbols and steps are 1,
// which isolates the imprecision that triangular bounds and strides cause.
func genInstance(r chooser) *instance { return genInstanceOpt(r, false) }

func genInstanceOpt(r chooser, rectangular bool) *instance {
	in := &instance{
		p:        &Problem{},
		bindings: map[string]int64{"n": between(r, 0, 5), "s": between(r, -3, 3)},
		depth:    make(map[int]int),
		post:     make(map[int]bool),
	}
	nloops := 1 + r.IntN(3)
	for d := range nloops {
		step := []int64{1, 1, 1, 2, -1, -2, 3}[r.IntN(7)]
		if rectangular {
			step = 1
		}
		bound := func(c int64) affine.Form {
			f := affine.Const(c)
			switch x := r.IntN(6); {
			case x == 0:
				f, _ = f.Add(affine.Var("n"))
			case x <= 2 && d > 0 && !rectangular:
				f, _ = f.Add(affine.Var(loopVars[r.IntN(d)]))
			}
			return f
		}
		lo := between(r, -3, 3)
		hi := lo + step*between(r, 0, 6)/max(1, abs64(step)/2) + int64(r.IntN(2))*sign64(step)
		in.p.Loops = append(in.p.Loops, Loop{Var: loopVars[d], Lower: bound(lo), Upper: bound(hi), Step: step})
	}
	dims := map[string]int{"a": 1 + r.IntN(3), "b": 1 + r.IntN(2)}
	type slot struct {
		depth int
		post  bool
	}
	nstmts := 1 + r.IntN(3)
	slots := make([]slot, nstmts)
	for s := range slots {
		slots[s] = slot{1 + r.IntN(nloops), r.IntN(2) == 0}
		if slots[s].depth == nloops {
			slots[s].post = false
		}
	}
	// Statements are numbered in textual order: pre-statements outside in,
	// then post-statements inside out.
	key := func(s slot) int {
		if s.post {
			return 2*nloops - s.depth
		}
		return s.depth
	}
	slices.SortStableFunc(slots, func(a, b slot) int { return key(a) - key(b) })
	for s, sl := range slots {
		in.depth[s], in.post[s] = sl.depth, sl.post
		loops := make([]int, sl.depth)
		for i := range loops {
			loops[i] = i
		}
		nrefs := 1 + r.IntN(3)
		for k := range nrefs {
			arr := "a"
			if r.IntN(4) == 0 {
				arr = "b"
			}
			ref := Ref{Array: arr, Write: k == nrefs-1, Stmt: s, Loops: loops}
			for range dims[arr] {
				ref.Subs = append(ref.Subs, genSub(r, sl.depth))
			}
			in.p.Refs = append(in.p.Refs, ref)
		}
	}
	return in
}

func sign64(a int64) int64 {
	if a < 0 {
		return -1
	}
	return 1
}

func genSub(r chooser, depth int) affine.Form {
	if r.IntN(15) == 0 {
		return affine.NonAffine()
	}
	f := affine.Const(between(r, -2, 2))
	for d := range depth {
		if r.IntN(3) == 0 {
			continue
		}
		t, _ := affine.Var(loopVars[d]).Scale(between(r, -2, 2))
		f, _ = f.Add(t)
	}
	if r.IntN(5) == 0 {
		t, _ := affine.Var("s").Scale([]int64{-1, 1, 2}[r.IntN(3)])
		f, _ = f.Add(t)
	}
	return f
}

// An access is one execution of a reference.
type access struct {
	ref  int
	iter []int64 // iteration numbers of its loops (0, 1, ...)
}

// trueDep is a dependence observed by running the nest.
type trueDep struct {
	src, dst int
	dirs     string // one of "<=>" per common loop
	dist     string // distances in iterations, comma-separated
}

const maxAccesses = 3000

// run executes the nest and returns its true dependences, and false if the
// instance is too big to enumerate.
func (in *instance) run() (map[trueDep]bool, bool) {
	p := in.p
	byElem := make(map[string][]access)
	count := 0
	vals := map[string]int64{}
	for k, v := range in.bindings {
		vals[k] = v
	}
	iter := make([]int64, 0, len(p.Loops))
	execStmt := func(s int) {
		idx := make([]int, 0, 4)
		for ri, r := range p.Refs {
			if r.Stmt == s && !r.Write {
				idx = append(idx, ri)
			}
		}
		for ri, r := range p.Refs {
			if r.Stmt == s && r.Write {
				idx = append(idx, ri)
			}
		}
		for _, ri := range idx {
			r := p.Refs[ri]
			var b strings.Builder
			b.WriteString(r.Array)
			for d, sub := range r.Subs {
				v, ok := sub.Eval(vals)
				if !ok {
					// A non-affine subscript: any deterministic function will do.
					v = (int64(ri*7+d*3) + 5*vals[p.Loops[len(iter)-1].Var]*int64(len(iter))) % 3
				}
				fmt.Fprintf(&b, ",%d", v)
			}
			byElem[b.String()] = append(byElem[b.String()], access{ri, slices.Clone(iter)})
			count++
		}
	}
	if !in.execOrdered(execStmt, vals, &iter, &count) {
		return nil, false
	}
	deps := make(map[trueDep]bool)
	for _, as := range byElem {
		for x := range as {
			for y := x + 1; y < len(as); y++ {
				s, t := as[x], as[y]
				if !p.Refs[s.ref].Write && !p.Refs[t.ref].Write {
					continue
				}
				deps[in.dep(s, t)] = true
			}
		}
	}
	return deps, true
}

// execOrdered runs the nest, statements at each level in textual order.
func (in *instance) execOrdered(execStmt func(int), vals map[string]int64, iter *[]int64, count *int) bool {
	p := in.p
	var stmts []int
	for s := range in.depth {
		stmts = append(stmts, s)
	}
	slices.Sort(stmts)
	var exec func(d int) bool
	exec = func(d int) bool {
		for _, s := range stmts {
			if in.depth[s] == d && !in.post[s] {
				execStmt(s)
			}
		}
		if d < len(p.Loops) {
			l := p.Loops[d]
			lo, _ := l.Lower.Eval(vals)
			hi, _ := l.Upper.Eval(vals)
			for v, t := lo, int64(0); l.Step > 0 && v < hi || l.Step < 0 && v > hi; v, t = v+l.Step, t+1 {
				vals[l.Var] = v
				*iter = append(*iter, t)
				ok := exec(d + 1)
				*iter = (*iter)[:len(*iter)-1]
				if !ok || *count > maxAccesses {
					return false
				}
			}
			delete(vals, l.Var)
		}
		for _, s := range stmts {
			if in.depth[s] == d && in.post[s] {
				execStmt(s)
			}
		}
		return true
	}
	return exec(0)
}

// dep describes the dependence from access s, executed first, to t.
func (in *instance) dep(s, t access) trueDep {
	n := min(len(s.iter), len(t.iter))
	var dirs, dist strings.Builder
	for l := range n {
		a, b := s.iter[l], t.iter[l]
		switch {
		case a < b:
			dirs.WriteByte('<')
		case a == b:
			dirs.WriteByte('=')
		default:
			dirs.WriteByte('>')
		}
		if l > 0 {
			dist.WriteByte(',')
		}
		fmt.Fprintf(&dist, "%d", b-a)
	}
	return trueDep{s.ref, t.ref, dirs.String(), dist.String()}
}

// covers reports whether e covers the true dependence d.
func covers(e *Edge, d trueDep) bool {
	if e.Src != d.src || e.Dst != d.dst || len(e.Dirs) != len(d.dirs) {
		return false
	}
	dists := strings.Split(d.dist, ",")
	for l, c := range []byte(d.dirs) {
		dir := map[byte]Dir{'<': Lt, '=': Eq, '>': Gt}[c]
		if e.Dirs[l]&dir == 0 {
			return false
		}
		if e.Dist[l].Known && fmt.Sprint(e.Dist[l].Value) != dists[l] {
			return false
		}
	}
	return true
}

// vectors lists the elementary direction vectors of e as strings.
func vectors(e *Edge) []string {
	out := []string{""}
	for _, d := range e.Dirs {
		var next []string
		for _, prefix := range out {
			for _, c := range []struct {
				d Dir
				s string
			}{{Lt, "<"}, {Eq, "="}, {Gt, ">"}} {
				if d&c.d != 0 {
					next = append(next, prefix+c.s)
				}
			}
		}
		out = next
	}
	return out
}

// precision accumulates reported and spurious direction vectors per test,
// and per pair of references whether the reported vectors were exactly the
// true ones.
type precision struct {
	instances, pairs, edges int
	reported, spurious      map[string]int
	// Pairs (unordered, with at least one write) by outcome.
	exactPairs    int // reported vectors = true vectors (including none)
	impreciseDeps int // dependent, but some reported vector is not realised
	falseDeps     int // independent, but reported dependent
	exact         ExactStats
}

// check analyses in, runs it, and reports unsound results through t.
func check(t testing.TB, in *instance, prec *precision) {
	t.Helper()
	truth, ok := in.run()
	if !ok {
		return
	}
	st, err := Analyze(in.p)
	if err != nil {
		t.Fatalf("Analyze: %v\n%s", err, in)
	}
	g, err := st.Resolve(in.bindings)
	if err != nil {
		t.Fatalf("Resolve: %v\n%s", err, in)
	}
	for d := range truth {
		if !slices.ContainsFunc(g.Edges, func(e Edge) bool { return covers(&e, d) }) {
			t.Fatalf("unsound: true dependence %+v not covered\n%s\ngraph:\n%s", d, in, g)
		}
	}
	pl, err := g.Plan()
	if err != nil {
		t.Fatalf("Plan: %v\n%s\ngraph:\n%s", err, in, g)
	}
	for d := range truth {
		if msg := in.violates(pl, d); msg != "" {
			t.Fatalf("plan breaks true dependence %+v: %s\n%s\nplan:\n%s", d, msg, in, pl)
		}
	}
	if prec == nil {
		return
	}
	prec.instances++
	prec.exact.add(g.Exact)
	seen := make(map[string]bool)
	for ti := range truth {
		seen[fmt.Sprint(ti.src, ti.dst, ti.dirs)] = true
	}
	for i := range g.Edges {
		e := &g.Edges[i]
		prec.edges++
		name := e.test.main()
		if nonAffine(&in.p.Refs[e.Src]) || nonAffine(&in.p.Refs[e.Dst]) {
			name = "any (non-affine)"
		}
		for _, v := range vectors(e) {
			prec.reported[name]++
			if !seen[fmt.Sprint(e.Src, e.Dst, v)] {
				prec.spurious[name]++
			}
		}
	}
	// Per unordered pair of references: the reported and true vectors.
	type key struct{ a, b int }
	pairOf := func(x, y int) key { return key{min(x, y), max(x, y)} }
	spur := make(map[key]bool)
	for i := range g.Edges {
		e := &g.Edges[i]
		for _, v := range vectors(e) {
			if !seen[fmt.Sprint(e.Src, e.Dst, v)] {
				spur[pairOf(e.Src, e.Dst)] = true
			}
		}
	}
	dependent := make(map[key]bool)
	for d := range truth {
		dependent[pairOf(d.src, d.dst)] = true
	}
	for _, pr := range st.c.pairs() {
		k := pairOf(pr.src, pr.dst)
		prec.pairs++
		switch {
		case !spur[k]:
			prec.exactPairs++
		case dependent[k]:
			prec.impreciseDeps++
		default:
			prec.falseDeps++
		}
	}
}

// violates reports how the plan would break true dependence d, or "".
// Along the plan tree the two statements share loops until their paths part;
// a shared loop in which the iterations differ must be sequential (and then
// orders them correctly), and where the paths part the source must come
// first.
func (in *instance) violates(pl *Plan, d trueDep) string {
	s, t := in.p.Refs[d.src].Stmt, in.p.Refs[d.dst].Stmt
	nodes := pl.Body
	for l := 0; ; l++ {
		is := slices.IndexFunc(nodes, func(n *Node) bool { return contains(n, s) })
		it := slices.IndexFunc(nodes, func(n *Node) bool { return contains(n, t) })
		if is != it {
			if is > it {
				return fmt.Sprintf("S%d placed after S%d at level %d", s, t, l+1)
			}
			return ""
		}
		n := nodes[is]
		if n.Loop < 0 {
			return "" // the same statement instance
		}
		if d.dirs[l] != '=' {
			if n.Parallel {
				return fmt.Sprintf("loop %s parallel but carries it", in.p.Loops[n.Loop].Var)
			}
			return ""
		}
		nodes = n.Body
	}
}

func nonAffine(r *Ref) bool {
	return slices.ContainsFunc(r.Subs, func(f affine.Form) bool { return !f.Valid() })
}

func contains(n *Node, stmt int) bool {
	if n.Loop < 0 {
		return n.Stmt == stmt
	}
	return slices.ContainsFunc(n.Body, func(c *Node) bool { return contains(c, stmt) })
}

func (in *instance) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "bindings %v\n", in.bindings)
	for _, l := range in.p.Loops {
		fmt.Fprintf(&b, "for %s in range(%s, %s, %d)\n", l.Var, l.Lower, l.Upper, l.Step)
	}
	for i, r := range in.p.Refs {
		w := "read "
		if r.Write {
			w = "write"
		}
		fmt.Fprintf(&b, "ref %d: S%d depth %d post=%v %s %s\n", i, r.Stmt, in.depth[r.Stmt], in.post[r.Stmt], w, r.String())
	}
	return b.String()
}

// TestOracle checks soundness on random instances and logs precision, once
// over general nests and once over rectangular nests with unit steps.
func TestOracle(t *testing.T) {
	n := 6000
	if testing.Short() {
		n = 1000
	}
	for _, rectangular := range []bool{false, true} {
		prec := &precision{reported: map[string]int{}, spurious: map[string]int{}}
		r := rand.New(rand.NewPCG(1, 2))
		for range n {
			check(t, genInstanceOpt(r, rectangular), prec)
		}
		t.Logf("rectangular=%v: %d instances run, %d pairs, %d edges", rectangular, prec.instances, prec.pairs, prec.edges)
		t.Logf("pairs exact %d (%.1f%%), dependent with spurious vectors %d, independent but reported %d",
			prec.exactPairs, 100*float64(prec.exactPairs)/float64(prec.pairs), prec.impreciseDeps, prec.falseDeps)
		t.Logf("exact test: ran on %d pairs, narrowed %d, reached its limit on %d",
			prec.exact.Tried, prec.exact.Decided, prec.exact.GaveUp)
		var names []string
		for name := range prec.reported {
			names = append(names, name)
		}
		slices.Sort(names)
		total, spur := 0, 0
		for _, name := range names {
			rep, sp := prec.reported[name], prec.spurious[name]
			total += rep
			spur += sp
			t.Logf("  %-18s reported vectors %6d  spurious %6d (%.1f%%)", name, rep, sp, 100*float64(sp)/float64(rep))
		}
		t.Logf("  %-18s reported vectors %6d  spurious %6d (%.1f%%)", "all", total, spur, 100*float64(spur)/float64(max(total, 1)))
	}
}

// byteChooser draws decisions from fuzz input, then zeros.
type byteChooser struct{ data []byte }

func (b *byteChooser) IntN(n int) int {
	if len(b.data) == 0 {
		return 0
	}
	v := int(b.data[0])
	b.data = b.data[1:]
	return v % n
}

// FuzzDepend decodes the input into a small instance and checks soundness
// against the oracle. An input whose first byte is odd instead pushes
// constants, coefficients and steps to the ends of int64 and checks only
// that the analysis and the plan finish without panicking.
func FuzzDepend(f *testing.F) {
	f.Add([]byte{2, 1, 3, 4, 5, 0, 1, 2, 2, 1, 0, 3})
	f.Add([]byte("alpyna dependence analysis, fuzzed"))
	f.Add([]byte{1, 7, 7, 7, 200, 3, 9, 1, 4, 4, 0, 250, 13})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 0 && data[0]%2 == 1 {
			r := &byteChooser{data[1:]}
			in := extreme(genInstance(r), r)
			st, err := Analyze(in.p)
			if err != nil {
				return
			}
			g, err := st.Resolve(in.bindings)
			if err != nil {
				t.Fatalf("Resolve: %v", err)
			}
			if _, err := g.Plan(); err != nil {
				t.Fatalf("Plan: %v\n%s", err, in)
			}
			return
		}
		check(t, genInstance(&byteChooser{data}), nil)
	})
}

var extremes = []int64{math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1, 1 << 62, -1 << 62, 1 << 32}

// extreme perturbs in with values near the ends of int64.
func extreme(in *instance, r chooser) *instance {
	bump := func(f affine.Form) affine.Form {
		switch r.IntN(4) {
		case 0:
			if g, err := f.Add(affine.Const(extremes[r.IntN(len(extremes))])); err == nil {
				return g
			}
		case 1:
			if g, err := f.Scale(extremes[r.IntN(len(extremes))]); err == nil {
				return g
			}
		}
		return f
	}
	for i := range in.p.Loops {
		l := &in.p.Loops[i]
		l.Lower, l.Upper = bump(l.Lower), bump(l.Upper)
		if r.IntN(4) == 0 {
			l.Step = extremes[r.IntN(len(extremes))]
		}
	}
	for i := range in.p.Refs {
		for d := range in.p.Refs[i].Subs {
			in.p.Refs[i].Subs[d] = bump(in.p.Refs[i].Subs[d])
		}
	}
	for k := range in.bindings {
		if r.IntN(3) == 0 {
			in.bindings[k] = extremes[r.IntN(len(extremes))]
		}
	}
	return in
}
