// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package vm_test

import (
	"fmt"
	"testing"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/pytest"
)

// tracebackSteps lists the functions and lines of a traceback, outermost
// first.
func tracebackSteps(tb py.Object) []string {
	var steps []string
	t, _ := tb.(*py.Traceback)
	for ; t != nil; t = t.Next {
		steps = append(steps, fmt.Sprintf("%s:%d", t.Frame.Code.Name, t.Lineno))
	}
	return steps
}

// alpyna patch: the evaluation loop keeps its program counter in a local
// and stores it to frame.Lasti only before what may read it. Exceptions
// raised after runs of the loop's local cases (jumps taken, range and
// list loops, arithmetic), by an opcode function, a call, an attribute,
// a dict's hashing or a generator resumed, and exceptions caught and
// left by continue and finally, are reported at CPython's lines.
func TestProgramCounterTracebackLines(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		want      []string // traceback, outermost first
	}{{
		name: "opcode function after a taken jump",
		src: `
def f(n):
    t = 0
    for i in range(n):
        if i < 3:
            t = t + i
        else:
            t = t + "x"
    return t
f(5)
`,
		want: []string{"<module>:10", "f:8"},
	}, {
		name: "handlers, continue and finally in a loop",
		src: `
def g(xs):
    n = 0
    for x in xs:
        try:
            n = n + 10 // x
        except ZeroDivisionError:
            n = n + 1
            continue
        finally:
            n = n + 100
    assert n == 311, n
    return n + xs
g([1, 0, 2])
`,
		want: []string{"<module>:14", "g:13"},
	}, {
		name: "attribute in a callee after a while loop",
		src: `
class P:
    pass
def h(p, k):
    s = 0
    while k > 0:
        k = k - 1
        s = s + k
    return p.missing + s
def main():
    xs = [1, 2, 3]
    for x in xs:
        y = x * 2
    return h(P(), y)
main()
`,
		want: []string{"<module>:15", "main:14", "h:9"},
	}, {
		name: "generator resumed in a loop",
		src: `
def gen(n):
    for i in range(n):
        yield i * 2
    x = 1
    raise ValueError(x)
total = 0
for v in gen(3):
    total = total + v
`,
		want: []string{"<module>:8", "gen:6"},
	}, {
		name: "a key's __hash__ raises",
		src: `
class K:
    def __hash__(self):
        raise KeyError("h")
def put(d):
    x = 1
    y = x + 1
    d[K()] = y
put({})
`,
		want: []string{"<module>:9", "put:8", "__hash__:4"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := py.NewContext(py.DefaultContextOpts())
			defer ctx.Close()
			module, code := pytest.CompileSrc(t, ctx, tc.src, "pc.py")
			_, err := ctx.RunCode(code, module.Globals, module.Globals, nil)
			exc, ok := err.(py.ExceptionInfo)
			if !ok {
				t.Fatalf("error %v, want an exception", err)
			}
			got := tracebackSteps(exc.Traceback)
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("traceback %v, want %v (%v)", got, tc.want, exc.Value)
			}
		})
	}
}

// alpyna patch: Go code that Python calls reads the line it was called
// from in py.RunningFrame().Lasti, as pynumpy's warnings do: the loop
// stores its program counter there before a call, whatever local cases
// ran before it.
func TestProgramCounterSeenByGoCalls(t *testing.T) {
	const src = `
a = 1
b = a + 2
w1 = where()
w2 = []
for i in range(3):
    c = i * 2
    if c > 0:
        w2.append(where())
def f(xs, where):
    out = []
    add = out.append
    for x in xs:
        y = x * 2
        if y > 2:
            add(where())
        else:
            add(where())
    return out
w3 = f([1, 2, 1], where)
`
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	module, code := pytest.CompileSrc(t, ctx, src, "where.py")
	module.Globals["where"] = py.MustNewMethod("where", func(py.Object, py.Tuple) (py.Object, error) {
		frame := py.RunningFrame()
		return py.Int(frame.Code.Addr2Line(frame.Lasti)), nil
	}, 0, "where() is the line of the Python code calling it")
	if _, err := ctx.RunCode(code, module.Globals, module.Globals, nil); err != nil {
		t.Fatal(err)
	}
	var got []any
	for _, name := range []string{"w1", "w2", "w3"} {
		if l, ok := module.Globals[name].(*py.List); ok {
			got = append(got, l.Items)
		} else {
			got = append(got, module.Globals[name])
		}
	}
	if want := "[4 [9 9] [18 16 18]]"; fmt.Sprint(got) != want {
		t.Errorf("where() gave w1 w2 w3 = %v, want %s", got, want)
	}
}
