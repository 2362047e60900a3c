package pynumpy

import (
	crand "crypto/rand"
	"math/big"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file is np.random.SeedSequence (numpy/random/bit_generator.pyx):
// the entropy and spawn key coerced to 32-bit words, mixed into the pool
// (pcg64.go), generate_state, spawn, and its repr; default_rng accepts one
// (and a sequence of ints, which it wraps in one).

// seedSequence is a numpy.random.SeedSequence.
type seedSequence struct {
	entropy   py.Object // as given (an int drawn from the OS for None)
	spawnKey  py.Tuple
	poolSize  int
	nChildren int
	pool      []uint32
}

var seedSequenceType = py.NewType("SeedSequence", "SeedSequence(entropy=None, *, spawn_key=(), pool_size=4)\n\nNumPy's mixer of seed entropy into the state of bit generators.")

// Type returns numpy.random.SeedSequence.
func (s *seedSequence) Type() *py.Type { return seedSequenceType }

// newSeedSequence is SeedSequence(entropy, spawn_key=spawnKey,
// pool_size=poolSize).
func newSeedSequence(entropy py.Object, spawnKey py.Tuple, poolSize int) (*seedSequence, error) {
	if poolSize < ssPoolSize {
		return nil, py.ExceptionNewf(py.ValueError, "The size of the entropy pool should be at least %d", ssPoolSize)
	}
	if entropy == py.None {
		b := make([]byte, poolSize*4)
		if _, err := crand.Read(b); err != nil {
			return nil, err
		}
		entropy = (*py.BigInt)(new(big.Int).SetBytes(b)).MaybeInt()
	} else if !isSeedEntropy(entropy) {
		r, err := py.StrAsString(entropy)
		if err != nil {
			return nil, err
		}
		return nil, py.ExceptionNewf(py.TypeError, "SeedSequence expects int or sequence of ints for entropy not %s", r)
	}
	run, err := seedEntropyWords(entropy)
	if err != nil {
		return nil, err
	}
	spawn, err := seedEntropyWords(spawnKey)
	if err != nil {
		return nil, err
	}
	if len(spawn) > 0 && len(run) < poolSize {
		run = append(run, make([]uint32, poolSize-len(run))...)
	}
	return &seedSequence{
		entropy:  entropy,
		spawnKey: spawnKey,
		poolSize: poolSize,
		pool:     seedSequencePool(append(run, spawn...), poolSize),
	}, nil
}

// isSeedEntropy is SeedSequence's check of its entropy argument: an int,
// a NumPy integer, a list, tuple, range or array.
func isSeedEntropy(o py.Object) bool {
	switch o := o.(type) {
	case py.Int, *py.BigInt, py.Bool, py.Tuple, *py.List, *py.Range, *array:
		return true
	case scalar:
		return o.v.DType.IsInt() || o.v.DType == ndarray.Bool
	}
	return false
}

// seedEntropyWords is NumPy's _coerce_to_uint32_array: an integer as its
// 32-bit words, least significant first; a sequence as its items' words
// one after another.
func seedEntropyWords(o py.Object) ([]uint32, error) {
	var n *big.Int
	switch v := o.(type) {
	case py.Bool:
		n = big.NewInt(0)
		if v {
			n.SetInt64(1)
		}
	case py.Int:
		n = big.NewInt(int64(v))
	case *py.BigInt:
		n = (*big.Int)(v)
	case scalar:
		switch {
		case v.v.DType.IsFloat() || v.v.DType.IsComplex():
			return nil, py.ExceptionNewf(py.TypeError, "seed must be integer")
		case v.v.DType == ndarray.UInt64:
			n = new(big.Int).SetUint64(uint64(v.v.I))
		default:
			n = big.NewInt(v.v.I)
		}
	case py.Float:
		return nil, py.ExceptionNewf(py.TypeError, "seed must be integer")
	case *array:
		var words []uint32
		for i := range v.a.Size() {
			w, err := seedEntropyWords(NewScalar(v.a.AtFlat(i)))
			if err != nil {
				return nil, err
			}
			words = append(words, w...)
		}
		return words, nil
	default:
		var words []uint32
		var itemErr error
		err := py.Iterate(o, func(item py.Object) bool {
			var w []uint32
			w, itemErr = seedEntropyWords(item)
			words = append(words, w...)
			return itemErr != nil
		})
		if err != nil {
			return nil, err
		}
		return words, itemErr
	}
	if n.Sign() < 0 {
		return nil, py.ExceptionNewf(py.ValueError, "expected non-negative integer")
	}
	return seedWords(n), nil
}

// M__repr__ is NumPy's multi-line repr, which leaves out the arguments
// still at their defaults.
func (s *seedSequence) M__repr__() (py.Object, error) {
	var b strings.Builder
	b.WriteString("SeedSequence(\n")
	field := func(name string, v py.Object) error {
		r, err := py.ReprAsString(v)
		if err != nil {
			return err
		}
		b.WriteString("    " + name + "=" + r + ",\n")
		return nil
	}
	if err := field("entropy", s.entropy); err != nil {
		return nil, err
	}
	if len(s.spawnKey) > 0 {
		if err := field("spawn_key", s.spawnKey); err != nil {
			return nil, err
		}
	}
	if s.poolSize != ssPoolSize {
		_ = field("pool_size", py.Int(s.poolSize))
	}
	if s.nChildren != 0 {
		_ = field("n_children_spawned", py.Int(s.nChildren))
	}
	b.WriteString(")")
	return py.String(b.String()), nil
}

func (s *seedSequence) M__str__() (py.Object, error) { return s.M__repr__() }

// generateState is SeedSequence.generate_state(n_words, dtype=np.uint32).
func (s *seedSequence) generateState(args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var nArg, dtArg py.Object = nil, dtypeObject{ndarray.UInt32}
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:generate_state", []string{"n_words", "dtype"}, &nArg, &dtArg); err != nil {
		return nil, err
	}
	n, err := intArg(nArg)
	if err != nil {
		return nil, err
	}
	dt, err := dtypeOf(dtArg)
	if err != nil {
		return nil, err
	}
	if dt != ndarray.UInt32 && dt != ndarray.UInt64 {
		return nil, py.ExceptionNewf(py.ValueError, "only support uint32 or uint64")
	}
	if n < 0 {
		return nil, py.ExceptionNewf(py.ValueError, "negative dimensions are not allowed")
	}
	out, err := ndarray.New(dt, []int{int(n)})
	if err != nil {
		return nil, valueError(err)
	}
	if dt == ndarray.UInt32 {
		for i, w := range generateState32(s.pool, int(n)) {
			out.SetFlat(i, ndarray.MakeInt(ndarray.UInt32, int64(w)))
		}
	} else {
		for i, w := range generateState64(s.pool, int(n)) {
			out.SetFlat(i, ndarray.MakeInt(ndarray.UInt64, int64(w)))
		}
	}
	return NewArray(out), nil
}

// spawn is SeedSequence.spawn(n_children): the children whose spawn keys
// extend this one's by the next n child numbers.
func (s *seedSequence) spawn(nArg py.Object) (py.Object, error) {
	n, err := intArg(nArg)
	if err != nil {
		return nil, err
	}
	children := py.NewList()
	for i := s.nChildren; i < s.nChildren+int(n); i++ {
		key := append(append(py.Tuple{}, s.spawnKey...), py.Int(i))
		c, err := newSeedSequence(s.entropy, key, s.poolSize)
		if err != nil {
			return nil, err
		}
		children.Append(c)
	}
	s.nChildren += max(int(n), 0)
	return children, nil
}

func init() {
	seedSequenceType.Dict["__module__"] = py.String("numpy.random.bit_generator")
	seedSequenceType.New = func(_ *py.Type, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		var entropy, spawnKey, poolSize, nChildren py.Object = py.None, py.Tuple{}, py.Int(ssPoolSize), py.Int(0)
		if err := py.ParseTupleAndKeywords(args, kwargs, "|OOOO:SeedSequence", []string{"entropy", "spawn_key", "pool_size", "n_children_spawned"}, &entropy, &spawnKey, &poolSize, &nChildren); err != nil {
			return nil, err
		}
		key, err := py.SequenceTuple(spawnKey)
		if err != nil {
			return nil, err
		}
		size, err := intArg(poolSize)
		if err != nil {
			return nil, err
		}
		spawned, err := intArg(nChildren)
		if err != nil {
			return nil, err
		}
		s, err := newSeedSequence(entropy, key, int(size))
		if err != nil {
			return nil, err
		}
		s.nChildren = int(spawned)
		return s, nil
	}
	attrs := map[string]func(s *seedSequence) py.Object{
		"entropy":            func(s *seedSequence) py.Object { return s.entropy },
		"spawn_key":          func(s *seedSequence) py.Object { return s.spawnKey },
		"pool_size":          func(s *seedSequence) py.Object { return py.Int(s.poolSize) },
		"n_children_spawned": func(s *seedSequence) py.Object { return py.Int(s.nChildren) },
		"pool": func(s *seedSequence) py.Object {
			a, _ := ndarray.New(ndarray.UInt32, []int{len(s.pool)})
			for i, w := range s.pool {
				a.SetFlat(i, ndarray.MakeInt(ndarray.UInt32, int64(w)))
			}
			return NewArray(a)
		},
	}
	for name, get := range attrs {
		seedSequenceType.Dict[name] = &py.Property{Fget: func(self py.Object) (py.Object, error) {
			return get(self.(*seedSequence)), nil
		}}
	}
	for _, m := range []*py.Method{
		py.MustNewMethod("generate_state", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return self.(*seedSequence).generateState(args, kwargs)
		}, 0, "generate_state(n_words, dtype=np.uint32)\n\nn_words words of state from the pool, as uint32 or uint64."),
		py.MustNewMethod("spawn", func(self, n py.Object) (py.Object, error) {
			return self.(*seedSequence).spawn(n)
		}, 0, "spawn(n_children)\n\nn_children independent child SeedSequences."),
	} {
		seedSequenceType.Dict[m.Name] = m
	}
}
