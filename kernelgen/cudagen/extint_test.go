package cudagen_test

import (
	"fmt"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

var extInts = []kernel.Type{kernel.Int8, kernel.Int16, kernel.UInt8, kernel.UInt16, kernel.UInt32, kernel.UInt64}

// TestExtIntSemantics checks the emitted C's loads, stores and
// conversions of the extended ints (kernel.Type: arrays of the 8- and
// 16-bit and unsigned ints, held in a long long as their value) against
// the Go executor on the edge values: to and from every int, bool and
// float type and each other, and the int64 arithmetic kernelgen wraps
// back into them.
func TestExtIntSemantics(t *testing.T) {
	t.Parallel()
	var cases []opCase
	for _, from := range extInts {
		for _, to := range append([]kernel.Type{kernel.Int64, kernel.PyInt, kernel.Int32, kernel.Bool, kernel.Float64, kernel.PyFloat, kernel.Float32}, extInts...) {
			cases = append(cases, opCase{name: fmt.Sprintf("%s to %s", from, to), tx: from,
				expr: func(x, _ kernel.Expr) kernel.Expr { return &kernel.Convert{X: x, T: to} }})
		}
	}
	for _, from := range []kernel.Type{kernel.Int64, kernel.Int32, kernel.Bool} {
		for _, to := range extInts {
			cases = append(cases, opCase{name: fmt.Sprintf("%s to %s", from, to), tx: from,
				expr: func(x, _ kernel.Expr) kernel.Expr { return &kernel.Convert{X: x, T: to} }})
		}
	}
	for _, typ := range extInts {
		for _, op := range []kernel.BinOp{kernel.Add, kernel.Sub, kernel.Mul, kernel.BitXor, kernel.LShift} {
			cases = append(cases, opCase{name: fmt.Sprintf("%s %s", typ, op), tx: typ, ty: typ,
				expr: func(x, y kernel.Expr) kernel.Expr {
					i64 := func(e kernel.Expr) kernel.Expr { return &kernel.Convert{X: e, T: kernel.Int64} }
					return &kernel.Convert{X: &kernel.Binary{Op: op, X: i64(x), Y: i64(y), T: kernel.Int64}, T: typ}
				}})
		}
	}
	runOpCases(t, "extint", cases)
}
