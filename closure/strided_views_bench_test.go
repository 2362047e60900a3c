package closure_test

import (
	"flag"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/closure"
)

var stridedSize = flag.Int("strided.size", 2000, "side of BenchmarkStridedViews' square array (the column sweep's array has side*side/8 rows of 8)")

// stridedBench times, inside the script, the best of reps calls of a jit
// stencil over the sub-block a[1:-1, 1:-1] of an n×n array into another
// sub-block, and of a jit sweep down one column of a tall array reading
// another column (two interleaved strided views of one buffer), and of
// a jit sum over the transpose of an (n/2)×(n/2) int64 array; and, for
// scale, the stencil on contiguous copies of the same sub-blocks.
const stridedBench = `import sys, time
import numpy as np
import alpyna


@alpyna.jit
def stencil(out, a):
    for i in range(1, a.shape[0] - 1):
        for j in range(1, a.shape[1] - 1):
            out[i - 1, j - 1] = 0.25 * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])


@alpyna.jit
def sweep(y, x):
    for i in range(y.shape[0]):
        y[i] = 0.5 * y[i] + 2.0 * x[i]


@alpyna.jit
def total(x):
    s = 0
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            s += x[i, j]
    return s


n, reps = int(sys.argv[1]), int(sys.argv[2])
a = np.arange(n * n, dtype=np.float64).reshape(n, n) % 17
b = np.zeros((n, n))
t = np.zeros((n * n // 8, 8))
t[:, 2] = 1.0
m = np.arange(n // 2 * n // 2, dtype=np.int64).reshape(n // 2, n // 2)
ac, bc = a[1:-1, 1:-1].copy(), np.zeros((n - 2, n - 2))
calls = (("stencil", lambda: stencil(b[1:-1, 1:-1], a[1:-1, 1:-1])), ("sweep", lambda: sweep(t[:, 1], t[:, 2])),
         ("transpose", lambda: total(m.T)), ("contiguous", lambda: stencil(bc, ac)))
for name, call in calls:
    call()
    best = 1e9
    for r in range(reps):
        t0 = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - t0)
    print(name, best * 1e3)
print(b[1:4, 1:4].sum(), t[:3, 1], total(m.T))
`

// BenchmarkStridedViews compares, in one run, strided views addressed by
// the kernels through their strides ("strides") with the same views
// staged in contiguous copies ("staged", what alpyna did before):
// metrics stencil-ms, sweep-ms, transpose-ms and contiguous-ms are the
// best call of each (docs/cpu.md, "Strided views in kernels"). Run with -bench
// StridedViews -benchtime 1x.
func BenchmarkStridedViews(b *testing.B) {
	dir, name := writeScript(b, stridedBench)
	for _, mode := range []string{"staged", "strides", "staged", "strides"} {
		b.Run(mode, func(b *testing.B) {
			closure.StageAllViews(mode == "staged")
			defer closure.StageAllViews(false)
			for range b.N {
				out, errs, nests := runWith(b, dir, name, alpyna.Options{Backend: "cpu", Args: []string{strconv.Itoa(*stridedSize), "10"}})
				for _, n := range nests {
					if n.Backend != "cpu" {
						b.Fatalf("%s:%d ran on %s: %s", n.Function, n.Line, n.Backend, n.Reason)
					}
				}
				for _, line := range strings.Split(out, "\n") {
					var what string
					var ms float64
					if _, err := fmt.Sscanf(line, "%s %g", &what, &ms); err == nil && (what == "stencil" || what == "sweep" || what == "transpose" || what == "contiguous") {
						b.ReportMetric(ms, what+"-ms")
					}
				}
				if errs != "" {
					b.Log(errs)
				}
				b.Logf("%s: %s", mode, strings.ReplaceAll(out, "\n", "; "))
			}
		})
	}
}
