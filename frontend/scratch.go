package frontend

// This file accepts arrays made afresh in a loop body, as people make
// scratch space per block or per particle:
//
//	for b in range(nblocks):                 (before the nest: loc = np.empty(m * m, dtype=np.int32))
//	    loc = np.empty(m * m, dtype=np.int32)  for b in range(nblocks):
//	    for i in range(m * m):                     for i in range(m * m):
//	        loc[i] = ...                               loc[i] = ...
//
// NumPy gives each iteration a new array; one array made before the nest
// and filled again in each iteration holds the same values wherever the
// iteration reads what it wrote (np.empty's elements are whatever memory
// held; a script that reads them before writing them prints noise under
// CPython too). np.zeros and np.ones become loops that fill the array at
// the place of the call. The closure makes the array before each call of
// the nest by evaluating the allocation in the function's frame
// (Nest.Scratch), so its shape and dtype are what CPython would give it;
// the dependence analysis then sees one array that every iteration writes,
// and privatises it where each iteration writes what it reads (or keeps
// the loop in order). The allocation's arguments must not change in the
// nest, and the name must be assigned nowhere else in the nest, read only
// after the assignment in the same body (where CPython would find it
// unbound otherwise) and not after the nest.

import (
	"fmt"
	"sort"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// scratchArrays returns root with the allocations above taken out of its
// loop bodies (recorded in Nest.Scratch), or root itself where there is
// none.
func (b *builder) scratchArrays(site nestSite, root *ast.For) *ast.For {
	if b.fs.module || b.fs.mod.readsNamespace {
		return root
	}
	stores := map[string]int{}
	ast.Walk(root, func(n ast.Ast) bool {
		if x, ok := n.(*ast.Name); ok && x.Ctx == ast.Store {
			stores[string(x.Id)]++
		}
		return true
	})
	copies := b.scratchCopies(site, root, stores)
	rebound := b.reboundCopies(site, root, stores, copies)
	names := make([]string, 0, len(rebound))
	for name := range rebound {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		r := rebound[name]
		if b.n.Scratch == nil {
			b.n.Scratch = map[string]string{}
		}
		b.n.Scratch[name] = r.like + ".copy()"
		if !r.liveIn {
			if b.copySources == nil {
				b.copySources = map[string]string{}
			}
			b.copySources[name] = r.like
		}
		if r.liveOut {
			b.n.Rebound = append(b.n.Rebound, name)
			if b.reboundFlags == nil {
				b.reboundFlags = map[string]bool{}
			}
			b.reboundFlags[reboundFlag(name)] = true
		}
	}
	return rewriteBodies(root, true, func(stmts []ast.Stmt) ([]ast.Stmt, bool) {
		changed := false
		var out []ast.Stmt
		for k, st := range stmts {
			a, ok := st.(*ast.Assign)
			if !ok || len(a.Targets) != 1 {
				out = append(out, st)
				continue
			}
			t, ok := a.Targets[0].(*ast.Name)
			if ok && rebound[string(t.Id)] != nil {
				b.keepSourceText([]ast.Stmt{st})
				out = append(out, b.reboundStmts(a, string(t.Id), rebound[string(t.Id)])...)
				changed = true
				continue
			}
			call, isCall := a.Value.(*ast.Call)
			if !ok || !isCall {
				out = append(out, st)
				continue
			}
			name := string(t.Id)
			if src, form, isCopy := b.copyLike(call); isCopy && copies[name] == src {
				// un = u.copy(): the scratch array like u, filled with
				// u's elements where the call was; np.empty_like(u)
				// leaves it as it is, np.zeros_like(u) fills zeros.
				b.keepSourceText([]ast.Stmt{st})
				at := ast.ExprBase{Pos: a.Pos}
				srcName := func() ast.Expr { return &ast.Name{ExprBase: at, Id: ast.Identifier(src), Ctx: ast.Load} }
				// The loops run over u's extents, as many as the
				// function subscripts the two with (a check of u's
				// rank before the nest).
				depths := b.fs.subscriptDepths()
				rank := max(depths[name], depths[src], 1)
				shape := make([]ast.Expr, rank)
				for d := range shape {
					attr := &ast.Attribute{ExprBase: at, Value: srcName(), Attr: "shape", Ctx: ast.Load}
					shape[d] = &ast.Subscript{ExprBase: at, Value: attr, Slice: &ast.Index{Value: &ast.Num{ExprBase: at, N: py.Int(d)}}, Ctx: ast.Load}
				}
				ndim := &ast.Attribute{ExprBase: at, Value: srcName(), Attr: "ndim", Ctx: ast.Load}
				rankCheck := &ast.Compare{ExprBase: at, Left: ndim, Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{&ast.Num{ExprBase: at, N: py.Int(rank)}}}
				out = append(out, failUnless([]ast.Expr{rankCheck}, fmt.Sprintf("copy·%d·%d", a.Lineno, a.ColOffset), at))
				switch form {
				case "copy":
					out = append(out, fillLoops(name, shape, func(index ast.Expr) ast.Expr {
						return &ast.Subscript{ExprBase: at, Value: srcName(), Slice: &ast.Index{Value: index}, Ctx: ast.Load}
					}, a.Pos))
				case "zeros_like", "ones_like":
					v := 0
					if form == "ones_like" {
						v = 1
					}
					out = append(out, fillLoops(name, shape, func(ast.Expr) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }, a.Pos))
				}
				changed = true
				continue
			}
			fill, shape, ok := b.allocation(call)
			text := unparse(call)
			if !ok || stores[name] != 1 || strings.Contains(text, "·") ||
				!b.rowOnlyHere(site, root, name, stmts[:k]) || !b.fixedArguments(call, stores) || !onlySubscripted(root, name) ||
				loads([]ast.Stmt{root}, name) != loads(stmts[k+1:], name) {
				out = append(out, st)
				continue
			}
			if b.n.Scratch == nil {
				b.n.Scratch = map[string]string{}
			}
			b.n.Scratch[name] = text
			if fill != nil {
				out = append(out, fillLoops(name, shape, func(ast.Expr) ast.Expr { return cloneExpr(fill, nil) }, a.Pos))
			}
			changed = true
		}
		if changed && len(out) == 0 {
			out = []ast.Stmt{&ast.Pass{StmtBase: ast.StmtBase{Pos: ast.Pos{Lineno: stmts[0].GetLineno(), ColOffset: stmts[0].GetColOffset()}}}}
		}
		return out, changed
	})
}

// allocation reads call as np.empty, np.zeros or np.ones of a shape (an
// int expression or a tuple display of them) with at most a dtype
// keyword: the value that fills the array (nil for np.empty) and the
// shape's extents.
func (b *builder) allocation(call *ast.Call) (fill ast.Expr, shape []ast.Expr, ok bool) {
	if len(call.Args) != 1 || call.Starargs != nil || call.Kwargs != nil {
		return nil, nil, false
	}
	var attr string
	switch f := call.Func.(type) {
	case *ast.Attribute: // np.zeros
		if m, isName := f.Value.(*ast.Name); !isName || !b.fs.mod.numpyMods[string(m.Id)] || b.fs.shadowed(string(m.Id)) {
			return nil, nil, false
		}
		attr = string(f.Attr)
	case *ast.Name: // zeros, imported from numpy
		if b.fs.locals[string(f.Id)] || b.fs.mod.declaredGlobal[string(f.Id)] != "" {
			return nil, nil, false
		}
		attr = b.fs.mod.numpyAllocs[string(f.Id)]
	default:
		return nil, nil, false
	}
	for _, kw := range call.Keywords {
		if kw.Arg != "dtype" {
			return nil, nil, false
		}
	}
	at := ast.ExprBase{Pos: call.Pos}
	switch attr {
	case "empty":
	case "zeros":
		fill = &ast.Num{ExprBase: at, N: py.Int(0)}
	case "ones":
		fill = &ast.Num{ExprBase: at, N: py.Int(1)}
	default:
		return nil, nil, false
	}
	if elts, isDisplay := displayElts(call.Args[0]); isDisplay {
		shape = elts
	} else {
		shape = []ast.Expr{call.Args[0]}
	}
	if len(shape) == 0 || len(shape) > 3 {
		return nil, nil, false
	}
	return fill, shape, true
}

// copyLike returns the array a call makes an array like, and how: "copy"
// for u.copy() or np.copy(u), "empty_like", "zeros_like" or "ones_like"
// for np.empty_like(u) and the others, u a name and no other arguments
// (an order= or dtype= would make another array).
func (b *builder) copyLike(call *ast.Call) (src, form string, ok bool) {
	f, isAttr := call.Func.(*ast.Attribute)
	if !isAttr || len(call.Keywords) > 0 || call.Starargs != nil || call.Kwargs != nil {
		return "", "", false
	}
	if f.Attr == "copy" && len(call.Args) == 0 {
		if u, ok := f.Value.(*ast.Name); ok {
			return string(u.Id), "copy", true
		}
		return "", "", false
	}
	m, isName := f.Value.(*ast.Name)
	var u string
	isArg := false
	if len(call.Args) == 1 {
		if nm, ok := call.Args[0].(*ast.Name); ok {
			u, isArg = string(nm.Id), true
		}
	}
	if !isName || !isArg || !b.fs.mod.numpyMods[string(m.Id)] || b.fs.shadowed(string(m.Id)) {
		return "", "", false
	}
	switch f.Attr {
	case "copy", "empty_like", "zeros_like", "ones_like":
		return u, string(f.Attr), true
	}
	return "", "", false
}

// scratchCopies returns the names that one scratch array can stand for,
// each with the array it is like: names every assignment in the nest
// gives a copy of one array u or an array like it (un = u.copy(),
// np.empty_like(u), np.zeros_like(u)), with at least one copy; u not
// assigned in the nest; the name read only through subscripts, not after
// the nest, and assigned by the first statement of the outer body that
// names it. Each assignment makes a new array in CPython, and the last
// one made is the only one a subscript can reach, so one array refilled
// where each was made holds what every read sees.
func (b *builder) scratchCopies(site nestSite, root *ast.For, storeCount map[string]int) map[string]string {
	srcs := map[string]string{}
	count := map[string]int{}
	copied := map[string]bool{}
	bad := map[string]bool{}
	ast.Walk(root, func(n ast.Ast) bool {
		a, ok := n.(*ast.Assign)
		if !ok || len(a.Targets) != 1 {
			return true
		}
		t, ok := a.Targets[0].(*ast.Name)
		call, isCall := a.Value.(*ast.Call)
		if !ok || !isCall {
			return true
		}
		src, form, ok := b.copyLike(call)
		if !ok {
			return true
		}
		name := string(t.Id)
		if prev, seen := srcs[name]; seen && prev != src {
			bad[name] = true
		}
		srcs[name] = src
		count[name]++
		copied[name] = copied[name] || form == "copy"
		return true
	})
	out := map[string]string{}
	for name, src := range srcs {
		if bad[name] || !copied[name] || count[name] != storeCount[name] || storeCount[src] != 0 || strings.Contains(src, "·") ||
			b.fs.nestedScopeReads(name) || b.liveOut(site, name) || !onlySubscripted(root, name) {
			continue
		}
		first := true
		for _, st := range root.Body {
			if loads([]ast.Stmt{st}, name) == 0 && !stores([]ast.Stmt{st}, name) {
				continue
			}
			a, ok := st.(*ast.Assign)
			first = ok && len(a.Targets) == 1 && loads([]ast.Stmt{st}, name) == 0
			if first {
				t, isName := a.Targets[0].(*ast.Name)
				first = isName && string(t.Id) == name
			}
			break
		}
		if !first {
			continue
		}
		out[name] = src
		if b.n.Scratch == nil {
			b.n.Scratch = map[string]string{}
		}
		b.n.Scratch[name] = src + ".copy()"
		if b.copySources == nil {
			b.copySources = map[string]string{}
		}
		b.copySources[name] = src
	}
	return out
}

// fixedArguments reports whether the arguments of call read only names
// the nest never assigns, through arithmetic and attributes (np.int32).
func (b *builder) fixedArguments(call *ast.Call, stores map[string]int) bool {
	ok := true
	var exprs []ast.Expr
	exprs = append(exprs, call.Args...)
	for _, kw := range call.Keywords {
		exprs = append(exprs, kw.Value)
	}
	for _, e := range exprs {
		ast.Walk(e, func(n ast.Ast) bool {
			switch x := n.(type) {
			case *ast.Name:
				ok = ok && stores[string(x.Id)] == 0
			case *ast.Call, *ast.Subscript, *ast.Lambda, *ast.ListComp, *ast.GeneratorExp:
				ok = false
			}
			return ok
		})
	}
	return ok
}

// fillLoops returns the loops that store fill(index) into every element
// of the array name of the given extents.
func fillLoops(name string, shape []ast.Expr, fill func(index ast.Expr) ast.Expr, pos ast.Pos) ast.Stmt {
	at := ast.ExprBase{Pos: pos}
	sp := ast.StmtBase{Pos: pos}
	counter := func(d int, ctx ast.ExprContext) *ast.Name {
		return &ast.Name{ExprBase: at, Id: ast.Identifier(fmt.Sprintf("%s·fill%d·%d", name, pos.Lineno, d)), Ctx: ctx}
	}
	idx := make([]ast.Expr, len(shape))
	for d := range shape {
		idx[d] = counter(d, ast.Load)
	}
	var index ast.Expr = idx[0]
	if len(idx) > 1 {
		index = &ast.Tuple{ExprBase: at, Elts: idx, Ctx: ast.Load}
	}
	var st ast.Stmt = &ast.Assign{StmtBase: sp, Targets: []ast.Expr{&ast.Subscript{ExprBase: at,
		Value: &ast.Name{ExprBase: at, Id: ast.Identifier(name), Ctx: ast.Load}, Slice: &ast.Index{Value: index}, Ctx: ast.Store}},
		Value: fill(cloneExpr(index, nil))}
	for d := len(shape) - 1; d >= 0; d-- {
		rng := &ast.Call{ExprBase: at, Func: &ast.Name{ExprBase: at, Id: "range", Ctx: ast.Load}, Args: []ast.Expr{cloneExpr(shape[d], nil)}}
		st = &ast.For{StmtBase: sp, Target: counter(d, ast.Store), Iter: rng, Body: []ast.Stmt{st}}
	}
	return st
}

// onlySubscripted reports whether root reads name only as the array of
// subscripts: its shape or len() would be read before the nest, where the
// function has no such array yet.
func onlySubscripted(root *ast.For, name string) bool {
	all, subscripted := 0, 0
	ast.Walk(root, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.Name:
			if string(x.Id) == name && x.Ctx == ast.Load {
				all++
			}
		case *ast.Subscript:
			if nm, ok := x.Value.(*ast.Name); ok && string(nm.Id) == name {
				subscripted++
			}
		}
		return true
	})
	return all == subscripted
}

// copyShapes returns root with the shape, ndim and size of each scratch
// copy (un = u.copy()) read from the array it copies: the rewrites after
// scratchArrays bound and check sections of un by its extents, and those
// checks run before the nest, where un is not made yet. The script itself
// reads un only through subscripts (onlySubscripted), so these are the
// rewrites' own.
func (b *builder) copyShapes(root *ast.For) *ast.For {
	if len(b.copySources) == 0 {
		return root
	}
	ast.Walk(root, func(n ast.Ast) bool {
		if x, ok := n.(*ast.Attribute); ok && (x.Attr == "shape" || x.Attr == "ndim" || x.Attr == "size" || x.Attr == "dtype") {
			if nm, ok := x.Value.(*ast.Name); ok && b.copySources[string(nm.Id)] != "" {
				x.Value = &ast.Name{ExprBase: nm.ExprBase, Id: ast.Identifier(b.copySources[string(nm.Id)]), Ctx: ast.Load}
			}
		}
		return true
	})
	return root
}
