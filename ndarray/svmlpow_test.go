package ndarray

import (
	"bufio"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// svml2Check compares f's float64 results with NumPy's bit for bit (any
// NaN matching any NaN) and reports the first mismatches.
func svml2Check(t *testing.T, name string, x, y, want []float64, f func(dst, x, y []float64)) {
	t.Helper()
	got := make([]float64, len(x))
	f(got, x, y)
	bad := 0
	for i := range got {
		g, w := got[i], want[i]
		if math.Float64bits(g) != math.Float64bits(w) && !(g != g && w != w) {
			if bad < 10 {
				t.Errorf("%s(%x, %x) = %x, NumPy %x", name, x[i], y[i], g, w)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d results differ from NumPy's", name, bad, len(got))
	}
}

// svml2Funcs are the loops under test, by gen_svml2.py's names.
var svml2Funcs = map[string]func(dst, x, y []float64){
	"power":   svmlPowSlices,
	"arctan2": svmlAtan2Slices,
}

// svml2Funcs32 are the float32 loops under test, by gen_svml2.py's names.
var svml2Funcs32 = map[string]func(dst, x, y []float32){
	"power32":    svmlPowf32Slices,
	"arctan2_32": svmlAtan2f32Slices,
}

// svml2Check32 is svml2Check for the float32 loops.
func svml2Check32(t *testing.T, name string, x, y, want []float32, f func(dst, x, y []float32)) {
	t.Helper()
	got := make([]float32, len(x))
	f(got, x, y)
	bad := 0
	for i := range got {
		g, w := got[i], want[i]
		if math.Float32bits(g) != math.Float32bits(w) && !(g != g && w != w) {
			if bad < 10 {
				t.Errorf("%s(%x, %x) = %x, NumPy %x", name, x[i], y[i], g, w)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d results differ from NumPy's", name, bad, len(got))
	}
}

// TestSVML2Golden checks float64 and float32 power and arctan2 against
// the results NumPy 1.24.2 recorded on an AVX-512 machine
// (testdata/svml2_golden.txt, gen_svml2.py): random, ranged and special
// operands, in blocks as NumPy's loop takes them and one at a time.
func TestSVML2Golden(t *testing.T) {
	if !havePow8 {
		t.Skip("NumPy calls SVML's pow and atan2 only on AVX-512 machines")
	}
	f, err := os.Open(filepath.Join("testdata", "svml2_golden.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type cases struct{ x, y, r []float64 }
	type cases32 struct{ x, y, r []float32 }
	all := map[string]*cases{}
	all32 := map[string]*cases32{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 4 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		var v [3]uint64
		for i, s := range fields[1:] {
			u, err := strconv.ParseUint(s, 16, 64)
			if err != nil {
				t.Fatalf("%q: %v", sc.Text(), err)
			}
			v[i] = u
		}
		if _, ok := svml2Funcs32[fields[0]]; ok {
			c := all32[fields[0]]
			if c == nil {
				c = &cases32{}
				all32[fields[0]] = c
			}
			c.x = append(c.x, math.Float32frombits(uint32(v[0])))
			c.y = append(c.y, math.Float32frombits(uint32(v[1])))
			c.r = append(c.r, math.Float32frombits(uint32(v[2])))
			continue
		}
		c := all[fields[0]]
		if c == nil {
			c = &cases{}
			all[fields[0]] = c
		}
		c.x = append(c.x, math.Float64frombits(v[0]))
		c.y = append(c.y, math.Float64frombits(v[1]))
		c.r = append(c.r, math.Float64frombits(v[2]))
	}
	if len(all) != len(svml2Funcs) || len(all32) != len(svml2Funcs32) {
		t.Fatalf("golden has %d float64 and %d float32 functions, want %d and %d", len(all), len(all32), len(svml2Funcs), len(svml2Funcs32))
	}
	for name, c := range all {
		svml2Check(t, name, c.x, c.y, c.r, svml2Funcs[name])
		one := func(dst, x, y []float64) {
			for i := range dst {
				svml2Funcs[name](dst[i:i+1], x[i:i+1], y[i:i+1])
			}
		}
		svml2Check(t, name+" (one at a time)", c.x, c.y, c.r, one)
	}
	for name, c := range all32 {
		svml2Check32(t, name, c.x, c.y, c.r, svml2Funcs32[name])
		one := func(dst, x, y []float32) {
			for i := range dst {
				svml2Funcs32[name](dst[i:i+1], x[i:i+1], y[i:i+1])
			}
		}
		svml2Check32(t, name+" (one at a time)", c.x, c.y, c.r, one)
	}
}

// TestSVML2Bulk is the bulk check of power and arctan2 against NumPy:
// ALPYNA_SVML2_BULK=DIR names the folder gen_svml2.py --bulk wrote.
func TestSVML2Bulk(t *testing.T) {
	dir := os.Getenv("ALPYNA_SVML2_BULK")
	if dir == "" || !havePow8 {
		t.Skip("set ALPYNA_SVML2_BULK (on an AVX-512 machine)")
	}
	for name, f := range svml2Funcs {
		b, err := os.ReadFile(filepath.Join(dir, name+".bin"))
		if err != nil {
			t.Fatal(err)
		}
		v := unsafe.Slice((*float64)(unsafe.Pointer(&b[0])), len(b)/8)
		n := len(v) / 3
		svml2Check(t, name, v[:n], v[n:2*n], v[2*n:], f)
		t.Logf("%s: %d inputs", name, n)
	}
	for name, f := range svml2Funcs32 {
		b, err := os.ReadFile(filepath.Join(dir, name+".bin"))
		if err != nil {
			t.Fatal(err)
		}
		v := unsafe.Slice((*float32)(unsafe.Pointer(&b[0])), len(b)/4)
		n := len(v) / 3
		svml2Check32(t, name, v[:n], v[n:2*n], v[2*n:], f)
		t.Logf("%s: %d inputs", name, n)
	}
}

// TestPowerOperatorFastPaths checks NumPy's split between ** and
// np.power on float64 arrays: an array to the power of a scalar 2, 0.5,
// -1, 1 or 0 is square, sqrt, reciprocal, positive or ones_like (exact),
// where np.power, and ** with any other exponent or an array of
// exponents, is SVML's pow (x**2 and pow(x, 2) differ in the last bit for
// some x on AVX-512 machines).
func TestPowerOperatorFastPaths(t *testing.T) {
	if !havePow8 {
		t.Skip("SVML's pow only on AVX-512 machines")
	}
	xs := make([]float64, 4096)
	for i := range xs {
		xs[i] = 0.01 + float64(i)*0.0377
	}
	x := float64Vector(xs)
	for _, e := range []float64{2, 0.5, -1, 1, 0} {
		exact := func(v float64) float64 {
			switch e {
			case 2:
				return v * v
			case 0.5:
				return math.Sqrt(v)
			case -1:
				return 1 / v
			case 1:
				return v
			}
			return 1
		}
		op, err := Binary(Pow, Operand{Array: x}, Operand{Scalar: MakeFloat(Float64, e)})
		if err != nil {
			t.Fatal(err)
		}
		uf, err := PowerUfunc(Operand{Array: x}, Operand{Scalar: MakeFloat(Float64, e)})
		if err != nil {
			t.Fatal(err)
		}
		svml := make([]float64, len(xs))
		svmlPowSlices(svml, xs, []float64{e})
		differ := 0
		for i, v := range xs {
			if got := op.Array.Float64s()[i]; got != exact(v) {
				t.Fatalf("x ** %v at %v = %v, want %v", e, v, got, exact(v))
			}
			if got := uf.Array.Float64s()[i]; got != svml[i] {
				t.Fatalf("np.power(x, %v) at %v = %v, want SVML's %v", e, v, got, svml[i])
			}
			if svml[i] != exact(v) {
				differ++
			}
		}
		if e == 2 && differ == 0 {
			t.Errorf("SVML's pow(x, 2) equals x*x on all %d inputs: the test lost its point", len(xs))
		}
	}
	// another exponent, and an array of exponents, go to power under **
	ys := make([]float64, len(xs))
	for i := range ys {
		ys[i] = 2
	}
	for _, y := range []Operand{{Scalar: MakeFloat(Float64, 3)}, {Array: float64Vector(ys)}} {
		op, err := Binary(Pow, Operand{Array: x}, y)
		if err != nil {
			t.Fatal(err)
		}
		e := 2.0
		if y.Array == nil {
			e = 3
		}
		want := make([]float64, len(xs))
		svmlPowSlices(want, xs, []float64{e})
		for i := range xs {
			if got := op.Array.Float64s()[i]; got != want[i] {
				t.Fatalf("x ** %v (array exponent %v) at %v = %v, want SVML's %v", e, y.Array != nil, xs[i], got, want[i])
			}
		}
	}
}

// float64Vector is a float64 vector of vals (a copy).
func float64Vector(vals []float64) *Array {
	a, err := New(Float64, []int{len(vals)})
	if err != nil {
		panic(err)
	}
	copy(a.Float64s(), vals)
	return a
}
