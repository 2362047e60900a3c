// This file emits Atomic stores (kernel.Store.Atomic): updates of an
// element from its own value that concurrent threads may make to the same
// element, as one indivisible read-modify-write.

package cudagen

import (
	"github.com/alpyna/alpyna/kernel"
)

// atomicStore emits an Atomic store. The operand of the update that is not
// the element (kernel.Store.UpdateOperand) is evaluated where Python
// evaluates it: after the element's subscripts when the element is the
// left operand, before them when it is the right one. Then:
//
//   - where Value is exactly an unchecked add or sub of the element and
//     the operand, in the element's type (kernel.Store.RMWOp): atomicAdd (float; double through
//     alp_atomic_add_double, which needs no sm_60; int64 as unsigned long
//     long, whose wrapping is int64's two's complement; int32 as int), or
//     atomicSub for an int32 subtraction; a float or int64 subtraction
//     adds the negated operand (IEEE defines x - y as x + (-y));
//   - where it is a bitwise and, or or xor of an integer element:
//     atomicAnd, atomicOr or atomicXor (int64 as unsigned long long, whose
//     bits are int64's own);
//   - otherwise an atomicCAS loop on the element's bits (unsigned int or
//     unsigned long long) that recomputes Value from the value it read, the
//     self Load standing for that value, until the element still held it.
//     A check failing inside the loop leaves the kernel as every failed
//     check does. The operand is then evaluated once, before the loop.
func (kg *kernelGen) atomicStore(x *kernel.Store) {
	w := kg.w
	a, t := x.Array, x.Array.Elem
	if !x.CanBeAtomic() {
		kg.failf("atomic store into %s of %s is not an update of its own element", a.Name, t)
	}
	self := x.SelfLoad()
	other, selfLeft := x.UpdateOperand(self)
	op := x.RMWOp(self)
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
		case op.Logical() && t == kernel.Int64:
			w.line("%s((unsigned long long *)%s, %s);", bitwiseAtomics[op], el, cast("unsigned long long", operand).s)
		case op.Logical():
			w.line("%s(%s, %s);", bitwiseAtomics[op], el, operand.s)
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
