package kernelgen_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

// TestDynamicDims checks that a parallel loop whose bounds are read at
// each entry from loop variables and symbols becomes a Dim (under host
// loops: split across threads; inside a Dim: its range computed at each
// point of the outer one), while one whose bounds read array elements
// stays a loop inside its kernel.
func TestDynamicDims(t *testing.T) {
	bindings := map[string]int64{"n": 64, "m": 48, "t": 3, "len(a[0])": 64}
	tests := []struct {
		name, body string
		want       string
	}{
		{"red-black sweep: rows of one colour, j from the row's colour", `
    for i in range(1, n - 1):
        for j in range(1 + (i + t) % 2, n - 1, 2):
            a[i, j] = 0.25 * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])
`, "host  / dims i j / loops  / inside 0"},
		{"diagonal neighbours share the colour: i in order, j split in each row", `
    for i in range(1, n - 1):
        for j in range(1 + (i + t) % 2, n - 1, 2):
            a[i, j] = 0.25 * (a[i - 1, j - 1] + a[i + 1, j + 1])
`, "host i / dims j / loops  / inside 0"},
		{"a stop evaluated before the nest (len of a row)", `
    for i in range(1, n - 1):
        for j in range(1 + (i + t) % 2, len(a[0]) - 1, 2):
            a[i, j] = 0.5 * (a[i - 1, j - 1] + a[i + 1, j + 1])
`, "host i / dims j / loops  / inside 0"},
		{"checkerboard: j's range per point of i", `
    for i in range(n):
        for j in range(i % 2, n, 2):
            a[i, j] = b[i, j] * 2.0
`, "host  / dims i j / loops  / inside 0"},
		{"quadratic start", `
    for i in range(n):
        for j in range(i * i % m, m):
            a[i, j] = b[i, j] + 1.0
`, "host  / dims i j / loops  / inside 0"},
		{"blocks of an outer loop", `
    for i in range(m):
        for j in range(i * n // m, (i + 1) * n // m):
            x[j] = y[j] * 3.0
`, "host  / dims i j / loops  / inside 0"},
		{"bounds read from an array: a loop inside the kernel, never a Dim", `
    for i in range(n):
        for j in range(s[i], s[i + 1]):
            x[j] = y[j] * 3.0
`, "host  / dims  / loops i j / inside 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "import alpyna\n\n@alpyna.jit\ndef f(a, b, s, x, y, n, m, t):" + tc.body
			p := planOf(t, src, bindings)
			if got := orderText(p); got != tc.want {
				t.Errorf("order %q, want %q\nplan:\n%s", got, tc.want, p.Plan)
			}
		})
	}
}

// TestDynamicDimModule checks the kernels Build makes of sweeps whose j
// starts on the row's colour: where rows are independent (red-black, a
// checkerboard) j is a Dim inside i whose bounds read i
// (DependsOnOuterDims); where they are not (diagonal neighbours) j is a
// Dim launched in each row, its start read on the host. Every module
// verifies.
func TestDynamicDimModule(t *testing.T) {
	types := kernelgen.Types{
		Arrays: map[string]kernelgen.ArrayType{"a": {Elem: kernel.Float64, NDim: 2}, "b": {Elem: kernel.Float64, NDim: 2}},
		Values: map[string]kernel.Type{"n": kernel.PyInt, "t": kernel.PyInt},
	}
	for _, tc := range []struct {
		name, body, outline string
		outer               bool
	}{
		{"red-black", `
    for i in range(1, n - 1):
        for j in range(1 + (i + t) % 2, n - 1, 2):
            a[i, j] = 0.25 * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])
`, "launch f_l7 [i j]", true},
		{"diagonal", `
    for i in range(1, n - 1):
        for j in range(1 + (i + t) % 2, n - 1, 2):
            a[i, j] = 0.25 * (a[i - 1, j - 1] + a[i + 1, j + 1])
`, "for i: launch f_l7 [j]", false},
		{"checkerboard", `
    for i in range(n):
        for j in range(i % 2, n, 2):
            a[i, j] = b[i, j] * 2.0
`, "launch f_l7 [i j]", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "import alpyna\n\n@alpyna.jit\ndef f(a, b, n, t):" + tc.body
			p := planOf(t, src, map[string]int64{"n": 100, "t": 1})
			m, err := kernelgen.Build(p, types, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Verify(); err != nil {
				t.Fatal(err)
			}
			if got := outline(m.Host); got != tc.outline {
				t.Fatalf("schedule %q, want %q", got, tc.outline)
			}
			k := m.Kernels[0]
			j := k.Dims[len(k.Dims)-1]
			if j.Var.Name != "j" || j.DependsOnOuterDims != tc.outer {
				t.Errorf("last dim %s, DependsOnOuterDims %v; want j, %v:\n%s", j.Var.Name, j.DependsOnOuterDims, tc.outer, k)
			}
			if lower := kernel.ExprString(j.Lower); !strings.Contains(lower, "mod:int(") {
				t.Errorf("j's lower bound %s does not compute the colour", lower)
			}
		})
	}
}
