package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file lets the interpreter hand the arithmetic operators the fact
// that an operand is a temporary: the result of the previous operator,
// still only on the value stack, which nothing else can reach (see
// BinaryTemp in the fork's vm package). Such an operand's buffer may take
// the result (ndarray.BinaryReusing), as NumPy's temporary elision does.

// tempOps maps the interpreter's operators to the ndarray ones.
var tempOps = [...]ndarray.BinaryOp{
	py.OpAdd:      ndarray.Add,
	py.OpSub:      ndarray.Sub,
	py.OpMul:      ndarray.Mul,
	py.OpTrueDiv:  ndarray.TrueDiv,
	py.OpFloorDiv: ndarray.FloorDiv,
	py.OpMod:      ndarray.Mod,
}

// BinaryTemp computes x op other (other op x when reflected) as the
// operator methods do, where xTemp and otherTemp say which operands are
// temporaries the result may overwrite. handled is false, and nothing
// was computed, for operands other than arrays and numbers, for which
// the interpreter calls the operator methods as usual. fresh says that
// the result is an array nothing else refers to: a new one, or the
// reused temporary.
func (x *array) BinaryTemp(op py.BinaryOp, other py.Object, reflected, xTemp, otherTemp bool) (res py.Object, fresh, handled bool, err error) {
	if int(op) >= len(tempOps) {
		return nil, false, false, nil
	}
	o, isArray := other.(*array)
	if _, isBool := other.(py.Bool); isBool {
		// gpython's operators pass a bool operand on as an int
		// (pynumpy's forkGaps): left to them, for the same result
		return nil, false, false, nil
	}
	if !isArray {
		if _, _, ok, _ := scalarOperand(other); !ok {
			return nil, false, false, nil
		}
	}
	if x.a.NDim() == 0 && (!isArray || o.a.NDim() == 0) {
		// a 0-d result is a NumPy scalar (binary's), never a reused buffer
		return nil, false, false, nil
	}
	ndop := tempOps[op]
	left, right := py.Object(x), other
	leftTemp, rightTemp := xTemp, otherTemp && isArray
	if reflected {
		left, right = right, left
		leftTemp, rightTemp = rightTemp, leftTemp
	}
	lo, _, err := operandOf(left)
	if err != nil {
		return nil, false, true, err
	}
	ro, _, err := operandOf(right)
	if err != nil {
		return nil, false, true, err
	}
	r, fp, ok, err := ndarray.BinaryReusing(ndop, lo, ro, leftTemp, rightTemp)
	if err != nil {
		return nil, false, true, valueError(err)
	}
	if !ok {
		res, err = binary(ndop, left, right)
		_, fresh = res.(*array)
		return res, fresh && err == nil, true, err
	}
	if err := fpCheck(fp, binaryUfuncName(ndop, lo, ro)); err != nil {
		return nil, false, true, err
	}
	// the reused operand's object is the result, as it holds r.Array
	if r.Array == x.a {
		return x, true, true, nil
	}
	return o, true, true, nil
}
