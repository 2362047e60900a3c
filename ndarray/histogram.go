package ndarray

import (
	"errors"
	"fmt"
	"math"
	"sort"
)

// This file is np.histogram, computed as NumPy 1.24's
// lib/histograms.py does, so that bins and counts agree at the edges.

// histogramBlock is NumPy's BLOCK: weights are summed block by block.
const histogramBlock = 65536

// HistogramRange is the range= argument of np.histogram. Python ints and
// floats both arrive as float64 (their differences are exact enough for
// any range an int64 array has).
type HistogramRange struct {
	Lo, Hi float64
}

// Histogram is np.histogram(a, bins, range, weights, density). Either
// nbins > 0 (equal-width bins over rng, or over a's min and max when rng
// is nil) or edges (monotonically increasing bin edges, rng ignored) is
// given. Every bin is half-open but the last, which includes its right
// edge. The counts are int64, or weights' dtype; with density they are
// float64 densities.
func Histogram(a *Array, nbins int, edges *Array, rng *HistogramRange, weights *Array, density bool) (hist, binEdges *Array, err error) {
	for _, arr := range []*Array{a, edges, weights} {
		if arr != nil && arr.dtype.IsComplex() {
			return nil, nil, errUnsupportedComplex("histogram")
		}
	}
	x := a.Ravel()
	var w *Array
	if weights != nil {
		if !sameShape(weights.shape, a.shape) {
			return nil, nil, errors.New("weights should have the same shape as a.")
		}
		w = weights.Ravel()
	}
	var counts []float64
	if edges == nil {
		if nbins < 1 {
			return nil, nil, errors.New("`bins` must be positive, when an integer")
		}
		binEdges, counts, err = uniformHistogram(x, nbins, rng, w)
	} else {
		if edges.NDim() != 1 {
			return nil, nil, errors.New("`bins` must be 1d, when an array")
		}
		binEdges = edges.Copy()
		counts, err = edgesHistogram(x, binEdges, w)
	}
	if err != nil {
		return nil, nil, err
	}
	ntype := Int64
	if w != nil {
		ntype = w.dtype
		if ntype == Bool {
			ntype = Int64 // np.bincount's weights are doubles; astype(bool) is not worth modelling
		}
	}
	hist, err = New(ntype, []int{len(counts)})
	if err != nil {
		return nil, nil, err
	}
	for i, c := range counts {
		hist.SetFlat(i, MakeFloat(Float64, c).Convert(ntype))
	}
	if !density {
		return hist, binEdges, nil
	}
	// n / db / n.sum(), as NumPy writes it.
	db, err := New(Float64, []int{len(counts)})
	if err != nil {
		return nil, nil, err
	}
	for i := range counts {
		db.SetFlat(i, MakeFloat(Float64, binEdges.AtFlat(i+1).Float()-binEdges.AtFlat(i).Float()))
	}
	q, err := Binary(TrueDiv, Operand{Array: hist}, Operand{Array: db})
	if err != nil {
		return nil, nil, err
	}
	q, err = Binary(TrueDiv, q, Operand{Scalar: hist.Sum()})
	if err != nil {
		return nil, nil, err
	}
	return q.Array, binEdges, nil
}

// uniformHistogram counts x in nbins equal-width bins. The bin of each
// value is computed as NumPy does, from (x - first) * norm in the edges'
// dtype, then corrected by comparing with the edges, which it returns.
func uniformHistogram(x *Array, nbins int, rng *HistogramRange, w *Array) (*Array, []float64, error) {
	binType := Float64
	if x.dtype == Float32 {
		binType = Float32
	}
	round := func(v float64) float64 {
		if binType == Float32 {
			return float64(float32(v))
		}
		return v
	}
	var first, last, norm float64
	if rng != nil {
		first, last = rng.Lo, rng.Hi
		if first > last {
			return nil, nil, errors.New("max must be larger than min in range parameter.")
		}
		if !isFinite(first) || !isFinite(last) {
			return nil, nil, fmt.Errorf("supplied range of [%s, %s] is not finite", formatPythonFloat(first), formatPythonFloat(last))
		}
		if first == last {
			first, last = first-0.5, last+0.5
		}
		// Python floats: the scale is computed in float64, then meets the
		// array (and is rounded to its dtype).
		norm = round(float64(nbins) / (last - first))
		first, last = round(first), round(last)
	} else {
		if x.size == 0 {
			first, last = 0, 1
		} else {
			lo, _ := x.Min()
			hi, _ := x.Max()
			first, last = lo.Float(), hi.Float()
			if !isFinite(first) || !isFinite(last) {
				return nil, nil, fmt.Errorf("autodetected range of [%s, %s] is not finite", lo.String(), hi.String())
			}
		}
		if first == last {
			first, last = round(first-0.5), round(last+0.5)
		}
		norm = round(float64(nbins) / round(last-first))
	}
	edges, err := Linspace(first, last, nbins+1, true)
	if err != nil {
		return nil, nil, err
	}
	edges = edges.AsType(binType)
	e := func(i int) float64 { return edges.AtFlat(i).Float() }
	counts := make([]float64, nbins)
	block := make([]float64, nbins)
	for start := 0; start < x.size; start += histogramBlock {
		clear(block)
		for i := start; i < min(start+histogramBlock, x.size); i++ {
			v := x.AtFlat(i).Float()
			if !(v >= first && v <= last) {
				continue
			}
			v = round(v)
			bin := int(round(round(v-first) * norm))
			if bin == nbins {
				bin--
			}
			if v < e(bin) {
				bin--
			}
			if v >= e(bin+1) && bin != nbins-1 {
				bin++
			}
			if w == nil {
				block[bin]++
			} else {
				block[bin] = addIn(w.dtype, block[bin], w.AtFlat(i).Float())
			}
		}
		for i := range counts {
			counts[i] = addIn(histType(w), counts[i], block[i])
		}
	}
	return edges, counts, nil
}

// histType is the dtype in which counts (or weights) are summed.
func histType(w *Array) DType {
	if w == nil || !w.dtype.IsFloat() {
		return Int64
	}
	return w.dtype
}

// addIn is x + y rounded to dt (float32 sums round at each step).
func addIn(dt DType, x, y float64) float64 {
	if dt == Float32 {
		return float64(float32(x) + float32(y))
	}
	return x + y
}

// edgesHistogram counts x in the bins between consecutive edges, as
// NumPy's cumulative count of the sorted values: without weights the
// count in [e_i, e_i+1) (the last bin closed), with weights differences
// of the cumulative sums of the weights in sorted order.
func edgesHistogram(x, edges *Array, w *Array) ([]float64, error) {
	nb := edges.size - 1
	e := make([]float64, edges.size)
	for i := range e {
		e[i] = edges.AtFlat(i).Float()
		if i > 0 && e[i-1] > e[i] {
			return nil, errors.New("`bins` must increase monotonically, when an array")
		}
	}
	if nb < 1 {
		return []float64{}, nil
	}
	counts := make([]float64, nb)
	for start := 0; start < x.size; start += histogramBlock {
		end := min(start+histogramBlock, x.size)
		order := make([]int, end-start)
		for i := range order {
			order[i] = start + i
		}
		val := func(i int) float64 { return x.AtFlat(i).Float() }
		// NaN sorts last, as in np.sort.
		sort.SliceStable(order, func(i, j int) bool {
			a, b := val(order[i]), val(order[j])
			return a < b || !math.IsNaN(a) && math.IsNaN(b)
		})
		// cum[k] is the weight of the sorted values before position k.
		cum := make([]float64, len(order)+1)
		for k, i := range order {
			wi := 1.0
			if w != nil {
				wi = w.AtFlat(i).Float()
			}
			cum[k+1] = addIn(histType(w), cum[k], wi)
		}
		below := func(v float64, inclusive bool) int {
			return sort.Search(len(order), func(k int) bool {
				s := val(order[k])
				if inclusive {
					return s > v || math.IsNaN(s)
				}
				return s >= v || math.IsNaN(s)
			})
		}
		prev := cum[below(e[0], false)]
		for i := range nb {
			c := cum[below(e[i+1], i == nb-1)]
			counts[i] = addIn(histType(w), counts[i], c-prev)
			prev = c
		}
	}
	return counts, nil
}

// formatPythonFloat is repr of a Python float, for error messages.
func formatPythonFloat(v float64) string {
	return MakeFloat(Float64, v).String()
}
