package ndarray

import (
	"fmt"
	"math"
	"math/rand"
	"testing"
)

// vectorTestInputs are float32 inputs for the eight-lane kernels: random
// bit patterns (every exponent, NaNs with payloads, subnormals), values
// where exp neither overflows nor underflows, tiny positive ones, values
// around the Cody-Waite limits of sine and cosine, and the edges of every
// special case.
func vectorTestInputs() []float32 {
	x := []float32{
		0, float32(math.Copysign(0, -1)), float32(math.Inf(1)), float32(math.Inf(-1)), nan32, negNaN32,
		math.Float32frombits(0x7f800001), math.Float32frombits(0xffc00001), math.Float32frombits(0x7fffffff),
		math.Float32frombits(1), math.Float32frombits(0x80000001), math.Float32frombits(0x007fffff),
		0x1p-126, math.Nextafter32(0x1p-126, 0), math.MaxFloat32, -math.MaxFloat32,
		expXMaxf, math.Nextafter32(expXMaxf, 0), expXMinf, math.Nextafter32(expXMinf, 0),
		-87.3, -87.4, -100, -126 * float32(math.Ln2), 1, -1, 0.5, 2, npySqrt12f,
		math.Nextafter32(npySqrt12f, 1), math.Nextafter32(npySqrt12f, 0),
		sinMaxCodyf, -sinMaxCodyf, math.Nextafter32(sinMaxCodyf, 1e6), cosMaxCodyf, -cosMaxCodyf,
		math.Nextafter32(cosMaxCodyf, 1e6), 120, 1e6, -3e7, float32(math.Pi), float32(math.Pi / 2),
	}
	r := rand.New(rand.NewSource(1))
	for range 1 << 18 {
		x = append(x,
			math.Float32frombits(r.Uint32()),
			float32(r.Float64()*250-125),
			float32(r.Float64()*8-4),
			float32(r.Float64()*0x1p-120),
			float32(r.Float64()*3e5-1.5e5))
	}
	return x
}

// TestVectorFloat32MatchesScalar checks the eight-lane exp, log, sin and
// cos against the scalar ports, which give NumPy's bits
// (TestSimdMathGolden). The kernels were also compared with NumPy itself
// on all 2**32 float32 inputs, once (docs/numpy.md).
func TestVectorFloat32MatchesScalar(t *testing.T) {
	x := vectorTestInputs()
	got := make([]float32, len(x))
	sqrt := func(x float32) float32 { return float32(math.Sqrt(float64(x))) }
	for _, c := range []struct {
		op    UnaryOp
		f     func(float32) float32
		block int // the elements of one pass of the kernel's loop
	}{{Exp, expFloat32, 8}, {Log, logFloat32, 8}, {Sin, sinFloat32, 8}, {Cos, cosFloat32, 8}, {Sqrt, sqrt, 32}} {
		n := vectorFloat32(c.op, got, x)
		if n == 0 {
			t.Skipf("no eight-lane kernels on this machine")
		}
		if n != len(x)/c.block*c.block {
			t.Fatalf("%v: the kernel did %d of %d elements", c.op, n, len(x))
		}
		bad := 0
		for i, v := range x[:n] {
			if want := c.f(v); math.Float32bits(got[i]) != math.Float32bits(want) {
				if bad++; bad <= 10 {
					t.Errorf("%v(%g %#x) = %#x, scalar port %#x", c.op, v, math.Float32bits(v), math.Float32bits(got[i]), math.Float32bits(want))
				}
			}
		}
	}
}

// TestUnaryVectorTails checks exp, log, sin, cos and sqrt of float32
// arrays and exp, log and sqrt of float64 ones, of every length up to a few vectors and as
// views starting off a vector boundary, element by element against the
// scalar ports: the kernels do whole vectors and the scalar loop the rest.
func TestUnaryVectorTails(t *testing.T) {
	x := vectorTestInputs()[:64]
	base32 := mustNew(t, Float32, len(x))
	base64 := mustNew(t, Float64, len(x))
	for i, v := range x {
		base32.Float32s()[i] = v
		base64.Float64s()[i] = float64(v) * 11
	}
	f32 := func(f func(float32) float32) func(float64) float64 {
		return func(x float64) float64 { return float64(f(float32(x))) }
	}
	for _, c := range []struct {
		op   UnaryOp
		base *Array
		f    func(float64) float64
	}{
		{Exp, base32, f32(expFloat32)}, {Log, base32, f32(logFloat32)},
		{Sin, base32, f32(sinFloat32)}, {Cos, base32, f32(cosFloat32)},
		{Exp, base64, expFloat64}, {Log, base64, logFloat64},
		{Sin, base64, sinFloat64}, {Cos, base64, cosFloat64},
		{Sqrt, base32, f32(func(x float32) float32 { return float32(math.Sqrt(float64(x))) })},
		{Sqrt, base64, math.Sqrt},
	} {
		for lo := range 3 {
			for n := 0; lo+n <= len(x); n++ {
				v, err := c.base.Index([]IndexItem{SliceItem(lo, 1, n, len(x))})
				if err != nil {
					t.Fatal(err)
				}
				r, err := Unary(c.op, Operand{Array: v})
				if err != nil {
					t.Fatal(err)
				}
				for i := range n {
					got := r.Array.AtFlat(i).F
					want := c.f(c.base.AtFlat(lo + i).F)
					if math.Float64bits(got) != math.Float64bits(want) {
						t.Fatalf("%v of %v a[%d:%d], element %d: %#x, want %#x", c.op, c.base.DType(), lo, lo+n, i, math.Float64bits(got), math.Float64bits(want))
					}
				}
			}
		}
	}
}

// BenchmarkUnaryVector times exp, log, sin and cos of 10^6 float32s and
// of 10^6 float64s by the scalar ports and by the vector
// kernels, alternately.
func BenchmarkUnaryVector(b *testing.B) {
	defer func(have bool) { haveAVX2FMA = have }(haveAVX2FMA)
	vector := haveAVX2FMA
	const n = 1_000_000
	a64 := lcgArray(b, Float64, n, 6)
	a32 := a64.AsType(Float32)
	for _, c := range []struct {
		op UnaryOp
		a  *Array
	}{{Exp, a32}, {Log, a32}, {Sin, a32}, {Cos, a32}, {Exp, a64}, {Log, a64}, {Sin, a64}, {Cos, a64}} {
		for _, vec := range []bool{false, true} {
			if vec && !vector {
				continue
			}
			b.Run(fmt.Sprintf("%v/%v/vector=%v", c.op, c.a.DType(), vec), func(b *testing.B) {
				haveAVX2FMA = vec
				b.SetBytes(int64(n * c.a.DType().ItemSize()))
				for b.Loop() {
					if _, err := Unary(c.op, Operand{Array: c.a}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// TestVectorFloat64MatchesScalar checks the four-lane float64 exp, log,
// sin and cos against the scalar ports, which give NumPy's bits.
func TestVectorFloat64MatchesScalar(t *testing.T) {
	defer func(have bool) { haveAVX512 = have }(haveAVX512)
	haveAVX512 = false // the four-lane log and exp; TestAVX512MatchesScalar has the others
	x := vectorTestInputs64()
	got := make([]float64, len(x))
	for _, c := range []struct {
		op    UnaryOp
		f     func(float64) float64
		block int // the elements of one pass of the kernel's loop
	}{{Exp, expFloat64, 4}, {Log, logFloat64, 4}, {Sin, sinFloat64, 4}, {Cos, cosFloat64, 4}, {Sqrt, math.Sqrt, 16}} {
		n := vectorFloat64(c.op, got, x)
		if n == 0 {
			t.Skip("no four-lane kernels on this machine")
		}
		if n != len(x)/c.block*c.block {
			t.Fatalf("%v: the kernel did %d of %d elements", c.op, n, len(x))
		}
		bad := 0
		for i, v := range x[:n] {
			if want := c.f(v); math.Float64bits(got[i]) != math.Float64bits(want) {
				if bad++; bad <= 10 {
					t.Errorf("%v(%g %#x) = %#x, scalar port %#x", c.op, v, math.Float64bits(v), math.Float64bits(got[i]), math.Float64bits(want))
				}
			}
		}
	}
}

// TestAVX512MatchesScalar checks the eight-lane float64 log and exp
// (the instructions of __svml_log8 and __svml_exp8 themselves) against the
// scalar ports, through vectorFloat64 (so the rare lanes the ports redo
// too) and through Unary on every length up to 64 and on views.
func TestAVX512MatchesScalar(t *testing.T) {
	if !haveAVX512 {
		t.Skip("no AVX-512 on this machine")
	}
	x := vectorTestInputs64()
	r := rand.New(rand.NewSource(3))
	for range 1 << 17 {
		// every mantissa with exponents near 0 and far from it, values
		// next to 1 (log's smallest r), and exp's whole range
		x = append(x, math.Float64frombits(uint64(r.Intn(2046)+1)<<52|r.Uint64()&(1<<52-1)),
			1+(r.Float64()*2-1)*0x1p-20, math.Float64frombits(r.Uint64()&^(1<<63)),
			(r.Float64()*2-1)*svmlExpRareMin)
	}
	got := make([]float64, len(x))
	for _, c := range []struct {
		op UnaryOp
		f  func(float64) float64
	}{{Log, logFloat64}, {Exp, expFloat64}} {
		n := vectorFloat64(c.op, got, x)
		if n != len(x)&^7 {
			t.Fatalf("%v: the kernel did %d of %d elements", c.op, n, len(x))
		}
		bad := 0
		for i, v := range x[:n] {
			if want := c.f(v); math.Float64bits(got[i]) != math.Float64bits(want) {
				if bad++; bad <= 10 {
					t.Errorf("%v(%g %#x) = %#x, scalar port %#x", c.op, v, math.Float64bits(v), math.Float64bits(got[i]), math.Float64bits(want))
				}
			}
		}
		base := mustNew(t, Float64, 64)
		for i := range 64 {
			base.Float64s()[i] = x[i*7]
		}
		for lo := range 3 {
			for n := 0; lo+n <= 64; n++ {
				v, err := base.Index([]IndexItem{SliceItem(lo, 1, n, 64)})
				if err != nil {
					t.Fatal(err)
				}
				res, err := Unary(c.op, Operand{Array: v})
				if err != nil {
					t.Fatal(err)
				}
				for i := range n {
					got, want := res.Array.AtFlat(i).F, c.f(base.AtFlat(lo+i).F)
					if math.Float64bits(got) != math.Float64bits(want) {
						t.Fatalf("%v of a[%d:%d], element %d: %#x, want %#x", c.op, lo, lo+n, i, math.Float64bits(got), math.Float64bits(want))
					}
				}
			}
		}
	}
}

// vectorTestInputs64 are the inputs of the float64 kernel tests: the
// limits of each kernel's paths and specials, then random values of
// every kind.
func vectorTestInputs64() []float64 {
	x := []float64{
		0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), -math.NaN(),
		math.Float64frombits(0x7ff0000000000001), math.Float64frombits(1), math.SmallestNonzeroFloat64,
		0x1p-1022, math.Nextafter(0x1p-1022, 0), math.Nextafter(0x1p-1022, 1),
		svmlExpRareMin, -svmlExpRareMin, math.Nextafter(svmlExpRareMin, 0), math.Nextafter(-svmlExpRareMin, 0),
		709.78, -745.1, 1, -1, 0.5, 2, math.Nextafter(1, 2), math.Nextafter(1, 0), 0.75, 1.5,
		math.Ln2, 1e-300, -1e-300, math.MaxFloat64,
		// sine's and cosine's limits: the long reduction from 2**24
		// (sine) and from 8388607 pi (cosine), cos 1 below 2**-27, and
		// multiples of pi/2 where the quadrant changes
		0x1p24, math.Nextafter(0x1p24, 0), math.Nextafter(0x1p24, 1e300), -0x1p24,
		8388607 * math.Pi, math.Nextafter(8388607*math.Pi, 0), 8388606.5 * math.Pi,
		0x1p-27, math.Nextafter(0x1p-27, 0), -0x1p-27, math.Pi, math.Pi / 2, -math.Pi / 2, 3 * math.Pi / 2,
	}
	for k := range 200 {
		m := float64(k) * math.Pi / 2
		x = append(x, m, -m, math.Nextafter(m, 0), math.Nextafter(m, 1e300))
	}
	for _, step := range svmlLogRcpSteps { // around the reciprocal's steps
		m := math.Float64frombits(0x3ff0000000000000 | uint64(step)<<32)
		x = append(x, m, math.Nextafter(m, 0), math.Nextafter(m, 2), m*0x1p300)
	}
	r := rand.New(rand.NewSource(2))
	for range 1 << 17 {
		x = append(x,
			math.Float64frombits(r.Uint64()),
			r.Float64()*1500-750,
			r.Float64()*8-4,
			(r.Float64()*2-1)*0x1p-40,
			float64(r.Intn(2000)-1000)*math.Ln2/16,
			(r.Float64()*2-1)*math.Pow(2, float64(r.Intn(60)-30)),
			(r.Float64()*2-1)*3e7)
	}
	return x
}

// allFiniteChunk (by its vector kernel where there is one) must find a
// NaN or an infinity at any position of any length, and pass arrays of
// finite values of every magnitude.
func TestAllFiniteChunk(t *testing.T) {
	finite64 := []float64{0, math.Copysign(0, -1), 1, -2.5, math.MaxFloat64, -math.MaxFloat64, 5e-324, -0x1p-1022}
	bad64 := []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Float64frombits(0x7ff0000000000001), math.Float64frombits(0xfff8000000000000)}
	testAllFinite(t, finite64, bad64)
	finite32 := []float32{0, float32(math.Copysign(0, -1)), 1, -2.5, math.MaxFloat32, -math.MaxFloat32, math.Float32frombits(1), -0x1p-126}
	bad32 := []float32{nan32, negNaN32, float32(math.Inf(1)), float32(math.Inf(-1)), math.Float32frombits(0x7f800001)}
	testAllFinite(t, finite32, bad32)
}

func testAllFinite[T float32 | float64](t *testing.T, finite, bad []T) {
	t.Helper()
	for n := range 100 {
		vals := make([]T, n)
		for i := range vals {
			vals[i] = finite[i%len(finite)]
		}
		if !allFiniteChunk(vals) {
			t.Fatalf("%T n=%d: finite values reported not finite", vals, n)
		}
		for i := range n {
			for _, b := range bad {
				saved := vals[i]
				vals[i] = b
				if allFiniteChunk(vals) {
					t.Fatalf("%T n=%d: %v at %d not found", vals, n, b, i)
				}
				vals[i] = saved
			}
		}
	}
}

// extremumChunk (by its vector kernel where there is one) must find the
// extreme wherever it is, in the vector part or the rest, and report
// any NaN or infinity.
func TestExtremumChunkPositions(t *testing.T) {
	testExtremumPositions[float64](t)
	testExtremumPositions[float32](t)
}

func testExtremumPositions[T float32 | float64](t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for n := 1; n <= 100; n++ {
		vals := make([]T, n)
		for i := range vals {
			vals[i] = T(r.Float64()*2 - 1)
		}
		for pos := range n {
			for _, sign := range []int{1, -1} {
				saved := vals[pos]
				vals[pos] = T(5 * sign)
				if got, finite := extremumChunk(vals, sign); got != T(5*sign) || !finite {
					t.Fatalf("%T n=%d sign %d: extreme at %d: got %v (finite %v)", vals, n, sign, pos, got, finite)
				}
				for _, bad := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
					vals[pos] = T(bad)
					if _, finite := extremumChunk(vals, sign); finite {
						t.Fatalf("%T n=%d sign %d: %v at %d not found", vals, n, sign, bad, pos)
					}
				}
				vals[pos] = saved
			}
		}
	}
}
