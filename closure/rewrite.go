// This file rewrites a jit function on its syntax tree: each nest becomes
// a call of its closure, with the nest's own statements kept, in the same
// frame, for when the closure declines.
//
// A nest
//
//	for i in range(n):
//	    ...
//
// becomes (every new node at the nest's position)
//
//	for (s, lo) in <closure>(a, n, ..., locals()):
//	    break
//	else:
//	    try:
//	        for i in range(n):      # the user's statements, untouched
//	            ...
//	    finally:
//	        <closure's done>()
//
// The last argument, where the closure needs the values some scalars
// have before the nest, is the dictionary of the function's locals: one
// locals() per call, which the closure looks them up in (unbound.go). The
// closure runs the nest and returns one tuple of the scalars the nest
// leaves (the for assigns them and breaks), or returns nothing, and the
// else clause runs the user's statements in the function's own frame:
// return, yield, break, continue, names bound only there, the loop
// variable after the loop and closures over local functions mean what
// they mean in CPython, and tracebacks show the user's lines. The
// closure's done records how long the interpreter took. The closure
// objects are constants of the code, so no name is added to the module.
//
// The function is compiled from the rewritten def alone (decorators
// dropped: jit is applied by the caller, and those above it apply to what
// jit returns). A function nested in another, or a method using super(),
// has free variables: the def is compiled inside a function that binds
// them, and the result gets the original function's cells, so it shares
// them with its enclosing function as the original did.

package closure

import (
	"bytes"
	"fmt"
	"reflect"
	"sort"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/compile"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/interp"
)

// syntaxTree returns the parsed module of file (cached).
func (a *Accelerator) syntaxTree(file, src string) (*ast.Module, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if t, ok := a.trees[file]; ok {
		return t, nil
	}
	tree, err := parser.Parse(bytes.NewBufferString(src), file, py.ExecMode)
	if err != nil {
		return nil, err
	}
	m, ok := tree.(*ast.Module)
	if !ok {
		return nil, fmt.Errorf("alpyna: %s did not parse as a module", file)
	}
	a.trees[file] = m
	return m, nil
}

// findDef returns the def of f in the module's tree.
func findDef(mod *ast.Module, f *frontend.Func) *ast.FunctionDef {
	var found *ast.FunctionDef
	ast.Walk(mod, func(n ast.Ast) bool {
		if d, ok := n.(*ast.FunctionDef); ok && found == nil && string(d.Name) == f.Name && d.Lineno == f.Pos.Line {
			found = d
		}
		return found == nil
	})
	return found
}

// rewriteStmts returns stmts with each nest (by the line of its for)
// replaced by its dispatch; statements on the way to a nest are copied,
// the others shared with the cached tree.
func rewriteStmts(stmts []ast.Stmt, closures map[int]*nestClosure) []ast.Stmt {
	out := make([]ast.Stmt, len(stmts))
	for i, st := range stmts {
		switch x := st.(type) {
		case *ast.For:
			if c := closures[x.Lineno]; c != nil {
				// The loops inside a refused nest may be nests of their
				// own (frontend's inner sites): its statements, run by the
				// interpreter, dispatch them.
				run := *x
				run.Body, run.Orelse = rewriteStmts(x.Body, closures), rewriteStmts(x.Orelse, closures)
				out[i] = c.dispatch(x, &run)
				continue
			}
			cp := *x
			cp.Body, cp.Orelse = rewriteStmts(x.Body, closures), rewriteStmts(x.Orelse, closures)
			out[i] = &cp
		case *ast.While:
			cp := *x
			cp.Body, cp.Orelse = rewriteStmts(x.Body, closures), rewriteStmts(x.Orelse, closures)
			if c := closures[x.Lineno]; c != nil {
				// A counted while outside any nest is a nest of its own
				// (the front end's outermostCountedFor); declined, it
				// runs as the while it is.
				out[i] = c.dispatch(nil, &cp)
				continue
			}
			out[i] = &cp
		case *ast.If:
			cp := *x
			cp.Body, cp.Orelse = rewriteStmts(x.Body, closures), rewriteStmts(x.Orelse, closures)
			out[i] = &cp
		case *ast.With:
			cp := *x
			cp.Body = rewriteStmts(x.Body, closures)
			out[i] = &cp
		case *ast.Try:
			cp := *x
			cp.Body, cp.Orelse, cp.Finalbody = rewriteStmts(x.Body, closures), rewriteStmts(x.Orelse, closures), rewriteStmts(x.Finalbody, closures)
			cp.Handlers = make([]*ast.ExceptHandler, len(x.Handlers))
			for k, h := range x.Handlers {
				hc := *h
				hc.Body = rewriteStmts(h.Body, closures)
				cp.Handlers[k] = &hc
			}
			out[i] = &cp
		default:
			out[i] = st
		}
	}
	return out
}

// dispatch is the statement that replaces the nest for: see the file
// comment. run is the nest's loop as the interpreter runs it when the
// closure declines (the loops inside rewritten where they are nests of
// their own): its for, or the counted while that the front end took as a
// for (nestFor nil).
func (c *nestClosure) dispatch(nestFor *ast.For, run ast.Stmt) ast.Stmt {
	pos := ast.Pos{Lineno: run.GetLineno(), ColOffset: run.GetColOffset()}
	targets := make([]ast.Expr, len(c.outputs))
	for i, name := range c.outputs {
		targets[i] = scalarTarget(name, pos, ast.Store)
	}
	// A nest refused ahead of time always runs as written: it needs no
	// arguments (evaluating them could raise where CPython does not).
	var args []ast.Expr
	if c.analysed.Static != nil || c.onCalls {
		args = c.inputExprs
	}
	call := &ast.Call{ExprBase: ast.ExprBase{Pos: pos}, Func: &ast.Num{ExprBase: ast.ExprBase{Pos: pos}, N: c}, Args: args}
	done := &ast.ExprStmt{StmtBase: ast.StmtBase{Pos: pos}, Value: &ast.Call{ExprBase: ast.ExprBase{Pos: pos},
		Func: &ast.Num{ExprBase: ast.ExprBase{Pos: pos}, N: &nestDone{c: c}}}}
	fallback := &ast.Try{StmtBase: ast.StmtBase{Pos: pos}, Body: []ast.Stmt{run}, Finalbody: []ast.Stmt{done}}
	body := unbindUnassigned(c.outputs, pos)
	if c.n.LoopVarsOut && nestFor != nil { // a while's for has no variable the function reads
		body = append(body, lastValues(frontend.PythonForms(nestFor), c.acc.reversed)...)
	}
	return &ast.For{
		StmtBase: ast.StmtBase{Pos: pos},
		Target:   &ast.Tuple{ExprBase: ast.ExprBase{Pos: pos}, Elts: targets, Ctx: ast.Store},
		Iter:     call,
		Body:     append(body, &ast.Break{StmtBase: ast.StmtBase{Pos: pos}}),
		Orelse:   []ast.Stmt{fallback},
	}
}

// lastValues returns the statements that leave in the nest's loop
// variables the values CPython's loops leave: for each loop, the last
// value its range gave in the last iteration of the loops around it whose
// range was not empty; a loop that never ran leaves its variable as it
// was. They run after the kernels, which cannot have changed what the
// ranges read (the front end checked, Nest.LoopVarsOut). For
//
//	for i in range(n):
//	    for j in range(i):
//
// they are
//
//	for i in reversed(range(n)):
//	    for j in reversed(range(i)):
//	        break
//	    else:
//	        continue
//	    break
//	for i in reversed(range(n)):
//	    break
//
// deepest loops first, since each search moves the variables of the
// loops around it; it costs what CPython's own empty iterations would.
// reversed is the builtin (a constant of the code, so that a script's own
// name reversed cannot change it).
func lastValues(root *ast.For, reversed py.Object) []ast.Stmt {
	type loop struct {
		f      *ast.For
		around []*ast.For
	}
	var loops []loop
	var walk func(stmts []ast.Stmt, around []*ast.For)
	walk = func(stmts []ast.Stmt, around []*ast.For) {
		for _, st := range stmts {
			switch x := st.(type) {
			case *ast.For:
				loops = append(loops, loop{f: x, around: around})
				walk(x.Body, append(around[:len(around):len(around)], x))
			case *ast.If:
				walk(x.Body, around)
				walk(x.Orelse, around)
			}
		}
	}
	walk([]ast.Stmt{root}, nil)
	sort.SliceStable(loops, func(i, j int) bool { return len(loops[i].around) > len(loops[j].around) })

	reversedRange := func(f *ast.For) *ast.Call {
		pos := ast.ExprBase{Pos: f.Pos}
		return &ast.Call{ExprBase: pos, Func: &ast.Num{ExprBase: pos, N: reversed}, Args: []ast.Expr{f.Iter}}
	}
	var out []ast.Stmt
	for _, l := range loops {
		pos := l.f.Pos
		brk := func() ast.Stmt { return &ast.Break{StmtBase: ast.StmtBase{Pos: pos}} }
		search := &ast.For{StmtBase: ast.StmtBase{Pos: pos}, Target: l.f.Target, Iter: reversedRange(l.f), Body: []ast.Stmt{brk()}}
		for k := len(l.around) - 1; k >= 0; k-- {
			search.Orelse = []ast.Stmt{&ast.Continue{StmtBase: ast.StmtBase{Pos: pos}}}
			a := l.around[k]
			search = &ast.For{StmtBase: ast.StmtBase{Pos: pos}, Target: a.Target, Iter: reversedRange(a), Body: []ast.Stmt{search, brk()}}
		}
		out = append(out, search)
	}
	return out
}

// parseInputs parses the closure's argument expressions, placed at pos.
func parseInputs(texts []string, pos ast.Pos) ([]ast.Expr, error) {
	out := make([]ast.Expr, len(texts))
	for i, text := range texts {
		tree, err := parser.Parse(bytes.NewBufferString(text), "<alpyna>", py.EvalMode)
		if err != nil {
			return nil, err
		}
		e, ok := tree.(*ast.Expression)
		if !ok {
			return nil, fmt.Errorf("alpyna: %q is not an expression", text)
		}
		ast.Walk(e.Body, func(n ast.Ast) bool {
			setPos(n, pos)
			return true
		})
		out[i] = e.Body
	}
	return out, nil
}

// setPos moves a node to pos.
func setPos(n ast.Ast, pos ast.Pos) {
	v := reflect.ValueOf(n)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return
	}
	v = v.Elem()
	if v.Kind() != reflect.Struct {
		return
	}
	if f := v.FieldByName("Lineno"); f.IsValid() && f.CanSet() {
		f.SetInt(int64(pos.Lineno))
	}
	if f := v.FieldByName("ColOffset"); f.IsValid() && f.CanSet() {
		f.SetInt(int64(pos.ColOffset))
	}
}

// compileDef compiles a rewritten def as fn's replacement: same globals,
// defaults, documentation and cells.
func compileDef(in *interp.Interpreter, fn *py.Function, def *ast.FunctionDef) (*py.Function, error) {
	pos := def.Pos
	name := string(def.Name)
	body := []ast.Stmt{def}
	free := fn.Code.Freevars
	const wrapper = "__alpyna_cells__"
	if len(free) > 0 {
		var inner []ast.Stmt
		for _, v := range free {
			inner = append(inner, &ast.Assign{StmtBase: ast.StmtBase{Pos: pos},
				Targets: []ast.Expr{&ast.Name{ExprBase: ast.ExprBase{Pos: pos}, Id: ast.Identifier(v), Ctx: ast.Store}},
				Value:   &ast.NameConstant{ExprBase: ast.ExprBase{Pos: pos}, Value: py.None}})
		}
		inner = append(inner, def, &ast.Return{StmtBase: ast.StmtBase{Pos: pos},
			Value: &ast.Name{ExprBase: ast.ExprBase{Pos: pos}, Id: def.Name, Ctx: ast.Load}})
		body = []ast.Stmt{&ast.FunctionDef{StmtBase: ast.StmtBase{Pos: pos}, Name: wrapper,
			Args: &ast.Arguments{}, Body: inner}}
	}
	code, err := compile.CompileAst(&ast.Module{Body: body}, fn.Code.Filename, 0, true)
	if err != nil {
		return nil, err
	}
	locals := py.NewStringDict()
	if _, err := in.Context().RunCode(code, fn.Globals, locals, nil); err != nil {
		return nil, err
	}
	var g *py.Function
	if len(free) > 0 {
		w, ok := locals[wrapper].(*py.Function)
		if !ok {
			return nil, py.ExceptionNewf(py.SystemError, "alpyna: rewriting %s lost its definition", name)
		}
		res, err := py.Call(w, nil, nil)
		if err != nil {
			return nil, err
		}
		if g, ok = res.(*py.Function); !ok {
			return nil, py.ExceptionNewf(py.SystemError, "alpyna: rewriting %s lost its definition", name)
		}
		// The original cells, in the order of the new code's free
		// variables.
		cells := make(py.Tuple, len(g.Code.Freevars))
		for i, v := range g.Code.Freevars {
			for j, w := range free {
				if v == w && j < len(fn.Closure) {
					cells[i] = fn.Closure[j]
				}
			}
			if cells[i] == nil {
				return nil, py.ExceptionNewf(py.SystemError, "alpyna: rewriting %s lost its variable %s", name, v)
			}
		}
		g.Closure = cells
	} else {
		var ok bool
		if g, ok = locals[name].(*py.Function); !ok {
			return nil, py.ExceptionNewf(py.SystemError, "alpyna: rewriting %s lost its definition", name)
		}
	}
	g.Defaults, g.KwDefaults, g.Doc = fn.Defaults, fn.KwDefaults, fn.Doc
	g.Qualname = fn.Qualname
	return g, nil
}

// A nestDone is the callable the fallback's finally calls: it records the
// interpreter's run of the nest.
type nestDone struct{ c *nestClosure }

var doneType = py.NewType("alpyna_nest_done", "records a nest the interpreter ran")

func (d *nestDone) Type() *py.Type { return doneType }

// M__call__ records the run that the closure started.
func (d *nestDone) M__call__(args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	d.c.finishInterpreted()
	return py.None, nil
}
