// Command alpyna runs Python scripts whose @alpyna.jit loop nests are
// analysed and run in parallel. See docs/contract.md §2 and `alpyna help`.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
)

const usage = `alpyna runs Python scripts, finding by dependence analysis which loops of
@alpyna.jit functions may run in parallel.

Usage:

	alpyna run [flags] script.py [args...]    run a script
	alpyna compile [flags] script.py          static stage only: plans and kernels
	alpyna bench [flags] [dir-or-scripts...]  the benchmark suite runner
	alpyna kernel -f connection.json          a Jupyter kernel ('alpyna kernel install')
	alpyna version                            print the version
	alpyna help [command]                     show help for a command

Exit status: 0 on success, 1 when the script raised an exception (its
traceback is on stderr), 2 for usage errors and source that does not parse.

Run 'alpyna help run', 'alpyna help compile' and 'alpyna help bench' for
their flags.
`

func main() {
	os.Exit(runMain(os.Args[1:], os.Stdout, os.Stderr))
}

// runMain runs the command line args and returns the exit status.
func runMain(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch cmd, rest := args[0], args[1:]; cmd {
	case "run":
		return runCommand(rest, stdout, stderr)
	case "compile":
		return compileCommand(rest, stdout, stderr)
	case "bench":
		return benchCommand(rest, stdout, stderr)
	case "kernel":
		return kernelCommand(rest, stdout, stderr)
	case "version":
		fmt.Fprintf(stdout, "alpyna %s (%s %s/%s)\n", version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
		return 0
	case "help", "-h", "-help", "--help":
		return help(rest, stdout, stderr)
	default:
		fmt.Fprintf(stderr, "alpyna: unknown command %q\nRun 'alpyna help' for usage.\n", cmd)
		return 2
	}
}

func help(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stdout, usage)
		return 0
	}
	switch args[0] {
	case "run":
		fs, _ := newRunFlags(stderr)
		fs.SetOutput(stdout)
		fs.Usage()
		return 0
	case "compile":
		fs, _ := newCompileFlags(stderr)
		fs.SetOutput(stdout)
		fs.Usage()
		return 0
	case "bench":
		fs, _ := newBenchFlags(stderr)
		fs.SetOutput(stdout)
		fs.Usage()
		return 0
	case "kernel":
		fs, _ := newKernelFlags(stderr)
		fs.SetOutput(stdout)
		fs.Usage()
		return 0
	case "version":
		fmt.Fprintln(stdout, "usage: alpyna version\n\nPrints alpyna's version and the Go version it was built with.")
		return 0
	}
	fmt.Fprintf(stderr, "alpyna help: unknown command %q\n", args[0])
	return 2
}
