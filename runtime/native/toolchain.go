// Package native turns LLVM IR into loaded machine code for the CPU: it
// finds the LLVM tools, builds a shared object (opt -O3, llc, cc -shared)
// into an on-disk cache named by a hash of everything that changes the
// code, and loads it with dlopen; kernels are then called through one C
// trampoline, since every kernel has the signature of kernel/abi.go.
//
// It does not generate IR (kernelgen/llvmgen does) or decide what runs
// where (the runtime's launch driver does).
package native

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"sync"
)

// Toolchain is the set of programs that compile IR to a shared object.
type Toolchain struct {
	Opt, Llc, CC string
	// Version identifies the tools (by their files) and the host CPU the
	// code is tuned for; it is part of every cache key.
	Version string
}

// ErrNoToolchain is returned by Find when the LLVM tools are missing.
var ErrNoToolchain = errors.New("no LLVM tool chain found (opt and llc, LLVM 14 or later; set ALPYNA_OPT and ALPYNA_LLC to choose them)")

var (
	findOnce sync.Once
	found    *Toolchain
	findErr  error
)

// Find looks the tools up once per process: $ALPYNA_OPT and $ALPYNA_LLC,
// else opt and llc on PATH, else opt-14 ... opt-19; $CC, else cc, else gcc.
func Find() (*Toolchain, error) {
	findOnce.Do(func() { found, findErr = find() })
	return found, findErr
}

func find() (*Toolchain, error) {
	look := func(env string, names ...string) string {
		if p := os.Getenv(env); p != "" {
			if q, err := exec.LookPath(p); err == nil {
				return q
			}
			return ""
		}
		for _, n := range names {
			if q, err := exec.LookPath(n); err == nil {
				return q
			}
		}
		return ""
	}
	versions := func(base string) []string {
		out := []string{base}
		for v := 19; v >= 14; v-- {
			out = append(out, fmt.Sprintf("%s-%d", base, v))
		}
		return out
	}
	t := &Toolchain{Opt: look("ALPYNA_OPT", versions("opt")...), Llc: look("ALPYNA_LLC", versions("llc")...), CC: look("CC", "cc", "gcc")}
	if t.Opt == "" || t.Llc == "" {
		return nil, ErrNoToolchain
	}
	if t.CC == "" {
		return nil, errors.New("no C compiler found to link kernels (set CC)")
	}
	// The tools are identified by their files, not by running them: a
	// warm start must not pay for three processes. A reinstalled tool
	// changes size or time; the host CPU (which -mcpu=native tunes for)
	// is named by the kernel's description of it.
	var v strings.Builder
	for _, tool := range []string{t.Opt, t.Llc, t.CC} {
		real, err := filepath.EvalSymlinks(tool)
		if err != nil {
			return nil, err
		}
		st, err := os.Stat(real)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&v, "%s %d %d\n", real, st.Size(), st.ModTime().UnixNano())
	}
	v.WriteString(hostCPU())
	t.Version = v.String()
	return t, nil
}

// hostCPU describes the processor: its model and feature flags from
// /proc/cpuinfo where there is one.
func hostCPU() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return goruntime.GOARCH
	}
	var model, flags string
	for _, line := range strings.Split(string(b), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		switch strings.TrimSpace(k) {
		case "model name":
			model = strings.TrimSpace(v)
		case "flags":
			flags = strings.TrimSpace(v)
		}
		if model != "" && flags != "" {
			break
		}
	}
	return goruntime.GOARCH + " " + model + " " + flags
}

// abiVersion changes whenever the calling convention or the flags below
// change, so that old cached objects are not loaded.
const abiVersion = "alpyna-cpu-abi-1"

// DefaultCacheDir is where compiled kernels are kept unless a run says
// otherwise: alpyna/kernels under the user's cache directory.
func DefaultCacheDir() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	return filepath.Join(dir, "alpyna", "kernels")
}

// Key is the cache key of IR compiled by t: a hash of the IR, the tools,
// the host CPU the code is tuned for and the ABI.
func (t *Toolchain) Key(ir string) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00", abiVersion, t.Version)
	h.Write([]byte(ir))
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// Build returns the path of the shared object for ir in dir, compiling it
// unless the cache has it; cached reports which. The object is written
// under a temporary name and renamed into place, so a concurrent process
// never loads half a file.
func (t *Toolchain) Build(ir, dir string) (path string, cached bool, err error) {
	path = filepath.Join(dir, t.Key(ir)+".so")
	if _, err := os.Stat(path); err == nil {
		return path, true, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", false, err
	}
	work, err := os.MkdirTemp(dir, "build-")
	if err != nil {
		return "", false, err
	}
	defer os.RemoveAll(work)
	in := filepath.Join(work, "k.ll")
	if err := os.WriteFile(in, []byte(ir), 0o644); err != nil {
		return "", false, err
	}
	bc, obj, so := filepath.Join(work, "k.bc"), filepath.Join(work, "k.o"), filepath.Join(work, "k.so")
	steps := [][]string{
		{t.Opt, "-O3", "-mcpu=native", in, "-o", bc},
		{t.Llc, "-O3", "-mcpu=native", "-filetype=obj", "-relocation-model=pic", bc, "-o", obj},
		{t.CC, "-shared", obj, "-o", so, "-lm"},
	}
	for _, s := range steps {
		cmd := exec.Command(s[0], s[1:]...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			return "", false, fmt.Errorf("%s: %v: %s", filepath.Base(s[0]), err, strings.TrimSpace(stderr.String()))
		}
	}
	if err := os.Rename(so, path); err != nil {
		return "", false, err
	}
	return path, false, nil
}
