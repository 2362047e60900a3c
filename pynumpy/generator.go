package pynumpy

import (
	crand "crypto/rand"
	"math/big"
	"sync"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// generator is numpy.random.Generator over PCG64, what
// np.random.default_rng(seed) returns: its methods (here and in
// generator_dist.go, generator_int.go, generator_choice.go) draw NumPy
// 1.24's numbers for the same seed.
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
// seed, a sequence of them, a SeedSequence, or None for the operating
// system's entropy.
func defaultRNG(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var seedArg py.Object = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|O:default_rng", []string{"seed"}, &seedArg); err != nil {
		return nil, err
	}
	if g, ok := seedArg.(*generator); ok {
		return g, nil // default_rng(Generator) returns it unchanged
	}
	if ss, ok := seedArg.(*seedSequence); ok {
		return &generator{pcg: newPCG64FromPool(ss.pool)}, nil
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
			// A sequence of ints seeds through SeedSequence(seed), which
			// also gives NumPy's errors for other objects.
			ss, err := newSeedSequence(seedArg, nil, ssPoolSize)
			if err != nil {
				return nil, err
			}
			return &generator{pcg: newPCG64FromPool(ss.pool)}, nil
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
	{"random", "random(size=None, dtype=np.float64)\n\nFloats in [0, 1).", generatorRandom},
	{"uniform", "uniform(low=0.0, high=1.0, size=None)\n\nFloats in [low, high).", generatorUniform},
	{"standard_normal", "standard_normal(size=None, dtype=np.float64)\n\nStandard normal floats, by NumPy's ziggurat.", generatorStandardNormal},
	{"normal", "normal(loc=0.0, scale=1.0, size=None)\n\nNormal floats of mean loc and standard deviation scale.", generatorNormal},
	{"standard_exponential", "standard_exponential(size=None, dtype=np.float64, method='zig')\n\nExponential floats of scale 1.", generatorStandardExponential},
	{"exponential", "exponential(scale=1.0, size=None)\n\nExponential floats of mean scale.", generatorExponential},
	{"standard_gamma", "standard_gamma(shape, size=None)\n\nGamma floats of scale 1.", generatorStandardGamma},
	{"gamma", "gamma(shape, scale=1.0, size=None)\n\nGamma floats.", generatorGamma},
	{"lognormal", "lognormal(mean=0.0, sigma=1.0, size=None)\n\nFloats whose logarithm is normal of mean mean and standard deviation sigma.", generatorLognormal},
	{"chisquare", "chisquare(df, size=None)\n\nChi-square floats of df degrees of freedom.", generatorChisquare},
	{"beta", "beta(a, b, size=None)\n\nBeta floats in [0, 1].", generatorBeta},
	{"poisson", "poisson(lam=1.0, size=None)\n\nPoisson counts of mean lam.", generatorPoisson},
	{"binomial", "binomial(n, p, size=None)\n\nCounts of successes in n trials of probability p.", generatorBinomial},
	{"integers", "integers(low, high=None, size=None, dtype=np.int64, endpoint=False)\n\nIntegers in [low, high), or [low, high] with endpoint.", generatorIntegers},
	{"choice", "choice(a, size=None, replace=True, p=None, shuffle=True)\n\nA random sample of a (or of range(a)).", generatorChoice},
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
