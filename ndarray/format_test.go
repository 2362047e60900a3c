package ndarray

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// The cases in format_cases_test.go hold NumPy's own output; regenerate
// them with /usr/bin/python3 testdata/genformat.py > format_cases_test.go.

type explicitFormatCase struct {
	name      string
	dtype     string
	shape     []int
	elems     string // space-separated; bools as 0 and 1
	str, repr string
}

type generatedFormatCase struct {
	name  string
	dtype string
	n     int
	scale float64 // np.arange(n, dtype) * scale (a Python int for int dtypes)
	// dtype "lcg:DTYPE" stands for n values of the lcg sequence times scale
	shape     []int
	str, repr string
}

type floatScalarCase struct {
	dtype string
	value string // repr of the value as a Python float
	str   string
}

func mustDType(t testing.TB, name string) DType {
	t.Helper()
	dt, ok := ParseDType(name)
	if !ok {
		t.Fatalf("unknown dtype %q", name)
	}
	return dt
}

// parseElems builds an array from space-separated elements.
func parseElems(t testing.TB, dt DType, shape []int, elems string) *Array {
	t.Helper()
	var vals []Scalar
	for _, f := range strings.Fields(elems) {
		if dt.IsFloat() {
			v, err := strconv.ParseFloat(f, 64)
			if err != nil {
				t.Fatal(err)
			}
			vals = append(vals, MakeFloat(dt, v))
		} else {
			v, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			vals = append(vals, MakeInt(dt, v))
		}
	}
	a, err := FromScalars(dt, shape, vals)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// arange returns np.arange(n, dtype=dt).
func arange(t testing.TB, dt DType, n int) *Array {
	t.Helper()
	a, err := New(dt, []int{n})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		a.SetFlat(i, MakeInt(Int64, int64(i)))
	}
	return a
}

func pyFloat(v float64) Operand { return Operand{Scalar: MakeFloat(Float64, v), Python: true} }
func pyInt(v int64) Operand     { return Operand{Scalar: MakeInt(Int64, v), Python: true} }

// lcgArray returns n values of the sequence testdata/genformat.py's lcg
// makes: s = (s*1103515245 + 12345) % 2**31; value = s / 2**31 * scale.
func lcgArray(t testing.TB, dt DType, n int, scale float64) *Array {
	a := mustNew(t, dt, n)
	s := int64(12345)
	for i := 0; i < n; i++ {
		s = (s*1103515245 + 12345) % (1 << 31)
		a.SetFlat(i, MakeFloat(Float64, float64(s)/(1<<31)*scale))
	}
	return a
}

func TestFormatExplicit(t *testing.T) {
	for _, c := range explicitFormatCases {
		t.Run(c.name, func(t *testing.T) {
			a := parseElems(t, mustDType(t, c.dtype), c.shape, c.elems)
			if got := a.String(); got != c.str {
				t.Errorf("str of %s %v [%s]:\ngot\n%s\nwant\n%s", c.dtype, c.shape, c.elems, got, c.str)
			}
			if got := a.Repr(); got != c.repr {
				t.Errorf("repr of %s %v [%s]:\ngot\n%s\nwant\n%s", c.dtype, c.shape, c.elems, got, c.repr)
			}
		})
	}
}

func TestFormatGenerated(t *testing.T) {
	for _, c := range generatedFormatCases {
		t.Run(c.name, func(t *testing.T) {
			var a *Array
			dtName, random := strings.CutPrefix(c.dtype, "lcg:")
			dt := mustDType(t, dtName)
			switch {
			case random:
				a = lcgArray(t, dt, c.n, c.scale)
			case dt == Bool:
				a, _ = New(Bool, []int{c.n})
				for i := 0; i < c.n; i++ {
					a.SetFlat(i, MakeBool(i%2 == 1))
				}
			default:
				scale := pyFloat(c.scale)
				if dt.IsInt() {
					scale = pyInt(int64(c.scale))
				}
				r, err := Binary(Mul, Operand{Array: arange(t, dt, c.n)}, scale)
				if err != nil {
					t.Fatal(err)
				}
				a = r.Array
			}
			a, err := a.Reshape(c.shape)
			if err != nil {
				t.Fatal(err)
			}
			if got := a.String(); got != c.str {
				t.Errorf("str of arange(%d, %s)*%v:\ngot\n%s\nwant\n%s", c.n, dt, c.scale, got, c.str)
			}
			if got := a.Repr(); got != c.repr {
				t.Errorf("repr of arange(%d, %s)*%v:\ngot\n%s\nwant\n%s", c.n, dt, c.scale, got, c.repr)
			}
		})
	}
}

func TestFloatScalarString(t *testing.T) {
	for _, c := range floatScalarCases {
		v, err := strconv.ParseFloat(c.value, 64)
		if err != nil {
			t.Fatal(err)
		}
		s := MakeFloat(mustDType(t, c.dtype), v)
		if got := s.String(); got != c.str {
			t.Errorf("str(np.%s(%s)) = %q, want %q", c.dtype, c.value, got, c.str)
		}
		if got := s.Repr(); got != c.str {
			t.Errorf("repr(np.%s(%s)) = %q, want %q", c.dtype, c.value, got, c.str)
		}
	}
}

func TestScalarString(t *testing.T) {
	tests := []struct {
		s    Scalar
		want string
	}{
		{MakeBool(true), "True"},
		{MakeBool(false), "False"},
		{MakeInt(Int32, -5), "-5"},
		{MakeInt(Int64, math.MaxInt64), "9223372036854775807"},
		{MakeInt(Int32, 1<<31), "-2147483648"},
	}
	for _, tt := range tests {
		if got := tt.s.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.s, got, tt.want)
		}
	}
}
