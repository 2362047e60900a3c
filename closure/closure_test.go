package closure_test

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/internal/pygen"
	"github.com/alpyna/alpyna/report"
)

// run runs a script on a backend and returns stdout, stderr (traceback
// included) and the report entries.
func run(t testing.TB, dir, name, backend string, threads int) (string, string, []report.Nest) {
	return runWith(t, dir, name, alpyna.Options{Backend: backend, Threads: threads})
}

// runWith runs a script with options (output and report fields are set
// here).
func runWith(t testing.TB, dir, name string, opts alpyna.Options) (string, string, []report.Nest) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	var nests []report.Nest
	cwd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(cwd)
	opts.Stdout, opts.Stderr = &stdout, &stderr
	opts.Report = func(n report.Nest) { nests = append(nests, n) }
	err := alpyna.RunFile(name, opts)
	if e, ok := err.(*alpyna.Exception); ok {
		stderr.WriteString(e.Traceback())
	} else if err != nil {
		fmt.Fprintf(&stderr, "error: %v\n", err)
	}
	return stdout.String(), stderr.String(), nests
}

func writeScript(t testing.TB, src string) (string, string) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "s.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, "s.py"
}

const prelude = `import math
import numpy as np
import alpyna

`

func TestAcceleratedAndFallback(t *testing.T) {
	dir, name := writeScript(t, prelude+`def helper(v):
    return v + 1.0 if v < 1e300 else helper(v / 2.0)


@alpyna.jit
def kernel(a, b, n):
    s = 0.0
    for i in range(n):
        b[i] = a[i] * 2.0
        s += b[i]
    for i in range(n):
        a[i] = helper(a[i])
    return s


a = np.arange(6, dtype=np.float64)
b = np.zeros(6)
print(kernel(a, b, 6), type(kernel(a, b, 6)).__name__)
print(a, b)
`)
	outI, errI, _ := run(t, dir, name, "interp", 1)
	outC, errC, nests := run(t, dir, name, "cpu", 2)
	if outI != outC {
		t.Errorf("cpu printed\n%s\ninterp printed\n%s", outC, outI)
	}
	if errI != "" {
		t.Errorf("interp stderr: %s", errI)
	}
	if !strings.Contains(errC, "s.py:16:16: not accelerated: the call of 'helper' is not inlined: 'helper' calls itself") {
		t.Errorf("missing diagnostic in cpu stderr:\n%s", errC)
	}
	var backends []string
	for _, n := range nests {
		backends = append(backends, fmt.Sprintf("%d:%s:%d", n.Line, n.Backend, n.Invocation))
	}
	if got, want := strings.Join(backends, " "), "12:cpu:1 15:interp:1 12:cpu:2 15:interp:2"; got != want {
		t.Errorf("report entries %s, want %s", got, want)
	}
	for _, n := range nests {
		if n.Time == nil {
			t.Errorf("nest at line %d: no time in a run report", n.Line)
		}
	}
}

func TestStrict(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def kernel(a, n):
    for i in range(n):
        while a[i] > 1:
            a[i] = a[i] / 2
        else:
            a[i] += 1
`)
	var stdout, stderr bytes.Buffer
	err := alpyna.RunFile(filepath.Join(dir, name), alpyna.Options{Stdout: &stdout, Stderr: &stderr, Backend: "cpu", Strict: true})
	e, ok := err.(*alpyna.Exception)
	if !ok || !strings.Contains(e.Traceback(), "NotImplementedError") || !strings.Contains(e.Traceback(), "a while loop with an else clause is not in the accelerated subset") {
		t.Errorf("--strict: got %v", err)
	}
}

func TestErrorsRaiseWhereTheInterpreterDoes(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def ratios(a, b, out, n):
    for i in range(n):
        out[i] = a[i] // b[i]
        out[i] += 1 / (i - 3)


a = np.arange(8)
b = np.ones(8, dtype=np.int64)
out = np.zeros(8, dtype=np.int64)
try:
    ratios(a, b, out, 8)
except ZeroDivisionError as e:
    print("caught", e)
print(out)
ratios(a, b, out, 8)
`)
	outI, errI, _ := run(t, dir, name, "interp", 1)
	outC, errC, _ := run(t, dir, name, "cpu", 3)
	if outI != outC || errI != errC {
		t.Errorf("cpu:\n%s%s\ninterp:\n%s%s", outC, errC, outI, errI)
	}
	if !strings.Contains(errC, "line 9, in ratios") {
		t.Errorf("traceback should point at the statement's line:\n%s", errC)
	}
}

// TestRandomNests is the differential test: random nests (affine and
// triangular loops, negative steps, int64, float64 and float32 arrays, floor division
// and modulo on negative values, reductions, private temporaries, if/else,
// break) print the same in the interpreter and on the executor with one
// and with several threads.
func TestRandomNests(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	instances := 120
	if testing.Short() {
		instances = 30
	}
	accelerated := 0
	for k := range instances {
		src := genScript(r)
		dir, name := writeScript(t, src)
		outI, errI, _ := run(t, dir, name, "interp", 1)
		// Native kernels and the Go executor of the kernel IR, each on one
		// and on three threads, against the interpreter.
		for _, goKernels := range []bool{false, true} {
			for _, threads := range []int{1, 3} {
				outC, errC, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: threads, GoKernels: goKernels})
				if threads == 3 && !goKernels && len(nests) == 1 && nests[0].Backend == "cpu" {
					accelerated++
				}
				errC = diagnostics(errC)
				if outI != outC || errI != errC {
					t.Fatalf("instance %d, %d threads, Go kernels %v:\n%s\ncpu:\n%s%s\ninterp:\n%s%s", k, threads, goKernels, src, outC, errC, outI, errI)
				}
			}
		}
	}
	// Nests that raise (an index out of range) rerun in the interpreter;
	// most must run on the executor for the test to mean something.
	if accelerated < instances/2 {
		t.Errorf("only %d of %d nests ran on the executor", accelerated, instances)
	}
	t.Logf("%d of %d nests ran on the executor", accelerated, instances)
}

// diagnostics drops "not accelerated" and executor notes, which only the
// cpu backend prints.
func diagnostics(stderr string) string {
	var keep []string
	for _, l := range strings.SplitAfter(stderr, "\n") {
		if !strings.Contains(l, ": not accelerated: ") && !strings.Contains(l, ": note: ") {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "")
}

type gen struct {
	pygen.Writer
	n int
}

func (g *gen) ref() string {
	switch g.R.Intn(4) {
	case 0:
		return fmt.Sprintf("x[%s]", g.Sub())
	case 1:
		return fmt.Sprintf("m[%s, %s]", g.Sub(), g.Sub())
	case 2:
		return fmt.Sprintf("q[%s]", g.Sub())
	}
	return fmt.Sprintf("k[%s]", g.Sub())
}

func (g *gen) expr() string {
	switch g.R.Intn(8) {
	case 0:
		return fmt.Sprintf("%s // %d", g.ref(), g.R.Intn(4)+2)
	case 1:
		return fmt.Sprintf("%s %% %d", g.ref(), g.R.Intn(4)+2)
	case 2:
		return fmt.Sprintf("%s * %s", g.ref(), g.ref())
	case 3:
		return fmt.Sprintf("(%s - %d) // 3", g.Vars[len(g.Vars)-1], g.R.Intn(5))
	case 4:
		return fmt.Sprintf("max(%s, %s)", g.ref(), g.ref())
	case 5:
		return fmt.Sprintf("math.sqrt(abs(%s))", g.ref())
	case 6:
		return fmt.Sprintf("%s if %s > 2 else -%s", g.ref(), g.ref(), g.ref())
	}
	return fmt.Sprintf("%s + %s", g.ref(), g.ref())
}

func (g *gen) stmt(depth int) {
	switch g.R.Intn(10) {
	case 0, 1, 2, 3:
		g.Line(depth, "%s = %s", g.ref(), g.expr())
	case 4:
		g.Line(depth, "%s += %s", g.ref(), g.expr())
	case 5:
		g.Line(depth, "s += %s", g.ref())
	case 6:
		g.Line(depth, "t = %s", g.expr())
		g.Line(depth, "%s = t - 1", g.ref())
	case 7:
		g.Line(depth, "lo = min(lo, %s)", g.ref())
	default:
		g.Line(depth, "if %s > %d:", g.ref(), g.R.Intn(5))
		g.Line(depth+1, "%s = %s", g.ref(), g.expr())
		switch g.R.Intn(3) {
		case 0:
			g.Line(depth, "else:")
			g.Line(depth+1, "%s = %s", g.ref(), g.expr())
		case 1:
			g.Line(depth+1, "break")
		}
	}
}

func (g *gen) loop(depth int) {
	v := fmt.Sprintf("i%d", g.n)
	g.n++
	var rng string
	switch g.R.Intn(5) {
	case 0:
		rng = "range(n)"
	case 1:
		rng = fmt.Sprintf("range(%d, -1, -1)", g.R.Intn(5))
	case 2:
		rng = "range(1, n, 2)"
	default:
		if len(g.Vars) > 0 {
			rng = fmt.Sprintf("range(%s + 1)", g.Vars[len(g.Vars)-1])
		} else {
			rng = fmt.Sprintf("range(%d)", 2+g.R.Intn(4))
		}
	}
	g.Line(depth, "for %s in %s:", v, rng)
	g.Vars = append(g.Vars, v)
	for c := 1 + g.R.Intn(2); c > 0; c-- {
		if depth < 3 && g.R.Intn(3) == 0 {
			g.loop(depth + 1)
		} else {
			g.stmt(depth + 1)
		}
	}
	g.Vars = g.Vars[:len(g.Vars)-1]
}

func genScript(r *rand.Rand) string {
	g := &gen{Writer: pygen.Writer{R: r}}
	g.Line(0, "%s", strings.TrimSuffix(prelude, "\n"))
	g.Line(0, "@alpyna.jit")
	g.Line(0, "def f(x, m, k, q, n):")
	g.Line(1, "s = 0")
	g.Line(1, "lo = 100")
	g.loop(1)
	g.Line(1, "return s, lo")
	g.Line(0, "")
	g.Line(0, "x = (np.arange(64) %% 7 - 3) * 1.5")
	g.Line(0, "m = (np.arange(64 * 64) %% 11 - 5).reshape((64, 64))")
	g.Line(0, "k = np.arange(64) %% 9 - 4")
	g.Line(0, "q = ((np.arange(64) %% 13 - 6) / 7).astype(np.float32)")
	g.Line(0, "try:")
	g.Line(1, "print(f(x, m, k, q, %d))", 1+r.Intn(5))
	g.Line(0, "except (IndexError, ZeroDivisionError) as e:")
	g.Line(1, "print(type(e).__name__, e)")
	g.Line(0, "print(x.sum(), m.sum(), k.sum(), q.sum())")
	return g.String()
}

// TestNonAffineBound checks that a bound the analysis cannot read as an
// affine form (n // 2) is evaluated before the nest and given to the
// run-time stage, so the nest still runs on the executor.
func TestNonAffineBound(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def half(a, n):
    for i in range(n // 2):
        a[i] = i * 2.0


a = np.zeros(10)
half(a, 10)
print(a)
`)
	out, errs, nests := run(t, dir, name, "cpu", 2)
	if out != "[0. 2. 4. 6. 8. 0. 0. 0. 0. 0.]\n" || errs != "" {
		t.Errorf("printed %q, stderr %q", out, errs)
	}
	if len(nests) != 1 || nests[0].Backend != "cpu" {
		t.Errorf("report %+v, want the nest on cpu", nests)
	}
}
