// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: helpers used by the generated operators in arithmetic.go.

package py

import (
	"math"
	"math/big"
	"reflect"
	"strings"
)

// boolAsInt returns a bool as the int 0 or 1 and any other object unchanged,
// since bool is a subclass of int for every numeric operator.
func boolAsInt(o Object) Object {
	if b, ok := o.(Bool); ok {
		if b {
			return Int(1)
		}
		return Int(0)
	}
	return o
}

// boolOperands converts the bools among a binary operator's operands to ints,
// except the right operand of a str operator: "%s" % True must give 'True'.
func boolOperands(a, b Object) (Object, Object) {
	if _, isStr := a.(String); isStr {
		return a, b
	}
	return boolAsInt(a), boolAsInt(b)
}

// userMethod looks name up on the class of an instance of a class defined in
// Python (or of an exception) and calls it with self and args.
//
// ok is false when self is not such an instance, the class does not define
// the method, or the method returned NotImplemented.
func userMethod(self Object, name string, args ...Object) (res Object, ok bool, err error) {
	switch self.(type) {
	case *Type, *Exception:
	default:
		return nil, false, nil
	}
	fn := self.Type().LookupCached(name) // alpyna patch: the method cache
	if fn == nil {
		return nil, false, nil
	}
	// one allocation for the arguments (append to Tuple{self} made two)
	callArgs := make(Tuple, len(args)+1)
	callArgs[0] = self
	copy(callArgs[1:], args)
	res, err = Call(fn, callArgs, nil)
	if err != nil {
		return nil, true, err
	}
	if res == NotImplemented {
		return nil, false, nil
	}
	return res, true, nil
}

func userMethod0(self Object, name string) (Object, bool, error) {
	return userMethod(self, name)
}

func userMethod1(self Object, name string, arg Object) (Object, bool, error) {
	return userMethod(self, name, arg)
}

// Is reports whether a and b are the same object, Python's "a is b".
func Is(a, b Object) bool {
	return identical(a, b)
}

// identical reports whether a and b are the same object, which is what
// == means for objects that define no equality of their own.
func identical(a, b Object) bool {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	if va.Type() != vb.Type() {
		return false
	}
	if !va.Type().Comparable() {
		switch va.Kind() {
		case reflect.Slice, reflect.Map, reflect.Func:
			return va.Pointer() == vb.Pointer()
		}
		return false
	}
	return a == b
}

// moduloError gives integer % by zero CPython's own message.
func moduloError(err error) error {
	if err != nil && IsException(ZeroDivisionError, err) {
		return ExceptionNewf(ZeroDivisionError, "integer modulo by zero")
	}
	return err
}

// binaryOpError is CPython's TypeError for a binary operator that no
// operand supports; op is as written in a format string ("%%" for %).
func binaryOpError(op string, a, b Object) error {
	op = strings.ReplaceAll(op, "%%", "%")
	isSeq := func(o Object) bool {
		switch o.(type) {
		case String, *List, Tuple, Bytes:
			return true
		}
		return false
	}
	// alpyna patch: an augmented assignment ("+=", "@=") names itself in the
	// generic message; the sequence messages are those of its operator.
	base := op
	if len(op) > 1 && strings.HasSuffix(op, "=") {
		base = op[:len(op)-1]
	}
	switch op := base; {
	case op == "+" && isSeq(a) && a.Type() != b.Type():
		return ExceptionNewf(TypeError, "can only concatenate %s (not \"%s\") to %s", a.Type().Name, b.Type().Name, a.Type().Name)
	case op == "*" && isSeq(a):
		return ExceptionNewf(TypeError, "can't multiply sequence by non-int of type '%s'", b.Type().Name)
	case op == "*" && isSeq(b):
		return ExceptionNewf(TypeError, "can't multiply sequence by non-int of type '%s'", a.Type().Name)
	}
	return ExceptionNewf(TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", op, a.Type().Name, b.Type().Name)
}

// compareIntFloat compares an int with a float by their exact values
// (2**53 + 1 != float(2**53 + 1)); ok is false unless one operand is an int
// (or bool) and the other a float.
func compareIntFloat(op string, a, b Object) (Object, bool) {
	var i Object
	var f Float
	swapped := false
	switch x := b.(type) {
	case Float:
		i, f = a, x
	default:
		fa, isFloat := a.(Float)
		if !isFloat {
			return nil, false
		}
		i, f, swapped = b, fa, true
	}
	bi, ok := ConvertToBigInt(boolAsInt(i))
	if !ok {
		return nil, false
	}
	var c int // sign of int - float
	switch x := float64(f); {
	case math.IsNaN(x):
		return NewBool(op == "ne"), true
	case math.IsInf(x, 1):
		c = -1
	case math.IsInf(x, -1):
		c = 1
	default:
		c = new(big.Float).SetInt((*big.Int)(bi)).Cmp(big.NewFloat(x))
	}
	if swapped {
		c = -c
	}
	switch op {
	case "lt":
		return NewBool(c < 0), true
	case "le":
		return NewBool(c <= 0), true
	case "gt":
		return NewBool(c > 0), true
	case "ge":
		return NewBool(c >= 0), true
	case "eq":
		return NewBool(c == 0), true
	}
	return NewBool(c != 0), true
}

// trueDivide is a / b where one operand is an int (or bool) and the other an
// int, bool or float; it is NotImplemented for any other operand, so that
// the other type's reflected method runs. Two ints divide correctly
// rounded, as in CPython, even beyond 2**53.
func trueDivide(a, b Object) (Object, error) {
	fa, aFloat := a.(Float)
	fb, bFloat := b.(Float)
	ia, aInt := ConvertToBigInt(a)
	ib, bInt := ConvertToBigInt(b)
	switch {
	case aInt && bInt:
		if (*big.Int)(ib).Sign() == 0 {
			return nil, ExceptionNewf(ZeroDivisionError, "division by zero")
		}
		if x, y := (*big.Int)(ia), (*big.Int)(ib); x.IsInt64() && y.IsInt64() && abs64(x.Int64()) <= 1<<53 && abs64(y.Int64()) <= 1<<53 {
			return Float(float64(x.Int64()) / float64(y.Int64())), nil
		}
		f, _ := new(big.Rat).SetFrac((*big.Int)(ia), (*big.Int)(ib)).Float64()
		if math.IsInf(f, 0) {
			return nil, ExceptionNewf(OverflowError, "integer division result too large for a float")
		}
		return Float(f), nil
	case aInt && bFloat:
		x, err := (*BigInt)(ia).Float()
		if err != nil {
			return nil, err
		}
		if fb == 0 {
			return nil, ExceptionNewf(ZeroDivisionError, "float division by zero")
		}
		return x / fb, nil
	case aFloat && bInt:
		y, err := (*BigInt)(ib).Float()
		if err != nil {
			return nil, err
		}
		if y == 0 {
			return nil, ExceptionNewf(ZeroDivisionError, "float division by zero")
		}
		return fa / y, nil
	}
	return NotImplemented, nil
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// differentTypes reports whether the reflected method of b should be tried
// after a's: their Python types differ, or one is the big form of int.
func differentTypes(a, b Object) bool {
	if a.Type() != b.Type() {
		return true
	}
	_, aBig := a.(*BigInt)
	_, bBig := b.(*BigInt)
	return aBig != bBig
}
