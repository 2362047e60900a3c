package kernelgen

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// Types are the types a call binds: what kernel variants are keyed by.
type Types struct {
	// Arrays maps each array the nest subscripts to its element type and
	// number of axes.
	Arrays map[string]ArrayType
	// Values maps the names the nest reads as values to their types: its
	// symbols, the source text of bounds evaluated before it ("len(a)",
	// "n // 2"), and the scalars it may read before writing them (absent
	// when unbound).
	Values map[string]kernel.Type
}

// ArrayType is an array's element type and rank. A Python element type
// (PyInt, PyFloat, PyBool) is a tuple or list the closure bound as a
// read-only array of the matching NumPy dtype: its elements are stored
// as that dtype and read as Python values, as the interpreter reads them.
type ArrayType struct {
	Elem kernel.Type
	NDim int
	// Strided: the array is not C-contiguous (a view: a column, a step,
	// a transpose, a sub-block); its kernels address it through its
	// strides (kernel.Array.Strides), while a contiguous array keeps the
	// contiguous addressing that vectorises.
	Strided bool
}

// An Error says why a nest has no kernels for these types; the nest then
// runs on the Go executor of the loop record.
type Error struct {
	Pos nest.Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Options change how Build schedules a plan.
type Options struct {
	// Irregular lists irregular loops of the plan (from
	// NestPlan.Irregular) to run as the first Dim of their kernels,
	// because an execution plan will schedule their iterations at run
	// time (schedule.go says how). A module built with them is only
	// correct when every launch of such a kernel runs its Dim's ranges as
	// an execution plan says: the CPU runtime's Execution.Schedule, driven
	// by package irregular. IrregularKernels finds those kernels.
	Irregular []depend.IrregularLoop
}

// Build lowers a resolved plan to a kernel module for the given types.
// bindings are the call's integer values (symbols, shapes as "a.shape[0]",
// bound texts); Build uses them only to prove checks unnecessary, so a
// module built with nil bindings keeps every check and is valid for all
// values. The bindings also decide which pairs of loops run by wavefronts
// (wavefront.go): their trip counts must make it pay. The result depends
// only on the plan, the types, which checks the bindings removed and which
// wavefronts they chose.
func Build(p *depend.NestPlan, types Types, bindings map[string]int64) (m *kernel.Module, err error) {
	return BuildWith(p, types, bindings, Options{})
}

// BuildWith is Build with options.
func BuildWith(p *depend.NestPlan, types Types, bindings map[string]int64, opts Options) (m *kernel.Module, err error) {
	if q := assumedPlan(p, types); q != nil { // a plan with run-time checks (assume.go)
		if m, err := BuildWith(q, types, bindings, opts); err == nil {
			return m, nil
		}
	}
	b := &builder{p: p, n: p.Nest, types: types, params: map[string]*kernel.Param{},
		arrays: map[string]*kernel.Array{}, hostVars: map[int]*kernel.Param{}, scalarKernels: map[string][]*kernel.Kernel{},
		loopVars: map[*kernel.Local]bool{}, hostScope: map[*kernel.Kernel][]int{}}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			m, err = nil, e
		}
	}()
	b.m = &kernel.Module{Name: fmt.Sprintf("%s_l%d", symbolName(p.Nest.Func), p.Nest.Pos.Line), File: p.Nest.Pos.File, Line: p.Nest.Pos.Line}
	b.inferScalars()
	b.refusePairOps()
	b.expand()
	// Parameters in a fixed order: symbols and bound texts, then arrays,
	// then scalars; host variables as the schedule meets them.
	for _, name := range b.valueNames() {
		b.param(kernel.Symbol, name, b.valueType(name))
	}
	for _, name := range p.Nest.Arrays {
		b.array(name)
	}
	forest, parts := schedule(p, opts, bindings)
	b.unexpand(forest)
	b.tempArrays()
	b.m.Host = b.steps(parts)
	b.checkAssumptions()
	b.finishScalars()
	for _, he := range b.hostExits {
		for _, name := range he.names {
			// A flag that no kernel hands over has no slot: its loop
			// then runs all its iterations, every statement skipped.
			if p := b.params[name]; p != nil {
				he.loop.Exits = append(he.loop.Exits, p)
			}
		}
	}
	names := map[string]int{}
	for _, k := range b.m.Kernels {
		names[k.Name]++
		if names[k.Name] > 1 {
			k.Name = fmt.Sprintf("%s_%d", k.Name, names[k.Name])
		}
	}
	prove(b.m, bindings)
	recordFPExceptions(b.m)
	for _, k := range b.m.Kernels {
		if len(k.Privates) > 0 {
			if k.CopyBack, err = copyBack(k); err != nil {
				return nil, &Error{Pos: p.Nest.Pos, Msg: err.Error()}
			}
		}
		sinkColumns(k)
		k.Tile = tile(k)
	}
	if err := b.m.Verify(); err != nil {
		return nil, fmt.Errorf("kernelgen: %s: invalid module: %w", p.Nest.Pos, err)
	}
	return b.m, nil
}

// A hostExit is a host loop with the exit flags set in its body.
type hostExit struct {
	loop  *kernel.HostLoop
	names []string
}

type builder struct {
	// hostExits are the host loops that breaks leave (steps), whose
	// Exits are the flags' slots once finishScalars has given them.
	hostExits []hostExit
	p         *depend.NestPlan
	n         *nest.Nest
	types     Types
	m         *kernel.Module

	// heldVisiting are the scalars whose exactMembers is being
	// decided, so that copies between two such scalars end.
	heldVisiting map[string]bool

	params   map[string]*kernel.Param // symbols and scalars by name
	arrays   map[string]*kernel.Array
	hostVars map[int]*kernel.Param // by loop index

	scalarSets    map[string]typeSet          // nest scalars and predicates
	assignSets    map[string]typeSet          // the types of the values the nest assigns them
	scalarKernels map[string][]*kernel.Kernel // kernels touching each scalar
	loopVars      map[*kernel.Local]bool

	// scope lists the loops enclosing what is being lowered, outermost
	// first: host loops, then the kernel's Dims and Fors.
	scope []int

	// hostScope are the host loops around each kernel.
	hostScope map[*kernel.Kernel][]int

	// expanded are the scalars and predicates kept in temporary arrays
	// (depend.NestPlan.Expanded), by name.
	expanded map[string]*temp

	// per kernel
	k      *kernel.Kernel
	locals map[string]*kernel.Local // scalars and predicates by name; loop variables by "#index"
	// writes are the expanded names the kernel's statements assign (one
	// kernel each: its Last output must be the value's last one).
	writes map[string]bool

	// copies are the private copies of arrays the kernel's accesses name
	// instead of the arrays (private.go), by array name.
	copies map[string]*kernel.Array

	// unboundOut are the scalars that get a companion flag (unbound.go).
	unboundOut map[string]bool
	// tagged are the scalars that get a type tag (typetag.go).
	tagged map[string]bool
}

func (b *builder) fail(pos nest.Pos, format string, args ...any) {
	panic(&Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// valueNames lists the names the nest reads as values, sorted.
func (b *builder) valueNames() []string {
	seen := map[string]bool{}
	var out []string
	add := func(name string) {
		if !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	}
	visit := func(e nest.Expr) {
		nest.WalkExpr(e, func(x nest.Expr) {
			switch x := x.(type) {
			case *nest.Name:
				if x.Role == nest.Symbol {
					add(x.Id)
				}
			case *nest.Opaque:
				add(x.Text)
			}
		})
	}
	for _, l := range b.n.Loops {
		visit(l.Start)
		visit(l.Stop)
		visit(l.Step)
	}
	for _, st := range b.n.Stmts {
		visit(st.Pred)
		visit(st.Value)
		visit(st.Target)
	}
	sort.Strings(out)
	return out
}

func (b *builder) valueType(name string) kernel.Type {
	t, ok := b.types.Values[name]
	if !ok {
		b.fail(b.n.Pos, "no value for %s", name)
	}
	return t
}

func (b *builder) param(kind kernel.ParamKind, name string, t kernel.Type) *kernel.Param {
	p := &kernel.Param{Slot: len(b.m.Params), Kind: kind, Name: name, Type: t}
	b.m.Params = append(b.m.Params, p)
	if kind == kernel.Symbol || kind == kernel.Scalar {
		b.params[name] = p
	}
	return p
}

func (b *builder) array(name string) *kernel.Array {
	if c := b.copies[name]; c != nil {
		return c
	}
	if a, ok := b.arrays[name]; ok {
		return a
	}
	at, ok := b.types.Arrays[name]
	if !ok {
		b.fail(b.n.Pos, "no array bound to %s", name)
	}
	a := b.addArray(&kernel.Array{Name: name, Elem: numpyOf(at.Elem), NDim: at.NDim})
	// The random state: the kernels' draws advance it (kernel/random.go).
	a.Written = name == kernel.RandomStateArray || name == kernel.PyRandomStateArray
	if at.Strided {
		for d := range a.NDim {
			sp := b.param(kernel.Stride, a.Name, kernel.PyInt)
			sp.Array, sp.Axis = a, d
			a.Strides = append(a.Strides, sp)
		}
	}
	return a
}

// addArray gives a its data and shape parameters and adds it to the
// module.
func (b *builder) addArray(a *kernel.Array) *kernel.Array {
	a.Data = b.param(kernel.Data, a.Name, a.Elem)
	a.Data.Array = a
	for d := range a.NDim {
		sp := b.param(kernel.Shape, a.Name, kernel.PyInt)
		sp.Array, sp.Axis = a, d
		a.Shape = append(a.Shape, sp)
	}
	b.arrays[a.Name] = a
	b.m.Arrays = append(b.m.Arrays, a)
	return a
}

// steps builds the host program of a cut forest.
func (b *builder) steps(parts []part) []kernel.Step {
	var out []kernel.Step
	for _, pt := range parts {
		if pt.wave != nil {
			out = append(out, b.waveSteps(pt.wave))
			continue
		}
		if pt.host != nil {
			l := b.n.Loops[pt.host.loop]
			hv := &kernel.Param{Slot: len(b.m.Params), Kind: kernel.HostVar, Name: l.Var, Type: kernel.PyInt}
			b.m.Params = append(b.m.Params, hv)
			hl := &kernel.HostLoop{Var: hv, Loop: l.Index}
			b.k, b.locals = nil, nil
			hl.Lower, hl.Upper, hl.Step = b.loopBounds(l)
			b.hostVars[l.Index] = hv
			b.scope = append(b.scope, l.Index)
			hl.Body = b.steps(pt.inner)
			if names := b.exitNames(pt.host); len(names) > 0 {
				b.hostExits = append(b.hostExits, hostExit{hl, names})
			}
			b.scope = b.scope[:len(b.scope)-1]
			delete(b.hostVars, l.Index)
			out = append(out, hl)
			continue
		}
		out = append(out, &kernel.Launch{Kernel: b.kernel(pt)})
	}
	return out
}

// kernel builds one kernel of the cut.
func (b *builder) kernel(pt part) *kernel.Kernel {
	var stmts []int
	for _, n := range pt.body {
		stmts = n.stmts(stmts)
	}
	first := b.n.Stmts[stmts[0]]
	k := &kernel.Kernel{Name: fmt.Sprintf("%s_l%d", symbolName(b.n.Func), first.Pos.Line), Line: first.Pos.Line, Stmts: stmts}
	b.k, b.locals = k, map[string]*kernel.Local{}
	b.hostScope[k] = slices.Clone(b.scope)
	b.writes = map[string]bool{}
	for _, s := range stmts {
		if name := nest.ValueName(b.n.Stmts[s].Target); b.expanded[name] != nil && !b.writes[name] {
			b.writes[name] = true
			if tp := b.expanded[name]; tp.writer != nil {
				b.fail(b.n.Stmts[s].Pos, "%s is assigned in two kernels and read in another", name)
			} else {
				tp.writer = k
			}
		}
	}
	depth := len(b.scope)
	defer func() { b.scope = b.scope[:depth] }()
	for _, dn := range pt.dims {
		l := b.n.Loops[dn.loop]
		d := &kernel.Dim{Var: b.loopLocal(l), Loop: l.Index}
		d.Lower, d.Upper, d.Step = b.loopBounds(l)
		b.scope = append(b.scope, l.Index)
		for _, outer := range k.Dims {
			for _, e := range []kernel.Expr{d.Lower, d.Upper, d.Step} {
				kernel.WalkExpr(e, func(x kernel.Expr) {
					if v, ok := x.(*kernel.Var); ok && v.Local == outer.Var {
						d.DependsOnOuterDims = true
					}
				})
			}
		}
		k.Dims = append(k.Dims, d)
	}
	b.privateCopies(k, pt.dims)
	body := pt.body
	if len(k.Privates) > 0 {
		body = sinkParallel(body, b.p)
	}
	k.Body = b.nodes(body)
	b.copies = nil
	if len(pt.dims) > 0 && pt.dims[0].irregular {
		k.Dims[0].Ordered = true
	}
	for i, dn := range pt.dims {
		k.Dims[i].Inside = dn.inside
	}
	for _, d := range k.Dims {
		d.Contiguous = contiguous(k.Body, d.Var)
	}
	for name := range b.locals {
		if name[0] != '#' {
			b.scalarKernels[name] = append(b.scalarKernels[name], k)
		}
	}
	b.m.Kernels = append(b.m.Kernels, k)
	b.k, b.locals = nil, nil
	return k
}

// IrregularKernels returns, per kernel of m (by index), the irregular loop
// whose iterations its first Dim runs, or nil: a kernel built by
// BuildWith for one of loops, recognised by its Ordered first Dim, that
// Dim's loop and its statements (those of the loop's node, and of parallel
// siblings fused with it).
func IrregularKernels(m *kernel.Module, loops []depend.IrregularLoop) []*depend.IrregularLoop {
	out := make([]*depend.IrregularLoop, len(m.Kernels))
	for i, k := range m.Kernels {
		if len(k.Dims) == 0 || !k.Dims[0].Ordered {
			continue
		}
		for j := range loops {
			il := &loops[j]
			if il.Loop == k.Dims[0].Loop && subset(il.Stmts, k.Stmts) {
				out[i] = il
				break
			}
		}
	}
	return out
}

func subset(a, b []int) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// contiguous reports whether v is the last subscript of some access.
func contiguous(body []kernel.Stmt, v *kernel.Local) bool {
	found := false
	check := func(idx []*kernel.Subscript) {
		if len(idx) == 0 {
			return
		}
		kernel.WalkExpr(idx[len(idx)-1].X, func(x kernel.Expr) {
			if vr, ok := x.(*kernel.Var); ok && vr.Local == v {
				found = true
			}
		})
	}
	kernel.WalkStmts(body, func(s kernel.Stmt) {
		if st, ok := s.(*kernel.Store); ok {
			check(st.Index)
		}
		kernel.Exprs(s, func(e kernel.Expr) {
			kernel.WalkExpr(e, func(x kernel.Expr) {
				if ld, ok := x.(*kernel.Load); ok {
					check(ld.Index)
				}
			})
		})
	})
	return found
}

func (b *builder) newLocal(key, name string, t kernel.Type) *kernel.Local {
	l := &kernel.Local{Index: len(b.k.Locals), Name: name, Type: t}
	b.k.Locals = append(b.k.Locals, l)
	b.locals[key] = l
	return l
}

func (b *builder) loopLocal(l *nest.Loop) *kernel.Local {
	key := fmt.Sprintf("#%d", l.Index)
	if v, ok := b.locals[key]; ok {
		return v
	}
	v := b.newLocal(key, l.Var, kernel.PyInt)
	b.loopVars[v] = true
	return v
}

// scalarLocal is the kernel's variable for a scalar or predicate.
func (b *builder) scalarLocal(name string, pos nest.Pos) *kernel.Local {
	if v, ok := b.locals[name]; ok {
		return v
	}
	t, union, err := b.scalarSets[name].rep()
	if err != nil && onlyInts(b.scalarSets[name]) && b.onlyStored(name, map[string]bool{}) {
		// An inlined max_score(table[i, j], ...) of an int32 array:
		// int32 and int64 values that only go into arrays, whose
		// setitem casts them, held exactly in an int64.
		t, union, err = kernel.Int64, false, nil
	}
	if err != nil {
		b.fail(pos, "%s holds %v", name, err)
	}
	if set := b.scalarSets[name]; intHeldAsFloat(set) || set == float32Float64Pair {
		if why := b.exactMembers(name); why != "" {
			b.fail(pos, "%s holds values of types %s, and %s", name, b.scalarSets[name], why)
		}
	}
	if t.IsExtInt() {
		b.fail(pos, "%s holds a numpy.%s, and kernels hold no scalar of that type (only its arrays)", name, t)
	}
	if union {
		// Read after the nest, its type is that of the value last
		// assigned, or the one it had before: one type each, or the
		// kernel cannot say which it has.
		if sc := b.n.Scalar(name); sc != nil && sc.LiveOut && b.assignSets[name].count() != 1 && !b.typeTagged(name) {
			b.fail(pos, "%s holds values of types %s and is read after the loop", name, b.scalarSets[name])
		}
	}
	return b.newLocal(name, name, t)
}

// exactMembers returns why the scalar name cannot hold the members of its
// set in one float64 (types.go: intFloatPair, float32Float64Pair), or "".
// It may not leave the nest with a value, whose type (an int or a float,
// a float32 or a float64) the kernel does not follow; and an int it is
// given must be a constant under 2**53 in magnitude, not its value before the
// nest (an int of any size) or the result of int arithmetic.
func (b *builder) exactMembers(name string) string {
	sc := b.n.Scalar(name)
	if sc == nil {
		return "it is no scalar of the nest"
	}
	entryInt := b.intEntryHeldAsFloat(name)
	if sc.LiveOut && !entryInt {
		return "it is read after the nest, where its type is the one it last had"
	}
	if !b.scalarSets[name].has(kernel.PyInt) {
		return ""
	}
	if sc.LiveIn && !entryInt {
		return "its value before the nest may be an int no float holds"
	}
	for _, st := range b.n.Stmts {
		if nm, ok := st.Target.(*nest.Name); !ok || nm.Id != name {
			continue
		}
		vs, known := b.typeOf(st.Value)
		if !known || !vs.has(kernel.PyInt) {
			continue
		}
		if st.Op != nest.NoOp || !b.heldInt(st.Value, name) {
			return fmt.Sprintf("the int of '%s' is not a constant a float holds", st.Text)
		}
	}
	return ""
}

// heldInt reports whether every int e may be is a constant a float64
// holds exactly: e is such a constant, the scalar name itself, a value
// of no int type, or the min or max of those (best = max(best, a[i]),
// which is one of its arguments).
func (b *builder) heldInt(e nest.Expr, name string) bool {
	switch x := e.(type) {
	case *nest.Const:
		// Strictly inside ±2**53: then it also compares with any int64
		// converted to a float64 as with the int itself.
		return x.Kind != nest.Int || x.Int < 1<<53 && x.Int > -(1<<53)
	case *nest.Name:
		if x.Id == name {
			return true
		}
		if x.Role == nest.Symbol && b.types.Values[x.Id] == kernel.PyInt {
			// A loop-invariant int (w = w0 with the parameter w0=1):
			// the closure checks before the nest that a float64 holds
			// its value exactly (Module.HeldSymbols).
			if !slices.Contains(b.m.HeldSymbols, x.Id) {
				b.m.HeldSymbols = append(b.m.HeldSymbols, x.Id)
			}
			return true
		}
		// A copy of another scalar held so (an inlined helper's result,
		// r = ratio·1, 0 until a return gives it a float). One being
		// checked already, further up (copies in a cycle: w = h·1 of
		// a helper whose parameter took w), holds what its other
		// assignments give it, which that check sees.
		if x.Role == nest.ScalarVar && b.heldVisiting[x.Id] && intHeldAsFloat(b.scalarSets[x.Id]) {
			return true
		}
		if x.Role == nest.ScalarVar && !b.heldVisiting[x.Id] && intHeldAsFloat(b.scalarSets[x.Id]) {
			if b.heldVisiting == nil {
				b.heldVisiting = map[string]bool{}
			}
			b.heldVisiting[name] = true
			ok := b.exactMembers(x.Id) == ""
			delete(b.heldVisiting, name)
			return ok
		}
	case *nest.Call:
		if (x.Func == "min" || x.Func == "max") && len(x.Args) >= 2 {
			for _, a := range x.Args {
				if !b.heldInt(a, name) {
					return false
				}
			}
			return true
		}
	}
	s, known := b.typeOf(e)
	return known && !s.has(kernel.PyInt)
}

// onlyStored reports whether every read of scalar name in the nest is the
// whole value stored into an array element, and the nest leaves it dead.
//
// A read may also be an operand of a comparison (which compares the
// values, whatever their int types), or the whole value copied into
// another such scalar (an inlined helper's result: `if k <= c: return c
// else: return k` in Rodinia nw's maximum), visiting naming the scalars
// being checked.
func (b *builder) onlyStored(name string, visiting map[string]bool) bool {
	if sc := b.n.Scalar(name); sc == nil || sc.LiveOut {
		return false
	}
	visiting[name] = true
	ok := true
	isName := func(e nest.Expr) bool {
		n, is := e.(*nest.Name)
		return is && n.Id == name && n.Role == nest.ScalarVar
	}
	mark := func(e nest.Expr) {
		reads, compared := 0, 0
		nest.WalkExpr(e, func(x nest.Expr) {
			if isName(x) {
				reads++
			}
			if c, is := x.(*nest.Compare); is {
				for _, y := range []nest.Expr{c.X, c.Y} {
					if isName(y) {
						compared++
					}
				}
			}
		})
		if reads > compared {
			ok = false
		}
	}
	for _, l := range b.n.Loops {
		mark(l.Start)
		mark(l.Stop)
		mark(l.Step)
	}
	for _, st := range b.n.Stmts {
		mark(st.Pred)
		switch t := st.Target.(type) {
		case *nest.Ref:
			for _, sub := range t.Subs {
				mark(sub)
			}
			if t.Synthetic || st.Op != nest.NoOp || !isName(st.Value) {
				mark(st.Value)
			}
		case *nest.Name:
			if t.Id == name && st.Op != nest.NoOp {
				ok = false
			}
			if isName(st.Value) && st.Op == nest.NoOp && t.Id != name {
				// A copy: the target must be held so too.
				if !visiting[t.Id] && !(onlyInts(b.scalarSets[t.Id]) && b.onlyStored(t.Id, visiting)) {
					ok = false
				}
				break
			}
			mark(st.Value)
		}
	}
	return ok
}

// nodes lowers schedule nodes inside a kernel.
func (b *builder) nodes(ns []*snode) []kernel.Stmt {
	var out []kernel.Stmt
	for _, n := range ns {
		if n.loop < 0 {
			out = append(out, b.stmt(b.n.Stmts[n.stmt])...)
			continue
		}
		l := b.n.Loops[n.loop]
		f := &kernel.For{Var: b.loopLocal(l), Loop: l.Index}
		f.Lower, f.Upper, f.Step = b.loopBounds(l)
		b.scope = append(b.scope, l.Index)
		f.Body = b.nodes(n.body)
		b.scope = b.scope[:len(b.scope)-1]
		f.Exits = b.exits(n)
		out = append(out, f)
	}
	return out
}

// exitNames are the names of the exit flags set directly in loop node n's
// body by the breaks that leave it (if-conversion's __eN = True).
func (b *builder) exitNames(n *snode) []string {
	var out []string
	for _, c := range n.body {
		if c.loop >= 0 {
			continue
		}
		st := b.n.Stmts[c.stmt]
		r, ok := st.Target.(*nest.Ref)
		cv, isConst := st.Value.(*nest.Const)
		if !ok || !r.Synthetic || !isConst || cv.Int == 0 {
			continue
		}
		for _, p := range b.n.Predicates {
			if p.Name == r.Array && p.Exit && !slices.Contains(out, p.Name) {
				out = append(out, p.Name)
			}
		}
	}
	return out
}

// exits are the locals of the exit flags exitNames finds.
func (b *builder) exits(n *snode) []*kernel.Local {
	var out []*kernel.Local
	for _, name := range b.exitNames(n) {
		if l := b.locals[name]; l != nil && !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// loopBounds lowers loop l's range() arguments. The analysis took a
// dynamic lower bound (range(indptr[i], ...)) to be non-negative, so that
// subscripts in the loop's variable do not wrap: where it is negative the
// kernel stops as int(nan) does, and the nest runs in the interpreter.
func (b *builder) loopBounds(l *nest.Loop) (lower, upper, step kernel.Expr) {
	lower, upper, step = b.bound(l.Start, l), b.bound(l.Stop, l), b.bound(l.Step, l)
	if l.Dynamic && !l.Lower.Valid() {
		zero := &kernel.Const{T: kernel.PyInt}
		stop := &kernel.Convert{X: &kernel.Const{T: kernel.PyFloat, F: math.NaN()}, T: kernel.PyInt}
		lower = &kernel.Cond{Test: &kernel.Compare{Op: kernel.Ge, X: lower, Y: zero, T: kernel.PyBool}, Then: lower, Else: stop}
	}
	return lower, upper, step
}

// bound lowers a range() argument: an int.
func (b *builder) bound(e nest.Expr, l *nest.Loop) kernel.Expr {
	x, ts := b.expr(e)
	t, _, err := ts.rep()
	if err != nil || !(t.IsInt() || t.IsBool()) {
		b.fail(l.Pos, "range() of %s %s", ts, nest.String(e))
	}
	return convert(x, kernel.PyInt)
}

// stmt lowers one assignment.
func (b *builder) stmt(st *nest.Assign) []kernel.Stmt {
	value, vs := b.expr(st.Value)
	var s kernel.Stmt
	var spill kernel.Stmt // the store of an expanded value into its array
	var flag kernel.Stmt  // the companion flag's assignment (unbound.go)
	var key kernel.Stmt   // the key of an index-only location reduction (locate.go)
	var tag kernel.Stmt   // the type tag's assignment (typetag.go)
	switch t := st.Target.(type) {
	case *nest.Name:
		dst := b.scalarLocal(t.Id, st.Pos)
		if st.Op != nest.NoOp {
			value, _ = b.binary(st.Op, &kernel.Var{Local: dst}, b.scalarSets[t.Id], value, vs, st.Pos)
		}
		s = &kernel.Assign{Dst: dst, Value: convert(value, dst.Type), Line: st.Pos.Line}
		spill = b.spill(t.Id, dst, st)
		key = b.selectKey(st, t)
		flag = b.boundFlagSet(t.Id, st.Pos.Line)
		tag = b.typeTagSet(t.Id, st)
	case *nest.Ref:
		if t.Synthetic {
			dst := b.scalarLocal(t.Array, st.Pos)
			s = &kernel.Assign{Dst: dst, Value: truth(value), Line: st.Pos.Line}
			spill = b.spill(t.Array, dst, st)
			break
		}
		if b.types.Arrays[t.Array].Elem.IsPython() {
			b.fail(st.Pos, "%s is a tuple or list read as an array, which the nest cannot assign", t.Array)
		}
		a := b.array(t.Array)
		a.Written = true
		idx := b.subscripts(t, a)
		if st.Op != nest.NoOp {
			value, vs = b.binary(st.Op, &kernel.Load{Array: a, Index: idx}, single(a.Elem), value, vs, st.Pos)
		}
		s = &kernel.Store{Array: a, Index: idx, Value: b.setitem(value, vs, a.Elem, st.Pos), Line: st.Pos.Line}
	default:
		b.fail(st.Pos, "assignment to %T", st.Target)
	}
	body := append(b.unboundGuards(st), s)
	if tag != nil {
		body = append(body[:len(body)-1], tag, s)
	}
	if spill != nil {
		body = append(body, spill)
	}
	if flag != nil {
		body = append(body, flag)
	}
	if key != nil {
		body = append(body, key)
	}
	if st.Pred != nil {
		p, _ := b.expr(st.Pred)
		return []kernel.Stmt{&kernel.If{Cond: truth(p), Then: body}}
	}
	return body
}

// setitem converts a value for a store into an array of type elem, as
// NumPy 1.24's setitem does: a float, Python's or NumPy's, goes through
// int() into an integer array (NaN and infinities are errors) and is then
// cast (wrapping into int32); other values are cast. A float stored into
// an array of an extended int (kernel.Type) is refused.
func (b *builder) setitem(v kernel.Expr, vs typeSet, elem kernel.Type, pos nest.Pos) kernel.Expr {
	if elem.IsExtInt() && vs&floatTypes != 0 {
		b.fail(pos, "a float stored into a %s array: NumPy's cast of a float to %s is not compiled", elem, elem)
	}
	if elem.IsInt() && (vs.has(kernel.PyFloat) || vs.has(kernel.Float32) || vs.has(kernel.Float64)) {
		return convert(convert(v, kernel.PyInt), elem)
	}
	return convert(v, elem)
}

func (b *builder) subscripts(r *nest.Ref, a *kernel.Array) []*kernel.Subscript {
	if len(r.Subs) != a.NDim {
		b.fail(r.Pos, "%s has %d axes, subscripted with %d", a.Name, a.NDim, len(r.Subs))
	}
	idx := make([]*kernel.Subscript, len(r.Subs))
	for i, s := range r.Subs {
		x, ts := b.expr(s)
		t, _, err := ts.rep()
		if err != nil || !t.IsInt() && (!t.IsExtInt() || t == kernel.UInt64) {
			b.fail(s.Position(), "subscript %s of %s is %s", nest.String(s), a.Name, ts)
		}
		idx[i] = &kernel.Subscript{X: convert(x, kernel.PyInt), Wrap: true, Check: true}
	}
	return idx
}

// finishScalars decides, kernel by kernel, which scalars are loaded on
// entry and how those the kernel writes leave it, and gives each such
// scalar its slot of the composite scalar vector.
func (b *builder) finishScalars() {
	slot := func(name string, t kernel.Type) *kernel.Param {
		if p := b.params[name]; p != nil {
			return p
		}
		p := b.param(kernel.Scalar, name, t)
		if ms := b.assignSets[name].members(); len(ms) == 1 {
			p.Assigned = ms[0]
		}
		return p
	}
	for _, k := range b.m.Kernels {
		written := map[*kernel.Local]bool{}
		kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
			if a, ok := s.(*kernel.Assign); ok {
				written[a.Dst] = true
			}
		})
		for _, l := range k.Locals {
			if b.loopVars[l] {
				continue
			}
			kernels := b.scalarKernels[l.Name]
			sc := b.n.Scalar(l.Name)
			if flagged := b.flaggedScalar(l.Name); flagged != nil {
				sc = flagged // a companion flag goes as its scalar goes
			}
			typeTag := false
			if tagged := b.typeTaggedScalar(l.Name); tagged != nil {
				sc, typeTag = tagged, true // so does a type tag
			}
			if sc == nil { // a predicate
				if len(kernels) > 1 {
					p := b.predicate(l.Name)
					if !b.handedOver(l.Name, kernels, p.Loops) {
						b.fail(p.Pos, "the condition %s is needed by %d kernels inside loops they do not share", l.Name, len(kernels))
					}
					l.Param = slot(l.Name, l.Type)
					k.Inputs = append(k.Inputs, l)
					if written[l] {
						k.Outputs = append(k.Outputs, &kernel.Output{Local: l, Combine: kernel.Direct})
					}
				}
				continue
			}
			input, combine := false, kernel.Combine(0)
			switch sc.Role {
			case nest.Private:
				if len(kernels) > 1 {
					if !b.handedOver(sc.Name, kernels, sc.PrivateTo) {
						b.fail(sc.Pos, "%s is private to loops the plan distributes into %d kernels", sc.Name, len(kernels))
					}
					// One value per iteration of host loops: the
					// kernels hand it on through its slot, in order.
					input = true
					if written[l] {
						combine = kernel.Direct
						if b.reducedOverDims(k, sc.Name) {
							combine = kernel.Reduce
						}
					}
					break
				}
				if sc.LiveOut && written[l] {
					combine = kernel.Last
					if len(k.Dims) == 0 {
						combine, input = kernel.Direct, true
					}
				}
			case nest.Reduction:
				input = true
				if sc.Locate != nil {
					// A location that the nest may never assign need not
					// have a value before it (its value after the nest is
					// then Python's business: unbound).
					_, bound := b.types.Values[sc.Name]
					input = bound || sc.Name == sc.Locate.Value
				}
				if written[l] {
					combine = kernel.Direct
					if len(k.Dims) > 0 {
						combine = kernel.Reduce
						if sc.Locate != nil || b.minMaxTagged(l.Name) != nil {
							combine = kernel.Select
						}
					}
				}
			default:
				if len(k.Dims) > 0 && written[l] {
					b.fail(sc.Pos, "%s carries a value between iterations of a parallel loop", sc.Name)
				}
				// The value before the nest, unless the nest writes it
				// before every read and no other kernel hands it over
				// (one name reused in sibling loops: tmp = A[i, j] in a
				// j loop, tmp = A[i, i] after it).
				input = sc.LiveIn || len(kernels) > 1
				if written[l] {
					combine = kernel.Direct
				}
			}
			if !input && combine == 0 {
				continue
			}
			l.Param = slot(l.Name, l.Type) // l.Name: a companion flag has its own slot
			if input {
				if _, bound := b.types.Values[sc.Name]; !bound && sc.Role != nest.Private && len(kernels) <= 1 && !b.mayStayUnbound(sc.Name) {
					b.fail(sc.Pos, "%s is read before it is assigned", sc.Name)
				}
				k.Inputs = append(k.Inputs, l)
			}
			if combine != 0 {
				o := &kernel.Output{Local: l, Combine: combine}
				if combine == kernel.Reduce {
					o.Op = binOps[sc.Reduction]
					if typeTag {
						o.Op = kernel.Max // NumPy's once some chunk's value was
					}
				}
				k.Outputs = append(k.Outputs, o)
			}
		}
		b.linkMinMaxTags(k)
		b.linkSelects(k)
	}
}

// symbolName makes a function's name usable in symbol names of every
// target: the module's own code, "<module>", becomes "module".
func symbolName(fn string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '<' || r == '>':
			return -1
		case r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			return r
		}
		return '_'
	}, fn)
}

// intEntryHeldAsFloat reports whether name is a scalar that enters the
// nest holding an int and that the nest assigns floats only, as a time
// loop's clock is written (`t = 0`, then `while t < t_end: ... t += dt`):
// held in a float64, it compares and adds as the int does while the int
// is one a float64 holds exactly, which the closure checks of the value
// before the nest (a Scalar param of a float type given an int). Read
// after the nest, it is the float last assigned, or the int it entered
// with where no iteration assigned it (its companion flag, unbound.go).
func (b *builder) intEntryHeldAsFloat(name string) bool {
	sc := b.n.Scalar(name)
	set := b.scalarSets[name]
	if sc == nil || !sc.LiveIn || set != intFloatPair && set != intFloat64Pair || b.types.Values[name] != kernel.PyInt ||
		sc.Locate != nil || sc.Role == nest.Reduction || sc.Role == nest.Private {
		return false // reductions and location searches keep their own rules
	}
	for _, st := range b.n.Stmts {
		if set == intFloat64Pair && (dividesBy(st.Value, name) || st.Op >= nest.Div && st.Op <= nest.Pow && nest.ReadsName(st.Value, name)) {
			// An int divisor raises ZeroDivisionError where a
			// numpy.float64 one gives inf and a warning.
			return false
		}
		if nm, ok := st.Target.(*nest.Name); !ok || nm.Id != name {
			continue
		}
		vs, known := b.typeOf(st.Value)
		if !known || vs.has(kernel.PyInt) {
			return false
		}
	}
	return true
}

// dividesBy reports whether e divides by, takes the modulo of or raises
// to an expression that reads name.
func dividesBy(e nest.Expr, name string) bool {
	found := false
	nest.WalkExpr(e, func(x nest.Expr) {
		if bin, ok := x.(*nest.Binary); ok && bin.Op >= nest.Div && bin.Op <= nest.Pow && nest.ReadsName(bin.Y, name) {
			found = true
		}
	})
	return found
}
