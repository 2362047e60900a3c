package pynumpy

import "github.com/go-python/gpython/py"

// This file is np.errstate: a context manager that applies np.seterr's
// settings inside a with block and restores the previous ones after it.

var errstateType = py.NewType("numpy.errstate", "errstate(**kwargs)\n\nContext manager applying seterr(**kwargs) inside a with block.")

// errstate holds its module (whose settings it changes), the settings it
// applies and, inside the block, the ones it restores.
type errstate struct {
	module   *py.Module
	settings py.StringDict
	saved    py.StringDict
}

// Type returns numpy.errstate.
func (e *errstate) Type() *py.Type { return errstateType }

func init() {
	errstateType.Dict["__enter__"] = py.MustNewMethod("__enter__", func(self py.Object) (py.Object, error) {
		e := self.(*errstate)
		e.saved = errSettings(e.module)
		if _, err := seterr(e.module, nil, e.settings); err != nil {
			return nil, err
		}
		return py.None, nil // NumPy's errstate.__enter__ returns None
	}, 0, "__enter__()\n\nApply the settings.")
	errstateType.Dict["__exit__"] = py.MustNewMethod("__exit__", func(self py.Object, args py.Tuple) (py.Object, error) {
		e := self.(*errstate)
		if e.saved != nil {
			e.module.Globals.SetGlobal("_errstate", e.saved)
		}
		return py.False, nil // exceptions propagate
	}, 0, "__exit__(*exc_info)\n\nRestore the settings in force before the block.")
}

// newErrstate is np.errstate(**kwargs): the keywords are checked when the
// block is entered, as NumPy does.
func newErrstate(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) > 0 {
		return nil, py.ExceptionNewf(py.TypeError, "errstate() takes 0 positional arguments but %d were given", len(args))
	}
	settings := py.StringDict{}
	for k, v := range kwargs {
		if k == "call" {
			return nil, py.ExceptionNewf(py.NotImplementedError, "errstate: call= is not supported (docs/numpy.md)")
		}
		settings[k] = v
	}
	return &errstate{module: self.(*py.Module), settings: settings}, nil
}
