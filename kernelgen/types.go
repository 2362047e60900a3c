// This file types expressions as Python and NumPy 1.24 would: every
// operation inside a nest is between scalars, and NumPy promotes scalars by
// type alone (Python int as int64, float as float64, bool as bool_), so a
// nest's types follow from the dtypes and scalar kinds a call binds.
//
// A scalar the nest assigns may hold values of several types (alive = 0,
// then alive += board[i, j] makes it an int or a numpy.int64). Types are
// therefore sets. A set is usable when all its members share one machine
// representation ({int, int64}, {float, float64}, {bool, bool_}); an
// operation whose result is such a union is emitted in the NumPy member's
// type and checked, so that wherever Python's and NumPy's meanings differ
// (overflow, a zero divisor) the kernel stops and the interpreter decides.

package kernelgen

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// typeSet is a set of kernel types, one bit per kernel.Type.
type typeSet uint16

func single(t kernel.Type) typeSet { return 1 << t }

func (s typeSet) has(t kernel.Type) bool { return s&(1<<t) != 0 }

func (s typeSet) members() []kernel.Type {
	var out []kernel.Type
	for t := kernel.PyBool; t <= kernel.LastType; t++ {
		if s.has(t) {
			out = append(out, t)
		}
	}
	return out
}

func (s typeSet) String() string {
	var names []string
	for _, t := range s.members() {
		names = append(names, t.String())
	}
	return "{" + strings.Join(names, ", ") + "}"
}

// machine classes: members of one class share a representation.
func class(t kernel.Type) int {
	switch t {
	case kernel.PyBool, kernel.Bool:
		return 1
	case kernel.PyInt, kernel.Int64:
		return 2
	case kernel.PyFloat, kernel.Float64:
		return 3
	case kernel.Int32:
		return 4
	case kernel.Float32:
		return 5
	}
	if t.IsExtInt() {
		return 6 + int(t-kernel.Int8) // each its own
	}
	return 0
}

// rep returns the type a set is emitted in and whether it is a union (its
// operations must be checked); an error when the members do not share a
// representation.
func (s typeSet) rep() (kernel.Type, bool, error) {
	ms := s.members()
	if len(ms) == 0 {
		return kernel.Invalid, false, fmt.Errorf("no type")
	}
	for _, t := range ms[1:] {
		if class(t) != class(ms[0]) && heldPairs[s] == kernel.Invalid {
			return kernel.Invalid, false, fmt.Errorf("values of types %s", s)
		}
	}
	if len(ms) == 1 {
		return ms[0], false, nil
	}
	if t := heldPairs[s]; t != kernel.Invalid {
		return t, true, nil
	}
	return ms[len(ms)-1], true, nil // the NumPy member sorts last
}

// float32Pair is a Python float and a numpy.float32: best = -1e30 before
// best = x[i] over a float32 array. They share no representation, but a
// float64 holds each exactly, and every operation whose result does not
// depend on which one the value is (a comparison, min and max, -x, abs,
// arithmetic with a float, an int or a float64, which NumPy 1.24 computes
// in float64 for both) computes on that float64. arithSet and
// typetag_pairs.go refuse the others, and typetag.go follows which type
// the value has.
const float32Pair = typeSet(1<<kernel.PyFloat | 1<<kernel.Float32)

// int32Pair is a Python int and a numpy.int32 (k = -1 before k = idx[i]
// over an int32 array), held in an int64 the same way; -k and abs(k) wrap
// for a numpy.int32 and are refused.
const int32Pair = typeSet(1<<kernel.PyInt | 1<<kernel.Int32)

// intFloatPair, intFloat64Pair and intFloatsSet are an accumulator
// started at an int constant and given floats, as people write it:
//
//	num = 0
//	for k in range(3):
//	    num += img[i, k] * w[k]    # a numpy.float64
//
// A float64 holds the int exactly while it is a constant of at most 2**53
// (exactMembers checks that every int the scalar is given is one), and every
// operation the arithmetic sets let through gives the same value on it as
// on the int: an operation whose result would be the int or the float by
// the member (num + 1) is refused by arithSet, as for the pairs above.
const (
	intFloatPair   = typeSet(1<<kernel.PyInt | 1<<kernel.PyFloat)
	intFloat64Pair = typeSet(1<<kernel.PyInt | 1<<kernel.Float64)
	intFloatsSet   = typeSet(1<<kernel.PyInt | 1<<kernel.PyFloat | 1<<kernel.Float64)
)

// float32Float64Pair is an accumulator started at a numpy.float32 and
// given float64s (ax = zero, a np.float32, before ax += s * rx, which
// NumPy 1.24 computes in float64): a float64 holds both exactly, and an
// operation whose result would round by the member (ax + 0.5, a float32
// with a Python float) is refused by arithSet. Which member the value is
// the kernel does not follow, so the scalar may not be read after the
// nest (exactMembers).
const float32Float64Pair = typeSet(1<<kernel.Float32 | 1<<kernel.Float64)

// heldPairs are the pairs of types of no one representation that a
// scalar may hold, with the type that holds both exactly.
var heldPairs = map[typeSet]kernel.Type{
	float32Pair: kernel.Float64, int32Pair: kernel.Int64,
	intFloatPair: kernel.PyFloat, intFloat64Pair: kernel.Float64, intFloatsSet: kernel.Float64,
	float32Float64Pair: kernel.Float64,
}

// intHeldAsFloat reports whether s is one of the sets of an int held in
// a float.
func intHeldAsFloat(s typeSet) bool {
	return s == intFloatPair || s == intFloat64Pair || s == intFloatsSet
}

// floatTypes are the float types.
const floatTypes = typeSet(1<<kernel.PyFloat | 1<<kernel.Float32 | 1<<kernel.Float64)

func (s typeSet) count() int { return bits.OnesCount16(uint16(s)) }

// numpyOf maps a Python type to the NumPy type it promotes as.
func numpyOf(t kernel.Type) kernel.Type {
	switch t {
	case kernel.PyBool:
		return kernel.Bool
	case kernel.PyInt:
		return kernel.Int64
	case kernel.PyFloat:
		return kernel.Float64
	}
	return t
}

// promote is np.promote_types on the kernel dtypes.
func promote(a, b kernel.Type) kernel.Type {
	a, b = numpyOf(a), numpyOf(b)
	switch {
	case a == b:
		return a
	case a == kernel.Bool:
		return b
	case b == kernel.Bool:
		return a
	}
	fa, fb := a.IsFloat(), b.IsFloat()
	switch {
	case fa && fb:
		if a == kernel.Float64 || b == kernel.Float64 {
			return kernel.Float64
		}
		return kernel.Float32
	case !fa && !fb:
		return promoteInts(a, b)
	}
	// An int and a float: float32 holds the 8- and 16-bit ints exactly,
	// no wider one.
	f, i := a, b
	if fb {
		f, i = b, a
	}
	if f == kernel.Float32 && i.ElemBits() <= 16 {
		return kernel.Float32
	}
	return kernel.Float64
}

// signedOfBits is the signed NumPy integer type of each width.
var signedOfBits = map[int]kernel.Type{8: kernel.Int8, 16: kernel.Int16, 32: kernel.Int32, 64: kernel.Int64}

// promoteInts is np.promote_types of two different NumPy integer types:
// the wider of two of one signedness; for a signed and an unsigned one,
// the signed one if it is wider, else the signed type of twice the
// unsigned one's width (float64 past int64: uint64 with any signed type).
func promoteInts(a, b kernel.Type) kernel.Type {
	if a.IsUnsigned() == b.IsUnsigned() {
		if a.ElemBits() >= b.ElemBits() {
			return a
		}
		return b
	}
	u, i := a, b
	if b.IsUnsigned() {
		u, i = b, a
	}
	if i.ElemBits() > u.ElemBits() {
		return i
	}
	if t, ok := signedOfBits[2*u.ElemBits()]; ok {
		return t
	}
	return kernel.Float64
}

// arith is the type of x op y for single types, or an error (what Python
// or NumPy would reject, or what alpyna does not compile).
func arith(op nest.BinOp, x, y kernel.Type) (kernel.Type, error) {
	if op.Bitwise() {
		return bitwise(op, x, y)
	}
	if !x.IsPython() || !y.IsPython() {
		t := promote(x, y)
		if t == kernel.Bool {
			return kernel.Invalid, fmt.Errorf("%s of two NumPy bools", op)
		}
		if op == nest.Div && !t.IsFloat() {
			t = kernel.Float64
		}
		if op == nest.Min || op == nest.Max {
			if x != y {
				return kernel.Invalid, fmt.Errorf("%s of %s and %s gives a value of either type", op, x, y)
			}
			return x, extIntRule(op, x)
		}
		return t, extIntRule(op, t)
	}
	if op == nest.Min || op == nest.Max {
		if x != y {
			return kernel.Invalid, fmt.Errorf("%s of %s and %s gives a value of either type", op, x, y)
		}
		return x, nil
	}
	if x == kernel.PyFloat || y == kernel.PyFloat || op == nest.Div {
		return kernel.PyFloat, nil
	}
	return kernel.PyInt, nil // bools compute as ints
}

// bitwise is the type of x op y for & | ^ << >>: Python's int (bool for
// & | ^ of two bools) between Python values, NumPy's promotion otherwise
// (np.bool_ & | ^ np.bool_ is a np.bool_). Floats raise TypeError in both,
// and a shift of two NumPy bools computes in int8, which no kernel has.
func bitwise(op nest.BinOp, x, y kernel.Type) (kernel.Type, error) {
	if x.IsFloat() || y.IsFloat() {
		return kernel.Invalid, fmt.Errorf("%s of %s and %s raises TypeError", op, x, y)
	}
	shift := op == nest.LShift || op == nest.RShift
	if x.IsPython() && y.IsPython() {
		if x == kernel.PyBool && y == kernel.PyBool && !shift {
			return kernel.PyBool, nil
		}
		return kernel.PyInt, nil
	}
	t := promote(x, y)
	if t == kernel.Bool && shift {
		return kernel.Invalid, fmt.Errorf("%s of two bools, one a NumPy bool, gives a numpy.int8", op)
	}
	if t.IsFloat() {
		// A numpy.uint64 and a signed int promote to float64.
		return kernel.Invalid, fmt.Errorf("%s of %s and %s raises TypeError", op, x, y)
	}
	return t, extIntRule(op, t)
}

// extIntRule reports whether kernels compute x op y of result type t, an
// extended int (kernel.IsExtInt), or refuses it. Kernels compute it in
// int64 on the operands' values and wrap the result into t: NumPy's result
// for + - * & | ^ <<, and for // % >> min max of the types narrower than
// 64 bits, whose values int64 holds (a zero divisor gives 0 in both). For
// a numpy.uint64 those four need unsigned arithmetic, and ** is not
// compiled for any of them.
func extIntRule(op nest.BinOp, t kernel.Type) error {
	if !t.IsExtInt() {
		return nil
	}
	switch op {
	case nest.Pow:
		return fmt.Errorf("** of %s values is not compiled", t)
	case nest.FloorDiv, nest.Mod, nest.RShift, nest.Min, nest.Max:
		if t == kernel.UInt64 {
			return fmt.Errorf("%s of %s values is not compiled (it needs unsigned arithmetic)", op, t)
		}
	}
	return nil
}

// arithSet lifts arith to sets.
func arithSet(op nest.BinOp, xs, ys typeSet) (typeSet, error) {
	var out typeSet
	for _, x := range xs.members() {
		for _, y := range ys.members() {
			if (op == nest.Min || op == nest.Max) && x != y && (class(x) == class(y) || heldPairs[single(x)|single(y)] != kernel.Invalid) {
				// min(a[i], 0.0): the value of either, in one
				// representation; typetag.go follows which.
				out |= single(x) | single(y)
				continue
			}
			t, err := arith(op, x, y)
			if err != nil {
				return 0, err
			}
			out |= single(t)
		}
	}
	for pair := range heldPairs {
		if op != nest.Min && op != nest.Max && out&pair == pair {
			// x + True over x of {float, float32}: a float, or a float32
			// rounded to float32, depending on which x holds.
			return 0, fmt.Errorf("%s of %s and %s rounds or wraps by the type of the value", op, xs, ys)
		}
	}
	return out, nil
}

// compareType is the type operands of a comparison are converted to, and
// the comparison's result type.
func compareType(x, y kernel.Type) (operand, result kernel.Type) {
	if x.IsPython() && y.IsPython() {
		if x == kernel.PyFloat || y == kernel.PyFloat {
			return kernel.PyFloat, kernel.PyBool
		}
		return kernel.PyInt, kernel.PyBool
	}
	return promote(x, y), kernel.Bool
}

// compareSet is compareType over sets. Extended ints (kernel.IsExtInt)
// narrower than 64 bits compare as int64, which holds their values; a
// comparison of numpy.uint64 values needs unsigned arithmetic and gives
// the Invalid type, which lowering refuses.
func compareSet(xs, ys typeSet) (operand typeSet, result typeSet) {
	for _, x := range xs.members() {
		for _, y := range ys.members() {
			o, r := compareType(x, y)
			switch {
			case o == kernel.UInt64:
				o = kernel.Invalid
			case o.IsExtInt():
				o = kernel.Int64
			}
			operand |= single(o)
			result |= single(r)
		}
	}
	switch {
	case operand.count() > 1 && operand&^floatTypes == 0 && operand.has(kernel.Float32):
		// x[i] > best, best a float or a float32: both compare their
		// exact values, which a float64 holds.
		operand = single(kernel.Float64)
	case operand.count() > 1 && onlyInts(operand) && operand.has(kernel.Int32):
		operand = single(kernel.Int64) // likewise for ints
	}
	return operand, result
}

// unaryType is the type of -x, +x (Plus), ~x (Invert) and abs(x).
func unaryType(op nest.UnaryOp, x kernel.Type) (kernel.Type, error) {
	switch {
	case op == nest.Not:
		return kernel.PyBool, nil
	case op == nest.Invert && x.IsFloat():
		return kernel.Invalid, fmt.Errorf("~ of a %s raises TypeError", x)
	case op == nest.Invert && x == kernel.Bool:
		return kernel.Bool, nil // logical not, as NumPy's invert of a bool
	case x == kernel.PyBool:
		return kernel.PyInt, nil
	case x == kernel.Bool && op == nest.Neg:
		return kernel.Invalid, fmt.Errorf("negation of a NumPy bool")
	}
	// -x and ~x of an extended int wrap in int64 as in its own type;
	// unaryType's Neg also types abs(x), whose numpy.uint64 value int64
	// cannot hold.
	if x == kernel.UInt64 && op == nest.Neg {
		return kernel.Invalid, fmt.Errorf("negation or abs() of a %s is not compiled", x)
	}
	return x, nil
}
