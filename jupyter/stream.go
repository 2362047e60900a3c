package jupyter

// This file streams what a cell prints: sys.stdout and sys.stderr of the
// session are replaced by streams that publish stream messages while the
// cell runs, so that a long cell shows its progress.

import (
	"sync"
	"time"

	"github.com/go-python/gpython/py"
)

// How long printed text may wait before it is published, and how much of
// it makes a message on its own: enough to show progress promptly without
// a message per print() of a loop.
const (
	streamDelay = 100 * time.Millisecond
	streamChunk = 16 << 10
)

// liveStreamType is the Python type of a notebook's sys.stdout and
// sys.stderr.
var liveStreamType = py.NewType("KernelStream", "a text stream published to the notebook as stream messages")

// A liveStream gathers text for one stream name ("stdout" or "stderr")
// and publishes it as stream messages of the running cell.
type liveStream struct {
	k    *Kernel
	name string

	mu     sync.Mutex
	parent *Message // the execute_request the text belongs to
	buf    []byte
}

func (s *liveStream) Type() *py.Type { return liveStreamType }

// write buffers text, publishing when enough has gathered.
func (s *liveStream) write(text string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.buf = append(s.buf, text...)
	if len(s.buf) >= streamChunk {
		s.flushLocked()
	}
}

// flush publishes the buffered text.
func (s *liveStream) flush() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.flushLocked()
}

func (s *liveStream) flushLocked() {
	if len(s.buf) == 0 {
		return
	}
	s.k.publish("stream", s.parent, map[string]string{"name": s.name, "text": string(s.buf)})
	s.buf = s.buf[:0]
}

// setParent flushes what belongs to the previous cell and makes m the
// parent of what follows.
func (s *liveStream) setParent(m *Message) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.flushLocked()
	s.parent = m
}

func init() {
	liveStreamType.Dict["write"] = py.MustNewMethod("write", func(self py.Object, arg py.Object) (py.Object, error) {
		text, ok := arg.(py.String)
		if !ok {
			return nil, py.ExceptionNewf(py.TypeError, "write() argument must be str, not %s", arg.Type().Name)
		}
		self.(*liveStream).write(string(text))
		return py.Int(len([]rune(string(text)))), nil
	}, 0, "write(text) -> number of characters written")
	liveStreamType.Dict["flush"] = py.MustNewMethod("flush", func(self py.Object) (py.Object, error) {
		self.(*liveStream).flush()
		return py.None, nil
	}, 0, "flush() -> None")
}

// streams are a kernel's sys.stdout and sys.stderr.
type streams struct {
	out, err *liveStream
	stop     chan struct{}
	done     sync.WaitGroup
}

// installStreams replaces the session's sys.stdout and sys.stderr.
func (k *Kernel) installStreams() error {
	sys, err := k.in.Context().GetModule("sys")
	if err != nil {
		return err
	}
	k.streams = &streams{out: &liveStream{k: k, name: "stdout"}, err: &liveStream{k: k, name: "stderr"}}
	sys.Globals.SetGlobal("stdout", k.streams.out)
	sys.Globals.SetGlobal("__stdout__", k.streams.out)
	sys.Globals.SetGlobal("stderr", k.streams.err)
	sys.Globals.SetGlobal("__stderr__", k.streams.err)
	return nil
}

// begin directs printed text to the cell m and publishes it every
// streamDelay until end.
func (s *streams) begin(m *Message) {
	s.out.setParent(m)
	s.err.setParent(m)
	s.stop = make(chan struct{})
	s.done.Add(1)
	go func(stop chan struct{}) {
		defer s.done.Done()
		t := time.NewTicker(streamDelay)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				s.out.flush()
				s.err.flush()
			}
		}
	}(s.stop)
}

// end publishes what the cell printed last.
func (s *streams) end() {
	close(s.stop)
	s.done.Wait()
	s.out.setParent(nil)
	s.err.setParent(nil)
}

// flushAll publishes both streams' text, so that what the interpreter
// writes itself (diagnostics) comes after what the cell printed.
func (s *streams) flushAll() {
	if s != nil {
		s.out.flush()
		s.err.flush()
	}
}
