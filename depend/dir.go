package depend

import (
	"strconv"
	"strings"
)

// A Dir is a set of directions for one common loop: Lt when the source
// iteration precedes the sink's, Eq when they are the same iteration, Gt when
// it follows. Directions compare iteration numbers (0 for the first
// iteration of each execution of the loop), as for A&K's normalised loops,
// so a negative step needs no special reading.
type Dir uint8

// The elementary directions and their unions.
const (
	Lt Dir = 1 << iota
	Eq
	Gt

	Le  = Lt | Eq
	Ge  = Gt | Eq
	Ne  = Lt | Gt
	Any = Lt | Eq | Gt
)

var dirNames = [...]string{
	0:  "∅",
	Lt: "<", Eq: "=", Gt: ">",
	Le: "<=", Ge: ">=", Ne: "<>", Any: "*",
}

func (d Dir) String() string {
	if int(d) < len(dirNames) {
		return dirNames[d]
	}
	return "?"
}

// reverse swaps Lt and Gt: the direction seen from the other end.
func (d Dir) reverse() Dir { return d&Eq | (d&Lt)<<2 | (d&Gt)>>2 }

// A Distance is the number of iterations of one common loop from source to
// sink (sink minus source), when every instance of the dependence has the
// same one.
type Distance struct {
	Value int64
	Known bool
}

func (d Distance) String() string {
	if !d.Known {
		return "?"
	}
	return strconv.FormatInt(d.Value, 10)
}

// A Kind is the kind of a dependence, named after the source and sink: flow
// (write then read), anti (read then write), output (write then write).
type Kind uint8

const (
	Flow Kind = iota
	Anti
	Output
)

var kindNames = [...]string{Flow: "flow", Anti: "anti", Output: "output"}

func (k Kind) String() string { return kindNames[k] }

func kindOf(srcWrite, dstWrite bool) Kind {
	switch {
	case srcWrite && dstWrite:
		return Output
	case srcWrite:
		return Flow
	default:
		return Anti
	}
}

// An Edge is one dependence from the reference Src, executed first, to the
// reference Dst. Dirs and Dist have one entry per loop common to both, outermost first.
// Edges returned by Resolve share their slices with the analysis; treat them
// as read-only.
type Edge struct {
	Src, Dst int // indices into Problem.Refs
	Kind     Kind
	// Level is the 1-based position of the carrying loop among the common
	// loops: the first whose direction is not Eq, which is Lt. It is 0 for a
	// loop-independent dependence (all directions Eq).
	Level int
	// Loop is the carrying loop as an index into Problem.Loops, -1 when
	// loop-independent.
	Loop int
	Dirs []Dir
	Dist []Distance

	test testSet // the tests that decided the pair, for the precision report
}

func (e *Edge) dirString() string {
	var b strings.Builder
	b.WriteByte('(')
	for i, d := range e.Dirs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(d.String())
	}
	b.WriteByte(')')
	return b.String()
}

func (e *Edge) distString() string {
	var b strings.Builder
	b.WriteByte('(')
	for i, d := range e.Dist {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(d.String())
	}
	b.WriteByte(')')
	return b.String()
}
