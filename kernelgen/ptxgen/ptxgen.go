// Package ptxgen turns a kernel module into PTX, the text the CUDA driver
// loads: from the CUDA C of kernelgen/cudagen through nvcc where nvcc is on
// PATH, or else from the NVPTX LLVM IR of kernelgen/llvmgen through llc
// (with CUDA's libdevice linked by llvm-link when a kernel calls math).
//
// It plans a compilation rather than running it: a Job names the
// compiler and its input, which a device's cache keys on, and compiles
// only when asked. It does not load PTX or know devices (runtime/cudadev
// does).
package ptxgen

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
)

// A Job is one module's compilation to PTX: Tool identifies the compiler
// (its path, size, modification time and flags) and Input is what it
// compiles, so that the two together key a cache; Compile runs it.
type Job struct {
	Tool, Input string
	Compile     func() (string, error)
}

// Plan returns the compilation of m, with the given thread axes of each
// kernel, for target sm (such as "sm_90").
func Plan(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, sm string) (Job, error) {
	if nvcc, err := exec.LookPath("nvcc"); err == nil {
		src, err := cudagen.EmitWith(m, axes, cudagen.Options{NoTiling: !tiling.Enabled()})
		if err != nil {
			return Job{}, err
		}
		// No contraction of a*b + c into one fused multiply-add: the
		// results must round as Python's and the CPU backends' do.
		args := []string{"-ptx", "-arch=" + sm, "-O3", "-fmad=false"}
		return Job{Tool: toolID(nvcc) + " " + strings.Join(args, " "), Input: src, Compile: func() (string, error) {
			return runTool(nvcc, src, ".cu", args...)
		}}, nil
	}
	mod, err := llvmgen.EmitPTX(m, axes, sm)
	if err != nil {
		return Job{}, err
	}
	ir := mod.String()
	if len(llvmgen.Libdevice(mod)) > 0 {
		if ir, err = linkLibdevice(ir); err != nil {
			return Job{}, err
		}
	}
	llc, err := llvmgen.FindLLC()
	if err != nil {
		return Job{}, err
	}
	return Job{Tool: toolID(llc), Input: ir, Compile: func() (string, error) { return llvmgen.PTX(ir, sm) }}, nil
}

// toolID identifies a compiler binary by path, size and modification time,
// so that an upgraded toolkit compiles again rather than hits a cache.
func toolID(path string) string {
	st, err := os.Stat(path)
	if err != nil {
		return path
	}
	return fmt.Sprintf("%s %d %d", path, st.Size(), st.ModTime().UnixNano())
}

// linkLibdevice links CUDA's libdevice into NVPTX IR with llvm-link,
// keeping only the functions the IR uses.
func linkLibdevice(ir string) (string, error) {
	home := os.Getenv("CUDA_HOME")
	if home == "" {
		home = "/usr/local/cuda"
	}
	matches, _ := filepath.Glob(filepath.Join(home, "nvvm", "libdevice", "libdevice*.bc"))
	if len(matches) == 0 {
		return "", fmt.Errorf("ptxgen: the kernels call math functions, which need CUDA's libdevice (not found under %s/nvvm/libdevice; set CUDA_HOME)", home)
	}
	link := ""
	for _, name := range []string{"llvm-link", "llvm-link-14", "llvm-link-15", "llvm-link-16", "llvm-link-17", "llvm-link-18", "llvm-link-19"} {
		if p, err := exec.LookPath(name); err == nil {
			link = p
			break
		}
	}
	if link == "" {
		return "", errors.New("ptxgen: the kernels call math functions and no llvm-link was found to link libdevice (or install nvcc)")
	}
	return runTool(link, ir, ".ll", "-S", "--only-needed", "-", matches[0])
}

// runTool runs a tool on input written to a temporary file (or stdin for
// "-") and returns its output.
func runTool(tool, input, ext string, args ...string) (string, error) {
	dir, err := os.MkdirTemp("", "alpyna-cuda-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "k"+ext), filepath.Join(dir, "k.out")
	if err := os.WriteFile(in, []byte(input), 0o644); err != nil {
		return "", err
	}
	full := make([]string, 0, len(args)+3)
	for _, a := range args {
		if a == "-" {
			a = in
		}
		full = append(full, a)
	}
	if ext == ".cu" {
		full = append(full, in)
	}
	full = append(full, "-o", out)
	cmd := exec.Command(tool, full...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("ptxgen: %s: %v: %s", filepath.Base(tool), err, strings.TrimSpace(stderr.String()))
	}
	b, err := os.ReadFile(out)
	return string(b), err
}
