// Package jupyter is alpyna's Jupyter kernel: it speaks the Jupyter
// messaging protocol (version 5.3) over ZeroMQ and runs the cells of a
// notebook, one after another, in one alpyna session, so that a jit
// function defined in one cell is accelerated when a later cell calls it.
//
// The kernel binds the five channels a connection file names (shell,
// iopub, stdin, control and heartbeat; the transport is
// github.com/go-zeromq/zmq4), signs every message it sends with
// HMAC-SHA256 and drops, with a line on its log, every message whose
// signature is wrong. It answers kernel_info, execute (streams, the repr
// of a cell's last expression, CPython-style tracebacks), is_complete,
// complete, inspect, history and comm_info requests on the shell channel,
// and interrupt and shutdown requests on the control channel.
//
// After a cell whose jit nests ran it publishes a table of those nests
// (display_data, text/plain and text/html): backend, executor, parallel
// loops, times, and the reason a nest was left to the interpreter; the
// line magic %report off (and %report on) switches it. alpyna.show_plan(f)
// returns the dependence graph of f's last plan, drawn as SVG when
// Graphviz's dot is on the PATH and as dot text otherwise.
//
// An interrupt raises KeyboardInterrupt at the next loop iteration of the
// interpreted code (the gpython VM polls a flag on backward jumps); a
// native kernel that is running is not stopped, the interrupt lands when
// it returns. See docs/notebooks.md.
package jupyter
