// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package vm_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/pytest"
)

// alpyna patch: an exception raised where a superinstruction
// (vm/decode.go, fuse) gave up its fast path is reported at the line of
// the instruction that raised, as without it.
func TestFusedTracebackLines(t *testing.T) {
	const src = `
def f(a, b, xs):
    c = a * 2
    d = a + b
    e = xs[b]
    return c + d + e

f(1, 2, [1, 2, 3])
f(1.5, 0, [1])
try:
    f(1, 5, [1])
except IndexError:
    pass
f(1, None, [])
`
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	module, code := pytest.CompileSrc(t, ctx, src, "fused_lines.py")
	_, err := ctx.RunCode(code, module.Globals, module.Globals, nil)
	exc, ok := err.(py.ExceptionInfo)
	if !ok {
		t.Fatalf("error %v, want a TypeError", err)
	}
	var buf bytes.Buffer
	exc.TracebackDump(&buf)
	dump := buf.String()
	if !strings.Contains(dump, "line 4") || !strings.Contains(dump, "line 14") || !strings.Contains(dump, "TypeError") {
		t.Errorf("traceback:\n%s\nwant the TypeError of line 4 called from line 14", dump)
	}
}
