package interp

import (
	"sort"

	"github.com/go-python/gpython/py"
)

// JitFunctionType is the Python type of functions marked @alpyna.jit.
var JitFunctionType = py.NewType("jit_function", "a function whose loop nests alpyna may accelerate")

// A JitFunction is what alpyna.jit returns: a callable wrapping a Python
// function. In the interpreter path it calls the function unchanged; the
// compiler's closures plug in here.
type JitFunction struct {
	Fn   py.Object // what runs: the function, or the accelerator's replacement
	Orig py.Object // the function as written (attributes are read from it)
}

// Type implements py.Object.
func (f *JitFunction) Type() *py.Type { return JitFunctionType }

// M__call__ calls the wrapped function.
func (f *JitFunction) M__call__(args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	return py.Call(f.Fn, args, kwargs)
}

// M__get__ binds the function to an instance, as a def in a class body
// is bound: a jit method gets its self.
func (f *JitFunction) M__get__(instance, owner py.Object) (py.Object, error) {
	if instance == py.None {
		return f, nil
	}
	return py.NewBoundMethod(instance, f), nil
}

// M__getattr__ forwards attribute reads (__name__, __doc__, ...) to the
// wrapped function, as functools.wraps would make them appear.
func (f *JitFunction) M__getattr__(name string) (py.Object, error) {
	if name == "__wrapped__" {
		return f.Orig, nil
	}
	return py.GetAttrString(f.Orig, name)
}

// M__repr__ shows the wrapped function.
func (f *JitFunction) M__repr__() (py.Object, error) {
	r, err := py.ReprAsString(f.Orig)
	if err != nil {
		return nil, err
	}
	return py.String("<alpyna.jit " + r + ">"), nil
}

// alpynaModule is the alpyna module scripts import.
var alpynaModule = &py.ModuleImpl{
	Info: py.ModuleInfo{
		Name: "alpyna",
		Doc:  "alpyna: loop nests of @alpyna.jit functions are analysed and run in parallel.",
	},
	Methods: []*py.Method{
		py.MustNewMethod("jit", jit, 0, "jit(fn, *, exact_reductions=False) -> fn marked for acceleration; use as @alpyna.jit, @alpyna.jit(exact_reductions=True) or alpyna.jit(fn)"),
	},
	Globals: py.StringDict{
		"__version__": py.String(Version),
	},
}

func init() { py.RegisterModule(alpynaModule) }

// AddAlpynaMethod adds a function to the alpyna module, for the packages
// that offer parts of the compiler to scripts (closure: alpyna.renumber)
// without the interpreter importing them. Call it from an init: each
// interpreter builds its module when a script first imports it.
func AddAlpynaMethod(m *py.Method) {
	alpynaModule.Methods = append(alpynaModule.Methods, m)
}

// Version is alpyna's version, reported by `alpyna version` and as
// alpyna.__version__.
const Version = "0.1.0"

// jit is alpyna.jit(fn=None, *, exact_reductions=False). The options are
// read by the front end from the decorator's syntax (they shape the
// analysis); here they are only checked, and jit(options) returns the
// decorator.
func jit(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	for k := range kwargs {
		if k != "exact_reductions" && !numbaOptions[k] {
			return nil, py.ExceptionNewf(py.TypeError, "jit() got an unexpected keyword argument '%s'", k)
		}
	}
	if len(args) > 1 {
		return nil, py.ExceptionNewf(py.TypeError, "jit() takes at most 1 positional argument (%d given)", len(args))
	}
	if len(args) == 0 || args[0] == py.None {
		return py.MustNewMethod("jit", func(self py.Object, fn py.Object) (py.Object, error) {
			return jit(self, py.Tuple{fn}, nil)
		}, 0, "the alpyna.jit decorator with options"), nil
	}
	fn := args[0]
	if cls, ok := fn.(*py.Type); ok {
		return jitClass(cls)
	}
	if _, ok := fn.(py.I__call__); !ok {
		return nil, py.ExceptionNewf(py.TypeError, "alpyna.jit() argument must be a function, not '%s'", fn.Type().Name)
	}
	if jf, ok := fn.(*JitFunction); ok {
		return jf, nil // jit(jit(f)) is jit(f)
	}
	return accelerate(fn)
}

// numbaOptions are the keywords of Numba's jit and njit that a script
// ported from Numba may keep (@alpyna.jit(parallel=True, cache=True)):
// alpyna finds the parallel loops itself, keeps Python's float semantics
// (fastmath asks for less), caches its kernels anyway and checks bounds.
var numbaOptions = map[string]bool{"parallel": true, "nopython": true, "cache": true, "fastmath": true,
	"nogil": true, "boundscheck": true, "error_model": true, "inline": true}

// jitClass is alpyna.jit on a class (a port of Numba's @jitclass): each
// function its body defines becomes a jit method, and the class itself is
// returned, so that instances, isinstance and subclassing are what they
// were. Static and class methods, properties and nested classes stay as
// they are.
func jitClass(cls *py.Type) (py.Object, error) {
	var names []string
	for name, v := range cls.Dict {
		if _, ok := v.(*py.Function); ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		jf, err := accelerate(cls.Dict[name])
		if err != nil {
			return nil, err
		}
		// Through setattr, which invalidates the VM's cached lookups.
		if _, err := py.SetAttrString(cls, name, jf); err != nil {
			return nil, err
		}
	}
	return cls, nil
}

// accelerate hands fn to the accelerator of the interpreter it was defined
// in, if any.
func accelerate(fn py.Object) (py.Object, error) {
	jf := &JitFunction{Fn: fn, Orig: fn}
	pf, ok := fn.(*py.Function)
	if !ok {
		return jf, nil
	}
	v, ok := contexts.Load(pf.Context)
	if !ok {
		return jf, nil
	}
	in := v.(*Interpreter)
	if in.accel == nil {
		return jf, nil
	}
	repl, err := in.accel.Jit(in, pf)
	if err != nil {
		return nil, err
	}
	if repl != nil {
		jf.Fn = repl
	}
	return jf, nil
}
