package ndarray

import "math"

// The fast path of ** on float32 and float64 arrays: a typed loop calling
// power (what the general loop's kernel calls), without converting each
// element to a Scalar and back, which cost float32 `a ** 3` some 120 ns an
// element. The results are the general loop's, bit for bit.

// powFastPath computes x ** y for float operands of type in (float32 or
// float64) whose result has the given shape, when both are contiguous
// arrays of that type of the full size or a single element.
func powFastPath(in DType, shape []int, x, y *Array) (*Array, bool) {
	size := shapeSize(shape)
	if size == 0 {
		return nil, false
	}
	x, okX := fastOperand(x, in, size)
	y, okY := fastOperand(y, in, size)
	if !okX || !okY {
		return nil, false
	}
	res := newResult(in, shape) // every element is written below
	if in == Float32 {
		powSlices(typedView[float32](res, in), readView[float32](x, in), readView[float32](y, in))
	} else {
		powSlices(typedView[float64](res, in), readView[float64](x, in), readView[float64](y, in))
	}
	return res, true
}

// powFastPathSVML is powFastPath for NumPy's float64 and float32 power
// loops on AVX-512 machines (svmlPowSlices, svmlPowf32Slices), which have
// no fast exponents.
func powFastPathSVML(in DType, shape []int, x, y *Array) (*Array, bool) {
	size := shapeSize(shape)
	if size == 0 {
		return nil, false
	}
	x, okX := fastOperand(x, in, size)
	y, okY := fastOperand(y, in, size)
	if !okX || !okY {
		return nil, false
	}
	res := newResult(in, shape)
	// (the lanes are independent: where the chunks start only matters
	// for the speed)
	if in == Float32 {
		dst, xs, ys := typedView[float32](res, in), readView[float32](x, in), readView[float32](y, in)
		forChunks(len(dst), 8, func(lo, hi int) {
			svmlPowf32Slices(dst[lo:hi], part(xs, lo, hi), part(ys, lo, hi))
		})
		return res, true
	}
	dst, xs, ys := typedView[float64](res, in), readView[float64](x, in), readView[float64](y, in)
	forChunks(len(dst), 8, func(lo, hi int) {
		svmlPowSlices(dst[lo:hi], part(xs, lo, hi), part(ys, lo, hi))
	})
	return res, true
}

// svmlPowKernel is the element kernel of NumPy's float64 and float32
// power loops on AVX-512 machines.
func svmlPowKernel(x, y Scalar) (Scalar, error) {
	if x.DType == Float32 {
		var r [1]float32
		svmlPowf32Slices(r[:], []float32{float32(x.F)}, []float32{float32(y.F)})
		return MakeFloat(Float32, float64(r[0])), nil
	}
	return MakeFloat(Float64, svmlPowFloat64(x.F, y.F)), nil
}

// powSlices writes x ** y into dst; x or y may hold one element standing
// for all. Each power is computed in float64 and rounded to T, as the
// general loop's kernel does.
func powSlices[T float32 | float64](dst, x, y []T) {
	forChunks(len(dst), 8, func(lo, hi int) {
		d := dst[lo:hi]
		xs, ys := part(x, lo, hi), part(y, lo, hi)
		switch {
		case len(ys) == 1 && len(xs) == len(d) && isFloat32[T]() && (ys[0] == 3 || ys[0] == 4):
			// The square of a float32 is exact in float64, so one more
			// float64 product (x*x*x, or x*x squared) is the correctly
			// rounded float64 power, which is what power returns; the
			// conversion to float32 then rounds both alike.
			if ys[0] == 3 {
				for i := range d {
					v := float64(xs[i])
					d[i] = T(float64(v*v) * v)
				}
			} else {
				for i := range d {
					v := float64(xs[i])
					sq := float64(v * v)
					d[i] = T(sq * sq)
				}
			}
		case len(ys) == 1 && len(xs) == len(d) && ys[0] == 2:
			// power's square, without its call per element
			for i := range d {
				v := float64(xs[i])
				d[i] = T(v * v)
			}
		case len(ys) == 1 && len(xs) == len(d) && ys[0] == 0.5:
			// power's root of x >= 0 (and NaN) inline; the rest as power
			for i := range d {
				v := float64(xs[i])
				if v >= 0 || v != v {
					d[i] = T(math.Sqrt(v))
				} else {
					d[i] = T(power(v, 0.5))
				}
			}
		case len(ys) == 1 && len(xs) == len(d):
			e := float64(ys[0])
			for i := range d {
				d[i] = T(power(float64(xs[i]), e))
			}
		default:
			for i := range d {
				d[i] = T(power(float64(xs[i%len(xs)]), float64(ys[i%len(ys)])))
			}
		}
	})
}

// isFloat32 reports whether T is float32.
func isFloat32[T float32 | float64]() bool {
	var z T
	_, ok := any(z).(float32)
	return ok
}
