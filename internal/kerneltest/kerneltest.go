// Package kerneltest gives tests the kernel modules of real scripts: it runs
// a script in the interpreter with the accelerator and collects, for each
// nest instantiation, the plan and the module kernelgen built for the
// call's values.
package kerneltest

import (
	"io"
	"path/filepath"
	"sort"
	"strings"

	"github.com/alpyna/alpyna/closure"
	"github.com/alpyna/alpyna/interp"
)

// Benchmarks lists the benchmark scripts of the repository rooted at root,
// sorted.
func Benchmarks(root string) []string {
	files, _ := filepath.Glob(filepath.Join(root, "benchmarks", "*.py"))
	sort.Strings(files)
	return files
}

// Run runs the script with args and returns every nest instantiation, in
// the order they happened. The script's output is discarded.
func Run(script string, args ...string) ([]closure.Instantiation, error) {
	var out []closure.Instantiation
	acc := closure.New(closure.Options{Threads: 1, Record: func(in closure.Instantiation) { out = append(out, in) }})
	in, err := interp.New(interp.Config{Stdout: io.Discard, Stderr: io.Discard, Args: args, Accelerator: acc})
	if err != nil {
		return nil, err
	}
	err = in.RunFile(script)
	if cerr := in.Close(); err == nil {
		err = cerr
	}
	return out, err
}

// Name is a script's base name without .py, for test names.
func Name(script string) string {
	return strings.TrimSuffix(filepath.Base(script), ".py")
}
