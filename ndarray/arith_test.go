package ndarray

import (
	"strings"
	"testing"
)

// The cases in arith_cases_test.go hold NumPy's own results; regenerate
// them with /usr/bin/python3 testdata/genarith.py > arith_cases_test.go.

type arithCase struct {
	op   BinaryOp
	x, y string // kind:dtype:elements; kind a (array), s (NumPy scalar) or p (Python scalar)
	// want is "array:DTYPE" or "scalar:DTYPE" with result holding NumPy's
	// repr of the result; "error" with result holding the message; or
	// "unsupported" for results NumPy gives in a dtype we lack.
	want   string
	result string
}

// parseOperand builds an Operand from its kind:dtype:elements spelling.
func parseOperand(t testing.TB, spec string) Operand {
	t.Helper()
	kind, rest, _ := strings.Cut(spec, ":")
	dtName, elems, _ := strings.Cut(rest, ":")
	dt := mustDType(t, dtName)
	switch kind {
	case "a":
		fields := strings.Fields(elems)
		return Operand{Array: parseElems(t, dt, []int{len(fields)}, elems)}
	case "s", "p":
		v := parseElems(t, dt, nil, elems).At()
		return Operand{Scalar: v, Python: kind == "p"}
	}
	t.Fatalf("bad operand %q", spec)
	return Operand{}
}

func TestBinaryAgainstNumPy(t *testing.T) {
	for _, c := range arithCases {
		name := c.x + " " + c.op.String() + " " + c.y
		t.Run(name, func(t *testing.T) {
			got, err := Binary(c.op, parseOperand(t, c.x), parseOperand(t, c.y))
			switch c.want {
			case "error":
				if err == nil || err.Error() != c.result {
					t.Errorf("Binary(%s, %s, %s): got error %v, want %q", c.op, c.x, c.y, err, c.result)
				}
				return
			case "unsupported":
				if err == nil {
					t.Errorf("Binary(%s, %s, %s) succeeded, want an error (NumPy gives %s)", c.op, c.x, c.y, c.result)
				}
				return
			}
			if c.op == Pow && c.want == "array:float32" {
				// NumPy 1.24 on AVX-512 machines computes float32 array
				// powers with SVML's powf, which may differ from the
				// correctly rounded result in the last bit.
				t.Skip("float32 array power uses SVML in NumPy")
			}
			if err != nil {
				t.Fatalf("Binary(%s, %s, %s): %v, want %s %s", c.op, c.x, c.y, err, c.want, c.result)
			}
			var kind, repr string
			var dt DType
			if got.Array != nil {
				kind, dt, repr = "array", got.Array.DType(), got.Array.Repr()
			} else {
				kind, dt, repr = "scalar", got.Scalar.DType, got.Scalar.Repr()
			}
			if g := kind + ":" + dt.String(); g != c.want || repr != c.result {
				t.Errorf("Binary(%s, %s, %s) = %s %s, want %s %s", c.op, c.x, c.y, g, repr, c.want, c.result)
			}
		})
	}
}

type unaryCase struct {
	op     UnaryOp
	x      string // as in arithCase
	want   string // as in arithCase
	result string
}

func TestUnaryAgainstNumPy(t *testing.T) {
	for _, c := range unaryCases {
		t.Run(c.op.String()+" "+c.x, func(t *testing.T) {
			got, err := Unary(c.op, parseOperand(t, c.x))
			switch c.want {
			case "error":
				if err == nil || err.Error() != c.result {
					t.Errorf("Unary(%s, %s): got error %v, want %q", c.op, c.x, err, c.result)
				}
				return
			case "unsupported":
				if err == nil {
					t.Errorf("Unary(%s, %s) succeeded, want an error (NumPy gives %s)", c.op, c.x, c.result)
				}
				return
			}
			if err != nil {
				t.Fatalf("Unary(%s, %s): %v, want %s %s", c.op, c.x, err, c.want, c.result)
			}
			var kind, repr string
			var dt DType
			if got.Array != nil {
				kind, dt, repr = "array", got.Array.DType(), got.Array.Repr()
			} else {
				kind, dt, repr = "scalar", got.Scalar.DType, got.Scalar.Repr()
			}
			g := kind + ":" + dt.String()
			if g != c.want {
				t.Errorf("Unary(%s, %s) = %s %s, want %s %s", c.op, c.x, g, repr, c.want, c.result)
			}
			switch c.op {
			case Exp, Log, Sin, Cos:
				// NumPy's SIMD (and glibc's) transcendental functions and
				// Go's may differ in the last bit; only the types must
				// agree.
				return
			}
			if repr != c.result {
				t.Errorf("Unary(%s, %s) = %s %s, want %s %s", c.op, c.x, g, repr, c.want, c.result)
			}
		})
	}
}

func BenchmarkBinaryAddFloat64(b *testing.B) {
	x := Operand{Array: lcgArray(b, Float64, 1<<16, 1)}
	y := Operand{Array: lcgArray(b, Float64, 1<<16, 2)}
	b.SetBytes(3 * 8 << 16)
	for b.Loop() {
		if _, err := Binary(Add, x, y); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBinaryMulFloat32Scalar(b *testing.B) {
	x := Operand{Array: lcgArray(b, Float32, 1<<16, 1)}
	b.SetBytes(2 * 4 << 16)
	for b.Loop() {
		if _, err := Binary(Mul, x, pyFloat(0.5)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBinaryAddFloat32Fresh is a + b of two float32 arrays of 10^6
// elements into a fresh result each time (the result dropped, as
// `c = a + b` in a script whose c is not recycled).
func BenchmarkBinaryAddFloat32Fresh(b *testing.B) {
	x := Operand{Array: lcgArray(b, Float32, 1000000, 1)}
	y := Operand{Array: lcgArray(b, Float32, 1000000, 2)}
	b.SetBytes(3 * 4 * 1000000)
	for b.Loop() {
		if _, err := Binary(Add, x, y); err != nil {
			b.Fatal(err)
		}
	}
}
