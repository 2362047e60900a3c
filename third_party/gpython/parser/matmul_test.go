// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: PEP 465 matrix multiplication (a @ b, a @= b). The
// generated grammar tests come from CPython 3.4, which has no @ operator,
// so these are written by hand; the dumps are what CPython 3.5's ast.dump
// prints for the same source.

package parser

import (
	"testing"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

func TestMatMulLex(t *testing.T) {
	lts, err := LexString("a @= b@c\n@d\n", py.ExecMode)
	if err != nil {
		t.Fatal(err)
	}
	want := LexTokens{
		{FILE_INPUT, nil, ast.Pos{Lineno: 0, ColOffset: 0}},
		{NAME, py.String("a"), ast.Pos{Lineno: 1, ColOffset: 0}},
		{ATEQ, nil, ast.Pos{Lineno: 1, ColOffset: 2}},
		{NAME, py.String("b"), ast.Pos{Lineno: 1, ColOffset: 5}},
		{'@', nil, ast.Pos{Lineno: 1, ColOffset: 6}},
		{NAME, py.String("c"), ast.Pos{Lineno: 1, ColOffset: 7}},
		{NEWLINE, nil, ast.Pos{Lineno: 1, ColOffset: 8}},
		{'@', nil, ast.Pos{Lineno: 2, ColOffset: 0}},
		{NAME, py.String("d"), ast.Pos{Lineno: 2, ColOffset: 1}},
		{NEWLINE, nil, ast.Pos{Lineno: 2, ColOffset: 2}},
		{ENDMARKER, nil, ast.Pos{Lineno: 3, ColOffset: 0}},
	}
	if !lts.Eq(want) {
		t.Errorf("got %v\nwant %v", lts, want)
	}
}

func TestMatMulGrammar(t *testing.T) {
	for _, test := range []struct {
		in, mode, out string
	}{
		{"a @ b", "eval", "Expression(body=BinOp(left=Name(id='a', ctx=Load()), op=MatMult(), right=Name(id='b', ctx=Load())))"},
		{"a@b", "eval", "Expression(body=BinOp(left=Name(id='a', ctx=Load()), op=MatMult(), right=Name(id='b', ctx=Load())))"},
		// @ has the precedence of * and groups to the left.
		{"a @ b * c", "eval", "Expression(body=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=MatMult(), right=Name(id='b', ctx=Load())), op=Mult(), right=Name(id='c', ctx=Load())))"},
		{"a * b @ c", "eval", "Expression(body=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=Mult(), right=Name(id='b', ctx=Load())), op=MatMult(), right=Name(id='c', ctx=Load())))"},
		{"a @ b @ c", "eval", "Expression(body=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=MatMult(), right=Name(id='b', ctx=Load())), op=MatMult(), right=Name(id='c', ctx=Load())))"},
		{"a + b @ c", "eval", "Expression(body=BinOp(left=Name(id='a', ctx=Load()), op=Add(), right=BinOp(left=Name(id='b', ctx=Load()), op=MatMult(), right=Name(id='c', ctx=Load()))))"},
		{"-a @ b ** c", "eval", "Expression(body=BinOp(left=UnaryOp(op=USub(), operand=Name(id='a', ctx=Load())), op=MatMult(), right=BinOp(left=Name(id='b', ctx=Load()), op=Pow(), right=Name(id='c', ctx=Load()))))"},
		{"a @= b", "exec", "Module(body=[AugAssign(target=Name(id='a', ctx=Store()), op=MatMult(), value=Name(id='b', ctx=Load()))])"},
		{"a.x @= b @ c", "exec", "Module(body=[AugAssign(target=Attribute(value=Name(id='a', ctx=Load()), attr='x', ctx=Store()), op=MatMult(), value=BinOp(left=Name(id='b', ctx=Load()), op=MatMult(), right=Name(id='c', ctx=Load())))])"},
		{"a[1] @= b", "exec", "Module(body=[AugAssign(target=Subscript(value=Name(id='a', ctx=Load()), slice=Index(value=Num(n=1)), ctx=Store()), op=MatMult(), value=Name(id='b', ctx=Load()))])"},
		{"x = [a@b for a in c]", "exec", "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=ListComp(elt=BinOp(left=Name(id='a', ctx=Load()), op=MatMult(), right=Name(id='b', ctx=Load())), generators=[comprehension(target=Name(id='a', ctx=Store()), iter=Name(id='c', ctx=Load()), ifs=[])]))])"},
		// Decorators keep working next to the operator.
		{"@d\ndef f(): return a@b\n", "exec", "Module(body=[FunctionDef(name='f', args=arguments(args=[], vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[]), body=[Return(value=BinOp(left=Name(id='a', ctx=Load()), op=MatMult(), right=Name(id='b', ctx=Load())))], decorator_list=[Name(id='d', ctx=Load())], returns=None)])"},
		{"@a.b(c @ d)\nclass C: pass\n", "exec", "Module(body=[ClassDef(name='C', bases=[], keywords=[], starargs=None, kwargs=None, body=[Pass()], decorator_list=[Call(func=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Load()), args=[BinOp(left=Name(id='c', ctx=Load()), op=MatMult(), right=Name(id='d', ctx=Load()))], keywords=[], starargs=None, kwargs=None)])])"},
	} {
		mod, err := ParseString(test.in, py.CompileMode(test.mode))
		if err != nil {
			t.Errorf("Parse(%q): %v", test.in, err)
			continue
		}
		if got := ast.Dump(mod); got != test.out {
			t.Errorf("Parse(%q)\nwant> %s\n got> %s", test.in, test.out, got)
		}
	}
}

func TestMatMulSyntaxErrors(t *testing.T) {
	for _, in := range []string{
		"a @",
		"@= b",
		"a @@ b",
		"a @ = b",
		"(a @= b)",
		"f(a @= b)",
		"a = @b",
		"a @ b = c",
		"@d\nx = 1\n",
	} {
		_, err := ParseString(in, py.ExecMode)
		if err == nil {
			t.Errorf("Parse(%q): no error", in)
			continue
		}
		if exc, ok := err.(*py.Exception); !ok || exc.Type() != py.SyntaxError {
			t.Errorf("Parse(%q): want SyntaxError, got %v", in, err)
		}
	}
}
