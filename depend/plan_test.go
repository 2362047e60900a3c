package depend

import "testing"

func TestPlan(t *testing.T) {
	i := []Loop{loop(t, "i", "1", "n", 1)}
	ij := []Loop{loop(t, "i", "1", "n", 1), loop(t, "j", "0", "m", 1)}
	for _, tc := range []struct {
		name  string
		loops []Loop
		refs  []Ref
		want  string
	}{
		{
			name:  "recurrence",
			loops: i,
			refs:  []Ref{ref(t, 0, false, "a[i - 1]", 0), ref(t, 0, true, "a[i]", 0)},
			want:  "for i (sequential):\n  S0\n",
		},
		{
			name:  "independent statement and a[i] = a[i] + 1",
			loops: i,
			refs:  []Ref{ref(t, 0, false, "a[i]", 0), ref(t, 0, true, "a[i]", 0), ref(t, 1, true, "b[i]", 0)},
			want:  "for i (parallel):\n  S0\nfor i (parallel):\n  S1\n",
		},
		{
			// S1 writes what S0 reads one iteration later: distributing
			// the loop and running S1 first keeps both parallel.
			name:  "backward carried dependence reorders",
			loops: i,
			refs: []Ref{
				ref(t, 0, false, "a[i - 1]", 0), ref(t, 0, true, "b[i]", 0),
				ref(t, 1, true, "a[i]", 0),
			},
			want: "for i (parallel):\n  S1\nfor i (parallel):\n  S0\n",
		},
		{
			name:  "cycle between two statements",
			loops: i,
			refs: []Ref{
				ref(t, 0, false, "a[i - 1]", 0), ref(t, 0, true, "b[i]", 0),
				ref(t, 1, false, "b[i]", 0), ref(t, 1, true, "a[i]", 0),
			},
			want: "for i (sequential):\n  S0\n  S1\n",
		},
		{
			// An imperfect nest: a value computed before the inner loop that
			// reads it. Nothing is carried; code generation distributes i.
			name:  "imperfect nest",
			loops: ij,
			refs: []Ref{
				ref(t, 0, true, "s[i]", 0),
				ref(t, 1, false, "s[i]", 0, 1), ref(t, 1, true, "a[i, j]", 0, 1),
			},
			want: "for i (parallel):\n  S0\nfor i (parallel):\n  for j (parallel):\n    S1\n",
		},
		{
			name:  "inner recurrence",
			loops: ij,
			refs:  []Ref{ref(t, 0, false, "a[i, j - 1]", 0, 1), ref(t, 0, true, "a[i, j]", 0, 1)},
			want:  "for i (parallel):\n  for j (sequential):\n    S0\n",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &Problem{Loops: tc.loops, Refs: tc.refs}
			g := mustGraph(t, p, map[string]int64{"n": 100, "m": 100})
			pl, err := g.Plan()
			if err != nil {
				t.Fatal(err)
			}
			if got := pl.String(); got != tc.want {
				t.Errorf("%s\ngraph:\n%s\nplan:\n%s\nwant:\n%s", describe(p), g, got, tc.want)
			}
		})
	}
}
