package ifconv

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files testdata/*.conv")

// TestGolden converts the nests of testdata/*.py and compares their records
// with testdata/*.conv; it also runs each nest before and after conversion
// on random inputs and compares the results.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.py")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 15 {
		t.Fatalf("%d cases in testdata, want at least 15", len(files))
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".py")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			origs, err := parseNests(filepath.Base(file), src)
			if err != nil {
				t.Fatal(err)
			}
			convs, _ := parseNests(filepath.Base(file), src)
			if len(convs) == 0 {
				t.Fatalf("no nest in %s", file)
			}
			var got strings.Builder
			for k, n := range convs {
				if err := Convert(n); err != nil {
					t.Fatalf("Convert: %v", err)
				}
				checkRecord(t, n)
				got.WriteString(n.String())
				r := rand.New(rand.NewPCG(uint64(k), 42))
				compared := 0
				for range 50 {
					if checkEquivalent(t, origs[k], n, newState(origs[k], r)) {
						compared++
					}
				}
				if compared == 0 {
					t.Errorf("no run of %s compared", n.Func)
				}
			}
			golden := strings.TrimSuffix(file, ".py") + ".conv"
			if *update {
				if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got.String() != string(want) {
				t.Errorf("%s: got:\n%s\nwant:\n%s", golden, got.String(), want)
			}
		})
	}
}
