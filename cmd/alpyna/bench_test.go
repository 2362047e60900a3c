package main

import (
	"bytes"
	"encoding/csv"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/alpyna/alpyna/bench"
)

// runAsAlpyna, set in the environment, makes the test binary act as the
// alpyna command: `alpyna bench` runs alpyna as a subprocess, and under
// `go test` the running binary is this test binary. Re-executing it rather
// than building alpyna with `go build` measures the code under test and
// needs no toolchain at test time.
const runAsAlpyna = "ALPYNA_TEST_RUN_AS_ALPYNA"

func TestMain(m *testing.M) {
	if os.Getenv(runAsAlpyna) == "1" {
		os.Exit(runMain(os.Args[1:], os.Stdout, os.Stderr))
	}
	// The nests' np.dot sums follow the OpenBLAS kernel of the process
	// (frontend/blas_dot.go): the plan goldens are Prescott's.
	for k, v := range map[string]string{"OPENBLAS_CORETYPE": "Prescott", "OPENBLAS_NUM_THREADS": "1"} {
		if os.Getenv(k) == "" {
			os.Setenv(k, v)
		}
	}
	benchSelf = func() (bench.Command, error) {
		exe, err := os.Executable()
		// GORACE: under the race detector a process sleeps a second at
		// exit unless told not to.
		return bench.Command{Path: exe, Env: []string{runAsAlpyna + "=1", "GORACE=atexit_sleep_ms=0"}}, err
	}
	os.Exit(m.Run())
}

func TestBenchUsage(t *testing.T) {
	tests := []struct {
		args   []string
		stderr string
	}{
		{[]string{"bench", "--repeat=0", "gemm"}, "invalid --repeat 0: want at least 1"},
		{[]string{"bench", "--threads=-2", "gemm"}, "invalid --threads -2"},
		{[]string{"bench", "--timeout=0s", "gemm"}, "invalid --timeout 0s"},
		{[]string{"bench", "--backends=interp,tpu", "gemm"}, `invalid --backends: unknown backend "tpu": want interp, cpu, gpu, auto, python, numba, numba-par`},
		{[]string{"bench", "--backends=cpu,cpu", "gemm"}, "backend cpu named twice"},
		{[]string{"bench", "--backends=,", "gemm"}, "no backend named"},
		{[]string{"bench", "--sizes=ten", "../../benchmarks/gemm.py"}, `invalid --sizes: invalid size "ten"`},
		{[]string{"bench", "--sizes=gem=3", "../../benchmarks/gemm.py"}, "invalid --sizes: --sizes names gem, which is not a benchmark of this run (gemm)"},
		{[]string{"bench", "nope.py"}, "alpyna bench: no script nope.py"},
		{[]string{"bench", "gemm"}, `unknown benchmark "gemm": no script gemm.py in benchmarks`},
		{[]string{"bench"}, "alpyna bench: no benchmarks folder: run alpyna bench in the alpyna checkout, or name scripts or folders"},
		{[]string{"bench", "--bogus"}, "flag provided but not defined: -bogus"},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		if status := runMain(tt.args, &stdout, &stderr); status != 2 || !strings.Contains(stderr.String(), tt.stderr) {
			t.Errorf("alpyna %q: status %d, stderr %q; want 2 and %q", tt.args, status, stderr.String(), tt.stderr)
		}
	}
	var stdout, stderr bytes.Buffer
	if status := runMain([]string{"help", "bench"}, &stdout, &stderr); status != 0 || !strings.Contains(stdout.String(), "usage: alpyna bench [flags]") ||
		!strings.Contains(stdout.String(), "-no-verify") {
		t.Errorf("help bench: status %d\n%s%s", status, stdout.String(), stderr.String())
	}
}

func TestParseInterspersed(t *testing.T) {
	tests := []struct {
		args  []string
		names []string
		rep   int
	}{
		{[]string{"gemm", "--repeat", "2", "vadd"}, []string{"gemm", "vadd"}, 2},
		{[]string{"--repeat=4", "gemm"}, []string{"gemm"}, 4},
		{[]string{"gemm", "--", "--repeat=5"}, []string{"gemm", "--repeat=5"}, 3},
		{nil, nil, 3},
	}
	for _, tt := range tests {
		fs, f := newBenchFlags(io.Discard)
		names, err := parseInterspersed(fs, tt.args)
		if err != nil || !slices.Equal(names, tt.names) || f.repeat != tt.rep {
			t.Errorf("parseInterspersed(%q) = %q, repeat %d, %v; want %q, %d", tt.args, names, f.repeat, err, tt.names, tt.rep)
		}
	}
	fs, _ := newBenchFlags(io.Discard)
	if _, err := parseInterspersed(fs, []string{"-h"}); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: %v", err)
	}
}

// TestBenchSuite runs the whole suite at a tiny size on interp and cpu,
// once each, through `alpyna bench` as a user runs it: every benchmark must
// give the interpreter's checksum on the cpu backend, and the table, CSV
// and plot must describe all of them.
func TestBenchSuite(t *testing.T) {
	dir := t.TempDir()
	csvPath, svgPath := filepath.Join(dir, "r.csv"), filepath.Join(dir, "r.svg")
	var stdout, stderr bytes.Buffer
	begin := time.Now()
	status := runMain([]string{"bench", "--backends=interp,cpu", "--sizes=12", "--repeat=1", "--threads=2",
		"--csv=" + csvPath, "--plot=" + svgPath, "../../benchmarks"}, &stdout, &stderr)
	if status != 0 {
		t.Fatalf("status %d\n%s\n%s", status, stdout.String(), stderr.String())
	}
	t.Logf("the suite took %v:\n%s", time.Since(begin), stdout.String())

	scripts, _ := filepath.Glob("../../benchmarks/*.py")
	table := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	rows := 0
	for _, line := range table[1:] {
		f := strings.Fields(line)
		if len(f) == 14 && f[1] == "12" {
			rows++
			if f[13] != "ok" {
				t.Errorf("not ok: %s", line)
			}
		}
	}
	if rows != 2*len(scripts) {
		t.Errorf("%d rows in the table, want %d (interp and cpu for %d scripts)", rows, 2*len(scripts), len(scripts))
	}
	if !strings.Contains(stderr.String(), "gemm 12 cpu: cold run") || strings.Contains(stderr.String(), "\r") {
		t.Errorf("progress on stderr (not a terminal: plain lines):\n%s", stderr.String())
	}

	f, err := os.Open(csvPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	records, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(records) != 1+2*len(scripts) {
		t.Fatalf("%d CSV records, want a header and %d rows", len(records), 2*len(scripts))
	}
	col := func(name string) int { return slices.Index(records[0], name) }
	for _, r := range records[1:] {
		if r[col("status")] != "ok" || r[col("wall_median")] == "" || r[col("checksum")] == "" {
			t.Errorf("CSV row %q", r)
		}
		// The cpu backend reports its nests' phases, and the cold run.
		if r[col("backend")] == "cpu" && (r[col("execute_median")] == "" || r[col("nests")] == "0" || r[col("wall_cold")] == "") {
			t.Errorf("cpu row without phase times or a cold run: %q", r)
		}
		if r[col("backend")] == "cpu" && r[col("checksum")] != r[col("reference")] {
			t.Errorf("cpu checksum %q, interp %q", r[col("checksum")], r[col("reference")])
		}
	}

	data, err := os.ReadFile(svgPath)
	if err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(bytes.NewReader(data))
	panels := 0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("the plot is not XML: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "g" {
			panels++
		}
	}
	if panels != len(scripts) {
		t.Errorf("%d panels, want %d", panels, len(scripts))
	}
}
