package ndarray

// This file holds the typed loops of the elementwise arithmetic and
// comparisons on operands that are not contiguous: 2-d slices such as
// U[1:-1, 1:-1] (rows with a gap between them), broadcasts of a row or a
// column, strided and reversed views. NumPy's iterator hands such
// operands to its inner loops one row at a time; so does this file. The
// axes the operands walk alike are merged first (a slice of whole rows is
// one long row), and each row is then taken in blocks of finiteBlock
// elements: as a typed slice where the operand's row is contiguous, as one
// element where it is broadcast along the row, and otherwise gathered into
// a scratch block. The blocks go through arithChunk and compareChunk, the
// contiguous fast paths' loops, so every element is computed as NumPy
// computes it (float32 in float32), whatever the layout.

import (
	"slices"
	"sync"
	"unsafe"
)

// stridedOperand is one operand of a strided loop: its buffer, the byte
// offset of its element (0, ..., 0) and its byte strides along the loop's
// axes (0 along the axes it is broadcast over).
type stridedOperand struct {
	buf     []byte
	off     int
	strides []int
}

// loopOperand returns a read as an operand of a loop over shape, to which
// a broadcasts.
func loopOperand(a *Array, shape []int) stridedOperand {
	strides, _ := broadcastStrides(a.shape, a.strides, shape)
	return stridedOperand{buf: a.buf, off: a.offset, strides: strides}
}

// collapseAxes drops the axes of length 1 from shape and merges each axis
// into the next where every operand steps over the whole next axis with
// one step of this one, so that the last axis, the row the loops run
// along, is as long as the layouts allow. It returns the new shape and
// rewrites the operands' strides; a loop over no axes gets one of length 1.
func collapseAxes(shape []int, ops []*stridedOperand) []int {
	var out []int
	strides := make([][]int, len(ops))
	for k, n := range shape {
		if n == 1 {
			continue
		}
		if last := len(out) - 1; last >= 0 {
			mergeable := true
			for j, o := range ops {
				if strides[j][last] != o.strides[k]*n {
					mergeable = false
					break
				}
			}
			if mergeable {
				out[last] *= n
				for j, o := range ops {
					strides[j][last] = o.strides[k]
				}
				continue
			}
		}
		out = append(out, n)
		for j, o := range ops {
			strides[j] = append(strides[j], o.strides[k])
		}
	}
	if len(out) == 0 {
		out = []int{1}
		for j := range ops {
			strides[j] = []int{0}
		}
	}
	for j, o := range ops {
		o.strides = strides[j]
	}
	return out
}

// rowOffset is the byte offset in o's buffer of the first element of row
// r of a loop over shape (whose last axis is the row).
func (o *stridedOperand) rowOffset(shape []int, r int) int {
	off := o.off
	for k := len(shape) - 2; k >= 0 && r > 0; k-- {
		n := shape[k]
		off += r % n * o.strides[k]
		r /= n
	}
	return off
}

// block returns the n elements of o's row from byte offset off, stepping
// by inner bytes: the elements themselves where they are contiguous, the
// one element where inner is 0 (arithChunk and compareChunk take it for
// all), and otherwise a copy in scratch.
func block[T number](o *stridedOperand, off, inner, n int, scratch []T) []T {
	switch inner {
	case int(unsafe.Sizeof(T(0))):
		return unsafe.Slice((*T)(unsafe.Pointer(&o.buf[off])), n)
	case 0:
		return unsafe.Slice((*T)(unsafe.Pointer(&o.buf[off])), 1)
	}
	s := scratch[:n]
	for i := range s {
		s[i] = *(*T)(unsafe.Pointer(&o.buf[off+i*inner]))
	}
	return s
}

// scatter writes vals into o's row from byte offset off, stepping by
// inner bytes.
func scatter[T number](o *stridedOperand, off, inner int, vals []T) {
	for i, v := range vals {
		*(*T)(unsafe.Pointer(&o.buf[off+i*inner])) = v
	}
}

// stridedLoop is x op y over the elements of shape, written into dst.
type stridedLoop struct {
	op        BinaryOp
	shape     []int // collapsed: the last axis is the row
	dst, x, y stridedOperand
	// inPlace says that dst may be x's or y's elements (the same element
	// at the same position, never another one): each block is computed
	// into scratch and then stored, so that the inputs of a block that
	// holds a NaN or an infinity are still there for fpFlagsChunk.
	inPlace bool
}

// newStridedLoop returns the loop of x op y into dst over shape (all three
// broadcast to it).
func newStridedLoop(op BinaryOp, shape []int, dst, x, y stridedOperand, inPlace bool) *stridedLoop {
	l := &stridedLoop{op: op, dst: dst, x: x, y: y, inPlace: inPlace}
	l.shape = collapseAxes(shape, []*stridedOperand{&l.dst, &l.x, &l.y})
	return l
}

// stridedArith runs the arithmetic loop l (+, -, *, / on T) and returns
// whether every result is finite and, for floats, the floating-point
// exceptions of the operation (BinaryFPErrors's answer).
func stridedArith[T number](l *stridedLoop) (finite bool, flags FPFlags) {
	isFloat := isFloatType[T]()
	var mu sync.Mutex
	finite = true
	rowLen := l.shape[len(l.shape)-1]
	size := shapeSize(l.shape)
	last := len(l.shape) - 1
	forChunks(size, 1, func(lo, hi int) {
		scratch := getScratch[T](4)
		defer putScratch(scratch)
		sx, sy, sr := scratch[0], scratch[1], scratch[2]
		sp := newSpread(scratch[3])
		ok, f := true, FPFlags(0)
		row, dOff, xOff, yOff := -1, 0, 0, 0
		for e := lo; e < hi; {
			r, c := e/rowLen, e%rowLen
			if r != row {
				row = r
				dOff, xOff, yOff = l.dst.rowOffset(l.shape, r), l.x.rowOffset(l.shape, r), l.y.rowOffset(l.shape, r)
			}
			n := min(rowLen-c, hi-e, finiteBlock)
			dIn, xIn, yIn := l.dst.strides[last], l.x.strides[last], l.y.strides[last]
			xs := block(&l.x, xOff+c*xIn, xIn, n, sx)
			ys := block(&l.y, yOff+c*yIn, yIn, n, sy)
			direct := !l.inPlace && dIn == int(unsafe.Sizeof(T(0)))
			res := sr[:n]
			if direct {
				res = unsafe.Slice((*T)(unsafe.Pointer(&l.dst.buf[dOff+c*dIn])), n)
			}
			xv, yv := sp.operands(xs, ys, n)
			arithChunk(l.op, res, xv, yv)
			if isFloat && !finiteChunk(res) {
				ok = false
				f |= fpFlagsBlock(l.op, res, xs, ys)
			}
			if !direct {
				if dIn == int(unsafe.Sizeof(T(0))) {
					copy(unsafe.Slice((*T)(unsafe.Pointer(&l.dst.buf[dOff+c*dIn])), n), res)
				} else {
					scatter(&l.dst, dOff+c*dIn, dIn, res)
				}
			}
			e += n
		}
		mu.Lock()
		finite = finite && ok
		flags |= f
		mu.Unlock()
	})
	return finite, flags
}

// stridedCompare runs the comparison loop l of T operands into bool
// results.
func stridedCompare[T number](l *stridedLoop) {
	rowLen := l.shape[len(l.shape)-1]
	last := len(l.shape) - 1
	forChunks(shapeSize(l.shape), 1, func(lo, hi int) {
		scratch := getScratch[T](2)
		defer putScratch(scratch)
		var sr [finiteBlock]bool
		row, dOff, xOff, yOff := -1, 0, 0, 0
		for e := lo; e < hi; {
			r, c := e/rowLen, e%rowLen
			if r != row {
				row = r
				dOff, xOff, yOff = l.dst.rowOffset(l.shape, r), l.x.rowOffset(l.shape, r), l.y.rowOffset(l.shape, r)
			}
			n := min(rowLen-c, hi-e, finiteBlock)
			dIn, xIn, yIn := l.dst.strides[last], l.x.strides[last], l.y.strides[last]
			xs := block(&l.x, xOff+c*xIn, xIn, n, scratch[0])
			ys := block(&l.y, yOff+c*yIn, yIn, n, scratch[1])
			if dIn == 1 && !l.inPlace {
				compareChunk(l.op, unsafe.Slice((*bool)(unsafe.Pointer(&l.dst.buf[dOff+c])), n), xs, ys)
			} else {
				res := sr[:n]
				compareChunk(l.op, res, xs, ys)
				for i, v := range res {
					*(*bool)(unsafe.Pointer(&l.dst.buf[dOff+(c+i)*dIn])) = v
				}
			}
			e += n
		}
	})
}

// fpFlagsBlock is fpFlagsChunk for the float element types, and no
// exceptions for the integer ones (a loop of T over number).
func fpFlagsBlock[T number](op BinaryOp, r, x, y []T) FPFlags {
	switch rv := any(r).(type) {
	case []float64:
		return fpFlagsChunk(op, rv, any(x).([]float64), any(y).([]float64))
	case []float32:
		return fpFlagsChunk(op, rv, any(x).([]float32), any(y).([]float32))
	}
	return 0
}

// isFloatType reports whether T is float32 or float64.
func isFloatType[T number]() bool {
	var zero T
	switch any(zero).(type) {
	case float32, float64:
		return true
	}
	return false
}

// getScratch returns n scratch blocks of finiteBlock elements of T from
// scratchPool; putScratch gives them back.
func getScratch[T number](n int) [][]T {
	s := make([][]T, n)
	for i := range s {
		buf := scratchPool.Get().(*[finiteBlock]float64)
		s[i] = unsafe.Slice((*T)(unsafe.Pointer(buf)), finiteBlock)
	}
	return s
}

func putScratch[T number](s [][]T) {
	for _, b := range s {
		scratchPool.Put((*[finiteBlock]float64)(unsafe.Pointer(unsafe.SliceData(b))))
	}
}

// stridedOperands returns x and y as operands of a typed loop of dtype in
// over shape: arrays of dtype in in any layout, broadcast to shape, or
// one-element arrays of another type converted to in, as the general loop
// converts each element. ok is false for other operands.
func stridedOperands(in DType, shape []int, x, y *Array) (xo, yo stridedOperand, ok bool) {
	conv := func(a *Array) (*Array, bool) {
		switch {
		case a.dtype == in:
			return a, true
		case a.size == 1:
			b, _ := New(in, nil)
			b.setAt(0, a.getAt(a.offset).Convert(in))
			return b, true
		}
		return nil, false
	}
	xa, okX := conv(x)
	ya, okY := conv(y)
	if !okX || !okY {
		return xo, yo, false
	}
	xa.hostRead()
	ya.hostRead()
	return loopOperand(xa, shape), loopOperand(ya, shape), true
}

// binaryStrided computes x op y into a new array of dtype out and the
// given shape when op has a typed loop for in (as binaryFastPath) and each
// operand is of dtype in or a single element, in any layout; it reports
// whether it did.
func binaryStrided(op BinaryOp, in, out DType, shape []int, x, y *Array) (*Array, bool) {
	xo, yo, ok := stridedOperands(in, shape, x, y)
	if !ok {
		return nil, false
	}
	res := newResult(out, shape) // the loop writes every element
	res.hostWrite()
	l := newStridedLoop(op, shape, loopOperand(res, shape), xo, yo, false)
	if op >= Lt && op <= Ge {
		switch in {
		case Float64:
			stridedCompare[float64](l)
		case Float32:
			stridedCompare[float32](l)
		case Int64:
			stridedCompare[int64](l)
		default:
			stridedCompare[int32](l)
		}
		return res, true
	}
	var finite bool
	switch in {
	case Float64:
		finite, _ = stridedArith[float64](l)
	case Float32:
		finite, _ = stridedArith[float32](l)
	case Int64:
		stridedArith[int64](l)
	default:
		stridedArith[int32](l)
	}
	if finite {
		res.finiteAt = res.Version()
	}
	return res, true
}

// BinaryInPlace computes x op= y into x's own elements, as NumPy's
// in-place operators do (the ufunc with out=x), when that needs no other
// buffer: op is +, -, * (or / on floats) with a typed loop, the loop's
// type is x's dtype, y broadcasts to x's shape, and y does not share x's
// memory other than element for element (y is x, or a view of x's
// elements with x's layout). fp is the floating-point exceptions of the
// operation. ok is false, and nothing was written, otherwise; the caller
// then computes x op y and assigns it.
func BinaryInPlace(op BinaryOp, x *Array, y Operand) (fp FPFlags, ok bool, err error) {
	switch op {
	case Add, Sub, Mul, TrueDiv:
	default:
		return 0, false, nil
	}
	xo := Operand{Array: x}
	common, err := CommonType(xo, y)
	if err != nil {
		return 0, false, nil
	}
	in, out, err := binaryTypes(op, common)
	if err != nil || in != out || in != x.dtype || !fastElementType(in) || op == TrueDiv && !in.IsFloat() || x.size == 0 {
		return 0, false, nil
	}
	ya := operandArray(y)
	shape, shapeOK := broadcastShapes(x.shape, ya.shape)
	if !shapeOK || !slices.Equal(shape, x.shape) {
		return 0, false, nil
	}
	for k, n := range x.shape {
		if n > 1 && x.strides[k] == 0 {
			return 0, false, nil // x's elements overlap each other
		}
	}
	if y.Array != nil && sharesBuffer(x, ya) {
		ys, _ := broadcastStrides(ya.shape, ya.strides, shape)
		if ya.offset != x.offset || !slices.Equal(ys, x.strides) {
			return 0, false, nil
		}
	}
	xs, ys, ok := stridedOperands(in, shape, x, ya)
	if !ok {
		return 0, false, nil
	}
	return stridedInto(op, in, x, xs, ys), true, nil
}

// stridedInto writes xs op ys (operands of a loop over dst's shape, whose
// elements may be dst's own, element for element) into dst with the
// typed loop of in, dst's dtype, and returns the floating-point
// exceptions.
func stridedInto(op BinaryOp, in DType, dst *Array, xs, ys stridedOperand) (fp FPFlags) {
	dst.hostWrite()
	l := newStridedLoop(op, dst.shape, loopOperand(dst, dst.shape), xs, ys, true)
	switch in {
	case Float64:
		_, fp = stridedArith[float64](l)
	case Float32:
		_, fp = stridedArith[float32](l)
	case Int64:
		stridedArith[int64](l)
	default:
		stridedArith[int32](l)
	}
	return fp
}

// sharesBuffer reports whether a and b view one buffer.
func sharesBuffer(a, b *Array) bool {
	return a.owner() == b.owner() || len(a.buf) > 0 && len(b.buf) > 0 && &a.buf[0] == &b.buf[0]
}

// spreadMin is the block length from which an operation with one scalar
// operand spreads the scalar over a block (spread) to run in the vector
// loop of two arrays: below it the scalar loop costs less than the fill.
const spreadMin = 64

// spread is a scratch block holding one value repeated, standing for a
// scalar operand of arithChunk: the vector kernels (vectorArith) take two
// whole arrays, and the scalar loops they would leave the operation to
// run an element at a time. The results are the same bits: each element
// is the same IEEE operation on the same two values, in the same order.
type spread[T number] struct {
	vals   []T // a finiteBlock-element scratch block, or nil: no vector loop
	filled int // how many leading elements of vals hold v
	v      T
}

// newSpread returns a spread over scratch, a finiteBlock-element block, or
// one that never spreads where T has no vector loop.
func newSpread[T number](scratch []T) spread[T] {
	if !haveAVX2FMA || !isFloatType[T]() {
		return spread[T]{}
	}
	return spread[T]{vals: scratch}
}

// operands returns x and y for a block of n results, the one that is a
// single element replaced by n copies of it where that lets the vector
// loop run.
func (s *spread[T]) operands(x, y []T, n int) ([]T, []T) {
	if s.vals == nil || n < spreadMin || len(x) != 1 && len(y) != 1 || len(x) == 1 && len(y) == 1 {
		return x, y
	}
	if len(x) == 1 {
		return s.of(x[0], n), y
	}
	return x, s.of(y[0], n)
}

// of returns v repeated n times.
func (s *spread[T]) of(v T, n int) []T {
	if !identicalBits(v, s.v) {
		s.v, s.filled = v, 0
	}
	if s.filled < n {
		vals := s.vals[s.filled:n]
		for i := range vals {
			vals[i] = v
		}
		s.filled = n
	}
	return s.vals[:n]
}

// identicalBits reports whether a and b are the same bit pattern (0 and -0,
// or two NaNs, are not necessarily).
func identicalBits[T number](a, b T) bool {
	switch unsafe.Sizeof(a) {
	case 8:
		return *(*uint64)(unsafe.Pointer(&a)) == *(*uint64)(unsafe.Pointer(&b))
	default:
		return *(*uint32)(unsafe.Pointer(&a)) == *(*uint32)(unsafe.Pointer(&b))
	}
}
