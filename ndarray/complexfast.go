package ndarray

// The fast path of +, -, * and / on complex arrays: a typed loop over the
// elements as pairs of floats, in place of the general loop's conversion
// of every element to a Scalar and back (which allocates nothing but costs
// some 200 ns an element). It computes what the general loop computes:
// the same cplx methods, the fused multiply where NumPy's complex128 loop
// fuses (an operand broadcast from one element; see mulFused).

// complexFastPath computes x op y for complex operands of type in whose
// result has the given shape, when both are contiguous arrays of that
// type of the full size or a single element (see fastOperand).
func complexFastPath(op BinaryOp, in DType, shape []int, x, y *Array) (*Array, bool) {
	size := shapeSize(shape)
	if size == 0 || (op != Add && op != Sub && op != Mul && op != TrueDiv) {
		return nil, false
	}
	x, okX := fastOperand(x, in, size)
	y, okY := fastOperand(y, in, size)
	if !okX || !okY {
		return nil, false
	}
	// NumPy's complex128 multiply fuses where an operand's inner stride is
	// 0, as innerContiguous decides for the general loop.
	fused := op == Mul && in == Complex128 && len(shape) > 0 && shape[len(shape)-1] != 1 &&
		(x.size == 1 || y.size == 1) && size > 1
	res := newResult(in, shape) // every element is written below
	if in == Complex64 {
		complexSlices(op, fused, typedView[cplx[float32]](res, in), readView[cplx[float32]](x, in), readView[cplx[float32]](y, in))
	} else {
		complexSlices(op, fused, typedView[cplx[float64]](res, in), readView[cplx[float64]](x, in), readView[cplx[float64]](y, in))
	}
	return res, true
}

// complexSlices writes x op y into dst; x or y may hold one element
// standing for all. Add, subtract and the unfused multiply are written out
// in the loops so that nothing is called per element; the explicit
// conversions keep each product rounded (see mul).
func complexSlices[T float32 | float64](op BinaryOp, fused bool, dst, x, y []cplx[T]) {
	forChunks(len(dst), 4, func(lo, hi int) {
		d := dst[lo:hi]
		xs, ys := part(x, lo, hi), part(y, lo, hi)
		switch {
		case op == Mul && fused:
			for i := range d {
				d[i] = xs[i%len(xs)].mulFused(ys[i%len(ys)])
			}
		case op == TrueDiv:
			for i := range d {
				d[i] = xs[i%len(xs)].div(ys[i%len(ys)])
			}
		case len(xs) == 1:
			complexScalarLeft(op, d, xs[0], ys)
		case len(ys) == 1:
			complexScalarRight(op, d, xs, ys[0])
		default:
			complexElementwise(op, d, xs, ys)
		}
	})
}

// complexElementwise is d = x op y for op +, - or the unfused *.
func complexElementwise[T float32 | float64](op BinaryOp, d, x, y []cplx[T]) {
	x, y = x[:len(d)], y[:len(d)]
	switch op {
	case Add:
		for i := range d {
			d[i] = cplx[T]{x[i].re + y[i].re, x[i].im + y[i].im}
		}
	case Sub:
		for i := range d {
			d[i] = cplx[T]{x[i].re - y[i].re, x[i].im - y[i].im}
		}
	default:
		for i := range d {
			a, b := x[i], y[i]
			d[i] = cplx[T]{T(a.re*b.re) - T(a.im*b.im), T(a.re*b.im) + T(a.im*b.re)}
		}
	}
}

// complexScalarRight is d = x op b for op + or -, or * of a one-element
// result.
func complexScalarRight[T float32 | float64](op BinaryOp, d, x []cplx[T], b cplx[T]) {
	x = x[:len(d)]
	switch op {
	case Add:
		for i := range d {
			d[i] = cplx[T]{x[i].re + b.re, x[i].im + b.im}
		}
	case Sub:
		for i := range d {
			d[i] = cplx[T]{x[i].re - b.re, x[i].im - b.im}
		}
	default:
		for i := range d {
			d[i] = x[i].mul(b)
		}
	}
}

// complexScalarLeft is d = a op y for op + or -, or * of a one-element
// result.
func complexScalarLeft[T float32 | float64](op BinaryOp, d []cplx[T], a cplx[T], y []cplx[T]) {
	y = y[:len(d)]
	switch op {
	case Add:
		for i := range d {
			d[i] = cplx[T]{a.re + y[i].re, a.im + y[i].im}
		}
	case Sub:
		for i := range d {
			d[i] = cplx[T]{a.re - y[i].re, a.im - y[i].im}
		}
	default:
		for i := range d {
			d[i] = a.mul(y[i])
		}
	}
}
