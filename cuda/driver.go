package cuda

import "unsafe"

// driver is the CUDA driver API as this package uses it: the thin layer
// that differs between builds. With the cuda build tag it is cuDriver
// (driver_cuda.go, the driver API through cgo); without it, noDriver
// (driver_nocuda.go), which fails every call with ErrNotBuilt. Tests install
// an in-memory fake.
//
// Methods report failure by panicking and never return
// an error; the exported API recovers every panic (see call) and asError
// turns the driver's own panic values into *Error. This keeps each method a
// short forward to the driver.
//
// Methods marked "context" need the context current on the calling OS
// thread: they are called only on the Context's worker goroutine.
type driver interface {
	init()
	version() int
	deviceCount() int
	properties(ordinal int) Properties
	// ctxCreate creates a context on the device and makes it current on
	// the calling thread.
	ctxCreate(ordinal int) uintptr
	ctxDestroy(ctx uintptr)                                  // context
	memAlloc(bytes int64) DevicePtr                          // context
	memFree(p DevicePtr)                                     // context
	copyHtoD(dst DevicePtr, src unsafe.Pointer, bytes int64) // context
	copyDtoH(dst unsafe.Pointer, src DevicePtr, bytes int64) // context
	memInfo() (free, total int64)                            // context
	synchronize()                                            // context
	// moduleLoad JIT-compiles PTX text; on failure it panics with an
	// *Error whose Log holds the JIT compiler's messages.
	moduleLoad(ptx string) uintptr                                  // context
	moduleUnload(mod uintptr)                                       // context
	function(mod uintptr, name string) uintptr                      // context
	launch(fn uintptr, grid, block [3]int, params []unsafe.Pointer) // context
	// asError converts a value the driver panicked with into an *Error,
	// or reports false when the value is not the driver's.
	asError(r any) (*Error, bool)
}
