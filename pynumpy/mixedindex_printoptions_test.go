package pynumpy_test

import (
	"testing"

	"github.com/go-python/gpython/py"
)

// TestMixedAdvancedIndexing checks index arrays among slices and integers,
// reading and assigning, against what CPython 3.11 with NumPy 1.24 prints:
// the index axes in place when adjacent, first when separated.
func TestMixedAdvancedIndexing(t *testing.T) {
	const src = `a = np.arange(12).reshape(3, 4)
print(a[:, [3, 0]], a[[2, 0], 1:3], a[1:, np.array([True, False, False, True])])
b = np.arange(24).reshape(2, 3, 4)
print(b[:, [0, 2], 1].shape, b[[1, 0], :, 3].shape, b[0, ..., [1, 2]])
a[1:, [0, 3]] = -1
print(a)
v = np.arange(6).reshape(2, 3); v[:, [2, 0, 2]] = [[7, 8, 9], [1, 2, 3]]; print(v)
try:
    v[[5]] = 1
except IndexError as e:
    print("IndexError", e)`
	const want = "[[ 3  0]\n [ 7  4]\n [11  8]] [[ 9 10]\n [ 1  2]] [[ 4  7]\n [ 8 11]]\n" +
		"(2, 2) (2, 3) [[ 1  5  9]\n [ 2  6 10]]\n" +
		"[[ 0  1  2  3]\n [-1  5  6 -1]\n [-1  9 10 -1]]\n" +
		"[[8 1 9]\n [2 4 3]]\n" +
		"IndexError index 5 is out of bounds for axis 0 with size 2\n"
	if got := run(t, src); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestUfuncAtAccumulates checks that np.add.at adds every operand of a
// repeated index, on the float64 loop and on the element-by-element path
// (int32), through a transposed view, and np.einsum's out=.
func TestUfuncAtAccumulates(t *testing.T) {
	const src = `x = np.zeros(4); np.add.at(x, [1, 1, 3, 1], [1.0, 2.0, 4.0, 8.0]); print(x)
y = np.zeros(4, dtype=np.int32); np.add.at(y, [1, 1, 3, 1], 2); print(y)
w = np.zeros((2, 3)); np.add.at(w.T, ([0, 0, 2], 1), [1.0, 2.0, 4.0]); print(w)
z = np.ones((2, 2)); print(np.einsum('ij,jk->ik', z, z, out=np.empty((2, 2))))`
	const want = "[ 0. 11.  0.  4.]\n[0 6 0 2]\n[[0. 0. 0.]\n [3. 0. 4.]]\n[[2. 2.]\n [2. 2.]]\n"
	if got := run(t, src); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestPrintOptionsPerInterpreter checks that np.set_printoptions changes
// the printing of its own interpreter only: a second interpreter open at
// the same time, and one started after, print with NumPy's defaults.
func TestPrintOptionsPerInterpreter(t *testing.T) {
	runIn := func(ctx py.Context, src string) string {
		t.Helper()
		sys, err := ctx.GetModule("sys")
		if err != nil {
			t.Fatal(err)
		}
		out := new(capture)
		sys.Globals["stdout"] = out
		code, err := py.Compile("import numpy as np\n"+src+"\n", "<test>", py.ExecMode, 0, true)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := py.RunCode(ctx, code, "<test>", nil); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	const show = "print(np.array([1 / 3, 2.0]))"
	first := py.NewContext(py.DefaultContextOpts())
	defer first.Close()
	second := py.NewContext(py.DefaultContextOpts())
	defer second.Close()
	if got := runIn(first, "np.set_printoptions(precision=2, floatmode='fixed')\n"+show); got != "[0.33 2.00]\n" {
		t.Errorf("after set_printoptions: %q", got)
	}
	if got := runIn(second, show); got != "[0.33333333 2.        ]\n" {
		t.Errorf("another interpreter: %q", got)
	}
	if got := runIn(first, show); got != "[0.33 2.00]\n" {
		t.Errorf("the first interpreter again: %q", got)
	}
	if got := run(t, show); got != "[0.33333333 2.        ]\n" {
		t.Errorf("a later interpreter: %q", got)
	}
}
