package llvmgen

import (
	"bufio"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// vecHarness reads arguments (as 64-bit hex, ARITY per line) from stdin
// and prints, for each, the bits of glibc's FN and of the vector function
// of every width (vfnN stands for each).
const vecHarness = `
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#define FN exp
#define ARITY 1
#define MAXN (1 << 22)
void vfn2(const double *, const double *, double *);
void vfn4(const double *, const double *, double *);

static double x[MAXN], y[MAXN], o2[MAXN], o4[MAXN];

int main(void) {
	unsigned long long b, c = 0;
	int n = 0;
	while (n < MAXN && scanf("%llx", &b) == 1 && (ARITY == 1 || scanf("%llx", &c) == 1)) {
		memcpy(&x[n], &b, 8); memcpy(&y[n], &c, 8); n++;
	}
	int m = (n + 7) / 8 * 8;
	for (int i = 0; i < m; i += 2) vfn2(x + i, y + i, o2 + i);
	for (int i = 0; i < m; i += 4) vfn4(x + i, y + i, o4 + i);

	for (int i = 0; i < n; i++) {
#if ARITY == 1
		double r = FN(x[i]);
#else
		double r = FN(x[i], y[i]);
#endif
		unsigned long long br, b2, b4;
		memcpy(&br, &r, 8); memcpy(&b2, &o2[i], 8); memcpy(&b4, &o4[i], 8);
		printf("%llx %llx %llx\n", br, b2, b4);
	}
	return 0;
}
`

// buildVecHarness compiles fn's vector variants @alpyna.NAME.vN for
// N in vectorWidths behind C-callable wrappers vfnN(const double *x, const
// double *y, double *out) (y unused by functions of one argument), with the
// harness comparing them with libm's NAME, as the runtime builds kernels
// (opt -O3, llc -O3, for mcpu), and returns its path.
func buildVecHarness(t *testing.T, fn kernel.Intrinsic, mcpu string) string {
	return buildVecHarnessOf(t, fn, vectorMath[fn].build, mcpu)
}

// buildVecHarnessOf is buildVecHarness for the variants build makes.
func buildVecHarnessOf(t *testing.T, fn kernel.Intrinsic, build func(g *moduleGen, n int) *ir.Func, mcpu string) string {
	t.Helper()
	opt, err := FindOpt()
	if err != nil {
		t.Skip(err)
	}
	llc, err := FindLLC()
	if err != nil {
		t.Skip(err)
	}
	cc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	g := newModuleGen(&kernel.Module{Name: "vecmath"}, &config{})
	for _, n := range vectorWidths {
		vt := types.NewVector(uint64(n), types.Double)
		pt := types.NewPointer(types.Double)
		x, y, out := ir.NewParam("x", pt), ir.NewParam("y", pt), ir.NewParam("out", pt)
		f := g.m.NewFunc(fmt.Sprintf("vfn%d", n), types.Void, x, y, out)
		b := f.NewBlock("entry")
		var args []value.Value
		for _, p := range []*ir.Param{x, y}[:fn.Arity()] {
			ld := b.NewLoad(vt, b.NewBitCast(p, types.NewPointer(vt)))
			ld.Align = 8
			args = append(args, ld)
		}
		st := b.NewStore(b.NewCall(build(g, n), args...), b.NewBitCast(out, types.NewPointer(vt)))
		st.Align = 8
		b.NewRet(nil)
	}
	dir := t.TempDir()
	ll := filepath.Join(dir, "v.ll")
	if err := os.WriteFile(ll, []byte(g.m.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "h.c")
	harness := strings.Replace(vecHarness, "#define FN exp", "#define FN "+fn.Info().Name, 1)
	harness = strings.Replace(harness, "#define ARITY 1", fmt.Sprintf("#define ARITY %d", fn.Arity()), 1)
	if err := os.WriteFile(src, []byte(harness), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "h")
	for _, cmd := range [][]string{
		{opt, "-O3", "-mcpu=" + mcpu, ll, "-o", ll + ".bc"},
		{llc, "-O3", "-mcpu=" + mcpu, "-relocation-model=pic", "-filetype=obj", ll + ".bc", "-o", ll + ".o"},
		{cc, "-O1", "-o", bin, src, ll + ".o", "-lm"},
	} {
		if out, err := exec.Command(cmd[0], cmd[1:]...).CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", cmd, err, out)
		}
	}
	return bin
}

// expInputs are random and edge inputs of exp: every scale of the domain,
// the ends of the fast range and of the double range, subnormal results,
// signed zeros, tiny arguments, infinities and NaN.
func expInputs() []float64 {
	r := rand.New(rand.NewPCG(18, 1))
	xs := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, math.Ln2, -math.Ln2, 1e-300, -1e-300, 5e-324,
		math.Inf(1), math.Inf(-1), math.NaN(), 709, 709.7, 709.78, 709.79, 710, -707, -708, -708.4, -709,
		-346, -132.518, -720, -745, -745.2, -746, 1e308, -1e308, expLow, expHigh, math.Nextafter(expLow, 0), math.Nextafter(expHigh, 0)}
	for k := -140; k <= 140; k++ {
		// Multiples of ln2/128, where the reduced argument is near 0, and
		// the points halfway between.
		xs = append(xs, float64(k)*math.Ln2/128, (float64(k)+0.5)*math.Ln2/128, float64(k)*math.Ln2)
	}
	for range 150000 {
		xs = append(xs, r.Float64()*1460-746)
	}
	for range 50000 {
		xs = append(xs, (r.Float64()*2-1)*math.Pow(2, float64(r.IntN(60)-55)))
	}
	return xs
}

// TestVecExpMatchesLibm runs the vector exp of each width on random and
// edge inputs and requires every lane to equal the C library's exp bit for
// bit (the results CPython's math.exp gives), and, as a check of the
// reference itself, to lie within one ulp of Go's math.Exp (below 709,
// where Go's amd64 Exp overflows early). It runs for the host's CPU (with
// FMA where it has it) and for baseline x86-64 (FMA in software).
func TestVecExpMatchesLibm(t *testing.T) {
	testVecMatchesLibm(t, kernel.Exp, expInputs(), func(x float64) (float64, bool) { return math.Exp(x), math.Abs(x) < 709 })
}

// logInputs are random and edge inputs of log: every binade, the
// neighbourhood of 1 (where log is small), the subintervals' ends,
// subnormals, zeros, negatives, infinities and NaN.
func logInputs() []float64 {
	r := rand.New(rand.NewPCG(18, 2))
	xs := []float64{1, math.Nextafter(1, 2), math.Nextafter(1, 0), 2, 0.5, math.E, 10, 0, math.Copysign(0, -1), -1,
		5e-324, 0x1p-1022, math.Nextafter(0x1p-1022, 0), math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN(),
		0.705, 1.41, 1 - 0x1p-9, 1 + 0x1p-8}
	for i := range logTableSize + 1 {
		// The ends of each subinterval of z, and beside them.
		b := math.Float64frombits(uint64(logOff) + uint64(i)<<(52-logTableBits))
		xs = append(xs, b, math.Nextafter(b, 0), math.Nextafter(b, 2), b*1024, b/1024)
	}
	for range 100000 {
		xs = append(xs, math.Float64frombits(r.Uint64()>>1)) // every positive double, NaNs included
	}
	for range 60000 {
		xs = append(xs, 1+(r.Float64()*2-1)*math.Pow(2, float64(-r.IntN(53))))
	}
	for range 40000 {
		xs = append(xs, r.Float64()*100)
	}
	return xs
}

// TestVecLogMatchesLibm is TestVecExpMatchesLibm for log.
func TestVecLogMatchesLibm(t *testing.T) {
	// Go's amd64 Log is not accurate on subnormals.
	testVecMatchesLibm(t, kernel.Log, logInputs(), func(x float64) (float64, bool) { return math.Log(x), x >= 0x1p-1022 })
}

// trigInputs are random and edge inputs of sin and cos: zeros, subnormals,
// tiny arguments, the neighbourhood of multiples of pi/2 (where one of them
// is near zero) and of the table's angles j pi/128 and the points halfway
// between, every scale up to the fast range's end and beyond, infinities
// and NaN.
func trigInputs() []float64 {
	r := rand.New(rand.NewPCG(18, 3))
	xs := []float64{0, math.Copysign(0, -1), 5e-324, -5e-324, 0x1p-1022, -0x1p-1022, 0x1p-1021, -0x1p-1021,
		math.Nextafter(0x1p-1021, 0), 0x1p-26, 0x1p-27, 1e-8, 1, -1, math.Pi, -math.Pi, math.Pi / 2, 355, 103993,
		trigMax, -trigMax, math.Nextafter(trigMax, 0), math.Nextafter(trigMax, math.Inf(1)), 1e6, 1e22, 1e300,
		math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN()}
	near := func(x float64) {
		xs = append(xs, x, math.Nextafter(x, math.Inf(1)), math.Nextafter(x, math.Inf(-1)))
	}
	for k := -3000; k <= 3000; k++ {
		near(float64(k) * math.Pi / 2)
	}
	for range 20000 {
		near(float64(r.IntN(1<<21)-1<<20) * math.Pi / 2)
	}
	for k := -600; k <= 600; k++ {
		near(float64(k) * math.Pi / 128)
		near((float64(k) + 0.5) * math.Pi / 128)
	}
	for range 100000 {
		xs = append(xs, r.Float64()*20-10)
	}
	for range 50000 {
		xs = append(xs, (r.Float64()*2-1)*trigMax)
	}
	for range 50000 {
		xs = append(xs, (r.Float64()*2-1)*math.Pow(2, float64(r.IntN(60)-35)))
	}
	return xs
}

// TestVecSinMatchesLibm is TestVecExpMatchesLibm for sin.
func TestVecSinMatchesLibm(t *testing.T) {
	// Go's Sin loses relative accuracy near its zeros.
	testVecMatchesLibm(t, kernel.Sin, trigInputs(), func(x float64) (float64, bool) {
		return math.Sin(x), math.Abs(x) < 1e5 && math.Abs(math.Sin(x)) > 1e-3
	})
}

// TestVecCosMatchesLibm is TestVecExpMatchesLibm for cos.
func TestVecCosMatchesLibm(t *testing.T) {
	testVecMatchesLibm(t, kernel.Cos, trigInputs(), func(x float64) (float64, bool) {
		return math.Cos(x), math.Abs(x) < 1e5 && math.Abs(math.Cos(x)) > 1e-3
	})
}

// powInputs are random and edge arguments of pow: C99's special cases
// (zero exponents, a base of one with a NaN exponent, zeros, infinities,
// NaN, negative bases with integer and other exponents), results that are
// exact or exactly halfway between two doubles, results near the overflow
// and underflow thresholds and subnormal ones, bases near 1 with large
// exponents, and random bases and exponents over every scale.
func powInputs() (xs, ys []float64) {
	r := rand.New(rand.NewPCG(18, 4))
	nan, inf := math.NaN(), math.Inf(1)
	specials := []float64{0, math.Copysign(0, -1), 1, -1, 2, -2, 0.5, -0.5, 3, 1.5, 1 / 3.0, 1e-300, 5e-324,
		1e300, math.MaxFloat64, inf, -inf, nan}
	for _, x := range specials {
		for _, y := range specials {
			xs, ys = append(xs, x), append(ys, y)
		}
	}
	pair := func(x, y float64) { xs, ys = append(xs, x), append(ys, y) }
	pair(1<<27-1, 2) // (2^27-1)^2 needs 54 bits: halfway between two doubles
	pair(4, 0.5)
	pair(2, 1023)
	pair(2, 1024)
	pair(2, -1022)
	pair(2, -1074)
	pair(2, -1075)
	pair(10, 308)
	pair(10, 309)
	pair(10, -307)
	pair(10, -323)
	pair(-8, 1.0/3)
	pair(0, -1)
	pair(math.Copysign(0, -1), -3)
	for range 100000 {
		pair(r.Float64()*10, r.Float64()*100-50)
	}
	for range 40000 {
		// Every scale of x, and y with y log x anywhere in and around
		// exp's range.
		x := math.Float64frombits(r.Uint64()>>2 + 1<<60)
		if x == 1 || math.IsInf(x, 0) || math.IsNaN(x) {
			continue
		}
		pair(x, (r.Float64()*1500-760)/math.Log(x))
	}
	for range 20000 {
		// Near the thresholds: y log x close to 709.78 and -708.4 .. -745.
		x := 1 + r.Float64()*1000
		t := []float64{709.78, -708.4, -745.1, 709, -707}[r.IntN(5)] + (r.Float64()*2-1)*0.01
		pair(x, t/math.Log(x))
	}
	for range 30000 {
		// Bases near 1, large exponents.
		e := float64(r.IntN(50) + 3)
		pair(1+(r.Float64()*2-1)*math.Pow(2, -e), (r.Float64()*2-1)*math.Pow(2, e))
	}
	for range 20000 {
		// Integer exponents, negative bases too, and the squares and
		// square roots that are often exact.
		x := (r.Float64()*2 - 1) * 100
		pair(x, float64(r.IntN(41)-20))
		y := float64(r.IntN(1 << 26))
		pair(y, 2)
		pair(y*y, 0.5)
	}
	return xs, ys
}

// TestVecPowMatchesLibm is TestVecExpMatchesLibm for pow: every lane of
// the vector pow equals glibc's pow bit for bit.
func TestVecPowMatchesLibm(t *testing.T) {
	xs, ys := powInputs()
	testVecMatchesLibm2(t, kernel.PowF, xs, ys, nil)
}

// testVecMatchesLibm compares fn's vector variants with libm on xs, lane
// by lane, bit for bit, and libm with Go's function ref (where ref says it
// is accurate) to one ulp.
func testVecMatchesLibm(t *testing.T, fn kernel.Intrinsic, xs []float64, ref func(float64) (float64, bool)) {
	testVecMatchesLibm2(t, fn, xs, nil, func(x, _ float64) (float64, bool) { return ref(x) })
}

// testVecMatchesLibm2 is testVecMatchesLibm for functions of one argument
// (ys nil) or two (x and y from xs and ys); ref may be nil.
func testVecMatchesLibm2(t *testing.T, fn kernel.Intrinsic, xs, ys []float64, ref func(x, y float64) (float64, bool)) {
	for _, mcpu := range []string{"native", "x86-64"} {
		t.Run(mcpu, func(t *testing.T) {
			runVecHarness(t, buildVecHarness(t, fn, mcpu), nil, fn, xs, ys, ref)
		})
	}
}

// runVecHarness runs the harness bin (with env added to the environment)
// on xs (and ys) and compares every width's lanes with libm's, bit for bit,
// and libm with ref (where it says it is accurate) to one ulp.
func runVecHarness(t *testing.T, bin string, env []string, fn kernel.Intrinsic, xs, ys []float64, ref func(x, y float64) (float64, bool)) {
	t.Helper()
	call := func(i int) string {
		if ys == nil {
			return fmt.Sprintf("%s(%v)", fn, xs[i])
		}
		return fmt.Sprintf("%s(%v, %v)", fn, xs[i], ys[i])
	}
	var in strings.Builder
	for i, x := range xs {
		fmt.Fprintf(&in, "%x", math.Float64bits(x))
		if ys != nil {
			fmt.Fprintf(&in, " %x", math.Float64bits(ys[i]))
		}
		in.WriteByte('\n')
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdin = strings.NewReader(in.String())
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	i, bad := 0, 0
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		want, _ := strconv.ParseUint(f[0], 16, 64)
		for w, s := range f[1:] {
			got, _ := strconv.ParseUint(s, 16, 64)
			if got != want && !(math.IsNaN(math.Float64frombits(got)) && math.IsNaN(math.Float64frombits(want))) {
				if bad++; bad < 10 {
					t.Errorf("%s width %d = %v (%#x), libm %v (%#x)", call(i), vectorWidths[w],
						math.Float64frombits(got), got, math.Float64frombits(want), want)
				}
			}
		}
		var y float64
		if ys != nil {
			y = ys[i]
		}
		if ref != nil {
			if r, ok := ref(xs[i], y); ok && ulpDistance(math.Float64frombits(want), r) > 1 {
				t.Errorf("libm's %s is %d ulp from Go's", call(i), ulpDistance(math.Float64frombits(want), r))
			}
		}
		i++
	}
	if i != len(xs) {
		t.Fatalf("harness printed %d results for %d inputs", i, len(xs))
	}
	if bad > 0 {
		t.Errorf("%d lanes differ from libm", bad)
	}
}

// ulpDistance is how many doubles lie between a and b (0 for equal values,
// both NaN, or infinities of one sign).
func ulpDistance(a, b float64) uint64 {
	if a == b || math.IsNaN(a) && math.IsNaN(b) {
		return 0
	}
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.MaxUint64
	}
	key := func(f float64) int64 {
		u := int64(math.Float64bits(f))
		if u < 0 {
			return math.MinInt64 - u
		}
		return u
	}
	d := key(a) - key(b)
	if d < 0 {
		d = -d
	}
	return uint64(d)
}

// TestExpTable checks the constants of the reduction against math/big:
// each 2^(j/128) as hi + lo to 2^-100, ln2/128 split with hi*k exact.
func TestExpTable(t *testing.T) {
	for j := range expTableSize {
		v := new(big.Float).SetPrec(200).Add(big.NewFloat(expTable()[2*j]), big.NewFloat(expTable()[2*j+1]))
		p := new(big.Float).SetPrec(200).Set(v)
		for range expTableBits {
			p.Mul(p, p)
		}
		want := pow2(200, j)
		diff := new(big.Float).SetPrec(200).Sub(p, want)
		rel, _ := diff.Quo(diff, want).Float64()
		if math.Abs(rel) > 0x1p-95 { // (1+e)^128 magnifies the error 128 times
			t.Errorf("2^(%d/128): relative error %g", j, rel)
		}
	}
	if m := math.Float64bits(expReduction().hi) & (1<<17 - 1); m != 0 {
		t.Errorf("ln2/128's hi part %v has more than 36 significant bits", expReduction().hi)
	}
	if d := expReduction().hi + expReduction().lo - math.Ln2/128; math.Abs(d) > 1e-20 {
		t.Errorf("ln2/128 split as %v + %v", expReduction().hi, expReduction().lo)
	}
}

// TestLogTable checks the constants of the vector log against math/big and
// the conditions its sums rely on: each row's log c = -log(invc) as hi + lo
// to 2^-96 (lo, below 2^-44, rounded), hi a multiple of 2^-43 (so that k ln2hi + hi is exact), ln2's
// hi part with 42 significant bits (k ln2hi exact), and, for k = 0, |log c|
// at least twice the largest |z invc - 1| of its subinterval (so that
// adding r is a Fast2Sum), with c = 1 for the subinterval holding 1.
func TestLogTable(t *testing.T) {
	tab := logTable()
	for i := range logTableSize {
		invc, hi, lo := tab[logRowWidth*i], tab[logRowWidth*i+1], tab[logRowWidth*i+2]
		want := bigLog(new(big.Float).SetPrec(200).SetFloat64(invc), 200)
		want.Neg(want)
		got := new(big.Float).SetPrec(200).Add(big.NewFloat(hi), big.NewFloat(lo))
		if d, _ := got.Sub(got, want).Float64(); math.Abs(d) > 0x1p-96 {
			t.Errorf("row %d: log c = %v + %v, off by %g", i, hi, lo, d)
		}
		if q := math.Ldexp(hi, 43); q != math.Trunc(q) {
			t.Errorf("row %d: log c's hi part %v is not a multiple of 2^-43", i, hi)
		}
		start := math.Float64frombits(uint64(logOff) + uint64(i)<<(52-logTableBits))
		end := math.Float64frombits(uint64(logOff) + uint64(i+1)<<(52-logTableBits))
		if start <= 1 && 1 < end {
			if invc != 1 || hi != 0 || lo != 0 {
				t.Errorf("row %d holds 1 but has invc %v, log c %v + %v", i, invc, hi, lo)
			}
			continue
		}
		if r := math.Max(math.Abs(start*invc-1), math.Abs(end*invc-1)); math.Abs(hi) <= r*(1+0x1p-40) {
			t.Errorf("row %d: |log c| = %v is not above |r| = %v", i, math.Abs(hi), r)
		}
	}
	if m := math.Float64bits(logReduction().hi) & (1<<11 - 1); m != 0 {
		t.Errorf("ln2's hi part %v has more than 42 significant bits", logReduction().hi)
	}
}
