package interp

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// The expected tracebacks below are CPython 3.11's output for the same
// source, less its caret lines.
func TestTracebacks(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{
			name: "recursion folded",
			src:  "def f(n):\n    if n < 6:\n        return f(n + 1)\n    return 1 / 0\n\nf(0)\n",
			want: `Traceback (most recent call last):
  File "t.py", line 6, in <module>
    f(0)
  File "t.py", line 3, in f
    return f(n + 1)
  File "t.py", line 3, in f
    return f(n + 1)
  File "t.py", line 3, in f
    return f(n + 1)
  [Previous line repeated 3 more times]
  File "t.py", line 4, in f
    return 1 / 0
ZeroDivisionError: division by zero
`,
		},
		{
			name: "context and empty message",
			src:  "class MyError(Exception):\n    pass\n\ntry:\n    raise KeyError(\"k\")\nexcept KeyError:\n    raise MyError()\n",
			want: `Traceback (most recent call last):
  File "t.py", line 5, in <module>
    raise KeyError("k")
KeyError: 'k'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "t.py", line 7, in <module>
    raise MyError()
MyError
`,
		},
		{
			name: "cause",
			src:  "try:\n    1/0\nexcept ZeroDivisionError as e:\n    raise ValueError(\"boom\") from e\n",
			want: `Traceback (most recent call last):
  File "t.py", line 2, in <module>
    1/0
ZeroDivisionError: division by zero

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "t.py", line 4, in <module>
    raise ValueError("boom") from e
ValueError: boom
`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := runSource(t, tt.src, nil)
			var exc *Exception
			if !errors.As(err, &exc) {
				t.Fatalf("run(%q) = %v, want a Python exception", tt.src, err)
			}
			if got := exc.Traceback(); got != tt.want {
				t.Errorf("run(%q) traceback:\n%s\nwant:\n%s", tt.src, got, tt.want)
			}
			if ExitStatus(err) != 1 {
				t.Errorf("exit status %d, want 1", ExitStatus(err))
			}
		})
	}
}

func TestExitAndSyntaxErrors(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		status  int
		message string // Exit.Message or SyntaxError.Error()
	}{
		{"exit code", "import sys\nsys.exit(3)\n", 3, ""},
		{"exit none", "import sys\nsys.exit()\n", 0, ""},
		{"exit message", "import sys\nsys.exit(\"bye\")\n", 1, "bye"},
		{"raise SystemExit", "raise SystemExit(4)\n", 4, ""},
		{"unclosed paren", "x = (1 +\n", 2, "t.py:1:5: '(' was never closed"},
		{"bad indent", "if x:\ny = 1\n", 2, "t.py:2:"},
		{"delete literal", "del [0]\n", 2, "t.py:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := runSource(t, tt.src, nil)
			if got := ExitStatus(err); got != tt.status {
				t.Fatalf("run(%q): exit status %d (err %v), want %d", tt.src, got, err, tt.status)
			}
			var (
				exit *Exit
				syn  *SyntaxError
			)
			switch {
			case errors.As(err, &exit):
				if exit.Message != tt.message {
					t.Errorf("run(%q): exit message %q, want %q", tt.src, exit.Message, tt.message)
				}
			case errors.As(err, &syn):
				if !strings.HasPrefix(syn.Error(), tt.message) {
					t.Errorf("run(%q): syntax error %q, want prefix %q", tt.src, syn.Error(), tt.message)
				}
			case err != nil:
				t.Errorf("run(%q): unexpected error %T %v", tt.src, err, err)
			}
		})
	}
}

func TestCellsShareGlobals(t *testing.T) {
	var stdout bytes.Buffer
	in, err := New(Config{Stdout: &stdout})
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	cells := []string{"x = 40", "def inc(v):\n    return v + 2", "y = inc(x)\nprint(y)", "undefined_name"}
	for i, cell := range cells[:3] {
		if err := in.Exec(cell); err != nil {
			t.Fatalf("cell %d: %v", i+1, err)
		}
	}
	if got := stdout.String(); got != "42\n" {
		t.Errorf("stdout %q, want %q", got, "42\n")
	}
	err = in.Exec(cells[3])
	var exc *Exception
	if !errors.As(err, &exc) {
		t.Fatalf("cell 4: %v, want NameError", err)
	}
	want := "Traceback (most recent call last):\n  File \"<cell 4>\", line 1, in <module>\n    undefined_name\nNameError: name 'undefined_name' is not defined\n"
	if got := exc.Traceback(); got != want {
		t.Errorf("cell 4 traceback:\n%s\nwant:\n%s", got, want)
	}
	// A failed cell leaves the session usable.
	if err := in.Exec("print(x + y)"); err != nil {
		t.Fatal(err)
	}
	if v, ok := in.Global("y"); !ok || v.Type().Name != "int" {
		t.Errorf("Global(y) = %v, %v; want an int", v, ok)
	}
}

func TestJitDecorator(t *testing.T) {
	var stdout bytes.Buffer
	src := `import alpyna

@alpyna.jit
def add(a, b=2):
    return a + b

def twice(x):
    return 2 * x
twice = alpyna.jit(twice)

print(add(1), add(1, b=5), twice(21), add.__name__, alpyna.jit(add) is add)
`
	if err := runSource(t, src, &stdout); err != nil {
		t.Fatal(err)
	}
	if got, want := stdout.String(), "3 6 42 add True\n"; got != want {
		t.Errorf("stdout %q, want %q", got, want)
	}
	err := runSource(t, "import alpyna\nalpyna.jit(3)\n", nil)
	var exc *Exception
	if !errors.As(err, &exc) || exc.Error() != "TypeError: alpyna.jit() argument must be a function, not 'int'" {
		t.Errorf("alpyna.jit(3): %v, want a TypeError", err)
	}
}

// runSource runs src as the script t.py, its stdout to stdout if not nil.
func runSource(t *testing.T, src string, stdout *bytes.Buffer) error {
	t.Helper()
	if stdout == nil {
		stdout = new(bytes.Buffer)
	}
	in, err := New(Config{Stdout: stdout, Stderr: new(bytes.Buffer)})
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	return in.RunSource(src, "t.py")
}
