package alpyna_test

// This file runs the PolyBench/C 4.2 ports of testdata/polybench: thirty
// kernels written the way a scientist writes them, by someone who did not
// write alpyna (testdata/polybench/README.md). Each must print what CPython
// printed, byte for byte, and where its nests ran must not get worse than
// testdata/polybench/expect.txt records: a nest that ran as compiled
// kernels must not fall to the loop-record executor or the interpreter,
// and a loop that ran in parallel must not run in order.

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/report"
)

var updatePolyBench = flag.Bool("update-polybench", false, "rewrite testdata/polybench/expect.txt from this run (TestPolyBench)")

const (
	polyBenchDir    = "testdata/polybench"
	polyBenchExpect = "testdata/polybench/expect.txt"
)

// polyExecutorRank orders the report's executors from slowest to fastest:
// the interpreter, the loop-record executor, compiled kernels.
func polyExecutorRank(executor string) int {
	switch executor {
	case "interp", "":
		return 0
	case "loop-record":
		return 1
	default: // native, go-kernel, gpu, gpu-emulated
		return 2
	}
}

// A polyStatement is where one source line of a nest's statements ran:
// the loops around it, and those that ran in parallel (the others ran in
// order).
type polyStatement struct {
	loops, parallel []string
}

// sequential lists the statement's loops that ran in order.
func (s polyStatement) sequential() []string {
	var seq []string
	for _, v := range s.loops {
		if !slices.Contains(s.parallel, v) {
			seq = append(seq, v)
		}
	}
	return seq
}

// A polyNest is the state of one nest (script and line of its outermost
// for) over all its instantiations in a run: the worst executor, and per
// statement line the loops parallel in every instantiation.
type polyNest struct {
	executor   string
	why        string // the executor's or the interpreter's reason, for the reader
	statements map[int]polyStatement
}

// merge folds one instantiation's report into the nest's state, keeping
// the worst: the slowest executor, and a loop as parallel only where
// every statement of the line ran it in parallel every time (inlined
// calls give several statements one line).
// Diagnostics name the script by its absolute path; merge drops dir, the
// absolute folder, so that expect.txt does not depend on the checkout.
func (n *polyNest) merge(r report.Nest, dir string) {
	executor := r.Executor
	if r.Backend == "interp" {
		executor = "interp"
	}
	why := r.Reason
	if why == "" && r.ExecutorReason != nil {
		why = *r.ExecutorReason
	}
	if n.executor == "" || polyExecutorRank(executor) < polyExecutorRank(n.executor) {
		n.executor, n.why = executor, strings.ReplaceAll(why, dir, "")
	}
	for _, s := range r.Statements {
		old, ok := n.statements[s.Line]
		if !ok {
			old.parallel = slices.Clone(s.Parallel)
		} else {
			old.parallel = slices.DeleteFunc(old.parallel, func(v string) bool { return !slices.Contains(s.Parallel, v) })
		}
		for _, v := range s.Loops {
			if !slices.Contains(old.loops, v) {
				old.loops = append(old.loops, v)
			}
		}
		n.statements[s.Line] = old
	}
}

// format writes the nest as a line of expect.txt:
// "SCRIPT:LINE EXECUTOR STMT:PARALLEL/SEQUENTIAL ... [# why]".
func (n *polyNest) format(key string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s", key, n.executor)
	lines := make([]int, 0, len(n.statements))
	for l := range n.statements {
		lines = append(lines, l)
	}
	sort.Ints(lines)
	list := func(vs []string) string {
		if len(vs) == 0 {
			return "-"
		}
		return strings.Join(vs, ",")
	}
	for _, l := range lines {
		s := n.statements[l]
		fmt.Fprintf(&b, " %d:%s/%s", l, list(s.parallel), list(s.sequential()))
	}
	if n.why != "" {
		fmt.Fprintf(&b, " # %s", n.why)
	}
	return b.String()
}

// parsePolyNest reads a line written by format.
func parsePolyNest(line string) (key string, n *polyNest, err error) {
	body, why, _ := strings.Cut(line, " # ")
	fields := strings.Fields(body)
	if len(fields) < 2 {
		return "", nil, fmt.Errorf("want SCRIPT:LINE EXECUTOR STMT:PAR/SEQ..., got %q", line)
	}
	n = &polyNest{executor: fields[1], why: strings.TrimSpace(why), statements: map[int]polyStatement{}}
	split := func(s string) []string {
		if s == "-" {
			return []string{}
		}
		return strings.Split(s, ",")
	}
	for _, f := range fields[2:] {
		lineText, loops, ok := strings.Cut(f, ":")
		par, seq, ok2 := strings.Cut(loops, "/")
		l, err := strconv.Atoi(lineText)
		if !ok || !ok2 || err != nil {
			return "", nil, fmt.Errorf("bad statement %q in %q", f, line)
		}
		n.statements[l] = polyStatement{loops: append(split(par), split(seq)...), parallel: split(par)}
	}
	return fields[0], n, nil
}

// TestPolyBench runs every port on the cpu backend (three threads, so
// parallel loops are split), compares its output with CPython's and where
// its nests ran with expect.txt; then it runs every port again on the Go
// executor of the kernel IR, in the interpreter and on the gpu backend over
// the emulated device, and compares their outputs with CPython's too.
func TestPolyBench(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join(polyBenchDir, "*.py"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no scripts under %s (%v)", polyBenchDir, err)
	}
	absDir, err := filepath.Abs(polyBenchDir)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]*polyNest{}
	var keys []string
	ran := map[string]bool{} // the scripts the cpu variant ran (-run may pick some)
	variants := []string{"cpu", "cpu-go", "interp", "gpu"}
	if testing.Short() {
		// The cpu run checks outputs and expect.txt; the others repeat
		// the golden tests' variants on longer scripts (CI's race pass
		// runs -short).
		variants = variants[:1]
	}
	for _, variant := range variants {
		t.Run(variant, func(t *testing.T) {
			if variant == "gpu" {
				t.Setenv("ALPYNA_GPU", "emulate")
			}
			for _, path := range paths {
				name := filepath.Base(path)
				script := strings.TrimSuffix(name, ".py")
				opts := alpyna.Options{Backend: variant, Threads: 3}
				switch variant {
				case "cpu":
					opts.Report = func(r report.Nest) {
						key := fmt.Sprintf("%s:%d", script, r.Line)
						n, ok := got[key]
						if !ok {
							n = &polyNest{statements: map[int]polyStatement{}}
							got[key] = n
							keys = append(keys, key)
						}
						n.merge(r, absDir+string(filepath.Separator))
					}
				case "cpu-go":
					opts.Backend, opts.GoKernels = "cpu", true
				}
				t.Run(script, func(t *testing.T) {
					if variant == "cpu" {
						ran[script] = true
					}
					runPolyBench(t, path, opts)
				})
			}
		})
	}
	if t.Failed() || len(ran) == 0 {
		return
	}
	expectPath, err := filepath.Abs(polyBenchExpect)
	if err != nil {
		t.Fatal(err)
	}
	if *updatePolyBench {
		if len(ran) != len(paths) {
			t.Fatal("-update-polybench needs every script: run TestPolyBench without a narrower -run pattern")
		}
		writePolyExpect(t, expectPath, keys, got)
		return
	}
	comparePolyExpect(t, expectPath, got, ran)
}

// runPolyBench runs one port from its folder and compares its output with
// the golden CPython wrote.
func runPolyBench(t *testing.T, path string, opts alpyna.Options) {
	name := filepath.Base(path)
	want, err := os.ReadFile(strings.TrimSuffix(path, ".py") + ".out")
	if err != nil {
		t.Fatalf("no golden output (testdata/gen_goldens.sh %s): %v", name, err)
	}
	t.Chdir(polyBenchDir)
	var stdout, stderr bytes.Buffer
	opts.Stdout, opts.Stderr = &stdout, &stderr
	err = alpyna.RunFile(name, opts)
	printError(&stderr, err)
	if err != nil {
		t.Fatalf("%v\n%s", err, stderr.String())
	}
	if stdout.String() != string(want) {
		t.Errorf("stdout differs from CPython's:\n%s", lineDiff(string(want), stdout.String()))
	}
}

// comparePolyExpect fails for every nest that does worse than expect.txt
// says and logs every one that does better, for the scripts that ran.
func comparePolyExpect(t *testing.T, path string, got map[string]*polyNest, ran map[string]bool) {
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (write it with: go test -run TestPolyBench -update-polybench .)", err)
	}
	defer f.Close()
	const update = "go test -run TestPolyBench -update-polybench . (and say why in testdata/polybench/README.md)"
	want := map[string]bool{}
	var improved []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, w, err := parsePolyNest(line)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if script, _, _ := strings.Cut(key, ":"); !ran[script] {
			continue
		}
		want[key] = true
		g, ok := got[key]
		if !ok {
			t.Errorf("%s: the nest no longer runs (did the script change? then %s)", key, update)
			continue
		}
		switch gr, wr := polyExecutorRank(g.executor), polyExecutorRank(w.executor); {
		case gr < wr:
			t.Errorf("%s: ran on %s (%s), expect.txt says %s", key, g.executor, g.why, w.executor)
		case gr > wr:
			improved = append(improved, fmt.Sprintf("%s: now runs on %s, expect.txt says %s", key, g.executor, w.executor))
		}
		for l, ws := range w.statements {
			gs, ok := g.statements[l]
			if !ok {
				t.Errorf("%s: no statement at line %d any more (did the script change? then %s)", key, l, update)
				continue
			}
			for _, v := range ws.parallel {
				if !slices.Contains(gs.parallel, v) {
					t.Errorf("%s: loop %s of the statement at line %d ran in order; expect.txt says parallel", key, v, l)
				}
			}
			for _, v := range gs.parallel {
				if !slices.Contains(ws.parallel, v) {
					improved = append(improved, fmt.Sprintf("%s: loop %s of the statement at line %d now runs in parallel", key, v, l))
				}
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	for key := range got {
		if !want[key] {
			t.Errorf("%s: a nest expect.txt does not list; record it with %s", key, update)
		}
	}
	if len(improved) > 0 {
		sort.Strings(improved)
		t.Logf("better than expect.txt records; record it with %s:\n  %s", update, strings.Join(improved, "\n  "))
	}
}

// writePolyExpect rewrites expect.txt from this run.
func writePolyExpect(t *testing.T, path string, keys []string, got map[string]*polyNest) {
	var b strings.Builder
	b.WriteString(`# Where the nests of the PolyBench ports ran, as TestPolyBench last recorded it
# (cpu backend, three threads). One line per nest:
#   SCRIPT:LINE EXECUTOR STMT:PARALLEL/SEQUENTIAL ... [# why not the fastest executor]
# LINE is the line of the nest's outermost for, EXECUTOR what ran it (native, loop-record,
# interp), and each STMT the line of a statement with the loops that ran in parallel and in
# order for it ("-": none). The test fails when a nest runs on a slower executor or a loop
# listed parallel runs in order. Regenerate after an improvement with:
#   go test -run TestPolyBench -update-polybench .
`)
	for _, key := range keys {
		b.WriteString(got[key].format(key))
		b.WriteByte('\n')
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s (%d nests)", path, len(keys))
}

// TestPolyBenchGoldensMatchCPython re-runs CPython on the ports so that
// their golden outputs cannot drift from the scripts.
func TestPolyBenchGoldensMatchCPython(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping CPython runs in -short mode")
	}
	python := *pythonFlag
	if err := exec.Command(python, "-c", "import numpy").Run(); err != nil {
		t.Skipf("skipping: %s with numpy is not available (%v)", python, err)
	}
	standIn, err := filepath.Abs("python")
	if err != nil {
		t.Fatal(err)
	}
	paths, err := filepath.Glob(filepath.Join(polyBenchDir, "*.py"))
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range paths {
		name := filepath.Base(path)
		t.Run(strings.TrimSuffix(name, ".py"), func(t *testing.T) {
			t.Parallel() // separate processes, each in its own Dir
			want, err := os.ReadFile(strings.TrimSuffix(path, ".py") + ".out")
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(python, name)
			cmd.Dir = polyBenchDir
			cmd.Env = append(os.Environ(), "PYTHONPATH="+standIn, "PYTHONHASHSEED=0")
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("CPython: %v", err)
			}
			if string(out) != string(want) {
				t.Errorf("the golden is stale (testdata/gen_goldens.sh %s):\n%s", name, lineDiff(string(want), string(out)))
			}
		})
	}
}
