package pynumpy

import (
	"slices"

	"github.com/go-python/gpython/py"
)

// missingAttr is the error for an attribute of module name that NumPy has
// and alpyna does not: AttributeError naming it and docs/numpy.md. A name
// NumPy lacks too gets CPython's usual message (nil here).
func missingAttr(name string) func(string) error {
	return func(attr string) error {
		if !slices.Contains(numpyNames[name], attr) {
			return nil
		}
		return py.ExceptionNewf(py.AttributeError, "module '%s' has no attribute '%s': alpyna's NumPy does not have %s.%s yet (docs/numpy.md lists what it has)", name, attr, name, attr)
	}
}
