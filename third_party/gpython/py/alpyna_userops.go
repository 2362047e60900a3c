// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: what the evaluation loop needs to call the arithmetic
// and ordering methods of Python classes (`a + b` where a's class defines
// __add__ in Python, `a < b` with __lt__) as it calls any Python function, from its stack, instead of
// through Add, userMethod and Call, which built an argument tuple and a
// frame without the loop's pooled frames.

package py

// A UserOperator names one arithmetic operator for the evaluation loop:
// the special methods its protocol may call and the operator's text in
// its TypeError, in binary and in-place form.
type UserOperator struct {
	Name, Reflected, Inplace string // "__add__", "__radd__", "__iadd__"
	Op, InplaceOp            string // "+", "+="
	binary                   func(a, b Object, op string) (Object, error)
	// compare is true for the orderings (<, <=, >, >=), whose reflected
	// method is tried whatever the operands' types, and whose TypeError
	// says "not supported between instances of"
	compare bool
}

// The operators the evaluation loop runs this way (== and != are left
// to Eq and Ne: instances have Go methods for them).
var (
	UserAdd     = &UserOperator{"__add__", "__radd__", "__iadd__", "+", "+=", binaryAdd, false}
	UserSub     = &UserOperator{"__sub__", "__rsub__", "__isub__", "-", "-=", binarySub, false}
	UserMul     = &UserOperator{"__mul__", "__rmul__", "__imul__", "*", "*=", binaryMul, false}
	UserTrueDiv = &UserOperator{"__truediv__", "__rtruediv__", "__itruediv__", "/", "/=", binaryTrueDiv, false}
	UserLt      = &UserOperator{Name: "__lt__", Reflected: "__gt__", Op: "<", compare: true}
	UserLe      = &UserOperator{Name: "__le__", Reflected: "__ge__", Op: "<=", compare: true}
	UserGt      = &UserOperator{Name: "__gt__", Reflected: "__lt__", Op: ">", compare: true}
	UserGe      = &UserOperator{Name: "__ge__", Reflected: "__le__", Op: ">=", compare: true}
)

// UserOperatorMethod returns what the class of a gives for the special
// method name, when ok: a is an instance of a class defined in Python and
// b an int, a float or an object defined in Python, so that the
// operator's protocol (Add, IAdd...) calls that method with (a, b) before
// anything with an effect: the Go methods it tries before are a's, which
// has none, and b's reflected one, which for an int or a float returns
// NotImplemented. fn is nil where the class lacks the method, or where it
// is no Python function (then ok is false: the generic protocol runs).
func UserOperatorMethod(a, b Object, name string) (fn *Function, ok bool) {
	inst, isType := a.(*Type)
	if !isType || inst.Mro != nil {
		return nil, false // not an instance of a Python class
	}
	class := inst.ObjectType
	if class == nil || class.Mro == nil || class.Flags&TPFLAGS_HEAPTYPE == 0 {
		return nil, false
	}
	switch bt := b.(type) {
	case Int, Float:
	case *Type:
		if bt.Mro == nil && (bt.ObjectType == nil || bt.ObjectType.Flags&TPFLAGS_HEAPTYPE == 0) {
			return nil, false
		}
	default:
		return nil, false
	}
	switch m := class.LookupCached(name).(type) {
	case nil:
		return nil, true
	case *Function:
		return m, true
	}
	return nil, false
}

// UserOperatorRest finishes the protocol of o for a and b after a's
// binary method returned NotImplemented: b's reflected method, then the
// TypeError naming op (o.Op, or o.InplaceOp for an augmented assignment).
func UserOperatorRest(o *UserOperator, a, b Object, op string) (Object, error) {
	if o.compare { // as Lt, Le, Gt and Ge
		if res, ok, err := userMethod1(b, o.Reflected, a); ok {
			return res, err
		}
		return nil, ExceptionNewf(TypeError, "'%s' not supported between instances of '%s' and '%s'", o.Op, a.Type().Name, b.Type().Name)
	}
	if differentTypes(a, b) {
		if res, ok, err := userMethod1(b, o.Reflected, a); ok {
			return res, err
		}
	}
	return nil, binaryOpError(op, a, b)
}

// UserOperatorAfterInplace finishes the protocol of the augmented
// assignment o for a and b after a's in-place method returned
// NotImplemented: the binary operator's protocol, its TypeError naming
// the augmented assignment.
func UserOperatorAfterInplace(o *UserOperator, a, b Object) (Object, error) {
	return o.binary(a, b, o.InplaceOp)
}
