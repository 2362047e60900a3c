package native

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// The cache's tests build C through a stand-in tool chain: opt and llc
// copy their input, and cc compiles it as C, so they run wherever cgo
// does, with or without LLVM.

const fakeCopy = `#!/bin/sh
# a stand-in for opt and llc: copies its input to the file after -o
while [ $# -gt 0 ]; do
	case "$1" in
	-o) out="$2"; shift 2 ;;
	-*) shift ;;
	*) in="$1"; shift ;;
	esac
done
exec cp "$in" "$out"
`

// writeScript writes an executable script named name in dir.
func writeScript(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// fakeToolchain is a tool chain whose "IR" is C.
func fakeToolchain(t *testing.T) *Toolchain {
	t.Helper()
	cc, err := exec.LookPath("cc")
	if err != nil {
		if cc, err = exec.LookPath("gcc"); err != nil {
			t.Skip("no C compiler")
		}
	}
	bin := t.TempDir()
	cp := writeScript(t, bin, "copy", fakeCopy)
	ccScript := strings.Replace(fakeCopy, `exec cp "$in" "$out"`, `exec `+cc+` -shared -fPIC -x c "$in" -o "$out"`, 1)
	return &Toolchain{Opt: cp, Llc: cp, CC: writeScript(t, bin, "cc", ccScript), Version: "fake " + cc}
}

// kernelC is a kernel in the ABI's signature that returns v.
func kernelC(v int) string {
	return fmt.Sprintf("long long kern(const long long *box, long long *args, long long *out) { out[0] = %d; return %d; }\n", v, v)
}

// callKern loads path and returns what its kernel returns.
func callKern(t *testing.T, path string) int64 {
	t.Helper()
	lib, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := lib.Func("kern")
	if err != nil {
		t.Fatal(err)
	}
	return f.Call(nil, nil, make([]int64, 1))
}

func mustBuild(t *testing.T, tc *Toolchain, ir, dir string) (string, bool) {
	t.Helper()
	path, cached, err := tc.Build(ir, dir)
	if err != nil {
		t.Fatal(err)
	}
	return path, cached
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.Name() != trimFile { // the cache's own bookkeeping
			out = append(out, e.Name())
		}
	}
	return out
}

func TestCacheEntryHasChecksum(t *testing.T) {
	tc := fakeToolchain(t)
	dir := t.TempDir()
	path, cached := mustBuild(t, tc, kernelC(1), dir)
	key := tc.Key(kernelC(1))
	if cached || path != filepath.Join(dir, key+".so") {
		t.Errorf("first build: %s, cached %v; want %s.so built", path, cached, key)
	}
	if got, want := strings.Join(names(t, dir), " "), key+".so "+key+".sum"; got != want {
		t.Errorf("cache holds %s, want %s", got, want)
	}
	sum, err := fileSHA(path)
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, key+".sum")); string(b) != sum+"  "+key+".so\n" {
		t.Errorf("checksum file %q, want sha256sum's line for %s.so", b, key)
	}
	if _, cached := mustBuild(t, tc, kernelC(1), dir); !cached {
		t.Error("a sound entry was rebuilt")
	}
	if n := tc.TakeNotes(); len(n) != 0 {
		t.Errorf("notes for a sound cache: %q", n)
	}
	if got := callKern(t, path); got != 1 {
		t.Errorf("kernel returned %d, want 1", got)
	}
}

// Each damage is seen, rebuilt once, reported once, and the kernel that
// runs is the right one.
func TestCacheDamagedEntryIsRebuilt(t *testing.T) {
	tc := fakeToolchain(t)
	cases := []struct {
		name   string
		damage func(t *testing.T, a, b string) // entry paths without extension
		why    string
	}{
		{"truncated object", func(t *testing.T, a, b string) {
			st, err := os.Stat(a + ".so")
			if err != nil {
				t.Fatal(err)
			}
			if err := os.Truncate(a+".so", st.Size()/2); err != nil {
				t.Fatal(err)
			}
		}, "does not match its checksum"},
		{"empty object", func(t *testing.T, a, b string) {
			if err := os.Truncate(a+".so", 0); err != nil {
				t.Fatal(err)
			}
		}, "does not match its checksum"},
		{"another key's object copied over it", func(t *testing.T, a, b string) {
			copyFile(t, b+".so", a+".so")
		}, "does not match its checksum"},
		{"another entry copied over it", func(t *testing.T, a, b string) {
			copyFile(t, b+".so", a+".so")
			copyFile(t, b+".sum", a+".sum")
		}, "checksum file is entry "},
		{"missing checksum file", func(t *testing.T, a, b string) {
			if err := os.Remove(a + ".sum"); err != nil {
				t.Fatal(err)
			}
		}, "no checksum file"},
		{"corrupted checksum file", func(t *testing.T, a, b string) {
			if err := os.WriteFile(a+".sum", []byte("\x00\x01garbage"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "checksum file is malformed"},
		{"empty checksum file", func(t *testing.T, a, b string) {
			if err := os.WriteFile(a+".sum", nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}, "checksum file is malformed"},
		{"checksum of other bytes", func(t *testing.T, a, b string) {
			sum := strings.Repeat("0", 64) + "  " + filepath.Base(a) + ".so\n"
			if err := os.WriteFile(a+".sum", []byte(sum), 0o644); err != nil {
				t.Fatal(err)
			}
		}, "does not match its checksum"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			pathA, _ := mustBuild(t, tc, kernelC(1), dir)
			pathB, _ := mustBuild(t, tc, kernelC(2), dir)
			tc.TakeNotes()
			a, b := strings.TrimSuffix(pathA, ".so"), strings.TrimSuffix(pathB, ".so")
			c.damage(t, a, b)

			path, cached := mustBuild(t, tc, kernelC(1), dir)
			if cached || path != pathA {
				// Not loaded: a damaged object may crash dlopen.
				t.Fatalf("damaged entry: %s, cached %v; want %s rebuilt", path, cached, pathA)
			}
			notes := tc.TakeNotes()
			key := tc.Key(kernelC(1))
			if len(notes) != 1 || !strings.Contains(notes[0], "kernel cache entry "+key) ||
				!strings.Contains(notes[0], "was damaged") || !strings.Contains(notes[0], c.why) || !strings.HasSuffix(notes[0], "; rebuilt") {
				t.Errorf("notes %q, want one saying entry %s was damaged (%s...); rebuilt", notes, key, c.why)
			}
			if ok, why := checkEntry(dir, key); !ok {
				t.Errorf("rebuilt entry is not sound: %s", why)
			}
			if _, cached := mustBuild(t, tc, kernelC(1), dir); !cached {
				t.Error("the rebuilt entry was rebuilt again")
			}
			if n := tc.TakeNotes(); len(n) != 0 {
				t.Errorf("damage reported again: %q", n)
			}
			if got := callKern(t, path); got != 1 {
				t.Errorf("kernel returned %d, want 1 (another entry's code ran)", got)
			}
			if ents := names(t, dir); len(ents) != 4 {
				t.Errorf("cache holds %q, want two entries and no build folders", ents)
			}
		})
	}
}

// A checksum placed by a concurrent build before its object is not damage.
func TestCacheChecksumWithoutObjectIsMissing(t *testing.T) {
	tc := fakeToolchain(t)
	dir := t.TempDir()
	path, _ := mustBuild(t, tc, kernelC(1), dir)
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if _, cached := mustBuild(t, tc, kernelC(1), dir); cached {
		t.Error("an entry without its object was found")
	}
	if n := tc.TakeNotes(); len(n) != 0 {
		t.Errorf("notes %q for a missing object, want none", n)
	}
}

// Concurrent builds of one key agree: no build sees the others' entry as
// damaged, and the entry left is sound.
func TestCacheConcurrentBuilds(t *testing.T) {
	tc := fakeToolchain(t)
	dir := t.TempDir()
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _, errs[i] = tc.Build(kernelC(3), dir)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	if n := tc.TakeNotes(); len(n) != 0 {
		t.Errorf("concurrent builds reported %q", n)
	}
	if ok, why := checkEntry(dir, tc.Key(kernelC(3))); !ok {
		t.Error(why)
	}
}

// Two builds of one IR by the real tools give the same bytes, which lets
// concurrent builds share an entry (cache.go).
func TestBuildIsReproducible(t *testing.T) {
	tc, err := Find()
	if err != nil {
		t.Skip(err)
	}
	var sums []string
	for range 2 {
		dir := t.TempDir()
		path, _, err := tc.Build(addIR, dir)
		if err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(strings.TrimSuffix(path, ".so") + ".sum")
		if err != nil {
			t.Fatal(err)
		}
		sums = append(sums, string(b))
	}
	if sums[0] != sums[1] {
		t.Errorf("two builds of one IR differ: %q and %q", sums[0], sums[1])
	}
}

func TestBuildSweepsLeftovers(t *testing.T) {
	tc := fakeToolchain(t)
	dir := t.TempDir()
	old := time.Now().Add(-2 * time.Hour)
	mk := func(name string, isDir bool, when time.Time) {
		p := filepath.Join(dir, name)
		if isDir {
			if err := os.Mkdir(p, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(p, "k.ll"), []byte("x"), 0o644); err != nil {
				t.Fatal(err)
			}
		} else if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, when, when); err != nil {
			t.Fatal(err)
		}
	}
	mk("build-old", true, old)
	mk("build-fresh", true, time.Now().Add(-time.Minute))
	mk("ptx-old.tmp", false, old)
	mk("ptx-fresh.tmp", false, time.Now())
	mk("notes-old.txt", false, old)
	mk("keep-old", true, old)

	mustBuild(t, tc, kernelC(1), dir)
	key := tc.Key(kernelC(1))
	got := strings.Join(names(t, dir), " ")
	want := strings.Join([]string{key + ".so", key + ".sum", "build-fresh", "keep-old", "notes-old.txt", "ptx-fresh.tmp"}, " ")
	if got != want {
		t.Errorf("after a build the cache holds\n%s\nwant (old build folders and temporary files gone, fresh ones and other files kept)\n%s", got, want)
	}
}

func TestBuildReadOnlyCache(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes to read-only folders")
	}
	tc := fakeToolchain(t)
	readOnly := func(t *testing.T, dir string) {
		if err := os.Chmod(dir, 0o555); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(dir, 0o755) })
	}

	t.Run("empty", func(t *testing.T) {
		dir := t.TempDir()
		readOnly(t, dir)
		path, cached, err := tc.Build(kernelC(4), dir)
		if err != nil {
			t.Fatalf("a read-only cache stopped the build: %v", err)
		}
		if cached || filepath.Dir(path) == dir {
			t.Errorf("build in a read-only cache: %s, cached %v; want an uncached object elsewhere", path, cached)
		}
		if n := tc.TakeNotes(); len(n) != 1 || n[0] != "kernel cache "+dir+" cannot be written (permission denied); kernels are built in a temporary folder and not cached" {
			t.Errorf("notes %q, want one saying the cache cannot be written, the same for every module", n)
		}
		if got := callKern(t, path); got != 4 {
			t.Errorf("kernel returned %d, want 4", got)
		}
		if _, err := os.Stat(filepath.Dir(path)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("the temporary folder of %s outlived loading it (%v)", path, err)
		}
		if ents := names(t, dir); len(ents) != 0 {
			t.Errorf("read-only cache holds %q", ents)
		}
	})

	t.Run("sound entry", func(t *testing.T) {
		dir := t.TempDir()
		want, _ := mustBuild(t, tc, kernelC(5), dir)
		readOnly(t, dir)
		path, cached := mustBuild(t, tc, kernelC(5), dir)
		if !cached || path != want {
			t.Errorf("read-only cache: %s, cached %v; want %s from the cache", path, cached, want)
		}
	})

	t.Run("damaged entry", func(t *testing.T) {
		dir := t.TempDir()
		entry, _ := mustBuild(t, tc, kernelC(6), dir)
		mustBuild(t, tc, kernelC(7), dir)
		copyFile(t, filepath.Join(dir, tc.Key(kernelC(7))+".so"), entry)
		readOnly(t, dir)
		tc.TakeNotes()
		path, cached := mustBuild(t, tc, kernelC(6), dir)
		if cached || path == entry {
			t.Errorf("damaged entry in a read-only cache: %s, cached %v; want a new object elsewhere", path, cached)
		}
		notes := strings.Join(tc.TakeNotes(), "\n")
		if !strings.Contains(notes, "was damaged") || !strings.Contains(notes, "rebuilt, uncached") {
			t.Errorf("notes %q, want the damage reported", notes)
		}
		if got := callKern(t, path); got != 6 {
			t.Errorf("kernel returned %d, want 6", got)
		}
	})
}

func TestBuildTimesOut(t *testing.T) {
	bin := t.TempDir()
	// A script, not exec: its sleep outlives the killed shell and holds
	// stderr open, as a compiler driver's children would.
	hung := writeScript(t, bin, "opt", "#!/bin/sh\nsleep 30\n")
	cases := []struct {
		name    string
		timeout time.Duration
		env     string
		want    string
	}{
		{"field", 300 * time.Millisecond, "", "300ms"},
		{"env", 0, "250ms", "250ms"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("ALPYNA_COMPILE_TIMEOUT", c.env)
			tc := &Toolchain{Opt: hung, Llc: hung, CC: hung, Version: "hung", Timeout: c.timeout}
			dir := t.TempDir()
			start := time.Now()
			_, _, err := tc.Build("ir", dir)
			took := time.Since(start)
			if err == nil || !strings.Contains(err.Error(), "opt did not finish within "+c.want) {
				t.Errorf("hung opt: %v, want an error naming opt and the limit %s", err, c.want)
			}
			if took > waitDelay+5*time.Second {
				t.Errorf("hung opt held the build %v", took)
			}
			if ents := names(t, dir); len(ents) != 0 {
				t.Errorf("a timed-out build left %q", ents)
			}
		})
	}
}

func TestCompileTimeoutSetting(t *testing.T) {
	for _, c := range []struct {
		field time.Duration
		env   string
		want  time.Duration
		note  bool
	}{
		{0, "", DefaultTimeout, false},
		{0, "90s", 90 * time.Second, false},
		{0, "0", 0, false},
		{0, "soon", DefaultTimeout, true},
		{time.Second, "90s", time.Second, false},
	} {
		t.Setenv("ALPYNA_COMPILE_TIMEOUT", c.env)
		tc := &Toolchain{Timeout: c.field}
		got := tc.timeout()
		notes := tc.TakeNotes()
		if got != c.want || (len(notes) > 0) != c.note {
			t.Errorf("Timeout %v, $ALPYNA_COMPILE_TIMEOUT %q: %v, notes %q; want %v, a note %v", c.field, c.env, got, notes, c.want, c.note)
		}
		if c.note && !strings.Contains(notes[0], "ALPYNA_COMPILE_TIMEOUT") {
			t.Errorf("note %q does not name the variable", notes[0])
		}
	}
}

// The cache is bounded: the first build of a process in a folder removes
// the entries unused for trimAge, at most once per trimInterval, and a
// hit marks its entry used.
func TestTrimRemovesUnusedEntries(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	mk := func(name string, age time.Duration) {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, now.Add(-age), now.Add(-age)); err != nil {
			t.Fatal(err)
		}
	}
	mk("old.so", trimAge+time.Hour)
	mk("old.sum", trimAge+time.Hour)
	mk("recent.so", trimAge-time.Hour)
	mk("recent.sum", trimAge+time.Hour) // the object's time counts
	mk("notes.txt", 10*trimAge)
	trim(dir, now)
	names := func() string {
		entries, _ := os.ReadDir(dir)
		var out []string
		for _, e := range entries {
			out = append(out, e.Name())
		}
		return strings.Join(out, " ")
	}
	if got, want := names(), "notes.txt recent.so recent.sum "+trimFile; got != want {
		t.Fatalf("after the trim: %s; want %s", got, want)
	}
	// Within trimInterval of the last trim nothing is removed.
	mk("older.so", 2*trimAge)
	trim(dir, now.Add(trimInterval/2))
	if !strings.Contains(names(), "older.so") {
		t.Errorf("a second trim within %v removed older.so", trimInterval)
	}
	// A hit more than usedGranularity after the object's time renews it,
	// and the next trim keeps it.
	so := filepath.Join(dir, "recent.so")
	st, err := os.Stat(so)
	if err != nil {
		t.Fatal(err)
	}
	markUsed(so, st.ModTime(), now)
	if st2, err := os.Stat(so); err != nil || now.Sub(st2.ModTime()) > time.Second {
		t.Errorf("markUsed left the object's time at %v (%v)", st2.ModTime(), err)
	}
	trim(dir, now.Add(trimInterval+time.Minute))
	if got := names(); strings.Contains(got, "older.so") || !strings.Contains(got, "recent.so") {
		t.Errorf("a trim after %v left %s; want older.so gone, recent.so kept", trimInterval, got)
	}
}
