// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: fast paths for the VM's hottest operations. The generic
// operators (Add, Lt, ...) try the boolean conversion, the left operand's
// method, the right operand's reflected method and methods of Python
// classes in turn; for two ints, two floats or an int and a float the
// result is known in advance, so the VM asks these functions first and
// falls back to the generic operator when they decline (ok false). They
// decline wherever the generic path would raise or leave int64 (overflow
// into big ints, division by zero), so every error, message and big-int
// result still comes from the one generic implementation.

package py

import (
	"math"
	"math/bits"
	"unsafe"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// Boxed small ints: converting an Int to an Object allocates for values
// outside Go's own cache of 0..255, and loop counters and indices are
// mostly small, so IntObject hands out preallocated boxes for
// [smallIntMin, smallIntMax).
const (
	smallIntMin = -256
	smallIntMax = 1 << 14
)

var smallInts = func() (boxes [smallIntMax - smallIntMin]Object) {
	for i := range boxes {
		boxes[i] = Int(i + smallIntMin)
	}
	return boxes
}()

// IntObject boxes i as an Object without allocating when i is small.
func IntObject(i Int) Object {
	if i >= smallIntMin && i < smallIntMax {
		return smallInts[i-smallIntMin]
	}
	return i
}

// maxExactFloatInt bounds the ints whose conversion to float64 is exact,
// so that comparing them with a float as floats compares exact values.
const maxExactFloatInt = 1 << 53

// BinaryOp names the arithmetic operators with fast paths.
type BinaryOp uint8

const (
	OpAdd BinaryOp = iota
	OpSub
	OpMul
	OpTrueDiv
	OpFloorDiv
	OpMod
	OpPow // two floats only: anything else declines
)

// FastBinary computes a op b for two ints, two floats or an int and a
// float as the generic operator would; ok is false for any other operands
// and where the result is not a plain int64 or float, or the operation
// raises, which the generic operator then handles.
func FastBinary(op BinaryOp, a, b Object) (res Object, ok bool) {
	return (*Boxer)(nil).Binary(op, a, b)
}

// Binary is FastBinary with the result boxed by bx (a nil Boxer boxes
// as Go does).
func (bx *Boxer) Binary(op BinaryOp, a, b Object) (res Object, ok bool) {
	// alpyna patch: the commonest cases first, each computed and boxed
	// here (the general path below costs three more calls)
	ta, tb := (*iface)(unsafe.Pointer(&a)), (*iface)(unsafe.Pointer(&b))
	if ta.tab == floatItab && tb.tab == floatItab && bx != nil {
		x, y := *(*Float)(ta.data), *(*Float)(tb.data)
		var r Float
		switch op {
		case OpAdd:
			r = x + y
		case OpSub:
			r = x - y
		case OpMul:
			r = x * y
		case OpPow:
			// as floatPow for a positive finite base, where no
			// error can arise but overflow (which declines)
			if !(x > 0 && x <= math.MaxFloat64) {
				return nil, false
			}
			r = Float(libm.Pow(float64(x), float64(y)))
			if math.IsInf(float64(r), 0) {
				return nil, false
			}
		default:
			return bx.floatBinary(op, x, y)
		}
		return bx.Float(r), true
	}
	if ta.tab == intItab && tb.tab == intItab {
		x, y := *(*Int)(ta.data), *(*Int)(tb.data)
		var r Int
		switch op {
		case OpAdd:
			r = x + y
			if (x^r)&(y^r) < 0 { // overflow: both operands have the sign r lacks
				return nil, false
			}
		case OpSub:
			r = x - y
			if (x^y)&(x^r) < 0 {
				return nil, false
			}
		case OpMul:
			// the 128-bit product: its high word, made signed,
			// must be the sign extension of the low word
			hi, lo := bits.Mul64(uint64(x), uint64(y))
			if x < 0 {
				hi -= uint64(y)
			}
			if y < 0 {
				hi -= uint64(x)
			}
			r = Int(lo)
			if int64(hi) != int64(r)>>63 {
				return nil, false
			}
		case OpFloorDiv, OpMod:
			if y <= 0 {
				// a zero divisor raises, and IntMin // -1
				// overflows: the general path sorts them out
				return bx.intBinary(op, x, y)
			}
			q, m := x/y, x%y
			if m < 0 { // Python rounds the quotient down
				q--
				m += y
			}
			r = q
			if op == OpMod {
				r = m
			}
		default:
			return bx.intBinary(op, x, y)
		}
		if r >= smallIntMin && r < smallIntMax {
			return smallInts[r-smallIntMin], true
		}
		return bx.Int(r), true
	}
	switch x := a.(type) {
	case Int:
		switch y := b.(type) {
		case Int:
			return bx.intBinary(op, x, y)
		case Float:
			return bx.floatBinary(op, Float(x), y)
		}
	case Float:
		switch y := b.(type) {
		case Float:
			return bx.floatBinary(op, x, y)
		case Int:
			return bx.floatBinary(op, x, Float(y))
		}
	}
	return nil, false
}

func (bx *Boxer) floatBinary(op BinaryOp, x, y Float) (Object, bool) {
	if r, ok := fastFloatBinary(op, x, y); ok {
		return bx.Float(r), true
	}
	return nil, false
}

func (bx *Boxer) intBinary(op BinaryOp, x, y Int) (Object, bool) {
	if op == OpTrueDiv {
		if y == 0 || x > maxExactFloatInt || x < -maxExactFloatInt || y > maxExactFloatInt || y < -maxExactFloatInt {
			return nil, false
		}
		return bx.Float(Float(float64(x) / float64(y))), true
	}
	if r, ok := fastIntBinary(op, x, y); ok {
		return bx.Int(r), true
	}
	return nil, false
}

// fastIntBinary computes x op y for the operators but OpTrueDiv.
func fastIntBinary(op BinaryOp, x, y Int) (Int, bool) {
	switch op {
	case OpAdd:
		s := x + y
		// Overflow iff both operands have the sign the sum lacks.
		if (x^s)&(y^s) < 0 {
			return 0, false
		}
		return s, true
	case OpSub:
		d := x - y
		if (x^y)&(x^d) < 0 {
			return 0, false
		}
		return d, true
	case OpMul:
		hi, lo := bits.Mul64(uint64(abs64(int64(x))), uint64(abs64(int64(y))))
		if hi != 0 || lo > math64Max || x == IntMin || y == IntMin {
			return 0, false
		}
		return x * y, true
	case OpFloorDiv, OpMod:
		if y == 0 || (x == IntMin && y == -1) {
			return 0, false
		}
		q, r := x/y, x%y
		if r != 0 && (r < 0) != (y < 0) {
			q--
			r += y
		}
		if op == OpFloorDiv {
			return q, true
		}
		return r, true
	}
	return 0, false
}

// math64Max is the largest product magnitude that fits an Int.
const math64Max = 1<<63 - 1

func fastFloatBinary(op BinaryOp, x, y Float) (Float, bool) {
	switch op {
	case OpAdd:
		return x + y, true
	case OpSub:
		return x - y, true
	case OpMul:
		return x * y, true
	case OpTrueDiv:
		if y == 0 {
			return 0, false
		}
		return x / y, true
	case OpFloorDiv:
		q, _, err := floatDivMod(x, y, floatFloorDivisionByZero)
		if err != nil {
			return 0, false
		}
		return q, true
	case OpMod:
		_, r, err := floatDivMod(x, y, floatModuloByZero)
		if err != nil {
			return 0, false
		}
		return r, true
	}
	return 0, false
}

// CompareOp names the rich comparisons with fast paths, in the VM's
// COMPARE_OP order.
type CompareOp uint8

const (
	CmpLT CompareOp = iota
	CmpLE
	CmpEQ
	CmpNE
	CmpGT
	CmpGE
)

// FastCompare compares two ints, two floats, or an int and a float whose
// conversion to float is exact, as the generic comparison would; ok is
// false for any other operands.
func FastCompare(op CompareOp, a, b Object) (res Bool, ok bool) {
	// alpyna patch: two ints or two floats by their interfaces' type
	// words, before the type switches below
	ta, tb := (*iface)(unsafe.Pointer(&a)), (*iface)(unsafe.Pointer(&b))
	if ta.tab == tb.tab {
		if ta.tab == intItab {
			return compareOrdered(op, *(*Int)(ta.data), *(*Int)(tb.data)), true
		}
		if ta.tab == floatItab {
			return compareOrdered(op, *(*Float)(ta.data), *(*Float)(tb.data)), true
		}
	}
	switch x := a.(type) {
	case Int:
		switch y := b.(type) {
		case Int:
			return compareOrdered(op, x, y), true
		case Float:
			if x <= maxExactFloatInt && x >= -maxExactFloatInt {
				return compareOrdered(op, Float(x), y), true
			}
		}
	case Float:
		switch y := b.(type) {
		case Float:
			return compareOrdered(op, x, y), true
		case Int:
			if y <= maxExactFloatInt && y >= -maxExactFloatInt {
				return compareOrdered(op, x, Float(y)), true
			}
		}
	}
	return false, false
}

// compareOrdered compares with Go's operators, which treat NaN as IEEE
// 754 and Python do (every comparison false except !=).
func compareOrdered[T Int | Float](op CompareOp, x, y T) Bool {
	switch op {
	case CmpLT:
		return x < y
	case CmpLE:
		return x <= y
	case CmpEQ:
		return x == y
	case CmpNE:
		return x != y
	case CmpGT:
		return x > y
	default:
		return x >= y
	}
}

// TupleSubscripter is implemented by containers that take a subscript of
// several keys, a[i, j], without the VM building the tuple (pynumpy's
// arrays: element access is the innermost operation of array code). The
// keys are borrowed from the VM's stack: an implementation must not keep
// them after it returns. The results and errors are those of
// __getitem__ and __setitem__ with the tuple.
type TupleSubscripter interface {
	GetItemTuple(keys Tuple) (Object, error)
	SetItemTuple(keys Tuple, value Object) error
}

// ListIndex returns the item of l at an Int index, as l[i] does; ok is
// false where l[i] would raise.
func ListIndex(l *List, i Int) (item Object, ok bool) {
	n := Int(len(l.Items))
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return nil, false
	}
	return l.Items[i], true
}

// TupleIndex is t[i] for an Int index; ok is false where the subscript
// would raise.
func TupleIndex(t Tuple, i Int) (item Object, ok bool) {
	n := Int(len(t))
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return nil, false
	}
	return t[i], true
}

// ListSetIndex is l[i] = v for an Int index; ok is false, and nothing
// stored, where the assignment would raise.
func ListSetIndex(l *List, i Int, v Object) (ok bool) {
	n := Int(len(l.Items))
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		return false
	}
	l.Items[i] = v
	return true
}

// typeMethod is the method TypeCall would call on self, or nil where it
// would find none: attribute access asks for __getattribute__,
// __getattr__ and __setattr__ on every instance, and building their
// arguments before knowing whether they exist allocated each time.
func typeMethod(self Object, name string) Object {
	t, ok := self.(*Type)
	if !ok {
		return nil
	}
	return t.GetAttrOrNil(name)
}
