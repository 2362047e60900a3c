// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: `a + b`, `a - b`, `a * b`, `a / b`, their augmented
// assignments and `a < b`, `<=`, `>`, `>=`, where a is an instance of a
// class that defines the operator in Python (a vector class's __add__), call that method as the
// loop calls a Python function, with a and b from the stack and the
// caller's spare frame, instead of through py.Add, which looked the
// method up through the class's MRO, built a tuple of the arguments and
// ran the method through Function.M__call__ and evalCode.

package vm

import "github.com/go-python/gpython/py"

// userOperatorOf returns the operator of py.FastBinary that userOperator
// runs, or nil.
func userOperatorOf(op py.BinaryOp) *py.UserOperator {
	switch op {
	case py.OpAdd:
		return py.UserAdd
	case py.OpSub:
		return py.UserSub
	case py.OpMul:
		return py.UserMul
	case py.OpTrueDiv:
		return py.UserTrueDiv
	}
	return nil
}

// userCompareOf returns the ordering COMPARE_OP opname that
// userOperator runs, or nil (== and != are left to py.Eq and py.Ne).
func userCompareOf(opname int32) *py.UserOperator {
	switch opname {
	case PyCmp_LT:
		return py.UserLt
	case PyCmp_LE:
		return py.UserLe
	case PyCmp_GT:
		return py.UserGt
	case PyCmp_GE:
		return py.UserGe
	}
	return nil
}

// userOperator runs a o b (a o= b where inplace) for the opcode whose
// function has popped b, leaving a on top, when py.UserOperatorMethod
// says the operator's protocol begins with a method of a's class defined
// in Python; done is false, and nothing run, otherwise. The protocol is
// the generic one's: for an augmented assignment the in-place method,
// then the binary one; after NotImplemented, b's reflected method, then
// the TypeError.
func (vm *Vm) userOperator(o *py.UserOperator, a, b py.Object, inplace bool) (done bool, err error) {
	op := o.Op
	if inplace {
		fn, ok := py.UserOperatorMethod(a, b, o.Inplace)
		if !ok {
			return false, nil
		}
		if fn != nil {
			res, err := vm.callOperator(fn, b)
			if err != nil || res != py.NotImplemented {
				return true, err
			}
			return true, vm.setTopAndCheckErr(py.UserOperatorAfterInplace(o, a, b))
		}
		op = o.InplaceOp
	}
	fn, ok := py.UserOperatorMethod(a, b, o.Name)
	if !ok || fn == nil {
		return false, nil
	}
	res, err := vm.callOperator(fn, b)
	if err != nil || res != py.NotImplemented {
		return true, err
	}
	return true, vm.setTopAndCheckErr(py.UserOperatorRest(o, a, b, op))
}

// callOperator calls fn with the top of the stack and b, and leaves the
// result on top in place of the first; it returns the result too.
func (vm *Vm) callOperator(fn *py.Function, b py.Object) (py.Object, error) {
	vm.PUSH(b)
	fnIndex := len(vm.frame.Stack) - 2
	if err := vm.callFunction(fn, fnIndex, vm.frame.Stack[fnIndex:]); err != nil {
		return nil, err
	}
	return vm.TOP(), nil
}
