// This file emits Atomic stores (kernel.Store.Atomic): updates of an
// element from its own value that concurrent threads may make to the same
// element, as one indivisible read-modify-write.

package cudagen

import (
	"github.com/alpyna/alpyna/kernel"
)

// atomicStore emits an Atomic store. The operand of the update that is not
// the element (updateOperand) is evaluated where Python evaluates it:
// after the element's subscripts when the element is the left operand,
// before them when it is the right one. Then:
//
//   - where Value is exactly an unchecked add or sub of the element and
//     the operand, in the element's type: atomicAdd (float; double through
//     alp_atomic_add_double, which needs no sm_60; int64 as unsigned long
//     long, whose wrapping is int64's two's complement; int32 as int), or
//     atomicSub for an int32 subtraction; a float or int64 subtraction
//     adds the negated operand (IEEE defines x - y as x + (-y));
//   - otherwise an atomicCAS loop on the element's bits (unsigned int or
//     unsigned long long) that recomputes Value from the value it read, the
//     self Load standing for that value, until the element still held it.
//     A check failing inside the loop leaves the kernel as every failed
//     check does. The operand is then evaluated once, before the loop.
func (kg *kernelGen) atomicStore(x *kernel.Store) {
	w := kg.w
	a, t := x.Array, x.Array.Elem
	self := x.SelfLoad()
	if self == nil || !kernel.AtomicElem(t) {
		kg.failf("atomic store into %s of %s is not an update of its own element", a.Name, t)
	}
	other, selfLeft := updateOperand(x, self)
	op := rmwOp(x, self, other)
	var operand cexpr
	evalOperand := func() {
		if other == nil {
			return
		}
		operand = kg.expr(other)
		if op == 0 {
			operand = kg.atom(operand, other.Type())
		}
	}
	if !selfLeft {
		evalOperand()
	}
	el := "&" + kg.element(a, x.Index)
	if selfLeft {
		evalOperand()
	}

	if op != 0 {
		switch {
		case t == kernel.Float64:
			if op == kernel.Sub {
				operand = negate(operand)
			}
			kg.g.use("alp_atomic_add_double")
			w.line("alp_atomic_add_double(%s, %s);", el, operand.s)
		case t == kernel.Float32:
			if op == kernel.Sub {
				operand = negate(operand)
			}
			w.line("atomicAdd(%s, %s);", el, operand.s)
		case t == kernel.Int64:
			v := cast("unsigned long long", operand)
			if op == kernel.Sub {
				v = cexpr{"0ULL - " + parenthesize(v, cAdd+1), cAdd}
			}
			w.line("atomicAdd((unsigned long long *)%s, %s);", el, v.s)
		case op == kernel.Sub:
			w.line("atomicSub(%s, %s);", el, operand.s)
		default:
			w.line("atomicAdd(%s, %s);", el, operand.s)
		}
		return
	}

	bits := "unsigned long long"
	if t.ItemSize() == 4 {
		bits = "unsigned int"
	}
	base := sanitize(a.Name)
	p, seen, prev, old := kg.names.name(base+"_p"), kg.names.name(base+"_seen"), kg.names.name(base+"_prev"), kg.names.name(base+"_old")
	// The element's value from its bits, and the bits of a value.
	var fromBits cexpr
	toBits := func(v cexpr) string { return "(" + bits + ")" + parenthesize(v, cUnary) }
	switch t {
	case kernel.Float64:
		fromBits = cexpr{"__longlong_as_double((long long)" + prev + ")", cAtom}
		toBits = func(v cexpr) string { return "(unsigned long long)__double_as_longlong(" + v.s + ")" }
	case kernel.Float32:
		fromBits = cexpr{"__uint_as_float(" + prev + ")", cAtom}
		toBits = func(v cexpr) string { return "__float_as_uint(" + v.s + ")" }
	case kernel.Int64:
		fromBits = cast("long long", cexpr{prev, cAtom})
	default:
		fromBits = cast("int", cexpr{prev, cAtom})
	}
	w.line("%s *%s = (%s *)%s;", bits, p, bits, el)
	w.line("%s %s = *%s, %s;", bits, seen, p, prev)
	w.line("do {")
	w.indent++
	w.line("%s = %s;", prev, seen)
	w.line("const %s %s = %s;", cType(t), old, fromBits.s)
	kg.subst = map[kernel.Expr]cexpr{self: {old, cAtom}}
	if other != nil {
		kg.subst[other] = operand
	}
	next := kg.expr(x.Value)
	kg.subst = nil
	w.line("%s = atomicCAS(%s, %s, %s);", seen, p, prev, toBits(next))
	w.indent--
	w.line("} while (%s != %s);", seen, prev)
}

// rmwOp returns Add or Sub where st's Value is exactly an unchecked add
// (the self Load either operand) or sub (the self Load the left one) of
// the self Load and other in the element's type, which one atomic
// instruction computes; else 0.
func rmwOp(st *kernel.Store, self *kernel.Load, other kernel.Expr) kernel.BinOp {
	b, ok := st.Value.(*kernel.Binary)
	if !ok || other == nil || b.Checked || b.T != st.Array.Elem {
		return 0
	}
	switch {
	case b.Op == kernel.Add && (b.X == kernel.Expr(self) || b.Y == kernel.Expr(self)):
		return kernel.Add
	case b.Op == kernel.Sub && b.X == kernel.Expr(self):
		return kernel.Sub
	}
	return 0
}

// updateOperand returns the other operand of an Atomic store's update:
// where Value is (up to a Convert) a Binary one of whose operands is (up
// to a Convert) the self Load, the other operand, and whether the self
// Load is the left one. It is nil where there is no such operand, or where
// the operand reads the self Load itself.
func updateOperand(st *kernel.Store, self *kernel.Load) (other kernel.Expr, selfLeft bool) {
	strip := func(e kernel.Expr) kernel.Expr {
		if c, ok := e.(*kernel.Convert); ok {
			return c.X
		}
		return e
	}
	b, ok := strip(st.Value).(*kernel.Binary)
	if !ok {
		return nil, false
	}
	switch {
	case strip(b.X) == kernel.Expr(self):
		other, selfLeft = b.Y, true
	case strip(b.Y) == kernel.Expr(self):
		other = b.X
	default:
		return nil, false
	}
	reads := false
	kernel.WalkExpr(other, func(e kernel.Expr) { reads = reads || e == kernel.Expr(self) })
	if reads {
		return nil, false
	}
	return other, selfLeft
}
