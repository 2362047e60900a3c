package kernelgen

// This file lets a kernel assign a scalar that has no value before the
// nest, as a search loop does:
//
//	for i in range(n):
//	    if a[i] > thr:
//	        found = i
//	        break
//
// If no iteration assigns found, CPython leaves the name unbound, so the
// kernel cannot hand back the old value through the scalar's slot: there
// is none. Each assignment of such a scalar also sets a boolean companion,
// "found#bound", under the same predicate; the companion's slot starts
// false (no value is bound for it), and whoever reads the kernel's scalars
// afterwards (package closure) treats found as still unbound when its
// companion is false.
//
// Only scalars whose every read in the nest follows an assignment of the
// same iteration (not LiveIn: a temporary before a break, t = a[i] * 2.0;
// if t < 0: break) or that the nest never reads are taken: a read where
// CPython would raise NameError must not see a placeholder, and those
// nests keep to the executors that hold unbound names exactly.

import (
	"math"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// BoundSuffix ends the name of a scalar's companion flag: the slot
// "found#bound" is true once some iteration assigned found.
const BoundSuffix = "#bound"

// mayStayUnbound reports whether name is a scalar read after the nest,
// without a value before it, that the nest only assigns: it gets a
// companion flag.
func (b *builder) mayStayUnbound(name string) bool {
	if b.unboundOut == nil {
		b.unboundOut = map[string]bool{}
		read := map[string]bool{}
		mark := func(e nest.Expr) {
			nest.WalkExpr(e, func(x nest.Expr) {
				if n, ok := x.(*nest.Name); ok {
					read[n.Id] = true
				}
			})
		}
		for _, l := range b.n.Loops {
			mark(l.Start)
			mark(l.Stop)
			mark(l.Step)
		}
		for _, st := range b.n.Stmts {
			mark(st.Pred)
			mark(st.Value)
			if r, ok := st.Target.(*nest.Ref); ok {
				for _, s := range r.Subs {
					mark(s)
				}
			}
			if t, ok := st.Target.(*nest.Name); ok && st.Op != nest.NoOp {
				read[t.Id] = true
			}
		}
		for _, sc := range b.n.Scalars {
			_, bound := b.types.Values[sc.Name]
			if sc.LiveOut && !bound && (!read[sc.Name] || !sc.LiveIn) && sc.Role != nest.Private && sc.Role != nest.Reduction || b.readUnbound(sc.Name) ||
				sc.LiveOut && b.intEntryHeldAsFloat(sc.Name) {
				b.unboundOut[sc.Name] = true
			}
		}
	}
	return b.unboundOut[name]
}

// boundFlagSet is the companion's assignment that follows an assignment of
// name, or nil.
func (b *builder) boundFlagSet(name string, line int) kernel.Stmt {
	if !b.mayStayUnbound(name) {
		return nil
	}
	key := name + BoundSuffix
	flag, ok := b.locals[key]
	if !ok {
		flag = b.newLocal(key, key, kernel.PyBool)
	}
	return &kernel.Assign{Dst: flag, Value: &kernel.Const{T: kernel.PyBool, I: 1}, Line: line}
}

// flaggedScalar returns the scalar whose companion flag is named name, or
// nil.
func (b *builder) flaggedScalar(name string) *nest.Scalar {
	base, ok := strings.CutSuffix(name, BoundSuffix)
	if !ok || !b.mayStayUnbound(base) {
		return nil
	}
	return b.n.Scalar(base)
}

// readUnbound reports whether name is a scalar without a value before the
// nest that the nest may read before an assignment of the same iteration
// (LiveIn): Rodinia hotspot's delta, which only the border cells' branches
// assign and the other cells read from the cell before. It gets the
// companion flag, and each statement reading it is preceded by a guard
// (unboundGuards): a read while the flag is false stops the kernel, and
// the interpreter runs the nest, raising UnboundLocalError where CPython
// does. A read after an assignment sees the value that assignment made,
// as CPython's does.
func (b *builder) readUnbound(name string) bool {
	sc := b.n.Scalar(name)
	if sc == nil || !sc.LiveIn || sc.Role == nest.Private || sc.Role == nest.Reduction {
		return false
	}
	_, bound := b.types.Values[name]
	return !bound
}

// unboundGuards returns the guards of the scalars st reads that may be
// read unbound (readUnbound): `if not flag: <a failing check>`.
func (b *builder) unboundGuards(st *nest.Assign) []kernel.Stmt {
	var names []string
	seen := map[string]bool{}
	mark := func(e nest.Expr) {
		nest.WalkExpr(e, func(x nest.Expr) {
			if n, ok := x.(*nest.Name); ok && !seen[n.Id] && b.readUnbound(n.Id) {
				seen[n.Id] = true
				names = append(names, n.Id)
			}
		})
	}
	mark(st.Value)
	switch t := st.Target.(type) {
	case *nest.Ref:
		for _, s := range t.Subs {
			mark(s)
		}
	case *nest.Name:
		if st.Op != nest.NoOp {
			mark(t)
		}
	}
	var out []kernel.Stmt
	for _, name := range names {
		key := name + BoundSuffix
		flag, ok := b.locals[key]
		if !ok {
			flag = b.newLocal(key, key, kernel.PyBool)
		}
		trapKey := "unbound·" + name
		trap, ok := b.locals[trapKey]
		if !ok {
			trap = b.newLocal(trapKey, trapKey, kernel.PyInt)
		}
		// int(nan) raises ValueError: the kernel stops there.
		fail := &kernel.Assign{Dst: trap, Value: &kernel.Convert{X: &kernel.Const{T: kernel.PyFloat, F: math.NaN()}, T: kernel.PyInt}, Line: st.Pos.Line}
		out = append(out, &kernel.If{Cond: &kernel.Unary{Op: kernel.Not, X: &kernel.Var{Local: flag}}, Then: []kernel.Stmt{fail}})
	}
	return out
}
