package pynumpy

import (
	"math/rand/v2"
	"sync"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// randomState is the generator behind numpy.random's functions. Each
// context's numpy.random module holds its own, under the name NumPy uses
// for its hidden global generator, so scripts in different contexts do not
// disturb each other's streams. It is a PCG generator: seeded runs repeat,
// but the numbers differ from NumPy's Mersenne Twister.
type randomState struct {
	mu sync.Mutex
	r  *rand.Rand
}

var randomStateType = py.NewType("numpy.random.RandomState", "the state of numpy.random's generator")

// Type returns numpy.random.RandomState.
func (s *randomState) Type() *py.Type { return randomStateType }

const randomStateName = "_rand"

func newRandomState(seed uint64) *randomState {
	return &randomState{r: rand.New(rand.NewPCG(seed, 0))}
}

// stateOf returns the generator of the numpy.random module m.
func stateOf(m py.Object) *randomState {
	return m.(*py.Module).Globals[randomStateName].(*randomState)
}

func init() {
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name: "numpy.random",
			Doc:  "Seeded pseudo-random numbers (numpy.random's legacy functions).",
		},
		Methods: []*py.Method{
			py.MustNewMethod("seed", randomSeed, 0, "seed(seed=None)\n\nReseed the generator."),
			py.MustNewMethod("rand", randomRand, 0, "rand(d0, d1, ..., dn)\n\nUniform floats in [0, 1) of the given shape."),
			py.MustNewMethod("random", randomRandom, 0, "random(size=None)\n\nUniform floats in [0, 1)."),
			py.MustNewMethod("randint", randomRandint, 0, "randint(low, high=None, size=None, dtype=int)\n\nUniform integers in [low, high)."),
			py.MustNewMethod("_init_state", initRandomState, 0, "creates this context's generator"),
		},
		// Replaced at import by a fresh state: the ModuleImpl's globals
		// are shared by all contexts.
		Globals: py.StringDict{randomStateName: py.None},
		CodeSrc: "_init_state()\n",
	})
}

// initRandomState gives this context's numpy.random module its own
// generator, then removes itself from the module.
func initRandomState(self py.Object, _ py.Tuple) (py.Object, error) {
	m := self.(*py.Module)
	m.Globals[randomStateName] = newRandomState(rand.Uint64())
	delete(m.Globals, "_init_state")
	return py.None, nil
}

func randomSeed(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var seedArg py.Object = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|O:seed", []string{"seed"}, &seedArg); err != nil {
		return nil, err
	}
	seed := rand.Uint64()
	if seedArg != py.None {
		v, err := intArg(seedArg)
		if err != nil {
			return nil, err
		}
		if v < 0 || v > 1<<32-1 {
			return nil, py.ExceptionNewf(py.ValueError, "Seed must be between 0 and 2**32 - 1")
		}
		seed = uint64(v)
	}
	s := stateOf(self)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.r = rand.New(rand.NewPCG(seed, 0))
	return py.None, nil
}

// uniform returns a Python float in [0, 1) when shape is nil, else a
// float64 array of that shape.
func uniform(s *randomState, shape []int) (py.Object, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if shape == nil {
		return py.Float(s.r.Float64()), nil
	}
	a, err := ndarray.New(ndarray.Float64, shape)
	if err != nil {
		return nil, valueError(err)
	}
	for i, n := 0, a.Size(); i < n; i++ {
		a.SetFlat(i, ndarray.MakeFloat(ndarray.Float64, s.r.Float64()))
	}
	return NewArray(a), nil
}

func randomRand(self py.Object, args py.Tuple) (py.Object, error) {
	if len(args) == 0 {
		return uniform(stateOf(self), nil)
	}
	shape, err := shapeOf(args)
	if err != nil {
		return nil, err
	}
	return uniform(stateOf(self), shape)
}

func randomRandom(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var size py.Object = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|O:random", []string{"size"}, &size); err != nil {
		return nil, err
	}
	if size == py.None {
		return uniform(stateOf(self), nil)
	}
	shape, err := shapeOf(size)
	if err != nil {
		return nil, err
	}
	return uniform(stateOf(self), shape)
}

func randomRandint(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var lowArg py.Object
	var highArg, size, dtype py.Object = py.None, py.None, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:randint", []string{"low", "high", "size", "dtype"}, &lowArg, &highArg, &size, &dtype); err != nil {
		return nil, err
	}
	low, err := intArg(lowArg)
	if err != nil {
		return nil, err
	}
	high := low
	if highArg == py.None {
		low = 0
	} else if high, err = intArg(highArg); err != nil {
		return nil, err
	}
	if low >= high {
		return nil, py.ExceptionNewf(py.ValueError, "low >= high")
	}
	dt, err := dtypeArg(dtype, ndarray.Int64)
	if err != nil {
		return nil, err
	}
	s := stateOf(self)
	s.mu.Lock()
	defer s.mu.Unlock()
	span := uint64(high - low)
	draw := func() ndarray.Scalar {
		return ndarray.MakeInt(ndarray.Int64, low+int64(s.r.Uint64N(span))).Convert(dt)
	}
	if size == py.None {
		if dt == ndarray.Int64 {
			return py.Int(draw().I), nil // NumPy returns a Python int here
		}
		return NewScalar(draw()), nil
	}
	shape, err := shapeOf(size)
	if err != nil {
		return nil, err
	}
	a, err := ndarray.New(dt, shape)
	if err != nil {
		return nil, valueError(err)
	}
	for i, n := 0, a.Size(); i < n; i++ {
		a.SetFlat(i, draw())
	}
	return NewArray(a), nil
}

// intArg converts an integer argument: a Python int or a NumPy integer.
func intArg(o py.Object) (int64, error) {
	switch o := o.(type) {
	case py.Bool, py.Int, *py.BigInt:
		i, err := py.MakeInt(o)
		if err != nil {
			return 0, err
		}
		return int64Of(i)
	case scalar:
		if !o.v.DType.IsFloat() {
			return o.v.I, nil
		}
	}
	return 0, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
}
