package closure_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/alpyna/alpyna/internal/numpytables"
	"golang.org/x/sys/cpu"
)

// blasDotScript dots rows, columns, temporaries, slices that start empty
// and dots in the branches of an if in kernels only (the interpreter's np.dot follows the process's
// kernel, which a test cannot change once read).
const blasDotScript = `import numpy as np
import alpyna


@alpyna.jit
def rows(A, x, out):
    for i in range(A.shape[0]):
        out[i] = np.dot(A[i, :], x[:A.shape[1]]) + A[i, :].dot(A[i - 1, :])


@alpyna.jit
def columns(A, x, out):
    for j in range(A.shape[1]):
        out[j] = np.dot(A[:, j], x[:A.shape[0]]) - np.dot(x[:A.shape[0]] * 0.5, A[:, j])


@alpyna.jit
def branches(A, x, out):
    for i in range(A.shape[0]):
        if i % 2 == 0:
            s = np.dot(A[i, :], x[:A.shape[1]])
        else:
            s = -np.dot(A[:, i % A.shape[1]], x[:A.shape[0]])
        out[i] = s


@alpyna.jit
def triangle(A, out):
    for i in range(A.shape[0]):
        for j in range(i):
            out[i, j] = np.dot(A[i, :j], A[j, :j]) + np.dot(A[i, :j] - 1.0, A[:j, j])


for n, m in ((5, 37), (8, 64), (3, 7), (40, 17)):
    A = np.sin(np.arange(n * m) * 0.37).reshape(n, m).copy()
    x = np.cos(np.arange(max(n, m)) * 0.71)
    r = np.zeros(n)
    rows(A, x, r)
    c = np.zeros(m)
    columns(A, x, c)
    b = np.zeros(n)
    branches(A, x, b)
    S = np.sin(np.arange(m * m) * 0.11).reshape(m, m).copy()
    t = np.zeros((m, m))
    triangle(S, t)
    print([repr(v) for v in r], [repr(v) for v in c], [repr(v) for v in b], repr(t.sum()), repr(t[m - 1, m // 2]))
`

// TestBLASDotKernels runs np.dot in kernels in the order of each OpenBLAS
// kernel this CPU can run (frontend/blas_dot.go) against CPython with
// NumPy made to use that kernel (OPENBLAS_CORETYPE): the goldens pin
// SSE2's, so the SkylakeX and Haswell orders are checked here only.
func TestBLASDotKernels(t *testing.T) {
	if err := exec.Command(referencePython, "-c", "import numpy").Run(); err != nil {
		t.Skipf("%s cannot import numpy (%v): no reference to compare with", referencePython, err)
	}
	cores := []struct {
		kernel, coretype string
		runs             bool
	}{
		{"prescott", "Prescott", true},
		{"haswell", "Haswell", cpu.X86.HasAVX2 && cpu.X86.HasFMA},
		{"skylakex", "SkylakeX", cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VL && cpu.X86.HasAVX512DQ && cpu.X86.HasAVX512CD},
	}
	standin, err := filepath.Abs(filepath.Join("..", "python"))
	if err != nil {
		t.Fatal(err)
	}
	dir, file := writeScript(t, blasDotScript)
	old := numpytables.BLASDot
	defer func() { numpytables.BLASDot = old }()
	for _, c := range cores {
		t.Run(c.kernel, func(t *testing.T) {
			if !c.runs {
				t.Skipf("this CPU cannot run OpenBLAS's %s kernel", c.coretype)
			}
			cmd := exec.Command(referencePython, file)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "OPENBLAS_CORETYPE="+c.coretype, "OPENBLAS_NUM_THREADS=1", "PYTHONPATH="+standin, "ALPYNA_STANDIN=")
			want, err := cmd.Output()
			if err != nil {
				t.Fatalf("CPython: %v", err)
			}
			numpytables.BLASDot = func() (string, int) { return c.kernel, 1 }
			for _, o := range oneAndThreeThreads {
				out, _, nests := runWith(t, dir, file, o)
				if out != string(want) {
					t.Errorf("%+v: printed\n%s\nwant (CPython, OPENBLAS_CORETYPE=%s)\n%s", o, out, c.coretype, want)
				}
				for _, n := range nests {
					if n.Executor != "native" {
						t.Errorf("%+v: %s line %d ran on %s (%s%v): not the kernels' order", o, n.Function, n.Line, n.Executor, n.Reason, n.ExecutorReason)
					}
				}
			}
		})
	}
}
