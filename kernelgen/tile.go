// This file decides the CPU's register and cache blocking of a kernel
// (kernel.Tile), for kernels such as gemm's
//
//	for i, j (Dims): acc = 0; for k: acc += a[i, k]*b[k, j]; c[i, j] = ...
//
// whose points re-read data: a[i, k] is the same for every j, b[k, j] the
// same for every i. Run one point after another, each k loop loads both
// and keeps one sum in flight, so the machine waits on the add's latency
// and on memory. Run as a block of Rows × Cols points in lockstep, one k
// loop serves them all: a[i, k] is loaded once per row, b[k, j..j+Cols-1]
// once per block as vectors, and Rows × Cols independent sums are in
// flight, each still added in k's order, so every result is bit for bit
// the one the point computes alone. llvmgen emits the block (jam.go's
// lanes over two Dims, tile.go there) and walks the columns in panels that
// stay in the cache.
//
// Legality comes from the plan: the Dims are loops that are '=' in every
// dependence (they carry none), so their points may run in any order and
// interleaved, and the sequential loops inside run whole for each point in
// their own order. What the lockstep needs besides is that every point runs
// the same iterations of those loops: their bounds must not read the two
// Dims (nor anything the body writes), no loop sits under an If and none
// has a break. The columns may be triangular (their upper bound reads the
// rows' variable, syr2k's j in range(i + 1)): llvmgen runs the columns a
// block's rows share in lockstep and each row's rest alone. syr2k and
// syrk, written with their j loops inside k, first get j as a Dim
// (sinkColumns, below).

package kernelgen

import "github.com/alpyna/alpyna/kernel"

// TileRows is how many rows (points of the Dim before last) a register
// block holds: four rows of a[i, k] broadcast against the same vectors of
// b[k, j] give four independent sums per column.
const TileRows = 4

// tileBytes is the width of a block's row of columns in bytes: two
// 64-byte vectors (AVX-512), which with TileRows rows makes eight vector
// sums in flight, enough to cover the add's latency on two ports.
const tileBytes = 128

// tile returns the CPU tile of k, or nil where blocking does not apply or
// would not pay (see the file comment).
func tile(k *kernel.Kernel) *kernel.Tile {
	nd := len(k.Dims)
	if nd < 2 || len(k.Outputs) > 0 {
		return nil
	}
	rows, cols := k.Dims[nd-2], k.Dims[nd-1]
	for _, d := range k.Dims {
		if d.Ordered || d.Work != 0 {
			return nil
		}
	}
	if !cols.Contiguous {
		return nil
	}
	// The points of a block share the outer Dims' values. The columns'
	// upper bound may read the rows' variable too (triangular columns,
	// syr2k's j in range(i + 1)): llvmgen then runs the columns the
	// block's rows share in lockstep and each row's rest alone. Their
	// lower bound and step may not, so that an iteration number of the
	// columns is the same j in every row.
	invariant := map[*kernel.Local]bool{}
	for _, d := range k.Dims[:nd-2] {
		invariant[d.Var] = true
	}
	withRows := map[*kernel.Local]bool{rows.Var: true}
	for v := range invariant {
		withRows[v] = true
	}
	if !readsOnly(cols.Lower, invariant) || !readsOnly(cols.Step, invariant) || !readsOnly(cols.Upper, withRows) {
		return nil
	}
	elem, ok := tileElem(k.Body)
	if !ok || !lockstep(k.Body, invariant) || !smallForTiling(k.Body) {
		return nil
	}
	if !reReads(k.Body, rows.Var, cols.Var) {
		return nil
	}
	return &kernel.Tile{Rows: TileRows, Cols: tileBytes / elem.ItemSize()}
}

// maxTiledStmts bounds the statements (loops included) of a body that is
// tiled: llvmgen emits the body once per row of the block and per vector
// of its columns, and a long body (np.sum's pairwise form: eight
// accumulators in loops of their own, frontend/vector_exprs.go) made
// LLVM's optimiser take minutes over the copies while the loads a block
// shares are a small part of the work.
const maxTiledStmts = 12

// smallForTiling reports whether body has at most maxTiledStmts
// statements, counting those nested in loops and ifs.
func smallForTiling(body []kernel.Stmt) bool {
	n := 0
	kernel.WalkStmts(body, func(kernel.Stmt) { n++ })
	return n <= maxTiledStmts
}

// readsOnly reports whether e reads no local but those in vars, and no
// array element (the body may store into it).
func readsOnly(e kernel.Expr, vars map[*kernel.Local]bool) bool {
	ok := true
	kernel.WalkExpr(e, func(x kernel.Expr) {
		switch x := x.(type) {
		case *kernel.Var:
			ok = ok && vars[x.Local]
		case *kernel.Load:
			ok = false
		}
	})
	return ok
}

// lockstep reports whether every sequential loop of body runs the same
// iterations for every point of a block: bounds over vars (the outer
// Dims' variables) and enclosing loops only, no exit, not under an If.
func lockstep(body []kernel.Stmt, vars map[*kernel.Local]bool) bool {
	for _, s := range body {
		switch x := s.(type) {
		case *kernel.For:
			if len(x.Exits) > 0 || !readsOnly(x.Lower, vars) || !readsOnly(x.Upper, vars) || !readsOnly(x.Step, vars) {
				return false
			}
			vars[x.Var] = true
			ok := lockstep(x.Body, vars)
			delete(vars, x.Var)
			if !ok {
				return false
			}
		case *kernel.If:
			found := false
			kernel.WalkStmts(x.Then, func(s kernel.Stmt) {
				if _, ok := s.(*kernel.For); ok {
					found = true
				}
			})
			if found {
				return false
			}
		}
	}
	return true
}

// tileElem returns the one float type of every array element the body
// loads or stores; ok is false when there is none, or another type
// (integer arithmetic is checked and does not vectorize).
func tileElem(body []kernel.Stmt) (t kernel.Type, ok bool) {
	ok = true
	see := func(a *kernel.Array) {
		switch {
		case !a.Elem.IsFloat():
			ok = false
		case t == kernel.Invalid:
			t = a.Elem
		case t != a.Elem:
			ok = false
		}
	}
	kernel.WalkStmts(body, func(s kernel.Stmt) {
		if st, isStore := s.(*kernel.Store); isStore {
			see(st.Array)
		}
	})
	walkLoads(body, func(ld *kernel.Load) { see(ld.Array) })
	return t, ok && t != kernel.Invalid
}

// reReads reports whether some sequential loop of body loads an element
// that does not depend on the columns' variable (shared by a row of the
// block) and one that does not depend on the rows' (shared by a column):
// only then does a block save loads.
func reReads(body []kernel.Stmt, row, col *kernel.Local) bool {
	var byRow, byCol bool
	var walk func(body []kernel.Stmt, inLoop bool)
	walk = func(body []kernel.Stmt, inLoop bool) {
		for _, s := range body {
			if f, ok := s.(*kernel.For); ok {
				walk(f.Body, true)
				continue
			}
			if !inLoop {
				continue
			}
			walkLoads([]kernel.Stmt{s}, func(ld *kernel.Load) {
				r, c := subscriptsRead(ld, row), subscriptsRead(ld, col)
				byRow = byRow || r && !c
				byCol = byCol || c && !r
			})
		}
	}
	walk(body, false)
	return byRow && byCol
}

// subscriptsRead reports whether a subscript of ld reads v.
func subscriptsRead(ld *kernel.Load, v *kernel.Local) bool {
	found := false
	for _, s := range ld.Index {
		kernel.WalkExpr(s.X, func(x kernel.Expr) {
			if x, ok := x.(*kernel.Var); ok && x.Local == v {
				found = true
			}
		})
	}
	return found
}

// walkLoads calls f on every array load of body, nested statements
// included.
func walkLoads(body []kernel.Stmt, f func(*kernel.Load)) {
	kernel.WalkStmts(body, func(s kernel.Stmt) {
		kernel.Exprs(s, func(root kernel.Expr) {
			kernel.WalkExpr(root, func(e kernel.Expr) {
				if ld, ok := e.(*kernel.Load); ok {
					f(ld)
				}
			})
		})
	})
}

// sinkColumns turns a kernel whose last Dim's points run triangular
// column loops in turn, as syr2k and syrk are written,
//
//	for i (Dims): for j in range(i + 1): c[i, j] *= beta
//	              for k: for j in range(i + 1): c[i, j] += ...
//
// into one whose last Dim is j, with each point running its statements
// and k loop in order:
//
//	for i, j (Dims): c[i, j] *= beta; for k: c[i, j] += ...
//
// which tile can block. It reports whether it did. The plan cannot say
// this is legal (the j loops are different loops of the nest, and the
// dependences are reported over their common loops only), so sinkColumns
// checks it itself: every array the j loops store into is accessed only at
// subscripts that name every Dim's variable and j each as a whole
// subscript, the same in every access: an element belongs to one point,
// and sees the same operations in the same order as before (the j
// iterations of one k touch other elements). Other arrays are only read,
// and the loops hold nothing but stores, so no value passes between
// points. The j loops must have equal bounds reading only the Dims'
// variables and parameters, and the k loops bounds that read neither j
// nor the last Dim's variable.
//
// The rewrite pays only with the tile (alone, each point would add its k
// terms one after the other where the j loop's updates are independent),
// so it is done only where tile will take the result: float elements, an
// operand re-read along a row and one along a column.
func sinkColumns(k *kernel.Kernel) bool {
	nd := len(k.Dims)
	if nd == 0 || len(k.Outputs) > 0 || len(k.Body) == 0 {
		return false
	}
	row := k.Dims[nd-1]
	if row.Ordered || row.Work != 0 || row.Inside != 0 {
		return false
	}
	dimVars := map[*kernel.Local]bool{}
	outer := map[*kernel.Local]bool{}
	for _, d := range k.Dims {
		dimVars[d.Var] = true
		if d != row {
			outer[d.Var] = true
		}
	}
	// columnLoop returns s as a column loop: a For of stores only, with
	// bounds over the Dims' variables and parameters.
	columnLoop := func(s kernel.Stmt) *kernel.For {
		f, ok := s.(*kernel.For)
		if !ok || len(f.Exits) > 0 || len(f.Body) == 0 {
			return nil
		}
		for _, b := range f.Body {
			if st, ok := b.(*kernel.Store); !ok || st.Atomic {
				return nil
			}
		}
		if !readsOnly(f.Lower, outer) || !readsOnly(f.Step, outer) || !readsOnly(f.Upper, dimVars) {
			return nil
		}
		return f
	}
	var first *kernel.For
	var cols []*kernel.For
	sameBounds := func(f *kernel.For) bool {
		if first == nil {
			first = f
			return true
		}
		return kernel.ExprString(f.Lower) == kernel.ExprString(first.Lower) &&
			kernel.ExprString(f.Upper) == kernel.ExprString(first.Upper) &&
			kernel.ExprString(f.Step) == kernel.ExprString(first.Step)
	}
	// Each statement of the body is a column loop, or a sequential loop
	// (k) whose body is one column loop.
	seq := 0
	for _, s := range k.Body {
		if c := columnLoop(s); c != nil {
			if !sameBounds(c) {
				return false
			}
			cols = append(cols, c)
			continue
		}
		f, ok := s.(*kernel.For)
		// Its bounds may not read the rows' variable either: the tile's
		// points run its iterations in lockstep.
		if !ok || len(f.Exits) > 0 || len(f.Body) != 1 || !readsOnly(f.Lower, outer) ||
			!readsOnly(f.Upper, outer) || !readsOnly(f.Step, outer) {
			return false
		}
		c := columnLoop(f.Body[0])
		if c == nil || !sameBounds(c) {
			return false
		}
		cols = append(cols, c)
		seq++
	}
	if seq == 0 {
		return false
	}
	j := first.Var
	col := map[*kernel.Local]bool{}
	for _, c := range cols {
		col[c.Var] = true
	}
	// Every access to a stored array: the same subscripts (up to which j
	// loop's variable), each Dim's variable and j a whole one.
	stored := map[*kernel.Array]string{}
	for _, c := range cols {
		for _, s := range c.Body {
			stored[s.(*kernel.Store).Array] = ""
		}
	}
	// The ranges of the variables a flattened subscript may combine.
	ranges := map[*kernel.Local][3]kernel.Expr{j: {first.Lower, first.Upper, first.Step}}
	for _, d := range k.Dims {
		ranges[d.Var] = [3]kernel.Expr{d.Lower, d.Upper, d.Step}
	}
	ownElement := func(a *kernel.Array, idx []*kernel.Subscript) bool {
		key := ""
		whole := map[*kernel.Local]bool{}
		for _, s := range idx {
			x := renameExpr(s.X, col, j)
			key += kernel.ExprString(x) + ";"
			for _, v := range determines(x, ranges) {
				whole[v] = true
			}
		}
		if stored[a] == "" {
			stored[a] = key
		}
		if stored[a] != key || !whole[j] {
			return false
		}
		for v := range dimVars {
			if !whole[v] {
				return false
			}
		}
		return true
	}
	legal := true
	for _, c := range cols {
		for _, s := range c.Body {
			st := s.(*kernel.Store)
			legal = legal && ownElement(st.Array, st.Index)
		}
	}
	walkLoads(k.Body, func(ld *kernel.Load) {
		if _, ok := stored[ld.Array]; ok {
			legal = legal && ownElement(ld.Array, ld.Index)
		}
	})
	if !legal {
		return false
	}
	if _, ok := tileElem(k.Body); !ok || !reReads(k.Body, row.Var, cols[len(cols)-1].Var) {
		return false
	}

	// The rewrite: j becomes the last Dim, each column loop's body takes
	// its place, the other j variables read j.
	var body []kernel.Stmt
	for _, s := range k.Body {
		if c, ok := s.(*kernel.For); ok && col[c.Var] {
			body = append(body, renameStmts(c.Body, col, j)...)
			continue
		}
		f := s.(*kernel.For)
		inner := f.Body[0].(*kernel.For)
		body = append(body, &kernel.For{Var: f.Var, Lower: f.Lower, Upper: f.Upper, Step: f.Step, Loop: f.Loop,
			Body: renameStmts(inner.Body, col, j)})
	}
	d := &kernel.Dim{Var: j, Lower: first.Lower, Upper: first.Upper, Step: first.Step, Loop: first.Loop,
		DependsOnOuterDims: !readsOnly(first.Upper, outer)}
	for _, c := range cols[1:] {
		if c.Loop != first.Loop {
			d.Merged = append(d.Merged, c.Loop)
		}
	}
	k.Body = body
	k.Dims = append(k.Dims, d)
	d.Contiguous = contiguous(k.Body, j)
	// Dims' variables first, the other j variables gone.
	locals := make([]*kernel.Local, 0, len(k.Locals))
	for _, dm := range k.Dims {
		locals = append(locals, dm.Var)
	}
	for _, l := range k.Locals {
		if !dimVars[l] && !col[l] {
			locals = append(locals, l)
		}
	}
	for i, l := range locals {
		l.Index = i
	}
	k.Locals = locals
	return true
}

// determines returns the variables that the value of subscript x
// determines: v where x is v, and both v and u where x is a row-major
// flattened pair s*v + u (either order of the sum and of the product)
// with u in a range from a constant at least 0 to at most s (boundedBy)
// and v in one from a constant at least 0, s reading neither, as in
// c[NJ * i + j] for j in range(NJ): distinct (v, u) then give distinct,
// non-negative x. ranges holds each
// variable's lower bound, upper bound and step.
func determines(x kernel.Expr, ranges map[*kernel.Local][3]kernel.Expr) []*kernel.Local {
	if v, ok := x.(*kernel.Var); ok {
		return []*kernel.Local{v.Local}
	}
	sum, ok := x.(*kernel.Binary)
	if !ok || sum.Op != kernel.Add {
		return nil
	}
	for _, ord := range [2][2]kernel.Expr{{sum.X, sum.Y}, {sum.Y, sum.X}} {
		prod, ok := ord[0].(*kernel.Binary)
		u, okU := ord[1].(*kernel.Var)
		if !ok || prod.Op != kernel.Mul || !okU {
			continue
		}
		for _, f := range [2][2]kernel.Expr{{prod.X, prod.Y}, {prod.Y, prod.X}} {
			v, okV := f[1].(*kernel.Var)
			if !okV || v.Local == u.Local || !readsOnly(f[0], nil) {
				continue
			}
			ru, okRU := ranges[u.Local]
			rv, okRV := ranges[v.Local]
			if !okRU || !okRV || !constAtLeast(ru[0], 0) || !constAtLeast(ru[2], 1) ||
				!boundedBy(ru[1], f[0], ranges) || !constAtLeast(rv[0], 0) || !constAtLeast(rv[2], 1) {
				continue
			}
			return []*kernel.Local{v.Local, u.Local}
		}
	}
	return nil
}

// boundedBy reports whether upper, a variable's exclusive upper bound,
// is at most s: s itself, or w or w + 1 for a variable w below s
// (syrk's triangular j in range(i + 1) with i in range(n)).
func boundedBy(upper, s kernel.Expr, ranges map[*kernel.Local][3]kernel.Expr) bool {
	if kernel.ExprString(upper) == kernel.ExprString(s) {
		return true
	}
	if b, ok := upper.(*kernel.Binary); ok && b.Op == kernel.Add {
		if c, ok := b.Y.(*kernel.Const); ok && c.T.IsInt() && c.I == 1 {
			upper = b.X
		}
	}
	w, ok := upper.(*kernel.Var)
	if !ok {
		return false
	}
	rw, ok := ranges[w.Local]
	return ok && constAtLeast(rw[2], 1) && kernel.ExprString(rw[1]) == kernel.ExprString(s)
}

// constAtLeast reports whether e is an integer constant of at least n.
func constAtLeast(e kernel.Expr, n int64) bool {
	c, ok := e.(*kernel.Const)
	return ok && c.T.IsInt() && c.I >= n
}

// renameStmts returns copies of body's stores (sinkColumns's column
// loops hold nothing else) reading to where they read a local in from.
func renameStmts(body []kernel.Stmt, from map[*kernel.Local]bool, to *kernel.Local) []kernel.Stmt {
	out := make([]kernel.Stmt, len(body))
	for i, s := range body {
		st := s.(*kernel.Store)
		out[i] = &kernel.Store{Array: st.Array, Index: renameSubscripts(st.Index, from, to),
			Value: renameExpr(st.Value, from, to), Line: st.Line, Atomic: st.Atomic}
	}
	return out
}

func renameSubscripts(idx []*kernel.Subscript, from map[*kernel.Local]bool, to *kernel.Local) []*kernel.Subscript {
	out := make([]*kernel.Subscript, len(idx))
	for i, s := range idx {
		out[i] = &kernel.Subscript{X: renameExpr(s.X, from, to), Wrap: s.Wrap, Check: s.Check}
	}
	return out
}

// renameExpr returns e reading to where it reads a local in from: a copy
// of the parts that change, e itself where nothing does.
func renameExpr(e kernel.Expr, from map[*kernel.Local]bool, to *kernel.Local) kernel.Expr {
	r := func(x kernel.Expr) kernel.Expr { return renameExpr(x, from, to) }
	switch x := e.(type) {
	case *kernel.Var:
		if from[x.Local] && x.Local != to {
			return &kernel.Var{Local: to}
		}
	case *kernel.Load:
		return &kernel.Load{Array: x.Array, Index: renameSubscripts(x.Index, from, to)}
	case *kernel.Unary:
		return &kernel.Unary{Op: x.Op, X: r(x.X), Checked: x.Checked}
	case *kernel.Binary:
		return &kernel.Binary{Op: x.Op, X: r(x.X), Y: r(x.Y), T: x.T, Checked: x.Checked}
	case *kernel.Compare:
		return &kernel.Compare{Op: x.Op, X: r(x.X), Y: r(x.Y), T: x.T}
	case *kernel.Convert:
		return &kernel.Convert{X: r(x.X), T: x.T}
	case *kernel.Call:
		args := make([]kernel.Expr, len(x.Args))
		for i, a := range x.Args {
			args[i] = r(a)
		}
		return &kernel.Call{Fn: x.Fn, Args: args, Checked: x.Checked, NumPy: x.NumPy, Float32: x.Float32}
	case *kernel.Cond:
		return &kernel.Cond{Test: r(x.Test), Then: r(x.Then), Else: r(x.Else)}
	case *kernel.Logic:
		return &kernel.Logic{Op: x.Op, X: r(x.X), Y: r(x.Y)}
	}
	return e
}
