package cudadev

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPTXCache: a module compiles once per cache directory; an entry that
// was truncated, edited or replaced by another module's is compiled again
// and repaired, never loaded.
func TestPTXCache(t *testing.T) {
	dir := t.TempDir()
	compiles := 0
	compile := func(ptx string) func() (string, error) {
		return func() (string, error) { compiles++; return ptx, nil }
	}
	get := func(input, ptx string) string {
		t.Helper()
		got, err := cached(dir, "sm_90", "nvcc 1 2", input, compile(ptx))
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	const a, b = ".visible .entry a() { ret; }\n", ".visible .entry b() { ret; }\n"
	if got := get("src a", a); got != a || compiles != 1 {
		t.Fatalf("first compile: %q after %d compiles", got, compiles)
	}
	if got := get("src a", a); got != a || compiles != 1 {
		t.Fatalf("cached: %q after %d compiles, want 1", got, compiles)
	}
	if get("src b", b); compiles != 2 {
		t.Fatalf("another input was not compiled")
	}
	entry := filepath.Join(dir, cacheKey("sm_90", "nvcc 1 2", "src a")+".ptx")
	whole, err := os.ReadFile(entry)
	if err != nil {
		t.Fatal(err)
	}
	other, err := os.ReadFile(filepath.Join(dir, cacheKey("sm_90", "nvcc 1 2", "src b")+".ptx"))
	if err != nil {
		t.Fatal(err)
	}
	for _, damage := range []struct{ name, content string }{
		{"truncated", string(whole[:len(whole)-10])},
		{"without trailer", a},
		{"edited", strings.Replace(string(whole), "entry a", "entry z", 1)},
		{"another module's entry", string(other)},
		{"empty", ""},
	} {
		if err := os.WriteFile(entry, []byte(damage.content), 0o644); err != nil {
			t.Fatal(err)
		}
		before := compiles
		if got := get("src a", a); got != a || compiles != before+1 {
			t.Errorf("%s entry: got %q after %d compiles, want a recompile", damage.name, got, compiles-before)
		}
		if got := get("src a", a); got != a || compiles != before+1 {
			t.Errorf("%s entry was not repaired", damage.name)
		}
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

// TestPTXCacheKey: the key changes with each thing the PTX depends on.
func TestPTXCacheKey(t *testing.T) {
	base := cacheKey("sm_90", "nvcc 1 2", "src")
	for _, k := range []string{cacheKey("sm_80", "nvcc 1 2", "src"), cacheKey("sm_90", "nvcc 1 3", "src"), cacheKey("sm_90", "nvcc 1 2", "src ")} {
		if k == base {
			t.Errorf("key %s does not change", k)
		}
	}
}

// TestPTXCacheUnwritable: a cache that cannot be written costs a compile
// per call, not an error.
func TestPTXCacheUnwritable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		got, err := cached(filepath.Join(file, "sub"), "sm_90", "llc", "ir", func() (string, error) { return "ptx\n", nil })
		if err != nil || got != "ptx\n" {
			t.Fatalf("got %q, %v", got, err)
		}
	}
}
