package vm

// alpyna patch: positional-only parameters (PEP 570).

import (
	"strings"

	"github.com/go-python/gpython/py"
)

// positionalOnlyAsKeyword is CPython's positional_only_passed_as_keyword:
// the TypeError for a call giving positional-only parameters of co by
// keyword (in kws or in kwPairs, name and value in turn) to a function
// without **kwargs, or nil where none was.
func positionalOnlyAsKeyword(co *py.Code, kws py.StringDict, kwPairs []py.Object) error {
	var names []string
	for _, name := range co.Varnames[:co.Posonlyargcount] {
		given := false
		if _, ok := kws[name]; ok {
			given = true
		}
		for i := 0; i+1 < len(kwPairs); i += 2 {
			if string(kwPairs[i].(py.String)) == name {
				given = true
			}
		}
		if given {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return nil
	}
	return py.ExceptionNewf(py.TypeError, "%s() got some positional-only arguments passed as keyword arguments: '%s'", co.Name, strings.Join(names, ", "))
}
