package inspector

// This file holds the first pass of the inspector: it walks the index maps
// once, in iteration order, and finds for every element of every written
// array how many distinct iterations touch it and how. The result decides
// between the plan kinds (see Policy); the same pass records, per
// iteration, the elements it increments, which is what colouring works on.

import (
	"fmt"
	"math"
)

// Element kind bits, as kept per element during classification. An
// increment also stores its Op in the high nibble.
const (
	bitRead  uint8 = 1
	bitWrite uint8 = 2
	bitInc   uint8 = 4
)

func kindBits(k Kind, op Op) uint8 {
	switch k {
	case Read:
		return bitRead
	case Write:
		return bitWrite
	}
	return bitInc | uint8(op)<<4
}

// compatible reports whether an access with bits kb of one iteration
// commutes with the accesses, summarised by s, of other iterations to the
// same element: reads commute with reads, increments with increments of
// the same operator, and nothing else commutes.
func compatible(s, kb uint8) bool {
	switch {
	case kb == bitRead:
		return s&(bitWrite|bitInc) == 0
	case kb&bitInc != 0:
		return s&(bitRead|bitWrite) == 0 && (s&bitInc == 0 || s>>4 == kb>>4)
	}
	return false
}

// mergeSame adds kb to the summary s of accesses that include some from
// the same iteration: increments with two operators do not commute with
// anything another iteration does, as a write does not.
func mergeSame(s, kb uint8) uint8 {
	if kb&bitInc != 0 && s&bitInc != 0 && s>>4 != kb>>4 {
		return s | bitWrite
	}
	return s | kb
}

// An elemState is what classification records about one element, in 8
// bytes: last is the last iteration that touched the element plus one (0:
// none); cb holds the number of distinct iterations that touched it,
// shifted left by 8 and saturating at maxCount, and the kind bits below.
type elemState struct {
	last int32
	cb   uint32
}

const (
	countOne = 1 << 8
	// maxCount is the largest count an elemState holds: a lower bound
	// beyond it is reported as maxCount, still a lower bound.
	maxCount = math.MaxUint32 >> 8
)

func (e *elemState) bits() uint8 { return uint8(e.cb) }
func (e *elemState) cnt() int32  { return int32(e.cb >> 8) }

// A Conflict is a pair of iterations that touch one element in a way whose
// outcome depends on their order: a write and any other access, a read and
// an increment, or increments with different operators. A loop with such a
// pair keeps program order (Sequential).
type Conflict struct {
	Target  int    // Access.Target of the array
	Name    string // its name, or "target N"
	Element int64  // the element, normalised to [0, Len)
	// Earlier and Later are the two iterations, Earlier < Later.
	Earlier, Later int
	// EarlierAccess and LaterAccess say what each does to the element:
	// "read", "write" or "increment (sum)" and so on.
	EarlierAccess, LaterAccess string
}

func (c *Conflict) String() string {
	return fmt.Sprintf("%s[%d] is touched by iteration %d (%s) and iteration %d (%s), whose order matters",
		c.Name, c.Element, c.Earlier, c.EarlierAccess, c.Later, c.LaterAccess)
}

// describe names an access kind for a Conflict.
func describe(k Kind, op Op) string {
	if k == Increment {
		return "increment (" + op.String() + ")"
	}
	return k.String()
}

// A Profile is what Classify finds out about a loop's accesses: whether
// any two iterations must keep their order, and how heavily iterations
// share the elements they increment.
type Profile struct {
	Iterations int
	// Ordered is a pair of iterations whose order matters, or nil if the
	// iterations only share elements they read or increment with one
	// operator. Classification stops at the first such pair.
	Ordered *Conflict
	// LowerBound is the largest number of distinct iterations that
	// increment one element: no colouring has fewer colours. It is 1 when
	// written elements are touched by one iteration each (Independent),
	// and 0 when the loop writes nothing.
	LowerBound int
	// HeavyTarget and HeavyElement name an element that reaches LowerBound
	// (when LowerBound > 1).
	HeavyTarget  int
	HeavyElement int64
	// SharedTargets lists, in order of first appearance, the Targets that
	// have an element incremented by two or more iterations.
	SharedTargets []int
	// SharedElements counts those elements over all targets.
	SharedElements int
}

// Classify range-checks the indices of a loop of n iterations and profiles
// its accesses: which elements distinct iterations share and how. It is
// the first pass of Inspect, exported for callers that only want the
// statistics. An out-of-range index returns an *IndexError.
func Classify(n int, acc []Access) (*Profile, error) {
	l, err := checkAccesses(n, acc)
	if err != nil {
		return nil, err
	}
	if err := l.checkIndices(); err != nil {
		return nil, err
	}
	prof, _ := l.classify(false)
	return prof, nil
}

// A wstream is a stream into a written target, prepared for the
// classification pass.
type wstream struct {
	s     *stream
	vals  []int64
	arity int
	st    []elemState // the target's element states
	kb    uint8
	ok    *[256]bool // ok[s]: compatible(s, kb)
	inc   bool
	len   int64
	base  int32 // element number of the target's element 0 in the rows
}

// classify runs the classification pass over checked, range-checked input
// and returns the profile. With rows set, and unless the pass finds an
// ordered conflict, it also returns the hypergraph of the iterations over
// the elements of the incremented targets (numbered target after target):
// the rows hold, per iteration, the elements it increments, each once. The
// rows are nil when they would not fit int32 offsets.
func (l *loop) classify(rows bool) (*Profile, *hgraph) {
	prof := &Profile{Iterations: l.n}
	states := make([][]elemState, len(l.targets))
	base := make([]int32, len(l.targets))
	m, width := int64(0), 0
	for _, s := range l.streams {
		if s.kind == Increment && base[s.target] == 0 {
			base[s.target] = -1 // numbered below
		}
	}
	for t, ti := range l.targets {
		if ti.written {
			states[t] = make([]elemState, ti.len)
		}
		if base[t] == -1 {
			base[t] = int32(m)
			m += ti.len
		}
	}
	var ws []wstream
	for si := range l.streams {
		s := &l.streams[si]
		if !l.targets[s.target].written {
			continue
		}
		w := wstream{s: s, vals: s.vals, arity: s.arity, st: states[s.target], kb: kindBits(s.kind, s.op),
			ok: new([256]bool), inc: s.kind == Increment, len: s.len, base: base[s.target]}
		for b := range w.ok {
			w.ok[b] = compatible(uint8(b), w.kb)
		}
		w.ok[0] = true // an element nothing touched yet
		if w.inc {
			width += s.arity
		}
		ws = append(ws, w)
	}
	if len(ws) == 0 {
		return prof, nil
	}
	var g *hgraph
	if rows && m <= maxIterations && int64(l.n)*int64(width) <= maxIterations {
		g = &hgraph{n: l.n, m: int(m), start: make([]int32, l.n+1), elems: make([]int32, l.n*width)}
	}
	pos := int32(0)
	var one [1]int64
	for i := 0; i < l.n; i++ {
		it := int32(i + 1)
		for wi := range ws {
			w := &ws[wi]
			xs := one[:]
			if w.vals != nil {
				xs = w.vals[i*w.arity : i*w.arity+w.arity]
			} else {
				one[0], _ = w.s.elem(i, 0)
			}
			for _, x := range xs {
				if x < 0 {
					x += w.len // checkIndices allowed it: Wrap is set
				}
				// Branches here are nearly always decided the same way, so
				// that the processor overlaps the cache misses of successive
				// elements (see compatible and mergeSame for the rules).
				e := &w.st[x]
				if e.last == it {
					// The iteration touched e before. If others did too,
					// their accesses are all of one commuting kind (or a
					// conflict would have been found), so an incompatible
					// access conflicts with them.
					if e.cb >= 2*countOne && !w.ok[e.bits()] {
						prof.Ordered = l.witness(w.s, i, x, w.kb)
						return prof, nil
					}
					// The row holds the element already, unless an access that
					// is not an increment came first; then no other iteration
					// may touch the element, and it needs no row entry.
					e.cb = e.cb&^0xff | uint32(mergeSame(e.bits(), w.kb))
					continue
				}
				if !w.ok[e.bits()] {
					prof.Ordered = l.witness(w.s, i, x, w.kb)
					return prof, nil
				}
				e.last = it
				e.cb |= uint32(w.kb)
				if e.cb < maxCount<<8 {
					e.cb += countOne
				}
				if w.inc && g != nil {
					g.elems[pos] = w.base + int32(x)
					pos++
				}
			}
		}
		if g != nil {
			g.start[i+1] = pos
		}
	}
	// The lower bound and the shared elements, in one sweep.
	lb, shared := int32(0), 0
	incTarget := make([]bool, len(l.targets))
	for _, w := range ws {
		incTarget[w.s.target] = incTarget[w.s.target] || w.inc
		if lb == 0 && l.n > 0 && w.s.kind != Read {
			lb = 1 // something is written, by one iteration per element
		}
	}
	for t, st := range states {
		if !incTarget[t] {
			continue
		}
		sh := 0
		for x := range st {
			if e := &st[x]; e.cb >= 2*countOne && e.bits()&bitInc != 0 {
				sh++
				if e.cnt() > lb {
					lb = e.cnt()
					prof.HeavyTarget = l.targets[t].id
					prof.HeavyElement = int64(x)
				}
			}
		}
		if sh > 0 {
			prof.SharedTargets = append(prof.SharedTargets, l.targets[t].id)
			shared += sh
		}
	}
	prof.LowerBound = int(lb)
	prof.SharedElements = shared
	if g != nil {
		g.elems = g.elems[:pos:pos]
		g.lb = prof.LowerBound
	}
	return prof, g
}

// witness builds the Conflict for iteration i touching element x of s's
// target with bits kb, finding the earlier iteration by a rescan. One
// exists: the element's summary only holds kinds of earlier iterations, or
// of this one and of earlier ones that all did one commuting kind.
func (l *loop) witness(s *stream, i int, x int64, kb uint8) *Conflict {
	ti := l.targets[s.target]
	c := &Conflict{Target: ti.id, Name: ti.name, Element: x, Earlier: -1, Later: i,
		EarlierAccess: "unknown", LaterAccess: describe(s.kind, s.op)}
	for j := 0; j < i && c.Earlier < 0; j++ {
		for si := range l.streams {
			w := &l.streams[si]
			if w.target != s.target || c.Earlier >= 0 {
				continue
			}
			for k := 0; k < w.arity; k++ {
				if y, _ := w.elem(j, k); y == x && !compatible(kindBits(w.kind, w.op), kb) {
					c.Earlier = j
					c.EarlierAccess = describe(w.kind, w.op)
					break
				}
			}
		}
	}
	return c
}
