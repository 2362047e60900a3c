package interp

import (
	"errors"
	"testing"
	"time"

	"github.com/go-python/gpython/compile"
	"github.com/go-python/gpython/py"
)

// FuzzCompile feeds arbitrary source to the parser and compiler, the entry
// point every script goes through: no input may make them panic, and every
// rejection must be a SyntaxError with a position.
func FuzzCompile(f *testing.F) {
	for _, seed := range []string{
		"x = 1\n",
		"import numpy as np\n@alpyna.jit\ndef f(a, n):\n    for i in range(n):\n        a[i] = a[i-1] + 1\n",
		"for i in range(10):\n  if i % 2:\n    break\n  else:\n    continue\n",
		"def f(*a, k=1, **kw):\n    return [x for x in a if x]\n",
		"a[i, j+1] += b[i][j] ** 2 // 3 % 4\n",
		"class A(B):\n    def __init__(self):\n        super().__init__()\n",
		"x = (1 +\n",
		"\tif x:\n  y\n",
		"lambda: (yield)\n",
		"print(f'{x!r:>{w}}')\n",
		"try:\n    pass\nexcept E as e:\n    raise X from e\nfinally:\n    pass\n",
		"@d\n@e.f(1)\nclass C: pass\n",
		"x = 0x1f + 0o7 + 0b1 + 1e-3j + 1_000\n",
		"return 1\n",
		"nonlocal x\n",
		"del a[0], b.c\n",
		"with open(f) as g, h: pass\n",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		// A hang is a failure too: compile in a goroutine with a deadline
		// so that the fuzzer reports and keeps the input.
		done := make(chan error, 1)
		go func() {
			_, err := compile.Compile(src, "fuzz.py", py.ExecMode, 0, true)
			done <- err
		}()
		var err error
		select {
		case err = <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("compile(%q) did not finish in 5s", src)
		}
		if err == nil {
			return
		}
		var syn *SyntaxError
		if !errors.As(fromPython(err, newSourceCache()), &syn) {
			t.Fatalf("compile(%q) failed with %T %v, want a SyntaxError", src, err, err)
		}
		if syn.Pos.Line < 1 || syn.Pos.Col < 1 {
			t.Fatalf("compile(%q): SyntaxError without a position: %v", src, syn)
		}
	})
}
