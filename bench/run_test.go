package bench

import (
	"bytes"
	"context"
	"math"
	"slices"
	"strings"
	"testing"
	"time"
)

// runFake runs Run on the fake suite with the fake alpyna and CPython,
// both given the environment env.
func runFake(t *testing.T, backends []string, verify bool, env ...string) (*Results, string) {
	t.Helper()
	var progress bytes.Buffer
	cfg := Config{
		Alpyna:     fake(t, "alpyna", env...),
		Python:     fake(t, "python", env...),
		Benchmarks: fakeSuite(t, 10, 20),
		Backends:   backends,
		Repeat:     3,
		Timeout:    time.Minute,
		Verify:     verify,
		Progress:   &progress,
	}
	res, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return res, progress.String()
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

func TestRunAllBackends(t *testing.T) {
	res, progress := runFake(t, []string{Interp, CPU, Python, Numba, NumbaPar}, true)
	// alpha has a prange version, beta does not.
	if got, want := len(res.Rows), 2*2*5; got != want {
		t.Fatalf("%d rows, want %d", got, want)
	}
	for _, r := range res.Rows {
		want := OK
		if r.Benchmark == "beta" && r.Backend == NumbaPar {
			want = Skipped
		}
		if r.Status != want {
			t.Errorf("%s %d %s: %s (%s), want %s", r.Benchmark, r.Size, r.Backend, r.Status, r.Detail, want)
		}
	}
	if res.Failed() {
		t.Error("Failed() with every result ok or skipped")
	}

	cpu := row(t, res, "alpha", 20, CPU)
	if cpu.Cold == nil || !near(cpu.Cold.Compile, 0.5) {
		t.Errorf("cpu cold run %+v, want compile 0.5 s (empty cache)", cpu.Cold)
	}
	if cpu.Runs != 3 || cpu.Compile.N != 3 || cpu.Compile.Max != 0 {
		t.Errorf("cpu warm compile %+v over %d runs, want 0 over 3 (populated cache)", cpu.Compile, cpu.Runs)
	}
	// Two nests of 1 ms analysis and 2 ms execution each.
	if !near(cpu.Analysis.Median, 0.002) || !near(cpu.Execute.Median, 0.004) || !near(cpu.Total.Median, 0.006) || cpu.Nests != 2 {
		t.Errorf("cpu phases %+v %+v %+v nests %d, want 2 ms, 4 ms, 6 ms, 2 nests", cpu.Analysis, cpu.Execute, cpu.Total, cpu.Nests)
	}
	if cpu.Wall.N != 3 || cpu.Wall.Min > cpu.Wall.Median || cpu.Wall.Median > cpu.Wall.Max || cpu.Wall.Min <= 0 {
		t.Errorf("cpu wall %+v", cpu.Wall)
	}
	if cpu.Checksum != "1.500000e+01 30" && cpu.Checksum != cpu.Reference {
		t.Errorf("cpu checksum %q, reference %q", cpu.Checksum, cpu.Reference)
	}
	if cpu.VsInterp <= 0 || cpu.VsPython <= 0 {
		t.Errorf("cpu speed-ups %g vs interp, %g vs python: want both", cpu.VsInterp, cpu.VsPython)
	}

	interp := row(t, res, "alpha", 20, Interp)
	if interp.Analysis.N != 0 || interp.Cold != nil || !near(interp.VsInterp, 1) {
		t.Errorf("interp: phases %+v (its report has no nests), cold %v, vs interp %g", interp.Analysis, interp.Cold, interp.VsInterp)
	}
	numba := row(t, res, "alpha", 20, Numba)
	if !near(numba.Compile.Median, 0.25) || !near(numba.Execute.Median, 0.01) || numba.Cold != nil || numba.Analysis.N != 0 || numba.Transfer.N != 0 {
		t.Errorf("numba compile %+v execute %+v analysis %+v transfer %+v cold %v, want 0.25 s, 0.01 s, unmeasured, unmeasured, none",
			numba.Compile, numba.Execute, numba.Analysis, numba.Transfer, numba.Cold)
	}
	par := row(t, res, "alpha", 20, NumbaPar)
	if !near(par.Compile.Median, 0.75) || !strings.HasSuffix(par.Script, "prange/alpha.py") {
		t.Errorf("numba-par compile %+v script %s", par.Compile, par.Script)
	}

	for _, want := range []string{"alpha 10 interp: run 1/3", "alpha 10 cpu: cold run", "alpha 20 numba-par: run 3/3", "[19/20] beta 20 numba: run 3/3"} {
		if !strings.Contains(progress, want) {
			t.Errorf("progress lacks %q:\n%s", want, progress)
		}
	}
	if strings.Contains(progress, "reference run") {
		t.Errorf("an extra reference run although interp is measured:\n%s", progress)
	}
}

// TestRunCatchesWrong: a backend that prints a perturbed checksum is
// reported WRONG with both values, and none of its runs is timed.
func TestRunCatchesWrong(t *testing.T) {
	for _, backend := range []string{CPU, NumbaPar} {
		t.Run(backend, func(t *testing.T) {
			res, _ := runFake(t, []string{Interp, CPU, Python, NumbaPar}, true, "FAKE_WRONG="+backend)
			r := row(t, res, "alpha", 20, backend)
			if r.Status != Wrong {
				t.Fatalf("status %s (%s), want WRONG", r.Status, r.Detail)
			}
			// The right checksum is 20*1.5 + len("alpha.py") = 38.
			for _, want := range []string{"3.800004e+01", "3.800000e+01"} {
				if !strings.Contains(r.Detail, want) {
					t.Errorf("detail %q lacks %s", r.Detail, want)
				}
			}
			if r.Wall.N != 0 || r.Execute.N != 0 || r.Cold != nil || r.VsInterp != 0 {
				t.Errorf("a wrong result was timed: %+v", r)
			}
			if !res.Failed() {
				t.Error("Failed() is false with a WRONG result")
			}
			var table bytes.Buffer
			WriteTable(&table, res)
			if !strings.Contains(table.String(), "alpha 20 "+backend+": WRONG: checksum 3.800004e+01") {
				t.Errorf("the table does not explain the WRONG result:\n%s", table.String())
			}
			if other := row(t, res, "alpha", 20, Python); other.Status != OK {
				t.Errorf("python: %s, want ok", other.Status)
			}
		})
	}
}

// TestRunVerifyWithoutInterp: without interp among the backends, one
// reference run per size still catches a wrong backend; --no-verify skips
// it, and then only the backend's own runs are compared.
func TestRunVerifyWithoutInterp(t *testing.T) {
	res, progress := runFake(t, []string{CPU}, true, "FAKE_WRONG=cpu")
	if r := row(t, res, "beta", 10, CPU); r.Status != Wrong {
		t.Errorf("status %s, want WRONG", r.Status)
	}
	if n := strings.Count(progress, "reference run"); n != 4 {
		t.Errorf("%d reference runs, want one per benchmark and size (4):\n%s", n, progress)
	}
	res, progress = runFake(t, []string{CPU}, false, "FAKE_WRONG=cpu")
	if r := row(t, res, "beta", 10, CPU); r.Status != OK || r.Reference != "" {
		t.Errorf("--no-verify: status %s, reference %q; want ok and none", r.Status, r.Reference)
	}
	if strings.Contains(progress, "reference run") {
		t.Errorf("--no-verify made a reference run:\n%s", progress)
	}
}

func TestRunFailures(t *testing.T) {
	res, _ := runFake(t, []string{Interp, CPU, GPU}, true, "FAKE_CRASH=cpu")
	r := row(t, res, "alpha", 10, CPU)
	if r.Status != Failed || !strings.Contains(r.Detail, "exit status 1: ZeroDivisionError: division by zero") {
		t.Errorf("crash: %s %q", r.Status, r.Detail)
	}
	g := row(t, res, "beta", 20, GPU)
	if g.Status != Unavailable || !strings.Contains(g.Detail, "GPU support is not built in") {
		t.Errorf("gpu: %s %q, want unavailable with alpyna's message", g.Status, g.Detail)
	}
	if !res.Failed() {
		t.Error("Failed() is false with a crash")
	}

	// The reference crashing leaves the others unverified.
	res, _ = runFake(t, []string{Interp, CPU}, true, "FAKE_CRASH=interp")
	if r := row(t, res, "alpha", 10, CPU); r.Status != Unverified || r.Wall.N != 3 {
		t.Errorf("cpu without a reference: %s (%s), %d runs; want unverified, timed", r.Status, r.Detail, r.Wall.N)
	}

	cfg := Config{
		Alpyna:     fake(t, "alpyna", "FAKE_SLEEP=cpu"),
		Benchmarks: fakeSuite(t, 10)[:1],
		Backends:   []string{CPU},
		Repeat:     1,
		Timeout:    300 * time.Millisecond,
	}
	begin := time.Now()
	res, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if r := res.Rows[0]; r.Status != Timeout || !strings.Contains(r.Detail, "timed out after 300ms") {
		t.Errorf("hang: %s %q, want TIMEOUT", r.Status, r.Detail)
	}
	if d := time.Since(begin); d > 5*time.Second {
		t.Errorf("the hanging run was not killed in time: %v", d)
	}
}

func TestRunWithoutCacheDir(t *testing.T) {
	res, progress := runFake(t, []string{CPU}, false, "FAKE_NO_CACHE_DIR=1")
	r := row(t, res, "alpha", 10, CPU)
	if r.Status != OK || r.Cold != nil || !near(r.Compile.Median, 0.5) {
		t.Errorf("%s, cold %v, compile %+v: want ok, no cold run, 0.5 s compile in every run", r.Status, r.Cold, r.Compile)
	}
	if strings.Contains(progress, "cold run") {
		t.Error("a cold run without --cache-dir")
	}
	if len(res.Notes) == 0 || !strings.Contains(res.Notes[0], "no --cache-dir") {
		t.Errorf("notes %q do not explain the missing cold/warm split", res.Notes)
	}
}

func TestRunSkips(t *testing.T) {
	res, _ := runFake(t, []string{Python, Numba, NumbaPar}, false, "FAKE_NO_NUMBA=1")
	if r := row(t, res, "alpha", 10, Python); r.Status != OK {
		t.Errorf("python: %s (%s)", r.Status, r.Detail)
	}
	for _, b := range []string{Numba, NumbaPar} {
		if r := row(t, res, "alpha", 10, b); r.Status != Skipped || !strings.Contains(r.Detail, "cannot import numba") {
			t.Errorf("%s: %s (%s), want skipped for want of numba", b, r.Status, r.Detail)
		}
	}
	if len(res.Notes) != 1 || !strings.Contains(res.Notes[0], "numba, numba-par skipped") {
		t.Errorf("notes %q", res.Notes)
	}

	cfg := Config{Benchmarks: fakeSuite(t, 10), Backends: []string{Python}, Repeat: 1}
	res, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if r := res.Rows[0]; r.Status != Skipped || !strings.Contains(r.Detail, "no CPython") {
		t.Errorf("no --python: %s (%s)", r.Status, r.Detail)
	}
}

func TestRunFallbackNests(t *testing.T) {
	res, _ := runFake(t, []string{CPU}, false, "FAKE_INTERP_NEST=1")
	r := row(t, res, "alpha", 10, CPU)
	if r.Status != OK || r.InterpNests != 1 || r.Detail != "1 of 2 nest instantiations ran in the interpreter" {
		t.Errorf("%s, %d interp nests, detail %q", r.Status, r.InterpNests, r.Detail)
	}
}

func TestConfigErrors(t *testing.T) {
	bs := []Benchmark{{Name: "a", Script: "/a.py", Sizes: []int64{1}}}
	alp := Command{Path: "alpyna"}
	tests := []struct {
		cfg  Config
		want string
	}{
		{Config{Alpyna: alp, Benchmarks: bs, Repeat: 1}, "no backends"},
		{Config{Alpyna: alp, Benchmarks: bs, Backends: []string{"tpu"}, Repeat: 1}, `unknown backend "tpu"`},
		{Config{Alpyna: alp, Benchmarks: bs, Backends: []string{CPU, CPU}, Repeat: 1}, "named twice"},
		{Config{Alpyna: alp, Benchmarks: bs, Backends: []string{CPU}}, "invalid repeat count 0"},
		{Config{Alpyna: alp, Backends: []string{CPU}, Repeat: 1}, "no benchmarks"},
		{Config{Benchmarks: bs, Backends: []string{CPU}, Repeat: 1}, "no alpyna command"},
		{Config{Alpyna: alp, Benchmarks: bs, Backends: []string{CPU}, Repeat: 1, Threads: -1}, "invalid thread count"},
	}
	for _, tt := range tests {
		_, err := Run(context.Background(), tt.cfg)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Run(%+v) = %v, want an error containing %q", tt.cfg, err, tt.want)
		}
	}
}

func TestGPUUnavailable(t *testing.T) {
	tests := []struct {
		stderr string
		want   bool
	}{
		{"alpyna run: --backend=gpu is not available in this build: GPU support is not built in yet", true},
		{"alpyna run: no CUDA device found", true},
		{"alpyna: cannot load libcuda.so: CUDA driver not found", true},
		{"Traceback (most recent call last):\n  File \"gpu.py\", line 1\nValueError: gpu not available", false},
		{"ZeroDivisionError: division by zero", false},
		{"alpyna run: kernel launch failed on the GPU: an illegal memory access", false},
	}
	for _, tt := range tests {
		if got := gpuUnavailable(tt.stderr); got != tt.want {
			t.Errorf("gpuUnavailable(%q) = %v, want %v", tt.stderr, got, tt.want)
		}
	}
	ok, why := GPUAvailable(context.Background(), fake(t, "alpyna"))
	if ok || !strings.Contains(why, "GPU support is not built in") {
		t.Errorf("GPUAvailable on the fake = %v, %q", ok, why)
	}
}

func TestProgress(t *testing.T) {
	var buf bytes.Buffer
	p := progress{w: &buf, tty: true}
	p.show("a long first line")
	p.show("short")
	p.clear()
	out := buf.String()
	if strings.Contains(out, "\n") || !strings.Contains(out, "\rshort            ") || !strings.HasSuffix(out, "\r") {
		t.Errorf("terminal progress %q: want lines overwritten with \\r and padded", out)
	}
	buf.Reset()
	p = progress{w: &buf}
	p.show("one")
	p.show("two")
	p.clear()
	if buf.String() != "one\ntwo\n" {
		t.Errorf("plain progress %q, want one line each", buf.String())
	}
}

// TestRunInterrupted: cancelling the context kills the running process
// and returns what was measured, with the context's error.
func TestRunInterrupted(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	cfg := Config{
		Alpyna:     fake(t, "alpyna", "FAKE_SLEEP=cpu"),
		Benchmarks: fakeSuite(t, 10, 20),
		Backends:   []string{Interp, CPU},
		Repeat:     1,
		Timeout:    time.Minute,
	}
	begin := time.Now()
	res, err := Run(ctx, cfg)
	if err == nil || res == nil {
		t.Fatalf("Run = %v, %v; want partial results and the context's error", res, err)
	}
	if d := time.Since(begin); d > 5*time.Second {
		t.Errorf("interrupting took %v", d)
	}
	if len(res.Rows) != 2 || res.Rows[1].Status != Failed || !strings.HasPrefix(res.Rows[1].Detail, "interrupted") {
		t.Errorf("rows %+v: want interp ok and cpu interrupted at the first size only", res.Rows)
	}
	if !slices.Contains(res.Notes, "interrupted: the results are incomplete") {
		t.Errorf("notes %q", res.Notes)
	}
}
