package interp

// This file checks that the interpreter's math and numpy modules provide
// every intrinsic of kernel's registry with the registry's semantics.

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	_ "github.com/alpyna/alpyna/pynumpy" // the numpy module
	"github.com/go-python/gpython/stdlib/math/libm"
)

// libmRef computes each intrinsic as the C library does (CPython's libm,
// as package libm ports it), to apply the registry's Domain rules to. An
// intrinsic added to the registry needs one here.
var libmRef = map[kernel.Intrinsic]func(a []float64) float64{
	kernel.Sqrt:  func(a []float64) float64 { return math.Sqrt(a[0]) },
	kernel.Exp:   func(a []float64) float64 { return libm.Exp(a[0]) },
	kernel.Log:   func(a []float64) float64 { return libm.Log(a[0]) },
	kernel.Log10: func(a []float64) float64 { return libm.Log10(a[0]) },
	kernel.Sin:   func(a []float64) float64 { return libm.Sin(a[0]) },
	kernel.Cos:   func(a []float64) float64 { return libm.Cos(a[0]) },
	kernel.Tan:   func(a []float64) float64 { return libm.Tan(a[0]) },
	kernel.Asin:  func(a []float64) float64 { return libm.Asin(a[0]) },
	kernel.Acos:  func(a []float64) float64 { return libm.Acos(a[0]) },
	kernel.Atan:  func(a []float64) float64 { return libm.Atan(a[0]) },
	kernel.Atan2: func(a []float64) float64 { return libm.Atan2(a[0], a[1]) },
	kernel.Sinh:  func(a []float64) float64 { return libm.Sinh(a[0]) },
	kernel.Cosh:  func(a []float64) float64 { return libm.Cosh(a[0]) },
	kernel.Tanh:  func(a []float64) float64 { return libm.Tanh(a[0]) },
	kernel.Erf:   func(a []float64) float64 { return libm.Erf(a[0]) },
	kernel.Floor: func(a []float64) float64 { return math.Floor(a[0]) },
	kernel.Ceil:  func(a []float64) float64 { return math.Ceil(a[0]) },
	kernel.Fabs:  func(a []float64) float64 { return math.Abs(a[0]) },
	kernel.PowF:  func(a []float64) float64 { return libm.Pow(a[0], a[1]) },
	kernel.Hypot: func(a []float64) float64 { return libm.Hypot2(a[0], a[1]) },
}

// intrinsicArgs are the argument tuples of an intrinsic's tests: for one
// argument every sample, for two every pair of a smaller set.
func intrinsicArgs(arity int) [][]float64 {
	inf, nan := math.Inf(1), math.NaN()
	one := []float64{0, math.Copysign(0, -1), 0.5, -0.5, 1, -1, 2, -2, 3.75, -3.75, 0.1, 700, 1000, -1000,
		1e300, -1e300, 5e-324, inf, -inf, nan}
	two := []float64{0, math.Copysign(0, -1), 0.5, -1, 2, -8, 1.0 / 3, 10, 400, -400, inf, -inf, nan}
	var out [][]float64
	switch arity {
	case 1:
		for _, x := range one {
			out = append(out, []float64{x})
		}
	case 2:
		for _, x := range two {
			for _, y := range two {
				out = append(out, []float64{x, y})
			}
		}
	}
	return out
}

// calls runs fn (Python source naming a function) on each argument tuple
// in the interpreter and returns, per tuple, the result's type name and
// repr, or the exception's type name and "".
func calls(t *testing.T, imports, fn string, args [][]float64) (types, reprs []string) {
	t.Helper()
	var src strings.Builder
	fmt.Fprintf(&src, "%s\n\ndef show(*a):\n    try:\n        r = %s(*a)\n    except Exception as e:\n        return type(e).__name__ + ' '\n"+
		"    return type(r).__name__ + ' ' + repr(r)\n\n", imports, fn)
	for _, a := range args {
		s := make([]string, len(a))
		for i, x := range a {
			switch {
			case math.IsNaN(x):
				s[i] = "float('nan')"
			case math.IsInf(x, 0):
				s[i] = fmt.Sprintf("float('%v')", x)
			default:
				s[i] = "float('" + strconv.FormatFloat(x, 'g', -1, 64) + "')"
			}
		}
		fmt.Fprintf(&src, "print(show(%s))\n", strings.Join(s, ", "))
	}
	var out bytes.Buffer
	if err := runSource(t, src.String(), &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != len(args) {
		t.Fatalf("%d results for %d calls:\n%s", len(lines), len(args), out.String())
	}
	for _, l := range lines {
		ty, r, _ := strings.Cut(l, " ")
		types, reprs = append(types, ty), append(reprs, r)
	}
	return types, reprs
}

// TestIntrinsicsMath checks that the math module has every intrinsic,
// with its arity and result type, raising exactly as its Domain says.
func TestIntrinsicsMath(t *testing.T) {
	for _, f := range kernel.AllIntrinsics() {
		in := f.Info()
		t.Run(in.Name, func(t *testing.T) {
			ref, ok := libmRef[f]
			if !ok {
				t.Fatalf("no reference for %s in libmRef", in.MathName())
			}
			args := intrinsicArgs(in.Arity)
			if len(args) == 0 {
				t.Fatalf("no arguments of %d values", in.Arity)
			}
			types, reprs := calls(t, "import math", in.MathName(), args)
			resultType := map[kernel.Type]string{kernel.PyFloat: "float", kernel.PyInt: "int"}[in.Result]
			bad := 0
			for i, a := range args {
				r := ref(a)
				want := resultType
				switch in.Domain.Error(a, r) {
				case kernel.ValueError:
					want = "ValueError"
				case kernel.OverflowError:
					want = "OverflowError"
				}
				ok := types[i] == want
				if ok && want == resultType {
					// The value is libm's.
					v, err := strconv.ParseFloat(reprs[i], 64)
					ok = err == nil && (v == r || math.IsNaN(v) && math.IsNaN(r))
				}
				if !ok {
					bad++
					if bad <= 5 {
						t.Errorf("%s%v: %s %s, want %s (of %v)", in.MathName(), a, types[i], reprs[i], want, r)
					}
				}
			}
			if bad > 5 {
				t.Errorf("%s: %d results differ", in.MathName(), bad)
			}
		})
	}
}

// TestIntrinsicsNumPy checks that the numpy module has the ufunc of every
// intrinsic the registry says the subset's numpy has, with NumPy's
// semantics (nan or ±inf where math raises, never an exception), and not
// the ufuncs the registry says it lacks.
func TestIntrinsicsNumPy(t *testing.T) {
	for _, f := range kernel.AllIntrinsics() {
		in := f.Info()
		if in.NumPy == "" {
			continue
		}
		t.Run(in.NumPy, func(t *testing.T) {
			if !in.NumPyInSubset {
				var out bytes.Buffer
				if err := runSource(t, "import numpy\nprint(hasattr(numpy, '"+in.NumPy+"'))\n", &out); err != nil {
					t.Fatal(err)
				}
				if out.String() != "False\n" {
					t.Errorf("the numpy module has %s: say so in kernel's registry (NumPyInSubset)", in.NumPy)
				}
				return
			}
			ref, ok := libmRef[f]
			if !ok {
				t.Fatalf("no reference for %s in libmRef", in.MathName())
			}
			args := intrinsicArgs(in.Arity)
			types, reprs := calls(t, "import numpy", in.NumPyName(), args)
			bad := 0
			for i, a := range args {
				v, err := strconv.ParseFloat(reprs[i], 64)
				var msg string
				switch {
				case types[i] != "float64" || err != nil:
					msg = fmt.Sprintf("%s %s, want a float64", types[i], reprs[i])
				case in.Domain.Error(a, ref(a)) != kernel.OK && !math.IsNaN(v) && !math.IsInf(v, 0):
					msg = fmt.Sprintf("%v where math raises, want nan or ±inf", v)
				default:
					continue
				}
				if bad++; bad <= 5 {
					t.Errorf("%s%v: %s", in.NumPyName(), a, msg)
				}
			}
			if bad > 5 {
				t.Errorf("%s: %d results wrong", in.NumPyName(), bad)
			}
		})
	}
}
