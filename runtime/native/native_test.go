package native

import (
	"errors"
	"testing"
)

// A kernel by hand in the ABI's signature: out[0] = args[0] + box[1] - box[0].
const addIR = `
define i64 @add_span(i64* %box, i64* %args, i64* %out) {
  %lo = load i64, i64* %box
  %hip = getelementptr i64, i64* %box, i64 1
  %hi = load i64, i64* %hip
  %v = load i64, i64* %args
  %span = sub i64 %hi, %lo
  %w = add i64 %v, %span
  store i64 %w, i64* %out
  ret i64 7
}
`

func TestBuildLoadCall(t *testing.T) {
	tc, err := Find()
	if errors.Is(err, ErrNoToolchain) {
		t.Skip(err)
	}
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path, cached, err := tc.Build(addIR, dir)
	if err != nil {
		t.Fatal(err)
	}
	if cached {
		t.Errorf("first build of %s came from the cache", path)
	}
	again, cached, err := tc.Build(addIR, dir)
	if err != nil || again != path || !cached {
		t.Errorf("second build: %s, cached %v, %v; want %s from the cache", again, cached, err, path)
	}
	if entries := names(t, dir); len(entries) != 2 {
		t.Errorf("cache holds %q, want the object and its checksum alone (no build folders left)", entries)
	}
	lib, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := lib.Func("add_span")
	if err != nil {
		t.Fatal(err)
	}
	out := make([]int64, 1)
	if st := f.Call([]int64{3, 10}, []int64{100}, out); st != 7 || out[0] != 107 {
		t.Errorf("add_span: status %d out %d, want 7 and 107", st, out[0])
	}
	if _, err := lib.Func("missing"); err == nil {
		t.Error("looking up a missing kernel succeeded")
	}
}

func TestBuildReportsErrors(t *testing.T) {
	tc, err := Find()
	if err != nil {
		t.Skip(err)
	}
	if _, _, err := tc.Build("this is not IR", t.TempDir()); err == nil {
		t.Error("building bad IR succeeded")
	}
}

func TestKeyChangesWithIR(t *testing.T) {
	tc := &Toolchain{Version: "v"}
	if tc.Key("a") == tc.Key("b") {
		t.Error("different IR, same key")
	}
	other := &Toolchain{Version: "w"}
	if tc.Key("a") == other.Key("a") {
		t.Error("different tools, same key")
	}
}

// BenchmarkCall is the cost of calling a native kernel from Go (one cgo
// call through the trampoline), which a launch pays once per box.
func BenchmarkCall(b *testing.B) {
	tc, err := Find()
	if err != nil {
		b.Skip(err)
	}
	path, _, err := tc.Build(addIR, b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	lib, err := Open(path)
	if err != nil {
		b.Fatal(err)
	}
	f, err := lib.Func("add_span")
	if err != nil {
		b.Fatal(err)
	}
	box, args, out := []int64{3, 10}, []int64{100}, make([]int64, 1)
	for b.Loop() {
		f.Call(box, args, out)
	}
}
