// This file decides whether the predicated writes of a scalar cover its
// reads: the test that makes a scalar assigned on both branches of an
// if/else private to its loop.

package depend

import (
	"slices"

	"github.com/alpyna/alpyna/nest"
)

// maxCoverAtoms bounds the truth table coveredReads enumerates.
const maxCoverAtoms = 12

// coveredReads reports whether scalar sc is private to loop l, at depth d,
// because every read of it in l's body runs only when a write directly in
// that body (not in a deeper loop) ran earlier in the same iteration:
//
//	if d1 > 0.0:            # S1 [if __p1[i]]     cnd = 1.0 - tail
//	    cnd = 1.0 - tail
//	else:                   # S2 [if not __p1[i]] cnd = tail
//	    cnd = tail
//	call[i] = s * cnd       # S3 reads cnd: __p1[i] or not __p1[i] holds
//
// A read's predicate must imply the disjunction of the predicates of the
// writes before it, over every truth assignment of their atoms (the
// predicate elements and conditions they combine with and, or, not).
// Within one iteration of l an atom keeps its value from the write to the
// read: a branch predicate __pN is stored once, before the statements it
// guards; an exit flag __eN only goes from False to True, so a write under
// not __eN that a later read under not __eN sees did run, while a write
// under __eN might not have (such a write makes the test fail). A scalar
// read after the nest must be written in every iteration, so that the last
// iteration's value is the one it leaves: its writes' predicates must
// cover every assignment, without exit flags.
func coveredReads(n *nest.Nest, sc *nest.Scalar, accesses []*nest.Assign, l, d int) bool {
	exit := map[string]bool{}
	for _, p := range n.Predicates {
		if p.Exit {
			exit[p.Name] = true
		}
	}
	var writes []nest.Expr // predicates of the writes so far; nil: always
	always := false
	inBody := false
	for _, a := range accesses {
		if !slices.Contains(a.Loops, l) {
			continue
		}
		inBody = true
		write := writesOnly(a, sc.Name)
		if !write || len(a.Loops) != d {
			// A read (or an update, or a write inside a deeper loop,
			// which need not run): its predicate must imply a write.
			if a.ReadsValue(sc.Name) && !always && !implied(a.Pred, writes) {
				return false
			}
			continue
		}
		if a.Pred == nil {
			always = true
			continue
		}
		if positiveExit(a.Pred, exit, true) {
			return false
		}
		writes = append(writes, a.Pred)
	}
	if !inBody {
		return false
	}
	if sc.LiveOut && !always {
		for _, w := range writes {
			if mentionsExit(w, exit) {
				return false
			}
		}
		if !implied(nil, writes) {
			return false
		}
	}
	return true
}

// implied reports whether q (nil: true) implies the disjunction of ws
// (nil entries: true) for every truth assignment of their atoms.
func implied(q nest.Expr, ws []nest.Expr) bool {
	if len(ws) == 0 {
		return false
	}
	atoms := map[string]int{}
	collect := func(e nest.Expr) {
		forAtoms(e, func(a nest.Expr) {
			k := nest.String(a)
			if _, ok := atoms[k]; !ok {
				atoms[k] = len(atoms)
			}
		})
	}
	collect(q)
	for _, w := range ws {
		if w == nil {
			return true
		}
		collect(w)
	}
	if len(atoms) > maxCoverAtoms {
		return false
	}
	for bits := 0; bits < 1<<len(atoms); bits++ {
		if !evalPred(q, atoms, bits) {
			continue
		}
		if !slices.ContainsFunc(ws, func(w nest.Expr) bool { return evalPred(w, atoms, bits) }) {
			return false
		}
	}
	return true
}

// forAtoms calls f on the operands of and, or and not in e that are none
// of them.
func forAtoms(e nest.Expr, f func(nest.Expr)) {
	switch x := e.(type) {
	case nil:
	case *nest.Logic:
		forAtoms(x.X, f)
		forAtoms(x.Y, f)
	case *nest.Unary:
		if x.Op == nest.Not {
			forAtoms(x.X, f)
			return
		}
		f(e)
	default:
		f(e)
	}
}

func evalPred(e nest.Expr, atoms map[string]int, bits int) bool {
	switch x := e.(type) {
	case nil:
		return true
	case *nest.Logic:
		if x.Op == nest.And {
			return evalPred(x.X, atoms, bits) && evalPred(x.Y, atoms, bits)
		}
		return evalPred(x.X, atoms, bits) || evalPred(x.Y, atoms, bits)
	case *nest.Unary:
		if x.Op == nest.Not {
			return !evalPred(x.X, atoms, bits)
		}
	}
	return bits>>atoms[nest.String(e)]&1 == 1
}

// positiveExit reports whether an exit flag occurs in e other than
// negated (pos: the polarity of e itself).
func positiveExit(e nest.Expr, exit map[string]bool, pos bool) bool {
	switch x := e.(type) {
	case nil:
		return false
	case *nest.Logic:
		return positiveExit(x.X, exit, pos) || positiveExit(x.Y, exit, pos)
	case *nest.Unary:
		if x.Op == nest.Not {
			return positiveExit(x.X, exit, !pos)
		}
	}
	return pos && mentionsExit(e, exit)
}

func mentionsExit(e nest.Expr, exit map[string]bool) bool {
	found := false
	nest.WalkExpr(e, func(x nest.Expr) {
		if r, ok := x.(*nest.Ref); ok && r.Synthetic && exit[r.Array] {
			found = true
		}
	})
	return found
}
