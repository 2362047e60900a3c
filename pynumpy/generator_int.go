package pynumpy

import (
	"math"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file is Generator.integers for every integer dtype and bool, as
// NumPy 1.24's _bounded_integers.pyx draws them for Generator: Lemire's
// multiply-and-reject on 64-bit draws for ranges beyond 32 bits, on 32-bit
// draws for int32 and smaller int64 ranges, and on 16- or 8-bit pieces of
// a 32-bit draw for the 16- and 8-bit dtypes; bools are single bits of a
// 32-bit draw. The pieces are buffered within one call only, as the C
// fill functions keep their buffer on the stack.

// boundedBuffer is the buffered_uint16/uint8/bool state of one call.
type boundedBuffer struct {
	p     *pcg64
	buf   uint32
	count int
}

// piece is the next width-bit piece of the buffered 32-bit draw, low
// bits first.
func (b *boundedBuffer) piece(width uint) uint32 {
	if b.count == 0 {
		b.buf = b.p.next32()
		b.count = 32/int(width) - 1
	} else {
		b.buf >>= width
		b.count--
	}
	return b.buf & (1<<width - 1)
}

// small is buffered_bounded_lemire_uint16/uint8: a value in [0, rng] from
// width-bit pieces, rng < 2**width - 1.
func (b *boundedBuffer) small(rng uint32, width uint) uint32 {
	excl := rng + 1
	mask := uint32(1)<<width - 1
	m := b.piece(width) * excl
	if leftover := m & mask; leftover < excl {
		threshold := (mask - rng) % excl
		for leftover < threshold {
			m = b.piece(width) * excl
			leftover = m & mask
		}
	}
	return m >> width
}

// bounded draws a value in [0, rng] for an integer dtype of the given bit
// width: random_bounded_uint{8,16,32,64}_fill's choice of method.
func (b *boundedBuffer) bounded(rng uint64, width uint) uint64 {
	switch {
	case rng == 0:
		return 0
	case width == 8 || width == 16:
		if rng == 1<<width-1 {
			return uint64(b.piece(width))
		}
		return uint64(b.small(uint32(rng), width))
	}
	return b.p.bounded(rng)
}

// integerBounds is the range of values of an integer dtype.
func integerBounds(dt ndarray.DType) (lo int64, hi uint64) {
	width := uint(dt.ItemSize() * 8)
	if dt == ndarray.Bool {
		return 0, 1
	}
	if dt.IsUnsigned() {
		return 0, math.MaxUint64 >> (64 - width)
	}
	return -1 << (width - 1), 1<<(width-1) - 1
}

// generatorIntegers is Generator.integers(low, high=None, size=None,
// dtype=np.int64, endpoint=False); array bounds are generator_intarray.go's.
func generatorIntegers(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var lowArg, highArg, size, dtype, endpointArg py.Object = nil, py.None, py.None, py.None, py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOOO:integers", []string{"low", "high", "size", "dtype", "endpoint"}, &lowArg, &highArg, &size, &dtype, &endpointArg); err != nil {
		return nil, err
	}
	dt, err := dtypeArg(dtype, ndarray.Int64)
	if err != nil {
		return nil, err
	}
	if !dt.IsInt() && dt != ndarray.Bool {
		return nil, py.ExceptionNewf(py.TypeError, "Unsupported dtype dtype('%s') for integers", dt)
	}
	endpoint, err := py.MakeBool(endpointArg)
	if err != nil {
		return nil, err
	}
	closed := endpoint == py.True
	if isArray(lowArg) || isSequence(lowArg) || isArray(highArg) || isSequence(highArg) {
		return g.integersBroadcast(lowArg, highArg, size, dt, closed)
	}
	low, err := intArg(lowArg)
	if err != nil {
		return nil, err
	}
	var high int64
	if highArg == py.None {
		low, high = 0, low
	} else if high, err = intArg(highArg); err != nil {
		return nil, err
	}
	if highArg == py.None { // integers(high): NumPy words the empty range by high alone
		if closed && high < 0 {
			return nil, py.ExceptionNewf(py.ValueError, "high < 0")
		}
		if !closed && high <= 0 {
			return nil, py.ExceptionNewf(py.ValueError, "high <= 0")
		}
	}
	lo, hi := integerBounds(dt)
	if low < lo {
		return nil, py.ExceptionNewf(py.ValueError, "low is out of bounds for %s", dt)
	}
	// high is exclusive unless closed; the highest value is hi (an
	// exclusive high may be hi + 1).
	if top := uint64(high); high > 0 && (closed && top > hi || !closed && top-1 > hi) {
		return nil, py.ExceptionNewf(py.ValueError, "high is out of bounds for %s", dt)
	}
	if closed {
		if high < low {
			return nil, py.ExceptionNewf(py.ValueError, "low > high")
		}
	} else {
		if high <= low {
			return nil, py.ExceptionNewf(py.ValueError, "low >= high")
		}
		high--
	}
	rng := uint64(high) - uint64(low)
	width := uint(dt.ItemSize() * 8)
	scalarOf := func(v int64) ndarray.Scalar {
		if dt == ndarray.Bool {
			return ndarray.MakeBool(v != 0)
		}
		return ndarray.MakeInt(dt, v)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	buf := &boundedBuffer{p: g.pcg}
	draw := func() int64 {
		if dt == ndarray.Bool {
			if rng == 0 {
				return low
			}
			return int64(buf.piece(1)) // buffered_bounded_bool: one bit a value
		}
		return low + int64(buf.bounded(rng, width))
	}
	if size == py.None {
		v := draw()
		if dt == ndarray.Bool {
			return py.NewBool(v != 0), nil
		}
		return NewScalar(scalarOf(v)), nil
	}
	shape, err := shapeOf(size)
	if err != nil {
		return nil, err
	}
	a, err := ndarray.New(dt, shape)
	if err != nil {
		return nil, valueError(err)
	}
	switch dt {
	case ndarray.Int64:
		vals := a.Int64s()
		for i := range vals {
			vals[i] = draw()
		}
	case ndarray.Int32:
		vals := a.Int32s()
		for i := range vals {
			vals[i] = int32(draw())
		}
	default:
		for i, n := 0, a.Size(); i < n; i++ {
			a.SetFlat(i, scalarOf(draw()))
		}
	}
	return NewArray(a), nil
}
