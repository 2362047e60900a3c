package interp

// This file is `alpyna run --auto` in the interpreter: every def of the
// script's own source gets one more decorator, applied last, which hands
// the function to the accelerator as alpyna.jit does, but returns what the
// accelerator gives back directly (or the function itself), so that a
// function the accelerator does not take is the same object CPython would
// make.

import (
	"bytes"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/compile"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
)

// autoDecorator is the name of the decorator --auto adds.
const autoDecorator = "__alpyna_auto__"

// compileAuto compiles src with the decorator added to every def, and the
// nests of the module's own code handed to the accelerator; script tells
// the __main__ script from a module it imports.
func (in *Interpreter) compileAuto(src, filename string, script bool) (*py.Code, error) {
	tree, err := parser.Parse(bytes.NewReader([]byte(src)), filename, py.ExecMode)
	if err != nil {
		return nil, err
	}
	if m, ok := tree.(*ast.Module); ok {
		if ma, ok := in.accel.(ModuleAccelerator); ok {
			if err := ma.RewriteModule(in, m, filename, src, script); err != nil {
				return nil, err
			}
		}
	}
	ast.Walk(tree, func(n ast.Ast) bool {
		if d, ok := n.(*ast.FunctionDef); ok {
			dec := &ast.Name{ExprBase: ast.ExprBase{Pos: d.Pos}, Id: autoDecorator, Ctx: ast.Load}
			d.DecoratorList = append([]ast.Expr{dec}, d.DecoratorList...)
		}
		return true
	})
	return compile.CompileAst(tree, filename, 0, true)
}

// autoMethod is the decorator: a plain function goes to the accelerator;
// anything else (a jit function, a staticmethod) is returned as it is.
func (in *Interpreter) autoMethod() *py.Method {
	return py.MustNewMethod(autoDecorator, func(_ py.Object, fn py.Object) (py.Object, error) {
		pf, ok := fn.(*py.Function)
		if !ok || in.accel == nil {
			return fn, nil
		}
		repl, err := in.accel.Jit(in, pf)
		if err != nil || repl == nil {
			return fn, err
		}
		return repl, nil
	}, 0, "alpyna run --auto: hands every function to the accelerator")
}
