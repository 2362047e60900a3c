package kernelgen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/internal/kerneltest"
	"github.com/alpyna/alpyna/kernel"
)

// TestHeldPairs checks which nests over a scalar holding a float and a
// float32 (an int and an int32) build: those whose every operation has
// one value for both (argmax, max(), arithmetic with a float), with a
// type tag where the nest assigns both types, and not those where the
// value or its precision depends on the type held.
func TestHeldPairs(t *testing.T) {
	script := filepath.Join(t.TempDir(), "pairs.py")
	src := `import numpy as np
import alpyna

@alpyna.jit
def argmax(x, out):
    best = -1e30
    k = -1
    for i in range(x.shape[0]):
        if x[i] > best:
            best = x[i]
            k = i
        out[i] = best * 0.5
    return best, k

@alpyna.jit
def running_max(x):
    best = -1e30
    for i in range(x.shape[0]):
        best = max(best, x[i])
    return best

@alpyna.jit
def int_scaled(v):
    best = -1
    t = 0
    for i in range(v.shape[0]):
        if v[i] > best:
            best = v[i]
        t = best * 2 + 1
    return best, t

@alpyna.jit
def plus_float32(x, out):
    best = -1e30
    for i in range(x.shape[0]):
        if x[i] > best:
            best = x[i]
        out[i] = best + x[i]
    return best

@alpyna.jit
def plus_true(x, out):
    best = -1e30
    for i in range(x.shape[0]):
        if x[i] > best:
            best = x[i]
        out[i] = best + True
    return best

@alpyna.jit
def numpy_sqrt(x, out):
    best = 1.0
    for i in range(x.shape[0]):
        if x[i] > best:
            best = x[i]
        out[i] = np.sqrt(best)
    return best

@alpyna.jit
def int_negated(v, out):
    best = -1
    for i in range(v.shape[0]):
        if v[i] > best:
            best = v[i]
        out[i] = -best
    return best

x = np.arange(8, dtype=np.float32)
v = np.arange(8, dtype=np.int32)
out = np.zeros(8)
argmax(x, out)
running_max(x)
int_scaled(v)
plus_float32(x, out)
plus_true(x, out)
numpy_sqrt(x, out)
int_negated(v, out)
`
	if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ins, err := kerneltest.Run(script)
	if err != nil {
		t.Fatal(err)
	}
	refused := map[string]string{
		"plus_float32": "rounds or wraps by the type of the value",
		"plus_true":    "rounds or wraps by the type of the value",
		"numpy_sqrt":   "computes in the type of the value it holds",
		"int_negated":  "wraps for the int32",
	}
	tagged := map[string][]string{"running_max": {"best"}, "int_scaled": {"best", "t"}}
	seen := map[string]bool{}
	for _, in := range ins {
		fn := in.Nest.Func
		seen[fn] = true
		want, refuse := refused[fn]
		switch {
		case refuse && in.Module != nil:
			t.Errorf("%s: built, want it refused (%s)", fn, want)
		case refuse && (in.BuildError == nil || !strings.Contains(in.BuildError.Error(), want)):
			t.Errorf("%s: refused with %v, want %q", fn, in.BuildError, want)
		case !refuse && in.Module == nil:
			t.Errorf("%s: no module: %v", fn, in.BuildError)
		case !refuse:
			tags := map[string]bool{}
			for _, p := range in.Module.Params {
				if base, ok := strings.CutSuffix(p.Name, kernel.TypeTagSuffix); ok {
					tags[base] = true
				}
			}
			for _, name := range tagged[fn] {
				if !tags[name] {
					t.Errorf("%s: no type tag for %s", fn, name)
				}
			}
			if len(tags) != len(tagged[fn]) {
				t.Errorf("%s: type tags %v, want %v", fn, tags, tagged[fn])
			}
		}
	}
	if len(seen) != 7 {
		t.Errorf("ran %d nests, want 7", len(seen))
	}
}
