// Package native turns LLVM IR into loaded machine code for the CPU: it
// finds the LLVM tools, builds a shared object (opt -O3, llc, cc -shared)
// into an on-disk cache named by a hash of everything that changes the
// code (cache.go: every entry is checked against its checksum file when it
// is found), and loads it with dlopen; kernels are then called through one
// C trampoline, since every kernel has the signature of kernel/abi.go.
//
// It does not generate IR (kernelgen/llvmgen does) or decide what runs
// where (the runtime's launch driver does).
package native

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"sync"
	"time"
)

// Toolchain is the set of programs that compile IR to a shared object.
type Toolchain struct {
	Opt, Llc, CC string
	// Version identifies the tools (by their files) and the host CPU the
	// code is tuned for; it is part of every cache key.
	Version string
	// Timeout bounds each step of a build (opt, llc, the C compiler);
	// negative means no limit, 0 means $ALPYNA_COMPILE_TIMEOUT (a Go
	// duration such as "90s"; "0" for no limit), else DefaultTimeout.
	Timeout time.Duration

	mu    sync.Mutex
	notes []string // for TakeNotes
}

// DefaultTimeout is how long one step of a build may run unless
// Toolchain.Timeout or $ALPYNA_COMPILE_TIMEOUT says otherwise: a module's
// opt takes well under a second, so a step this long has hung.
const DefaultTimeout = 2 * time.Minute

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
// change, so that old cached objects are not loaded; cacheFormat whenever
// the layout of a cache entry does (cache.go).
const (
	abiVersion  = "alpyna-cpu-abi-1"
	cacheFormat = "alpyna-cpu-cache-2"
)

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
// the host CPU the code is tuned for, the ABI and the cache's format.
func (t *Toolchain) Key(ir string) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00", abiVersion, cacheFormat, t.Version)
	h.Write([]byte(ir))
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// Build returns the path of the shared object for ir in dir, compiling it
// unless the cache has a sound entry for it; cached reports which.
//
// An entry is KEY.so and its checksum file KEY.sum (cache.go); one whose
// checksum file is missing, names another key or does not match the
// object is rebuilt, and TakeNotes says so once. The new entry is compiled
// in a build-* folder of dir and renamed into place, checksum first, so a
// concurrent process never loads half a file. Where dir cannot be written,
// the object is built in a temporary folder and loaded from there,
// uncached (Open removes the folder once it has loaded it). Each tool runs
// under t's timeout.
func (t *Toolchain) Build(ir, dir string) (path string, cached bool, err error) {
	key := t.Key(ir)
	path = filepath.Join(dir, key+".so")
	ok, damage := checkEntry(dir, key)
	if ok {
		return path, true, nil
	}
	if damage != "" {
		defer func() {
			where := "rebuilt"
			if err != nil {
				where = "rebuilding it failed"
			} else if filepath.Dir(path) != filepath.Clean(dir) {
				where = "rebuilt, uncached"
			}
			t.note(fmt.Sprintf("kernel cache entry %s in %s was damaged (%s); %s", key, dir, damage, where))
		}()
	}
	timeout := t.timeout()
	work, cacheErr := startBuild(dir, staleAge(timeout))
	if cacheErr != nil {
		// Without the build folder's name, so that the note is the same
		// for every module and is printed once.
		why := cacheErr
		var pe *fs.PathError
		if errors.As(cacheErr, &pe) {
			why = pe.Err
		}
		t.note(fmt.Sprintf("kernel cache %s cannot be written (%v); kernels are built in a temporary folder and not cached", dir, why))
		sweep(os.TempDir(), tempPrefix, false, staleAge(timeout))
		if work, err = os.MkdirTemp("", tempPrefix); err != nil {
			return "", false, err
		}
	}
	placed := false
	defer func() {
		if !placed {
			os.RemoveAll(work)
		}
	}()
	if err := os.WriteFile(filepath.Join(work, "k.ll"), []byte(ir), 0o644); err != nil {
		return "", false, err
	}
	// The tools run in the build folder on relative names, so that no
	// folder name reaches the object (opt names the module after its
	// input file): two builds of one key give the same bytes.
	steps := [][]string{
		{t.Opt, "-O3", "-mcpu=native", "k.ll", "-o", "k.bc"},
		{t.Llc, "-O3", "-mcpu=native", "-filetype=obj", "-relocation-model=pic", "k.bc", "-o", "k.o"},
		{t.CC, "-shared", "k.o", "-o", "k.so", "-lm"},
	}
	for _, s := range steps {
		if err := runTool(work, timeout, s[0], s[1:]...); err != nil {
			return "", false, err
		}
	}
	so := filepath.Join(work, "k.so")
	if cacheErr != nil {
		path = filepath.Join(work, key+".so")
		if err := os.Rename(so, path); err != nil {
			return "", false, err
		}
		keepUntilOpen(path, work)
		placed = true
		return path, false, nil
	}
	if err := placeEntry(work, so, dir, key); err != nil {
		return "", false, err
	}
	return path, false, nil
}

// timeout is the limit on each step of a build, 0 for none.
func (t *Toolchain) timeout() time.Duration {
	if t.Timeout != 0 {
		return max(t.Timeout, 0)
	}
	env := os.Getenv("ALPYNA_COMPILE_TIMEOUT")
	if env == "" {
		return DefaultTimeout
	}
	d, err := time.ParseDuration(env)
	if err != nil {
		t.note(fmt.Sprintf("ALPYNA_COMPILE_TIMEOUT=%q is not a duration (such as 90s or 5m); kernels compile with a limit of %v per step", env, DefaultTimeout))
		return DefaultTimeout
	}
	return max(d, 0)
}

// waitDelay is how long a stopped tool's children may keep its output
// open before the build gives up on them.
const waitDelay = 2 * time.Second

// runTool runs one step of a build in dir, stopped after timeout (0: no
// limit); its error names the tool and, for a timeout, the limit.
func runTool(dir string, timeout time.Duration, tool string, args ...string) error {
	if strings.ContainsRune(tool, filepath.Separator) && !filepath.IsAbs(tool) {
		if abs, err := filepath.Abs(tool); err == nil {
			tool = abs
		}
	}
	ctx := context.Background()
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, tool, args...)
	cmd.Dir = dir
	// A killed script's children may hold stderr open: stop waiting for
	// them.
	cmd.WaitDelay = waitDelay
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	name := filepath.Base(tool)
	if ctx.Err() == context.DeadlineExceeded {
		return fmt.Errorf("%s did not finish within %v and was stopped (ALPYNA_COMPILE_TIMEOUT sets the limit per step)", name, timeout)
	}
	if err != nil {
		return fmt.Errorf("%s: %v: %s", name, err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// note records a message for TakeNotes.
func (t *Toolchain) note(msg string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.notes = append(t.notes, msg)
}

// TakeNotes returns, and forgets, what Build found worth telling the user
// since the last call: a damaged cache entry it rebuilt, a cache folder it
// could not write, a malformed $ALPYNA_COMPILE_TIMEOUT. Each event is
// reported once; the caller prints the notes (a Toolchain may be shared,
// so a note may come from another goroutine's Build).
func (t *Toolchain) TakeNotes() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := t.notes
	t.notes = nil
	return n
}
