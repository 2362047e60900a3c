// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Evaluate opcodes
package vm

/*
FIXME

cpython keeps a zombie frame on each code object to speed up execution
of a code object so a frame doesn't have to be allocated and
deallocated each time which seems like a good idea.  If we want to
work with go routines then it might have to be more sophisticated.

FIXME could make the stack be permanently allocated and just keep a
pointer into it rather than using append etc...

If we are caching the frames need to make sure we clear the stack
objects so they can be GCed
*/

import (
	"fmt"
	"os"
	"path"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/go-python/gpython/py"
)

const (
	nameErrorMsg         = "name '%s' is not defined"
	globalNameErrorMsg   = "global name '%s' is not defined"
	unboundLocalErrorMsg = "cannot access local variable '%s' where it is not associated with a value" // CPython 3.11
	unboundFreeErrorMsg  = "free variable '%s' referenced before assignment in enclosing scope"
	cannotCatchMsg       = "catching '%s' that does not inherit from BaseException is not allowed"
)

const debugging = false

// Debug print
func debugf(format string, a ...interface{}) {
	fmt.Printf(format, a...)
}

// Stack operations
func (vm *Vm) STACK_LEVEL() int             { return len(vm.frame.Stack) }
func (vm *Vm) TOP() py.Object               { return vm.frame.Stack[len(vm.frame.Stack)-1] }
func (vm *Vm) SECOND() py.Object            { return vm.frame.Stack[len(vm.frame.Stack)-2] }
func (vm *Vm) THIRD() py.Object             { return vm.frame.Stack[len(vm.frame.Stack)-3] }
func (vm *Vm) FOURTH() py.Object            { return vm.frame.Stack[len(vm.frame.Stack)-4] }
func (vm *Vm) PEEK(n int) py.Object         { return vm.frame.Stack[len(vm.frame.Stack)-n] }
func (vm *Vm) SET_TOP(v py.Object)          { vm.frame.Stack[len(vm.frame.Stack)-1] = v }
func (vm *Vm) SET_SECOND(v py.Object)       { vm.frame.Stack[len(vm.frame.Stack)-2] = v }
func (vm *Vm) SET_THIRD(v py.Object)        { vm.frame.Stack[len(vm.frame.Stack)-3] = v }
func (vm *Vm) SET_FOURTH(v py.Object)       { vm.frame.Stack[len(vm.frame.Stack)-4] = v }
func (vm *Vm) SET_VALUE(n int, v py.Object) { vm.frame.Stack[len(vm.frame.Stack)-(n)] = (v) }
func (vm *Vm) DROP()                        { vm.frame.Stack = vm.frame.Stack[:len(vm.frame.Stack)-1] }
func (vm *Vm) DROPN(n int)                  { vm.frame.Stack = vm.frame.Stack[:len(vm.frame.Stack)-n] }

// Pop from top of vm stack
func (vm *Vm) POP() py.Object {
	// FIXME what if empty?
	out := vm.frame.Stack[len(vm.frame.Stack)-1]
	vm.frame.Stack = vm.frame.Stack[:len(vm.frame.Stack)-1]
	return out
}

// Push to top of vm stack
func (vm *Vm) PUSH(obj py.Object) {
	vm.frame.Stack = append(vm.frame.Stack, obj)
}

// Push items to top of vm stack
func (vm *Vm) EXTEND(items py.Tuple) {
	vm.frame.Stack = append(vm.frame.Stack, items...)
}

// Push items to top of vm stack in reverse order
func (vm *Vm) EXTEND_REVERSED(items py.Tuple) {
	start := len(vm.frame.Stack)
	vm.frame.Stack = append(vm.frame.Stack, items...)
	py.Tuple(vm.frame.Stack[start:]).Reverse()
}

// Adds a traceback to the exc passed in for the current vm state
func (vm *Vm) AddTraceback(exc *py.ExceptionInfo) {
	vm.frameReferenced = true // alpyna patch: the frame may outlive its call
	exc.Traceback = &py.Traceback{
		Next:   exc.Traceback,
		Frame:  vm.frame,
		Lasti:  vm.frame.Lasti,
		Lineno: vm.frame.Code.Addr2Line(vm.frame.Lasti),
	}
}

// Set an exception in the VM
//
// The exception must be a valid exception instance (eg as returned by
// py.MakeException)
//
// It sets vm.curexc.* and sets vm.why to whyException
func (vm *Vm) SetException(exception py.Object) {
	// alpyna patch: an exception raised while another is being handled
	// gets it as __context__
	if e, ok := exception.(*py.Exception); ok && e.Context == nil && vm.exc.Value != nil && !py.Is(vm.exc.Value, exception) {
		e.Context = vm.exc.Value
	}
	vm.curexc.Value = exception
	vm.curexc.Type = exception.Type()
	vm.curexc.Traceback = nil
	vm.AddTraceback(&vm.curexc)
	vm.why = whyException
}

// Check for an exception (panic)
//
// Should be called with the result of recover
func (vm *Vm) CheckExceptionRecover(r interface{}) {
	// If what was raised was an ExceptionInfo the stuff this into the current vm
	if exc, ok := r.(py.ExceptionInfo); ok {
		vm.curexc = exc
		vm.AddTraceback(&vm.curexc)
		vm.why = whyException
		if debugging {
			debugf("*** Propagating exception: %s\n", exc.Error())
		}
	} else {
		// Coerce whatever was raised into a *Exception
		vm.SetException(py.MakeException(r))
		if debugging {
			debugf("*** Exception raised %v\n", r)
			debug.PrintStack()
		}
	}
}

// Check for an exception (panic)
//
// Must be called as a defer function
func (vm *Vm) CheckException() {
	if r := recover(); r != nil {
		if debugging {
			debugf("*** Panic recovered %v\n", r)
		}
		vm.CheckExceptionRecover(r)
	}
}

// Illegal instruction
func do_ILLEGAL(vm *Vm, arg int32) error {
	return py.ExceptionNewf(py.SystemError, "Illegal opcode")
}

// Do nothing code. Used as a placeholder by the bytecode optimizer.
func do_NOP(vm *Vm, arg int32) error {
	return nil
}

// Removes the top-of-stack (TOS) item.
func do_POP_TOP(vm *Vm, arg int32) error {
	vm.DROPN(1)
	return nil
}

// Swaps the two top-most stack items.
func do_ROT_TWO(vm *Vm, arg int32) error {
	top := vm.TOP()
	second := vm.SECOND()
	vm.SET_TOP(second)
	vm.SET_SECOND(top)
	return nil
}

// Lifts second and third stack item one position up, moves top down
// to position three.
func do_ROT_THREE(vm *Vm, arg int32) error {
	top := vm.TOP()
	second := vm.SECOND()
	third := vm.THIRD()
	vm.SET_TOP(second)
	vm.SET_SECOND(third)
	vm.SET_THIRD(top)
	return nil
}

// Duplicates the reference on top of the stack.
func do_DUP_TOP(vm *Vm, arg int32) error {
	vm.PUSH(vm.TOP())
	return nil
}

// Duplicates the top two reference on top of the stack.
func do_DUP_TOP_TWO(vm *Vm, arg int32) error {
	top := vm.TOP()
	second := vm.SECOND()
	vm.PUSH(second)
	vm.PUSH(top)
	return nil
}

// Unary Operations take the top of the stack, apply the operation,
// and push the result back on the stack.

// Set the Top and return the error
func (vm *Vm) setTopAndCheckErr(obj py.Object, err error) error {
	if err == nil {
		vm.SET_TOP(obj)
	}
	return err
}

// Implements TOS = +TOS.
func do_UNARY_POSITIVE(vm *Vm, arg int32) error {
	return vm.setTopAndCheckErr(py.Pos(vm.TOP()))
}

// Implements TOS = -TOS.
func do_UNARY_NEGATIVE(vm *Vm, arg int32) error {
	return vm.setTopAndCheckErr(py.Neg(vm.TOP()))
}

// Implements TOS = not TOS.
func do_UNARY_NOT(vm *Vm, arg int32) error {
	return vm.setTopAndCheckErr(py.Not(vm.TOP()))
}

// Implements TOS = ~TOS.
func do_UNARY_INVERT(vm *Vm, arg int32) error {
	return vm.setTopAndCheckErr(py.Invert(vm.TOP()))
}

// Implements TOS = iter(TOS).
func do_GET_ITER(vm *Vm, arg int32) error {
	return vm.setTopAndCheckErr(py.Iter(vm.TOP()))
}

// Binary operations remove the top of the stack (TOS) and the second
// top-most stack item (TOS1) from the stack. They perform the
// operation, and put the result back on the stack.

// Implements TOS = TOS1 ** TOS.
func do_BINARY_POWER(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.Pow(a, b, py.None))
}

// Implements TOS = TOS1 * TOS.
func do_BINARY_MULTIPLY(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpMul, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	if _, ok := a.(*py.Type); ok { // alpyna patch: methods of Python classes from the stack
		if done, err := vm.userOperator(py.UserMul, a, b, false); done {
			return err
		}
	}
	return vm.setTopAndCheckErr(py.Mul(a, b))
}

// alpyna patch: implements TOS = TOS1 @ TOS (PEP 465).
func do_BINARY_MATRIX_MULTIPLY(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.MatMul(a, b))
}

// Implements TOS = TOS1 // TOS.
func do_BINARY_FLOOR_DIVIDE(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpFloorDiv, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	return vm.setTopAndCheckErr(py.FloorDiv(a, b))
}

// Implements TOS = TOS1 / TOS when from __future__ import division is
// in effect.
func do_BINARY_TRUE_DIVIDE(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpTrueDiv, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	if _, ok := a.(*py.Type); ok { // alpyna patch: methods of Python classes from the stack
		if done, err := vm.userOperator(py.UserTrueDiv, a, b, false); done {
			return err
		}
	}
	return vm.setTopAndCheckErr(py.TrueDiv(a, b))
}

// Implements TOS = TOS1 % TOS.
func do_BINARY_MODULO(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpMod, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	return vm.setTopAndCheckErr(py.Mod(a, b))
}

// Implements TOS = TOS1 + TOS.
func do_BINARY_ADD(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpAdd, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	if _, ok := a.(*py.Type); ok { // alpyna patch: methods of Python classes from the stack
		if done, err := vm.userOperator(py.UserAdd, a, b, false); done {
			return err
		}
	}
	return vm.setTopAndCheckErr(py.Add(a, b))
}

// Implements TOS = TOS1 - TOS.
func do_BINARY_SUBTRACT(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpSub, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	if _, ok := a.(*py.Type); ok { // alpyna patch: methods of Python classes from the stack
		if done, err := vm.userOperator(py.UserSub, a, b, false); done {
			return err
		}
	}
	return vm.setTopAndCheckErr(py.Sub(a, b))
}

// Implements TOS = TOS1[TOS].
func do_BINARY_SUBSCR(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if item, ok := listItem(a, b); ok { // alpyna patch: list[int] without the generic protocol
		vm.SET_TOP(item)
		return nil
	}
	if item, ok := tupleItem(a, b); ok { // alpyna patch (2026-11-28): tuple[int] too
		vm.SET_TOP(item)
		return nil
	}
	return vm.setTopAndCheckErr(py.GetItem(a, b))
}

// Implements TOS = TOS1 << TOS.
func do_BINARY_LSHIFT(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.Lshift(a, b))
}

// Implements TOS = TOS1 >> TOS.
func do_BINARY_RSHIFT(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.Rshift(a, b))
}

// Implements TOS = TOS1 & TOS.
func do_BINARY_AND(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.And(a, b))
}

// Implements TOS = TOS1 ^ TOS.
func do_BINARY_XOR(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.Xor(a, b))
}

// Implements TOS = TOS1 | TOS.
func do_BINARY_OR(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.Or(a, b))
}

// In-place operations are like binary operations, in that they remove
// TOS and TOS1, and push the result back on the stack, but the
// operation is done in-place when TOS1 supports it, and the resulting
// TOS may be (but does not have to be) the original TOS1.

// Implements in-place TOS = TOS1 ** TOS.
func do_INPLACE_POWER(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.IPow(a, b, py.None))
}

// Implements in-place TOS = TOS1 * TOS.
func do_INPLACE_MULTIPLY(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpMul, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	if _, ok := a.(*py.Type); ok { // alpyna patch: methods of Python classes from the stack
		if done, err := vm.userOperator(py.UserMul, a, b, true); done {
			return err
		}
	}
	return vm.setTopAndCheckErr(py.IMul(a, b))
}

// alpyna patch: implements in-place TOS = TOS1 @ TOS (PEP 465).
func do_INPLACE_MATRIX_MULTIPLY(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.IMatMul(a, b))
}

// Implements in-place TOS = TOS1 // TOS.
func do_INPLACE_FLOOR_DIVIDE(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpFloorDiv, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	return vm.setTopAndCheckErr(py.IFloorDiv(a, b))
}

// Implements in-place TOS = TOS1 / TOS when from __future__ import
// division is in effect.
func do_INPLACE_TRUE_DIVIDE(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpTrueDiv, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	if _, ok := a.(*py.Type); ok { // alpyna patch: methods of Python classes from the stack
		if done, err := vm.userOperator(py.UserTrueDiv, a, b, true); done {
			return err
		}
	}
	return vm.setTopAndCheckErr(py.ITrueDiv(a, b))
}

// Implements in-place TOS = TOS1 % TOS.
func do_INPLACE_MODULO(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpMod, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	return vm.setTopAndCheckErr(py.IMod(a, b)) // alpyna patch: was py.Mod, so __imod__ was never called
}

// Implements in-place TOS = TOS1 + TOS.
func do_INPLACE_ADD(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpAdd, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	if s, ok := a.(py.String); ok { // alpyna patch: s += t in a loop is linear
		if t, ok := b.(py.String); ok {
			vm.SET_TOP(vm.concatStrs(s, t))
			return nil
		}
	}
	if _, ok := a.(*py.Type); ok { // alpyna patch: methods of Python classes from the stack
		if done, err := vm.userOperator(py.UserAdd, a, b, true); done {
			return err
		}
	}
	return vm.setTopAndCheckErr(py.IAdd(a, b))
}

// Implements in-place TOS = TOS1 - TOS.
func do_INPLACE_SUBTRACT(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	if r, ok := py.FastBinary(py.OpSub, a, b); ok { // alpyna patch: ints and floats skip the generic dispatch
		vm.SET_TOP(r)
		return nil
	}
	if _, ok := a.(*py.Type); ok { // alpyna patch: methods of Python classes from the stack
		if done, err := vm.userOperator(py.UserSub, a, b, true); done {
			return err
		}
	}
	return vm.setTopAndCheckErr(py.ISub(a, b))
}

// Implements in-place TOS = TOS1 << TOS.
func do_INPLACE_LSHIFT(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.ILshift(a, b))
}

// Implements in-place TOS = TOS1 >> TOS.
func do_INPLACE_RSHIFT(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.IRshift(a, b))
}

// Implements in-place TOS = TOS1 & TOS.
func do_INPLACE_AND(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.IAnd(a, b))
}

// Implements in-place TOS = TOS1 ^ TOS.
func do_INPLACE_XOR(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.IXor(a, b))
}

// Implements in-place TOS = TOS1 | TOS.
func do_INPLACE_OR(vm *Vm, arg int32) error {
	b := vm.POP()
	a := vm.TOP()
	return vm.setTopAndCheckErr(py.IOr(a, b))
}

// Implements TOS1[TOS] = TOS2.
func do_STORE_SUBSCR(vm *Vm, arg int32) error {
	w := vm.TOP()
	v := vm.SECOND()
	u := vm.THIRD()
	vm.DROPN(3)
	if l, ok := v.(*py.List); ok { // alpyna patch: list[int] = x without the generic protocol
		if i, ok := w.(py.Int); ok && py.ListSetIndex(l, i, u) {
			return nil
		}
	}
	// v[w] = u
	_, err := py.SetItem(v, w, u)
	if err != nil {
		return err
	}
	return nil
}

// Implements del TOS1[TOS].
func do_DELETE_SUBSCR(vm *Vm, arg int32) error {
	sub := vm.TOP()
	container := vm.SECOND()
	vm.DROPN(2)
	/* del v[w] */
	_, err := py.DelItem(container, sub)
	if err != nil {
		return err
	}
	return nil
}

// Miscellaneous opcodes.

// PrintExpr controls where the output of PRINT_EXPR goes which is
// used in the REPL
var PrintExpr = func(out string) {
	_, _ = os.Stdout.WriteString(out + "\n")
}

// Implements the expression statement for the interactive mode. TOS
// is removed from the stack and printed. In non-interactive mode, an
// expression statement is terminated with POP_STACK.
func do_PRINT_EXPR(vm *Vm, arg int32) error {
	// FIXME this should be calling sys.displayhook

	// Print value except if None
	// After printing, also assign to '_'
	// Before, set '_' to None to avoid recursion
	value := vm.POP()
	vm.frame.Globals.SetGlobal("_", py.None) // alpyna patch: invalidates cached globals
	if value != py.None {
		repr, err := py.Repr(value)
		if err != nil {
			return err
		}
		PrintExpr(fmt.Sprint(repr))
	}
	vm.frame.Globals.SetGlobal("_", value)
	return nil
}

// Terminates a loop due to a break statement.
func do_BREAK_LOOP(vm *Vm, arg int32) error {
	vm.why = whyBreak
	return nil
}

// Continues a loop due to a continue statement. target is the address
// to jump to (which should be a FOR_ITER instruction).
func do_CONTINUE_LOOP(vm *Vm, target int32) error {
	vm.retval = py.Int(target)
	vm.why = whyContinue
	return nil
}

// Iterate v argcnt times and store the results on the stack (via decreasing
// sp).  Return 1 for success, 0 if error.
//
// If argcntafter == -1, do a simple unpack. If it is >= 0, do an unpack
// with a variable target.
func unpack_iterable(vm *Vm, v py.Object, argcnt int, argcntafter int, sp int) error {
	it, err := py.Iter(v)
	if err != nil {
		return err
	}
	i := 0
	for i = 0; i < argcnt; i++ {
		w, err := py.Next(it)
		if err != nil {
			// alpyna patch: the iterator's own exceptions propagate,
			// and exhaustion says what CPython 3.11 says
			if !py.IsException(py.StopIteration, err) {
				return err
			}
			if argcntafter == -1 {
				return py.ExceptionNewf(py.ValueError, "not enough values to unpack (expected %d, got %d)", argcnt, i)
			}
			return py.ExceptionNewf(py.ValueError, "not enough values to unpack (expected at least %d, got %d)", argcnt+argcntafter, i)
		}
		sp--
		vm.frame.Stack[sp] = w
	}

	if argcntafter == -1 {
		/* We better have exhausted the iterator now. */
		_, finished := py.Next(it)
		if finished != nil {
			// alpyna patch: an exception other than StopIteration
			// propagates, as in CPython
			if !py.IsException(py.StopIteration, finished) {
				return finished
			}
			return nil
		}
		return py.ExceptionNewf(py.ValueError, "too many values to unpack (expected %d)", argcnt)
	}

	l, err := py.SequenceList(it)
	if err != nil {
		return err
	}
	sp--
	vm.frame.Stack[sp] = l
	i++

	ll := l.Len()
	if ll < argcntafter {
		return py.ExceptionNewf(py.ValueError, "not enough values to unpack (expected at least %d, got %d)", argcnt+argcntafter, argcnt+ll)
	}

	/* Pop the "after-variable" args off the list. */
	for j := argcntafter; j > 0; j-- {
		sp--
		vm.frame.Stack[sp], err = l.M__getitem__(py.Int(ll - j))
		if err != nil {
			return err
		}
	}
	/* Resize the list. */
	l.Resize(ll - argcntafter)
	return nil
}

// Implements assignment with a starred target: Unpacks an iterable in
// TOS into individual values, where the total number of values can be
// smaller than the number of items in the iterable: one the new
// values will be a list of all leftover items.
//
// The low byte of counts is the number of values before the list
// value, the high byte of counts the number of values after it. The
// resulting values are put onto the stack right-to-left.
func do_UNPACK_EX(vm *Vm, counts int32) error {
	before := int(counts & 0xFF)
	after := int(counts >> 8)
	totalargs := 1 + before + after
	seq := vm.POP()
	sp := vm.STACK_LEVEL()
	vm.EXTEND(make([]py.Object, totalargs))
	return unpack_iterable(vm, seq, before, after, sp+totalargs)
}

// Calls set.add(TOS1[-i], TOS). Used to implement set comprehensions.
func do_SET_ADD(vm *Vm, i int32) error {
	w := vm.POP()
	v := vm.PEEK(int(i))
	return v.(*py.Set).AddItem(w) // alpyna patch: unhashable items raise
}

// Calls list.append(TOS[-i], TOS). Used to implement list
// comprehensions. While the appended value is popped off, the list
// object remains on the stack so that it is available for further
// iterations of the loop.
func do_LIST_APPEND(vm *Vm, i int32) error {
	w := vm.POP()
	v := vm.PEEK(int(i))
	v.(*py.List).Append(w)
	return nil
}

// Calls dict.setitem(TOS1[-i], TOS, TOS1). Used to implement dict comprehensions.
func do_MAP_ADD(vm *Vm, i int32) error {
	key := vm.TOP()
	value := vm.SECOND()
	vm.DROPN(2)
	dictObj := vm.PEEK(int(i))
	// alpyna patch: dicts are *py.Dict
	_, err := py.SetItem(dictObj, key, value)
	return err
}

// Returns with TOS to the caller of the function.
func do_RETURN_VALUE(vm *Vm, arg int32) error {
	vm.retval = vm.POP()
	vm.frame.Yielded = false
	vm.why = whyReturn
	return nil
}

// Pops TOS and delegates to it as a subiterator from a generator.
func do_YIELD_FROM(vm *Vm, arg int32) error {

	var retval py.Object
	var err error
	u := vm.POP()
	x := vm.TOP()
	// send u to x
	if u == py.None {
		retval, err = py.Next(x)
	} else {
		retval, err = py.Send(x, u)

	}
	if err != nil {
		if !py.IsException(py.StopIteration, err) {
			return err
		}
		return nil
	}
	// x remains on stack, retval is value to be yielded
	// FIXME vm.frame.Stacktop = stack_pointer
	//why = whyYield
	// and repeat...
	vm.frame.Lasti--

	vm.retval = retval
	vm.frame.Yielded = true
	vm.why = whyYield
	return nil
}

// Pops TOS and yields it from a generator.
func do_YIELD_VALUE(vm *Vm, arg int32) error {
	vm.retval = vm.POP()
	vm.frame.Yielded = true
	vm.why = whyYield
	return nil
}

// Loads all symbols not starting with '_' directly from the module
// TOS to the local namespace. The module is popped after loading all
// names. This opcode implements from module import *.
func do_IMPORT_STAR(vm *Vm, arg int32) error {
	vm.frame.FastToLocals()
	from := vm.POP()
	module := from.(*py.Module)
	if all, ok := module.Globals["__all__"]; ok {
		var loopErr error
		iterErr := py.Iterate(all, func(item py.Object) bool {
			name, err := py.AttributeName(item)
			if err != nil {
				loopErr = err
				return true
			}
			vm.frame.Locals[name], err = py.GetAttrString(module, name)
			if err != nil {
				loopErr = err
				return true
			}
			return false
		})
		if iterErr != nil {
			return iterErr
		}
		if loopErr != nil {
			return loopErr
		}
	} else {
		for name, value := range module.Globals {
			if !strings.HasPrefix(name, "_") {
				vm.frame.Locals[name] = value
			}
		}
	}
	py.NoteNamespaceChange() // alpyna patch: Locals may be the globals
	vm.frame.LocalsToFast(false)
	return nil
}

// Removes one block from the block stack. Per frame, there is a stack
// of blocks, denoting nested loops, try statements, and such.
func do_POP_BLOCK(vm *Vm, arg int32) error {
	vm.frame.PopBlock()
	return nil
}

// Removes one block from the block stack. The popped block must be an
// exception handler block, as implicitly created when entering an
// except handler. In addition to popping extraneous values from the
// frame stack, the last three popped values are used to restore the
// exception state.
func do_POP_EXCEPT(vm *Vm, arg int32) error {
	frame := vm.frame
	b := vm.frame.Block
	frame.PopBlock()
	if b.Type != py.TryBlockExceptHandler {
		return py.ExceptionNewf(py.SystemError, "popped block is not an except handler")
	} else {
		vm.UnwindExceptHandler(frame, b)
	}
	return nil
}

// Terminates a finally clause. The interpreter recalls whether the
// exception has to be re-raised, or whether the function returns, and
// continues with the outer-next block.
func do_END_FINALLY(vm *Vm, arg int32) error {
	v := vm.POP()
	if debugging {
		debugf("END_FINALLY v=%#v\n", v)
	}
	if v == py.None {
		// None exception
		if debugging {
			debugf(" END_FINALLY: None\n")
		}
	} else if vInt, ok := v.(py.Int); ok {
		vm.why = vmStatus(vInt)
		if debugging {
			debugf(" END_FINALLY: Int %v\n", vm.why)
		}
		switch vm.why {
		case whyYield:
			panic("vm: Unexpected whyYield in END_FINALLY")
		case whyException:
			panic("vm: Unexpected whyException in END_FINALLY")
		case whyReturn, whyContinue:
			vm.retval = vm.POP()
		case whySilenced:
			// An exception was silenced by 'with', we must
			// manually unwind the EXCEPT_HANDLER block which was
			// created when the exception was caught, otherwise
			// the stack will be in an inconsistent state.
			frame := vm.frame
			b := vm.frame.Block
			frame.PopBlock()
			if b.Type != py.TryBlockExceptHandler {
				panic("vm: Expecting EXCEPT_HANDLER in END_FINALLY")
			}
			vm.UnwindExceptHandler(frame, b)
			vm.why = whyNot
		}
	} else if py.ExceptionClassCheck(v) {
		w := vm.POP()
		u := vm.POP()
		if debugging {
			debugf(" END_FINALLY: Exc %v, Type %v, Traceback %v\n", v, w, u)
		}
		// FIXME PyErr_Restore(v, w, u)
		vm.curexc.Type, _ = v.(*py.Type)
		vm.curexc.Value = w
		vm.curexc.Traceback, _ = u.(*py.Traceback)
		vm.why = whyException
	} else {
		return py.ExceptionNewf(py.SystemError, "'finally' pops bad exception %#v", v)
	}
	if debugging {
		debugf("END_FINALLY: vm.why = %v\n", vm.why)
	}
	return nil
}

// Loads the __build_class__ helper function to the stack which
// creates a new class object.
func do_LOAD_BUILD_CLASS(vm *Vm, arg int32) error {
	vm.PUSH(vm.context.Store().Builtins.Globals["__build_class__"])
	return nil
}

// This opcode performs several operations before a with block
// starts. First, it loads __exit__( ) from the context manager and
// pushes it onto the stack for later use by WITH_CLEANUP. Then,
// __enter__( ) is called, and a finally block pointing to delta is
// pushed. Finally, the result of calling the enter method is pushed
// onto the stack. The next opcode will either ignore it (POP_TOP), or
// store it in (a) variable(s) (STORE_FAST, STORE_NAME, or
// UNPACK_SEQUENCE).
func do_SETUP_WITH(vm *Vm, delta int32) error {
	mgr := vm.TOP()
	// exit := py.ObjectLookupSpecial(mgr, "__exit__")
	exit, err := py.GetAttrString(mgr, "__exit__")
	if err != nil {
		return err
	}
	vm.SET_TOP(exit)
	// enter := py.ObjectLookupSpecial(mgr, "__enter__")
	enter, err := py.GetAttrString(mgr, "__enter__")
	if err != nil {
		return err
	}
	res, err := py.Call(enter, nil, nil) // FIXME method for this?
	if err != nil {
		return err
	}
	// Setup the finally block before pushing the result of __enter__ on the stack.
	vm.frame.PushBlock(py.TryBlockSetupFinally, vm.frame.Lasti+delta, vm.STACK_LEVEL())
	vm.PUSH(res)
	return nil
}

// Cleans up the stack when a with statement block exits. On top of
// the stack are 1–3 values indicating how/why the finally clause was
// entered:
//
// TOP = None
// (TOP, SECOND) = (WHY_{RETURN,CONTINUE}), retval
// TOP = WHY_*; no retval below it
// (TOP, SECOND, THIRD) = exc_info( )
// Under them is EXIT, the context manager’s __exit__( ) bound method.
//
// In the last case, EXIT(TOP, SECOND, THIRD) is called, otherwise
// EXIT(None, None, None).
//
// EXIT is removed from the stack, leaving the values above it in the
// same order. In addition, if the stack represents an exception, and
// the function call returns a ‘true’ value, this information is
// “zapped”, to prevent END_FINALLY from re-raising the
// exception. (But non-local gotos should still be resumed.)
func do_WITH_CLEANUP(vm *Vm, arg int32) error {
	var exit_func py.Object

	exc := vm.TOP()
	var val py.Object = py.None
	var tb py.Object = py.None
	if exc == py.None {
		vm.DROP()
		exit_func = vm.TOP()
		vm.SET_TOP(exc)
	} else if excInt, ok := exc.(py.Int); ok {
		vm.DROP()
		switch vmStatus(excInt) {
		case whyReturn, whyContinue:
			/* Retval in TOP. */
			exit_func = vm.SECOND()
			vm.SET_SECOND(vm.TOP())
			vm.SET_TOP(exc)
		default:
			exit_func = vm.TOP()
			vm.SET_TOP(exc)
		}
		exc = py.None
	} else {
		val = vm.SECOND()
		tb = vm.THIRD()
		tp2 := vm.FOURTH()
		exc2 := vm.PEEK(5)
		tb2 := vm.PEEK(6)
		exit_func = vm.PEEK(7)
		vm.SET_VALUE(7, tb2)
		vm.SET_VALUE(6, exc2)
		vm.SET_VALUE(5, tp2)
		/* UNWIND_EXCEPT_HANDLER will pop this off. */
		vm.SET_FOURTH(nil)
		/* We just shifted the stack down, so we have
		   to tell the except handler block that the
		   values are lower than it expects. */
		block := vm.frame.Block
		if block.Type != py.TryBlockExceptHandler {
			panic("vm: WITH_CLEANUP expecting TryBlockExceptHandler")
		}
		block.Level--
	}
	/* XXX Not the fastest way to call it... */
	res, err := py.Call(exit_func, []py.Object{exc, val, tb}, nil)
	if err != nil {
		return err
	}

	wasErr := false
	if exc != py.None {
		wasErr = res == py.True
	}
	if wasErr {
		/* There was an exception and a True return */
		vm.PUSH(py.Int(whySilenced))
	}
	return nil
}

// All of the following opcodes expect arguments. An argument is two bytes, with the more significant byte last.

// Implements name = TOS. namei is the index of name in the attribute
// co_names of the code object. The compiler tries to use STORE_FAST
// or STORE_GLOBAL if possible.
func do_STORE_NAME(vm *Vm, namei int32) error {
	if debugging {
		debugf("STORE_NAME %v\n", vm.frame.Code.Names[namei])
	}
	vm.frame.Locals[vm.frame.Code.Names[namei]] = vm.POP()
	py.NoteNamespaceChange() // alpyna patch: Locals may be the globals
	return nil
}

// Implements del name, where namei is the index into co_names
// attribute of the code object.
func do_DELETE_NAME(vm *Vm, namei int32) error {
	name := vm.frame.Code.Names[namei]
	if _, ok := vm.frame.Locals[name]; !ok {
		return py.ExceptionNewf(py.NameError, nameErrorMsg, name)
	} else {
		delete(vm.frame.Locals, name)
		py.NoteNamespaceChange() // alpyna patch: Locals may be the globals
	}
	return nil
}

// Unpacks TOS into count individual values, which are put onto the
// stack right-to-left.
func do_UNPACK_SEQUENCE(vm *Vm, count int32) error {
	it := vm.POP()
	args := int(count)
	if tuple, ok := it.(py.Tuple); ok && len(tuple) == args {
		vm.EXTEND_REVERSED(tuple)
	} else if list, ok := it.(*py.List); ok && list.Len() == args {
		vm.EXTEND_REVERSED(list.Items)
	} else {
		sp := vm.STACK_LEVEL()
		vm.EXTEND(make([]py.Object, args))
		return unpack_iterable(vm, it, args, -1, sp+args)
	}
	return nil
}

// Implements TOS.name = TOS1, where namei is the index of name in
// co_names.
func do_STORE_ATTR(vm *Vm, namei int32) error {
	v := vm.TOP()
	u := vm.SECOND()
	vm.DROPN(2)
	return py.SetAttrCached(vm.frame.Code, namei, v, u) /* v.w = u */ // alpyna patch: cached per name
}

// Implements del TOS.name, using namei as index into co_names.
func do_DELETE_ATTR(vm *Vm, namei int32) error {
	return py.DeleteAttrString(vm.POP(), vm.frame.Code.Names[namei])
}

// Works as STORE_NAME, but stores the name as a global.
func do_STORE_GLOBAL(vm *Vm, namei int32) error {
	vm.frame.Globals.SetGlobal(vm.frame.Code.Names[namei], vm.POP()) // alpyna patch: invalidates cached globals
	return nil
}

// Works as DELETE_NAME, but deletes a global name.
func do_DELETE_GLOBAL(vm *Vm, namei int32) error {
	name := vm.frame.Code.Names[namei]
	if _, ok := vm.frame.Globals[name]; !ok {
		return py.ExceptionNewf(py.NameError, nameErrorMsg, name)
	} else {
		vm.frame.Globals.DeleteGlobal(name) // alpyna patch: invalidates cached globals
	}
	return nil
}

// Pushes co_consts[consti] onto the stack.
func do_LOAD_CONST(vm *Vm, consti int32) error {
	vm.PUSH(vm.frame.Code.Consts[consti])
	// if debugging { debugf("LOAD_CONST %v\n", vm.TOP()) }
	return nil
}

// Pushes the value associated with co_names[namei] onto the stack.
func do_LOAD_NAME(vm *Vm, namei int32) error {
	name := vm.frame.Code.Names[namei]
	if debugging {
		debugf("LOAD_NAME %v\n", name)
	}
	obj, ok := vm.frame.Lookup(name)
	if !ok {
		return py.ExceptionNewf(py.NameError, nameErrorMsg, name)
	} else {
		vm.PUSH(obj)
	}
	return nil
}

// loadName is LOAD_NAME's lookup in the loop when vm.names has not
// answered; a miss everywhere is left to do_LOAD_NAME's NameError. At
// module level (Locals is the globals) it caches what it finds.
func loadName(vm *Vm, namei int32) (py.Object, bool) {
	frame := vm.frame
	name := frame.Code.Names[namei]
	if py.NamespaceIDOf(frame.Locals) == py.NamespaceIDOf(frame.Globals) {
		if vm.names == nil {
			vm.names = py.NewNameCache(frame.Code.Names, frame.Globals)
		}
		return vm.names.Lookup(namei, name, frame.Globals, frame.Builtins)
	}
	if v, ok := frame.Locals[name]; ok {
		return v, true
	}
	if v, ok := frame.Globals[name]; ok {
		return v, true
	}
	v, ok := frame.Builtins[name]
	return v, ok
}

// syncNames writes the module-level stores that vm.names holds into the
// globals map (py.NameCache): runFrame calls it wherever it stores
// frame.Lasti before code other than the frame's own may run or read the
// map, and the frame's end writes them too.
func (vm *Vm) syncNames() {
	if vm.names != nil {
		vm.names.Sync()
	}
}

// storeName is STORE_NAME in the loop: at module level through the
// frame's name cache, which keeps the value too.
func storeName(vm *Vm, namei int32) {
	frame := vm.frame
	s := frame.Stack
	n := len(s) - 1
	v := s[n]
	frame.Stack = frame.Stack[:n]
	if py.NamespaceIDOf(frame.Locals) == py.NamespaceIDOf(frame.Globals) {
		if vm.names == nil {
			vm.names = py.NewNameCache(frame.Code.Names, frame.Globals)
		}
		vm.names.Store(namei, v)
		return
	}
	frame.Locals[frame.Code.Names[namei]] = v
	py.NoteNamespaceChange() // Locals may be a namespace too
}

// Creates a tuple consuming count items from the stack, and pushes
// the resulting tuple onto the stack.
func do_BUILD_TUPLE(vm *Vm, count int32) error {
	if count > 0 && subscriptTuple(vm, int(count)) {
		return vm.subscriptErr
	}
	tuple := make(py.Tuple, count)
	copy(tuple, vm.frame.Stack[len(vm.frame.Stack)-int(count):])
	vm.DROPN(int(count))
	vm.PUSH(tuple)
	return nil
}

// alpyna patch: subscriptTuple runs a BUILD_TUPLE of count keys and the
// BINARY_SUBSCR or STORE_SUBSCR right after it as one step, without
// building the tuple, when the container takes its keys directly
// (py.TupleSubscripter: a[i, j] on an ndarray). It reports whether it did,
// leaving the subscript's error in vm.subscriptErr. The fused pair is
// exactly what would run next, so a jump to the subscript itself (which
// the compiler emits for `a[c and (i, j)]`) still finds it there.
func subscriptTuple(vm *Vm, count int) bool {
	code := vm.frame.Code.Code
	next := int(vm.frame.Lasti)
	if next >= len(code) {
		return false
	}
	stack := vm.frame.Stack
	keys := py.Tuple(stack[len(stack)-count:])
	switch OpCode(code[next]) {
	case BINARY_SUBSCR:
		ts, ok := stack[len(stack)-count-1].(py.TupleSubscripter)
		if !ok {
			return false
		}
		vm.frame.Lasti++ // the subscript runs here, as its own opcode would
		r, err := ts.GetItemTuple(keys)
		vm.DROPN(count)
		if err == nil {
			vm.SET_TOP(r)
		}
		vm.subscriptErr = err
		return true
	case STORE_SUBSCR:
		ts, ok := stack[len(stack)-count-1].(py.TupleSubscripter)
		if !ok {
			return false
		}
		vm.frame.Lasti++
		value := stack[len(stack)-count-2]
		vm.subscriptErr = ts.SetItemTuple(keys, value)
		vm.DROPN(count + 2)
		return true
	}
	return false
}

// Works as BUILD_TUPLE, but creates a set.
func do_BUILD_SET(vm *Vm, count int32) error {
	// alpyna patch: unhashable items raise
	set := py.NewSet()
	for _, item := range vm.frame.Stack[len(vm.frame.Stack)-int(count):] {
		if err := set.AddItem(item); err != nil {
			return err
		}
	}
	vm.DROPN(int(count))
	vm.PUSH(set)
	return nil
}

// Works as BUILD_TUPLE, but creates a list.
func do_BUILD_LIST(vm *Vm, count int32) error {
	list := py.NewListFromItems(vm.frame.Stack[len(vm.frame.Stack)-int(count):])
	vm.DROPN(int(count))
	vm.PUSH(list)
	return nil
}

// Pushes a new dictionary object onto the stack. The dictionary is
// pre-sized to hold count entries.
func do_BUILD_MAP(vm *Vm, count int32) error {
	vm.PUSH(py.NewDictSized(int(count))) // alpyna patch: ordered dict with any hashable keys
	return nil
}

// Replaces TOS with getattr(TOS, co_names[namei]).
func do_LOAD_ATTR(vm *Vm, namei int32) error {
	return vm.setTopAndCheckErr(py.GetAttrCached(vm.frame.Code, namei, vm.TOP())) // alpyna patch: cached per name
}

// Performs a Boolean operation. The operation name can be found in
// cmp_op[opname].
func do_COMPARE_OP(vm *Vm, opname int32) error {
	b := vm.POP()
	a := vm.TOP()
	var r py.Object
	var err error
	if opname <= PyCmp_GE {
		// alpyna patch: ints and floats skip the generic dispatch
		if res, ok := py.FastCompare(py.CompareOp(opname), a, b); ok {
			vm.SET_TOP(res)
			return nil
		}
		// alpyna patch (2026-11-28): __lt__... of Python classes from
		// the stack (alpyna_userops.go)
		if _, ok := a.(*py.Type); ok {
			if o := userCompareOf(opname); o != nil {
				if done, err := vm.userOperator(o, a, b, false); done {
					return err
				}
			}
		}
	}
	switch opname {
	case PyCmp_LT:
		r, err = py.Lt(a, b)
	case PyCmp_LE:
		r, err = py.Le(a, b)
	case PyCmp_EQ:
		r, err = py.Eq(a, b)
	case PyCmp_NE:
		r, err = py.Ne(a, b)
	case PyCmp_GT:
		r, err = py.Gt(a, b)
	case PyCmp_GE:
		r, err = py.Ge(a, b)
	case PyCmp_IN:
		var in bool
		in, err = py.SequenceContains(b, a)
		r = py.NewBool(in)
	case PyCmp_NOT_IN:
		var in bool
		in, err = py.SequenceContains(b, a)
		r = py.NewBool(!in)
	case PyCmp_IS:
		r = py.NewBool(py.Is(a, b)) // alpyna patch: tuples and lists can't be compared with ==
	case PyCmp_IS_NOT:
		r = py.NewBool(!py.Is(a, b))
	case PyCmp_EXC_MATCH:
		if bTuple, ok := b.(py.Tuple); ok {
			for _, exc := range bTuple {
				if !py.ExceptionClassCheck(exc) {
					return py.ExceptionNewf(py.TypeError, cannotCatchMsg, exc.Type().Name)
				}
			}
		} else {
			if !py.ExceptionClassCheck(b) {
				return py.ExceptionNewf(py.TypeError, cannotCatchMsg, b.Type().Name)
			}
		}
		r = py.NewBool(py.ExceptionGivenMatches(a, b))
	default:
		panic(fmt.Sprintf("vm: Unknown COMPARE_OP %v", opname))
	}
	if err != nil {
		return err
	}
	vm.SET_TOP(r)
	return nil
}

// Imports the module co_names[namei]. TOS and TOS1 are popped and
// provide the fromlist and level arguments of __import__( ). The
// module object is pushed onto the stack. The current namespace is
// not affected: for a proper import statement, a subsequent
// STORE_FAST instruction modifies the namespace.
func do_IMPORT_NAME(vm *Vm, namei int32) error {
	name := py.String(vm.frame.Code.Names[namei])
	__import__, ok := vm.frame.Builtins["__import__"]
	if !ok {
		return py.ExceptionNewf(py.ImportError, "__import__ not found")
	}
	v := vm.POP()
	u := vm.TOP()
	var locals py.Object = py.None
	if vm.frame.Locals != nil {
		locals = vm.frame.Locals
	}
	var args py.Tuple
	if _, ok := u.(py.Int); ok {
		args = py.Tuple{name, vm.frame.Globals, locals, v, u}
	} else {
		args = py.Tuple{name, vm.frame.Globals, locals, v}
	}
	x, err := callInternal(__import__, args, nil, vm.frame)
	if err != nil {
		return err
	}
	vm.SET_TOP(x)
	return nil
}

// Loads the attribute co_names[namei] from the module found in
// TOS. The resulting object is pushed onto the stack, to be
// subsequently stored by a STORE_FAST instruction.
func do_IMPORT_FROM(vm *Vm, namei int32) error {
	name := vm.frame.Code.Names[namei]
	module := vm.TOP()
	res, err := py.GetAttrString(module, name)
	if err != nil {
		// Catch AttributeError and rethrow as ImportError
		if py.IsException(py.AttributeError, err) {
			// alpyna patch: submodules of packages, CPython's message
			res, err = importFromFailed(vm, module, name)
		}
		if err != nil {
			return err
		}
	}
	vm.PUSH(res)
	return nil
}

// alpyna patch: importFromFailed is what `from module import name` gives
// when module has no attribute name, as CPython's import_from: the
// submodule module.name when module is a package, and otherwise
// "ImportError: cannot import name 'y' from 'x' (/path/to/x.py)", with
// "(unknown location)" for a module without a file.
func importFromFailed(vm *Vm, module py.Object, name string) (py.Object, error) {
	m, ok := module.(*py.Module)
	if !ok {
		return nil, py.ExceptionNewf(py.ImportError, "cannot import name '%s'", name)
	}
	pkgName, _ := m.Globals["__name__"].(py.String)
	file, hasFile := m.Globals["__file__"].(py.String)
	if hasFile && pkgName != "" && path.Base(string(file)) == "__init__.py" {
		sub, err := py.ImportModuleLevelObject(vm.context, string(pkgName)+"."+name, vm.frame.Globals, nil, nil, 0)
		if err == nil {
			m.Globals.SetGlobal(name, sub) // alpyna patch: invalidates cached globals
			return sub, nil
		}
		if !py.IsException(py.ImportError, err) {
			return nil, err
		}
	}
	if pkgName == "" {
		return nil, py.ExceptionNewf(py.ImportError, "cannot import name '%s'", name)
	}
	location := "unknown location"
	if hasFile {
		location = string(file)
	}
	exc := py.ExceptionNewf(py.ImportError, "cannot import name '%s' from '%s' (%s)", name, pkgName, location)
	exc.Dict["name"] = pkgName
	if hasFile {
		exc.Dict["path"] = file
	}
	return nil, exc
}

// Increments bytecode counter by delta.
func do_JUMP_FORWARD(vm *Vm, delta int32) error {
	vm.frame.Lasti += delta
	return nil
}

// If TOS is true, sets the bytecode counter to target. TOS is popped.
func do_POP_JUMP_IF_TRUE(vm *Vm, target int32) error {
	if b, ok := vm.TOP().(py.Bool); ok { // alpyna patch: a comparison's result needs no conversion
		vm.DROP()
		if b {
			vm.frame.Lasti = target
		}
		return nil
	}
	b, err := py.MakeBool(vm.POP())
	if err != nil {
		return err
	}
	if b.(py.Bool) {
		vm.frame.Lasti = target
	}
	return nil
}

// If TOS is false, sets the bytecode counter to target. TOS is popped.
func do_POP_JUMP_IF_FALSE(vm *Vm, target int32) error {
	if b, ok := vm.TOP().(py.Bool); ok { // alpyna patch: a comparison's result needs no conversion
		vm.DROP()
		if !b {
			vm.frame.Lasti = target
		}
		return nil
	}
	b, err := py.MakeBool(vm.POP())
	if err != nil {
		return err
	}
	if !b.(py.Bool) {
		vm.frame.Lasti = target
	}
	return nil
}

// If TOS is true, sets the bytecode counter to target and leaves TOS
// on the stack. Otherwise (TOS is false), TOS is popped.
func do_JUMP_IF_TRUE_OR_POP(vm *Vm, target int32) error {
	b, err := py.MakeBool(vm.TOP())
	if err != nil {
		return err
	}
	if b.(py.Bool) {
		vm.frame.Lasti = target
	} else {
		vm.DROP()
	}
	return nil
}

// If TOS is false, sets the bytecode counter to target and leaves TOS
// on the stack. Otherwise (TOS is true), TOS is popped.
func do_JUMP_IF_FALSE_OR_POP(vm *Vm, target int32) error {
	b, err := py.MakeBool(vm.TOP())
	if err != nil {
		return err
	}
	if !b.(py.Bool) {
		vm.frame.Lasti = target
	} else {
		vm.DROP()
	}
	return nil
}

// Set bytecode counter to target.
func do_JUMP_ABSOLUTE(vm *Vm, target int32) error {
	vm.frame.Lasti = target
	return pollInterrupt() // alpyna patch: loops are where an interrupt lands (interrupt.go)
}

// TOS is an iterator. Call its next( ) method. If this yields a new
// value, push it on the stack (leaving the iterator below it). If the
// iterator indicates it is exhausted TOS is popped, and the bytecode
// counter is incremented by delta.
func do_FOR_ITER(vm *Vm, delta int32) error {
	if it, ok := vm.TOP().(*py.RangeIterator); ok {
		// alpyna patch: for ... in range(...) steps without the iterator protocol
		if it.Length <= 0 {
			vm.DROP()
			vm.frame.Lasti += delta
			return nil
		}
		r := it.Next
		it.Next += it.Step // may wrap after the last item, which is never used
		it.Length--
		vm.PUSH(py.IntObject(r))
		return nil
	}
	r, err := py.Next(vm.TOP())
	if err != nil {
		// alpyna patch: only StopIteration ends the loop, as in
		// CPython; any other exception of the iterator (a generator's
		// own raise) propagates instead of ending the loop silently
		if !py.IsException(py.StopIteration, err) {
			return err
		}
		vm.DROP()
		vm.frame.Lasti += delta
	} else {
		vm.PUSH(r)
	}
	return nil
}

// Loads the global named co_names[namei] onto the stack.
func do_LOAD_GLOBAL(vm *Vm, namei int32) error {
	name := vm.frame.Code.Names[namei]
	if debugging {
		debugf("LOAD_GLOBAL %v\n", name)
	}
	obj, ok := vm.frame.LookupGlobal(name)
	if !ok {
		return py.ExceptionNewf(py.NameError, nameErrorMsg, name)
	} else {
		vm.PUSH(obj)
	}
	return nil
}

// Pushes a block for a loop onto the block stack. The block spans
// from the current instruction with a size of delta bytes.
func do_SETUP_LOOP(vm *Vm, delta int32) error {
	vm.frame.PushBlock(py.TryBlockSetupLoop, vm.frame.Lasti+delta, vm.STACK_LEVEL())
	return nil
}

// Pushes a try block from a try-except clause onto the block
// stack. delta points to the first except block.
func do_SETUP_EXCEPT(vm *Vm, delta int32) error {
	vm.frame.PushBlock(py.TryBlockSetupExcept, vm.frame.Lasti+delta, vm.STACK_LEVEL())
	return nil
}

// Pushes a try block from a try-except clause onto the block
// stack. delta points to the finally block.
func do_SETUP_FINALLY(vm *Vm, delta int32) error {
	vm.frame.PushBlock(py.TryBlockSetupFinally, vm.frame.Lasti+delta, vm.STACK_LEVEL())
	return nil
}

// Store a key and value pair in a dictionary. Pops the key and value
// while leaving the dictionary on the stack.
func do_STORE_MAP(vm *Vm, arg int32) error {
	key := vm.TOP()
	value := vm.SECOND()
	dictObj := vm.THIRD()
	vm.DROPN(2)
	// alpyna patch: dicts are *py.Dict
	_, err := py.SetItem(dictObj, key, value)
	return err
}

// Pushes a reference to the local co_varnames[var_num] onto the stack.
func do_LOAD_FAST(vm *Vm, var_num int32) error {
	value := vm.frame.LocalVars[var_num]
	if value != nil {
		vm.PUSH(value)
	} else {
		varname := vm.frame.Code.Varnames[var_num]
		return py.ExceptionNewf(py.UnboundLocalError, unboundLocalErrorMsg, varname)
	}
	return nil
}

// Stores TOS into the local co_varnames[var_num].
func do_STORE_FAST(vm *Vm, var_num int32) error {
	vm.frame.LocalVars[var_num] = vm.POP()
	return nil
}

// Deletes local co_varnames[var_num].
func do_DELETE_FAST(vm *Vm, var_num int32) error {
	if vm.frame.LocalVars[var_num] == nil {
		varname := vm.frame.Code.Varnames[var_num]
		return py.ExceptionNewf(py.UnboundLocalError, unboundLocalErrorMsg, varname)
	} else {
		vm.frame.LocalVars[var_num] = nil
	}
	return nil
}

// Name of slot for LOAD_CLOSURE / LOAD_DEREF / etc
//
// Returns name of variable and bool, true for free var, false for
// cell var
func _var_name(vm *Vm, i int32) (string, bool) {
	cellvars := vm.frame.Code.Cellvars
	if int(i) < len(cellvars) {
		return cellvars[i], false
	}
	return vm.frame.Code.Freevars[int(i)-len(cellvars)], true
}

// Pushes a reference to the cell contained in slot i of the cell and
// free variable storage. The name of the variable is co_cellvars[i]
// if i is less than the length of co_cellvars. Otherwise it is
// co_freevars[i - len(co_cellvars)].
func do_LOAD_CLOSURE(vm *Vm, i int32) error {
	vm.PUSH(vm.frame.CellAndFreeVars[i])
	return nil
}

// writes the correct errors for an unbound deref
func unboundDeref(vm *Vm, i int32) error {
	varname, free := _var_name(vm, i)
	if free {
		return py.ExceptionNewf(py.NameError, unboundFreeErrorMsg, varname)
	} else {
		return py.ExceptionNewf(py.UnboundLocalError, unboundLocalErrorMsg, varname)
	}
}

// Loads the cell contained in slot i of the cell and free variable
// storage. Pushes a reference to the object the cell contains on the
// stack.
func do_LOAD_DEREF(vm *Vm, i int32) error {
	res := vm.frame.CellAndFreeVars[i].(*py.Cell).Get()
	if res == nil {
		return unboundDeref(vm, i)
	}
	vm.PUSH(res)
	return nil
}

// Much like LOAD_DEREF but first checks the locals dictionary before
// consulting the cell. This is used for loading free variables in
// class bodies.
func do_LOAD_CLASSDEREF(vm *Vm, i int32) error {
	name, _ := _var_name(vm, i)

	// Lookup in locals
	if obj, ok := vm.frame.Locals[name]; ok {
		vm.PUSH(obj)
	}
	// If that failed look at the cell
	res := vm.frame.CellAndFreeVars[i].(*py.Cell).Get()
	if res == nil {
		return unboundDeref(vm, i)
	} else {
		vm.PUSH(res)
	}
	return nil
}

// Stores TOS into the cell contained in slot i of the cell and free
// variable storage.
func do_STORE_DEREF(vm *Vm, i int32) error {
	cell := vm.frame.CellAndFreeVars[i].(*py.Cell)
	cell.Set(vm.POP())
	return nil
}

// Empties the cell contained in slot i of the cell and free variable
// storage. Used by the del statement.
func do_DELETE_DEREF(vm *Vm, i int32) error {
	cell := vm.frame.CellAndFreeVars[i].(*py.Cell)
	if cell.Get() == nil {
		return unboundDeref(vm, i)
	}
	cell.Delete()
	return nil
}

// Logic for the raise statement
func (vm *Vm) raise(exc, cause py.Object) error {
	if exc == nil {
		// raise (with no parameters == re-raise)
		if !vm.exc.IsSet() {
			return py.ExceptionNewf(py.RuntimeError, "No active exception to reraise")
		} else {
			// Resignal the exception
			vm.curexc = vm.exc
			// Signal the existing exception again
			vm.why = whyException

		}
	} else {
		// raise <instance>
		// raise <type>
		excException := py.MakeException(exc)
		if debugging {
			debugf("raise: excException = %v\n", excException)
		}
		if cause != nil {
			excException.Cause = py.MakeException(cause)
		}
		return excException
	}
	return nil
}

// Raises an exception. argc indicates the number of parameters to the
// raise statement, ranging from 0 to 3. The handler will find the
// traceback as TOS2, the parameter as TOS1, and the exception as TOS.
func do_RAISE_VARARGS(vm *Vm, argc int32) error {
	var cause, exc py.Object
	switch argc {
	case 2:
		cause = vm.POP()
		fallthrough
	case 1:
		exc = vm.POP()
	case 0:
	default:
		panic("vm: Bad RAISE_VARARGS argc")
	}
	return vm.raise(exc, cause)
}

// Calls a function. The low byte of argc indicates the number of
// positional parameters, the high byte the number of keyword
// parameters. On the stack, the opcode finds the keyword parameters
// first. For each keyword argument, the value is on top of the
// key. Below the keyword parameters, the positional parameters are on
// the stack, with the right-most parameter on top. Below the
// parameters, the function object to call is on the stack. Pops all
// function arguments, and the function itself off the stack, and
// pushes the return value.
func do_CALL_FUNCTION(vm *Vm, argc int32) error {
	return vm.Call(argc, nil, nil)
}

// Implementation for MAKE_FUNCTION and MAKE_CLOSURE
func _make_function(vm *Vm, argc int32, opcode OpCode) {
	posdefaults := argc & 0xff
	kwdefaults := (argc >> 8) & 0xff
	num_annotations := (argc >> 16) & 0x7fff
	qualname := vm.POP()
	code := vm.POP()
	function := py.NewFunction(vm.context, code.(*py.Code), vm.frame.Globals, string(qualname.(py.String)))

	if opcode == MAKE_CLOSURE {
		function.Closure = vm.POP().(py.Tuple)
	}

	if num_annotations > 0 {
		names := vm.POP().(py.Tuple) // names of args with annotations
		name_ix := int32(len(names))
		if num_annotations != name_ix+1 {
			panic("vm: num_annotations wrong - corrupt bytecode?")
		}
		// alpyna patch: an ordered dict, in the parameters' order as CPython
		values := make([]py.Object, name_ix)
		for name_ix > 0 {
			name_ix--
			values[name_ix] = vm.POP()
		}
		anns := py.NewDictSized(len(names))
		for i, name := range names {
			_ = anns.SetItem(name, values[i]) // string keys: no error
		}
		function.Annotations = anns
	}

	if kwdefaults > 0 {
		defs := py.NewStringDict()
		for kwdefaults--; kwdefaults >= 0; kwdefaults-- {
			v := vm.POP()   // default value
			key := vm.POP() // kw only arg name
			defs[string(key.(py.String))] = v
		}
		function.KwDefaults = defs
	}

	if posdefaults > 0 {
		defs := make(py.Tuple, posdefaults)
		for posdefaults--; posdefaults >= 0; posdefaults-- {
			defs[posdefaults] = vm.POP()
		}
		function.Defaults = defs
	}

	vm.PUSH(function)
}

// Pushes a new function object on the stack. TOS is the code
// associated with the function. The function object is defined to
// have argc default parameters, which are found below TOS.
//
// FIXME these docs are slightly wrong.
func do_MAKE_FUNCTION(vm *Vm, argc int32) error {
	_make_function(vm, argc, MAKE_FUNCTION)
	return nil
}

// Creates a new function object, sets its func_closure slot, and
// pushes it on the stack. TOS is the code associated with the
// function, TOS1 the tuple containing cells for the closure’s free
// variables. The function also has argc default parameters, which are
// found below the cells.
func do_MAKE_CLOSURE(vm *Vm, argc int32) error {
	_make_function(vm, argc, MAKE_CLOSURE)
	return nil
}

// Pushes a slice object on the stack. argc must be 2 or 3. If it is
// 2, slice(TOS1, TOS) is pushed; if it is 3, slice(TOS2, TOS1, TOS)
// is pushed. See the slice( ) built-in function for more information.
func do_BUILD_SLICE(vm *Vm, argc int32) error {
	var step py.Object
	switch argc {
	case 2:
		step = py.None
	case 3:
		step = vm.POP()
	default:
		panic("vm: Bad value for argc in BUILD_SLICE")
	}
	stop := vm.POP()
	start := vm.TOP()
	x := py.NewSlice(start, stop, step)
	vm.SET_TOP(x)
	return nil
}

// Prefixes any opcode which has an argument too big to fit into the
// default two bytes. ext holds two additional bytes which, taken
// together with the subsequent opcode’s argument, comprise a
// four-byte argument, ext being the two most-significant bytes.
func do_EXTENDED_ARG(vm *Vm, ext int32) error {
	vm.ext = ext
	vm.extended = true
	return nil
}

// Calls a function. argc is interpreted as in CALL_FUNCTION. The top
// element on the stack contains the variable argument list, followed
// by keyword and positional arguments.
func do_CALL_FUNCTION_VAR(vm *Vm, argc int32) error {
	args := vm.POP()
	return vm.Call(argc, args, nil)
}

// Calls a function. argc is interpreted as in CALL_FUNCTION. The top
// element on the stack contains the keyword arguments dictionary,
// followed by explicit keyword and positional arguments.
func do_CALL_FUNCTION_KW(vm *Vm, argc int32) error {
	kwargs := vm.POP()
	return vm.Call(argc, nil, kwargs)
}

// Calls a function. argc is interpreted as in CALL_FUNCTION. The top
// element on the stack contains the keyword arguments dictionary,
// followed by the variable-arguments tuple, followed by explicit
// keyword and positional arguments.
func do_CALL_FUNCTION_VAR_KW(vm *Vm, argc int32) error {
	kwargs := vm.POP()
	args := vm.POP()
	return vm.Call(argc, args, kwargs)
}

// EvalGetFuncName returns the name of the function object passed in
func EvalGetFuncName(fn py.Object) string {
	switch x := fn.(type) {
	case *py.Method:
		return x.Name
	case *py.Function:
		return x.Name
	default:
		return fn.Type().Name
	}
}

// EvalGetFuncDesc returns a description of the arguments for the
// function object
func EvalGetFuncDesc(fn py.Object) string {
	switch fn.(type) {
	case *py.Method:
		return "()"
	case *py.Function:
		return "()"
	default:
		return " object"
	}
}

// As py.Call but takes an interpreter Frame object
//
// Used to implement some interpreter magic like locals(), globals() etc
func callInternal(fn py.Object, args py.Tuple, kwargs py.StringDict, f *py.Frame) (py.Object, error) {
	if method, ok := fn.(*py.Method); ok {
		switch x := method.Internal(); x {
		case py.InternalMethodNone:
		case py.InternalMethodGlobals:
			return f.Globals, nil
		case py.InternalMethodLocals:
			f.FastToLocals()
			return f.Locals, nil
		case py.InternalMethodImport:
			return py.BuiltinImport(f.Context, nil, args, kwargs, f.Globals)
		case py.InternalMethodEval:
			f.FastToLocals()
			return builtinEval(f.Context, args, kwargs, f.Locals, f.Globals, f.Builtins)
		case py.InternalMethodExec:
			f.FastToLocals()
			return builtinExec(f.Context, args, kwargs, f.Locals, f.Globals, f.Builtins)
		case py.InternalMethodSuper:
			// alpyna patch: super() and super(cls, obj)
			switch {
			case len(kwargs) != 0:
				return nil, py.ExceptionNewf(py.TypeError, "super() takes no keyword arguments")
			case len(args) == 0:
				return py.SuperFromFrame(f)
			case len(args) == 2:
				return py.NewSuper(args[0], args[1])
			default:
				return nil, py.ExceptionNewf(py.TypeError, "super() takes 0 or 2 arguments (%d given)", len(args))
			}
		default:
			return nil, py.ExceptionNewf(py.SystemError, "Internal method %v not found", x)
		}
	}
	return py.Call(fn, args, kwargs)
}

// functionString is how CPython's errors about a call name the callee
// (_PyObject_FunctionStr): "module.qualname()", or "qualname()" for
// builtins (alpyna patch).
func functionString(fn py.Object) string {
	if bm, ok := fn.(*py.BoundMethod); ok {
		fn = bm.Method
	}
	attr, err := py.GetAttrString(fn, "__qualname__")
	qualname, ok := attr.(py.String)
	if err != nil || !ok {
		return fn.Type().Name + " object"
	}
	if module, err := py.GetAttrString(fn, "__module__"); err == nil {
		if m, ok := module.(py.String); ok && m != "builtins" {
			return string(m) + "." + string(qualname) + "()"
		}
	}
	return string(qualname) + "()"
}

// withModule is the arguments of type(name, bases, dict) with
// `__module__` in a copy of dict, from the caller's globals, where dict
// has none, as CPython's type_new (alpyna patch).
func withModule(args py.Tuple, globals py.StringDict) py.Tuple {
	ns, ok := args[2].(*py.Dict)
	if !ok {
		return args
	}
	if _, has, _ := ns.GetItem(py.String("__module__")); has {
		return args
	}
	name, ok := globals["__name__"]
	if !ok {
		return args
	}
	ns = ns.Copy()
	_ = ns.SetItem(py.String("__module__"), name)
	return py.Tuple{args[0], args[1], ns}
}

// mappingItems returns the keys and values of the operand of `**` in a
// call: a dict's in its order, a namespace dict's sorted, and those of any
// other object with a keys() method through keys() and __getitem__, as
// CPython's DICT_MERGE; isMapping is false for an object without keys().
//
// alpyna patch: the VM took only its own dicts there.
func mappingItems(m py.Object) (keys, values []py.Object, isMapping bool, err error) {
	switch d := m.(type) {
	case *py.Dict:
		items := d.Items()
		keys = make([]py.Object, len(items))
		values = make([]py.Object, len(items))
		for i, kv := range items {
			keys[i], values[i] = kv.(py.Tuple)[0], kv.(py.Tuple)[1]
		}
		return keys, values, true, nil
	case py.StringDict:
		for _, k := range py.KeywordOrder(d) {
			keys = append(keys, py.String(k))
			values = append(values, d[k])
		}
		return keys, values, true, nil
	}
	keysFn, err := py.GetAttrString(m, "keys")
	if err != nil {
		if py.IsException(py.AttributeError, err) {
			return nil, nil, false, nil
		}
		return nil, nil, false, err
	}
	ks, err := py.Call(keysFn, nil, nil)
	if err != nil {
		return nil, nil, true, err
	}
	err = py.Iterate(ks, func(k py.Object) bool {
		keys = append(keys, k)
		return false
	})
	if err != nil {
		return nil, nil, true, err
	}
	for _, k := range keys {
		v, err := py.GetItem(m, k)
		if err != nil {
			return nil, nil, true, err
		}
		values = append(values, v)
	}
	return keys, values, true, nil
}

// Implements a function call - see CALL_FUNCTION for a description of
// how the arguments are arranged.
//
// # Optionally pass in args and kwargs
//
// The result is put on the stack
func (vm *Vm) Call(argc int32, starArgs py.Object, starKwargs py.Object) error {
	// if debugging { debugf("Stack: %v\n", vm.frame.Stack) }
	// if debugging { debugf("Locals: %v\n", vm.frame.Locals) }
	// if debugging { debugf("Globals: %v\n", vm.frame.Globals) }

	// Get the arguments off the stack
	nargs := int(argc & 0xFF)
	nkwargs := int((argc >> 8) & 0xFF)
	p, q := len(vm.frame.Stack)-2*nkwargs, len(vm.frame.Stack)
	kwargsTuple := vm.frame.Stack[p:q]
	p, q = p-nargs, p
	args := py.Tuple(vm.frame.Stack[p:q])
	p, q = p-1, p
	fn := vm.frame.Stack[p]
	fnIndex := p
	// Drop everything off the stack
	vm.frame.Stack = vm.frame.Stack[:p]

	// (the errors below name the callee as functionString does)

	if starArgs == nil && starKwargs == nil && len(kwargsTuple) > 0 {
		// alpyna patch: keywords to a function defined in Python go from
		// the stack to its frame without a dict
		if obj, ok, err := vm.callWithKeywords(fn, fnIndex, args, kwargsTuple); ok {
			if err != nil {
				return err
			}
			vm.PUSH(obj)
			return nil
		}
	}

	// if debugging { debugf("Call %T %v with args = %v, kwargsTuple = %v\n", fnObj, fnObj, args, kwargsTuple) }
	var kwargs py.StringDict
	var kwNames []string // alpyna patch: the keywords in call order (PEP 468)
	addKeyword := func(kPy py.Object, v py.Object) error {
		k, ok := kPy.(py.String)
		if !ok {
			return py.ExceptionNewf(py.TypeError, "keywords must be strings")
		}
		if _, ok := kwargs[string(k)]; ok {
			return py.ExceptionNewf(py.TypeError, "%s got multiple values for keyword argument '%s'", functionString(fn), string(k))
		}
		kwargs[string(k)] = v
		kwNames = append(kwNames, string(k))
		return nil
	}
	if len(kwargsTuple) > 0 {
		// Convert kwargsTuple into dictionary
		if len(kwargsTuple)%2 != 0 {
			panic("vm: Odd length kwargsTuple")
		}
		kwargs = py.NewStringDict()
		for i := 0; i < len(kwargsTuple); i += 2 {
			if err := addKeyword(kwargsTuple[i], kwargsTuple[i+1]); err != nil {
				return err
			}
		}
	}

	// Update with starKwargs if any
	if starKwargs != nil {
		if kwargs == nil {
			kwargs = py.NewStringDict()
		}
		// alpyna patch: **mapping from a Python dict in its order, from
		// any object with keys() and __getitem__ (CPython's mapping
		// protocol for **)
		keys, values, isMapping, err := mappingItems(starKwargs)
		if err != nil {
			return err
		}
		if !isMapping {
			return py.ExceptionNewf(py.TypeError, "%s argument after ** must be a mapping, not %s", functionString(fn), starKwargs.Type().Name)
		}
		for i := range keys {
			if err := addKeyword(keys[i], values[i]); err != nil {
				return err
			}
		}
	}
	if py.RegisterKeywordOrder(kwargs, kwNames) {
		defer py.UnregisterKeywordOrder(kwargs)
	}

	// Update with starArgs if any
	if starArgs != nil {
		// Copy the args off the stack if there are any
		args = append([]py.Object(nil), args...)
		err := py.Iterate(starArgs, func(item py.Object) bool {
			args = append(args, item)
			return false
		})
		if err != nil {
			// alpyna patch: CPython's message for an operand that is not
			// iterable
			if e, ok := err.(*py.Exception); ok && e.Base == py.TypeError {
				if msg, _ := py.Str(e); msg == py.String("'"+starArgs.Type().Name+"' object is not iterable") {
					return py.ExceptionNewf(py.TypeError, "%s argument after * must be an iterable, not %s", functionString(fn), starArgs.Type().Name)
				}
			}
			return err
		}
	}

	if bm, ok := fn.(*py.BoundMethod); ok && starArgs == nil {
		// alpyna patch: a method defined in Python gets self in the slot
		// the bound method leaves on the stack, so its arguments need no
		// new tuple (the callee copies them into its own frame)
		if f, ok := bm.Method.(*py.Function); ok {
			withSelf := vm.frame.Stack[fnIndex : fnIndex+1+len(args)]
			withSelf[0] = bm.Self
			fn, args = f, py.Tuple(withSelf)
		}
	}

	// log.Printf("%s(args=%#v, kwargs=%#v)", EvalGetFuncName(fn), args, kwargs)
	// Call the function pushing the return on the stack
	if fn == py.TypeType && len(args) == 3 {
		args = withModule(args, vm.frame.Globals)
	}
	obj, err := callInternal(fn, args, kwargs, vm.frame)
	if err != nil {
		return err
	}
	vm.PUSH(obj)
	return nil
}

// fastBinaryOps maps the arithmetic opcodes to the operators of
// py.FastBinary (alpyna patch).
var fastBinaryOps = [256]py.BinaryOp{
	BINARY_ADD: py.OpAdd, INPLACE_ADD: py.OpAdd,
	BINARY_SUBTRACT: py.OpSub, INPLACE_SUBTRACT: py.OpSub,
	BINARY_MULTIPLY: py.OpMul, INPLACE_MULTIPLY: py.OpMul,
	BINARY_TRUE_DIVIDE: py.OpTrueDiv, INPLACE_TRUE_DIVIDE: py.OpTrueDiv,
	BINARY_FLOOR_DIVIDE: py.OpFloorDiv, INPLACE_FLOOR_DIVIDE: py.OpFloorDiv,
	BINARY_MODULO: py.OpMod, INPLACE_MODULO: py.OpMod,
	BINARY_POWER: py.OpPow, INPLACE_POWER: py.OpPow,
}

// simpleCallFlags are the code flags that callPositional's shortcut
// checks: of them, only CO_OPTIMIZED may be set.
const simpleCallFlags = py.CO_OPTIMIZED | py.CO_VARARGS | py.CO_VARKEYWORDS | py.CO_GENERATOR

// callPositional runs CALL_FUNCTION with positional arguments only
// (argc counts them) when the callee is a Python function or a method
// bound to one: the arguments go from the stack to the callee's frame
// without py.Call's interfaces and argument tuple. done is false, and
// nothing happened, for any other call, which Vm.Call makes.
//
// alpyna patch: the cheaper call of Python functions.
func (vm *Vm) callPositional(argc int32) (done bool, err error) {
	if argc > 0xff {
		return vm.callKeywords(argc)
	}
	s := vm.frame.Stack
	fnIndex := len(s) - int(argc) - 1
	args := s[fnIndex+1:]
	var f *py.Function
	switch fn := s[fnIndex].(type) {
	case *py.Function:
		f = fn
	case *py.BoundMethod:
		switch m := fn.Method.(type) {
		case *py.Function:
			// self goes into the slot of the bound method, so that the
			// arguments stay one slice of the stack
			f = m
			s[fnIndex] = fn.Self
			args = s[fnIndex:]
		case *py.Method:
			// a method implemented in Go (list.append): as
			// BoundMethod.M__call__ calls it
			res, err := m.Call(fn.Self, args)
			return true, vm.pushResult(fnIndex, res, err)
		default:
			return false, nil
		}
	case *py.Type:
		if fn == py.StringType && argc == 1 {
			// str(x): as str's __new__ (StrNew) does for one argument,
			// without parsing its arguments; str's __init__ does
			// nothing
			res, err := py.Str(args[0])
			return true, vm.pushResult(fnIndex, res, err)
		}
		return vm.callType(fn, fnIndex, args) // alpyna patch, fourteenth pass
	case *py.Method:
		if fn.Internal() != py.InternalMethodNone {
			return false, nil // globals(), locals(), eval... need the frame
		}
		// a builtin function (len, str): as Method.M__call__ calls it
		res, err := vm.callBuiltin(fn, args) // alpyna patch, fourteenth pass
		return true, vm.pushResult(fnIndex, res, err)
	default:
		return false, nil
	}
	return true, vm.callFunction(f, fnIndex, args)
}

// newInstance runs the CALL_FUNCTION of a class defined in Python whose
// __init__ is a Python function, with positional arguments, as
// type.__call__ (Type.M__call__, ObjectNew, ObjectInit) does: it makes
// the instance, puts it in the slot of the class, which the arguments
// follow on the stack, calls __init__ with it as self through
// callFunction, and leaves the instance in the slot. done is false, and
// nothing called, for any other class (a metaclass, an exception class,
// a type implemented in Go, an __init__ that is no Python function).
//
// alpyna patch: creating an instance built a tuple of the arguments for
// type.__call__ and another with self for __init__, and ran __init__ by
// evalCode through Function.M__call__.
func (vm *Vm) newInstance(class *py.Type, fnIndex int) (done bool, err error) {
	if class.ObjectType != py.TypeType || class.Flags&py.TPFLAGS_HEAPTYPE == 0 || class.IsSubtype(py.BaseException) || class.HasSubclassNew() {
		// only TypeNew makes heap types: their New is ObjectNew and
		// their Init ObjectInit, but exceptions' (ExceptionNew)
		return false, nil
	}
	// as ObjectInit's GetAttrOrNil, which looks in the class's MRO (type's
	// own dict has no __init__); the method cache saves walking the MRO
	// to a base class's __init__ (alpyna patch, 2026-11-28)
	init, ok := class.LookupCached("__init__").(*py.Function)
	if !ok {
		return false, nil
	}
	inst := class.AllocInstance() // ObjectNew
	s := vm.frame.Stack
	s[fnIndex] = inst
	if err := vm.callFunction(init, fnIndex, s[fnIndex:]); err != nil {
		return true, err
	}
	// ObjectInit ignores what __init__ returns
	vm.frame.Stack[fnIndex] = inst
	return true, nil
}

// callKeywords runs a CALL_FUNCTION with keyword arguments of a Python
// function or a method bound to one as Vm.Call does, from the stack,
// without the rest of Call's set-up; done is false, and nothing called,
// for any other callable or keywords that are not distinct strings
// (Call then runs the instruction).
func (vm *Vm) callKeywords(argc int32) (done bool, err error) {
	s := vm.frame.Stack
	kwStart := len(s) - 2*int((argc>>8)&0xff)
	fnIndex := kwStart - int(argc&0xff) - 1
	res, ok, err := vm.callWithKeywords(s[fnIndex], fnIndex, py.Tuple(s[fnIndex+1:kwStart]), s[kwStart:])
	if !ok {
		return false, nil
	}
	return true, vm.pushResult(fnIndex, res, err)
}

// callMethod runs the CALL_FUNCTION of a method call whose LOAD_ATTR
// found method, a *py.Function or a *py.Method, as the attribute of the
// object it left on the stack (py.LoadMethodCached): the object is self,
// in the slot a bound method would have taken, followed by argc
// positional arguments.
func (vm *Vm) callMethod(method py.Object, argc int32) error {
	s := vm.frame.Stack
	fnIndex := len(s) - int(argc) - 1
	if f, ok := method.(*py.Function); ok {
		return vm.callFunction(f, fnIndex, s[fnIndex:])
	}
	// a method implemented in Go, as BoundMethod.M__call__ calls it
	res, err := callGoMethod(method.(*py.Method), s[fnIndex], s[fnIndex+1:]) // fourteenth pass
	return vm.pushResult(fnIndex, res, err)
}

// callFunction calls f with args, a slice of the stack from fnIndex or
// fnIndex+1 up to its top, and leaves the result at fnIndex.
func (vm *Vm) callFunction(f *py.Function, fnIndex int, args []py.Object) (err error) {
	s := vm.frame.Stack
	var res py.Object
	if co := f.Code; len(args) <= int(co.Argcount) && len(args)+len(f.Defaults) >= int(co.Argcount) && instructions(co).simpleCall {
		// every argument given or defaulted, no cells, generator or
		// locals dict: evalCode's argument parsing has nothing else to
		// do
		pf := takeFrame(vm)
		callee := &pf.frame
		if !callee.Rerun(f.Context, f.Globals, nil, co) {
			callee.Reset(f.Context, f.Globals, nil, co, f.Closure)
		}
		// element by element: copy's runtime call (typedslicecopy)
		// costs more than the few stores of a call's arguments
		vars := callee.Localsplus[:co.Argcount]
		for i, a := range args {
			vars[i] = a
		}
		if given := len(args); given < len(vars) {
			// the defaults are those of the last Argcount arguments
			defs := f.Defaults
			firstDefault := len(vars) - len(defs)
			for i := given; i < len(vars); i++ {
				vars[i] = defs[i-firstDefault]
			}
		}
		res, err = runFrame(&pf.vm, callee)
		pf.release(vm)
	} else {
		var locals py.StringDict // as Function.M__call__
		if f.Code.Flags&py.CO_OPTIMIZED == 0 {
			locals = py.NewStringDict()
		}
		res, err = evalCode(vm, f.Context, f.Code, f.Globals, locals, args, nil, nil, f.Defaults, f.KwDefaults, f.Closure)
	}
	if err != nil {
		vm.frame.Stack = vm.frame.Stack[:fnIndex]
		return err
	}
	s[fnIndex] = res
	vm.frame.Stack = vm.frame.Stack[:fnIndex+1]
	return nil
}

// tupleItem is listItem for a tuple; it is kept out of listItem, which
// runFrame inlines: a tuple's case there made array_init 4% slower
// (alpyna patch, 2026-11-28).
func tupleItem(container, index py.Object) (py.Object, bool) {
	if t, ok := container.(py.Tuple); ok {
		if i, ok := index.(py.Int); ok {
			return py.TupleIndex(t, i)
		}
	}
	return nil, false
}

// listItem returns container[index] where container is a list and index
// an int within it (the superinstructions' subscript).
func listItem(container, index py.Object) (py.Object, bool) {
	if l, ok := container.(*py.List); ok {
		if i, ok := index.(py.Int); ok {
			return py.ListIndex(l, i)
		}
	}
	return nil, false
}

// pushResult ends a call whose callee the stack held at fnIndex: the
// callee and its arguments are dropped, and res pushed unless err.
func (vm *Vm) pushResult(fnIndex int, res py.Object, err error) error {
	s := vm.frame.Stack
	if err != nil {
		vm.frame.Stack = vm.frame.Stack[:fnIndex]
		return err
	}
	s[fnIndex] = res
	vm.frame.Stack = vm.frame.Stack[:fnIndex+1]
	return nil
}

// callWithKeywords calls fn, a Python function or a method bound to one,
// with the positional args and the keyword (name, value) pairs of a call
// the stack holds, fn at fnIndex; ok is false, and nothing called, for
// any other callable or keywords that are not all distinct strings (which
// Vm.Call reports).
func (vm *Vm) callWithKeywords(fn py.Object, fnIndex int, args py.Tuple, kwPairs []py.Object) (res py.Object, ok bool, err error) {
	for i := 0; i < len(kwPairs); i += 2 {
		name, isString := kwPairs[i].(py.String)
		if !isString {
			return nil, false, nil
		}
		for j := 0; j < i; j += 2 {
			if kwPairs[j].(py.String) == name {
				return nil, false, nil
			}
		}
	}
	f, isFunction := fn.(*py.Function)
	if bm, isMethod := fn.(*py.BoundMethod); isMethod {
		if f, isFunction = bm.Method.(*py.Function); isFunction {
			withSelf := vm.frame.Stack[fnIndex : fnIndex+1+len(args)]
			withSelf[0] = bm.Self
			args = py.Tuple(withSelf)
		}
	}
	if !isFunction {
		return nil, false, nil
	}
	if res, done, err := vm.callKeywordsDirect(f, args, kwPairs); done {
		return res, true, err
	}
	var locals py.StringDict // as Function.M__call__
	if f.Code.Flags&py.CO_OPTIMIZED == 0 {
		locals = py.NewStringDict()
	}
	res, err = evalCode(vm, f.Context, f.Code, f.Globals, locals, args, nil, kwPairs, f.Defaults, f.KwDefaults, f.Closure)
	return res, true, err
}

// callKeywordsDirect calls f with positional args and keyword (name,
// value) pairs whose names are distinct strings, as evalCode would, where
// that takes no more than placing the values: f is a simple function (as
// callFunction's shortcut), each keyword names a parameter after the
// positional arguments and every parameter left has a default. done is
// false, and nothing called, otherwise: evalCode then raises the error or
// builds what the call needs.
//
// alpyna patch: keyword calls of Python functions without evalCode's
// argument parsing.
func (vm *Vm) callKeywordsDirect(f *py.Function, args []py.Object, kwPairs []py.Object) (res py.Object, done bool, err error) {
	co := f.Code
	argc := int(co.Argcount)
	if len(args) > argc || !instructions(co).simpleCall {
		return nil, false, nil
	}
	pf := takeFrame(vm)
	callee := &pf.frame
	if !callee.Rerun(f.Context, f.Globals, nil, co) {
		callee.Reset(f.Context, f.Globals, nil, co, f.Closure)
	}
	vars := callee.Localsplus[:argc]
	for i, a := range args { // as callFunction
		vars[i] = a
	}
	first := len(args) // keywords name the parameters after these
	if p := int(co.Posonlyargcount); first < p {
		first = p
	}
	for i := 0; i < len(kwPairs); i += 2 {
		name := string(kwPairs[i].(py.String))
		j := first
		for j < argc && co.Varnames[j] != name {
			j++
		}
		if j == argc {
			pf.release(vm) // not a parameter that may take it
			return nil, false, nil
		}
		vars[j] = kwPairs[i+1]
	}
	defs := f.Defaults
	firstDefault := argc - len(defs)
	for i := len(args); i < argc; i++ {
		if vars[i] == nil {
			if i < firstDefault {
				pf.release(vm) // missing
				return nil, false, nil
			}
			vars[i] = defs[i-firstDefault]
		}
	}
	res, err = runFrame(&pf.vm, callee)
	pf.release(vm)
	return res, true, err
}

// Unwinds the stack for a block
func (vm *Vm) UnwindBlock(frame *py.Frame, block *py.TryBlock) {
	if vm.STACK_LEVEL() > block.Level {
		frame.Stack = frame.Stack[:block.Level]
	}
}

// Unwinds the stack in the presence of an exception
func (vm *Vm) UnwindExceptHandler(frame *py.Frame, block *py.TryBlock) {
	if debugging {
		debugf("** UnwindExceptHandler stack depth %v\n", vm.STACK_LEVEL())
	}
	if vm.STACK_LEVEL() < block.Level+3 {
		panic("vm: Couldn't find traceback on stack")
	} else {
		frame.Stack = frame.Stack[:block.Level+3]
	}
	if debugging {
		debugf("** UnwindExceptHandler stack depth now %v\n", vm.STACK_LEVEL())
	}
	vm.exc.Type, _ = vm.POP().(*py.Type)
	vm.exc.Value = vm.POP()
	vm.exc.Traceback, _ = vm.POP().(*py.Traceback)
	if debugging {
		debugf("** UnwindExceptHandler exc = (type: %v, value: %v, traceback: %v)\n", vm.exc.Type, vm.exc.Value, vm.exc.Traceback)
	}
}

// Run the virtual machine on a Frame object
//
// FIXME figure out how we are going to signal exceptions!
//
// Returns an Object and an error.  The error will be a py.ExceptionInfo
//
// This is the equivalent of PyEval_EvalFrame
func RunFrame(frame *py.Frame) (res py.Object, err error) {
	return runFrame(new(Vm), frame)
}

// runFrame is RunFrame on a VM the caller provides, zeroed.
//
// alpyna patch, thirteenth pass: a pop is written
// `frame.Stack = frame.Stack[:n]`, not `frame.Stack = s[:n]` with s the
// header read before: Go compiles a slice of a field assigned back to
// that field to one store of the length, where the copy made it store
// the whole header and test the write barrier for its pointer. (Comments
// go above the function: the profile of cmd/alpyna/default.pgo names the
// hot call sites by their line in it.)
func runFrame(vm *Vm, frame *py.Frame) (res py.Object, err error) {
	vm.frame = frame
	vm.context = frame.Context

	// FIXME need to do this to save the old exeption when we
	// yield from a generator.  Should save it in the Frame though
	// (see slots in the frame)

	// FIXME make a test for this!

	// FIXME
	// if (co->co_flags & CO_GENERATOR) {
	//     if (!throwflag && f->f_exc_type != NULL && f->f_exc_type != Py_None) {
	//         /* We were in an except handler when we left,
	//            restore the exception state which was put aside
	//            (see YIELD_VALUE). */
	//         swap_exc_state(tstate, f);
	//     }
	//     else
	//         save_exc_state(tstate, f);
	// }

	if int(frame.Lasti) >= len(frame.Code.Code) {
		return nil, py.ExceptionNewf(py.SystemError, "vm: instruction out of range - code most likely finished already")
	}

	// alpyna patch: count the frame against the recursion limit, so that
	// unbounded recursion is a RecursionError instead of a Go stack
	// overflow (py/recursion.go). The deferred LeaveFrame keeps the count
	// right when a Go panic unwinds frames.
	store := frame.Context.Store()
	if err := store.EnterFrame(frame); err != nil {
		return nil, err
	}
	defer store.LeaveFrame()

	// alpyna patch: the hot opcodes run in a switch inside this loop, on
	// the frame's variables held in locals, instead of each being a call
	// through jumpTable; their fast paths (ints and floats, lists, range
	// loops, bool conditions, calls of Python functions) continue the loop
	// at once, and anything else goes to the opcode's function as before.
	decoded := frameInstructions(frame.Code)
	code := decoded.instrs
	consts := frame.Code.Consts
	localVars := frame.LocalVars
	// alpyna patch: the program counter is a local of the loop (pc), not
	// frame.Lasti, so that each dispatch reads and writes a register
	// instead of the frame. frame.Lasti is what tracebacks, warnings
	// (py.RunningFrame) and the opcode functions read: the cases below
	// store pc to it before anything that may run other code, raise or
	// read it (an opcode function, a call, an attribute, a dict's
	// hashing, NumPy's arithmetic), and pc is read back from it after
	// an opcode function or an error (a jump, a handler). The purely
	// local cases (locals, constants, int and float arithmetic and
	// comparisons, jumps, range and list loops) leave it behind.
	pc := frame.Lasti
	// alpyna patch: the loop ends where vm.why can change (the fast
	// return, and after an opcode function or an error below) instead
	// of testing vm.why, a load from memory, before every instruction;
	// every runFrame starts on a VM whose why is whyNot.
dispatch:
	for {
		if debugging {
			debugf("* %4d:", pc)
		}
		// (in's fields are read where they are used: copies in
		// locals of the loop were stored to the stack at every step)
		in := &code[pc]
		pc = in.next
		if debugging {
			debugf(" %v(%d)\n", in.op, in.arg)
		}
		switch in.fast {
		case fastLoadFast:
			if v := localVars[in.arg]; v != nil {
				frame.Stack = append(frame.Stack, v)
				continue
			}
		case fastStoreFast:
			s := frame.Stack
			n := len(s) - 1
			localVars[in.arg] = s[n]
			frame.Stack = frame.Stack[:n]
			continue
		case fastLoadConst:
			frame.Stack = append(frame.Stack, consts[in.arg])
			continue
		case fastPopTop:
			frame.Stack = frame.Stack[:len(frame.Stack)-1]
			continue
		case fastBinary:
			s := frame.Stack
			n := len(s) - 1
			if r, ok := vm.boxes.Binary(fastBinaryOps[in.op], s[n-1], s[n]); ok {
				s[n-1] = r
				frame.Stack = frame.Stack[:n]
				if in.flags&tempResult != 0 {
					vm.temps &^= tempSlot(n - 1)
				}
				continue
			}
			if in.op == BINARY_ADD || in.op == INPLACE_ADD {
				// two strs, as String.M__add__ (s += t may append
				// in place: concatStrs; fourteenth pass)
				if a, ok := s[n-1].(py.String); ok {
					if b, ok := s[n].(py.String); ok {
						s[n-1] = vm.addStrs(in.op, a, b)
						frame.Stack = frame.Stack[:n]
						if in.flags&tempResult != 0 {
							vm.temps &^= tempSlot(n - 1)
						}
						continue
					}
				}
			}
			if in.flags&(tempLeft|tempRight|tempResult) != 0 {
				frame.Lasti = pc
				vm.syncNames()
				if err = vm.binaryTemp(fastBinaryOps[in.op], in.flags); err == nil {
					continue
				}
				goto handleErr
			}
		case fastCompare:
			if in.arg == PyCmp_IN || in.arg == PyCmp_NOT_IN {
				s := frame.Stack
				n := len(s) - 1
				if d, ok := s[n].(*py.Dict); ok {
					frame.Lasti = pc // the key's __hash__ and __eq__ may run
					vm.syncNames()
					_, found, inErr := d.GetItem(s[n-1])
					frame.Stack = frame.Stack[:n]
					if inErr == nil {
						s[n-1] = py.NewBool(found == (in.arg == PyCmp_IN))
						continue
					}
					err = inErr
					goto handleErr
				}
			}
			if in.arg <= PyCmp_GE {
				s := frame.Stack
				n := len(s) - 1
				if r, ok := py.FastCompare(py.CompareOp(in.arg), s[n-1], s[n]); ok {
					s[n-1] = r
					frame.Stack = frame.Stack[:n]
					continue
				}
			}
		case fastPopJumpIf:
			s := frame.Stack
			n := len(s) - 1
			if b, ok := s[n].(py.Bool); ok {
				frame.Stack = frame.Stack[:n]
				if bool(b) == (in.op == POP_JUMP_IF_TRUE) {
					pc = in.arg
				}
				continue
			}
		case fastJumpForward:
			pc += in.arg
			continue
		case fastJumpAbsolute:
			pc = in.arg
			if !interruptRequested.Load() {
				continue
			}
			// do_JUMP_ABSOLUTE below raises the interrupt
		case fastForIter:
			s := frame.Stack
			if it, ok := s[len(s)-1].(*py.RangeIterator); ok {
				if it.Length <= 0 {
					frame.Stack = frame.Stack[:len(s)-1]
					pc += in.arg
					continue
				}
				r := it.Next
				it.Next += it.Step // may wrap after the last item, which is never used
				it.Length--
				frame.Stack = append(s, vm.boxes.Int(r))
				continue
			}
			if it, ok := s[len(s)-1].(*py.Iterator); ok {
				// a list's or tuple's iterator, as Iterator.M__next__
				if items, ok := it.Items(); ok {
					if it.Pos >= len(items) {
						it.Seq = py.Tuple(nil) // exhausted for good, as M__next__
						frame.Stack = frame.Stack[:len(s)-1]
						pc += in.arg
						continue
					}
					frame.Stack = append(s, items[it.Pos])
					it.Pos++
					continue
				}
			}
		case fastBinarySubscr:
			s := frame.Stack
			n := len(s) - 1
			if d, ok := s[n-1].(*py.Dict); ok {
				// as py.GetItem, without its interface dispatch
				frame.Lasti = pc
				vm.syncNames()
				v, subErr := d.M__getitem__(s[n])
				frame.Stack = frame.Stack[:n]
				if subErr == nil {
					s[n-1] = v
					continue
				}
				err = subErr
				goto handleErr
			}
			if l, ok := s[n-1].(*py.List); ok {
				if i, ok := s[n].(py.Int); ok {
					if item, ok := py.ListIndex(l, i); ok {
						s[n-1] = item
						frame.Stack = frame.Stack[:n]
						continue
					}
				}
			}
		case fastStoreSubscr:
			s := frame.Stack
			n := len(s) - 3
			if d, ok := s[n+1].(*py.Dict); ok {
				frame.Lasti = pc
				vm.syncNames()
				err = d.SetItem(s[n+2], s[n])
				frame.Stack = frame.Stack[:n]
				if err == nil {
					continue
				}
				goto handleErr
			}
			if l, ok := s[n+1].(*py.List); ok {
				if i, ok := s[n+2].(py.Int); ok && py.ListSetIndex(l, i, s[n]) {
					frame.Stack = frame.Stack[:n]
					continue
				}
			}
		case fastLoadGlobal:
			// (the cache and the namespaces' identities are loaded
			// here, not kept in locals of the loop: more locals
			// spill more registers in every other case)
			if v, ok := decoded.globals.Load(in.arg, py.NamespaceIDOf(frame.Globals), py.NamespaceIDOf(frame.Builtins)); ok {
				frame.Stack = append(frame.Stack, v)
				continue
			}
			vm.syncNames() // at module level, a name may be pending
			if v, ok := decoded.globals.Lookup(in.arg, frame.Code.Names[in.arg], frame.Globals, frame.Builtins); ok {
				frame.Stack = append(frame.Stack, v)
				continue
			}
		case fastLoadName:
			if vm.names != nil {
				if v, ok := vm.names.Load(in.arg); ok {
					frame.Stack = append(frame.Stack, v)
					continue
				}
			}
			frame.Lasti = pc // loadName may call a mapping's __getitem__
			if v, ok := loadName(vm, in.arg); ok {
				frame.Stack = append(frame.Stack, v)
				continue
			}
		case fastStoreName:
			frame.Lasti = pc
			if vm.names != nil {
				// (vm.names is made only where Locals is the globals)
				s := frame.Stack
				n := len(s) - 1
				vm.names.Store(in.arg, s[n])
				frame.Stack = frame.Stack[:n]
				continue
			}
			storeName(vm, in.arg)
			continue
		case fastLoadAttr:
			frame.Lasti = pc // properties, __getattr__ and errors
			vm.syncNames()
			s := frame.Stack
			n := len(s) - 1
			if in.flags&methodLoad != 0 {
				// the object stays on the stack, to be self of the call
				if vm.method = py.LoadMethodCached(frame.Code, in.arg, s[n]); vm.method != nil {
					continue
				}
			}
			v, attrErr := py.GetAttrCached(frame.Code, in.arg, s[n])
			if attrErr == nil {
				s[n] = v
				continue
			}
			err = attrErr
			goto handleErr
		case fastStoreAttr:
			frame.Lasti = pc
			vm.syncNames()
			s := frame.Stack
			n := len(s) - 2
			err = py.SetAttrCached(frame.Code, in.arg, s[n+1], s[n])
			frame.Stack = frame.Stack[:n]
			if err == nil {
				continue
			}
			goto handleErr
		case fastDupTop:
			frame.Stack = append(frame.Stack, frame.Stack[len(frame.Stack)-1])
			continue
		case fastRotTwo:
			s := frame.Stack
			n := len(s) - 1
			s[n-1], s[n] = s[n], s[n-1]
			continue
		case fastDupTopTwo:
			s := frame.Stack
			n := len(s)
			frame.Stack = append(s, s[n-2], s[n-1])
			continue
		case fastRotThree:
			s := frame.Stack
			n := len(s) - 1
			s[n-2], s[n-1], s[n] = s[n], s[n-2], s[n-1]
			continue
		case fastReturnValue:
			if frame.Block == nil {
				// as do_RETURN_VALUE, with no block to unwind: the
				// loop ends at once
				s := frame.Stack
				n := len(s) - 1
				vm.retval = s[n]
				frame.Stack = frame.Stack[:n]
				frame.Yielded = false
				vm.why = whyReturn
				frame.Lasti = pc
				break dispatch
			}
		case fastCallFunction:
			frame.Lasti = pc
			vm.syncNames()
			if in.flags&methodCall != 0 && vm.method != nil {
				m := vm.method
				vm.method = nil
				if err = vm.callMethod(m, in.arg); err == nil {
					continue
				}
				goto handleErr
			}
			if done, callErr := vm.callPositional(in.arg); done {
				if callErr == nil {
					continue
				}
				err = callErr
				goto handleErr
			}

		// Superinstructions (decode.go, fuse): each runs its run of
		// instructions where its fast path applies; otherwise it runs
		// its first instruction alone (a plain push, or its function
		// below), leaving Lasti at the next one.
		case fastLoadFastFast:
			if v := localVars[in.arg]; v != nil {
				second := &code[in.next]
				if w := localVars[second.arg]; w != nil {
					frame.Stack = append(frame.Stack, v, w)
					pc = second.next
					continue
				}
				frame.Stack = append(frame.Stack, v)
				continue
			}
		case fastLoadFastConst:
			if v := localVars[in.arg]; v != nil {
				second := &code[in.next]
				frame.Stack = append(frame.Stack, v, consts[second.arg])
				pc = second.next
				continue
			}
		case fastLoadFastFastBinary:
			if v := localVars[in.arg]; v != nil {
				second := &code[in.next]
				w := localVars[second.arg]
				if w == nil {
					frame.Stack = append(frame.Stack, v)
					continue
				}
				bin := &code[second.next]
				if r, ok := vm.boxes.Binary(fastBinaryOps[bin.op], v, w); ok {
					if in.flags&fusedStore != 0 {
						store := &code[bin.next]
						localVars[store.arg] = r
						pc = store.next
						continue
					}
					frame.Stack = append(frame.Stack, r)
					if bin.flags&tempResult != 0 {
						vm.temps &^= tempSlot(len(frame.Stack) - 1)
					}
					pc = bin.next
					continue
				}
				// the arithmetic runs on its own, from the stack
				frame.Stack = append(frame.Stack, v, w)
				pc = second.next
				continue
			}
		case fastLoadFastConstBinary:
			if v := localVars[in.arg]; v != nil {
				second := &code[in.next]
				w := consts[second.arg]
				bin := &code[second.next]
				if r, ok := vm.boxes.Binary(fastBinaryOps[bin.op], v, w); ok {
					if in.flags&fusedStore != 0 {
						store := &code[bin.next]
						localVars[store.arg] = r
						pc = store.next
						continue
					}
					frame.Stack = append(frame.Stack, r)
					if bin.flags&tempResult != 0 {
						vm.temps &^= tempSlot(len(frame.Stack) - 1)
					}
					pc = bin.next
					continue
				}
				frame.Stack = append(frame.Stack, v, w)
				pc = second.next
				continue
			}
		case fastLoadFastFastSubscr:
			if v := localVars[in.arg]; v != nil {
				second := &code[in.next]
				w := localVars[second.arg]
				if w == nil {
					frame.Stack = append(frame.Stack, v)
					continue
				}
				if item, ok := listItem(v, w); ok {
					frame.Stack = append(frame.Stack, item)
					pc = code[second.next].next
					continue
				}
				// the subscript runs on its own, from the stack
				frame.Stack = append(frame.Stack, v, w)
				pc = second.next
				continue
			}
		case fastLoadFastConstSubscr:
			if v := localVars[in.arg]; v != nil {
				second := &code[in.next]
				w := consts[second.arg]
				if item, ok := listItem(v, w); ok {
					frame.Stack = append(frame.Stack, item)
					pc = code[second.next].next
					continue
				}
				frame.Stack = append(frame.Stack, v, w)
				pc = second.next
				continue
			}
		case fastRotThreeStoreSubscr:
			// the stack holds container, key, value: ROT_THREE and
			// STORE_SUBSCR store container[key] = value
			s := frame.Stack
			n := len(s) - 3
			if l, ok := s[n].(*py.List); ok {
				if i, ok := s[n+1].(py.Int); ok && py.ListSetIndex(l, i, s[n+2]) {
					frame.Stack = frame.Stack[:n]
					pc = code[in.next].next
					continue
				}
			}
			if d, ok := s[n].(*py.Dict); ok {
				pc = code[in.next].next
				frame.Lasti = pc
				vm.syncNames()
				err = d.SetItem(s[n+1], s[n+2])
				frame.Stack = frame.Stack[:n]
				if err == nil {
					continue
				}
				goto handleErr
			}
			s[n], s[n+1], s[n+2] = s[n+2], s[n], s[n+1] // ROT_THREE alone
			continue
		case fastCompareJump:
			s := frame.Stack
			n := len(s) - 1
			if r, ok := py.FastCompare(py.CompareOp(in.arg), s[n-1], s[n]); ok {
				frame.Stack = frame.Stack[:n-1]
				jump := &code[in.next]
				if bool(r) == (jump.op == POP_JUMP_IF_TRUE) {
					pc = jump.arg
				} else {
					pc = jump.next
				}
				continue
			}
		case fastForIterStore:
			s := frame.Stack
			if it, ok := s[len(s)-1].(*py.RangeIterator); ok {
				if it.Length <= 0 {
					frame.Stack = frame.Stack[:len(s)-1]
					pc += in.arg
					continue
				}
				r := it.Next
				it.Next += it.Step // as fastForIter
				it.Length--
				store := &code[in.next]
				localVars[store.arg] = vm.boxes.Int(r)
				pc = store.next
				continue
			}
			if it, ok := s[len(s)-1].(*py.Iterator); ok {
				// a list's or tuple's iterator, as Iterator.M__next__
				if items, ok := it.Items(); ok {
					if it.Pos >= len(items) {
						it.Seq = py.Tuple(nil) // exhausted for good, as M__next__
						frame.Stack = frame.Stack[:len(s)-1]
						pc += in.arg
						continue
					}
					store := &code[in.next]
					localVars[store.arg] = items[it.Pos]
					it.Pos++
					pc = store.next
					continue
				}
			}
		case fastListAppend:
			// a list comprehension's append, as do_LIST_APPEND
			s := frame.Stack
			n := len(s) - 1
			l := s[n-int(in.arg)].(*py.List)
			l.Items = append(l.Items, s[n])
			frame.Stack = frame.Stack[:n]
			continue
		case fastJumpForIterStore:
			// the JUMP_ABSOLUTE at the end of a for loop's body runs
			// the loop's FOR_ITER STORE_FAST (fastForIterStore) at
			// once, without another dispatch
			pc = in.arg
			if !interruptRequested.Load() {
				loop := &code[pc]
				s := frame.Stack
				if it, ok := s[len(s)-1].(*py.RangeIterator); ok {
					if it.Length <= 0 {
						frame.Stack = frame.Stack[:len(s)-1]
						pc = loop.next + loop.arg
						continue
					}
					r := it.Next
					it.Next += it.Step // as fastForIter
					it.Length--
					store := &code[loop.next]
					localVars[store.arg] = vm.boxes.Int(r)
					pc = store.next
					continue
				}
				if it, ok := s[len(s)-1].(*py.Iterator); ok {
					if items, ok := it.Items(); ok {
						if it.Pos >= len(items) {
							it.Seq = py.Tuple(nil) // exhausted for good, as M__next__
							frame.Stack = frame.Stack[:len(s)-1]
							pc = loop.next + loop.arg
							continue
						}
						store := &code[loop.next]
						localVars[store.arg] = items[it.Pos]
						it.Pos++
						pc = store.next
						continue
					}
				}
				continue // the FOR_ITER runs on its own
			}
			// do_JUMP_ABSOLUTE below raises the interrupt

		// alpyna patch, fourteenth pass: a loop's set-up (these cases
		// come last so that the lines of the others, which the PGO
		// profile names, stay where they were)
		case fastGetIter:
			s := frame.Stack
			n := len(s) - 1
			if it := iterFast(s[n]); it != nil {
				s[n] = it
				continue
			}
		case fastCallRangeIter:
			s := frame.Stack
			fnIndex := len(s) - int(in.arg) - 1
			if t, ok := s[fnIndex].(*py.Type); ok && t == py.RangeType {
				if it, ok := rangeIterator(s[fnIndex+1:]); ok {
					s[fnIndex] = it
					frame.Stack = frame.Stack[:fnIndex+1]
					pc = code[pc].next // past the GET_ITER
					continue
				}
			}
			// any other call, or range's errors: as fastCallFunction
			frame.Lasti = pc
			vm.syncNames()
			if done, callErr := vm.callPositional(in.arg); done {
				if callErr == nil {
					continue
				}
				err = callErr
				goto handleErr
			}
		case fastSetupLoop:
			// as do_SETUP_LOOP
			frame.PushBlock(py.TryBlockSetupLoop, pc+in.arg, len(frame.Stack))
			continue
		case fastPopBlock:
			// as do_POP_BLOCK
			frame.PopBlock()
			continue
		}
		frame.Lasti = pc
		vm.syncNames()
		err = jumpTable[in.op](vm, in.arg)
	handleErr:
		if err != nil {
			// FIXME shouldn't be doing this - just use err?
			if errExcInfo, ok := err.(py.ExceptionInfo); ok {
				vm.curexc = errExcInfo
				vm.AddTraceback(&vm.curexc)
				vm.why = whyException
			} else {
				vm.SetException(py.MakeException(err))
			}
		}
		if debugging {
			debugf("* Stack = %#v\n", frame.Stack)
			// if len(frame.Stack) > 0 {
			// 	if t, ok := vm.TOP().(*py.Type); ok {
			// 		if debugging { debugf(" * TOP = %#v\n", t) }
			// 	}
			// }
		}
		if vm.why == whyYield {
			goto fast_yield
		}

		// Something exceptional has happened - unwind the block stack
		// and find out what
		for vm.why != whyNot && frame.Block != nil {
			// Peek at the current block.
			b := frame.Block
			if debugging {
				debugf("*** Unwinding %#v vm %#v\n", b, vm)
			}

			if b.Type == py.TryBlockSetupLoop && vm.why == whyContinue {
				vm.why = whyNot
				dest := vm.retval.(py.Int)
				frame.Lasti = int32(dest)
				break
			}

			// Now we have to pop the block.
			frame.PopBlock()

			if b.Type == py.TryBlockExceptHandler {
				if debugging {
					debugf("*** EXCEPT_HANDLER\n")
				}
				vm.UnwindExceptHandler(frame, b)
				continue
			}
			vm.UnwindBlock(frame, b)
			if b.Type == py.TryBlockSetupLoop && vm.why == whyBreak {
				if debugging {
					debugf("*** Loop\n")
				}
				vm.why = whyNot
				frame.Lasti = b.Handler
				break
			}
			if vm.why == whyException && (b.Type == py.TryBlockSetupExcept || b.Type == py.TryBlockSetupFinally) {
				if debugging {
					debugf("*** Exception\n")
				}
				handler := b.Handler
				// This invalidates b
				frame.PushBlock(py.TryBlockExceptHandler, -1, vm.STACK_LEVEL())
				vm.PUSH(vm.exc.Traceback)
				vm.PUSH(vm.exc.Value)
				if vm.exc.Type == nil {
					vm.PUSH(py.None)
				} else {
					vm.PUSH(vm.exc.Type) // can be nil
				}
				// FIXME PyErr_Fetch(&exc, &val, &tb)
				exc := vm.curexc.Type
				val := vm.curexc.Value
				tb := vm.curexc.Traceback
				vm.curexc.Type = nil
				vm.curexc.Value = nil
				vm.curexc.Traceback = nil
				// Make the raw exception data
				// available to the handler,
				// so a program can emulate the
				// Python main loop.
				// FIXME PyErr_NormalizeException(exc, &val, &tb)
				// FIXME PyException_SetTraceback(val, tb)
				vm.exc.Type = exc
				vm.exc.Value = val
				vm.exc.Traceback = tb
				if e, ok := val.(*py.Exception); ok && tb != nil {
					// alpyna patch: a caught exception keeps its
					// traceback, as __traceback__
					e.Traceback = tb
				}
				vm.PUSH(tb)
				vm.PUSH(val)
				if exc == nil {
					vm.PUSH(py.None)
				} else {
					vm.PUSH(exc)
				}
				vm.why = whyNot
				frame.Lasti = handler
				break
			}
			if b.Type == py.TryBlockSetupFinally {
				if vm.why == whyReturn || vm.why == whyContinue {
					vm.PUSH(vm.retval)
				}
				vm.PUSH(py.Int(vm.why))
				vm.why = whyNot
				frame.Lasti = b.Handler
				break
			}
		}
		if vm.why != whyNot {
			break
		}
		// an opcode function or a handler may have moved it
		pc = frame.Lasti
	}
	if debugging {
		debugf("EXIT with %v\n", vm.why)
	}
	if vm.why != whyReturn {
		vm.retval = nil
	}
	if vm.names != nil {
		// the finished frame's cache no longer keeps its values alive
		// as the owner (it may be yielding: a generator's frame never
		// has one)
		vm.names.Release()
		vm.names = nil
	}
	if vm.retval == nil && !vm.curexc.IsSet() {
		panic("vm: no result or exception")
	}
	if vm.retval != nil && vm.curexc.IsSet() {
		panic("vm: result and exception")
	}

fast_yield:
	// FIXME
	// if (co->co_flags & CO_GENERATOR) {
	//     /* The purpose of this block is to put aside the generator's exception
	//        state and restore that of the calling frame. If the current
	//        exception state is from the caller, we clear the exception values
	//        on the generator frame, so they are not swapped back in latter. The
	//        origin of the current exception state is determined by checking for
	//        except handler blocks, which we must be in iff a new exception
	//        state came into existence in this frame. (An uncaught exception
	//        would have why == WHY_EXCEPTION, and we wouldn't be here). */
	//     int i;
	//     for (i = 0; i < f->f_iblock; i++)
	//         if (f->f_blockstack[i].b_type == EXCEPT_HANDLER)
	//             break;
	//     if (i == f->f_iblock)
	//         /* We did not create this exception. */
	//         restore_and_clear_exc_state(tstate, f);
	//     else
	//         swap_exc_state(tstate, f);
	// }

	if vm.curexc.IsSet() {
		return vm.retval, vm.curexc
	}
	return vm.retval, nil
}

// Chooses trueString if flag is true, falseString otherwise
func chooseString(flag bool, trueString, falseString string) string {
	if flag {
		return trueString
	}
	return falseString
}

// Returns a plural suffix "s" or ""
func pluralSuffix(plural bool) string {
	if plural {
		return "s"
	}
	return ""
}

// Format and error for missing arguments
func formatMissing(kind string, co *py.Code, names []string) error {
	var name_str string
	/* Deal with the joys of natural language. */
	switch len(names) {
	case 0:
		panic("vm: format_missing: no names")
	case 1:
		name_str = "'" + names[0] + "'"
	case 2:
		name_str = fmt.Sprintf("'%s' and '%s'", names[len(names)-2], names[len(names)-1])
	default:
		tail := fmt.Sprintf(", '%s', and '%s'", names[len(names)-2], names[len(names)-1])
		// Stitch everything up into a nice comma-separated list.
		name_str = "'" + strings.Join(names[:len(names)-2], "', '") + "'" + tail
	}
	return py.ExceptionNewf(py.TypeError,
		"%s() missing %d required %s argument%s: %s",
		co.Name,
		len(names),
		kind,
		pluralSuffix(len(names) != 1),
		name_str)
}

// Format an error for missing arguments
func missingArguments(co *py.Code, missing, defcount int, fastlocals []py.Object) error {
	positional := defcount != -1
	kind := chooseString(positional, "positional", "keyword-only")
	var missing_names []string

	/* Compute the names of the arguments that are missing. */
	var start, end int
	if positional {
		start = 0
		end = int(co.Argcount) - defcount
	} else {
		start = int(co.Argcount)
		end = start + int(co.Kwonlyargcount)
	}
	for i := start; i < end; i++ {
		if fastlocals[i] == nil {
			name := co.Varnames[i]
			missing_names = append(missing_names, name)
		}
	}
	return formatMissing(kind, co, missing_names)
}

// Format an error for too many positional arguments
func tooManyPositional(co *py.Code, given, defcount int, fastlocals []py.Object) error {
	kwonly_given := 0

	//assert((co.Flags & CO_VARARGS) == 0)
	/* Count missing keyword-only args. */
	for i := co.Argcount; i < co.Argcount+co.Kwonlyargcount; i++ {
		if fastlocals[i] != nil {
			kwonly_given++
		}
	}
	var plural bool
	var sig string
	var kwonly_sig string
	if defcount != 0 {
		atleast := int(co.Argcount) - defcount
		plural = true
		sig = fmt.Sprintf("from %d to %d", atleast, co.Argcount)
	} else {
		plural = co.Argcount != 1
		sig = fmt.Sprintf("%d", co.Argcount)
	}
	if kwonly_given != 0 {
		kwonly_sig = fmt.Sprintf(" positional argument%s (and %d keyword-only argument%s)", pluralSuffix(given != 1), kwonly_given, pluralSuffix(kwonly_given != 1))
	}
	return py.ExceptionNewf(py.TypeError,
		"%s() takes %s positional argument%s but %d%s %s given",
		co.Name,
		sig,
		pluralSuffix(plural),
		given,
		kwonly_sig,
		chooseString(given == 1 && kwonly_given == 0, "was", "were"))
}

// EvalCode runs a new virtual machine on a Code object.
//
// # Any parameters are expected to have been decoded into locals
//
// Returns an Object and an error.  The error will be a py.ExceptionInfo
//
// This is the equivalent of PyEval_EvalCode with closure support
func EvalCode(ctx py.Context, co *py.Code, globals, locals py.StringDict, args []py.Object, kws py.StringDict, defs []py.Object, kwdefs py.StringDict, closure py.Tuple) (retval py.Object, err error) {
	return evalCode(nil, ctx, co, globals, locals, args, kws, nil, defs, kwdefs, closure)
}

// evalCode is EvalCode with the keyword arguments either in kws or, as
// the VM's stack holds them, in kwPairs: name (a py.String), value, name,
// value... (alpyna patch: a call with keywords used to build a dict).
// caller is the VM of the frame making the call, or nil: the callee's
// frame is the one its previous call left (Vm.spare) where there is one.
func evalCode(caller *Vm, ctx py.Context, co *py.Code, globals, locals py.StringDict, args []py.Object, kws py.StringDict, kwPairs []py.Object, defs []py.Object, kwdefs py.StringDict, closure py.Tuple) (retval py.Object, err error) {
	total_args := int(co.Argcount + co.Kwonlyargcount)
	n := len(args)
	var kwdict *py.Dict // alpyna patch: **kwargs keeps the call's order (PEP 468)

	if globals == nil {
		return nil, py.ExceptionNewf(py.SystemError, "PyEval_EvalCodeEx: nil globals")
	}

	//assert(tstate != nil)
	//assert(globals != nil)
	// f = PyFrame_New(tstate, co, globals, locals)
	// alpyna patch: the frame and its VM come from framePool
	pf := takeFrame(caller)
	f := &pf.frame
	f.Reset(ctx, globals, locals, co, closure) // FIXME extra closure parameter?

	fastlocals := f.Localsplus
	freevars := f.CellAndFreeVars

	/* Parse arguments. */
	if co.Flags&py.CO_VARKEYWORDS != 0 {
		kwdict = py.NewDict()
		i := total_args
		if co.Flags&py.CO_VARARGS != 0 {
			i++
		}
		fastlocals[i] = kwdict
	}
	if len(args) > int(co.Argcount) {
		n = int(co.Argcount)
	}
	for i := 0; i < n; i++ {
		fastlocals[i] = args[i]
	}
	if co.Flags&py.CO_VARARGS != 0 {
		u := make(py.Tuple, len(args)-n)
		fastlocals[total_args] = u
		for i := n; i < len(args); i++ {
			u[i-n] = args[i]
		}
	}
	assignKeyword := func(keyword string, value py.Object) error {
		for j := int(co.Posonlyargcount); j < total_args; j++ {
			if co.Varnames[j] == keyword {
				if fastlocals[j] != nil {
					return py.ExceptionNewf(py.TypeError, "%s() got multiple values for argument '%s'", co.Name, keyword)
				}
				fastlocals[j] = value
				return nil
			}
		}
		if kwdict == nil {
			if err := positionalOnlyAsKeyword(co, kws, kwPairs); err != nil {
				return err
			}
			return py.ExceptionNewf(py.TypeError, "%s() got an unexpected keyword argument '%s'", co.Name, keyword)
		}
		return kwdict.SetItem(py.String(keyword), value)
	}
	// alpyna patch: in the call's order, for **kwargs and for which keyword an error names
	for _, keyword := range py.KeywordOrder(kws) {
		if err := assignKeyword(keyword, kws[keyword]); err != nil {
			return nil, err
		}
	}
	for i := 0; i+1 < len(kwPairs); i += 2 {
		if err := assignKeyword(string(kwPairs[i].(py.String)), kwPairs[i+1]); err != nil {
			return nil, err
		}
	}
	if len(args) > int(co.Argcount) && co.Flags&py.CO_VARARGS == 0 {
		return nil, tooManyPositional(co, len(args), len(defs), fastlocals)
	}
	if len(args) < int(co.Argcount) {
		m := int(co.Argcount) - len(defs)
		missing := 0
		for i := len(args); i < m; i++ {
			if fastlocals[i] == nil {
				missing++
			}
		}
		if missing != 0 {
			return nil, missingArguments(co, missing, len(defs), fastlocals)
		}
		i := 0
		if n > m {
			i = n - m
		}
		for ; i < len(defs); i++ {
			if fastlocals[m+i] == nil {
				fastlocals[m+i] = defs[i]
			}
		}
	}
	if co.Kwonlyargcount > 0 {
		missing := 0
		for i := int(co.Argcount); i < total_args; i++ {
			if fastlocals[i] != nil {
				continue
			}
			name := co.Varnames[i]
			if kwdefs != nil {
				if def, ok := kwdefs[name]; ok {
					fastlocals[i] = def
					continue
				}
			}
			missing++
		}
		if missing != 0 {
			return nil, missingArguments(co, missing, -1, fastlocals)
		}
	}

	/* Allocate and initialize storage for cell vars, and copy free
	   vars into frame. */
	if len(co.Cellvars) > 0 && co.Cell2arg == nil {
		// alpyna patch: the compiler builds Code without the cell to
		// argument map, so arguments captured by closures were lost
		co.Cell2arg = cellToArg(co)
	}
	for i := 0; i < len(co.Cellvars); i++ {
		/* Possibly account for the cell variable being an argument. */
		var c *py.Cell
		if co.Cell2arg != nil && co.Cell2arg[i] != py.CO_CELL_NOT_AN_ARG {
			c = py.NewCell(fastlocals[co.Cell2arg[i]])
			/* Clear the local copy. */
			fastlocals[co.Cell2arg[i]] = nil
		} else {
			c = py.NewCell(nil)
		}
		fastlocals[int(co.Nlocals)+i] = c
		//freevars[i] = c
	}
	for i := 0; i < len(co.Freevars); i++ {
		freevars[len(co.Cellvars)+i] = closure[i]
	}

	if co.Flags&py.CO_GENERATOR != 0 {
		/* Create a new generator that owns the ready to run frame
		 * and return that as the value. */
		return py.NewGenerator(f), nil
	}

	retval, err = runFrame(&pf.vm, f)
	pf.release(caller)
	return retval, err
}

// A pooledFrame is a call's frame and the VM that runs it, allocated
// together and reused by later calls (alpyna patch: a Python call used to
// allocate a frame, its variables, its value stack, its VM and a locals
// dict).
type pooledFrame struct {
	frame py.Frame
	vm    Vm
}

var framePool = sync.Pool{New: func() any { return new(pooledFrame) }}

// takeFrame returns a released frame for a call made from the frame that
// caller runs (nil where a call does not come from the VM): the one the
// caller's previous call left, or one from framePool.
func takeFrame(caller *Vm) *pooledFrame {
	if caller != nil && caller.spare != nil {
		pf := caller.spare
		caller.spare = nil
		return pf
	}
	return poolFrame()
}

// poolFrame takes a frame from framePool (takeFrame, kept small enough for
// Go to inline, calls it where the caller kept none).
func poolFrame() *pooledFrame {
	return framePool.Get().(*pooledFrame)
}

// release returns pf after its call, unless something may still refer to
// the frame: a traceback made while it ran (tracebacks hold their frames)
// keeps it out of the pool for good. The caller's VM keeps it for its
// next call (alpyna patch: sync.Pool's Get and Put cost a tenth of a
// call); otherwise it goes to framePool.
func (pf *pooledFrame) release(caller *Vm) {
	if pf.vm.frameReferenced {
		return
	}
	pf.vm.reset()
	if caller != nil && caller.spare == nil {
		// the caller's next call, often of the same function, reuses
		// the frame as it is laid out
		pf.frame.ReleaseKeepingCode()
		caller.spare = pf
		return
	}
	pf.frame.Release()
	framePool.Put(pf)
}

// reset zeroes the VM of a finished call for the next one, but for the
// frame it keeps for its own calls.
func (vm *Vm) reset() {
	vm.frame = nil
	vm.extended = false
	vm.ext = 0
	vm.retval = nil
	vm.why = whyNot
	vm.curexc = py.ExceptionInfo{}
	vm.exc = py.ExceptionInfo{}
	vm.context = nil
	vm.strings = stringAppender{}
	vm.subscriptErr = nil
	vm.frameReferenced = false
	vm.method = nil
	vm.names = nil
	// vm.boxes stays: its boxes are unused
}

// cellToArg maps each cell variable of co to the argument of the same
// name, or to py.CO_CELL_NOT_AN_ARG, as py.NewCode does.
func cellToArg(co *py.Code) []byte {
	totalArgs := int(co.Argcount + co.Kwonlyargcount)
	if co.Flags&py.CO_VARARGS != 0 {
		totalArgs++
	}
	if co.Flags&py.CO_VARKEYWORDS != 0 {
		totalArgs++
	}
	m := make([]byte, len(co.Cellvars))
	for i, cell := range co.Cellvars {
		m[i] = py.CO_CELL_NOT_AN_ARG
		for j := 0; j < totalArgs && j < len(co.Varnames); j++ {
			if co.Varnames[j] == cell {
				m[i] = byte(j)
				break
			}
		}
	}
	return m
}

// Write the py global to avoid circular import
func init() {
	py.VmEvalCode = EvalCode
	py.VmRunFrame = RunFrame
}
