package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
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
		{"compile not built", []string{"compile", "x.py"}, 2, "", "alpyna compile: not available in this build"},
		{"bench not built", []string{"bench"}, 2, "", "alpyna bench: not available in this build"},
		{"run without script", []string{"run"}, 2, "", "no script given"},
		{"bad flag", []string{"run", "--bogus", "x.py"}, 2, "", "flag provided but not defined: -bogus"},
		{"bad backend", []string{"run", "--backend=tpu", "testdata/args.py"}, 2, "", `invalid --backend "tpu"`},
		{"cpu backend not built", []string{"run", "--backend=cpu", "testdata/args.py"}, 2, "", "--backend=cpu is not available"},
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
