package depend_test

import (
	"testing"
)

// TestMinPlusStepAssumed checks that Floyd–Warshall's step gets a plan
// with i and j parallel that rests on its diagonal, while the plan itself
// keeps every loop in order, and that the spellings the argument does not
// cover get no such plan.
func TestMinPlusStepAssumed(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		assumed   string // "" for no assumed plan
	}{
		{"floyd-warshall", `def fw(d, n):
    for k in range(n):
        for i in range(n):
            for j in range(n):
                d[i, j] = min(d[i, j], d[i, k] + d[k, j])
`, "9: k* i j"},
		{"the sum's operands swapped, j outside i", `def fw(d, n):
    for k in range(n):
        for j in range(n):
            for i in range(n):
                d[i, j] = min(d[i, j], d[k, j] + d[i, k])
`, "9: k* j i"},
		{"min's operands swapped: the sum wins a tie (-0.0)", `def fw(d, n):
    for k in range(n):
        for i in range(n):
            for j in range(n):
                d[i, j] = min(d[i, k] + d[k, j], d[i, j])
`, ""},
		{"k inside: not a step", `def fw(d, n):
    for i in range(n):
        for k in range(n):
            for j in range(n):
                d[i, j] = min(d[i, j], d[i, k] + d[k, j])
`, ""},
		{"another array read", `def fw(d, e, n):
    for k in range(n):
        for i in range(n):
            for j in range(n):
                d[i, j] = min(d[i, j], e[i, k] + d[k, j])
`, ""},
		{"bounds differ", `def fw(d, n):
    for k in range(n):
        for i in range(n):
            for j in range(1, n):
                d[i, j] = min(d[i, j], d[i, k] + d[k, j])
`, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := analyzeSource(t, header+tc.src)
			p, err := st.Resolve(map[string]int64{"n": 12})
			if err != nil {
				t.Fatal(err)
			}
			if got := planLines(p); tc.assumed != "" && got != "9: "+p.Nest.Loops[0].Var+"* "+p.Nest.Loops[1].Var+"* "+p.Nest.Loops[2].Var+"*" {
				t.Errorf("plan %q, want every loop in order", got)
			}
			switch {
			case tc.assumed == "" && p.Assumed != nil:
				t.Errorf("assumed plan %q, want none", planLines(p.Assumed))
			case tc.assumed != "" && p.Assumed == nil:
				t.Errorf("no assumed plan, want %q", tc.assumed)
			case tc.assumed != "":
				if got := planLines(p.Assumed); got != tc.assumed {
					t.Errorf("assumed plan %q, want %q", got, tc.assumed)
				}
				if len(p.Assumed.Assumes) != 1 || p.Assumed.Assumes[0].Array != "d" || p.Assumed.Assumes[0].Step != 0 {
					t.Errorf("assumes %+v, want d's diagonal at loop 0", p.Assumed.Assumes)
				}
			}
		})
	}
}
