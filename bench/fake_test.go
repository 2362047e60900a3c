package bench

// This file makes the test binary act as a fake alpyna and a fake CPython,
// so that Run can be tested against programs that misbehave on purpose:
// print a wrong checksum, crash, hang, lack the gpu backend.

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// fakeEnv selects the fake: "alpyna" or "python".
const fakeEnv = "BENCH_TEST_FAKE"

// The fakes' behaviour, set through the environment:
//
//	FAKE_WRONG=B      backend B prints a checksum off by a relative 1e-6
//	FAKE_CRASH=B      backend B raises (traceback on stderr, exit status 1)
//	FAKE_SLEEP=B      backend B sleeps ten seconds
//	FAKE_NO_CACHE_DIR alpyna run has no --cache-dir
//	FAKE_INTERP_NEST  the second nest of each cpu run ran in the interpreter
//	FAKE_NO_NUMBA     the fake CPython cannot import numba
//
// The gpu backend of the fake alpyna is never built in, like today's.
func TestMain(m *testing.M) {
	switch os.Getenv(fakeEnv) {
	case "alpyna":
		os.Exit(fakeAlpyna(os.Args[1:]))
	case "python":
		os.Exit(fakePython(os.Args[1:]))
	}
	os.Exit(m.Run())
}

// fake returns the command that runs the test binary as the fake kind,
// with the extra environment env.
func fake(t *testing.T, kind string, env ...string) Command {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// Under the race detector a process sleeps a second at exit unless
	// told not to; the fakes exit hundreds of times.
	return Command{Path: exe, Env: append([]string{fakeEnv + "=" + kind, "GORACE=atexit_sleep_ms=0"}, env...)}
}

// fakeSum is the correct checksum of script at size: a float, printed as
// the benchmarks print theirs, and an integer.
func fakeSum(script string, size int64, backend string) string {
	v := float64(size)*1.5 + float64(len(filepath.Base(script)))
	if os.Getenv("FAKE_WRONG") == backend {
		v *= 1 + 1e-6
	}
	return fmt.Sprintf("checksum %.6e %d\n", v, size*3)
}

// fakeMisbehave does what FAKE_CRASH and FAKE_SLEEP ask of backend, and
// reports whether the run is over.
func fakeMisbehave(backend string) (int, bool) {
	if os.Getenv("FAKE_CRASH") == backend {
		fmt.Fprint(os.Stderr, "Traceback (most recent call last):\n  File \"x.py\", line 3, in <module>\nZeroDivisionError: division by zero\n")
		return 1, true
	}
	if os.Getenv("FAKE_SLEEP") == backend {
		time.Sleep(10 * time.Second)
	}
	return 0, false
}

func fakeSize(args []string) int64 {
	if len(args) < 2 {
		return 10
	}
	n, err := strconv.ParseInt(args[1], 10, 64)
	if err != nil {
		panic(err)
	}
	return n
}

func fakeAlpyna(args []string) int {
	if len(args) == 2 && args[0] == "help" && args[1] == "run" {
		fmt.Println("usage: alpyna run [flags] script.py [args...]\n  -backend string\n  -report FILE")
		if os.Getenv("FAKE_NO_CACHE_DIR") == "" {
			fmt.Println("  -cache-dir DIR")
		}
		return 0
	}
	if len(args) == 0 || args[0] != "run" {
		fmt.Fprintln(os.Stderr, "fake alpyna: want run or help run")
		return 2
	}
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	backend := fs.String("backend", "auto", "")
	report := fs.String("report", "", "")
	fs.Int("threads", 2, "")
	cacheDir := new(string)
	if os.Getenv("FAKE_NO_CACHE_DIR") == "" {
		fs.StringVar(cacheDir, "cache-dir", "", "")
	}
	if err := fs.Parse(args[1:]); err != nil || fs.NArg() == 0 {
		return 2
	}
	if *backend == "gpu" {
		fmt.Fprintln(os.Stderr, "alpyna run: --backend=gpu is not available in this build: GPU support is not built in yet; use --backend=cpu (or auto)")
		return 2
	}
	if status, over := fakeMisbehave(*backend); over {
		return status
	}
	fmt.Print(fakeSum(fs.Arg(0), fakeSize(fs.Args()), *backend))
	if *report == "" {
		return 0
	}
	nests := "[]"
	if *backend != "interp" {
		// Compiling takes 0.5 s unless the cache already holds the kernels.
		compile := 0.5
		if *cacheDir != "" {
			marker := filepath.Join(*cacheDir, "kernels")
			if _, err := os.Stat(marker); err == nil {
				compile = 0
			} else {
				os.WriteFile(marker, nil, 0o644)
			}
		}
		second := *backend
		if os.Getenv("FAKE_INTERP_NEST") != "" {
			second = "interp"
		}
		nest := `{"function": "k", "line": 3, "invocation": 1, "backend": %q, "reason": "",
			"time": {"analysis": 0.001, "compile": %g, "transfer": 0, "execute": 0.002}}`
		nests = "[" + fmt.Sprintf(nest, *backend, compile) + ", " + fmt.Sprintf(nest, second, 0.0) + "]"
	}
	if err := os.WriteFile(*report, []byte(`{"nests": `+nests+"}\n"), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	return 0
}

func fakePython(args []string) int {
	if len(args) == 2 && args[0] == "-c" {
		if args[1] == "import numba" && os.Getenv("FAKE_NO_NUMBA") != "" {
			fmt.Fprintln(os.Stderr, "ModuleNotFoundError: No module named 'numba'")
			return 1
		}
		return 0
	}
	if len(args) == 0 || os.Getenv("PYTHONPATH") == "" {
		fmt.Fprintln(os.Stderr, "fake python: no script, or no PYTHONPATH")
		return 2
	}
	backend, compile := Python, 0.0
	switch {
	case filepath.Base(filepath.Dir(args[0])) == "prange":
		backend, compile = NumbaPar, 0.75
	case os.Getenv("ALPYNA_STANDIN") == "numba":
		backend, compile = Numba, 0.25
	}
	if status, over := fakeMisbehave(backend); over {
		return status
	}
	fmt.Print(fakeSum(args[0], fakeSize(args), backend))
	if path := os.Getenv("ALPYNA_STANDIN_TIMES"); path != "" {
		line := fmt.Sprintf(`{"function": "k", "compile": %g, "execute": 0.01}`+"\n", compile)
		if err := os.WriteFile(path, []byte(line), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
	}
	return 0
}

// fakeSuite makes a checkout with benchmarks/alpha.py and beta.py, the
// prange version of alpha only, and python/alpyna.py, and returns its
// benchmarks at sizes.
func fakeSuite(t *testing.T, sizes ...int64) []Benchmark {
	t.Helper()
	root := t.TempDir()
	for _, p := range []string{"benchmarks/alpha.py", "benchmarks/beta.py", "benchmarks/prange/alpha.py", "python/alpyna.py"} {
		path := filepath.Join(root, p)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte("print('checksum', 1)\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bs, err := Find(nil, filepath.Join(root, "benchmarks"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range bs {
		bs[i].Sizes = sizes
	}
	return bs
}

// row returns the result of benchmark name at size on backend.
func row(t *testing.T, res *Results, name string, size int64, backend string) Result {
	t.Helper()
	for _, r := range res.Rows {
		if r.Benchmark == name && r.Size == size && r.Backend == backend {
			return r
		}
	}
	t.Fatalf("no result for %s %d %s", name, size, backend)
	return Result{}
}

func lines(s string) []string { return strings.Split(strings.TrimSpace(s), "\n") }
