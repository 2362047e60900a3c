package depend_test

import (
	"strings"
	"testing"
)

// TestLocationReductions checks which scalars form location reductions
// (argmin, argmax) and that their loops then run in parallel as
// reductions, and that near misses stay recurrences in sequential loops.
func TestLocationReductions(t *testing.T) {
	cases := []struct {
		name  string
		body  string // the jit function after its def line
		roles string // scalarRoles, or "" for no check
		plan  string // planLines
	}{
		{
			name: "first min",
			body: `    best = a[0]
    idx = 0
    for i in range(n):
        if a[i] < best:
            best = a[i]
            idx = i
    return best, idx
`,
			roles: "best (live-in, live-out; reduction first min), idx (live-out; reduction first min)",
			plan:  "10: i+\n11: i+",
		},
		{
			name: "last max, value on the left, two locations",
			body: `    best = a[0]
    idx = 0
    half = 0.0
    for i in range(n):
        if best <= a[i]:
            best = a[i]
            idx = i
            half = i * 0.5 + k
    return best, idx, half
`,
			roles: "best (live-in, live-out; reduction last max), idx (live-out; reduction last max), half (live-out; reduction last max)",
			plan:  "11: i+\n12: i+\n13: i+",
		},
		{
			name: "index only",
			body: `    m = 0
    for i in range(n):
        if a[i] < a[m]:
            m = i
    return m
`,
			roles: "m (live-in, live-out; reduction first min)",
			plan:  "9: i+",
		},
		{
			name: "under a filter (nested if)",
			body: `    best = a[0]
    idx = 0
    for i in range(n):
        if a[i] > 0:
            if a[i] >= best:
                best = a[i]
                idx = i
    return best, idx
`,
			roles: "best (live-in, live-out; reduction last max), idx (live-out; reduction last max)",
			plan:  "11: i+\n12: i+",
		},
		{
			name: "2-d",
			body: `    best = b[0, 0]
    bi = 0
    bj = 0
    for i in range(n):
        for j in range(k):
            if b[i, j] > best:
                best = b[i, j]
                bi = i
                bj = j
    return best, bi, bj
`,
			roles: "best (live-in, live-out; reduction first max), bi (live-out; reduction first max), bj (live-out; reduction first max)",
			plan:  "12: i+ j+\n13: i+ j+\n14: i+ j+",
		},
		{
			name: "the value is read elsewhere",
			body: `    best = a[0]
    idx = 0
    for i in range(n):
        if a[i] < best:
            best = a[i]
            idx = i
        c[i] = best
    return best, idx
`,
			plan: "10: i*\n11: i*\n12: i*",
		},
		{
			name: "the branch assigns something else than the candidate",
			body: `    best = a[0]
    idx = 0
    for i in range(n):
        if a[i] < best:
            best = a[i] + 1
            idx = i
    return best, idx
`,
			plan: "10: i*\n11: i*",
		},
		{
			name: "a location assigned outside the branch",
			body: `    best = a[0]
    idx = 0
    for i in range(n):
        if a[i] < best:
            best = a[i]
            idx = i
        idx = idx + 0
    return best, idx
`,
			plan: "10: i*\n11: i*\n12: i*",
		},
		{
			name: "a location read in the loop",
			body: `    best = a[0]
    idx = 0
    for i in range(n):
        if a[i] < best:
            best = a[i]
            idx = i
        c[i] = idx
    return best, idx
`,
			plan: "10: i*\n11: i*\n12: i*",
		},
		{
			name: "another statement in the branch",
			body: `    best = a[0]
    idx = 0
    for i in range(n):
        if a[i] < best:
            best = a[i]
            idx = i
            c[i] = 1.0
    return best, idx
`,
			plan: "10: i*\n11: i*\n12: i",
		},
		{
			name: "an elif behind another reduction",
			body: `    hi = a[0]
    lo = a[0]
    for i in range(n):
        if a[i] > hi:
            hi = a[i]
        elif a[i] < lo:
            lo = a[i]
    return hi, lo
`,
			plan: "10: i*\n12: i*",
		},
		{
			name: "the keyed array is written",
			body: `    m = 0
    for i in range(n):
        if a[i] < a[m]:
            m = i
        a[i] = 0.0
    return m
`,
			plan: "9: i*\n10: i*",
		},
		{
			name: "equality selects nothing ordered",
			body: `    best = a[0]
    idx = 0
    for i in range(n):
        if a[i] == best:
            best = a[i]
            idx = i
    return best, idx
`,
			plan: "10: i*\n11: i*",
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := analyzeSource(t, header+"def f(a, b, c, n, k):\n"+c.body)
			if c.roles != "" {
				if got := scalarRoles(st.Nest); got != c.roles {
					t.Errorf("roles:\n got %s\nwant %s", got, c.roles)
				}
			} else if got := scalarRoles(st.Nest); strings.Contains(got, "reduction") {
				t.Errorf("roles: %s, want no reduction", got)
			}
			for _, resolve := range []bool{false, true} {
				p, err := st.StaticPlan()
				if resolve {
					p, err = st.Resolve(map[string]int64{"n": 100, "k": 7})
				}
				if err != nil {
					t.Fatal(err)
				}
				if got := planLines(p); got != c.plan {
					t.Errorf("plan (resolved %v):\n%s\nwant\n%s", resolve, got, c.plan)
				}
			}
		})
	}
}
