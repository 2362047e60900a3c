package ndarray

// The floating-point exceptions of NumPy's complex +, - and * loops. Their
// results are computed part by part from real products and sums, and the
// processor flags each of those: (1e200+0j)**2 overflows in 1e200*1e200,
// and (inf+0j)*(inf+0j) is invalid in inf*0 of the imaginary part, though
// the real part is a plain inf. So the flags are found by redoing, for
// each element whose result is not finite, the real operations of the
// loop and checking each of them (an infinity from finite operands is an
// overflow, a NaN from operands without NaNs an invalid operation, a
// finite nonzero number divided by zero a division by zero). Division
// (Smith's algorithm, as NumPy's loop and scalar math compute it) can
// also overflow on the way to a finite result, in the denominator of a
// divisor with a part beyond half the largest float, so those elements
// are redone too. The power loop is not examined; underflow is never
// reported.

import (
	"math"
	"unsafe"
)

// complexFPErrors is BinaryFPErrors for the complex result r = x op y.
func complexFPErrors(op BinaryOp, x, y, r *Array) FPFlags {
	if op != Add && op != Sub && op != Mul && op != TrueDiv {
		return 0
	}
	if complexAllFinite(r) && !(op == TrueDiv && complexHugePart(y, r.dtype)) {
		return 0
	}
	if flags, ok := complexFPErrorsTyped(op, x, y, r); ok {
		return flags
	}
	xs, _ := broadcastStrides(x.shape, x.strides, r.shape)
	ys, _ := broadcastStrides(y.shape, y.strides, r.shape)
	fused := op == Mul && r.dtype == Complex128 &&
		!innerContiguous(r.shape, [][]int{xs, ys}, []int{x.dtype.ItemSize(), y.dtype.ItemSize()})
	var flags FPFlags
	it := newIter(r.shape, [][]int{r.strides, xs, ys}, []int{r.offset, x.offset, y.offset})
	for ; it.more; it.next() {
		v := r.getAt(it.off[0])
		a, b := x.getAt(it.off[1]).Convert(r.dtype), y.getAt(it.off[2]).Convert(r.dtype)
		if v.F-v.F == 0 && v.Imag()-v.Imag() == 0 && !(op == TrueDiv && hugePart(b.F, b.Imag(), r.dtype)) {
			continue
		}
		flags |= complexOpFPFlags(op, r.dtype == Complex128, a.F, a.Imag(), b.F, b.Imag(), fused)
		if flags&(FPOverflow|FPInvalid) == FPOverflow|FPInvalid {
			break
		}
	}
	return flags
}

// complexFPErrorsTyped is complexFPErrors on the typed elements, for the
// operands of the fast path (complexFastPath): contiguous, of r's dtype,
// each of r's size or a single element. Where many elements have
// overflowed (a diverging iteration such as Z = Z*Z + c), the general
// loop's conversions would cost more than the operation.
func complexFPErrorsTyped(op BinaryOp, x, y, r *Array) (FPFlags, bool) {
	typed := func(a *Array) bool { return a.dtype == r.dtype && a.contig && (a.size == r.size || a.size == 1) }
	if !r.contig || !typed(x) || !typed(y) {
		return 0, false
	}
	fused := op == Mul && r.dtype == Complex128 && len(r.shape) > 0 && r.shape[len(r.shape)-1] != 1 &&
		(x.size == 1 || y.size == 1) && r.size > 1
	if r.dtype == Complex64 {
		return complexFlagsOf(op, false, fused, readView[cplx[float32]](x, r.dtype), readView[cplx[float32]](y, r.dtype), readView[cplx[float32]](r, r.dtype)), true
	}
	return complexFlagsOf(op, true, fused, readView[cplx[float64]](x, r.dtype), readView[cplx[float64]](y, r.dtype), readView[cplx[float64]](r, r.dtype)), true
}

func complexFlagsOf[T float32 | float64](op BinaryOp, double, fused bool, x, y, r []cplx[T]) FPFlags {
	var flags FPFlags
	// dx and dy are 0 for an operand whose one element stands for all.
	dx, dy := min(len(x)-1, 1), min(len(y)-1, 1)
	dt := Complex64
	if double {
		dt = Complex128
	}
	for i, v := range r {
		a, b := x[i*dx], y[i*dy]
		if v.re-v.re == 0 && v.im-v.im == 0 && !(op == TrueDiv && hugePart(float64(b.re), float64(b.im), dt)) {
			continue
		}
		if op != TrueDiv && (a.re != a.re && a.im != a.im || b.re != b.re && b.im != b.im) {
			// Every real operation of +, - and * reads a part of each
			// operand, so a NaN+NaNj operand (a point that has
			// diverged) raises nothing.
			continue
		}
		flags |= complexOpFPFlags(op, double, float64(a.re), float64(a.im), float64(b.re), float64(b.im), fused)
		if flags&(FPOverflow|FPInvalid) == FPOverflow|FPInvalid {
			break
		}
	}
	return flags
}

// complexAllFinite reports whether no part of an element of the complex
// array a is NaN or infinite.
func complexAllFinite(a *Array) bool {
	if a.contig {
		switch a.dtype {
		case Complex128:
			return allFiniteSlice(unsafeFloats[float64](a))
		case Complex64:
			return allFiniteSlice(unsafeFloats[float32](a))
		}
	}
	for i := range a.size {
		v := a.AtFlat(i)
		if v.F-v.F != 0 || v.Imag()-v.Imag() != 0 {
			return false
		}
	}
	return true
}

// unsafeFloats returns the parts of the contiguous complex array a as
// floats of its precision, re and im alternating.
func unsafeFloats[T float32 | float64](a *Array) []T {
	c := readView[cplx[T]](a, a.dtype)
	if len(c) == 0 {
		return nil
	}
	return floatsOfCplx(c)
}

// complexOpFPFlags redoes a op b (complex values, in float64 when double,
// else float32) as the loop's real operations and returns the exceptions
// they raise.
func complexOpFPFlags(op BinaryOp, double bool, ar, ai, br, bi float64, fused bool) FPFlags {
	round := func(v float64) float64 {
		if double {
			return v
		}
		return float64(float32(v))
	}
	var flags FPFlags
	// step is one real operation u ∘ w = v.
	step := func(u, w, v float64) float64 {
		switch {
		case v != v && u == u && w == w:
			flags |= FPInvalid
		case math.IsInf(v, 0) && !math.IsInf(u, 0) && !math.IsInf(w, 0) && u == u && w == w:
			flags |= FPOverflow
		}
		return v
	}
	// fma is one fused multiply-add p*q + s = v.
	fma := func(p, q, s float64) {
		v := math.FMA(p, q, s)
		switch {
		case v != v && p == p && q == q && s == s:
			flags |= FPInvalid
		case math.IsInf(v, 0) && p-p == 0 && q-q == 0 && s-s == 0:
			flags |= FPOverflow
		}
	}
	// quo is one division u / w = v.
	quo := func(u, w float64) float64 {
		v := round(u / w)
		switch {
		case w == 0 && u == u && u != 0:
			flags |= FPDivideByZero
		case v != v && u == u && w == w:
			flags |= FPInvalid
		case math.IsInf(v, 0) && u-u == 0 && w-w == 0:
			flags |= FPOverflow
		}
		return v
	}
	switch op {
	case TrueDiv:
		absRe, absIm := math.Abs(br), math.Abs(bi)
		if absRe != absRe || absIm != absIm {
			flags |= FPInvalid // C's >= of a NaN (comisd) is an invalid operation
		}
		switch {
		case absRe >= absIm && absRe == 0 && absIm == 0:
			quo(ar, absRe)
			quo(ai, absIm)
		case absRe >= absIm:
			rat := quo(bi, br)
			t := step(bi, rat, round(bi*rat))
			scl := quo(1, step(br, t, round(br+t)))
			p := step(ai, rat, round(ai*rat))
			q := step(ar, p, round(ar+p))
			step(q, scl, round(q*scl))
			p = step(ar, rat, round(ar*rat))
			q = step(ai, p, round(ai-p))
			step(q, scl, round(q*scl))
		default:
			rat := quo(br, bi)
			t := step(br, rat, round(br*rat))
			scl := quo(1, step(bi, t, round(bi+t)))
			p := step(ar, rat, round(ar*rat))
			q := step(p, ai, round(p+ai))
			step(q, scl, round(q*scl))
			p = step(ai, rat, round(ai*rat))
			q = step(p, ar, round(p-ar))
			step(q, scl, round(q*scl))
		}
	case Add:
		step(ar, br, round(ar+br))
		step(ai, bi, round(ai+bi))
	case Sub:
		step(ar, br, round(ar-br))
		step(ai, bi, round(ai-bi))
	case Mul:
		ii, ir := step(ai, bi, round(ai*bi)), step(ai, br, round(ai*br))
		if fused {
			fma(ar, br, -ii)
			fma(ar, bi, ir)
			break
		}
		rr, ri := step(ar, br, round(ar*br)), step(ar, bi, round(ar*bi))
		step(rr, ii, round(rr-ii))
		step(ri, ir, round(ri+ir))
	}
	return flags
}

// floatsOfCplx views complex values as their parts, re and im alternating
// (cplx is laid out as two floats, as NumPy's complex types).
func floatsOfCplx[T float32 | float64](c []cplx[T]) []T {
	return unsafe.Slice(&c[0].re, 2*len(c))
}

// hugePart reports whether a part of the divisor re+im j (of the complex
// type dt) lies beyond half the largest float, where Smith's denominator
// can overflow while the quotient stays finite.
func hugePart(re, im float64, dt DType) bool {
	limit := math.MaxFloat64 / 2
	if dt == Complex64 {
		limit = math.MaxFloat32 / 2
	}
	return math.Abs(re) > limit || math.Abs(im) > limit
}

// complexHugePart reports whether an element of the complex array y has a
// part that hugePart finds, in r's type dt.
func complexHugePart(y *Array, dt DType) bool {
	if y.contig && y.dtype == dt {
		limit := math.MaxFloat64 / 2
		if dt == Complex64 {
			for _, v := range unsafeFloats[float32](y) {
				if math.Abs(float64(v)) > math.MaxFloat32/2 {
					return true
				}
			}
			return false
		}
		for _, v := range unsafeFloats[float64](y) {
			if math.Abs(v) > limit {
				return true
			}
		}
		return false
	}
	for i := range y.size {
		v := y.AtFlat(i).Convert(dt)
		if hugePart(v.F, v.Imag(), dt) {
			return true
		}
	}
	return false
}
