package kexec_test

// This file checks that the Go executor evaluates every intrinsic of
// kernel's registry as the interpreter's math module does.

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/interp"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/kexec"
)

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

// pyFloat is x as Python source.
func pyFloat(x float64) string {
	switch {
	case math.IsNaN(x):
		return "float('nan')"
	case math.IsInf(x, 0):
		return fmt.Sprintf("float('%v')", x)
	}
	return "float('" + strconv.FormatFloat(x, 'g', -1, 64) + "')"
}

// mathResults runs math.name on each argument tuple in the interpreter
// and returns, per tuple, repr of the result or the exception's type name.
func mathResults(t *testing.T, name string, args [][]float64) []string {
	t.Helper()
	var src strings.Builder
	src.WriteString("import math\n\ndef show(*a):\n    try:\n        return repr(math." + name + "(*a))\n" +
		"    except Exception as e:\n        return type(e).__name__\n\n")
	for _, a := range args {
		s := make([]string, len(a))
		for i, x := range a {
			s[i] = pyFloat(x)
		}
		fmt.Fprintf(&src, "print(show(%s))\n", strings.Join(s, ", "))
	}
	var out bytes.Buffer
	in, err := interp.New(interp.Config{Stdout: &out, Stderr: &out})
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	if err := in.RunSource(src.String(), "intrinsics.py"); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != len(args) {
		t.Fatalf("%d results for %d calls:\n%s", len(lines), len(args), out.String())
	}
	return lines
}

// callModule is kernel.IntrinsicModule, failing t.
func callModule(t *testing.T, f kernel.Intrinsic, checked bool) *kernel.Module {
	t.Helper()
	m, err := kernel.IntrinsicModule(f, checked)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestIntrinsics runs every intrinsic of kernel's registry on the Go
// executor and compares it with the interpreter's math module: the same
// float bits or int, or the same exception. Only where the result is an
// int beyond 64 bits (floor, ceil) may a kernel stop otherwise (the
// executor says OverflowError, the native kernels Deopt): the nest then
// runs again in the interpreter, which computes it.
func TestIntrinsics(t *testing.T) {
	for _, f := range kernel.AllIntrinsics() {
		in := f.Info()
		t.Run(in.Name, func(t *testing.T) {
			args := intrinsicArgs(in.Arity)
			if len(args) == 0 {
				t.Fatalf("no arguments of %d values", in.Arity)
			}
			want := mathResults(t, in.Name, args)
			g := kexec.NewGoKernels(callModule(t, f, true))
			bad := 0
			for i, a := range args {
				slots := make([]int64, len(a)+1)
				for j, x := range a {
					slots[j] = runtime.EncodeFloat(x)
				}
				out := make([]int64, 2)
				st := g.Run(0, nil, slots, out, nil)
				got := st.String()
				if st == kernel.OK {
					got = fmt.Sprint(out[0])
					if in.Result.IsFloat() {
						got = strconv.FormatFloat(runtime.DecodeFloat(out[0]), 'g', -1, 64)
					}
				}
				if !sameResult(got, want[i], in.Result) && !(st != kernel.OK && beyondInt64(want[i])) {
					bad++
					if bad <= 5 {
						t.Errorf("math.%s%v: executor %s, interpreter %s", in.Name, a, got, want[i])
					}
				}
			}
			if bad > 5 {
				t.Errorf("math.%s: %d results differ", in.Name, bad)
			}
		})
	}
}

// sameResult reports whether the executor's result (a value, or a Status)
// is the interpreter's (repr of a value, or an exception's type name).
func sameResult(got, want string, result kernel.Type) bool {
	if got == want {
		return true
	}
	if result.IsFloat() {
		g, err1 := strconv.ParseFloat(got, 64)
		w, err2 := strconv.ParseFloat(want, 64)
		return err1 == nil && err2 == nil && (math.Float64bits(g) == math.Float64bits(w) || math.IsNaN(g) && math.IsNaN(w))
	}
	return false
}

// beyondInt64 reports whether an int result is one a kernel leaves to the
// interpreter: from the executor's ±9.2e18 on.
func beyondInt64(repr string) bool {
	v, err := strconv.ParseFloat(repr, 64)
	return err == nil && math.Abs(v) >= 9.2e18
}
