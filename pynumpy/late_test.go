package pynumpy_test

import (
	"testing"

	"github.com/go-python/gpython/py"
)

// TestLateFunctions runs lateCases: each prints what NumPy 1.24 prints.
func TestLateFunctions(t *testing.T) {
	for _, c := range lateCases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("source:\n%s\ngot:\n%s\nwant:\n%s", c.src, got, c.want)
			}
		})
	}
}

// TestPolynomialLoadsOnFirstUse: importing numpy does not compile the
// Python-written polynomial functions (a cost every run would pay); the
// first use of one of them defines them all in the module.
func TestPolynomialLoadsOnFirstUse(t *testing.T) {
	ctx := py.NewContext(py.DefaultContextOpts())
	defer ctx.Close()
	np, err := py.ImportModuleLevelObject(ctx, "numpy", nil, nil, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	globals := np.(*py.Module).Globals
	if _, ok := globals["poly1d"]; ok {
		t.Fatal("poly1d is defined at import")
	}
	roots, err := py.GetAttrString(np, "roots")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := roots.(*py.Function); !ok {
		t.Errorf("numpy.roots is a %s, want a function", roots.Type().Name)
	}
	for _, name := range []string{"poly1d", "polyadd", "polydiv", "trim_zeros"} {
		if _, ok := globals[name]; !ok {
			t.Errorf("%s is not defined after the first use of roots", name)
		}
	}
	if _, err := py.GetAttrString(np, "polyfrob"); err == nil {
		t.Error("numpy.polyfrob exists")
	}
}
