package closure_test

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/internal/pygen"
)

// knownProgramBugs keeps the shapes of unfixed bugs out of
// TestRandomPrograms, each with the bug it hits (docs/fuzzing.md). Fixing
// one means deleting its line and running the fuzzer long.
var knownProgramBugs = map[pygen.Shape]string{}

// referencePython is the CPython with NumPy whose output is the truth.
const referencePython = "/usr/bin/python3"

// TestRandomPrograms is the differential fuzzer of whole programs shaped
// as users write them (package pygen's ProgramWriter): plain helpers, jit
// functions at module level, in classes and in factories, set-up loops,
// time-stepping drivers, early returns, searches that break, sibling loops
// sharing scalars, stencils, triangular nests, histograms; and the second
// generation's rows, while loops, attributes, iterators, views and
// scatters (docs/fuzzing.md). Each program runs under CPython with NumPy,
// and its output is the truth: alpyna must print exactly the same in the
// interpreter, on the cpu backend with one and with three threads, on the
// gpu backend over the emulated device, and (every second program, not
// with -short) on the cpu backend with --auto. A program CPython rejects
// or that raises is drawn again.
//
// The default run is 60 programs (15 with -short) from a fixed seed; a
// long run overrides both:
//
//	ALPYNA_PROGRAM_FUZZ_N=2000 ALPYNA_PROGRAM_FUZZ_SEED=9 go test ./closure -run TestRandomPrograms -timeout 0 -v
//
// ALPYNA_PROGRAM_FUZZ_KEEP=DIR also writes each program and CPython's
// output to DIR as SEED_K.py and SEED_K.out, for minimising a finding with
// alpyna run.
//
// The log counts which executor ran each nest on the cpu backend (and why
// not the fastest): a nest that users would expect native but that ran on
// the loop-record executor or in the interpreter is a finding for
// docs/fuzzing.md, not a failure.
func TestRandomPrograms(t *testing.T) {
	if err := exec.Command(referencePython, "-c", "import numpy").Run(); err != nil {
		t.Skipf("%s cannot import numpy (%v): no reference to compare with", referencePython, err)
	}
	seed, instances := int64(2027), 60
	if testing.Short() {
		instances = 15
	}
	if s := os.Getenv("ALPYNA_PROGRAM_FUZZ_SEED"); s != "" {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			t.Fatalf("ALPYNA_PROGRAM_FUZZ_SEED=%q: %v", s, err)
		}
		seed = v
	}
	if s := os.Getenv("ALPYNA_PROGRAM_FUZZ_N"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil || v < 1 {
			t.Fatalf("ALPYNA_PROGRAM_FUZZ_N=%q: want a positive count", s)
		}
		instances = v
	}
	keep := os.Getenv("ALPYNA_PROGRAM_FUZZ_KEEP")
	standin, err := filepath.Abs(filepath.Join("..", "python"))
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("ALPYNA_GPU", "emulate")
	cache := t.TempDir()
	pw := &pygen.ProgramWriter{R: rand.New(rand.NewSource(seed)), Exclude: knownProgramBugs}
	variants := []struct {
		name string
		opts alpyna.Options
	}{
		{"interp", alpyna.Options{Backend: "interp"}},
		{"cpu, 1 thread", alpyna.Options{Backend: "cpu", Threads: 1}},
		{"cpu, 3 threads", alpyna.Options{Backend: "cpu", Threads: 3}},
		{"gpu, emulated", alpyna.Options{Backend: "gpu", Threads: 2}},
		// run --auto also takes the loops outside jit functions: the
		// set-up loops, plain helpers, __init__, the driver's time
		// loops. Every second program, and none with -short, to keep
		// those runs short.
		{"cpu, 2 threads, --auto", alpyna.Options{Backend: "cpu", Threads: 2, Auto: true}},
	}
	executors := map[string]int{} // executor of each nest on the cpu backend, with its reason
	firstOn := map[string]int{}   // the first instance with each executor key
	shapes := map[pygen.Shape]int{}
	redrawn, failures := 0, 0
	accelerated, total := 0, 0 // nest instantiations on the cpu backend, of all
	// Distinct nests (a program's function and line), and those of them
	// that ran on the cpu backend at least once: an inner nest
	// dispatched at each iteration of an interpreted loop counts once
	// here, however many instantiations it has.
	nestsOnCPU, nestsAll := 0, 0
	for k := range instances {
		prog, want := drawValidProgram(t, pw, standin, &redrawn)
		for _, s := range prog.Shapes {
			shapes[s]++
		}
		if keep != "" {
			base := filepath.Join(keep, fmt.Sprintf("%d_%03d", seed, k))
			if err := os.WriteFile(base+".py", []byte(prog.Source), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(base+".out", []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		dir, name := writeScript(t, prog.Source)
		for _, v := range variants {
			if v.opts.Auto && (k%2 == 1 || testing.Short()) {
				continue
			}
			v.opts.CacheDir = cache
			out, stderr, nests := runWith(t, dir, name, v.opts)
			if v.name == "cpu, 3 threads" {
				onCPU := map[string]bool{}
				for _, n := range nests {
					where := fmt.Sprintf("%s:%d", n.Function, n.Line)
					onCPU[where] = onCPU[where] || n.Backend == "cpu"
					total++
					if n.Backend == "cpu" {
						accelerated++
					}
					key := executorKey(n.Backend, n.Executor, n.Reason, n.ExecutorReason)
					if _, seen := executors[key]; !seen {
						firstOn[key] = k
					}
					executors[key]++
				}
				for _, cpu := range onCPU {
					nestsAll++
					if cpu {
						nestsOnCPU++
					}
				}
			}
			if stderr = diagnostics(stderr); out != want || stderr != "" {
				t.Errorf("instance %d (seed %d), %s differs from CPython; shapes %v\n%s\n%s:\n%s%s\nCPython:\n%s",
					k, seed, v.name, prog.Shapes, prog.Source, v.name, out, stderr, want)
				failures++
				break
			}
		}
		if failures >= 5 {
			t.Fatalf("stopping after %d failing programs of %d", failures, k+1)
		}
	}
	t.Logf("seed %d: %d programs (%d drawn again because CPython rejected them); %d of %d nest instantiations, %d of %d distinct nests ran on the cpu backend",
		seed, instances, redrawn, accelerated, total, nestsOnCPU, nestsAll)
	// Nests that alias, raise or are too small run in the interpreter;
	// most must run on the cpu backend for the test to mean something.
	// Counted by distinct nest, since one refused inner nest of a large
	// loop would outweigh all the others by its instantiations.
	if nestsOnCPU*2 < nestsAll {
		t.Errorf("only %d of %d distinct nests ran on the cpu backend", nestsOnCPU, nestsAll)
	}
	withFirst := map[string]int{}
	for key, c := range executors {
		withFirst[fmt.Sprintf("%s (first: instance %d)", key, firstOn[key])] = c
	}
	logCounts(t, "executors on the cpu backend (3 threads), per nest instantiation:", withFirst)
	byName := map[string]int{}
	for s, c := range shapes {
		byName[string(s)] = c
	}
	logCounts(t, "programs per shape:", byName)
}

// drawValidProgram draws programs until CPython runs one cleanly (exit
// status 0, nothing on stderr) and returns it with what CPython printed.
func drawValidProgram(t *testing.T, pw *pygen.ProgramWriter, standin string, redrawn *int) (pygen.Program, string) {
	t.Helper()
	var last string
	for range 20 {
		prog := pw.Program()
		dir, name := writeScript(t, prog.Source)
		cmd := exec.Command(referencePython, name)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "PYTHONPATH="+standin, "ALPYNA_STANDIN=")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err == nil && stderr.Len() == 0 {
			return prog, stdout.String()
		}
		last = prog.Source + "\n" + stderr.String()
		*redrawn++
	}
	t.Fatalf("CPython rejected 20 programs in a row; the last one:\n%s", last)
	return pygen.Program{}, ""
}

// executorKey is how a nest instantiation is counted: what ran it, and
// why it was not accelerated or not the fastest executor, without
// positions and numbers.
func executorKey(backend, executor, reason string, executorReason *string) string {
	if executor == "" {
		executor = backend
	}
	why := reason
	if executorReason != nil && *executorReason != "" {
		why = *executorReason
	}
	if why == "" {
		return executor
	}
	why = parenPositionRe.ReplaceAllString(positionRe.ReplaceAllString(why, ""), "")
	why = whileLoopRe.ReplaceAllString(why, "${1}N")
	return executor + ": " + digitsRe.ReplaceAllString(why, "N")
}

// whileLoopRe finds the numbered name a reason gives a while loop
// ("loop 'j·while32'").
var whileLoopRe = regexp.MustCompile(`(·while)\d+`)

// parenPositionRe finds the "(file.py:line:col)" a reason puts after each
// of its parts.
var parenPositionRe = regexp.MustCompile(` ?\(\S*\.py:\d+:\d+\)`)

// logCounts logs counts by key, largest first.
func logCounts(t *testing.T, title string, counts map[string]int) {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return counts[keys[i]] > counts[keys[j]] || counts[keys[i]] == counts[keys[j]] && keys[i] < keys[j]
	})
	var b strings.Builder
	b.WriteString(title)
	for _, k := range keys {
		fmt.Fprintf(&b, "\n%6d %s", counts[k], k)
	}
	t.Log(b.String())
}
