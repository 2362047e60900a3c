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
)

// vecHarness reads doubles (as 64-bit hex) from stdin and prints, for
// each, the bits of glibc's FN and of the vector function of every width
// (vexpN stands for each).
const vecHarness = `
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#define FN exp
void vexp2(const double *, double *);
void vexp4(const double *, double *);

int main(void) {
	static double in[1 << 22], o2[1 << 22], o4[1 << 22];
	unsigned long long b;
	int n = 0;
	while (n < (1 << 22) && scanf("%llx", &b) == 1) { memcpy(&in[n], &b, 8); n++; }
	int m = (n + 7) / 8 * 8;
	for (int i = 0; i < m; i += 2) vexp2(in + i, o2 + i);
	for (int i = 0; i < m; i += 4) vexp4(in + i, o4 + i);

	for (int i = 0; i < n; i++) {
		double r = FN(in[i]);
		unsigned long long br, b2, b4;
		memcpy(&br, &r, 8); memcpy(&b2, &o2[i], 8); memcpy(&b4, &o4[i], 8);
		printf("%llx %llx %llx\n", br, b2, b4);
	}
	return 0;
}
`

// buildVecHarness compiles fn's vector variants @alpyna.NAME.vN for
// N in vectorWidths behind C-callable wrappers vexpN(const double *in, double
// *out), with the harness comparing them with libm's NAME, as the runtime
// builds kernels (opt -O3, llc -O3, for mcpu), and returns its path.
func buildVecHarness(t *testing.T, fn kernel.Intrinsic, mcpu string) string {
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
	g := newModuleGen(&kernel.Module{Name: "vecexp"}, &config{})
	for _, n := range vectorWidths {
		vt := types.NewVector(uint64(n), types.Double)
		pt := types.NewPointer(types.Double)
		in, out := ir.NewParam("in", pt), ir.NewParam("out", pt)
		f := g.m.NewFunc(fmt.Sprintf("vexp%d", n), types.Void, in, out)
		b := f.NewBlock("entry")
		ld := b.NewLoad(vt, b.NewBitCast(in, types.NewPointer(vt)))
		ld.Align = 8
		st := b.NewStore(b.NewCall(vectorMath[fn].build(g, n), ld), b.NewBitCast(out, types.NewPointer(vt)))
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

// testVecMatchesLibm compares fn's vector variants with libm on xs, lane
// by lane, bit for bit, and libm with Go's function ref (where ref says it
// is accurate) to one ulp.
func testVecMatchesLibm(t *testing.T, fn kernel.Intrinsic, xs []float64, ref func(float64) (float64, bool)) {
	for _, mcpu := range []string{"native", "x86-64"} {
		t.Run(mcpu, func(t *testing.T) {
			bin := buildVecHarness(t, fn, mcpu)
			var in strings.Builder
			for _, x := range xs {
				fmt.Fprintf(&in, "%x\n", math.Float64bits(x))
			}
			cmd := exec.Command(bin)
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
							t.Errorf("%s(%v) width %d = %v (%#x), libm %v (%#x)", fn, xs[i], vectorWidths[w],
								math.Float64frombits(got), got, math.Float64frombits(want), want)
						}
					}
				}
				if r, ok := ref(xs[i]); ok {
					if d := ulpDistance(math.Float64frombits(want), r); d > 1 {
						t.Errorf("libm's %s(%v) is %d ulp from Go's", fn, xs[i], d)
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
		})
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
