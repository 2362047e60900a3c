package ndarray

import (
	"errors"
	"math"
	"sort"
)

// LexSort is np.lexsort of 1-d keys: the permutation that sorts by the
// last key, ties broken by the one before, and so on (stably, so equal
// rows keep their order), NaN after every number as np.sort puts it.
func LexSort(keys []*Array) ([]int64, error) {
	if len(keys) == 0 {
		return nil, errors.New("need sequence of keys with len > 0 in lexsort")
	}
	n := keys[0].size
	for _, k := range keys {
		if k.NDim() != 1 || k.size != n {
			return nil, errors.New("all keys need to be the same shape")
		}
		if k.dtype.IsComplex() {
			return nil, &UnsupportedError{"lexsort: complex keys are not supported"}
		}
	}
	perm := make([]int64, n)
	for i := range perm {
		perm[i] = int64(i)
	}
	sort.SliceStable(perm, func(x, y int) bool {
		i, j := int(perm[x]), int(perm[y])
		for k := len(keys) - 1; k >= 0; k-- {
			if c := compareElements(keys[k], i, j); c != 0 {
				return c < 0
			}
		}
		return false
	})
	return perm, nil
}

// compareElements orders elements i and j of a 1-d array: -1, 0 or 1,
// NaN after every number and equal to NaN.
func compareElements(a *Array, i, j int) int {
	x, y := a.At(i), a.At(j)
	switch {
	case a.dtype.IsFloat():
		xn, yn := math.IsNaN(x.F), math.IsNaN(y.F)
		switch {
		case xn || yn:
			return boolCompare(xn, yn)
		case x.F < y.F:
			return -1
		case x.F > y.F:
			return 1
		}
	case a.dtype == UInt64:
		switch {
		case uint64(x.I) < uint64(y.I):
			return -1
		case uint64(x.I) > uint64(y.I):
			return 1
		}
	default:
		switch {
		case x.I < y.I:
			return -1
		case x.I > y.I:
			return 1
		}
	}
	return 0
}

// boolCompare orders false before true.
func boolCompare(x, y bool) int {
	switch {
	case x == y:
		return 0
	case y:
		return -1
	}
	return 1
}
