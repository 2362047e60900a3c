package closure_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/report"
)

// The four shapes of issue 13 whose scalar or predicate the plan once split
// between a parallel and an in-order sibling loop: each must print what
// the interpreter prints and run as compiled kernels, not on the
// loop-record executor.
const splitScalars = `@alpyna.jit
def k1(a, b):
    for i in range(2):
        for l in range(4):
            t = b[l, i]
            a[i] += t


@alpyna.jit
def k2(a, c):
    for i in range(2):
        for l in range(4):
            if c[l, i] > 0.0:
                a[i] += 1.0


@alpyna.jit
def k3(a, b):
    for i in range(2):
        for j in range(3):
            for l in range(3):
                t = b[i, j, l]
                a[i, l] = t


@alpyna.jit
def k4(a, d):
    for i in range(2):
        for j in range(4):
            a[i, j] = j * 1.0
            t = a[i, 2]
            d[i, j] = t


a = np.zeros(2)
b = np.zeros((4, 2))
for l in range(4):
    for i in range(2):
        b[l, i] = 10.0 ** (l + 4 * i)
k1(a, b)
print(a)
a = np.zeros(2)
k2(a, np.array([[-1.0, 1.0], [-1.0, 1.0], [1.0, -1.0], [1.0, -1.0]]))
print(a)
a = np.zeros((2, 3))
k3(a, np.arange(18.0).reshape(2, 3, 3))
print(a)
a, d = np.zeros((2, 4)), np.zeros((2, 4))
k4(a, d)
print(d)
`

func TestSplitScalarsRunAsKernels(t *testing.T) {
	dir, name := writeScript(t, prelude+splitScalars)
	want, werr, _ := run(t, dir, name, "interp", 1)
	if !strings.Contains(want, "[1.111e+03 1.111e+07]") || !strings.Contains(want, "[2. 2.]") {
		t.Fatalf("the interpreter printed\n%s%s", want, werr)
	}
	for _, goKernels := range []bool{false, true} {
		out, errs, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2, GoKernels: goKernels})
		if out != want {
			t.Errorf("Go kernels %v: printed\n%s\nwant\n%s%s", goKernels, out, want, errs)
		}
		if len(nests) != 4 {
			t.Fatalf("%d report entries, want 4", len(nests))
		}
		for _, n := range nests {
			if n.Backend != "cpu" || n.Executor != "native" && n.Executor != "go-kernel" {
				t.Errorf("%s: backend %s, executor %s (%v)", n.Function, n.Backend, n.Executor, n.ExecutorReason)
			}
			if goKernels && (n.Executor != "go-kernel" || n.ExecutorReason == nil || *n.ExecutorReason == "") {
				t.Errorf("%s: executor %s, reason %v; want go-kernel with a reason", n.Function, n.Executor, n.ExecutorReason)
			}
		}
	}
}

// A nest that the kernel IR cannot type runs on the loop-record executor:
// the report says so and why, stderr has one note per nest (not one per
// call), and Strict makes it an error.
func TestLoopRecordExecutorIsNoted(t *testing.T) {
	src := prelude + `@alpyna.jit
def clamp(a, n):
    for i in range(n):
        a[i] = max(a[i], 0) * 2


a = np.arange(-3.0, 3.0)
clamp(a, 6)
clamp(a, 6)
print(a)
`
	dir, name := writeScript(t, src)
	out, errs, nests := run(t, dir, name, "cpu", 2)
	if out != "[0. 0. 0. 0. 4. 8.]\n" {
		t.Errorf("printed %q", out)
	}
	if strings.Count(errs, ": note: ") != 1 || !strings.Contains(errs, "loop-record executor") || !strings.Contains(errs, ":8:16: note:") {
		t.Errorf("stderr %q, want one note at the max", errs)
	}
	for _, n := range nests {
		if n.Executor != "loop-record" || n.ExecutorReason == nil || !strings.Contains(*n.ExecutorReason, "rounds or wraps by the type of the value") {
			t.Errorf("executor %s, reason %v", n.Executor, n.ExecutorReason)
		}
	}
	var stdout, stderr bytes.Buffer
	err := alpyna.RunFile(filepath.Join(dir, name), alpyna.Options{Stdout: &stdout, Stderr: &stderr, Backend: "cpu", Strict: true})
	if e, ok := err.(*alpyna.Exception); !ok || !strings.Contains(e.Traceback(), "loop-record executor") {
		t.Errorf("Strict: got %v", err)
	}
}

// A private value that the plan keeps in a parallel loop apart from its
// in-order reader goes through a temporary array: the writer's statement
// runs in parallel, the answers are the interpreter's on every executor
// (the emulated GPU included), and nothing falls back to the loop-record
// executor.
func TestExpandedScalarAcrossKernels(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def smooth(x, y, n, lo):
    for i in range(lo, n, 2):
        t = math.sqrt(x[i]) * 2.0
        if t > 3.0:
            u = t
        else:
            u = -t
        y[i] = y[i - 2] * 0.5 + u


x = np.arange(60) % 7 * 1.0
y = np.zeros(60)
smooth(x, y, 60, 3)
smooth(x, y, 57, 2)
print(y.sum(), y[5], y[58])
`)
	want, _, _ := run(t, dir, name, "interp", 1)
	for _, o := range []alpyna.Options{{Backend: "cpu", Threads: 2}, {Backend: "cpu", Threads: 3, GoKernels: true}} {
		out, errs, nests := runWith(t, dir, name, o)
		if out != want || errs != "" {
			t.Errorf("%+v: printed %s%s, want %s", o, out, errs, want)
		}
		for _, n := range nests {
			if n.Executor == "loop-record" || n.Backend != "cpu" {
				t.Errorf("ran on %s (%s)", n.Executor, *n.ExecutorReason)
			}
			for _, st := range n.Statements {
				if wantPar := st.Line < 13; wantPar != (len(st.Parallel) == 1) {
					t.Errorf("line %d: parallel %v", st.Line, st.Parallel)
				}
			}
		}
	}
	t.Setenv("ALPYNA_GPU", "emulate")
	out, errs, nests := run(t, dir, name, "gpu", 1)
	if out != want || len(nests) == 0 || nests[0].Executor != "gpu-emulated" {
		t.Errorf("emulated gpu: printed %s%s, want %s; report %+v", out, errs, want, nests)
	}
}

// Programs the scalar fuzzer (scalar_fuzz_test.go) found printing other
// than the interpreter: a branch predicate kept as one value for a loop
// that the plan splits into siblings (while scalar expansion was being
// built), and min reductions on the loop-record executor keeping the other
// of two equal values (0.0 or -0.0, float or float64) when run in chunks.
// Each must print what the interpreter prints on every executor. On the
// emulated GPU: a scalar read after the nest, private to a loop inside the
// kernel's Dim that the last iteration runs zero times.
func TestFuzzRegressions(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	for i, body := range []string{`@alpyna.jit
def f(x, g, n):
    u = 0.0
    fs = 0.0
    for i in range(n):
        for j in range(2):
            fs += u
            if fs > 2.0:
                for l in range(2):
                    if n > 10:
                        break
                    g[j, i + l] = g[i, j] + 1
        for j in range(n):
            x[j] = x[j + 1] * 0.5 + u
            u = x[j]


x = (np.arange(16) % 9 - 3) * 0.75
g = np.zeros((8, 8), dtype=np.int64)
f(x, g, 6)
print(x.sum())
print(g[0], g[1])
`, `@alpyna.jit
def f(x, n):
    u = 0.0
    count = 0
    for i in range(n):
        for j in range(n):
            if u > 1.0:
                count += 1
            for l in range(2):
                u = x[2 * i + j + l - 2] * 0.5
        for j in range(n):
            if count > 2:
                break
    return u, count


x = (np.arange(64) % 7 - 3) * 0.75
print(f(x, 6))
`, `
@alpyna.jit
def f(x, y, m, k, g, q, n):
    t = 0.0
    u = 0.0
    cr = 0.0
    for i in range(n - 1, -1, -1):
        u = 0.0
        for j in range(n):
            if g[-2 * i - 3, j - 1] > -1 and x[-j - 3] < 1.0:
                u = min(x[-j - 2], u)
        x[1] += u
        for j in range(2, -1, -1):
            m[i, i] += t
            t = min(1.5, m[i, -3])
            y[-i - 1] += t
        m[i - 1, i + 3] += math.sqrt(abs(cr))
    return u, t, n,


x = (np.arange(64) % 7 - 3) * 0.75
y = (np.arange(64) % 5 - 2) * 0.5 + 0.25
m = ((np.arange(64 * 64) % 11 - 5) * 0.25).reshape((64, 64))
k = np.arange(64) % 11 - 4
g = (np.arange(64 * 64) % 13 - 6).reshape((64, 64))
q = ((np.arange(64) % 13 - 6) / 8).astype(np.float32)
w1 = np.arange(64) % 7 + 1
w2 = (np.arange(64 * 64) % 5 + 1).reshape((64, 64))
try:
    r = f(x, y, m, k, g, q, 4)
    print(r)
    print([type(v).__name__ for v in r])
except (IndexError, ZeroDivisionError, ValueError, OverflowError) as e:
    print(type(e).__name__, e)
print(x.sum(), y.sum(), m.sum(), k.sum(), g.sum(), q.sum())
print((x * w1).sum(), (y * w1).sum(), (m * w2).sum(), (k * w1).sum(), (g * w2).sum(), (q * w1).sum())
`, `
@alpyna.jit
def f(x, y, m, k, g, q, n):
    t = 0.0
    u = 0.0
    cr = 0.0
    fs = 0.0
    lo = 100.0
    count = 0
    for i in range(1, n):
        if x[i + 3] < i * 0.25:
            u = 0.25
        fs += math.floor(u) % 8 * 0.5
        t = i * 0.25 + i * 0.25
        g[i + 2, i + 3] += i + i
        if t > 0:
            count += 1
        fs += math.floor(t) % 8 * 0.5
        q[-2 * i] = t if q[i] < x[i - 1] else m[-i - 2, i]
        if -2 > 2:
            break
    for i in range(n - 1, -1, -1):
        t = lo if 1.5 > 0.5 else q[-2 * i + 3]
        y[-3] += t
        t = x[i + 3]
        for j in range(n):
            t = min(max(x[j], cr), t)
        x[i] = t * -1.0
        if y[i + 3] < 0.0 or g[i - 1, i + 3] == 1:
            q[i - 2] = i * 0.25 / 4.0
        x[i + 3] += abs(fs)
    return count, t, cr, fs, n,


x = (np.arange(64) % 7 - 3) * 0.75
y = (np.arange(64) % 5 - 2) * 0.5 + 0.25
m = ((np.arange(64 * 64) % 9 - 5) * 0.25).reshape((64, 64))
k = np.arange(64) % 9 - 4
g = (np.arange(64 * 64) % 13 - 6).reshape((64, 64))
q = ((np.arange(64) % 13 - 6) / 8).astype(np.float32)
w1 = np.arange(64) % 7 + 1
w2 = (np.arange(64 * 64) % 5 + 1).reshape((64, 64))
try:
    r = f(x, y, m, k, g, q, 2)
    print(r)
    print([type(v).__name__ for v in r])
except (IndexError, ZeroDivisionError, ValueError, OverflowError) as e:
    print(type(e).__name__, e)
print(x.sum(), y.sum(), m.sum(), k.sum(), g.sum(), q.sum())
print((x * w1).sum(), (y * w1).sum(), (m * w2).sum(), (k * w1).sum(), (g * w2).sum(), (q * w1).sum())
`, `
@alpyna.jit
def f(x, y, m, k, g, q, n):
    t = np.float64(0.0)
    zr = np.float64(0.0)
    cr = np.float64(0.0)
    fs = np.float64(0.0)
    lo = np.float64(100.0)
    h = np.int64(0)
    count = 0
    ix = 0
    for i in range(n - 1, -1, -1):
        for j in range(n):
            t = m[j + 2, i]
            if t > 1:
                count += 1
        for j in range(i):
            t = zr + math.sqrt(abs(m[i, 2 * i - 3]))
            if t > 0:
                count += 1
            ix = int(k[i]) % 8
            x[i] += m[3, ix]
        t = t - x[-i]
        t = t if i > 0 else y[i]
        g[-2 * i + 3, i + 2] += abs(k[-2 * i - 3])
        y[-2] += t
        g[i + 3, i + 3] = min(zr, y[i - 1])
        fs += math.floor(t) % 8 * 0.5
        if cr < y[2 * i + 1]:
            q[i] = lo / 4.0
        else:
            y[-2 * i + 2] += min(fs, t)
        k[-i - 2] = k[i + 2] if g[i - 2, -2] > 0 and y[i + 2] < 1.0 else h
    return t, count, ix, cr, h, n,


x = (np.arange(64) % 9 - 3) * 0.75
y = (np.arange(64) % 5 - 2) * 0.5 + 0.25
m = ((np.arange(64 * 64) % 13 - 5) * 0.25).reshape((64, 64))
k = np.arange(64) % 7 - 4
g = (np.arange(64 * 64) % 13 - 6).reshape((64, 64))
q = ((np.arange(64) % 13 - 6) / 8).astype(np.float32)
w1 = np.arange(64) % 7 + 1
w2 = (np.arange(64 * 64) % 5 + 1).reshape((64, 64))
try:
    r = f(x, y, m, k, g, q, 14)
    print(r)
    print([type(v).__name__ for v in r])
except (IndexError, ZeroDivisionError, ValueError, OverflowError) as e:
    print(type(e).__name__, e)
print(x.sum(), y.sum(), m.sum(), k.sum(), g.sum(), q.sum())
print((x * w1).sum(), (y * w1).sum(), (m * w2).sum(), (k * w1).sum(), (g * w2).sum(), (q * w1).sum())
`} {
		dir, name := writeScript(t, prelude+body)
		want, _, _ := run(t, dir, name, "interp", 1)
		for _, o := range []alpyna.Options{{Backend: "cpu", Threads: 1}, {Backend: "cpu", Threads: 3}, {Backend: "cpu", Threads: 2, GoKernels: true}, {Backend: "gpu"}} {
			if out, errs, _ := runWith(t, dir, name, o); out != want {
				t.Errorf("script %d, %+v: printed\n%s%s\nwant\n%s", i, o, out, errs, want)
			}
		}
	}
}

// A call whose arguments send the nest to the interpreter (aliased arrays,
// a list mixing ints and floats) says so once per reason on stderr, and
// Strict makes it an error.
func TestInterpretedCallsAreNoted(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def shift(a, b, n):
    for i in range(n):
        a[i] = b[i] + 1.0


x = np.zeros(5)
shift(x, x, 5)
shift(x, x, 5)
shift(x, [1, 2.0, 3.0, 4.0, 5.0], 5)
print(x)
`)
	out, errs, _ := run(t, dir, name, "cpu", 2)
	if out != "[2. 3. 4. 5. 6.]\n" {
		t.Errorf("printed %q", out)
	}
	if strings.Count(errs, ": note: this call runs the nest in the interpreter") != 2 || !strings.Contains(errs, "share memory") || !strings.Contains(errs, "is a list") {
		t.Errorf("stderr %q, want one note per reason", errs)
	}
	_, errs, _ = runWith(t, dir, name, alpyna.Options{Backend: "cpu", Strict: true})
	if !strings.Contains(errs, "NotImplementedError") {
		t.Errorf("Strict: stderr %q", errs)
	}
}

// Floating-point reductions give one answer for every thread count: their
// partial results are grouped by the sizes only (runtime/cpu/launch.go,
// runtime/looprec/looprec.go), on native kernels, the Go executor and the loop-record
// executor alike.
func TestReductionsIndependentOfThreads(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def dot(a, b, n):
    s = 0.0
    for i in range(n):
        s += a[i] * b[i]
    return s


@alpyna.jit
def fsum(a, n):
    s = np.float32(0.0)
    for i in range(n):
        s += a[i]
    return s


@alpyna.jit
def mixed(a, n):
    s = 0
    for i in range(n):
        s = s + a[i]
    return s


@alpyna.jit
def hist(h, idx, w, n):
    for i in range(n):
        h[idx[i]] += w[i]
        h[(idx[i] + 3) % 17] -= 0.5 * w[i]


n = 100003
a = np.sin(np.arange(n) * 0.37) * 1e3
b = np.cos(np.arange(n) * 0.11)
print(repr(dot(a, b, n)))
print(repr(fsum(a.astype(np.float32), n)))
print(repr(mixed(a, n)))
idx = (np.arange(n) * 7919) % 17
h = np.zeros(17)
hist(h, idx, a + 1.0 / (np.arange(n) + 1.0), n)
print(repr(h.tolist()))
hist(h, idx % 5, b, n)
print(repr(h.tolist()))
`)
	var first string
	for _, goKernels := range []bool{false, true} {
		for _, threads := range []int{1, 2, 3, 8} {
			out, errs, _ := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: threads, GoKernels: goKernels})
			if first == "" {
				first = out
			}
			if errs = diagnostics(errs); out != first || errs != "" {
				t.Errorf("%d threads, Go kernels %v: printed %s%s, with 1 thread %s", threads, goKernels, out, errs, first)
			}
		}
	}
	// Exact reductions print CPython's sums, on every thread count.
	want, _, _ := runWith(t, dir, name, alpyna.Options{Backend: "interp"})
	if want == first {
		t.Errorf("the blocked sums printed CPython's digits: the script no longer tells the orders apart")
	}
	for _, threads := range []int{1, 3} {
		out, errs, _ := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: threads, ExactReductions: true})
		if errs = diagnostics(errs); out != want || errs != "" {
			t.Errorf("exact reductions, %d threads: printed %s%s, CPython's order %s", threads, out, errs, want)
		}
	}
}

// TestExactReductionsOnGPU: on the gpu backend a nest with float
// reductions asked to be exact runs on the cpu, in program order, and says
// so once; a nest without one stays on the GPU.
func TestExactReductionsOnGPU(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	dir, name := writeScript(t, prelude+`@alpyna.jit(exact_reductions=True)
def total(a, n):
    s = 0.0
    for i in range(n):
        s += a[i]
    return s


@alpyna.jit(exact_reductions=True)
def scale(a, n):
    for i in range(n):
        a[i] = a[i] * 0.5


n = 100003
a = np.sin(np.arange(n) * 0.37) * 1e3
s = 0.0
for i in range(n):
    s += a[i]
print(total(a, n) == s, total(a, n) == s)
scale(a, n)
print(a.sum())
`)
	want, _, _ := runWith(t, dir, name, alpyna.Options{Backend: "interp"})
	out, errs, nests := runWith(t, dir, name, alpyna.Options{Backend: "gpu", Threads: 3})
	if out != want || !strings.HasPrefix(out, "True True\n") {
		t.Errorf("gpu printed %q, interp %q", out, want)
	}
	note := "s.py:8:5: note: exact reductions: this nest's floating-point reductions run on the cpu, in program order"
	if strings.Count(errs, note) != 1 {
		t.Errorf("stderr %q: want the note %q once", errs, note)
	}
	var backends []string
	for _, n := range nests {
		backends = append(backends, fmt.Sprintf("%d:%s", n.Line, n.Backend))
		if n.Backend == "cpu" && (n.ExecutorReason == nil || !strings.HasPrefix(*n.ExecutorReason, "exact reductions")) {
			t.Errorf("line %d ran on the cpu without saying why", n.Line)
		}
	}
	if got := strings.Join(backends, " "); got != "8:cpu 8:cpu 15:gpu" {
		t.Errorf("backends %s, want 8:cpu 8:cpu 15:gpu", got)
	}
}

// TestExactReductionsOption: alpyna.jit(exact_reductions=True) sums one
// function in CPython's order, another still in blocks; the form without
// parentheses and the call form are the same decorator.
func TestExactReductionsOption(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit(exact_reductions=True)
def exact(a, n):
    s = 0.0
    for i in range(n):
        s += a[i]
    return s


@alpyna.jit(exact_reductions=False)
def blocked(a, n):
    s = 0.0
    for i in range(n):
        s += a[i]
    return s


def called(a, n):
    s = 0.0
    for i in range(n):
        s += a[i]
    return s


called = alpyna.jit(called, exact_reductions=True)
n = 100003
a = np.sin(np.arange(n) * 0.37) * 1e3
s = 0.0
for i in range(n):
    s += a[i]
print(exact(a, n) == s, blocked(a, n) == s, called(a, n) == s)
try:
    alpyna.jit(exact=True)
except TypeError as e:
    print(e)
`)
	want := "True False True\njit() got an unexpected keyword argument 'exact'\n"
	for _, threads := range []int{1, 3} {
		out, errs, _ := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: threads})
		if errs = diagnostics(errs); out != want || errs != "" {
			t.Errorf("%d threads: printed %q%s, want %q", threads, out, errs, want)
		}
	}
}

// TestOverflowRerunIsNoted: a Python int that leaves 64 bits in a kernel
// makes the nest run again in the interpreter, which prints CPython's
// big integer; the re-run is noted once, and --strict makes it an error.
func TestOverflowRerunIsNoted(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def f(a, n):
    s = 1
    for i in range(n):
        a[i] = a[i] * 2.0
        s = s * 3 + 1
    return s


a = np.ones(100)
print(f(a, 100), f(a, 100) % 1000, a.sum())
`)
	want, _, _ := run(t, dir, name, "interp", 1)
	out, errs, _ := run(t, dir, name, "cpu", 2)
	if out != want {
		t.Errorf("cpu printed %s, interp %s", out, want)
	}
	note := "s.py:8:5: note: this call runs the nest in the interpreter: an integer left 64 bits"
	if strings.Count(errs, note) != 1 {
		t.Errorf("stderr %q: want the note %q once", errs, note)
	}
	_, errs, _ = runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2, Strict: true})
	if !strings.Contains(errs, "NotImplementedError: ") || !strings.Contains(errs, note) {
		t.Errorf("strict: stderr %q, want the note as an error", errs)
	}
}

// A scalar that a search assigns before its break, with no value before
// the nest, runs as kernels (kernelgen/unbound.go), and stays unbound as
// in CPython when no iteration assigns it: in a function (the name read
// raises UnboundLocalError), bound to None before (None stays), and at
// module level under Auto (NameError).
func TestUnboundSearchScalarsRunAsKernels(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def search(a, thr):
    for i in range(a.shape[0]):
        if a[i] > thr:
            found = i
            break
    try:
        return found
    except UnboundLocalError:
        return "unbound"


@alpyna.jit
def search_none(a, thr):
    found = None
    for i in range(a.shape[0]):
        if a[i] > thr:
            found = i * 1.5
            break
    return found


a = np.linspace(0.0, 1.0, 2001)
print(search(a, 0.5), search(a, 3.0), search_none(a, 0.5), search_none(a, 3.0))
for i in range(a.shape[0]):
    if a[i] > 5.0:
        g = i
try:
    print(g)
except NameError:
    print("g is not defined")
`)
	want, _, _ := run(t, dir, name, "interp", 1)
	if want != "1001 unbound 1501.5 None\ng is not defined\n" {
		t.Fatalf("the interpreter printed %q", want)
	}
	for _, goKernels := range []bool{false, true} {
		out, errs, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2, GoKernels: goKernels, Auto: true})
		if out != want || errs != "" {
			t.Errorf("Go kernels %v: printed %q%s, want %q", goKernels, out, errs, want)
		}
		if len(nests) != 5 {
			t.Errorf("%d report entries, want 5", len(nests))
		}
		for _, n := range nests {
			if n.Backend != "cpu" || n.Executor == "loop-record" {
				t.Errorf("%s line %d: backend %s, executor %s (%v)", n.Function, n.Line, n.Backend, n.Executor, n.ExecutorReason)
			}
		}
	}
}

// Scalars assigned both Python and NumPy values (a float clipped to a
// Python bound, an int 0 that adds array elements) run as kernels that
// follow each value's type (kernelgen/typetag.go): the script prints
// CPython's types. The nest whose int 0 is compared before elements are
// added to it holds it as a float (kernelgen's intEntryHeldAsFloat), as
// kernels too.
func TestMixedTypeScalarsRunAsKernels(t *testing.T) {
	src, err := os.ReadFile("../testdata/scripts/loops_scalar_types.py")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../testdata/scripts/loops_scalar_types.out")
	if err != nil {
		t.Fatal(err)
	}
	dir, name := writeScript(t, string(src))
	for _, goKernels := range []bool{false, true} {
		out, _, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2, GoKernels: goKernels})
		if out != string(want) {
			t.Errorf("Go kernels %v: printed\n%s\nwant\n%s", goKernels, out, want)
		}
		for _, n := range nests {
			if n.Executor == "loop-record" {
				t.Errorf("Go kernels %v: %s line %d: executor %s (%v)", goKernels, n.Function, n.Line, n.Executor, n.ExecutorReason)
			}
		}
	}
}

// Loops over arrays (directly, enumerate, zip), tuple and chained
// assignments, attributes read in methods and min/max of an element and a
// Python float run as kernels (frontend/iterations.go, attributes.go);
// only the call whose arrays alias runs in the interpreter (the loop over
// a list of ints reads it as a read-only array: sequences.go).
func TestPythonFormsRunAsKernels(t *testing.T) {
	opts := []alpyna.Options{{Backend: "cpu", Threads: 2}}
	runs := runGolden(t, "loops_python_forms", opts...)
	checkKernelsBut(t, opts, runs, func(n report.Nest) bool {
		return n.Function == "relax" && n.Invocation == 2
	})
	relaxed := 0
	for _, n := range runs[0] {
		if n.Function == "relax" {
			relaxed++
		}
	}
	if relaxed != 2 {
		t.Errorf("%d report entries for relax, want 2", relaxed)
	}
}

// runGolden runs testdata/scripts/NAME.py under each of opts, checks
// that it prints its golden output, and returns the report's entries per
// run.
func runGolden(t *testing.T, name string, opts ...alpyna.Options) [][]report.Nest {
	t.Helper()
	src, err := os.ReadFile("../testdata/scripts/" + name + ".py")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../testdata/scripts/" + name + ".out")
	if err != nil {
		t.Fatal(err)
	}
	dir, file := writeScript(t, string(src))
	var runs [][]report.Nest
	for _, o := range opts {
		out, _, nests := runWith(t, dir, file, o)
		if out != string(want) {
			t.Errorf("%+v: printed\n%s\nwant\n%s", o, out, want)
		}
		runs = append(runs, nests)
	}
	return runs
}

// checkKernelsBut checks, for runGolden's runs under opts, that every
// nest ran as kernels (never on the loop-record executor) except those
// of interpreted, which ran in the interpreter.
func checkKernelsBut(t *testing.T, opts []alpyna.Options, runs [][]report.Nest, interpreted func(report.Nest) bool) {
	t.Helper()
	for i, nests := range runs {
		for _, n := range nests {
			if (n.Backend == "interp") != interpreted(n) || n.Executor == "loop-record" {
				t.Errorf("%+v: %s line %d call %d: backend %s, executor %s (%s%v)", opts[i], n.Function, n.Line, n.Invocation, n.Backend, n.Executor, n.Reason, n.ExecutorReason)
			}
		}
	}
}

// oneAndThreeThreads are the cpu backend's options the tests below run
// their scripts with.
var oneAndThreeThreads = []alpyna.Options{{Backend: "cpu", Threads: 1}, {Backend: "cpu", Threads: 3}}

// Attributes a nest assigns (`self.count += 1`, a total kept on an
// object, an attribute set only by a search that finds something) run as
// kernels with CPython's results; only the nest that names one attribute
// through two parameters, which are one object, runs in the interpreter.
func TestAssignedAttributesRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_attributes_assigned", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool { return n.Function == "alias" })
}

// Rows iterated over or named (`for row in m`, `r = a[i]`) and written
// through run as kernels reading the rows through their arrays
// (frontend/rows.go); only the functions that read a row after the loop
// run in the interpreter.
func TestRowsRunAsKernels(t *testing.T) {
	runs := runGolden(t, "loops_rows", oneAndThreeThreads...)
	checkKernelsBut(t, oneAndThreeThreads, runs, func(n report.Nest) bool { return n.Function == "last_row" || n.Function == "row_after" })
}

// Views passed to jit functions run as kernels, strided ones (a column, a
// step, a row of a transpose) on a contiguous copy written back into the
// view; only the call whose two views overlap runs in the interpreter.
func TestStridedViewsRunAsKernels(t *testing.T) {
	opts := []alpyna.Options{{Backend: "cpu", Threads: 3}, {Backend: "cpu", Threads: 2, GoKernels: true}}
	runs := runGolden(t, "numpy_views_jit", opts...)
	checkKernelsBut(t, opts, runs, func(n report.Nest) bool { return n.Function == "shift" })
}

// An array the nest names only in a bound (`range(len(x))`,
// `range(x.shape[0])`) is no value of the kernels: the nest runs as
// kernels, not in the interpreter.
func TestArrayNamedOnlyByBound(t *testing.T) {
	dir, name := writeScript(t, `import numpy as np
import alpyna


@alpyna.jit
def by_len(x, out):
    for i in range(len(x)):
        out[i] = i * 0.5


@alpyna.jit
def by_shape(x, out):
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            out[i] += j


x = np.zeros((6, 3))
out = np.zeros(6)
by_len(x, out)
print(out)
by_shape(x, out)
print(out)
`)
	out, _, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2})
	if want := "[0.  0.5 1.  1.5 2.  2.5]\n[3.  3.5 4.  4.5 5.  5.5]\n"; out != want {
		t.Errorf("printed\n%s\nwant\n%s", out, want)
	}
	if len(nests) != 2 {
		t.Fatalf("%d nests, want 2", len(nests))
	}
	for _, n := range nests {
		if n.Backend != "cpu" || n.Executor == "loop-record" {
			t.Errorf("%s: backend %s, executor %s (%s%v)", n.Function, n.Backend, n.Executor, n.Reason, n.ExecutorReason)
		}
	}
}
