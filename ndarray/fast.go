package ndarray

// This file holds the fast paths of the elementwise operations and
// reductions on contiguous float32, float64, int32 and int64 arrays: loops
// over typed slices, with the operator and dtype chosen once per call
// rather than per element, split across goroutines above a size
// threshold. Every fast path computes exactly what the general loops
// compute (and so what NumPy computes): elementwise results do not depend
// on how the elements are split, and the reductions split only where the
// combined result is the serial one (the buffered sum adds its buffers'
// pairwise sums in order, whoever computed them).

import (
	"math"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// parallelMin is the number of elements below which an operation runs on
// one goroutine: starting goroutines costs a few microseconds, which is
// what some 10^4 additions take. Tests lower it to exercise the split on
// small arrays.
var parallelMin = 1 << 16

// parallelAlign is the element count chunk boundaries are rounded to, so
// that goroutines do not write to the same cache lines.
const parallelAlign = 64

// chunksPerWorker is how many chunks forChunks cuts the work into per
// goroutine. Goroutines claim chunks as they go, so that where one of
// them waits for a CPU (on a machine busy with other work) the others
// take its share instead of the whole call waiting for it.
const chunksPerWorker = 4

// forChunks calls f over [0, n) in contiguous chunks [lo, hi),
// concurrently on one goroutine per available CPU, when the work (n items
// of cost elements each) reaches parallelMin; otherwise it calls f(0, n)
// once. The calling goroutine works too, and waits only for the chunks
// other goroutines have claimed: a goroutine that starts after the work is
// done finds nothing left and ends.
func forChunks(n, cost int, f func(lo, hi int)) {
	workers := runtime.GOMAXPROCS(0)
	if n*cost < parallelMin || workers < 2 || n < 2 {
		f(0, n)
		return
	}
	workers = min(workers, n, n*cost/(parallelMin/2))
	align := max(1, parallelAlign/cost)
	chunk := (n + workers*chunksPerWorker - 1) / (workers * chunksPerWorker)
	chunk = max(chunk, parallelMin/2/cost)
	chunk = (chunk + align - 1) / align * align
	chunks := int64((n + chunk - 1) / chunk)
	var next, finished atomic.Int64
	allDone := make(chan struct{})
	work := func() (last bool) {
		for {
			c := next.Add(1) - 1
			if c >= chunks {
				return false
			}
			lo := int(c) * chunk
			f(lo, min(lo+chunk, n))
			if finished.Add(1) == chunks {
				return true
			}
		}
	}
	for range workers - 1 {
		go func() {
			if work() {
				close(allDone)
			}
		}()
	}
	if !work() {
		<-allDone
	}
}

// number is the element types with fast arithmetic loops.
type number interface {
	~int32 | ~int64 | ~float32 | ~float64
}

// fastElementType reports whether dt has typed fast paths.
func fastElementType(dt DType) bool {
	return dt == Float64 || dt == Float32 || dt == Int64 || dt == Int32
}

// fastOperand returns x as a contiguous array of dtype dt with size
// elements, or a one-element array of dt standing for all of them (a
// single element of another type is converted, as the general loop
// converts each element). ok is false when neither applies.
func fastOperand(x *Array, dt DType, size int) (*Array, bool) {
	switch {
	case x.size == 1 && (x.dtype != dt || !x.contig):
		b, _ := New(dt, nil)
		b.setAt(0, x.getAt(x.offset).Convert(dt))
		return b, true
	case x.dtype == dt && x.contig && (x.size == size || x.size == 1):
		return x, true
	}
	return nil, false
}

// binaryFastPath computes x op y (op's loop computing in dtype in, the
// result of dtype out and the given broadcast shape) on typed slices when
// the operands allow it (see fastOperand), or row by row when they are
// of dtype in but not contiguous (binaryStrided), and returns the result,
// or false. It covers +, -, * (and / on floats) and the comparisons of
// int32, int64, float32 and float64 elements.
func binaryFastPath(op BinaryOp, in, out DType, shape []int, x, y *Array) (*Array, bool) {
	size := shapeSize(shape)
	if in.IsComplex() && in == out {
		return complexFastPath(op, in, shape, x, y)
	}
	if op == Pow && (in == Float32 || in == Float64) && in == out {
		return powFastPath(in, shape, x, y)
	}
	if in == Bool && out == Bool && (op == And || op == Or || op == Xor) && size > 0 {
		return boolLogicFastPath(op, shape, x, y)
	}
	if !fastElementType(in) || size == 0 {
		return nil, false
	}
	compare := op >= Lt && op <= Ge
	switch {
	case compare:
	case op == Add || op == Sub || op == Mul:
	case op == TrueDiv && in.IsFloat():
	default:
		return nil, false
	}
	xf, okX := fastOperand(x, in, size)
	yf, okY := fastOperand(y, in, size)
	if !okX || !okY {
		return binaryStrided(op, in, out, shape, x, y)
	}
	x, y = xf, yf
	res := newResult(out, shape) // binarySlices writes every element
	switch in {
	case Float64:
		binarySlices(op, res, readView[float64](x, in), readView[float64](y, in))
	case Float32:
		binarySlices(op, res, readView[float32](x, in), readView[float32](y, in))
	case Int64:
		binarySlices(op, res, readView[int64](x, in), readView[int64](y, in))
	default:
		binarySlices(op, res, readView[int32](x, in), readView[int32](y, in))
	}
	return res, true
}

// binarySlices writes x op y into res, of x's element type for arithmetic
// and Bool for comparisons; x or y may hold one element standing for all.
func binarySlices[T number](op BinaryOp, res *Array, x, y []T) {
	if op >= Lt && op <= Ge {
		dst := typedView[bool](res, Bool)
		forChunks(len(dst), 1, func(lo, hi int) {
			compareChunk(op, dst[lo:hi], part(x, lo, hi), part(y, lo, hi))
		})
		return
	}
	dst := typedView[T](res, res.dtype)
	if !res.dtype.IsFloat() {
		forChunks(len(dst), 1, func(lo, hi int) {
			arithChunk(op, dst[lo:hi], part(x, lo, hi), part(y, lo, hi))
		})
		return
	}
	// Float results are checked for NaNs and infinities block by block
	// while the block is still in the cache.
	var mu sync.Mutex
	finite := true
	forChunks(len(dst), 1, func(lo, hi int) {
		var sp spread[T]
		if len(x) == 1 || len(y) == 1 {
			scratch := getScratch[T](1)
			defer putScratch(scratch)
			sp = newSpread(scratch[0])
		}
		ok := true
		for b := lo; b < hi; b += finiteBlock {
			e := min(b+finiteBlock, hi)
			xv, yv := sp.operands(part(x, b, e), part(y, b, e), e-b)
			arithChunk(op, dst[b:e], xv, yv)
			ok = finiteChunk(dst[b:e]) && ok
		}
		mu.Lock()
		finite = finite && ok
		mu.Unlock()
	})
	if finite {
		res.finiteAt = res.Version()
	}
}

// finiteBlock is the number of elements computed before they are checked
// for NaNs and infinities: a few kilobytes, which stay in the L1 cache.
const finiteBlock = 1024

// finiteChunk reports whether no element of vals is NaN or infinite.
func finiteChunk[T number](vals []T) bool {
	switch v := any(vals).(type) {
	case []float64:
		return allFiniteChunk(v)
	case []float32:
		return allFiniteChunk(v)
	}
	return true
}

// part is s[lo:hi], or s itself when its one element stands for all.
func part[T any](s []T, lo, hi int) []T {
	if len(s) == 1 {
		return s
	}
	return s[lo:hi]
}

// arithChunk sets dst[i] = x[i] op y[i] for op +, -, * or /, where x or y
// may be a single element. Integers wrap, as in NumPy; float32 operations
// round to float32.
func arithChunk[T number](op BinaryOp, dst, x, y []T) {
	n := len(dst)
	switch {
	case len(x) == n && len(y) == n:
		if k := vectorArith(op, dst, x, y); k > 0 {
			dst, x, y = dst[k:], x[k:], y[k:]
			n -= k
		}
		x, y := x[:n], y[:n]
		switch op {
		case Add:
			for i := range dst {
				dst[i] = x[i] + y[i]
			}
		case Sub:
			for i := range dst {
				dst[i] = x[i] - y[i]
			}
		case Mul:
			for i := range dst {
				dst[i] = x[i] * y[i]
			}
		default:
			for i := range dst {
				dst[i] = x[i] / y[i]
			}
		}
	case len(x) == n:
		x, s := x[:n], y[0]
		switch op {
		case Add:
			for i := range dst {
				dst[i] = x[i] + s
			}
		case Sub:
			for i := range dst {
				dst[i] = x[i] - s
			}
		case Mul:
			for i := range dst {
				dst[i] = x[i] * s
			}
		default:
			for i := range dst {
				dst[i] = x[i] / s
			}
		}
	default:
		s, y := x[0], y[:n]
		if len(y) != n { // both single: n is 1
			y = y[:1]
		}
		switch op {
		case Add:
			for i := range dst {
				dst[i] = s + y[i]
			}
		case Sub:
			for i := range dst {
				dst[i] = s - y[i]
			}
		case Mul:
			for i := range dst {
				dst[i] = s * y[i]
			}
		default:
			for i := range dst {
				dst[i] = s / y[i]
			}
		}
	}
}

// compareChunk sets dst[i] = x[i] op y[i] for a comparison op, where x or
// y may be a single element. NaN compares as in IEEE 754 (and NumPy): only
// != is true.
func compareChunk[T number](op BinaryOp, dst []bool, x, y []T) {
	switch op {
	case Gt:
		op, x, y = Lt, y, x
	case Ge:
		op, x, y = Le, y, x
	}
	// Strides of 0 or 1 let one loop serve single elements and slices.
	xs, ys := min(len(x)-1, 1), min(len(y)-1, 1)
	switch op {
	case Lt:
		for i := range dst {
			dst[i] = x[i*xs] < y[i*ys]
		}
	case Le:
		for i := range dst {
			dst[i] = x[i*xs] <= y[i*ys]
		}
	case Eq:
		for i := range dst {
			dst[i] = x[i*xs] == y[i*ys]
		}
	default:
		for i := range dst {
			dst[i] = x[i*xs] != y[i*ys]
		}
	}
}

// unaryFastPath computes op over a contiguous float32 or float64 array
// with the functions of the general loop (unaryKernel), and reports
// whether it did.
func unaryFastPath(op UnaryOp, a *Array) (*Array, bool) {
	if !a.contig || a.size == 0 {
		return nil, false
	}
	switch a.dtype {
	case Float64:
		var f func(float64) float64
		switch op {
		case Sqrt:
			f = math.Sqrt
		case Exp:
			f = expFloat64
		case Log:
			f = logFloat64
		case Sin:
			f = sinFloat64
		case Cos:
			f = cosFloat64
		case Neg, Abs:
		default:
			return nil, false
		}
		res := newResult(Float64, a.shape) // mapFloats writes every element
		mapFloats(res, op, f, res.Float64s(), readView[float64](a, Float64))
		return res, true
	case Float32:
		var f func(float32) float32
		switch op {
		case Sqrt:
			// The float64 root rounded is the correctly rounded float32 one.
			f = func(x float32) float32 { return float32(math.Sqrt(float64(x))) }
		case Exp:
			f = expFloat32
		case Log:
			f = logFloat32
		case Sin:
			f = sinFloat32
		case Cos:
			f = cosFloat32
		case Neg, Abs:
		default:
			return nil, false
		}
		res := newResult(Float32, a.shape) // mapFloats writes every element
		mapFloats(res, op, f, res.Float32s(), readView[float32](a, Float32))
		return res, true
	}
	return nil, false
}

// mapFloats sets dst (res's elements) to f(x[i]), or -x[i] for Neg and
// |x[i]| for Abs (f nil), in chunks across goroutines, noting in res
// whether every result is finite.
func mapFloats[T float32 | float64](res *Array, op UnaryOp, f func(T) T, dst, x []T) {
	var mu sync.Mutex
	finite := true
	forChunks(len(dst), 8, func(lo, hi int) {
		ok := true
		for b := lo; b < hi; b += finiteBlock {
			e := min(b+finiteBlock, hi)
			mapChunk(op, f, dst[b:e], x[b:e])
			ok = allFiniteChunk(dst[b:e]) && ok
		}
		mu.Lock()
		finite = finite && ok
		mu.Unlock()
	})
	if finite {
		res.finiteAt = res.Version()
	}
}

// mapChunk sets d to f(s[i]) (or to -s[i] or |s[i]|, see mapFloats):
// float32 exp, log, sin and cos and float64 exp and log by their vector
// kernels where the machine has them (simdmath_amd64.s), the rest by f.
func mapChunk[T float32 | float64](op UnaryOp, f func(T) T, d, s []T) {
	s = s[:len(d)]
	n := 0
	switch dv := any(d).(type) {
	case []float32:
		n = vectorFloat32(op, dv, any(s).([]float32))
	case []float64:
		n = vectorFloat64(op, dv, any(s).([]float64))
	}
	d, s = d[n:], s[n:]
	switch op {
	case Neg:
		for i := range d {
			d[i] = -s[i]
		}
	case Abs:
		for i := range d {
			d[i] = T(math.Abs(float64(s[i])))
		}
	default:
		for i := range d {
			d[i] = f(s[i])
		}
	}
}

// whereFastPath is np.where(cond, x, y) for a contiguous bool cond of the
// result's size and x and y contiguous arrays of the result's dtype (or
// single elements); it reports whether it applied.
func whereFastPath(cond, x, y Operand, common DType) (Operand, bool) {
	c := cond.Array
	if c == nil || c.dtype != Bool || !c.contig || c.size == 0 || !fastElementType(common) {
		return Operand{}, false
	}
	xa, ya := operandArray(x), operandArray(y)
	shape, ok := broadcastShapes(c.shape, xa.shape)
	if !ok {
		return Operand{}, false
	}
	if shape, ok = broadcastShapes(shape, ya.shape); !ok || shapeSize(shape) != c.size {
		return Operand{}, false
	}
	xa, okX := fastOperand(xa, common, c.size)
	ya, okY := fastOperand(ya, common, c.size)
	if !okX || !okY {
		return Operand{}, false
	}
	res := newResult(common, shape) // whereSlices writes every element
	cv := readView[bool](c, Bool)
	switch common {
	case Float64:
		whereSlices(typedView[float64](res, common), cv, readView[float64](xa, common), readView[float64](ya, common))
	case Float32:
		whereSlices(typedView[float32](res, common), cv, readView[float32](xa, common), readView[float32](ya, common))
	case Int64:
		whereSlices(typedView[int64](res, common), cv, readView[int64](xa, common), readView[int64](ya, common))
	default:
		whereSlices(typedView[int32](res, common), cv, readView[int32](xa, common), readView[int32](ya, common))
	}
	return Operand{Array: res}, true
}

func shapeSize(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}

// whereSlices sets dst[i] to x[i] where cond[i], else y[i]; x or y may be
// a single element.
func whereSlices[T number](dst []T, cond []bool, x, y []T) {
	forChunks(len(dst), 1, func(lo, hi int) {
		d, c, xs, ys := dst[lo:hi], cond[lo:hi], part(x, lo, hi), part(y, lo, hi)
		c = c[:len(d)]
		sx, sy := min(len(xs)-1, 1), min(len(ys)-1, 1)
		for i := range d {
			if c[i] {
				d[i] = xs[i*sx]
			} else {
				d[i] = ys[i*sy]
			}
		}
	})
}

// extremumFloats is the maximum (sign 1) or minimum (sign -1) of vals as
// the general loop finds it: the first NaN if there is one, else the
// first of the extreme elements. ok is false when the lanes of the fast
// loop could disagree with that (a NaN or an infinity, or an extreme that
// is zero, whose sign the first occurrence decides); the caller then runs
// the general loop.
func extremumFloats[T float32 | float64](vals []T, sign int) (best T, ok bool) {
	type chunkExtreme struct {
		lo     int
		v      T
		finite bool
	}
	var chunks []chunkExtreme
	var mu sync.Mutex
	forChunks(len(vals), 1, func(lo, hi int) {
		v, finite := extremumChunk(vals[lo:hi], sign)
		mu.Lock()
		chunks = append(chunks, chunkExtreme{lo, v, finite})
		mu.Unlock()
	})
	slices.SortFunc(chunks, func(a, b chunkExtreme) int { return a.lo - b.lo })
	for i, c := range chunks {
		if !c.finite {
			return c.v, false
		}
		if i == 0 || sign > 0 && c.v > best || sign < 0 && c.v < best {
			best = c.v
		}
	}
	return best, best != 0
}

// extremumChunk is the extreme of vals (not empty), and whether every
// element is finite: by the vector kernel where there is one, the rest
// in four lanes (x*0 is 0 for finite x and NaN otherwise). The
// comparisons are branches rather than Go's min and max, which must
// propagate NaNs and cost more: past the first elements the extreme
// rarely changes, so the branches are predicted.
func extremumChunk[T float32 | float64](vals []T, sign int) (T, bool) {
	n, best, finite := vectorExtremum(vals, sign)
	switch {
	case !finite:
		return best, false
	case n == len(vals):
		return best, true
	case n > 0:
		rest, finite := extremumChunk(vals[n:], sign)
		if sign > 0 && rest > best || sign < 0 && rest < best {
			best = rest
		}
		return best, finite
	}
	m0, m1, m2, m3 := vals[0], vals[0], vals[0], vals[0]
	var s0, s1 T
	i := 0
	if sign > 0 {
		for ; i+4 <= len(vals); i += 4 {
			a, b, c, d := vals[i], vals[i+1], vals[i+2], vals[i+3]
			s0 += a*0 + b*0
			s1 += c*0 + d*0
			if a > m0 {
				m0 = a
			}
			if b > m1 {
				m1 = b
			}
			if c > m2 {
				m2 = c
			}
			if d > m3 {
				m3 = d
			}
		}
		for ; i < len(vals); i++ {
			s0 += vals[i] * 0
			if vals[i] > m0 {
				m0 = vals[i]
			}
		}
		return max(m0, m1, m2, m3), s0+s1 == 0
	}
	for ; i+4 <= len(vals); i += 4 {
		a, b, c, d := vals[i], vals[i+1], vals[i+2], vals[i+3]
		s0 += a*0 + b*0
		s1 += c*0 + d*0
		if a < m0 {
			m0 = a
		}
		if b < m1 {
			m1 = b
		}
		if c < m2 {
			m2 = c
		}
		if d < m3 {
			m3 = d
		}
	}
	for ; i < len(vals); i++ {
		s0 += vals[i] * 0
		if vals[i] < m0 {
			m0 = vals[i]
		}
	}
	return min(m0, m1, m2, m3), s0+s1 == 0
}

// sumInts is the wrapping sum of vals, in chunks across goroutines (the
// order of integer additions does not matter).
func sumInts[T int32 | int64](vals []T) int64 {
	var total int64
	var mu sync.Mutex
	forChunks(len(vals), 1, func(lo, hi int) {
		var s0, s1, s2, s3 int64
		v := vals[lo:hi]
		i := 0
		for ; i+4 <= len(v); i += 4 {
			s0 += int64(v[i])
			s1 += int64(v[i+1])
			s2 += int64(v[i+2])
			s3 += int64(v[i+3])
		}
		for ; i < len(v); i++ {
			s0 += int64(v[i])
		}
		mu.Lock()
		total += s0 + s1 + s2 + s3
		mu.Unlock()
	})
	return total
}

// reduceAxisFastPath is sum or mean of a contiguous float32 or float64
// array along axis ax, computed as reduceLine computes each line: the last
// axis by buffered pairwise sums of its rows, another axis by adding its
// rows in order (from 0) into the result. It reports whether it applied.
func (a *Array) reduceAxisFastPath(r Reduction, ax int, out *Array) bool {
	if r != RSum && r != RMean || !a.contig || a.size == 0 {
		return false
	}
	outer, n, inner := 1, a.shape[ax], 1
	for d, m := range a.shape {
		switch {
		case d < ax:
			outer *= m
		case d > ax:
			inner *= m
		}
	}
	switch a.dtype {
	case Float64:
		sumAxis(readView[float64](a, Float64), typedView[float64](out, Float64), outer, n, inner, ax == len(a.shape)-1, r == RMean)
	case Float32:
		sumAxis(readView[float32](a, Float32), typedView[float32](out, Float32), outer, n, inner, ax == len(a.shape)-1, r == RMean)
	default:
		return false
	}
	return true
}

// sumAxis sums vals, of shape (outer, n, inner), along its middle axis
// into dst, of shape (outer, inner): by buffered pairwise sums when
// pairwise (inner is then 1), else in order. mean divides each sum by n
// (in float64, rounded to T, as NumPy divides the array of sums).
func sumAxis[T float32 | float64](vals, dst []T, outer, n, inner int, pairwise, mean bool) {
	finish := func(s T) T {
		if mean {
			return T(float64(s) / float64(n))
		}
		return s
	}
	if pairwise {
		forChunks(outer, n, func(lo, hi int) {
			for o := lo; o < hi; o++ {
				dst[o] = finish(bufferedSum(vals[o*n : (o+1)*n]))
			}
		})
		return
	}
	for o := range outer {
		block, d := vals[o*n*inner:(o+1)*n*inner], dst[o*inner:(o+1)*inner]
		forChunks(inner, n, func(lo, hi int) {
			acc := d[lo:hi]
			for i := range acc {
				acc[i] = 0
			}
			for k := range n {
				row := block[k*inner+lo : k*inner+hi]
				row = row[:len(acc)]
				for i := range acc {
					acc[i] += row[i]
				}
			}
			for i := range acc {
				acc[i] = finish(acc[i])
			}
		})
	}
}

// dotFloats is the dot product of x and y (of equal lengths) summed in
// order from 0, each product rounded before it is added (the explicit
// conversion keeps Go from fusing them into a multiply-add).
func dotFloats[T float32 | float64](x, y []T) T {
	var s T
	y = y[:len(x)]
	for i := range x {
		s += T(x[i] * y[i])
	}
	return s
}

// assignContiguous copies src into a (of equal shapes up to broadcasting)
// as bytes when both are contiguous, of one dtype and of one size, and
// reports whether it did. Distinct buffers are copied in chunks across
// goroutines; views of one buffer, which may overlap, by one copy, which
// reads everything before it writes, as Assign's general loop does.
func (a *Array) assignContiguous(src *Array) bool {
	if !a.contig || !src.contig || a.dtype != src.dtype || a.size != src.size || a.size == 0 {
		return false
	}
	from, to := src.ReadData(), a.Data()
	if &src.buf[0] == &a.buf[0] {
		copy(to, from)
		return true
	}
	isz := a.dtype.ItemSize()
	forChunks(a.size, 1, func(lo, hi int) {
		copy(to[lo*isz:hi*isz], from[lo*isz:hi*isz])
	})
	return true
}

// convertToFloats writes a's elements into dst, a new contiguous float32
// or float64 array of a's shape, when a is a contiguous array of a fast
// element type, and reports whether it did. Each element goes through
// float64, as Scalar.Convert converts (an int64 rounds to float64 first,
// then to float32).
func (a *Array) convertToFloats(dst *Array) bool {
	if !a.contig || a.size == 0 || !fastElementType(a.dtype) {
		return false
	}
	switch dst.dtype {
	case Float64:
		return convertFrom(a, typedView[float64](dst, Float64))
	case Float32:
		return convertFrom(a, typedView[float32](dst, Float32))
	}
	return false
}

func convertFrom[D float32 | float64](a *Array, dst []D) bool {
	switch a.dtype {
	case Float64:
		convertSlice(dst, readView[float64](a, Float64))
	case Float32:
		convertSlice(dst, readView[float32](a, Float32))
	case Int64:
		convertSlice(dst, readView[int64](a, Int64))
	default:
		convertSlice(dst, readView[int32](a, Int32))
	}
	return true
}

func convertSlice[D float32 | float64, S number](dst []D, src []S) {
	forChunks(len(dst), 1, func(lo, hi int) {
		d, s := dst[lo:hi], src[lo:hi]
		s = s[:len(d)]
		for i := range d {
			d[i] = D(float64(s[i]))
		}
	})
}

// boolLogicFastPath computes &, | or ^ of bool arrays (the masks of
// `(N == 3) & (Z == 0)`) byte by byte where both operands are contiguous
// bool arrays of the result's size, or one element.
func boolLogicFastPath(op BinaryOp, shape []int, x, y *Array) (*Array, bool) {
	size := shapeSize(shape)
	xf, okX := fastOperand(x, Bool, size)
	yf, okY := fastOperand(y, Bool, size)
	if !okX || !okY {
		return nil, false
	}
	res := newResult(Bool, shape)
	dst := typedView[bool](res, Bool)
	xs, ys := readView[bool](xf, Bool), readView[bool](yf, Bool)
	forChunks(len(dst), 1, func(lo, hi int) {
		d, a, b := dst[lo:hi], part(xs, lo, hi), part(ys, lo, hi)
		switch {
		case len(a) == 1 || len(b) == 1:
			for i := range d {
				u, v := a[0], b[0]
				if len(a) > 1 {
					u = a[i]
				}
				if len(b) > 1 {
					v = b[i]
				}
				d[i] = boolLogic(op, u, v)
			}
		case op == And:
			for i := range d {
				d[i] = a[i] && b[i]
			}
		case op == Or:
			for i := range d {
				d[i] = a[i] || b[i]
			}
		default:
			for i := range d {
				d[i] = a[i] != b[i]
			}
		}
	})
	return res, true
}

func boolLogic(op BinaryOp, u, v bool) bool {
	switch op {
	case And:
		return u && v
	case Or:
		return u || v
	}
	return u != v
}
