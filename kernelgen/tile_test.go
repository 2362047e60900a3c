package kernelgen_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

// TestTileDecision checks which kernels get a register and cache tile
// (kernel.Tile) and its size: matrix products whose loop re-reads a row
// operand and a column operand, in their spellings (triangular columns
// and syr2k's j loops inside k included), but not kernels whose points
// cannot run in lockstep or gain nothing from it, nor j loops whose
// merging into a Dim would change what a point reads.
func TestTileDecision(t *testing.T) {
	tests := []struct {
		name, params, body string
		elem               kernel.Type
		flat               bool   // a, b, c are 1-D (flattened subscripts)
		want               string // "" for no tile, else "i 4 x j 16" per tiled kernel
	}{
		{"gemm with an accumulator", "a, b, c, alpha, beta, n", `
    for i in range(n):
        for j in range(n):
            acc = 0.0
            for k in range(n):
                acc += a[i, k] * b[k, j]
            c[i, j] = alpha * acc + beta * c[i, j]
`, kernel.Float64, false, "i 4 x j 16"},
		{"C[i, j] += over k", "a, b, c, n", `
    for i in range(n):
        for j in range(n):
            for k in range(n):
                c[i, j] += a[i, k] * b[k, j]
`, kernel.Float64, false, "i 4 x j 16"},
		{"kij order, interchanged to i j outside k", "a, b, c, n", `
    for k in range(n):
        for i in range(n):
            for j in range(n):
                c[i, j] = c[i, j] + a[i, k] * b[k, j]
`, kernel.Float64, false, "i 4 x j 16"},
		{"float32: two vectors of 16", "a, b, c, n", `
    for i in range(n):
        for j in range(n):
            for k in range(n):
                c[i, j] += a[i, k] * b[k, j]
`, kernel.Float32, false, "i 4 x j 32"},
		{"integers: checked arithmetic does not vectorize", "a, b, c, n", `
    for i in range(n):
        for j in range(n):
            for k in range(n):
                c[i, j] += a[i, k] * b[k, j]
`, kernel.Int64, false, ""},
		{"no sequential loop: nothing is re-read", "a, b, c, n", `
    for i in range(n):
        for j in range(n):
            c[i, j] = a[i, j] * b[i, j]
`, kernel.Float64, false, ""},
		{"triangular columns: each row its own upper bound", "a, b, c, n", `
    for i in range(n):
        for j in range(i + 1):
            for k in range(n):
                c[i, j] += a[i, k] * b[k, j]
`, kernel.Float64, false, "i 4 x j 16"},
		{"columns starting at the row: iteration numbers differ by row", "a, b, c, n", `
    for i in range(n):
        for j in range(i, n):
            for k in range(n):
                c[i, j] += a[i, k] * b[k, j]
`, kernel.Float64, false, ""},
		{"rank-2k update: both column operands read along k", "a, b, c, n", `
    for i in range(n):
        for j in range(n):
            for k in range(n):
                c[i, j] += a[i, k] * b[j, k] + b[i, k] * a[j, k]
`, kernel.Float64, false, "i 4 x j 16"},
		{"a times b transposed, kij order", "a, b, c, n", `
    for k in range(n):
        for i in range(n):
            for j in range(n):
                c[i, j] = c[i, j] + a[i, k] * b[j, k]
`, kernel.Float64, false, "i 4 x j 16"},
		// syr2k and syrk run their triangular j loops inside k: the j
		// loops become the last Dim (sinkColumns), k inside each point.
		{"syr2k: triangular j inside k", "a, b, c, alpha, beta, n", `
    for i in range(n):
        for j in range(i + 1):
            c[i, j] = c[i, j] * beta
        for k in range(n):
            for j in range(i + 1):
                c[i, j] = c[i, j] + a[j, k] * alpha * b[i, k] + b[j, k] * alpha * a[i, k]
`, kernel.Float64, false, "i 4 x j 16"},
		{"syrk, PolyBench's spelling", "a, c, alpha, beta, n", `
    for i in range(n):
        for j in range(i + 1):
            c[i][j] *= beta
        for k in range(n):
            for j in range(i + 1):
                c[i][j] += alpha * a[i][k] * a[j][k]
`, kernel.Float64, false, "i 4 x j 16"},
		{"syr2k with j outside k: Dims i and j, triangular", "a, b, c, alpha, beta, n", `
    for i in range(n):
        for j in range(i + 1):
            c[i, j] = c[i, j] * beta
            for k in range(n):
                c[i, j] = c[i, j] + a[j, k] * alpha * b[i, k] + b[j, k] * alpha * a[i, k]
`, kernel.Float64, false, "i 4 x j 16"},
		{"k reads an element another j scales: j loops not merged", "a, b, c, beta, n", `
    for i in range(n):
        for j in range(i + 1):
            c[i, j] = c[i, j] * beta
        for k in range(n):
            for j in range(i + 1):
                b[i, j] = b[i, j] + c[i, k] * a[j, k]
`, kernel.Float64, false, ""},
		{"syrk with k up to i: j loops not merged (points would run different k)", "a, c, beta, n", `
    for i in range(n):
        for j in range(i + 1):
            c[i, j] = c[i, j] * beta
        for k in range(i):
            for j in range(i + 1):
                c[i, j] = c[i, j] + a[i, k] * a[j, k]
`, kernel.Float64, false, ""},
		{"k bound reads the row: points run different k", "a, b, c, n", `
    for i in range(n):
        for j in range(n):
            for k in range(i):
                c[i, j] += a[i, k] * b[k, j]
`, kernel.Float64, false, ""},
		{"no operand shared by a column", "a, b, c, n", `
    for i in range(n):
        for j in range(n):
            for k in range(n):
                c[i, j] += a[i, k] * b[i, j]
`, kernel.Float64, false, ""},
		{"a sum over the Dims is an output", "a, b, c, n, s", `
    for i in range(n):
        for j in range(n):
            for k in range(n):
                s += a[i, k] * b[k, j]
    c[0, 0] = s
`, kernel.Float64, false, ""},
		// Flattened row-major subscripts (PolyBench/Python's
		// ListFlattened strategy): an element of c belongs to one point
		// when the column runs within the row's width.
		{"flattened gemm: c[n * i + j]", "a, b, c, alpha, beta, n", `
    for i in range(n):
        for j in range(n):
            c[n * i + j] *= beta
        for k in range(n):
            for j in range(n):
                c[n * i + j] += alpha * a[n * i + k] * b[n * k + j]
`, kernel.Float64, true, "i 4 x j 16"},
		{"flattened gemm, other spelling: c[j + i * n]", "a, b, c, beta, n", `
    for i in range(n):
        for j in range(n):
            c[j + i * n] *= beta
        for k in range(n):
            for j in range(n):
                c[j + i * n] += a[i * n + k] * b[k * n + j]
`, kernel.Float64, true, "i 4 x j 16"},
		{"flattened syrk: triangular columns within the row", "a, c, alpha, beta, n", `
    for i in range(n):
        for j in range(i + 1):
            c[n * i + j] *= beta
        for k in range(n):
            for j in range(i + 1):
                c[n * i + j] += alpha * a[n * i + k] * a[n * j + k]
`, kernel.Float64, true, "i 4 x j 16"},
		{"flattened, columns wider than the row stride: rows overlap", "a, b, c, beta, n, m", `
    for i in range(n):
        for j in range(m):
            c[n * i + j] *= beta
        for k in range(n):
            for j in range(m):
                c[n * i + j] += a[n * i + k] * b[n * k + j]
`, kernel.Float64, true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := fmt.Sprintf("import alpyna\n\n@alpyna.jit\ndef f(%s):\n%s", tc.params, strings.TrimPrefix(tc.body, "\n"))
			p := planOf(t, src, map[string]int64{"n": 100, "m": 120})
			nd := 2
			if tc.flat {
				nd = 1
			}
			types := kernelgen.Types{
				Arrays: map[string]kernelgen.ArrayType{"a": {Elem: tc.elem, NDim: nd}, "b": {Elem: tc.elem, NDim: nd}, "c": {Elem: tc.elem, NDim: nd}},
				Values: map[string]kernel.Type{"alpha": kernel.PyFloat, "beta": kernel.PyFloat, "n": kernel.PyInt, "m": kernel.PyInt, "s": kernel.PyFloat},
			}
			m, err := kernelgen.Build(p, types, nil)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, k := range m.Kernels {
				if tl := k.Tile; tl != nil {
					nd := len(k.Dims)
					got = append(got, fmt.Sprintf("%s %d x %s %d", k.Dims[nd-2].Var.Name, tl.Rows, k.Dims[nd-1].Var.Name, tl.Cols))
				}
			}
			if g := strings.Join(got, "; "); g != tc.want {
				t.Errorf("tiles %q, want %q\n%s", g, tc.want, m)
			}
		})
	}
}
