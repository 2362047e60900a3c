package cuda

import "runtime"

// A worker runs functions on one goroutine locked to one OS thread.
//
// A CUDA context is current on an OS thread, not on a goroutine, and the Go
// scheduler moves goroutines between threads at will. Rather than asking
// every caller to lock its own thread, each Context owns a worker: the
// context is created on the worker's thread, and every driver call that
// needs it is sent there as a closure. Callers on any goroutine are safe,
// and the driver sees one thread per context, with calls serialised in the
// order they arrive.
type worker struct {
	jobs chan job      // unbuffered: a sent job is always run
	done chan struct{} // closed when the worker has stopped
}

// A job is a function run by the worker; it returns true to stop it.
type job func() (stop bool)

func startWorker() *worker {
	w := &worker{jobs: make(chan job), done: make(chan struct{})}
	go w.loop()
	return w
}

func (w *worker) loop() {
	// The thread is never unlocked: when the loop returns, after the
	// context has been destroyed or failed to be created, the goroutine
	// exits locked and the Go runtime terminates its thread, so no other
	// goroutine ever runs on a thread with leftover driver state.
	runtime.LockOSThread()
	defer close(w.done)
	for j := range w.jobs {
		if j() {
			return
		}
	}
}

// run runs f on the worker, waits for it and reports whether it ran:
// false when the worker had already stopped. stop tells the worker to stop
// after f.
func (w *worker) run(f func(), stop bool) bool {
	finished := make(chan struct{})
	j := func() bool {
		defer close(finished)
		f()
		return stop
	}
	select {
	case w.jobs <- j:
		<-finished
		return true
	case <-w.done:
		return false
	}
}
