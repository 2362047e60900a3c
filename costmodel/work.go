package costmodel

import (
	"github.com/alpyna/alpyna/kernel"
)

// Work is what a kernel module does for one call's values: one entry per
// kernel launched, in the order of the host program.
type Work struct {
	Launches []Launch
}

// A Launch is the work of one kernel in one call: Count launches (the
// iterations of the host loops around it) of Points parallel points
// each, every point doing the per-point counts (its inner loops
// included).
type Launch struct {
	Kernel string
	Count  float64 // launches in the call
	Points float64 // points of the kernel's Dims per launch (1 without Dims)
	// Per point: floating-point operations, integer and logical
	// operations (comparisons, conversions, selections), calls of
	// transcendental functions (math.exp, a float **), and bytes loaded
	// and stored.
	Flops, IntOps, Transcendentals, Bytes float64
	// Footprint is the bytes of the arrays the kernel touches (0 where a
	// shape is not known before the run): the most one launch needs to
	// move through memory, however often its points touch an element.
	Footprint float64
	// OneGPUThread: the GPU runs the points in order on one thread (a
	// location reduction whose first Dim is ordered, so not blocked over
	// the threads: kernel.SelectBlocked; a kernel with private copies of
	// arrays, kernel.Kernel.Privates); the cpu still splits them.
	OneGPUThread bool
}

// MemoryBytes is the bytes one launch moves through memory: every access
// at most, but no more than the arrays it touches when their size is known
// (the caches keep what points re-read: a stencil's neighbours, a row
// that every point of a gemm reads).
func (l Launch) MemoryBytes() float64 {
	b := l.Points * l.Bytes
	if l.Footprint > 0 {
		b = min(b, l.Footprint)
	}
	return b
}

// Totals are the call's work summed over its launches.
func (w Work) Totals() (launches, flops, intOps, transcendentals, memBytes float64) {
	for _, l := range w.Launches {
		launches += l.Count
		flops += l.Count * l.Points * l.Flops
		intOps += l.Count * l.Points * l.IntOps
		transcendentals += l.Count * l.Points * l.Transcendentals
		memBytes += l.Count * l.MemoryBytes()
	}
	return
}

// A ParamValue returns the call's value of a parameter (symbols and
// scalars from the bindings, shapes from the arrays), false where it has
// none (a temporary array's shape, a float scalar).
type ParamValue func(p *kernel.Param) (int64, bool)

// Measure counts the work of m for the call whose parameters value gives.
// Host loops multiply the launches in them by their trip counts; a
// launch's Points are the product of its Dims' trip counts; inner For
// loops multiply the counts of their bodies. A trip count that cannot be
// evaluated (a bound reading an unknown value) counts as 1.
func Measure(m *kernel.Module, value ParamValue) Work {
	e := &evaluator{value: value, hostVars: map[*kernel.Param]int64{}, locals: map[*kernel.Local]int64{}}
	var w Work
	var walk func(steps []kernel.Step, count float64)
	walk = func(steps []kernel.Step, count float64) {
		for _, s := range steps {
			switch st := s.(type) {
			case *kernel.HostLoop:
				n, mid := e.trips(st.Lower, st.Upper, st.Step)
				e.hostVars[st.Var] = mid
				walk(st.Body, count*n)
			case *kernel.Launch:
				w.Launches = append(w.Launches, e.launch(st.Kernel, count))
			}
		}
	}
	walk(m.Host, 1)
	return w
}

// evaluator evaluates bound expressions on the call's values, with the
// variables of enclosing loops at their middle values.
type evaluator struct {
	value    ParamValue
	hostVars map[*kernel.Param]int64
	locals   map[*kernel.Local]int64
}

// launch counts the work of one kernel launched count times.
func (e *evaluator) launch(k *kernel.Kernel, count float64) Launch {
	l := Launch{Kernel: k.Name, Count: count, Points: 1, OneGPUThread: kernel.Selects(k) && !kernel.SelectBlocked(k) || len(k.Privates) > 0}
	for _, d := range k.Dims {
		n, mid := e.trips(d.Lower, d.Upper, d.Step)
		e.locals[d.Var] = mid
		l.Points *= n
	}
	c := e.body(k.Body)
	l.Flops, l.IntOps, l.Transcendentals, l.Bytes = c.flops, c.intOps, c.transcendentals, c.bytes
	arrays := map[*kernel.Array]bool{}
	kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
		if st, ok := s.(*kernel.Store); ok {
			arrays[st.Array] = true
		}
		kernel.Exprs(s, func(x kernel.Expr) {
			kernel.WalkExpr(x, func(x kernel.Expr) {
				if ld, ok := x.(*kernel.Load); ok {
					arrays[ld.Array] = true
				}
			})
		})
	})
	for a := range arrays {
		size, ok := e.arrayBytes(a)
		if !ok {
			l.Footprint = 0 // one unknown array: fall back on the accesses
			break
		}
		l.Footprint += size
	}
	return l
}

// arrayBytes is the size of a in bytes, if its shape is known.
func (e *evaluator) arrayBytes(a *kernel.Array) (float64, bool) {
	if len(a.Shape) == 0 {
		return 0, false
	}
	size := float64(a.Elem.ItemSize())
	for _, p := range a.Shape {
		n, ok := e.value(p)
		if !ok {
			return 0, false
		}
		size *= float64(max(n, 0))
	}
	return size, true
}

// counts are the operations of a body or expression.
type counts struct {
	flops, intOps, transcendentals, bytes float64
}

func (c *counts) add(d counts, times float64) {
	c.flops += d.flops * times
	c.intOps += d.intOps * times
	c.transcendentals += d.transcendentals * times
	c.bytes += d.bytes * times
}

// transcendentalOps is what a transcendental call weighs against an
// arithmetic operation when two branches are compared: libm's and the
// GPU's FP64 exp or sin take 20 to 40 operations.
const transcendentalOps = 25

// weight ranks counts by cost, to pick the dearer branch of a Cond.
func (c counts) weight() float64 {
	return c.flops + c.intOps + c.bytes/8 + transcendentalOps*c.transcendentals
}

// body counts a kernel body once, its loops by their trip counts and
// both sides of an If (if-conversion's predicates guard statements that
// usually run: counting them all overestimates a rarely taken branch).
func (e *evaluator) body(stmts []kernel.Stmt) counts {
	var c counts
	for _, s := range stmts {
		switch st := s.(type) {
		case *kernel.Assign:
			c.add(e.expr(st.Value), 1)
		case *kernel.Store:
			for _, sub := range st.Index {
				c.add(e.subscript(sub.X), 1)
			}
			c.add(e.expr(st.Value), 1)
			c.bytes += float64(st.Array.Elem.ItemSize())
		case *kernel.If:
			c.add(e.expr(st.Cond), 1)
			c.add(e.body(st.Then), 1)
		case *kernel.For:
			n, mid := e.trips(st.Lower, st.Upper, st.Step)
			e.locals[st.Var] = mid
			inner := e.body(st.Body)
			inner.intOps++ // the loop's own increment and test
			c.add(inner, n)
		}
	}
	return c
}

// subscript counts the loads of an index expression (an index array read
// through it), not its arithmetic: address arithmetic folds into the
// access on both kinds of device.
func (e *evaluator) subscript(x kernel.Expr) counts {
	var c counts
	kernel.WalkExpr(x, func(x kernel.Expr) {
		if ld, ok := x.(*kernel.Load); ok {
			c.bytes += float64(ld.Array.Elem.ItemSize())
		}
	})
	return c
}

// Operation weights, in operations of the kind they count as: a division
// or remainder costs several multiplications on every device, a square
// root a few.
const (
	divisionOps = 4
	sqrtOps     = 4
)

// expr counts one evaluation of x.
func (e *evaluator) expr(x kernel.Expr) counts {
	var c counts
	op := func(t kernel.Type, n float64) {
		if t.IsFloat() {
			c.flops += n
		} else {
			c.intOps += n
		}
	}
	switch x := x.(type) {
	case *kernel.Load:
		c.bytes += float64(x.Array.Elem.ItemSize())
		for _, sub := range x.Index {
			c.add(e.subscript(sub.X), 1)
		}
		return c
	case *kernel.Unary:
		op(x.Type(), 1)
		c.add(e.expr(x.X), 1)
	case *kernel.Binary:
		switch x.Op {
		case kernel.Div, kernel.FloorDiv, kernel.Mod:
			op(x.T, divisionOps)
		case kernel.Pow:
			if k, ok := x.Y.(*kernel.Const); ok && (k.I == 2 && !k.T.IsFloat() || k.F == 2 && k.T.IsFloat()) {
				op(x.T, 1) // x**2: one multiplication
			} else if x.T.IsFloat() {
				c.transcendentals++
			} else {
				op(x.T, 8) // an integer power by squaring
			}
		default:
			op(x.T, 1)
		}
		c.add(e.expr(x.X), 1)
		c.add(e.expr(x.Y), 1)
	case *kernel.Compare:
		op(x.X.Type(), 1)
		c.add(e.expr(x.X), 1)
		c.add(e.expr(x.Y), 1)
	case *kernel.Convert:
		if x.T.IsFloat() != x.X.Type().IsFloat() {
			c.intOps++
		}
		c.add(e.expr(x.X), 1)
	case *kernel.Call:
		switch x.Fn {
		case kernel.Fabs, kernel.Floor, kernel.Ceil:
			c.flops++
		case kernel.Sqrt:
			c.flops += sqrtOps
		default:
			c.transcendentals++
		}
		for _, a := range x.Args {
			c.add(e.expr(a), 1)
		}
	case *kernel.Cond:
		c.intOps++
		c.add(e.expr(x.Test), 1)
		// One branch runs; count the dearer.
		t, f := e.expr(x.Then), e.expr(x.Else)
		if f.weight() > t.weight() {
			t = f
		}
		c.add(t, 1)
	case *kernel.Logic:
		c.intOps++
		c.add(e.expr(x.X), 1)
		c.add(e.expr(x.Y), 1)
	}
	return c
}

// trips is the trip count of range(lower, upper, step) and the middle
// value of its variable; 1 and lower where a bound is unknown.
func (e *evaluator) trips(lower, upper, step kernel.Expr) (float64, int64) {
	lo, ok1 := e.eval(lower)
	hi, ok2 := e.eval(upper)
	st, ok3 := e.eval(step)
	if !ok1 || !ok2 || !ok3 || st == 0 {
		return 1, lo
	}
	var n int64
	switch {
	case st > 0 && hi > lo:
		n = (hi - lo + st - 1) / st
	case st < 0 && hi < lo:
		n = (lo - hi - st - 1) / -st
	}
	if n == 0 {
		return 0, lo
	}
	return float64(n), lo + st*((n-1)/2)
}

// eval evaluates an integer bound expression.
func (e *evaluator) eval(x kernel.Expr) (int64, bool) {
	switch x := x.(type) {
	case *kernel.Const:
		return x.I, !x.T.IsFloat()
	case *kernel.ParamRef:
		if v, ok := e.hostVars[x.Param]; ok {
			return v, true
		}
		if x.Param.Kind == kernel.HostVar {
			return 0, false
		}
		return e.value(x.Param)
	case *kernel.Var:
		v, ok := e.locals[x.Local]
		return v, ok
	case *kernel.Convert:
		if x.X.Type().IsFloat() {
			return 0, false
		}
		return e.eval(x.X)
	case *kernel.Unary:
		v, ok := e.eval(x.X)
		switch x.Op {
		case kernel.Neg:
			return -v, ok
		case kernel.Abs:
			return max(v, -v), ok
		case kernel.Invert:
			return ^v, ok
		}
	case *kernel.Binary:
		a, ok1 := e.eval(x.X)
		b, ok2 := e.eval(x.Y)
		if !ok1 || !ok2 || x.T.IsFloat() {
			return 0, false
		}
		switch x.Op {
		case kernel.Add:
			return a + b, true
		case kernel.Sub:
			return a - b, true
		case kernel.Mul:
			return a * b, true
		case kernel.FloorDiv:
			if b == 0 {
				return 0, false
			}
			q := a / b
			if (a%b != 0) && ((a < 0) != (b < 0)) {
				q--
			}
			return q, true
		case kernel.Mod:
			if b == 0 {
				return 0, false
			}
			r := a % b
			if r != 0 && (r < 0) != (b < 0) {
				r += b
			}
			return r, true
		case kernel.Min:
			return min(a, b), true
		case kernel.Max:
			return max(a, b), true
		case kernel.BitAnd:
			return a & b, true
		case kernel.BitOr:
			return a | b, true
		case kernel.BitXor:
			return a ^ b, true
		case kernel.RShift:
			if b >= 0 { // n >> 1: a bound; a negative count raises
				return a >> min(b, 63), true
			}
		case kernel.LShift:
			if b >= 0 && b < 63 && (a<<b)>>b == a {
				return a << b, true
			}
		}
	case *kernel.Cond:
		// A bound chosen at run time: take the larger, the work the nest
		// may have to do.
		a, ok1 := e.eval(x.Then)
		b, ok2 := e.eval(x.Else)
		return max(a, b), ok1 && ok2
	}
	return 0, false
}
