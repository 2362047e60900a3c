package jupyter

// This file is input() in a notebook: the kernel asks the client for a
// line on the stdin channel (input_request) and waits for its
// input_reply.

import (
	"encoding/json"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/vm"
)

// installInput makes input() of the session's builtins ask the notebook.
func (k *Kernel) installInput() error {
	b, err := k.in.Context().GetModule("builtins")
	if err != nil {
		return err
	}
	b.Globals.SetGlobal("input", py.MustNewMethod("input", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var prompt py.Object = py.String("")
		if err := py.UnpackTuple(args, kwargs, "input", 0, 1, &prompt); err != nil {
			return nil, err
		}
		text, err := py.StrAsString(prompt)
		if err != nil {
			return nil, err
		}
		return k.input(text)
	}, 0, "input(prompt='') -> a line the notebook's user types, without its newline"))
	return nil
}

// input sends an input_request for the running cell and returns the line
// the client answers. A client that does not take input (allow_stdin
// false, as nbclient runs notebooks) gets IPython's error; an interrupt
// while waiting raises KeyboardInterrupt.
func (k *Kernel) input(prompt string) (py.Object, error) {
	m := k.current
	if m == nil || !k.allowStdin {
		return nil, py.ExceptionNewf(py.NotImplementedError,
			"input() was called, but this frontend does not support input requests.")
	}
	k.streams.flushAll()          // what the cell printed comes before the prompt
	for len(k.inputReplies) > 0 { // replies to requests that were given up
		<-k.inputReplies
	}
	req, err := newMessage(k.session, "input_request", m, map[string]any{"prompt": prompt, "password": false})
	if err != nil {
		return nil, err
	}
	k.send(k.stdin, req)
	select {
	case reply := <-k.inputReplies:
		var content struct {
			Value string `json:"value"`
		}
		json.Unmarshal(reply.Content, &content)
		return py.String(content.Value), nil
	case <-k.interrupts:
		vm.ClearInterrupt()
		return nil, py.ExceptionNewf(py.KeyboardInterrupt, "")
	case <-k.stopped:
		return nil, py.ExceptionNewf(py.KeyboardInterrupt, "")
	}
}

// handleStdin takes the messages of the stdin channel: the replies that
// input() waits for.
func (k *Kernel) handleStdin(m *Message) {
	if m.Header.MsgType != "input_reply" {
		k.logf("stdin: unexpected %s", m.Header.MsgType)
		return
	}
	select {
	case k.inputReplies <- m:
	default:
		k.logf("stdin: an input_reply that no input() waits for")
	}
}

// interrupt interrupts the running cell: its next loop iteration, or the
// input() it waits in.
func (k *Kernel) interrupt() {
	vm.Interrupt()
	select {
	case k.interrupts <- struct{}{}:
	default:
	}
}
