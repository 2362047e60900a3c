// This file renames a scalar that the source reuses for unrelated values,
// so that reusing a name does not make a dependence.
//
// Two sweeps of one time step that both use `centre` as a temporary write
// and read one variable, and the classification (classify) would see a
// value flowing from one sweep to the next: a recurrence across the time
// loop and every loop inside it. In SSA terms the two sweeps hold
// different values that never meet. renameScalars finds them: each access
// of the scalar lies inside a loop in whose every iteration the scalar is
// written before it is read (the scalar is private to that loop); taking
// for each access the outermost such loop, the accesses fall into groups,
// one per loop, between which no value can flow, since a read in a group's
// loop sees a write of the same iteration of that loop. Each group after
// the first gets a name of its own (centre_2, centre_3, written with a
// character Python names cannot hold, so that it meets no user name). A
// scalar live before or after the nest is left alone: the value entering
// or leaving would belong to more than one group.
//
// One loop's body may also reuse a name (TSVC's s261: `t = a[i] + b[i];
// a[i] = t + c[i - 1]; t = c[i] * d[i]; c[i] = t`). Where the scalar's
// first access in the body of the loop it is private to is a write that
// neither reads it nor sits under a predicate, directly in that body, every
// such write starts a value that the accesses up to the next one use and
// no access before it can see: splitWebs gives each of those stretches
// after the first its own name, as scalar renaming does (Allen & Kennedy
// §5.5.1, on the def-use webs of straight-line code). The second `t` then
// makes no anti dependence on the reads of the first.

package depend

import (
	"fmt"
	"slices"
	"strings"

	"github.com/alpyna/alpyna/nest"
)

// renameScalars splits the scalars of a converted nest that hold
// unrelated values in different loops into one scalar per loop.
func renameScalars(n *nest.Nest) {
	for _, sc := range slices.Clone(n.Scalars) {
		if sc.LiveIn || sc.LiveOut {
			continue
		}
		var accesses []*nest.Assign
		for _, st := range n.Stmts {
			if touches(st, sc.Name) {
				accesses = append(accesses, st)
			}
		}
		var groups []int       // loops, in order of their first access
		owner := map[int]int{} // statement -> loop of its group
		for _, a := range accesses {
			g := -1
			for _, l := range a.Loops {
				if privateTo(n, sc, accesses, l) {
					g = l
					break
				}
			}
			if g < 0 {
				groups = nil
				break
			}
			if !slices.Contains(groups, g) {
				groups = append(groups, g)
			}
			owner[a.Index] = g
		}
		if len(groups) < 2 {
			continue
		}
		for k, g := range groups[1:] {
			name := fmt.Sprintf("%s·%d", sc.Name, k+2)
			var first *nest.Assign
			for _, a := range accesses {
				if owner[a.Index] == g {
					renameIn(a, sc.Name, name)
					if first == nil {
						first = a
					}
				}
			}
			n.Scalars = append(n.Scalars, &nest.Scalar{Name: name, Pos: first.Pos})
		}
	}
	for _, sc := range slices.Clone(n.Scalars) {
		splitWebs(n, sc)
	}
}

// splitWebs renames the stretches of scalar sc's accesses that start at an
// unconditional write directly in the body of the loop sc is private to
// (a kill: the write reads nothing of sc and no predicate guards it), one
// name per stretch after the first. The first access in that body must be
// such a write, or every access before the first kill must lie in a loop
// inside the body to which sc is private, so that no access reads a value
// from before the body or from another iteration; each read then sees the
// latest kill before it in the same iteration, or a write after that
// kill, all in its own stretch.
func splitWebs(n *nest.Nest, sc *nest.Scalar) {
	if sc.LiveIn || sc.LiveOut {
		return
	}
	var accesses []*nest.Assign
	for _, st := range n.Stmts {
		if touches(st, sc.Name) {
			accesses = append(accesses, st)
		}
	}
	if len(accesses) < 3 {
		return // two kills and a read at least
	}
	common := accesses[0].Loops
	for _, st := range accesses[1:] {
		common = common[:commonPrefix(common, st.Loops)]
	}
	kill := func(st *nest.Assign, d int) bool {
		return st.Pred == nil && writesOnly(st, sc.Name) && len(st.Loops) == d
	}
	depth := 0
	for d := 1; d <= len(common) && depth == 0; d++ {
		// The first access is a kill, or the accesses before the first
		// kill lie in loops inside the body, each private to its loop
		// there (`tmp = A[i, j]` and its reads in a j loop, then `tmp =
		// A[i, i]` in the i body): they read nothing from before the
		// body or from another iteration of it either, so they are the
		// first stretch.
		for _, a := range accesses {
			if kill(a, d) {
				depth = d
				break
			}
			if len(a.Loops) <= d || !privateTo(n, sc, accesses, a.Loops[d]) {
				break
			}
		}
	}
	if depth == 0 {
		return
	}
	stretch, name := 0, sc.Name
	for _, a := range accesses[1:] {
		if kill(a, depth) {
			stretch++
			name = freshScalarName(n, sc.Name)
			n.Scalars = append(n.Scalars, &nest.Scalar{Name: name, Pos: a.Pos})
		}
		if stretch > 0 {
			renameIn(a, sc.Name, name)
		}
	}
}

// freshScalarName is a name for a part of scalar base that no scalar of n
// has yet: base·2, base·3, ...
func freshScalarName(n *nest.Nest, base string) string {
	base = SourceName(base)
	for k := 2; ; k++ {
		name := fmt.Sprintf("%s·%d", base, k)
		if n.Scalar(name) == nil {
			return name
		}
	}
}

// privateTo reports whether every iteration of loop l writes scalar sc
// before reading it, as classify's test for one loop: the first access in
// l's body is an unconditional write directly in it, or the writes
// directly in it cover every read (coveredReads).
func privateTo(n *nest.Nest, sc *nest.Scalar, accesses []*nest.Assign, l int) bool {
	d := n.Loops[l].Depth + 1
	first := firstAccessIn(accesses, l)
	if first == nil {
		return false
	}
	if first.Pred == nil && writesOnly(first, sc.Name) && len(first.Loops) == d {
		return true
	}
	return coveredReads(n, sc, accesses, l, d)
}

// renameIn renames scalar old to name in statement st.
func renameIn(st *nest.Assign, old, name string) {
	if t, ok := st.Target.(*nest.Name); ok && t.Id == old {
		st.Target = &nest.Name{Pos: t.Pos, Id: name, Role: t.Role}
	}
	st.Value = renameExpr(st.Value, old, name)
	st.Pred = renameExpr(st.Pred, old, name)
	if r, ok := st.Target.(*nest.Ref); ok {
		for i, s := range r.Subs {
			r.Subs[i] = renameExpr(s, old, name)
		}
	}
}

// renameExpr renames the reads of scalar old in e, in place (the front end
// and if-conversion give every statement its own expression nodes).
func renameExpr(e nest.Expr, old, name string) nest.Expr {
	nest.WalkExpr(e, func(x nest.Expr) {
		if v, ok := x.(*nest.Name); ok && v.Id == old && v.Role == nest.ScalarVar {
			v.Id = name
		}
	})
	return e
}

// SourceName is the name the source gives a scalar that renameScalars may
// have renamed.
func SourceName(name string) string {
	if i := strings.Index(name, "·"); i > 0 {
		return name[:i]
	}
	return name
}
