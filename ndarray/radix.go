package ndarray

import (
	"math"
	"slices"
)

// This file sorts arrays by 64-bit order keys with a least-significant-
// digit radix sort: np.unique's sort, in time linear in the size. The
// sort is stable, so sorting the positions along with the keys gives the
// permutation of NumPy's stable argsort.

// orderKeys maps a's elements (in flat order) to uint64 keys whose
// unsigned order is NumPy's sort order: -0.0 and 0.0 get one key, every
// NaN the largest.
func orderKeys(a *Array) []uint64 {
	keys := make([]uint64, a.size)
	switch {
	case a.contig && a.dtype == Float64:
		for i, x := range a.Float64s() {
			keys[i] = floatOrderKey(x)
		}
	case a.contig && a.dtype == Int64:
		for i, x := range a.Int64s() {
			keys[i] = uint64(x) ^ 1<<63
		}
	case a.dtype.IsFloat():
		for i := range keys {
			keys[i] = floatOrderKey(a.AtFlat(i).Float())
		}
	case a.dtype.IsUnsigned():
		for i := range keys {
			keys[i] = a.AtFlat(i).Uint64()
		}
	default:
		for i := range keys {
			keys[i] = uint64(a.AtFlat(i).Int()) ^ 1<<63
		}
	}
	return keys
}

// floatOrderKey is the order key of a float: its bits with the sign bit
// flipped for positive numbers and all bits flipped for negative ones.
func floatOrderKey(x float64) uint64 {
	switch {
	case x != x:
		return math.MaxUint64
	case x == 0:
		x = 0 // -0.0 sorts with 0.0
	}
	b := math.Float64bits(x)
	if b>>63 == 1 {
		return ^b
	}
	return b | 1<<63
}

// fromOrderKey is the element of dtype dt whose order key is key (0.0 for
// the zeros' key, NumPy's NaN for the largest).
func fromOrderKey(dt DType, key uint64) Scalar {
	switch {
	case dt.IsFloat():
		if key == math.MaxUint64 {
			return MakeFloat(dt, math.NaN())
		}
		if key>>63 == 1 {
			return MakeFloat(dt, math.Float64frombits(key&^(1<<63)))
		}
		return MakeFloat(dt, math.Float64frombits(^key))
	case dt.IsUnsigned():
		return MakeInt(dt, int64(key))
	case dt == Bool:
		return MakeBool(key != 1<<63)
	}
	return MakeInt(dt, int64(key^1<<63))
}

// radixDigits is the radix sort's digit width: six passes of 11 bits
// (the last of 9) cover a key, each with a 2048-entry histogram that stays
// in the L1 or L2 cache.
const radixDigits = 11

// radixSort sorts keys ascending, stably, moving perm's entries (when perm
// is not nil) along with them: one pass per 11-bit digit, skipping the
// digits all keys share.
func radixSort(keys []uint64, perm []int64) {
	n := len(keys)
	if n < 256 {
		sortSmall(keys, perm)
		return
	}
	const passes = (64 + radixDigits - 1) / radixDigits
	const mask = 1<<radixDigits - 1
	var counts [passes][1 << radixDigits]int
	for _, k := range keys {
		for p := range passes {
			counts[p][(k>>(radixDigits*p))&mask]++
		}
	}
	src, dst := keys, make([]uint64, n)
	var psrc, pdst []int64
	if perm != nil {
		psrc, pdst = perm, make([]int64, n)
	}
	for p := range passes {
		c := &counts[p]
		shift := radixDigits * p
		if c[(src[0]>>shift)&mask] == n {
			continue
		}
		sum := 0
		for d := range c {
			c[d], sum = sum, sum+c[d]
		}
		for i, k := range src {
			d := (k >> shift) & mask
			dst[c[d]] = k
			if perm != nil {
				pdst[c[d]] = psrc[i]
			}
			c[d]++
		}
		src, dst = dst, src
		psrc, pdst = pdst, psrc
	}
	if &src[0] != &keys[0] {
		copy(keys, src)
		if perm != nil {
			copy(perm, psrc)
		}
	}
}

// sortSmall is radixSort's stable sort for short lines.
func sortSmall(keys []uint64, perm []int64) {
	if perm == nil {
		slices.Sort(keys)
		return
	}
	type pair struct {
		key uint64
		pos int64
	}
	pairs := make([]pair, len(keys))
	for i := range pairs {
		pairs[i] = pair{keys[i], perm[i]}
	}
	slices.SortStableFunc(pairs, func(x, y pair) int {
		switch {
		case x.key < y.key:
			return -1
		case x.key > y.key:
			return 1
		}
		return 0
	})
	for i, p := range pairs {
		keys[i], perm[i] = p.key, p.pos
	}
}
