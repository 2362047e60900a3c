package closure_test

import (
	"strings"
	"testing"
)

// TestTimeLoopValues calls jit functions in a time loop that passes t, an
// integer the kernels read: a nest whose kernels do not depend on t's
// value shares one variant across the calls; one that reads t in a
// subscript (through a scalar, k = i + t) or whose kernels depend on it (a
// division by t, whose zero check t = 3 proves unnecessary) keeps a
// variant per value, so that each call reads the right elements and t = 0
// gives what NumPy gives for an np.int64 divided by zero: 0 (the
// interpreter also prints NumPy's RuntimeWarning, which kernels do not).
func TestTimeLoopValues(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def step(x, y, t):
    for i in range(len(x)):
        y[i] = x[i] * 2 + t


@alpyna.jit
def scale(x, y, t):
    for i in range(len(x)):
        y[i] = 0.5 * x[i] + t


@alpyna.jit
def shift(x, y, t):
    for i in range(len(x) - 5):
        w = x[i] + t
        k = i + t
        y[i] = x[k] + w


@alpyna.jit
def divide(x, y, t):
    for i in range(len(x)):
        y[i] = x[i] // t


x = np.arange(1000)
y = np.zeros(1000, dtype=np.int64)
z = np.zeros(1000)
for t in range(6):
    step(x, y, t)
    scale(x, z, t * 3)
    print(t, y.sum(), y[999], z.sum())
    shift(x, y, t)
    print(t, y.sum(), y[0], y[994])
for t in [3, 2, 0, -7, 0]:
    try:
        divide(x, y, t)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    print(t, y.sum(), y[1])
`)
	want, errI, _ := run(t, dir, name, "interp", 1)
	if warning := "RuntimeWarning: divide by zero encountered in scalar floor_divide"; errI != "" && !strings.Contains(errI, warning) ||
		strings.Count(errI, "\n") > 2 {
		t.Fatalf("interp: %s", errI)
	}
	got, errC, nests := run(t, dir, name, "cpu", 2)
	if errC != "" || got != want {
		t.Fatalf("cpu:\n%s\nstderr:\n%s\nwant (interp):\n%s", got, errC, want)
	}
	// Each call ran as native kernels (a division by zero raises from
	// them).
	for _, n := range nests {
		if n.Executor != "native" {
			t.Errorf("call %d of the nest at line %d ran on %s", n.Invocation, n.Line, n.Executor)
		}
	}
	if len(nests) != 6+6+6+5 {
		t.Errorf("%d calls reported, want 23", len(nests))
	}
}
