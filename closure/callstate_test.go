package closure_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/alpyna/alpyna"
)

// TestCallsWithoutReport runs a time loop of jit calls without a report,
// where each call's maps and key buffer are kept for the next
// (closure.go callState): calls alternating shapes, dtypes and scalar
// values, a call the interpreter runs (a list where an array was
// expected) between accelerated ones, and scalars read from the locals,
// one of them left unbound, must print what the interpreter prints.
func TestCallsWithoutReport(t *testing.T) {
	dir, name := writeScript(t, prelude+`@alpyna.jit
def step(x, y, t, lim):
    s = 0.5 * t
    for i in range(len(x)):
        y[i] = x[i] * 2 + t
        s += x[i]
        if x[i] > lim:
            found = i
    try:
        return s, found
    except UnboundLocalError:
        return s, "unbound"


xs = [np.arange(10.0), np.arange(7), np.arange(12.0), [1.0, 2.0, 3.0]]
for t in range(12):
    x = xs[t % 4]
    y = np.zeros(len(x)) if t % 3 else np.zeros(len(x), dtype=np.int64)
    print(t, step(x, y, t, 5 + t % 7), list(y))
`)
	runNoReport := func(backend string) (string, string) {
		t.Helper()
		var stdout, stderr bytes.Buffer
		cwd, _ := os.Getwd()
		if err := os.Chdir(dir); err != nil {
			t.Fatal(err)
		}
		defer os.Chdir(cwd)
		err := alpyna.RunFile(name, alpyna.Options{Backend: backend, Threads: 2, Stdout: &stdout, Stderr: &stderr})
		if err != nil {
			t.Fatalf("%s: %v", backend, err)
		}
		return stdout.String(), stderr.String()
	}
	want, _ := runNoReport("interp")
	if len(want) == 0 {
		t.Fatal("the interpreter printed nothing")
	}
	got, _ := runNoReport("cpu")
	if got != want {
		t.Errorf("cpu printed\n%s\nwant (interp)\n%s", got, want)
	}
}
