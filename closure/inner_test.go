package closure_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
)

// TestInnerNests runs the golden script whose nests are refused (a print
// in a time loop, bounds assigned in the outer body): the loops inside
// them must run as kernels where they have work enough, stay in the
// interpreter where they have not, and the output must be CPython's. Its
// CSR product, whose inner bounds are read from an index array, is one
// nest of its own, rows in parallel (docs/analysis.md §1, "Bounds read at
// each entry").
func TestInnerNests(t *testing.T) {
	dir, err := filepath.Abs("../testdata/scripts")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(dir, "loops_inner_nests.out"))
	if err != nil {
		t.Fatal(err)
	}
	out, errOut, nests := runWith(t, dir, "loops_inner_nests.py", alpyna.Options{Backend: "cpu", Threads: 2, CacheDir: t.TempDir()})
	if out != string(want) {
		t.Fatalf("printed\n%s\nwant\n%s", out, want)
	}
	if strings.Count(errOut, "not accelerated") == 0 {
		t.Errorf("no diagnostic for the refused outer nests:\n%s", errOut)
	}
	backends := map[string]map[string]int{}
	for _, n := range nests {
		key := n.Function + ":" + itoa(n.Line)
		if backends[key] == nil {
			backends[key] = map[string]int{}
		}
		backends[key][n.Backend]++
	}
	for key, want := range map[string]map[string]int{
		"diffuse:13":    {"interp": 1},
		"diffuse:15":    {"cpu": 4},
		"diffuse:17":    {"cpu": 4},
		"blocks:34":     {"interp": 1},
		"blocks:38":     {"cpu": 3},
		"csr_matvec:24": {"cpu": 1},
	} {
		for b, n := range want {
			if backends[key][b] != n {
				t.Errorf("nest %s: %v, want %d on %s", key, backends[key], n, b)
			}
		}
	}
	if rows := backends["csr_matvec:26"]; len(rows) != 0 {
		t.Errorf("csr rows ran as nests of their own: %v", rows)
	}
}
