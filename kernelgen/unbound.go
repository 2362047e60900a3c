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
			if sc.LiveOut && !bound && (!read[sc.Name] || !sc.LiveIn) && sc.Role != nest.Private && sc.Role != nest.Reduction {
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
