// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package vm_test

import (
	"testing"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/pytest"
)

// alpyna patch: LOAD_GLOBAL caches what it finds (py/alpyna_globals.go).
// Go code that binds a module's globals between two calls of a Python
// function, as alpyna's interpreter and NumPy module do, must be seen by
// the second call: through StringDict.SetGlobal and DeleteGlobal, or a
// direct write followed by NoteNamespaceChange.
func TestGlobalsWrittenFromGo(t *testing.T) {
	const src = `
def read():
    return value

def size(xs):
    return len(xs)

value = "python"
`
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	module, code := pytest.CompileSrc(t, ctx, src, "globals_from_go.py")
	if _, err := ctx.RunCode(code, module.Globals, module.Globals, nil); err != nil {
		t.Fatal(err)
	}
	call := func(name string, args ...py.Object) (py.Object, error) {
		t.Helper()
		return py.Call(module.Globals[name], py.Tuple(args), nil)
	}
	// each step calls several times, so that the first call fills the
	// cache and the next ones read it
	expect := func(name string, want py.Object, args ...py.Object) {
		t.Helper()
		for i := 0; i < 3; i++ {
			got, err := call(name, args...)
			if err != nil {
				t.Fatalf("%s(): %v", name, err)
			}
			if got != want {
				t.Fatalf("%s() = %v, want %v", name, got, want)
			}
		}
	}
	expectNameError := func(name string, args ...py.Object) {
		t.Helper()
		if _, err := call(name, args...); err == nil || !py.IsException(py.NameError, err) {
			t.Fatalf("%s(): err = %v, want a NameError", name, err)
		}
	}

	expect("read", py.String("python"))
	module.Globals.SetGlobal("value", py.String("go"))
	expect("read", py.String("go"))
	module.Globals["value"] = py.String("direct")
	py.NoteNamespaceChange()
	expect("read", py.String("direct"))
	module.Globals.DeleteGlobal("value")
	expectNameError("read")
	module.Globals.SetGlobal("value", py.Int(7))
	expect("read", py.Int(7))

	// a builtin shadowed from Go in the module, then in builtins itself
	xs := py.NewListFromItems([]py.Object{py.Int(1), py.Int(2)})
	expect("size", py.Int(2), xs)
	fake := py.MustNewMethod("len", func(self py.Object, args py.Tuple) (py.Object, error) {
		return py.String("fake len"), nil
	}, 0, "")
	module.Globals.SetGlobal("len", fake)
	expect("size", py.String("fake len"), xs)
	module.Globals.DeleteGlobal("len")
	expect("size", py.Int(2), xs)
	builtins := ctx.Store().Builtins.Globals
	saved := builtins["len"]
	builtins.SetGlobal("len", fake)
	expect("size", py.String("fake len"), xs)
	builtins.SetGlobal("len", saved)
	expect("size", py.Int(2), xs)
}
