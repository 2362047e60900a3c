// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: a way for a host (alpyna's Jupyter kernel) to interrupt
// running Python code, as CPython's SIGINT handler does.

package vm

import (
	"sync/atomic"

	"github.com/go-python/gpython/py"
)

// interruptRequested is set by Interrupt and consumed by the first loop
// back edge that sees it. One flag serves the whole process: a kernel
// process runs one session.
var interruptRequested atomic.Bool

// Interrupt asks the running Python code to raise KeyboardInterrupt at
// its next loop iteration (a backward jump of any frame). It is safe to
// call from any goroutine; code that is not in a Python loop (a Go
// function, a native kernel) is not stopped until it returns to one.
func Interrupt() { interruptRequested.Store(true) }

// ClearInterrupt withdraws a pending Interrupt that no loop has seen yet,
// so that it does not stop the next piece of code run.
func ClearInterrupt() { interruptRequested.Store(false) }

// pollInterrupt returns a KeyboardInterrupt when Interrupt was called
// since the last poll. It costs one atomic load when there is none, so
// the eval loop can afford it on every backward jump.
func pollInterrupt() error {
	if interruptRequested.Load() && interruptRequested.CompareAndSwap(true, false) {
		return py.ExceptionNewf(py.KeyboardInterrupt, "")
	}
	return nil
}
