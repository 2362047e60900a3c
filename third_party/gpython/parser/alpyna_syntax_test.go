// alpyna patch: syntax newer than Python 3.4 (issue 15). The generated
// grammar tests come from CPython 3.4, so these are written by hand: every
// source of TestNewerSyntaxAccepted compiles under CPython 3.11 (their error
// forms are in testdata/syntax_errors.json), and the dumps show the AST
// each construct makes.

package parser_test

import (
	"testing"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/compile"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
)

func TestNewerSyntaxAccepted(t *testing.T) {
	for _, src := range []string{
		"if (n := 10) > 5: pass\n",
		"while x := f(): pass\n",
		"if a:\n    pass\nelif b := 2:\n    pass\n",
		"[y := 1, y]\n",
		"(x := 1, y := 2)\n",
		"f(x := 1)\n",
		"f(x := 1 for y in z)\n",
		"[y for x in z if (y := x)]\n",
		"{(x := 1), 2}\n",
		"lambda: (x := 1)\n",
		"def f():\n    [[(z := j) for j in r] for i in r]\n    return z\n",
		"[*a, *b]\n",
		"(*a, 1)\n",
		"*a, *b\n",
		"x = *a, *b\n",
		"{*a, *b}\n",
		"{**a, 'k': 1, **b}\n",
		"{**a}\n",
		"f(*a, b)\n",
		"f(*a, *b)\n",
		"f(**a, **b)\n",
		"f(**a, b=1)\n",
		"f(a=1, *b)\n",
		"f(*a, b=1, *c, **d, e=2)\n",
		"print(*xs, sep='')\n",
		"class A(*bases, **kw): pass\n",
		"f(*a,)\n",
		"f(**a,)\n",
		"def f(a, /): pass\n",
		"def f(a, b=1, /, c=2, *, d, e=3, **k): pass\n",
		"def f(a, /, *args, **kw): pass\n",
		"lambda a, /, b: a\n",
		"lambda a=1, /: a\n",
		"def f(*a,): pass\n",
		"def f(**k,): pass\n",
		"def f(*, a,): pass\n",
		"def f(a, /,): pass\n",
		"lambda *a,: 1\n",
		"lambda **k,: 1\n",
		"@x[0].y\ndef f(): pass\n",
		"@(lambda f: f)\ndef f(): pass\n",
		"@a or b\ndef f(): pass\n",
		"@a if b else c\nclass A: pass\n",
		"@x := y\ndef f(): pass\n",
		"@f()()\ndef g(): pass\n",
		"@alpyna.jit\ndef g(): pass\n",
		"def f(a):\n    return *a, *a\n",
		"def f(a):\n    yield *a, 1\n",
		"for x in *a, *b: pass\n",
		"x += *a, *b\n",
		"a[*b]\n",
		"a[*b, 1]\n",
		"a[x := 1]\n",
	} {
		if _, err := compile.Compile(src, "f.py", py.ExecMode, 0, true); err != nil {
			t.Errorf("%q: %v", src, err)
		}
	}
}

func TestNewerSyntaxAST(t *testing.T) {
	for _, c := range []struct{ src, dump string }{
		{"(x := 1)", "Expression(body=NamedExpr(target=Name(id='x', ctx=Store()), value=Num(n=1)))"},
		{"[*a, 1]", "Expression(body=List(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Num(n=1)], ctx=Load()))"},
		{"{**a, 'k': 1}", "Expression(body=Dict(keys=[None, Str(s='k')], values=[Name(id='a', ctx=Load()), Num(n=1)]))"},
		// A call Python 3.4 could write keeps starargs and kwargs.
		{"f(a, *b, c=1, **d)", "Expression(body=Call(func=Name(id='f', ctx=Load()), args=[Name(id='a', ctx=Load())], keywords=[keyword(arg='c', value=Num(n=1))], starargs=Name(id='b', ctx=Load()), kwargs=Name(id='d', ctx=Load())))"},
		// Any other keeps its *iterable in args and its **mapping in keywords, as CPython 3.5+.
		{"f(*a, b, **c, d=1)", "Expression(body=Call(func=Name(id='f', ctx=Load()), args=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Name(id='b', ctx=Load())], keywords=[keyword(arg=None, value=Name(id='c', ctx=Load())), keyword(arg='d', value=Num(n=1))], starargs=None, kwargs=None))"},
		{"lambda a, b=1, /, c=2: 0", "Expression(body=Lambda(args=arguments(posonlyargs=[arg(arg='a', annotation=None), arg(arg='b', annotation=None)], args=[arg(arg='c', annotation=None)], vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[Num(n=1), Num(n=2)]), body=Num(n=0)))"},
	} {
		tree, err := parser.ParseString(c.src, py.EvalMode)
		if err != nil {
			t.Errorf("%q: %v", c.src, err)
			continue
		}
		if got := ast.Dump(tree); got != c.dump {
			t.Errorf("%q:\n got %s\nwant %s", c.src, got, c.dump)
		}
	}
}
