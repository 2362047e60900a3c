package ndarray

// This file holds the elementwise operations that write their result into
// an operand's buffer instead of a new one: NumPy's "temporary elision".
// In a*b + c the product is a temporary that nothing else can see, so the
// sum may overwrite it; a new buffer would cost Go's zeroing and the
// kernel's page faults on first touch, which at a million elements cost
// more than the arithmetic. Which operand is a temporary only the caller
// knows (the interpreter's value stack); this file checks that its buffer
// can hold the result and computes with the same loops as Binary. It also
// keeps the buffer of a temporary that the operation consumed, for the
// next result of its size (recycle).

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"
)

// BinaryReusing computes x op y as Binary does, writing the result into
// the array of x (when reuseX) or of y (when reuseY) when that array can
// hold it: it owns its buffer (no view, no GPU mirror), is C-contiguous
// from the buffer's start, has the result's dtype and shape (the other
// operand broadcasts to it, not it to the other) and the operation has a
// typed fast path (+, -, * and float / on int32, int64, float32, float64).
// The caller guarantees that nothing else refers to a reused array. fp is
// what BinaryFPErrors would return for the result, computed before the
// operand's elements are overwritten. ok is false, and nothing was
// written, when no operand can be reused; the caller then calls Binary.
func BinaryReusing(op BinaryOp, x, y Operand, reuseX, reuseY bool) (r Operand, fp FPFlags, ok bool, err error) {
	if !reuseX && !reuseY {
		return Operand{}, 0, false, nil
	}
	switch op {
	case Add, Sub, Mul, TrueDiv:
	default:
		return Operand{}, 0, false, nil
	}
	common, err := CommonType(x, y)
	if err != nil {
		return Operand{}, 0, false, nil
	}
	in, out, err := binaryTypes(op, common)
	if err != nil || in != out || !fastElementType(in) || op == TrueDiv && !in.IsFloat() {
		return Operand{}, 0, false, nil
	}
	xa, ya := operandArray(x), operandArray(y)
	shape, shapeOK := broadcastShapes(xa.shape, ya.shape)
	if !shapeOK {
		return Operand{}, 0, false, nil
	}
	var dst *Array
	switch {
	case reuseX && x.Array != nil && reusable(x.Array, in, shape):
		dst = x.Array
	case reuseY && y.Array != nil && reusable(y.Array, in, shape):
		dst = y.Array
	default:
		return Operand{}, 0, false, nil
	}
	xf, okX := fastOperand(xa, in, dst.size)
	yf, okY := fastOperand(ya, in, dst.size)
	switch {
	case okX && okY:
		fp = contiguousInto(op, in, dst, xf, yf)
	default:
		// The other operand is a strided view or a broadcast row or
		// column: the strided loop, in place.
		xs, ys, ok := stridedOperands(in, dst.shape, xa, ya)
		if !ok {
			return Operand{}, 0, false, nil
		}
		dst.finiteAt = 0
		fp = stridedInto(op, in, dst, xs, ys)
	}
	// The other operand, when it is a temporary too, is dead now: in
	// a*b + c*d the product c*d was read for the last time above.
	switch {
	case dst == x.Array && reuseY && y.Array != nil && y.Array != dst:
		recycle(y.Array)
	case dst == y.Array && reuseX && x.Array != nil && x.Array != dst:
		recycle(x.Array)
	}
	return Operand{Array: dst}, fp, true, nil
}

// contiguousInto writes x op y into dst, x and y being contiguous
// operands of dst's size or single elements (fastOperand), and returns
// the floating-point exceptions.
func contiguousInto(op BinaryOp, in DType, dst, xf, yf *Array) (fp FPFlags) {
	switch in {
	case Float64:
		fp = floatsInto(op, dst, readView[float64](xf, in), readView[float64](yf, in))
	case Float32:
		fp = floatsInto(op, dst, readView[float32](xf, in), readView[float32](yf, in))
	case Int64:
		intsInto(op, dst, readView[int64](xf, in), readView[int64](yf, in))
	default:
		intsInto(op, dst, readView[int32](xf, in), readView[int32](yf, in))
	}
	return fp
}

// reusable reports whether a may receive a result of dtype dt and the
// given shape in place (see BinaryReusing).
func reusable(a *Array, dt DType, shape []int) bool {
	if a.dtype != dt || a.base != nil || a.mirror != nil || !a.contig || a.offset != 0 || a.size == 0 ||
		len(a.buf) != a.size*dt.ItemSize() || len(a.shape) != len(shape) {
		return false
	}
	for i, n := range shape {
		if a.shape[i] != n {
			return false
		}
	}
	return true
}

// intsInto writes x op y into dst, which may be x's or y's elements: each
// element is read before the same element is written.
func intsInto[T int32 | int64](op BinaryOp, dst *Array, x, y []T) {
	d := typedView[T](dst, dst.dtype)
	dst.finiteAt = 0
	forChunks(len(d), 1, func(lo, hi int) {
		arithChunk(op, d[lo:hi], part(x, lo, hi), part(y, lo, hi))
	})
}

// floatsInto writes x op y into dst, which may be x's or y's elements,
// and returns the floating-point exceptions of the operation. Each block
// is computed into a scratch buffer that stays in the L1 cache, so that
// where a block holds a NaN or an infinity its inputs are still there to
// tell why (fpFlagsChunk), and then copied over the operand.
func floatsInto[T float32 | float64](op BinaryOp, dst *Array, x, y []T) FPFlags {
	d := typedView[T](dst, dst.dtype)
	dst.finiteAt = 0
	var mu sync.Mutex
	var flags FPFlags
	finite := true
	forChunks(len(d), 1, func(lo, hi int) {
		buf := scratchPool.Get().(*[finiteBlock]float64)
		defer scratchPool.Put(buf)
		scratch := unsafe.Slice((*T)(unsafe.Pointer(buf)), finiteBlock)
		var sp spread[T]
		if len(x) == 1 || len(y) == 1 {
			s := getScratch[T](1)
			defer putScratch(s)
			sp = newSpread(s[0])
		}
		var f FPFlags
		ok := true
		for b := lo; b < hi; b += finiteBlock {
			e := min(b+finiteBlock, hi)
			s := scratch[:e-b]
			xs, ys := part(x, b, e), part(y, b, e)
			xv, yv := sp.operands(xs, ys, e-b)
			arithChunk(op, s, xv, yv)
			if !finiteChunk(s) {
				ok = false
				f |= fpFlagsChunk(op, s, xs, ys)
			}
			copy(d[b:e], s)
		}
		mu.Lock()
		flags |= f
		finite = finite && ok
		mu.Unlock()
	})
	if finite {
		dst.finiteAt = dst.Version()
	}
	return flags
}

// scratchPool holds the scratch blocks of floatsInto, room for
// finiteBlock float64s or float32s. A block of 8 KB on the goroutine's
// stack would make the interpreter's stack grow, by a copy, after every
// collection that shrank it.
var scratchPool = sync.Pool{New: func() any { return new([finiteBlock]float64) }}

// fpFlagsChunk is BinaryFPErrors on one block of results r of x op y (x
// or y may be one element standing for all).
func fpFlagsChunk[T float32 | float64](op BinaryOp, r, x, y []T) FPFlags {
	var flags FPFlags
	for i, v := range r {
		if v-v == 0 {
			continue
		}
		a, b := x[0], y[0]
		if len(x) > 1 {
			a = x[i]
		}
		if len(y) > 1 {
			b = y[i]
		}
		switch {
		case v != v:
			if a == a && b == b {
				flags |= FPInvalid
			}
		case a-a == 0 && b-b == 0:
			if op == TrueDiv && b == 0 {
				flags |= FPDivideByZero
			} else {
				flags |= FPOverflow
			}
		}
	}
	return flags
}

// The buffers of dead temporaries are kept for the next results, as
// NumPy's malloc hands back the buffer its last temporary freed: in
// a*b + c*a - b/p, the quotient b/p takes the buffer of c*a, which the
// addition consumed. Such a buffer is written over without being cleared
// and is still in the cache, where a fresh one would be cleared by the
// runtime and, the first time, page-faulted in by the kernel.
//
// Only recycle puts buffers here, and only those of temporaries: arrays
// the interpreter has proven nothing else refers to (BinaryReusing's
// caller guarantees it), which own their buffer whole (no view shares
// it: views are made of arrays that some code could see) and have no
// device mirror. So a buffer handed out again is reachable from no live
// array but the one it is handed to.
var recycled struct {
	mu   sync.Mutex
	bufs [][]byte // full capacity; at most recycleSlots
}

const (
	// recycleMin is the smallest buffer kept: below it, a fresh
	// allocation costs less than the bookkeeping.
	recycleMin = 64 << 10
	// recycleSlots bounds how many buffers are kept; one expression
	// frees them one at a time and takes them right back.
	recycleSlots = 4
)

// recycle keeps the buffer of a, a dead temporary (see recycled), for
// takeRecycled. a must not be used afterwards.
func recycle(a *Array) {
	if a.base != nil || a.mirror != nil || a.offset != 0 || cap(a.buf) < recycleMin {
		return
	}
	b := a.buf[:cap(a.buf)]
	a.buf = nil
	recycled.mu.Lock()
	defer recycled.mu.Unlock()
	if len(recycled.bufs) == recycleSlots {
		// the oldest goes back to the garbage collector
		recycled.bufs = slices.Delete(recycled.bufs, 0, 1)
	}
	recycled.bufs = append(recycled.bufs, b)
}

// takeRecycled returns a kept buffer of n bytes (its length; its
// capacity at most an eighth more, so that little memory is wasted), the
// most recently kept that fits, or nil.
func takeRecycled(n int) []byte {
	if n < recycleMin {
		return nil
	}
	recycled.mu.Lock()
	defer recycled.mu.Unlock()
	for i := len(recycled.bufs) - 1; i >= 0; i-- {
		b := recycled.bufs[i]
		if c := cap(b); c >= n && c-n <= n/8 {
			// (Delete clears the slot it frees, which must not keep the
			// buffer from the collector once its new array is dead.)
			recycled.bufs = slices.Delete(recycled.bufs, i, i+1)
			return b[:n]
		}
	}
	return nil
}

// dropRecycled hands the kept buffers back to the garbage collector.
// It runs after every collection (armRecycleDrop), so that memory kept
// for the next result is held only until then, as sync.Pool holds its
// objects.
func dropRecycled() {
	recycled.mu.Lock()
	clear(recycled.bufs)
	recycled.bufs = recycled.bufs[:0]
	recycled.mu.Unlock()
}

// gcSentinel is an object that only a finalizer refers to, so that the
// finalizer runs after each collection. Sixteen bytes keep it out of the
// runtime's tiny-object blocks, which are freed together.
type gcSentinel struct{ _ [16]byte }

// recycleDrops counts the collections after which dropRecycled ran.
var recycleDrops atomic.Int64

// armRecycleDrop calls dropRecycled after the next collection, and arms
// itself again.
func armRecycleDrop() {
	runtime.SetFinalizer(new(gcSentinel), func(*gcSentinel) {
		dropRecycled()
		recycleDrops.Add(1)
		armRecycleDrop()
	})
}

func init() { armRecycleDrop() }
