package closure_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
)

// TestAutoModuleLevel runs the golden script with nests in its own
// module-level code and in a module it imports under --auto: it must print
// CPython's output (loop variables' last values included), and every nest
// whose loop variables are computable must run on the cpu.
func TestAutoModuleLevel(t *testing.T) {
	dir, err := filepath.Abs("../testdata/scripts")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(dir, "auto_module_level.out"))
	if err != nil {
		t.Fatal(err)
	}
	out, errOut, nests := runWith(t, dir, "auto_module_level.py", alpyna.Options{Backend: "cpu", Threads: 2, CacheDir: t.TempDir(), Auto: true})
	if out != string(want) || errOut != "" {
		t.Fatalf("--auto printed\n%s%s\nwant\n%s", out, errOut, want)
	}
	got := map[string]string{}
	for _, n := range nests {
		if !n.Auto {
			t.Errorf("nest %s:%d not marked auto", n.Function, n.Line)
		}
		file := strings.TrimSuffix(filepath.Base(n.File), ".py")
		got[file+":"+n.Function+":"+itoa(n.Line)] = n.Backend
	}
	wantBackends := map[string]string{
		"_auto_helpers:<module>:6":      "cpu",
		"_auto_helpers:scale_rows:11":   "cpu",
		"auto_module_level:<module>:12": "cpu",
		"auto_module_level:<module>:20": "cpu",
		"auto_module_level:<module>:23": "cpu",
		"auto_module_level:<module>:30": "cpu",
		"auto_module_level:<module>:33": "cpu",
		"auto_module_level:<module>:40": "cpu",
		// A break: the loop variable's last value is data-dependent,
		// which the nest keeps in a scalar (frontend/lastvars.go).
		"auto_module_level:<module>:47": "cpu",
	}
	for k, b := range wantBackends {
		if got[k] != b {
			t.Errorf("nest %s ran on %q, want %q (all: %v)", k, got[k], b, got)
		}
	}
}

func itoa(i int) string {
	var b []byte
	for {
		b = append([]byte{byte('0' + i%10)}, b...)
		if i /= 10; i == 0 {
			return string(b)
		}
	}
}

// A module-level loop the subset refuses (over a list) that calls a plain
// function with a nest: the refused nest holds the inlined function's
// names (x·1), which no input expression can name, and must still run as
// written, with the function's own nest accelerated.
func TestAutoRefusedLoopInliningAFunction(t *testing.T) {
	dir, name := writeScript(t, `import numpy as np


def fill(x, seed):
    rows, cols = x.shape
    for i in range(rows):
        for j in range(cols):
            x[i, j] = ((i * 37 + j * 11 + seed) % 29) / 7.0 - 1.9


for n in [1, 3]:
    a = np.zeros((n, 2))
    fill(a, 1)
    print(a[n - 1, 1])
`)
	out, errs, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2, CacheDir: t.TempDir(), Auto: true})
	if want := "-0.18571428571428572\n2.1\n"; out != want || errs != "" {
		t.Errorf("printed %q%s, want %q", out, errs, want)
	}
	accelerated := 0
	for _, n := range nests {
		if n.Function == "fill" && n.Backend == "cpu" {
			accelerated++
		}
	}
	if accelerated == 0 {
		t.Errorf("fill's nest never ran on the cpu backend: %v", nests)
	}
}

// A plain function's small nest that --auto finds, called once per cell
// from an interpreted loop (pythran's ising: a 3 x 3 neighbour sum), runs
// in the interpreter from its second call: dispatching 9 iterations as
// kernels cost 40 times the interpreter's time. After innerGiveUp such
// calls it is no longer bound at all.
func TestAutoSmallNestsInterpreted(t *testing.T) {
	dir, name := writeScript(t, `import numpy as np


def around(field, n, m, N):
    total = 0
    for i in range(n - 1, n + 2):
        for j in range(m - 1, m + 2):
            total += field[i % N, j % N]
    return total


N = 12
f = (np.arange(N * N).reshape(N, N) % 5) - 1
o = np.zeros((N, N), dtype=np.int64)
for n in range(N):
    for m in range(N):
        try:
            o[n, m] = around(f, n, m, N)
        except ValueError:
            pass
print(o.sum(), o[3, :4].tolist())
`)
	out, errs, nests := runWith(t, dir, name, alpyna.Options{Backend: "cpu", Threads: 2, CacheDir: t.TempDir(), Auto: true})
	if want := "1278 [11, 9, 8, 7]\n"; out != want || errs != "" {
		t.Errorf("printed %q%s, want %q", out, errs, want)
	}
	calls := 0
	for _, n := range nests {
		if n.Function != "around" {
			continue
		}
		calls++
		if n.Invocation > 1 && n.Backend != "interp" {
			t.Errorf("call %d of around's nest ran on %s: %+v", n.Invocation, n.Backend, n)
		}
	}
	if calls != 144 {
		t.Errorf("around's nest ran %d times, want 144", calls)
	}
}
