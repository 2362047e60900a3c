// This file defines Run: the order of the runs, their checks, and how each
// benchmark × size × backend becomes a Result.

package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The backends Run knows, in the order tables and plots list them.
const (
	Interp   = "interp"    // alpyna run --backend=interp: the baseline and the reference
	CPU      = "cpu"       // alpyna run --backend=cpu
	GPU      = "gpu"       // alpyna run --backend=gpu
	Auto     = "auto"      // alpyna run --backend=auto: the cost model's choice per nest instantiation
	Python   = "python"    // CPython with the stand-in
	Numba    = "numba"     // CPython with the stand-in's jit as numba.njit
	NumbaPar = "numba-par" // CPython running prange/<name>.py, Numba with prange
)

// Backends lists every backend Run knows, in the order tables list them.
var Backends = []string{Interp, CPU, GPU, Auto, Python, Numba, NumbaPar}

// byAlpyna reports whether backend is run by `alpyna run`.
func byAlpyna(backend string) bool {
	return backend == Interp || backend == CPU || backend == GPU || backend == Auto
}

// compiles reports whether backend compiles kernels that --cache-dir keeps,
// so that its first run with an empty cache is the cold one.
func compiles(backend string) bool { return backend == CPU || backend == GPU || backend == Auto }

// A Config says what Run measures and how.
type Config struct {
	// Alpyna starts alpyna (the running binary, for `alpyna bench`).
	Alpyna Command
	// Python starts the CPython that runs the python, numba and numba-par
	// backends; with an empty Path those backends are skipped.
	Python Command
	// Benchmarks are the scripts and their sizes, measured in this order.
	Benchmarks []Benchmark
	// Backends are the backends to measure, in the order of the rows.
	Backends []string
	// Repeat is the number of timed runs of each benchmark, size and
	// backend (at least 1); the cpu and gpu backends run once more before
	// them, with an empty kernel cache.
	Repeat int
	// Threads, when positive, is passed to the cpu backend (--threads) and
	// to numba-par (NUMBA_NUM_THREADS); 0 leaves each its default, all
	// cores.
	Threads int
	// Timeout limits each run; a run that takes longer is killed and
	// reported Timeout. 0 means 10 minutes.
	Timeout time.Duration
	// Verify makes Run run the interpreter once per benchmark and size for
	// the reference checksum when interp is not among the Backends. When it
	// is, the interp runs give the reference anyway.
	Verify bool
	// Progress, when not nil, receives a line before each run.
	Progress io.Writer
	// ProgressTTY says Progress is a terminal: each line then overwrites
	// the previous one (carriage return) instead of starting a new line.
	ProgressTTY bool
}

// A Status says how the runs of a benchmark, size and backend ended.
type Status int

const (
	OK          Status = iota // every run ran and printed the reference checksum
	Wrong                     // a run printed another checksum; nothing was timed
	Failed                    // a run exited with an error or printed no checksum
	Timeout                   // a run took longer than Config.Timeout
	Unavailable               // the backend is not built or has no device (gpu)
	Skipped                   // not run: no CPython, no Numba, no prange version
	Unverified                // timed, but the reference run failed, so not checked
)

var statusNames = [...]string{
	OK:          "ok",
	Wrong:       "WRONG",
	Failed:      "FAILED",
	Timeout:     "TIMEOUT",
	Unavailable: "unavailable",
	Skipped:     "skipped",
	Unverified:  "unverified",
}

func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "Status(" + strconv.Itoa(int(s)) + ")"
}

// timed reports whether a Result of status s carries times.
func (s Status) timed() bool { return s == OK || s == Unverified }

// A Result is what the runs of one benchmark at one size on one backend
// measured. Times are in seconds; a Stat with N == 0 was not measured.
type Result struct {
	Benchmark string
	Script    string // the script run: prange/<name>.py for numba-par
	Size      int64  // 0: the script's default
	Backend   string
	Status    Status
	// Detail says why the status is not OK, or notes something about an OK
	// result (nests the cpu backend left to the interpreter).
	Detail string
	// Checksum is what the first run printed; Reference is what it was
	// compared with ("" when there was no reference).
	Checksum, Reference string
	// Runs is the number of timed runs the Stats summarise.
	Runs int
	// Threads is Config.Threads where it applies to Backend, else 0.
	Threads int
	// Analysis, Compile, Transfer and Execute summarise the phase times of
	// the timed runs, Total their sum per run, and Wall the wall time of
	// the whole process.
	Analysis, Compile, Transfer, Execute, Total, Wall Stat
	// Cold is the run with an empty kernel cache, taken before the timed
	// runs for the cpu and gpu backends where alpyna run has --cache-dir;
	// nil otherwise.
	Cold *Sample
	// Nests and InterpNests are the nest instantiations of the first timed
	// run's report and those of them that ran in the interpreter.
	Nests, InterpNests int
	// VsInterp and VsPython are speed-ups on the median wall time: the
	// interp (python) result's over this one's; 0 where either is missing.
	VsInterp, VsPython float64
	// Flops and Bytes are the work the first timed run's report counted
	// (Sample.Flops, Sample.Bytes): with the median execute time, the
	// achieved rates of the roofline columns.
	Flops, Bytes float64
}

// Rates are the achieved floating-point and memory rates, per second, of
// the median execute time; 0 where the run reported no work or no time.
func (r *Result) Rates() (flops, bytes float64) {
	if r.Execute.N == 0 || r.Execute.Median <= 0 {
		return 0, 0
	}
	return r.Flops / r.Execute.Median, r.Bytes / r.Execute.Median
}

// Results are everything Run measured.
type Results struct {
	// Rows holds one Result per benchmark, size and backend, in the order
	// of Config.Benchmarks, their Sizes and Config.Backends.
	Rows []Result
	// Notes say what applies to many rows: skipped backends, the
	// missing cold/warm split, failed reference runs.
	Notes []string
	// Repeat is Config.Repeat.
	Repeat int
	// Peak, when set, is the machine's measured peak, and the table shows
	// each result's achieved rates against it (alpyna bench --roofline).
	Peak *Peak
}

// A Peak is what the machine can do at most on the benchmarks' threads,
// measured in the same run as the benchmarks.
type Peak struct {
	Threads int
	// Flops is floating-point operations per second; Bytes is bytes per
	// second of memory traffic (reads and writes) of a streaming loop.
	Flops, Bytes float64
	// How says how each was measured, for the table's note.
	How string
}

// Failed reports whether any result is Wrong, Failed, Timeout or
// Unverified: whether `alpyna bench` should exit with status 1.
func (r *Results) Failed() bool {
	for _, row := range r.Rows {
		switch row.Status {
		case Wrong, Failed, Timeout, Unverified:
			return true
		}
	}
	return false
}

func (r *Results) note(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	if !slices.Contains(r.Notes, msg) {
		r.Notes = append(r.Notes, msg)
	}
}

// Run measures every benchmark at each of its sizes on each backend,
// sequentially, so that runs do not compete for the cores. The error is
// about the configuration, or ctx's when it was cancelled; then the Results
// hold the rows finished so far.
func Run(ctx context.Context, cfg Config) (*Results, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 10 * time.Minute
	}
	tmp, err := os.MkdirTemp("", "alpyna-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	r := &runner{cfg: cfg, tmp: tmp, res: &Results{Repeat: cfg.Repeat}, progress: progress{w: cfg.Progress, tty: cfg.ProgressTTY}}
	for _, b := range cfg.Benchmarks {
		r.steps += len(b.Sizes) * len(cfg.Backends)
	}
	r.probe(ctx)
	defer r.progress.clear()
	for _, b := range cfg.Benchmarks {
		for _, size := range b.Sizes {
			r.measureSize(ctx, b, size)
			if err := ctx.Err(); err != nil {
				r.res.note("interrupted: the results are incomplete")
				addRatios(r.res.Rows)
				return r.res, err
			}
		}
	}
	addRatios(r.res.Rows)
	return r.res, nil
}

func (c *Config) check() error {
	if len(c.Backends) == 0 {
		return errors.New("no backends to measure")
	}
	for i, b := range c.Backends {
		if !slices.Contains(Backends, b) {
			return fmt.Errorf("unknown backend %q: want one of %s", b, strings.Join(Backends, ", "))
		}
		if slices.Contains(c.Backends[:i], b) {
			return fmt.Errorf("backend %s named twice", b)
		}
	}
	if c.Repeat < 1 {
		return fmt.Errorf("invalid repeat count %d: want at least 1", c.Repeat)
	}
	if c.Threads < 0 {
		return fmt.Errorf("invalid thread count %d: want at least 1, or 0 for each backend's default", c.Threads)
	}
	if c.Timeout < 0 {
		return fmt.Errorf("invalid timeout %v: want a positive duration", c.Timeout)
	}
	if len(c.Benchmarks) == 0 {
		return errors.New("no benchmarks to measure")
	}
	if c.Alpyna.Path == "" && (c.Verify || slices.ContainsFunc(c.Backends, byAlpyna)) {
		return errors.New("no alpyna command to run")
	}
	return nil
}

// runner holds the state of one Run.
type runner struct {
	cfg Config
	tmp string
	res *Results
	// cacheDir says alpyna run has --cache-dir.
	cacheDir bool
	// gpuGone, once a gpu run found no GPU support, says why; later gpu
	// runs are not started.
	gpuGone string
	// noPython and noNumba say why the CPython backends cannot run.
	noPython, noNumba string
	progress          progress
	step, steps       int
}

// probe finds out what the commands can do: whether alpyna run takes
// --cache-dir (from its help, so that an older alpyna is measured without
// the cold/warm split rather than failing), and whether the CPython has
// NumPy and Numba.
func (r *runner) probe(ctx context.Context) {
	if slices.ContainsFunc(r.cfg.Backends, byAlpyna) {
		p := start(ctx, r.cfg.Alpyna, []string{"help", "run"}, nil, time.Minute)
		r.cacheDir = p.err == nil && strings.Contains(p.stdout+p.stderr, "-cache-dir")
		if !r.cacheDir {
			r.res.note("alpyna run has no --cache-dir: compile times are not split into cold and warm runs, and the runs share alpyna's default kernel cache")
		}
	}
	wantPython := slices.ContainsFunc(r.cfg.Backends, func(b string) bool { return !byAlpyna(b) })
	if !wantPython {
		return
	}
	py := r.cfg.Python
	switch {
	case py.Path == "":
		r.noPython = "no CPython to run them (--python)"
	case start(ctx, py, []string{"-c", "import numpy"}, nil, time.Minute).err != nil:
		r.noPython = py.Path + " cannot import numpy"
	case start(ctx, py, []string{"-c", "import numba"}, nil, time.Minute).err != nil:
		r.noNumba = py.Path + " cannot import numba"
	}
	var skipped []string
	for _, b := range r.cfg.Backends {
		if r.skipReason(b) != "" {
			skipped = append(skipped, b)
		}
	}
	if len(skipped) > 0 {
		reason := r.noPython
		if reason == "" {
			reason = r.noNumba
		}
		r.res.note("%s skipped: %s", strings.Join(skipped, ", "), reason)
	}
}

// skipReason says why the CPython backend b cannot run at all, or "".
func (r *runner) skipReason(b string) string {
	switch {
	case byAlpyna(b):
		return ""
	case r.noPython != "":
		return r.noPython
	case b != Python && r.noNumba != "":
		return r.noNumba
	}
	return ""
}

// measureSize measures one benchmark at one size on every backend. The
// interpreter goes first, whatever the order of the backends, because its
// checksum is the reference the others are checked against.
func (r *runner) measureSize(ctx context.Context, b Benchmark, size int64) {
	rows := make([]Result, len(r.cfg.Backends))
	var ref Checksum
	refFailed := ""
	if i := slices.Index(r.cfg.Backends, Interp); i >= 0 {
		var sum Checksum
		rows[i], sum = r.measure(ctx, b, size, Interp, nil, "")
		if rows[i].Status == OK {
			ref = sum
		} else {
			refFailed = "the interp run " + rows[i].Status.String()
		}
	} else if r.cfg.Verify {
		var f *failure
		r.show(b, size, Interp, "reference run")
		_, ref, f = r.once(ctx, b, size, Interp, "", nil, "")
		if f != nil {
			refFailed = "the interp reference run " + f.status.String()
			r.res.note("%s %s: %s: %s", b.Name, sizeText(size), refFailed, f.detail)
		}
	}
	for i, backend := range r.cfg.Backends {
		if backend == Interp {
			continue
		}
		rows[i], _ = r.measure(ctx, b, size, backend, ref, refFailed)
	}
	r.res.Rows = append(r.res.Rows, rows...)
}

// A failure is why a run did not give a usable sample.
type failure struct {
	status Status
	detail string
}

// measure runs one backend: the cold run where there is one, then
// Config.Repeat timed runs, each checked against ref (or, without ref,
// against the first run). It stops at the first run that fails.
func (r *runner) measure(ctx context.Context, b Benchmark, size int64, backend string, ref Checksum, refFailed string) (Result, Checksum) {
	r.step++
	res := Result{Benchmark: b.Name, Script: b.Script, Size: size, Backend: backend, Reference: ref.String()}
	if backend == NumbaPar {
		res.Script = b.Prange
	}
	if r.cfg.Threads > 0 && (backend == CPU || backend == Auto || backend == NumbaPar) {
		res.Threads = r.cfg.Threads
	}
	if why := r.unavailable(b, backend); why != nil {
		res.Status, res.Detail = why.status, why.detail
		return res, nil
	}
	cache := ""
	if byAlpyna(backend) && r.cacheDir {
		dir, err := os.MkdirTemp(r.tmp, "cache-")
		if err != nil {
			res.Status, res.Detail = Failed, err.Error()
			return res, nil
		}
		defer os.RemoveAll(dir)
		cache = dir
	}
	fail := func(f *failure) (Result, Checksum) {
		res.Status, res.Detail = f.status, f.detail
		if backend == GPU && f.status == Unavailable {
			r.gpuGone = f.detail
		}
		return res, nil
	}
	// want is what every run must print: the reference, or else what the
	// first run printed, so that the runs at least agree with each other.
	want, wantFrom := ref, "interp"
	var first Checksum
	if compiles(backend) && cache != "" {
		r.show(b, size, backend, "cold run")
		s, sum, f := r.once(ctx, b, size, backend, cache, want, wantFrom)
		if f != nil {
			return fail(f)
		}
		res.Cold = &s
		first = sum
		if want == nil {
			want, wantFrom = sum, "the cold run"
		}
	}
	var samples []Sample
	for k := 1; k <= r.cfg.Repeat; k++ {
		r.show(b, size, backend, fmt.Sprintf("run %d/%d", k, r.cfg.Repeat))
		s, sum, f := r.once(ctx, b, size, backend, cache, want, wantFrom)
		if f != nil {
			return fail(f)
		}
		if first == nil {
			first = sum
		}
		if want == nil {
			want, wantFrom = sum, "run 1"
		}
		samples = append(samples, s)
	}
	res.Checksum = first.String()
	res.Runs = len(samples)
	res.summarize(samples)
	if ref == nil && refFailed != "" {
		res.Status, res.Detail = Unverified, "not checked: "+refFailed
	} else if res.InterpNests > 0 {
		res.Detail = fmt.Sprintf("%d of %d nest instantiations ran in the interpreter", res.InterpNests, res.Nests)
	}
	return res, first
}

// unavailable says why backend cannot run b at all, or nil.
func (r *runner) unavailable(b Benchmark, backend string) *failure {
	switch {
	case backend == GPU && r.gpuGone != "":
		return &failure{Unavailable, r.gpuGone}
	case r.skipReason(backend) != "":
		return &failure{Skipped, r.skipReason(backend)}
	case !byAlpyna(backend) && b.StandIn == "":
		return &failure{Skipped, "no python/alpyna.py (the CPython stand-in) in or above " + filepath.Dir(b.Script)}
	case backend == NumbaPar && b.Prange == "":
		return &failure{Skipped, "no hand-parallelised version " + filepath.Join(filepath.Dir(b.Script), "prange", b.Name+".py")}
	}
	return nil
}

func (res *Result) summarize(samples []Sample) {
	var wall, analysis, compile, transfer, execute, total []float64
	for _, s := range samples {
		wall = append(wall, s.Wall)
		if s.Phases {
			compile = append(compile, s.Compile)
			execute = append(execute, s.Execute)
			total = append(total, s.Total())
		}
		if s.Report {
			analysis = append(analysis, s.Analysis)
			transfer = append(transfer, s.Transfer)
		}
	}
	res.Wall = Summarize(wall)
	res.Analysis = Summarize(analysis)
	res.Compile = Summarize(compile)
	res.Transfer = Summarize(transfer)
	res.Execute = Summarize(execute)
	res.Total = Summarize(total)
	res.Nests, res.InterpNests = samples[0].Nests, samples[0].InterpNests
	res.Flops, res.Bytes = samples[0].Flops, samples[0].Bytes
}

// once starts one run of b at size on backend and checks what it printed
// against want (when not nil; wantFrom names where want came from). cache
// is the --cache-dir to pass, or "".
func (r *runner) once(ctx context.Context, b Benchmark, size int64, backend, cache string, want Checksum, wantFrom string) (Sample, Checksum, *failure) {
	// The run writes its phase times here; a stale file from an earlier run
	// must not be mistaken for this run's.
	timesFile := filepath.Join(r.tmp, "times.json")
	os.Remove(timesFile)
	cmd, args, env := r.invocation(b, size, backend, cache, timesFile)
	p := start(ctx, cmd, args, env, r.cfg.Timeout)
	switch {
	case p.err == errTimeout:
		return Sample{}, nil, &failure{Timeout, fmt.Sprintf("timed out after %v", r.cfg.Timeout)}
	case p.err != nil && backend == GPU && gpuUnavailable(p.stderr):
		return Sample{}, nil, &failure{Unavailable, lastLine(p.stderr)}
	case p.err != nil:
		return Sample{}, nil, &failure{Failed, p.failure()}
	}
	sum, err := ParseChecksum(p.stdout)
	if err != nil {
		return Sample{}, nil, &failure{Failed, err.Error()}
	}
	if want != nil {
		if err := Compare(sum, want); err != nil {
			return Sample{}, nil, &failure{Wrong, fmt.Sprintf("checksum %s, want %s as %s printed (%v)", sum, want, wantFrom, err)}
		}
	}
	s := Sample{Wall: p.wall}
	data, err := os.ReadFile(timesFile)
	switch {
	case errors.Is(err, os.ErrNotExist):
		// An alpyna without --report, or a script whose jit functions were
		// never called: no phase times, the wall time only.
	case err != nil:
		return Sample{}, nil, &failure{Failed, err.Error()}
	case byAlpyna(backend):
		err = s.addReport(data)
	default:
		err = s.addStandInTimes(data)
	}
	if err != nil {
		return Sample{}, nil, &failure{Failed, err.Error()}
	}
	return s, sum, nil
}

// invocation returns the command, arguments and extra environment of one
// run. timesFile is where the run is to write its phase times: the run
// report for alpyna, the stand-in's JSON lines for CPython.
func (r *runner) invocation(b Benchmark, size int64, backend, cache, timesFile string) (Command, []string, []string) {
	var sizeArg []string
	if size > 0 {
		sizeArg = []string{strconv.FormatInt(size, 10)}
	}
	if byAlpyna(backend) {
		args := []string{"run", "--backend=" + backend, "--report=" + timesFile}
		if cache != "" {
			args = append(args, "--cache-dir="+cache)
		}
		if (backend == CPU || backend == Auto) && r.cfg.Threads > 0 {
			args = append(args, "--threads="+strconv.Itoa(r.cfg.Threads))
		}
		return r.cfg.Alpyna, append(append(args, b.Script), sizeArg...), nil
	}
	pythonPath := b.StandIn
	if old := os.Getenv("PYTHONPATH"); old != "" {
		pythonPath += string(os.PathListSeparator) + old
	}
	env := []string{"PYTHONPATH=" + pythonPath, "ALPYNA_STANDIN_TIMES=" + timesFile, "ALPYNA_STANDIN="}
	script := b.Script
	switch backend {
	case Numba:
		env[2] = "ALPYNA_STANDIN=numba"
	case NumbaPar:
		script = b.Prange
		if r.cfg.Threads > 0 {
			env = append(env, "NUMBA_NUM_THREADS="+strconv.Itoa(r.cfg.Threads))
		}
	}
	return r.cfg.Python, append([]string{script}, sizeArg...), env
}

// gpuWords and unavailableWords recognise the message of an alpyna that
// cannot run the gpu backend at all (not built in, no CUDA, no device), as
// opposed to a gpu run that fails.
var (
	gpuWords         = regexp.MustCompile(`(?i)\b(gpu|cuda)\b`)
	unavailableWords = regexp.MustCompile(`(?i)not available|not built|unavailable|not supported|no (cuda |gpu |usable )?device|no gpu|not found|cannot (load|open|find)`)
)

// gpuUnavailable reports whether stderr of a failed gpu run says that
// there is no GPU support, rather than that the script failed.
func gpuUnavailable(stderr string) bool {
	return gpuWords.MatchString(stderr) && unavailableWords.MatchString(stderr) && !strings.Contains(stderr, "Traceback (most recent call last)")
}

// GPUAvailable reports whether alpyna can run a jit nest on the gpu
// backend, by running a four-element loop there; when it cannot, the
// reason is alpyna's message.
func GPUAvailable(ctx context.Context, alpyna Command) (bool, string) {
	dir, err := os.MkdirTemp("", "alpyna-gpu-probe-")
	if err != nil {
		return false, err.Error()
	}
	defer os.RemoveAll(dir)
	script := filepath.Join(dir, "probe.py")
	const probe = `import numpy as np
import alpyna


@alpyna.jit
def fill(a, n):
    for i in range(n):
        a[i] = 2 * i


a = np.zeros(4)
fill(a, 4)
print("checksum", a.sum())
`
	if err := os.WriteFile(script, []byte(probe), 0o644); err != nil {
		return false, err.Error()
	}
	p := start(ctx, alpyna, []string{"run", "--backend=gpu", "--cache-dir=" + filepath.Join(dir, "cache"), script}, nil, 2*time.Minute)
	if p.err != nil {
		return false, p.failure()
	}
	if sum, err := ParseChecksum(p.stdout); err != nil || Compare(sum, Checksum{{"12.0"}}) != nil {
		return false, fmt.Sprintf("the gpu backend computed a wrong result: %q", strings.TrimSpace(p.stdout))
	}
	return true, ""
}

// addRatios sets the speed-ups of every timed row over the interp and
// python rows of the same benchmark and size.
func addRatios(rows []Result) {
	type key struct {
		bench string
		size  int64
	}
	wall := func(backend string) map[key]float64 {
		m := make(map[key]float64)
		for _, r := range rows {
			if r.Backend == backend && r.Status.timed() && r.Wall.N > 0 {
				m[key{r.Benchmark, r.Size}] = r.Wall.Median
			}
		}
		return m
	}
	interp, python := wall(Interp), wall(Python)
	for i := range rows {
		r := &rows[i]
		if !r.Status.timed() || r.Wall.N == 0 || r.Wall.Median <= 0 {
			continue
		}
		k := key{r.Benchmark, r.Size}
		if t, ok := interp[k]; ok {
			r.VsInterp = t / r.Wall.Median
		}
		if t, ok := python[k]; ok {
			r.VsPython = t / r.Wall.Median
		}
	}
}

func sizeText(size int64) string {
	if size == 0 {
		return "default"
	}
	return strconv.FormatInt(size, 10)
}

func (r *runner) show(b Benchmark, size int64, backend, what string) {
	r.progress.show(fmt.Sprintf("bench [%d/%d] %s %s %s: %s", r.step, r.steps, b.Name, sizeText(size), backend, what))
}

// progress writes the progress line on stderr.
type progress struct {
	w    io.Writer
	tty  bool
	last int // length of the line shown on a terminal
}

func (p *progress) show(line string) {
	switch {
	case p.w == nil:
	case p.tty:
		// Pad with spaces rather than an escape sequence to erase what is
		// left of a longer previous line: that works on any terminal.
		pad := max(p.last-len(line), 0)
		fmt.Fprintf(p.w, "\r%s%s", line, strings.Repeat(" ", pad))
		p.last = len(line)
	default:
		fmt.Fprintln(p.w, line)
	}
}

// clear removes the progress line from a terminal.
func (p *progress) clear() {
	if p.w != nil && p.tty && p.last > 0 {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", p.last))
		p.last = 0
	}
}
