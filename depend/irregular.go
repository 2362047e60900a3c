// This file classifies irregular loops: loops that the plan runs in order
// only because of dependences through index arrays (res[left[e]] += f),
// which an execution plan built from the index arrays' values at run time
// (package inspector, driven by package irregular) may run in parallel.
//
// An indirect subscript is NonAffine to the tests, so every pair of
// references to an array written through one is a dependence in every
// direction, and the loop runs in order. What actually conflicts is
// decided by the values of the index arrays. This file does not decide it;
// it says, for each such loop, which elements every reference of the
// conflicting arrays touches in each iteration, in terms an inspector can
// evaluate: through which index array and subscripts, or directly by an
// affine subscript, and whether the reference reads, writes or increments
// the element. An indirect read alone never needs this: an array that the
// nest only reads has no write to conflict with, and the tests already give
// it no dependence.
//
// A loop L of the plan qualifies when:
//
//   - L's node and every node enclosing it are sequential (so L can be the
//     top of a kernel, under host loops only);
//   - every dependence carried by L among the node's statements is on an
//     array (not a scalar or a predicate of if-conversion) that some
//     statement of the node subscripts through an index array;
//   - every reference of such an array in the node can be described at one
//     axis, the key axis (that of its first indirect subscript): the
//     subscript there is an index array read M[s0, ...] with affine s, or an
//     affine form; the variables in them are L's, outer loops', symbols, and
//     those of loops inside L whose bounds do not depend on L or on each
//     other (their points multiply the elements an iteration touches). Two
//     references touching one element agree on the key axis, so comparing
//     key-axis indices is conservative;
//   - no index array is written anywhere in the nest, and no conflicting
//     array is itself used as an index array (plans are then valid for the
//     whole run of the nest);
//   - every scalar the node writes is private to L or to a loop inside it
//     and not read after the nest, or a reduction over the whole nest (a
//     private value read after the nest is the last iteration's, which an
//     execution plan that reorders iterations does not know);
//   - some index array read of a conflicting array depends on L's
//     variable: L runs over the index array's domain (otherwise every
//     iteration reads the same entries, as a time loop around the loop
//     over edges does, and an inner loop is the one to look at).
//
// An index array read may carry a constant offset, M[s] + c or M[s] - c
// (rh[ir[k] - 1] += v, Fortran's one-based index arrays): the inspector
// adds it to the values it reads.
//
// # Array reductions
//
// A subscript the inspector cannot evaluate (acc[m[e] // 2], h[b] with b
// computed in the loop, acc[k - 1] with k = m[e] + 1) still allows the
// loop to run in parallel when the conflicts are those of a reduction: L
// qualifies as an array reduction (IrregularLoop.Reduction) when, besides
// the conditions above on scalars and enclosing nodes,
//
//   - every carried array is only incremented in the node, every
//     reference of it with one associative operator (+ and -, *, min,
//     max, or the bitwise &, | and ^ of integers: AccessIncrement) through
//     any subscript, and is neither read nor
//     written otherwise, nor used in a subscript;
//   - some subscript the inspector cannot evaluate (IrregularIndex.
//     Computed) varies with L: it reads L's variable, or a scalar that L's
//     own body assigns (a time loop around the loop that computes the
//     subscript is not the one to privatise).
//
// Such a loop needs no inspector: any grouping of the increments gives
// the result of program order (exactly for integers; for floats up to
// rounding, which package irregular fixes by fixing the grouping), and
// package irregular runs it with private copies of the targets.
//
// Anything else stays as the plan says: in order.

package depend

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
)

// An AccessKind says what a reference does to the element it touches.
type AccessKind uint8

const (
	// AccessRead only reads the element.
	AccessRead AccessKind = iota
	// AccessWrite stores into it (a[x] = v, and augmented assignments that
	// do not commute, such as a[x] /= v): the last writer wins.
	AccessWrite
	// AccessIncrement updates it with a commutative, associative operator:
	// a[x] += v, a[x] -= v (Add), a[x] *= v (Mul), a[x] = a[x] op v and
	// a[x] = v op a[x] for + and *, a[x] = a[x] - v, a[x] = min(a[x], v)
	// (Min), a[x] = max(a[x], v) (Max), and a[x] &= v, |= v, ^= v or their
	// spelt-out forms (BitAnd, BitOr, BitXor), where v does not read a[x]
	// itself. Whether the update is exact in the array's element type is
	// a question of types, answered at run time (package irregular).
	AccessIncrement
)

var accessKindNames = [...]string{AccessRead: "read", AccessWrite: "write", AccessIncrement: "increment"}

func (k AccessKind) String() string {
	if int(k) < len(accessKindNames) {
		return accessKindNames[k]
	}
	return "AccessKind(?)"
}

// An IrregularLoop is a loop node of the plan that runs in order because
// of dependences through index arrays, with what an inspector needs to
// plan it at run time.
type IrregularLoop struct {
	Loop  int   // index into Nest.Loops
	Stmts []int // the statements of the plan node, ascending
	// Targets are the arrays with dependences carried by the loop, each
	// written or read through index arrays somewhere in the node, with
	// every reference of them in the node.
	Targets []IrregularTarget
	// Maps are the index arrays the references read, sorted.
	Maps []string
	// Reduction marks an array reduction (see the file comment): some
	// reference's subscript is Computed, every target is only incremented
	// with one operator, and the loop runs with private copies of the
	// targets rather than by an inspector's plan.
	Reduction bool
}

// An IrregularTarget is one array of an irregular loop and its references.
type IrregularTarget struct {
	Array string
	// Axis is the key axis: elements are told apart by their index along
	// it (conservatively: references that differ on another axis still
	// count as touching one element).
	Axis int
	// Written is false for an array the nest only reads (IrregularReads).
	Written  bool
	Accesses []IrregularAccess
}

// An IrregularAccess is one reference of a target.
type IrregularAccess struct {
	Stmt  int       // the statement (index into Nest.Stmts)
	Ref   *nest.Ref // the reference, for messages
	Kind  AccessKind
	Op    nest.BinOp // AccessIncrement: Add (covers -), Mul, Min, Max, BitAnd, BitOr or BitXor
	Index IrregularIndex
}

// An IrregularIndex says which index along the key axis a reference
// touches, per iteration of the loop and per point of Inner.
type IrregularIndex struct {
	// Map is the index array, read at Subs: the subscript is
	// Map[Subs...] + Offset. Empty for an affine subscript, which is then
	// Form, or a computed one.
	Map    string
	Subs   []affine.Form
	Offset int64
	Form   affine.Form
	// Computed is a subscript that is neither an index array read nor
	// affine in the loops (m[e] // 2, a scalar computed in the loop): only
	// the kernel can evaluate it, and only array reductions allow it.
	// Expr is the subscript.
	Computed bool
	Expr     nest.Expr
	// Inner are the loops inside the irregular loop whose variables the
	// forms use (indices into Nest.Loops, outermost first): an iteration
	// touches one element per point of them. Their bounds depend on no
	// variable of the irregular loop or of loops inside it.
	Inner []int
}

// Direct reports whether the index is an affine subscript rather than an
// index array read or a computed subscript.
func (x *IrregularIndex) Direct() bool { return x.Map == "" && !x.Computed }

// irregularLoops classifies the loop nodes of np's plan (see the file
// comment). It needs the lowering's scalar classification.
func (s *NestStatic) irregularLoops(np *NestPlan) []IrregularLoop {
	c := newIrregularClassifier(np)
	c.lw = s.lowering
	var out []IrregularLoop
	var walk func(ns []*Node)
	walk = func(ns []*Node) {
		for _, nd := range ns {
			if nd.Loop < 0 || nd.Parallel {
				continue // a statement, or a loop that starts a kernel
			}
			if il, ok := c.classify(nd); ok {
				out = append(out, il)
				continue
			}
			walk(nd.Body)
		}
	}
	walk(np.Plan.Body)
	return out
}

type irregularClassifier struct {
	n       *nest.Nest
	np      *NestPlan
	lw      *lowering       // for the scalars' private loops
	written map[string]bool // arrays some statement of the nest stores into
	scalar  map[string]bool // scalars and predicate arrays
}

func newIrregularClassifier(np *NestPlan) *irregularClassifier {
	c := &irregularClassifier{n: np.Nest, np: np, written: map[string]bool{}, scalar: map[string]bool{}}
	for _, st := range c.n.Stmts {
		if r, ok := st.Target.(*nest.Ref); ok {
			c.written[r.Array] = true
		}
	}
	for _, sc := range c.n.Scalars {
		c.scalar[sc.Name] = true
	}
	for _, p := range c.n.Predicates {
		c.scalar[p.Name] = true
	}
	return c
}

// nodeStmts lists the statements under a plan node, ascending.
func nodeStmts(nd *Node) []int {
	var out []int
	var walk func(*Node)
	walk = func(x *Node) {
		if x.Loop < 0 {
			out = append(out, x.Stmt)
			return
		}
		for _, c := range x.Body {
			walk(c)
		}
	}
	walk(nd)
	slices.Sort(out)
	return out
}

// classify decides whether the sequential loop node nd is irregular.
func (c *irregularClassifier) classify(nd *Node) (IrregularLoop, bool) {
	L := nd.Loop
	il := IrregularLoop{Loop: L, Stmts: nodeStmts(nd)}
	in := func(s int) bool { _, ok := slices.BinarySearch(il.Stmts, s); return ok }

	carried := map[string]bool{}
	for _, d := range c.np.Deps {
		if d.CarriedBy == L && in(d.Src) && in(d.Dst) {
			if c.scalar[d.Array] {
				return il, false // a recurrence, or a break's exit flag
			}
			carried[d.Array] = true
		}
	}
	if len(carried) == 0 || !c.scalarsOK(il.Stmts, L) {
		return il, false
	}

	refs := c.refsOf(il.Stmts)
	// Targets: the carried arrays, each written through an index array.
	names := slices.Sorted(func(yield func(string) bool) {
		for a := range carried {
			if !yield(a) {
				return
			}
		}
	})
	dependsOnL := false
	for _, a := range names {
		t, ok := c.target(a, refs[a], L, true)
		if !ok {
			if t, ok = c.reductionTarget(a, refs[a], L); !ok {
				return il, false
			}
			il.Reduction = true
		}
		il.Targets = append(il.Targets, t)
	}
	if il.Reduction {
		return c.reduction(il, L)
	}
	maps := map[string]bool{}
	for _, t := range il.Targets {
		for _, x := range t.Accesses {
			if x.Index.Map != "" {
				if c.written[x.Index.Map] || carried[x.Index.Map] {
					return il, false // an index array the nest changes
				}
				maps[x.Index.Map] = true
			}
			if t.Written && x.Index.Map != "" && c.dependsOn(x, L) {
				dependsOnL = true
			}
		}
	}
	if !dependsOnL {
		return il, false
	}
	for a := range carried {
		if maps[a] {
			return il, false
		}
	}
	il.Maps = slices.Sorted(mapKeys(maps))
	return il, true
}

// reduction finishes the classification of an array reduction: every
// target only incremented with one operator, and some computed subscript
// varying with L.
func (c *irregularClassifier) reduction(il IrregularLoop, L int) (IrregularLoop, bool) {
	varies := false
	maps := map[string]bool{}
	for _, t := range il.Targets {
		if _, ok := ReductionOp(&t); !ok {
			return il, false
		}
		for _, x := range t.Accesses {
			if x.Index.Map != "" {
				maps[x.Index.Map] = true
			}
			if x.Index.Computed && c.computedVaries(x.Index.Expr, x.Stmt, L) {
				varies = true
			}
		}
	}
	il.Maps = slices.Sorted(mapKeys(maps))
	return il, varies
}

// ReductionOp returns the one operator target t is incremented with when
// every reference of it is an increment with that operator.
func ReductionOp(t *IrregularTarget) (nest.BinOp, bool) {
	op := nest.NoOp
	for _, x := range t.Accesses {
		if x.Kind != AccessIncrement || op != nest.NoOp && x.Op != op {
			return nest.NoOp, false
		}
		op = x.Op
	}
	return op, op != nest.NoOp
}

// reductionTarget describes array a as the target of an array reduction:
// every reference an increment, its subscript on the key axis (the first
// that is not affine, else 0) described as an index array read, an affine
// form or a computed value.
func (c *irregularClassifier) reductionTarget(a string, sites []refSite, L int) (IrregularTarget, bool) {
	t := IrregularTarget{Array: a, Axis: -1, Written: true}
	if c.scalar[a] || len(sites) == 0 {
		return t, false
	}
	for _, x := range sites {
		if x.nested || x.kind != AccessIncrement {
			return t, false
		}
		if t.Axis < 0 {
			for d, f := range x.ref.Forms {
				if !f.Valid() {
					t.Axis = d
					break
				}
			}
		}
	}
	t.Axis = max(t.Axis, 0)
	for _, x := range sites {
		st := c.n.Stmts[x.stmt]
		if t.Axis >= len(x.ref.Subs) {
			return t, false
		}
		sub := x.ref.Subs[t.Axis]
		idx, ok := c.mapIndex(sub, st, L)
		if !ok {
			idx, ok = c.directIndex(x.ref.Forms[t.Axis], st, L)
		}
		if !ok {
			if inspectable(sub, x.ref.Forms[t.Axis]) && !c.innerRangesVary(st, L) {
				// An index array read or affine form refused for its inner
				// loops' bounds: an inner loop is the one to plan.
				return t, false
			}
			// Refused because a loop inside L takes its range from L's
			// iteration (y[idx[k]] for k in range(ptr[i], ptr[i + 1])):
			// the inspector cannot list the elements, but the kernel
			// computes them, as a computed subscript's.
			idx = IrregularIndex{Computed: true, Expr: sub}
		}
		t.Accesses = append(t.Accesses, IrregularAccess{Stmt: x.stmt, Ref: x.ref, Kind: x.kind, Op: x.op, Index: idx})
	}
	return t, true
}

// inspectable reports whether a subscript has the shape an inspector
// evaluates (an affine form, or an index array read at affine subscripts
// plus an offset).
func inspectable(sub nest.Expr, f affine.Form) bool {
	if f.Valid() {
		return true
	}
	m, _ := splitOffset(sub)
	r, ok := m.(*nest.Ref)
	if !ok || r.Indirect || r.Synthetic {
		return false
	}
	for _, f := range r.Forms {
		if !f.Valid() {
			return false
		}
	}
	return true
}

// computedVaries reports whether a computed subscript of statement s may
// take another value in each iteration of L: it reads L's variable, or a
// scalar assigned directly in L's body (not only in a loop inside it).
func (c *irregularClassifier) computedVaries(e nest.Expr, s int, L int) bool {
	lv := c.n.Loops[L].Var
	st := c.n.Stmts[s]
	at := slices.Index(st.Loops, L)
	varies := false
	nest.WalkExpr(e, func(x nest.Expr) {
		nm, ok := x.(*nest.Name)
		if !ok {
			return
		}
		switch nm.Role {
		case nest.LoopVar:
			varies = varies || nm.Id == lv && at >= 0 && innermostWith(c.n, st.Loops[:at+1], nm.Id) == L
			// The variable of a loop inside L whose range L's iteration
			// gives (CSR's k in range(ptr[i], ptr[i + 1])).
			if in := innermostWith(c.n, st.Loops, nm.Id); at >= 0 && in >= 0 && slices.Index(st.Loops, in) > at && c.n.Loops[in].Dynamic && c.rangeReads(in, lv) {
				varies = true
			}
		case nest.ScalarVar:
			for _, def := range c.n.Stmts {
				if t, ok := def.Target.(*nest.Name); ok && t.Id == nm.Id && len(def.Loops) > 0 && def.Loops[len(def.Loops)-1] == L {
					varies = true
				}
			}
		}
	})
	return varies
}

// innerRangesVary reports whether a loop around statement st inside L
// reads its range at each entry from L's variable (range(ptr[i], ...)).
// An affine range in L's variable (range(c)) is the inspector's to
// follow: that inner loop is the one planned.
func (c *irregularClassifier) innerRangesVary(st *nest.Assign, L int) bool {
	at := slices.Index(st.Loops, L)
	if at < 0 {
		return false
	}
	for _, in := range st.Loops[at+1:] {
		if c.n.Loops[in].Dynamic && c.rangeReads(in, c.n.Loops[L].Var) {
			return true
		}
	}
	return false
}

// rangeReads reports whether loop l's bounds read the variable v.
func (c *irregularClassifier) rangeReads(l int, v string) bool {
	reads := false
	for _, e := range []nest.Expr{c.n.Loops[l].Start, c.n.Loops[l].Stop} {
		nest.WalkExpr(e, func(x nest.Expr) {
			if nm, ok := x.(*nest.Name); ok && nm.Role == nest.LoopVar && nm.Id == v {
				reads = true
			}
		})
	}
	return reads
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// scalarsOK checks the scalars the statements write: private to L or to a
// loop inside it and not live after the nest, or reductions over the
// whole nest other than location reductions (an execution plan reorders
// iterations, which decide their ties).
func (c *irregularClassifier) scalarsOK(stmts []int, L int) bool {
	for _, s := range stmts {
		t, ok := c.n.Stmts[s].Target.(*nest.Name)
		if !ok {
			continue
		}
		sc := c.n.Scalar(t.Id)
		if sc == nil {
			return false
		}
		if sc.Role == nest.Reduction {
			if sc.Locate != nil {
				return false // its chunks must be runs of consecutive iterations
			}
			continue
		}
		info := c.lw.scalars[t.Id]
		if info == nil || sc.LiveOut || !slices.Contains(info.privLoops, L) {
			return false
		}
	}
	return true
}

// A refSite is one reference of an array in a statement.
type refSite struct {
	stmt int
	ref  *nest.Ref
	kind AccessKind
	op   nest.BinOp
	// nested: the reference sits inside another reference's subscript
	// (the array is used as an index array there).
	nested bool
}

// refsOf lists every array reference of the statements by array, in
// statement order: reads of the predicate, the value and the target's
// subscripts, then the target. The read of the target that an increment
// a[x] = a[x] + v makes is part of the increment, not a read of its own.
func (c *irregularClassifier) refsOf(stmts []int) map[string][]refSite {
	out := map[string][]refSite{}
	for _, s := range stmts {
		st := c.n.Stmts[s]
		target, _ := st.Target.(*nest.Ref)
		kind, op, own := AccessWrite, nest.NoOp, (*nest.Ref)(nil)
		if target != nil {
			if o, self, ok := incrementOf(st, target); ok {
				kind, op, own = AccessIncrement, o, self
			}
		}
		var visit func(e nest.Expr, nested bool)
		visit = func(e nest.Expr, nested bool) {
			if e == nil {
				return
			}
			switch x := e.(type) {
			case *nest.Ref:
				if x != own && !x.Synthetic {
					out[x.Array] = append(out[x.Array], refSite{stmt: s, ref: x, kind: AccessRead, nested: nested})
				}
				for _, sub := range x.Subs {
					visit(sub, true)
				}
			case *nest.Binary:
				visit(x.X, nested)
				visit(x.Y, nested)
			case *nest.Unary:
				visit(x.X, nested)
			case *nest.Compare:
				visit(x.X, nested)
				visit(x.Y, nested)
			case *nest.Logic:
				visit(x.X, nested)
				visit(x.Y, nested)
			case *nest.Cond:
				visit(x.Test, nested)
				visit(x.Then, nested)
				visit(x.Else, nested)
			case *nest.Call:
				for _, a := range x.Args {
					visit(a, nested)
				}
			}
		}
		visit(st.Pred, false)
		visit(st.Value, false)
		if target != nil && !target.Synthetic {
			for _, sub := range target.Subs {
				visit(sub, true)
			}
			out[target.Array] = append(out[target.Array], refSite{stmt: s, ref: target, kind: kind, op: op})
		}
	}
	return out
}

// incrementOf recognises st as an increment of its target r: r += v,
// r -= v, r *= v, r = r + v, r = v + r, r = r - v, r = r * v, r = v * r,
// r = min(r, v), r = max(r, v), and the bitwise r &= v, r |= v, r ^= v,
// r = r & v, r = v | r, ... (associative and commutative, exact in any
// order on ints and bools), with v not reading r's array. It returns
// the operator (Add for + and -), and the reference in the value that is
// the increment's own read (nil for an augmented assignment).
func incrementOf(st *nest.Assign, r *nest.Ref) (nest.BinOp, *nest.Ref, bool) {
	same := func(e nest.Expr) (*nest.Ref, bool) {
		x, ok := e.(*nest.Ref)
		return x, ok && x.Array == r.Array && nest.String(x) == nest.String(r)
	}
	reads := func(e nest.Expr) bool {
		found := false
		nest.WalkExpr(e, func(x nest.Expr) {
			if y, ok := x.(*nest.Ref); ok && y.Array == r.Array {
				found = true
			}
		})
		return found
	}
	for _, sub := range r.Subs {
		if reads(sub) {
			return 0, nil, false
		}
	}
	switch st.Op {
	case nest.Add, nest.Sub:
		if !reads(st.Value) {
			return nest.Add, nil, true
		}
		return 0, nil, false
	case nest.Mul, nest.BitAnd, nest.BitOr, nest.BitXor:
		if !reads(st.Value) {
			return st.Op, nil, true
		}
		return 0, nil, false
	case nest.NoOp:
	default:
		return 0, nil, false
	}
	switch v := st.Value.(type) {
	case *nest.Binary:
		if x, ok := same(v.X); ok && !reads(v.Y) {
			switch v.Op {
			case nest.Add, nest.Sub:
				return nest.Add, x, true
			case nest.Mul, nest.BitAnd, nest.BitOr, nest.BitXor:
				return v.Op, x, true
			}
		}
		if y, ok := same(v.Y); ok && !reads(v.X) && commutes[v.Op] {
			return v.Op, y, true
		}
	case *nest.Call:
		// Only the target first: Python's min(x, v) keeps x when v is NaN,
		// so the updates commute; min(v, x) would take a NaN v and drop it
		// at the next update, which depends on the order.
		if (v.Func == "min" || v.Func == "max") && len(v.Args) == 2 {
			if x, ok := same(v.Args[0]); ok && !reads(v.Args[1]) {
				if v.Func == "min" {
					return nest.Min, x, true
				}
				return nest.Max, x, true
			}
		}
	}
	return 0, nil, false
}

// commutes holds the increment operators whose target may be either
// operand: r = v + r, r = v * r, r = v ^ r.
var commutes = map[nest.BinOp]bool{nest.Add: true, nest.Mul: true, nest.BitAnd: true, nest.BitOr: true, nest.BitXor: true}

// target describes array a's references for an irregular loop L. A
// written target needs an indirect reference and every reference
// described; a read-only one keeps the references it can describe.
func (c *irregularClassifier) target(a string, sites []refSite, L int, written bool) (IrregularTarget, bool) {
	t := IrregularTarget{Array: a, Axis: -1, Written: written}
	if c.scalar[a] || len(sites) == 0 {
		return t, false
	}
	for _, x := range sites {
		if x.nested {
			return t, false // an index array itself
		}
		if t.Axis < 0 {
			for d, sub := range x.ref.Subs {
				if _, ok := c.mapIndex(sub, c.n.Stmts[x.stmt], L); ok {
					t.Axis = d
					break
				}
			}
		}
	}
	if t.Axis < 0 {
		return t, false
	}
	for _, x := range sites {
		st := c.n.Stmts[x.stmt]
		if t.Axis >= len(x.ref.Subs) {
			return t, false
		}
		var idx IrregularIndex
		var ok bool
		if idx, ok = c.mapIndex(x.ref.Subs[t.Axis], st, L); !ok {
			idx, ok = c.directIndex(x.ref.Forms[t.Axis], st, L)
		}
		if !ok {
			if written {
				return t, false
			}
			continue
		}
		t.Accesses = append(t.Accesses, IrregularAccess{Stmt: x.stmt, Ref: x.ref, Kind: x.kind, Op: x.op, Index: idx})
	}
	if !written {
		// Only indirect reads help size partitions.
		t.Accesses = slices.DeleteFunc(t.Accesses, func(x IrregularAccess) bool { return x.Index.Direct() })
		if len(t.Accesses) == 0 {
			return t, false
		}
	}
	return t, true
}

// mapIndex describes a subscript that reads an index array, M[s...] with
// affine s, possibly plus or minus an integer constant.
func (c *irregularClassifier) mapIndex(sub nest.Expr, st *nest.Assign, L int) (IrregularIndex, bool) {
	sub, offset := splitOffset(sub)
	m, ok := sub.(*nest.Ref)
	if !ok || m.Indirect || m.Synthetic || c.scalar[m.Array] {
		return IrregularIndex{}, false
	}
	idx := IrregularIndex{Map: m.Array, Subs: slices.Clone(m.Forms), Offset: offset}
	for _, f := range m.Forms {
		if !f.Valid() {
			return IrregularIndex{}, false
		}
	}
	inner, ok := c.innerLoops(m.Forms, st, L)
	idx.Inner = inner
	return idx, ok
}

// splitOffset splits M[s] + c, c + M[s] and M[s] - c (c an integer
// literal, not so large that negating it overflows) into M[s] and c; any
// other subscript comes back whole with offset 0.
func splitOffset(e nest.Expr) (nest.Expr, int64) {
	b, ok := e.(*nest.Binary)
	if !ok || b.Op != nest.Add && b.Op != nest.Sub {
		return e, 0
	}
	lit := func(x nest.Expr) (int64, bool) {
		k, ok := x.(*nest.Const)
		if !ok {
			return 0, false
		}
		return k.Int, k.Kind == nest.Int && k.Name == "" && k.Int > -1<<62 && k.Int < 1<<62
	}
	if v, ok := lit(b.Y); ok {
		if _, isRef := b.X.(*nest.Ref); isRef {
			if b.Op == nest.Sub {
				v = -v
			}
			return b.X, v
		}
	}
	if v, ok := lit(b.X); ok && b.Op == nest.Add {
		if _, isRef := b.Y.(*nest.Ref); isRef {
			return b.Y, v
		}
	}
	return e, 0
}

// directIndex describes an affine subscript.
func (c *irregularClassifier) directIndex(f affine.Form, st *nest.Assign, L int) (IrregularIndex, bool) {
	if !f.Valid() {
		return IrregularIndex{}, false
	}
	inner, ok := c.innerLoops([]affine.Form{f}, st, L)
	return IrregularIndex{Form: f, Inner: inner}, ok
}

// innerLoops returns the loops inside L (enclosing st) whose variables the
// forms use, outermost first, and false when one of them has bounds that
// depend on L or on a loop inside it.
func (c *irregularClassifier) innerLoops(forms []affine.Form, st *nest.Assign, L int) ([]int, bool) {
	at := slices.Index(st.Loops, L)
	if at < 0 {
		return nil, false
	}
	inside := st.Loops[at+1:]
	used := map[int]bool{}
	for _, f := range forms {
		for _, v := range f.Vars() {
			if l := innermostWith(c.n, inside, v); l >= 0 {
				used[l] = true
			}
		}
	}
	var out []int
	for _, l := range inside {
		if !used[l] {
			continue
		}
		lp := c.n.Loops[l]
		if lp.Dynamic {
			// Its bounds are read at each entry (range(ptr[i], ...)):
			// the inspector cannot list its iterations before a launch.
			return nil, false
		}
		for _, b := range []affine.Form{lp.Lower, lp.Upper} {
			if !b.Valid() {
				continue // evaluated before the nest: invariant
			}
			for _, v := range b.Vars() {
				if v == c.n.Loops[L].Var || innermostWith(c.n, inside, v) >= 0 {
					return nil, false
				}
			}
		}
		out = append(out, l)
	}
	return out, true
}

// innermostWith returns the innermost loop of chain whose variable is v,
// or -1.
func innermostWith(n *nest.Nest, chain []int, v string) int {
	for i := len(chain) - 1; i >= 0; i-- {
		if n.Loops[chain[i]].Var == v {
			return chain[i]
		}
	}
	return -1
}

// dependsOn reports whether the element an access touches depends on L's
// variable.
func (c *irregularClassifier) dependsOn(x IrregularAccess, L int) bool {
	st := c.n.Stmts[x.Stmt]
	at := slices.Index(st.Loops, L)
	chain := st.Loops[:at+1]
	forms := x.Index.Subs
	if x.Index.Direct() {
		forms = []affine.Form{x.Index.Form}
	}
	for _, f := range forms {
		for _, v := range f.Vars() {
			if f.Coef(v) != 0 && innermostWith(c.n, chain, v) == L {
				return true
			}
		}
	}
	return false
}

// IrregularReads describes the references through index arrays of the
// arrays the nest only reads, in statements stmts under loop: they never
// conflict, but they are part of the data a partition of the loop's
// iterations touches (what two-level plans are sized by). stmts are
// normally those of the kernel that runs an irregular loop, which may hold
// statements of parallel sibling loops fused with it.
func (p *NestPlan) IrregularReads(loop int, stmts []int) []IrregularTarget {
	c := newIrregularClassifier(p)
	s := slices.Clone(stmts)
	slices.Sort(s)
	refs := c.refsOf(s)
	var out []IrregularTarget
	for _, a := range slices.Sorted(mapKeys(refs)) {
		if c.written[a] {
			continue
		}
		if t, ok := c.target(a, refs[a], loop, false); ok {
			out = append(out, t)
		}
	}
	return out
}

// IrregularOf returns the irregular loop whose node holds exactly the
// statements stmts under loop, or nil.
func (p *NestPlan) IrregularOf(loop int, stmts []int) *IrregularLoop {
	s := slices.Clone(stmts)
	sort.Ints(s)
	for i := range p.Irregular {
		il := &p.Irregular[i]
		if il.Loop == loop && slices.Equal(il.Stmts, s) {
			return il
		}
	}
	return nil
}

// Lines formats the irregular loop for listings, one line for the loop
// and one per target:
//
//	for e: index arrays left, right
//	  res (axis 0): line 14 increment (+) through left[e]; line 15 increment (+) through right[e]
//	  x (axis 0, read only): line 13 read through left[e]; line 13 read through right[e]
func (il *IrregularLoop) Lines(n *nest.Nest) []string {
	var what []string
	if il.Reduction {
		what = append(what, "array reduction")
	}
	if len(il.Maps) > 0 {
		what = append(what, "index arrays "+strings.Join(il.Maps, ", "))
	}
	out := []string{"for " + n.Loops[il.Loop].Var + ": " + strings.Join(what, "; ")}
	for _, t := range il.Targets {
		head := fmt.Sprintf("  %s (axis %d", t.Array, t.Axis)
		if !t.Written {
			head += ", read only"
		}
		parts := make([]string, len(t.Accesses))
		for i, x := range t.Accesses {
			what := x.Kind.String()
			if x.Kind == AccessIncrement {
				what += " (" + x.Op.String() + ")"
			}
			at := "at " + x.Index.Form.String()
			switch {
			case x.Index.Computed:
				at = "at computed " + nest.String(x.Index.Expr)
			case !x.Index.Direct():
				subs := make([]string, len(x.Index.Subs))
				for k, f := range x.Index.Subs {
					subs[k] = f.String()
				}
				at = "through " + x.Index.Map + "[" + strings.Join(subs, ", ") + "]"
				switch off := x.Index.Offset; {
				case off > 0:
					at += fmt.Sprintf(" + %d", off)
				case off < 0:
					at += fmt.Sprintf(" - %d", -off)
				}
			}
			parts[i] = fmt.Sprintf("line %d %s %s", n.Stmts[x.Stmt].Pos.Line, what, at)
		}
		out = append(out, head+"): "+strings.Join(parts, "; "))
	}
	return out
}

// TripCount returns how many iterations loop runs for these bindings, and
// false when its bounds or step depend on another loop's variable (or lack
// a value).
func (p *NestPlan) TripCount(loop int, bindings map[string]int64) (int64, bool) {
	l := p.Nest.Loops[loop]
	value := func(f affine.Form, e nest.Expr) (int64, bool) {
		if f.Valid() {
			return f.Eval(bindings)
		}
		v, ok := bindings[boundName(e)]
		return v, ok
	}
	lo, ok1 := value(l.Lower, l.Start)
	hi, ok2 := value(l.Upper, l.Stop)
	step, ok3 := l.StepValue, true
	if step == 0 {
		step, ok3 = bindings[boundName(l.Step)]
	}
	if !ok1 || !ok2 || !ok3 || step == 0 {
		return 0, false
	}
	switch {
	case step > 0 && hi > lo:
		return int64((uint64(hi-lo) + uint64(step) - 1) / uint64(step)), true
	case step < 0 && lo > hi:
		return int64((uint64(lo-hi) + uint64(-step) - 1) / uint64(-step)), true
	}
	return 0, true
}
