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
// dtype out and shape qshape + the shape without axis. f gets the line's
// values as float64 (exact for every real dtype but int64 and uint64
// beyond 2**53, which NumPy's float64 interpolation rounds alike) in a
// scratch slice it may reorder, and whether the line holds a NaN.
func (a *Array) lineStats(axis *int, qshape []int, nq int, out DType, f func(line []float64, nan bool, res []float64)) (*Array, error) {
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
	res := make([]float64, nq)
	line := 0
	var buf []float64
	contiguousLast := src.contig && ax == src.NDim()-1
	emit := func(buf []float64) {
		nan := false
		if src.dtype.IsFloat() {
			for _, x := range buf {
				if x != x {
					nan = true
					break
				}
			}
		}
		f(buf, nan, res)
		for k, v := range res {
			r.SetFlat(k*lines+line, MakeFloat(out, v))
		}
		line++
	}
	if n := src.shape[ax]; contiguousLast && n > 0 && appendLine(nil, src, 0, 0) != nil {
		// Lines read straight from the typed elements, without the index
		// slices of forLines (a median of 10^5 float32 spent half its
		// time building them).
		buf = make([]float64, 0, n)
		for l := range lines {
			emit(appendLine(buf[:0], src, l*n, n))
		}
	} else {
		err = src.forLines(ax, func(flat []int) {
			buf = gatherKeys(src, flat, buf[:0], Scalar.Float)
			emit(buf)
		})
	}
	if src.shape[ax] == 0 {
		// Empty lines: NaN, as NumPy's mean of an empty slice.
		for i := range r.size {
			r.SetFlat(i, MakeFloat(out, math.NaN()))
		}
	}
	return r, err
}

// appendLine appends the n elements of the contiguous array a from flat
// index lo, converted to float64 as Scalar.Float converts them, to buf; it
// returns nil for dtypes other than float64, float32, int64 and int32,
// which it does not take.
func appendLine(buf []float64, a *Array, lo, n int) []float64 {
	if buf == nil {
		buf = []float64{}
	}
	switch a.dtype {
	case Float64:
		return append(buf, a.Float64s()[lo:lo+n]...)
	case Float32:
		for _, x := range a.Float32s()[lo : lo+n] {
			buf = append(buf, float64(x))
		}
	case Int64:
		for _, x := range a.Int64s()[lo : lo+n] {
			buf = append(buf, float64(x))
		}
	case Int32:
		for _, x := range a.Int32s()[lo : lo+n] {
			buf = append(buf, float64(x))
		}
	default:
		return nil
	}
	return buf
}

// orderStatistics reorders the NaN-free v so that v[k] holds the value
// that would be there after sorting, for every k in ks (ascending, no
// repeats), as NumPy's np.partition(v, ks) does; the values are what
// matter, not where the others go. Up to 16 order statistics are selected
// one after another (each in the part right of the previous one); more
// sort the line.
func orderStatistics(v []float64, ks []int) {
	if len(ks) > 16 {
		slices.Sort(v)
		return
	}
	lo := 0
	for _, k := range ks {
		switch {
		case k < lo:
			continue
		case k == lo:
			// The smallest of the rest (percentile's upper neighbour).
			m := lo
			for i := lo + 1; i < len(v); i++ {
				if v[i] < v[m] {
					m = i
				}
			}
			v[lo], v[m] = v[m], v[lo]
		default:
			selectKth(v[lo:], k-lo)
		}
		lo = k + 1
	}
}

// selectKth moves the k-th smallest of the NaN-free v to v[k], the smaller
// ones before it and the larger after: quickselect by Hoare partition
// about the median of three, finishing by sorting when a partition is
// small or the ranges shrink too slowly (introselect's guard against
// quadratic time).
func selectKth(v []float64, k int) {
	lo, hi := 0, len(v)-1
	budget := 2 * depthLimit(len(v))
	for hi-lo > 16 {
		if budget--; budget < 0 {
			slices.Sort(v[lo : hi+1])
			return
		}
		mid := lo + (hi-lo)/2
		if v[mid] < v[lo] {
			v[mid], v[lo] = v[lo], v[mid]
		}
		if v[hi] < v[mid] {
			v[hi], v[mid] = v[mid], v[hi]
			if v[mid] < v[lo] {
				v[mid], v[lo] = v[lo], v[mid]
			}
		}
		pivot := v[mid]
		i, j := lo, hi
		for i <= j {
			for v[i] < pivot {
				i++
			}
			for pivot < v[j] {
				j--
			}
			if i <= j {
				v[i], v[j] = v[j], v[i]
				i++
				j--
			}
		}
		// Now v[lo..j] <= pivot <= v[i..hi], and j < i.
		switch {
		case k <= j:
			hi = j
		case k >= i:
			lo = i
		default:
			return // v[j+1 .. i-1] all equal the pivot
		}
	}
	slices.Sort(v[lo : hi+1])
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
	fractions := make([]float64, len(q))
	for k, p := range q {
		if !(p >= 0 && p <= 100) {
			return nil, errors.New("Percentiles must be in the range [0, 100]")
		}
		fractions[k] = p / 100 // as NumPy's percentile passes q/100 to its quantile
	}
	return a.quantile(fractions, qshape, axis)
}

// Quantile is np.quantile(a, q, axis) with the 'linear' method: for every
// q in [0, 1] the value at virtual index q*(n-1) of the sorted line, as
// Percentile.
func (a *Array) Quantile(q []float64, qshape []int, axis *int) (*Array, error) {
	if a.dtype.IsComplex() {
		return nil, errUnsupportedComplex("quantile")
	}
	for _, p := range q {
		if !(p >= 0 && p <= 1) {
			return nil, errors.New("Quantiles must be in the range [0, 1]")
		}
	}
	return a.quantile(q, qshape, axis)
}

// quantile is Quantile of checked q.
func (a *Array) quantile(q []float64, qshape []int, axis *int) (*Array, error) {
	n := a.size
	if axis != nil {
		ax, err := normAxis(*axis, a.NDim())
		if err != nil {
			return nil, err
		}
		n = a.shape[ax]
	}
	if n == 0 {
		// NumPy takes the last element of each line to look for NaN.
		return nil, &IndexError{"cannot do a non-empty take from an empty axes."}
	}
	// The result is float64; NumPy subtracts float32 neighbours in float32.
	f32 := a.dtype == Float32
	return a.lineStats(axis, qshape, len(q), Float64, func(line []float64, nan bool, res []float64) {
		n := len(line)
		if n == 0 || nan {
			for k := range res {
				res[k] = math.NaN()
			}
			return
		}
		// The two neighbours of every virtual index, selected together.
		los, his, gammas := make([]int, len(q)), make([]int, len(q)), make([]float64, len(q))
		var ks []int
		for k, p := range q {
			virtual := float64(n-1) * p // NumPy's 'linear' virtual index
			prev := math.Floor(virtual)
			gammas[k] = virtual - prev
			los[k] = int(min(max(prev, 0), float64(n-1)))
			his[k] = int(min(max(prev+1, 0), float64(n-1)))
			ks = append(ks, los[k], his[k])
		}
		slices.Sort(ks)
		orderStatistics(line, slices.Compact(ks))
		for k := range q {
			res[k] = lerp(line[los[k]], line[his[k]], gammas[k], f32)
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
	return a.lineStats(axis, nil, 1, out, func(line []float64, nan bool, res []float64) {
		n := len(line)
		if n == 0 || nan {
			res[0] = math.NaN()
			return
		}
		if n%2 == 1 {
			orderStatistics(line, []int{n / 2})
			res[0] = line[n/2]
			return
		}
		orderStatistics(line, []int{n/2 - 1, n / 2})
		if out == Float64 {
			res[0] = (line[n/2-1] + line[n/2]) / 2
		} else {
			res[0] = float64((float32(line[n/2-1]) + float32(line[n/2])) / 2)
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
