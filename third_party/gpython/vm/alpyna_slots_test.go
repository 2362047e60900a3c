// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package vm_test

import (
	"testing"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/pytest"
)

// alpyna patch: instances keep their attributes in slots
// (py/alpyna_slots.go). Go code reads and writes them through
// py.GetAttrString, py.SetAttrString, py.DeleteAttrString and GetDict, as
// alpyna's packages do; between calls of Python functions whose caches
// hold the instances' shapes, each must see what the other wrote.
func TestInstanceAttributesFromGo(t *testing.T) {
	const src = `
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm1(self):
        return abs(self.x) + abs(self.y)

def getx(p):
    return p.x

def norm1(p):
    return p.norm1()

def setz(p, v):
    p.z = v
`
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	module, code := pytest.CompileSrc(t, ctx, src, "slots_from_go.py")
	if _, err := ctx.RunCode(code, module.Globals, module.Globals, nil); err != nil {
		t.Fatal(err)
	}
	call := func(name string, args ...py.Object) py.Object {
		t.Helper()
		var res py.Object
		for i := 0; i < 3; i++ { // the first call fills the caches
			got, err := py.Call(module.Globals[name], py.Tuple(args), nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if i > 0 && got != res {
				t.Fatalf("%s gave %v, then %v", name, res, got)
			}
			res = got
		}
		return res
	}
	attr := func(o py.Object, name string) py.Object {
		t.Helper()
		v, err := py.GetAttrString(o, name)
		if err != nil {
			t.Fatalf("GetAttrString(%s): %v", name, err)
		}
		return v
	}
	newPoint := func(x, y py.Int) py.Object {
		t.Helper()
		p, err := py.Call(module.Globals["Point"], py.Tuple{x, y}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	set := func(o py.Object, name string, v py.Object) {
		t.Helper()
		if _, err := py.SetAttrString(o, name, v); err != nil {
			t.Fatalf("SetAttrString(%s): %v", name, err)
		}
	}

	p := newPoint(3, -4)
	if got := call("norm1", p); got != py.Int(7) {
		t.Fatalf("norm1 = %v, want 7", got)
	}
	// Go writes an existing attribute and adds one; Python reads them
	set(p, "x", py.Int(10))
	if got := call("getx", p); got != py.Int(10) {
		t.Fatalf("getx after a Go store = %v, want 10", got)
	}
	set(p, "w", py.String("go"))
	if got := attr(p, "w"); got != py.String("go") {
		t.Fatalf("w = %v", got)
	}
	// Python adds an attribute; Go reads it
	call("setz", p, py.Int(5))
	if got := attr(p, "z"); got != py.Int(5) {
		t.Fatalf("z set by Python, read by Go = %v, want 5", got)
	}
	// a second instance of the same attributes takes the same caches
	q := newPoint(1, 2)
	if got := call("getx", q); got != py.Int(1) {
		t.Fatalf("getx(q) = %v, want 1", got)
	}

	// GetDict gives the instance a dict that holds every attribute and
	// stays live in both directions
	d := p.(py.IGetDict).GetDict()
	want := py.StringDict{"x": py.Int(10), "y": py.Int(-4), "w": py.String("go"), "z": py.Int(5)}
	if len(d) != len(want) {
		t.Fatalf("GetDict() = %v, want %v", d, want)
	}
	for k, v := range want {
		if d[k] != v {
			t.Fatalf("GetDict()[%q] = %v, want %v", k, d[k], v)
		}
	}
	d["x"] = py.Int(20)
	if got := call("getx", p); got != py.Int(20) {
		t.Fatalf("getx after a write to the dict = %v, want 20", got)
	}
	call("setz", p, py.Int(6))
	if d["z"] != py.Int(6) {
		t.Fatalf("dict's z after a Python store = %v, want 6", d["z"])
	}
	if got := call("norm1", q); got != py.Int(3) {
		t.Fatalf("norm1(q) = %v, want 3", got)
	}

	// deletion from Go: the attribute is gone for Python too
	if err := py.DeleteAttrString(q, "x"); err != nil {
		t.Fatal(err)
	}
	if _, err := py.Call(module.Globals["getx"], py.Tuple{q}, nil); err == nil || !py.IsException(py.AttributeError, err) {
		t.Fatalf("getx after deleting x: err = %v, want an AttributeError", err)
	}
	if err := py.DeleteAttrString(q, "x"); err == nil || !py.IsException(py.AttributeError, err) {
		t.Fatalf("deleting x twice: err = %v, want an AttributeError", err)
	}
	if got := attr(q, "y"); got != py.Int(2) {
		t.Fatalf("y = %v, want 2", got)
	}
}
