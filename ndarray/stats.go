package ndarray

import (
	"errors"
	"math"
	"slices"
)

// This file is np.percentile (the default 'linear' method) and np.median
// along an axis, and np.interp, each computed with NumPy's formulas and
// evaluation order so the results match its bits.

// lineStats computes f over every line of a along axis (all of a
// flattened for axis nil), for nq results per line, into an array of
// dtype out and shape qshape + the shape without axis.
func (a *Array) lineStats(axis *int, qshape []int, nq int, out DType, f func(sorted []Scalar, res []float64)) (*Array, error) {
	src := a
	ax := 0
	if axis == nil {
		src = a.Ravel()
	} else {
		var err error
		if ax, err = normAxis(*axis, a.NDim()); err != nil {
			return nil, err
		}
	}
	if src.NDim() == 0 {
		src, _ = src.Copy().Reshape([]int{1})
	}
	rest := slices.Delete(slices.Clone(src.shape), ax, ax+1)
	lines := 1
	for _, n := range rest {
		lines *= n
	}
	r, err := New(out, append(slices.Clone(qshape), rest...))
	if err != nil {
		return nil, err
	}
	float := src.dtype.IsFloat()
	res := make([]float64, nq)
	line := 0
	err = src.sortLines(ax, func(vals []Scalar, _ []int) {
		slices.SortFunc(vals, func(x, y Scalar) int { return lessNaNLast(x, y, float) })
		f(vals, res)
		for k, v := range res {
			r.SetFlat(k*lines+line, MakeFloat(out, v))
		}
		line++
	})
	return r, err
}

// statsType is the type median and percentile compute in: float32 stays,
// everything else is float64.
func statsType(dt DType) DType {
	if dt == Float32 || dt == Float16 {
		return dt
	}
	return Float64
}

// Percentile is np.percentile(a, q, axis) with the 'linear' method: for
// every q in [0, 100] (qshape is q's shape) the value at virtual index
// q/100*(n-1) of the sorted line, interpolated by NumPy's _lerp. A line
// holding NaN gives NaN.
func (a *Array) Percentile(q []float64, qshape []int, axis *int) (*Array, error) {
	if a.dtype.IsComplex() {
		return nil, errUnsupportedComplex("percentile")
	}
	for _, p := range q {
		if !(p >= 0 && p <= 100) {
			return nil, errors.New("Percentiles must be in the range [0, 100]")
		}
	}
	// The result is float64; NumPy subtracts float32 neighbours in float32.
	f32 := a.dtype == Float32
	return a.lineStats(axis, qshape, len(q), Float64, func(sorted []Scalar, res []float64) {
		n := len(sorted)
		for k, p := range q {
			if n == 0 || math.IsNaN(sorted[n-1].Float()) {
				res[k] = math.NaN()
				continue
			}
			virtual := float64(n-1) * (p / 100) // NumPy's 'linear' virtual index
			prev := math.Floor(virtual)
			gamma := virtual - prev
			lo := int(min(max(prev, 0), float64(n-1)))
			hi := int(min(max(prev+1, 0), float64(n-1)))
			res[k] = lerp(sorted[lo].Float(), sorted[hi].Float(), gamma, f32)
		}
	})
}

// lerp is NumPy's _lerp: a + (b-a)*t, or b - (b-a)*(1-t) for t >= 0.5,
// with b-a rounded to float32 when f32 is set.
func lerp(a, b, t float64, f32 bool) float64 {
	d := b - a
	if f32 {
		d = float64(float32(b) - float32(a))
	}
	if t >= 0.5 {
		return b - float64(d*(1-t))
	}
	return a + float64(d*t)
}

// Median is np.median along axis (all of a for nil): the middle element of
// each sorted line, or the mean of the two middle ones. A line holding NaN
// gives NaN.
func (a *Array) Median(axis *int) (*Array, error) {
	if a.dtype.IsComplex() {
		return nil, errUnsupportedComplex("median")
	}
	out := statsType(a.dtype)
	return a.lineStats(axis, nil, 1, out, func(sorted []Scalar, res []float64) {
		n := len(sorted)
		switch {
		case n == 0 || math.IsNaN(sorted[n-1].Float()):
			res[0] = math.NaN()
		case n%2 == 1:
			res[0] = sorted[n/2].Float()
		case out == Float64:
			res[0] = (sorted[n/2-1].Float() + sorted[n/2].Float()) / 2
		default:
			res[0] = float64((float32(sorted[n/2-1].Float()) + float32(sorted[n/2].Float())) / 2)
		}
	})
}

// Interp is np.interp(x, xp, fp, left, right) for increasing xp, as
// NumPy's C loop computes it, in float64.
func Interp(x []float64, xp, fp []float64, left, right float64) ([]float64, error) {
	if len(xp) == 0 {
		return nil, errors.New("array of sample points is empty")
	}
	if len(xp) != len(fp) {
		return nil, errors.New("fp and xp are not of the same length.")
	}
	n := len(xp)
	res := make([]float64, len(x))
	for i, v := range x {
		switch {
		case math.IsNaN(v):
			res[i] = v
		case v == xp[n-1]:
			res[i] = fp[n-1]
		case v > xp[n-1]:
			res[i] = right
		case v < xp[0]:
			res[i] = left
		default:
			// j: the last index with xp[j] <= v.
			j, _ := slices.BinarySearchFunc(xp, v, func(e, t float64) int {
				if e <= t {
					return -1
				}
				return 1
			})
			j--
			switch {
			case j >= n-1:
				res[i] = fp[n-1]
			case xp[j] == v:
				res[i] = fp[j]
			default:
				slope := (fp[j+1] - fp[j]) / (xp[j+1] - xp[j])
				// The conversions keep the products out of an FMA,
				// which NumPy's loop does not use.
				r := float64(slope*(v-xp[j])) + fp[j]
				if math.IsNaN(r) {
					r = float64(slope*(v-xp[j+1])) + fp[j+1]
					if math.IsNaN(r) && fp[j] == fp[j+1] {
						r = fp[j]
					}
				}
				res[i] = r
			}
		}
	}
	return res, nil
}
