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

// An endless loop stops with KeyboardInterrupt at vm.Interrupt, and a
// withdrawn interrupt stops nothing (alpyna patch, interrupt.go).
func TestInterrupt(t *testing.T) {
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	run := func(src string) error {
		code, err := py.Compile(src, "<test>", py.ExecMode, 0, true)
		if err != nil {
			return err
		}
		_, err = py.RunCode(ctx, code, "<test>", nil)
		return err
	}

	vm.Interrupt()
	vm.ClearInterrupt()
	if err := run("n = 0\nfor i in range(1000):\n    n += i\n"); err != nil {
		t.Fatalf("a withdrawn interrupt stopped the code: %v", err)
	}

	done := make(chan error, 1)
	go func() {
		done <- run("n = 0\nwhile True:\n    n += 1\n")
	}()
	time.Sleep(50 * time.Millisecond)
	vm.Interrupt()
	select {
	case err := <-done:
		exc, ok := err.(py.ExceptionInfo)
		if !ok || !py.IsException(py.KeyboardInterrupt, exc.Value) {
			t.Fatalf("the interrupted loop ended with %v, want KeyboardInterrupt", err)
		}
	case <-time.After(30 * time.Second):
		vm.Interrupt() // let the goroutine end before the test binary does
		t.Fatal("the loop was not interrupted")
	}
}
