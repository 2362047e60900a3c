package pynumpy_test

import (
	"testing"

	"github.com/go-python/gpython/py"
)

// runWithStderr is run with the script's stderr (its warnings) written
// into the same output, after the line that caused them.
func runWithStderr(t *testing.T, src string) string {
	t.Helper()
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	sys, err := ctx.GetModule("sys")
	if err != nil {
		t.Fatal(err)
	}
	out := new(capture)
	sys.Globals["stdout"] = out
	sys.Globals["stderr"] = out
	code, err := py.Compile("import numpy as np\n"+src+"\n", "<test>", py.ExecMode, 0, true)
	if err != nil {
		t.Fatalf("compile %q: %v", src, err)
	}
	if _, err := py.RunCode(ctx, code, "<test>", nil); err != nil {
		out.WriteString(exceptionLine(err) + "\n")
	}
	return out.String()
}

func TestLinalgMoreWarnings(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"lstsq without rcond", "print(np.linalg.lstsq(np.eye(2), np.ones(2))[0])",
			"<test>:2: FutureWarning: `rcond` parameter will change to the default of machine precision times ``max(M, N)`` where M and N are the input matrix dimensions.\n" +
				"To use the future default and silence this warning we advise to pass `rcond=None`, to keep using the old, explicitly pass `rcond=-1`.\n[1. 1.]\n"},
		{"lstsq with rcond", "print(np.linalg.lstsq(np.eye(2), np.ones(2), rcond=None)[1])", "[]\n"},
		{"mvn not psd", "for s in [1, 2]:\n    x = np.random.multivariate_normal([0.0, 0.0], [[1.0, 2.0], [2.0, 1.0]])\nprint(x.shape)",
			"<test>:3: RuntimeWarning: covariance is not symmetric positive-semidefinite.\n(2,)\n"},
		{"mvn ignore", "print(np.random.default_rng(1).multivariate_normal([0.0, 0.0], [[1.0, 2.0], [2.0, 1.0]], check_valid='ignore').shape)", "(2,)\n"},
	} {
		if got := runWithStderr(t, c.src); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

func TestLinalgMoreResults(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		// A two-operand matrix product is np.matmul's, bit for bit.
		{"einsum matmul", "p = np.arange(12.0).reshape(3, 4) / 7\nq = np.arange(20.0).reshape(4, 5) / 3\nprint(np.array_equal(np.einsum('ij,jk', p, q), p @ q), np.array_equal(np.einsum('xy,yz->xz', p, q), p @ q))", "True True\n"},
		{"einsum int", "print(np.einsum('ij,jk->ki', np.arange(6).reshape(2, 3), np.arange(6).reshape(3, 2)))", "[[10 28]\n [13 40]]\n"},
		{"einsum out", "o = np.zeros(2); r = np.einsum('i', np.arange(2.0) + 1, out=o); print(r is o, o)", "True [1. 2.]\n"},
		{"eig stacked", "w, v = np.linalg.eig(np.array([[[2.0, 0], [0, 3]], [[0, -1], [1, 0]]]))\nprint(w.dtype, w.shape, v.shape)", "complex128 (2, 2) (2, 2, 2)\n"},
		{"svd float32", "u, s, vh = np.linalg.svd(np.eye(2, dtype=np.float32))\nprint(u.dtype, s.dtype, vh.dtype)", "float32 float32 float32\n"},
		{"qr raw", "np.linalg.qr(np.eye(2), mode='raw')", "NotImplementedError: alpyna's NumPy does not support numpy.linalg.qr(mode='raw') yet\n"},
		{"complex", "np.linalg.svd(np.eye(2) * 1j)", "NotImplementedError: alpyna's NumPy does not support numpy.linalg of complex matrices yet\n"},
		{"matrix_rank stacked", "print(np.linalg.matrix_rank(np.array([np.eye(3), np.zeros((3, 3))])))", "[3 0]\n"},
		{"cond stacked", "print(np.linalg.cond(np.array([np.eye(2), np.diag([1.0, 4.0])])))", "[1. 4.]\n"},
	} {
		if got := run(t, c.src); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
