package irregular

// This file evaluates an irregular access's index at one launch: the
// affine forms of depend.IrregularIndex become, with the loop's bounds,
// the call's bindings and the host loops' variables, linear functions of
// the iteration number and of the points of the inner loops; an index map
// is then the index array read at those positions, or the values of the
// affine subscript itself.

import (
	"fmt"
	"strconv"
	"strings"
	"unsafe"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/inspector"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
)

var ops = map[nest.BinOp]inspector.Op{nest.Add: inspector.Sum, nest.Mul: inspector.Product,
	nest.Min: inspector.Min, nest.Max: inspector.Max,
	nest.BitAnd: inspector.BitAnd, nest.BitOr: inspector.BitOr, nest.BitXor: inspector.BitXor}

// An evaluator evaluates forms for one launch of irregular loop L, whose
// variable takes lower + it*step at iteration number it.
type evaluator struct {
	n           *nest.Nest
	L           int
	lower, step int64
	env         map[string]int64 // symbols, bound texts, host loops' variables
}

// A linear is c + a*it + sum of b[m]*j[m] over the inner points j.
type linear struct {
	c, a int64
	b    []int64
}

// An index is how one access's key-axis index is computed at a launch.
type index struct {
	// direct: an affine subscript of the iteration alone, Offset + Stride*it.
	direct      bool
	off, stride int64
	// Otherwise subs has one linear per subscript of the index array (one
	// for a computed map: the subscript's own value), over the inner
	// loops' points, counts[m] of them along inner loop m.
	subs   []linear
	counts []int64
	arity  int64
	// offset is added to every value read from the index array
	// (depend.IrregularIndex.Offset).
	offset int64
}

// index evaluates access x.
func (ev *evaluator) index(x *depend.IrregularAccess) (*index, error) {
	st := ev.n.Stmts[x.Stmt]
	ix := &index{arity: 1, offset: x.Index.Offset}
	starts := make([]int64, len(x.Index.Inner))
	steps := make([]int64, len(x.Index.Inner))
	for m, l := range x.Index.Inner {
		lo, step, count, err := ev.loopRange(ev.n.Loops[l])
		if err != nil {
			return nil, err
		}
		starts[m], steps[m] = lo, step
		ix.counts = append(ix.counts, count)
		var ok bool
		if ix.arity, ok = affine.Mul64(ix.arity, count); !ok || ix.arity > 1<<20 {
			return nil, fmt.Errorf("line %d: %s touches too many elements per iteration", st.Pos.Line, nest.String(x.Ref))
		}
	}
	if ix.arity == 0 {
		return nil, fmt.Errorf("line %d: an inner loop of %s runs no iteration", st.Pos.Line, nest.String(x.Ref))
	}
	forms := x.Index.Subs
	if x.Index.Direct() {
		forms = []affine.Form{x.Index.Form}
	}
	for _, f := range forms {
		lin := linear{c: f.Const(), b: make([]int64, len(x.Index.Inner))}
		ok := true
		add := func(dst *int64, coef, v int64) {
			p, ok1 := affine.Mul64(coef, v)
			s, ok2 := affine.Add64(*dst, p)
			*dst, ok = s, ok && ok1 && ok2
		}
		for _, t := range f.Terms() {
			loop := -1
			for i := len(st.Loops) - 1; i >= 0; i-- {
				if ev.n.Loops[st.Loops[i]].Var == t.Var {
					loop = st.Loops[i]
					break
				}
			}
			m := -1
			for i, l := range x.Index.Inner {
				if l == loop {
					m = i
				}
			}
			switch {
			case loop == ev.L:
				add(&lin.c, t.Coef, ev.lower)
				add(&lin.a, t.Coef, ev.step)
			case m >= 0:
				add(&lin.c, t.Coef, starts[m])
				add(&lin.b[m], t.Coef, steps[m])
			default:
				v, found := ev.env[t.Var]
				if !found {
					return nil, fmt.Errorf("line %d: no value for %s", st.Pos.Line, t.Var)
				}
				add(&lin.c, t.Coef, v)
			}
		}
		if !ok {
			return nil, fmt.Errorf("line %d: the subscripts of %s overflow", st.Pos.Line, nest.String(x.Ref))
		}
		ix.subs = append(ix.subs, lin)
	}
	if x.Index.Direct() && len(x.Index.Inner) == 0 {
		ix.direct, ix.off, ix.stride = true, ix.subs[0].c, ix.subs[0].a
	}
	return ix, nil
}

// loopRange evaluates an inner loop's range.
func (ev *evaluator) loopRange(l *nest.Loop) (lo, step, count int64, err error) {
	value := func(f affine.Form, e nest.Expr) (int64, bool) {
		if f.Valid() {
			return f.Eval(ev.env)
		}
		v, ok := ev.env[nest.String(e)]
		return v, ok
	}
	lo, ok1 := value(l.Lower, l.Start)
	hi, ok2 := value(l.Upper, l.Stop)
	step, ok3 := l.StepValue, true
	if step == 0 {
		step, ok3 = ev.env[nest.String(l.Step)]
	}
	if !ok1 || !ok2 || !ok3 || step == 0 {
		return 0, 0, 0, fmt.Errorf("no range for loop %s at line %d", l.Var, l.Pos.Line)
	}
	switch {
	case step > 0 && hi > lo:
		count = int64((uint64(hi-lo) + uint64(step) - 1) / uint64(step))
	case step < 0 && lo > hi:
		count = int64((uint64(lo-hi) + uint64(-step) - 1) / uint64(-step))
	}
	return lo, step, count, nil
}

// signature describes the index map of ix through array src (name), for
// sharing one map's values among accesses and for the plan cache's loop
// identity: the view of the array and the linear subscripts.
func (ix *index) signature(name string, src *ndarray.Array) string {
	var b strings.Builder
	if src == nil {
		b.WriteString("affine")
	} else {
		_, off := src.Buffer()
		fmt.Fprintf(&b, "%s@%s%v%v+%d", name, src.DType(), src.Shape(), src.Strides(), off)
	}
	for _, s := range ix.subs {
		b.WriteString("[" + strconv.FormatInt(s.c, 10) + "," + strconv.FormatInt(s.a, 10))
		for _, v := range s.b {
			b.WriteString("," + strconv.FormatInt(v, 10))
		}
		b.WriteByte(']')
	}
	fmt.Fprintf(&b, "%v", ix.counts)
	if ix.offset != 0 {
		fmt.Fprintf(&b, "%+d", ix.offset)
	}
	return b.String()
}

// mapValues is one index map's values, shared by the accesses that read
// the same array at the same positions.
type mapValues struct {
	ix   *index
	src  *ndarray.Array // nil: the values are the subscript's own
	vals []int64
	err  error
}

// span bounds a linear over it in [0, n) and the inner points.
func (ix *index) span(s linear, n int64) (lo, hi int64, ok bool) {
	lo, hi, ok = s.c, s.c, true
	widen := func(coef, count int64) {
		if count <= 1 || coef == 0 {
			return
		}
		d, ok1 := affine.Mul64(coef, count-1)
		if !ok1 {
			ok = false
			return
		}
		var ok2 bool
		if d < 0 {
			lo, ok2 = affine.Add64(lo, d)
		} else {
			hi, ok2 = affine.Add64(hi, d)
		}
		ok = ok && ok2
	}
	widen(s.a, n)
	for m, c := range ix.counts {
		widen(s.b[m], c)
	}
	return lo, hi, ok
}

// materialise computes the map's values for n iterations: n*arity of them,
// iteration by iteration, inner points in row-major order, each plus the
// index's offset. An index array read out of its bounds (after Python's
// wrapping) is an error: the loop then runs in order and its kernel
// raises the IndexError.
func (mv *mapValues) materialise(n int64) ([]int64, error) {
	vals, err := mv.read(n)
	if err != nil || mv.ix.offset == 0 {
		return vals, err
	}
	// A copy: vals may be the index array's own memory.
	out := make([]int64, len(vals))
	for i, v := range vals {
		s, ok := affine.Add64(v, mv.ix.offset)
		if !ok {
			return nil, fmt.Errorf("an index plus %d overflows", mv.ix.offset)
		}
		out[i] = s
	}
	return out, nil
}

// read computes the map's values without the offset.
func (mv *mapValues) read(n int64) ([]int64, error) {
	ix := mv.ix
	if n*ix.arity > 1<<31 {
		return nil, fmt.Errorf("%d index values, too many to inspect", n*ix.arity)
	}
	for _, s := range ix.subs {
		if _, _, ok := ix.span(s, n); !ok {
			return nil, fmt.Errorf("an index subscript overflows")
		}
	}
	if mv.src == nil {
		out := make([]int64, 0, n*ix.arity)
		s := ix.subs[0]
		for it := range n {
			out = ix.points(out, s.c+s.a*it, s.b, func(v int64) int64 { return v })
		}
		return out, nil
	}
	src := mv.src
	shape := src.Shape()
	item := int64(src.DType().ItemSize())
	data := src.ReadData()
	var read func(int64) int64
	if src.DType() == ndarray.Int32 {
		vals := unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(data))), len(data)/4)
		read = func(e int64) int64 { return int64(vals[e]) }
	} else {
		vals := unsafe.Slice((*int64)(unsafe.Pointer(unsafe.SliceData(data))), len(data)/8)
		read = func(e int64) int64 { return vals[e] }
	}
	inRange := true
	for d, s := range ix.subs {
		lo, hi, _ := ix.span(s, n)
		inRange = inRange && lo >= 0 && hi < int64(shape[d])
	}
	estride := make([]int64, len(shape))
	for d, st := range src.Strides() {
		estride[d] = int64(st) / item
	}
	if inRange {
		// Every subscript stays in its axis: the element is linear in it
		// and the inner points.
		var flat linear
		flat.b = make([]int64, len(ix.counts))
		for d, s := range ix.subs {
			flat.c += s.c * estride[d]
			flat.a += s.a * estride[d]
			for m := range s.b {
				flat.b[m] += s.b[m] * estride[d]
			}
		}
		if src.DType() == ndarray.Int64 && flat.a == ix.arity && rowMajor(flat.b, ix.counts) {
			// The values lie in the array in the order the inspector
			// wants them: no copy (the inspector keeps no reference).
			vals := unsafe.Slice((*int64)(unsafe.Pointer(unsafe.SliceData(data))), len(data)/8)
			return vals[flat.c : flat.c+n*ix.arity : flat.c+n*ix.arity], nil
		}
		out := make([]int64, 0, n*ix.arity)
		for it := range n {
			out = ix.points(out, flat.c+flat.a*it, flat.b, read)
		}
		return out, nil
	}
	// Some subscript wraps or leaves its axis: element by element.
	out := make([]int64, 0, n*ix.arity)
	pos := make([]int64, len(ix.counts))
	for it := range n {
		for k := int64(0); k < ix.arity; k++ {
			rem := k
			for m := len(ix.counts) - 1; m >= 0; m-- {
				pos[m] = rem % ix.counts[m]
				rem /= ix.counts[m]
			}
			e := int64(0)
			for d, s := range ix.subs {
				v := s.c + s.a*it
				for m, j := range pos {
					v += s.b[m] * j
				}
				if v < 0 {
					v += int64(shape[d])
				}
				if v < 0 || v >= int64(shape[d]) {
					return nil, fmt.Errorf("index %d is out of bounds for axis %d of %v", v, d, shape)
				}
				e += v * estride[d]
			}
			out = append(out, read(e))
		}
	}
	return out, nil
}

// points appends f(base + sum of b[m]*j[m]) for every inner point j, in
// row-major order.
func (ix *index) points(out []int64, base int64, b []int64, f func(int64) int64) []int64 {
	if len(ix.counts) == 0 {
		return append(out, f(base))
	}
	var rec func(m int, v int64)
	rec = func(m int, v int64) {
		if m == len(ix.counts) {
			out = append(out, f(v))
			return
		}
		for j := int64(0); j < ix.counts[m]; j++ {
			rec(m+1, v+b[m]*j)
		}
	}
	rec(0, base)
	return out
}

// rowMajor reports whether strides b walk points of extents counts in
// row-major order, one element apart.
func rowMajor(b, counts []int64) bool {
	want := int64(1)
	for m := len(b) - 1; m >= 0; m-- {
		if counts[m] > 1 && b[m] != want {
			return false
		}
		want *= counts[m]
	}
	return true
}
