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

// alpyna patch (fourteenth pass): the error of a call that the loop's
// set-up fuses with GET_ITER (`for i in range(...)`, decode.go
// fastCallRangeIter), and of a GET_ITER, is reported at its own line, as
// CPython 3.11 reports it, whether the callee is range or another
// function.
func TestFourteenthPassTracebacks(t *testing.T) {
	const src = `
def zero_step(n):
    x = 1
    for i in range(0, n, 0):
        x += i
    return x

def raises(n):
    raise KeyError(n)

def other(n):
    for i in raises(n):
        pass

def not_iterable(n):
    total = 0
    for i in n:
        total += i
    return total

def outer(which):
    if which == 0:
        return zero_step(3)
    if which == 1:
        return other(2)
    return not_iterable(5)
`
	for _, tc := range []struct {
		name string
		call string
		exc  *py.Type
		want []string
	}{
		{"range", "outer(0)\n", py.ValueError, []string{"<module>:27", "outer:23", "zero_step:4"}},
		{"function", "outer(1)\n", py.KeyError, []string{"<module>:27", "outer:25", "other:12", "raises:9"}},
		{"get_iter", "outer(2)\n", py.TypeError, []string{"<module>:27", "outer:26", "not_iterable:17"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := py.NewContext(py.DefaultContextOpts())
			defer ctx.Close()
			module, code := pytest.CompileSrc(t, ctx, src+tc.call, "fourteenth.py")
			_, err := ctx.RunCode(code, module.Globals, module.Globals, nil)
			exc, ok := err.(py.ExceptionInfo)
			if !ok || !py.IsException(tc.exc, err) {
				t.Fatalf("error %v, want a %s", err, tc.exc.Name)
			}
			if got := tracebackSteps(exc.Traceback); fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("traceback %v, want %v (%v)", got, tc.want, exc.Value)
			}
		})
	}
}
