package llvmgen_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// TestRunVectorMath runs vectorized loops that call sin, cos, math.pow,
// float **, tanh, sinh and cosh (through their vector variants), with their
// checks deferred: every element must be glibc's result bit for bit (libm
// here is the C library's, through cgo), and a failing element in the
// middle of a vector block must give Python's error.
//
//	for i in range(n):                      # trig
//	    out[i] = math.sin(a[i]) * math.cos(a[i])
//	for i in range(n):                      # mpow
//	    out[i] = math.pow(a[i], b[i])
//	for i in range(n):                      # star
//	    out[i] = float(a[i]) ** float(b[i])
//	for i in range(n):                      # hyp
//	    out[i] = math.tanh(a[i] - b[i]) + math.sinh(b[i]) * math.cosh(b[i])
func TestRunVectorMath(t *testing.T) {
	if libm.Pow(2, 0.5) != 1.4142135623730951 || libm.Sin(1e22) == math.Sin(1e22) {
		t.Skip("libm is not the C library's (built without cgo)")
	}
	m := newModule("vecmath")
	n := &kernel.ParamRef{Param: addParam(m, kernel.Scalar, "n", kernel.PyInt)}
	a := addArray(m, "a", kernel.Float64, 1, false)
	b := addArray(m, "b", kernel.Float64, 1, false)
	out := addArray(m, "out", kernel.Float64, 1, true)
	py := func(e kernel.Expr) kernel.Expr { return &kernel.Convert{X: e, T: kernel.PyFloat} }
	bodies := map[string]func(x, y kernel.Expr) kernel.Expr{
		"trig": func(x, _ kernel.Expr) kernel.Expr {
			return &kernel.Binary{Op: kernel.Mul, T: kernel.PyFloat,
				X: &kernel.Call{Fn: kernel.Sin, Args: []kernel.Expr{x}, Checked: true},
				Y: &kernel.Call{Fn: kernel.Cos, Args: []kernel.Expr{x}, Checked: true}}
		},
		"mpow": func(x, y kernel.Expr) kernel.Expr {
			return &kernel.Call{Fn: kernel.PowF, Args: []kernel.Expr{x, y}, Checked: true}
		},
		"star": func(x, y kernel.Expr) kernel.Expr {
			return &kernel.Binary{Op: kernel.Pow, X: x, Y: y, T: kernel.PyFloat, Checked: true}
		},
		"hyp": func(x, y kernel.Expr) kernel.Expr {
			return &kernel.Binary{Op: kernel.Add, T: kernel.PyFloat,
				X: &kernel.Call{Fn: kernel.Tanh, Args: []kernel.Expr{&kernel.Binary{Op: kernel.Sub, X: x, Y: y, T: kernel.PyFloat}}},
				Y: &kernel.Binary{Op: kernel.Mul, T: kernel.PyFloat,
					X: &kernel.Call{Fn: kernel.Sinh, Args: []kernel.Expr{y}, Checked: true},
					Y: &kernel.Call{Fn: kernel.Cosh, Args: []kernel.Expr{y}, Checked: true}}}
		},
	}
	names := []string{"trig", "mpow", "star", "hyp"}
	for _, name := range names {
		k := addKernel(m, name)
		i := addLocal(k, "i", kernel.PyInt)
		k.Dims = []*kernel.Dim{{Var: i, Lower: ic(0), Upper: n, Step: ic(1)}}
		at := func(arr *kernel.Array) kernel.Expr {
			return py(&kernel.Load{Array: arr, Index: []*kernel.Subscript{sub(v(i))}})
		}
		k.Body = []kernel.Stmt{&kernel.Store{Array: out, Index: []*kernel.Subscript{sub(v(i))},
			Value: &kernel.Convert{T: kernel.Float64, X: bodies[name](at(a), at(b))}}}
	}
	finish(t, m)
	text, err := llvmgen.EmitCPUText(m)
	if err != nil {
		t.Fatal(err)
	}
	// The vectorizer takes each loop, checks and all, and calls the
	// vector variants (2 lanes: opt's default CPU has SSE2 only).
	optimized := run(t, text, tool(t, llvmgen.FindOpt), "-O3", "-S")
	vectorized := map[string][]string{"trig": {"sin", "cos"}, "mpow": {"pow"}, "star": {"pow"}}
	for _, fn := range []kernel.Intrinsic{kernel.Tanh, kernel.Sinh, kernel.Cosh} {
		if llvmgen.LibmReplays(fn) {
			vectorized["hyp"] = append(vectorized["hyp"], fn.Info().Name)
		}
	}
	for name, variants := range vectorized {
		f := optimized[strings.Index(optimized, "@"+name+"("):]
		f = f[:strings.Index(f, "\n}\n")]
		for _, fn := range variants {
			if !strings.Contains(f, "call <2 x double> @alpyna."+fn+".v2") {
				t.Errorf("%s's loop calls no vector %s:\n%s", name, fn, f)
			}
		}
	}
	nat := buildNative(t, m)

	const size = 1003 // vector blocks and a remainder
	r := rand.New(rand.NewPCG(18, 5))
	as, bs := make([]float64, size), make([]float64, size)
	for j := range size {
		switch j % 4 {
		case 0:
			as[j] = float64(r.IntN(1000)+1) * math.Pi / 2 // near zeros of sin and cos
		case 1:
			as[j] = r.Float64() * 8
		default:
			as[j] = r.Float64() * 100
		}
		bs[j] = r.Float64()*20 - 10 // positive bases: no errors
	}
	want := map[string]func(x, y float64) float64{
		"trig": func(x, _ float64) float64 { return libm.Sin(x) * libm.Cos(x) },
		"mpow": libm.Pow,
		"star": libm.Pow,
		"hyp":  func(x, y float64) float64 { return libm.Tanh(x-y) + libm.Sinh(y)*libm.Cosh(y) },
	}
	type fault struct {
		what   string
		at     int
		a, b   float64
		status map[string]kernel.Status
	}
	faults := []fault{
		{"none", 7, 1.5, 0.5, map[string]kernel.Status{"trig": kernel.OK, "mpow": kernel.OK, "star": kernel.OK, "hyp": kernel.OK}},
		{"sin(inf)", 501, math.Inf(1), 1, map[string]kernel.Status{"trig": kernel.ValueError, "mpow": kernel.OK, "star": kernel.OK, "hyp": kernel.OK}},
		{"0 ** -1", 502, 0, -1, map[string]kernel.Status{"trig": kernel.OK, "mpow": kernel.ValueError, "star": kernel.ZeroDivisionError, "hyp": kernel.OK}},
		{"10 ** 400", 503, 10, 400, map[string]kernel.Status{"trig": kernel.OK, "mpow": kernel.OverflowError, "star": kernel.OverflowError, "hyp": kernel.OK}},
		{"sinh(800)", 504, 2, 800, map[string]kernel.Status{"trig": kernel.OK, "mpow": kernel.OK, "star": kernel.OK, "hyp": kernel.OverflowError}},
	}
	var calls []call
	for _, f := range faults {
		fa, fb := append([]float64(nil), as...), append([]float64(nil), bs...)
		fa[f.at], fb[f.at] = f.a, f.b
		args := argsFor(t, m, map[string]string{"n": slotI(size)},
			map[string][]int{"a": {size}, "b": {size}, "out": {size}})
		for _, name := range names {
			calls = append(calls, call{kernel: name, box: []int64{0, math.MaxInt64}, args: args,
				arrays: []harnessArray{{8, f64s(fa...)}, {8, f64s(fb...)}, {8, make([]int64, size)}}})
		}
	}
	for c, res := range nat.run(t, calls) {
		f, name := faults[c/len(names)], calls[c].kernel
		if res.status != f.status[name] {
			t.Errorf("%s, %s: status %s, want %s", name, f.what, res.status, f.status[name])
		}
		if res.status != kernel.OK {
			continue
		}
		bad := 0
		for j := range size {
			x, y := as[j], bs[j]
			if j == f.at {
				x, y = f.a, f.b
			}
			got, w := math.Float64frombits(res.arrays[2][j]), want[name](x, y)
			if math.Float64bits(got) != math.Float64bits(w) {
				if bad++; bad < 5 {
					t.Errorf("%s: out[%d] = %v for (%v, %v), glibc's %v", name, j, got, x, y, w)
				}
			}
		}
	}
}
