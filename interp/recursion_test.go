package interp

import (
	"bytes"
	"errors"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"

	"github.com/go-python/gpython/py"
)

// session starts an interpreter for notebook-style cells, as
// alpyna.NewSession does, with its output in out.
func session(t *testing.T, out *bytes.Buffer) *Interpreter {
	t.Helper()
	in, err := New(Config{Stdout: out, Stderr: out})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { in.Close() })
	return in
}

// exec runs cells that must succeed.
func exec(t *testing.T, in *Interpreter, cells ...string) {
	t.Helper()
	for _, cell := range cells {
		if err := in.Exec(cell); err != nil {
			t.Fatalf("Exec(%q): %v", cell, err)
		}
	}
}

// The recursive functions the tests call: each records how deep it got in
// the global deepest. "big" has many locals, "viamap" recurses through the
// map builtin, "viasorted" through sorted's key.
const recursers = `
import sys
deepest = 0
def plain(n):
    global deepest
    deepest = n
    return plain(n + 1)
def big(n):
    global deepest
    deepest = n
    a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = a8 = a9 = [n] * 10
    b0 = b1 = b2 = b3 = b4 = b5 = b6 = b7 = b8 = b9 = {n: a0}
    return big(n + 1) + [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, b0, b1, b2, b3, b4, b5, b6, b7, b8, b9]
def viamap(n):
    global deepest
    deepest = n
    return list(map(viamap, [n + 1]))
def viasorted(n):
    global deepest
    deepest = n
    return sorted([1, 2], key=lambda x: viasorted(n + 1) if x == 1 else 0)
def caught(fn):
    try:
        fn(1)
    except RecursionError as e:
        return str(e)
`

// deepest returns the global deepest.
func deepest(t *testing.T, in *Interpreter) int {
	t.Helper()
	v, ok := in.Global("deepest")
	if !ok {
		t.Fatal("no global deepest")
	}
	n, ok := v.(py.Int)
	if !ok {
		t.Fatalf("deepest = %v, want an int", v)
	}
	return int(n)
}

// TestRecursionLimitSession checks that unbounded recursion in a session
// is a RecursionError at CPython's depth, uncaught or caught, and that the
// session stays usable with its frame count back to zero.
func TestRecursionLimitSession(t *testing.T) {
	var out bytes.Buffer
	in := session(t, &out)
	exec(t, in, recursers)

	// Uncaught: the traceback folds the repeated frames as CPython does.
	err := in.Exec("plain(1)")
	var exc *Exception
	if !errors.As(err, &exc) {
		t.Fatalf("plain(1): %v, want a RecursionError", err)
	}
	if exc.TypeName() != "RecursionError" || exc.Message() != "maximum recursion depth exceeded" || ExitStatus(err) != 1 {
		t.Errorf("plain(1): %s (status %d), want RecursionError: maximum recursion depth exceeded", exc.Error(), ExitStatus(err))
	}
	tb := exc.Traceback()
	wantTail := `  File "<cell 1>", line 7, in plain
    return plain(n + 1)
  [Previous line repeated 996 more times]
RecursionError: maximum recursion depth exceeded
`
	if !strings.HasPrefix(tb, "Traceback (most recent call last):\n  File \"<cell 2>\", line 1, in <module>\n") || !strings.HasSuffix(tb, wantTail) {
		t.Errorf("traceback:\n%s\nwant it to end with:\n%s", tb, wantTail)
	}
	// The cell's module frame counts, as CPython's does: plain reaches 999.
	if got := deepest(t, in); got != 999 {
		t.Errorf("uncaught: deepest %d, want 999", got)
	}
	if d := in.Context().Store().RecursionDepth(); d != 0 {
		t.Errorf("after the error %d frames are counted, want 0", d)
	}

	// Caught, through builtins too, and the session goes on.
	for _, fn := range []string{"plain", "big", "viamap", "viasorted"} {
		exec(t, in, "msg = caught("+fn+")")
		if v, _ := in.Global("msg"); v != py.String("maximum recursion depth exceeded") {
			t.Errorf("caught(%s) = %v, want the RecursionError message", fn, v)
		}
		got := deepest(t, in)
		if fn == "viasorted" {
			// CPython also counts sorted's calls of the key (331).
			if got < 300 || got > 500 {
				t.Errorf("caught(%s): deepest %d, want about 331 to 500", fn, got)
			}
		} else if got != 998 {
			// caught's frame is one more than above.
			t.Errorf("caught(%s): deepest %d, want 998 as CPython", fn, got)
		}
	}
	exec(t, in, "print(sys.getrecursionlimit())")
	if got := out.String(); got != "1000\n" {
		t.Errorf("stdout %q, want 1000", got)
	}
}

// TestRecursionLimitRaised runs recursion to a limit of 10000 set with
// sys.setrecursionlimit, under a Go stack limit of 256 MB (a quarter of
// the default), and checks the cap on limits beyond MaxRecursionDepth.
func TestRecursionLimitRaised(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(256 << 20))
	var out bytes.Buffer
	in := session(t, &out)
	exec(t, in, recursers, "sys.setrecursionlimit(10000)")
	for _, fn := range []string{"plain", "big", "viamap"} {
		exec(t, in, "msg = caught("+fn+")")
		if got := deepest(t, in); got != 9998 {
			t.Errorf("limit 10000: caught(%s) reached %d, want 9998 as CPython", fn, got)
		}
	}
	if testing.Short() {
		return
	}
	// Beyond the cap, the limit is kept but recursion stops at the cap.
	limit := 10 * py.MaxRecursionDepth
	exec(t, in, "sys.setrecursionlimit("+strconv.Itoa(limit)+")", "limit = sys.getrecursionlimit()", "msg = caught(viamap)")
	if v, _ := in.Global("limit"); v != py.Int(limit) {
		t.Errorf("getrecursionlimit() = %v, want %d", v, limit)
	}
	if got, want := deepest(t, in), py.MaxRecursionDepth-2; got != want {
		t.Errorf("limit %d: caught(viamap) reached %d, want the cap %d", limit, got, want)
	}
	if v, _ := in.Global("msg"); v != py.String("maximum recursion depth exceeded") {
		t.Errorf("at the cap: %v, want the RecursionError message", v)
	}
}

// TestSetRecursionLimitErrors checks CPython's errors of
// sys.setrecursionlimit.
func TestSetRecursionLimitErrors(t *testing.T) {
	var out bytes.Buffer
	in := session(t, &out)
	exec(t, in, `import sys
def show(*args):
    try:
        sys.setrecursionlimit(*args)
        print("ok", sys.getrecursionlimit())
    except Exception as e:
        print(type(e).__name__ + ":", e)
show(0)
show(-5)
show(2**40)
show(1.5)
show()
show(2, 3)
show(3)
show(4)
show(1000)
`)
	want := `ValueError: recursion limit must be greater or equal than 1
ValueError: recursion limit must be greater or equal than 1
OverflowError: Python int too large to convert to C int
TypeError: 'float' object cannot be interpreted as an integer
TypeError: sys.setrecursionlimit() takes exactly one argument (0 given)
TypeError: sys.setrecursionlimit() takes exactly one argument (2 given)
RecursionError: cannot set the recursion limit to 3 at the recursion depth 3: the limit is too low
ok 4
ok 1000
`
	if got := out.String(); got != want {
		t.Errorf("stdout:\n%s\nwant (CPython 3.11's):\n%s", got, want)
	}
}
