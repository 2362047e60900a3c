// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package vm_test

import (
	"testing"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/pytest"
)

// alpyna patch: each Python frame counts against the recursion limit
// (py/recursion.go). A Go panic that unwinds Python frames and is
// recovered by Go code must leave none of them counted: the context must
// then run as deep as before.
func TestRecursionCountAfterPanic(t *testing.T) {
	const src = `
def down(n):
    if n == 0:
        boom()
    return down(n - 1)

def deep(n):
    if n == 0:
        return 0
    return deep(n - 1) + 1
`
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	module, code := pytest.CompileSrc(t, ctx, src, "recursion_panic.py")
	module.Globals["boom"] = py.MustNewMethod("boom", func(self py.Object, args py.Tuple) (py.Object, error) {
		panic("boom from Go")
	}, 0, "")
	if _, err := ctx.RunCode(code, module.Globals, module.Globals, nil); err != nil {
		t.Fatal(err)
	}
	run := func(src string) (res py.Object, err error, panicked any) {
		t.Helper()
		defer func() { panicked = recover() }()
		code, err := py.Compile(src, "<run>", py.EvalMode, 0, true)
		if err != nil {
			t.Fatal(err)
		}
		res, err = ctx.RunCode(code, module.Globals, module.Globals, nil)
		return res, err, nil
	}
	for i := 0; i < 3; i++ {
		if _, _, p := run("down(50)"); p != "boom from Go" {
			t.Fatalf("down(50): recovered %v, want the Go panic", p)
		}
		if depth := ctx.Store().RecursionDepth(); depth != 0 {
			t.Fatalf("after the panic: %d frames counted, want 0", depth)
		}
	}
	// the module's frame and 996 of deep's: within the default limit
	// of 1000 only if the panicked frames were all uncounted
	res, err, p := run("deep(995)")
	if p != nil || err != nil {
		t.Fatalf("deep(995): panic %v, err %v", p, err)
	}
	if res != py.Int(995) {
		t.Fatalf("deep(995) = %v, want 995", res)
	}
	if _, err, _ := run("deep(1000)"); err == nil || !py.IsException(py.RecursionError, err) {
		t.Fatalf("deep(1000): err = %v, want RecursionError", err)
	}
}
