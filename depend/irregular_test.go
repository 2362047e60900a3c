package depend_test

import (
	"strings"
	"testing"

	"github.com/alpyna/alpyna/depend"
)

// TestIrregularLoops checks which loops the analysis hands to an execution
// plan, and how it describes their references.
func TestIrregularLoops(t *testing.T) {
	cases := []struct {
		name string
		body string // the jit function's body, indented by four spaces
		want string // the irregular loops' Lines, "" for none
	}{
		{"edge flux", `
    for e in range(m):
        f = w[e] * (x[right[e]] - x[left[e]])
        res[left[e]] += f
        res[right[e]] -= f
`, `for e: index arrays left, right
  res (axis 0): line 7 increment (+) through left[e]; line 8 increment (+) through right[e]`},
		{"cell to vertex", `
    for c in range(m):
        for k in range(3):
            acc[c2v[c, k]] += w[c]
`, `for c: index arrays c2v
  acc (axis 0): line 7 increment (+) through c2v[c, k]`},
		{"increments spelled out", `
    for e in range(m):
        a[idx[e]] = a[idx[e]] * w[e]
        b[idx[e], 1] = min(b[idx[e], 1], w[e])
        c[idx[e]] = w[e] + c[idx[e]]
        d[idx[e]] = d[idx[e]] - w[e]
`, `for e: index arrays idx
  a (axis 0): line 6 increment (*) through idx[e]
for e: index arrays idx
  b (axis 0): line 7 increment (min) through idx[e]
for e: index arrays idx
  c (axis 0): line 8 increment (+) through idx[e]
for e: index arrays idx
  d (axis 0): line 9 increment (+) through idx[e]`},
		{"plain write through a map", `
    for e in range(m):
        y[idx[e]] = w[e]
`, `for e: index arrays idx
  y (axis 0): line 6 write through idx[e]`},
		{"direct and indirect aliasing", `
    for e in range(m):
        res[left[e]] += w[e]
        out[e] = res[e] * 2.0
`, `for e: index arrays left
  res (axis 0): line 6 increment (+) through left[e]; line 7 read at e`},
		{"division is not an increment", `
    for e in range(m):
        y[idx[e]] /= w[e]
`, `for e: index arrays idx
  y (axis 0): line 6 write through idx[e]`},
		{"min with the target second", `
    for e in range(m):
        y[idx[e]] = min(w[e], y[idx[e]])
`, `for e: index arrays idx
  y (axis 0): line 6 read through idx[e]; line 6 write through idx[e]`},
		{"inner loop under a time loop", `
    for t in range(3):
        for e in range(m):
            res[left[e] ] += w[e]
`, `for e: index arrays left
  res (axis 0): line 7 increment (+) through left[e]`},
		{"gather is already parallel", `
    for e in range(m):
        y[e] = x[idx[e]]
`, ``},
		{"index array written in the nest", `
    for e in range(m):
        res[left[e]] += w[e]
        left[e] = 0
`, ``},
		{"recurrence on a scalar", `
    s = 0.0
    for e in range(m):
        s = s * 0.5 + w[e]
        res[left[e]] += s
`, ``},
		{"private scalar read after the nest", `
    for e in range(m):
        f = w[e] + res[right[e]]
        res[left[e]] += f
    return f
`, ``},
		{"private scalar in its own node", `
    for e in range(m):
        f = w[e]
        res[left[e]] += w[e]
    return f
`, `for e: index arrays left
  res (axis 0): line 7 increment (+) through left[e]`},
		{"scalar reduction alongside", `
    s = 0.0
    for e in range(m):
        res[left[e]] += w[e]
        s += w[e]
    return s
`, `for e: index arrays left
  res (axis 0): line 7 increment (+) through left[e]`},
		{"affine carried dependence in its own node", `
    for e in range(m):
        res[left[e]] += w[e]
        z[e + 1] = z[e] + 1.0
`, `for e: index arrays left
  res (axis 0): line 6 increment (+) through left[e]`},
		{"affine carried dependence in the cycle", `
    for e in range(m):
        res[left[e]] += z[e]
        z[e + 1] = res[e]
`, ``},
		{"double indirection is an array reduction", `
    for e in range(m):
        res[left[perm[e]]] += w[e]
`, `for e: array reduction
  res (axis 0): line 6 increment (+) at computed left[perm[e]]`},
		{"double indirection written plainly", `
    for e in range(m):
        res[left[perm[e]]] = w[e]
`, ``},
		{"offset on an index array", `
    for e in range(m):
        res[left[e] - 1] += w[e]
        acc[2 + right[e]] -= w[e]
`, `for e: index arrays left
  res (axis 0): line 6 increment (+) through left[e] - 1
for e: index arrays right
  acc (axis 0): line 7 increment (+) through right[e] + 2`},
		{"histogram", `
    for e in range(m):
        b = int(w[e] * 16.0)
        res[b] += 1
        acc[b] += w[e]
`, `for e: array reduction
  res (axis 0): line 7 increment (+) at computed b
for e: array reduction
  acc (axis 0): line 8 increment (+) at computed b`},
		{"computed subscript through a map", `
    for e in range(m):
        acc[left[e] // 2] += w[e]
`, `for e: array reduction
  acc (axis 0): line 6 increment (+) at computed left[e] // 2`},
		{"scalar subscript and its neighbour", `
    for e in range(m):
        k = left[e] + 1
        acc[k] += w[e]
        acc[k - 1] -= w[e]
`, `for e: array reduction
  acc (axis 0): line 7 increment (+) at computed k; line 8 increment (+) at computed k - 1`},
		{"computed and indirect subscripts of one target", `
    for e in range(m):
        acc[left[e] // 2] = max(acc[left[e] // 2], w[e])
        acc[right[e]] = max(acc[right[e]], w[e])
`, `for e: array reduction; index arrays right
  acc (axis 0): line 6 increment (max) at computed left[e] // 2; line 7 increment (max) through right[e]`},
		{"bitwise array reductions", `
    for e in range(m):
        k = left[e] % 64
        a[k] |= 1
        b[left[e] // 2] ^= right[e]
        c[k] = c[k] & ~right[e]
        d[left[e] * 3] = right[e] ^ d[left[e] * 3]
`, `for e: array reduction
  a (axis 0): line 7 increment (|) at computed k
for e: array reduction
  b (axis 0): line 8 increment (^) at computed left[e] // 2
for e: array reduction
  c (axis 0): line 9 increment (&) at computed k
for e: array reduction
  d (axis 0): line 10 increment (^) at computed left[e] * 3`},
		{"bitwise increments through an index array", `
    for e in range(m):
        a[idx[e]] ^= right[e]
        b[idx[e]] = b[idx[e]] | right[e]
`, `for e: index arrays idx
  a (axis 0): line 6 increment (^) through idx[e]
for e: index arrays idx
  b (axis 0): line 7 increment (|) through idx[e]`},
		{"bitwise target also read", `
    for e in range(m):
        a[left[e] % 64] ^= right[e]
        out[e] = a[e]
`, ``},
		{"bitwise target with two operators", `
    for e in range(m):
        a[left[e] % 64] |= right[e]
        a[right[e] % 64] ^= left[e]
`, ``},
		{"bitwise and addition on one target", `
    for e in range(m):
        a[left[e] % 64] += right[e]
        a[right[e] % 64] &= left[e]
`, ``},
		{"shift is not an increment", `
    for e in range(m):
        a[left[e] % 64] <<= 1
`, ``},
		{"computed subscript on an inner axis", `
    for e in range(m):
        for k in range(3):
            c2v[k, left[e] % 7] += 1
`, `for e: array reduction
  c2v (axis 1): line 7 increment (+) at computed left[e] % 7`},
		{"computed target also read", `
    for e in range(m):
        acc[left[e] // 2] += w[e]
        out[e] = acc[e]
`, ``},
		{"computed target also written", `
    for e in range(m):
        acc[left[e] // 2] += w[e]
        acc[right[e] // 2] = 0.0
`, ``},
		{"computed target with two operators", `
    for e in range(m):
        acc[left[e] // 2] += w[e]
        acc[right[e] // 2] *= w[e]
`, ``},
		{"computed subscript used as an index array", `
    for e in range(m):
        res2[left[e] // 2] += 1
        acc[res2[e]] += 1.0
`, ``},
		{"computed subscript scalar read after the nest, in its own node", `
    for e in range(m):
        b = int(w[e] * 16.0)
        res[b] += 1
    return b
`, `for e: array reduction
  res (axis 0): line 7 increment (+) at computed b`},
		{"computed subscript through a recurrence", `
    b = 0
    for e in range(m):
        b = (b + left[e]) % 16
        res[b] += 1
    return b
`, ``},
		{"computed subscript not varying with the loop", `
    for e in range(m):
        res[left[0] // 2] += w[e]
`, ``},
		{"time loop around a histogram", `
    for t in range(3):
        for e in range(m):
            b = int(w[e] * 16.0)
            res[b] += 1
`, `for e: array reduction
  res (axis 0): line 8 increment (+) at computed b`},
		{"inner bound depends on the loop", `
    for c in range(m):
        for k in range(c):
            acc[c2v[c, k]] += w[c]
`, `for k: index arrays c2v
  acc (axis 0): line 7 increment (+) through c2v[c, k]`},
		{"map not depending on the loop", `
    for e in range(m):
        res[left[0]] += w[e]
`, ``},
		{"target used as an index array", `
    for e in range(m):
        res[res2[e]] += 1.0
        res2[res[e]] = 0
`, ``},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := "import alpyna\n\n@alpyna.jit\ndef f(m, w, x, res, left, right, acc, c2v, a, b, c, d, y, idx, out, z, perm, res2):" + tc.body
			st := analyzeSource(t, src)
			p, err := st.Resolve(map[string]int64{"m": 100})
			if err != nil {
				t.Fatal(err)
			}
			var lines []string
			for i := range p.Irregular {
				lines = append(lines, p.Irregular[i].Lines(p.Nest)...)
			}
			if got := strings.Join(lines, "\n"); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
			// An irregular loop stays sequential in the plan itself.
			for _, il := range p.Irregular {
				for _, s := range il.Stmts {
					sp := p.Stmts[s]
					for k, l := range sp.Loops {
						if l == il.Loop && sp.Parallel[k] {
							t.Errorf("statement %d: irregular loop %d is parallel in the plan", s, l)
						}
					}
				}
			}
		})
	}
}

// TestIrregularReads checks the description of arrays read through index
// arrays, which the kernel of an irregular loop may hold after fusion.
func TestIrregularReads(t *testing.T) {
	st := analyzeSource(t, `import alpyna

@alpyna.jit
def f(m, w, x, res, left, right):
    for e in range(1, m, 2):
        fl = w[e] * (x[right[e]] - x[left[e]])
        res[left[e]] += fl
        res[right[e]] -= fl
`)
	p, err := st.Resolve(map[string]int64{"m": 101})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Irregular) != 1 {
		t.Fatalf("%d irregular loops, want 1", len(p.Irregular))
	}
	reads := p.IrregularReads(0, []int{0, 1, 2})
	il := depend.IrregularLoop{Loop: 0, Targets: reads}
	got := strings.Join(il.Lines(p.Nest)[1:], "\n")
	want := "  x (axis 0, read only): line 6 read through right[e]; line 6 read through left[e]"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if n, ok := p.TripCount(0, map[string]int64{"m": 101}); !ok || n != 50 {
		t.Errorf("trip count %d, %v; want 50", n, ok)
	}
}
