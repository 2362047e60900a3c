package closure_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/irregular"
	"github.com/alpyna/alpyna/report"
)

// arrayReductionCase is a script of array reductions (increments through
// subscripts only the kernel can evaluate, or index arrays with an
// offset), and the kinds of the plans its nests report (every plan of
// every nest, space-separated) on the cpu backend with three threads and
// with one, and on the gpu backend under the default policy and with
// atomics wherever they serve.
type arrayReductionCase struct {
	name            string
	body            string
	three, one      string
	gpu, gpuAtomics string
}

// Values are integers or multiples of 1/64: every grouping of the
// increments gives the bits of program order, so that the outputs compare
// exactly with the interpreter's.
func arrayReductionCases() []arrayReductionCase {
	return append(bitwiseArrayReductionCases(), []arrayReductionCase{
		{"histogram of ints and floats", `@alpyna.jit
def hist(u, h, wh, nbins, n):
    for e in range(n):
        b = int(u[e] * nbins)
        h[b] += 1
        wh[b] += u[e]

n = 5000
u = (np.arange(n) * 37 % 64) / 64.0
h = np.zeros(16, dtype=np.int64)
wh = np.zeros(16)
hist(u, h, wh, 16, n)
hist(u, h, wh, 16, n)
print(h.tolist(), wh.tolist())
`, "privatised privatised privatised privatised", "sequential privatised sequential privatised",
			"atomic sequential atomic sequential", "atomic atomic atomic atomic"},
		{"floor division of an index array", `@alpyna.jit
def half(m, w, acc, n):
    for e in range(n):
        acc[m[e] // 2] += w[e]

n = 6000
m = np.arange(n, dtype=np.int64) * 31 % 200
w = (np.arange(n) % 7 + 1).astype(np.float32)
acc = np.zeros(100, dtype=np.float32)
half(m, w, acc, n)
print(acc.tolist())
`, "privatised", "privatised", "sequential", "atomic"},
		{"a scalar subscript and its neighbour", `@alpyna.jit
def pair(m, w, acc, n):
    for e in range(n):
        k = m[e] + 1
        acc[k] += w[e]
        acc[k - 1] -= w[e]

n = 6000
m = np.arange(n, dtype=np.int64) * 13 % 99
w = np.arange(n, dtype=np.int64) % 5 + 1
acc = np.zeros(100, dtype=np.int64)
pair(m, w, acc, n)
print(acc.tolist(), acc.sum())
`, "privatised", "sequential", "atomic", "atomic"},
		{"max through a computed subscript", `@alpyna.jit
def peak(m, w, top, n):
    for e in range(n):
        top[m[e] % 10] = max(top[m[e] % 10], w[e])

n = 6000
m = np.arange(n, dtype=np.int64) * 7 % 1000
w = np.arange(n, dtype=np.int64) * 7919 % 10007
top = np.zeros(10, dtype=np.int64)
peak(m, w, top, n)
print(top.tolist())
`, "privatised", "sequential", "atomic", "atomic"},
		{"index array with an offset", `@alpyna.jit
def scatter(ir, v, rh, n):
    for k in range(n):
        rh[ir[k] - 1] += v[k]

n = 6000
ir = np.arange(n, dtype=np.int64) * 37 % 3000
v = np.arange(n, dtype=np.int64) % 3 + 1
rh = np.zeros(3000, dtype=np.int64)
scatter(ir, v, rh, n)
print(rh.sum(), rh[-1], rh[:8].tolist())
`, "coloured", "sequential", "atomic", "atomic"},
	}...)
}

// TestArrayReductionsMatchInterpreter runs array reductions on the cpu
// backend, with three threads and with one, compiled and with Go kernels,
// and compares with the interpreter.
func TestArrayReductionsMatchInterpreter(t *testing.T) {
	for _, tc := range arrayReductionCases() {
		t.Run(tc.name, func(t *testing.T) {
			dir, name := writeScript(t, prelude+tc.body)
			want, errI, _ := run(t, dir, name, "interp", 1)
			if errI != "" {
				t.Fatalf("interp stderr: %s", errI)
			}
			for _, threads := range []int{3, 1} {
				for _, goKernels := range []bool{false, true} {
					got, errC, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: threads,
						GoKernels: goKernels, Irregular: irregular.Options{MinIterations: -1, Verify: true, MinRun: -1}})
					if got != want || strings.TrimSpace(diagnosticFree(errC)) != "" {
						t.Errorf("threads %d, go kernels %v: cpu printed\n%s\nstderr %s\ninterp printed\n%s", threads, goKernels, got, errC, want)
					}
					wantKinds := map[int]string{3: tc.three, 1: tc.one}[threads]
					if kinds := allPlanKinds(nests); kinds != wantKinds {
						t.Errorf("threads %d, go kernels %v: plans %q, want %q", threads, goKernels, kinds, wantKinds)
					}
					for _, n := range nests {
						for _, p := range n.Plans {
							if p.Kind == "privatised" && !strings.Contains(p.Reason, "array reduction") && tc.name != "index array with an offset" {
								t.Errorf("plan reason %q does not name the array reduction", p.Reason)
							}
						}
					}
					checkPlansParallel(t, nests)
				}
			}
		})
	}
}

// TestArrayReductionsGPU runs the array reductions on the emulated GPU:
// integer targets with atomic updates, float ones in order under the
// default policy (their atomic sums would change from run to run) and
// atomically when asked for.
func TestArrayReductionsGPU(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	for _, tc := range arrayReductionCases() {
		t.Run(tc.name, func(t *testing.T) {
			dir, name := writeScript(t, prelude+tc.body)
			want, _, _ := run(t, dir, name, "interp", 1)
			for _, mode := range []irregular.GPUPlans{irregular.GPUDefault, irregular.GPUAtomics} {
				got, errC, nests := runWith(t, dir, name, alpyna.Options{Backend: "gpu",
					Irregular: irregular.Options{MinIterations: -1, Verify: true, GPUPlans: mode}})
				if got != want || strings.TrimSpace(diagnosticFree(errC)) != "" {
					t.Errorf("mode %d: gpu printed\n%s\nstderr %s\ninterp printed\n%s", mode, got, errC, want)
				}
				wantKinds := map[irregular.GPUPlans]string{irregular.GPUDefault: tc.gpu, irregular.GPUAtomics: tc.gpuAtomics}[mode]
				if kinds := allPlanKinds(nests); kinds != wantKinds {
					t.Errorf("mode %d: plans %q, want %q", mode, kinds, wantKinds)
				}
				for _, n := range nests {
					if n.Backend != "gpu" {
						t.Errorf("mode %d: %s ran on %s: %s", mode, n.Function, n.Backend, n.Reason)
					}
				}
				checkPlansParallel(t, nests)
			}
		})
	}
}

func allPlanKinds(nests []report.Nest) string {
	var kinds []string
	for _, n := range nests {
		for _, p := range n.Plans {
			kinds = append(kinds, p.Kind)
		}
	}
	return strings.Join(kinds, " ")
}

// checkPlansParallel checks that every statement of an irregular kernel
// reports the kernel's loop parallel exactly when its plan ran the loop's
// iterations concurrently.
func checkPlansParallel(t *testing.T, nests []report.Nest) {
	t.Helper()
	for _, n := range nests {
		for _, p := range n.Plans {
			want := p.Kind != "sequential"
			for _, s := range n.Statements {
				if s.Kernel != p.Kernel || !slices.Contains(s.Loops, p.Loop) {
					continue
				}
				if got := slices.Contains(s.Parallel, p.Loop); got != want {
					t.Errorf("line %d (%s): %s parallel %v with a %s plan", s.Line, s.Text, p.Loop, got, p.Kind)
				}
			}
		}
	}
}

// TestArrayReductionIndexError checks that a computed subscript out of
// range raises where the interpreter raises it, with the increments of
// the iterations before it done and none after: the parallel run fails,
// the arrays are put back, and the interpreter runs the nest again.
func TestArrayReductionIndexError(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def half(m, w, acc, n):
    for e in range(n):
        acc[m[e] // 2] += w[e]

n = 6000
m = np.arange(n, dtype=np.int64) % 200
m[4321] = 200
w = np.ones(n, dtype=np.int64)
acc = np.zeros(100, dtype=np.int64)
try:
    half(m, w, acc, n)
except IndexError as err:
    print("IndexError", err, acc.sum())
`)
	want, _, _ := run(t, dir, name, "interp", 1)
	if !strings.HasPrefix(want, "IndexError") || !strings.Contains(want, " 4321\n") {
		t.Fatalf("interp printed %q", want)
	}
	for _, threads := range []int{1, 3} {
		got, errC, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: threads,
			Irregular: irregular.Options{MinIterations: -1, Verify: true}})
		if got != want {
			t.Errorf("threads %d: cpu printed %q (stderr %q), interp %q", threads, got, errC, want)
		}
		if len(nests) != 1 || nests[0].Backend != "interp" {
			t.Errorf("threads %d: nests %+v, want one run again in the interpreter", threads, nests)
		}
	}
}

// TestArrayReductionFloats checks the float sums of an array reduction
// whose increments round: with exact reductions they run in program order
// and print the interpreter's bits; otherwise they are privatised for
// FloatPlanThreads whatever the thread count, so that one and three
// threads print one answer.
func TestArrayReductionFloats(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def hist(u, wh, nbins, n):
    for e in range(n):
        wh[int(u[e] * nbins)] += u[e]

n = 20000
u = (np.arange(n) * 7919 % 1000) / 1000.0
wh = np.zeros(16)
hist(u, wh, 16, n)
print(repr(wh.sum()), wh.tolist())
`)
	want, _, _ := run(t, dir, name, "interp", 1)
	got, _, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 3, ExactReductions: true,
		Irregular: irregular.Options{MinIterations: -1}})
	if got != want {
		t.Errorf("exact reductions: cpu printed\n%s\ninterp printed\n%s", got, want)
	}
	if kinds := allPlanKinds(nests); kinds != "sequential" || !strings.Contains(nests[0].Plan.Reason, "exact reductions") {
		t.Errorf("exact reductions: plans %q (%+v), want one sequential for exact reductions", kinds, nests[0].Plan)
	}
	var outs []string
	for _, threads := range []int{1, 3} {
		got, _, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: threads,
			Irregular: irregular.Options{MinIterations: -1}})
		if kinds := allPlanKinds(nests); kinds != "privatised" {
			t.Errorf("threads %d: plans %q, want privatised", threads, kinds)
		}
		outs = append(outs, got)
	}
	if outs[0] != outs[1] {
		t.Errorf("one thread printed\n%s\nthree printed\n%s", outs[0], outs[1])
	}
}
