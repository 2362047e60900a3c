// alpyna patch: temporaries of arithmetic handed to the operators.

package vm

import "github.com/go-python/gpython/py"

// In a*b + c*d - e, the product a*b is a temporary: it was pushed by the
// multiplication and is only on the value stack, so nothing in the
// program can reach it, and the addition may write its result into it
// (NumPy's "temporary elision", for which CPython's NumPy looks at the
// reference count). The VM finds such operands in two steps.
//
// Statically (markTemporaries), in the decoded bytecode: an operand of a
// binary arithmetic opcode is a temporary candidate when its stack slot
// was pushed by an earlier binary arithmetic opcode of the same straight
// run of code, with only loads (which push above it) and other
// arithmetic (which consumes only slots above it) in between: no store,
// DUP_TOP, rotation, call, attribute or subscript can have seen it, and
// no jump can land in between.
//
// At run time (Vm.temps): the producing opcode notes whether its result
// is fresh, which only the operator's implementation knows (a new array,
// not an operand returned as it is, and not an object some user __add__
// kept). Each producer marked by markTemporaries writes its slot's bit,
// set or clear, every time it runs, and the consumer reads it right
// after, so a bit never outlives the run that wrote it.

// TempOperand is implemented by objects whose arithmetic operators may
// reuse a temporary operand (NumPy arrays, package pynumpy).
type TempOperand interface {
	// BinaryTemp computes x op other, or other op x when reflected,
	// where xTemp and otherTemp say which operands are temporaries that
	// the result may overwrite. handled is false, and nothing was
	// computed, where the implementation leaves the operation to the
	// usual operator methods. fresh says that the result is an object
	// nothing else refers to (a new one, or a reused temporary).
	BinaryTemp(op py.BinaryOp, other py.Object, reflected, xTemp, otherTemp bool) (res py.Object, fresh, handled bool, err error)
}

// producesTemp says which opcodes markTemporaries follows: the binary
// arithmetic that the evaluation loop's fastBinary case runs. The
// in-place forms are left out: their result is their left operand.
func producesTemp(op OpCode) bool {
	switch op {
	case BINARY_ADD, BINARY_SUBTRACT, BINARY_MULTIPLY, BINARY_TRUE_DIVIDE, BINARY_FLOOR_DIVIDE, BINARY_MODULO:
		return true
	}
	return false
}

// keepsTemps says whether op leaves the slots below the top of the stack
// as they are, seen by no code: it only pushes.
func keepsTemps(op OpCode) bool {
	switch op {
	case LOAD_FAST, LOAD_CONST, LOAD_GLOBAL, LOAD_NAME, LOAD_DEREF:
		return true
	}
	return false
}

// markTemporaries sets tempLeft and tempRight on the arithmetic
// instructions of d whose operands are temporary candidates, and
// tempResult on the instructions that push them (see above).
func markTemporaries(d []instr) {
	targets := jumpTargets(d)
	// producers holds, for the slots pushed since the straight run
	// began, the offset of the instruction that pushed each one when it
	// is a producer, and -1 otherwise; slots below are unknown
	var producers []int
	pop := func() int {
		if len(producers) == 0 {
			return -1
		}
		p := producers[len(producers)-1]
		producers = producers[:len(producers)-1]
		return p
	}
	for pc := 0; pc < len(d); {
		in := d[pc]
		if in.next <= int32(pc) {
			pc++
			continue
		}
		if targets[pc] {
			producers = producers[:0]
		}
		switch {
		case keepsTemps(in.op):
			producers = append(producers, -1)
		case producesTemp(in.op):
			right, left := pop(), pop()
			if left >= 0 {
				d[pc].flags |= tempLeft
				d[left].flags |= tempResult
			}
			if right >= 0 {
				d[pc].flags |= tempRight
				d[right].flags |= tempResult
			}
			producers = append(producers, pc)
		default:
			producers = producers[:0]
		}
		pc = int(in.next)
	}
}

// tempSlot is the bit of Vm.temps for stack slot i (none from 64 on:
// such deep stacks only lose the reuse).
func tempSlot(i int) uint64 {
	if i >= 64 {
		return 0
	}
	return 1 << uint(i)
}

// binaryTemp runs the binary arithmetic opcode op (py.BinaryOp) whose
// instruction markTemporaries flagged, on operands that the ints and
// floats fast path left: it tells the operator which operands are
// temporaries, and notes whether the result is one.
func (vm *Vm) binaryTemp(op py.BinaryOp, flags uint8) error {
	s := vm.frame.Stack
	n := len(s) - 1
	a, b := s[n-1], s[n]
	leftSlot, rightSlot := tempSlot(n-1), tempSlot(n)
	aTemp := flags&tempLeft != 0 && vm.temps&leftSlot != 0
	bTemp := flags&tempRight != 0 && vm.temps&rightSlot != 0
	vm.temps &^= leftSlot | rightSlot
	var (
		res     py.Object
		fresh   bool
		handled bool
		err     error
	)
	if t, ok := a.(TempOperand); ok {
		res, fresh, handled, err = t.BinaryTemp(op, b, false, aTemp, bTemp)
	} else if t, ok := b.(TempOperand); ok {
		res, fresh, handled, err = t.BinaryTemp(op, a, true, bTemp, aTemp)
	}
	if !handled {
		if _, ok := a.(*py.Type); ok && userOperatorOf(op) != nil {
			// alpyna patch (2026-11-28): a method of a Python class,
			// called from the stack (alpyna_userops.go)
			vm.frame.Stack = s[:n]
			if done, err := vm.userOperator(userOperatorOf(op), a, b, false); done {
				return err
			}
		}
		res, err = binaryOperator(op, a, b)
		fresh = false
	}
	vm.frame.Stack = s[:n]
	if err != nil {
		return err
	}
	s[n-1] = res
	if fresh && flags&tempResult != 0 {
		vm.temps |= leftSlot
	}
	return nil
}

// binaryOperator is the generic operator of a py.BinaryOp.
func binaryOperator(op py.BinaryOp, a, b py.Object) (py.Object, error) {
	switch op {
	case py.OpAdd:
		return py.Add(a, b)
	case py.OpSub:
		return py.Sub(a, b)
	case py.OpMul:
		return py.Mul(a, b)
	case py.OpTrueDiv:
		return py.TrueDiv(a, b)
	case py.OpFloorDiv:
		return py.FloorDiv(a, b)
	default:
		return py.Mod(a, b)
	}
}
