package ndarray

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
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
			if out.IsFloat() {
				r.SetFlat(k*lines+line, MakeFloat(out, v))
			} else {
				r.SetFlat(k*lines+line, MakeFloat(Float64, v).Convert(out))
			}
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

// QuantileMethods are the methods of np.quantile and np.percentile in
// NumPy 1.24's order (its error message lists them so).
var QuantileMethods = []string{"inverted_cdf", "averaged_inverted_cdf", "closest_observation",
	"interpolated_inverted_cdf", "hazen", "weibull", "linear", "median_unbiased", "normal_unbiased",
	"lower", "higher", "midpoint", "nearest"}

// errQuantileMethod is NumPy's ValueError for an unknown method.
func errQuantileMethod(method string) error {
	return fmt.Errorf("%s is not a valid method. Use one of: dict_keys(['%s'])", pyRepr(method), strings.Join(QuantileMethods, "', '"))
}

// pyRepr is Python's repr of a string without quotes or backslashes in it.
func pyRepr(s string) string { return "'" + s + "'" }

// Percentile is np.percentile(a, q, axis, method): for every q in
// [0, 100] (qshape is q's shape) the quantile q/100 (see Quantile).
func (a *Array) Percentile(q []float64, qshape []int, axis *int, method string) (*Array, error) {
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
	return a.quantile(fractions, qshape, axis, method)
}

// Quantile is np.quantile(a, q, axis, method) with NumPy 1.24's methods
// (QuantileMethods; "" is 'linear'): for every q in [0, 1] the method's
// virtual index into the sorted line, and then either the element there
// (the discontinuous methods 'inverted_cdf', 'closest_observation',
// 'lower', 'higher' and 'nearest', whose results keep a's dtype) or its
// two neighbours interpolated by NumPy's _lerp with the method's gamma
// (float64 results). A line holding NaN gives NaN.
func (a *Array) Quantile(q []float64, qshape []int, axis *int, method string) (*Array, error) {
	if a.dtype.IsComplex() {
		return nil, errUnsupportedComplex("quantile")
	}
	for _, p := range q {
		if !(p >= 0 && p <= 1) {
			return nil, errors.New("Quantiles must be in the range [0, 1]")
		}
	}
	return a.quantile(q, qshape, axis, method)
}

// quantileIndex is the virtual index of quantile p of n values by method,
// as NumPy's _QuantileMethods compute it: a whole number for the
// discontinuous methods, which report discrete.
func quantileIndex(method string, n int, p float64) (virtual float64, discrete bool) {
	fn := float64(n)
	// _compute_virtual_index of the continuous methods of Hyndman and Fan
	virtualOf := func(alpha, beta float64) float64 {
		return fn*p + (alpha + p*(1-alpha-beta)) - 1
	}
	// _discret_interpolation_to_boundaries: previous where cond holds,
	// else next, never below 0
	boundary := func(index float64, cond func(gamma, index float64) bool) float64 {
		prev := math.Floor(index)
		r := prev + 1
		if cond(index-prev, index) {
			r = prev
		}
		return max(r, 0)
	}
	switch method {
	case "inverted_cdf":
		return boundary(fn*p-1, func(g, _ float64) bool { return g == 0 }), true
	case "closest_observation":
		return boundary(fn*p-1-0.5, func(g, i float64) bool { return g == 0 && math.Mod(math.Floor(i), 2) == 0 }), true
	case "averaged_inverted_cdf":
		return fn*p - 1, false
	case "interpolated_inverted_cdf":
		return virtualOf(0, 1), false
	case "hazen":
		return virtualOf(0.5, 0.5), false
	case "weibull":
		return virtualOf(0, 0), false
	case "median_unbiased":
		return virtualOf(1/3.0, 1/3.0), false
	case "normal_unbiased":
		return virtualOf(3/8.0, 3/8.0), false
	case "lower":
		return math.Floor(float64(n-1) * p), true
	case "higher":
		return math.Ceil(float64(n-1) * p), true
	case "nearest":
		return math.RoundToEven(float64(n-1) * p), true
	case "midpoint":
		v := float64(n-1) * p
		return 0.5 * (math.Floor(v) + math.Ceil(v)), false
	}
	return float64(n-1) * p, false // linear
}

// quantileGamma is NumPy's _get_gamma: the weight of the next element,
// virtual - prev, as the method fixes it.
func quantileGamma(method string, virtual, prev float64) float64 {
	gamma := virtual - prev
	switch method {
	case "averaged_inverted_cdf":
		if gamma == 0 {
			return 0.5
		}
		return 1
	case "midpoint":
		if math.Mod(virtual, 1) == 0 {
			return 0
		}
		return 0.5
	}
	return gamma
}

// quantile is Quantile of checked q.
func (a *Array) quantile(q []float64, qshape []int, axis *int, method string) (*Array, error) {
	if method == "" {
		method = "linear"
	}
	if !slices.Contains(QuantileMethods, method) {
		return nil, errQuantileMethod(method)
	}
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
	virtuals := make([]float64, len(q))
	discrete := false
	for k, p := range q {
		virtuals[k], discrete = quantileIndex(method, n, p)
	}
	out := Float64
	if discrete {
		// np.take of the elements: a's own dtype
		out = a.dtype
	}
	// The interpolated result is float64; NumPy subtracts float32
	// neighbours in float32.
	f32 := a.dtype == Float32
	return a.lineStats(axis, qshape, len(q), out, func(line []float64, nan bool, res []float64) {
		n := len(line)
		if n == 0 || nan {
			for k := range res {
				res[k] = math.NaN()
			}
			return
		}
		// The two neighbours of every virtual index (_get_indexes: both
		// the last element past the end, both the first below 0),
		// selected together.
		los, his, gammas := make([]int, len(q)), make([]int, len(q)), make([]float64, len(q))
		var ks []int
		for k, virtual := range virtuals {
			if discrete {
				los[k] = int(virtual)
				ks = append(ks, los[k])
				continue
			}
			prev := math.Floor(virtual)
			gammas[k] = quantileGamma(method, virtual, prev)
			los[k] = int(min(max(prev, 0), float64(n-1)))
			his[k] = int(min(max(prev+1, 0), float64(n-1)))
			ks = append(ks, los[k], his[k])
		}
		slices.Sort(ks)
		orderStatistics(line, slices.Compact(ks))
		for k := range q {
			if discrete {
				res[k] = line[los[k]]
			} else {
				res[k] = lerp(line[los[k]], line[his[k]], gammas[k], f32)
			}
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
