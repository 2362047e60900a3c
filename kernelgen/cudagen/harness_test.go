package cudagen_test

// This file compiles emitted translation units on the CPU with g++ against
// testdata/cuda_shim.h and runs their kernels with testdata/lockstep.h,
// which executes a launch thread by thread; a session speaks its
// command protocol (documented in lockstep.h) over pipes.

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// gxxFlags compile the CUDA C as strictly as the tests want it: C++14 (the
// oldest dialect nvcc defaults to; the text needs nothing newer), every
// warning an error, and no floating-point contraction, as nvcc
// -fmad=false.
var gxxFlags = []string{"-std=c++14", "-ffp-contract=off", "-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter"}

// gxx returns the path of g++, skipping the test without it.
func gxx(t *testing.T) string {
	t.Helper()
	path, err := exec.LookPath("g++")
	if err != nil {
		t.Skip("g++ not found")
	}
	return path
}

func testdataDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("testdata")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// harness is a program running the kernels of one translation unit.
type harness struct {
	bin string
}

// buildHarness compiles unit, the CUDA C of m, into a lockstep runner.
func buildHarness(t *testing.T, m *kernel.Module, unit string) *harness {
	t.Helper()
	cc := gxx(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "unit.cu"), []byte(unit), 0o644); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if strings.Contains(unit, "__syncthreads") {
		// Threads run as fibers, which barriers suspend (lockstep.h).
		b.WriteString("#define ALP_LOCKSTEP_BARRIERS 1\n")
	}
	b.WriteString("#include \"cuda_shim.h\"\n#include \"unit.cu\"\n#include \"lockstep.h\"\n\n")
	b.WriteString("static const alp_kernel_entry alp_kernels[] = {\n")
	for _, k := range m.Kernels {
		fmt.Fprintf(&b, "    {%q, %s},\n", k.Name, k.Name)
	}
	b.WriteString("    {nullptr, nullptr},\n};\n\nint main() { return alp_lockstep_main(alp_kernels); }\n")
	main := filepath.Join(dir, "main.cpp")
	if err := os.WriteFile(main, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "lockstep")
	// UBSan makes any undefined behaviour of the emitted C (a signed
	// overflow, a float cast out of its integer's range, a shift too far)
	// stop the harness with a message: the C must have none.
	args := append(append([]string{}, gxxFlags...), "-O1", "-fsanitize=undefined", "-fno-sanitize-recover=all",
		"-I", testdataDir(t), "-I", dir, "-o", bin, main)
	if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
		t.Fatalf("g++ %s: %v\n%s\n%s", strings.Join(args, " "), err, out, numbered(unit))
	}
	return &harness{bin: bin}
}

// numbered prefixes the lines of text with their numbers, for g++'s errors.
func numbered(text string) string {
	lines := strings.Split(text, "\n")
	for i := range lines {
		lines[i] = fmt.Sprintf("%4d  %s", i+1, lines[i])
	}
	return strings.Join(lines, "\n")
}

// session is a running harness.
type session struct {
	t   *testing.T
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func (h *harness) start(t *testing.T) *session {
	t.Helper()
	cmd := exec.Command(h.bin)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s := &session{t: t, cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20)}
	t.Cleanup(s.close)
	return s
}

func (s *session) close() {
	if s.cmd == nil {
		return
	}
	s.in.Close()
	s.cmd.Wait()
	s.cmd = nil
}

func (s *session) send(format string, args ...any) {
	s.t.Helper()
	if _, err := fmt.Fprintf(s.in, format+"\n", args...); err != nil {
		s.t.Fatalf("harness: %v", err)
	}
}

// expect reads one answer line starting with word and returns its fields.
func (s *session) expect(word string) []string {
	s.t.Helper()
	line, err := s.out.ReadString('\n')
	if err != nil {
		s.t.Fatalf("harness: reading %q: %v", word, err)
	}
	f := strings.Fields(line)
	if len(f) == 0 || f[0] != word {
		s.t.Fatalf("harness: got %q, want a %q line", line, word)
	}
	return f[1:]
}

func ints(t *testing.T, fields []string) []int64 {
	t.Helper()
	out := make([]int64, len(fields))
	for i, f := range fields {
		v, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = v
	}
	return out
}

// array adds an array of count elements of size bytes.
func (s *session) array(size int, elems []uint64) {
	var b strings.Builder
	fmt.Fprintf(&b, "array %d %d", size, len(elems))
	for _, v := range elems {
		fmt.Fprintf(&b, " %d", int64(v))
	}
	s.send("%s", b.String())
}

// args sets the argument vector; data slots name arrays as "@k".
func (s *session) args(args []string) {
	s.send("args %d %s", len(args), strings.Join(args, " "))
}

// geometry is a launch: grid and block, and the order of the threads.
type geometry struct {
	grid, block [3]int64
	order       string // forward, reverse or each
}

// launch runs kernel name with out's starting values; it returns the
// status, out's values after, and with order "each" every thread's status.
func (s *session) launch(name string, geo geometry, out []int64) (kernel.Status, []int64, []int64) {
	s.t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "out %d", len(out))
	for _, v := range out {
		fmt.Fprintf(&b, " %d", v)
	}
	s.send("%s", b.String())
	s.send("launch %s %d %d %d %d %d %d %s", name, geo.grid[0], geo.grid[1], geo.grid[2],
		geo.block[0], geo.block[1], geo.block[2], geo.order)
	status := ints(s.t, s.expect("status"))
	outv := ints(s.t, s.expect("out"))
	var threads []int64
	if geo.order == "each" {
		threads = ints(s.t, s.expect("threads"))
	}
	return kernel.Status(status[0]), outv, threads
}

// dump returns every array's elements, zero-extended.
func (s *session) dump() [][]uint64 {
	s.t.Helper()
	s.send("dump")
	var out [][]uint64
	for {
		line, err := s.out.ReadString('\n')
		if err != nil {
			s.t.Fatalf("harness: dump: %v", err)
		}
		f := strings.Fields(line)
		if len(f) == 1 && f[0] == "end" {
			return out
		}
		if len(f) < 2 || f[0] != "array" {
			s.t.Fatalf("harness: dump: got %q", line)
		}
		vals := make([]uint64, len(f)-2)
		for i, x := range f[2:] {
			v, err := strconv.ParseUint(x, 10, 64)
			if err != nil {
				s.t.Fatal(err)
			}
			vals[i] = v
		}
		out = append(out, vals)
	}
}

func (s *session) clear() { s.send("clear") }
