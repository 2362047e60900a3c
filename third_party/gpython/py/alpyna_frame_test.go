// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package py_test

import (
	"testing"

	"github.com/go-python/gpython/py"
	_ "github.com/go-python/gpython/stdlib"
)

// alpyna patch (thirteenth pass): a frame kept for the next call of the
// same code (ReleaseKeepingCode, then Rerun) starts that call with its
// variables unbound and an empty value stack laid out after them, even
// where the last call returned with values left on the stack (a return
// from inside a for loop leaves the loop's iterator there), and a frame
// kept after another code is laid out anew by Reset. ReleaseKeepingCode
// empties the stack in place, and Rerun no longer lays it out again.
func TestRerunStartsWithEmptyStack(t *testing.T) {
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	globals := py.NewStringDict()
	code := &py.Code{Nlocals: 2, Stacksize: 3, Varnames: []string{"a", "b"}, Name: "f"}
	f := py.NewFrame(ctx, globals, nil, code, nil)
	for call := 0; call < 3; call++ {
		if call > 0 {
			if !f.Rerun(ctx, globals, nil, code) {
				t.Fatalf("call %d: Rerun refused the frame of the same code", call)
			}
		}
		if len(f.Stack) != 0 || cap(f.Stack) != 3 {
			t.Fatalf("call %d: stack of length %d and capacity %d, want 0 and 3", call, len(f.Stack), cap(f.Stack))
		}
		for i, v := range f.Localsplus {
			if v != nil {
				t.Fatalf("call %d: variable %d is %v, want unbound", call, i, v)
			}
		}
		f.Localsplus[0], f.Localsplus[1] = py.Int(1), py.Int(2)
		// fill the stack: a push must not overwrite a variable
		f.Stack = append(f.Stack, py.Int(7), py.Int(8), py.Int(9))
		if f.Localsplus[0] != py.Int(1) || f.Localsplus[1] != py.Int(2) {
			t.Fatalf("call %d: pushes overwrote the variables: %v", call, f.Localsplus)
		}
		f.Stack = f.Stack[:1] // returns with a value left on the stack
		f.ReleaseKeepingCode()
	}
	// another code: Rerun leaves the frame to Reset
	other := &py.Code{Nlocals: 1, Stacksize: 5, Varnames: []string{"x"}, Name: "g"}
	if f.Rerun(ctx, globals, nil, other) {
		t.Fatal("Rerun took the frame of another code")
	}
	f.Reset(ctx, globals, nil, other, nil)
	if len(f.Stack) != 0 || cap(f.Stack) != 5 || len(f.Localsplus) != 1 || f.Localsplus[0] != nil {
		t.Fatalf("after Reset: stack %d/%d, variables %v", len(f.Stack), cap(f.Stack), f.Localsplus)
	}
}
