// This file is the worker pool that runs a launch's boxes: workers made
// once per process, each locked to an OS thread pinned to its own core
// where the OS allows, polling for the next launch for a while and then
// parked. Starting goroutines per launch (as the driver first did) costs
// the launch a scheduler wake-up per goroutine and lets the Go scheduler
// move the work between cores; short kernels in a time loop (jacobi's
// sweeps) then lose more than a second thread gains.
//
// The launching goroutine runs a share itself, and it is not pinned: the
// OS puts it where it likes, which is often the core of a worker (the
// Linux scheduler wakes a thread on its waker's core, and threads that ran
// recently are not moved). A launch therefore asks which core it is on and
// leaves the worker pinned there out of the job: that worker parks, and
// the job's threads run on distinct cores. Measured on a 2-core VM with a
// time loop of stencil launches, before this the two threads of 98 % of
// the launches that both took part in ran on one core.

package cpu

import (
	goruntime "runtime"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// A parallelJob is one launch's chunks, run by the launching goroutine
// (participant 0) and participants-1 workers of the pool (numbered from 1
// in part).
type parallelJob struct {
	seq          atomic.Uint64 // the pool's job number, from 1
	chunks       int
	participants int
	run          func(chunk int)
	// dynamic: the participants take chunks from next, one at a time, so
	// that chunks of uneven cost balance. Otherwise the chunks are cut
	// into one run per participant, p*chunks/participants up to
	// (p+1)*chunks/participants, whose chunks participant p claims in
	// order; one that has run its own claims the chunks of the others
	// not yet started, each run from its end, so that a launch does not
	// wait for a worker the OS has not scheduled or woken yet (the cores
	// are shared with other processes), and a worker that starts late
	// takes only the part of its run that is left.
	dynamic bool
	claimed []atomic.Bool // per chunk, static jobs
	// part is the participant number of each pool worker in this job (by
	// worker id), 0 for a worker that does not take part.
	part []int
	// runOf is the run of a static job's chunks that each participant
	// owns (by participant number): the participants ordered by the core
	// they run on, where the pool knows it, so that a core runs the same
	// part of a launch's points whichever thread runs there; nil: the
	// participant's own number.
	runOf []int

	// next is the next chunk of a dynamic job to hand out, finished
	// counts the chunks run (or skipped after a panic). Every participant
	// adds to them: a cache line of their own keeps those writes from
	// evicting the fields above from the other cores' caches.
	_        [64]byte
	next     atomic.Int64
	finished atomic.Int64
	// inside counts the workers that have taken the job up and not left
	// it yet, plus jobClosed while the launcher sets it up: the pool
	// reuses one job from launch to launch, and a worker must not read
	// a job half set up, nor claim a chunk of the next launch as one of
	// the last (see join).
	inside   atomic.Int32
	_        [44]byte
	done     chan struct{} // a worker that finishes the last chunk sends once
	stopped  atomic.Bool   // a chunk panicked: the others are skipped
	panicMu  sync.Mutex
	panicked any // the first panic of a chunk, panicked again by the launcher
	didPanic bool
}

// jobClosed is set in parallelJob.inside while the launcher sets the job
// up: workers that find it leave the job at once.
const jobClosed = 1 << 30

func newJob(threads, chunks int, dynamic bool, run func(int)) *parallelJob {
	j := &parallelJob{done: make(chan struct{}, 1)}
	j.reset(threads, chunks, dynamic, run)
	return j
}

// reset sets j up for a launch of chunks chunks on threads threads, reusing
// its slices; no worker holds j.
func (j *parallelJob) reset(threads, chunks int, dynamic bool, run func(int)) {
	j.chunks, j.participants, j.dynamic, j.run = chunks, threads, dynamic, run
	j.runOf = j.runOf[:0]
	if !dynamic {
		if cap(j.claimed) < chunks {
			j.claimed = make([]atomic.Bool, chunks)
		}
		j.claimed = j.claimed[:chunks]
		for c := range j.claimed {
			j.claimed[c].Store(false)
		}
	}
	j.next.Store(0)
	j.finished.Store(0)
	j.stopped.Store(false)
	j.panicked, j.didPanic = nil, false
}

// close marks j as being set up, once no worker holds it, and reports
// whether it could: a worker that the OS paused between taking up the
// last launch's job and leaving it keeps that job from reuse.
func (j *parallelJob) close() bool {
	for range 64 {
		if j.inside.CompareAndSwap(0, jobClosed) {
			return true
		}
	}
	return false
}

// join takes worker w into j if the launch j now holds (one after job
// number last) has w as a participant: it returns w's participant number,
// and w leaves j (inside.Add(-1)) once it has run its share. Otherwise it
// returns 0, and leftOut tells whether w is left out of that launch (the
// launcher runs on its core), rather than j being one w has run or being
// set up for the next launch.
func (j *parallelJob) join(w *worker, last uint64) (part int, leftOut bool) {
	if j.inside.Add(1)&jobClosed == 0 && j.seq.Load() > last {
		// Inside and open, j's fields are those of the launch that
		// opened it, and stay so until w leaves.
		if part = j.participant(w); part > 0 {
			return part, false
		}
		leftOut = true
	}
	j.inside.Add(-1)
	return 0, leftOut
}

// work runs chunks for participant p until none is left to take, and
// reports whether p finished the job's last chunk.
func (j *parallelJob) work(p int) (last bool) {
	if j.dynamic {
		for {
			c := int(j.next.Add(1) - 1)
			if c >= j.chunks {
				return last
			}
			last = j.runChunks(c, c+1) || last
		}
	}
	claim := func(c int) {
		if f := &j.claimed[c]; !f.Load() && f.CompareAndSwap(false, true) {
			last = j.runChunks(c, c+1) || last
		}
	}
	r := p
	if len(j.runOf) > 0 {
		r = j.runOf[p]
	}
	for c := r * j.chunks / j.participants; c < (r+1)*j.chunks/j.participants; c++ {
		claim(c)
	}
	for q := 1; q < j.participants; q++ {
		v := (r + q) % j.participants
		for c := (v+1)*j.chunks/j.participants - 1; c >= v*j.chunks/j.participants; c-- {
			claim(c)
		}
	}
	return last
}

// runChunks runs chunks lo..hi-1 and reports whether they were the job's
// last to finish.
func (j *parallelJob) runChunks(lo, hi int) bool {
	for c := lo; c < hi; c++ {
		j.runOne(c)
	}
	return j.finished.Add(int64(hi-lo)) == int64(j.chunks)
}

func (j *parallelJob) runOne(c int) {
	if j.stopped.Load() {
		return
	}
	defer func() {
		if r := recover(); r != nil {
			j.panicMu.Lock()
			if !j.didPanic {
				j.panicked, j.didPanic = r, true
			}
			j.panicMu.Unlock()
			j.stopped.Store(true)
		}
	}()
	j.run(c)
}

// A worker is one goroutine of the pool.
type worker struct {
	id  int // its index in the pool's workers
	cpu int // the core it is pinned to, or -1
	// parked is 1 while the worker sleeps on wake, or is about to;
	// whoever swaps it to 0 owns the one wake-up token the worker then
	// waits for (unpark).
	parked atomic.Int32
	wake   chan struct{}
}

// A pool runs parallel jobs on its workers. One job runs at a time; a
// launch that finds the pool busy (a second goroutine launching at the
// same time) runs on goroutines of its own instead of waiting.
type pool struct {
	mu sync.Mutex // held by the launch whose job is cur
	// cur is the job running, nil between jobs.
	cur atomic.Pointer[parallelJob]
	// job is the job the launches reuse (its fields and slices), as long
	// as no worker still holds it when the next launch begins; p.mu is
	// held.
	job *parallelJob
	// chosen is the workers of the job being set up (members); p.mu is
	// held.
	chosen  []*worker
	seq     uint64 // jobs run so far; p.mu is held
	workers []*worker
	cpus    []int // the cores the process may run on, for pinning
	// pinned: workers are pinned, worker i to cpus[i % len(cpus)] (the
	// process may run on more than one core).
	pinned bool
}

// spinFor is how long an idle worker polls for the next job, once the
// last one is over, before it parks: launches in a time loop come
// microseconds apart, and parking costs a futex wake-up of tens of
// microseconds.
const spinFor = 50 * time.Microsecond

// waitFor is how long a launcher that has run its share polls for the
// workers to finish theirs before it blocks. A worker is usually running
// its box, and blocking would have the worker's thread wake the launcher's
// goroutine, which the OS then tends to run on the worker's core; only a
// worker whose core another process took makes the launcher wait longer.
const waitFor = 500 * time.Microsecond

var (
	thePoolOnce sync.Once
	thePool     *pool
)

// sharedPool returns the process's pool.
func sharedPool() *pool {
	thePoolOnce.Do(func() {
		thePool = &pool{}
		var set unix.CPUSet
		if err := unix.SchedGetaffinity(0, &set); err == nil {
			for c := range 1024 {
				if set.IsSet(c) {
					thePool.cpus = append(thePool.cpus, c)
				}
			}
		}
		thePool.pinned = len(thePool.cpus) > 1
	})
	return thePool
}

// grow makes sure the pool has n workers; p.mu is held.
func (p *pool) grow(n int) {
	for len(p.workers) < n {
		w := &worker{id: len(p.workers), cpu: -1, wake: make(chan struct{}, 1)}
		if p.pinned {
			w.cpu = p.cpus[w.id%len(p.cpus)]
		}
		p.workers = append(p.workers, w)
		go p.loop(w)
	}
}

// members chooses the workers of a job of n participants (the launcher
// and n-1 workers) and sets their participant numbers in j.part; p.mu is
// held. A worker pinned to the launcher's core is left out where the
// other cores are enough, so that the job's threads do not share one.
func (p *pool) members(j *parallelJob, n int) []*worker {
	here := -1
	if p.pinned && n <= len(p.cpus) {
		here = currentCPU()
	}
	ws := p.chosen[:0]
	for i := 0; len(ws) < n-1; i++ {
		p.grow(i + 1)
		if w := p.workers[i]; w.cpu != here || here < 0 {
			ws = append(ws, w)
		}
	}
	p.chosen = ws
	if cap(j.part) < len(p.workers) {
		j.part = make([]int, len(p.workers))
	}
	j.part = j.part[:len(p.workers)]
	clear(j.part)
	for q, w := range ws {
		j.part[w.id] = q + 1
	}
	if here >= 0 {
		j.runsByCore(here, ws, p.cpus)
	}
	return ws
}

// runsByCore gives the participants of a static job the runs of chunks in
// the order of their cores (the launcher on core here, the workers ws on
// theirs; cpus lists the process's cores): the first cores run the first
// points. Numbered by participant instead, a launcher that the OS moved
// to another core since the last launch would swap the halves of a
// two-thread launch between the cores, and a stencil sweep whose arrays
// fit in the cores' caches would fetch them from the other core's cache
// at every launch where that happened.
func (j *parallelJob) runsByCore(here int, ws []*worker, cpus []int) {
	n := len(ws) + 1
	if cap(j.runOf) < n {
		j.runOf = make([]int, n)
	}
	j.runOf = j.runOf[:n]
	core := func(part int) int {
		if part == 0 {
			return here
		}
		return ws[part-1].cpu
	}
	// The participants' cores are distinct (members leaves out the worker
	// on the launcher's core): a participant's run is the number of
	// participants on cores listed before its own.
	for a := range n {
		r := 0
		for b := range n {
			if b != a && coreIndex(cpus, core(b)) < coreIndex(cpus, core(a)) {
				r++
			}
		}
		j.runOf[a] = r
	}
}

// coreIndex is the position of core c in cpus, or len(cpus) for one not
// listed (a launcher on a core the process may no longer use).
func coreIndex(cpus []int, c int) int {
	for i, x := range cpus {
		if x == c {
			return i
		}
	}
	return len(cpus)
}

// participant is w's participant number in j, 0 when it takes no part.
func (j *parallelJob) participant(w *worker) int {
	if w.id < len(j.part) {
		return j.part[w.id]
	}
	return 0
}

// sysCPU is the core the calling thread runs on, by the getcpu system
// call, or -1 where it fails.
func sysCPU() int {
	var cpu uint32
	if _, _, e := unix.RawSyscall(unix.SYS_GETCPU, uintptr(unsafe.Pointer(&cpu)), 0, 0); e != 0 {
		return -1
	}
	return int(cpu)
}

// loop is a worker's life: wait for a job it takes part in, run its
// share, repeat.
func (p *pool) loop(w *worker) {
	// A worker keeps its OS thread, pinned to one of the cores the
	// process may use (worker i to the i-th, modulo their number), so that
	// a kernel's data stays in that core's caches from launch to launch
	// and a launch knows which worker shares its core. The launcher
	// (participant 0) is not pinned: it is the caller's goroutine.
	goruntime.LockOSThread()
	if w.cpu >= 0 {
		var set unix.CPUSet
		set.Set(w.cpu)
		// Best effort: where a container forbids it the worker runs
		// unpinned, and w.cpu is only a guess that costs a launch some
		// speed when wrong, never a result.
		_ = unix.SchedSetaffinity(0, &set)
	}
	var last uint64
	for {
		j, part := p.await(w, last)
		last = j.seq.Load()
		finished := j.work(part)
		j.inside.Add(-1) // leave j before the launcher can take it back
		if finished {
			j.done <- struct{}{}
		}
	}
}

// await returns the next job that w takes part in (after job number
// last), joined, and w's participant number in it: polling for spinFor,
// then parked until a launcher unparks it for a job or warm unparks it to
// poll again. A job it is left out of (the launcher runs on its core)
// parks it at once, giving the core to the launcher.
func (p *pool) await(w *worker, last uint64) (*parallelJob, int) {
	for {
		start := time.Now()
		for spins := 0; ; spins++ {
			j := p.cur.Load()
			if j != nil && j.seq.Load() > last {
				part, leftOut := j.join(w, last)
				if part > 0 {
					return j, part
				}
				if leftOut {
					break
				}
				continue // j is being set up for the next launch
			}
			// No runtime.Gosched here: a goroutine locked to its thread
			// that yields parks the thread until the scheduler hands the
			// goroutine back, a futex round trip.
			if spins%64 == 63 {
				if j != nil {
					// The launcher is still running the last chunks
					// of w's job, however long they take: the next
					// launch comes right after, and a worker woken
					// for it would come too late for it and park
					// again during it, launch after launch.
					start = time.Now()
				} else if time.Since(start) > spinFor {
					break
				}
			}
		}
		w.parked.Store(1)
		// A launcher stores its job before it looks at parked: either
		// this load sees the job, or the launcher sees parked == 1 and
		// sends the token.
		if j := p.cur.Load(); j != nil {
			if part, _ := j.join(w, last); part > 0 {
				if !w.parked.CompareAndSwap(1, 0) {
					<-w.wake // the launcher took the token: consume it
				}
				return j, part
			}
		}
		<-w.wake
	}
}

// unpark wakes w if it is parked. Workers park on a channel. A futex of
// their own would wake the thread directly, but a goroutine asleep in a
// system call keeps its processor (P) until the runtime's monitor takes it
// back, up to 10 ms later, which with as many threads as processors
// stalls the other goroutines: a version parking on futexes (which also
// waited for new workers to start) ran gemver's four nests on two threads
// in 8 to 16 ms instead of 1.3.
func (w *worker) unpark() {
	if w.parked.CompareAndSwap(1, 0) {
		w.wake <- struct{}{}
	}
}

// warm readies the workers that a launch on threads threads would use
// (not the one pinned to the caller's core): it starts them on first use
// and wakes the parked ones, which then poll for spinFor. The cpu backend
// calls it as a call begins, so that the call's first launch finds its
// workers polling: a parked thread takes tens of microseconds to run
// again, more on a busy machine, and a call's first kernel may be over by
// then.
func warm(threads int) {
	if threads < 2 {
		return
	}
	p := sharedPool()
	if !p.mu.TryLock() {
		return // a launch is running: the workers are awake
	}
	defer p.mu.Unlock()
	here, n := -1, threads-1
	if p.pinned && threads <= len(p.cpus) {
		here, n = currentCPU(), threads
	}
	p.grow(n)
	for _, w := range p.workers[:n] {
		if w.cpu != here || here < 0 {
			w.unpark()
		}
	}
}

// parallel runs run(c) for every chunk c in [0, chunks), on up to threads
// threads (the caller's goroutine and pool workers), and returns when every
// chunk has run. dynamic hands the chunks out one at a time (uneven
// chunks); otherwise each thread runs a contiguous block of them. A panic
// in a chunk is panicked again here, after every thread has stopped.
func parallel(threads, chunks int, dynamic bool, run func(chunk int)) {
	threads = min(threads, chunks)
	if threads < 2 {
		for c := range chunks {
			run(c)
		}
		return
	}
	p := sharedPool()
	var panicked any
	didPanic := false
	if !p.mu.TryLock() {
		j := newJob(threads, chunks, dynamic, run)
		j.onGoroutines()
		panicked, didPanic = j.panicked, j.didPanic
	} else {
		j := p.job
		if j == nil || !j.close() {
			j = &parallelJob{done: make(chan struct{}, 1)}
			j.inside.Store(jobClosed)
			p.job = j
		}
		j.reset(threads, chunks, dynamic, run)
		p.runJob(j)
		p.cur.Store(nil)
		// The launch's closure may hold its arrays, which must not
		// outlive it here; no chunk is left for a worker to run.
		j.run = nil
		panicked, didPanic = j.panicked, j.didPanic
		j.panicked = nil
		p.mu.Unlock()
	}
	if didPanic {
		panic(panicked)
	}
}

// runJob runs j, set up and closed, on the pool; p.mu is held.
func (p *pool) runJob(j *parallelJob) {
	ws := p.members(j, j.participants)
	p.seq++
	j.seq.Store(p.seq)
	j.inside.Add(-jobClosed) // open: the workers that join see j set up
	p.cur.Store(j)
	for _, w := range ws {
		w.unpark()
	}
	if j.work(0) {
		return
	}
	// A worker runs the last chunks; it is usually done by now, or
	// nearly: poll before blocking.
	start := time.Now()
	for spins := 0; j.finished.Load() != int64(j.chunks); spins++ {
		if spins%64 == 63 && time.Since(start) > waitFor {
			break
		}
	}
	<-j.done
}

// onGoroutines runs j on goroutines started for it: the pool is busy with
// another launch.
func (j *parallelJob) onGoroutines() {
	var wg sync.WaitGroup
	for p := 1; p < j.participants; p++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			j.work(p)
		}()
	}
	j.work(0)
	wg.Wait()
}
