package inspector

// This file defines the inspector's input: the accesses of one loop, the
// index maps they go through, and the error reported for a bad index.

import (
	"fmt"
	"math"
	"strconv"
)

// A Kind says what an access does to the element it touches.
type Kind uint8

const (
	// Read only reads the element.
	Read Kind = iota
	// Write stores into the element (a[i] = v): when two iterations write
	// one element the later one's value survives, so their order matters.
	Write
	// Increment updates the element with a commutative and associative
	// operator (Access.Op): a[i] += v, a[i] -= v, a[i] *= v, a[i] = min(a[i], v).
	// Increments with the same Op may run in any order, never at once.
	Increment
)

var kindNames = [...]string{Read: "read", Write: "write", Increment: "increment"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// An Op is the operator of an Increment. Two increments of one element
// commute only when they have the same Op; increments of one element with
// different Ops are ordered as writes are.
type Op uint8

const (
	// Sum covers += and -= (a - b + c = a + c - b).
	Sum Op = iota
	// Product covers *=.
	Product
	// Min covers a[i] = min(a[i], v).
	Min
	// Max covers a[i] = max(a[i], v).
	Max
	// BitOr covers |=.
	BitOr
	// BitAnd covers &=.
	BitAnd
	// BitXor covers ^=.
	BitXor
)

var opNames = [...]string{Sum: "sum", Product: "product", Min: "min", Max: "max",
	BitOr: "or", BitAnd: "and", BitXor: "xor"}

func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return "Op(" + strconv.Itoa(int(o)) + ")"
}

// An IndexMap gives, for every iteration, the elements an access touches
// through an index array: iteration i touches Values[i*Arity+k] for every
// k < Arity. A map left[e] has arity 1; a map c2v[c, k] over the vertices of
// triangles, stored row-major, has arity 3.
type IndexMap struct {
	// Values holds at least Iterations*Arity indices; entries past
	// Iterations*Arity are not read.
	Values []int64
	// Arity is the number of elements per iteration; it must be positive.
	Arity int
}

// Direct is the part of an access that the loop's own iteration number
// selects: iteration i touches element Offset + Stride*i, as res[e] or
// res[e+1] in a loop over e. Stride 0 makes every iteration touch one
// element (a scalar reduction into res[0]).
type Direct struct {
	Offset, Stride int64
}

// An Access is one array reference of the loop, or several references that
// share target, kind and operator (res[left[e]] += f and res[right[e]] -= f
// are one Increment of res through two maps).
//
// Iteration i touches, in the target, the elements Maps[m].Values[i*Arity+k]
// for every map and slot, and Direct.Offset + Direct.Stride*i when Direct
// is set. Accesses with equal Target touch the same array and must agree on
// Len.
type Access struct {
	// Target identifies the array: equal Targets mean the same array.
	Target int
	// Name names the array in messages; it may be empty.
	Name string
	Kind Kind
	// Op is the operator of an Increment; it is ignored for Read and Write.
	Op Op
	// Len is the number of elements of the target (its first axis): every
	// index must lie in [0, Len), or in [-Len, Len) when Wrap is set.
	// Len must be below 2^31.
	Len int64
	// Maps are the index maps the access goes through.
	Maps []IndexMap
	// Direct, when not nil, adds the element the iteration number selects.
	Direct *Direct
	// Wrap gives negative indices Python's meaning: -1 is the last element.
	// Without Wrap a negative index is an error: a caller that has already
	// normalised its indices, or whose language does not wrap, leaves it unset.
	Wrap bool
	// ElemBytes is the size of one element in bytes (all trailing axes),
	// used to size two-level partitions; 0 means 8.
	ElemBytes int
}

// name returns the target's name for messages.
func (a *Access) name() string {
	if a.Name != "" {
		return a.Name
	}
	return "target " + strconv.Itoa(a.Target)
}

// elemBytes returns ElemBytes with its default applied.
func (a *Access) elemBytes() int {
	if a.ElemBytes > 0 {
		return a.ElemBytes
	}
	return 8
}

// An IndexError reports an index outside its target.
type IndexError struct {
	Access    int    // position of the access in the list
	Name      string // the target's name, or "target N"
	Map       int    // position of the map in Access.Maps, or -1 for the Direct part
	Iteration int
	Slot      int // k in Values[i*Arity+k]
	Index     int64
	Len       int64
	Wrap      bool
}

func (e *IndexError) Error() string {
	where := "direct index"
	if e.Map >= 0 {
		where = fmt.Sprintf("map %d slot %d", e.Map, e.Slot)
	}
	lo := int64(0)
	if e.Wrap {
		lo = -e.Len
	}
	return fmt.Sprintf("inspector: %s (access %d), iteration %d, %s: index %d out of range [%d, %d)",
		e.Name, e.Access, e.Iteration, where, e.Index, lo, e.Len)
}

// maxIterations bounds the iteration count and every target length, so
// that iterations and elements fit the int32 slices of a Plan.
const maxIterations = math.MaxInt32 - 1

// A stream is one source of element indices per iteration: one map of one
// access, or the direct part of one access. The inspector's passes walk
// streams instead of accesses.
type stream struct {
	acc    int // position of the access
	mapIdx int // position of the map, -1 for direct
	vals   []int64
	arity  int
	off    int64 // direct: Offset
	stride int64 // direct: Stride
	target int   // dense target number (see checkAccesses)
	kind   Kind
	op     Op
	len    int64
	wrap   bool
}

// elem returns the element iteration i touches in slot k, normalised to
// [0, len), or ok=false when it is out of range.
func (s *stream) elem(i, k int) (x int64, ok bool) {
	if s.mapIdx >= 0 {
		x = s.vals[i*s.arity+k]
	} else {
		x = s.off + s.stride*int64(i)
	}
	if x < 0 && s.wrap {
		x += s.len
	}
	return x, uint64(x) < uint64(s.len)
}

// indexError builds the error for iteration i, slot k of s.
func (s *stream) indexError(acc []Access, i, k int) error {
	a := &acc[s.acc]
	var v int64
	if s.mapIdx >= 0 {
		v = s.vals[i*s.arity+k]
	} else {
		v = s.off + s.stride*int64(i)
	}
	return &IndexError{Access: s.acc, Name: a.name(), Map: s.mapIdx, Iteration: i, Slot: k,
		Index: v, Len: a.Len, Wrap: a.Wrap}
}

// A loop is the checked input: the streams, and per dense target its
// length and whether some access writes or increments it.
type loop struct {
	n       int
	acc     []Access
	streams []stream
	targets []targetInfo
}

type targetInfo struct {
	id      int // Access.Target
	name    string
	len     int64
	written bool // some access writes or increments it
	bytes   int  // ElemBytes of its first access
}

// checkAccesses validates the shape of the input (not the index values)
// and builds its streams. Targets are numbered densely in order of first
// appearance.
func checkAccesses(n int, acc []Access) (*loop, error) {
	if n < 0 {
		return nil, fmt.Errorf("inspector: negative iteration count %d", n)
	}
	if n > maxIterations {
		return nil, fmt.Errorf("inspector: %d iterations, at most %d supported", n, maxIterations)
	}
	l := &loop{n: n, acc: acc}
	dense := map[int]int{}
	for ai := range acc {
		a := &acc[ai]
		if a.Kind > Increment {
			return nil, fmt.Errorf("inspector: access %d: unknown kind %d", ai, a.Kind)
		}
		if a.Kind == Increment && a.Op > BitXor {
			return nil, fmt.Errorf("inspector: access %d: unknown operator %d", ai, a.Op)
		}
		if a.Len < 0 || a.Len > maxIterations {
			return nil, fmt.Errorf("inspector: %s (access %d): length %d, want 0 <= length <= %d",
				a.name(), ai, a.Len, maxIterations)
		}
		t, ok := dense[a.Target]
		if !ok {
			t = len(l.targets)
			dense[a.Target] = t
			l.targets = append(l.targets, targetInfo{id: a.Target, name: a.name(), len: a.Len,
				bytes: a.elemBytes()})
		} else if l.targets[t].len != a.Len {
			return nil, fmt.Errorf("inspector: %s (access %d): length %d, but another access gives %d",
				a.name(), ai, a.Len, l.targets[t].len)
		}
		if a.Kind != Read {
			l.targets[t].written = true
		}
		op := a.Op
		if a.Kind != Increment {
			op = 0
		}
		for mi, m := range a.Maps {
			if m.Arity <= 0 || m.Arity > maxIterations {
				return nil, fmt.Errorf("inspector: %s (access %d) map %d: arity %d, want 1 to %d",
					a.name(), ai, mi, m.Arity, maxIterations)
			}
			if int64(len(m.Values)) < int64(n)*int64(m.Arity) {
				return nil, fmt.Errorf("inspector: %s (access %d) map %d: %d values, want %d iterations × arity %d",
					a.name(), ai, mi, len(m.Values), n, m.Arity)
			}
			l.streams = append(l.streams, stream{acc: ai, mapIdx: mi, vals: m.Values, arity: m.Arity,
				target: t, kind: a.Kind, op: op, len: a.Len, wrap: a.Wrap})
		}
		if d := a.Direct; d != nil {
			if n > 0 && !directFits(d.Offset, d.Stride, int64(n-1)) {
				return nil, fmt.Errorf("inspector: %s (access %d): direct index %d + %d*i overflows",
					a.name(), ai, d.Offset, d.Stride)
			}
			l.streams = append(l.streams, stream{acc: ai, mapIdx: -1, arity: 1, off: d.Offset,
				stride: d.Stride, target: t, kind: a.Kind, op: op, len: a.Len, wrap: a.Wrap})
		}
	}
	return l, nil
}

// directFits reports whether off + stride*i fits an int64 for 0 <= i <= last.
func directFits(off, stride, last int64) bool {
	if stride == 0 || last == 0 {
		return true
	}
	if stride > 0 {
		return stride <= (math.MaxInt64-max(off, 0))/last
	}
	return stride >= (math.MinInt64-min(off, 0))/last
}

// checkDirect range-checks a direct stream at its two ends (its values
// are monotone in i), or every iteration when negative values may wrap.
func (l *loop) checkDirect(s *stream) error {
	if l.n == 0 {
		return nil
	}
	if s.wrap {
		for i := 0; i < l.n; i++ {
			if _, ok := s.elem(i, 0); !ok {
				return s.indexError(l.acc, i, 0)
			}
		}
		return nil
	}
	for _, i := range [2]int{0, l.n - 1} {
		if _, ok := s.elem(i, 0); !ok {
			return s.indexError(l.acc, i, 0)
		}
	}
	return nil
}

// checkMap range-checks every value of a map stream.
func (l *loop) checkMap(s *stream) error {
	lo := int64(0)
	if s.wrap {
		lo = -s.len
	}
	vals := s.vals[:l.n*s.arity]
	for j, v := range vals {
		if v < lo || v >= s.len {
			return s.indexError(l.acc, j/s.arity, j%s.arity)
		}
	}
	return nil
}

// checkIndices range-checks every stream.
func (l *loop) checkIndices() error {
	for si := range l.streams {
		s := &l.streams[si]
		var err error
		if s.mapIdx < 0 {
			err = l.checkDirect(s)
		} else {
			err = l.checkMap(s)
		}
		if err != nil {
			return err
		}
	}
	return nil
}
