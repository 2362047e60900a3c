package ndarray

// The typed fast paths of ufuncs.go's generic loops (Ufunc1, Ufunc2 and
// Clip over contiguous float32, float64, int32 and int64 arrays and
// single elements): the same function of each element as the generic
// loop, chosen once per call, split across goroutines by forChunks. The
// generic loop boxes every element in a Scalar, which cost 30 to 80 ns an
// element (np.maximum, np.floor, np.clip, np.tanh 30 to 250 times
// NumPy's time at 10^6 elements).

import (
	"math"
	"math/bits"
	"sync"
	"unsafe"
)

// ufuncFastPaths turns these fast paths on; tests turn them off for the
// generic loop's reference results.
var ufuncFastPaths = true

// fastOperands returns the broadcast shape of ops and each as a
// contiguous array of dt with the shape's size or a single element
// (fastOperand), or false.
func fastOperands(dt DType, ops ...Operand) ([]int, []*Array, bool) {
	var shape []int
	arrays := make([]*Array, len(ops))
	for i, op := range ops {
		arrays[i] = operandArray(op)
		if i == 0 {
			shape = arrays[i].shape
			continue
		}
		s, ok := broadcastShapes(shape, arrays[i].shape)
		if !ok {
			return nil, nil, false
		}
		shape = s
	}
	size := shapeSize(shape)
	if size == 0 {
		return nil, nil, false
	}
	for i, a := range arrays {
		f, ok := fastOperand(a, dt, size)
		if !ok {
			return nil, nil, false
		}
		arrays[i] = f
	}
	return shape, arrays, true
}

// at is x[i], or x[0] for a single element standing for all.
func at[T any](x []T, i int) T {
	if len(x) == 1 {
		return x[0]
	}
	return x[i]
}

// ufunc1FastPath is u.Apply for a contiguous float32 or float64 array of
// u's loop type out (floatKind and testKind).
func ufunc1FastPath(u *Ufunc1, a *Array, out DType) (*Array, bool) {
	if !ufuncFastPaths || a.Size() == 0 || !a.contig || (a.dtype != Float64 && a.dtype != Float32) {
		return nil, false
	}
	switch u.kind {
	case floatKind:
		if out != a.dtype {
			return nil, false
		}
		res := newResult(out, a.shape)
		if out == Float64 {
			src, dst := readView[float64](a, Float64), res.Float64s()
			if roundingLoop64(u, dst, src) {
				return res, true
			}
			forChunks(len(dst), 8, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					dst[i] = u.f(src[i])
				}
			})
			return res, true
		}
		src, dst := readView[float32](a, Float32), res.Float32s()
		if u.f32 == nil && roundingLoop32(u, dst, src) {
			return res, true
		}
		f32 := u.f32
		if f32 == nil {
			f32 = func(x float32) float32 { return float32(u.f(float64(x))) }
		}
		forChunks(len(dst), 8, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				dst[i] = f32(src[i])
			}
		})
		return res, true
	case testKind:
		res := newResult(Bool, a.shape)
		dst := typedView[bool](res, Bool)
		if a.dtype == Float64 {
			src := readView[float64](a, Float64)
			forChunks(len(dst), 2, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					dst[i] = u.test(src[i])
				}
			})
			return res, true
		}
		src := readView[float32](a, Float32)
		forChunks(len(dst), 2, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				dst[i] = u.test(float64(src[i]))
			}
		})
		return res, true
	}
	return nil, false
}

// ufunc2FastPath is u.Apply of minimum, maximum (common dtype float32,
// float64, int32 or int64), arctan2 and hypot (float64) over operands of
// that dtype.
func ufunc2FastPath(u *Ufunc2, x, y Operand, common DType) (Operand, bool) {
	switch {
	case u.kind == minMaxKind && fastElementType(common):
	case u.kind == floatKind && common == Float64, u == ArcTan2 && common == Float32:
	default:
		return Operand{}, false
	}
	if !ufuncFastPaths || x.Array == nil && y.Array == nil {
		return Operand{}, false
	}
	shape, ops, ok := fastOperands(common, x, y)
	if !ok {
		return Operand{}, false
	}
	res := newResult(common, shape)
	switch common {
	case Float64:
		xs, ys, dst := readView[float64](ops[0], Float64), readView[float64](ops[1], Float64), res.Float64s()
		if u == ArcTan2 {
			forChunks(len(dst), 8, func(lo, hi int) {
				svmlAtan2Slices(dst[lo:hi], part(xs, lo, hi), part(ys, lo, hi))
			})
		} else if u.kind == floatKind {
			forChunks(len(dst), 8, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					dst[i] = u.f(at(xs, i), at(ys, i))
				}
			})
		} else {
			extremeFloats(dst, xs, ys, u.min)
		}
	case Float32:
		xs, ys, dst := readView[float32](ops[0], Float32), readView[float32](ops[1], Float32), res.Float32s()
		if u == ArcTan2 {
			forChunks(len(dst), 8, func(lo, hi int) {
				svmlAtan2f32Slices(dst[lo:hi], part(xs, lo, hi), part(ys, lo, hi))
			})
		} else {
			extremeFloats(dst, xs, ys, u.min)
		}
	case Int64:
		extremeInts(typedView[int64](res, Int64), readView[int64](ops[0], Int64), readView[int64](ops[1], Int64), u.min)
	default:
		extremeInts(typedView[int32](res, Int32), readView[int32](ops[0], Int32), readView[int32](ops[1], Int32), u.min)
	}
	return Operand{Array: res}, true
}

// extremeFloat is extreme of two floats: a NaN wins, the first if both
// are; of equal values the second.
func extremeFloat[T float32 | float64](a, b T, min bool) T {
	switch {
	case a != a:
		return a
	case b != b:
		return b
	case min && a < b, !min && a > b:
		return a
	}
	return b
}

// extremeInt is extreme of two ints: of equal values the first.
func extremeInt[T int32 | int64](a, b T, min bool) T {
	if min && b < a || !min && b > a {
		return b
	}
	return a
}

func extremeFloats[T float32 | float64](dst, x, y []T, min bool) {
	forChunks(len(dst), 1, func(lo, hi int) {
		d := dst[lo:hi]
		switch {
		case len(x) == 1:
			a := x[0]
			y := y[lo:hi]
			for i, b := range y {
				d[i] = extremeFloat(a, b, min)
			}
		case len(y) == 1:
			b := y[0]
			for i, a := range x[lo:hi] {
				d[i] = extremeFloat(a, b, min)
			}
		default:
			switch d := any(d).(type) {
			case []float32:
				extremeF32(d, any(x[lo:hi]).([]float32), any(y[lo:hi]).([]float32), min)
			case []float64:
				extremeF64(d, any(x[lo:hi]).([]float64), any(y[lo:hi]).([]float64), min)
			}
		}
	})
}

// extremeF32 is extremeFloat of x[i] and y[i] into d[i], its cases in one
// test (a NaN a wins, a NaN b loses the comparison and wins as the
// second) and without branches (the comparisons of random data
// mispredict): the select is on the bits.
func extremeF32(d, x, y []float32, min bool) {
	x, y = x[:len(d)], y[:len(d)]
	for i := range d {
		a, b := x[i], y[i]
		c := b2u(a > b)
		if min {
			c = b2u(a < b)
		}
		m := -uint32(c | b2u(a != a))
		ab, bb := math.Float32bits(a), math.Float32bits(b)
		d[i] = math.Float32frombits(bb ^ ((ab ^ bb) & m))
	}
}

// extremeF64 is extremeF32 for float64.
func extremeF64(d, x, y []float64, min bool) {
	x, y = x[:len(d)], y[:len(d)]
	for i := range d {
		a, b := x[i], y[i]
		c := b2u(a > b)
		if min {
			c = b2u(a < b)
		}
		m := -(c | b2u(a != a))
		ab, bb := math.Float64bits(a), math.Float64bits(b)
		d[i] = math.Float64frombits(bb ^ ((ab ^ bb) & m))
	}
}

func extremeInts[T int32 | int64](dst, x, y []T, min bool) {
	forChunks(len(dst), 1, func(lo, hi int) {
		d := dst[lo:hi]
		switch {
		case len(x) == 1:
			a := x[0]
			for i, b := range y[lo:hi] {
				d[i] = extremeInt(a, b, min)
			}
		case len(y) == 1:
			b := y[0]
			for i, a := range x[lo:hi] {
				d[i] = extremeInt(a, b, min)
			}
		case min:
			x, y := x[lo:hi], y[lo:hi]
			for i := range d {
				d[i] = x[i]
				if y[i] < x[i] {
					d[i] = y[i]
				}
			}
		default:
			x, y := x[lo:hi], y[lo:hi]
			for i := range d {
				d[i] = x[i]
				if y[i] > x[i] {
					d[i] = y[i]
				}
			}
		}
	})
}

// clipFastPath is Clip over operands of a common float32, float64, int32
// or int64 dtype: maximum with lo, then minimum with hi.
func clipFastPath(a, lo, hi Operand, common DType) (Operand, bool) {
	if !ufuncFastPaths || a.Array == nil || !fastElementType(common) {
		return Operand{}, false
	}
	shape, ops, ok := fastOperands(common, a, lo, hi)
	if !ok {
		return Operand{}, false
	}
	res := newResult(common, shape)
	switch common {
	case Float64:
		clipFloats(res.Float64s(), readView[float64](ops[0], Float64), readView[float64](ops[1], Float64), readView[float64](ops[2], Float64))
	case Float32:
		clipFloats(res.Float32s(), readView[float32](ops[0], Float32), readView[float32](ops[1], Float32), readView[float32](ops[2], Float32))
	case Int64:
		clipInts(typedView[int64](res, Int64), readView[int64](ops[0], Int64), readView[int64](ops[1], Int64), readView[int64](ops[2], Int64))
	default:
		clipInts(typedView[int32](res, Int32), readView[int32](ops[0], Int32), readView[int32](ops[1], Int32), readView[int32](ops[2], Int32))
	}
	return Operand{Array: res}, true
}

func clipFloats[T float32 | float64](dst, x, lo, hi []T) {
	forChunks(len(dst), 1, func(l, h int) {
		switch d := any(dst[l:h]).(type) {
		case []float32:
			clipF32(d, any(x).([]float32), any(lo).([]float32), any(hi).([]float32), l)
		case []float64:
			clipF64(d, any(x).([]float64), any(lo).([]float64), any(hi).([]float64), l)
		}
	})
}

// stride is the index mask of an operand: all bits for a full one, 0 for
// a single element standing for all.
func stride[T any](v []T) int {
	if len(v) == 1 {
		return 0
	}
	return -1
}

// clipF32 is d[i] = minimum(maximum(x[k], lo[k]), hi[k]), k = from+i
// (extremeF32's selects).
func clipF32(d, x, lo, hi []float32, from int) {
	xm, lm, hm := stride(x), stride(lo), stride(hi)
	for i := range d {
		k := from + i
		a, b := x[k&xm], lo[k&lm]
		m := -uint32(b2u(a > b) | b2u(a != a))
		ab, bb := math.Float32bits(a), math.Float32bits(b)
		a = math.Float32frombits(bb ^ ((ab ^ bb) & m))
		b = hi[k&hm]
		m = -uint32(b2u(a < b) | b2u(a != a))
		ab, bb = math.Float32bits(a), math.Float32bits(b)
		d[i] = math.Float32frombits(bb ^ ((ab ^ bb) & m))
	}
}

// clipF64 is clipF32 for float64.
func clipF64(d, x, lo, hi []float64, from int) {
	xm, lm, hm := stride(x), stride(lo), stride(hi)
	for i := range d {
		k := from + i
		a, b := x[k&xm], lo[k&lm]
		m := -(b2u(a > b) | b2u(a != a))
		ab, bb := math.Float64bits(a), math.Float64bits(b)
		a = math.Float64frombits(bb ^ ((ab ^ bb) & m))
		b = hi[k&hm]
		m = -(b2u(a < b) | b2u(a != a))
		ab, bb = math.Float64bits(a), math.Float64bits(b)
		d[i] = math.Float64frombits(bb ^ ((ab ^ bb) & m))
	}
}

func clipInts[T int32 | int64](dst, x, lo, hi []T) {
	forChunks(len(dst), 1, func(l, h int) {
		for i := l; i < h; i++ {
			dst[i] = extremeInt(extremeInt(at(x, i), at(lo, i), false), at(hi, i), true)
		}
	})
}

// binaryKernelChunks runs an operator's element kernel (the ones with no
// typed loop in binaryFastPath: //, %, ** of ints, shifts, the bitwise
// operators, // and % of floats) over contiguous operands of its loop
// type in (float32, float64, int32, int64; see fastOperand) giving the
// same type, in chunks across goroutines, without the general loop's
// iterator and element boxing. ok is false where it does not apply.
func binaryKernelChunks(op BinaryOp, kernel binaryFunc, in, out DType, shape []int, x, y *Array) (res *Array, ok bool, err error) {
	size := shapeSize(shape)
	if !ufuncFastPaths || in != out || !fastElementType(in) || size == 0 {
		return nil, false, nil
	}
	xf, okX := fastOperand(x, in, size)
	yf, okY := fastOperand(y, in, size)
	if !okX || !okY {
		return nil, false, nil
	}
	res = newResult(out, shape)
	var mu sync.Mutex
	fail := func(e error) {
		mu.Lock()
		if err == nil {
			err = e
		}
		mu.Unlock()
	}
	switch in {
	case Int64:
		x, y, dst := readView[int64](xf, in), readView[int64](yf, in), typedView[int64](res, in)
		if (op == FloorDiv || op == Mod || op == Pow) && int64Loop(op, dst, x, y) {
			return res, true, nil
		}
		kernelInts(kernel, in, dst, x, y, fail)
	case Int32:
		kernelInts(kernel, in, typedView[int32](res, in), readView[int32](xf, in), readView[int32](yf, in), fail)
	case Float64:
		kernelFloats(kernel, in, res.Float64s(), readView[float64](xf, in), readView[float64](yf, in), fail)
	default:
		kernelFloats(kernel, in, res.Float32s(), readView[float32](xf, in), readView[float32](yf, in), fail)
	}
	return res, true, err
}

func kernelInts[T int32 | int64](kernel binaryFunc, dt DType, dst, x, y []T, fail func(error)) {
	forChunks(len(dst), 4, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			r, err := kernel(MakeInt(dt, int64(at(x, i))), MakeInt(dt, int64(at(y, i))))
			if err != nil {
				fail(err)
				return
			}
			dst[i] = T(r.Convert(dt).I)
		}
	})
}

func kernelFloats[T float32 | float64](kernel binaryFunc, dt DType, dst, x, y []T, fail func(error)) {
	forChunks(len(dst), 4, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			r, err := kernel(MakeFloat(dt, float64(at(x, i))), MakeFloat(dt, float64(at(y, i))))
			if err != nil {
				fail(err)
				return
			}
			dst[i] = T(r.Convert(dt).F)
		}
	})
}

// lineFloats is the n elements of a reduceLine's line in float64 for a
// contiguous float32, float64, int32 or int64 line (stride the item
// size), read as typed slices; ok is false otherwise.
func (a *Array) lineFloats(off0, stride, n int) ([]float64, bool) {
	if !ufuncFastPaths || stride != a.dtype.ItemSize() || !fastElementType(a.dtype) || n == 0 {
		return nil, false
	}
	a.hostRead()
	vals := make([]float64, n)
	switch a.dtype {
	case Float64:
		copy(vals, unsafe.Slice((*float64)(unsafe.Pointer(&a.buf[off0])), n))
	case Float32:
		for i, v := range unsafe.Slice((*float32)(unsafe.Pointer(&a.buf[off0])), n) {
			vals[i] = float64(v)
		}
	case Int64:
		for i, v := range unsafe.Slice((*int64)(unsafe.Pointer(&a.buf[off0])), n) {
			vals[i] = float64(v)
		}
	default:
		for i, v := range unsafe.Slice((*int32)(unsafe.Pointer(&a.buf[off0])), n) {
			vals[i] = float64(v)
		}
	}
	return vals, true
}

// lineArgExtreme is the index of the first minimum (min) or maximum of a
// contiguous line of n > 0 float32, float64, int32 or int64 elements, a
// first NaN winning, as reduceLine's general loop finds it.
func (a *Array) lineArgExtreme(off0, stride, n int, min bool) (int, bool) {
	if !ufuncFastPaths || stride != a.dtype.ItemSize() || !fastElementType(a.dtype) || n == 0 {
		return 0, false
	}
	a.hostRead()
	p := unsafe.Pointer(&a.buf[off0])
	switch a.dtype {
	case Float64:
		return argExtremeFloats(unsafe.Slice((*float64)(p), n), min), true
	case Float32:
		return argExtremeFloats(unsafe.Slice((*float32)(p), n), min), true
	case Int64:
		return argExtremeInts(unsafe.Slice((*int64)(p), n), min), true
	}
	return argExtremeInts(unsafe.Slice((*int32)(p), n), min), true
}

func argExtremeFloats[T float32 | float64](v []T, min bool) int {
	best, bi := v[0], 0
	if best != best {
		return 0
	}
	for i := 1; i < len(v); i++ {
		x := v[i]
		if x != x {
			return i
		}
		if min && x < best || !min && x > best {
			best, bi = x, i
		}
	}
	return bi
}

func argExtremeInts[T int32 | int64](v []T, min bool) int {
	best, bi := v[0], 0
	for i := 1; i < len(v); i++ {
		if x := v[i]; min && x < best || !min && x > best {
			best, bi = x, i
		}
	}
	return bi
}

// accumulateLast is Accumulate's loop for a contiguous float32, float64,
// int32 or int64 result accumulated along its last axis: each row in
// order, on typed slices, rows split across goroutines. It reports
// whether it applied.
func (a *Array) accumulateLast(prod bool, ax int) bool {
	if !ufuncFastPaths || !a.contig || ax != a.NDim()-1 || !fastElementType(a.dtype) || a.size == 0 {
		return false
	}
	n := a.shape[ax]
	rows := a.size / n
	switch a.dtype {
	case Float64:
		accumulateRows(typedView[float64](a, Float64), rows, n, prod)
	case Float32:
		accumulateRows(typedView[float32](a, Float32), rows, n, prod)
	case Int64:
		accumulateRows(typedView[int64](a, Int64), rows, n, prod)
	default:
		accumulateRows(typedView[int32](a, Int32), rows, n, prod)
	}
	return true
}

func accumulateRows[T number](v []T, rows, n int, prod bool) {
	forChunks(rows, n, func(lo, hi int) {
		for r := lo; r < hi; r++ {
			row := v[r*n : (r+1)*n]
			if prod {
				for i := 1; i < n; i++ {
					row[i] = row[i-1] * row[i]
				}
				continue
			}
			for i := 1; i < n; i++ {
				row[i] = row[i-1] + row[i]
			}
		}
	})
}

// convertFloatsToInts is AsType from a contiguous float32 or float64 a
// to an int32 or int64 b, converting as C's casts on x86-64 (Scalar's
// Convert). It reports whether it applied.
func (a *Array) convertFloatsToInts(b *Array) bool {
	if !ufuncFastPaths || !a.contig || a.size == 0 || (a.dtype != Float64 && a.dtype != Float32) || (b.dtype != Int64 && b.dtype != Int32) {
		return false
	}
	src := make([]float64, 0)
	if a.dtype == Float64 {
		src = readView[float64](a, Float64)
	}
	var src32 []float32
	if a.dtype == Float32 {
		src32 = readView[float32](a, Float32)
	}
	get := func(i int) float64 {
		if src32 != nil {
			return float64(src32[i])
		}
		return src[i]
	}
	if b.dtype == Int64 {
		dst := typedView[int64](b, Int64)
		forChunks(len(dst), 2, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				dst[i] = floatToInt64(get(i))
			}
		})
		return true
	}
	dst := typedView[int32](b, Int32)
	forChunks(len(dst), 2, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			dst[i] = floatToInt32(get(i))
		}
	})
	return true
}

// b2u is 1 for true, 0 for false (a SETcc, not a branch).
func b2u(c bool) uint64 {
	var u uint64
	if c {
		u = 1
	}
	return u
}

// int64Loop is intKernel's //, % and ** of int64 elements as typed loops
// (no negative exponent: those raise through the kernel); it reports
// whether it applied.
func int64Loop(op BinaryOp, dst, x, y []int64) bool {
	if op == Pow {
		for _, e := range y {
			if e < 0 {
				return false
			}
		}
	}
	if (op == FloorDiv || op == Mod) && len(y) == 1 && y[0] >= 2 && len(x) == len(dst) {
		// a positive divisor for all: multiply by its magic number
		// instead of dividing (NumPy's loop uses libdivide likewise)
		dm := newDivMagic(uint64(y[0]))
		b := y[0]
		forChunks(len(dst), 2, func(lo, hi int) {
			for i, a := range x[lo:hi] {
				q := dm.floorDiv(a)
				if op == Mod {
					q = a - q*b
				}
				dst[lo+i] = q
			}
		})
		return true
	}
	forChunks(len(dst), 4, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			a, b := at(x, i), at(y, i)
			switch op {
			case FloorDiv:
				dst[i] = floorDivInt64(a, b)
			case Mod:
				dst[i] = modInt64(a, b)
			default:
				dst[i] = powInt64(a, b)
			}
		}
	})
	return true
}

func floorDivInt64(a, b int64) int64 {
	switch {
	case b == 0:
		return 0
	case a == math.MinInt64 && b == -1:
		return math.MinInt64
	}
	q := a / b
	if (a > 0) != (b > 0) && q*b != a {
		q--
	}
	return q
}

func modInt64(a, b int64) int64 {
	if b == 0 || b == -1 {
		return 0
	}
	r := a % b
	if r != 0 && (r < 0) != (b < 0) {
		r += b
	}
	return r
}

// powInt64 is square-and-multiply, wrapping, for exp >= 0.
func powInt64(base, exp int64) int64 {
	if exp == 2 {
		return base * base
	}
	r := int64(1)
	for ; exp > 0; exp >>= 1 {
		if exp&1 != 0 {
			r *= base
		}
		base *= base
	}
	return r
}

// roundingLoop32 is floor, ceil, trunc, rint and fabs of float32 elements
// without a call per element (the float64 function of the float32 value,
// rounded: exact for these). It reports whether u is one of them.
func roundingLoop32(u *Ufunc1, dst, src []float32) bool {
	var f func(d, s []float32)
	switch u {
	case Floor:
		f = func(d, s []float32) {
			for i, v := range s {
				d[i] = float32(math.Floor(float64(v)))
			}
		}
	case Ceil:
		f = func(d, s []float32) {
			for i, v := range s {
				d[i] = float32(math.Ceil(float64(v)))
			}
		}
	case Trunc:
		f = func(d, s []float32) {
			for i, v := range s {
				d[i] = float32(math.Trunc(float64(v)))
			}
		}
	case Rint:
		f = func(d, s []float32) {
			for i, v := range s {
				d[i] = float32(math.RoundToEven(float64(v)))
			}
		}
	case Fabs:
		f = func(d, s []float32) {
			for i, v := range s {
				d[i] = float32(math.Abs(float64(v)))
			}
		}
	default:
		return false
	}
	forChunks(len(dst), 2, func(lo, hi int) { f(dst[lo:hi], src[lo:hi]) })
	return true
}

// roundingLoop64 is roundingLoop32 for float64: floor, ceil, trunc, rint
// and fabs without an indirect call per element.
func roundingLoop64(u *Ufunc1, dst, src []float64) bool {
	var f func(d, s []float64)
	switch u {
	case Floor:
		f = func(d, s []float64) {
			for i, v := range s {
				d[i] = math.Floor(v)
			}
		}
	case Ceil:
		f = func(d, s []float64) {
			for i, v := range s {
				d[i] = math.Ceil(v)
			}
		}
	case Trunc:
		f = func(d, s []float64) {
			for i, v := range s {
				d[i] = math.Trunc(v)
			}
		}
	case Rint:
		f = func(d, s []float64) {
			for i, v := range s {
				d[i] = math.RoundToEven(v)
			}
		}
	case Fabs:
		f = func(d, s []float64) {
			for i, v := range s {
				d[i] = math.Abs(v)
			}
		}
	default:
		return false
	}
	forChunks(len(dst), 2, func(lo, hi int) { f(dst[lo:hi], src[lo:hi]) })
	return true
}

// divMagic is Granlund and Montgomery's division by a constant d >= 2 of
// numbers below 2**63: n/d = floor(n*m / 2**(63+l)), l = ceil(log2 d),
// m = ceil(2**(63+l)/d), which is below 2**64 and meets their
// condition m*d - 2**(63+l) <= 2**l (Theorem 4.2 of "Division by
// invariant integers using multiplication", 1994).
type divMagic struct {
	m     uint64
	shift uint // l - 1: the high word of n*m shifted right by it
}

func newDivMagic(d uint64) divMagic {
	l := uint(bits.Len64(d - 1))
	q, r := bits.Div64(1<<(l-1), 0, d) // 2**(63+l) / d
	if r != 0 {
		q++
	}
	return divMagic{m: q, shift: l - 1}
}

// udiv is n/d for 0 <= n < 2**63.
func (dm divMagic) udiv(n uint64) uint64 {
	hi, _ := bits.Mul64(n, dm.m)
	return hi >> dm.shift
}

// floorDiv is floor(a/d): for a < 0, -1 - (-a-1)/d, where -a-1 = ^a is
// below 2**63 even for the most negative a. Without a branch on the sign
// (random signs mispredict): s is all ones for a < 0.
func (dm divMagic) floorDiv(a int64) int64 {
	s := a >> 63
	return int64(dm.udiv(uint64(a^s))) ^ s
}
