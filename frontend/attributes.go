package frontend

// This file lets a nest read attributes of objects, as methods do:
//
//	def step(self, dt):
//	    for i in range(1, self.n - 1):
//	        self.v[i] = self.u[i] + dt * (self.u[i - 1] - 2 * self.u[i] + self.u[i + 1])
//
// Before the record is built, every attribute read `obj.name` of a name
// the nest does not bind, whose attribute the nest does not assign,
// becomes a name of its own, "obj.name" (no Python name holds a '.'): an
// array if the nest subscripts it, else a symbol, a value the closure
// evaluates once as it calls the nest (its text is the attribute read).
// That is what CPython reads at every access as long as nothing in the
// nest changes the attribute, which the nest cannot do but by assigning
// it: its statements call no code but the helpers the front end inlines.
// A property computed on each access is read once; one that returns a new
// array each time gives the same values, since the nest cannot write the
// array it was computed from without naming it.
//
// The attributes of arrays (a.shape, a.size, ...) and of the math and
// NumPy modules stay as they are: the builder knows them (bounds,
// constants), and calls (np.float64(x)) are not attribute reads.

import (
	"github.com/go-python/gpython/ast"
)

// ndarrayAttrs are attribute names a nest reads of arrays.
var ndarrayAttrs = map[string]bool{
	"shape": true, "size": true, "ndim": true, "T": true, "dtype": true, "real": true,
	"imag": true, "flat": true, "strides": true, "itemsize": true, "nbytes": true,
}

// attributeNames returns root with the attribute reads above renamed, or
// root itself where there is none.
func (fs *funcScan) attributeNames(root *ast.For) *ast.For {
	calls := map[*ast.Attribute]bool{}
	stored := map[string]bool{}
	var found []*ast.Attribute
	ast.Walk(root, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Call:
			if a, ok := x.Func.(*ast.Attribute); ok {
				calls[a] = true
			}
		case *ast.Attribute:
			base, ok := x.Value.(*ast.Name)
			switch {
			case !ok:
			case x.Ctx != ast.Load:
				stored[string(base.Id)+"."+string(x.Attr)] = true
			default:
				found = append(found, x)
			}
		case *ast.AugAssign:
			if a, ok := x.Target.(*ast.Attribute); ok {
				if base, ok := a.Value.(*ast.Name); ok {
					stored[string(base.Id)+"."+string(a.Attr)] = true
				}
			}
		}
		return true
	})
	rename := map[string]ast.Expr{}
	for _, a := range found {
		base := string(a.Value.(*ast.Name).Id)
		key := base + "." + string(a.Attr)
		switch {
		case calls[a], stored[key], ndarrayAttrs[string(a.Attr)]:
		case fs.mod.mathMods[base] || fs.mod.numpyMods[base]:
		case stores([]ast.Stmt{root}, base):
		default:
			rename[key] = &ast.Name{Id: ast.Identifier(key)}
		}
	}
	if len(rename) == 0 {
		return root
	}
	return renameStmts([]ast.Stmt{root}, rename)[0].(*ast.For)
}
