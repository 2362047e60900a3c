package closure_test

import (
	"cmp"
	"fmt"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/irregular"
	"github.com/alpyna/alpyna/report"
)

// meshPrelude builds, in the script, a triangulated n x n torus grid:
// its edges (left, right; three per vertex) and cells (c2v, two per
// square), numbered in grid order or scrambled by multiplying with primes.
const meshPrelude = prelude + `def mesh(n, scrambled):
    nv = n * n
    ne = 3 * nv
    s = np.arange(ne, dtype=np.int64)
    g = (s * 1000003) % ne if scrambled else s
    q = g // 3
    k = g % 3
    i = q // n
    j = q % n
    di = (k >= 1).astype(np.int64)
    dj = (k != 1).astype(np.int64)
    left = q
    right = ((i + di) % n) * n + (j + dj) % n
    if scrambled:
        left = (left * 999983) % nv
        right = (right * 999983) % nv
    f = np.arange(6 * nv, dtype=np.int64)
    c = f // 3
    kk = f % 3
    sq = c // 2
    t = c % 2
    ci = sq // n
    cj = sq % n
    cdi = (kk == 2).astype(np.int64) + t * (kk == 1).astype(np.int64)
    cdj = (kk == 1).astype(np.int64) + (1 - t) * (kk == 2).astype(np.int64)
    c2v = ((ci + cdi) % n) * n + (cj + cdj) % n
    if scrambled:
        c2v = (c2v * 999983) % nv
    return left, right, c2v.reshape((2 * nv, 3))


def show(name, a):
    print(name, a.dtype, a.sum(), a.tolist())


`

// irregularCase is a script whose output the cpu backend must reproduce
// exactly, and the plan kinds its irregular nests must report, per
// instantiation in order ("" for a nest without a plan object).
type irregularCase struct {
	name  string
	body  string
	kinds string // space-separated plan kinds, one per nest instantiation with a plan
	opts  irregular.Options
	gpu   string // the kinds on the gpu backend where atomics may serve (GPUAtomics, GPUColours by replacing)
}

// floatGPUDefaults are the kinds of the cases that increment floats under
// the default GPU policy, which never makes float increments atomic (their
// order would change the result from run to run): colours, or in order
// where there would be too many.
var floatGPUDefaults = map[string]string{
	"scrambled edges, privatised":              "coloured",
	"scrambled edges by colour":                "coloured",
	"cells to vertices, float32 and int":       "coloured",
	"heavy collisions":                         "sequential",
	"direct and indirect aliasing":             "sequential coloured",
	"maps rewritten between calls":             "independent coloured coloured coloured",
	"strided loop, wrapped indices, time loop": "coloured",
	"scalar reduction and last value":          "coloured",
	"small loops stay in order":                "coloured",
}

// TestIrregularMatchesInterpreter runs loops that write through index
// arrays on the cpu backend with three threads, every plan checked by
// inspector.Verify, and compares with the interpreter. Values are
// integers or integer-valued floats, so that every order of the
// increments gives the same bits.
func TestIrregularMatchesInterpreter(t *testing.T) {
	for _, tc := range irregularCases() {
		t.Run(tc.name, func(t *testing.T) {
			dir, name := writeScript(t, meshPrelude+tc.body)
			want, errI, _ := run(t, dir, name, "interp", 1)
			if errI != "" {
				t.Fatalf("interp stderr: %s", errI)
			}
			// The cases' plans are those for three threads, float
			// increments' included.
			opts := tc.opts
			opts.FloatPlanThreads = cmp.Or(opts.FloatPlanThreads, 3)
			for _, goKernels := range []bool{false, true} {
				got, errC, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 3,
					GoKernels: goKernels, Irregular: opts})
				if got != want || strings.TrimSpace(diagnosticFree(errC)) != "" {
					t.Errorf("go kernels %v: cpu printed\n%s\nstderr %s\ninterp printed\n%s", goKernels, got, errC, want)
				}
				if kinds := planKinds(nests); kinds != tc.kinds {
					t.Errorf("go kernels %v: plans %q, want %q", goKernels, kinds, tc.kinds)
				}
				checkParallel(t, nests)
			}
		})
	}
}

// TestIrregularGPU runs the same loops on the gpu backend over the
// emulated device, under the default GPU policy, with atomics wherever
// they serve and with colours wherever they serve, every plan checked by
// inspector.Verify, and compares with the interpreter.
func TestIrregularGPU(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	modes := []struct {
		name  string
		plans irregular.GPUPlans
		kinds func(string) string
	}{
		{"default", irregular.GPUDefault, nil},
		{"atomics", irregular.GPUAtomics, strings.NewReplacer("coloured", "atomic").Replace},
		{"colours", irregular.GPUColours, strings.NewReplacer("atomic", "coloured").Replace},
	}
	for _, tc := range irregularCases() {
		t.Run(tc.name, func(t *testing.T) {
			dir, name := writeScript(t, meshPrelude+tc.body)
			want, errI, _ := run(t, dir, name, "interp", 1)
			if errI != "" {
				t.Fatalf("interp stderr: %s", errI)
			}
			for _, mode := range modes {
				opts := tc.opts
				opts.GPUPlans = mode.plans
				got, errC, nests := runWith(t, dir, name, alpyna.Options{Backend: "gpu", Irregular: opts})
				if got != want || strings.TrimSpace(diagnosticFree(errC)) != "" {
					t.Errorf("%s: gpu printed\n%s\nstderr %s\ninterp printed\n%s", mode.name, got, errC, want)
				}
				want := cmp.Or(floatGPUDefaults[tc.name], tc.gpu)
				if mode.kinds != nil {
					want = mode.kinds(tc.gpu)
				}
				if kinds := planKinds(nests); kinds != want {
					t.Errorf("%s: plans %q, want %q", mode.name, kinds, want)
				}
				for _, n := range nests {
					if n.Backend != "gpu" {
						t.Errorf("%s: %s ran on %s: %s", mode.name, n.Function, n.Backend, n.Reason)
					}
				}
				checkParallel(t, nests)
			}
		})
	}
}

func irregularCases() []irregularCase {
	small := irregular.Options{MinIterations: -1, Verify: true}
	byColour := irregular.Options{MinIterations: -1, Verify: true, MinRun: -1}
	return []irregularCase{
		{"natural edges", `@alpyna.jit
def flux(x, w, left, right, res, m):
    for e in range(m):
        f = w[e] * (x[right[e]] - x[left[e]])
        res[left[e]] += f
        res[right[e]] -= f

left, right, c2v = mesh(160, False)
m = len(left)
x = (np.arange(25600) % 13).astype(np.float64)
w = (np.arange(m) % 5 + 1).astype(np.float64)
res = np.zeros(25600)
flux(x, w, left, right, res, m)
flux(x, w, left, right, res, m)
show("res", res)
`, "two-level two-level", small, "coloured coloured"},
		{"scrambled edges, privatised", `@alpyna.jit
def flux(x, w, left, right, res, m):
    for e in range(m):
        f = w[e] * (x[right[e]] - x[left[e]])
        res[left[e]] += f
        res[right[e]] -= f

left, right, c2v = mesh(40, True)
m = len(left)
x = (np.arange(1600) % 13).astype(np.float64)
w = (np.arange(m) % 5 + 1).astype(np.float64)
res = np.zeros(1600)
flux(x, w, left, right, res, m)
show("res", res)
`, "privatised", small, "atomic"},
		{"scrambled edges by colour", `@alpyna.jit
def flux(x, w, left, right, res, m):
    for e in range(m):
        f = w[e] * (x[right[e]] - x[left[e]])
        res[left[e]] += f
        res[right[e]] -= f

left, right, c2v = mesh(60, True)
m = len(left)
x = (np.arange(3600) % 13).astype(np.float64)
w = (np.arange(m) % 5 + 1).astype(np.float64)
res = np.zeros(3600)
flux(x, w, left, right, res, m)
show("res", res)
`, "coloured", byColour, "atomic"},
		{"cells to vertices, float32 and int", `@alpyna.jit
def acc(c2v, w, a, b, ncells):
    for c in range(ncells):
        for k in range(3):
            a[c2v[c, k]] += w[c]
            b[c2v[c, k]] += 1

left, right, c2v = mesh(30, True)
nc = len(c2v)
w = (np.arange(nc) % 7).astype(np.float32)
a = np.zeros(900, dtype=np.float32)
b = np.zeros(900, dtype=np.int32)
acc(c2v, w, a, b, nc)
show("a", a)
show("b", b)
`, "privatised", small, "atomic"},
		{"permutation", `@alpyna.jit
def scatter(perm, x, y, z, m):
    for i in range(m):
        y[perm[i]] = x[i] * 2
        z[perm[i]] += x[i]

m = 5000
perm = (np.arange(m, dtype=np.int64) * 7919) % m
x = np.arange(m, dtype=np.int64)
y = np.zeros(m, dtype=np.int64)
z = np.ones(m, dtype=np.int64)
scatter(perm, x, y, z, m)
show("y", y)
show("z", z)
`, "independent", small, "independent"},
		{"heavy collisions", `@alpyna.jit
def hist(idx, w, h, lo, hi, m):
    for e in range(m):
        h[idx[e]] += w[e]
        lo[idx[e]] = min(lo[idx[e]], w[e])
        hi[idx[e]] = max(hi[idx[e]], w[e])

m = 20000
idx = (np.arange(m, dtype=np.int64) * 31) % 5
w = (np.arange(m) * 17 % 101).astype(np.float64)
h = np.zeros(5)
lo = np.full(5, 1000.0)
hi = np.full(5, -1.0)
hist(idx, w, h, lo, hi, m)
show("h", h)
show("lo", lo)
show("hi", hi)
`, "privatised", small, "atomic"},
		{"colliding plain writes", `@alpyna.jit
def scatter(idx, x, y, m):
    for i in range(m):
        y[idx[i]] = x[i]

m = 5000
idx = (np.arange(m, dtype=np.int64) * 7) % 1000
x = np.arange(m, dtype=np.int64)
y = np.zeros(1000, dtype=np.int64)
scatter(idx, x, y, m)
show("y", y)
`, "sequential", small, "sequential"},
		{"direct and indirect aliasing", `@alpyna.jit
def alias(left, w, res, out, m):
    for e in range(m):
        res[left[e]] += w[e]
        out[e] = res[e] * 2.0

@alpyna.jit
def both(left, w, res, m):
    for e in range(m):
        res[e] += 1.0
        res[left[e]] += w[e]

m = 6000
left = (np.arange(m, dtype=np.int64) * 5 + 3) % m
w = (np.arange(m) % 3).astype(np.float64)
res = np.zeros(m)
out = np.zeros(m)
alias(left, w, res, out, m)
show("out", out)
both(left, w, res, m)
show("res", res)
`, "sequential privatised", small, "sequential atomic"},
		{"maps rewritten between calls", `@alpyna.jit
def flux(w, left, res, m):
    for e in range(m):
        res[left[e]] += w[e]

@alpyna.jit
def shift(left, m, nv):
    for e in range(m):
        left[e] = (left[e] + 1) % nv

m = 8000
left = (np.arange(m, dtype=np.int64) * 3) % 8000
w = np.ones(m)
res = np.zeros(8000)
flux(w, left, res, m)
left[0] = 1
flux(w, left, res, m)
shift(left, m, 8000)
flux(w, left, res, m)
flux(w, left, res, m)
show("res", res)
`, "independent coloured coloured coloured", small, "independent atomic atomic atomic"},
		{"strided loop, wrapped indices, time loop", `@alpyna.jit
def steps(idx, w, res, m):
    for t in range(3):
        for e in range(1, m, 2):
            res[idx[e]] += w[e] * (t + 1)

m = 12000
idx = (np.arange(m, dtype=np.int64) * 13) % 700 - 350
w = (np.arange(m) % 4).astype(np.float64)
res = np.zeros(700)
steps(idx, w, res, m)
show("res", res)
`, "privatised", small, "atomic"},
		{"scalar reduction and last value", `@alpyna.jit
def red(left, w, res, m):
    s = 0.0
    for e in range(m):
        res[left[e]] += w[e]
        s += w[e]
    return s

@alpyna.jit
def last(left, w, res, m):
    for e in range(m):
        f = w[e] + res[left[(e + 1) % m]]
        res[left[e]] += f
    return f

m = 9000
left = (np.arange(m, dtype=np.int64) * 11) % 300
w = (np.arange(m) % 9).astype(np.float64)
res = np.zeros(300)
print(red(left, w, res, m))
show("res", res)
print(last(left, w, res, m))
show("res", res)
`, "privatised", small, "atomic"},
		{"inexact increment", `@alpyna.jit
def trunc(idx, w, acc, m):
    for e in range(m):
        acc[idx[e]] += w[e]

m = 6000
idx = (np.arange(m, dtype=np.int64) * 7) % 50
w = (np.arange(m) % 5).astype(np.float64) * 0.75 - 1.5
acc = np.zeros(50, dtype=np.int64)
trunc(idx, w, acc, m)
show("acc", acc)
`, "sequential", small, "sequential"},
		{"small loops stay in order", `@alpyna.jit
def flux(w, left, res, m):
    for e in range(m):
        res[left[e]] += w[e]

m = 1000
left = (np.arange(m, dtype=np.int64) * 3) % 100
w = np.ones(m)
res = np.zeros(100)
flux(w, left, res, m)
show("res", res)
`, "sequential", irregular.Options{Verify: true}, "atomic"},
	}
}

// diagnosticFree drops alpyna's one-line warnings (a missing tool chain).
func diagnosticFree(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasPrefix(l, "alpyna: ") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

func planKinds(nests []report.Nest) string {
	var kinds []string
	for _, n := range nests {
		if n.Plan != nil {
			kinds = append(kinds, n.Plan.Kind)
		}
	}
	return strings.Join(kinds, " ")
}

// checkParallel checks that a nest reports its irregular loop parallel
// exactly when its plan ran it in parallel.
func checkParallel(t *testing.T, nests []report.Nest) {
	t.Helper()
	for _, n := range nests {
		if n.Plan == nil {
			continue
		}
		want := n.Plan.Kind != "sequential"
		for _, s := range n.Statements {
			inLoops := false
			for _, l := range s.Loops {
				inLoops = inLoops || l == n.Plan.Loop
			}
			if !inLoops || s.Text != "" && strings.HasPrefix(s.Text, "f = ") {
				continue
			}
			got := false
			for _, l := range s.Parallel {
				got = got || l == n.Plan.Loop
			}
			if got != want && strings.Contains(s.Text, "[") {
				t.Errorf("line %d (%s): %s parallel %v with a %s plan", s.Line, s.Text, n.Plan.Loop, got, n.Plan.Kind)
			}
		}
	}
}

// TestIrregularPlanReuse checks that a plan is reused while the index
// arrays are unchanged and rebuilt after the interpreter or a kernel
// writes them.
func TestIrregularPlanReuse(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def flux(w, left, res, m):
    for e in range(m):
        res[left[e]] += w[e]

@alpyna.jit
def shift(left, m):
    for e in range(m):
        left[e] = (left[e] + 7) % m

m = 8000
left = (np.arange(m, dtype=np.int64) * 3) % 4000
w = np.ones(m)
res = np.zeros(m)
flux(w, left, res, m)
flux(w, left, res, m)
left[5] = 17
flux(w, left, res, m)
flux(w, left, res, m)
shift(left, m)
flux(w, left, res, m)
res2 = np.zeros(m)
flux(w, left, res2, m)
print(res.sum(), res2.sum())
`)
	_, errC, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2,
		Irregular: irregular.Options{MinIterations: -1, Verify: true}})
	if strings.TrimSpace(diagnosticFree(errC)) != "" {
		t.Fatal(errC)
	}
	var got []string
	for _, n := range nests {
		if n.Plan != nil {
			got = append(got, fmt.Sprintf("%d", n.Plan.Reused))
		}
	}
	// Reused: no, yes; the interpreter wrote left: no, yes; a kernel wrote
	// it: no; another result array, same maps: yes.
	if s := strings.Join(got, " "); s != "0 1 0 1 0 1" {
		t.Errorf("plans reused %q, want %q", s, "0 1 0 1 0 1")
	}
}

// TestIrregularReport checks the plan object of the JSON report and that
// it validates.
func TestIrregularReport(t *testing.T) {
	src := meshPrelude + `@alpyna.jit
def flux(w, left, right, res, m):
    for e in range(m):
        res[left[e]] += w[e]
        res[right[e]] -= w[e]

left, right, c2v = mesh(100, False)
m = len(left)
w = np.ones(m)
res = np.zeros(10000)
flux(w, left, right, res, m)
`
	dir, name := writeScript(t, src)
	// Float increments are planned for FloatPlanThreads whatever the
	// run's threads (one answer for every --threads); integer ones for
	// the run's, and one thread runs them in order.
	for _, tc := range []struct {
		threads int
		elem    string
	}{{1, "float"}, {2, "float"}, {1, "int"}, {2, "int"}} {
		threads := tc.threads
		script := name
		if tc.elem == "int" {
			dir, script = writeScript(t, strings.Replace(strings.Replace(src, "np.ones(m)", "np.ones(m, dtype=np.int64)", 1), "np.zeros(10000)", "np.zeros(10000, dtype=np.int64)", 1))
		}
		_, _, nests := runWith(t, dir, script, alpyna.Options{Backend: "cpu", Threads: threads,
			Irregular: irregular.Options{FloatPlanThreads: 2}})
		if len(nests) != 1 || nests[0].Plan == nil {
			t.Fatalf("threads %d: nests %+v, want one with a plan", threads, nests)
		}
		n := nests[0]
		p := n.Plan
		wantKind, wantPar := "two-level", []string{"e"}
		if threads == 1 && tc.elem == "int" {
			wantKind, wantPar = "sequential", []string{}
		}
		if p.Kind != wantKind || p.Loop != "e" || p.Launches != 1 {
			t.Errorf("threads %d: plan %+v, want a %s plan of e", threads, p, wantKind)
		}
		if threads == 2 && (p.LowerBound != 6 || p.Partitions < 4 || p.Colours < 1) {
			t.Errorf("threads %d: plan statistics %+v", threads, p)
		}
		for _, s := range n.Statements {
			if fmt.Sprint(s.Parallel) != fmt.Sprint(wantPar) {
				t.Errorf("threads %d: line %d parallel %v, want %v", threads, s.Line, s.Parallel, wantPar)
			}
		}
		var b strings.Builder
		if err := (&report.Report{Nests: nests}).WriteJSON(&b); err != nil {
			t.Fatal(err)
		}
		if err := report.Validate([]byte(b.String())); err != nil {
			t.Errorf("threads %d: report does not validate: %v\n%s", threads, err, b.String())
		}
	}
}

// TestIrregularIndexError checks that an index out of range in an index
// array raises where the interpreter raises it: the inspector refuses the
// map, the loop runs in order, its kernel stops, and the interpreter runs
// the nest again.
func TestIrregularIndexError(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def flux(w, left, res, m):
    for e in range(m):
        res[left[e]] += w[e]

m = 6000
left = np.arange(m, dtype=np.int64) % 100
left[4321] = 100
w = np.ones(m)
res = np.zeros(100)
try:
    flux(w, left, res, m)
except IndexError as err:
    print("IndexError", err, res.sum())
`)
	want, _, _ := run(t, dir, name, "interp", 1)
	got, errC, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2,
		Irregular: irregular.Options{MinIterations: -1, Verify: true}})
	if got != want || !strings.HasPrefix(want, "IndexError") {
		t.Errorf("cpu printed %q (stderr %q), interp %q", got, errC, want)
	}
	if len(nests) != 1 || nests[0].Backend != "interp" {
		t.Errorf("nests %+v, want one run again in the interpreter", nests)
	}
}

// TestIrregularGPUReport checks the report of a nest with two irregular
// loops on the gpu backend: a plan per kernel, the variants' thread axes,
// and a report that validates.
func TestIrregularGPUReport(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	dir, name := writeScript(t, meshPrelude+`@alpyna.jit
def two(w, left, right, c2v, res, acc, m, nc):
    for t in range(2):
        for e in range(m):
            res[left[e]] += w[e]
            res[right[e]] -= w[e]
        for c in range(nc):
            for k in range(3):
                acc[c2v[c, k]] += 1.0

left, right, c2v = mesh(100, False)
m = len(left)
w = np.ones(m)
res = np.zeros(10000)
acc = np.zeros(10000)
two(w, left, right, c2v, res, acc, m, len(c2v))
print(res.sum(), acc.sum())
`)
	for _, mode := range []irregular.GPUPlans{irregular.GPUColours, irregular.GPUAtomics} {
		_, errC, nests := runWith(t, dir, name, alpyna.Options{Backend: "gpu", Irregular: irregular.Options{GPUPlans: mode}})
		if strings.TrimSpace(diagnosticFree(errC)) != "" {
			t.Fatal(errC)
		}
		if len(nests) != 1 || len(nests[0].Plans) != 2 || nests[0].Plan == nil || *nests[0].Plan != nests[0].Plans[0] {
			t.Fatalf("mode %d: nests %+v, want one with two plans", mode, nests)
		}
		n := nests[0]
		want := map[irregular.GPUPlans]string{irregular.GPUColours: "coloured", irregular.GPUAtomics: "atomic"}[mode]
		for i, p := range n.Plans {
			if p.Kind != want || p.Loop != []string{"e", "c"}[i] || p.Kernel == "" || p.Launches != 2 || p.Reused != 1 {
				t.Errorf("mode %d: plan %d %+v, want %s of %s", mode, i, p, want, []string{"e", "c"}[i])
			}
		}
		if p := n.Plans[1]; mode == irregular.GPUColours && p.Colours < p.LowerBound {
			t.Errorf("cells: %d colours below the lower bound %d", p.Colours, p.LowerBound)
		}
		for _, s := range n.Statements {
			if len(s.GPUAxes) == 0 || s.GPUAxes[0] != s.Loops[1] || len(s.Parallel) == 0 || s.Parallel[0] != s.Loops[1] {
				t.Errorf("mode %d: line %d parallel %v on gpu axes %v", mode, s.Line, s.Parallel, s.GPUAxes)
			}
		}
		var b strings.Builder
		if err := (&report.Report{Nests: nests}).WriteJSON(&b); err != nil {
			t.Fatal(err)
		}
		if err := report.Validate([]byte(b.String())); err != nil {
			t.Errorf("report does not validate: %v\n%s", err, b.String())
		}
	}
}
