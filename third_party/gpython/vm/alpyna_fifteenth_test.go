// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package vm_test

import (
	"fmt"
	"testing"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/pytest"
)

// alpyna patch (fifteenth pass): an exception raised in nested calls of
// Python functions has a traceback entry for each frame at the line
// CPython 3.11 reports, whether it passes loops, a try that does not
// handle it, a caught and re-raised exception or a module-level loop,
// and the recursion count is back to zero after it. (The pass tried
// running such calls in their caller's evaluation loop, which must keep
// all of this; ALPYNA_PATCHES.md.)
func TestFifteenthPassTracebacks(t *testing.T) {
	const src = `
def fail(x):
    if x > 2:
        raise ValueError(x)
    return x

def middle(x):
    for i in range(3):
        y = fail(x + i)
    return y

def handled(x):
    try:
        return middle(x)
    except KeyError:
        return 0

def deep(n):
    if n == 0:
        return fail(5)
    return deep(n - 1)

def reraised(x):
    try:
        middle(x)
    except ValueError as e:
        raise KeyError(x) from e
`
	for _, tc := range []struct {
		name string
		call string
		exc  *py.Type
		want []string
	}{
		{"through a try", "handled(1)\n", py.ValueError, []string{"<module>:28", "handled:14", "middle:9", "fail:4"}},
		{"recursion", "deep(2)\n", py.ValueError, []string{"<module>:28", "deep:21", "deep:21", "deep:20", "fail:4"}},
		{"reraised", "reraised(2)\n", py.KeyError, []string{"<module>:28", "reraised:27"}},
		{"module loop", "for k in range(5):\n    fail(k)\n", py.ValueError, []string{"<module>:29", "fail:4"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := py.NewContext(py.DefaultContextOpts())
			defer ctx.Close()
			module, code := pytest.CompileSrc(t, ctx, src+tc.call, "fifteenth.py")
			_, err := ctx.RunCode(code, module.Globals, module.Globals, nil)
			exc, ok := err.(py.ExceptionInfo)
			if !ok || !py.IsException(tc.exc, err) {
				t.Fatalf("error %v, want a %s", err, tc.exc.Name)
			}
			if got := tracebackSteps(exc.Traceback); fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("traceback %v, want %v (%v)", got, tc.want, exc.Value)
			}
			if depth := ctx.Store().RecursionDepth(); depth != 0 {
				t.Errorf("%d frames still counted after the exception", depth)
			}
		})
	}
}
