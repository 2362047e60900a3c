package cudagen

// This file emits the bitwise operators & | ^ << >> and ~ with
// kernel.BinOp's meaning. C's shifts by the width or more, or by a
// negative count, are undefined, and so is a signed left shift that
// overflows: the count is tested first and the left shift computed on the
// unsigned type, whose conversion back to the signed type wraps on every
// CUDA target.

import (
	"fmt"
	"strconv"

	"github.com/alpyna/alpyna/kernel"
)

// bitwiseInfix is a op b for C's & ^ | and shifts, whose precedence sits
// oddly (& below ==): both operands and the whole are parenthesised.
func bitwiseInfix(a cexpr, op string, b cexpr) cexpr {
	return cexpr{"(" + parenthesize(a, cUnary) + " " + op + " " + parenthesize(b, cUnary) + ")", cAtom}
}

var cLogical = map[kernel.BinOp]string{kernel.BitAnd: "&", kernel.BitOr: "|", kernel.BitXor: "^"}

// invert is ~a on an int type (kernelgen lowers ~ of a NumPy bool to not).
func invert(a cexpr) cexpr {
	return cexpr{"~" + parenthesize(a, cUnary), cUnary}
}

// bitwise is a op b for & | ^ (ints and bools) and << >> (ints), with the
// checks of a Checked shift: a negative count is a ValueError for a Python
// int and a Deopt for the {int, int64} union, and a << that leaves 64 bits
// a Deopt (Python's result is a big int). Unchecked, NumPy's counts
// outside [0, width) give 0 (<<) or 0 or -1 (>>).
func (kg *kernelGen) bitwise(op kernel.BinOp, t kernel.Type, checked bool, a, b cexpr) cexpr {
	if s, ok := cLogical[op]; ok {
		if t.IsBool() {
			return cast("bool", bitwiseInfix(a, s, b))
		}
		return bitwiseInfix(a, s, b)
	}
	ct, ut, width := "long long", "unsigned long long", 64
	if t == kernel.Int32 {
		ct, ut, width = "int", "unsigned int", 32
	}
	a, b = kg.atom(a, t), kg.atom(b, t)
	if n, err := strconv.ParseInt(b.s, 10, 64); err == nil && n >= 0 && n < int64(width) {
		// A constant count in range (x >> 16, x << 4) needs no test; a
		// left shift still goes through the unsigned type, as a signed one
		// must not overflow.
		if op == kernel.RShift {
			return bitwiseInfix(a, ">>", b)
		}
		shifted := fmt.Sprintf("(%s)((%s)%s << %s)", ct, ut, a.s, b.s)
		if checked {
			kg.failIf(fmt.Sprintf("((%s) >> %s) != %s", shifted, b.s, a.s), kernel.Deopt)
		}
		return cexpr{shifted, cUnary}
	}
	if checked {
		negative := kernel.Deopt
		if t == kernel.PyInt {
			negative = kernel.ValueError
		}
		kg.failIf(b.s+" < 0", negative)
	}
	inRange := fmt.Sprintf("(%s)%s < %d", ut, b.s, width)
	if op == kernel.RShift {
		return cexpr{fmt.Sprintf("(%s >> (%s ? %s : %d))", a.s, inRange, b.s, width-1), cAtom}
	}
	shifted := fmt.Sprintf("(%s)((%s)%s << (%s ? %s : 0))", ct, ut, a.s, inRange, b.s)
	if checked {
		kg.failIf(fmt.Sprintf("%s ? ((%s) >> %s) != %s : %s != 0", inRange, shifted, b.s, a.s, a.s), kernel.Deopt)
	}
	if checked || t == kernel.PyInt { // a PyInt unchecked was proven in range
		return cexpr{shifted, cUnary}
	}
	return cexpr{fmt.Sprintf("(%s ? %s : 0)", inRange, shifted), cAtom}
}
