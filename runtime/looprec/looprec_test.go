package looprec_test

import (
	"errors"
	"math"
	"testing"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/looprec"
)

const script = `import alpyna

@alpyna.jit
def scale(a, b, n):
    for i in range(n):
        b[i] = a[i] * 2.0 + 1.0

@alpyna.jit
def total(a, n):
    s = 0.0
    m = -1.0
    for i in range(n):
        s += a[i]
        m = max(m, a[i])
    return s, m

@alpyna.jit
def sum_only(a, n):
    s = 0
    for i in range(n):
        s += a[i]
    return s

@alpyna.jit
def prefix(a, n):
    for i in range(1, n):
        a[i] = a[i - 1] + a[i]

@alpyna.jit
def clipped(a, b, n, m):
    for i in range(n):
        for j in range(m):
            if a[i * m + j] > 0.5:
                b[i * m + j] = 0.5
            else:
                b[i * m + j] = a[i * m + j]

@alpyna.jit
def divide(a, b, n):
    for i in range(n):
        b[i] = 1.0 / a[i]

@alpyna.jit
def divide_ints(b, n):
    for i in range(n):
        b[i] = 1 / (i - 3)

@alpyna.jit
def bits(a, a32, p, n):
    h = 0
    m = 0
    acc = -1
    par = False
    any32 = False
    for i in range(n):
        h ^= a[i]
        m = m | a32[i]
        acc &= a[i]
        par ^= p[i]
        any32 = any32 | a32[i]
`

// nestOf parses script and returns the nest of function name.
func nestOf(t *testing.T, name string) *nest.Nest {
	t.Helper()
	mod, err := frontend.ParseSource("t.py", []byte(script))
	if err != nil {
		t.Fatal(err)
	}
	for _, fn := range mod.Funcs {
		if fn.Name == name {
			return fn.Nests[0]
		}
	}
	t.Fatalf("no function %s", name)
	return nil
}

// floats is a float64 array holding vs.
func floats(t *testing.T, vs ...float64) *ndarray.Array {
	t.Helper()
	a, err := ndarray.New(ndarray.Float64, []int{len(vs)})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range vs {
		a.SetFlat(i, ndarray.MakeFloat(ndarray.Float64, v))
	}
	return a
}

// run plans n with the integer symbols given and runs it on threads
// goroutines; entry holds the values of scalars the nest reads first.
func run(t *testing.T, n *nest.Nest, ints map[string]int64, arrays map[string]*ndarray.Array, threads int, entry ...map[string]runtime.Value) (map[string]runtime.Value, error) {
	t.Helper()
	plan, err := compiler.Analyse(n).Plan(ints)
	if err != nil {
		t.Fatal(err)
	}
	values := map[string]runtime.Value{}
	for _, e := range entry {
		for k, v := range e {
			values[k] = v
		}
	}
	for k, v := range ints {
		values[k] = runtime.Int(v)
	}
	return looprec.Run(&runtime.Instance{Plan: plan, Arrays: arrays, Values: values, Threads: threads})
}

func sample(n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = math.Mod(float64(i)*0.37, 1.0)
	}
	return out
}

// The loop-record executor gives each nest the interpreter's results on
// one and several goroutines: elementwise, a sum and max reduction, a
// recurrence (in order), an if in a 2-D nest, NumPy's division by a zero
// float (inf) and Python's division of ints by zero (ZeroDivisionError).
func TestRunAsPythonWould(t *testing.T) {
	const n, m = 37, 5
	in := sample(n * m)
	for _, threads := range []int{1, 4} {
		a, b := floats(t, in[:n]...), floats(t, make([]float64, n)...)
		if _, err := run(t, nestOf(t, "scale"), map[string]int64{"n": n}, map[string]*ndarray.Array{"a": a, "b": b}, threads); err != nil {
			t.Fatal(err)
		}
		for i, got := range b.Float64s() {
			if want := in[i]*2.0 + 1.0; got != want {
				t.Fatalf("%d threads: scale b[%d] = %v, want %v", threads, i, got, want)
			}
		}

		sc, err := run(t, nestOf(t, "total"), map[string]int64{"n": n}, map[string]*ndarray.Array{"a": floats(t, in[:n]...)}, threads,
			map[string]runtime.Value{"s": runtime.Float(0), "m": runtime.Float(-1)})
		if err != nil {
			t.Fatal(err)
		}
		sum, mx := 0.0, -1.0
		for _, v := range in[:n] {
			sum += v
			mx = math.Max(mx, v)
		}
		if got := sc["s"]; got.Kind != runtime.NumPy || math.Abs(got.S.Float()-sum) > 1e-12 {
			t.Errorf("%d threads: s = %v, want numpy.float64 %v", threads, got, sum)
		}
		if got := sc["m"]; got.Kind != runtime.NumPy || got.S.Float() != mx {
			t.Errorf("%d threads: m = %v, want numpy.float64 %v", threads, got, mx)
		}

		p := floats(t, in[:n]...)
		if _, err := run(t, nestOf(t, "prefix"), map[string]int64{"n": n}, map[string]*ndarray.Array{"a": p}, threads); err != nil {
			t.Fatal(err)
		}
		acc := 0.0
		for i, got := range p.Float64s() {
			acc += in[i]
			if got != acc {
				t.Fatalf("%d threads: prefix a[%d] = %v, want %v (in order)", threads, i, got, acc)
			}
		}

		c, d := floats(t, in...), floats(t, make([]float64, n*m)...)
		if _, err := run(t, nestOf(t, "clipped"), map[string]int64{"n": n, "m": m}, map[string]*ndarray.Array{"a": c, "b": d}, threads); err != nil {
			t.Fatal(err)
		}
		for i, got := range d.Float64s() {
			if want := math.Min(in[i], 0.5); got != want {
				t.Fatalf("%d threads: clipped b[%d] = %v, want %v", threads, i, got, want)
			}
		}

		// NumPy's division by a zero float64 is inf; Python's of ints raises.
		q := floats(t, make([]float64, 5)...)
		if _, err := run(t, nestOf(t, "divide"), map[string]int64{"n": 5}, map[string]*ndarray.Array{"a": floats(t, 1, 2, 4, 0, 8), "b": q}, threads); err != nil {
			t.Errorf("%d threads: 1.0 / numpy.float64(0): %v, want inf", threads, err)
		} else if got := q.Float64s()[3]; !math.IsInf(got, 1) {
			t.Errorf("%d threads: 1.0 / numpy.float64(0) = %v, want inf", threads, got)
		}
		_, err = run(t, nestOf(t, "divide_ints"), map[string]int64{"n": 5}, map[string]*ndarray.Array{"b": floats(t, make([]float64, 5)...)}, threads)
		var pe *runtime.PyError
		if !errors.As(err, &pe) || pe.Type != "ZeroDivisionError" {
			t.Errorf("%d threads: 1 / 0 gave %v, want ZeroDivisionError", threads, err)
		}
	}
}

// Bitwise reductions run in parallel chunks with the interpreter's values
// and types: an int start xor-ed, or-ed and and-ed with np.int64 elements
// is a np.int64, or-ed with np.int32 elements a np.int64 (NumPy's scalar
// promotion with a Python int), a bool start or-ed with np.int32 elements
// a np.int32, a bool xor-ed with np.bool_ elements a np.bool_; and a loop
// with no iterations leaves the Python starts.
func TestBitwiseReductions(t *testing.T) {
	const n = 53
	newArray := func(dt ndarray.DType, vs []int64) *ndarray.Array {
		a, err := ndarray.New(dt, []int{len(vs)})
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range vs {
			a.SetFlat(i, ndarray.MakeInt(dt, v))
		}
		return a
	}
	ints, flags := make([]int64, n), make([]int64, n)
	h, m, acc, par, any32 := int64(0), int64(0), int64(-1), false, int64(0)
	for i := range ints {
		ints[i] = (int64(i)*7919+13)%1009 - 300 | 1<<40
		flags[i] = int64(i % 3 / 2)
		h ^= ints[i]
		m |= int64(int32(ints[i]))
		acc &= ints[i]
		par = par != (flags[i] == 1)
		any32 |= int64(int32(ints[i]))
	}
	start := map[string]runtime.Value{"h": runtime.Int(0), "m": runtime.Int(0), "acc": runtime.Int(-1),
		"par": runtime.Bool(false), "any32": runtime.Bool(false)}
	for _, threads := range []int{1, 4} {
		for _, count := range []int64{n, 0} {
			arrays := map[string]*ndarray.Array{"a": newArray(ndarray.Int64, ints), "a32": newArray(ndarray.Int32, ints),
				"p": newArray(ndarray.Bool, flags)}
			sc, err := run(t, nestOf(t, "bits"), map[string]int64{"n": count}, arrays, threads, start)
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]runtime.Value{
				"h":     runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int64, h)),
				"m":     runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int64, m)),
				"acc":   runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int64, acc)),
				"par":   runtime.NumPyScalar(ndarray.MakeBool(par)),
				"any32": runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int32, any32)),
			}
			if count == 0 {
				want = start
			}
			for name, w := range want {
				if got := sc[name]; got != w {
					t.Errorf("%d threads, n = %d: %s = %+v, want %+v", threads, count, name, got, w)
				}
			}
		}
	}
}

// A sum and a product whose accumulator is a float32 or int32 NumPy scalar
// keep its type when the loop runs in chunks: NumPy 1.24 adds a Python int
// and a float32 scalar in float64 (and an int32 in int64), so each chunk's
// partial result starts from a 0 or 1 of the accumulator's own type.
func TestNarrowReductionsKeepTheirType(t *testing.T) {
	const n = 40
	for _, dt := range []ndarray.DType{ndarray.Float32, ndarray.Int32} {
		a, err := ndarray.New(dt, []int{n})
		if err != nil {
			t.Fatal(err)
		}
		for i := range n {
			a.SetFlat(i, ndarray.MakeInt(ndarray.Int64, int64(i%3+1)).Convert(dt))
		}
		for _, threads := range []int{1, 4} {
			sc, err := run(t, nestOf(t, "sum_only"), map[string]int64{"n": n}, map[string]*ndarray.Array{"a": a}, threads,
				map[string]runtime.Value{"s": runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int64, 0).Convert(dt))})
			if err != nil {
				t.Fatal(err)
			}
			if got := sc["s"]; got.Kind != runtime.NumPy || got.S.DType != dt || got.S.Float() != 79 {
				t.Errorf("%s, %d threads: s = %v (%v), want %s 79", dt, threads, got, got.S.DType, dt)
			}
		}
	}
}
