package bench

// This file tests python/alpyna.py and benchmarks/prange/ under the real
// CPython, where it has NumPy (and Numba); elsewhere the tests skip.

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const systemPython = "/usr/bin/python3"

// needPython skips the test unless systemPython imports every module.
func needPython(t *testing.T, modules ...string) {
	t.Helper()
	for _, m := range modules {
		if err := exec.Command(systemPython, "-c", "import "+m).Run(); err != nil {
			t.Skipf("%s cannot import %s", systemPython, m)
		}
	}
}

// python runs a script with the stand-in on PYTHONPATH and the extra
// environment env, and returns its standard output.
func python(t *testing.T, script string, env []string, args ...string) string {
	t.Helper()
	standIn, err := filepath.Abs(filepath.Join("..", "python"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(systemPython, append([]string{script}, args...)...)
	cmd.Env = append(os.Environ(), append([]string{"PYTHONPATH=" + standIn, "ALPYNA_STANDIN=", "ALPYNA_STANDIN_TIMES="}, env...)...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", systemPython, script, err, stderr.String())
	}
	return string(out)
}

const standInScript = `import alpyna
import numpy as np


def f(a, n):
    for i in range(n):
        a[i] = 2.0 * i


g = alpyna.jit(f)
print("same", g is f)
a = np.zeros(5)
g(a, 5)
g(a, 5)
print("checksum", a.sum())
`

func TestStandIn(t *testing.T) {
	needPython(t, "numpy")
	script := filepath.Join(t.TempDir(), "s.py")
	if err := os.WriteFile(script, []byte(standInScript), 0o644); err != nil {
		t.Fatal(err)
	}
	// Without the variables, jit is the identity (docs/contract.md §1).
	if out := python(t, script, nil); out != "same True\nchecksum 20.0\n" {
		t.Errorf("plain stand-in printed %q", out)
	}
	times := filepath.Join(t.TempDir(), "times.jsonl")
	if out := python(t, script, []string{"ALPYNA_STANDIN_TIMES=" + times}); out != "same False\nchecksum 20.0\n" {
		t.Errorf("timed stand-in printed %q", out)
	}
	var s Sample
	data, _ := os.ReadFile(times)
	if err := s.addStandInTimes(data); err != nil || strings.Count(string(data), "\n") != 2 || s.Compile != 0 || s.Execute <= 0 {
		t.Errorf("times of two plain calls: %q (%+v, %v)", data, s, err)
	}

	cmd := exec.Command(systemPython, script)
	cmd.Env = append(os.Environ(), "PYTHONPATH="+filepath.Join("..", "python"), "ALPYNA_STANDIN=pypy")
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "invalid ALPYNA_STANDIN='pypy'") {
		t.Errorf("an unknown stand-in mode: %v\n%s", err, out)
	}
}

func TestStandInNumba(t *testing.T) {
	needPython(t, "numpy", "numba")
	script := filepath.Join(t.TempDir(), "s.py")
	if err := os.WriteFile(script, []byte(standInScript), 0o644); err != nil {
		t.Fatal(err)
	}
	times := filepath.Join(t.TempDir(), "times.jsonl")
	if out := python(t, script, []string{"ALPYNA_STANDIN=numba", "ALPYNA_STANDIN_TIMES=" + times}); out != "same False\nchecksum 20.0\n" {
		t.Errorf("numba stand-in printed %q", out)
	}
	data, _ := os.ReadFile(times)
	var calls []struct{ Compile, Execute float64 }
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var c struct{ Compile, Execute float64 }
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			t.Fatalf("line %q: %v", line, err)
		}
		calls = append(calls, c)
	}
	// The first call compiles (eagerly, apart from the execution), the
	// second finds the compiled version.
	if len(calls) != 2 || calls[0].Compile < 0.01 || calls[1].Compile > calls[0].Compile/10 || calls[0].Execute > calls[0].Compile {
		t.Errorf("numba call times %+v: want a long first compile, a short second", calls)
	}
}

// TestPrangeScripts checks that each hand-parallelised version computes
// what its benchmark does: under CPython with Numba's JIT disabled (the
// program's logic), and for the benchmarks with sibling parallel loops
// also compiled with parallel=True, where Numba 0.56 fused them wrongly.
func TestPrangeScripts(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every benchmark under CPython")
	}
	needPython(t, "numpy")
	bs, err := Find(nil, filepath.Join("..", "benchmarks"))
	if err != nil {
		t.Fatal(err)
	}
	haveNumba := exec.Command(systemPython, "-c", "import numba").Run() == nil
	for _, b := range bs {
		t.Run(b.Name, func(t *testing.T) {
			want := python(t, b.Script, nil, "20")
			if got := python(t, b.Prange, []string{"NUMBA_DISABLE_JIT=1"}, "20"); got != want {
				t.Errorf("prange version printed %q, the benchmark %q", got, want)
			}
			if haveNumba && (b.Name == "jacobi" || b.Name == "gemver") {
				if got := python(t, b.Prange, nil, "20"); got != want {
					t.Errorf("prange version under Numba printed %q, the benchmark %q", got, want)
				}
			}
		})
	}
}
