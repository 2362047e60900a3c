package frontend

// This file specialises a jit function on the functions passed to it, as
// Numba compiles a function anew for each function argument (and on the
// ranks of the arrays it is given, where the scan had to guess them):
//
//	@alpyna.jit
//	def rk4(dydt, tspan, y0, n, t, y):
//	    for i in range(n):
//	        dydt(t[i], y[i, :], f1[:])
//	        ...
//
// Ahead of the call nothing says what dydt is, so the nest is refused and
// marked (Nest.CalleeParams). At a call, closure finds that dydt is the
// module's function humps_deriv and asks Specialise for the nest as if it
// called humps_deriv by name: the scan of the function again, with the
// parameter standing for that function wherever it is called, so the
// call is inlined as a direct call would be.

import (
	"slices"

	"github.com/go-python/gpython/ast"

	"github.com/alpyna/alpyna/nest"
)

// calleeParams returns the parameters of the function that loop calls and
// that the function never binds again, sorted.
func (fs *funcScan) calleeParams(loop *ast.For) []string {
	if fs.module {
		return nil
	}
	var out []string
	ast.Walk(loop, func(n ast.Ast) bool {
		call, ok := n.(*ast.Call)
		if !ok {
			return true
		}
		f, ok := call.Func.(*ast.Name)
		if !ok {
			return true
		}
		name := string(f.Id)
		if !slices.Contains(fs.params, name) || slices.Contains(out, name) || fs.declared[name] {
			return true
		}
		for _, st := range fs.def.Body {
			if bindings(st, name) > 0 {
				return true
			}
		}
		out = append(out, name)
		return true
	})
	slices.Sort(out)
	return out
}

// ModuleFunction reports whether the module binds name once, at its top
// level, to a def whose lines hold line (the first line of a function
// object's code): a function Specialise can stand a parameter for.
func (m *Module) ModuleFunction(name string, line int) bool {
	if m.scan == nil {
		return false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	c := m.scan.moduleCallee(name)
	return c != nil && c.why == "" && line >= c.first && line <= c.last
}

// Specialise returns the nest of f at line as the front end builds it when
// each parameter in functions is the module function it maps to (the
// parameter's calls are inlined as calls of that function) and each name
// in ranks holds an array of that many axes (where the scan guesses from
// the function's text whether a name is an array, and its rank). It
// returns nil when no nest of the function starts at line.
func (m *Module) Specialise(f *Func, line int, functions map[string]string, ranks map[string]int) *nest.Nest {
	m.mu.Lock()
	defer m.mu.Unlock()
	def := m.defs[f]
	if def == nil {
		return nil
	}
	g := m.scan.scanFunction(def, false, functions, ranks)
	for _, n := range g.Nests {
		if n.Pos.Line == line {
			return n
		}
	}
	return nil
}
