package ndarray

// copyView copies a's elements into b's, of one dtype and shape, b laid
// out by bstrides from boff and a by astrides from aoff. Where the last
// two axes of the source run the other way round in memory (a transpose,
// a Fortran-ordered array), a row-by-row copy reads one element per cache
// line and per page; the copy then goes by square tiles of the last two
// axes, so that both sides stay in the cache.
func copyView(b []byte, boff int, bstrides []int, a []byte, aoff int, astrides []int, shape []int, isz int) {
	nd := len(shape)
	if nd < 2 || abs(astrides[nd-1]) <= abs(astrides[nd-2]) || shape[nd-1] < 2*copyTile && shape[nd-2] < 2*copyTile {
		copyStrided(b, boff, bstrides, a, aoff, astrides, shape, isz)
		return
	}
	if nd > 2 {
		for k := range shape[0] {
			copyView(b, boff+k*bstrides[0], bstrides[1:], a, aoff+k*astrides[0], astrides[1:], shape[1:], isz)
		}
		return
	}
	rows, cols := shape[0], shape[1]
	for i0 := 0; i0 < rows; i0 += copyTile {
		for j0 := 0; j0 < cols; j0 += copyTile {
			sub := []int{min(copyTile, rows-i0), min(copyTile, cols-j0)}
			copyStrided(b, boff+i0*bstrides[0]+j0*bstrides[1], bstrides, a, aoff+i0*astrides[0]+j0*astrides[1], astrides, sub, isz)
		}
	}
}

// copyTile is the side of copyView's tiles: 32 × 32 elements of 8 bytes
// on each side are 16 KiB, within any level-1 data cache.
const copyTile = 32
