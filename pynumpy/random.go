package pynumpy

import (
	crand "crypto/rand"
	binenc "encoding/binary"
	"math"
	"sort"
	"sync"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// randomState is a NumPy RandomState: the legacy MT19937 generator
// (mt19937.go) behind numpy.random's functions and np.random.RandomState
// objects. Each context's numpy.random module holds its own, under the
// name NumPy uses for its hidden global generator, so scripts in
// different contexts do not disturb each other's streams. A seeded script
// draws NumPy 1.24's numbers.
type randomState struct {
	mu sync.Mutex
	mt mt19937
}

var randomStateType = py.NewType("RandomState", "RandomState(seed=None)\n\nNumPy's legacy Mersenne Twister generator.")

// Type returns numpy.random.RandomState.
func (s *randomState) Type() *py.Type { return randomStateType }

const randomStateName = "_rand"

// newRandomState returns a generator seeded from seed (None: the
// operating system's entropy).
func newRandomState(seed py.Object) (*randomState, error) {
	s := &randomState{}
	return s, s.reseed(seed)
}

// reseed is RandomState.seed: an integer in [0, 2**32), a sequence of
// them (init_by_array), or None for fresh entropy.
func (s *randomState) reseed(seed py.Object) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if seed == py.None || seed == nil {
		var b [4 * 624]byte
		if _, err := crand.Read(b[:]); err != nil {
			return err
		}
		words := make([]uint32, 624)
		for i := range words {
			words[i] = binenc.LittleEndian.Uint32(b[4*i:])
		}
		s.mt.seedArray(words)
		return nil
	}
	if isSequence(seed) || isArray(seed) {
		a, ok := ArrayOf(seed)
		if !ok {
			var err error
			if a, err = arrayFromObject(seed); err != nil {
				return err
			}
		}
		if a.Size() == 0 {
			return py.ExceptionNewf(py.ValueError, "Seed must be non-empty")
		}
		if !a.DType().IsInt() && a.DType() != ndarray.Bool {
			return py.ExceptionNewf(py.TypeError, "Cannot cast array data from dtype('%s') to dtype('int64') according to the rule 'safe'", a.DType())
		}
		words := make([]uint32, a.Size())
		for i := range words {
			v := a.AtFlat(i).I
			if v < 0 || v > 1<<32-1 {
				return py.ExceptionNewf(py.ValueError, "Seed must be between 0 and 2**32 - 1")
			}
			words[i] = uint32(v)
		}
		s.mt.seedArray(words)
		return nil
	}
	v, err := intArg(seed)
	if err != nil {
		return py.ExceptionNewf(py.TypeError, "Cannot cast scalar from dtype('float64') to dtype('int64') according to the rule 'safe'")
	}
	if v < 0 || v > 1<<32-1 {
		return py.ExceptionNewf(py.ValueError, "Seed must be between 0 and 2**32 - 1")
	}
	s.mt.seed(uint32(v))
	return nil
}

func isArray(o py.Object) bool { _, ok := o.(*array); return ok }

// stateOf returns the generator of the numpy.random module m.
func stateOf(m py.Object) *randomState {
	return m.(*py.Module).Globals[randomStateName].(*randomState)
}

// A randomFunc is one of the generator's functions.
type randomFunc struct {
	name, doc string
	f         func(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error)
}

var randomFuncs = []randomFunc{
	{"seed", "seed(seed=None)\n\nReseed the generator: an integer in [0, 2**32), a sequence of them, or None.", func(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var seed py.Object = py.None
		if err := py.ParseTupleAndKeywords(args, kwargs, "|O:seed", []string{"seed"}, &seed); err != nil {
			return nil, err
		}
		return py.None, s.reseed(seed)
	}},
	{"rand", "rand(d0, d1, ..., dn)\n\nUniform floats in [0, 1) of the given shape.", func(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		return s.fill(dimsOf(args), func() float64 { return s.mt.double() })
	}},
	{"random", "random(size=None)\n\nUniform floats in [0, 1).", randomSample},
	{"random_sample", "random_sample(size=None)\n\nUniform floats in [0, 1).", randomSample},
	// ranf and sample are the legacy aliases of random_sample.
	{"ranf", "ranf(size=None)\n\nUniform floats in [0, 1); an alias of random_sample.", randomSample},
	{"sample", "sample(size=None)\n\nUniform floats in [0, 1); an alias of random_sample.", randomSample},
	{"randn", "randn(d0, d1, ..., dn)\n\nStandard normal floats of the given shape.", func(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		return s.fill(dimsOf(args), func() float64 { return s.mt.gaussian() })
	}},
	{"standard_normal", "standard_normal(size=None)\n\nStandard normal floats.", func(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var size py.Object = py.None
		if err := py.ParseTupleAndKeywords(args, kwargs, "|O:standard_normal", []string{"size"}, &size); err != nil {
			return nil, err
		}
		return s.fill(sizeArg(size), func() float64 { return s.mt.gaussian() })
	}},
	{"normal", "normal(loc=0.0, scale=1.0, size=None)\n\nNormal floats of mean loc and standard deviation scale.", func(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var locArg, scaleArg, size py.Object = py.Float(0), py.Float(1), py.None
		if err := py.ParseTupleAndKeywords(args, kwargs, "|OOO:normal", []string{"loc", "scale", "size"}, &locArg, &scaleArg, &size); err != nil {
			return nil, err
		}
		if shape, p, err := paramArrays(size, locArg, scaleArg); err != nil || p != nil {
			if err != nil {
				return nil, err
			}
			for _, sc := range p[1] {
				if sc < 0 {
					return nil, py.ExceptionNewf(py.ValueError, "scale < 0")
				}
			}
			return s.fillArray(shape, func(k int) float64 { return p[0][k] + p[1][k]*s.mt.gaussian() })
		}
		loc, scale, err := twoFloats(locArg, scaleArg)
		if err != nil {
			return nil, err
		}
		if scale < 0 {
			return nil, py.ExceptionNewf(py.ValueError, "scale < 0")
		}
		return s.fill(sizeArg(size), func() float64 { return loc + scale*s.mt.gaussian() })
	}},
	{"uniform", "uniform(low=0.0, high=1.0, size=None)\n\nUniform floats in [low, high).", func(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var lowArg, highArg, size py.Object = py.Float(0), py.Float(1), py.None
		if err := py.ParseTupleAndKeywords(args, kwargs, "|OOO:uniform", []string{"low", "high", "size"}, &lowArg, &highArg, &size); err != nil {
			return nil, err
		}
		if shape, p, err := paramArrays(size, lowArg, highArg); err != nil || p != nil {
			if err != nil {
				return nil, err
			}
			span := make([]float64, len(p[0]))
			for k := range span {
				if span[k] = p[1][k] - p[0][k]; math.IsInf(span[k], 0) || math.IsNaN(span[k]) {
					return nil, py.ExceptionNewf(py.OverflowError, "Range exceeds valid bounds")
				}
			}
			return s.fillArray(shape, func(k int) float64 { return p[0][k] + span[k]*s.mt.double() })
		}
		low, high, err := twoFloats(lowArg, highArg)
		if err != nil {
			return nil, err
		}
		span := high - low
		return s.fill(sizeArg(size), func() float64 { return low + span*s.mt.double() })
	}},
	{"randint", "randint(low, high=None, size=None, dtype=int)\n\nUniform integers in [low, high).", randomRandint},
	{"choice", "choice(a, size=None, replace=True, p=None)\n\nA random sample of a (or of range(a)).", randomChoice},
	{"shuffle", "shuffle(x)\n\nShuffle x along its first axis, in place.", func(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var x py.Object
		if err := py.ParseTupleAndKeywords(args, kwargs, "O:shuffle", []string{"x"}, &x); err != nil {
			return nil, err
		}
		return py.None, s.shuffle(x)
	}},
	{"permutation", "permutation(x)\n\nA shuffled copy of x, or of range(x).", func(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var x py.Object
		if err := py.ParseTupleAndKeywords(args, kwargs, "O:permutation", []string{"x"}, &x); err != nil {
			return nil, err
		}
		var a *ndarray.Array
		if n, err := intArg(x); err == nil {
			a = rangeArray(n)
		} else {
			src, ok := ArrayOf(x)
			if !ok {
				if src, err = arrayFromObject(x); err != nil {
					return nil, err
				}
			}
			if src.NDim() < 1 {
				return nil, py.ExceptionNewf(py.IndexError, "x must be an integer or at least 1-dimensional")
			}
			a = src.Copy()
		}
		obj := NewArray(a)
		if err := s.shuffle(obj); err != nil {
			return nil, err
		}
		return obj, nil
	}},
}

func randomSample(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var size py.Object = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|O:random_sample", []string{"size"}, &size); err != nil {
		return nil, err
	}
	return s.fill(sizeArg(size), func() float64 { return s.mt.double() })
}

// dims is a shape argument: nil for none (a Python float), else the shape.
type dims struct {
	shape py.Object
	none  bool
}

func dimsOf(args py.Tuple) dims {
	if len(args) == 0 {
		return dims{none: true}
	}
	return dims{shape: args}
}

func sizeArg(size py.Object) dims {
	if size == py.None {
		return dims{none: true}
	}
	return dims{shape: size}
}

// fill draws a Python float, or a float64 array of the shape, element by
// element in C order.
func (s *randomState) fill(d dims, draw func() float64) (py.Object, error) {
	var shape []int
	if !d.none {
		var err error
		if shape, err = shapeOf(d.shape); err != nil {
			return nil, err
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if d.none {
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

func twoFloats(x, y py.Object) (float64, float64, error) {
	a, err := floatArg(x)
	if err != nil {
		return 0, 0, err
	}
	b, err := floatArg(y)
	return a, b, err
}

func floatArg(o py.Object) (float64, error) {
	if sc, ok := o.(scalar); ok {
		return sc.v.Float(), nil
	}
	if a, ok := ArrayOf(o); ok && a.NDim() == 0 {
		return a.AtFlat(0).Float(), nil // NumPy takes a 0-d parameter as a scalar
	}
	if isArray(o) || isSequence(o) {
		return 0, py.ExceptionNewf(py.NotImplementedError, "array parameters of numpy.random's distributions are not supported yet; pass scalars (docs/numpy.md)")
	}
	return py.FloatAsFloat64(o)
}

func randomRandint(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
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
	rng := uint64(high-1) - uint64(low)
	s.mu.Lock()
	defer s.mu.Unlock()
	draw := func() ndarray.Scalar {
		return ndarray.MakeInt(ndarray.Int64, low+int64(s.mt.bounded(rng))).Convert(dt)
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

// randomChoice is RandomState.choice: with replacement, indices drawn as
// randint(0, n, size) draws them, or by p's cumulative sums against
// random_sample; without replacement, the first size of a permutation.
func randomChoice(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg py.Object
	var size, replaceArg, pArg py.Object = py.None, py.True, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:choice", []string{"a", "size", "replace", "p"}, &aArg, &size, &replaceArg, &pArg); err != nil {
		return nil, err
	}
	var pop *ndarray.Array
	if n, err := intArg(aArg); err == nil {
		if n <= 0 {
			return nil, py.ExceptionNewf(py.ValueError, "a must be greater than 0 unless no samples are taken")
		}
		pop = rangeArray(n)
	} else {
		var ok bool
		if pop, ok = ArrayOf(aArg); !ok {
			if pop, err = arrayFromObject(aArg); err != nil {
				return nil, err
			}
		}
		if pop.NDim() != 1 {
			return nil, py.ExceptionNewf(py.ValueError, "a must be 1-dimensional")
		}
		if pop.Size() == 0 {
			return nil, py.ExceptionNewf(py.ValueError, "'a' cannot be empty unless no samples are take")
		}
	}
	n := pop.Size()
	var shape []int
	count := 1
	if size != py.None {
		var err error
		if shape, err = shapeOf(size); err != nil {
			return nil, err
		}
		for _, m := range shape {
			count *= m
		}
	}
	replace, err := py.MakeBool(replaceArg)
	if err != nil {
		return nil, err
	}
	idx := make([]int, count)
	switch {
	case pArg != py.None:
		if replace != py.True {
			return nil, py.ExceptionNewf(py.NotImplementedError, "choice without replacement with p is not supported yet (docs/numpy.md)")
		}
		p, ok := ArrayOf(pArg)
		if !ok {
			if p, err = arrayFromObject(pArg); err != nil {
				return nil, err
			}
		}
		if p.NDim() != 1 || p.Size() != n {
			return nil, py.ExceptionNewf(py.ValueError, "'a' and 'p' must have same size")
		}
		cdf := make([]float64, n)
		acc := 0.0
		for i := range cdf {
			acc += p.AtFlat(i).Float()
			cdf[i] = acc
		}
		for i := range cdf {
			cdf[i] /= acc
		}
		s.mu.Lock()
		for k := range idx {
			u := s.mt.double()
			idx[k] = sort.Search(n, func(j int) bool { return cdf[j] > u }) // searchsorted(side='right')
		}
		s.mu.Unlock()
	case replace == py.True:
		s.mu.Lock()
		for k := range idx {
			idx[k] = int(s.mt.bounded(uint64(n - 1)))
		}
		s.mu.Unlock()
	default:
		if count > n {
			return nil, py.ExceptionNewf(py.ValueError, "Cannot take a larger sample than population when 'replace=False'")
		}
		perm := rangeArray(int64(n))
		if err := s.shuffle(NewArray(perm)); err != nil {
			return nil, err
		}
		for k := range idx {
			idx[k] = int(perm.AtFlat(k).I)
		}
	}
	return selectFlat(pop, idx, shape, size == py.None)
}

// shuffle is RandomState.shuffle: for i from len(x)-1 down to 1, swap x[i]
// with x[random_interval(i)], rows of an array or items of a list.
func (s *randomState) shuffle(x py.Object) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return shuffleItems(x, s.mt.interval, py.ExceptionNewf(py.TypeError, "object of type 'numpy.float64' has no len()"))
}

// shuffleItems swaps, for i from len(x)-1 down to 1, item or row i of x
// with the one at interval(i): the Fisher-Yates shuffle both RandomState
// and Generator run, over their own streams. zeroDim is the error for a
// 0-d array, which the two word differently.
func shuffleItems(x py.Object, interval func(uint64) uint64, zeroDim error) error {
	if l, ok := x.(*py.List); ok {
		for i := len(l.Items) - 1; i > 0; i-- {
			j := int(interval(uint64(i)))
			l.Items[i], l.Items[j] = l.Items[j], l.Items[i]
		}
		return nil
	}
	a, ok := ArrayOf(x)
	if !ok {
		return py.ExceptionNewf(py.TypeError, "shuffle: x must be an array or a list, not %s", x.Type().Name)
	}
	if a.NDim() == 0 {
		return zeroDim
	}
	n := a.Shape()[0]
	if a.NDim() == 1 {
		for i := n - 1; i > 0; i-- {
			j := int(interval(uint64(i)))
			vi, vj := a.At(i), a.At(j)
			a.Set(vj, i)
			a.Set(vi, j)
		}
		return nil
	}
	for i := n - 1; i > 0; i-- {
		j := int(interval(uint64(i)))
		if i == j {
			continue
		}
		buf := a.Sub(j).Copy()
		if err := a.Sub(j).Assign(a.Sub(i)); err != nil {
			return err
		}
		if err := a.Sub(i).Assign(buf); err != nil {
			return err
		}
	}
	return nil
}

// selectFlat returns the items of pop at the flat indices idx, in an array
// of shape, or with scalar the first one alone.
func selectFlat(pop *ndarray.Array, idx []int, shape []int, scalar bool) (py.Object, error) {
	if scalar {
		return NewScalar(pop.AtFlat(idx[0])), nil
	}
	sel, err := ndarray.New(ndarray.Int64, shape)
	if err != nil {
		return nil, valueError(err)
	}
	for k, j := range idx {
		sel.SetFlat(k, ndarray.MakeInt(ndarray.Int64, int64(j)))
	}
	out, err := pop.Select(sel)
	if err != nil {
		return nil, valueError(err)
	}
	return NewArray(out), nil
}

func init() {
	var methods []*py.Method
	for _, rf := range append(randomFuncs, distributionFuncs...) { // random_state.go
		methods = append(methods, py.MustNewMethod(rf.name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return rf.f(stateOf(self), args, kwargs)
		}, 0, rf.doc))
		randomStateType.Dict[rf.name] = py.MustNewMethod(rf.name, func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return rf.f(self.(*randomState), args, kwargs)
		}, 0, rf.doc)
	}
	randomStateType.New = func(_ *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var seed py.Object = py.None
		if err := py.ParseTupleAndKeywords(args, kwargs, "|O:RandomState", []string{"seed"}, &seed); err != nil {
			return nil, err
		}
		return newRandomState(seed)
	}
	methods = append(methods, py.MustNewMethod("_init_state", initRandomState, 0, "creates this context's generator"),
		py.MustNewMethod("default_rng", defaultRNG, 0, "default_rng(seed=None)\n\nA Generator over PCG64 seeded through SeedSequence, drawing NumPy 1.24's numbers."))
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name: "numpy.random",
			Doc:  "Seeded pseudo-random numbers: numpy.random's legacy functions and RandomState, NumPy 1.24's streams.",
		},
		MissingAttr: missingAttr("numpy.random"),
		Methods:     methods,
		// Replaced at import by a fresh state: the ModuleImpl's globals
		// are shared by all contexts.
		Globals: py.StringDict{randomStateName: py.None, "RandomState": randomStateType, "Generator": generatorType,
			"SeedSequence": seedSequenceType},
		CodeSrc: "_init_state()\n",
	})
}

// initRandomState gives this context's numpy.random module its own
// generator, then removes itself from the module.
func initRandomState(self py.Object, _ py.Tuple) (py.Object, error) {
	m := self.(*py.Module)
	s, err := newRandomState(py.None)
	if err != nil {
		return nil, err
	}
	m.Globals.SetGlobal(randomStateName, s)
	m.Globals.DeleteGlobal("_init_state")
	return py.None, nil
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

// arangeInt is np.arange(n): int64 0, 1, ..., n-1.
func rangeArray(n int64) *ndarray.Array {
	a, _ := ndarray.New(ndarray.Int64, []int{int(max(n, 0))})
	vals := a.Int64s()
	for i := range vals {
		vals[i] = int64(i)
	}
	return a
}

// paramArrays returns the parameters of a distribution as float64 values
// of the output's shape (size where given, else the parameters' broadcast
// shape), in C order, where some parameter is an array of one or more
// axes or a sequence, as NumPy's legacy RandomState draws one value per
// element of the broadcast (np.random.uniform(lo, hi) with arrays lo and
// hi); nil where all are scalars.
func paramArrays(size py.Object, params ...py.Object) ([]int, [][]float64, error) {
	arrays := false
	for _, p := range params {
		if a, ok := ArrayOf(p); ok {
			arrays = arrays || a.NDim() > 0
		} else if isSequence(p) {
			arrays = true
		}
	}
	if !arrays {
		return nil, nil, nil
	}
	as := make([]*ndarray.Array, len(params))
	var shape []int
	for i, p := range params {
		a, ok := ArrayOf(p)
		if !ok {
			var err error
			if a, err = arrayFromObject(p); err != nil {
				return nil, nil, err
			}
		}
		as[i] = a
		s, ok := broadcastShape(shape, a.Shape())
		if !ok {
			return nil, nil, py.ExceptionNewf(py.ValueError, "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape %s and arg %d with shape %s.",
				tupleString(shape), i, tupleString(a.Shape()))
		}
		shape = s
	}
	if size != py.None {
		var err error
		if shape, err = shapeOf(size); err != nil {
			return nil, nil, err
		}
	}
	vals := make([][]float64, len(as))
	for i, a := range as {
		b, err := a.BroadcastTo(shape)
		if err != nil {
			return nil, nil, py.ExceptionNewf(py.ValueError, "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape %s and arg %d with shape %s.",
				tupleString(shape), i+1, tupleString(a.Shape()))
		}
		vals[i] = b.AsType(ndarray.Float64).Float64s()
	}
	return shape, vals, nil
}

// broadcastShape is NumPy's broadcast of two shapes.
func broadcastShape(x, y []int) ([]int, bool) {
	n := max(len(x), len(y))
	out := make([]int, n)
	for k := range n {
		a, b := 1, 1
		if i := len(x) - n + k; i >= 0 {
			a = x[i]
		}
		if i := len(y) - n + k; i >= 0 {
			b = y[i]
		}
		switch {
		case a == b || b == 1:
			out[k] = a
		case a == 1:
			out[k] = b
		default:
			return nil, false
		}
	}
	return out, true
}

// fillArray draws a float64 array of the shape, element k by draw(k), in
// C order.
func (s *randomState) fillArray(shape []int, draw func(k int) float64) (py.Object, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := ndarray.New(ndarray.Float64, shape)
	if err != nil {
		return nil, valueError(err)
	}
	vals := a.Float64s()
	for k := range vals {
		vals[k] = draw(k)
	}
	return NewArray(a), nil
}
