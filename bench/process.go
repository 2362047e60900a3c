// This file starts the measured processes and reads the times they record.

package bench

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// A Command says how to start a program: alpyna, or a CPython interpreter.
// The runner adds its own arguments after Args.
type Command struct {
	// Path is the program to execute.
	Path string
	// Args come before the arguments the runner adds (a test can make its
	// own binary act as alpyna this way).
	Args []string
	// Env holds extra KEY=value entries added to the environment.
	Env []string
}

// A Sample is what one run measured, in seconds.
type Sample struct {
	// Wall is the whole process's wall time, from start to exit.
	Wall float64
	// Phases reports whether the phase times below were measured: the run
	// report listed at least one nest instantiation, or the CPython
	// stand-in recorded at least one call.
	Phases bool
	// Report says the phase times came from an alpyna run report. Only a
	// report splits out analysis and transfers; for CPython and Numba
	// they are 0 and not shown (Numba's own analysis is part of its
	// compile time, and it transfers nothing).
	Report bool
	// Analysis, Compile, Transfer and Execute are summed over the run's
	// nest instantiations (alpyna) or jit calls (CPython).
	Analysis, Compile, Transfer, Execute float64
	// Nests counts the nest instantiations of the run report, InterpNests
	// those of them the interpreter executed (not accelerated).
	Nests, InterpNests int
	// Flops and Bytes are the work the run report counted for its
	// accelerated nests (each nest's "work"), summed; 0 where it has none.
	Flops, Bytes float64
}

// Total is the time the jit code took: analysis, compilation, transfers
// and execution.
func (s Sample) Total() float64 { return s.Analysis + s.Compile + s.Transfer + s.Execute }

// runReport is the part of the run report (docs/contract.md §3) the runner
// reads. It is decoded here rather than with package report so that the
// runner depends on the report's contract only, as an outside user would.
type runReport struct {
	Nests []struct {
		Backend string `json:"backend"`
		Time    *struct {
			Analysis float64 `json:"analysis"`
			Compile  float64 `json:"compile"`
			Transfer float64 `json:"transfer"`
			Execute  float64 `json:"execute"`
		} `json:"time"`
		Work *struct {
			Flops float64 `json:"flops"`
			Bytes float64 `json:"bytes"`
		} `json:"work"`
	} `json:"nests"`
}

// addReport adds the phase times of a run report to s.
func (s *Sample) addReport(data []byte) error {
	var r runReport
	if err := json.Unmarshal(data, &r); err != nil {
		return fmt.Errorf("invalid run report: %v", err)
	}
	for i, n := range r.Nests {
		if n.Time == nil {
			return fmt.Errorf("invalid run report: nest %d has no time", i+1)
		}
		s.Phases, s.Report = true, true
		s.Nests++
		if n.Backend == "interp" {
			s.InterpNests++
		}
		s.Analysis += n.Time.Analysis
		s.Compile += n.Time.Compile
		s.Transfer += n.Time.Transfer
		s.Execute += n.Time.Execute
		if n.Work != nil {
			s.Flops += n.Work.Flops
			s.Bytes += n.Work.Bytes
		}
	}
	return nil
}

// standInTime is one line the CPython stand-in (python/alpyna.py) appends
// to ALPYNA_STANDIN_TIMES for each call of a jit function.
type standInTime struct {
	Function string   `json:"function"`
	Compile  *float64 `json:"compile"`
	Execute  *float64 `json:"execute"`
}

// addStandInTimes adds the times of the stand-in's JSON lines to s.
func (s *Sample) addStandInTimes(data []byte) error {
	sc := bufio.NewScanner(bytes.NewReader(data))
	for line := 1; sc.Scan(); line++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var t standInTime
		if err := json.Unmarshal(sc.Bytes(), &t); err != nil || t.Compile == nil || t.Execute == nil {
			return fmt.Errorf("invalid line %d of the stand-in's times: %q", line, sc.Text())
		}
		s.Phases = true
		s.Compile += *t.Compile
		s.Execute += *t.Execute
	}
	return sc.Err()
}

// A process is one finished run of a program.
type process struct {
	stdout string
	stderr string // the last stderrTail bytes
	wall   float64
	err    error // nil, errTimeout, or why it failed
}

// errTimeout is the error of a process killed at Config.Timeout, and
// errInterrupted that of a process killed because Run's context was
// cancelled.
var (
	errTimeout     = errors.New("timed out")
	errInterrupted = errors.New("interrupted")
)

const stderrTail = 4096

// start runs c with args and the extra environment env, and waits for it
// to exit or for timeout to pass. The wall time spans the start and the
// exit of the process.
func start(ctx context.Context, c Command, args, env []string, timeout time.Duration) process {
	parent := ctx
	ctx, cancel := context.WithTimeout(parent, timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.Path, append(append([]string(nil), c.Args...), args...)...)
	cmd.Env = append(append(os.Environ(), c.Env...), env...)
	var stdout bytes.Buffer
	stderr := &tailBuffer{max: stderrTail}
	cmd.Stdout = &stdout
	cmd.Stderr = stderr
	// A killed process's children may hold the pipes open; do not wait for
	// them long.
	cmd.WaitDelay = 2 * time.Second
	begin := time.Now()
	err := cmd.Run()
	p := process{stdout: stdout.String(), stderr: stderr.String(), wall: time.Since(begin).Seconds()}
	switch {
	case err == nil:
	case parent.Err() != nil:
		// The whole run was interrupted (Ctrl-C): the process was killed,
		// it did not fail.
		p.err = errInterrupted
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		p.err = errTimeout
	default:
		p.err = err
	}
	return p
}

// failure describes a failed process for a table's notes: the error and
// the last line of its standard error, which is the exception of a Python
// traceback.
func (p process) failure() string {
	msg := p.err.Error()
	if last := lastLine(p.stderr); last != "" {
		msg += ": " + last
	}
	return msg
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}

// A tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	buf []byte
	max int
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.buf = append(t.buf, p...)
	if over := len(t.buf) - t.max; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string { return string(t.buf) }
