package bench

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestParseSizes(t *testing.T) {
	tests := []struct {
		spec string
		want SizeSpec
		err  string
	}{
		{spec: "1000,100000", want: SizeSpec{All: []int64{1000, 100000}}},
		{spec: "1e6", want: SizeSpec{All: []int64{1000000}}},
		{spec: "2.5e5, 1_000", want: SizeSpec{All: []int64{250000, 1000}}},
		{spec: "gemm=64,256;vadd=1e6", want: SizeSpec{PerBenchmark: map[string][]int64{"gemm": {64, 256}, "vadd": {1000000}}}},
		{spec: "gemm=64;1000", want: SizeSpec{All: []int64{1000}, PerBenchmark: map[string][]int64{"gemm": {64}}}},
		{spec: "black-scholes=10;", want: SizeSpec{PerBenchmark: map[string][]int64{"black_scholes": {10}}}},
		{spec: "", err: "empty size list"},
		{spec: "0", err: `invalid size "0"`},
		{spec: "-5", err: `invalid size "-5"`},
		{spec: "1.5", err: `invalid size "1.5"`},
		{spec: "2.5e0", err: `invalid size "2.5e0"`},
		{spec: "ten", err: `invalid size "ten": want a positive integer such as 1000, 1_000 or 1e6`},
		{spec: "gemm=", err: "empty size list"},
		{spec: "=5", err: "no benchmark name"},
		{spec: "1,2;3", err: "two size lists for every benchmark"},
		{spec: "gemm=1;gemm=2", err: "sizes of gemm given twice"},
	}
	for _, tt := range tests {
		got, err := ParseSizes(tt.spec)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseSizes(%q) error %v, want %q", tt.spec, err, tt.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseSizes(%q) = %+v, %v; want %+v", tt.spec, got, err, tt.want)
		}
	}
}

func TestApplySizes(t *testing.T) {
	bs := []Benchmark{{Name: "gemm", Sizes: []int64{1}}, {Name: "vadd", Sizes: []int64{2}}, {Name: "hilbert", Sizes: []int64{3}}}
	spec, _ := ParseSizes("gemm=64,128;7")
	if err := spec.Apply(bs); err != nil {
		t.Fatal(err)
	}
	want := [][]int64{{64, 128}, {7}, {7}}
	for i, b := range bs {
		if !slices.Equal(b.Sizes, want[i]) {
			t.Errorf("%s sizes %v, want %v", b.Name, b.Sizes, want[i])
		}
	}
	spec, _ = ParseSizes("gem=64")
	if err := spec.Apply(bs); err == nil || !strings.Contains(err.Error(), "names gem, which is not a benchmark of this run (gemm, vadd, hilbert)") {
		t.Errorf("a misspelt name: %v", err)
	}
}

func TestFind(t *testing.T) {
	root := t.TempDir()
	for _, p := range []string{"benchmarks/gemm.py", "benchmarks/black_scholes.py", "benchmarks/mine.py",
		"benchmarks/prange/gemm.py", "python/alpyna.py", "other/gemm.py", "other/x.py", "empty/README"} {
		path := filepath.Join(root, p)
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dir := filepath.Join(root, "benchmarks")
	all, err := Find(nil, dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, b := range all {
		names = append(names, b.Name)
	}
	if !slices.Equal(names, []string{"black_scholes", "gemm", "mine"}) {
		t.Errorf("every script: %v", names)
	}
	gemm := all[1]
	if gemm.Script != filepath.Join(dir, "gemm.py") || gemm.Prange != filepath.Join(dir, "prange", "gemm.py") ||
		gemm.StandIn != filepath.Join(root, "python") || !slices.Equal(gemm.Sizes, DefaultSizes["gemm"]) {
		t.Errorf("gemm: %+v", gemm)
	}
	if all[0].Prange != "" || !slices.Equal(all[2].Sizes, []int64{0}) {
		t.Errorf("black_scholes has no prange version, mine no default sizes: %+v %+v", all[0], all[2])
	}

	got, err := Find([]string{"black-scholes", filepath.Join(root, "other", "x.py"), "gemm", "gemm"}, dir)
	if err != nil || len(got) != 3 || got[0].Name != "black_scholes" || got[1].Name != "x" || got[2].Name != "gemm" {
		t.Errorf("names and paths: %+v, %v", got, err)
	}
	errs := []struct {
		args []string
		dir  string
		want string
	}{
		{[]string{"gemn"}, dir, `unknown benchmark "gemn": want one of black_scholes, gemm, mine, or a script's path`},
		{[]string{"nope.py"}, dir, "no script nope.py"},
		{[]string{filepath.Join(root, "empty")}, dir, "no *.py scripts in folder"},
		{[]string{"gemm", filepath.Join(root, "other")}, dir, "two benchmarks named gemm"},
		{nil, filepath.Join(root, "missing"), "missing folder: run alpyna bench in the alpyna checkout"},
	}
	for _, tt := range errs {
		if _, err := Find(tt.args, tt.dir); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Find(%q) error %v, want %q", tt.args, err, tt.want)
		}
	}
}

// TestSuiteComplete guards the suite: every benchmark script has default
// sizes and a hand-parallelised version, and every default list a script.
func TestSuiteComplete(t *testing.T) {
	bs, err := Find(nil, filepath.Join("..", "benchmarks"))
	if err != nil {
		t.Fatal(err)
	}
	if len(bs) != len(DefaultSizes) {
		t.Errorf("%d scripts in benchmarks/, %d default size lists", len(bs), len(DefaultSizes))
	}
	for _, b := range bs {
		if _, ok := DefaultSizes[b.Name]; !ok {
			t.Errorf("%s has no default sizes", b.Name)
		}
		if b.Prange == "" {
			t.Errorf("%s has no benchmarks/prange version", b.Name)
		}
		if b.StandIn == "" {
			t.Errorf("%s: python/alpyna.py not found", b.Name)
		}
	}
}
