// Package runtime is what alpyna's executors share, and the interface by
// which package closure runs a nest's kernel module on one of them.
//
// A Backend runs a ModuleCall (the kernel module, the call's plan, arrays
// and values in an Instance, the threads, the exact-reductions flag, the
// execution plans' schedule hooks, the cache directory) and returns a
// Result (the scalars afterwards, compile and transfer times, GPU thread
// axes, the executor's name and why it is not the fastest). The backends
// live in packages of their own:
//
//   - runtime/cpu: the CPU launch driver (host loops, launches split into
//     boxes across goroutines, the execution plans' Schedules) over native
//     kernels (Native, through runtime/native) or the Go executor's
//     (GoKernels);
//   - runtime/gpu: the gpu executor, with device mirrors, over a Device: a
//     CUDA GPU (runtime/cudadev) or the EmulatedDevice;
//   - runtime/kexec: the Go executor of the kernel IR, and its lockstep
//     mode, which the other two run kernels on where no native code is;
//   - runtime/looprec: the Go executor of the loop record, for the nests
//     that have no kernels (it runs an Instance, not a module).
//
// This package holds the pieces they share: Value, with exactly the
// interpreter's semantics (Python int, float and bool arithmetic and
// errors, NumPy scalar promotion through package ndarray, CPython's math
// functions through the C library), and its encoding in the slots of an
// argument vector (kernel/abi.go); ModuleCall.Vector, which encodes a
// call's argument vector and allocates the module's temporary arrays, and
// ModuleCall.ScalarsAfter, which decodes the scalars a run leaves; the
// combination of reductions' partial results (SlotIdentity, CombineSlots,
// ShareIdentity, FoldShares); the compiler of kernel-IR expressions
// (ExprCompiler) and the host-expression evaluator built on it (HostEval);
// StatusError and OutOfMemoryError; Geometry; the execution plans' hooks
// (ScheduleFunc, GPUScheduleFunc).
//
// It does not parse Python, decide dependences, generate code or talk to
// the interpreter: package compiler builds the modules, package irregular
// makes the execution plans, and package closure binds the values, picks
// the Backend and converts the results back to Python objects.
package runtime
