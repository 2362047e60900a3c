package closure_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/internal/numpytables"
)

// nestWarningCases are nests calling NumPy ufuncs whose floating-point
// exceptions NumPy reports (kernel/fpflags.go); compiled says whether the
// nests must run as kernels to the end (false where np.seterr's 'raise'
// sends them back to the interpreter), anyOrder that the warnings may come
// in another order than CPython's (sites in the kernel's order, not in
// that of their first exceptions).
var nestWarningCases = []struct {
	name, body string
	compiled   bool
	anyOrder   bool
}{
	{"sqrt of negatives", `@alpyna.jit
def roots(x, out):
    for i in range(x.shape[0]):
        out[i] = np.sqrt(x[i])

x = np.linspace(-1.0, 1.0, 5001)
out = np.zeros(5001)
roots(x, out)
roots(x, out)
print(np.isnan(out).sum(), out[-1])
`, true, false},
	{"two ufuncs on one line, in NumPy's order", `@alpyna.jit
def f(x, out):
    for i in range(x.shape[0]):
        out[i] = np.log(x[i]) + np.arccos(x[i] - 1.0)

x = np.arange(3000) / 1000.0
x[1] = -0.5
out = np.zeros(3000)
f(x, out)
print(np.isnan(out).sum(), np.isinf(out).sum())
`, true, false},
	{"exp overflow in a vector loop, and a max reduction", `@alpyna.jit
def f(x, out):
    s = 0.0
    for i in range(x.shape[0]):
        out[i] = np.exp(x[i])
        s = max(s, np.sinh(x[i] - 1.0))
    return s

x = np.linspace(0.0, 720.0, 4096)
out = np.zeros(4096)
print(f(x, out), np.isinf(out).sum())
print(f(x[:100], out))
`, true, false},
	{"power: a pole and an overflow", `@alpyna.jit
def f(x, out):
    for i in range(x.shape[0]):
        out[i] = np.power(x[i], -1.0) + np.power(10.0, x[i] * 400.0)

x = np.linspace(0.0, 1.0, 3001)
out = np.zeros(3001)
f(x, out)
print(np.isinf(out).sum())
`, true, false},
	{"float32 arguments, in an inner loop", `@alpyna.jit
def f(a, out):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            out[i, j] = np.log10(a[i, j]) + np.arcsin(a[i, j])

a = np.linspace(-0.5, 1.5, 4000).astype(np.float32).reshape(40, 100)
out = np.zeros((40, 100), dtype=np.float32)
f(a, out)
print(out.dtype, np.isnan(out).sum(), np.isinf(out).sum())
`, true, false},
	{"a call in a branch that does not run", `@alpyna.jit
def f(x, out):
    for i in range(x.shape[0]):
        out[i] = np.sqrt(x[i]) if x[i] >= 0.0 else -1.0
        if x[i] > 0.0:
            out[i] += np.log(x[i])

x = np.linspace(-1.0, 1.0, 3001)
out = np.zeros(3001)
f(x, out)
print(np.isnan(out).sum(), np.isinf(out).sum(), out[0])
`, true, false},
	{"calls in branches that run, and in an if's condition", `@alpyna.jit
def f(x, out):
    for i in range(x.shape[0]):
        out[i] = np.sqrt(x[i]) if x[i] > -0.5 else 0.0
        if x[i] > -0.75 and np.arccos(x[i] * 2.0) > 1.0:
            out[i] += 2.0
        if x[i] >= 0.0 or np.log(x[i] + 1.0) < 0.0:
            out[i] -= 1.0
        if np.log10(x[i] + 0.5) > 0.0:
            out[i] += 1.0

x = np.linspace(-1.0, 1.0, 3001)
out = np.zeros(3001)
f(x, out)
print(np.isnan(out).sum(), out[-1])
`, true, true},
	{"np.errstate ignore", `@alpyna.jit
def roots(x, out):
    for i in range(x.shape[0]):
        out[i] = np.sqrt(x[i])

x = np.linspace(-1.0, 1.0, 5001)
out = np.zeros(5001)
with np.errstate(invalid="ignore"):
    roots(x, out)
print(np.isnan(out).sum())
with np.errstate(divide="raise", over="raise"):
    roots(x, out)
print(np.isnan(out).sum())
`, true, false},
	{"raise", `@alpyna.jit
def roots(x, out):
    for i in range(x.shape[0]):
        out[i] = np.sqrt(x[i]) + 1.0

x = np.linspace(1.0, -1.0, 5001)
out = np.zeros(5001)
try:
    with np.errstate(invalid="raise"):
        roots(x, out)
except FloatingPointError as e:
    print("FloatingPointError", e, out[2499], out[2500], out[2501])
`, false, false},
}

// TestNestWarningsMatchInterpreter runs nests whose NumPy ufunc calls raise
// floating-point exceptions compiled (native kernels, the Go executor, one
// thread and three, the emulated GPU) and in the interpreter: stdout and
// the RuntimeWarnings on stderr must be the interpreter's, which are
// CPython's.
func TestNestWarningsMatchInterpreter(t *testing.T) {
	t.Setenv("ALPYNA_GPU", "emulate")
	for _, tc := range nestWarningCases {
		t.Run(tc.name, func(t *testing.T) {
			if strings.Contains(tc.body, "np.power") && numpytables.SVML {
				t.Skip("np.power is Intel SVML's on this machine, which kernels do not compute: its nest runs in the interpreter")
			}
			dir, name := writeScript(t, prelude+tc.body)
			want, wantErr, _ := run(t, dir, name, "interp", 1)
			if tc.name != "np.errstate ignore" && tc.name != "a call in a branch that does not run" && tc.compiled && !strings.Contains(wantErr, "RuntimeWarning") {
				t.Fatalf("the interpreter printed no warning: %q", wantErr)
			}
			for _, opts := range []alpyna.Options{
				{Backend: "cpu", Threads: 1}, {Backend: "cpu", Threads: 3}, {Backend: "cpu", Threads: 3, GoKernels: true}, {Backend: "gpu"},
			} {
				got, gotErr, nests := runWith(t, dir, name, opts)
				gotWarnings := diagnosticFree(gotErr)
				if tc.anyOrder {
					gotWarnings, wantErr = sortedWarnings(gotWarnings), sortedWarnings(wantErr)
				}
				if got != want || gotWarnings != wantErr {
					t.Errorf("%s, %d threads, go kernels %v: printed\n%s\nstderr\n%s\nthe interpreter printed\n%s\nstderr\n%s",
						opts.Backend, opts.Threads, opts.GoKernels, got, gotErr, want, wantErr)
				}
				for _, n := range nests {
					if compiled := n.Backend != "interp"; compiled != tc.compiled {
						t.Errorf("%s: %s ran on %s (%s)", opts.Backend, n.Function, n.Backend, n.Reason)
					}
				}
			}
		})
	}
}

// sortedWarnings sorts the warnings of stderr, each a line and its
// source's.
func sortedWarnings(stderr string) string {
	lines := strings.SplitAfter(stderr, "\n")
	var warnings []string
	for i := 0; i+1 < len(lines); i += 2 {
		warnings = append(warnings, lines[i]+lines[i+1])
	}
	slices.Sort(warnings)
	return strings.Join(warnings, "")
}
