//go:build ignore

// pgo_profile writes the CPU profile that `go build` applies to the
// alpyna command as default.pgo (profile-guided optimisation). It runs, in
// this one process, what the command spends its time on:
//
//   - the plain-Python programs of testdata/interpbench in the
//     interpreter (the evaluation loop, calls, attributes, dicts, strings);
//   - a few benchmarks/ scripts on the cpu backend, once with an empty
//     kernel cache (the front end, the analysis and kernel generation) and
//     then with the cache warm (binding arguments, launching kernels);
//   - testdata/scripts/loops_cell_calls.py on the cpu backend, a jit
//     function called once per cell, and jitCallScript, a small jit
//     function called 100,000 times (the closure's per-call path).
//
// Regenerate the profile after large changes to the interpreter, the fork
// of gpython or the closure, from the repository's root:
//
//	go run cmd/alpyna/pgo_profile.go -o cmd/alpyna/default.pgo
//
// go run builds this program with the default.pgo already in the folder;
// Go's PGO is meant to take profiles of binaries it optimised, so the
// result settles instead of drifting from one regeneration to the next.
//
// The profile is written in pprof's compressed protocol-buffer form, as
// `go tool pprof -proto` writes a merged one. Its weights follow the CPU
// time of each part; -rounds repeats the whole set (docs/interpreter.md,
// "Eleventh pass").
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime/pprof"
	"time"

	"github.com/alpyna/alpyna"
)

// run is one script run: its path, its arguments and the backend.
type run struct {
	script  string
	args    []string
	backend string
	// coldCache runs it with a new, empty kernel cache, so that the
	// kernels are generated and compiled as on a script's first run.
	coldCache bool
}

// kernelRuns are the cpu backend's part of the profile. The sizes keep each
// run under a second or so on a laptop core.
var kernelRuns = []run{
	{script: "benchmarks/gemm.py", args: []string{"256"}, backend: "cpu", coldCache: true},
	{script: "benchmarks/mandelbrot.py", args: []string{"512"}, backend: "cpu", coldCache: true},
	{script: "benchmarks/black_scholes.py", args: []string{"200000"}, backend: "cpu", coldCache: true},
	{script: "benchmarks/jacobi.py", args: []string{"256"}, backend: "cpu", coldCache: true},
	{script: "benchmarks/gemm.py", args: []string{"256"}, backend: "cpu"},
	{script: "benchmarks/conv2d.py", args: []string{"512"}, backend: "cpu"},
	{script: "benchmarks/edge_flux.py", args: []string{"128"}, backend: "cpu"},
	{script: "testdata/scripts/loops_cell_calls.py", backend: "cpu"},
	{script: "testdata/scripts/loops_cell_calls.py", backend: "cpu"},
}

// jitCallScript calls a jit function of sixteen elements in a loop, as
// BenchmarkJitCallOverhead's axpy16 does: the kernel takes nanoseconds, so
// the time is the call's (the interpreter's call, the closure's binding and
// the cpu backend's launch).
const jitCallScript = `import numpy as np
import alpyna


@alpyna.jit
def axpy(a, x, y, t):
    for i in range(len(x)):
        y[i] = a * x[i] + y[i] + t


x = np.linspace(0.0, 1.0, 16)
y = np.zeros(16)
for t in range(100000):
    axpy(2.0, x, y, t)
print(y[0])
`

func main() {
	out := flag.String("o", "default.pgo", "the profile to write")
	rounds := flag.Int("rounds", 2, "how many times to run the whole set")
	flag.Parse()

	programs, err := filepath.Glob(filepath.Join("testdata", "interpbench", "*.py"))
	if err != nil || len(programs) == 0 {
		fatalf("no programs in testdata/interpbench (run from the repository's root): %v", err)
	}
	var runs []run
	for _, p := range programs {
		runs = append(runs, run{script: p, backend: "interp"})
	}
	runs = append(runs, kernelRuns...)

	cacheRoot, err := os.MkdirTemp("", "alpyna-pgo-")
	if err != nil {
		fatalf("%v", err)
	}
	defer os.RemoveAll(cacheRoot)
	jitCalls := filepath.Join(cacheRoot, "jit_calls.py")
	if err := os.WriteFile(jitCalls, []byte(jitCallScript), 0o644); err != nil {
		fatalf("%v", err)
	}
	runs = append(runs, run{script: jitCalls, backend: "cpu"})
	// The warm runs share one cache, filled by their first round.
	warmCache := filepath.Join(cacheRoot, "warm")

	f, err := os.Create(*out)
	if err != nil {
		fatalf("%v", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fatalf("%v", err)
	}
	for round := 0; round < *rounds; round++ {
		for i, r := range runs {
			cache := warmCache
			if r.coldCache {
				cache = filepath.Join(cacheRoot, fmt.Sprintf("cold-%d-%d", round, i))
			}
			start := time.Now()
			var stdout, stderr bytes.Buffer
			err := alpyna.RunFile(r.script, alpyna.Options{
				Stdout: &stdout, Stderr: &stderr, Args: r.args,
				Backend: r.backend, CacheDir: cache,
			})
			if err != nil {
				pprof.StopCPUProfile()
				fatalf("%s %v: %v\n%s", r.script, r.args, err, stderr.String())
			}
			fmt.Fprintf(os.Stderr, "round %d: %s %v (%s): %.2fs\n", round, r.script, r.args, r.backend, time.Since(start).Seconds())
		}
	}
	pprof.StopCPUProfile()
	if err := f.Close(); err != nil {
		fatalf("%v", err)
	}
}

func fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "pgo_profile: "+format+"\n", args...)
	os.Exit(1)
}
