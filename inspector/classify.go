package inspector

// This file holds the first pass of the inspector: it walks the index maps
// once, range-checking every index, and finds for every element of every
// written array how many distinct iterations touch it and how. The result
// decides between the plan kinds (see Policy). The hypergraph of the
// iterations over the elements they increment, which colouring and
// two-level plans work on, is built by a second pass only when the policy
// needs it (rows, in hypergraph.go).

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
//
// Merging is order-independent: the result is the union of the bits, with
// bitWrite added when two increments' operators differ. So the summary of
// all the accesses to an element, from whichever iterations, is ordered
// (see ordered) exactly when two distinct iterations' accesses to it do
// not commute, provided two or more iterations touch it: if the two
// accesses that do not commute came from one iteration, any access of
// another iteration fails to commute with one of them.
func mergeSame(s, kb uint8) uint8 {
	if kb&bitInc != 0 && s&bitInc != 0 && s>>4 != kb>>4 {
		return s | bitWrite
	}
	return s | kb
}

// ordered reports whether the summary s of the accesses of two or more
// distinct iterations to one element holds a pair that does not commute:
// anything but reads only, or increments with one operator only.
func ordered(s uint8) bool { return s&(bitRead|bitWrite) != 0 && s != bitRead }

// The classification pass keeps one uint32 per element of a written
// target: the number of distinct iterations that touched it, shifted left
// by 8, and the summary of their kind bits (mergeSame) below. Loops of
// more than maxCount iterations, whose counts would not fit, take the
// in-order pass (classifyInOrder).
const (
	countOne = 1 << 8
	// maxCount is the largest count an element's state holds.
	maxCount = math.MaxUint32 >> 8
)

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
	// operator. It is the first such pair in program order: the later
	// iteration is the first that touches an element in a way that does
	// not commute with an earlier iteration's access. The other fields
	// but Iterations are then zero.
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

	// sharedRefs counts the iterations' increments of those elements
	// (each iteration once per element).
	sharedRefs int
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
	return l.classify()
}

// classify range-checks every index of checked input and profiles the
// loop. It walks the maps into written targets once, target by target
// (elements of distinct targets never interact), counting per element the
// distinct iterations that touch it and summarising their kinds; maps into
// targets that are only read are range-checked, unless a map into a
// written target with the same values, arity, length and wrapping was.
// When an index is out of range, checkIndices names the first one in
// access order. When the summaries show an ordered pair, the in-order pass
// finds the first one.
func (l *loop) classify() (*Profile, error) {
	if l.n > maxCount {
		if err := l.checkIndices(); err != nil {
			return nil, err
		}
		return l.classifyInOrder(), nil
	}
	streams := make([][]*stream, len(l.targets)) // per written target
	for si := range l.streams {
		s := &l.streams[si]
		if l.targets[s.target].written {
			streams[s.target] = append(streams[s.target], s)
		}
	}
	indexError := func() (*Profile, error) {
		if err := l.checkIndices(); err != nil {
			return nil, err
		}
		panic("inspector: classification found an index out of range that checkIndices did not")
	}
	for si := range l.streams {
		s := &l.streams[si]
		if l.targets[s.target].written || l.n == 0 {
			continue
		}
		if s.mapIdx < 0 {
			if l.checkDirect(s) != nil {
				return indexError()
			}
			continue
		}
		covered := false
		for sj := range l.streams {
			o := &l.streams[sj]
			if (sj < si || l.targets[o.target].written) && o.mapIdx >= 0 && o.arity == s.arity &&
				o.len == s.len && o.wrap == s.wrap && &o.vals[0] == &s.vals[0] {
				covered = true
				break
			}
		}
		if !covered && l.checkMap(s) != nil {
			return indexError()
		}
	}

	states := make([][]uint32, len(l.targets))
	for t, ss := range streams {
		if len(ss) > 0 {
			states[t] = make([]uint32, l.targets[t].len)
			if !l.count(ss, states[t]) {
				return indexError()
			}
		}
	}
	prof := &Profile{Iterations: l.n}
	lb, shared := 0, 0
	for t, ss := range streams {
		inc, incOnly := false, len(ss) > 0
		for _, s := range ss {
			inc = inc || s.kind == Increment
			incOnly = incOnly && s.kind == Increment && s.op == ss[0].op
			if l.n > 0 && s.kind != Read {
				lb = max(lb, 1) // something is written, by one iteration per element
			}
		}
		sh, refs, most, bad := sweep(states[t], incOnly)
		if bad {
			return l.classifyInOrder(), nil
		}
		if !inc {
			continue
		}
		prof.sharedRefs += refs
		if most > lb {
			lb = most
			prof.HeavyTarget = l.targets[t].id
			for x, cb := range states[t] {
				if int(cb>>8) == most && uint8(cb)&bitInc != 0 {
					prof.HeavyElement = int64(x)
					break
				}
			}
		}
		if sh > 0 {
			prof.SharedTargets = append(prof.SharedTargets, l.targets[t].id)
			shared += sh
		}
	}
	prof.LowerBound = lb
	prof.SharedElements = shared
	return prof, nil
}

// orderedTable[s] is 1 when ordered(s).
var orderedTable = func() (t [256]uint8) {
	for s := range t {
		if ordered(uint8(s)) {
			t[s] = 1
		}
	}
	return t
}()

// sweep returns, over the element states st of one target, the elements
// incremented by two or more iterations, their increments, the most on
// one, and whether an element two or more iterations touched has an
// ordered summary. incOnly says that the target is only incremented, with
// one operator.
func sweep(st []uint32, incOnly bool) (shared, refs, most int, bad bool) {
	var mx, sum, sh uint32
	if incOnly {
		// Increments with one operator: every summary is that increment.
		for _, cb := range st {
			if cb >= 2*countOne {
				c := cb >> 8
				sh++
				sum += c
				mx = max(mx, c)
			}
		}
		return int(sh), int(sum), int(mx), false
	}
	var b uint8
	for _, cb := range st {
		if cb < 2*countOne {
			continue
		}
		b |= orderedTable[uint8(cb)]
		if uint8(cb)&bitInc != 0 {
			c := cb >> 8
			sh++
			sum += c
			mx = max(mx, c)
		}
	}
	return int(sh), int(sum), int(mx), b != 0
}

// mergeTable returns the summaries mergeSame(s, kb) for every s.
func mergeTable(kb uint8) *[256]uint8 {
	t := new([256]uint8)
	for s := range t {
		t[s] = mergeSame(uint8(s), kb)
	}
	return t
}

// wrapMask is -1 for a stream whose negative indices wrap, else 0 (see
// inRange).
func wrapMask(s *stream) int64 {
	if s.wrap {
		return -1
	}
	return 0
}

// inRange returns index x of a target of ln elements normalised to [0,
// ln) (wm from wrapMask), or -1 when it is out of range.
func inRange(x, ln, wm int64) int64 {
	if x < 0 {
		x += ln & wm
	}
	if uint64(x) >= uint64(ln) {
		return -1
	}
	return x
}

// maxRowSlots is the most element references per iteration into one
// target that the counting loops deduplicate by comparing with each other;
// beyond it they stamp elements with the last iteration instead.
const maxRowSlots = 8

// count adds to st, the states of one written target, the accesses of its
// streams ss (in access order), and reports whether every index was in
// range. Each iteration counts once per element: an element it touches
// twice (a self-loop edge) merges the kinds, and counts one.
func (l *loop) count(ss []*stream, st []uint32) bool {
	n := l.n
	slots, maps1 := 0, true
	for _, s := range ss {
		slots += s.arity
		maps1 = maps1 && s.mapIdx >= 0 && s.arity == 1
	}
	kb := uint32(kindBits(ss[0].kind, ss[0].op))
	switch {
	case maps1 && len(ss) == 1:
		return countOneMap(ss[0].vals[:n], wrapMask(ss[0]), kb, st)
	case maps1 && len(ss) == 2 && ss[1].kind == ss[0].kind && ss[1].op == ss[0].op:
		return countTwoMapsSame(ss[0].vals[:n], ss[1].vals[:n], wrapMask(ss[0]), wrapMask(ss[1]), kb, st)
	case maps1 && len(ss) == 2:
		return countTwoMaps(ss[0].vals[:n], ss[1].vals[:n], wrapMask(ss[0]), wrapMask(ss[1]),
			mergeTable(uint8(kb)), mergeTable(kindBits(ss[1].kind, ss[1].op)), st)
	case len(ss) == 1 && ss[0].mapIdx >= 0 && slots == 3:
		return countTriples(ss[0].vals[:n*3], wrapMask(ss[0]), kb, st)
	case len(ss) == 1 && ss[0].mapIdx >= 0 && slots <= maxRowSlots:
		return countRows(ss[0].vals[:n*slots], slots, wrapMask(ss[0]), kb, st)
	}
	return l.countStamped(ss, st)
}

// countOneMap counts a target touched through one map of arity 1 (and
// nothing else), with kind bits kb.
func countOneMap(vals []int64, wm int64, kb uint32, st []uint32) bool {
	ln := int64(len(st))
	for _, x := range vals {
		if uint64(x) >= uint64(ln) {
			if x = inRange(x, ln, wm); x < 0 {
				return false
			}
		}
		st[x] = (st[x] | kb) + countOne
	}
	return true
}

// countTwoMapsSame counts a target touched through two maps of arity 1
// (and nothing else) with the same kind bits kb: the summary of an
// element is then kb, and its update no table lookup, which matters where
// consecutive iterations update one element (a chain of dependent loads
// and stores).
func countTwoMapsSame(va, vb []int64, wa, wb int64, kb uint32, st []uint32) bool {
	ln := int64(len(st))
	vb = vb[:len(va)]
	for i, x := range va {
		y := vb[i]
		if uint64(x) >= uint64(ln) || uint64(y) >= uint64(ln) {
			if x, y = inRange(x, ln, wa), inRange(y, ln, wb); x < 0 || y < 0 {
				return false
			}
		}
		st[x] = (st[x] | kb) + countOne
		d := uint32(countOne)
		if x == y {
			d = 0
		}
		st[y] = (st[y] | kb) + d
	}
	return true
}

// countTwoMaps counts a target touched through two maps of arity 1 (and
// nothing else), with kind summaries ma and mb.
func countTwoMaps(va, vb []int64, wa, wb int64, ma, mb *[256]uint8, st []uint32) bool {
	ln := int64(len(st))
	vb = vb[:len(va)]
	for i, x := range va {
		y := vb[i]
		if uint64(x) >= uint64(ln) || uint64(y) >= uint64(ln) {
			if x, y = inRange(x, ln, wa), inRange(y, ln, wb); x < 0 || y < 0 {
				return false
			}
		}
		s := st[x]
		st[x] = (s&^0xff | uint32(ma[uint8(s)])) + countOne
		d := uint32(countOne)
		if x == y {
			d = 0
		}
		s = st[y]
		st[y] = (s&^0xff | uint32(mb[uint8(s)])) + d
	}
	return true
}

// countTriples counts a target touched through one map of arity 3 (and
// nothing else: triangles' vertices), with kind bits kb.
func countTriples(vals []int64, wm int64, kb uint32, st []uint32) bool {
	ln := int64(len(st))
	for len(vals) >= 3 {
		a, b, c := vals[0], vals[1], vals[2]
		vals = vals[3:]
		if uint64(a) >= uint64(ln) || uint64(b) >= uint64(ln) || uint64(c) >= uint64(ln) {
			if a, b, c = inRange(a, ln, wm), inRange(b, ln, wm), inRange(c, ln, wm); a < 0 || b < 0 || c < 0 {
				return false
			}
		}
		st[a] = (st[a] | kb) + countOne
		db, dc := uint32(countOne), uint32(countOne)
		if b == a {
			db = 0
		}
		if c == a || c == b {
			dc = 0
		}
		st[b] = (st[b] | kb) + db
		st[c] = (st[c] | kb) + dc
	}
	return true
}

// countRows counts a target touched through one map of the given arity
// (at most maxRowSlots, and nothing else), with kind bits kb.
func countRows(vals []int64, arity int, wm int64, kb uint32, st []uint32) bool {
	ln := int64(len(st))
	var buf [maxRowSlots]int64
	for lo := 0; lo+arity <= len(vals); lo += arity {
		row := vals[lo : lo+arity]
		for k, x := range row {
			if x = inRange(x, ln, wm); x < 0 {
				return false
			}
			d := uint32(countOne)
			for _, y := range buf[:k] {
				if y == x {
					d = 0
				}
			}
			buf[k&(maxRowSlots-1)] = x
			st[x] = (st[x] | kb) + d
		}
	}
	return true
}

// countStamped counts a target touched by any streams, iteration by
// iteration, stamping elements with the last iteration that touched them.
func (l *loop) countStamped(ss []*stream, st []uint32) bool {
	last := make([]int32, len(st))
	ln := int64(len(st))
	type src struct {
		s     *stream
		merge *[256]uint8
		wm    int64
	}
	srcs := make([]src, len(ss))
	for k, s := range ss {
		srcs[k] = src{s, mergeTable(kindBits(s.kind, s.op)), wrapMask(s)}
	}
	var one [1]int64
	for i := 0; i < l.n; i++ {
		it := int32(i + 1)
		for k := range srcs {
			c := &srcs[k]
			xs := one[:]
			if c.s.mapIdx >= 0 {
				xs = c.s.vals[i*c.s.arity : i*c.s.arity+c.s.arity]
			} else {
				one[0] = c.s.off + c.s.stride*int64(i)
			}
			for _, x := range xs {
				if x = inRange(x, ln, c.wm); x < 0 {
					return false
				}
				s := st[x]
				s = s&^0xff | uint32(c.merge[uint8(s)])
				if last[x] != it {
					last[x] = it
					s += countOne
				}
				st[x] = s
			}
		}
	}
	return true
}

// An elemState is what the in-order pass records about one element, in 8
// bytes: last is the last iteration that touched the element plus one (0:
// none); cb holds the number of distinct iterations that touched it,
// shifted left by 8 and saturating at maxCount, and the kind bits below.
type elemState struct {
	last int32
	cb   uint32
}

func (e *elemState) bits() uint8 { return uint8(e.cb) }
func (e *elemState) cnt() int32  { return int32(e.cb >> 8) }

// A wstream is a stream into a written target, prepared for the in-order
// pass.
type wstream struct {
	s     *stream
	vals  []int64
	arity int
	st    []elemState // the target's element states
	kb    uint8
	ok    *[256]bool // ok[s]: compatible(s, kb)
	inc   bool
	len   int64
}

// classifyInOrder is the classification pass in program order over
// range-checked input: it stops at the first access that does not commute
// with an earlier iteration's (and a rescan names that iteration), which
// makes it the reference for Profile.Ordered. classify uses it to name an
// ordered pair it has found, and for loops too long for its counts.
func (l *loop) classifyInOrder() *Profile {
	prof := &Profile{Iterations: l.n}
	states := make([][]elemState, len(l.targets))
	for t, ti := range l.targets {
		if ti.written {
			states[t] = make([]elemState, ti.len)
		}
	}
	var ws []wstream
	for si := range l.streams {
		s := &l.streams[si]
		if !l.targets[s.target].written {
			continue
		}
		w := wstream{s: s, vals: s.vals, arity: s.arity, st: states[s.target], kb: kindBits(s.kind, s.op),
			ok: new([256]bool), inc: s.kind == Increment, len: s.len}
		for b := range w.ok {
			w.ok[b] = compatible(uint8(b), w.kb)
		}
		w.ok[0] = true // an element nothing touched yet
		ws = append(ws, w)
	}
	if len(ws) == 0 {
		return prof
	}
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
				e := &w.st[x]
				if e.last == it {
					// The iteration touched e before. If others did too,
					// their accesses are all of one commuting kind (or a
					// conflict would have been found), so an incompatible
					// access conflicts with them.
					if e.cb >= 2*countOne && !w.ok[e.bits()] {
						prof.Ordered = l.witness(w.s, i, x, w.kb)
						return prof
					}
					e.cb = e.cb&^0xff | uint32(mergeSame(e.bits(), w.kb))
					continue
				}
				if !w.ok[e.bits()] {
					prof.Ordered = l.witness(w.s, i, x, w.kb)
					return prof
				}
				e.last = it
				e.cb |= uint32(w.kb)
				if e.cb < maxCount<<8 {
					e.cb += countOne
				}
			}
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
				prof.sharedRefs += int(e.cnt())
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
	return prof
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
