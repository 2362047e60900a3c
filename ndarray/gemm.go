package ndarray

import "math"

// This file is the order in which OpenBLAS 0.3.21 sums the products of a
// float64 matrix product as NumPy 1.24 calls it (cblas_matrixproduct for
// np.dot, the matmul ufunc for @): dgemm for two matrices, dsyrk for a
// matrix times its own transpose, and dgemv for a matrix and a vector,
// checked against NumPy in gemm_test.go (testdata/gen_matmul.py).
//
// Prescott (the SSE2 kernels OpenBLAS falls back to, and the one the
// goldens pin with OPENBLAS_CORETYPE=Prescott), all three:
//
//   - dgemm (gemm_kernel_4x4_sse3.S behind level3.c): k is cut into blocks
//     of at most GEMM_Q = 128 (a rest under 256 halved, rounded up to 4),
//     each block's products summed, unfused, into an accumulator from 0 and
//     added to the element in turn. OpenBLAS sees the transposed product:
//     NumPy's columns are its M, in tiles of 4, 2 and 1, NumPy's rows its
//     N, likewise. Tiles of 4 rows, and 2 rows by 4 columns, sum in order;
//     the other edge tiles take the unrolled part of each block (a multiple
//     of 8 products) into 2 or 4 accumulators in turn, the rest into the
//     first (prescottModel).
//   - dsyrk (R @ R.T of one buffer): the same kernel, k halved as (k+1)/2
//     instead, the upper triangle computed and mirrored.
//   - dgemv: a C-ordered matrix goes to dgemv_t.S (gemvT), an F-ordered
//     one to dgemv_n.S, which adds the products in order.
//
// SkylakeX dgemm is gemm_skylakex.go; Haswell dgemm is approximated
// (haswellModel); dgemv_t of both and SkylakeX's dgemv_n are
// gemv_avx.go. Haswell's dgemv_n and dsyrk under those two are not
// modelled and sum in order (dotFloatMatrices), as before.
//
// Each product is computed in order a block at a time by the tile
// kernels of gemmtile_amd64.s (gemmRowsInOrder), then the elements a
// model sums otherwise are recomputed one by one (gemmModel.special).

// accScheme is how a kernel sums one element's products within a K
// block: split accumulators take the first L&^(unroll-1) products of a
// block of L in turn (all of them for unroll 1), the rest go to the
// first, and the accumulators are combined at the end.
type accScheme struct {
	split   int // accumulators taking products in turn: 1, 2, 4 or 8
	unroll  int
	combine int // how they are added: see accCombine
}

var seqScheme = accScheme{split: 1, unroll: 1}

// accCombine adds the accumulators of sc: one as is, two as a0+a1; four
// as (a0+a1)+(a2+a3) (combine 0), (a0+a2)+(a1+a3) (1) or
// ((a0+a1)+a2)+a3 (2); eight as ((a0+a1)+(a2+a3))+((a4+a5)+(a6+a7))
// (3, the SkylakeX small kernels' REDUCE_4) or
// ((a0+a4)+(a2+a6))+((a1+a5)+(a3+a7)) (4, GCC's _mm512_reduce_add_pd).
func accCombine(acc *[8]float64, sc accScheme) float64 {
	switch sc.split {
	case 1:
		return acc[0]
	case 2:
		return acc[0] + acc[1]
	case 4:
		switch sc.combine {
		case 1:
			return (acc[0] + acc[2]) + (acc[1] + acc[3])
		case 2:
			return ((acc[0] + acc[1]) + acc[2]) + acc[3]
		}
		return (acc[0] + acc[1]) + (acc[2] + acc[3])
	}
	if sc.combine == 4 {
		return ((acc[0] + acc[4]) + (acc[2] + acc[6])) + ((acc[1] + acc[5]) + (acc[3] + acc[7]))
	}
	return ((acc[0] + acc[1]) + (acc[2] + acc[3])) + ((acc[4] + acc[5]) + (acc[6] + acc[7]))
}

// gemmKBlocks is level3.c's split of k into blocks of at most q, a rest
// under 2q halved and rounded up to unroll; level3_thread.c and
// syrk_k.c halve it as (rest+1)/2 (unroll 0).
func gemmKBlocks(k, q, unroll int) []int {
	var out []int
	for ls := 0; ls < k; {
		minl := k - ls
		if minl >= 2*q {
			minl = q
		} else if minl > q {
			if unroll == 0 {
				minl = (minl + 1) / 2
			} else {
				minl = (minl/2 + unroll - 1) / unroll * unroll
			}
		}
		ls += minl
		out = append(out, ls)
	}
	return out
}

// tileOf is the size of the kernel tile (u, then halves down to 1) that
// index x of n falls in.
func tileOf(x, n, u int) int {
	base := n &^ (u - 1)
	for x >= base && u > 1 {
		u /= 2
		base += (n - base) &^ (u - 1)
	}
	return u
}

// gemmModel is the order of every element of one product: the K blocks,
// whether products are fused, and the elements whose blocks are not
// summed in order (special).
type gemmModel struct {
	blocks  []int
	fused   bool
	direct  bool // the sum is stored as is (the SkylakeX small kernels), not added to C = 0
	special func(i, j int) (accScheme, bool)
	// The rows and columns special may name, all of them when both are
	// nil.
	specialRows, specialCols []int
	syrk                     bool // dsyrk: the upper triangle computed and mirrored
}

// indices is [lo, hi).
func indices(lo, hi int) []int {
	out := make([]int, 0, max(0, hi-lo))
	for i := lo; i < hi; i++ {
		out = append(out, i)
	}
	return out
}

// gemmElement is one element of the product, a's row (step 1) times b's
// column (step bs), in model g's blocks and scheme sc.
func (g *gemmModel) element(ar, bc []float64, bs int, sc accScheme) float64 {
	c := 0.0
	lo := 0
	for _, hi := range g.blocks {
		var acc [8]float64
		cut := lo + (hi-lo)&^(sc.unroll-1)
		cut = lo + (cut-lo)/sc.split*sc.split // the kernels' unrolled parts are whole turns
		p := lo
		if g.fused && sc.split == 2 {
			a0, a1 := acc[0], acc[1]
			for ; p < cut; p += 2 {
				a0 = math.FMA(ar[p], bc[p*bs], a0)
				a1 = math.FMA(ar[p+1], bc[(p+1)*bs], a1)
			}
			acc[0], acc[1] = a0, a1
		}
		if g.fused {
			for ; p < cut; p += sc.split {
				for q := range sc.split {
					acc[q] = math.FMA(ar[p+q], bc[(p+q)*bs], acc[q])
				}
			}
			for ; p < hi; p++ {
				acc[(p-lo)%sc.split*boolInt(sc.unroll == 1)] = math.FMA(ar[p], bc[p*bs], acc[(p-lo)%sc.split*boolInt(sc.unroll == 1)])
			}
		} else {
			for ; p < cut; p += sc.split {
				for q := range sc.split {
					acc[q] += ar[p+q] * bc[(p+q)*bs]
				}
			}
			for ; p < hi; p++ {
				acc[(p-lo)%sc.split*boolInt(sc.unroll == 1)] += ar[p] * bc[p*bs]
			}
		}
		if s := accCombine(&acc, sc); g.direct {
			c = s
		} else {
			c += s
		}
		lo = hi
	}
	return c
}

// compute writes a (m, k, C order) times b (k, n, C order) into out (m,
// n, C order) in g's order.
func (g *gemmModel) compute(m, n, k int, a, b, out []float64) {
	full := m &^ 3
	forChunks(full/4, 8*n*k, func(lo, hi int) {
		gemmRowsInOrder(4*lo, 4*hi, n, k, a, b, out, g.blocks, g.fused)
	})
	for i := full; i < m; i++ {
		for j := range n {
			out[i*n+j] = g.element(a[i*k:(i+1)*k], b[j:], n, seqScheme)
		}
	}
	fix := func(i, j int) {
		if g.syrk && i > j {
			return
		}
		if sc, ok := g.special(i, j); ok {
			out[i*n+j] = g.element(a[i*k:(i+1)*k], b[j:], n, sc)
		} else if g.direct && out[i*n+j] == 0 {
			// 0 + -0 is +0: a zero sum keeps its sign when stored as is
			out[i*n+j] = g.element(a[i*k:(i+1)*k], b[j:], n, seqScheme)
		}
	}
	switch {
	case g.specialRows == nil && g.specialCols == nil || g.direct:
		for i := range m {
			for j := range n {
				fix(i, j)
			}
		}
	default:
		isRow := make([]bool, m)
		for _, i := range g.specialRows {
			isRow[i] = true
			for j := range n {
				fix(i, j)
			}
		}
		for _, j := range g.specialCols {
			for i := range m {
				if !isRow[i] {
					fix(i, j)
				}
			}
		}
	}
	if g.syrk {
		for i := range m {
			for j := range i {
				out[i*n+j] = out[j*n+i]
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// noSpecial is a model's special when every element sums in order.
func noSpecial(i, j int) (accScheme, bool) { return seqScheme, false }

// prescottModel is dgemm (or dsyrk) of gemm_kernel_4x4_sse3.S, GEMM_Q
// 128 and GEMM_UNROLL_M 4, for NumPy's (m, k) times (k, n): OpenBLAS sees
// the transposed product, NumPy's columns its M (tiles of 4, 2, 1) and
// NumPy's rows its N. Tiles of 4 rows, and of 2 rows by 4 columns, sum in
// order; the other edge tiles split the unrolled part of each block (a
// multiple of 8 products) into 2 or 4 accumulators.
func prescottModel(m, n, k int, syrk bool) *gemmModel {
	g := &gemmModel{blocks: gemmKBlocks(k, 128, 4), syrk: syrk, specialRows: indices(m&^3, m), specialCols: []int{}}
	if syrk {
		g.blocks = gemmKBlocks(k, 128, 0)
	}
	g.special = func(i, j int) (accScheme, bool) {
		mr, nr := tileOf(j, n, 4), tileOf(i, m, 4)
		switch {
		case nr == 4, nr == 2 && mr == 4:
			return seqScheme, false
		case nr == 2 && mr == 2, nr == 1 && mr == 4:
			return accScheme{split: 2, unroll: 8}, true
		case nr == 1 && mr == 1:
			return accScheme{split: 4, unroll: 8, combine: 1}, true
		}
		return accScheme{split: 4, unroll: 8}, true
	}
	return g
}

// haswellModel is dgemm_kernel_4x8_haswell.S behind level3.c (GEMM_Q
// 256, unroll 4; the threaded driver halves a rest as (rest+1)/2), fused.
// The last row of an odd number (OpenBLAS's N tail of 1) takes four
// accumulators in turn, added in order; that matches NumPy for most
// elements of that row but not all (the kernel's 1-column code is not
// modelled exactly).
func haswellModel(m, n, k, threads int) *gemmModel {
	g := &gemmModel{blocks: gemmKBlocks(k, 256, 4), fused: true, specialRows: indices(m-m%2, m), specialCols: []int{}}
	if threads > 1 && float64(m)*float64(n)*float64(k) > gemmThreadMin {
		g.blocks = gemmKBlocks(k, 256, 0)
	}
	g.special = func(i, j int) (accScheme, bool) {
		if m%2 == 1 && i == m-1 {
			return accScheme{split: 4, unroll: 1, combine: 2}, true
		}
		return seqScheme, false
	}
	return g
}

// gemmThreadMin is the size m*n*k up to which interface/gemm.c runs
// dgemm on one thread (SMP_THRESHOLD_MIN 65536 times
// GEMM_MULTITHREAD_THRESHOLD 4).
const gemmThreadMin = 65536 * 4

// gemmRowsInOrder computes rows [rlo, rhi) (a multiple of 4) of a (m,
// k) times b (k, n), C order, into out: each element the sum of blocks'
// sums, each block's products added in order from 0 (fused or not), the
// way OpenBLAS's kernels sum an inner tile. Tiles of 4 rows by 8 columns
// go to gemmTile4x8, panels of columns at a time so that b's block stays
// in cache.
func gemmRowsInOrder(rlo, rhi, n, k int, a, b, out []float64, blocks []int, fused bool) {
	const panel = 256
	clear(out[rlo*n : rhi*n])
	n8, n32 := n&^7, n&^31
	if !haveGemmTile {
		n8 = 0
	}
	if !haveGemmTile32 {
		n32 = 0
	}
	var pack []float64
	lo := 0
	for _, hi := range blocks {
		kc := hi - lo
		for jp := 0; jp < n8; jp += panel {
			// B's block of columns [jp, jp+panel), packed as strips of
			// 32 (then 8) columns, each kc rows of the strip's width in
			// a row, read in order by the tile kernels.
			w := min(panel, n8-jp)
			if cap(pack) < kc*w {
				pack = make([]float64, kc*panel)
			}
			pack = pack[:kc*w]
			for s := 0; s < w; {
				sw := 8
				if jp+s+32 <= n32 {
					sw = 32
				}
				strip := pack[s*kc : (s+sw)*kc]
				for p := range kc {
					copy(strip[p*sw:(p+1)*sw], b[(lo+p)*n+jp+s:(lo+p)*n+jp+s+sw])
				}
				s += sw
			}
			for r := rlo; r < rhi; r += 4 {
				for s := 0; s < w; {
					if jp+s+32 <= n32 {
						gemmTile4x32(&a[r*k+lo], k, &pack[s*kc], kc, &out[r*n+jp+s], n, fused)
						s += 32
					} else {
						gemmTile4x8(&a[r*k+lo], k, &pack[s*kc], 8, kc, &out[r*n+jp+s], n, fused)
						s += 8
					}
				}
			}
		}
		if n8 < n && haveGemmTile {
			// The last n%8 columns: a strip of 8 padded with zero
			// columns, the tile summed into a copy of those elements.
			if cap(pack) < kc*8 {
				pack = make([]float64, kc*8)
			}
			strip := pack[:kc*8]
			clear(strip)
			for p := range kc {
				copy(strip[p*8:p*8+n-n8], b[(lo+p)*n+n8:(lo+p+1)*n])
			}
			var tmp [32]float64
			for r := rlo; r < rhi; r += 4 {
				for i := range 4 {
					copy(tmp[8*i:8*i+n-n8], out[(r+i)*n+n8:(r+i+1)*n])
				}
				gemmTile4x8(&a[r*k+lo], k, &strip[0], 8, kc, &tmp[0], 8, fused)
				for i := range 4 {
					copy(out[(r+i)*n+n8:(r+i+1)*n], tmp[8*i:8*i+n-n8])
				}
			}
		} else {
			for r := rlo; r < rhi; r++ {
				ar, o := a[r*k+lo:r*k+hi], out[r*n:(r+1)*n]
				for j := n8; j < n; j++ {
					acc := 0.0
					for p, x := range ar {
						if fused {
							acc = math.FMA(x, b[(lo+p)*n+j], acc)
						} else {
							acc += float64(x * b[(lo+p)*n+j])
						}
					}
					o[j] += acc
				}
			}
		}
		lo = hi
	}
}

// gemvT is dgemv_t.S's dot of n elements of a (step 1) and x (step xs).
// In its groups of 4 (or 8) columns (outputs) two lanes take the even
// and the odd products in turn, a last odd one goes to the first, and
// the lanes are added (tail 0). The last m%4 outputs take four
// accumulators, added as (a0+a2)+(a1+a3): in the 2-column group (tail 8)
// over the unrolled loop's blocks of 8, the pairs left over into the
// first two and a last product into the first; in the last single column
// (tail 4) over blocks of 4 as well.
func gemvT(a []float64, x []float64, xs, n, tail int) float64 {
	if tail > 0 {
		var acc [4]float64
		cut := n &^ (tail - 1)
		for p := range n {
			q := p % 2
			if p < cut {
				q = p % 4
			}
			acc[q] += a[p] * x[p*xs]
		}
		return 0 + ((acc[0] + acc[2]) + (acc[1] + acc[3]))
	}
	var l0, l1 float64
	p := 0
	for ; p+1 < n; p += 2 {
		l0 += a[p] * x[p*xs]
		l1 += a[p+1] * x[(p+1)*xs]
	}
	if p < n {
		l0 += a[p] * x[p*xs]
	}
	return 0 + (l0 + l1)
}

// gemvTRows is dgemv_t.S's y = A x for the m rows of a (k each, C
// order): each output gemvT's sum, four rows at a time (the two lanes of
// each kept apart as the kernel keeps them), rows split among
// goroutines.
func gemvTRows(m, k int, a, x, y []float64) {
	forChunks((m+3)/4, 8*k, func(lo, hi int) {
		for r := 4 * lo; r < min(4*hi, m); r += 4 {
			if k2 := k &^ 1; haveGemvKern && k2 > 0 && r+8 <= min(4*hi, m) {
				// two groups of 4 rows at once in the assembly loop
				// (more rows streamed from memory), each row's lanes as
				// below
				var l [16]float64
				gemvT8Pair(&a[r*k], k, &x[0], k2, &l[0])
				for i := range 8 {
					e, o := l[2*i], l[2*i+1]
					if k2 < k {
						e += a[(r+i)*k+k2] * x[k2]
					}
					y[r+i] = 0 + (e + o)
				}
				r += 4
				continue
			}
			if r+4 > m {
				for i := r; i < m; i++ {
					tail := 8
					if m%2 == 1 && i == m-1 {
						tail = 4
					}
					y[i] = gemvT(a[i*k:(i+1)*k], x, 1, k, tail)
				}
				continue
			}
			a0, a1, a2, a3 := a[r*k:(r+1)*k], a[(r+1)*k:(r+2)*k], a[(r+2)*k:(r+3)*k], a[(r+3)*k:(r+4)*k]
			var e0, e1, e2, e3, o0, o1, o2, o3 float64
			p := 0
			if k2 := k &^ 1; haveGemvKern && k2 > 0 {
				// the lanes in the assembly loop (gemvkern_amd64.s)
				var l [8]float64
				gemvT4Pair(&a0[0], k, &x[0], k2, &l[0])
				e0, o0, e1, o1, e2, o2, e3, o3 = l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7]
				p = k2
			}
			for ; p+1 < k; p += 2 {
				x0, x1 := x[p], x[p+1]
				e0 += a0[p] * x0
				o0 += a0[p+1] * x1
				e1 += a1[p] * x0
				o1 += a1[p+1] * x1
				e2 += a2[p] * x0
				o2 += a2[p+1] * x1
				e3 += a3[p] * x0
				o3 += a3[p+1] * x1
			}
			if p < k {
				e0 += a0[p] * x[p]
				e1 += a1[p] * x[p]
				e2 += a2[p] * x[p]
				e3 += a3[p] * x[p]
			}
			y[r], y[r+1], y[r+2], y[r+3] = 0+(e0+o0), 0+(e1+o1), 0+(e2+o2), 0+(e3+o3)
		}
	})
}

// gemvN is dgemv_n.S: y[i] = the sum in order over p of A[i, p] * x[p],
// A's columns given as the k rows of cols (m elements each).
func gemvN(m, k int, cols []float64, x, y []float64) {
	clear(y[:m])
	p0 := 0
	if m1, k4 := m&^3, k&^3; haveGemvKern && m1 > 0 && k4 > 0 {
		// the first m1 outputs four columns at a time in the assembly
		// loop (gemvkern_amd64.s), in the same order, then the other
		// columns for them and all columns for the last m%4
		_ = cols[(k4-1)*m+m1-1]
		for p := 0; p < k4; p += 4 {
			gemvN4(&y[0], m1, &cols[p*m], m, &x[p], false)
		}
		for p := k4; p < k; p++ {
			xp := x[p]
			for i, v := range cols[p*m : p*m+m1] {
				y[i] += float64(v * xp)
			}
		}
		for i := m1; i < m; i++ {
			for p := range k {
				y[i] += float64(cols[p*m+i] * x[p])
			}
		}
		p0 = k
	}
	for p := p0; p < k; p++ {
		xp := x[p]
		col := cols[p*m : (p+1)*m]
		for i, v := range col {
			y[i] += float64(v * xp)
		}
	}
	for i := range y[:m] {
		y[i] += 0 // -0 sums come out +0, as OpenBLAS adds them to y = 0
	}
}

// transposed2 is the transpose view of a 2-D array.
func transposed2(a *Array) *Array {
	return a.view([]int{a.shape[1], a.shape[0]}, []int{a.strides[1], a.strides[0]}, a.offset)
}

// numpy's _select_matrix_shape: how cblas_matrixproduct classes an
// operand.
const (
	npScalar = iota
	npColumn
	npRow
	npMatrix
)

func npMatrixShape(a *Array) int {
	switch a.NDim() {
	case 1:
		if a.shape[0] > 1 {
			return npColumn
		}
	case 2:
		if a.shape[0] > 1 {
			if a.shape[1] == 1 {
				return npColumn
			}
			return npMatrix
		}
		if a.shape[1] > 1 {
			return npRow
		}
	}
	return npScalar
}

// fContiguous2 says the (r, c) view with element strides s is Fortran
// ordered (and not C ordered), as NumPy hands to the BLAS transposed.
func fContiguous2(shape []int, s [2]int) bool {
	return (s[0] == 1 || shape[0] == 1) && (s[1] == shape[0] || shape[1] == 1) && !(s[1] == 1 || shape[1] == 1)
}

// cOrder2 is the (r, c) float64 view m's elements in C order: m's own
// memory when it is C-contiguous, else a copy.
func cOrder2(m *Array) []float64 {
	vals, off, s, ok := elementsOf[float64](m)
	r, c := m.shape[0], m.shape[1]
	if ok && m.contig {
		return vals[off : off+r*c]
	}
	out := make([]float64, r*c)
	if !ok {
		for i := range out {
			out[i] = m.AtFlat(i).Float()
		}
		return out
	}
	for i := range r {
		row := out[i*c : (i+1)*c]
		p := off + i*s[0]
		for j := range row {
			row[j] = vals[p]
			p += s[1]
		}
	}
	return out
}

// blasable2d is NumPy's is_blasable2d for a view with element strides s0
// (between rows) and s1 (along a row) and cols columns: unit steps along
// a row, rows at least cols apart.
func blasable2d(s0, s1, cols int) bool {
	return s1 == 1 && s0 >= max(cols, 1)
}

// dotBLAS is np.dot (matmul false) or @ / np.matmul (matmul true) of
// float64 operands a and b (viewed as matrices am (m, k) and bm (k, n))
// in the order of the OpenBLAS kernel this process models
// (blasDotConfig), written to out (m*n elements, C order); it reports
// whether it did: dgemm for every modelled kernel, dsyrk only for
// Prescott, dgemv except Haswell's dgemv_n (the others sum in order, in
// dotFloatMatrices, as before). np.dot (cblas_matrixproduct) copies an operand the BLAS
// cannot take; the matmul ufunc instead sums such a product in order
// without the BLAS (DOUBLE_matmul_inner_noblas), as it does a column
// times a row and any product with an inner dimension of 1.
func dotBLAS(a, b, am, bm, out *Array, matmul bool) bool {
	if a.dtype != Float64 || b.dtype != Float64 || out.dtype != Float64 || !out.contig {
		return false
	}
	core, threads := blasDotConfig()
	m, k, n := am.shape[0], am.shape[1], bm.shape[1]
	if m*n == 0 || k == 0 {
		return false
	}
	s1, s2 := npMatrixShape(a), npMatrixShape(b)
	_, aoff, as, okA := elementsOf[float64](am)
	_, boff, bs, okB := elementsOf[float64](bm)
	// An F-contiguous operand goes to the BLAS transposed; np.dot
	// copies any other that is not C-contiguous to C order. The matmul
	// ufunc hands over as they are the operands with unit steps along a
	// row (or, transposed, a column).
	ta := okA && !am.contig && fContiguous2(am.shape, as)
	tb := okB && !bm.contig && fContiguous2(bm.shape, bs)
	if matmul {
		ta = okA && !blasable2d(as[0], as[1], k) && blasable2d(as[1], as[0], m)
		tb = okB && !blasable2d(bs[0], bs[1], n) && blasable2d(bs[1], bs[0], k)
	}
	if matmul {
		// DOUBLE_matmul's choice: gemm for two matrices the BLAS takes
		// as they are (C or F order with room between rows), gemv for a
		// matrix the BLAS takes and a vector, the loop in order
		// otherwise (and ddot for a row times a column, elsewhere).
		aBlas := okA && (blasable2d(as[0], as[1], k) || blasable2d(as[1], as[0], m))
		bBlas := okB && (blasable2d(bs[0], bs[1], n) || blasable2d(bs[1], bs[0], k))
		switch {
		case k == 1, m == 1 && n == 1:
			return false
		case m == 1:
			if !bBlas || !okA || as[1] <= 0 {
				return false
			}
			s1, s2 = npColumn, npMatrix
		case n == 1:
			if !aBlas || !okB || bs[0] <= 0 {
				return false
			}
			s1, s2 = npMatrix, npColumn
		case !aBlas || !bBlas:
			return false
		default:
			s1, s2 = npMatrix, npMatrix
		}
	}
	if s1 == npScalar || s2 == npScalar || (s1 != npMatrix && s2 != npMatrix) {
		return false // a scalar product, or ddot (dotBLASVectors)
	}
	if s1 == npMatrix && s2 == npMatrix {
		syrk := okA && okB && am.owner() == bm.owner() && aoff == boff && m == n &&
			as[0] == bs[1] && as[1] == bs[0] && ta != tb && (matmul || am.contig || ta)
		var g *gemmModel
		switch {
		case core == blasPrescott:
			g = prescottModel(m, n, k, syrk)
		case syrk:
			return false
		case core == blasHaswell:
			g = haswellModel(m, n, k, threads)
		default:
			g = skylakexModel(m, n, k, threads, ta, tb)
		}
		g.compute(m, n, k, cOrder2(am), cOrder2(bm), typedView[float64](out, Float64))
		return true
	}
	dst := typedView[float64](out, Float64)
	if core != blasPrescott {
		// dgemv_t of the Haswell and SkylakeX kernels and SkylakeX's
		// dgemv_n (gemv_avx.go); Haswell's dgemv_n sums in order here
		// (dotFloatMatrices).
		switch {
		case s1 == npMatrix && !ta:
			gemvTAVX(m, k, cOrder2(am), cOrder2(bm), dst, threads)
		case s2 == npMatrix && tb:
			gemvTAVX(n, k, cOrder2(transposed2(bm)), cOrder2(am), dst, threads)
		case core == blasSkylakeX && s2 == npMatrix:
			gemvNSkylakeX(n, k, cOrder2(bm), cOrder2(am), dst, threads)
		case core == blasSkylakeX && s1 == npMatrix:
			gemvNSkylakeX(m, k, cOrder2(transposed2(am)), cOrder2(bm), dst, threads)
		default:
			return false
		}
		return true
	}
	if s1 == npMatrix {
		// A (m, k) times a vector: dgemv_t for a C-ordered A (or a
		// copy), dgemv_n (in order) for an F-ordered one.
		x := cOrder2(bm) // k elements
		if ta {
			gemvN(m, k, cOrder2(transposed2(am)), x, dst)
			return true
		}
		gemvTRows(m, k, cOrder2(am), x, dst)
		return true
	}
	// A vector times B (k, n): dgemv_n for a C-ordered B, dgemv_t over
	// B's columns for an F-ordered one.
	x := cOrder2(am) // k elements
	if tb {
		gemvTRows(n, k, cOrder2(transposed2(bm)), x, dst)
		return true
	}
	gemvN(n, k, cOrder2(bm), x, dst)
	return true
}
