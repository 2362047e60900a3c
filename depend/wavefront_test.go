package depend_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestWavefronts checks which loop pairs the resolved plans skew, and by
// what factor, on the patterns of issue 16.
func TestWavefronts(t *testing.T) {
	for _, tc := range []struct {
		name     string
		src      string // the jit function, after header
		bindings map[string]int64
		want     string // each pair's Text and TileSkew, "; "-separated; "" for none
	}{
		{
			name: "seidel-2d: distances (1, 1), (1, 0), (1, -1), (0, 1) within one t",
			src: `def f(A, tsteps, n):
    for t in range(tsteps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                A[i, j] = (A[i - 1, j - 1] + A[i - 1, j] + A[i - 1, j + 1] + A[i, j - 1] + A[i, j] + A[i, j + 1] + A[i + 1, j - 1] + A[i + 1, j] + A[i + 1, j + 1]) / 9.0
`,
			bindings: map[string]int64{"tsteps": 3, "n": 40},
			want:     "w = 2i + j, g = 1",
		},
		{
			name: "(<, >) and (=, <): distances (1, -1) and (0, 1) need f = 2",
			src: `def f(a, n):
    for i in range(1, n):
        for j in range(1, n - 1):
            a[i, j] = a[i - 1, j + 1] + a[i, j - 1]
`,
			bindings: map[string]int64{"n": 40},
			want:     "w = 2i + j, g = 1",
		},
		{
			name: "(1, -2) and (0, 1): f = 3",
			src: `def f(a, n):
    for i in range(1, n):
        for j in range(1, n - 2):
            a[i, j] = a[i - 1, j + 2] + a[i, j - 1]
`,
			bindings: map[string]int64{"n": 40},
			want:     "w = 3i + j, g = 2",
		},
		{
			name: "(1, 1) and (0, 1): f = 1 would do, the least is 0 (interchange)",
			src: `def f(a, n):
    for i in range(1, n):
        for j in range(1, n):
            a[i, j] = a[i - 1, j - 1] + a[i, j - 1]
`,
			bindings: map[string]int64{"n": 40},
			want:     "w = j, g = 0",
		},
		{
			name: "1-D Gauss-Seidel: one loop per sweep, t's distances unknown",
			src: `def f(a, tsteps, n):
    for t in range(tsteps):
        for i in range(1, n - 1):
            a[i] = (a[i - 1] + a[i + 1]) / 2
`,
			bindings: map[string]int64{"tsteps": 3, "n": 40},
			want:     "",
		},
		{
			name: "non-uniform: a transpose read has no constant distance",
			src: `def f(a, n):
    for i in range(1, n):
        for j in range(1, n):
            a[i, j] = a[j, i - 1] + a[i - 1, j]
`,
			bindings: map[string]int64{"n": 40},
			want:     "",
		},
		{
			name: "a live-out scalar makes the order observable",
			src: `def f(a, n):
    s = 0.0
    for i in range(1, n):
        for j in range(1, n):
            s = a[i - 1, j + 1]
            a[i, j] = s + a[i, j - 1]
    return s
`,
			bindings: map[string]int64{"n": 40},
			want:     "",
		},
		{
			// Allen–Kennedy distributes the sum into a loop of its own,
			// which runs after the wavefronts.
			name: "a scalar reduction beside the pair",
			src: `def f(a, n):
    s = 0.0
    for i in range(1, n):
        for j in range(1, n):
            a[i, j] = a[i - 1, j + 1] + a[i, j - 1]
            s += a[i, j]
    return s
`,
			bindings: map[string]int64{"n": 40},
			want:     "w = 2i + j, g = 1",
		},
		{
			name: "triangular: j's bounds read i",
			src: `def f(a, n):
    for i in range(1, n):
        for j in range(1, i):
            a[i, j] = a[i - 1, j + 1] + a[i, j - 1]
`,
			bindings: map[string]int64{"n": 40},
			want:     "",
		},
		{
			name: "parallel loops need no wavefront",
			src: `def f(a, n):
    for i in range(1, n):
        for j in range(1, n):
            a[i, j] = a[i - 1, j] + 1.0
`,
			bindings: map[string]int64{"n": 40},
			want:     "",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := analyzeSource(t, header+tc.src)
			p, err := st.Resolve(tc.bindings)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, w := range p.Wavefronts() {
				got = append(got, fmt.Sprintf("%s, g = %d", w.Text(p.Nest), w.TileSkew))
			}
			if g := strings.Join(got, "; "); g != tc.want {
				t.Errorf("wavefronts = %q, want %q\nplan:\n%s", g, tc.want, p.Plan)
			}
		})
	}
}

// TestWavefrontsStatic: ahead of time the distances wait for the bounds,
// so nothing is skewed until run time.
func TestWavefrontsStatic(t *testing.T) {
	st := analyzeSource(t, header+`def f(a, n):
    for i in range(1, n):
        for j in range(0, n - 1):
            a[i, j] = a[i - 1, j + 1] + 1.0
`)
	p, err := st.StaticPlan()
	if err != nil {
		t.Fatal(err)
	}
	if ws := p.Wavefronts(); len(ws) != 0 {
		t.Errorf("static plan: wavefronts %v, want none", ws)
	}
}
