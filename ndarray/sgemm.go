package ndarray

// The order in which OpenBLAS 0.3.21's Prescott sgemm (the SSE kernel
// gemm_kernel_8x4_sse3.S behind level3.c, which the goldens pin with
// OPENBLAS_CORETYPE=Prescott) sums the products of a float32 matrix
// product, found by fitting against NumPy 1.24 (np.dot of float32
// matrices, and of bool or small-int ones cast to float32), as gemm.go's
// float64 models were:
//
//   - k is cut into blocks of at most GEMM_Q = 128, a rest under 256
//     halved and rounded up to 8 (gemmKBlocks(k, 128, 8)); each block's
//     products are summed from 0, in float32 without fused multiply-adds,
//     and the block sums added to the element in turn.
//   - OpenBLAS sees the transposed product: NumPy's columns are its M, in
//     tiles of 8, 4, 2 and 1, NumPy's rows its N, in tiles of 4, 2, 1.
//     Within a block an element's products go to accumulators as
//     sgemmScheme gives for its tile: in order (8x4, 8x2, 4x4), two
//     accumulators taking alternate products of the block's first
//     multiple of 8 (most edge tiles), four (1x1), or eight taking the
//     first multiple of 16 in turn (2x1), the rest going to the first.
//
// Fitted on (7, k) @ (k, 15) products (every tile pair) for k from 37 to
// 1100, and the boids of fptn_boids_numpy ((40, 40) @ (40, 2)). Not
// modelled: ssyrk (A @ A.T of one buffer), sgemv (a vector or a matrix
// with one row or column), the other cores; those sum in order
// (dotStrided), as before.

// sgemmScheme is the accumulator scheme of a Prescott sgemm tile: mr
// NumPy columns (OpenBLAS's M) by nr NumPy rows.
func sgemmScheme(mr, nr int) accScheme {
	switch {
	case mr == 8 && nr >= 2, mr == 4 && nr == 4:
		return seqScheme
	case mr == 1 && nr == 1:
		return accScheme{split: 4, unroll: 8}
	case mr == 2 && nr == 1:
		return accScheme{split: 8, unroll: 16, combine: 5}
	}
	return accScheme{split: 2, unroll: 8}
}

// sgemmBlockSum sums the products a[p]*b[p*bs] of one K block in float32
// as sc says.
func sgemmBlockSum(a, b []float32, bs int, sc accScheme) float32 {
	var acc [8]float32
	n := len(a)
	main := n
	if sc.split > 1 {
		main = n / sc.unroll * sc.unroll
	}
	for p := range n {
		prod := float32(a[p] * b[p*bs]) // no fused multiply-add
		j := 0
		if p < main {
			j = p % sc.split
		}
		acc[j] += prod
	}
	switch sc.split {
	case 1:
		return acc[0]
	case 2:
		return acc[0] + acc[1]
	case 4:
		return (acc[0] + acc[1]) + (acc[2] + acc[3])
	}
	// combine 5: the even accumulators, then the odd ones
	return ((acc[0] + acc[2]) + (acc[4] + acc[6])) + ((acc[1] + acc[3]) + (acc[5] + acc[7]))
}

// dotSgemmPrescott computes out = am @ bm (out float32, C-contiguous, am
// (m, k) and bm (k, n) of any real dtype, converted to float32 as NumPy
// casts them for the BLAS) in Prescott sgemm's order, when the product is
// one NumPy hands to sgemm (two matrices, no dimension 1, not a matrix
// times its own transpose) and that is the kernel modelled.
func dotSgemmPrescott(am, bm, out *Array) bool {
	if out.dtype != Float32 || !out.contig || am.dtype.IsComplex() || bm.dtype.IsComplex() {
		return false
	}
	if core, _ := blasDotConfig(); core != blasPrescott {
		return false
	}
	m, k, n := am.shape[0], am.shape[1], bm.shape[1]
	if m < 2 || k < 2 || n < 2 || am.owner() == bm.owner() {
		return false
	}
	sgemmPrescott(m, k, n, float32Matrix(am), float32Matrix(bm), typedView[float32](out, Float32))
	return true
}

// sgemmPrescott sets dst (m, n) to a (m, k) times b (k, n), all C order,
// in Prescott sgemm's order.
func sgemmPrescott(m, k, n int, a, b, dst []float32) {
	blocks := gemmKBlocks(k, 128, 8)
	forChunks(m, max(1, n*k), func(lo, hi int) {
		for i := lo; i < hi; i++ {
			nr := tileOf(i, m, 4)
			for j := range n {
				sc := sgemmScheme(tileOf(j, n, 8), nr)
				var c float32
				start := 0
				for _, end := range blocks {
					c += sgemmBlockSum(a[i*k+start:i*k+end], b[start*n+j:], n, sc)
					start = end
				}
				dst[i*n+j] = c
			}
		}
	})
}

// float32Matrix is a 2-D array's elements as float32, C order (a copy).
func float32Matrix(m *Array) []float32 {
	r, c := m.shape[0], m.shape[1]
	out := make([]float32, r*c)
	if vals, off, s, ok := elementsOf[float32](m); ok {
		for i := range r {
			for j := range c {
				out[i*c+j] = vals[off+i*s[0]+j*s[1]]
			}
		}
		return out
	}
	for i := range r {
		for j := range c {
			out[i*c+j] = float32(m.At(i, j).Float())
		}
	}
	return out
}
