package ndarray

// The SkylakeX dgemm (OpenBLAS 0.3.21's kernels for AVX-512 cores,
// Cooperlake and Sapphire Rapids included, and so for Zen 4), as
// interface/gemm.c and the level-3 drivers call it for NumPy's
// cblas_dgemm, checked against NumPy in gemm_test.go. OpenBLAS sees the
// transposed product: its M (M' here) is NumPy's n, its N (N') NumPy's m,
// its A NumPy's b (transposed when b is F-ordered), its B NumPy's a.
//
//   - Small matrices (M'N'K at most 1e6, and for a transposed A with a
//     plain B also M'N' at most 1200 and K at least 32:
//     dgemm_small_kernel_permit_skylakex) go to the small kernels, which
//     store alpha times one sum over all of K: fused in order, except
//     the "dot-like" parts, which take the products in eight lanes (k
//     mod 8) and reduce them: the NN kernel's last M' rows when fewer
//     than five are left past a multiple of 8 and K is at least 16, and
//     the whole TN kernel (skxSmallModel).
//   - Larger ones go through level3.c (one thread) or level3_thread.c to
//     dgemm_kernel_16x2_skylakex.c: K blocks of GEMM_Q = 384, each
//     element's products fused in order, except, found by experiment,
//     the M' tile of 4 in a COMPUTE(12) group of a kernel call wider than
//     12 columns, which sums even and odd products apart and adds the two
//     (skxSimulate walks the drivers' calls to find those). With two
//     threads and more the drivers split M' and N' among the threads;
//     the edge tiles of the thread ranges are not all modelled (see
//     docs/numpy.md).

// skxSmallPermit is dgemm_small_kernel_permit_skylakex for OpenBLAS's
// (transa, transb, M, N, K).
func skxSmallPermit(transa, transb bool, mp, np, k int) bool {
	if float64(mp)*float64(np)*float64(k) > 1e6 {
		return false
	}
	if transa && !transb {
		return mp*np <= 1200 && k >= 32
	}
	return true
}

var (
	skxReduce4   = accScheme{split: 8, unroll: 1, combine: 3}
	skxReduceAdd = accScheme{split: 8, unroll: 1, combine: 4}
)

// skylakexModel is the SkylakeX order of NumPy's a (m, k) times b (k,
// n), ta and tb saying a or b is handed over transposed (F-ordered).
func skylakexModel(m, n, k, threads int, ta, tb bool) *gemmModel {
	transa, transb := tb, ta
	mp, np := n, m
	if skxSmallPermit(transa, transb, mp, np, k) {
		g := &gemmModel{blocks: []int{k}, fused: true, direct: true, special: noSpecial}
		switch {
		case !transa && !transb:
			m8 := mp &^ 7
			if mp-m8 <= 4 && k >= 16 {
				g.specialRows, g.specialCols = []int{}, indices(m8, mp)
				g.special = func(i, j int) (accScheme, bool) {
					ip, jp := j, i
					switch {
					case ip < m8:
						return seqScheme, false
					case ip < mp&^3 || jp < np&^3:
						return skxReduce4, true
					}
					return skxReduceAdd, true
				}
			}
		case transa && !transb:
			g.special = func(i, j int) (accScheme, bool) {
				if j < mp&^3 || i < np&^3 {
					return skxReduce4, true
				}
				return skxReduceAdd, true
			}
		}
		return g
	}
	sim := skxSimulate(mp, np, k, threads)
	g := &gemmModel{blocks: sim.blocks, fused: true, specialRows: []int{}, specialCols: []int{}}
	for j, t := range sim.mtile {
		if t == 4 {
			g.specialCols = append(g.specialCols, j)
		}
	}
	g.special = func(i, j int) (accScheme, bool) {
		if sim.pair(j, i) {
			return accScheme{split: 2, unroll: 1}, true
		}
		return seqScheme, false
	}
	return g
}

// skxChunk is one M' chunk of a thread: for each N' column, the COMPUTE
// group of dgemm_kernel_16x2_skylakex.c it falls in and whether its
// kernel call was wider than 12 columns.
type skxChunk struct {
	group []int8
	wide  []bool
}

type skxSim struct {
	blocks []int
	mtile  []int8 // M' index -> its tile (16, 8, 4, 2, 1)
	chunk  []int  // M' index -> its chunk
	chunks []*skxChunk
}

func (s *skxSim) pair(ip, jp int) bool {
	c := s.chunks[s.chunk[ip]]
	return s.mtile[ip] == 4 && c.group[jp] == 12 && c.wide[jp]
}

// GEMM_P, GEMM_Q and SWITCH_RATIO of OpenBLAS's SkylakeX dgemm.
const (
	skxP      = 192
	skxQ      = 384
	skxSwitch = 32
)

// call records a kernel call on N' columns [lo, lo+w): the kernel takes
// them in groups of 12 while more than 11 are left, then one each of 10,
// 8, 6, 4, 2 and 1 as they fit.
func (s *skxSim) call(c *skxChunk, lo, w int) {
	wide := w > 12
	for _, g := range []int{12, 10, 8, 6, 4, 2, 1} {
		for w >= g {
			for j := lo; j < lo+g; j++ {
				c.group[j], c.wide[j] = int8(g), wide
			}
			lo += g
			w -= g
			if g != 12 {
				break
			}
		}
	}
}

func (s *skxSim) newChunk(lo, hi, np int) *skxChunk {
	c := &skxChunk{group: make([]int8, np), wide: make([]bool, np)}
	n := hi - lo
	for _, u := range []int{16, 8, 4, 2, 1} {
		for n >= u {
			for j := lo; j < lo+u; j++ {
				s.mtile[j] = int8(u)
				s.chunk[j] = len(s.chunks)
			}
			lo += u
			n -= u
			if u != 16 {
				break
			}
		}
	}
	s.chunks = append(s.chunks, c)
	return c
}

// skxChunkRows is the drivers' next M' chunk of a rest of mi rows: GEMM_P
// when 2 GEMM_P or more are left, half (rounded up to 16) when more than
// GEMM_P, else all; level3_thread.c halves the later chunks' rest as
// (mi+1)/2.
func skxChunkRows(mi int, roundOdd bool) int {
	switch {
	case mi >= 2*skxP:
		return skxP
	case mi > skxP && roundOdd:
		return ((mi+1)/2 + 15) / 16 * 16
	case mi > skxP:
		return (mi/2 + 15) / 16 * 16
	}
	return mi
}

// skxSimulate walks level3.c (one thread, or a product too small to
// split) or level3_thread.c's calls of the kernel for an M' x N' x K
// product.
func skxSimulate(mp, np, k, threads int) *skxSim {
	s := &skxSim{mtile: make([]int8, mp), chunk: make([]int, mp)}
	if threads <= 1 || float64(mp)*float64(np)*float64(k) <= gemmThreadMin {
		s.blocks = gemmKBlocks(k, skxQ, 16)
		for is := 0; is < mp; {
			mi := skxChunkRows(mp-is, false)
			c := s.newChunk(is, is+mi, np)
			if is == 0 {
				// the first chunk packs B 12 columns (6 GEMM_UNROLL_N) at a time
				for jj := 0; jj < np; jj += 12 {
					s.call(c, jj, min(12, np-jj))
				}
			} else {
				s.call(c, 0, np)
			}
			is += mi
		}
		return s
	}
	s.blocks = gemmKBlocks(k, skxQ, 0)
	// level3_thread.c: nthreads_m threads over M', nthreads_n over N'.
	nm := threads
	if mp < 2*skxSwitch {
		nm = 1
	} else {
		for mp < nm*skxSwitch {
			nm /= 2
		}
	}
	nn := 1
	if np >= skxSwitch*nm {
		nn = (np + skxSwitch*nm - 1) / (skxSwitch * nm)
		if nm*nn > threads {
			nn = threads / nm
		}
	}
	rangeM := []int{0}
	for m, parts := mp, 0; m > 0; parts++ {
		w := (m + nm - parts - 1) / (nm - parts)
		m -= w
		rangeM = append(rangeM, rangeM[len(rangeM)-1]+w)
	}
	for len(rangeM) < nm+1 {
		rangeM = append(rangeM, rangeM[len(rangeM)-1])
	}
	rangeN := []int{0}
	n := np
	for j := range nn {
		wn := (n + nn - j - 1) / (nn - j)
		n -= wn
		for i := range nm {
			w := max((wn+nm-i-1)/(nm-i), skxSwitch)
			wn -= w
			if wn < 0 {
				w += wn
				wn = 0
			}
			rangeN = append(rangeN, rangeN[len(rangeN)-1]+w)
		}
	}
	for pos := range nm * nn {
		pm, pn := pos%nm, pos/nm
		mfrom, mto := rangeM[pm], rangeM[pm+1]
		for is, first := mfrom, true; is < mto; first = false {
			mi := skxChunkRows(mto-is, !first)
			c := s.newChunk(is, is+mi, np)
			// the regions of N' of this thread's group, its own first
			for cur := pos; ; {
				lo, hi := rangeN[cur], rangeN[cur+1]
				divn := max(1, (hi-lo+1)/2)
				for js := lo; js < hi; js += divn {
					w := min(hi-js, divn)
					if first && cur == pos {
						for jj := js; jj < js+w; jj += 12 {
							s.call(c, jj, min(12, js+w-jj))
						}
					} else {
						s.call(c, js, w)
					}
				}
				if cur++; cur >= (pn+1)*nm {
					cur = pn * nm
				}
				if cur == pos {
					break
				}
			}
			is += mi
		}
	}
	return s
}
