package jupyter

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/go-python/gpython/vm"
	"github.com/go-zeromq/zmq4"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/interp"
	"github.com/alpyna/alpyna/report"
)

// Config configures a kernel.
type Config struct {
	// Conn is where the kernel listens (ReadConnectionFile).
	Conn ConnectionInfo
	// Options configure the kernel's session: backend, threads, cache.
	// The kernel sets Stdout, Stderr and Report itself.
	Options alpyna.Options
	// Log receives the kernel's own messages (dropped messages, protocol
	// errors); nil means os.Stderr.
	Log io.Writer
	// ParentPID, when not 0, is the process that started the kernel (the
	// JPY_PARENT_PID Jupyter passes): the kernel exits when it is gone.
	ParentPID int
}

// A Kernel serves one notebook: one session, the five channels of its
// connection file.
type Kernel struct {
	cfg     Config
	signer  signer
	session string // the kernel's own session id, in the headers it sends

	shell, control, stdin, iopub *channel
	hb                           zmq4.Socket

	// The state of the notebook, used by the shell goroutine only (and by
	// the session's callbacks, which run inside it).
	alp        *alpyna.Session
	in         *interp.Interpreter
	execCount  int
	cells      int      // cells the interpreter has run: its "<cell N>" names
	current    *Message // the execute_request running, parent of its output
	showReport bool
	allowStdin bool // the running cell's client answers input requests
	nests      *nestLog
	streams    *streams // sys.stdout and sys.stderr

	// inputReplies carries input_reply messages from the stdin goroutine
	// to input(); interrupts wakes an input() that waits.
	inputReplies chan *Message
	interrupts   chan struct{}

	// busyMu is held while the shell goroutine handles a request, so that
	// the session is closed only when no cell uses it.
	busyMu sync.Mutex

	stopOnce sync.Once
	stopped  chan struct{}
}

// A channel is one of the kernel's sockets; sends are serialised because
// the shell and control goroutines both publish.
type channel struct {
	name string
	sock zmq4.Socket
	mu   sync.Mutex
}

func (c *channel) send(frames [][]byte) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.sock.SendMulti(zmq4.NewMsgFrom(frames...))
}

// Run serves the notebook that cfg.Conn connects to until a shutdown
// request, the end of ctx, or the end of the parent process; it returns
// nil then. A port that cannot be bound is an error.
func Run(ctx context.Context, cfg Config) error {
	if cfg.Log == nil {
		cfg.Log = os.Stderr
	}
	if err := cfg.Conn.check(); err != nil {
		return fmt.Errorf("jupyter: connection: %v", err)
	}
	k := &Kernel{
		cfg:          cfg,
		signer:       signer{key: []byte(cfg.Conn.Key)},
		session:      newID(),
		showReport:   true,
		nests:        newNestLog(),
		stopped:      make(chan struct{}),
		inputReplies: make(chan *Message, 1),
		interrupts:   make(chan struct{}, 1),
	}
	opts := cfg.Options
	opts.Stdout = streamWriter{k, "stdout"}
	opts.Stderr = streamWriter{k, "stderr"}
	opts.Report = k.nests.add
	alp, err := alpyna.NewSession(opts)
	if err != nil {
		return fmt.Errorf("jupyter: %v", err)
	}
	defer k.closeSession()
	k.alp, k.in = alp, alp.Interpreter()
	if err := k.installInput(); err != nil {
		return fmt.Errorf("jupyter: %v", err)
	}
	if err := k.installStreams(); err != nil {
		return fmt.Errorf("jupyter: %v", err)
	}
	setActive(k)
	defer setActive(nil)

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer func() {
		k.stop()
		k.closeSockets()
	}()
	if err := k.bind(ctx); err != nil {
		return err
	}

	k.publish("status", nil, map[string]string{"execution_state": "starting"})
	go k.serve(k.shell, k.handleShell)
	go k.serve(k.control, k.handleControl)
	go k.serve(k.stdin, k.handleStdin)
	go k.heartbeat()
	if cfg.ParentPID != 0 {
		go k.watchParent(cfg.ParentPID)
	}
	select {
	case <-ctx.Done():
	case <-k.stopped:
	}
	return nil
}

// bind opens and binds the five sockets.
func (k *Kernel) bind(ctx context.Context) error {
	c := &k.cfg.Conn
	open := func(name string, sock zmq4.Socket, port int) (*channel, error) {
		if err := sock.Listen(c.endpoint(port)); err != nil {
			return nil, fmt.Errorf("jupyter: %s channel: listen on %s: %v", name, c.endpoint(port), err)
		}
		return &channel{name: name, sock: sock}, nil
	}
	var err error
	if k.shell, err = open("shell", zmq4.NewRouter(ctx), c.ShellPort); err != nil {
		return err
	}
	if k.control, err = open("control", zmq4.NewRouter(ctx), c.ControlPort); err != nil {
		return err
	}
	if k.stdin, err = open("stdin", zmq4.NewRouter(ctx), c.StdinPort); err != nil {
		return err
	}
	if k.iopub, err = open("iopub", zmq4.NewPub(ctx), c.IOPubPort); err != nil {
		return err
	}
	hb, err := open("heartbeat", zmq4.NewRep(ctx), c.HBPort)
	if err != nil {
		return err
	}
	k.hb = hb.sock
	return nil
}

func (k *Kernel) closeSockets() {
	for _, c := range []*channel{k.shell, k.control, k.stdin, k.iopub} {
		if c != nil {
			c.sock.Close()
		}
	}
	if k.hb != nil {
		k.hb.Close()
	}
}

// closeSession closes the session once the running cell, if any, has
// stopped. A cell gets two seconds to see the interrupt; one that does not
// (it is in a native kernel or a long Go function) is left to end with
// the process, so that shutting down never hangs.
func (k *Kernel) closeSession() {
	vm.Interrupt()
	idle := make(chan struct{})
	go func() {
		k.busyMu.Lock()
		close(idle)
	}()
	select {
	case <-idle:
		k.alp.Close()
		vm.ClearInterrupt()
		k.busyMu.Unlock()
	case <-time.After(2 * time.Second):
		k.logf("a cell is still running; exiting without waiting for it")
	}
}

// stop ends Run.
func (k *Kernel) stop() { k.stopOnce.Do(func() { close(k.stopped) }) }

func (k *Kernel) isStopped() bool {
	select {
	case <-k.stopped:
		return true
	default:
		return false
	}
}

func (k *Kernel) logf(format string, args ...any) {
	fmt.Fprintf(k.cfg.Log, "alpyna kernel: "+format+"\n", args...)
}

// serve receives the messages of a ROUTER channel and hands each to
// handle, in order. A message that does not parse or whose signature is
// wrong is logged and dropped.
func (k *Kernel) serve(ch *channel, handle func(*Message)) {
	for {
		raw, err := ch.sock.Recv()
		if err != nil {
			if k.isStopped() || errors.Is(err, context.Canceled) {
				return
			}
			k.logf("%s: receive: %v", ch.name, err)
			time.Sleep(10 * time.Millisecond)
			continue
		}
		m, err := k.signer.decode(raw.Frames)
		if err != nil {
			k.logf("%s: dropped a message: %v", ch.name, err)
			continue
		}
		handle(m)
	}
}

// heartbeat echoes every ping, so that clients see the kernel alive.
func (k *Kernel) heartbeat() {
	for {
		msg, err := k.hb.Recv()
		if err != nil {
			if k.isStopped() || errors.Is(err, context.Canceled) {
				return
			}
			time.Sleep(10 * time.Millisecond)
			continue
		}
		if err := k.hb.Send(msg); err != nil && !k.isStopped() {
			k.logf("heartbeat: %v", err)
		}
	}
}

// watchParent stops the kernel when the process that started it is gone
// (the kernel is then a child of another process): a client that vanished
// without a shutdown request must not leave the kernel running.
func (k *Kernel) watchParent(pid int) {
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-k.stopped:
			return
		case <-t.C:
			if os.Getppid() != pid {
				k.logf("the parent process %d is gone; exiting", pid)
				k.stop()
				return
			}
		}
	}
}

// send signs m and sends it on ch.
func (k *Kernel) send(ch *channel, m *Message) {
	frames, err := k.signer.encode(m)
	if err == nil {
		err = ch.send(frames)
	}
	if err != nil && !k.isStopped() {
		k.logf("%s: send %s: %v", ch.name, m.Header.MsgType, err)
	}
}

// reply answers the request parent on ch.
func (k *Kernel) reply(ch *channel, parent *Message, msgType string, content any) {
	m, err := newMessage(k.session, msgType, parent, content)
	if err != nil {
		k.logf("%s: %v", msgType, err)
		return
	}
	k.send(ch, m)
}

// publish broadcasts a message on iopub; parent is the request that
// caused it (nil for none).
func (k *Kernel) publish(msgType string, parent *Message, content any) {
	m, err := newMessage(k.session, msgType, parent, content)
	if err != nil {
		k.logf("%s: %v", msgType, err)
		return
	}
	m.Identities = [][]byte{[]byte("kernel." + k.session + "." + msgType)}
	k.send(k.iopub, m)
}

// busy publishes the busy status for the request m and returns the
// function that publishes idle.
func (k *Kernel) busy(m *Message) func() {
	k.publish("status", m, map[string]string{"execution_state": "busy"})
	return func() { k.publish("status", m, map[string]string{"execution_state": "idle"}) }
}

// handleShell answers one request of the shell channel. Requests run one
// at a time, in order: the session is not safe for concurrent use.
func (k *Kernel) handleShell(m *Message) {
	k.busyMu.Lock()
	defer k.busyMu.Unlock()
	idle := k.busy(m)
	defer idle()
	switch t := m.Header.MsgType; t {
	case "kernel_info_request":
		k.reply(k.shell, m, "kernel_info_reply", kernelInfo())
	case "execute_request":
		k.execute(m)
	case "is_complete_request":
		k.reply(k.shell, m, "is_complete_reply", k.isComplete(m))
	case "complete_request":
		k.reply(k.shell, m, "complete_reply", k.complete(m))
	case "inspect_request":
		k.reply(k.shell, m, "inspect_reply", k.inspect(m))
	case "history_request":
		k.reply(k.shell, m, "history_reply", map[string]any{"status": "ok", "history": []any{}})
	case "comm_info_request":
		k.reply(k.shell, m, "comm_info_reply", map[string]any{"status": "ok", "comms": map[string]any{}})
	case "shutdown_request":
		k.shutdown(k.shell, m)
	default:
		k.logf("shell: unsupported message type %s", t)
	}
}

// handleControl answers one request of the control channel; it runs
// while a cell executes on the shell channel.
func (k *Kernel) handleControl(m *Message) {
	idle := k.busy(m)
	defer idle()
	switch t := m.Header.MsgType; t {
	case "kernel_info_request":
		k.reply(k.control, m, "kernel_info_reply", kernelInfo())
	case "interrupt_request":
		k.interrupt()
		k.reply(k.control, m, "interrupt_reply", map[string]string{"status": "ok"})
	case "shutdown_request":
		k.shutdown(k.control, m)
	default:
		k.logf("control: unsupported message type %s", t)
	}
}

// Interrupt makes the running cell raise KeyboardInterrupt at its next
// loop iteration or in the input() it waits in, as an interrupt_request
// does (the command calls it on SIGINT, Jupyter's other way of
// interrupting a kernel).
func Interrupt() {
	if k := activeKernel(); k != nil {
		k.interrupt()
		return
	}
	vm.Interrupt()
}

// shutdown answers a shutdown request and ends the kernel. A restart is
// the client's to do: it starts a new kernel process once this one ends.
func (k *Kernel) shutdown(ch *channel, m *Message) {
	var req struct {
		Restart bool `json:"restart"`
	}
	json.Unmarshal(m.Content, &req)
	content := map[string]any{"status": "ok", "restart": req.Restart}
	k.reply(ch, m, "shutdown_reply", content)
	k.publish("shutdown_reply", m, content)
	k.publish("status", m, map[string]string{"execution_state": "idle"})
	k.stop()
}

// kernelInfo is the content of kernel_info_reply.
func kernelInfo() map[string]any {
	return map[string]any{
		"status":                 "ok",
		"protocol_version":       ProtocolVersion,
		"implementation":         "alpyna",
		"implementation_version": alpyna.Version,
		"language_info": map[string]any{
			"name":               "python",
			"version":            "3.11",
			"mimetype":           "text/x-python",
			"file_extension":     ".py",
			"pygments_lexer":     "ipython3",
			"codemirror_mode":    map[string]any{"name": "ipython", "version": 3},
			"nbconvert_exporter": "python",
		},
		"banner": "alpyna " + alpyna.Version + ": a Python subset whose @alpyna.jit loop nests run in parallel\n" +
			"%report off / %report on switch the table of nests shown after a cell.",
		"help_links": []map[string]string{},
	}
}

// streamWriter publishes what the interpreter writes to its own output
// (its diagnostics, "not accelerated: ...") as stream messages of the
// running cell, after what the cell printed.
type streamWriter struct {
	k    *Kernel
	name string
}

func (w streamWriter) Write(p []byte) (int, error) {
	if len(p) > 0 {
		w.k.streams.flushAll()
		w.k.publish("stream", w.k.current, map[string]string{"name": w.name, "text": string(p)})
	}
	return len(p), nil
}

// cellName is what the interpreter calls its n-th cell in tracebacks.
func cellName(n int) string { return "<cell " + strconv.Itoa(n) + ">" }

// nestLog collects the report entries of nest instantiations: those of
// the running cell, for the table after it, and the last one of every
// nest, for the plans inspect and show_plan show.
type nestLog struct {
	mu   sync.Mutex
	cell []report.Nest
	last map[nestKey]report.Nest
}

// nestKey names a nest: its file (the cell, "<cell N>"), function and
// line; cells may reuse a function's name and its lines.
type nestKey struct {
	file     string
	function string
	line     int
}

func newNestLog() *nestLog { return &nestLog{last: map[nestKey]report.Nest{}} }

func (l *nestLog) add(n report.Nest) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.cell = append(l.cell, n)
	l.last[nestKey{n.File, n.Function, n.Line}] = n
}

// takeCell returns the entries of the cell that ran and forgets them.
func (l *nestLog) takeCell() []report.Nest {
	l.mu.Lock()
	defer l.mu.Unlock()
	c := l.cell
	l.cell = nil
	return c
}

// lastOf returns the last entry of the nest of function at line of file.
func (l *nestLog) lastOf(file, function string, line int) (report.Nest, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n, ok := l.last[nestKey{file, function, line}]
	return n, ok
}
