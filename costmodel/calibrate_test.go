package costmodel_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/costmodel"
)

// The host's profile is measured once and cached in the kernel cache's
// folder: a second reading takes the cached one, and a file that is
// damaged (truncated, edited against its checksum, or another machine's)
// is measured again and rewritten.
func TestCachedCPUProfile(t *testing.T) {
	dir := t.TempDir()
	first := costmodel.CachedCPUProfile(dir, 2)
	if !first.Measured || first.Damage != "" {
		t.Fatalf("an empty folder: measured %v, damage %q; want measured, no damage", first.Measured, first.Damage)
	}
	p := first.Profile
	if p.Threads != 2 || p.FlopsPerThread <= 0 || p.Bandwidth <= 0 || p.TranscendentalsPerThread <= 0 || p.LaunchOverhead <= 0 {
		t.Fatalf("measured profile %+v", p)
	}
	if filepath.Dir(first.Path) != dir {
		t.Errorf("cached at %s, want in %s", first.Path, dir)
	}
	again := costmodel.CachedCPUProfile(dir, 2)
	if again.Measured || again.Profile != p {
		t.Fatalf("second reading: measured %v, profile %+v; want the cached %+v", again.Measured, again.Profile, p)
	}
	good, err := os.ReadFile(first.Path)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		damage func(string) string
		want   string
	}{
		{"truncated", func(s string) string { return s[:len(s)/2] }, "does not parse"},
		{"edited", func(s string) string {
			return strings.Replace(s, `"threads": 2`, `"threads": 3`, 1)
		}, "does not match its checksum"},
		{"empty", func(string) string { return "" }, "does not parse"},
	} {
		if err := os.WriteFile(first.Path, []byte(tc.damage(string(good))), 0o644); err != nil {
			t.Fatal(err)
		}
		got := costmodel.CachedCPUProfile(dir, 2)
		if !got.Measured || !strings.Contains(got.Damage, tc.want) {
			t.Errorf("%s file: measured %v, damage %q; want measured again, damage %q", tc.name, got.Measured, got.Damage, tc.want)
		}
		if again := costmodel.CachedCPUProfile(dir, 2); again.Measured || again.Profile != got.Profile {
			t.Errorf("%s file: not rewritten (the next reading measured again)", tc.name)
		}
	}
	// Another thread count is another machine's profile: the bandwidth
	// and launch overhead are those of all threads together.
	other := costmodel.CachedCPUProfile(dir, 1)
	if !other.Measured || !strings.Contains(other.Damage, "another machine") || other.Profile.Threads != 1 {
		t.Errorf("one thread: measured %v, damage %q, threads %d; want measured for 1 thread", other.Measured, other.Damage, other.Profile.Threads)
	}
}

// A folder that cannot be written still gives a measured profile.
func TestCachedCPUProfileUnwritable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "not-a-folder")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	got := costmodel.CachedCPUProfile(filepath.Join(file, "cache"), 1)
	if !got.Measured || got.Profile.FlopsPerThread <= 0 {
		t.Errorf("unwritable folder: %+v", got)
	}
}
