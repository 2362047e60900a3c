package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/report"
)

func absPath(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		panic(err)
	}
	return abs
}

func TestCommandLine(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		status int
		stdout string // substring expected in stdout
		stderr string // substring expected in stderr
	}{
		{"no args", nil, 2, "", "Usage:"},
		{"help", []string{"help"}, 0, "alpyna run [flags] script.py", ""},
		{"--help", []string{"--help"}, 0, "Usage:", ""},
		{"help run", []string{"help", "run"}, 0, "-backend", ""},
		{"run -h", []string{"run", "-h"}, 0, "", "usage: alpyna run"},
		{"version", []string{"version"}, 0, "alpyna " + version, ""},
		{"unknown command", []string{"frobnicate"}, 2, "", `unknown command "frobnicate"`},
		{"help compile", []string{"help", "compile"}, 0, "usage: alpyna compile [flags] script.py", ""},
		{"compile -h", []string{"compile", "-h"}, 0, "", "-emit"},
		{"compile without script", []string{"compile"}, 2, "", "alpyna compile: no script given"},
		{"compile two scripts", []string{"compile", "a.py", "b.py"}, 2, "", "one script at a time"},
		{"compile llvm", []string{"compile", "--emit=llvm", "--bind", "n=10,k=3", "testdata/shift.py"}, 0, "define i64 @shift_l8(", ""},
		{"compile ptx", []string{"compile", "--emit=ptx", "testdata/shift.py"}, 0, ".entry shift_l8(", ""},
		{"compile cuda", []string{"compile", "--emit=cuda", "testdata/shift.py"}, 0, `extern "C" __global__ void shift_l8(`, ""},
		{"compile bad types", []string{"compile", "--emit=llvm", "--types", "a=complex", "testdata/shift.py"}, 2, "", `unknown type "complex" for a`},
		{"compile unknown format", []string{"compile", "--emit=svg", "x.py"}, 2, "", `unknown format "svg"`},
		{"compile bad bind", []string{"compile", "--bind", "n=ten", "x.py"}, 2, "", `"n=ten": the value of n is not an integer`},
		{"compile bind without value", []string{"compile", "--bind", "n", "x.py"}, 2, "", `"n": want name=integer`},
		{"compile syntax error", []string{"compile", "testdata/syntax.py"}, 2, "", "testdata/syntax.py:2:"},
		{"compile plan", []string{"compile", "testdata/shift.py"}, 0, "nest shift at testdata/shift.py:7:", "testdata/shift.py:14:"},
		{"compile waits", []string{"compile", "testdata/shift.py"}, 0, "waits for run time: ", ""},
		{"compile not accelerated", []string{"compile", "testdata/shift.py"}, 0, "nest apply at testdata/shift.py:13:5: not accelerated", ""},
		{"compile bind", []string{"compile", "--bind", "n=10,k=3", "testdata/shift.py"}, 0, "flow S0 -> S0 a (<) distance (3) carried by i", ""},
		{"compile bind missing", []string{"compile", "--bind=", "testdata/shift.py"}, 2, "", "--bind has no value for "},
		{"compile json", []string{"compile", "--emit=json", "testdata/shift.py"}, 0, `"kernel": "shift_l8"`, ""},
		{"compile dot", []string{"compile", "--emit=dot", "testdata/shift.py"}, 0, `digraph "shift_l7" {`, ""},
		{"compile missing file", []string{"compile", "testdata/nope.py"}, 2, "", "alpyna: open testdata/nope.py: no such file or directory"},
		{"bench bad repeat", []string{"bench", "--repeat=0"}, 2, "", "--repeat"},
		{"run without script", []string{"run"}, 2, "", "no script given"},
		{"bad flag", []string{"run", "--bogus", "x.py"}, 2, "", "flag provided but not defined: -bogus"},
		{"bad backend", []string{"run", "--backend=tpu", "testdata/args.py"}, 2, "", `invalid --backend "tpu"`},
		{"gpu backend not built", []string{"run", "--backend=gpu", "testdata/args.py"}, 2, "", "GPU support is not built in"},
		{"cpu diagnostic", []string{"run", "--backend=cpu", "testdata/shift.py"}, 0, "", "shift.py:14:16: not accelerated: the call of 'helper' is not inlined: 'helper' returns from a while loop"},
		{"strict", []string{"run", "--strict", "testdata/shift.py"}, 1, "", "NotImplementedError: "},
		{"bad threads", []string{"run", "--threads=0", "testdata/args.py"}, 2, "", "invalid --threads 0"},
		{"missing file", []string{"run", "testdata/nope.py"}, 2, "", "alpyna: open testdata/nope.py: no such file or directory"},
		{"script args", []string{"run", "--backend=interp", "testdata/args.py", "512", "--x"}, 0, "args ['512', '--x']", ""},
		{"flags with separate values", []string{"run", "--backend", "interp", "--threads", "2", "testdata/args.py"}, 0, "args []", ""},
		{"exception", []string{"run", "testdata/raises.py"}, 1, "",
			"cmd/alpyna/testdata/raises.py\", line 4, in <module>\n    f(0)\n" +
				"  File \"" + absPath("testdata/raises.py") + "\", line 2, in f\n    return 1 / x\n" +
				"ZeroDivisionError: division by zero\n"},
		{"syntax error", []string{"run", "testdata/syntax.py"}, 2, "", "testdata/syntax.py:2:"},
		{"sys.exit", []string{"run", "testdata/exit3.py"}, 3, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			status := runMain(tt.args, &stdout, &stderr)
			if status != tt.status {
				t.Errorf("alpyna %q: exit status %d, want %d\nstderr: %s", tt.args, status, tt.status, stderr.String())
			}
			if !strings.Contains(stdout.String(), tt.stdout) {
				t.Errorf("alpyna %q: stdout %q does not contain %q", tt.args, stdout.String(), tt.stdout)
			}
			if !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("alpyna %q: stderr %q does not contain %q", tt.args, stderr.String(), tt.stderr)
			}
		})
	}
}

// TestRunReport checks that run --report writes the report of docs/contract.md
// §3 with one entry per nest instantiation.
func TestRunReport(t *testing.T) {
	path := filepath.Join(t.TempDir(), "r.json")
	var stdout, stderr bytes.Buffer
	if status := runMain([]string{"run", "--report=" + path, "--threads=2", "testdata/shift.py"}, &stdout, &stderr); status != 0 {
		t.Fatalf("exit status %d: %s", status, stderr.String())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := report.Validate(data); err != nil {
		t.Errorf("the report breaks docs/contract.md §3: %v\n%s", err, data)
	}
	for _, want := range []string{`"function": "shift"`, `"backend": "cpu"`, `"invocation": 1`, `"k": 3`, `"carried_by": "i"`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("report lacks %s:\n%s", want, data)
		}
	}
}

// TestBenchmarkRunReports runs every benchmark on the cpu backend with
// --report and checks each report against docs/contract.md §3: every nest ran
// accelerated, with its statements and times.
func TestBenchmarkRunReports(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every benchmark")
	}
	scripts, _ := filepath.Glob("../../benchmarks/*.py")
	if len(scripts) == 0 {
		t.Skip("no benchmarks")
	}
	for _, script := range scripts {
		t.Run(strings.TrimSuffix(filepath.Base(script), ".py"), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "r.json")
			var stdout, stderr bytes.Buffer
			if status := runMain([]string{"run", "--strict", "--threads=2", "--report=" + path, script}, &stdout, &stderr); status != 0 {
				t.Fatalf("exit status %d: %s", status, stderr.String())
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := report.Validate(data); err != nil {
				t.Errorf("the report breaks docs/contract.md §3: %v", err)
			}
			if strings.Contains(string(data), `"backend": "interp"`) {
				t.Errorf("a nest ran in the interpreter:\n%s", data)
			}
		})
	}
}

// TestReductionReportsValidate runs scripts whose reductions are of every
// kind (+, *, min, max, bitwise, locations) with --report, and checks the
// reports against docs/contract.md §3.
func TestReductionReportsValidate(t *testing.T) {
	for _, name := range []string{"loops_bitwise_reductions", "loops_row_reductions"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "r.json")
			var stdout, stderr bytes.Buffer
			script := filepath.Join("..", "..", "testdata", "scripts", name+".py")
			if status := runMain([]string{"run", "--backend=cpu", "--threads=2", "--report=" + path, script}, &stdout, &stderr); status != 0 {
				t.Fatalf("exit status %d: %s", status, stderr.String())
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := report.Validate(data); err != nil {
				t.Errorf("the report breaks docs/contract.md §3: %v", err)
			}
		})
	}
}
