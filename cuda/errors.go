package cuda

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
)

// ErrNotBuilt is returned by every operation of a binary built without the
// cuda build tag.
var ErrNotBuilt = errors.New("GPU support is not built in: rebuild alpyna with `go build -tags cuda` on a machine with the CUDA toolkit (nvcc, libcuda)")

// ErrClosed is returned by operations on a Context after Close, and on
// its buffers, modules and functions.
var ErrClosed = errors.New("cuda: context is closed")

// An Error is a failure reported by the CUDA driver.
type Error struct {
	Op   string // what was being done, e.g. "alloc 1024 bytes"
	Code int    // the driver's CUresult, e.g. 2 for CUDA_ERROR_OUT_OF_MEMORY
	Name string // the CUresult's name, e.g. "CUDA_ERROR_OUT_OF_MEMORY"
	Msg  string // the driver's description, e.g. "out of memory"; may be empty
	Log  string // for a module load, the JIT compiler's error log; else empty
}

// Error formats e as "cuda: OP: NAME (CODE): MSG", followed by the JIT log
// on the next lines when there is one.
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("cuda: ")
	if e.Op != "" {
		b.WriteString(e.Op)
		b.WriteString(": ")
	}
	name := e.Name
	if name == "" {
		name = "CUresult"
	}
	fmt.Fprintf(&b, "%s (%d)", name, e.Code)
	if e.Msg != "" {
		b.WriteString(": ")
		b.WriteString(e.Msg)
	}
	if log := strings.TrimSpace(e.Log); log != "" {
		b.WriteString("\n")
		b.WriteString(log)
	}
	return b.String()
}

// CUresult codes that callers may want to tell apart. The full list is in
// the CUDA driver API's cuda.h.
const (
	CodeOutOfMemory = 2   // CUDA_ERROR_OUT_OF_MEMORY
	CodeNoDevice    = 100 // CUDA_ERROR_NO_DEVICE
	CodeInvalidPTX  = 218 // CUDA_ERROR_INVALID_PTX
	CodeNotFound    = 500 // CUDA_ERROR_NOT_FOUND, e.g. no such kernel
)

// call runs f, which calls the driver, and returns the panic it raised, if
// any, as an error. package cu panics on every CUDA error, so each exported
// operation goes through call: no panic crosses this package's API.
func call(op string, f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fromPanic(op, r)
		}
	}()
	f()
	return nil
}

// fromPanic converts a recovered value into the error an operation returns.
// Driver errors become *Error; anything else is a bug in this package,
// reported with the stack where it happened, since the caller's stack
// (on another goroutine, for context operations) would not show it.
func fromPanic(op string, r any) error {
	if e, ok := drv.asError(r); ok {
		e.Op = op
		return e
	}
	switch r := r.(type) {
	case *Error:
		e := *r
		if e.Op == "" {
			e.Op = op
		}
		return &e
	case error:
		if errors.Is(r, ErrNotBuilt) {
			return ErrNotBuilt
		}
	}
	return fmt.Errorf("cuda: %s: unexpected panic: %v\n%s", op, r, debug.Stack())
}
