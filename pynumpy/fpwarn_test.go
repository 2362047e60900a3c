package pynumpy_test

import (
	"testing"

	"github.com/go-python/gpython/py"
)

// Operations on NumPy scalars warn as NumPy 1.24's do: the operators in
// the words of its scalar math ("scalar floor_divide") or, where the
// operand types need promoting, of the ufunc ("divide"), the ufuncs by
// their names; once per line, under np.errstate and np.seterr. The
// expected output is what /usr/bin/python3 prints for the same source
// (whose lines "<test>" cannot be read back, so no source lines follow).
func TestScalarWarnings(t *testing.T) {
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	sys, err := ctx.GetModule("sys")
	if err != nil {
		t.Fatal(err)
	}
	out, errOut := new(capture), new(capture)
	sys.Globals["stdout"], sys.Globals["stderr"] = out, errOut
	src := `import numpy as np
a = np.array([5, 6, 7]); b = np.array([2, 0, 3])
for i in range(3):
    x = a[i] // b[i]
y = np.sqrt(np.float64(-1.0)) + np.float32(1.0) / 0.0
z = np.float64(1e308) * 10 - np.int64(2**62) * 4
with np.errstate(all="ignore"):
    w = np.log(0.0) + np.float64(0.0) / 0
np.seterr(divide="raise")
try:
    np.int64(1) % 0
except FloatingPointError as e:
    print("FloatingPointError:", e)
print(x, y, z, w)
`
	code, err := py.Compile(src, "<test>", py.ExecMode, 0, true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := py.RunCode(ctx, code, "<test>", nil); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "FloatingPointError: divide by zero encountered in scalar remainder\n2 nan inf nan\n"; got != want {
		t.Errorf("stdout %q, want %q", got, want)
	}
	want := "<test>:4: RuntimeWarning: divide by zero encountered in scalar floor_divide\n" +
		"<test>:5: RuntimeWarning: invalid value encountered in sqrt\n" +
		"<test>:5: RuntimeWarning: divide by zero encountered in divide\n" +
		"<test>:6: RuntimeWarning: overflow encountered in scalar multiply\n"
	if got := errOut.String(); got != want {
		t.Errorf("stderr:\n%s\nwant:\n%s", got, want)
	}
}
