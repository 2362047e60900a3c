package pynumpy

import (
	"math"
	"sort"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// generatorChoice is Generator.choice(a, size=None, replace=True, p=None,
// shuffle=True) of a 1-d a (or range(a)), drawing as NumPy 1.24 does:
// with replacement, integers(0, n) or, with p, random() draws searched in
// p's cumulative sums; without replacement, Floyd's algorithm (then a
// shuffle) or, for a large population and sample, the tail of a partial
// shuffle, and with p, rounds of cumulative-sum draws that keep the first
// occurrence of each new index.
func generatorChoice(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg py.Object
	var size, replaceArg, pArg, shuffleArg py.Object = py.None, py.True, py.None, py.True
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOOO:choice", []string{"a", "size", "replace", "p", "shuffle"}, &aArg, &size, &replaceArg, &pArg, &shuffleArg); err != nil {
		return nil, err
	}
	var pop *ndarray.Array
	popIsInt := false
	if n, err := intArg(aArg); err == nil {
		if n <= 0 {
			return nil, py.ExceptionNewf(py.ValueError, "a must be a positive integer unless no samples are taken")
		}
		pop, popIsInt = rangeArray(n), true
	} else {
		if pop, _, err = arrayArg("choice", py.Tuple{aArg}); err != nil {
			return nil, err
		}
		if pop.NDim() != 1 {
			return nil, py.ExceptionNewf(py.NotImplementedError, "Generator.choice of a multi-dimensional a is not supported yet (docs/numpy.md)")
		}
		if pop.Size() == 0 {
			return nil, py.ExceptionNewf(py.ValueError, "a cannot be empty unless no samples are taken")
		}
	}
	replace, err := py.MakeBool(replaceArg)
	if err != nil {
		return nil, err
	}
	shuffle, err := py.MakeBool(shuffleArg)
	if err != nil {
		return nil, err
	}
	n := pop.Size()
	var probs []float64
	if pArg != py.None {
		if probs, err = choiceProbabilities(pArg, n); err != nil {
			return nil, err
		}
	}
	var shape []int
	count := 1
	if size != py.None {
		if shape, err = shapeOf(size); err != nil {
			return nil, err
		}
		for _, m := range shape {
			count *= m
		}
	}
	var idx []int
	switch {
	case replace == py.True && probs != nil:
		cdf := cumulative(probs)
		idx = make([]int, count)
		g.mu.Lock()
		for k := range idx {
			idx[k] = searchRight(cdf, g.pcg.double())
		}
		g.mu.Unlock()
	case replace == py.True:
		idx = make([]int, count)
		g.mu.Lock()
		for k := range idx {
			idx[k] = int(g.pcg.bounded(uint64(n - 1)))
		}
		g.mu.Unlock()
	case count > n:
		return nil, py.ExceptionNewf(py.ValueError, "Cannot take a larger sample than population when replace is False")
	case probs != nil:
		nonZero := 0
		for _, q := range probs {
			if q > 0 {
				nonZero++
			}
		}
		if nonZero < count {
			return nil, py.ExceptionNewf(py.ValueError, "Fewer non-zero entries in p than size")
		}
		idx = g.choiceWeightedUnique(probs, count)
	default:
		idx = g.choiceUnique(n, count, shuffle == py.True)
	}
	if size == py.None && popIsInt {
		return py.Int(idx[0]), nil
	}
	return selectFlat(pop, idx, shape, size == py.None)
}

// choiceProbabilities checks p as NumPy does: 1-d, of a's length, not
// negative, summing to 1 within sqrt(eps).
func choiceProbabilities(pArg py.Object, n int) ([]float64, error) {
	p, _, err := arrayArg("choice", py.Tuple{pArg})
	if err != nil {
		return nil, err
	}
	if p.NDim() != 1 {
		return nil, py.ExceptionNewf(py.ValueError, "p must be 1-dimensional")
	}
	if p.Size() != n {
		return nil, py.ExceptionNewf(py.ValueError, "a and p must have same size")
	}
	probs := make([]float64, n)
	sum, comp := 0.0, 0.0 // Kahan's sum, as NumPy's kahan_sum
	for i := range probs {
		probs[i] = p.AtFlat(i).Float()
		if math.IsNaN(probs[i]) {
			return nil, py.ExceptionNewf(py.ValueError, "probabilities contain NaN")
		}
		if probs[i] < 0 {
			return nil, py.ExceptionNewf(py.ValueError, "probabilities are not non-negative")
		}
		y := probs[i] - comp
		t := sum + y
		comp = (t - sum) - y
		sum = t
	}
	if math.Abs(sum-1) > math.Sqrt(0x1p-52) {
		return nil, py.ExceptionNewf(py.ValueError, "probabilities do not sum to 1")
	}
	return probs, nil
}

// cumulative is cdf = np.cumsum(p); cdf /= cdf[-1].
func cumulative(p []float64) []float64 {
	cdf := make([]float64, len(p))
	acc := 0.0
	for i, q := range p {
		acc += q
		cdf[i] = acc
	}
	last := cdf[len(cdf)-1]
	for i := range cdf {
		cdf[i] /= last
	}
	return cdf
}

// searchRight is cdf.searchsorted(u, side='right').
func searchRight(cdf []float64, u float64) int {
	return sort.Search(len(cdf), func(j int) bool { return cdf[j] > u })
}

// choiceUnique draws count distinct indices of range(n). For a
// population above 10,000 and a sample above n/50 (n/20 without shuffle)
// it shuffles the last count places of range(n) and takes them; else it
// runs Floyd's algorithm, then shuffles the sample unless told not to.
func (g *generator) choiceUnique(n, count int, shuffle bool) []int {
	g.mu.Lock()
	defer g.mu.Unlock()
	cutoff := 20
	if shuffle {
		cutoff = 50
	}
	if n > 10000 && count > n/cutoff {
		perm := make([]int, n)
		for i := range perm {
			perm[i] = i
		}
		for i := n - 1; i >= max(n-count, 1); i-- {
			j := int(g.pcg.bounded(uint64(i)))
			perm[i], perm[j] = perm[j], perm[i]
		}
		return perm[n-count:]
	}
	idx := make([]int, count)
	seen := make(map[int]bool, count)
	for j := n - count; j < n; j++ {
		v := int(g.pcg.bounded(uint64(j)))
		if seen[v] {
			v = j
		}
		seen[v] = true
		idx[j-n+count] = v
	}
	if shuffle {
		for i := count - 1; i >= 1; i-- {
			j := int(g.pcg.bounded(uint64(i)))
			idx[i], idx[j] = idx[j], idx[i]
		}
	}
	return idx
}

// choiceWeightedUnique draws count distinct indices with probabilities p:
// rounds of random() draws, one for each index still missing, searched in
// the cumulative sums of p with the indices found so far zeroed; each
// round keeps the first occurrence of each index it draws anew.
func (g *generator) choiceWeightedUnique(p []float64, count int) []int {
	p = append([]float64(nil), p...)
	found := make([]int, 0, count)
	g.mu.Lock()
	defer g.mu.Unlock()
	for len(found) < count {
		draws := make([]float64, count-len(found))
		for k := range draws {
			draws[k] = g.pcg.double()
		}
		for _, j := range found {
			p[j] = 0
		}
		cdf := cumulative(p)
		seen := make(map[int]bool)
		for _, u := range draws {
			if j := searchRight(cdf, u); !seen[j] {
				seen[j] = true
				found = append(found, j)
			}
		}
	}
	return found
}
