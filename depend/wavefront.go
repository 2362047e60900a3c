// This file finds the pairs of loops of a plan that may run by wavefronts
// (loop skewing, Wolfe 1986; Allen and Kennedy §6.2.4).
//
// Allen–Kennedy makes a loop sequential as soon as it carries a dependence.
// In PolyBench's seidel-2d
//
//	for t in range(tsteps):
//	    for i in range(1, n - 1):
//	        for j in range(1, n - 1):
//	            A[i, j] = (A[i - 1, j - 1] + ... + A[i + 1, j + 1]) / 9.0
//
// t, i and j are all sequential. Yet within one iteration of t the (i, j)
// distances of the dependences are (1, 1), (1, 0), (1, -1) and (0, 1): with
// w = 2i + j every one of them goes from a smaller w to a larger one, so
// the points of one anti-diagonal w are independent and may run in
// parallel, the wavefronts one after the other.
//
// In general, for two loops i (outer) and j (inner, the only thing in i's
// body) and a dependence with distances (di, dj) on them, the skewed
// iteration w = f*i + j goes forward when f*di + dj >= 1. A dependence
// that a loop around i carries is satisfied by that loop running in order
// and does not count; one with di = dj = 0 runs inside one (i, j) point,
// in the program's order, as before. The others are carried by i (di >= 1)
// or by j (di = 0, dj >= 1, forward for any f), so the least f is
//
//	f = max(0, max over di >= 1 of ceil((1 - dj) / di)).
//
// This needs every such distance to be a known constant (uniform
// dependences): an unknown one (a dependence whose distance varies, such
// as a[i, j] read as a[j, i]) might point anywhere. Each point runs its
// statements unchanged and every dependence still goes from an earlier
// point to a later one, so the results are bit-exact. The pair is refused
// where order is observable otherwise: a statement that is the reduction
// of a scalar over i or j, assigns a scalar other than a private one that
// is not read after the nest, a predicate, or an expanded value, or writes
// through an index array; where j's bounds read i (the wavefronts of a
// non-rectangular pair need other bounds); and for an irregular loop.
//
// A 1-D Gauss–Seidel sweep in a time loop, a[i] = (a[i - 1] + a[i + 1]) / 2,
// has no wavefront within one sweep: i is the only loop and carries
// a[i - 1]'s distance-1 flow, a chain. Skewing t with i would need t's
// distances, and those are unknown: every later sweep reads a[i] again, so
// the analysis reports distance "?" on t.

package depend

import (
	"fmt"
	"slices"

	"github.com/alpyna/alpyna/nest"
)

// A Wavefront is a pair of perfectly nested sequential loops of a plan
// whose iterations may run by anti-diagonal wavefronts w = Factor*i + j:
// all points of one w are independent, and the wavefronts run in
// increasing w.
type Wavefront struct {
	Outer, Inner int   // i and j, indices into Nest.Loops
	Factor       int64 // f >= 0; 0 is plain interchange (w = j)
	// TileSkew is the least g >= 0 with g*di + dj >= 0 for every such
	// distance: in the coordinates (i, j + g*i) every distance is
	// non-negative, so rectangular tiles there run as wavefronts of tiles
	// (kernelgen/wavefront.go).
	TileSkew int64
	Stmts    []int // the statements under the pair, ascending
}

// Text is the skew as the plan listing writes it: "w = 2i + j".
func (w Wavefront) Text(n *nest.Nest) string {
	i, j := n.Loops[w.Outer].Var, n.Loops[w.Inner].Var
	switch w.Factor {
	case 0:
		return "w = " + j
	case 1:
		return fmt.Sprintf("w = %s + %s", i, j)
	}
	return fmt.Sprintf("w = %d%s + %s", w.Factor, i, j)
}

// Wavefronts returns the pairs of the plan that may run by wavefronts, as
// the file comment says, outermost first. A plan waiting for run-time
// values (unknown distances) has none.
func (p *NestPlan) Wavefronts() []Wavefront {
	if p.Plan == nil {
		return nil
	}
	var out []Wavefront
	var walk func(ns []*Node, outer []int)
	walk = func(ns []*Node, outer []int) {
		for _, nd := range ns {
			if nd.Loop < 0 {
				continue
			}
			if len(nd.Body) == 1 && nd.Body[0].Loop >= 0 && !nd.Parallel && !nd.Body[0].Parallel {
				if w, ok := p.wavefront(nd, nd.Body[0]); ok {
					out = append(out, w)
					continue
				}
			}
			walk(nd.Body, append(slices.Clip(outer), nd.Loop))
		}
	}
	walk(p.Plan.Body, nil)
	return out
}

// wavefront decides one pair of plan nodes, i over j.
func (p *NestPlan) wavefront(ni, nj *Node) (Wavefront, bool) {
	w := Wavefront{Outer: ni.Loop, Inner: nj.Loop}
	var stmts func(ns []*Node)
	stmts = func(ns []*Node) {
		for _, nd := range ns {
			if nd.Loop < 0 {
				w.Stmts = append(w.Stmts, nd.Stmt)
			}
			stmts(nd.Body)
		}
	}
	stmts(nj.Body)
	slices.Sort(w.Stmts)
	if !p.skewable(w) {
		return w, false
	}
	for _, d := range p.Deps {
		if !slices.Contains(w.Stmts, d.Src) || !slices.Contains(w.Stmts, d.Dst) {
			continue
		}
		src := p.Stmts[d.Src].Loops
		k := slices.Index(src, w.Outer)
		if k < 0 || k+1 >= len(src) || src[k+1] != w.Inner {
			return w, false
		}
		if d.CarriedBy >= 0 && slices.Index(src, d.CarriedBy) < k {
			continue // a loop around the pair runs it in order
		}
		if k+1 >= len(d.Dist) || !d.Dist[k].Known || !d.Dist[k+1].Known {
			return w, false // not uniform
		}
		di, dj := d.Dist[k].Value, d.Dist[k+1].Value
		switch {
		case di == 0 && dj == 0:
			// Inside one point, in the program's order.
		case di == 0 && dj > 0:
			// Carried by j: forward for every f.
		case di > 0:
			w.Factor = max(w.Factor, ceilDiv(1-dj, di))
			w.TileSkew = max(w.TileSkew, ceilDiv(-dj, di))
		default:
			return w, false // backward on the pair: a loop around it should carry it
		}
	}
	return w, true
}

// skewable checks the statements and loops of a candidate pair against
// the file comment's refusals.
func (p *NestPlan) skewable(w Wavefront) bool {
	n := p.Nest
	for _, il := range p.Irregular {
		if il.Loop == w.Outer || il.Loop == w.Inner {
			return false
		}
	}
	inner := n.Loops[w.Inner]
	for _, e := range []nest.Expr{inner.Start, inner.Stop, inner.Step} {
		reads := false
		nest.WalkExpr(e, func(x nest.Expr) {
			if nm, ok := x.(*nest.Name); ok && nm.Role == nest.LoopVar && nm.Id == n.Loops[w.Outer].Var {
				reads = true
			}
		})
		if reads {
			return false
		}
	}
	expanded := map[string]bool{}
	for _, e := range p.Expanded {
		expanded[e.Name] = true
	}
	for _, s := range w.Stmts {
		st := n.Stmts[s]
		switch t := st.Target.(type) {
		case *nest.Ref:
			if t.Synthetic || t.Indirect {
				return false
			}
		case *nest.Name:
			if sc := n.Scalar(t.Id); sc == nil || sc.Role != nest.Private || sc.LiveOut {
				return false
			}
		default:
			return false
		}
		reads := expanded[nest.ValueName(st.Target)]
		for _, e := range append(st.Reads(), st.Pred) {
			nest.WalkExpr(e, func(x nest.Expr) {
				if name := nest.ValueName(x); name != "" && expanded[name] {
					reads = true
				}
			})
		}
		if reads {
			return false
		}
		sp := p.Stmts[s]
		for k, l := range sp.Loops {
			if (l == w.Outer || l == w.Inner) && sp.Reduction[k] {
				return false
			}
		}
	}
	return true
}
