package depend

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
)

// NestStatic is the static stage of one converted loop record: the nest
// lowered to a Problem (arrays, predicate arrays and scalars as references),
// its scalars classified, and the partial-evaluation cache of the Problem.
type NestStatic struct {
	Nest    *nest.Nest
	Problem *Problem // nil when a step is known only at run time
	Static  *Static  // nil when a step is known only at run time

	// RefStmt and RefExpr map each Problem.Refs index back to its statement
	// (an index into Nest.Stmts) and the nest expression it came from.
	RefStmt []int
	RefExpr []nest.Expr

	lowering  *lowering
	boundSyms []string // non-affine bounds and run-time steps, by source text

	// fixed is the plan for every value, when nothing waits for run time:
	// no residue, no non-affine bound, no subscript that may be negative.
	// Resolve then returns it without work (read-only, shared), unless
	// it has a loop that array privatisation might make parallel with
	// the call's bounds (privarray.go): fixedGraph is then planned again.
	fixed      *NestPlan
	fixedGraph *Graph
}

// NestPlan is the analysis of a nest for one set of values (or, from
// StaticPlan, for all of them).
type NestPlan struct {
	Nest    *nest.Nest
	Problem *Problem
	Graph   *Graph // nil for a plan that ran without a Problem (run-time step unknown)
	Plan    *Plan
	Stmts   []StmtPlan // indexed like Nest.Stmts
	Deps    []NestDep  // statement-level dependences, sorted

	// WrapRefs lists the Problem.Refs whose subscripts may be negative for
	// these values: Python wraps them around the end of the axis, so the
	// analysis took them as any element, and code generation must wrap.
	WrapRefs []int

	// Irregular lists the loop nodes of Plan that run in order only
	// because of dependences through index arrays, which an execution
	// plan made from the index arrays' values at run time may run in
	// parallel (irregular.go). Plan and Stmts still say sequential for
	// them: whether they run in parallel is known only when they run.
	Irregular []IrregularLoop

	// Expanded lists the private scalars and predicates that the plan
	// keeps in loops apart from their readers (rejoin.go): code
	// generation gives each a temporary array.
	Expanded []Expansion

	// Privatised lists the arrays the plan gives each chunk of a loop's
	// iterations a copy of (privarray.go): the loop runs in parallel,
	// though it carries dependences on them.
	Privatised []PrivateArray

	// Assumed, when not nil, is a plan with more parallel loops that
	// rests on properties of the values (assume.go), which its Assumes
	// lists: code generation that checks each where it says, stopping
	// where one fails, may run it instead of this one.
	Assumed *NestPlan
	Assumes []Assumption
}

// A StmtPlan says how one statement's loops run.
type StmtPlan struct {
	Loops     []int  // enclosing loops (indices into Nest.Loops), outermost first
	Parallel  []bool // per entry of Loops: iterations run concurrently for this statement
	Reduction []bool // per entry of Loops: parallel as a reduction of a scalar
}

// A NestDep is a dependence between two statements of a nest.
type NestDep struct {
	Src, Dst  int    // statement indices, Src executing first
	Array     string // the array, predicate array or scalar
	Kind      Kind
	Dirs      []Dir
	Dist      []Distance
	CarriedBy int  // loop index into Nest.Loops, -1 if loop-independent
	Settled   bool // decided by the static stage, not finished at run time
}

// AnalyzeNest is the static stage for one nest that ifconv has converted. It
// classifies the nest's scalars (setting their Role), lowers the nest to a
// Problem and analyses it with every symbol unknown.
func AnalyzeNest(n *nest.Nest) (*NestStatic, error) {
	if n == nil || n.Root == nil {
		return nil, fmt.Errorf("depend: empty nest")
	}
	if !n.Accelerable() {
		return nil, fmt.Errorf("depend: nest %s at %s is outside the accelerated subset: %s", n.Func, n.Pos, n.Reasons[0])
	}
	if !n.Converted {
		return nil, fmt.Errorf("depend: nest %s at %s has not been if-converted", n.Func, n.Pos)
	}
	renameScalars(n)
	lw := newLowering(n)
	s := &NestStatic{Nest: n, lowering: lw, boundSyms: lw.boundSymbols()}
	if lw.runtimeStep {
		return s, nil
	}
	p, refStmt, refExpr, err := lw.problem(nil)
	if err != nil {
		return nil, err
	}
	st, err := Analyze(p)
	if err != nil {
		return nil, fmt.Errorf("depend: nest %s at %s: %w", n.Func, n.Pos, err)
	}
	s.Problem, s.Static, s.RefStmt, s.RefExpr = p, st, refStmt, refExpr
	if len(st.Residues()) == 0 && len(s.boundSyms) == 0 && len(lw.lateSyms) == 0 && len(lw.blockSyms) == 0 && len(wrappingRefs(p, nil)) == 0 {
		g, err := st.Resolve(nil)
		if err != nil {
			return nil, err
		}
		s.fixed = s.finish(g, nil, nil)
		if privatisable(s.fixed) {
			s.fixedGraph = g
		}
	}
	return s, nil
}

// Unresolved lists what waits for run time: the symbols the residues and
// the late subscripts (a[i * inc], late.go) need and the loop bounds and
// steps that are not affine, named by their source text ("len(a)"),
// sorted.
func (s *NestStatic) Unresolved() []string {
	var out []string
	if s.Static != nil {
		out = append(out, s.Static.Symbols()...)
	} else {
		out = append(out, s.lowering.allSymbols()...)
	}
	out = append(out, s.boundSyms...)
	out = append(out, s.lowering.lateSyms...)
	out = append(out, s.lowering.blockSyms...)
	sort.Strings(out)
	return slices.Compact(out)
}

// StaticPlan is the plan ahead of time: every residue is taken as a
// dependence in every direction and every subscript that might be negative
// as any element, so a loop it calls parallel is parallel for all values.
func (s *NestStatic) StaticPlan() (*NestPlan, error) {
	if s.fixed != nil {
		return s.fixed, nil
	}
	if s.Static == nil {
		return s.sequentialPlan(), nil
	}
	g := s.Static.conservative()
	if len(wrappingRefs(s.Problem, nil)) > 0 {
		// Rebuild with the wrapping subscripts rewritten; still no values.
		return s.analyseWith(nil, false)
	}
	return s.finish(g, nil, nil), nil
}

// Resolve is the run-time stage: bindings hold the integer values of the
// symbols, of non-affine bounds (by their source text) and of run-time steps.
func (s *NestStatic) Resolve(bindings map[string]int64) (*NestPlan, error) {
	for _, name := range s.boundSyms {
		if _, ok := bindings[name]; !ok {
			return nil, fmt.Errorf("depend: no value for %s, which the nest of %s at %s needs", name, s.Nest.Func, s.Nest.Pos)
		}
	}
	if s.fixedGraph != nil {
		return s.finish(s.fixedGraph, nil, bindings), nil
	}
	if s.fixed != nil {
		return s.fixed, nil
	}
	if s.Static == nil || len(s.lowering.lateSyms) > 0 || len(s.lowering.blockSyms) > 0 {
		// A run-time step, subscripts affine only with these values
		// (late.go), or loop bounds that may prove to walk disjoint
		// blocks (blocks.go): the Problem itself depends on them.
		return s.analyseWith(bindings, true)
	}
	if len(wrappingRefs(s.Problem, bindings)) > 0 {
		return s.analyseWith(bindings, true)
	}
	g, err := s.Static.Resolve(bindings)
	if err != nil {
		return nil, err
	}
	return s.finish(g, nil, bindings), nil
}

// analyseWith runs both stages afresh: for run-time steps, for late
// subscripts, and when some subscripts wrap around (the cached Problem took
// them as positions).
func (s *NestStatic) analyseWith(bindings map[string]int64, resolve bool) (*NestPlan, error) {
	p, refStmt, refExpr, err := s.lowering.problem(bindings)
	if err != nil {
		return nil, err
	}
	p, refStmt, refExpr, wraps := wrapAround(p, refStmt, refExpr, bindings)
	st, err := Analyze(p)
	if err != nil {
		return nil, err
	}
	var g *Graph
	if resolve {
		if g, err = st.Resolve(bindings); err != nil {
			return nil, err
		}
	} else {
		g = st.conservative()
	}
	view := &NestStatic{Nest: s.Nest, Problem: p, Static: st, RefStmt: refStmt, RefExpr: refExpr, lowering: s.lowering}
	var values map[string]int64
	if resolve {
		values = bindings
	}
	return view.finish(g, wraps, values), nil
}

// maxWrapCopies bounds how many copies one reference may get for its
// wrapping subscript positions (two per position).
const maxWrapCopies = 4

// wrapAround rewrites the references whose subscripts may be negative, as
// Python reads a[-1] as the last element. Where the axis length is bound
// (as "a.shape[d]", or "len(a)" for axis 0), a position f that may be
// negative becomes two references, one at f and one at f + length: together
// they touch every element the real subscript does, and otherwise only
// positions outside the array, so the tests stay exact on the rest. Without
// the length, the position is any element. It returns the new problem, its
// maps, and the indices of the rewritten references.
func wrapAround(p *Problem, refStmt []int, refExpr []nest.Expr, bindings map[string]int64) (*Problem, []int, []nest.Expr, []int) {
	out := &Problem{Loops: p.Loops}
	var outStmt []int
	var outExpr []nest.Expr
	var wraps []int
	signs := newSignTest(p, bindings)
	for i, r := range p.Refs {
		positions := wrapPositions(p, i, bindings, signs)
		if len(positions) == 0 {
			out.Refs = append(out.Refs, r)
			outStmt, outExpr = append(outStmt, refStmt[i]), append(outExpr, refExpr[i])
			continue
		}
		variants := [][]affine.Form{slices.Clone(r.Subs)}
		for _, d := range positions {
			length, ok := axisLength(r.Array, d, bindings)
			shifted, err := r.Subs[d].Add(affine.Const(length))
			if !ok || err != nil || 2*len(variants) > maxWrapCopies {
				for _, v := range variants {
					v[d] = affine.NonAffine()
				}
				continue
			}
			for _, v := range slices.Clone(variants) {
				w := slices.Clone(v)
				w[d] = shifted
				variants = append(variants, w)
			}
		}
		for _, subs := range variants {
			c := r
			c.Subs = subs
			wraps = append(wraps, len(out.Refs))
			out.Refs = append(out.Refs, c)
			outStmt, outExpr = append(outStmt, refStmt[i]), append(outExpr, refExpr[i])
		}
	}
	return out, outStmt, outExpr, wraps
}

// axisLength looks up the length of an array's axis among the bindings.
func axisLength(array string, axis int, bindings map[string]int64) (int64, bool) {
	if v, ok := bindings[fmt.Sprintf("%s.shape[%d]", array, axis)]; ok && v > 0 {
		return v, true
	}
	if axis == 0 {
		if v, ok := bindings["len("+array+")"]; ok && v > 0 {
			return v, true
		}
	}
	return 0, false
}

// finish drops the dependences a reduction makes harmless, plans,
// privatises the arrays it can for these bindings (nil: none known), and
// maps the answer back to statements.
func (s *NestStatic) finish(g *Graph, wraps []int, bindings map[string]int64) *NestPlan {
	a := s.lowering.minPlusStep()
	if a == nil || s.Problem == nil {
		return s.finishGraph(g, wraps, bindings)
	}
	// A plan that rests on the values (assume.go), and the one without.
	kept := g.Edges[:0:0]
	for _, e := range g.Edges {
		if !a.withinStep(s.Problem, s.RefStmt, e) {
			kept = append(kept, e)
		}
	}
	np := s.finishGraph(g, wraps, bindings)
	np.Assumed = s.finishGraph(&Graph{Problem: g.Problem, Edges: kept}, wraps, bindings)
	np.Assumed.Assumes = []Assumption{*a}
	return np
}

// finishGraph is finish for one graph.
func (s *NestStatic) finishGraph(g *Graph, wraps []int, bindings map[string]int64) *NestPlan {
	lw := s.lowering
	kept := g.Edges[:0:0]
	for _, e := range g.Edges {
		if lw.reductionEdge(s.Problem, s.RefExpr, e) {
			continue
		}
		kept = append(kept, e)
	}
	g = &Graph{Problem: g.Problem, Edges: kept}
	plan, err := g.Plan()
	if err != nil {
		// Plan fails only on a malformed problem, which lowering never makes.
		panic(fmt.Sprintf("depend: plan of a lowered nest: %v", err))
	}
	plan.Body = lw.spliceGroups(plan.Body)
	expanded := rejoin(plan, s.Nest, kept)
	np := &NestPlan{Nest: s.Nest, Problem: s.Problem, Graph: g, Plan: plan, WrapRefs: wraps, Expanded: expanded}
	np.Deps = s.stmtDeps(g)
	np.Privatised = np.privatise(bindings)
	np.Stmts = make([]StmtPlan, len(s.Nest.Stmts))
	for i, st := range s.Nest.Stmts {
		loops, par := plan.StmtLoops(i)
		if loops == nil {
			loops, par = st.Loops, make([]bool, len(st.Loops))
		}
		red := make([]bool, len(loops))
		for k := range loops {
			red[k] = par[k] && lw.reductionLoop(st, k)
		}
		np.Stmts[i] = StmtPlan{Loops: slices.Clone(loops), Parallel: slices.Clone(par), Reduction: red}
	}
	np.Irregular = s.irregularLoops(np)
	return np
}

// stmtDeps lifts reference-level edges to statement-level dependences,
// merging edges that differ only in the references of one statement.
func (s *NestStatic) stmtDeps(g *Graph) []NestDep {
	residue := map[[2]int]bool{}
	for _, r := range s.Static.Residues() {
		residue[[2]int{min(r.Src, r.Dst), max(r.Src, r.Dst)}] = true
	}
	type depKey struct {
		src, dst, carried int
		array             string
		kind              Kind
		vector            string
	}
	seen := map[depKey]bool{}
	var out []NestDep
	for _, e := range g.Edges {
		src, dst := s.Problem.Refs[e.Src], s.Problem.Refs[e.Dst]
		from, to, kind := s.RefStmt[e.Src], s.RefStmt[e.Dst], e.Kind
		if e.Level == 0 && from > to && src.Stmt == dst.Stmt {
			// Inside one location reduction, which the problem saw as one
			// statement, reads before writes: the dependence runs from
			// the earlier statement in the source.
			from, to = to, from
			switch kind {
			case Flow:
				kind = Anti
			case Anti:
				kind = Flow
			}
		}
		d := NestDep{Src: from, Dst: to, Array: SourceName(src.Array), Kind: kind,
			Dirs: e.Dirs, Dist: e.Dist, CarriedBy: e.Loop,
			Settled: !residue[[2]int{min(e.Src, e.Dst), max(e.Src, e.Dst)}]}
		key := depKey{d.Src, d.Dst, d.CarriedBy, d.Array, d.Kind, vectorKey(d.Dirs, d.Dist)}
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, d)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Src != b.Src {
			return a.Src < b.Src
		}
		if a.Dst != b.Dst {
			return a.Dst < b.Dst
		}
		if a.Array != b.Array {
			return a.Array < b.Array
		}
		return a.Kind < b.Kind
	})
	return out
}

// vectorKey encodes direction and distance vectors for comparing them.
func vectorKey(dirs []Dir, dist []Distance) string {
	b := make([]byte, 0, 4*len(dirs))
	for i, d := range dirs {
		b = append(b, byte(d))
		if i < len(dist) && dist[i].Known {
			b = strconv.AppendInt(b, dist[i].Value, 10)
		}
		b = append(b, ',')
	}
	return string(b)
}

// sequentialPlan is the static plan of a nest whose step is known only at
// run time: without the step no test can run, so every loop is sequential.
func (s *NestStatic) sequentialPlan() *NestPlan {
	n := s.Nest
	var build func(body []nest.Node) []*Node
	build = func(body []nest.Node) []*Node {
		var out []*Node
		for _, nd := range body {
			switch x := nd.(type) {
			case *nest.Loop:
				out = append(out, &Node{Loop: x.Index, Body: build(x.Body)})
			case *nest.Assign:
				out = append(out, &Node{Loop: -1, Stmt: x.Index})
			}
		}
		return out
	}
	np := &NestPlan{Nest: n, Plan: &Plan{Body: build([]nest.Node{n.Root})}}
	np.Stmts = make([]StmtPlan, len(n.Stmts))
	for i, st := range n.Stmts {
		np.Stmts[i] = StmtPlan{Loops: slices.Clone(st.Loops), Parallel: make([]bool, len(st.Loops)), Reduction: make([]bool, len(st.Loops))}
	}
	return np
}

// conservative returns the graph ahead of time: settled edges as they are,
// and for every residue the dependences of both kinds in every direction.
func (st *Static) conservative() *Graph {
	edges := slices.Clone(st.Settled())
	p := st.c.p
	for _, r := range st.Residues() {
		a, b := &p.Refs[r.Src], &p.Refs[r.Dst]
		common := commonPrefix(a.Loops, b.Loops)
		forced := forcedEqual(p, a, b, common)
		dirs := make([]Dir, common)
		dist := make([]Distance, common)
		for i := range dirs {
			dirs[i] = Lt | Eq | Gt
			if forced[i] {
				dirs[i] = Eq
				dist[i] = Distance{Known: true}
			}
		}
		if common == 0 {
			edges = append(edges, Edge{Src: r.Src, Dst: r.Dst, Kind: kindOf(a.Write, b.Write), Loop: -1})
			continue
		}
		// a before b: carried at every level that is not forced equal, and
		// loop-independent.
		for lvl := 1; lvl <= common; lvl++ {
			if forced[lvl-1] {
				continue
			}
			d := slices.Clone(dirs)
			for k := 0; k < lvl-1; k++ {
				d[k] = Eq
			}
			d[lvl-1] = Lt
			edges = append(edges, Edge{Src: r.Src, Dst: r.Dst, Kind: kindOf(a.Write, b.Write), Level: lvl, Loop: a.Loops[lvl-1], Dirs: d, Dist: dist})
			edges = append(edges, Edge{Src: r.Dst, Dst: r.Src, Kind: kindOf(b.Write, a.Write), Level: lvl, Loop: a.Loops[lvl-1], Dirs: d, Dist: dist})
		}
		if r.Src == r.Dst {
			continue // a reference meets itself in the same iteration only trivially
		}
		eq := make([]Dir, common)
		for i := range eq {
			eq[i] = Eq
		}
		edges = append(edges, Edge{Src: r.Src, Dst: r.Dst, Kind: kindOf(a.Write, b.Write), Loop: -1, Dirs: eq, Dist: dist})
	}
	return &Graph{Problem: p, Edges: edges}
}

// forcedEqual marks the common loops whose iterations must be equal for a
// and b to meet, whatever the symbols: a subscript position where both forms
// are the same function of that loop's variable alone (symbols cancel), as
// acc[i, j] against acc[i, j] inside an inner k loop.
func forcedEqual(p *Problem, a, b *Ref, common int) []bool {
	forced := make([]bool, common)
	loopVar := map[string]bool{}
	for _, l := range append(slices.Clone(a.Loops), b.Loops...) {
		loopVar[p.Loops[l].Var] = true
	}
	for lvl := 0; lvl < common; lvl++ {
		v := p.Loops[a.Loops[lvl]].Var
		for d := range min(len(a.Subs), len(b.Subs)) {
			fa, fb := a.Subs[d], b.Subs[d]
			if !fa.Valid() || !fb.Valid() || !fa.Equal(fb) || fa.Coef(v) == 0 {
				continue
			}
			only := true
			for _, x := range fa.Vars() {
				if x != v && loopVar[x] {
					only = false
				}
			}
			if only {
				forced[lvl] = true
				break
			}
		}
	}
	return forced
}

func commonPrefix(a, b []int) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// lowering holds how a nest's names become references.
type lowering struct {
	n           *nest.Nest
	scalars     map[string]*scalarInfo
	runtimeStep bool
	// lateSyms are the symbols of the subscripts that are affine only once
	// they have values (late.go); the Problem lowered with bindings has
	// those subscripts as affine forms, the one without takes them as any
	// element.
	lateSyms []string
	// blockSyms are the symbols whose values may show a loop to walk
	// disjoint blocks of an enclosing loop's iterations where the static
	// stage cannot tell (blocks.go): Resolve lowers the nest again.
	blockSyms []string
	// groupOf maps each statement of a location reduction to the group's
	// test statement: the dependence problem sees the group as that one
	// statement, the atomic update of a (value, locations) tuple.
	groupOf map[int]int
}

// scalarInfo is the classification of one scalar.
type scalarInfo struct {
	s *nest.Scalar
	// privLoops are the loops each of whose iterations writes the scalar
	// before reading it: it is expanded over them (Private).
	privLoops []int
	// updates are the statements that update it as a reduction inside
	// loops deeper than privLoops; nil if it is not reduced.
	updates map[int]bool
}

func newLowering(n *nest.Nest) *lowering {
	lw := &lowering{n: n, scalars: map[string]*scalarInfo{}, groupOf: map[int]int{}, lateSyms: lateSymbolsOf(n)}
	for _, l := range n.Loops {
		if l.StepValue == 0 {
			lw.runtimeStep = true
		}
	}
	for _, sc := range n.Scalars {
		lw.scalars[sc.Name] = classify(n, sc)
	}
	lw.findLocations()
	lw.blockSyms = lw.blockSymbolsOf()
	return lw
}

// boundName is the symbol standing for a loop bound or step that is not an
// affine form: its source text.
func boundName(e nest.Expr) string { return nest.String(e) }

func (lw *lowering) boundSymbols() []string {
	var out []string
	for _, l := range lw.n.Loops {
		if !l.Lower.Valid() && !l.Dynamic {
			out = append(out, boundName(l.Start))
		}
		if !l.Upper.Valid() && !l.Dynamic {
			out = append(out, boundName(l.Stop))
		}
		if l.StepValue == 0 {
			out = append(out, boundName(l.Step))
		}
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// allSymbols lists every symbol a form of the nest mentions.
func (lw *lowering) allSymbols() []string {
	loopVars := map[string]bool{}
	for _, l := range lw.n.Loops {
		loopVars[l.Var] = true
	}
	var out []string
	add := func(f affine.Form) {
		for _, v := range f.Vars() {
			if !loopVars[v] {
				out = append(out, v)
			}
		}
	}
	for _, l := range lw.n.Loops {
		add(l.Lower)
		add(l.Upper)
	}
	for _, st := range lw.n.Stmts {
		for _, e := range append(st.Reads(), st.Target) {
			if r, ok := e.(*nest.Ref); ok {
				for _, f := range r.Forms {
					add(f)
				}
			}
		}
	}
	return out
}

// problem lowers the nest; bindings supply run-time steps and the values
// that make late subscripts affine (nil statically).
func (lw *lowering) problem(bindings map[string]int64) (*Problem, []int, []nest.Expr, error) {
	n := lw.n
	p := &Problem{}
	for _, l := range n.Loops {
		lo, up := l.Lower, l.Upper
		if l.Dynamic && bindings != nil {
			if !lo.Valid() {
				lo = lateBound(l.Start, bindings)
			}
			if !up.Valid() {
				up = lateBound(l.Stop, bindings)
			}
		}
		// A loop walking disjoint blocks of an enclosing loop's
		// iterations (blocks.go) keeps its start unknown, so that the
		// tests compare its values, which the blocks order.
		blocked := ""
		if l.Dynamic && (!lo.Valid() || !up.Valid()) {
			if blocked, _ = lw.blockOf(l, bindings); blocked != "" {
				lo = affine.NonAffine()
			}
		}
		// A dynamic bound stays unknown; any other that is not affine
		// is a symbol whose value arrives before the nest runs.
		if !lo.Valid() && !l.Dynamic {
			lo = affine.Var(boundName(l.Start))
		}
		if !up.Valid() && !l.Dynamic {
			up = affine.Var(boundName(l.Stop))
		}
		step := l.StepValue
		if step == 0 {
			v, ok := bindings[boundName(l.Step)]
			if !ok {
				return nil, nil, nil, fmt.Errorf("depend: no value for the step %s of loop %s at %s", boundName(l.Step), l.Var, l.Pos)
			}
			if v == 0 || v == math.MinInt64 {
				return nil, nil, nil, fmt.Errorf("depend: step %s of loop %s at %s is %d", boundName(l.Step), l.Var, l.Pos, v)
			}
			step = v
		}
		nonNeg := l.Dynamic && !l.Lower.Valid() && !lo.Valid()
		var least int64
		if nonNeg {
			least = leastValue(l.Start, bindings)
		}
		var residue affine.Form
		var mod int64
		if l.Dynamic && !l.Lower.Valid() {
			residue, mod = startResidue(l.Start, step, bindings)
		}
		p.Loops = append(p.Loops, Loop{Var: l.Var, Lower: lo, Upper: up, Step: step,
			LowerNonNegative: nonNeg, LowerLeast: least, Residue: residue, ResidueMod: mod, BlockedBy: blocked})
	}
	var refStmt []int
	var refExpr []nest.Expr
	for _, st := range n.Stmts {
		add := func(e nest.Expr, write bool) {
			var ref Ref
			switch x := e.(type) {
			case *nest.Ref:
				ref = Ref{Array: x.Array, Subs: x.Forms, Internal: x.Synthetic}
				if bindings != nil && len(lw.lateSyms) > 0 {
					ref.Subs = lateForms(x, bindings)
				}
			case *nest.Name:
				info := lw.scalars[x.Id]
				if info == nil {
					return
				}
				ref = Ref{Array: x.Id, Subs: lw.expansion(info), Internal: true}
			default:
				return
			}
			ref.Write, ref.Stmt, ref.Loops = write, lw.stmtOf(st.Index), st.Loops
			p.Refs = append(p.Refs, ref)
			refStmt = append(refStmt, st.Index)
			refExpr = append(refExpr, e)
		}
		for _, r := range st.Reads() {
			add(r, false)
		}
		add(st.Target, true)
		if drawsIn(st) {
			// A draw reads and advances NumPy's random state: a 0-d
			// reference read and written by every draw keeps the draws
			// in program order, every loop around them in order.
			for _, write := range []bool{false, true} {
				p.Refs = append(p.Refs, Ref{Array: drawOrder, Internal: true, Write: write, Stmt: lw.stmtOf(st.Index), Loops: st.Loops})
				refStmt = append(refStmt, st.Index)
				refExpr = append(refExpr, &nest.Name{Id: drawOrder})
			}
		}
	}
	return p, refStmt, refExpr, nil
}

// drawOrder names the reference that orders a nest's random draws: a name
// no array or scalar of a script can have.
const drawOrder = "np·random·order"

// drawsIn reports whether statement st draws random numbers
// (nest.DrawFuncs), in its value, its predicate or its target's
// subscripts.
func drawsIn(st *nest.Assign) bool {
	if nest.Draws(st.Value) || nest.Draws(st.Pred) {
		return true
	}
	if r, ok := st.Target.(*nest.Ref); ok {
		for _, sub := range r.Subs {
			if nest.Draws(sub) {
				return true
			}
		}
	}
	return false
}

// expansion returns the subscripts of a scalar's lowered reference: the
// variables of the loops it is private to (none for a reduction over the
// whole nest or a recurrence, which are 0-d).
func (lw *lowering) expansion(info *scalarInfo) []affine.Form {
	subs := make([]affine.Form, len(info.privLoops))
	for i, l := range info.privLoops {
		subs[i] = affine.Var(lw.n.Loops[l].Var)
	}
	return subs
}

// reductionEdge reports whether e is a dependence between two updates of a
// reduction carried by one of the reduction's loops: reordering those
// updates is what a parallel reduction does.
func (lw *lowering) reductionEdge(p *Problem, refExpr []nest.Expr, e Edge) bool {
	if e.Loop < 0 {
		return false
	}
	a, b := p.Refs[e.Src], p.Refs[e.Dst]
	if a.Array != b.Array {
		return false
	}
	name, ok := refExpr[e.Src].(*nest.Name)
	if !ok {
		return false
	}
	info := lw.scalars[name.Id]
	if info == nil || info.updates == nil || !info.updates[a.Stmt] || !info.updates[b.Stmt] {
		return false
	}
	// The carrying loop must be deeper than the loops it is private to.
	return !slices.Contains(info.privLoops, e.Loop)
}

// reductionLoop reports whether statement st's k-th loop is a reduction
// loop of a scalar st updates.
func (lw *lowering) reductionLoop(st *nest.Assign, k int) bool {
	name, ok := st.Target.(*nest.Name)
	if !ok {
		return false
	}
	info := lw.scalars[name.Id]
	if info == nil || !info.updates[st.Index] {
		return false
	}
	return !slices.Contains(info.privLoops, st.Loops[k])
}

// wrappingRefs lists the references with a subscript that may be negative over
// the iteration space for these bindings (symbols without a value may be
// anything).
func wrappingRefs(p *Problem, bindings map[string]int64) []int {
	var out []int
	signs := newSignTest(p, bindings)
	for i := range p.Refs {
		if len(wrapPositions(p, i, bindings, signs)) > 0 {
			out = append(out, i)
		}
	}
	return out
}

// wrapPositions lists the subscript positions of reference ri that may be
// negative: interval arithmetic over the loops' value ranges first, then,
// for a position it cannot clear (i - k - 1 with k in range(i)), the exact
// test over the loops' bounds.
func wrapPositions(p *Problem, ri int, bindings map[string]int64, signs *signTest) []int {
	r := &p.Refs[ri]
	if r.Internal {
		return nil // indexed by iteration numbers
	}
	iv := loopIntervals(p, r.Loops, bindings)
	if iv == nil {
		return nil // some loop runs no iteration: nothing is accessed
	}
	var out []int
	for d, f := range r.Subs {
		if !f.Valid() {
			continue
		}
		if lo, _ := formInterval(f, iv, bindings); lo < 0 && signs.mayBeNegative(ri, d) {
			out = append(out, d)
		}
	}
	return out
}

type span struct{ lo, hi float64 }

// WrittenBox returns, axis by axis, the least and the greatest index at
// which the nest may write array for these bindings; false where it
// cannot say (a subscript that is not affine, a bound it does not know,
// an index that may be negative and wrap), or where there is no Problem.
// A write the nest cannot make (a loop that runs no iteration) adds
// nothing; a nest that writes nothing of array gives an empty box (some
// lo above its hi). The closure saves only that box of an array before a
// kernel that may stop, to undo it.
func (np *NestPlan) WrittenBox(array string, rank int, bindings map[string]int64) (lo, hi []int64, ok bool) {
	if np == nil || np.Problem == nil {
		return nil, nil, false
	}
	lo, hi = make([]int64, rank), make([]int64, rank)
	for d := range rank {
		lo[d], hi[d] = math.MaxInt64, math.MinInt64
	}
	for _, r := range np.Problem.Refs {
		if !r.Write || r.Array != array {
			continue
		}
		if len(r.Subs) != rank {
			return nil, nil, false
		}
		iv := loopIntervals(np.Problem, r.Loops, bindings)
		if iv == nil {
			continue // no iteration reaches it
		}
		for d, f := range r.Subs {
			l, h := formInterval(f, iv, bindings)
			if l < 0 || math.IsInf(h, 1) || h >= math.MaxInt64/2 {
				return nil, nil, false
			}
			lo[d], hi[d] = min(lo[d], int64(l)), max(hi[d], int64(h))
		}
	}
	return lo, hi, true
}

// loopIntervals bounds the variable of each loop in loops over the
// iteration space; nil when some loop provably runs no iteration.
func loopIntervals(p *Problem, loops []int, bindings map[string]int64) map[string]span {
	iv := map[string]span{}
	for _, li := range loops {
		l := p.Loops[li]
		loLo, loHi := formInterval(l.Lower, iv, bindings)
		if l.LowerNonNegative {
			loLo = max(loLo, 0, float64(l.LowerLeast))
		}
		upLo, upHi := formInterval(l.Upper, iv, bindings)
		var v span
		if l.Step > 0 {
			v = span{loLo, upHi - 1}
		} else {
			v = span{upLo + 1, loHi}
		}
		if v.lo > v.hi {
			return nil
		}
		iv[l.Var] = v
	}
	return iv
}

// formInterval bounds f given intervals of loop variables and symbol values;
// an unbound symbol is unbounded.
func formInterval(f affine.Form, iv map[string]span, bindings map[string]int64) (lo, hi float64) {
	if !f.Valid() {
		return math.Inf(-1), math.Inf(1)
	}
	lo, hi = float64(f.Const()), float64(f.Const())
	for _, t := range f.Terms() {
		var r span
		if x, ok := iv[t.Var]; ok {
			r = x
		} else if v, ok := bindings[t.Var]; ok {
			r = span{float64(v), float64(v)}
		} else {
			r = span{math.Inf(-1), math.Inf(1)}
		}
		c := float64(t.Coef)
		a, b := c*r.lo, c*r.hi
		if math.IsNaN(a) {
			a = 0
		}
		if math.IsNaN(b) {
			b = 0
		}
		lo += min(a, b)
		hi += max(a, b)
	}
	return lo, hi
}

// classify finds a scalar's role (setting sc.Role and sc.Reduction) and how
// it is lowered.
//
// Private at depth d: the first access of the scalar in the body of the
// d-th loop enclosing all its accesses is an unconditional write directly in
// that body, so every iteration of those loops starts from its own value;
// it is expanded over them. Reduction: every access inside loops deeper than
// that (all accesses, when it is private to no loop) is an update s = s op e
// with one op of + (and -), *, min, max, &, | or ^, and e does not read s.
// Anything else is a recurrence, lowered as a 0-d reference: dependences in
// every direction.
func classify(n *nest.Nest, sc *nest.Scalar) *scalarInfo {
	info := &scalarInfo{s: sc}
	sc.Locate = nil
	var accesses []*nest.Assign // statements touching sc, in source order
	for _, st := range n.Stmts {
		if touches(st, sc.Name) {
			accesses = append(accesses, st)
		}
	}
	if len(accesses) == 0 {
		sc.Role = nest.Recurrence
		return info
	}
	common := accesses[0].Loops
	for _, st := range accesses[1:] {
		common = common[:commonPrefix(common, st.Loops)]
	}
	for d := len(common); d >= 1; d-- {
		first := firstAccessIn(accesses, common[d-1])
		if first == nil {
			continue
		}
		if writesOnly(first, sc.Name) && len(first.Loops) == d &&
			(first.Pred == nil || guardedReads(n, sc, first, accesses, common[d-1])) ||
			coveredReads(n, sc, accesses, common[d-1], d) {
			info.privLoops = slices.Clone(common[:d])
			break
		}
	}
	depth := len(info.privLoops)
	op := nest.NoOp
	updates := map[int]bool{}
	reduction := true
	for _, st := range accesses {
		if len(st.Loops) <= depth {
			continue // directly in the private body: ordinary accesses
		}
		u, ok := updateOp(st, sc.Name)
		if !ok || (op != nest.NoOp && u != op) {
			reduction = false
			break
		}
		op = u
		updates[st.Index] = true
	}
	if reduction && len(updates) > 0 {
		info.updates = updates
	}
	sc.PrivateTo = nil
	switch {
	case depth > 0:
		sc.Role = nest.Private
		sc.PrivateTo = slices.Clone(info.privLoops)
	case reduction && len(updates) > 0:
		sc.Role = nest.Reduction
		sc.Reduction = op
	default:
		sc.Role = nest.Recurrence
	}
	if sc.Role == nest.Private && info.updates != nil {
		// A private scalar reduced inside its iteration: the reduction is
		// recorded on the statements (StmtPlan.Reduction).
		sc.Reduction = op
	}
	return info
}

// guardedReads reports whether a predicated first write w still makes sc
// private to the loop l around it: every other access in l's body runs only
// when w's predicate holds (its own predicate is w's, or a conjunction with
// it) and no statement after w in that body writes what the predicate reads,
// so a read always sees the write of its own iteration. The scalar must not
// be live after the nest: its last value would be the last iteration's that
// ran the write, not the last iteration's.
func guardedReads(n *nest.Nest, sc *nest.Scalar, w *nest.Assign, accesses []*nest.Assign, l int) bool {
	if sc.LiveOut {
		return false
	}
	last := w.Index
	for _, a := range accesses {
		if a == w || !slices.Contains(a.Loops, l) {
			continue
		}
		if !implies(a.Pred, w.Pred) {
			return false
		}
		last = max(last, a.Index)
	}
	inputs := map[string]bool{}
	nest.WalkExpr(w.Pred, func(e nest.Expr) {
		switch x := e.(type) {
		case *nest.Ref:
			inputs[x.Array] = true
		case *nest.Name:
			inputs[x.Id] = true
		}
	})
	for _, st := range n.Stmts[w.Index+1 : last+1] {
		switch t := st.Target.(type) {
		case *nest.Ref:
			if inputs[t.Array] {
				return false
			}
		case *nest.Name:
			if inputs[t.Id] {
				return false
			}
		}
	}
	return true
}

// implies reports whether predicate a, when true, makes p true: a is p, or a
// conjunction one of whose operands implies p.
func implies(a, p nest.Expr) bool {
	if a == nil {
		return false
	}
	if nest.String(a) == nest.String(p) {
		return true
	}
	if x, ok := a.(*nest.Logic); ok && x.Op == nest.And {
		return implies(x.X, p) || implies(x.Y, p)
	}
	return false
}

// touches reports whether st reads or writes the scalar name.
func touches(st *nest.Assign, name string) bool {
	if x, ok := st.Target.(*nest.Name); ok && x.Id == name {
		return true
	}
	for _, r := range st.Reads() {
		if x, ok := r.(*nest.Name); ok && x.Id == name {
			return true
		}
	}
	return false
}

// firstAccessIn returns the first statement of accesses inside loop l.
func firstAccessIn(accesses []*nest.Assign, l int) *nest.Assign {
	for _, st := range accesses {
		if slices.Contains(st.Loops, l) {
			return st
		}
	}
	return nil
}

// writesOnly reports whether st writes name without reading it.
func writesOnly(st *nest.Assign, name string) bool {
	x, ok := st.Target.(*nest.Name)
	if !ok || x.Id != name || st.Op != nest.NoOp {
		return false
	}
	return !nest.ReadsName(st.Value, name) && !nest.ReadsName(st.Pred, name)
}

// updateOp recognises st as a reduction update of name: s op= e, s = s op e,
// s = e op s (commutative op), s = min(s, e), s = max(e, s); - counts as +.
// The bitwise & | ^ on ints and bools are associative and commutative too
// (h ^= a[i], m = m | x), and combine bit-exactly in any order.
// The right-hand side may also be a chain of one operator class holding s
// once (s = s + a*b + c*d, s = a - b + s, p = p * x * y, h = h ^ x ^ y),
// where s is added (not subtracted: s = x - s is no reduction) or
// multiplied (or-ed, and-ed, xor-ed) in: each
// iteration then adds (multiplies) the rest of the chain into s, and a
// parallel reduction reorders those contributions exactly as it reorders
// the operands of s += e (kernels run the statement as written, each chunk
// from the operator's identity, and combine the chunks with the operator).
func updateOp(st *nest.Assign, name string) (nest.BinOp, bool) {
	x, ok := st.Target.(*nest.Name)
	if !ok || x.Id != name || nest.ReadsName(st.Pred, name) {
		return 0, false
	}
	isS := func(e nest.Expr) bool {
		n, ok := e.(*nest.Name)
		return ok && n.Id == name
	}
	norm := func(op nest.BinOp) (nest.BinOp, bool) {
		switch op {
		case nest.Add, nest.Sub:
			return nest.Add, true
		case nest.Mul, nest.Div:
			return nest.Mul, true
		case nest.BitAnd, nest.BitOr, nest.BitXor:
			return op, true
		}
		return 0, false
	}
	if st.Op != nest.NoOp {
		if nest.ReadsName(st.Value, name) {
			return 0, false
		}
		return norm(st.Op)
	}
	switch v := st.Value.(type) {
	case *nest.Binary:
		op, ok := norm(v.Op)
		if !ok {
			return 0, false
		}
		if n, ok := chainHolds(v, name, op, false); ok && n == 1 {
			return op, true
		}
	case *nest.Call:
		if (v.Func == "min" || v.Func == "max") && len(v.Args) == 2 {
			var other nest.Expr
			switch {
			case isS(v.Args[0]):
				other = v.Args[1]
			case isS(v.Args[1]):
				other = v.Args[0]
			default:
				return 0, false
			}
			if nest.ReadsName(other, name) {
				return 0, false
			}
			if v.Func == "min" {
				return nest.Min, true
			}
			return nest.Max, true
		}
	}
	return 0, false
}

// chainHolds walks e as a chain of operators of class op (Add: + and -;
// any other: op itself) down to its operands and counts the operands that
// are the scalar name. ok is false when an operand other than name reads name, or when
// name is subtracted (negated: under an odd number of right operands of
// -).
func chainHolds(e nest.Expr, name string, op nest.BinOp, negated bool) (n int, ok bool) {
	if b, isBin := e.(*nest.Binary); isBin && (b.Op == op || op == nest.Add && b.Op == nest.Sub || op == nest.Mul && b.Op == nest.Div) {
		l, okL := chainHolds(b.X, name, op, negated)
		r, okR := chainHolds(b.Y, name, op, negated != (b.Op == nest.Sub || b.Op == nest.Div))
		return l + r, okL && okR
	}
	if x, isName := e.(*nest.Name); isName && x.Id == name {
		return 1, !negated
	}
	return 0, !nest.ReadsName(e, name)
}

// String formats the dependence for errors and tests:
// "flow S0 -> S1 a (<, =) carried by L0".
func (d NestDep) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s S%d -> S%d %s (", d.Kind, d.Src, d.Dst, d.Array)
	for i, x := range d.Dirs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(x.String())
	}
	b.WriteByte(')')
	if d.CarriedBy >= 0 {
		fmt.Fprintf(&b, " carried by L%d", d.CarriedBy)
	}
	return b.String()
}
