package depend_test

import (
	"strings"
	"testing"
)

// TestExactNestTargets runs the patterns that need the exact test from
// Python source through the front end and checks which loops the plans run
// in parallel, ahead of time (n unknown) and with n bound.
func TestExactNestTargets(t *testing.T) {
	for _, tc := range []struct {
		name, src        string
		bindings         map[string]int64
		static, resolved string
		edges            []string // the resolved graph, when given
	}{
		{name: "transpose of the lower triangle",
			// Writes strictly below the diagonal, reads strictly above.
			src: `def f(a, b, n):
    for i in range(n):
        for j in range(i):
            a[i, j] = a[j, i] * 0.5 + b[i, j]
`,
			bindings: map[string]int64{"n": 50},
			static:   "8: i j",
			resolved: "8: i j",
		},
		{name: "symmetric fill",
			src: `def f(h, v, n):
    for i in range(n):
        for j in range(i + 1, n):
            h[i, j] = v
            h[j, i] = v
`,
			bindings: map[string]int64{"n": 50},
			static:   "8: i j\n9: i j",
			resolved: "8: i j\n9: i j",
		},
		{name: "offset read below the diagonal",
			// w[i - k - 1] with k < i is never negative, so it is not
			// wrapped to the end of w; it reads only elements of earlier
			// i, a forward dependence carried by i, none backward.
			src: `def f(w, n):
    for i in range(n):
        for k in range(i):
            w[i] = w[i] - w[i - k - 1] * 0.5
`,
			bindings: map[string]int64{"n": 50},
			static:   "8: i* k*",
			resolved: "8: i* k*",
			edges: []string{
				"anti S0 w[i] -> S0 w[i] (=, =) distance (0, 0) loop-independent",
				"anti S0 w[i] -> S0 w[i] (=, <) distance (0, ?) carried by k",
				"flow S0 w[i] -> S0 w[i] (=, <) distance (0, ?) carried by k",
				"flow S0 w[i] -> S0 w[i - k - 1] (<, *) distance (?, ?) carried by i",
				"output S0 w[i] -> S0 w[i] (=, <) distance (0, ?) carried by k",
			},
		},
		{name: "listing2 (0,1,-2)",
			src:      listing2Source,
			bindings: map[string]int64{"im": 10, "jm": 100, "km": 100, "mm": 100, "p1": 0, "p2": 1, "p3": -2},
			static:   "10: i* j* k m\n11: i* j* k m",
			resolved: "10: i j* k m\n11: i j* k m",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := analyzeSource(t, header+tc.src)
			p, err := st.StaticPlan()
			if err != nil {
				t.Fatal(err)
			}
			if got := planLines(p); got != tc.static {
				t.Errorf("static plan:\n%s\nwant:\n%s\n%s\n%s", got, tc.static, p.Plan, p.Graph)
			}
			p, err = st.Resolve(tc.bindings)
			if err != nil {
				t.Fatal(err)
			}
			if got := planLines(p); got != tc.resolved {
				t.Errorf("resolved plan:\n%s\nwant:\n%s\n%s\n%s", got, tc.resolved, p.Plan, p.Graph)
			}
			if len(p.WrapRefs) > 0 && tc.name != "listing2 (0,1,-2)" {
				t.Errorf("references %v wrapped, but no subscript can be negative", p.WrapRefs)
			}
			for _, want := range tc.edges {
				if !strings.Contains(p.Graph.String(), want+"\n") {
					t.Errorf("graph lacks %q:\n%s", want, p.Graph)
				}
			}
			if n := len(p.Graph.Edges); tc.edges != nil && n != len(tc.edges) {
				t.Errorf("graph has %d edges, want %d:\n%s", n, len(tc.edges), p.Graph)
			}
		})
	}
}
