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

// alpyna patch: an exception raised by the __format__ of a replacement
// field (FORMAT_VALUE) is reported at the f-string's line, under the
// function and call lines, as CPython 3.11 reports it.
func TestFStringTracebackLines(t *testing.T) {
	const src = `
class Bad:
    def __format__(self, spec):
        raise ValueError("bad spec " + spec)

def f(x):
    y = x + 1
    return f"{x}-{y}-{Bad():zz}"

print(f(1))
`
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	module, code := pytest.CompileSrc(t, ctx, src, "fstring_lines.py")
	_, err := ctx.RunCode(code, module.Globals, module.Globals, nil)
	exc, ok := err.(py.ExceptionInfo)
	if !ok {
		t.Fatalf("error %v, want a ValueError", err)
	}
	var buf bytes.Buffer
	exc.TracebackDump(&buf)
	dump := buf.String()
	for _, want := range []string{"line 10, in <module>", "line 8, in f", "line 4, in __format__", "ValueError: bad spec zz"} {
		if !strings.Contains(dump, want) {
			t.Errorf("traceback:\n%s\nwant %q", dump, want)
		}
	}
}
