package frontend

import (
	"slices"
	"strings"
	"testing"
)

// TestInductionSpellings checks, per spelling of an induction scalar, which
// scalars get closed forms and the subscripts the dependence tests then
// see: an affine one where the closed form applies, "?" (any element)
// where the scalar must keep its sequential value.
func TestInductionSpellings(t *testing.T) {
	cases := []struct {
		name       string
		src        string
		inductions []string
		refs       []string // as the record prints them, e.g. "W b[2*i]"
	}{
		{
			name: "stepped through a private scalar (s128)",
			src: `
def f(a, b, c, d, h):
    j = -1
    for i in range(h):
        k = j + 1
        a[i] = b[k] - d[i]
        j = k + 1
        b[k] = a[i] + c[k]
`,
			inductions: []string{"j", "k"},
			refs:       []string{"R b[2*i]", "W b[2*i]", "R c[2*i]"},
		},
		{
			name: "a negative step through a private scalar",
			src: `
def f(x, n):
    p = 2 * n - 1
    for i in range(n):
        t = p - 1
        x[t] = x[p] + i
        p = t - 1
`,
			inductions: []string{"p", "t"},
			refs:       []string{"R x[-2*i + 2*n - 1]", "W x[-2*i + 2*n - 2]"},
		},
		{
			name: "private scalar spelled c + s and s = t",
			src: `
def f(x, n):
    j = 0
    for i in range(n):
        k = 3 + j
        x[k] = i
        j = k
`,
			inductions: []string{"j", "k"},
			refs:       []string{"W x[3*i + 3]"},
		},
		{
			name: "read before and after a step of 2",
			src: `
def f(x, y, n):
    k = 0
    for i in range(n):
        y[i] = x[k]
        k += 2
        y[i] += x[k - 1]
`,
			inductions: []string{"k"},
			refs:       []string{"R x[2*i]", "R x[2*i + 1]"},
		},
		{
			name: "two stepping together",
			src: `
def f(x, y, n):
    p = 0
    q = n - 1
    for i in range(n):
        y[p] = x[q]
        p += 1
        q -= 1
`,
			inductions: []string{"p", "q"},
			refs:       []string{"W y[i]", "R x[-i + n - 1]"},
		},
		{
			name: "reset per outer iteration",
			src: `
def f(x, n, m):
    for i in range(n):
        k = 0
        for j in range(m):
            x[i, k] = 1.0
            k += 1
`,
			inductions: []string{"k"},
			refs:       []string{"W x[i, j]"},
		},
		{
			name: "row-major flat index",
			src: `
def f(flat, a, n, m):
    for i in range(n):
        idx = i * m
        for j in range(m):
            flat[idx] = a[i, j]
            idx += 1
`,
			inductions: []string{"idx"},
			// i * m + j is affine once m is bound (depend/late.go).
			refs: []string{"W flat[?]"},
		},
		{
			name: "a start read only as a value may be a float: no closed form",
			src: `
def f(y, n, s):
    t = s
    for i in range(n):
        y[i] = t
        t += 1
`,
		},
		{
			name: "a start read in a subscript through the scalar is an integer",
			src: `
def f(x, n, s):
    t = s
    for i in range(n):
        x[t] = 1.0
        t += 1
`,
			inductions: []string{"t"},
			refs:       []string{"W x[i + s]"},
		},
		{
			name: "a start read in a range is an integer",
			src: `
def f(y, n):
    t = n - 1
    for i in range(n):
        y[i] = t
        t -= 1
`,
			inductions: []string{"t"},
		},
		{
			name: "a start the nest assigns may be a float: no closed form",
			src: `
def f(x, y, n, m):
    for i in range(n):
        b = y[i]
        t = b
        for j in range(m):
            x[i, j] = t
            t += 1
`,
		},
		{
			name: "stepped under an if: no closed form",
			src: `
def f(x, y, n):
    k = 0
    for i in range(n):
        if x[i] > 0.0:
            y[k] = x[i]
            k += 1
`,
			refs: []string{"W y[?]"},
		},
		{
			name: "private scalar assigned twice: no closed form",
			src: `
def f(x, n):
    j = 0
    for i in range(n):
        k = j + 1
        x[k] = i
        k = k + 1
        j = k + 1
`,
			refs: []string{"W x[?]"},
		},
		{
			name: "private scalar assigned under an if: no closed form",
			src: `
def f(x, y, n):
    j = 0
    k = 0
    for i in range(n):
        if y[i] > 0.0:
            k = j + 1
        x[k] = i
        j = k + 1
`,
			refs: []string{"W x[?]"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := ParseSource("spelling.py", []byte("import alpyna\n\n@alpyna.jit"+c.src))
			if err != nil {
				t.Fatal(err)
			}
			if len(m.Funcs) != 1 || len(m.Funcs[0].Nests) != 1 {
				t.Fatalf("want one function with one nest, got %s", dump(m))
			}
			n := m.Funcs[0].Nests[0]
			got := slices.Clone(n.Inductions)
			slices.Sort(got)
			if !slices.Equal(got, c.inductions) {
				t.Errorf("inductions %v, want %v\n%s", got, c.inductions, n)
			}
			text := n.String()
			for _, r := range c.refs {
				if !strings.Contains(text, r) {
					t.Errorf("no reference %q in\n%s", r, text)
				}
			}
		})
	}
}
