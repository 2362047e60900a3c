package ndarray

// This file finds the floating-point exceptions NumPy's loops raise, so
// that its RuntimeWarnings (and np.seterr's other actions) can follow.
// NumPy reads the processor's exception flags after each loop; Go cannot,
// so an operation's inputs and result are examined afterwards: a NaN
// from inputs that hold none is an invalid operation, an infinity from
// finite inputs a division by zero (a zero divisor, a log of zero, a
// power of zero) or an overflow. A result without NaNs and infinities
// raised none of these, so the common case costs one pass over the
// result, or none where a fast path (fast.go) checked the elements as it
// wrote them. Underflow, which NumPy ignores by default, is not detected.

import (
	"math"
	"math/bits"
	"sync"
)

// FPFlags are floating-point exceptions, in NumPy's order of reporting.
type FPFlags uint8

// The exceptions NumPy reports.
const (
	FPDivideByZero FPFlags = 1 << iota // "divide by zero"
	FPOverflow                         // "overflow"
	FPUnderflow                        // "underflow" (never detected)
	FPInvalid                          // "invalid value"
)

// FPKinds are the exceptions with NumPy's words for them, in the order
// NumPy handles them, and np.seterr's name of each.
var FPKinds = []struct {
	Flag          FPFlags
	Words, Seterr string
}{
	{FPDivideByZero, "divide by zero", "divide"},
	{FPOverflow, "overflow", "over"},
	{FPUnderflow, "underflow", "under"},
	{FPInvalid, "invalid value", "invalid"},
}

// allFinite reports whether every element of the float array a is finite.
func allFinite(a *Array) bool {
	if a.base == nil && a.finiteAt != 0 && a.finiteAt == a.Version() {
		return true
	}
	if a.contig {
		switch a.dtype {
		case Float64:
			return allFiniteSlice(a.Float64s())
		case Float32:
			return allFiniteSlice(a.Float32s())
		}
	}
	for i := range a.size {
		if v := a.AtFlat(i).Float(); v-v != 0 {
			return false
		}
	}
	return true
}

// allFiniteSlice reports whether no element of vals is NaN or infinite,
// checking chunks across goroutines.
func allFiniteSlice[T float32 | float64](vals []T) bool {
	var mu sync.Mutex
	finite := true
	forChunks(len(vals), 1, func(lo, hi int) {
		ok := allFiniteChunk(vals[lo:hi])
		mu.Lock()
		finite = finite && ok
		mu.Unlock()
	})
	return finite
}

// allFiniteChunk is allFiniteSlice on one goroutine: by the vector
// kernel where there is one, and for the rest, v*0 is 0 for a finite v
// and NaN otherwise, and a NaN survives the sums (four of them,
// independent, so that the loop is not one long chain of dependent
// additions).
func allFiniteChunk[T float32 | float64](vals []T) bool {
	n, finite := vectorAllFinite(vals)
	if !finite {
		return false
	}
	vals = vals[n:]
	var s0, s1, s2, s3 T
	i := 0
	for ; i+4 <= len(vals); i += 4 {
		s0 += vals[i] * 0
		s1 += vals[i+1] * 0
		s2 += vals[i+2] * 0
		s3 += vals[i+3] * 0
	}
	for ; i < len(vals); i++ {
		s0 += vals[i] * 0
	}
	return s0+s1+s2+s3 == 0
}

// BinaryFPErrors returns the exceptions NumPy's loop raises computing
// r = x op y (r as Binary returned it).
func BinaryFPErrors(op BinaryOp, x, y, r Operand) FPFlags {
	switch op {
	case Add, Sub, Mul, TrueDiv, FloorDiv, Mod, Pow:
	default:
		return 0
	}
	if x.Array == nil && y.Array == nil && r.Array == nil {
		return scalarLoopFPErrors(op, x.Scalar, y.Scalar, r.Scalar)
	}
	ra := operandArray(r)
	if ra.dtype.IsComplex() {
		return complexFPErrors(op, operandArray(x), operandArray(y), ra)
	}
	if !ra.dtype.IsFloat() {
		// Integer division and modulo by zero give 0 and raise the flag.
		if (op == FloorDiv || op == Mod) && ra.dtype.IsInt() && ra.size > 0 {
			ya := operandArray(y)
			for i := range ya.size {
				if ya.AtFlat(i).Int() == 0 {
					return FPDivideByZero
				}
			}
		}
		return 0
	}
	if allFinite(ra) {
		return 0
	}
	xa, ya := operandArray(x), operandArray(y)
	xs, _ := broadcastStrides(xa.shape, xa.strides, ra.shape)
	ys, _ := broadcastStrides(ya.shape, ya.strides, ra.shape)
	var flags FPFlags
	it := newIter(ra.shape, [][]int{ra.strides, xs, ys}, []int{ra.offset, xa.offset, ya.offset})
	for ; it.more; it.next() {
		v := ra.getAt(it.off[0]).Float()
		if v-v == 0 {
			continue
		}
		flags |= binaryFPFlag(op, xa.getAt(it.off[1]).Float(), ya.getAt(it.off[2]).Float(), v)
	}
	return flags
}

// binaryFPFlag is the exception the loop of op raises computing the NaN
// or infinity v from a and b.
func binaryFPFlag(op BinaryOp, a, b, v float64) FPFlags {
	switch {
	case v != v:
		if a == a && b == b {
			return FPInvalid
		}
	case a-a == 0 && b-b == 0:
		if (op == TrueDiv || op == FloorDiv) && b == 0 || op == Pow && a == 0 {
			return FPDivideByZero
		}
		return FPOverflow
	}
	return 0
}

// scalarLoopFPErrors is BinaryFPErrors for scalar x, y and r, without
// the temporary arrays.
func scalarLoopFPErrors(op BinaryOp, x, y, r Scalar) FPFlags {
	if r.DType.IsComplex() {
		a, b := x.Convert(r.DType), y.Convert(r.DType)
		if r.F-r.F == 0 && r.Imag()-r.Imag() == 0 && !(op == TrueDiv && hugePart(b.F, b.Imag(), r.DType)) {
			return 0
		}
		return complexOpFPFlags(op, r.DType == Complex128, a.F, a.Imag(), b.F, b.Imag(), false)
	}
	if !r.DType.IsFloat() {
		if (op == FloorDiv || op == Mod) && r.DType.IsInt() && y.Int() == 0 {
			return FPDivideByZero
		}
		return 0
	}
	if r.F-r.F == 0 {
		return 0
	}
	return binaryFPFlag(op, x.Float(), y.Float(), r.F)
}

// ScalarFPErrors returns the exceptions NumPy's scalar math (the
// operators of two NumPy scalars, or of one and a Python number, that it
// computes without the ufunc) raises computing r = x op y: those of the
// ufunc's loop and, for integers, the overflow of +, - and * and of the
// floor division of the most negative integer by -1, which scalar math
// checks and the loops do not (NumPy 1.24 does not check ** or %).
func ScalarFPErrors(op BinaryOp, x, y, r Scalar) FPFlags {
	switch op {
	case Add, Sub, Mul, TrueDiv, FloorDiv, Mod, Pow:
	default:
		return 0
	}
	flags := scalarLoopFPErrors(op, x, y, r)
	if dt := r.DType; dt.IsInt() && intOverflows(op, x.Convert(dt), y.Convert(dt), r) {
		flags |= FPOverflow
	}
	return flags
}

// intOverflows reports whether the integer r = x op y (all of r's type,
// r wrapped as C wraps it) overflowed.
func intOverflows(op BinaryOp, x, y, r Scalar) bool {
	dt := r.DType
	if op == FloorDiv {
		return !dt.IsUnsigned() && y.I == -1 && x.I == minInt(dt)
	}
	if op != Add && op != Sub && op != Mul {
		return false
	}
	if dt.ItemSize() < 8 {
		// The exact result of two values of 32 bits or fewer fits in an
		// int64; it overflowed when wrapping changed it.
		exact := x.I + y.I
		switch op {
		case Sub:
			exact = x.I - y.I
		case Mul:
			exact = x.I * y.I
		}
		return exact != r.I
	}
	if dt == UInt64 {
		a, b := uint64(x.I), uint64(y.I)
		switch op {
		case Add:
			return uint64(r.I) < a
		case Sub:
			return a < b
		}
		hi, _ := bits.Mul64(a, b)
		return hi != 0
	}
	a, b, v := x.I, y.I, r.I
	switch op {
	case Add:
		return (a >= 0) == (b >= 0) && (v >= 0) != (a >= 0)
	case Sub:
		return (a >= 0) != (b >= 0) && (v >= 0) != (a >= 0)
	}
	return a != 0 && (v/a != b || a == -1 && b == math.MinInt64)
}

// minInt is the most negative value of the signed integer type dt.
func minInt(dt DType) int64 { return -1 << (8*dt.ItemSize() - 1) }

// ScalarUnaryFPErrors returns the exceptions NumPy's scalar math raises
// computing -x or abs(x) (op Neg or Abs) for a NumPy integer scalar x:
// overflow for the most negative signed integer and, for -x, any
// unsigned integer but 0. Float negation and abs raise nothing.
func ScalarUnaryFPErrors(op UnaryOp, x Scalar) FPFlags {
	dt := x.DType
	switch {
	case !dt.IsInt() || op != Neg && op != Abs:
		return 0
	case dt.IsUnsigned():
		if op == Neg && x.I != 0 {
			return FPOverflow
		}
	case x.I == minInt(dt):
		return FPOverflow
	}
	return 0
}

// UnaryFPErrors returns the exceptions NumPy's loop of a one-argument
// ufunc raises computing r from x (same shape): a NaN from a number is
// invalid, an infinity from a finite number a division by zero for the
// logarithms (log(0)) and an overflow for the others.
func UnaryFPErrors(logarithm bool, x, r Operand) FPFlags {
	if x.Array == nil && r.Array == nil {
		if v := r.Scalar; !v.DType.IsFloat() || v.F-v.F == 0 || x.Scalar.DType.IsComplex() {
			return 0
		}
		return unaryFPFlag(logarithm, x.Scalar.Float(), r.Scalar.F)
	}
	ra := operandArray(r)
	if !ra.dtype.IsFloat() || allFinite(ra) {
		return 0
	}
	xa := operandArray(x)
	if xa.dtype.IsComplex() {
		return 0 // the complex ufuncs' exceptions are not reported (abs of a NaN part is no invalid value)
	}
	var flags FPFlags
	it := newIter(ra.shape, [][]int{ra.strides, xa.strides}, []int{ra.offset, xa.offset})
	for ; it.more; it.next() {
		v := ra.getAt(it.off[0]).Float()
		if v-v == 0 {
			continue
		}
		flags |= unaryFPFlag(logarithm, xa.getAt(it.off[1]).Float(), v)
	}
	return flags
}

// unaryFPFlag is the exception a one-argument ufunc raises computing the
// NaN or infinity v from a.
func unaryFPFlag(logarithm bool, a, v float64) FPFlags {
	switch {
	case v != v:
		if a == a {
			return FPInvalid
		}
	case a-a == 0:
		if logarithm {
			return FPDivideByZero
		}
		return FPOverflow
	}
	return 0
}
