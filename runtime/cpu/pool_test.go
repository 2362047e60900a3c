package cpu

import (
	"errors"
	"fmt"
	"math"
	goruntime "runtime"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime"
)

// TestParallelRunsEveryChunkOnce runs jobs of many shapes, static and
// dynamic, and counts each chunk's runs.
func TestParallelRunsEveryChunkOnce(t *testing.T) {
	for _, threads := range []int{1, 2, 3, 5} {
		for _, chunks := range []int{0, 1, 2, 7, 64, 1000} {
			for _, dynamic := range []bool{false, true} {
				runs := make([]atomic.Int32, chunks)
				parallel(threads, chunks, dynamic, func(c int) { runs[c].Add(1) })
				for c := range runs {
					if n := runs[c].Load(); n != 1 {
						t.Errorf("threads %d, %d chunks, dynamic %v: chunk %d ran %d times", threads, chunks, dynamic, c, n)
					}
				}
			}
		}
	}
}

// TestParallelAfterParking runs jobs further apart than the workers poll
// for, so that each finds its workers parked and must wake them, and
// checks that each runs every chunk once.
func TestParallelAfterParking(t *testing.T) {
	for i := range 40 {
		time.Sleep(2 * spinFor)
		var sum atomic.Int64
		parallel(2+i%2, 16, i%3 == 0, func(c int) { sum.Add(int64(c)) })
		if sum.Load() != 16*15/2 {
			t.Fatalf("job %d after the workers parked ran chunks summing to %d, want %d", i, sum.Load(), 16*15/2)
		}
	}
}

// TestParallelPanic checks that a panic in a chunk reaches the launcher,
// and that the pool runs the next job afterwards.
func TestParallelPanic(t *testing.T) {
	for _, dynamic := range []bool{false, true} {
		got := func() (r any) {
			defer func() { r = recover() }()
			parallel(2, 16, dynamic, func(c int) {
				if c == 11 {
					panic("chunk 11")
				}
			})
			return nil
		}()
		if got != "chunk 11" {
			t.Errorf("dynamic %v: recovered %v, want the chunk's panic", dynamic, got)
		}
		var ran atomic.Int32
		parallel(2, 16, dynamic, func(int) { ran.Add(1) })
		if ran.Load() != 16 {
			t.Errorf("dynamic %v: after a panic the next job ran %d chunks of 16", dynamic, ran.Load())
		}
	}
}

// TestParallelConcurrentLaunches launches from several goroutines at once:
// one gets the pool, the others run on goroutines of their own, and every
// job runs all its chunks.
func TestParallelConcurrentLaunches(t *testing.T) {
	var wg sync.WaitGroup
	var failed atomic.Int32
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				chunks := 1 + (g*7+i)%40
				var sum atomic.Int64
				parallel(2+g%2, chunks, i%2 == 0, func(c int) { sum.Add(int64(c)) })
				if sum.Load() != int64(chunks*(chunks-1)/2) {
					failed.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	if failed.Load() != 0 {
		t.Errorf("%d concurrent jobs did not run every chunk once", failed.Load())
	}
}

// boxModule is a module of one kernel over it in range(n), with a float
// sum s (a reduction) and a last value v; with triangular set its body
// holds a loop whose bound reads it (a non-uniform kernel, its boxes
// handed out one at a time), else a loop of fixed trip count. The bodies
// only make the runtime estimate enough work to split the launch: the
// tests run the kernel with fake runners.
func boxModule(n int64, triangular bool) *kernel.Module {
	m := &kernel.Module{Name: "boxes"}
	param := func(name string, t kernel.Type) *kernel.Param {
		p := &kernel.Param{Slot: len(m.Params), Kind: kernel.Scalar, Name: name, Type: t}
		m.Params = append(m.Params, p)
		return p
	}
	c := func(v int64) kernel.Expr { return &kernel.Const{T: kernel.PyInt, I: v} }
	it := &kernel.Local{Index: 0, Name: "it", Type: kernel.PyInt}
	j := &kernel.Local{Index: 1, Name: "j", Type: kernel.PyInt}
	s := &kernel.Local{Index: 2, Name: "s", Type: kernel.Float64, Param: param("s", kernel.Float64)}
	v := &kernel.Local{Index: 3, Name: "v", Type: kernel.PyInt, Param: param("v", kernel.PyInt)}
	upper := c(100000)
	if triangular {
		upper = &kernel.Var{Local: it}
	}
	k := &kernel.Kernel{Name: "boxes_k", Locals: []*kernel.Local{it, j, s, v},
		Dims: []*kernel.Dim{{Var: it, Lower: c(0), Upper: c(n), Step: c(1)}},
		Body: []kernel.Stmt{&kernel.For{Var: j, Lower: c(0), Upper: upper, Step: c(1)}},
		Outputs: []*kernel.Output{
			{Local: s, Combine: kernel.Reduce, Op: kernel.Add},
			{Local: v, Combine: kernel.Last},
		},
	}
	m.Kernels = []*kernel.Kernel{k}
	m.Host = []kernel.Step{&kernel.Launch{Kernel: k}}
	return m
}

// fakeRunner records the boxes it runs, and gives each box's outputs:
// s, a float whose sum depends on the order of adding, and v, the box's
// first iteration.
type fakeRunner struct {
	mu     sync.Mutex
	boxes  [][2]int64
	status func(lo int64) kernel.Status
}

// boxSum is box lo's contribution to s: large and small terms, so that a
// sum in another order rounds differently.
func boxSum(lo int64) float64 {
	if lo%3 == 0 {
		return 1e16
	}
	return 1 + float64(lo)*1e-3
}

var spinSink atomic.Int64

func (r *fakeRunner) RunKernel(i int, box, args, out []int64) kernel.Status {
	lo, hi := box[0], box[1]
	// Uneven boxes: later boxes finish first more often than not.
	spin := int64(0)
	for i := range (1000 - lo%1000) * 50 {
		spin += i
	}
	spinSink.Add(spin)
	r.mu.Lock()
	r.boxes = append(r.boxes, [2]int64{lo, hi})
	r.mu.Unlock()
	if len(out) == 4 { // s and v; else v only
		out[0] = int64(math.Float64bits(math.Float64frombits(uint64(out[0])) + boxSum(lo)))
		out[1] = 1
		out = out[2:]
	}
	out[0], out[1] = lo, 1
	if r.status != nil {
		return r.status(lo)
	}
	return kernel.OK
}

// TestLaunchCombinesInIterationOrder runs launches of uniform and
// non-uniform kernels on several threads and checks that the boxes cover
// the iterations once, and that the outputs combine in iteration order
// whatever order the boxes finished in: the sum adds the boxes' parts from
// the first box to the last, the last value is the last box's.
func TestLaunchCombinesInIterationOrder(t *testing.T) {
	const n = 100000
	for _, triangular := range []bool{false, true} {
		for _, threads := range []int{1, 2, 3} {
			t.Run(fmt.Sprintf("triangular=%v/threads=%d", triangular, threads), func(t *testing.T) {
				m := boxModule(n, triangular)
				if got := uniform(m.Kernels[0]); got == triangular {
					t.Fatalf("uniform = %v for a kernel with triangular %v", got, triangular)
				}
				r := &fakeRunner{}
				args := []int64{int64(math.Float64bits(0.5)), -1}
				x := &Execution{Module: m, Runner: r, Args: args, Threads: threads}
				if err := Execute(x); err != nil {
					t.Fatal(err)
				}
				sort.Slice(r.boxes, func(a, b int) bool { return r.boxes[a][0] < r.boxes[b][0] })
				next := int64(0)
				want := 0.5
				for _, b := range r.boxes {
					if b[0] != next {
						t.Fatalf("boxes %v do not cover 0..%d once", r.boxes, n)
					}
					next = b[1]
					want += boxSum(b[0])
				}
				if next != n {
					t.Fatalf("boxes %v end at %d, want %d", r.boxes, next, n)
				}
				// A float sum cuts the launch into a fixed number of boxes
				// on any number of threads, so that its digits do not
				// depend on the thread count.
				if len(r.boxes) != reductionTasks {
					t.Errorf("%d boxes, want %d", len(r.boxes), reductionTasks)
				}
				if got := math.Float64frombits(uint64(args[0])); got != want {
					t.Errorf("s = %v, want %v (the boxes' parts added in iteration order)", got, want)
				}
				if last := r.boxes[len(r.boxes)-1][0]; args[1] != last {
					t.Errorf("v = %d, want %d (the last box's)", args[1], last)
				}
			})
		}
	}
}

// TestLaunchBoxCounts checks how many boxes a launch without a float
// reduction is cut into: one per thread where every point costs the same,
// several per thread (handed out one at a time) where they differ.
func TestLaunchBoxCounts(t *testing.T) {
	for _, triangular := range []bool{false, true} {
		for _, threads := range []int{1, 2, 3} {
			m := boxModule(100000, triangular)
			k := m.Kernels[0]
			k.Outputs = k.Outputs[1:] // the last value only
			r := &fakeRunner{}
			if err := Execute(&Execution{Module: m, Runner: r, Args: []int64{0, 0}, Threads: threads}); err != nil {
				t.Fatal(err)
			}
			want := threads
			if threads > 1 {
				want *= uniformTasksPerThread
				if triangular {
					want = threads * tasksPerThread
				}
			}
			if len(r.boxes) != want {
				t.Errorf("triangular %v, %d threads: %d boxes, want %d", triangular, threads, len(r.boxes), want)
			}
		}
	}
}

// TestLaunchStatus checks that a box's failure stops the launch with the
// kernel's status.
func TestLaunchStatus(t *testing.T) {
	m := boxModule(100000, true)
	r := &fakeRunner{status: func(lo int64) kernel.Status {
		if lo > 50000 {
			return kernel.ZeroDivisionError
		}
		return kernel.OK
	}}
	x := &Execution{Module: m, Runner: r, Args: []int64{0, 0}, Threads: 2}
	var se *runtime.StatusError
	if err := Execute(x); !errors.As(err, &se) || se.Status != kernel.ZeroDivisionError || se.Kernel != "boxes_k" {
		t.Errorf("Execute = %v, want the kernel's ZeroDivisionError", err)
	}
}

// TestUniform checks which kernels get dynamic chunks.
func TestUniform(t *testing.T) {
	c := func(v int64) kernel.Expr { return &kernel.Const{T: kernel.PyInt, I: v} }
	it := &kernel.Local{Name: "it", Type: kernel.PyInt}
	flag := &kernel.Local{Name: "stop", Type: kernel.Bool}
	loop := func(upper kernel.Expr, exits ...*kernel.Local) *kernel.For {
		return &kernel.For{Var: &kernel.Local{Name: "k", Type: kernel.PyInt}, Lower: c(0), Upper: upper, Step: c(1), Exits: exits}
	}
	dim := &kernel.Dim{Var: it, Lower: c(0), Upper: c(10), Step: c(1)}
	for _, tc := range []struct {
		name string
		k    *kernel.Kernel
		want bool
	}{
		{"fixed inner loop", &kernel.Kernel{Dims: []*kernel.Dim{dim}, Body: []kernel.Stmt{loop(c(8))}}, true},
		{"if without a loop", &kernel.Kernel{Dims: []*kernel.Dim{dim}, Body: []kernel.Stmt{&kernel.If{Cond: &kernel.Var{Local: flag}}}}, true},
		{"triangular inner loop", &kernel.Kernel{Dims: []*kernel.Dim{dim}, Body: []kernel.Stmt{loop(&kernel.Var{Local: it})}}, false},
		{"loop with a break", &kernel.Kernel{Dims: []*kernel.Dim{dim}, Body: []kernel.Stmt{loop(c(8), flag)}}, false},
		{"loop under an if", &kernel.Kernel{Dims: []*kernel.Dim{dim}, Body: []kernel.Stmt{
			&kernel.If{Cond: &kernel.Var{Local: flag}, Then: []kernel.Stmt{loop(c(8))}}}}, false},
		{"triangular dims", &kernel.Kernel{Dims: []*kernel.Dim{dim, {Var: &kernel.Local{Name: "j"}, Lower: c(0),
			Upper: &kernel.Var{Local: it}, Step: c(1), DependsOnOuterDims: true}}}, false},
	} {
		if got := uniform(tc.k); got != tc.want {
			t.Errorf("%s: uniform = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// emptyRunner is a kernel that does nothing: launches of it measure the
// driver alone.
type emptyRunner struct{}

func (emptyRunner) RunKernel(int, []int64, []int64, []int64) kernel.Status { return kernel.OK }

// BenchmarkLaunch is the driver's overhead per launch of an empty kernel
// split into a box per thread (a body the runtime estimates large enough
// to split), launched launchesPerCall times by a host loop, as jacobi's
// time loop launches its sweeps: the ns/launch metric is what a kernel in
// a time loop pays besides its own work.
func BenchmarkLaunch(b *testing.B) {
	const launchesPerCall = 20
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			m := boxModule(64, false)
			k := m.Kernels[0]
			k.Outputs = k.Outputs[1:] // no float sum: a box per thread
			t := &kernel.Param{Slot: len(m.Params), Kind: kernel.Scalar, Name: "t", Type: kernel.PyInt}
			m.Params = append(m.Params, t)
			c := func(v int64) kernel.Expr { return &kernel.Const{T: kernel.PyInt, I: v} }
			m.Host = []kernel.Step{&kernel.HostLoop{Var: t, Lower: c(0), Upper: c(launchesPerCall), Step: c(1), Body: m.Host}}
			x := &Execution{Module: m, Runner: emptyRunner{}, Args: make([]int64, len(m.Params)), Threads: threads}
			for b.Loop() {
				if err := Execute(x); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*launchesPerCall), "ns/launch")
		})
	}
}

// BenchmarkParallel is the pool's own cost per job of one empty chunk per
// thread, beside the same job on goroutines started for it (how launches
// ran before the pool).
func BenchmarkParallel(b *testing.B) {
	for _, threads := range []int{1, 2} {
		b.Run(fmt.Sprintf("pool/threads=%d", threads), func(b *testing.B) {
			for b.Loop() {
				parallel(threads, threads, false, func(int) {})
			}
		})
		b.Run(fmt.Sprintf("goroutines/threads=%d", threads), func(b *testing.B) {
			for b.Loop() {
				j := newJob(threads, threads, true, func(int) {})
				j.onGoroutines()
			}
		})
	}
}

// pinThread locks the calling goroutine to its thread and pins the thread
// to core c; the returned function undoes both. It skips the test where
// the OS does not let the thread be pinned.
func pinThread(t *testing.T, c int) func() {
	t.Helper()
	var old unix.CPUSet
	if err := unix.SchedGetaffinity(0, &old); err != nil {
		t.Skip(err)
	}
	goruntime.LockOSThread()
	var set unix.CPUSet
	set.Set(c)
	if err := unix.SchedSetaffinity(0, &set); err != nil {
		goruntime.UnlockOSThread()
		t.Skip(err)
	}
	return func() {
		_ = unix.SchedSetaffinity(0, &old)
		goruntime.UnlockOSThread()
	}
}

// TestCurrentCPU checks the core number a launch finds itself on, on a
// thread pinned to each core in turn.
func TestCurrentCPU(t *testing.T) {
	for _, c := range sharedPool().cpus {
		unpin := pinThread(t, c)
		got, sys := currentCPU(), sysCPU()
		unpin()
		if got != c || sys != c {
			t.Errorf("on a thread pinned to core %d: currentCPU %d, getcpu %d", c, got, sys)
		}
	}
}

// TestWorkerLeavesLaunchersCore launches jobs of two threads from a
// thread pinned to one core, and checks that the worker that takes part
// never runs on that core (the pool leaves out the worker pinned there),
// until the worker has run chunks in 20 jobs.
func TestWorkerLeavesLaunchersCore(t *testing.T) {
	p := sharedPool()
	if !p.pinned {
		t.Skip("the process may run on one core only, or workers are not pinned")
	}
	for _, here := range p.cpus[:2] {
		unpin := pinThread(t, here)
		launcher := unix.Gettid()
		joined := 0
		for deadline := time.Now().Add(20 * time.Second); joined < 20 && time.Now().Before(deadline); {
			var mu sync.Mutex
			var others []int // the cores of the chunks run by a worker
			parallel(2, 8, false, func(int) {
				if unix.Gettid() == launcher {
					// Long enough for the worker to claim its block.
					for start := time.Now(); time.Since(start) < 20*time.Microsecond; {
					}
					return
				}
				mu.Lock()
				others = append(others, sysCPU())
				mu.Unlock()
			})
			for _, c := range others {
				if c == here {
					t.Fatalf("a worker ran a chunk on core %d, the launcher's", here)
				}
			}
			if len(others) > 0 {
				joined++
			}
		}
		unpin()
		if joined < 20 {
			t.Errorf("launcher on core %d: a worker took part in %d jobs of 2 threads in 20 s", here, joined)
		}
	}
}

// TestRunsByCore checks which run of a static job's chunks each
// participant owns: the participants in the order of their cores.
func TestRunsByCore(t *testing.T) {
	j := newJob(3, 6, false, func(int) {})
	ws := []*worker{{id: 0, cpu: 0}, {id: 3, cpu: 3}}
	j.runsByCore(2, ws, []int{0, 1, 2, 3})
	if want := []int{1, 0, 2}; fmt.Sprint(j.runOf) != fmt.Sprint(want) {
		t.Errorf("launcher on core 2, workers on 0 and 3: runs %v, want %v", j.runOf, want)
	}
	// The launcher owns run 1 (chunks 2 and 3) and, alone, then takes the
	// others' from the end of each run.
	var order []int
	j.run = func(c int) { order = append(order, c) }
	j.work(0)
	if want := []int{2, 3, 5, 4, 1, 0}; fmt.Sprint(order) != fmt.Sprint(want) {
		t.Errorf("participant 0 of run 1 ran chunks %v, want %v", order, want)
	}
}

// TestLaunchRunsPointsByCore launches jobs of two threads from a thread
// pinned to each of two cores in turn, and checks that the launcher runs
// the run of chunks of its core: the first half on the first core, the
// second on the second, whichever thread runs there, so that the data a
// core's points touch stay in its caches from launch to launch.
func TestLaunchRunsPointsByCore(t *testing.T) {
	p := sharedPool()
	if !p.pinned {
		t.Skip("the process may run on one core only, or workers are not pinned")
	}
	for run, here := range p.cpus[:2] {
		unpin := pinThread(t, here)
		launcher := unix.Gettid()
		own := 0
		const jobs = 20
		for range jobs {
			first := -1
			parallel(2, 4, false, func(c int) {
				if unix.Gettid() == launcher && first < 0 {
					first = c
				}
			})
			if first/2 == run {
				own++
			}
		}
		unpin()
		// A launcher the OS paused may find its run taken by the
		// worker; most launches must start on their own run.
		if own < jobs*3/4 {
			t.Errorf("launcher on core %d (run %d): its first chunk was in its run in %d of %d launches", here, run, own, jobs)
		}
	}
}

// TestShortLaunchRunsOnOneThread checks that a launch whose work is too
// small for a second thread (minWorkPerThread) is one box, which the
// calling goroutine runs, and that one with enough work for two threads
// is cut for two.
func TestShortLaunchRunsOnOneThread(t *testing.T) {
	for _, tc := range []struct {
		points int64
		boxes  int
	}{{minWorkPerThread / 2, 1}, {2*minWorkPerThread - 1, 1}, {2 * minWorkPerThread, 2 * uniformTasksPerThread},
		{64 * minWorkPerThread, 2 * uniformTasksPerThread}} {
		// One point's work is the inner loop's single trip.
		m := boxModule(tc.points, false)
		k := m.Kernels[0]
		k.Outputs = k.Outputs[1:] // the last value only
		k.Body[0].(*kernel.For).Upper = &kernel.Const{T: kernel.PyInt, I: 1}
		r := &fakeRunner{}
		if err := Execute(&Execution{Module: m, Runner: r, Args: []int64{0, 0}, Threads: 2}); err != nil {
			t.Fatal(err)
		}
		if len(r.boxes) != tc.boxes {
			t.Errorf("%d points on 2 threads: %d boxes, want %d", tc.points, len(r.boxes), tc.boxes)
		}
	}
}
