package frontend

// This file writes np.dot of two float64 vectors in a nest as the sums of
// the BLAS NumPy calls (OpenBLAS's ddot, which package ndarray models for
// the interpreter: ndarray/blasdot.go), so that a kernel's dot product has
// NumPy's bits. Which of OpenBLAS's kernels computes it depends on the
// machine (numpytables.BLASDot: SkylakeX on AVX-512 machines, Haswell
// on AVX2 ones, Prescott's SSE2 otherwise or where OPENBLAS_CORETYPE says
// so), and within a kernel on whether both vectors are contiguous:
//
//   - SkylakeX: the first n - n%16 products in 32 fused accumulators over
//     blocks of 32 (four 8-lane registers), folded to 16, a last block of
//     16 fused into them, the lanes combined as a tree; the rest fused
//     into the sum one at a time. Strided: two sums of fma(y0, x0, y2*x2)
//     and fma(y1, x1, y3*x3) per four elements, the rest fused into the
//     first.
//   - Haswell: blocks of 16 into 16 fused accumulators, combined as a
//     tree; the rest added one rounded product at a time. Strided: sums
//     of y0*x0 + y2*x2 and y1*x1 + y3*x3.
//   - Prescott: eight accumulators, each product rounded, pairs of
//     products into two lanes of four registers in turn, starting one
//     element later where y's first element is 8 bytes off a 16-byte
//     boundary. Strided: four accumulators of every fourth product.
//
// Fused multiply-adds are the internal intrinsic fma· (kernel.FMA). A
// vector is contiguous where it is a temporary NumPy makes (an
// expression: fresh, aligned memory), a whole one-axis array, or a
// section along an array's last axis, the arrays C-contiguous (a check
// before the nest, with their ranks); a section along another axis is
// strided. The kernel and the thread count are the process's, read when
// the nest is built; vectors longer than OpenBLAS splits among threads,
// operands other than float64 arrays, and (Prescott) a y whose alignment
// the nest cannot tell fail the nest's check, and the interpreter
// computes them.

import (
	"fmt"

	"github.com/alpyna/alpyna/internal/numpytables"
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// fmaName is the front end's spelling of kernel.FMA in its rewrites.
const fmaName = "fma·"

// dotVector is what np.dot's BLAS call sees of one operand.
type dotVector struct {
	// contiguous: the BLAS gets a step of one element; flat is then the
	// element offset of the first element in its array's memory, nil
	// for a temporary (offset 0).
	contiguous bool
	flat       ast.Expr
	// checks must hold for the above (ranks, C-contiguity); owns, the
	// check that the array owns its memory (its offset is flat).
	checks []ast.Expr
	owns   ast.Expr
}

// dotVectorOf classifies np.dot's operand e.
func (b *builder) dotVectorOf(e ast.Expr, at ast.ExprBase) dotVector {
	attr := func(x ast.Expr, names ...string) ast.Expr {
		for _, n := range names {
			x = &ast.Attribute{ExprBase: at, Value: x, Attr: ast.Identifier(n), Ctx: ast.Load}
		}
		return x
	}
	nameOf := func(id ast.Identifier) ast.Expr { return &ast.Name{ExprBase: at, Id: id, Ctx: ast.Load} }
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	eq := func(l, r ast.Expr) ast.Expr {
		return &ast.Compare{ExprBase: at, Left: l, Ops: []ast.CmpOp{ast.Eq}, Comparators: []ast.Expr{r}}
	}
	named := func(id ast.Identifier, rank int) dotVector {
		return dotVector{checks: []ast.Expr{eq(attr(nameOf(id), "ndim"), num(rank)), attr(nameOf(id), "flags", "c_contiguous")},
			owns: attr(nameOf(id), "flags", "owndata")}
	}
	switch x := e.(type) {
	case *ast.Name:
		if bound, n := b.boundValue(string(x.Id)); n > 0 {
			// A name the nest binds: the row view or temporary it is
			// bound to, once.
			switch v := bound.(type) {
			case *ast.Subscript:
				if n == 1 {
					return b.dotVectorOf(v, at)
				}
			case *ast.BinOp, *ast.UnaryOp, *ast.Call:
				return dotVector{contiguous: true}
			}
			return dotVector{contiguous: true, checks: []ast.Expr{&ast.NameConstant{ExprBase: at, Value: py.False}}}
		}
		if b.fs.arrayNames()[string(x.Id)] {
			v := named(x.Id, 1)
			v.contiguous, v.flat = true, num(0)
			return v
		}
	case *ast.Subscript:
		nm, ok := x.Value.(*ast.Name)
		if !ok {
			break
		}
		dims := sliceDims(x.Slice)
		axis, slices := -1, 0
		for i, d := range dims {
			switch c := d.(type) {
			case *ast.Slice:
				axis, slices = i, slices+1
			case *ast.Index:
				if _, ok := c.Value.(*ast.Ellipsis); ok {
					return dotVector{contiguous: true, checks: []ast.Expr{&ast.NameConstant{ExprBase: at, Value: py.False}}}
				}
				if nc, ok := c.Value.(*ast.NameConstant); ok && nc.Value == py.None {
					return dotVector{contiguous: true, checks: []ast.Expr{&ast.NameConstant{ExprBase: at, Value: py.False}}}
				}
			}
		}
		rank := len(dims)
		var start ast.Expr = num(0)
		switch {
		case slices == 0:
			// A row: X[i] of a two-axis X (rows.go), the vector its
			// last axis.
			axis, rank = len(dims), len(dims)+1
		case slices == 1:
			if s := dims[axis].(*ast.Slice); s.Lower != nil {
				if v, ok := constantInt(s.Lower); !ok || v < 0 {
					start = cloneExpr(s.Lower, nil)
					if ok {
						// A negative start counts from the end.
						start = &ast.BinOp{ExprBase: at, Left: &ast.Subscript{ExprBase: at, Value: attr(nameOf(nm.Id), "shape"), Slice: &ast.Index{Value: num(axis)}, Ctx: ast.Load}, Op: ast.Add, Right: start}
					}
				} else {
					start = num(v)
				}
			}
		default:
			return dotVector{contiguous: true, checks: []ast.Expr{&ast.NameConstant{ExprBase: at, Value: py.False}}}
		}
		v := named(nm.Id, rank)
		extent := func(k int) ast.Expr {
			return &ast.Subscript{ExprBase: at, Value: attr(nameOf(nm.Id), "shape"), Slice: &ast.Index{Value: num(k)}, Ctx: ast.Load}
		}
		if axis != rank-1 {
			// Strided, unless the axes after it are of one element,
			// which NumPy's step would make contiguous.
			var inc ast.Expr = extent(axis + 1)
			for k := axis + 2; k < rank; k++ {
				inc = &ast.BinOp{ExprBase: at, Left: inc, Op: ast.Mult, Right: extent(k)}
			}
			v.checks = append(v.checks, &ast.Compare{ExprBase: at, Left: inc, Ops: []ast.CmpOp{ast.NotEq}, Comparators: []ast.Expr{num(1)}})
			return v
		}
		// flat = ((i0 * n1 + i1) * n2 + ...) * n_last + start.
		var flat ast.Expr
		for k, d := range dims {
			if k == axis {
				break
			}
			ix := cloneExpr(d.(*ast.Index).Value, nil)
			if v, ok := constantInt(ix); !ok || v < 0 {
				// A negative index counts from the end, as Python's does.
				ix = &ast.BinOp{ExprBase: at, Left: ix, Op: ast.Modulo, Right: extent(k)}
			}
			if flat == nil {
				flat = ix
			} else {
				flat = &ast.BinOp{ExprBase: at, Left: &ast.BinOp{ExprBase: at, Left: flat, Op: ast.Mult, Right: extent(k)}, Op: ast.Add, Right: ix}
			}
		}
		if flat == nil {
			flat = start
		} else {
			flat = &ast.BinOp{ExprBase: at, Left: &ast.BinOp{ExprBase: at, Left: flat, Op: ast.Mult, Right: extent(axis)}, Op: ast.Add, Right: start}
		}
		v.contiguous, v.flat = true, flat
		return v
	}
	return dotVector{contiguous: true} // a temporary
}

// blasDot returns the statements setting acc to np.dot(args[0], args[1]),
// the float64 vectors ops, in the order of the process's OpenBLAS kernel,
// behind the checks the order needs; arrays are the operands' arrays.
func (b *builder) blasDot(acc string, args []ast.Expr, ops []*vectorOperand, arrays []string, at ast.ExprBase) []ast.Stmt {
	sp := ast.StmtBase{Pos: at.Pos}
	name := func(id string) ast.Expr { return &ast.Name{ExprBase: at, Id: ast.Identifier(id), Ctx: ast.Load} }
	num := func(v int) ast.Expr { return &ast.Num{ExprBase: at, N: py.Int(v)} }
	zero := func() ast.Expr { return &ast.Num{ExprBase: at, N: py.Float(0)} }
	bin := func(l ast.Expr, op ast.OperatorNumber, r ast.Expr) ast.Expr {
		return &ast.BinOp{ExprBase: at, Left: l, Op: op, Right: r}
	}
	cmp := func(l ast.Expr, op ast.CmpOp, r ast.Expr) ast.Expr {
		return &ast.Compare{ExprBase: at, Left: l, Ops: []ast.CmpOp{op}, Comparators: []ast.Expr{r}}
	}
	assign := func(id string, v ast.Expr) ast.Stmt {
		return &ast.Assign{StmtBase: sp, Targets: []ast.Expr{&ast.Name{ExprBase: at, Id: ast.Identifier(id), Ctx: ast.Store}}, Value: v}
	}
	loop := func(k string, start, stop ast.Expr, step int, body ...ast.Stmt) ast.Stmt {
		return &ast.For{StmtBase: sp, Target: &ast.Name{ExprBase: at, Id: ast.Identifier(k), Ctx: ast.Store},
			Iter: &ast.Call{ExprBase: at, Func: name("range"), Args: []ast.Expr{start, stop, num(step)}}, Body: body}
	}
	n := func() ast.Expr { return cloneExpr(ops[0].length, nil) }
	// x and y are the BLAS's vectors: np.dot's first and second operand.
	x := func(k ast.Expr) ast.Expr { return ops[0].element(k) }
	y := func(k ast.Expr) ast.Expr { return ops[1].element(cloneExpr(k, nil)) }
	at0 := func(base string, off int) ast.Expr {
		if off == 0 {
			return name(base)
		}
		return bin(name(base), ast.Add, num(off))
	}
	fma := func(a, b, c ast.Expr) ast.Expr {
		return &ast.Call{ExprBase: at, Func: name(fmaName), Args: []ast.Expr{a, b, c}}
	}
	rounded := func(k ast.Expr) ast.Expr { return bin(y(k), ast.Mult, x(cloneExpr(k, nil))) }
	// v names the scalar part (an accumulator a1_2). Loop bounds are
	// expressions of the length, not scalars, so that they stay bounds the
	// nest can evaluate where the dot sits in a branch.
	v := func(part string, ix ...int) string {
		name := acc + "·" + part
		for i, x := range ix {
			if i > 0 {
				name += "_"
			}
			name += fmt.Sprint(x)
		}
		return name
	}
	// minus returns n - n % m, the multiple of m the blocks take.
	minus := func(e ast.Expr, m int) ast.Expr { return bin(e, ast.Sub, bin(cloneExpr(e, nil), ast.Modulo, num(m))) }

	var checks []ast.Expr
	for _, a := range arrays {
		dtype := &ast.Attribute{ExprBase: at, Value: &ast.Attribute{ExprBase: at, Value: name(a), Attr: "dtype", Ctx: ast.Load}, Attr: "name", Ctx: ast.Load}
		checks = append(checks, cmp(dtype, ast.Eq, &ast.Str{ExprBase: at, S: "float64"}))
	}
	xv, yv := b.dotVectorOf(args[0], at), b.dotVectorOf(args[1], at)
	checks = append(checks, xv.checks...)
	checks = append(checks, yv.checks...)
	core, threads := numpytables.BLASDot()
	contiguous := xv.contiguous && yv.contiguous
	if core == "prescott" && contiguous && yv.flat != nil && yv.owns != nil {
		checks = append(checks, yv.owns)
	}
	// The checks of the arrays are the nest's preconditions
	// (preconditions.go); the length's may read loop variables.
	var out []ast.Stmt
	if len(checks) > 0 {
		out = append(out, failUnless(checks, acc+"·blas", at))
	}
	if core != "prescott" && threads > 1 {
		out = append(out, failWhen(cmp(n(), ast.Gt, num(numpytables.BLASDotSplit)), acc+"·split", at))
	}
	k := v("k")
	switch {
	case core == "skylakex" && contiguous:
		n1 := func() ast.Expr { return minus(n(), 16) }
		n2 := func() ast.Expr { return minus(n1(), 32) }
		var body32, fold, body16, lanes []ast.Stmt
		for g := range 4 {
			for l := range 8 {
				out = append(out, assign(v("z", g, l), zero()))
				e := at0(k, 8*g+l)
				body32 = append(body32, assign(v("z", g, l), fma(x(e), y(e), name(v("z", g, l)))))
			}
			for l := range 4 {
				fold = append(fold, assign(v("a", g, l), bin(name(v("z", g, l)), ast.Add, name(v("z", g, l+4)))))
				e := at0(k, 4*g+l)
				body16 = append(body16, assign(v("a", g, l), fma(x(e), y(e), name(v("a", g, l)))))
			}
		}
		for l := range 4 {
			lanes = append(lanes, assign(v("s", l), bin(bin(bin(name(v("a", 0, l)), ast.Add, name(v("a", 1, l))), ast.Add, name(v("a", 2, l))), ast.Add, name(v("a", 3, l)))))
		}
		out = append(out, loop(k, num(0), n2(), 32, body32...))
		out = append(out, fold...)
		out = append(out, loop(k, n2(), n1(), 16, body16...))
		out = append(out, lanes...)
		out = append(out, assign(acc, bin(bin(name(v("s", 0)), ast.Add, name(v("s", 2))), ast.Add, bin(name(v("s", 1)), ast.Add, name(v("s", 3))))))
		out = append(out, loop(k, n1(), n(), 1, assign(acc, fma(y(name(k)), x(name(k)), name(acc)))))
	case core == "haswell" && contiguous:
		n1 := func() ast.Expr { return minus(n(), 16) }
		var body []ast.Stmt
		for g := range 4 {
			for l := range 4 {
				out = append(out, assign(v("a", g, l), zero()))
				e := at0(k, 4*g+l)
				body = append(body, assign(v("a", g, l), fma(x(e), y(e), name(v("a", g, l)))))
			}
		}
		out = append(out, loop(k, num(0), n1(), 16, body...))
		h := func(g, l int) ast.Expr { return bin(name(v("a", g, l)), ast.Add, name(v("a", g, l+2))) }
		s := func(l int) ast.Expr {
			return bin(bin(h(0, l), ast.Add, h(1, l)), ast.Add, bin(h(2, l), ast.Add, h(3, l)))
		}
		out = append(out, assign(acc, bin(s(0), ast.Add, s(1))))
		out = append(out, loop(k, n1(), n(), 1, assign(acc, bin(name(acc), ast.Add, rounded(name(k))))))
	case core == "prescott" && contiguous:
		for g := range 4 {
			for l := range 2 {
				out = append(out, assign(v("a", g, l), zero()))
			}
		}
		// pairs adds the products of elements from..from+count-1 into
		// the lanes, pair p into register p % 4.
		pairs := func(from ast.Expr, count int) []ast.Stmt {
			var st []ast.Stmt
			for e := range count {
				g, l := (e/2)%4, e%2
				idx := bin(cloneExpr(from, nil), ast.Add, num(e))
				st = append(st, assign(v("a", g, l), bin(name(v("a", g, l)), ast.Add, bin(x(idx), ast.Mult, y(idx)))))
			}
			return st
		}
		// sums is dot_sse2.S's loop over the m elements from start (an
		// int): blocks of 16, then of 8, 4 and 2 as m's bits say, then
		// the last one.
		sums := func(start int) []ast.Stmt {
			m := func() ast.Expr { return bin(n(), ast.Sub, num(start)) }
			end := func(mod int) ast.Expr { return bin(num(start), ast.Add, minus(m(), mod)) }
			st := []ast.Stmt{loop(k, num(start), end(16), 16, pairs(name(k), 16)...)}
			for _, step := range []int{8, 4, 2} {
				test := cmp(bin(m(), ast.Modulo, num(2*step)), ast.GtE, num(step))
				st = append(st, &ast.If{StmtBase: sp, Test: test, Body: pairs(end(2*step), step)})
			}
			last := bin(n(), ast.Sub, num(1))
			return append(st, &ast.If{StmtBase: sp, Test: cmp(bin(m(), ast.Modulo, num(2)), ast.Eq, num(1)),
				Body: []ast.Stmt{assign(v("a", 0, 0), bin(name(v("a", 0, 0)), ast.Add, bin(x(last), ast.Mult, y(cloneExpr(last, nil)))))}})
		}
		flat, known := 0, yv.flat == nil
		if !known {
			flat, known = constantInt(yv.flat)
		}
		if known && flat%2 == 0 {
			out = append(out, sums(0)...)
		} else {
			// y's first element 8 bytes off 16: its product first, alone.
			odd := &ast.BoolOp{ExprBase: at, Op: ast.And, Values: []ast.Expr{
				cmp(bin(cloneExpr(yv.flat, nil), ast.Modulo, num(2)), ast.Eq, num(1)), cmp(n(), ast.Gt, num(0))}}
			out = append(out, &ast.If{StmtBase: sp, Test: odd,
				Body:   append([]ast.Stmt{assign(v("a", 0, 0), bin(x(num(0)), ast.Mult, y(num(0))))}, sums(1)...),
				Orelse: sums(0)})
		}
		lane := func(l int) ast.Expr {
			return bin(bin(name(v("a", 0, l)), ast.Add, name(v("a", 1, l))), ast.Add, bin(name(v("a", 2, l)), ast.Add, name(v("a", 3, l))))
		}
		out = append(out, assign(acc, bin(lane(0), ast.Add, lane(1))))
	case core == "prescott":
		g4 := func() ast.Expr { return minus(n(), 4) }
		var body []ast.Stmt
		for j := range 4 {
			out = append(out, assign(v("s", j), zero()))
			e := at0(k, j)
			body = append(body, assign(v("s", j), bin(name(v("s", j)), ast.Add, bin(x(e), ast.Mult, y(e)))))
		}
		out = append(out, loop(k, num(0), g4(), 4, body...))
		out = append(out, loop(k, g4(), n(), 1, assign(v("s", 0), bin(name(v("s", 0)), ast.Add, bin(x(name(k)), ast.Mult, y(name(k)))))))
		out = append(out, assign(acc, bin(bin(bin(name(v("s", 0)), ast.Add, name(v("s", 1))), ast.Add, bin(name(v("s", 2)), ast.Add, name(v("s", 3)))), ast.Add, zero())))
	default: // SkylakeX and Haswell, strided
		g4 := func() ast.Expr { return minus(n(), 4) }
		fused := core == "skylakex"
		out = append(out, assign(v("t", 1), zero()), assign(v("t", 2), zero()))
		pair := func(a, c int) ast.Expr {
			ea, ec := at0(k, a), at0(k, c)
			if fused {
				return fma(y(ea), x(ea), rounded(ec))
			}
			return bin(rounded(ea), ast.Add, rounded(ec))
		}
		out = append(out, loop(k, num(0), g4(), 4,
			assign(v("t", 1), bin(name(v("t", 1)), ast.Add, pair(0, 2))),
			assign(v("t", 2), bin(name(v("t", 2)), ast.Add, pair(1, 3)))))
		var rest ast.Expr = bin(name(v("t", 1)), ast.Add, rounded(name(k)))
		if fused {
			rest = fma(y(name(k)), x(name(k)), name(v("t", 1)))
		}
		out = append(out, loop(k, g4(), n(), 1, assign(v("t", 1), rest)))
		out = append(out, assign(acc, bin(name(v("t", 1)), ast.Add, name(v("t", 2)))))
	}
	return out
}

// boundValue returns the value the nest (as reductionLoops found it)
// assigns to name, and the number of its bindings there: loops, unpacking
// and augmented assignments count, their value nil.
func (b *builder) boundValue(name string) (ast.Expr, int) {
	if b.reductionRoot == nil {
		return nil, 0
	}
	var value ast.Expr
	n := 0
	ast.Walk(b.reductionRoot, func(x ast.Ast) bool {
		switch s := x.(type) {
		case *ast.Assign:
			if len(s.Targets) == 1 {
				if nm, ok := s.Targets[0].(*ast.Name); ok && string(nm.Id) == name {
					value = s.Value
					n++
					return false
				}
			}
		case *ast.Name:
			if s.Ctx != ast.Load && string(s.Id) == name {
				value = nil
				n += 2 // not one plain assignment
			}
		}
		return true
	})
	return value, n
}

// dotArrays are the arrays np.dot's operand e reads: those it subscripts
// or names, through the values of the names the nest binds.
func (b *builder) dotArrays(e ast.Expr, depth int) []string {
	var out []string
	// name adds id, an array where array says so (a subscript's base).
	name := func(id string, array bool) {
		if bound, k := b.boundValue(id); k > 0 {
			if bound != nil && depth < 8 {
				out = append(out, b.dotArrays(bound, depth+1)...)
			}
		} else if array || b.fs.arrayNames()[id] {
			out = append(out, id)
		}
	}
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		switch x := e.(type) {
		case *ast.Name:
			name(string(x.Id), false)
			return
		case *ast.Subscript:
			if nm, ok := x.Value.(*ast.Name); ok {
				name(string(nm.Id), true)
				return // its indices are ints
			}
		}
		mapChildren(e, func(c ast.Expr) ast.Expr { walk(c); return c })
	}
	walk(e)
	return out
}
