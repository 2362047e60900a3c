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
// An attribute the nest assigns (`self.count += 1`, `stats.best =
// max(stats.best, a[i])`) and never subscripts is a scalar of its own
// under the same name, read before the nest where the nest may read it
// first and stored back after it, as CPython leaves it (package closure
// builds both from the '.' in the name). Two bases that may be one
// object (`p.count` and `q.count`) would make two scalars of one
// attribute: a nest that names one attribute through two bases, and
// assigns it, keeps it as written (refused).
//
// The attributes of arrays (a.shape, a.size, ...) and of the math and
// NumPy modules stay as they are: the builder knows them (bounds,
// constants), and calls (np.float64(x)) are not attribute reads.

import (
	"strings"

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
	subscripted := map[string]bool{}
	stored := map[string]bool{}
	basesOf := map[string]map[string]bool{} // attribute name -> the bases it is read or assigned through
	var found []*ast.Attribute
	key := func(a *ast.Attribute) (string, bool) {
		base, ok := a.Value.(*ast.Name)
		if !ok {
			return "", false
		}
		return string(base.Id) + "." + string(a.Attr), true
	}
	ast.Walk(root, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Call:
			if a, ok := x.Func.(*ast.Attribute); ok {
				calls[a] = true
			}
		case *ast.Subscript:
			if a, ok := x.Value.(*ast.Attribute); ok {
				if k, ok := key(a); ok {
					subscripted[k] = true
				}
			}
		case *ast.Attribute:
			k, ok := key(x)
			if !ok {
				break
			}
			if basesOf[string(x.Attr)] == nil {
				basesOf[string(x.Attr)] = map[string]bool{}
			}
			basesOf[string(x.Attr)][string(x.Value.(*ast.Name).Id)] = true
			if x.Ctx != ast.Load {
				stored[k] = true
			}
			found = append(found, x)
		case *ast.AugAssign:
			if a, ok := x.Target.(*ast.Attribute); ok {
				if k, ok := key(a); ok {
					stored[k] = true
				}
			}
		}
		return true
	})
	rename := map[string]ast.Expr{}
	for _, a := range found {
		base := string(a.Value.(*ast.Name).Id)
		k, _ := key(a)
		switch {
		case calls[a], ndarrayAttrs[string(a.Attr)]:
		case fs.mod.mathMods[base] || fs.mod.numpyMods[base]:
		case stores([]ast.Stmt{root}, base):
		case stored[k] && (subscripted[k] || len(basesOf[string(a.Attr)]) > 1):
		default:
			rename[k] = &ast.Name{Id: ast.Identifier(k)}
		}
	}
	if len(rename) == 0 {
		return root
	}
	return renameStmts([]ast.Stmt{root}, rename)[0].(*ast.For)
}

// AttributeScalar splits a scalar named for an attribute the nest assigns
// ("self.count") into the object's name and the attribute's; ok is false
// for every other name, which holds no '.'.
func AttributeScalar(name string) (base, attr string, ok bool) {
	return strings.Cut(name, ".")
}
