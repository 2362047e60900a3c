package frontend

// This file reads an in-place statement on a whole array in a nest as the
// same statement on the array's section of all its axes, which
// sections.go turns into a loop over the elements:
//
//	y = np.zeros(4)                     y = np.zeros(4)
//	for i in range(len(x)):             for i in range(len(x)):
//	    y += x[i]                           y[:] += x[i]
//
// as Numba's documentation writes an array reduction. NumPy computes
// `y += e` as np.add(y, e, out=y), which is what `y[:] += e` computes:
// e, broadcast to y's shape, evaluated before y changes, then the
// in-place ufunc with its same-kind casting into y's dtype. A name is an
// array here when the function subscripts it, reads its shape, or
// assigns it an array NumPy makes (np.zeros, np.ones, np.empty, np.full,
// their _like forms, np.arange, a copy, a reshape); the nest must assign
// it only through such statements. `y = y + e` binds a new array, which
// a name read after it or by another name would tell apart: it stays
// outside the subset.
//
// The section needs the array's number of axes: the most indices the
// function subscripts it with, or the shape it was made with (a tuple
// display, a name bound to one, another array's shape), else one. A
// guard checks it (y.ndim == 1); a call that fails it runs in the
// interpreter.

import (
	"github.com/go-python/gpython/ast"
)

// inPlaceWholes returns the names of root's in-place whole-array
// statements with the number of axes each is taken to have.
func (b *builder) inPlaceWholes(root *ast.For) map[string]int {
	if b.fs.def == nil {
		return nil
	}
	stores, inPlace := map[string]int{}, map[string]int{}
	ast.Walk(root, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Name:
			if x.Ctx != ast.Load {
				stores[string(x.Id)]++
			}
		case *ast.AugAssign:
			if nm, ok := x.Target.(*ast.Name); ok {
				inPlace[string(nm.Id)]++
			}
		}
		return true
	})
	out := map[string]int{}
	for name, k := range inPlace {
		if stores[name] != k || !b.fs.isArrayName(name) {
			continue
		}
		out[name] = max(b.fs.arrayRank(name, 0), 1)
	}
	return out
}

// wholeSection is name's section of all rank axes, name[:, :].
func wholeSection(name *ast.Name, rank int, ctx ast.ExprContext) *ast.Subscript {
	var slicer ast.Slicer = &ast.Slice{}
	if rank > 1 {
		ext := &ast.ExtSlice{}
		for range rank {
			ext.Dims = append(ext.Dims, &ast.Slice{})
		}
		slicer = ext
	}
	return &ast.Subscript{ExprBase: name.ExprBase, Value: &ast.Name{ExprBase: name.ExprBase, Id: name.Id, Ctx: ast.Load}, Slice: slicer, Ctx: ctx}
}

// isArrayName reports whether the function subscripts name, reads its
// shape, or assigns it an array NumPy makes, and never assigns it a
// number (a name that holds an array in one place and a running total in
// another keeps its scalar statements).
func (fs *funcScan) isArrayName(name string) bool {
	if _, ok := fs.ranks[name]; ok {
		return true // the call's value is an array
	}
	number := false
	ast.Walk(fs.def, func(n ast.Ast) bool {
		if a, ok := n.(*ast.Assign); ok {
			for _, t := range a.Targets {
				if nm, ok := t.(*ast.Name); ok && string(nm.Id) == name && isNumber(a.Value) {
					number = true
				}
			}
		}
		return !number
	})
	if number {
		return false
	}
	if fs.subscriptedNames()[name] {
		return true
	}
	found := false
	ast.Walk(fs.def, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Attribute:
			if nm, ok := x.Value.(*ast.Name); ok && string(nm.Id) == name && x.Attr == "shape" {
				found = true
			}
		case *ast.Assign:
			for _, t := range x.Targets {
				if nm, ok := t.(*ast.Name); ok && string(nm.Id) == name && fs.madeArrayRank(x.Value, 0) >= 0 {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// isNumber reports whether e is a number constant, or int(...) or
// float(...) of something.
func isNumber(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Num:
		return true
	case *ast.UnaryOp:
		return isNumber(x.Operand)
	case *ast.Call:
		return isName(x.Func, "float") || isName(x.Func, "int")
	}
	return false
}

// maxRankDepth bounds the chain of names arrayRank follows (a = np.zeros(s);
// s = b.shape; ...).
const maxRankDepth = 4

// arrayRank is the number of axes the function gives the array name, or
// 0 where it shows none: the most indices it subscripts it with, or the
// rank of the array every assignment of it makes.
func (fs *funcScan) arrayRank(name string, depth int) int {
	if r, ok := fs.ranks[name]; ok {
		return r
	}
	if depth > maxRankDepth {
		return 0
	}
	rank, made := 0, -2 // made: -2 none seen, -1 unknown, else the rank
	ast.Walk(fs.def, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Subscript:
			if nm, ok := x.Value.(*ast.Name); ok && string(nm.Id) == name {
				rank = max(rank, len(sliceDims(x.Slice)))
			}
		case *ast.Assign:
			for _, t := range x.Targets {
				if nm, ok := t.(*ast.Name); ok && string(nm.Id) == name {
					r := fs.madeArrayRank(x.Value, depth+1)
					if made == -2 || made == r {
						made = r
					} else {
						made = -1
					}
				}
			}
		}
		return true
	})
	return max(rank, made)
}

// madeArrayRank is the rank of the array e makes, where e is a NumPy
// constructor of a shape the function shows (0 where it shows none), or
// -1 where e is no such call.
func (fs *funcScan) madeArrayRank(e ast.Expr, depth int) int {
	call, ok := e.(*ast.Call)
	if !ok {
		return -1
	}
	attr, ok := call.Func.(*ast.Attribute)
	if !ok {
		return -1
	}
	if mod, isName := attr.Value.(*ast.Name); isName && fs.mod.numpyMods[string(mod.Id)] {
		switch attr.Attr {
		case "zeros", "ones", "empty", "full":
			if len(call.Args) > 0 {
				return fs.shapeRank(call.Args[0], depth)
			}
			return 0
		case "zeros_like", "ones_like", "empty_like", "full_like", "copy", "array":
			if len(call.Args) > 0 {
				if nm, ok := call.Args[0].(*ast.Name); ok {
					return fs.arrayRank(string(nm.Id), depth)
				}
			}
			return 0
		case "arange", "linspace":
			return 1
		}
		return -1
	}
	switch attr.Attr {
	case "copy":
		if nm, ok := attr.Value.(*ast.Name); ok && len(call.Args) == 0 {
			return fs.arrayRank(string(nm.Id), depth)
		}
		return 0
	case "reshape":
		if len(call.Args) == 1 {
			return fs.shapeRank(call.Args[0], depth)
		}
		return len(call.Args)
	}
	return -1
}

// shapeRank is the number of axes of a shape argument: a tuple display's
// length, one for an int, the rank of the array whose shape it is, a
// name bound once to any of those; 0 where the function shows none.
func (fs *funcScan) shapeRank(e ast.Expr, depth int) int {
	if depth > maxRankDepth {
		return 0
	}
	switch x := e.(type) {
	case *ast.Tuple:
		return len(x.Elts)
	case *ast.List:
		return len(x.Elts)
	case *ast.Num:
		return 1
	case *ast.Attribute:
		if nm, ok := x.Value.(*ast.Name); ok && x.Attr == "shape" {
			return fs.arrayRank(string(nm.Id), depth+1)
		}
	case *ast.Subscript, *ast.BinOp:
		return 1 // an extent (a.shape[0], n * 2)
	case *ast.Name:
		var bound []ast.Expr
		ast.Walk(fs.def, func(n ast.Ast) bool {
			if a, ok := n.(*ast.Assign); ok {
				for _, t := range a.Targets {
					if nm, ok := t.(*ast.Name); ok && nm.Id == x.Id {
						bound = append(bound, a.Value)
					}
				}
			}
			return true
		})
		if len(bound) == 1 {
			if _, isName := bound[0].(*ast.Name); !isName {
				return fs.shapeRank(bound[0], depth+1)
			}
		}
	}
	return 0
}
