package llvmgen

import (
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/go-python/gpython/stdlib/math/libm"
	"github.com/llir/llvm/ir"
)

// PinLibmReplays makes the kernels' vector exp the replay of glibc's exp
// in its FMA build, whatever this process's C library is, until restore
// is called: for the IR goldens of package llvmgen_test, which must not
// depend on the host.
func PinLibmReplays() (restore func()) {
	oldExp := expFlavor
	expFlavor = func() (bool, bool) { return true, true }
	return func() { expFlavor = oldExp }
}

// sweepHarness compares the vector function of widths 2 and 4 (vfn2,
// vfn4, as buildVecHarnessOf wraps them) with the C library's FN on COUNT
// arguments it draws itself (splitmix64) by DRAW (sweepDraws), and prints
// how many lanes differ, and the first few.
const sweepHarness = `
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
void vfn2(const double *, const double *, double *);
void vfn4(const double *, const double *, double *);

static uint64_t s;
static uint64_t next(void) {
	uint64_t z = (s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}
static double unit(void) { return (next() >> 11) * 0x1p-53; }
static double draw(int i) {
	DRAW
}

int main(int argc, char **argv) {
	long count = atol(argv[1]);
	s = strtoull(argv[2], 0, 10);
	enum { B = 4096 };
	static double x[B], o2[B], o4[B];
	long bad = 0;
	for (long done = 0; done < count; done += B) {
		for (int i = 0; i < B; i++) x[i] = draw(i);
		for (int i = 0; i < B; i += 2) vfn2(x + i, x + i, o2 + i);
		for (int i = 0; i < B; i += 4) vfn4(x + i, x + i, o4 + i);
		for (int i = 0; i < B; i++) {
			double r = FN(x[i]);
			if (memcmp(&r, &o2[i], 8) || memcmp(&r, &o4[i], 8)) {
				if (bad++ < 5) printf("FN(%a) = %a, widths 2 and 4 %a %a\n", x[i], r, o2[i], o4[i]);
			}
		}
	}
	printf("%ld\n", bad);
	return 0;
}
`

// sweepDraws are the arguments of sweepHarness for each function. exp:
// uniform on (-700, 700), glibc's main path below 512 and its special
// cases from there (overflow at 709.78 and subnormal results from -708.4),
// uniform on (-1200, 1200), beyond which exp is 0 or infinity, and x = ±m
// 2^e for e in [-60, 3], every scale where exp is near 1. log: uniform on
// (0, 100), on (0.9, 1.1) (glibc's second polynomial near 1), m 2^e for
// every e from -1080 (subnormals) to 1023, and any double's bits
// (negative, infinite, NaN).
var sweepDraws = map[kernel.Intrinsic]string{
	kernel.Exp: `if (i % 4 == 0) return unit() * 1400 - 700;
	if (i % 4 == 2) return unit() * 2400 - 1200;
	return ldexp((1 + unit()) * (next() & 1 ? 1 : -1), (int)(next() % 64) - 60);`,
	kernel.Log: `if (i % 4 == 0) return unit() * 100;
	if (i % 4 == 1) return 0.9 + 0.2 * unit();
	if (i % 4 == 2) return ldexp(1 + unit(), (int)(next() % 2104) - 1080);
	uint64_t b = next(); double d; memcpy(&d, &b, 8); return d;`,
}

// runSweep links sweepHarness for fn with the vector functions of the
// harness bin (built by buildVecHarnessOf, its object beside it), runs it
// on count arguments with env added, and requires every lane to be libm's.
func runSweep(t *testing.T, fn kernel.Intrinsic, bin string, env []string, count int) {
	t.Helper()
	dir := filepath.Dir(bin)
	src := filepath.Join(dir, "sweep.c")
	c := strings.ReplaceAll(sweepHarness, "FN", fn.Info().Name)
	c = strings.Replace(c, "DRAW", sweepDraws[fn], 1)
	if err := os.WriteFile(src, []byte(c), 0o644); err != nil {
		t.Fatal(err)
	}
	sweep := filepath.Join(dir, "sweep")
	if out, err := exec.Command("gcc", "-O1", "-o", sweep, src, filepath.Join(dir, "v.ll.o"), "-lm").CombinedOutput(); err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	cmd := exec.Command(sweep, strconv.Itoa(count), "18")
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if lines[len(lines)-1] != "0" {
		t.Errorf("%s lanes of %d differ from libm:\n%s", lines[len(lines)-1], count, out)
	}
}

// sweepCount is how many arguments the sweeps draw: 16 million, 1 million
// with -short.
func sweepCount() int {
	if testing.Short() {
		return 1 << 20
	}
	return 16 << 20
}

// replayExpFlavours are the flavours of vecExpReplay a test runs, as
// builders, each with the environment that makes the C library use that
// flavour: the process's own, and where that is the FMA build, glibc's
// plain one through glibc's tunables. It skips where the C library's exp
// is not glibc's.
func replayExpFlavours(t *testing.T) map[string]struct {
	build func(g *moduleGen, n int) *ir.Func
	env   []string
} {
	fused, ok := libmExpFlavor()
	if !ok {
		t.Skip("the C library's exp is not glibc's (or libm is Go's): vecExp is the certified one")
	}
	type flavour = struct {
		build func(g *moduleGen, n int) *ir.Func
		env   []string
	}
	fl := map[string]flavour{"own": {func(g *moduleGen, n int) *ir.Func { return g.vecExpReplay(n, fused) }, nil}}
	if fused {
		fl["sse2"] = flavour{func(g *moduleGen, n int) *ir.Func { return g.vecExpReplay(n, false) },
			[]string{"GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX2,-FMA"}}
	}
	return fl
}

// TestVecExpReplayMatchesLibm runs the replayed vector exp, of each width,
// on the edge and random inputs of TestVecExpMatchesLibm and on 16 million
// more drawn by the harness, and requires every lane to equal the C
// library's exp bit for bit, in the flavour this process's glibc uses
// (for the host's CPU and for baseline x86-64) and, where that is the FMA
// build, in the plain flavour with glibc switched to its plain build.
func TestVecExpReplayMatchesLibm(t *testing.T) {
	for name, f := range replayExpFlavours(t) {
		mcpus := []string{"native"}
		if f.env == nil {
			mcpus = append(mcpus, "x86-64")
		}
		for _, mcpu := range mcpus {
			t.Run(name+"/"+mcpu, func(t *testing.T) {
				bin := buildVecHarnessOf(t, kernel.Exp, f.build, mcpu)
				runVecHarness(t, bin, f.env, kernel.Exp, expInputs(), nil, nil)
				runSweep(t, kernel.Exp, bin, f.env, sweepCount())
			})
		}
	}
}

// TestVecExpCertifiedMatchesLibm keeps the certified exp, which vecExp
// is where the C library's exp is not glibc's, equal to the C library's
// exp on the inputs of TestVecExpMatchesLibm (its rounding test sends the
// lanes it cannot certify to libm).
func TestVecExpCertifiedMatchesLibm(t *testing.T) {
	bin := buildVecHarnessOf(t, kernel.Exp, (*moduleGen).vecExpCertified, "native")
	runVecHarness(t, bin, nil, kernel.Exp, expInputs(), nil, nil)
}

// TestExpReplayMatchesLibm checks the Go mirror, which decides the
// flavour, against the C library on 4 million random arguments below 512
// and on the points where k changes: the flavour the probes picked must
// match everywhere, and the other must not (else the probes could not tell
// the two apart).
func TestExpReplayMatchesLibm(t *testing.T) {
	if libm.Pow(2, 0.5) != 1.4142135623730951 || libm.Sin(1e22) == math.Sin(1e22) {
		t.Skip("libm is not the C library's (built without cgo)")
	}
	fused, ok := libmExpFlavor()
	if !ok {
		t.Skip("the C library's exp is not glibc's")
	}
	r := rand.New(rand.NewPCG(18, 10))
	xs := []float64{}
	for k := -70000; k < 70000; k++ {
		x := (float64(k) + 0.5) * math.Ln2 / expTableSize
		xs = append(xs, x, math.Nextafter(x, 0), math.Nextafter(x, 1e9))
	}
	for range 2 << 20 {
		xs = append(xs, r.Float64()*1024-512, math.Ldexp(2*r.Float64()-1, -r.IntN(60)))
	}
	bad, other := 0, 0
	for _, x := range xs {
		if math.Abs(x) >= 512 {
			continue
		}
		want := libm.Exp(x)
		if got := expReplayGo(x, fused); math.Float64bits(got) != math.Float64bits(want) {
			if bad++; bad < 10 {
				t.Errorf("expReplayGo(%v, %v) = %v, libm %v", x, fused, got, want)
			}
		}
		if math.Float64bits(expReplayGo(x, !fused)) != math.Float64bits(want) {
			other++
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d arguments differ", bad, len(xs))
	}
	if other == 0 {
		t.Errorf("the flavour fused = %v gives libm's results too: the probes cannot tell them apart", !fused)
	}
}

// TestExpReplayTable checks the shape of the table computed here: H[k] is
// 2^(k/128) and T[k] below half an ulp of 1 (that they are glibc's values
// bit for bit shows in TestExpReplayMatchesLibm, where every k occurs).
func TestExpReplayTable(t *testing.T) {
	tab := expReplayTable()
	for k := range expTableSize {
		h := tab[2*k+1]
		if d := math.Abs(math.Log2(h)*expTableSize - float64(k)); d > 1e-12 {
			t.Errorf("H[%d] = %v is not 2^(%d/128)", k, h, k)
		}
		if math.Abs(tab[2*k]) > 0x1p-53 {
			t.Errorf("T[%d] = %v is not below half an ulp", k, tab[2*k])
		}
	}
	if tab[0] != 0 || tab[1] != 1 {
		t.Errorf("row 0 is %v %v, not 0 1", tab[0], tab[1])
	}
}

// TestExpProbesSeparate requires the probes to tell glibc's two builds of
// exp apart: on some of them the mirror's flavours differ, so that
// libmExpFlavor cannot take a C library of one flavour for the other.
func TestExpProbesSeparate(t *testing.T) {
	differ := 0
	for _, x := range expProbes() {
		if math.Float64bits(expReplayGo(x, true)) != math.Float64bits(expReplayGo(x, false)) {
			differ++
		}
	}
	if differ < len(expSeparating) {
		t.Errorf("the flavours differ on %d probes, want at least the %d of expSeparating", differ, len(expSeparating))
	}
}

// BenchmarkExpFlavor is the cost of deciding the flavour (once per
// process, when the first kernel calling exp is generated).
func BenchmarkExpFlavor(b *testing.B) {
	probes := expProbes()
	for b.Loop() {
		for _, x := range probes {
			_ = math.Float64bits(expReplayGo(x, true)) != math.Float64bits(libm.Exp(x))
		}
	}
}
