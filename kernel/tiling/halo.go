package tiling

// Halo tiles (docs/gpu.md, "Shared-memory tiling"): a stencil or a small
// convolution reads a 2-d array at a[i + c0, j + c1], the offsets
// constants or the variables of inner loops over short ranges (jacobi's
// a[i ± 1, j], conv2d's img[i + k, j + l], conway's board[i + di, j + dj]).
// Neighbouring threads read the same elements, so the block stages its
// own tile of the array plus the halo the offsets reach, once per pass,
// and every read of the array comes from that tile.

import "github.com/alpyna/alpyna/kernel"

// MaxHalo is the most the offsets of one subscript of a halo operand may
// span (the largest offset less the smallest): 8, up to 9 × 9 stencils.
// A halo tile is then at most (Width + MaxHalo) × (Width + MaxHalo + 1)
// elements, 4.8 KiB of float64, and a float64 tile of jacobi's or
// conv2d's (a span of 2) 18 × 19, 2.7 KiB.
const MaxHalo = 8

// A HaloPlan says how a stencil kernel stages the arrays it reads at
// constant or short-ranged offsets from its Dims' variables.
type HaloPlan struct {
	Operands []*HaloOperand
}

// A HaloOperand is a 2-d array the kernel reads only as
// a[dim + offset, dim' + offset'], at offsets within a halo around the
// block's own elements, and never stores into.
type HaloOperand struct {
	Array *kernel.Array
	// Dims are the Dims whose variables subscripts 0 and 1 are offset
	// from (different Dims).
	Dims [2]int
	// Loads are the reads of the array, with the offset of each
	// subscript, in the order the kernel's body reads them.
	Loads []*HaloLoad
	// Span is, per subscript, the largest offset less the smallest, when
	// every offset is constant (-1 where some bound is a parameter: the
	// kernel computes the span at run time and takes its tiled path only
	// where it is at most MaxHalo).
	Span [2]int64
	// Reuse is how many threads of a block read each element away from
	// the block's edges: the distinct offset pairs of the loads; 0 where
	// that depends on parameters (a loop over range(kh)).
	Reuse int
}

// A HaloLoad is one read of a halo operand.
type HaloLoad struct {
	Load *kernel.Load
	// Offsets are the subscripts less their Dim's variable.
	Offsets [2]Offset
}

// An Offset is Const plus the sum of Loops' variables, each taken with
// its sign: its smallest value is Const plus each loop's first value
// (or minus its last), its largest the other way round.
type Offset struct {
	Const int64
	Loops []SignedLoop
}

// A SignedLoop is the variable of an enclosing loop, with step 1 and
// uniform bounds, added (Neg false) or subtracted.
type SignedLoop struct {
	For *kernel.For
	Neg bool
}

// ConstRange returns the smallest and largest values of o when every
// loop's bounds are constants.
func (o Offset) ConstRange() (lo, hi int64, ok bool) {
	lo, hi = o.Const, o.Const
	for _, l := range o.Loops {
		a, okA := l.For.Lower.(*kernel.Const)
		b, okB := l.For.Upper.(*kernel.Const)
		if !okA || !okB || b.I <= a.I {
			return 0, 0, false
		}
		if l.Neg {
			lo, hi = lo-(b.I-1), hi-a.I
		} else {
			lo, hi = lo+a.I, hi+b.I-1
		}
	}
	return lo, hi, true
}

// Halo returns how kernel k, with thread axes axes, stages the arrays it
// reads around each thread's element in shared memory, or nil where it
// does not. The kernel must meet Kernel's conditions on its Dims (two, on
// x and y, uniform starts, constant steps; no check that can fail, no
// output scalars, no private arrays), with steps of 1, and must not be
// tiled by Kernel. An operand is a 2-d array of int32, int64, float32 or
// float64 elements that no statement stores into, every read of which is
// a[d + o, d' + o'] (d and d' the variables of the two Dims, neither
// subscript wrapped or checked) with offsets o, o' sums of constants and
// the variables of enclosing loops with step 1 and uniform bounds, none
// of those variables assigned in the kernel; it is staged when each of its
// elements is read by more than one thread (Reuse of 2 or more, or
// unknown until the launch) and its constant spans are at most MaxHalo.
func Halo(k *kernel.Kernel, axes kernel.Axes) *HaloPlan {
	if len(k.Dims) != 2 || len(axes) != 2 || k.MayFail || len(k.Outputs) > 0 || len(k.Privates) > 0 {
		return nil
	}
	if !(axes[0] == 0 && axes[1] == 1 || axes[0] == 1 && axes[1] == 0) {
		return nil
	}
	for d, dim := range k.Dims {
		if dim.Ordered || !uniform(dim.Lower) || !isOne(dim.Step) || d == 0 && !uniform(dim.Upper) {
			return nil
		}
	}
	if Kernel(k, axes) != nil {
		return nil
	}
	h := &haloFinder{k: k, assigned: map[*kernel.Local]bool{}, stored: map[*kernel.Param]bool{},
		rejected: map[*kernel.Array]bool{}, ops: map[*kernel.Array]*HaloOperand{}}
	kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
		switch s := s.(type) {
		case *kernel.Assign:
			h.assigned[s.Dst] = true
		case *kernel.Store:
			h.stored[s.Array.Data] = true
		}
	})
	h.stmts(k.Body, nil)
	plan := &HaloPlan{}
	for _, a := range h.order {
		op := h.ops[a]
		if h.rejected[a] || !op.finish() {
			continue
		}
		plan.Operands = append(plan.Operands, op)
	}
	if len(plan.Operands) == 0 {
		return nil
	}
	return plan
}

func isOne(e kernel.Expr) bool {
	c, ok := e.(*kernel.Const)
	return ok && c.I == 1
}

// haloFinder collects the candidate operands of a kernel.
type haloFinder struct {
	k        *kernel.Kernel
	assigned map[*kernel.Local]bool
	stored   map[*kernel.Param]bool
	rejected map[*kernel.Array]bool // read some other way
	ops      map[*kernel.Array]*HaloOperand
	order    []*kernel.Array
}

// stmts visits body, whose enclosing loops (innermost last) are loops.
func (h *haloFinder) stmts(body []kernel.Stmt, loops []*kernel.For) {
	for _, s := range body {
		switch s := s.(type) {
		case *kernel.Assign:
			h.expr(s.Value, loops)
		case *kernel.Store:
			for _, sub := range s.Index {
				h.expr(sub.X, loops)
			}
			h.expr(s.Value, loops)
		case *kernel.If:
			h.expr(s.Cond, loops)
			h.stmts(s.Then, loops)
		case *kernel.For:
			h.expr(s.Lower, loops)
			h.expr(s.Upper, loops)
			h.expr(s.Step, loops)
			h.stmts(s.Body, append(loops[:len(loops):len(loops)], s))
		}
	}
}

// expr records the loads in e.
func (h *haloFinder) expr(e kernel.Expr, loops []*kernel.For) {
	kernel.WalkExpr(e, func(x kernel.Expr) {
		if ld, ok := x.(*kernel.Load); ok {
			h.load(ld, loops)
		}
	})
}

func (h *haloFinder) load(ld *kernel.Load, loops []*kernel.For) {
	a := ld.Array
	if h.rejected[a] {
		return
	}
	op := h.ops[a]
	if op == nil {
		op = &HaloOperand{Array: a}
		h.ops[a] = op
		h.order = append(h.order, a)
	}
	hl, dims, ok := h.offsets(ld, loops)
	if !ok || len(op.Loads) > 0 && dims != op.Dims {
		h.rejected[a] = true
		return
	}
	op.Dims = dims
	op.Loads = append(op.Loads, hl)
}

// offsets splits ld's subscripts into a Dim's variable and an Offset.
func (h *haloFinder) offsets(ld *kernel.Load, loops []*kernel.For) (*HaloLoad, [2]int, bool) {
	a := ld.Array
	var dims [2]int
	if a.NDim != 2 || len(ld.Index) != 2 || h.stored[a.Data] {
		return nil, dims, false
	}
	switch a.Elem {
	case kernel.Float64, kernel.Float32, kernel.Int64, kernel.Int32:
	default:
		return nil, dims, false
	}
	hl := &HaloLoad{Load: ld}
	for s, sub := range ld.Index {
		if sub.Wrap || sub.Check {
			return nil, dims, false
		}
		t := terms{h: h, loops: loops, dim: -1}
		if !t.add(sub.X, false) || t.dim < 0 {
			return nil, dims, false
		}
		dims[s] = t.dim
		hl.Offsets[s] = t.off
	}
	if dims[0] == dims[1] {
		return nil, dims, false
	}
	return hl, dims, true
}

// terms splits a subscript into one Dim's variable and an Offset.
type terms struct {
	h     *haloFinder
	loops []*kernel.For
	dim   int
	off   Offset
}

// add adds e (negated when neg) to the terms; false where e is not a sum
// of the forms an offset allows.
func (t *terms) add(e kernel.Expr, neg bool) bool {
	switch e := e.(type) {
	case *kernel.Const:
		if neg {
			t.off.Const -= e.I
		} else {
			t.off.Const += e.I
		}
		return true
	case *kernel.Binary:
		if e.Checked || e.Op != kernel.Add && e.Op != kernel.Sub {
			return false
		}
		return t.add(e.X, neg) && t.add(e.Y, neg != (e.Op == kernel.Sub))
	case *kernel.Var:
		if t.h.assigned[e.Local] {
			return false
		}
		for d, dim := range t.h.k.Dims {
			if dim.Var == e.Local {
				if neg || t.dim >= 0 {
					return false
				}
				t.dim = d
				return true
			}
		}
		for i := len(t.loops) - 1; i >= 0; i-- {
			if f := t.loops[i]; f.Var == e.Local {
				if len(f.Exits) > 0 || !uniform(f.Lower) || !uniform(f.Upper) || !isOne(f.Step) {
					return false
				}
				t.off.Loops = append(t.off.Loops, SignedLoop{For: f, Neg: neg})
				return true
			}
		}
	}
	return false
}

// finish sets op's spans and reuse and reports whether it is worth
// staging.
func (op *HaloOperand) finish() bool {
	if len(op.Loads) == 0 {
		return false
	}
	known := true
	for s := range 2 {
		lo, hi := int64(0), int64(0)
		for i, l := range op.Loads {
			a, b, ok := l.Offsets[s].ConstRange()
			if !ok {
				known = false
				break
			}
			if i == 0 || a < lo {
				lo = a
			}
			if i == 0 || b > hi {
				hi = b
			}
		}
		if !known {
			break
		}
		if hi-lo > MaxHalo {
			return false
		}
		op.Span[s] = hi - lo
	}
	if !known {
		op.Span = [2]int64{-1, -1}
		return true
	}
	// The distinct offset pairs, within the span on each side.
	seen := map[[2]int64]bool{}
	for _, l := range op.Loads {
		lo0, hi0, _ := l.Offsets[0].ConstRange()
		lo1, hi1, _ := l.Offsets[1].ConstRange()
		for x := lo0; x <= hi0; x++ {
			for y := lo1; y <= hi1; y++ {
				seen[[2]int64{x, y}] = true
			}
		}
	}
	op.Reuse = len(seen)
	return op.Reuse >= 2
}
