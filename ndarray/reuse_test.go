package ndarray

import (
	"errors"
	"math"
	"testing"
)

// BinaryReusing must compute what Binary computes, bit for bit, with the
// same floating-point exceptions, writing into the temporary's buffer
// only where that buffer is the result's.
func TestBinaryReusingMatchesBinary(t *testing.T) {
	for _, dt := range []DType{Float64, Float32, Int64, Int32} {
		for _, n := range fastTestSizes {
			for _, op := range []BinaryOp{Add, Sub, Mul, TrueDiv} {
				for _, reuseLeft := range []bool{true, false} {
					for _, scalarOther := range []bool{false, true} {
						var x, y *Array
						if dt.IsFloat() {
							x, y = randomFloats(t, dt, n, 1, true), randomFloats(t, dt, n, 2, true)
						} else {
							x, y = randomInts(t, dt, n, 1), randomInts(t, dt, n, 2)
						}
						xo, yo := Operand{Array: x}, Operand{Array: y}
						if scalarOther {
							s := Operand{Scalar: MakeFloat(Float64, 0.25), Python: true}
							if !dt.IsFloat() {
								s = Operand{Scalar: MakeInt(Int64, 3), Python: true}
							}
							if reuseLeft {
								yo = s
							} else {
								xo = s
							}
						}
						want, err := Binary(op, xo, yo)
						if err != nil {
							t.Fatal(err)
						}
						wantFP := BinaryFPErrors(op, xo, yo, want)
						got, fp, ok, err := withSplitReusing(op, xo, yo, reuseLeft)
						if op == TrueDiv && !dt.IsFloat() {
							if ok {
								t.Fatalf("%v / on %v reused an int operand for a float result", op, dt)
							}
							continue
						}
						if err != nil || !ok {
							t.Fatalf("%v %v n=%d: not reused (err %v)", dt, op, n, err)
						}
						temp := x
						if !reuseLeft {
							temp = y
						}
						if got.Array != temp {
							t.Fatalf("%v %v n=%d: result is not the temporary", dt, op, n)
						}
						sameArrays(t, "reused "+op.String(), got.Array, want.Array)
						if fp != wantFP {
							t.Fatalf("%v %v n=%d: fp flags %v, want %v", dt, op, n, fp, wantFP)
						}
					}
				}
			}
		}
	}
}

// withSplitReusing runs BinaryReusing on copies of the operands with the
// goroutine split off and forced on, checks both agree, and returns the
// second on the original operands.
func withSplitReusing(op BinaryOp, x, y Operand, reuseLeft bool) (Operand, FPFlags, bool, error) {
	saved := parallelMin
	defer func() { parallelMin = saved }()
	parallelMin = math.MaxInt / 1024
	cx, cy := x, y
	if x.Array != nil {
		cx.Array = x.Array.Copy()
	}
	if y.Array != nil {
		cy.Array = y.Array.Copy()
	}
	serial, serialFP, serialOK, _ := BinaryReusing(op, cx, cy, reuseLeft, !reuseLeft)
	parallelMin = 256
	r, fp, ok, err := BinaryReusing(op, x, y, reuseLeft, !reuseLeft)
	if ok != serialOK || fp != serialFP || ok && string(serial.Array.ReadData()) != string(r.Array.ReadData()) {
		return Operand{}, 0, false, errSplit
	}
	return r, fp, ok, err
}

var errSplit = errors.New("split and serial results differ")

// A temporary is not reused where the result needs another buffer.
func TestBinaryReusingRefuses(t *testing.T) {
	vec := func(dt DType, shape ...int) *Array {
		a, err := New(dt, shape)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	row := vec(Float64, 6)
	sliced := vec(Float64, 7)
	view := sliced.view([]int{6}, sliced.strides, sliced.offset+8)
	cases := []struct {
		name string
		x, y *Array
	}{
		{"broadcast up", row, vec(Float64, 2, 6)},
		{"int temporary, float result", vec(Int64, 6), vec(Float64, 6)},
		{"float32 temporary, float64 result", vec(Float32, 6), vec(Float64, 6)},
		{"view", view, row},
		{"empty", vec(Float64, 0), vec(Float64, 0)},
	}
	for _, c := range cases {
		_, _, ok, err := BinaryReusing(Add, Operand{Array: c.x}, Operand{Array: c.y}, true, false)
		if ok || err != nil {
			t.Errorf("%s: reused (err %v)", c.name, err)
		}
	}
	// comparisons (a bool result), floor division, modulo and power have
	// no in-place loop
	for _, op := range []BinaryOp{Lt, FloorDiv, Mod, Pow} {
		if _, _, ok, _ := BinaryReusing(op, Operand{Array: vec(Float64, 6)}, Operand{Array: vec(Float64, 6)}, true, true); ok {
			t.Errorf("%v: reused", op)
		}
	}
}
