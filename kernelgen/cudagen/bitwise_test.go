package cudagen_test

import (
	"fmt"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// TestBitwiseSemantics checks & | ^ << >> and ~ of the emitted C against
// the Go executor on the edge values, whose shift counts run from -1 past
// each width: Python's checks where Checked (a negative count, a << past
// 64 bits), NumPy's counts outside [0, width) otherwise, & | ^ of bools.
func TestBitwiseSemantics(t *testing.T) {
	t.Parallel()
	var cases []opCase
	for _, typ := range []kernel.Type{kernel.PyInt, kernel.Int64, kernel.Int32, kernel.PyBool, kernel.Bool} {
		for _, op := range []kernel.BinOp{kernel.BitAnd, kernel.BitOr, kernel.BitXor, kernel.LShift, kernel.RShift} {
			for _, checked := range []bool{false, true} {
				if checked && (!op.Shift() || typ == kernel.Int32) || typ.IsBool() && op.Shift() {
					continue // what kernelgen never builds
				}
				c := opCase{name: fmt.Sprintf("%s %s checked=%v", typ, op, checked), tx: typ, ty: typ,
					expr: func(x, y kernel.Expr) kernel.Expr {
						return &kernel.Binary{Op: op, X: x, Y: y, T: typ, Checked: checked}
					}}
				if typ == kernel.PyInt && op.Shift() && !checked {
					// Unchecked only where kernelgen proved the count in
					// range and the result in 64 bits.
					c.keep = func(x, y uint64) bool {
						a, b := int64(x), int64(y)
						return b >= 0 && b < 63 && (op == kernel.RShift || a<<b>>b == a)
					}
				}
				cases = append(cases, c)
			}
		}
	}
	// Constant counts in range, which the C shifts directly.
	for _, typ := range []kernel.Type{kernel.PyInt, kernel.Int64, kernel.Int32} {
		for _, op := range []kernel.BinOp{kernel.LShift, kernel.RShift} {
			for _, n := range []int64{0, 1, 13, 31, 63} {
				checked := typ != kernel.Int32
				if typ == kernel.Int32 && n > 31 {
					continue
				}
				c := opCase{name: fmt.Sprintf("%s %s %d checked=%v", typ, op, n, checked), tx: typ,
					expr: func(x, _ kernel.Expr) kernel.Expr {
						return &kernel.Binary{Op: op, X: x, Y: &kernel.Const{T: typ, I: n}, T: typ, Checked: checked}
					}}
				cases = append(cases, c)
			}
		}
	}
	for _, typ := range []kernel.Type{kernel.PyInt, kernel.Int64, kernel.Int32} {
		cases = append(cases, opCase{name: "invert " + typ.String(), tx: typ,
			expr: func(x, _ kernel.Expr) kernel.Expr { return &kernel.Unary{Op: kernel.Invert, X: x} }})
	}
	runOpCases(t, "bitwise", cases)
}
