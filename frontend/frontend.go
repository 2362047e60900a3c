package frontend

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"strings"
	"sync"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
)

// A Module is what the front end found in one source file.
type Module struct {
	File  string
	Funcs []*Func // the jit functions, in source order
	// Main holds the nests of the module's own code (top-level for
	// statements, also inside if, with and try blocks), named "<module>"
	// as CPython names that code; only ParseSourceAuto fills it.
	Main *Func

	// scan and defs let Specialise scan a jit function again, with some
	// of its parameters standing for module functions.
	mu   sync.Mutex
	scan *moduleScan
	defs map[*Func]*ast.FunctionDef
}

// ModuleFunc is the name of Module.Main and of its nests' Func.
const ModuleFunc = "<module>"

// A Func is one jit function.
type Func struct {
	Name   string
	Pos    nest.Pos // the def
	Params []string
	Nests  []*nest.Nest // its loop nests, in source order
	// ExactReductions: alpyna.jit(exact_reductions=True).
	ExactReductions bool
	// Auto: not a jit function; ParseSourceAuto took it (alpyna run
	// --auto).
	Auto bool
	// Module: the module's own code (Module.Main), not a def. Its names
	// are globals, which anything run later may read: every scalar and
	// loop variable of its nests is live after them.
	Module bool
}

// A SyntaxError is source the parser rejected. Its Error is
// "file:line:col: msg", the form docs/contract.md §2 asks for.
type SyntaxError struct {
	Pos nest.Pos
	Msg string
}

func (e *SyntaxError) Error() string { return e.Pos.String() + ": " + e.Msg }

// ParseFile reads and parses the module at path; see ParseSource.
func ParseFile(path string) (*Module, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseSource(path, src)
}

// ParseSource parses a module's source and returns its jit functions with
// their nests. The only error is a *SyntaxError for source that does not
// parse; constructs outside the accelerated subset are not errors but
// Reasons on the nests that hold them.
func ParseSource(filename string, src []byte) (*Module, error) {
	return parseSource(filename, src, jitOnly)
}

// ParseSourceAuto is ParseSource for `alpyna run --auto`: every function
// of the module counts, a def not marked @alpyna.jit with Func.Auto and
// Nest.Auto set, and Module.Main holds the nests of the module's own code.
// The module may be imported, so anything may read its globals later:
// every loop variable of Main's nests is live after them.
func ParseSourceAuto(filename string, src []byte) (*Module, error) {
	return parseSource(filename, src, autoImported)
}

// ParseScriptAuto is ParseSourceAuto for the script run as __main__: a
// loop variable of Main's nests is live after them only where the file
// reads that name (or could read any global: globals(), vars(), eval,
// exec, dir, sys.modules, __main__).
func ParseScriptAuto(filename string, src []byte) (*Module, error) {
	return parseSource(filename, src, autoScript)
}

// parseMode says which functions count and how the module's own code is
// seen.
type parseMode int

const (
	jitOnly      parseMode = iota // @alpyna.jit functions only
	autoImported                  // every function, and Main as an imported module's
	autoScript                    // every function, and Main as the __main__ script's
)

func parseSource(filename string, src []byte, mode parseMode) (*Module, error) {
	tree, err := parser.Parse(bytes.NewReader(src), filename, py.ExecMode)
	if err != nil {
		return nil, syntaxError(newSource(filename, src), err)
	}
	mod, ok := tree.(*ast.Module)
	if !ok {
		return nil, &SyntaxError{Pos: nest.Pos{File: filename, Line: 1, Col: 1}, Msg: "not a module"}
	}
	sc := scanModule(mod, newSource(filename, src), mode != jitOnly)
	m := &Module{File: filename, scan: sc, defs: map[*Func]*ast.FunctionDef{}}
	sc.script = mode == autoScript
	for _, def := range sc.jitDefs {
		f, lowered := sc.function(def)
		m.Funcs = append(m.Funcs, f)
		m.defs[f] = lowered
	}
	if mode != jitOnly {
		m.Main = sc.moduleCode(mod)
	}
	return m, nil
}

// syntaxError converts gpython's SyntaxError exception, whose position
// is CPython 3.11's (offset-1 as gpython's 0-based column); the class
// prefixes the message when it is IndentationError or TabError, as the
// interpreter's (interp.SyntaxError) does.
func syntaxError(src *source, err error) error {
	pos := nest.Pos{File: src.file, Line: 1, Col: 1}
	exc, ok := err.(*py.Exception)
	if !ok {
		return &SyntaxError{Pos: pos, Msg: err.Error()}
	}
	if l, ok := exc.Dict["lineno"].(py.Int); ok && l > 0 {
		pos.Line = int(l)
	}
	if c, ok := exc.Dict["offset"].(py.Int); ok && c >= 0 {
		pos.Col = int(c) + 1
	}
	msg, _ := py.StrAsString(exc)
	if msg == "" {
		msg = "invalid syntax"
	}
	if name := exc.Type().Name; name != "SyntaxError" {
		msg = name + ": " + msg
	}
	return &SyntaxError{Pos: pos, Msg: strings.TrimSuffix(msg, ".")}
}

// mathFunc returns the number of arguments of the math function name
// ("sqrt") where it is an intrinsic (kernel's registry).
func mathFunc(name string) (arity int, ok bool) {
	f, ok := kernel.Intrinsics["math."+name]
	return f.Arity(), ok
}

// numpyFunc returns the number of arguments of numpy.name where it is a
// ufunc of the subset inside nests (an intrinsic with NumPy's semantics:
// nan or ±inf where math raises) or a cast to a NumPy scalar type.
func numpyFunc(name string) (arity int, ok bool) {
	if _, ok := kernel.NumPyCasts[name]; ok {
		return 1, true
	}
	if n, ok := kernel.NumPyOps[name]; ok {
		return n, true
	}
	f, sem, ok := kernel.LookupIntrinsic("numpy." + name)
	if !ok || sem != kernel.NumPySemantics || f.Info().Result != kernel.PyFloat {
		return 0, false
	}
	return f.Arity(), true
}

// numpyConstant reports whether numpy.name is a float constant of the
// subset (np.pi, np.inf, ...).
func numpyConstant(name string) bool {
	_, isMath := mathConsts[name]
	_, isNumPy := numpyConsts[name]
	return isMath || isNumPy
}

// mathConsts are the math constants of the subset.
var mathConsts = map[string]float64{"pi": 3.141592653589793, "e": 2.718281828459045, "tau": 6.283185307179586,
	"inf": math.Inf(1), "nan": math.NaN()}

// numpyConsts are NumPy's float constants beyond math's (np.inf is math's
// inf, a Python float).
var numpyConsts = map[string]float64{"Inf": math.Inf(1), "Infinity": math.Inf(1), "PINF": math.Inf(1),
	"NINF": math.Inf(-1), "NaN": math.NaN(), "NAN": math.NaN()}

// floatStrings are the strings float() turns into infinities and NaN, as
// float("inf") spells them (any case; Python also takes a sign and
// "infinity").
var floatStrings = map[string]float64{"inf": math.Inf(1), "+inf": math.Inf(1), "-inf": math.Inf(-1),
	"infinity": math.Inf(1), "+infinity": math.Inf(1), "-infinity": math.Inf(-1), "nan": math.NaN(), "+nan": math.NaN(), "-nan": math.NaN()}

// builtinFuncs are the builtin intrinsics with their least number of
// arguments (min and max take any number from two on).
var builtinFuncs = map[string]int{"abs": 1, "int": 1, "float": 1, "min": 2, "max": 2}

// moduleScan holds what the module binds: the imports that name alpyna and
// math, the module-level functions and names, and the jit functions.
type moduleScan struct {
	src        *source
	alpynaMods map[string]bool   // names bound to the alpyna module
	jitNames   map[string]bool   // names bound to alpyna.jit
	mathMods   map[string]bool   // names bound to the math module
	mathNames  map[string]string // local name -> math attribute (from math import sqrt as s)
	numpyNames map[string]string // local name -> numpy attribute (from numpy import power, pi)
	// numpyAllocs: local name -> numpy constructor (from numpy import
	// zeros, ones, empty).
	numpyAllocs map[string]string
	numpyMods   map[string]bool // names bound to the numpy module
	// randomMods and randomNames: names bound to numpy.random (import
	// numpy.random as npr, from numpy import random) and to its functions
	// (from numpy.random import rand, randn as rn), for the draws in nests
	// (random_draws.go); a name also bound to something else is neither.
	randomMods  map[string]bool
	randomNames map[string]string
	// pyRandomMods and pyRandomNames: likewise for Python's random module
	// (import random, from random import uniform).
	pyRandomMods  map[string]bool
	pyRandomNames map[string]string
	globals       map[string]bool // names the module binds (defs, assignments, imports)
	userFuncs     map[string]bool // names of functions and classes defined anywhere in the file
	// readsNamespace: the file names globals, vars, locals, eval, exec,
	// dir, modules (sys.modules) or __main__, through which it may read
	// any global.
	readsNamespace bool
	// script: the module is the __main__ script (ParseScriptAuto), whose
	// globals no importer reads.
	script  bool
	jitDefs []*ast.FunctionDef

	// For inlining (inline.go): the module, the functions each def is
	// nested in, a function declaring each name global, and the callees
	// found so far.
	mod            *ast.Module
	exact          map[*ast.FunctionDef]bool // jit defs asking for exact reductions
	auto           map[*ast.FunctionDef]bool // defs taken only because of --auto
	enclosing      map[*ast.FunctionDef][]*ast.FunctionDef
	declaredGlobal map[string]string
	callees        map[string]*callee
}

func scanModule(mod *ast.Module, src *source, auto bool) *moduleScan {
	sc := &moduleScan{
		src:         src,
		alpynaMods:  map[string]bool{},
		jitNames:    map[string]bool{},
		mathMods:    map[string]bool{},
		mathNames:   map[string]string{},
		numpyNames:  map[string]string{},
		numpyAllocs: map[string]string{},
		numpyMods:   map[string]bool{},
		randomMods:  map[string]bool{},
		randomNames: map[string]string{},

		pyRandomMods:  map[string]bool{},
		pyRandomNames: map[string]string{},
		globals:       map[string]bool{},
		userFuncs:     map[string]bool{},

		mod:            mod,
		exact:          map[*ast.FunctionDef]bool{},
		auto:           map[*ast.FunctionDef]bool{},
		enclosing:      map[*ast.FunctionDef][]*ast.FunctionDef{},
		declaredGlobal: map[string]string{},
		callees:        map[string]*callee{},
	}
	sc.scopes(mod.Body, nil)
	// Names some import binds to other than numpy.random or its functions,
	// and names bound to numpy.random by from numpy import random.
	otherRandom, numpyRandom := map[string]bool{}, map[string]bool{}
	// Imports anywhere in the file count, function-local ones included.
	ast.Walk(mod, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Import:
			for _, a := range x.Names {
				name, local := string(a.Name), string(a.AsName)
				if name == "__main__" {
					sc.readsNamespace = true
				}
				if local == "" {
					local = strings.SplitN(name, ".", 2)[0]
				}
				switch {
				case name == "alpyna":
					sc.alpynaMods[local] = true
				case name == "math":
					sc.mathMods[local] = true
				case name == "numpy":
					sc.numpyMods[local] = true
				case name == "numpy.random" && a.AsName != "":
					sc.randomMods[local] = true
				case name == "numpy.random":
					sc.numpyMods[local] = true // import numpy.random binds numpy
				case name == "random":
					sc.pyRandomMods[local] = true
					otherRandom[local] = true
				default:
					otherRandom[local] = true
				}
			}
		case *ast.ImportFrom:
			for _, a := range x.Names {
				name, local := string(a.Name), string(a.AsName)
				if local == "" {
					local = name
				}
				switch {
				case string(x.Module) == "numpy.random":
					sc.randomNames[local] = name
				case string(x.Module) == "random":
					sc.pyRandomNames[local] = name
					otherRandom[local] = true
				case string(x.Module) != "numpy" || name != "random":
					otherRandom[local] = true
				}
				switch string(x.Module) {
				case "__main__":
					sc.readsNamespace = true
				case "alpyna":
					if name == "jit" || name == "*" {
						sc.jitNames["jit"] = name == "*" || sc.jitNames["jit"]
						sc.jitNames[local] = true
					}
				case "math":
					if _, ok := mathFunc(name); ok {
						sc.mathNames[local] = name
					} else if _, ok := mathConsts[name]; ok {
						sc.mathNames[local] = name
					}
				case "numpy":
					// from numpy import power, tanh, pi (pythran's
					// slowparts): the functions and constants np.power
					// and np.pi are.
					if _, ok := numpyFunc(name); ok {
						sc.numpyNames[local] = name
					} else if numpyConstant(name) {
						sc.numpyNames[local] = name
					} else if name == "zeros" || name == "ones" || name == "empty" {
						sc.numpyAllocs[local] = name // from numpy import zeros (scratch.go)
					} else if name == "random" {
						sc.randomMods[local] = true
						numpyRandom[local] = true
					}
				}
			}
		case *ast.FunctionDef:
			sc.userFuncs[string(x.Name)] = true
		case *ast.ClassDef:
			sc.userFuncs[string(x.Name)] = true
		case *ast.Name:
			switch x.Id {
			case "globals", "vars", "locals", "eval", "exec", "dir", "__main__":
				sc.readsNamespace = true
			}
		case *ast.Attribute:
			if x.Attr == "modules" {
				sc.readsNamespace = true
			}

		}
		return true
	})
	delete(sc.jitNames, "*")
	for name := range otherRandom {
		delete(sc.randomMods, name)
		delete(sc.randomNames, name)
	}
	// A name bound to both generators' modules or functions is neither's.
	for name := range numpyRandom {
		delete(sc.pyRandomMods, name)
		delete(sc.pyRandomNames, name)
	}
	for name := range sc.randomNames {
		delete(sc.pyRandomMods, name)
		delete(sc.pyRandomNames, name)
	}

	// Module-level bindings, and the call form f2 = alpyna.jit(f).
	called, calledExact := map[string]bool{}, map[string]bool{}
	var defs []*ast.FunctionDef
	var moduleLevel func(stmts []ast.Stmt)
	moduleLevel = func(stmts []ast.Stmt) {
		for _, st := range stmts {
			switch x := st.(type) {
			case *ast.FunctionDef:
				sc.globals[string(x.Name)] = true
				defs = append(defs, x)
			case *ast.ClassDef:
				sc.globals[string(x.Name)] = true
			case *ast.Assign:
				for _, t := range x.Targets {
					storedNames(t, func(n *ast.Name) { sc.globals[string(n.Id)] = true })
				}
				if c, ok := x.Value.(*ast.Call); ok && sc.isJit(c.Func) && len(c.Args) == 1 {
					if n, ok := c.Args[0].(*ast.Name); ok {
						called[string(n.Id)] = true
						calledExact[string(n.Id)] = exactOption(c.Keywords)
					}
				}
			case *ast.AugAssign:
				storedNames(x.Target, func(n *ast.Name) { sc.globals[string(n.Id)] = true })
			case *ast.For:
				storedNames(x.Target, func(n *ast.Name) { sc.globals[string(n.Id)] = true })
				moduleLevel(x.Body)
				moduleLevel(x.Orelse)
			case *ast.While:
				moduleLevel(x.Body)
				moduleLevel(x.Orelse)
			case *ast.If:
				moduleLevel(x.Body)
				moduleLevel(x.Orelse)
			case *ast.With:
				moduleLevel(x.Body)
			case *ast.Try:
				moduleLevel(x.Body)
				for _, h := range x.Handlers {
					moduleLevel(h.Body)
				}
				moduleLevel(x.Orelse)
				moduleLevel(x.Finalbody)
			}
		}
	}
	moduleLevel(mod.Body)
	calledDef := map[*ast.FunctionDef]bool{}
	for _, d := range defs {
		if called[string(d.Name)] {
			calledDef[d] = true
		}
	}

	// Jit functions: decorated defs anywhere, the functions a decorated
	// class body defines (@alpyna.jit on a class, a port of Numba's
	// jitclass: interp's jitClass), and module-level defs passed to
	// alpyna.jit, in source order.
	jitClassDefs := map[*ast.FunctionDef]bool{}
	ast.Walk(mod, func(n ast.Ast) bool {
		c, ok := n.(*ast.ClassDef)
		if !ok {
			return true
		}
		for _, dec := range c.DecoratorList {
			if j, _ := sc.jitDecorator(dec); j {
				for _, st := range c.Body {
					if d, ok := st.(*ast.FunctionDef); ok && len(d.DecoratorList) == 0 {
						jitClassDefs[d] = true
					}
				}
			}
		}
		return true
	})
	ast.Walk(mod, func(n ast.Ast) bool {
		d, ok := n.(*ast.FunctionDef)
		if !ok {
			return true
		}
		jit := calledDef[d] || jitClassDefs[d]
		exact := jit && calledExact[string(d.Name)]
		for _, dec := range d.DecoratorList {
			j, e := sc.jitDecorator(dec)
			jit, exact = jit || j, exact || e
		}
		if !jit && auto {
			jit = true
			sc.auto[d] = true
		}
		if jit {
			sc.jitDefs = append(sc.jitDefs, d)
			if exact {
				sc.exact[d] = true
			}
		}
		return true
	})
	return sc
}

// jitDecorator reports whether a decorator marks a jit function
// (@alpyna.jit, or @alpyna.jit(...) with options), and whether it asks for
// exact reductions: exact_reductions= anything but the constant False.
func (sc *moduleScan) jitDecorator(dec ast.Expr) (jit, exact bool) {
	if c, ok := dec.(*ast.Call); ok && sc.isJit(c.Func) && len(c.Args) == 0 {
		return true, exactOption(c.Keywords)
	}
	return sc.isJit(dec), false
}

// exactOption reads exact_reductions= among a jit call's keywords.
func exactOption(kws []*ast.Keyword) bool {
	for _, k := range kws {
		if k.Arg == "exact_reductions" {
			c, ok := k.Value.(*ast.NameConstant)
			return !ok || c.Value != py.False && c.Value != py.None
		}
	}
	return false
}

// isJit reports whether e names alpyna.jit.
func (sc *moduleScan) isJit(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Name:
		return sc.jitNames[string(x.Id)]
	case *ast.Attribute:
		if n, ok := x.Value.(*ast.Name); ok && x.Attr == "jit" {
			return sc.alpynaMods[string(n.Id)] || n.Id == "alpyna"
		}
	}
	return false
}

// storedNames calls f on each name a target binds.
func storedNames(t ast.Expr, f func(*ast.Name)) {
	switch x := t.(type) {
	case *ast.Name:
		f(x)
	case *ast.Tuple:
		for _, e := range x.Elts {
			storedNames(e, f)
		}
	case *ast.List:
		for _, e := range x.Elts {
			storedNames(e, f)
		}
	case *ast.Starred:
		storedNames(x.Value, f)
	}
}

// params lists a function's parameter names in order.
func params(args *ast.Arguments) []string {
	var out []string
	if args == nil {
		return out
	}
	for _, a := range append(args.Posonlyargs[:len(args.Posonlyargs):len(args.Posonlyargs)], args.Args...) {
		out = append(out, string(a.Arg))
	}
	if args.Vararg != nil {
		out = append(out, string(args.Vararg.Arg))
	}
	for _, a := range args.Kwonlyargs {
		out = append(out, string(a.Arg))
	}
	if args.Kwarg != nil {
		out = append(out, string(args.Kwarg.Arg))
	}
	return out
}

// funcScan holds what the nests of one function need to know about the
// rest of it.
type funcScan struct {
	mod      *moduleScan
	def      *ast.FunctionDef
	module   bool // the module's own code (Module.Main)
	params   []string
	locals   map[string]bool // names the function binds (parameters included)
	declared map[string]bool // names declared global or nonlocal
	// loads are the names the function reads, with the nest each read is
	// in (nil outside nests) and the loop variables bound around it.
	loads []load
	// callees are the functions it defines that nests may inline, by name
	// (inline.go; nil: the name is bound to something else).
	callees map[string]*callee
	// aliases are parameters called as functions that stand for the
	// module functions named (Module.Specialise).
	aliases map[string]string
	// ranks are the numbers of axes of the arrays a call passes, by
	// name (Module.Specialise): the kinds and ranks the scan would
	// otherwise guess.
	ranks map[string]int
	// depths and arrays memoise subscriptDepths and arrayNames, which
	// the reductions' and row temporaries' rewrites ask for at every
	// leaf of every operand (vector_exprs.go).
	depths map[string]int
	arrays map[string]bool
}

type load struct {
	name  string
	pos   ast.Pos
	in    *ast.For // the nest holding the read, or nil
	bound bool     // the name is the variable of a for loop around the read
}

// nestSite is an outermost for statement of a function body, or a for
// statement inside a nest the subset refuses (innerSites).
type nestSite struct {
	loop    *ast.For
	inWhile bool // inside a while loop of the function
	// names are the positions of the names inside loop, for a site inside
	// a refused nest (whose reads are recorded as the refused nest's).
	names map[ast.Pos]bool
}

// holds reports whether the read ld is inside the site's loop.
func (s nestSite) holds(ld load) bool {
	if s.names != nil {
		return s.names[ld.pos]
	}
	return ld.in == s.loop
}

// innerSites returns the for statements directly inside the refused nest
// at site (inside its ifs, whiles, withs and trys too, but not inside
// another for): each is a nest of its own, run at each entry with the
// values the interpreted outer code gives it. An inner loop refused too
// has its own inner sites, so the innermost acceptable loops run
// accelerated whatever their surroundings.
func innerSites(site nestSite) []nestSite {
	var out []nestSite
	var walk func(stmts []ast.Stmt, inWhile bool)
	walk = func(stmts []ast.Stmt, inWhile bool) {
		for _, st := range stmts {
			switch x := st.(type) {
			case *ast.For:
				names := map[ast.Pos]bool{}
				ast.Walk(x, func(n ast.Ast) bool {
					if nm, ok := n.(*ast.Name); ok {
						names[nm.Pos] = true
					}
					return true
				})
				out = append(out, nestSite{loop: x, inWhile: inWhile, names: names})
			case *ast.While:
				walk(x.Body, true)
				walk(x.Orelse, inWhile)
			case *ast.If:
				walk(x.Body, inWhile)
				walk(x.Orelse, inWhile)
			case *ast.With:
				walk(x.Body, inWhile)
			case *ast.Try:
				walk(x.Body, inWhile)
				for _, h := range x.Handlers {
					walk(h.Body, inWhile)
				}
				walk(x.Orelse, inWhile)
				walk(x.Finalbody, inWhile)
			}
		}
	}
	// The refused loop's body runs once per iteration: as in a while, a
	// value an inner nest leaves may be read by the next iteration.
	walk(site.loop.Body, true)
	walk(site.loop.Orelse, site.inWhile)
	return out
}

// moduleCode builds Module.Main: the module's statements are scanned as
// the body of a function named "<module>" without parameters whose names
// are all live after every nest.
func (sc *moduleScan) moduleCode(mod *ast.Module) *Func {
	def := &ast.FunctionDef{StmtBase: ast.StmtBase{Pos: ast.Pos{Lineno: 1}}, Name: ModuleFunc, Args: &ast.Arguments{}, Body: mod.Body}
	sc.auto[def] = true
	fn := sc.scanFunction(def, true, nil, nil)
	fn.Module = true
	return fn
}

// function builds the Func of a jit def and its nests; it returns the
// def as the scan saw it (returns in nests lowered).
func (sc *moduleScan) function(def *ast.FunctionDef) (*Func, *ast.FunctionDef) {
	// As closure rewrites it (returns.go); what the scan knows of the
	// def holds for its lowered copy.
	if lowered := LowerNestReturns(def); lowered != def {
		sc.exact[lowered], sc.auto[lowered] = sc.exact[def], sc.auto[def]
		sc.enclosing[lowered] = sc.enclosing[def]
		def = lowered
	}
	return sc.scanFunction(def, false, nil, nil), def
}

// scanFunction builds the Func of def. aliases are parameters that stand
// for module functions (Specialise).
func (sc *moduleScan) scanFunction(def *ast.FunctionDef, module bool, aliases map[string]string, ranks map[string]int) *Func {
	exact, auto := sc.exact[def], sc.auto[def]
	fs := &funcScan{
		module:   module,
		mod:      sc,
		def:      def,
		params:   params(def.Args),
		locals:   map[string]bool{},
		declared: map[string]bool{},
		callees:  map[string]*callee{},
		aliases:  aliases,
		ranks:    ranks,
	}
	for _, p := range fs.params {
		fs.locals[p] = true
	}
	fn := &Func{
		Name:            string(def.Name),
		Pos:             sc.src.pos(def.Pos),
		Params:          fs.params,
		ExactReductions: exact,
		Auto:            auto,
	}
	var sites []nestSite
	fs.scanStmts(def.Body, nil, nil, false, &sites)
	for len(sites) > 0 {
		s := sites[0]
		sites = sites[1:]
		n := fs.buildNest(s)
		fn.Nests = append(fn.Nests, n)
		if !n.Accelerable() {
			n.CalleeParams = fs.calleeParams(s.loop)
			sites = append(innerSites(s), sites...)
		}
	}
	return fn
}

// scanStmts walks a function body: it finds the nests (outermost for
// statements), the names the function binds and declares, and every read
// of a name with the nest and the loop variables around it.
func (fs *funcScan) scanStmts(stmts []ast.Stmt, in *ast.For, loopVars []string, inWhile bool, sites *[]nestSite) {
	readExpr := func(e ast.Expr) { fs.scanExpr(e, in, loopVars) }
	for i, st := range stmts {
		if w, ok := st.(*ast.While); ok && in == nil {
			if f := fs.outermostCountedFor(w, stmts[:i]); f != nil {
				st = f // a nest of its own (while.go)
			} else if f := uncountedFor(w); f != nil {
				st = f // a convergence loop: a nest of its own too
			}
		}
		switch x := st.(type) {
		case *ast.For:
			inner := in
			if in == nil {
				inner = x
				*sites = append(*sites, nestSite{loop: x, inWhile: inWhile})
			}
			readExpr(x.Iter)
			fs.bind(x.Target)
			vars := loopVars
			storedNames(x.Target, func(n *ast.Name) { vars = append(vars[:len(vars):len(vars)], string(n.Id)) })
			fs.scanStmts(x.Body, inner, vars, inWhile, sites)
			fs.scanStmts(x.Orelse, inner, loopVars, inWhile, sites)
		case *ast.While:
			readExpr(x.Test)
			fs.scanStmts(x.Body, in, loopVars, true, sites)
			fs.scanStmts(x.Orelse, in, loopVars, inWhile, sites)
		case *ast.If:
			readExpr(x.Test)
			fs.scanStmts(x.Body, in, loopVars, inWhile, sites)
			fs.scanStmts(x.Orelse, in, loopVars, inWhile, sites)
		case *ast.With:
			for _, it := range x.Items {
				readExpr(it.ContextExpr)
				fs.bind(it.OptionalVars)
			}
			fs.scanStmts(x.Body, in, loopVars, inWhile, sites)
		case *ast.Try:
			fs.scanStmts(x.Body, in, loopVars, inWhile, sites)
			for _, h := range x.Handlers {
				readExpr(h.ExprType)
				if h.Name != "" {
					fs.locals[string(h.Name)] = true
				}
				fs.scanStmts(h.Body, in, loopVars, inWhile, sites)
			}
			fs.scanStmts(x.Orelse, in, loopVars, inWhile, sites)
			fs.scanStmts(x.Finalbody, in, loopVars, inWhile, sites)
		case *ast.Global:
			for _, n := range x.Names {
				fs.declared[string(n)] = true
			}
		case *ast.Nonlocal:
			for _, n := range x.Names {
				fs.declared[string(n)] = true
			}
		case *ast.FunctionDef, *ast.ClassDef:
			// A nested function or class may read the function's names
			// whenever it runs: every read inside counts.
			if d, ok := x.(*ast.FunctionDef); ok {
				fs.locals[string(d.Name)] = true
			} else {
				fs.locals[string(x.(*ast.ClassDef).Name)] = true
			}
			ast.Walk(x, func(n ast.Ast) bool {
				if nm, ok := n.(*ast.Name); ok && nm.Ctx == ast.Load {
					fs.loads = append(fs.loads, load{name: string(nm.Id), pos: nm.Pos, in: in})
				}
				return true
			})
		case *ast.Import:
			// In the module's own code an import binds a global, which
			// the module scan has already classified (numpy, math).
			for _, a := range x.Names {
				local := string(a.AsName)
				if local == "" {
					local = strings.SplitN(string(a.Name), ".", 2)[0]
				}
				fs.locals[local] = !fs.module
			}
		case *ast.ImportFrom:
			for _, a := range x.Names {
				local := string(a.AsName)
				if local == "" {
					local = string(a.Name)
				}
				fs.locals[local] = !fs.module
			}
		default:
			ast.Walk(st, func(n ast.Ast) bool {
				if nm, ok := n.(*ast.Name); ok {
					if nm.Ctx == ast.Load || nm.Ctx == ast.AugLoad {
						fs.addLoad(nm, in, loopVars)
					} else {
						fs.locals[string(nm.Id)] = true
					}
				}
				if a, ok := n.(*ast.AugAssign); ok {
					// s += x reads s.
					if nm, ok := a.Target.(*ast.Name); ok {
						fs.addLoad(nm, in, loopVars)
					}
				}
				return true
			})
		}
	}
}

func (fs *funcScan) scanExpr(e ast.Expr, in *ast.For, loopVars []string) {
	if e == nil {
		return
	}
	ast.Walk(e, func(n ast.Ast) bool {
		if nm, ok := n.(*ast.Name); ok && nm.Ctx == ast.Load {
			fs.addLoad(nm, in, loopVars)
		}
		return true
	})
}

func (fs *funcScan) addLoad(nm *ast.Name, in *ast.For, loopVars []string) {
	id := string(nm.Id)
	bound := false
	for _, v := range loopVars {
		bound = bound || v == id
	}
	fs.loads = append(fs.loads, load{name: id, pos: nm.Pos, in: in, bound: bound})
}

func (fs *funcScan) bind(t ast.Expr) {
	if t != nil {
		storedNames(t, func(n *ast.Name) { fs.locals[string(n.Id)] = true })
	}
}

// shadowed reports whether name is bound by the function or the module,
// so that it does not mean the builtin or math function of that name.
func (fs *funcScan) shadowed(name string) bool {
	return fs.locals[name] || fs.mod.globals[name]
}

// describe names a callee in a reason.
func (fs *funcScan) describeCall(callee ast.Expr) string {
	switch x := callee.(type) {
	case *ast.Name:
		if fs.mod.userFuncs[string(x.Id)] {
			return fmt.Sprintf("a call of a user function '%s'", x.Id)
		}
	case *ast.Lambda:
		return "a call of a lambda"
	}
	return fmt.Sprintf("a call of '%s'", unparse(callee))
}
