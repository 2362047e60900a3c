package main

// This file is `alpyna kernel`: the Jupyter kernel (package jupyter) and
// the installation of its kernelspec.

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"syscall"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/jupyter"
)

func newKernelFlags(stderr io.Writer) (*flag.FlagSet, *kernelFlags) {
	f := new(kernelFlags)
	fs := flag.NewFlagSet("kernel", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&f.connection, "f", "", "the connection `FILE` Jupyter wrote")
	fs.StringVar(&f.backend, "backend", "auto", "where jit loop nests run: auto, interp, cpu or gpu")
	fs.IntVar(&f.threads, "threads", runtime.NumCPU(), "threads of the cpu backend")
	fs.StringVar(&f.cacheDir, "cache-dir", "", "keep compiled kernels in `DIR` (default: under the user cache dir)")
	fs.Usage = func() {
		out := fs.Output()
		fmt.Fprint(out, `usage: alpyna kernel -f connection.json [flags]
       alpyna kernel install [--user | --prefix DIR]

Serves a notebook as a Jupyter kernel: Jupyter starts it with the connection
file of the kernelspec that 'alpyna kernel install' writes (by default for
the user; --prefix DIR writes DIR/share/jupyter/kernels/alpyna). See
docs/notebooks.md.

Flags:
`)
		fs.PrintDefaults()
	}
	return fs, f
}

type kernelFlags struct {
	connection string
	backend    string
	threads    int
	cacheDir   string
}

func kernelCommand(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "install" {
		return kernelInstall(args[1:], stdout, stderr)
	}
	fs, f := newKernelFlags(stderr)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if f.connection == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "alpyna kernel: want -f connection.json and no other arguments\nusage: alpyna kernel -f connection.json")
		return 2
	}
	conn, err := jupyter.ReadConnectionFile(f.connection)
	if err != nil {
		fmt.Fprintln(stderr, "alpyna kernel: "+err.Error())
		return 2
	}
	cfg := jupyter.Config{
		Conn:    conn,
		Options: alpyna.Options{Backend: f.backend, Threads: f.threads, CacheDir: f.cacheDir},
		Log:     stderr,
	}
	if pid, err := strconv.Atoi(os.Getenv("JPY_PARENT_PID")); err == nil && pid > 1 {
		cfg.ParentPID = pid
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	// SIGINT is Jupyter's other way to interrupt: it stops the running
	// cell, not the kernel.
	interrupts := make(chan os.Signal, 1)
	signal.Notify(interrupts, os.Interrupt)
	defer signal.Stop(interrupts)
	go func() {
		for range interrupts {
			jupyter.Interrupt()
		}
	}()
	if err := jupyter.Run(ctx, cfg); err != nil {
		fmt.Fprintln(stderr, "alpyna kernel: "+err.Error())
		return 1
	}
	return 0
}

// kernelInstall writes the kernelspec.
func kernelInstall(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("kernel install", flag.ContinueOnError)
	fs.SetOutput(stderr)
	user := fs.Bool("user", false, "install for the current user (the default)")
	prefix := fs.String("prefix", "", "install under `DIR`/share/jupyter/kernels (for a virtual environment or a test)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 || (*user && *prefix != "") {
		fmt.Fprintln(stderr, "usage: alpyna kernel install [--user | --prefix DIR]")
		return 2
	}
	exe, err := os.Executable()
	if err == nil {
		exe, err = filepath.EvalSymlinks(exe)
	}
	if err != nil {
		fmt.Fprintln(stderr, "alpyna kernel install: cannot find the alpyna binary: "+err.Error())
		return 1
	}
	dir, err := jupyter.KernelSpecDir(*prefix)
	if err == nil {
		err = jupyter.InstallKernelSpec(dir, jupyter.NewKernelSpec(exe))
	}
	if err != nil {
		fmt.Fprintln(stderr, "alpyna kernel install: "+err.Error())
		return 1
	}
	fmt.Fprintf(stdout, "installed the %s kernelspec in %s\n", jupyter.KernelName, dir)
	return 0
}
