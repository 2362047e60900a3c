package pynumpy

import (
	crand "crypto/rand"
	"math/big"
	"sort"
	"sync"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// generator is numpy.random.Generator over PCG64, what
// np.random.default_rng(seed) returns: random, integers, uniform, choice,
// shuffle and permutation draw NumPy 1.24's numbers for the same seed.
type generator struct {
	mu  sync.Mutex
	pcg *pcg64
}

var generatorType = py.NewType("numpy.random.Generator", "Generator(PCG64): NumPy's default generator, made by default_rng(seed).")

// Type returns numpy.random.Generator.
func (g *generator) Type() *py.Type { return generatorType }

func (g *generator) M__repr__() (py.Object, error) { return py.String("Generator(PCG64)"), nil }
func (g *generator) M__str__() (py.Object, error)  { return g.M__repr__() }

// defaultRNG is np.random.default_rng(seed=None): a non-negative int
// seed, or None for the operating system's entropy.
func defaultRNG(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var seedArg py.Object = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|O:default_rng", []string{"seed"}, &seedArg); err != nil {
		return nil, err
	}
	if g, ok := seedArg.(*generator); ok {
		return g, nil // default_rng(Generator) returns it unchanged
	}
	var seed *big.Int
	switch s := seedArg.(type) {
	case py.Int:
		seed = big.NewInt(int64(s))
	case *py.BigInt:
		seed = new(big.Int).Set((*big.Int)(s))
	case scalar:
		if !s.v.DType.IsInt() {
			return nil, py.ExceptionNewf(py.TypeError, "SeedSequence expects int or sequence of ints for entropy not %s", s.v)
		}
		seed = new(big.Int).SetUint64(uint64(s.v.I))
		if s.v.DType != ndarray.UInt64 {
			seed = big.NewInt(s.v.I)
		}
	default:
		if seedArg != py.None {
			return nil, py.ExceptionNewf(py.NotImplementedError, "default_rng takes an int seed or None (sequences of ints, SeedSequence and bit generators are not supported yet; docs/numpy.md)")
		}
		var b [16]byte
		if _, err := crand.Read(b[:]); err != nil {
			return nil, err
		}
		seed = new(big.Int).SetBytes(b[:])
	}
	if seed.Sign() < 0 {
		return nil, py.ExceptionNewf(py.ValueError, "expected non-negative integer")
	}
	return &generator{pcg: newPCG64(seed)}, nil
}

// floats draws a Python float, or a float64 array of the size.
func (g *generator) floats(size py.Object, draw func() float64) (py.Object, error) {
	var shape []int
	if size != py.None {
		var err error
		if shape, err = shapeOf(size); err != nil {
			return nil, err
		}
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if size == py.None {
		return py.Float(draw()), nil
	}
	a, err := ndarray.New(ndarray.Float64, shape)
	if err != nil {
		return nil, valueError(err)
	}
	vals := a.Float64s()
	for i := range vals {
		vals[i] = draw()
	}
	return NewArray(a), nil
}

func generatorRandom(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var size, dtype py.Object = py.None, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:random", []string{"size", "dtype"}, &size, &dtype); err != nil {
		return nil, err
	}
	if dt, err := dtypeArg(dtype, ndarray.Float64); err != nil || dt != ndarray.Float64 {
		if err != nil {
			return nil, err
		}
		return nil, py.ExceptionNewf(py.NotImplementedError, "Generator.random: only dtype=float64 is supported (docs/numpy.md)")
	}
	return g.floats(size, g.pcg.double)
}

func generatorUniform(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var lowArg, highArg, size py.Object = py.Float(0), py.Float(1), py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OOO:uniform", []string{"low", "high", "size"}, &lowArg, &highArg, &size); err != nil {
		return nil, err
	}
	low, high, err := twoFloats(lowArg, highArg)
	if err != nil {
		return nil, err
	}
	span := high - low
	return g.floats(size, func() float64 { return low + span*g.pcg.double() })
}

// generatorIntegers is Generator.integers(low, high=None, size=None,
// dtype=np.int64, endpoint=False) with int64 results.
func generatorIntegers(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var lowArg, highArg, size, dtype, endpointArg py.Object = nil, py.None, py.None, py.None, py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOOO:integers", []string{"low", "high", "size", "dtype", "endpoint"}, &lowArg, &highArg, &size, &dtype, &endpointArg); err != nil {
		return nil, err
	}
	if dt, err := dtypeArg(dtype, ndarray.Int64); err != nil || dt != ndarray.Int64 {
		if err != nil {
			return nil, err
		}
		return nil, py.ExceptionNewf(py.NotImplementedError, "Generator.integers: only dtype=int64 is supported (docs/numpy.md)")
	}
	low, err := intArg(lowArg)
	if err != nil {
		return nil, err
	}
	var high int64
	if highArg == py.None {
		low, high = 0, low
	} else if high, err = intArg(highArg); err != nil {
		return nil, err
	}
	endpoint, err := py.MakeBool(endpointArg)
	if err != nil {
		return nil, err
	}
	if endpoint != py.True {
		if high <= low {
			if highArg == py.None {
				return nil, py.ExceptionNewf(py.ValueError, "high <= 0")
			}
			return nil, py.ExceptionNewf(py.ValueError, "low >= high")
		}
		high--
	} else if high < low {
		return nil, py.ExceptionNewf(py.ValueError, "low > high")
	}
	rng := uint64(high) - uint64(low)
	draw := func() int64 { return low + int64(g.pcg.bounded(rng)) }
	if size == py.None {
		g.mu.Lock()
		defer g.mu.Unlock()
		return NewScalar(ndarray.MakeInt(ndarray.Int64, draw())), nil
	}
	shape, err := shapeOf(size)
	if err != nil {
		return nil, err
	}
	a, err := ndarray.New(ndarray.Int64, shape)
	if err != nil {
		return nil, valueError(err)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	vals := a.Int64s()
	for i := range vals {
		vals[i] = draw()
	}
	return NewArray(a), nil
}

// generatorChoice is Generator.choice(a, size=None, replace=True, p=None)
// with replacement: indices by integers(0, n), or with p by searching the
// cumulative probabilities for random() draws.
func generatorChoice(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg py.Object
	var size, replaceArg, pArg py.Object = py.None, py.True, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:choice", []string{"a", "size", "replace", "p"}, &aArg, &size, &replaceArg, &pArg); err != nil {
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
	if replace != py.True {
		return nil, py.ExceptionNewf(py.NotImplementedError, "Generator.choice without replacement is not supported yet (docs/numpy.md)")
	}
	n := pop.Size()
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
	idx := make([]int, count)
	if pArg != py.None {
		p, _, err := arrayArg("choice", py.Tuple{pArg})
		if err != nil {
			return nil, err
		}
		if p.NDim() != 1 || p.Size() != n {
			return nil, py.ExceptionNewf(py.ValueError, "a and p must have same size")
		}
		cdf := make([]float64, n)
		acc := 0.0
		for i := range cdf {
			acc += p.AtFlat(i).Float()
			cdf[i] = acc
		}
		last := cdf[n-1]
		for i := range cdf {
			cdf[i] /= last
		}
		g.mu.Lock()
		for k := range idx {
			u := g.pcg.double()
			idx[k] = sort.Search(n, func(j int) bool { return cdf[j] > u }) // searchsorted(side='right')
		}
		g.mu.Unlock()
	} else {
		g.mu.Lock()
		for k := range idx {
			idx[k] = int(g.pcg.bounded(uint64(n - 1)))
		}
		g.mu.Unlock()
	}
	if size == py.None && popIsInt {
		return py.Int(idx[0]), nil
	}
	return selectFlat(pop, idx, shape, size == py.None)
}

// shuffle is Generator.shuffle: for i from len(x)-1 down to 1, swap x[i]
// with x[random_interval(i)], items of a list or rows of an array.
func (g *generator) shuffle(x py.Object) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	return shuffleItems(x, g.pcg.interval, py.ExceptionNewf(py.ValueError, "array is 0-dimensional, must be at least 1-dimensional"))
}

var generatorMethods = []struct {
	name, doc string
	f         func(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error)
}{
	{"random", "random(size=None)\n\nFloats in [0, 1).", generatorRandom},
	{"uniform", "uniform(low=0.0, high=1.0, size=None)\n\nFloats in [low, high).", generatorUniform},
	{"integers", "integers(low, high=None, size=None, dtype=np.int64, endpoint=False)\n\nIntegers in [low, high), or [low, high] with endpoint.", generatorIntegers},
	{"choice", "choice(a, size=None, replace=True, p=None)\n\nA random sample of a (or of range(a)), with replacement.", generatorChoice},
	{"shuffle", "shuffle(x)\n\nShuffle a list or an array's first axis in place.", func(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var x py.Object
		if err := py.ParseTupleAndKeywords(args, kwargs, "O:shuffle", []string{"x"}, &x); err != nil {
			return nil, err
		}
		return py.None, g.shuffle(x)
	}},
	{"permutation", "permutation(x)\n\nA shuffled range(x), or a shuffled copy of the array x.", func(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var x py.Object
		if err := py.ParseTupleAndKeywords(args, kwargs, "O:permutation", []string{"x"}, &x); err != nil {
			return nil, err
		}
		var a *ndarray.Array
		if n, err := intArg(x); err == nil {
			a = rangeArray(n)
		} else {
			src, _, err := arrayArg("permutation", py.Tuple{x})
			if err != nil {
				return nil, err
			}
			a = src.Copy()
		}
		out := NewArray(a)
		return out, g.shuffle(out)
	}},
}

func init() {
	generatorType.Dict["__name__"] = py.String("Generator")
	generatorType.Dict["__module__"] = py.String("numpy.random")
	for _, m := range generatorMethods {
		generatorType.Dict[m.name] = py.MustNewMethod(m.name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return m.f(self.(*generator), args, kwargs)
		}, 0, m.doc)
	}
}
