package pynumpy

import (
	_ "embed"
	"slices"
	"sync"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// Some NumPy functions are Python in NumPy itself; alpyna runs ports of
// that Python in the numpy module, so their steps (and results) are
// NumPy's: polynomial.py (poly1d and the polynomial functions) and
// nanfunctions.py (_nanvar and _nanmedian, behind np.nanvar, np.nanstd
// and np.nanmedian), function_base.py (logspace, geomspace) and
// more_names.py (tri, copyto, isin, nan_to_num and the others it lists).

//go:embed polynomial.py
var polynomialSource string

//go:embed nanfunctions.py
var nanfunctionsSource string

//go:embed function_base.py
var functionBaseSource string

//go:embed more_names.py
var moreNamesSource string

// A pythonPart is a Python source the numpy module defines names from.
type pythonPart struct {
	file  string   // the file name tracebacks show
	names []string // the numpy names it defines
	code  func() (*py.Code, error)
}

// compiled compiles src once per process: compiling takes milliseconds,
// which a run pays only when its script names one of the part's names.
func compiled(src, file string) func() (*py.Code, error) {
	return sync.OnceValues(func() (*py.Code, error) {
		return py.Compile(src, file, py.ExecMode, 0, true)
	})
}

var pythonParts = []pythonPart{
	{"numpy/lib/polynomial.py", []string{"poly1d", "poly", "roots", "polyadd", "polysub", "polymul", "polydiv", "polyder", "polyint", "trim_zeros"},
		compiled(polynomialSource, "numpy/lib/polynomial.py")},
	{"numpy/lib/nanfunctions.py", []string{"_nanvar", "_nanmedian"},
		compiled(nanfunctionsSource, "numpy/lib/nanfunctions.py")},
	{"numpy/core/function_base.py", []string{"logspace", "geomspace"},
		compiled(functionBaseSource, "numpy/core/function_base.py")},
	{"numpy/more_names.py", []string{"tri", "tril_indices", "triu_indices", "diag_indices", "full_like",
		"copyto", "putmask", "place", "isin", "nan_to_num", "dstack", "heaviside", "_logaddexp",
		"nanargmax", "nanargmin", "nancumsum", "choose", "put", "vander", "tensordot", "pad"},
		compiled(moreNamesSource, "numpy/more_names.py")},
}

// pythonAttr is the numpy module's LazyAttr: the first time a script asks
// for a name of a Python part, the part runs in the module, which then
// holds all its names.
func pythonAttr(m *py.Module, name string) (py.Object, error) {
	for _, part := range pythonParts {
		if !slices.Contains(part.names, name) {
			continue
		}
		if v, ok := m.Globals[name]; ok {
			return v, nil
		}
		code, err := part.code()
		if err != nil {
			return nil, err
		}
		if _, err := py.RunCode(m.Context, code, part.file, m); err != nil {
			return nil, err
		}
		return m.Globals[name], nil
	}
	return nil, nil
}

// isscalar is np.isscalar(element): whether element is a Python or NumPy
// scalar (a number, a string or bytes), not an array or a sequence.
func isscalar(_ py.Object, element py.Object) (py.Object, error) {
	switch element.(type) {
	case py.Int, *py.BigInt, py.Bool, py.Float, py.Complex, py.String, py.Bytes, scalar:
		return py.True, nil
	}
	return py.False, nil
}

// nanFunction binds np.nanvar, np.nanstd (the square root of nanvar) and
// np.nanmedian to their Python part, which returns the result and whether
// a slice was bad: NumPy's RuntimeWarning for it is given here, at the
// caller's line.
func nanFunction(name, part, warning string, sqrt bool, doc string) *py.Method {
	return py.MustNewMethod(name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		f, err := pythonAttr(self.(*py.Module), part)
		if err != nil {
			return nil, err
		}
		r, err := py.Call(f, args, kwargs)
		if err != nil {
			return nil, err
		}
		res := r.(py.Tuple)
		if res[1] == py.True {
			if frame := py.RunningFrame(); frame != nil {
				if err := warn(frame, py.RuntimeWarning, warning); err != nil {
					return nil, err
				}
			}
		}
		if !sqrt {
			return res[0], nil
		}
		return unary(ndarray.Sqrt, res[0])
	}, 0, doc)
}

// nanFunctions are np.nanvar, np.nanstd and np.nanmedian.
func nanFunctions() []*py.Method {
	const dof = "Degrees of freedom <= 0 for slice."
	return []*py.Method{
		nanFunction("nanvar", "_nanvar", dof, false, "nanvar(a, axis=None, ddof=0, keepdims=False)\n\nThe variance of the elements that are not NaN."),
		nanFunction("nanstd", "_nanvar", dof, true, "nanstd(a, axis=None, ddof=0, keepdims=False)\n\nThe standard deviation of the elements that are not NaN."),
		nanFunction("nanmedian", "_nanmedian", "All-NaN slice encountered", false, "nanmedian(a, axis=None, keepdims=False)\n\nThe median of the elements that are not NaN (NaN for a slice of NaNs)."),
	}
}
