package ndarray

import (
	"bufio"
	"math"
	"math/big"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"
)

// simdmathCase is one line of testdata/simdmath_golden.txt: NumPy 1.24's
// result bits for an input's bits. Regenerate the file with
// /usr/bin/python3 gen_simdmath.py > simdmath_golden.txt in testdata.
type simdmathCase struct {
	fn   string
	dt   DType
	x, y uint64
}

func readSimdmathGolden(t *testing.T) []simdmathCase {
	t.Helper()
	f, err := os.Open("testdata/simdmath_golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []simdmathCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 4 {
			t.Fatalf("bad golden line %q", line)
		}
		x, err1 := strconv.ParseUint(fields[2], 16, 64)
		y, err2 := strconv.ParseUint(fields[3], 16, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("bad golden line %q", line)
		}
		cases = append(cases, simdmathCase{fields[0], mustDType(t, fields[1]), x, y})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 2000 {
		t.Fatalf("only %d golden cases", len(cases))
	}
	return cases
}

var simdmathOps = map[string]UnaryOp{"exp": Exp, "log": Log, "sin": Sin, "cos": Cos}

// valueBits returns the bits of s's value in its own dtype.
func valueBits(s Scalar) uint64 {
	if s.DType == Float32 {
		return uint64(math.Float32bits(float32(s.F)))
	}
	return math.Float64bits(s.F)
}

func fromBits(dt DType, b uint64) Scalar {
	if dt == Float32 {
		return MakeFloat(Float32, float64(math.Float32frombits(uint32(b))))
	}
	return MakeFloat(Float64, math.Float64frombits(b))
}

// TestSimdMathGolden checks Unary's Exp, Log, Sin and Cos against NumPy's
// bit patterns, on arrays and on NumPy scalars, NaN payloads included.
func TestSimdMathGolden(t *testing.T) {
	type key struct {
		fn string
		dt DType
	}
	groups := map[key][]simdmathCase{}
	for _, c := range readSimdmathGolden(t) {
		k := key{c.fn, c.dt}
		groups[k] = append(groups[k], c)
	}
	for k, cases := range groups {
		op, ok := simdmathOps[k.fn]
		if !ok {
			t.Fatalf("unknown function %q", k.fn)
		}
		vals := make([]Scalar, len(cases))
		for i, c := range cases {
			vals[i] = fromBits(k.dt, c.x)
		}
		a, err := FromScalars(k.dt, []int{len(vals)}, vals)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Unary(op, Operand{Array: a})
		if err != nil {
			t.Fatal(err)
		}
		if res.Array.DType() != k.dt {
			t.Fatalf("%s of %s gives %s", k.fn, k.dt, res.Array.DType())
		}
		bad := 0
		for i, c := range cases {
			got := valueBits(res.Array.AtFlat(i))
			s, err := Unary(op, Operand{Scalar: vals[i]})
			if err != nil {
				t.Fatal(err)
			}
			gotScalar := valueBits(s.Scalar)
			if got != c.y || gotScalar != c.y {
				if bad++; bad <= 10 {
					t.Errorf("%s(%s %#x) = %#x (array), %#x (scalar); NumPy gives %#x",
						k.fn, k.dt, c.x, got, gotScalar, c.y)
				}
			}
		}
		if bad > 10 {
			t.Errorf("%s %s: %d of %d cases differ from NumPy", k.fn, k.dt, bad, len(cases))
		}
	}
}

// TestSimdMathIntInput checks that integers go through the float64 ports,
// as NumPy casts them to float64.
func TestSimdMathIntInput(t *testing.T) {
	for _, op := range []UnaryOp{Exp, Log, Sin, Cos} {
		for _, v := range []int64{3, 7, 100, 123456789} {
			got, err := Unary(op, Operand{Scalar: MakeInt(Int64, v)})
			if err != nil {
				t.Fatal(err)
			}
			want, _ := Unary(op, Operand{Scalar: MakeFloat(Float64, float64(v))})
			if got.Scalar.DType != Float64 || math.Float64bits(got.Scalar.F) != math.Float64bits(want.Scalar.F) {
				t.Errorf("%s(int64 %d) = %v %v, want float64 %v", op, v, got.Scalar.DType, got.Scalar.F, want.Scalar.F)
			}
		}
	}
}

// exactFMA32 returns a*b+c correctly rounded to float32, through big.Float.
func exactFMA32(a, b, c float32) float32 {
	p := new(big.Float).SetPrec(200).SetFloat64(float64(a))
	p.Mul(p, new(big.Float).SetFloat64(float64(b)))
	p.Add(p, new(big.Float).SetFloat64(float64(c)))
	f, _ := p.Float32()
	switch {
	case p.Sign() == 0: // an exact zero: IEEE's rule for its sign
		return float32(float64(a)*float64(b) + float64(c))
	case f == 0: // underflow keeps the sign
		return float32(math.Copysign(0, float64(p.Sign())))
	}
	return f
}

func TestFMA32(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	check := func(a, b, c float32) {
		t.Helper()
		got, want := fma32(a, b, c), exactFMA32(a, b, c)
		if math.Float32bits(got) != math.Float32bits(want) {
			t.Fatalf("fma32(%g, %g, %g) = %g, want %g", a, b, c, got, want)
		}
	}
	for i := 0; i < 200000; i++ {
		a := math.Float32frombits(r.Uint32() & 0x7fffffff >> uint(r.Intn(3)))
		b := math.Float32frombits(r.Uint32() & 0x7fffffff >> uint(r.Intn(3)))
		if math.IsNaN(float64(a)) || math.IsInf(float64(a), 0) || math.IsNaN(float64(b)) || math.IsInf(float64(b), 0) {
			continue
		}
		if r.Intn(2) == 0 {
			a = -a
		}
		p := float64(a) * float64(b)
		// c near -p makes cancellation; c near the product's float32
		// rounding boundaries makes the double rounding cases.
		var c float32
		switch r.Intn(3) {
		case 0:
			c = math.Float32frombits(r.Uint32())
		case 1:
			c = -float32(p)
		default:
			c = float32(p * math.Ldexp(1, -r.Intn(30)))
		}
		if math.IsNaN(float64(c)) || math.IsInf(float64(c), 0) || math.IsInf(p, 0) || math.Abs(p) > math.MaxFloat32 {
			continue
		}
		check(a, b, c)
	}
	// (1 + 2**-12)**2 = 1 + 2**-11 + 2**-24 is a float32 midpoint; a tiny
	// addend decides the rounding, though the float64 sum is the midpoint.
	check(1+0x1p-12, 1+0x1p-12, 0x1p-70)
	check(1+0x1p-12, 1+0x1p-12, -0x1p-70)
	check(-(1 + 0x1p-12), 1+0x1p-12, 0x1p-60)
	if got := fma32(1+0x1p-12, 1+0x1p-12, 0x1p-70); got != 1+0x1p-11+0x1p-23 {
		t.Errorf("fma32 rounds a midpoint plus 2**-70 to %g", got)
	}
}
