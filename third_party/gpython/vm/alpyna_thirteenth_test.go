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

// alpyna patch (thirteenth pass): an error raised by the second run of
// `a, b, c, op` (the subscript of `a * b[j]`, the arithmetic of
// `a - (b + c)`), which the first load now leaves to run fused, is
// reported at the line of the operation, as CPython 3.11 reports it.
func TestThirteenthPassTracebacks(t *testing.T) {
	const src = `
def sub(a, b, j):
    x = 1
    y = a * b[j]
    return x + y

def nested(a, b, c):
    x = 1
    y = a - (b + c)
    return x + y

def outer(which):
    if which == 0:
        return sub(1, [1], 9)
    return nested(1, 2, None)
`
	for _, tc := range []struct {
		name string
		call string
		exc  *py.Type
		want []string
	}{
		{"subscript", "outer(0)\n", py.IndexError, []string{"<module>:16", "outer:14", "sub:4"}},
		{"arithmetic", "outer(1)\n", py.TypeError, []string{"<module>:16", "outer:15", "nested:9"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := py.NewContext(py.DefaultContextOpts())
			defer ctx.Close()
			module, code := pytest.CompileSrc(t, ctx, src+tc.call, "thirteenth.py")
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
