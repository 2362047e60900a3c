// Package cuda runs kernels on a CUDA GPU through the CUDA driver API: it
// is the device layer under the runtime's gpu executor.
//
// It takes PTX text (from the kernel generator, through llc or nvcc), host
// byte slices and launch geometries (from package gridcalc), and gives
// device memory, loaded kernels, launches and copies back to the host.
// Every failure is returned as an error, never a panic: a *Error carries
// the driver's CUresult, its name and description, and for a module load
// the JIT compiler's log.
//
// # Builds
//
// The driver API is called through cgo, which needs the CUDA headers and
// libcuda to build, so it is used only with the cuda build tag:
//
//	go build -tags cuda ./...
//
// Without the tag the package has the same API, and every operation
// returns ErrNotBuilt, whose message says how to rebuild; Available is
// false and Reason says why. With the tag, Available is false when the
// driver finds no device. Callers check Available once and fall back to
// the CPU with Reason in their diagnostic.
//
// # Threads
//
// A CUDA context is current on one OS thread at a time. A Context therefore
// owns one goroutine, locked to its OS thread with runtime.LockOSThread,
// which creates the context and makes every driver call that needs it;
// other goroutines send it closures and wait for their results. So every
// method may be called from any goroutine, calls on one Context run one at
// a time in arrival order, and callers never lock threads themselves.
// Package-level functions (DeviceCount, DeviceProperties, DriverVersion)
// need no context and run on the caller's goroutine.
//
// # Use
//
//	ctx, err := cuda.Open(0)
//	mod, err := ctx.LoadModule(ptx)
//	fn, err := mod.Function("kernel_l14")
//	buf, err := ctx.Alloc(int64(len(host)))
//	err = buf.CopyFromHost(host)
//	g, err := gridcalc.Compute(loops, ctx.Properties().Limits, gridcalc.Options{})
//	err = fn.LaunchGeometry(g, buf, int64(n))
//	err = buf.CopyToHost(host) // waits for the kernel
//	ctx.Close()                // frees buf and unloads mod
package cuda
