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
// has a break.

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
	// The points of a block share the outer Dims' values; the columns'
	// bounds may not read the rows' variable.
	invariant := map[*kernel.Local]bool{}
	for _, d := range k.Dims[:nd-2] {
		invariant[d.Var] = true
	}
	if !boundsReadOnly(cols, invariant) {
		return nil
	}
	elem, ok := tileElem(k.Body)
	if !ok || !lockstep(k.Body, invariant) {
		return nil
	}
	if !reReads(k.Body, rows.Var, cols.Var) {
		return nil
	}
	return &kernel.Tile{Rows: TileRows, Cols: tileBytes / elem.ItemSize()}
}

// boundsReadOnly reports whether d's bounds read no variable but those
// in vars.
func boundsReadOnly(d *kernel.Dim, vars map[*kernel.Local]bool) bool {
	return readsOnly(d.Lower, vars) && readsOnly(d.Upper, vars) && readsOnly(d.Step, vars)
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
