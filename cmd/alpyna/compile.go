package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/report"
)

// compileFlags are the flags of `alpyna compile` (docs/contract.md §2).
type compileFlags struct {
	emits    emitList
	bindings bindFlag
	types    typesFlag
	outDir   string
	auto     bool
}

// emitFormats are the --emit values this build writes; kernelFormats are
// those that print kernels (which need the types of the values).
var (
	emitFormats   = []string{"plan", "json", "dot", "llvm", "ptx", "cuda"}
	kernelFormats = []string{"llvm", "ptx", "cuda"}
)

// A typesFlag is the repeatable --types name=type,... flag: the types
// kernels are generated for, as a call would bind them.
type typesFlag map[string]string

func (t *typesFlag) String() string {
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(*t)) {
		parts = append(parts, k+"="+(*t)[k])
	}
	return strings.Join(parts, ",")
}

func (t *typesFlag) Set(s string) error {
	if *t == nil {
		*t = typesFlag{}
	}
	for _, kv := range strings.Split(s, ",") {
		name, typ, ok := strings.Cut(kv, "=")
		if !ok || name == "" || typ == "" {
			return fmt.Errorf("want name=type, got %q", kv)
		}
		(*t)[strings.TrimSpace(name)] = strings.TrimSpace(typ)
	}
	return nil
}

// An emitList is the repeatable --emit flag; a value may also list several
// formats separated by commas.
type emitList []string

func (e *emitList) String() string { return strings.Join(*e, ",") }

func (e *emitList) Set(s string) error {
	for _, f := range strings.Split(s, ",") {
		switch {
		case slices.Contains(emitFormats, f):
		default:
			return fmt.Errorf("unknown format %q: want plan, json, dot, cuda, ptx or llvm", f)
		}
		if !slices.Contains(*e, f) {
			*e = append(*e, f)
		}
	}
	return nil
}

// A bindFlag is the repeatable --bind name=value,... flag; nil until given.
type bindFlag map[string]int64

func (b *bindFlag) String() string {
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(*b)) {
		parts = append(parts, fmt.Sprintf("%s=%d", k, (*b)[k]))
	}
	return strings.Join(parts, ",")
}

func (b *bindFlag) Set(s string) error {
	if *b == nil {
		*b = make(bindFlag)
	}
	for _, kv := range strings.Split(s, ",") {
		if kv == "" {
			continue
		}
		name, val, ok := strings.Cut(kv, "=")
		name = strings.TrimSpace(name)
		if !ok || !isBindable(name) {
			return fmt.Errorf("%q: want name=integer, where name is a symbol or a bound's value such as len(a) or a.shape[1]", kv)
		}
		v, err := strconv.ParseInt(strings.TrimSpace(val), 0, 64)
		if err != nil {
			return fmt.Errorf("%q: the value of %s is not an integer", kv, name)
		}
		(*b)[name] = v
	}
	return nil
}

// isBindable reports whether name can be given a value: a symbol (an
// identifier), or a loop-invariant value a bound reads, named by its text
// (len(a), a.shape[1], b.size), which also gives axis lengths that make
// wrapped negative subscripts exact.
func isBindable(name string) bool {
	if isIdentifier(name) {
		return true
	}
	if base, ok := strings.CutPrefix(name, "len("); ok {
		return strings.HasSuffix(base, ")") && isIdentifier(strings.TrimSuffix(base, ")"))
	}
	head, rest, ok := strings.Cut(name, ".")
	if !ok || !isIdentifier(head) {
		return false
	}
	for _, r := range rest {
		if r != '.' && r != '[' && r != ']' && r != '_' && !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
			return false
		}
	}
	return true
}

func isIdentifier(s string) bool {
	for i, r := range s {
		if r != '_' && !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || i > 0 && '0' <= r && r <= '9') {
			return false
		}
	}
	return s != ""
}

func newCompileFlags(stderr io.Writer) (*flag.FlagSet, *compileFlags) {
	f := new(compileFlags)
	fs := flag.NewFlagSet("compile", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Var(&f.emits, "emit", "what to write: `plan`, json, dot, llvm, ptx or cuda (repeatable; default plan)")
	fs.Var(&f.types, "types", "generate kernels for these types `name=type,...` (float64, float32, int64, int32, bool_, int, float, bool); default: float64 arrays, int for names in bounds and subscripts, float otherwise")
	fs.Var(&f.bindings, "bind", "resolve the plans with symbol values `name=value,...` as run time would (repeatable)")
	fs.StringVar(&f.outDir, "o", "", "write DIR/<script>.<format> files into `DIR` instead of printing")
	fs.BoolVar(&f.auto, "auto", false, "also take the nests of functions not marked @alpyna.jit and of the module's own code, as run --auto does")
	fs.Usage = func() {
		out := fs.Output()
		fmt.Fprint(out, `usage: alpyna compile [flags] script.py

Runs the static stage on the @alpyna.jit functions of script.py: finds their
loop nests, if-converts them, analyses dependences and plans which loops run
in parallel, without running the script.

Without --bind, each plan is the one made ahead of time: dependences that
wait for run-time values (loop bounds, offsets such as k in a[i + k]) are
assumed, and the listing names the symbols they wait for. With --bind, the
plans are resolved with those values, as a run would.

Flags:
`)
		fs.PrintDefaults()
		fmt.Fprint(out, `
Formats: plan is a readable listing per nest (loops, statements with their
parallel and sequential loops, the Allen-Kennedy order, dependences); json
is the report of docs/contract.md §3; dot is a Graphviz dependence graph per nest.
llvm is the x86-64 LLVM IR of the cpu backend's kernels, ptx the GPU
kernels as PTX (through LLVM's NVPTX target, no GPU or CUDA toolkit
needed), cuda the GPU kernels as CUDA C. Kernels are generated for the
types --types gives (default: float64 arrays); without --bind every check
(subscript ranges, overflow) stays in, as for values not known yet.
Several formats are printed one after another; with -o each goes to its
own file. See docs/compile.md.
`)
	}
	return fs, f
}

func compileCommand(args []string, stdout, stderr io.Writer) int {
	fs, f := newCompileFlags(stderr)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	switch fs.NArg() {
	case 0:
		fmt.Fprintln(stderr, "alpyna compile: no script given\nusage: alpyna compile [flags] script.py")
		return 2
	case 1:
	default:
		fmt.Fprintf(stderr, "alpyna compile: one script at a time, got %d arguments\n", fs.NArg())
		return 2
	}
	if len(f.emits) == 0 {
		f.emits = emitList{"plan"}
	}
	script := fs.Arg(0)
	cs, err := compileFile(script, f.bindings, f.auto)
	if err != nil {
		var syn *frontend.SyntaxError
		var bind *bindError
		switch {
		case errors.As(err, &syn), errors.As(err, &bind):
			fmt.Fprintln(stderr, err)
		default:
			fmt.Fprintln(stderr, "alpyna: "+err.Error())
		}
		return 2
	}
	for _, c := range cs {
		for _, r := range c.Nest.Reasons {
			fmt.Fprintf(stderr, "%s: not accelerated: %s\n", r.Pos, r.Msg)
		}
	}
	base := strings.TrimSuffix(filepath.Base(script), ".py")
	if f.outDir != "" {
		if err := os.MkdirAll(f.outDir, 0o755); err != nil {
			fmt.Fprintln(stderr, "alpyna: "+err.Error())
			return 2
		}
	}
	for k, format := range f.emits {
		var buf bytes.Buffer
		var err error
		if slices.Contains(kernelFormats, format) {
			err = emitKernels(&buf, format, cs, f.types)
		} else {
			err = emit(&buf, format, cs)
		}
		if err != nil {
			fmt.Fprintln(stderr, "alpyna: "+err.Error())
			return 2
		}
		if f.outDir == "" {
			if k > 0 {
				fmt.Fprintln(stdout)
			}
			stdout.Write(buf.Bytes())
			continue
		}
		if err := os.WriteFile(filepath.Join(f.outDir, base+"."+format), buf.Bytes(), 0o644); err != nil {
			fmt.Fprintln(stderr, "alpyna: "+err.Error())
			return 2
		}
	}
	return 0
}

// emit writes the nests in one format.
func emit(w io.Writer, format string, cs []compiler.Compiled) error {
	switch format {
	case "plan":
		return report.WritePlan(w, cs)
	case "json":
		return report.Build(cs, compileBackend).WriteJSON(w)
	case "dot":
		return report.WriteDot(w, cs)
	}
	return fmt.Errorf("unknown format %q", format)
}

// compileBackend is the backend a compile report names for an accelerated
// nest: plans do not depend on the backend, and cpu is the one every
// machine has.
const compileBackend = "cpu"

// A bindError is a --bind that leaves a symbol a plan needs without a value.
type bindError struct {
	nest    *nest.Nest
	missing []string
}

func (e *bindError) Error() string {
	return fmt.Sprintf("%s: --bind has no value for %s, which the nest of %s needs",
		e.nest.Pos, strings.Join(e.missing, ", "), e.nest.Func)
}

// compileFile runs the static stage on every nest of the script's jit
// functions, in source order: front end, if-conversion, dependence analysis,
// then the ahead-of-time plan, or with bindings (non-nil) the plan resolved
// with them. A nest that leaves the accelerated subset at any stage gets a
// Reason and no plan. The error is a *frontend.SyntaxError, a *bindError,
// or one reading the file. With auto, the nests run --auto would find
// count too: those of every function and of the module's own code.
func compileFile(path string, bindings map[string]int64, auto bool) ([]compiler.Compiled, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	parse := frontend.ParseSource
	if auto {
		parse = frontend.ParseScriptAuto
	}
	mod, err := parse(path, src)
	if err != nil {
		return nil, err
	}
	var nests []*nest.Nest
	for _, fn := range mod.Funcs {
		nests = append(nests, fn.Nests...)
	}
	if mod.Main != nil {
		nests = append(nests, mod.Main.Nests...)
		sort.SliceStable(nests, func(i, j int) bool { return nests[i].Pos.Line < nests[j].Pos.Line })
	}
	var cs []compiler.Compiled
	for _, n := range nests {
		c, err := compileNest(n, bindings)
		if err != nil {
			return nil, err
		}
		cs = append(cs, c)
	}
	return cs, nil
}

func compileNest(n *nest.Nest, bindings map[string]int64) (compiler.Compiled, error) {
	c := compiler.Compiled{Nest: n}
	a := compiler.Analyse(n)
	if a.Static == nil {
		return c, nil
	}
	c.Unresolved = a.Unresolved()
	if bindings != nil {
		var missing []string
		for _, s := range c.Unresolved {
			if _, ok := bindings[s]; !ok {
				missing = append(missing, s)
			}
		}
		if len(missing) > 0 {
			return c, &bindError{n, missing}
		}
		c.Bindings = bindings
	}
	plan, err := a.Plan(bindings)
	if err != nil {
		n.Reasons = append(n.Reasons, nest.Reason{Pos: n.Pos, Msg: "planning: " + err.Error()})
		return c, nil
	}
	c.Plan = plan
	return c, nil
}
