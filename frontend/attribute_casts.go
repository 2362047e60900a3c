package frontend

// This file reads a call of an attribute that holds a number type as the
// cast it is. Classes keep the element type of their data in an attribute
// and convert with it (PolyBench/Python's base class: DATA_TYPE = float,
// or int, set per benchmark):
//
//	A[i, j] = self.DATA_TYPE((i * j + 1) % self.N) / self.N
//
// The attribute's value is the script's business at run time, so the
// statement takes the cast the module's classes give the attribute as a
// class attribute (`DATA_TYPE = int`; float where none does), and a check
// the closure evaluates before the nest sends a call whose attribute holds
// anything else (another type, a method) to the interpreter:
//
//	checked before: self.DATA_TYPE is float
//	A[i, j] = float((i * j + 1) % self.N) / self.N
//
// Only calls of one positional argument of `obj.name` with obj a parameter
// of the function the nest does not bind (self, a configuration object;
// not a module, whose functions keep their own reason), and name no
// method of the module's classes, are read so.

import (
	"fmt"
	"slices"

	"github.com/go-python/gpython/ast"
)

// castTypes are the builtin types a class attribute may name for
// attributeCasts.
var castTypes = map[string]bool{"float": true, "int": true}

// attributeCasts returns root with the calls above made casts behind their
// checks, or root itself where there is none.
func (b *builder) attributeCasts(root *ast.For) *ast.For {
	if b.fs.shadowed("float") || b.fs.shadowed("int") {
		return root
	}
	bound := map[string]bool{}
	ast.Walk(root, func(n ast.Ast) bool {
		if x, ok := n.(*ast.Name); ok && x.Ctx != ast.Load {
			bound[string(x.Id)] = true
		}
		return true
	})
	methods, classTypes := b.fs.mod.classMembers(b.fs.def)
	return rewriteLoop(root, func(st ast.Stmt) []ast.Stmt {
		var checks []ast.Expr
		var rewrite func(e ast.Expr) ast.Expr
		rewrite = func(e ast.Expr) ast.Expr {
			c, ok := e.(*ast.Call)
			if ok && len(c.Args) == 1 && len(c.Keywords) == 0 && c.Starargs == nil && c.Kwargs == nil {
				if attr, ok := c.Func.(*ast.Attribute); ok {
					if obj, ok := attr.Value.(*ast.Name); ok && slices.Contains(b.fs.params, string(obj.Id)) && !bound[string(obj.Id)] && !methods[string(attr.Attr)] {
						cast := "float"
						if t := classTypes[string(attr.Attr)]; t != "" {
							cast = t
						}
						at := c.ExprBase
						checks = append(checks, &ast.Compare{ExprBase: at, Left: cloneExpr(attr, nil), Ops: []ast.CmpOp{ast.Is},
							Comparators: []ast.Expr{&ast.Name{ExprBase: at, Id: ast.Identifier(cast), Ctx: ast.Load}}})
						return &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: ast.Identifier(cast), Ctx: ast.Load},
							Args: []ast.Expr{rewrite(c.Args[0])}}
					}
				}
			}
			return mapChildren(e, rewrite)
		}
		_, value, ok := singleStore(st)
		if !ok {
			return nil
		}
		newValue := rewrite(value)
		if len(checks) == 0 {
			return nil
		}
		at := ast.ExprBase{Pos: ast.Pos{Lineno: st.GetLineno(), ColOffset: st.GetColOffset()}}
		b.keepSourceText([]ast.Stmt{st})
		guard := failUnless(checks, fmt.Sprintf("cast·%d·%d", at.Lineno, at.ColOffset), at)
		return []ast.Stmt{guard, withValue(st, newValue)}
	})
}

// classMembers reads the module's classes: the names of their methods,
// and the class attributes bound to one builtin number type (`DATA_TYPE =
// float`) as the class holding def (or, failing it, its bases in the
// module, or any class of the module where they agree) has them, by name.
func (ms *moduleScan) classMembers(def *ast.FunctionDef) (methods map[string]bool, types map[string]string) {
	methods, types = map[string]bool{}, map[string]string{}
	if ms.mod == nil {
		return
	}
	classes := map[string]*ast.ClassDef{}
	var home *ast.ClassDef
	ast.Walk(ms.mod, func(n ast.Ast) bool {
		cls, ok := n.(*ast.ClassDef)
		if !ok {
			return true
		}
		classes[string(cls.Name)] = cls
		for _, st := range cls.Body {
			if f, ok := st.(*ast.FunctionDef); ok {
				methods[string(f.Name)] = true
				if f == def {
					home = cls
				}
			}
		}
		return true
	})
	// own is the type cls's body binds name to: "" none, "?" another value.
	own := func(cls *ast.ClassDef, name string) string {
		t := ""
		for _, st := range cls.Body {
			x, ok := st.(*ast.Assign)
			if !ok {
				continue
			}
			for _, target := range x.Targets {
				if nm, ok := target.(*ast.Name); ok && string(nm.Id) == name {
					t = "?"
					if v, ok := x.Value.(*ast.Name); ok && castTypes[string(v.Id)] {
						t = string(v.Id)
					}
				}
			}
		}
		return t
	}
	names := map[string]bool{}
	for _, cls := range classes {
		for _, st := range cls.Body {
			if x, ok := st.(*ast.Assign); ok {
				for _, target := range x.Targets {
					if nm, ok := target.(*ast.Name); ok {
						names[string(nm.Id)] = true
					}
				}
			}
		}
	}
	for name := range names {
		// The class holding def, then its bases depth first.
		seen := map[*ast.ClassDef]bool{}
		var lookup func(cls *ast.ClassDef) string
		lookup = func(cls *ast.ClassDef) string {
			if cls == nil || seen[cls] {
				return ""
			}
			seen[cls] = true
			if t := own(cls, name); t != "" {
				return t
			}
			for _, base := range cls.Bases {
				if nm, ok := base.(*ast.Name); ok {
					if t := lookup(classes[string(nm.Id)]); t != "" {
						return t
					}
				}
			}
			return ""
		}
		t := lookup(home)
		if t == "" {
			for _, cls := range classes {
				switch o := own(cls, name); {
				case o == "":
				case t == "":
					t = o
				case t != o:
					t = "?"
				}
			}
		}
		if t != "?" {
			types[name] = t
		}
	}
	return
}
