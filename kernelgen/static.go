package kernelgen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// typeNames are the spellings StaticTypes accepts, as NumPy and Python
// name the types.
var typeNames = map[string]kernel.Type{
	"int": kernel.PyInt, "float": kernel.PyFloat, "bool": kernel.PyBool,
	"int32": kernel.Int32, "int64": kernel.Int64, "float32": kernel.Float32,
	"float64": kernel.Float64, "bool_": kernel.Bool,
}

// StaticTypes are the types of a nest's values when no call has bound any
// (alpyna compile): arrays of float64 with as many axes as their
// subscripts, names used in loop bounds or subscripts Python ints (as are
// len() and .shape values), other names Python floats; given overrides
// these by name ("a": "float32", "n": "int"), and an array's given type is
// its element type. It fails on a type name it does not know.
func StaticTypes(n *nest.Nest, given map[string]string) (Types, error) {
	t := Types{Arrays: map[string]ArrayType{}, Values: map[string]kernel.Type{}}
	lookup := func(name string, def kernel.Type) (kernel.Type, error) {
		s, ok := given[name]
		if !ok {
			return def, nil
		}
		typ, ok := typeNames[s]
		if !ok {
			names := make([]string, 0, len(typeNames))
			for k := range typeNames {
				names = append(names, k)
			}
			sort.Strings(names)
			return kernel.Invalid, fmt.Errorf("unknown type %q for %s: want one of %s", s, name, strings.Join(names, ", "))
		}
		return typ, nil
	}
	ints := map[string]bool{}
	markInts := func(e nest.Expr) {
		nest.WalkExpr(e, func(x nest.Expr) {
			switch x := x.(type) {
			case *nest.Name:
				if x.Role == nest.Symbol {
					ints[x.Id] = true
				}
			case *nest.Opaque:
				ints[x.Text] = true
			}
		})
	}
	ndim := map[string]int{}
	for _, l := range n.Loops {
		markInts(l.Start)
		markInts(l.Stop)
		markInts(l.Step)
	}
	for _, st := range n.Stmts {
		for _, e := range append(st.Reads(), st.Target) {
			if r, ok := e.(*nest.Ref); ok && !r.Synthetic {
				ndim[r.Array] = len(r.Subs)
				for _, s := range r.Subs {
					markInts(s)
				}
			}
		}
	}
	for _, name := range n.Arrays {
		elem, err := lookup(name, kernel.Float64)
		if err != nil {
			return t, err
		}
		t.Arrays[name] = ArrayType{Elem: elem, NDim: ndim[name]}
	}
	b := &builder{n: n}
	for _, name := range b.valueNames() {
		def := kernel.PyFloat
		if ints[name] {
			def = kernel.PyInt
		}
		typ, err := lookup(name, def)
		if err != nil {
			return t, err
		}
		t.Values[name] = typ
	}
	for _, sc := range n.Scalars {
		if sc.LiveIn {
			typ, err := lookup(sc.Name, kernel.PyFloat)
			if err != nil {
				return t, err
			}
			t.Values[sc.Name] = typ
		}
	}
	return t, nil
}
