package alpyna_test

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/report"
)

// A jitCallNest is a small jit function whose per-call overhead
// BenchmarkJitCallOverhead measures: its definition and arrays (setup),
// and the call of each case, where t is the call's number and sizes
// cycles through four sizes.
type jitCallNest struct {
	name  string
	setup string
	// calls is how many calls one timed loop makes.
	calls int
	// same calls with the same arrays and values; scalar passes t, an
	// integer the kernels read, that changes every call; sizes passes
	// arrays of one of four sizes, in turn (sizes[t % 4]).
	same, scalar, sizes string
}

var jitCallNests = []jitCallNest{
	{
		// Sixteen elements: the kernel takes nanoseconds, so the time
		// per call is the dispatch's.
		name: "axpy16",
		setup: `import numpy as np
import alpyna

@alpyna.jit
def axpy(a, x, y, t):
    for i in range(len(x)):
        y[i] = a * x[i] + y[i] + t

x = np.linspace(0.0, 1.0, 16)
y = np.zeros(16)
xs = [np.linspace(0.0, 1.0, 16 + k) for k in range(4)]
ys = [np.zeros(16 + k) for k in range(4)]
`,
		calls:  1000,
		same:   "axpy(2.0, x, y, 1)",
		scalar: "axpy(2.0, x, y, t)",
		sizes:  "axpy(2.0, xs[t % 4], ys[t % 4], 1)",
	},
	{
		name: "saxpy1000",
		setup: `import numpy as np
import alpyna

@alpyna.jit
def saxpy(a, x, y, t):
    for i in range(len(x)):
        y[i] = a * x[i] + 0.5 * y[i] + t

x = np.linspace(0.0, 1.0, 1000)
y = np.zeros(1000)
xs = [np.linspace(0.0, 1.0, 1000 + k) for k in range(4)]
ys = [np.zeros(1000 + k) for k in range(4)]
`,
		calls:  1000,
		same:   "saxpy(2.0, x, y, 1)",
		scalar: "saxpy(2.0, x, y, t)",
		sizes:  "saxpy(2.0, xs[t % 4], ys[t % 4], 1)",
	},
	{
		// A reduction: s is read before the nest and assigned back after
		// it, so the dispatch passes the function's locals.
		name: "dot1000",
		setup: `import numpy as np
import alpyna

@alpyna.jit
def dot(x, y, t):
    s = 0.5 * t
    for i in range(len(x)):
        s += x[i] * y[i]
    return s

x = np.linspace(0.0, 1.0, 1000)
y = np.linspace(1.0, 2.0, 1000)
xs = [np.linspace(0.0, 1.0, 1000 + k) for k in range(4)]
ys = [np.linspace(1.0, 2.0, 1000 + k) for k in range(4)]
`,
		calls:  1000,
		same:   "dot(x, y, 1)",
		scalar: "dot(x, y, t)",
		sizes:  "dot(xs[t % 4], ys[t % 4], 1)",
	},
	{
		name: "stencil64x64",
		setup: `import numpy as np
import alpyna

@alpyna.jit
def stencil(A, B, t):
    n, m = A.shape
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            B[i, j] = 0.2 * (A[i, j] + A[i - 1, j] + A[i + 1, j] + A[i, j - 1] + A[i, j + 1]) + t

A = np.ones((64, 64))
B = np.zeros((64, 64))
As = [np.ones((64 + k, 64 + k)) for k in range(4)]
Bs = [np.zeros((64 + k, 64 + k)) for k in range(4)]
`,
		calls:  1000,
		same:   "stencil(A, B, 1)",
		scalar: "stencil(A, B, t)",
		sizes:  "stencil(As[t % 4], Bs[t % 4], 1)",
	},
	{
		// PolyBench's ludcmp (testdata/polybench/ludcmp.py) at its SMALL
		// size, 120, on a diagonally dominant matrix that calls factor
		// again without overflowing; t shifts b.
		name: "ludcmp120",
		setup: `import numpy as np
import alpyna

@alpyna.jit
def kernel_ludcmp(n, A, b, x, y, t):
    for i in range(n):
        for j in range(i):
            w = A[i, j]
            for k in range(j):
                w -= A[i, k] * A[k, j]
            A[i, j] = w / A[j, j]
        for j in range(i, n):
            w = A[i, j]
            for k in range(i):
                w -= A[i, k] * A[k, j]
            A[i, j] = w
    for i in range(n):
        w = b[i] + t
        for j in range(i):
            w -= A[i, j] * y[j]
        y[i] = w
    for i in range(n - 1, -1, -1):
        w = y[i]
        for j in range(i + 1, n):
            w -= A[i, j] * x[j]
        x[i] = w / A[i, i]

def problem(n):
    return (n, np.eye(n) * n + 1.0, np.linspace(1.0, 2.0, n), np.zeros(n), np.zeros(n))

n, A, b, x, y = problem(120)
ps = [problem(120 + k) for k in range(4)]
`,
		calls:  50,
		same:   "kernel_ludcmp(n, A, b, x, y, 1)",
		scalar: "kernel_ludcmp(n, A, b, x, y, t)",
		sizes:  "kernel_ludcmp(*ps[t % 4], t=1)",
	},
}

// BenchmarkJitCallOverhead measures what a call of a small jit function
// costs on the cpu backend, against the time its kernels run: (first) the
// first call in a fresh session whose kernels are in the on-disk cache,
// (same) calls with the same arrays and values, (scalar) calls passing an
// integer that changes every call, as a time loop passes t, (sizes) calls
// cycling through arrays of four sizes. Metrics: us/call, the time per
// call, kernel-us/call, what the run reports measured the kernels'
// execution at (the rest is the overhead: binding the arguments, the
// analysis and the kernel cache, the interpreter's call), and
// numba-us/call, the same calls of the same functions under @njit
// (testdata/bench/jitcall_numba.py, run once; left out where CPython with
// Numba is not installed).
func BenchmarkJitCallOverhead(b *testing.B) {
	cache := b.TempDir()
	numba := numbaCallMicros()
	for _, nc := range jitCallNests {
		// Fill the kernel cache for the first-call case.
		s := newJitSession(b, cache, nil, nc.setup)
		execCell(b, s, loopOf(nc.calls/10+4, nc.same)+loopOf(4, nc.scalar)+loopOf(8, nc.sizes))
		s.Close()
		b.Run(nc.name+"/first", func(b *testing.B) {
			var total time.Duration
			for b.Loop() {
				b.StopTimer()
				s := newJitSession(b, cache, nil, nc.setup)
				b.StartTimer()
				start := time.Now()
				execCell(b, s, nc.same)
				total += time.Since(start)
				b.StopTimer()
				s.Close()
				b.StartTimer()
			}
			b.ReportMetric(float64(total.Microseconds())/float64(b.N), "us/call")
			b.ReportMetric(0, "ns/op")
		})
		for _, c := range []struct{ name, call string }{{"same", nc.same}, {"scalar", nc.scalar}, {"sizes", nc.sizes}} {
			b.Run(nc.name+"/"+c.name, func(b *testing.B) {
				loop := loopOf(nc.calls, c.call)
				s := newJitSession(b, cache, nil, nc.setup)
				defer s.Close()
				execCell(b, s, loopOf(8, c.call)) // compile, fill the caches
				var total time.Duration
				for b.Loop() {
					start := time.Now()
					execCell(b, s, loop)
					total += time.Since(start)
				}
				b.ReportMetric(float64(total.Microseconds())/float64(b.N*nc.calls), "us/call")
				b.ReportMetric(kernelMicros(b, cache, nc.setup, c.call, nc.calls), "kernel-us/call")
				if us, ok := numba[nc.name+" "+c.name]; ok {
					b.ReportMetric(us, "numba-us/call")
				}
				b.ReportMetric(0, "ns/op")
			})
		}
	}
}

// kernelMicros is the run reports' execute time per call, over calls
// calls, in microseconds, from a session of its own (a report costs each
// call time of its own).
func kernelMicros(b *testing.B, cache, setup, call string, calls int) float64 {
	var total time.Duration
	rec := func(r report.Nest) {
		if r.Executor != "native" {
			b.Fatalf("%s ran on %s: %s", call, r.Executor, *r.ExecutorReason)
		}
		total += time.Duration(r.Time.Execute * 1e9)
	}
	s := newJitSession(b, cache, rec, setup)
	defer s.Close()
	execCell(b, s, loopOf(calls, call))
	return float64(total.Nanoseconds()) / 1e3 / float64(calls)
}

func newJitSession(b *testing.B, cache string, rep func(report.Nest), setup string) *alpyna.Session {
	b.Helper()
	s, err := alpyna.NewSession(alpyna.Options{Backend: "cpu", CacheDir: cache, Report: rep})
	if err != nil {
		b.Fatal(err)
	}
	execCell(b, s, setup)
	return s
}

func execCell(b *testing.B, s *alpyna.Session, src string) {
	b.Helper()
	if err := s.Exec(src); err != nil {
		b.Fatalf("%v\n%s", err, src)
	}
}

// loopOf is a loop making n calls, t counting them.
func loopOf(n int, call string) string {
	return fmt.Sprintf("for t in range(%d):\n    %s\n", n, strings.TrimSpace(call))
}

// numbaCallMicros runs testdata/bench/jitcall_numba.py under CPython and
// returns its times by "NAME CASE"; empty where CPython with Numba is not
// installed.
func numbaCallMicros() map[string]float64 {
	out, err := exec.Command("/usr/bin/python3", filepath.Join("testdata", "bench", "jitcall_numba.py")).Output()
	if err != nil {
		return nil
	}
	times := map[string]float64{}
	for line := range strings.Lines(string(out)) {
		f := strings.Fields(line)
		if len(f) != 3 {
			continue
		}
		if us, err := strconv.ParseFloat(f[2], 64); err == nil {
			times[f[0]+" "+f[1]] = us
		}
	}
	return times
}
