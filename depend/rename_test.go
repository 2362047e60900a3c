package depend

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/nest"
)

// runNest executes a converted nest as the nest oracle does and returns
// its memory.
func runNest(n *nest.Nest, bind map[string]int64) map[string]int64 {
	run := &oracleRun{n: n, env: map[string]int64{}, iters: map[int]int{}, mem: map[string]int64{}, log: map[string][]nestAccess{}}
	for k, v := range bind {
		run.env[k] = v
	}
	for i := range oracleArraySize {
		run.mem[fmt.Sprintf("a[%d]", i)] = int64((i*7)%5 - 2)
	}
	run.body([]nest.Node{n.Root})
	return run.mem
}

// TestSplitWebs checks scalar renaming (splitWebs) on the spellings it must
// and must not split: the names it gives, and that the renamed nest
// computes the arrays the nest as written does, for trip counts that
// include inner loops running no iteration.
func TestSplitWebs(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		scalars   string // the nest's scalars after renaming
	}{
		{name: "two values in one body (TSVC s261)",
			src: `    for i in range(1, n):
        t = a[i] + a[i + 5]
        a[i] = t + a[i + 9]
        t = a[i + 9] * 2
        a[i + 9] = t
`,
			scalars: "t t·2"},
		{name: "a wrap-around value (live into the nest) is not split",
			src: `    for i in range(n):
        if i > 0:
            a[i] = t + 1
        t = a[i + 5]
        a[i + 10] = t
        t = a[i + 6]
`,
			scalars: "t"},
		{name: "a first access under an if does not split",
			src: `    for i in range(n):
        if a[i] > 0:
            t = a[i + 1]
        t = a[i + 5]
        a[i + 10] = t
        t = a[i + 6]
        a[i + 11] = t
`,
			scalars: "t"},
		{name: "a write under an if does not split",
			src: `    for i in range(n):
        t = a[i]
        a[i + 10] = t
        if a[i + 1] > 0:
            t = a[i + 2]
        a[i + 11] = t
`,
			scalars: "t"},
		{name: "an inner loop's write stays with the value before it",
			// the read after the inner loop sees the inner t, or the
			// outer one when the inner loop runs no iteration
			src: `    for i in range(n):
        t = a[i] * 2
        a[i + 10] = t
        for j in range(m - 2):
            t = a[j + 5]
            a[j] = t + 1
        a[i + 11] = t
        t = a[i + 3]
        a[i + 12] = t
`,
			scalars: "t t·2"},
		{name: "an update continues the value",
			src: `    for i in range(n):
        t = a[i]
        t = t * 2
        a[i + 10] = t
        t = a[i + 1]
        a[i + 11] = t
`,
			scalars: "t t·2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "import alpyna\n@alpyna.jit\ndef f(a, n, m):\n" + tc.src
			n := convertedNest(t, src)
			if n == nil {
				t.Fatalf("outside the subset:\n%s", src)
			}
			renamed := convertedNest(t, src)
			renameScalars(renamed)
			var names []string
			for _, sc := range renamed.Scalars {
				names = append(names, sc.Name)
			}
			if got := strings.Join(names, " "); got != tc.scalars {
				t.Errorf("scalars %q, want %q\n%s", got, tc.scalars, renamed)
			}
			for _, m := range []int64{1, 2, 4} {
				bind := map[string]int64{"n": 4, "m": m}
				want, got := runNest(n, bind), runNest(renamed, bind)
				for loc, v := range want {
					if strings.HasPrefix(loc, "a[") && got[loc] != v {
						t.Fatalf("m = %d: %s is %d renamed, %d as written\n%s", m, loc, got[loc], v, renamed)
					}
				}
			}
		})
	}
}
