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

// umathfpPorts are the ports testdata/umathfp_golden.txt checks, and
// whether this machine runs them (NumPy's loops for tanh need AVX2 and
// FMA3, SVML's log10 AVX-512; elsewhere both call the C library).
var umathfpPorts = map[string]struct {
	f64  func(float64) float64
	f32  func(float32) float32
	here bool
}{
	"tanh":    {tanhFloat64, tanhFloat32, haveAVX2FMA},
	"log10":   {log10Float64, log10Float32, haveAVX512},
	"log1p":   {log1pFloat64, nil, haveAVX512},
	"expm1":   {expm1Float64, nil, haveAVX512},
	"exp2":    {exp2Float64, nil, haveAVX512},
	"cosh":    {coshFloat64, nil, haveAVX512},
	"log2":    {log2Float64, log2Float32, haveAVX512},
	"arctan":  {atanFloat64, nil, haveAVX512},
	"sinh":    {sinhFloat64, nil, haveAVX512},
	"cbrt":    {cbrtFloat64, nil, haveAVX512},
	"tan":     {tanFloat64, nil, haveAVX512},
	"arcsin":  {asinFloat64, nil, haveAVX512},
	"arccos":  {acosFloat64, nil, haveAVX512},
	"arctanh": {atanhFloat64, nil, haveAVX512},
	"arcsinh": {asinhFloat64, nil, haveAVX512},
	"arccosh": {acoshFloat64, nil, haveAVX512},
}

// TestUmathFPMatchesNumPy checks the ports against the bits NumPy 1.24
// gave on an AVX-512 machine (testdata/gen_umathfp.py): specials, every
// table interval's boundary, random inputs and inputs where NumPy is not
// correctly rounded. Machines without FMA3 compute as the C library does
// (NumPy's loops there), so the golden does not apply.
func TestUmathFPMatchesNumPy(t *testing.T) {
	f, err := os.Open("testdata/umathfp_golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n, bad := 0, 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		fs := strings.Fields(line)
		port, ok := umathfpPorts[fs[0]]
		if !ok || fs[1] == "float32" && port.f32 == nil {
			t.Fatalf("no port of %s %s", fs[0], fs[1])
		}
		if !port.here {
			continue
		}
		x, _ := strconv.ParseUint(fs[2], 16, 64)
		want, _ := strconv.ParseUint(fs[3], 16, 64)
		var got uint64
		if fs[1] == "float32" {
			got = uint64(math.Float32bits(port.f32(math.Float32frombits(uint32(x)))))
		} else {
			got = math.Float64bits(port.f64(math.Float64frombits(x)))
		}
		n++
		if got != want {
			if bad++; bad <= 10 {
				t.Errorf("%s: got %x", line, got)
			}
		}
	}
	if n < 2500 {
		t.Fatalf("read only %d cases", n)
	}
	if bad > 0 {
		t.Errorf("%d of %d differ", bad, n)
	}
}

// TestUmathFPBulk checks the ports on the millions of inputs of
// gen_umathfp.py --bulk DIR when ALPYNA_UMATHFP_BULK=DIR.
func TestUmathFPBulk(t *testing.T) {
	dir := os.Getenv("ALPYNA_UMATHFP_BULK")
	if dir == "" {
		t.Skip("set ALPYNA_UMATHFP_BULK to a folder filled by testdata/gen_umathfp.py --bulk")
	}
	for name, port := range umathfpPorts {
		for _, dt := range []string{"float32", "float64"} {
			if !port.here || dt == "float32" && port.f32 == nil {
				continue
			}
			xb, err1 := os.ReadFile(filepath.Join(dir, name+"_"+dt+"_x.bin"))
			yb, err2 := os.ReadFile(filepath.Join(dir, name+"_"+dt+"_y.bin"))
			if err1 != nil || err2 != nil || len(xb) != len(yb) || len(xb) == 0 {
				t.Fatalf("%s %s: %v %v", name, dt, err1, err2)
			}
			bad := 0
			if dt == "float32" {
				xs := unsafe.Slice((*float32)(unsafe.Pointer(&xb[0])), len(xb)/4)
				ys := unsafe.Slice((*uint32)(unsafe.Pointer(&yb[0])), len(yb)/4)
				for i, x := range xs {
					if g := math.Float32bits(port.f32(x)); g != ys[i] {
						if bad++; bad <= 5 {
							t.Errorf("%s float32 %x: got %x, NumPy %x", name, math.Float32bits(x), g, ys[i])
						}
					}
				}
			} else {
				xs := unsafe.Slice((*float64)(unsafe.Pointer(&xb[0])), len(xb)/8)
				ys := unsafe.Slice((*uint64)(unsafe.Pointer(&yb[0])), len(yb)/8)
				for i, x := range xs {
					if g := math.Float64bits(port.f64(x)); g != ys[i] {
						if bad++; bad <= 5 {
							t.Errorf("%s float64 %x: got %x, NumPy %x", name, math.Float64bits(x), g, ys[i])
						}
					}
				}
			}
			size := 8
			if dt == "float32" {
				size = 4
			}
			t.Logf("%s %s: %d of %d differ", name, dt, bad, len(xb)/size)
		}
	}
}

// TestTanhUfuncUsesNumPyLoops checks that np.tanh of float32 and float64
// arrays, views and scalars gives the ports' results (float32 is not the
// float64 result rounded).
func TestTanhUfuncUsesNumPyLoops(t *testing.T) {
	if !haveAVX2FMA {
		t.Skip("no AVX2 and FMA3")
	}
	// An input where NumPy's float32 loop and the float64 tanh rounded
	// to float32 differ.
	x32 := float32(0)
	for v := float32(0.3); v < 3; v += 0.001 {
		if tanhFloat32(v) != float32(math.Tanh(float64(v))) {
			x32 = v
			break
		}
	}
	if x32 == 0 {
		t.Fatal("no float32 input where NumPy's loop and the rounded float64 tanh differ")
	}
	for _, dt := range []DType{Float32, Float64} {
		vals := []float64{float64(x32), -float64(x32), 0.7, 19.5, -3.25, math.Inf(-1)}
		sc := make([]Scalar, len(vals))
		for i, v := range vals {
			sc[i] = MakeFloat(dt, v)
		}
		a, err := FromScalars(dt, []int{len(vals)}, sc)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Tanh.Apply(Operand{Array: a})
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range vals {
			want := tanhFloat64(v)
			if dt == Float32 {
				want = float64(tanhFloat32(float32(v)))
			}
			if got := r.Array.At(i).Float(); got != want {
				t.Errorf("%v tanh(%v) = %v, want %v", dt, v, got, want)
			}
			s, err := Tanh.Apply(Operand{Scalar: MakeFloat(dt, v)})
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Scalar.Float(); got != want {
				t.Errorf("%v scalar tanh(%v) = %v, want %v", dt, v, got, want)
			}
		}
	}
}
