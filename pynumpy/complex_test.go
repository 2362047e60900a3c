package pynumpy_test

import (
	"strings"
	"testing"

	"github.com/go-python/gpython/py"
)

// The expected outputs are what /usr/bin/python3 (CPython 3.11 with NumPy
// 1.24) prints for the same source.

func TestComplexErrors(t *testing.T) {
	noLoop := "not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''"
	for _, c := range []struct{ src, want string }{
		{"print(a // 2)", "TypeError: ufunc 'floor_divide' " + noLoop},
		{"print(a % 2)", "TypeError: ufunc 'remainder' " + noLoop},
		{"print(a & 1)", "TypeError: ufunc 'bitwise_and' " + noLoop},
		{"print(np.floor(a))", "TypeError: ufunc 'floor' " + noLoop},
		{"b = np.arange(3.0)\nb.imag = 1", "TypeError: array does not have imaginary part to set"},
		{`print(np.complex128("x"))`, "ValueError: complex() arg is a malformed string"},
		{"print(repr(np.complex128([1, 2j])))", "array([1.+0.j, 0.+2.j])"},
		{"print(np.tan(a))", "NotImplementedError: alpyna's NumPy does not support tan of complex values yet"},
	} {
		got := strings.TrimSpace(run(t, "a = np.array([1+1j, 2])\n"+c.src))
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.src, got, c.want)
		}
	}
}

// Casting complex values to a real type drops the imaginary parts with
// NumPy's ComplexWarning, printed once per line as warnings does.
func TestComplexWarning(t *testing.T) {
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	sys, err := ctx.GetModule("sys")
	if err != nil {
		t.Fatal(err)
	}
	out, errOut := new(capture), new(capture)
	sys.Globals["stdout"], sys.Globals["stderr"] = out, errOut
	src := `import numpy as np
a = np.array([1.5+2j, 3])
for i in range(2):
    print(float(a[i]), int(a[1]))
print(repr(a.astype(np.float32)), repr(a.astype(complex)))
`
	code, err := py.Compile(src, "<test>", py.ExecMode, 0, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := py.RunCode(ctx, code, "<test>", nil); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "1.5 3\n3.0 3\narray([1.5, 3. ], dtype=float32) array([1.5+2.j, 3. +0.j])\n"; got != want {
		t.Errorf("stdout %q, want %q", got, want)
	}
	msg := "ComplexWarning: Casting complex values to real discards the imaginary part"
	if got := errOut.String(); strings.Count(got, msg) != 2 || !strings.Contains(got, "<test>:4: "+msg) || !strings.Contains(got, "<test>:5: "+msg) {
		t.Errorf("stderr %q, want the warning once for line 4 and once for line 5", got)
	}
}
