package llvmgen_test

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/internal/kerneltest"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
	"github.com/llir/llvm/asm"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// The panels of tiled kernels (tile.go) are sized from the L2 cache of
// the machine that emits them: pinned here, so that the golden IR does
// not depend on the machine, and small, so that the executed kernels
// walk several panels and pack them.
func init() { os.Setenv("ALPYNA_L2_BYTES", "65536") }

// moduleMarker starts each module of a golden file; a benchmark with one
// nest has one module, and its golden file is valid LLVM IR as it is.
const moduleMarker = "; alpyna module "

// benchmarkModules returns the kernel modules of a benchmark script run
// with "16": the first instantiation of each nest, in order.
func benchmarkModules(t *testing.T, script string) []*kernel.Module {
	t.Helper()
	ins, err := kerneltest.Run(script, "16")
	if err != nil {
		t.Fatalf("%s: %v", script, err)
	}
	seen := map[string]bool{}
	var mods []*kernel.Module
	for _, in := range ins {
		if in.Module == nil {
			t.Fatalf("%s: nest at %s has no module: %v %s", script, in.Nest.Pos, in.BuildError, in.Reason)
		}
		if seen[in.Module.Name] {
			continue
		}
		seen[in.Module.Name] = true
		mods = append(mods, in.Module)
	}
	if len(mods) == 0 {
		t.Fatalf("%s: no nest ran", script)
	}
	return mods
}

func benchmarks(t *testing.T) []string {
	files := kerneltest.Benchmarks(filepath.Join("..", ".."))
	if len(files) == 0 {
		t.Fatal("no benchmark scripts found")
	}
	return files
}

// splitModules splits a golden file into its modules' texts.
func splitModules(text string) []string {
	var out []string
	for _, part := range strings.Split(text, moduleMarker) {
		if strings.TrimSpace(part) != "" {
			out = append(out, moduleMarker+part)
		}
	}
	return out
}

// TestGolden emits every benchmark's modules for the CPU and the GPU and
// compares them with testdata/<name>.ll and testdata/<name>.nvptx.ll
// (rewritten by go test -update). Every module must re-parse with llir's
// asm package.
func TestGolden(t *testing.T) {
	// The vector exp replays the host's glibc (vecmath_exp.go): the
	// goldens hold the exp of its FMA build.
	defer llvmgen.PinLibmReplays()()
	for _, script := range benchmarks(t) {
		name := kerneltest.Name(script)
		t.Run(name, func(t *testing.T) {
			var cpu, gpu strings.Builder
			for _, m := range benchmarkModules(t, script) {
				c, err := llvmgen.EmitCPUText(m)
				if err != nil {
					t.Fatalf("llvmgen.EmitCPU: %v", err)
				}
				g, err := llvmgen.EmitPTXText(m, nil, "sm_70")
				if err != nil {
					t.Fatalf("llvmgen.EmitPTX: %v", err)
				}
				for _, text := range []string{c, g} {
					if _, err := asm.ParseString(m.Name+".ll", text); err != nil {
						t.Fatalf("re-parsing %s: %v\n%s", m.Name, err, text)
					}
				}
				cpu.WriteString(moduleMarker + m.Name + "\n" + relative(t, c))
				gpu.WriteString(moduleMarker + m.Name + "\n" + relative(t, g))
			}
			compareGolden(t, filepath.Join("testdata", name+".ll"), cpu.String())
			compareGolden(t, filepath.Join("testdata", name+".nvptx.ll"), gpu.String())
		})
	}
}

// relative makes the script paths in IR text relative to the repository,
// so that the golden files do not depend on where it is checked out.
func relative(t *testing.T, text string) string {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return strings.ReplaceAll(text, root+string(filepath.Separator), "")
}

func compareGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs from the emitted IR (run go test -update and review the diff)\n%s", path, firstDiff(string(want), got))
	}
}

// firstDiff shows the first differing line.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return "line " + strconv.Itoa(i+1) + ":\n  want: " + w + "\n  got:  " + g
		}
	}
	return ""
}

// tool returns the path of an LLVM tool, or skips the test.
func tool(t *testing.T, find func() (string, error)) string {
	t.Helper()
	p, err := find()
	if err != nil {
		t.Skip(err)
	}
	return p
}

// run runs a command with stdin and returns its stdout.
func run(t *testing.T, stdin string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, stderr.String())
	}
	return stdout.String()
}

// TestLLVMTools checks every golden module with LLVM itself: opt's
// verifier and -O3, and llc to an x86-64 object, for the CPU modules; llc
// to PTX, with one .entry per kernel, for the NVPTX modules.
func TestLLVMTools(t *testing.T) {
	opt := tool(t, llvmgen.FindOpt)
	llc := tool(t, llvmgen.FindLLC)
	for _, script := range benchmarks(t) {
		name := kerneltest.Name(script)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			for _, m := range benchmarkModules(t, script) {
				text, err := llvmgen.EmitCPUText(m)
				if err != nil {
					t.Fatal(err)
				}
				run(t, text, opt, "-verify", "-S", "-o", "/dev/null")
				optimized := run(t, text, opt, "-O3", "-S")
				obj := filepath.Join(t.TempDir(), m.Name+".o")
				run(t, optimized, llc, "-O3", "-march=x86-64", "-relocation-model=pic", "-filetype=obj", "-o", obj)
				if st, err := os.Stat(obj); err != nil || st.Size() == 0 {
					t.Fatalf("llc wrote no object for %s", m.Name)
				}

				mod, err := llvmgen.EmitPTX(m, nil, "sm_70")
				if err != nil {
					t.Fatal(err)
				}
				run(t, mod.String(), opt, "-verify", "-S", "-o", "/dev/null")
				ptx, err := llvmgen.PTX(mod.String(), "sm_70")
				if err != nil {
					t.Fatal(err)
				}
				if got := strings.Count(ptx, ".entry "); got != len(m.Kernels) {
					t.Errorf("%s: %d .entry in the PTX for %d kernels", m.Name, got, len(m.Kernels))
				}
				for _, k := range m.Kernels {
					if !strings.Contains(ptx, ".entry "+k.Name+"(") {
						t.Errorf("%s: no .entry %s in the PTX", m.Name, k.Name)
					}
				}
			}
		})
	}
}
