// This file finds LLVM's tools and runs llc to turn NVPTX IR into PTX.

package llvmgen

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
)

// FindLLC returns the path of llc: $ALPYNA_LLC if set, else llc on PATH,
// else the newest of llc-19 ... llc-14.
func FindLLC() (string, error) { return findTool("llc", "ALPYNA_LLC") }

// FindOpt returns the path of opt, looked up as FindLLC looks up llc
// ($ALPYNA_OPT overrides).
func FindOpt() (string, error) { return findTool("opt", "ALPYNA_OPT") }

func findTool(name, env string) (string, error) {
	if p := os.Getenv(env); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("llvmgen: $%s: %w", env, err)
		}
		return p, nil
	}
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	for v := 19; v >= 14; v-- {
		if p, err := exec.LookPath(name + "-" + strconv.Itoa(v)); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("llvmgen: %s not found (set $%s, or install LLVM 14 or newer)", name, env)
}

// PTX compiles NVPTX LLVM IR (EmitPTX's text, with libdevice linked in or
// not) to PTX with `llc -march=nvptx64 -mcpu=sm_XX -O3`. Calls to libdevice
// functions that were not linked stay .extern .func declarations: the PTX
// reads fine but does not load.
func PTX(llvmIR string, sm string) (string, error) {
	if _, err := smVersion(sm); err != nil {
		return "", err
	}
	if sm == "" {
		sm = DefaultSM
	}
	if !strings.HasPrefix(sm, "sm_") {
		sm = "sm_" + sm
	}
	llc, err := FindLLC()
	if err != nil {
		return "", err
	}
	cmd := exec.Command(llc, "-march=nvptx64", "-mcpu="+sm, "-O3", "-o", "-", "-")
	cmd.Stdin = strings.NewReader(llvmIR)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		var ee *exec.ExitError
		if errors.As(err, &ee) && msg != "" {
			// The first line says what llc rejected; the rest is a stack dump.
			msg, _, _ = strings.Cut(msg, "\n")
			return "", fmt.Errorf("llvmgen: llc: %s", msg)
		}
		return "", fmt.Errorf("llvmgen: llc: %w", err)
	}
	return stdout.String(), nil
}
