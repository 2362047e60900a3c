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

// alpyna patch: the VM's call shortcuts (callFunction, callMethod,
// callKeywordsDirect, newInstance and the frames they reuse) report an
// exception leaving their callees, caught or not, with the traceback
// CPython 3.11 gives: every frame it left, at its line, through bound
// methods, method calls without a bound method, keyword calls, an
// __init__ run by creating an instance, and calls made in a finally block
// while the exception is in flight; and leave no frame counted against
// the recursion limit.
func TestCallPathTracebacks(t *testing.T) {
	const lib = `
class Acc:
    def __init__(self):
        self.n = 0
    def add(self, k, check=True):
        if check and k < 0:
            raise ValueError(k)
        self.n += k
        return self.n

def level3(acc, k):
    return acc.add(k)

def level2(acc, k):
    bound = acc.add
    total = 0
    total += level3(acc, 1)
    total += bound(k)
    return total

def kw(acc, k, *rest):
    return level2(acc, k=k) if False else level2(acc, k)

def level1(acc, k):
    for i in range(3):
        level2(acc, 1)
    return kw(acc, k, 0)
`
	for _, tc := range []struct {
		name, src string
		want      []string // traceback, outermost first, as CPython 3.11 gives it
	}{{
		name: "through a bound method",
		src:  lib + "level1(Acc(), -5)\n",
		want: []string{"<module>:28", "level1:27", "kw:22", "level2:18", "add:7"},
	}, {
		name: "through a method call",
		src: lib + `
def via_method(acc):
    acc.add(2)
    return level3(acc, -1)
via_method(Acc())
`,
		want: []string{"<module>:32", "via_method:31", "level3:12", "add:7"},
	}, {
		name: "re-raised after a handler in a callee",
		src: lib + `
def handled(acc):
    try:
        level3(acc, -2)
    except ValueError:
        acc.n = -1
    level3(acc, 3)
    return level3(acc, -3)
def outer(acc):
    return handled(acc) + 1
outer(Acc())
`,
		want: []string{"<module>:38", "outer:37", "handled:35", "level3:12", "add:7"},
	}, {
		name: "a finally in the caller",
		src: lib + `
def fin(acc):
    try:
        return level3(acc, -4)
    finally:
        acc.n = 100
fin(Acc())
`,
		want: []string{"<module>:34", "fin:31", "level3:12", "add:7"},
	}, {
		name: "calls in a finally while the exception is in flight",
		src: lib + `
def fin_calls(acc):
    try:
        level3(acc, -6)
    finally:
        str(acc.n)
        level3(acc, 1)
        acc.add(2, check=False)
fin_calls(Acc())
`,
		want: []string{"<module>:36", "fin_calls:31", "level3:12", "add:7"},
	}, {
		name: "an __init__ called by creating an instance",
		src: lib + `
class Bad:
    def __init__(self, acc, k):
        self.k = k
        acc.add(k)
def build(acc):
    Bad(acc, 1)
    return Bad(acc, -7)
build(Acc())
`,
		want: []string{"<module>:36", "build:35", "__init__:32", "add:7"},
	}} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := py.NewContext(py.DefaultContextOpts())
			defer ctx.Close()
			module, code := pytest.CompileSrc(t, ctx, tc.src, "callpaths.py")
			_, err := ctx.RunCode(code, module.Globals, module.Globals, nil)
			exc, ok := err.(py.ExceptionInfo)
			if !ok {
				t.Fatalf("error %v, want an exception", err)
			}
			if !py.IsException(py.ValueError, err) {
				t.Fatalf("error %v, want a ValueError", err)
			}
			got := tracebackSteps(exc.Traceback)
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("traceback %v, want %v (%v)", got, tc.want, exc.Value)
			}
			if depth := ctx.Store().RecursionDepth(); depth != 0 {
				t.Errorf("%d frames still counted after the exception, want 0", depth)
			}
		})
	}
}
