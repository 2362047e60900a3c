package alpyna_test

// This file checks alpyna against CPython 3.11 with NumPy 1.24: every
// script of the corpus (testdata/scripts), every example (examples/), every
// benchmark (benchmarks/) and every script of the nest corpora
// (testdata/nests, and the TSVC ports in testdata/tsvc) must print what
// CPython printed, byte for byte, and fail the same way. The
// golden files were written by testdata/gen_goldens.sh; TestGoldensMatchCPython
// re-runs CPython where it is installed so the goldens cannot drift.

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
)

var pythonFlag = flag.String("python", "/usr/bin/python3", "CPython with NumPy used to check the golden files")

// A goldenScript is a script with its expected outcome.
type goldenScript struct {
	dir    string   // folder of the script and, for the corpus, of its goldens
	name   string   // file name, e.g. "np_zeros.py"
	golden string   // path of the golden files without extension
	args   []string // sys.argv[1:]
	noOut  bool     // "# golden: none": only the exit status is checked
	status int      // expected exit status
}

func (s goldenScript) read(ext string) string {
	data, err := os.ReadFile(s.golden + ext)
	if err != nil {
		return ""
	}
	return string(data)
}

var headerRe = regexp.MustCompile(`^#\s*(args|test-args|expect-status|golden):\s*(.*)$`)

// goldenScripts lists the corpus and the examples with their headers:
// "# args: ...", "# test-args: ..." (for examples), "# expect-status: N"
// and "# golden: none", in the leading comment lines.
func goldenScripts(t *testing.T) []goldenScript {
	t.Helper()
	var scripts []goldenScript
	// Each folder of scripts, and where their goldens live ("" beside them).
	dirs := []struct{ dir, goldens string }{
		{"testdata/scripts", ""},
		{"examples", "testdata/examples"},
		{"benchmarks", "testdata/benchmarks"},
		{"testdata/nests", ""},
		{"testdata/tsvc", ""},
	}
	for _, d := range dirs {
		dir := d.dir
		paths, err := filepath.Glob(filepath.Join(dir, "*.py"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range paths {
			name := filepath.Base(path)
			if strings.HasPrefix(name, "_") {
				continue // a helper module imported by other scripts
			}
			golden := strings.TrimSuffix(path, ".py")
			if d.goldens != "" {
				golden = filepath.Join(d.goldens, strings.TrimSuffix(name, ".py"))
			}
			// Absolute, because the test runs each script from its folder.
			golden, err := filepath.Abs(golden)
			if err != nil {
				t.Fatal(err)
			}
			s := goldenScript{dir: dir, name: name, golden: golden}
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			testArgs := false
			for _, line := range strings.Split(string(src), "\n") {
				if !strings.HasPrefix(line, "#") {
					break
				}
				m := headerRe.FindStringSubmatch(strings.TrimSpace(line))
				switch {
				case m == nil:
				case m[1] == "test-args":
					s.args, testArgs = strings.Fields(m[2]), true
				case m[1] == "args" && !testArgs: // test-args wins, as in gen_goldens.py
					s.args = strings.Fields(m[2])
				case m[1] == "expect-status":
					s.status, _ = strconv.Atoi(strings.TrimSpace(m[2]))
				case m[1] == "golden":
					s.noOut = strings.TrimSpace(m[2]) == "none"
				}
			}
			if st := strings.TrimSpace(s.read(".status")); st != "" {
				s.status, _ = strconv.Atoi(st)
			}
			scripts = append(scripts, s)
		}
	}
	if len(scripts) == 0 {
		t.Fatal("no scripts found under testdata/scripts and examples")
	}
	return scripts
}

// caretLineRe matches the lines CPython 3.11 draws under the failing part
// of a traceback's source line; alpyna does not draw them.
var caretLineRe = regexp.MustCompile(`(?m)^ *[~^]+ *\n`)

// normalizeStderr drops caret lines and the scripts' absolute folder from
// tracebacks' File lines and from the start of warnings' lines, as
// gen_goldens.py does, so that goldens do not depend on where the tree is
// checked out.
func normalizeStderr(stderr, absDir string) string {
	stderr = caretLineRe.ReplaceAllString(stderr, "")
	stderr = regexp.MustCompile(`(?m)^`+regexp.QuoteMeta(absDir+string(filepath.Separator))).ReplaceAllString(stderr, "")
	return strings.ReplaceAll(stderr, `File "`+absDir+string(filepath.Separator), `File "`)
}

// diagnosticRe matches the cpu backend's "not accelerated" diagnostics,
// which CPython does not print; package closure's tests check them.
var diagnosticRe = regexp.MustCompile(`(?m)^(.*: not accelerated: .*|.*: note: .*|alpyna: .*)\n`)

// TestGoldenScripts runs every script in the interpreter, on the cpu
// backend's native kernels and on its Go executor of the kernel IR (three
// threads, so parallel loops are split), and on the gpu backend over the
// lockstep-emulated device (tiny launch limits, so every launch strides),
// and compares each with what CPython printed.
func TestGoldenScripts(t *testing.T) {
	// cpu-auto runs every function's nests, marked alpyna.jit or not (run
	// --auto): the corpus checks that doing so changes nothing a script
	// prints.
	for _, variant := range []string{"interp", "cpu", "cpu-go", "gpu", "cpu-auto"} {
		t.Run(variant, func(t *testing.T) {
			if variant == "gpu" {
				t.Setenv("ALPYNA_GPU", "emulate")
			}
			testGoldenScripts(t, variant)
		})
	}
}

func testGoldenScripts(t *testing.T, variant string) {
	backend, goKernels, auto := variant, false, false
	switch variant {
	case "cpu-go":
		backend, goKernels = "cpu", true
	case "cpu-auto":
		backend, auto = "cpu", true
	}
	for _, s := range goldenScripts(t) {
		t.Run(strings.TrimSuffix(s.name, ".py"), func(t *testing.T) {
			absDir, err := filepath.Abs(s.dir)
			if err != nil {
				t.Fatal(err)
			}
			// Run from the script's folder with a relative name, as the
			// goldens were made, so tracebacks print the same paths.
			t.Chdir(s.dir)
			var stdout, stderr bytes.Buffer
			err = alpyna.RunFile(s.name, alpyna.Options{Stdout: &stdout, Stderr: &stderr, Args: s.args, Backend: backend, Threads: 3, GoKernels: goKernels, Auto: auto})
			printError(&stderr, err)
			if got := alpyna.ExitStatus(err); got != s.status {
				t.Errorf("exit status %d, want %d (error: %v)", got, s.status, err)
			}
			if s.noOut {
				return
			}
			if want := s.read(".out"); stdout.String() != want {
				t.Errorf("stdout differs from CPython's:\n%s", lineDiff(want, stdout.String()))
			}
			want := normalizeStderr(s.read(".err"), absDir)
			got := normalizeStderr(stderr.String(), absDir)
			if backend != "interp" {
				got = diagnosticRe.ReplaceAllString(got, "")
			}
			if got != want {
				t.Errorf("stderr differs from CPython's:\n%s", lineDiff(want, got))
			}
		})
	}
}

// printError writes a failed run's error as the alpyna command does.
func printError(stderr *bytes.Buffer, err error) {
	switch e := err.(type) {
	case nil:
	case *alpyna.Exception:
		stderr.WriteString(e.Traceback())
	case *alpyna.Exit:
		if e.Message != "" {
			stderr.WriteString(e.Message + "\n")
		}
	default:
		stderr.WriteString(err.Error() + "\n")
	}
}

// TestGoldensMatchCPython re-runs every script under CPython with NumPy and
// checks that the goldens still say what CPython says.
func TestGoldensMatchCPython(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping CPython runs in -short mode")
	}
	python := *pythonFlag
	if err := exec.Command(python, "-c", "import numpy").Run(); err != nil {
		t.Skipf("skipping: %s with numpy is not available (%v); apt-get install python3-numpy", python, err)
	}
	standIn, err := filepath.Abs("python")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range goldenScripts(t) {
		t.Run(strings.TrimSuffix(s.name, ".py"), func(t *testing.T) {
			if s.status == 2 && s.noOut {
				t.Skip("rejected by alpyna's front end; CPython's message differs by design")
			}
			absDir, err := filepath.Abs(s.dir)
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(python, append([]string{s.name}, s.args...)...)
			cmd.Dir = s.dir
			cmd.Env = append(os.Environ(), "PYTHONPATH="+standIn, "PYTHONHASHSEED=0")
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err = cmd.Run()
			status := 0
			if exitErr, ok := err.(*exec.ExitError); ok {
				status = exitErr.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if status != s.status {
				t.Errorf("CPython exit status %d, golden says %d", status, s.status)
			}
			if want := s.read(".out"); stdout.String() != want {
				t.Errorf("CPython's stdout differs from the golden; regenerate with testdata/gen_goldens.sh:\n%s", lineDiff(want, stdout.String()))
			}
			want := normalizeStderr(s.read(".err"), absDir)
			if got := normalizeStderr(stderr.String(), absDir); got != want {
				t.Errorf("CPython's stderr differs from the golden:\n%s", lineDiff(want, got))
			}
		})
	}
}

// lineDiff shows the first differing line of want and got with context.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return "line " + strconv.Itoa(i+1) + ":\n  want: " + strconv.Quote(wl) + "\n  got:  " + strconv.Quote(gl) +
				"\n--- want (full) ---\n" + want + "\n--- got (full) ---\n" + got
		}
	}
	return "(no difference)"
}
