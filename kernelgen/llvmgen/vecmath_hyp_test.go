package llvmgen

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/go-python/gpython/stdlib/math/libm"
	"github.com/llir/llvm/ir"
)

// LibmReplays reports whether kernels call fn's vector variant (tanh, sinh,
// cosh): whether the C library's fn is the one the variant replays (for
// the tests of package llvmgen_test).
func LibmReplays(fn kernel.Intrinsic) bool { return replayed(fn) }

// hypInputs are random and edge arguments of tanh, sinh and cosh: zeros,
// subnormals, the bounds of every case of the three (2^-55, 2^-28,
// ln2/2, 1, 22, 709.78) and of expm1's reduction (|x| or 2|x| = 0.5 ln2,
// 1.5 ln2, k ln2 and halfway between), the overflow thresholds, huge
// arguments, infinities and NaN, and random ones over every scale, of both
// signs.
func hypInputs() []float64 {
	r := rand.New(rand.NewPCG(18, 7))
	xs := []float64{0, 5e-324, 0x1p-1022, 1e-300, 0x1p-60, tanhTiny, math.Nextafter(tanhTiny, 0),
		math.Nextafter(tanhTiny, 1), expm1Tiny, math.Nextafter(expm1Tiny, 0), sinhTiny, math.Nextafter(sinhTiny, 0),
		1e-10, 1e-5, 0.1, 0.5, 1, math.Nextafter(1, 0), math.Nextafter(1, 2), 2, 10, 19, 19.06, 21.9, hypHuge,
		math.Nextafter(hypHuge, 0), math.Nextafter(hypHuge, 100), 23, 40, 700, expHigh, math.Nextafter(expHigh, 0),
		math.Nextafter(expHigh, 1000), hypMax, math.Nextafter(hypMax, 0), 710, 710.4, 710.47, 710.48, 711, 1e300,
		math.MaxFloat64, math.Inf(1), math.NaN()}
	for _, b := range []float64{expm1HalfLn2, expm1ThreeHalvesLn2} {
		for _, x := range []float64{b, b / 2} {
			xs = append(xs, x, math.Nextafter(x, 0), math.Nextafter(x, 1))
		}
	}
	for k := 1; k <= 64; k++ {
		for _, f := range []float64{float64(k), float64(k) + 0.5, float64(k) - 0.5} {
			for _, x := range []float64{f * math.Ln2 / 2, f * math.Ln2} {
				xs = append(xs, x, math.Nextafter(x, 0), math.Nextafter(x, 100))
			}
		}
	}
	for range 100000 {
		xs = append(xs, r.Float64()*2, r.Float64()*hypHuge)
	}
	for range 20000 {
		xs = append(xs, r.Float64()*720)
	}
	for range 60000 {
		xs = append(xs, math.Ldexp(1+r.Float64(), -r.IntN(60)))
	}
	for i, n := 0, len(xs); i < n; i++ {
		xs = append(xs, -xs[i])
	}
	return xs
}

// TestVecHypMatchesLibm runs the vector tanh, sinh and cosh of each width,
// in the flavour of this process's C library, on random and edge inputs
// and requires every lane to equal the C library's function bit for bit
// (CPython's math.tanh, sinh, cosh), for the host's CPU and for baseline
// x86-64. Where the C library's expm1 has an FMA build (x86-64, glibc 2.35
// and later), it runs the other flavour too, with glibc's tunables
// switching the build the C library picks.
func TestVecHypMatchesLibm(t *testing.T) {
	fused, _ := libmReplays()
	builders := map[kernel.Intrinsic]func(g *moduleGen, n int, fused bool) *ir.Func{
		kernel.Tanh: (*moduleGen).vecTanhFlavor,
		kernel.Sinh: (*moduleGen).vecSinhFlavor,
		kernel.Cosh: (*moduleGen).vecCoshFlavor,
	}
	xs := hypInputs()
	for _, fn := range []kernel.Intrinsic{kernel.Tanh, kernel.Sinh, kernel.Cosh} {
		t.Run(fn.Info().Name, func(t *testing.T) {
			if !replayed(fn) {
				t.Skipf("the C library's %s is not glibc's fdlibm one (or libm is Go's): kernels call it", fn)
			}
			flavour := func(fused bool) func(g *moduleGen, n int) *ir.Func {
				return func(g *moduleGen, n int) *ir.Func { return builders[fn](g, n, fused) }
			}
			for _, mcpu := range []string{"native", "x86-64"} {
				t.Run(mcpu, func(t *testing.T) {
					runVecHarness(t, buildVecHarnessOf(t, fn, flavour(fused), mcpu), nil, fn, xs, nil, nil)
				})
			}
			if fused {
				t.Run("sse2-expm1", func(t *testing.T) {
					bin := buildVecHarnessOf(t, fn, flavour(false), "native")
					runVecHarness(t, bin, []string{"GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,-FMA"}, fn, xs, nil, nil)
				})
			}
		})
	}
}

// TestHypReplayMatchesLibm checks the Go mirror of the replays, which
// decides the flavour, against the C library on the inputs of
// TestVecHypMatchesLibm: a flavour that matched the probes must match
// everywhere, and the other must not (else the probes could not tell the
// two apart). As a check of the reference itself, libm's functions must
// lie within 4 ulp of Go's (glibc's errors reach 2 ulp, Go's 1 or 2).
func TestHypReplayMatchesLibm(t *testing.T) {
	if libm.Pow(2, 0.5) != 1.4142135623730951 || libm.Sin(1e22) == math.Sin(1e22) {
		t.Skip("libm is not the C library's (built without cgo)")
	}
	fused, replays := libmReplays()
	if !replays[kernel.Tanh] || !replays[kernel.Sinh] || !replays[kernel.Cosh] {
		t.Skipf("the C library's tanh, sinh and cosh are not all glibc's fdlibm ones: %v", replays)
	}
	funcs := []struct {
		name          string
		replay        func(x float64, fused bool) float64
		libm, goMath  func(float64) float64
		computedBelow float64
	}{
		{"tanh", tanhReplay, libm.Tanh, math.Tanh, math.Inf(1)},
		{"sinh", func(x float64, fused bool) float64 { return sinhReplay(x, fused, libm.Exp) }, libm.Sinh, math.Sinh, hypMax},
		{"cosh", func(x float64, fused bool) float64 { return coshReplay(x, fused, libm.Exp) }, libm.Cosh, math.Cosh, hypMax},
	}
	for _, f := range funcs {
		other := 0
		for _, x := range hypInputs() {
			if math.IsNaN(x) || math.Abs(x) >= f.computedBelow {
				continue
			}
			want := f.libm(x)
			if got := f.replay(x, fused); math.Float64bits(got) != math.Float64bits(want) {
				t.Errorf("%s replay(%v, %v) = %v, libm %v", f.name, x, fused, got, want)
			}
			if math.Float64bits(f.replay(x, !fused)) != math.Float64bits(want) {
				other++
			}
			if d := ulpDistance(want, f.goMath(x)); d > 4 && math.Abs(x) < 709 { // Go overflows early
				t.Errorf("libm's %s(%v) = %v is %d ulp from Go's %v", f.name, x, want, d, f.goMath(x))
			}
		}
		if other == 0 {
			t.Errorf("%s: the flavour fused = %v gives libm's results too: the probes cannot tell them apart", f.name, !fused)
		}
	}
}
