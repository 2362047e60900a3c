package ndarray

import (
	"math"
	"sync"
)

// dgemv_t under the Haswell and SkylakeX kernels (kernel/x86_64/dgemv_t_4.c
// with dgemv_t_microk_haswell-4.c, which SkylakeX uses too): y = A x
// for outputs of k products each. The first k&^3 products go in blocks of
// NBMAX = 2048 (the last block the rest); for each block, the outputs in
// groups of 4 take four fused lanes (product p into lane p%4) reduced as
// (l0+l2)+(l1+l3); a pair of outputs left over (dgemv_kernel_4x2) takes
// two unfused lanes (even, odd), a last single output (dgemv_kernel_4x1)
// four unfused accumulators (A+C)+(B+D); each block's sum is added to the
// output in turn. The last k%4 products are added afterwards by C code
// compiled with FMA contraction (y += a0*x0 + a1*x1 + a2*x2 becomes
// y + fma(a2, x2, fma(a0, x0, a1*x1)); y += a0*x0 fma(a0, x0, y)). interface/gemv.c runs more than one
// thread when m*n reaches 2304*4, splitting the outputs into ranges
// (gemv_thread.c), each with its own groups of 4.

const dgemvNBMax = 2048

// gemvTAVX computes the m outputs of A (m rows of k, C order) times x.
func gemvTAVX(m, k int, a, x, y []float64, threads int) {
	ranges := []int{0, m}
	if threads > 1 && m*k >= 2304*4 {
		ranges = ranges[:1]
		rest := m
		for t := 0; rest > 0; t++ {
			w := max((rest+threads-t-1)/max(threads-t, 1), 4)
			w = min(w, rest)
			rest -= w
			ranges = append(ranges, ranges[len(ranges)-1]+w)
		}
	}
	for r := 0; r+1 < len(ranges); r++ {
		lo, hi := ranges[r], ranges[r+1]
		n := hi - lo
		g4 := lo + n&^3 // the outputs in groups of 4 end here
		forChunks((g4-lo)/4, 16*k, func(c0, c1 int) {
			for i := lo + 4*c0; i < lo+4*c1; i += 4 {
				gemvTAVXFour(a[i*k:(i+4)*k], x, k, y[i:i+4])
			}
		})
		for i := g4; i < hi; i++ {
			kind := 2
			if i-lo >= n&^1 {
				kind = 1
			}
			y[i] = gemvTAVXOne(a[i*k:(i+1)*k], x, k, kind)
		}
	}
}

// gemvTAVXFour is gemvTAVXOne of a group of 4 outputs (rows of a, k
// elements each), with the assembly loop where it runs.
func gemvTAVXFour(a, x []float64, k int, y []float64) {
	if !haveGemvKern {
		y[0], y[1] = gemvTAVXTwo(a[:k], a[k:2*k], x, k)
		y[2], y[3] = gemvTAVXTwo(a[2*k:3*k], a[3*k:4*k], x, k)
		return
	}
	k1 := k &^ 3
	var lanes [16]float64
	var acc [4]float64
	for lo := 0; lo < k1; lo += dgemvNBMax {
		hi := min(lo+dgemvNBMax, k1)
		gemvT4FMA(&a[lo], k, &x[lo], hi-lo, &lanes[0])
		for r := range 4 {
			l := lanes[4*r : 4*r+4]
			acc[r] += (l[0] + l[2]) + (l[1] + l[3])
		}
	}
	for r := range 4 {
		y[r] = gemvTAVXTail(a[r*k:(r+1)*k], x, k, acc[r])
	}
}

// gemvTAVXTwo is gemvTAVXOne of two outputs in groups of 4 at once.
func gemvTAVXTwo(a, b, x []float64, k int) (float64, float64) {
	k1 := k &^ 3
	ya, yb := 0.0, 0.0
	a, b, x = a[:k], b[:k], x[:k]
	for lo := 0; lo < k1; lo += dgemvNBMax {
		hi := min(lo+dgemvNBMax, k1)
		var a0, a1, a2, a3, b0, b1, b2, b3 float64
		for p := lo; p < hi; p += 4 {
			x0, x1, x2, x3 := x[p], x[p+1], x[p+2], x[p+3]
			a0 = math.FMA(a[p], x0, a0)
			a1 = math.FMA(a[p+1], x1, a1)
			a2 = math.FMA(a[p+2], x2, a2)
			a3 = math.FMA(a[p+3], x3, a3)
			b0 = math.FMA(b[p], x0, b0)
			b1 = math.FMA(b[p+1], x1, b1)
			b2 = math.FMA(b[p+2], x2, b2)
			b3 = math.FMA(b[p+3], x3, b3)
		}
		ya += (a0 + a2) + (a1 + a3)
		yb += (b0 + b2) + (b1 + b3)
	}
	return gemvTAVXTail(a, x, k, ya), gemvTAVXTail(b, x, k, yb)
}

// gemvTAVXOne is one output: a (k elements) times x, in the order of
// the kernel for a group of 4, a pair, or a single output (kind).
func gemvTAVXOne(a, x []float64, k, kind int) float64 {
	k1 := k &^ 3
	y := 0.0
	for lo := 0; lo < k1; lo += dgemvNBMax {
		hi := min(lo+dgemvNBMax, k1)
		var l [4]float64
		var t float64
		switch kind {
		case 4:
			for p := lo; p < hi; p++ {
				l[p%4] = math.FMA(a[p], x[p], l[p%4])
			}
			t = (l[0] + l[2]) + (l[1] + l[3])
		case 2:
			for p := lo; p < hi; p++ {
				l[p%2] += a[p] * x[p]
			}
			t = l[0] + l[1]
		default:
			for p := lo; p < hi; p++ {
				l[p%4] += a[p] * x[p]
			}
			t = (l[0] + l[2]) + (l[1] + l[3])
		}
		y += t
	}
	return gemvTAVXTail(a, x, k, y)
}

// gemvTAVXTail adds the last k%4 products to y as the C code does.
func gemvTAVXTail(a, x []float64, k int, y float64) float64 {
	k1 := k &^ 3
	switch k - k1 {
	case 1:
		y = math.FMA(a[k1], x[k1], y)
	case 2:
		y += math.FMA(a[k1], x[k1], a[k1+1]*x[k1+1])
	case 3:
		y += math.FMA(a[k1+2], x[k1+2], math.FMA(a[k1], x[k1], a[k1+1]*x[k1+1]))
	}
	return y
}

// gemvNSkylakeX is dgemv_n_4.c with the SkylakeX kernels: y = A x for A
// given as its k columns of m (cols, C order: column p at p*m), each
// output's products added in groups of 4 columns, y + fma(a3, x3,
// fma(a2, x2, fma(a0, x0, a1*x1))); a pair of columns left over adds
// fma(a0, x0, a1*x1) (dgemv_kernel_4x2), a last column a*x, unfused
// (dgemv_kernel_4x1). The last m%4 outputs are summed apart in order,
// fused (pairs of products contracted when m is 2 or 3), and added.
func gemvNSkylakeX(m, k int, cols, x, y []float64, threads int) {
	if threads > 1 && m*k >= 2304*4 {
		// gemv_thread.c: ranges of the outputs, each a dgemv_n of its own
		// (on goroutines, as OpenBLAS's threads)
		var wg sync.WaitGroup
		lo := 0
		for t, rest := 0, m; rest > 0; t++ {
			w := min(max((rest+threads-t-1)/max(threads-t, 1), 4), rest)
			wg.Add(1)
			go func(lo, w int) {
				defer wg.Done()
				gemvNSkylakeXRange(w, k, cols[lo:], m, x, y[lo:lo+w])
			}(lo, w)
			lo += w
			rest -= w
		}
		wg.Wait()
		return
	}
	gemvNSkylakeXRange(m, k, cols, m, x, y)
}

// gemvNSkylakeXRange is gemvNSkylakeX of m outputs on one thread, column
// p of the matrix at cols[p*ldc:].
func gemvNSkylakeXRange(m, k int, cols []float64, ldc int, x, y []float64) {
	m1 := m &^ 3
	clear(y[:m])
	k4 := k &^ 3
	if haveGemvKern && m1 > 0 && k4 > 0 {
		_ = cols[(k4-1)*ldc+m1-1] // the assembly reads up to here
		for p := 0; p < k4; p += 4 {
			gemvN4(&y[0], m1, &cols[p*ldc], ldc, &x[p], true)
		}
	} else {
		for p := 0; p < k4; p += 4 {
			c0, c1, c2, c3 := cols[p*ldc:], cols[(p+1)*ldc:], cols[(p+2)*ldc:], cols[(p+3)*ldc:]
			x0, x1, x2, x3 := x[p], x[p+1], x[p+2], x[p+3]
			for i := range m1 {
				t := math.FMA(c0[i], x0, c1[i]*x1)
				t = math.FMA(c2[i], x2, t)
				t = math.FMA(c3[i], x3, t)
				y[i] += t
			}
		}
	}
	if k&2 != 0 {
		c0, c1 := cols[k4*ldc:], cols[(k4+1)*ldc:]
		for i := range m1 {
			y[i] += math.FMA(c0[i], x[k4], c1[i]*x[k4+1])
		}
	}
	if k&1 != 0 {
		c := cols[(k-1)*ldc:]
		for i := range m1 {
			y[i] += c[i] * x[k-1]
		}
	}
	for i := m1; i < m; i++ {
		temp := 0.0
		p := 0
		if m < 4 && m > 1 {
			// lda == m3: the products of four columns in two pairs
			for ; p < k&^3; p += 4 {
				temp += math.FMA(cols[p*ldc+i], x[p], cols[(p+1)*ldc+i]*x[p+1])
				temp += math.FMA(cols[(p+2)*ldc+i], x[p+2], cols[(p+3)*ldc+i]*x[p+3])
			}
		}
		for ; p < k; p++ {
			temp = math.FMA(cols[p*ldc+i], x[p], temp)
		}
		y[i] += temp
	}
}
