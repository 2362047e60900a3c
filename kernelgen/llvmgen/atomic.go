// This file emits Atomic stores (kernel.Store.Atomic): updates of an
// element from its own value that concurrent threads may make to the same
// element, as one indivisible read-modify-write.

package llvmgen

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// atomicOrdering is the ordering of every atomic element update: relaxed,
// as the kernels only need each update to be indivisible.
const atomicOrdering = enum.AtomicOrderingMonotonic

// atomicStore emits an Atomic store. The operand of the update that is not
// the element (kernel.Store.UpdateOperand) is evaluated once, where Python
// evaluates it: after the element's subscripts when the element is the
// left operand, before them when it is the right one. Then:
//
//   - where Value is exactly an unchecked add or sub of the element and
//     the operand, in the element's type (kernel.Store.RMWOp): one atomicrmw (add, sub, or fadd;
//     a float subtraction adds the negated operand, which IEEE defines
//     x - y to be), and likewise atomicrmw and, or and xor for the bitwise
//     updates of an integer element (atom.and.b64 and the like on NVPTX). A double fadd needs sm_60 on NVPTX, and below it takes
//     the loop;
//   - otherwise a compare-and-swap loop on the element's bits (i32 or
//     i64): it recomputes Value from the value it read, the self Load
//     standing for that value, and retries until the element still held
//     it. A check failing inside the loop leaves the kernel as every
//     failed check does.
func (fg *funcGen) atomicStore(st *kernel.Store) {
	a, t := st.Array, st.Array.Elem
	if !st.CanBeAtomic() {
		failf("kernel %s: atomic store into %s of %s is not an update of its own element", fg.k.Name, a.Name, t)
	}
	self := st.SelfLoad()
	other, selfLeft := st.UpdateOperand(self)
	var operand value.Value
	if other != nil && !selfLeft {
		operand = fg.expr(other)
	}
	p := fg.address(a, st.Index)
	if other != nil && selfLeft {
		operand = fg.expr(other)
	}
	if op, neg, ok := fg.rmwOp(st, self); ok {
		if neg {
			operand = fg.cur.NewFNeg(operand)
		}
		rmw := fg.cur.NewAtomicRMW(op, p, operand, atomicOrdering)
		fg.scopeAttach(&rmw.Metadata, a)
		return
	}

	bits := types.I64
	if t.ItemSize() == 4 {
		bits = types.I32
	}
	ip := p
	if t.IsFloat() {
		ip = fg.cur.NewBitCast(p, fg.ptr(bits))
	}
	init := fg.cur.NewLoad(bits, ip)
	init.Atomic, init.Ordering, init.Align = true, atomicOrdering, ir.Align(t.ItemSize())
	fg.scopeAttach(&init.Metadata, a)
	pre := fg.cur
	head := fg.block("atomic." + a.Name)
	pre.NewBr(head)
	fg.cur = head
	old := head.NewPhi(ir.NewIncoming(init, pre))
	fg.named(old, a.Name+".old")
	var oldVal value.Value = old
	if t.IsFloat() {
		oldVal = fg.cur.NewBitCast(old, llType(t))
	}
	fg.subst = map[kernel.Expr]value.Value{self: oldVal}
	if other != nil {
		fg.subst[other] = operand
	}
	next := fg.expr(st.Value)
	fg.subst = nil
	if t.IsFloat() {
		next = fg.cur.NewBitCast(next, bits)
	}
	cas := fg.cur.NewCmpXchg(ip, old, next, atomicOrdering, atomicOrdering)
	fg.scopeAttach(&cas.Metadata, a)
	seen := fg.cur.NewExtractValue(cas, 0)
	swapped := fg.cur.NewExtractValue(cas, 1)
	old.Incs = append(old.Incs, ir.NewIncoming(seen, fg.cur))
	done := fg.block("atomic." + a.Name + ".done")
	fg.cur.NewCondBr(swapped, done, head)
	fg.cur = done
}

// rmwOp returns the atomicrmw operation that computes st's Value, if one
// does (kernel.Store.RMWOp: an unchecked add or sub of the element in its
// type, or a bitwise and, or, xor of an integer element). neg says that the operand is to be negated (fadd for a float sub).
func (fg *funcGen) rmwOp(st *kernel.Store, self *kernel.Load) (op enum.AtomicOp, neg, ok bool) {
	kop := st.RMWOp(self)
	switch kop {
	case 0:
		return 0, false, false
	case kernel.BitAnd:
		return enum.AtomicOpAnd, false, true
	case kernel.BitOr:
		return enum.AtomicOpOr, false, true
	case kernel.BitXor:
		return enum.AtomicOpXor, false, true
	}
	if t := st.Array.Elem; t.IsFloat() {
		if t == kernel.Float64 && fg.g.cfg.gpu && fg.g.cfg.sm < 60 {
			return 0, false, false // no atom.add.f64 before sm_60
		}
		return enum.AtomicOpFAdd, kop == kernel.Sub, true
	}
	if kop == kernel.Sub {
		return enum.AtomicOpSub, false, true
	}
	return enum.AtomicOpAdd, false, true
}

// scopeAttach adds the alias scopes of an access to a (memAttach's
// scoped-noalias part): an atomic update joins no parallel loop's access
// group, since concurrent iterations do update the same element, and is
// never an invariant load.
func (fg *funcGen) scopeAttach(md *ir.Metadata, a *kernel.Array) {
	if s := fg.g.scopes[a]; s != nil {
		if s.scope != nil {
			*md = append(*md, &metadata.Attachment{Name: "alias.scope", Node: s.scope})
		}
		if s.noalias != nil {
			*md = append(*md, &metadata.Attachment{Name: "noalias", Node: s.noalias})
		}
	}
}
