// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package vm_test

import (
	"testing"
	"time"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/vm"
)

// alpyna patch: the JUMP_ABSOLUTE that ends a for loop's body runs the
// loop's next FOR_ITER STORE_FAST itself (fastJumpForIterStore), so a
// loop over a range or a list in a function never leaves that step. It
// must still stop with KeyboardInterrupt at vm.Interrupt.
func TestInterruptForLoop(t *testing.T) {
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	for _, src := range []string{
		"def f():\n    n = 0\n    for i in range(10**15):\n        n += i\nf()\n",
		"def f():\n    xs = [1, 2, 3] * 1000\n    n = 0\n    while True:\n        for x in xs:\n            n += x\nf()\n",
	} {
		code, err := py.Compile(src, "<test>", py.ExecMode, 0, true)
		if err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() {
			_, err := py.RunCode(ctx, code, "<test>", nil)
			done <- err
		}()
		time.Sleep(50 * time.Millisecond)
		vm.Interrupt()
		select {
		case err := <-done:
			exc, ok := err.(py.ExceptionInfo)
			if !ok || !py.IsException(py.KeyboardInterrupt, exc.Value) {
				t.Fatalf("%q ended with %v, want KeyboardInterrupt", src, err)
			}
		case <-time.After(30 * time.Second):
			vm.Interrupt()
			t.Fatalf("%q was not interrupted", src)
		}
		vm.ClearInterrupt()
	}
}
