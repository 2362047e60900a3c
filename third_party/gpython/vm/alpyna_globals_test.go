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

// alpyna patch: module-level code caches the names it loads and stores
// (py.NameCache). Go code called from a module-level loop that binds,
// deletes or directly writes one of the module's names, or a builtin, must
// be seen by the loop's next read.
func TestModuleNamesWrittenFromGo(t *testing.T) {
	const src = `
seen = []
value = "python"
for i in range(3):
    seen.append(value)
    set_value(i)
seen.append(value)
for i in range(2):
    seen.append(value)
    write_directly(i + 10)
seen.append(value)
drop_value()
try:
    value
except NameError:
    seen.append("NameError")
for i in range(2):
    seen.append(len(seen))
    shadow_len()
seen.append(len(seen))
`
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	module, code := pytest.CompileSrc(t, ctx, src, "module_names_from_go.py")
	globals := module.Globals
	fake := py.MustNewMethod("len", func(self py.Object, args py.Tuple) (py.Object, error) {
		return py.String("fake len"), nil
	}, 0, "")
	for name, fn := range map[string]func(args py.Tuple) error{
		"set_value": func(args py.Tuple) error { globals.SetGlobal("value", args[0]); return nil },
		"write_directly": func(args py.Tuple) error {
			globals["value"] = args[0]
			py.NoteNamespaceChange()
			return nil
		},
		"drop_value": func(py.Tuple) error { globals.DeleteGlobal("value"); return nil },
		"shadow_len": func(py.Tuple) error { globals.SetGlobal("len", fake); return nil },
	} {
		fn := fn
		globals[name] = py.MustNewMethod(name, func(self py.Object, args py.Tuple) (py.Object, error) {
			return py.None, fn(args)
		}, 0, "")
	}
	if _, err := ctx.RunCode(code, globals, globals, nil); err != nil {
		t.Fatal(err)
	}
	got, err := py.ReprAsString(globals["seen"])
	if err != nil {
		t.Fatal(err)
	}
	const want = "['python', 0, 1, 2, 2, 10, 11, 'NameError', 8, 'fake len', 'fake len']"
	if got != want {
		t.Errorf("seen = %s, want %s", got, want)
	}
}

// alpyna patch: module-level code of several contexts running at once on
// different goroutines takes ownership of the name caches in turn
// (py.NameCache): each must read back what it stored, whatever the others
// do in between.
func TestModuleNamesConcurrent(t *testing.T) {
	const src = `
total = 0
k = 0
while k < 3000:
    total += k
    if k % 500 == 0:
        exec("total = total + 1", globals())
    k += 1
`
	const want = 3000*2999/2 + 6
	errs := make(chan error, 4)
	for g := 0; g < 4; g++ {
		go func() {
			ctx := py.NewContext(py.DefaultContextOpts())
			defer ctx.Close()
			code, err := py.Compile(src, "concurrent.py", py.ExecMode, 0, true)
			if err != nil {
				errs <- err
				return
			}
			globals := py.NewStringDict()
			if _, err := ctx.RunCode(code, globals, globals, nil); err != nil {
				errs <- err
				return
			}
			if got := globals["total"]; got != py.Int(want) {
				errs <- fmt.Errorf("total = %v, want %d", got, want)
				return
			}
			errs <- nil
		}()
	}
	for g := 0; g < 4; g++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// alpyna patch: a module-level store keeps its value in the frame's name
// cache and writes the globals map only before code other than the
// frame's own may run (py.NameCache.Sync). Go code called from the loop
// reads the map directly, and the map holds every store once the frame
// ends, by a return or by an exception.
func TestModuleStoresReachTheMap(t *testing.T) {
	const src = `
stop = fail
for k in range(5):
    total = k * 10
    record()
    total = -1
count = 0
while count < 7:
    count += 1
label = "end"
if stop:
    boom = 1
    raise ValueError("stop")
`
	for _, fail := range []bool{false, true} {
		ctx := py.NewContext(py.DefaultContextOpts())
		module, code := pytest.CompileSrc(t, ctx, src, "module_stores.py")
		globals := module.Globals
		var seen []py.Object
		globals["record"] = py.MustNewMethod("record", func(self py.Object, args py.Tuple) (py.Object, error) {
			seen = append(seen, globals["total"], globals["k"])
			return py.None, nil
		}, 0, "")
		globals["fail"] = py.NewBool(fail)
		_, err := ctx.RunCode(code, globals, globals, nil)
		if fail != (err != nil) {
			t.Fatalf("fail=%v: err = %v", fail, err)
		}
		got, reprErr := py.ReprAsString(py.NewListFromItems(seen))
		if reprErr != nil {
			t.Fatal(reprErr)
		}
		if want := "[0, 0, 10, 1, 20, 2, 30, 3, 40, 4]"; got != want {
			t.Errorf("fail=%v: the map during the loop: %s, want %s", fail, got, want)
		}
		want := py.StringDict{"stop": py.NewBool(fail), "total": py.Int(-1), "k": py.Int(4), "count": py.Int(7), "label": py.String("end")}
		if fail {
			want["boom"] = py.Int(1)
		}
		for name, v := range want {
			if globals[name] != v {
				t.Errorf("fail=%v: after the frame, %s = %v, want %v", fail, name, globals[name], v)
			}
		}
		ctx.Close()
	}
}
