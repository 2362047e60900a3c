// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package vm_test

import (
	"reflect"
	"testing"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/pytest"
)

// alpyna patch: the VM reuses the frames of finished calls, but never one
// that a traceback holds: the tracebacks of caught exceptions must still
// name the functions and lines they were made in after many more calls.
func TestPooledFramesKeepTracebacks(t *testing.T) {
	const src = `
def boom(n):
    if n == 0:
        raise ValueError("boom")
    return boom(n - 1)

def catch():
    try:
        boom(2)
    except ValueError as e:
        return e

def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

errors = [catch() for _ in range(3)]
for _ in range(3):
    fib(12)
`
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	module, code := pytest.CompileSrc(t, ctx, src, "pool.py")
	if _, err := ctx.RunCode(code, module.Globals, module.Globals, nil); err != nil {
		t.Fatal(err)
	}
	errors, ok := module.Globals["errors"].(*py.List)
	if !ok || len(errors.Items) != 3 {
		t.Fatalf("errors = %v", module.Globals["errors"])
	}
	// The traceback of an exception caught in catch starts at catch's
	// frame and goes down to where boom raised.
	type step struct {
		name   string
		lineno int32
	}
	want := []step{{"catch", 9}, {"boom", 5}, {"boom", 5}, {"boom", 4}}
	for i, item := range errors.Items {
		exc, ok := item.(*py.Exception)
		if !ok {
			t.Fatalf("errors[%d] is %T", i, item)
		}
		tb, _ := exc.Traceback.(*py.Traceback)
		var got []step
		for ; tb != nil; tb = tb.Next {
			got = append(got, step{tb.Frame.Code.Name, tb.Frame.Code.Addr2Line(tb.Lasti)})
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("errors[%d] traceback = %v, want %v", i, got, want)
		}
	}
}
