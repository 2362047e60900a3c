// Package runtime executes analysed loop nests.
//
// This version holds the pure-Go executor: it runs a nest's loop record
// under its resolved plan (package depend), with exactly the interpreter's
// semantics — Python int, float and bool arithmetic and errors, NumPy
// scalar promotion through package ndarray, CPython's math functions through
// the C library — and with the loops the plan allows split across
// goroutines. It is the reference the native executors are checked against
// and the fallback where no LLVM tool chain is found.
//
// It does not parse Python, decide dependences, or talk to the interpreter:
// package closure binds the values and converts results back to Python
// objects. Native CPU and GPU executors (kernel IR compiled through LLVM)
// are later stages.
package runtime
