package interp

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/compile"
	"github.com/go-python/gpython/py"

	// The standard library of the fork: builtins, sys, math, time, os...
	_ "github.com/go-python/gpython/stdlib"
	// numpy, implemented in Go over package ndarray.
	// _ "github.com/alpyna/alpyna/pynumpy"
)

// Config says where a script's output goes and what it sees of the world.
type Config struct {
	// Stdout and Stderr receive sys.stdout and sys.stderr; nil means
	// os.Stdout and os.Stderr.
	Stdout, Stderr io.Writer
	// Args are the script's arguments: sys.argv is the script's path
	// followed by Args.
	Args []string
	// Path lists folders searched for imported modules after the script's
	// own folder (which CPython puts first on sys.path).
	Path []string
	// Accelerator, when set, gets every function alpyna.jit marks and
	// returns what runs in its place (package closure); nil runs jit
	// functions unchanged, as CPython's stand-in does.
	Accelerator Accelerator
	// Auto hands every function the script's own source defines to the
	// Accelerator, as if each were marked alpyna.jit (alpyna run --auto).
	Auto bool
}

// An Accelerator replaces the functions alpyna.jit marks.
type Accelerator interface {
	// Jit returns the callable to run instead of fn, or nil to run fn
	// unchanged. An error is raised in the script where jit was called.
	Jit(in *Interpreter, fn *py.Function) (py.Object, error)
}

// A ModuleAccelerator also takes the nests of a script's own module-level
// code (alpyna run --auto): RewriteModule may replace statements of tree,
// the module as parsed from src, before it is compiled; script tells the
// __main__ script from a module it imports.
type ModuleAccelerator interface {
	RewriteModule(in *Interpreter, tree *ast.Module, file, src string, script bool) error
}

// An Interpreter runs Python source in one gpython context: a script with
// RunFile, or notebook-style cells with Exec that share one __main__
// module. It is not safe for concurrent use.
type Interpreter struct {
	ctx    py.Context
	main   *py.Module
	stdout *textStream
	stderr *textStream
	lines  *sourceCache
	// scriptDir is the folder of the script run (RunFile, RunSource): with
	// Auto, modules imported from there are the script's own.
	scriptDir string
	cells     int
	accel     Accelerator
	auto      bool
}

// contexts finds the Interpreter of a gpython context, for Go modules that
// need it (the alpyna module).
var contexts sync.Map // py.Context -> *Interpreter

// New makes an interpreter with an empty __main__ module.
func New(cfg Config) (*Interpreter, error) {
	if cfg.Stdout == nil {
		cfg.Stdout = os.Stdout
	}
	if cfg.Stderr == nil {
		cfg.Stderr = os.Stderr
	}
	in := &Interpreter{
		stdout: newTextStream(cfg.Stdout),
		stderr: newTextStream(cfg.Stderr),
		lines:  newSourceCache(),
		accel:  cfg.Accelerator,
		auto:   cfg.Auto,
	}
	opts := py.DefaultContextOpts()
	opts.SysArgs = append([]string{""}, cfg.Args...)
	opts.SysPaths = append([]string{""}, cfg.Path...)
	if cfg.Auto {
		// Modules the script imports from its folder get what the script
		// gets: their nests are found and accelerated too.
		opts.CompileModule = func(src, path string) (*py.Code, error) {
			if !in.ownModule(path) {
				return compile.Compile(src, path, py.ExecMode, 0, true)
			}
			in.lines.add(path, src)
			return in.compileAuto(src, path, false)
		}
	}
	in.ctx = py.NewContext(opts)
	contexts.Store(in.ctx, in)

	sys, err := in.ctx.GetModule("sys")
	if err != nil {
		return nil, fmt.Errorf("interp: %v", err)
	}
	for _, name := range []string{"stdout", "__stdout__"} {
		sys.Globals.SetGlobal(name, in.stdout)
	}
	for _, name := range []string{"stderr", "__stderr__"} {
		sys.Globals.SetGlobal(name, in.stderr)
	}
	in.main, err = in.ctx.ModuleInit(&py.ModuleImpl{Info: py.ModuleInfo{Name: "__main__"}})
	if err != nil {
		return nil, fmt.Errorf("interp: %v", err)
	}
	return in, nil
}

// Close releases the interpreter's context after flushing its output.
func (in *Interpreter) Close() error {
	err := in.flush()
	contexts.Delete(in.ctx)
	in.ctx.Close()
	return err
}

// RunFile runs the script at path as __main__, as `python3 path` does:
// sys.argv[0] is path as written, the script's folder is first on
// sys.path, and __file__ and tracebacks name the file by its absolute path
// (CPython 3.9 and later). A syntax error names the file as path is written.
func (in *Interpreter) RunFile(path string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	if err := in.prepareMain(path, abs); err != nil {
		return err
	}
	return in.run(string(src), abs, path)
}

// RunSource runs src as the script named name, as RunFile does, except
// that tracebacks name it as written: source given as a string has no
// file of its own.
func (in *Interpreter) RunSource(src, name string) error {
	if err := in.prepareMain(name, name); err != nil {
		return err
	}
	return in.run(src, name, name)
}

// ownModule reports whether the module file at path is the script's own:
// in the script's folder or below it (not an installed library).
func (in *Interpreter) ownModule(path string) bool {
	abs, err := filepath.Abs(path)
	if err != nil || in.scriptDir == "" {
		return false
	}
	rel, err := filepath.Rel(in.scriptDir, abs)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// prepareMain sets sys.argv[0], sys.path[0] and __file__ for a script.
func (in *Interpreter) prepareMain(argv0, file string) error {
	dir, err := filepath.Abs(filepath.Dir(argv0))
	if err != nil {
		return err
	}
	in.scriptDir = dir
	sys, err := in.ctx.GetModule("sys")
	if err != nil {
		return err
	}
	if argv, ok := sys.Globals["argv"].(*py.List); ok && len(argv.Items) > 0 {
		argv.Items[0] = py.String(argv0)
	}
	if sysPath, ok := sys.Globals["path"].(*py.List); ok && len(sysPath.Items) > 0 {
		sysPath.Items[0] = py.String(dir)
	}
	in.main.Globals.SetGlobal("__file__", py.String(file))
	return nil
}

// Exec runs one cell of source in the shared __main__ module. Cells are
// named "<cell N>" in tracebacks, counting from 1.
func (in *Interpreter) Exec(src string) error {
	in.cells++
	name := "<cell " + strconv.Itoa(in.cells) + ">"
	return in.run(src, name, name)
}

// Global returns the value of a global variable of __main__.
func (in *Interpreter) Global(name string) (py.Object, bool) {
	v, ok := in.main.Globals[name]
	return v, ok
}

// SetGlobal binds a global variable of __main__.
func (in *Interpreter) SetGlobal(name string, v py.Object) {
	in.main.Globals.SetGlobal(name, v) // code that cached name sees v
}

// run compiles and runs src in __main__; filename names the code in
// tracebacks, display names it in syntax errors. gpython recovers panics
// inside the VM; the recover here catches any that escape it (in the
// compiler, say), so that no Go panic reaches the user.
func (in *Interpreter) run(src, filename, display string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = &InternalError{Value: r}
		}
		if ferr := in.flush(); err == nil && ferr != nil {
			err = ferr
		}
	}()
	in.lines.add(filename, src)
	var code *py.Code
	if in.auto {
		// A builtin, so that the modules the script imports find it too.
		if b, err := in.ctx.GetModule("builtins"); err == nil {
			b.Globals.SetGlobal(autoDecorator, in.autoMethod())
		}
		code, err = in.compileAuto(src, filename, true)
	} else {
		code, err = compile.Compile(src, filename, py.ExecMode, 0, true)
	}
	if err != nil {
		err = fromPython(err, in.lines)
		if syn, ok := err.(*SyntaxError); ok {
			syn.Pos.File = display
		}
		return err
	}
	_, err = in.ctx.RunCode(code, in.main.Globals, in.main.Globals, nil)
	return fromPython(err, in.lines)
}

func (in *Interpreter) flush() error {
	err := in.stdout.Flush()
	if err2 := in.stderr.Flush(); err == nil {
		err = err2
	}
	return err
}

// An InternalError is a Go panic inside the interpreter: a bug in alpyna,
// never the script's fault.
type InternalError struct {
	Value any
}

func (e *InternalError) Error() string {
	return fmt.Sprintf("internal error: %v (this is a bug in alpyna; please report it)", e.Value)
}

// Context is the interpreter's gpython context, for packages that compile
// and run code in it (package closure).
func (in *Interpreter) Context() py.Context { return in.ctx }

// Source returns the text of a file the interpreter ran or can read, as
// tracebacks see it: scripts given as strings and notebook cells included.
func (in *Interpreter) Source(file string) (string, bool) {
	in.lines.line(file, 1) // reads the file on first use
	in.lines.mu.Lock()
	defer in.lines.mu.Unlock()
	lines, ok := in.lines.files[file]
	if !ok || lines == nil {
		return "", false
	}
	return strings.Join(lines, "\n"), true
}

// Register makes src the text of file for tracebacks: code compiled from
// generated source names the user's file and shows the user's lines.
func (in *Interpreter) Register(file, src string) { in.lines.add(file, src) }

// Diagnostic writes one line to the script's stderr, in order with what
// the script itself printed.
func (in *Interpreter) Diagnostic(line string) {
	in.stdout.Flush()
	in.stderr.w.WriteString(line + "\n")
	in.stderr.Flush()
}
