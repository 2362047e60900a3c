// Package interp runs Python scripts: it is the interpreter path of alpyna,
// the baseline every accelerated backend is measured and checked against.
//
// An [Interpreter] is one gpython context (github.com/go-python/gpython, the
// fork under third_party/gpython) with alpyna's Go-implemented modules
// registered: numpy (package pynumpy), the CPython-compatible math module, sys
// with the script's argv and path, and alpyna itself, whose jit decorator
// wraps a function in a [JitFunction]. In this stage a JitFunction simply
// calls the function; the compiler plugs in through [Config.Jit].
//
// Input is Python source, from a file or as notebook-style cells sharing one
// __main__ module. Output goes to the writers in [Config]. A failed run is
// reported as a typed error: [*SyntaxError] for source the parser rejects
// (file:line:col: reason), [*Exception] for an exception the script raised
// (its Traceback method renders it as CPython 3.11 does), and [*Exit] for
// sys.exit. ExitStatus maps each to the process exit status of docs/contract.md.
//
// Recursion is bounded as in CPython: a call that would make more Python
// frames run at once than sys.getrecursionlimit() (1000 unless
// sys.setrecursionlimit changes it; the module's frame counts) raises
// RecursionError: maximum recursion depth exceeded. gpython runs each
// Python frame in Go calls of its own, a few kilobytes of goroutine stack
// per frame, so whatever limit a script sets, the depth is capped at
// py.MaxRecursionDepth (30000) frames, where RecursionError is raised too:
// far below the 1 GB at which Go would kill the process. Recursion of Go
// code that runs no Python frame (the repr of a list nested 10^6 deep, say)
// is not bounded this way.
//
// Interp does not analyse or compile loop nests; that is the job of the
// frontend, depend and closure stages.
package interp
