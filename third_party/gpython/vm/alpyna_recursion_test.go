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

// alpyna patch: the running frames are a list indexed by the depth, grown
// as calls go deeper (py/recursion.go). Go code called at any depth must
// find the innermost Python frame as py.RunningFrame, past the first
// growth of the list and back up after deeper calls returned, and none
// once the outermost frame finished.
func TestRunningFrameAtDepth(t *testing.T) {
	const src = `
def down(n):
    if n == 0:
        return where()
    return down(n - 1)

def at(n):
    return (down(n), where())
`
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	module, code := pytest.CompileSrc(t, ctx, src, "running_frame.py")
	// where returns the name of the function whose frame RunningFrame
	// gives and how many frames are counted
	module.Globals["where"] = py.MustNewMethod("where", func(self py.Object, args py.Tuple) (py.Object, error) {
		frame := py.RunningFrame()
		if frame == nil {
			return py.None, nil
		}
		return py.Tuple{py.String(frame.Code.Name), py.Int(ctx.Store().RecursionDepth())}, nil
	}, 0, "")
	if _, err := ctx.RunCode(code, module.Globals, module.Globals, nil); err != nil {
		t.Fatal(err)
	}
	// depths around the list's first sizes (16, 32, 64) and well past
	for _, n := range []int{0, 13, 14, 15, 30, 31, 62, 63, 200, 5} {
		code, err := py.Compile(fmt.Sprintf("at(%d)", n), "<run>", py.EvalMode, 0, true)
		if err != nil {
			t.Fatal(err)
		}
		res, err := ctx.RunCode(code, module.Globals, module.Globals, nil)
		if err != nil {
			t.Fatal(err)
		}
		// <run>'s frame, at's, then n+1 of down's
		want := py.Tuple{
			py.Tuple{py.String("down"), py.Int(n + 3)},
			py.Tuple{py.String("at"), py.Int(2)},
		}
		if got := res.(py.Tuple); len(got) != 2 || !tupleEqual(got[0].(py.Tuple), want[0].(py.Tuple)) || !tupleEqual(got[1].(py.Tuple), want[1].(py.Tuple)) {
			t.Fatalf("at(%d) = %v, want %v", n, res, want)
		}
	}
	if frame := py.RunningFrame(); frame != nil {
		t.Fatalf("RunningFrame() after the runs = %v, want nil", frame.Code.Name)
	}
	if depth := ctx.Store().RecursionDepth(); depth != 0 {
		t.Fatalf("after the runs: %d frames counted, want 0", depth)
	}
}

func tupleEqual(a, b py.Tuple) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
