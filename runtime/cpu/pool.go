// This file is the worker pool that runs a launch's boxes: workers made
// once per process, one per extra thread, each locked to an OS thread
// pinned to its own core where the OS allows, parked between launches and
// woken cheaply. Starting goroutines per launch (as the driver first did)
// costs the launch a scheduler wake-up per goroutine and lets the Go
// scheduler move the work between cores; short kernels in a time loop
// (jacobi's sweeps) then lose more than a second thread gains.

package cpu

import (
	goruntime "runtime"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sys/unix"
)

// A parallelJob is one launch's chunks, run by the launching goroutine
// (participant 0) and workers 1..participants-1 of the pool.
type parallelJob struct {
	seq          uint64 // the pool's job number, from 1
	chunks       int
	participants int
	run          func(chunk int)
	// dynamic: the participants take chunks from next, one at a time, so
	// that chunks of uneven cost balance. Otherwise the chunks are cut
	// into one block per participant, p*chunks/participants up to
	// (p+1)*chunks/participants, which participant p claims first; one
	// that has run its own block claims the blocks not yet started, so
	// that a launch does not wait for a worker the OS has not scheduled
	// (the cores are shared with other processes).
	dynamic bool
	next    atomic.Int64
	claimed []atomic.Bool

	finished atomic.Int64  // chunks run, or skipped after a panic
	done     chan struct{} // a worker that finishes the last chunk sends once
	stopped  atomic.Bool   // a chunk panicked: the others are skipped
	panicMu  sync.Mutex
	panicked any // the first panic of a chunk, panicked again by the launcher
	didPanic bool
}

func newJob(threads, chunks int, dynamic bool, run func(int)) *parallelJob {
	j := &parallelJob{chunks: chunks, participants: threads, dynamic: dynamic, run: run, done: make(chan struct{}, 1)}
	if !dynamic {
		j.claimed = make([]atomic.Bool, threads)
	}
	return j
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
	for q := range j.participants {
		b := (p + q) % j.participants
		if j.claimed[b].CompareAndSwap(false, true) {
			last = j.runChunks(b*j.chunks/j.participants, (b+1)*j.chunks/j.participants) || last
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
	id int // 1, 2, ...: participant number in every job it takes part in
	// parked is 1 while the worker sleeps on wake; whoever swaps it to 0
	// owns the one wake-up token the worker then waits for.
	parked atomic.Int32
	wake   chan struct{}
}

// A pool runs parallel jobs on its workers. One job runs at a time; a
// launch that finds the pool busy (a second goroutine launching at the
// same time) runs on goroutines of its own instead of waiting.
type pool struct {
	mu sync.Mutex // held by the launch whose job is cur
	// cur is the job running, nil between jobs: a finished job's closure
	// holds the launch's arrays, which must not outlive it here.
	cur     atomic.Pointer[parallelJob]
	seq     uint64 // jobs run so far; p.mu is held
	workers []*worker
	cpus    []int // the cores the process may run on, for pinning
}

// spinFor is how long an idle worker polls for the next job before it
// parks, and how long a launcher polls for its workers before it blocks:
// launches in a time loop come microseconds apart, and parking costs a
// futex wake-up of tens of microseconds on both sides.
const spinFor = 50 * time.Microsecond

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
	})
	return thePool
}

// grow makes sure the pool has n workers; p.mu is held.
func (p *pool) grow(n int) {
	for len(p.workers) < n {
		w := &worker{id: len(p.workers) + 1, wake: make(chan struct{}, 1)}
		p.workers = append(p.workers, w)
		go p.loop(w)
	}
}

// loop is a worker's life: wait for a job it takes part in, run its
// share, repeat.
func (p *pool) loop(w *worker) {
	// A worker keeps its OS thread, pinned to one of the cores the
	// process may use (worker i to the i-th, modulo their number), so that
	// a kernel's data stays in that core's caches from launch to launch.
	// The launcher (participant 0) is not pinned: it is the caller's
	// goroutine.
	goruntime.LockOSThread()
	if len(p.cpus) > 1 {
		var set unix.CPUSet
		set.Set(p.cpus[w.id%len(p.cpus)])
		_ = unix.SchedSetaffinity(0, &set) // best effort: a container may forbid it
	}
	var last uint64
	for {
		j := p.await(w, last)
		last = j.seq
		if j.work(w.id) {
			j.done <- struct{}{}
		}
	}
}

// await returns the next job that w takes part in (after job number
// last): polling for spinFor, then parked until a launcher wakes it.
func (p *pool) await(w *worker, last uint64) *parallelJob {
	ready := func() *parallelJob {
		if j := p.cur.Load(); j != nil && j.seq > last && w.id < j.participants {
			return j
		}
		return nil
	}
	start := time.Now()
	for spins := 0; ; spins++ {
		if j := ready(); j != nil {
			return j
		}
		// No runtime.Gosched here: a goroutine locked to its thread
		// that yields parks the thread until the scheduler hands the
		// goroutine back, a futex round trip.
		if spins%64 == 63 && time.Since(start) > spinFor {
			break
		}
	}
	for {
		w.parked.Store(1)
		// A launcher stores its job before it looks at parked: either
		// this load sees the job, or the launcher sees parked == 1 and
		// sends the token.
		if j := ready(); j != nil {
			if !w.parked.CompareAndSwap(1, 0) {
				<-w.wake // the launcher took the token: consume it
			}
			return j
		}
		<-w.wake
		if j := ready(); j != nil {
			return j
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
	j := newJob(threads, chunks, dynamic, run)
	p := sharedPool()
	if !p.mu.TryLock() {
		j.onGoroutines()
	} else {
		p.runJob(j)
		p.cur.Store(nil)
		p.mu.Unlock()
	}
	if j.didPanic {
		panic(j.panicked)
	}
}

// runJob runs j on the pool; p.mu is held.
func (p *pool) runJob(j *parallelJob) {
	p.grow(j.participants - 1)
	p.seq++
	j.seq = p.seq
	p.cur.Store(j)
	for _, w := range p.workers[:j.participants-1] {
		if w.parked.CompareAndSwap(1, 0) {
			w.wake <- struct{}{}
		}
	}
	if j.work(0) {
		return
	}
	// A worker runs the last chunks; it is usually done by now, or
	// nearly: poll for a little before blocking.
	start := time.Now()
	for spins := 0; j.finished.Load() != int64(j.chunks); spins++ {
		if spins%64 == 63 && time.Since(start) > spinFor {
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
