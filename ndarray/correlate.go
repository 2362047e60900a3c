package ndarray

import "errors"

// This file is np.correlate and np.convolve: NumPy 1.24's
// _pyarray_correlate, whose sums go in the order NumPy's are computed so
// float64 results are NumPy's bit for bit. NumPy's correlation takes each
// output element as a dot product of the kernel with a window of the
// data: small kernels (at most 11 elements) of float32 and float64 in a
// plain loop (small_correlate), everything else through the dtype's dot
// function, which for float64 is the BLAS's ddot. The ddot order followed
// here is OpenBLAS's SSE2 kernel (kernel/x86_64/dot_sse2.S), the one
// OpenBLAS 0.3.21 picks on the machines it does not recognise (its
// "Prescott" core, as on the development VM): pairs of elements summed in
// two lanes of four accumulators, after a lone first product when the
// kernel's address is not 16-byte aligned.

// CorrelateMode is np.correlate's mode: how much of the sliding window may
// hang over the ends of the data.
type CorrelateMode int

const (
	// CorrelateValid keeps the windows that lie wholly in the data.
	CorrelateValid CorrelateMode = iota
	// CorrelateSame gives as many outputs as the longer input has.
	CorrelateSame
	// CorrelateFull gives every window that overlaps the data.
	CorrelateFull
)

// Correlate is NumPy's correlate of two 1-d arrays of one dtype (the
// caller converts them to their common type), in mode. When a is shorter
// than v the arrays are swapped and the result reversed, as NumPy's
// correlate2 does; reverse=false gives the unreversed result of NumPy's
// older multiarray.correlate, which np.convolve calls.
func Correlate(a, v *Array, mode CorrelateMode, reverse bool) (*Array, error) {
	if a.NDim() != 1 || v.NDim() != 1 || a.DType() != v.DType() {
		return nil, errors.New("correlate: want two 1-d arrays of one dtype")
	}
	dt := a.DType()
	if dt.IsComplex() || dt == Float16 {
		return nil, &UnsupportedError{"correlate and convolve of " + dt.String() + " arrays are not supported (docs/numpy.md)"}
	}
	n1, n2 := a.Size(), v.Size()
	if n1 == 0 {
		return nil, errors.New("first array argument cannot be empty")
	}
	if n2 == 0 {
		return nil, errors.New("second array argument cannot be empty")
	}
	inverted := false
	if n1 < n2 {
		a, v, n1, n2, inverted = v, a, n2, n1, true
	}
	length, n := n1, n2
	var nLeft, nRight int
	switch mode {
	case CorrelateValid:
		length = length - n + 1
	case CorrelateSame:
		nLeft = n / 2
		nRight = n - nLeft - 1
	case CorrelateFull:
		nLeft, nRight = n-1, n-1
		length = length + n - 1
	}
	out, err := New(dt, []int{length})
	if err != nil {
		return nil, err
	}
	c := correlator{dt: dt, yOdd: a.DType().ItemSize() == 8 && (v.offset/8)%2 == 1}
	if dt.IsFloat() {
		c.xf, c.yf = lineFloats(a), lineFloats(v)
	} else {
		c.xi, c.yi = lineInts(a), lineInts(v)
	}
	set := func(o int, r float64, ri int64) {
		if dt.IsFloat() {
			out.SetFlat(o, MakeFloat(dt, r))
		} else if dt == Bool {
			out.SetFlat(o, MakeBool(ri != 0))
		} else {
			out.SetFlat(o, MakeInt(dt, ri))
		}
	}
	// ip1 and ip2 are NumPy's element positions in a and v; each output
	// is the dot of n elements from there.
	o, ip1, ip2 := 0, 0, nLeft
	n -= nLeft
	for range nLeft {
		set(o, c.dotF(ip1, ip2, n, (ip2%2 == 1) != c.yOdd), c.dotI(ip1, ip2, n))
		n++
		ip2--
		o++
	}
	if (dt == Float64 || dt == Float32) && n <= 11 {
		// small_correlate: a plain loop from a zero, each product
		// rounded, in float32 for float32.
		for i := range n1 - n2 + 1 {
			var s float64
			for j := range n {
				if dt == Float32 {
					s = float64(float32(s) + float32(float32(c.xf[ip1+i+j])*float32(c.yf[ip2+j])))
				} else {
					s += float64(c.xf[ip1+i+j] * c.yf[ip2+j]) // rounded: no fused multiply-add
				}
			}
			set(o, s, 0)
			o++
		}
		ip1 += n1 - n2 + 1
	} else {
		for range n1 - n2 + 1 {
			set(o, c.dotF(ip1, ip2, n, c.yOdd), c.dotI(ip1, ip2, n))
			ip1++
			o++
		}
	}
	for range nRight {
		n--
		set(o, c.dotF(ip1, ip2, n, c.yOdd), c.dotI(ip1, ip2, n))
		ip1++
		o++
	}
	if inverted && reverse {
		flipped, _ := out.Flip([]int{0})
		out = flipped.Copy()
	}
	return out, nil
}

// correlator holds Correlate's two lines as float64 or int64 values.
type correlator struct {
	dt     DType
	xf, yf []float64
	xi, yi []int64
	// yOdd says the kernel starts 8 bytes past a 16-byte boundary in
	// NumPy's memory, whose arrays start on one.
	yOdd bool
}

// dotF is the dtype's dot function over n elements of the float lines
// from x[i] and y[j]; yOdd says y[j] lies off a 16-byte boundary.
func (c *correlator) dotF(i, j, n int, yOdd bool) float64 {
	switch c.dt {
	case Float64:
		return blasDot(c.xf, i, 1, c.yf, j, 1, n, yOdd)
	case Float32:
		// NumPy's BLAS sdot sums in four float32 lanes; this sums in
		// order in float32 (may differ in the last bit).
		var s float32
		for k := range n {
			s += float32(float32(c.xf[i+k]) * float32(c.yf[j+k]))
		}
		return float64(s)
	}
	return 0
}

// dotI is the dot function of the integer and bool dtypes: the products
// summed in order, wrapping as the dtype's loop does (bool: any of the
// ands).
func (c *correlator) dotI(i, j, n int) int64 {
	if c.dt.IsFloat() {
		return 0
	}
	var s int64
	for k := range n {
		if c.dt == Bool {
			if c.xi[i+k] != 0 && c.yi[j+k] != 0 {
				return 1
			}
			continue
		}
		s += c.xi[i+k] * c.yi[j+k]
	}
	return s
}

func lineFloats(a *Array) []float64 {
	out := make([]float64, a.Size())
	for i := range out {
		out[i] = a.AtFlat(i).Float()
	}
	return out
}

func lineInts(a *Array) []int64 {
	out := make([]int64, a.Size())
	for i := range out {
		out[i] = a.AtFlat(i).Int()
	}
	return out
}

// blasDdotSSE2 is OpenBLAS's SSE2 ddot (dot_sse2.S) of x and y: when y is not
// 16-byte aligned its first product goes alone into the low lane of the
// first accumulator; then pairs of elements go into the two lanes of four
// accumulators in turn (blocks of 16, then 8, 4 and 2 elements starting
// again from the first accumulator), a last odd element into the first
// accumulator's low lane; the accumulators are added as (0+1)+(2+3) and
// the lanes low+high.
func blasDdotSSE2(x, y []float64, yOdd bool) float64 {
	var acc [4][2]float64
	n, i := len(x), 0
	if yOdd && n > 0 {
		acc[0][0] = float64(x[0] * y[0])
		i = 1
	}
	pair := func(k int) {
		acc[k][0] += float64(x[i] * y[i]) // each product rounded, as mulpd
		acc[k][1] += float64(x[i+1] * y[i+1])
		i += 2
	}
	m := n - i
	for range m >> 4 {
		for k := range 8 {
			pair(k % 4)
		}
	}
	if m&8 != 0 {
		for k := range 4 {
			pair(k)
		}
	}
	if m&4 != 0 {
		pair(0)
		pair(1)
	}
	if m&2 != 0 {
		pair(0)
	}
	if m&1 != 0 {
		acc[0][0] += float64(x[i] * y[i])
	}
	lo := (acc[0][0] + acc[1][0]) + (acc[2][0] + acc[3][0])
	hi := (acc[0][1] + acc[1][1]) + (acc[2][1] + acc[3][1])
	return lo + hi
}
