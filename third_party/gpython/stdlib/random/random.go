// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package random is the random module: CPython's Mersenne Twister with its
// seeding, so that a seeded script draws the same numbers as under CPython
// 3.11. It provides seed, random, getrandbits, randrange, randint, choice,
// choices, shuffle, sample, uniform, gauss, normalvariate and expovariate
// on one module-level generator; it has no Random class, SystemRandom or
// getstate/setstate.
//
// alpyna patch: new module.
package random

import (
	"crypto/sha512"
	"math"
	"math/big"
	"sort"
	"time"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// mt is the MT19937 generator state, as _randommodule.c keeps it.
type mt struct {
	state [624]uint32
	index int
	// gaussNext is the second value of the last pair gauss() made.
	gaussNext *float64
}

func (m *mt) initGenrand(s uint32) {
	m.state[0] = s
	for i := 1; i < 624; i++ {
		m.state[i] = 1812433253*(m.state[i-1]^(m.state[i-1]>>30)) + uint32(i)
	}
	m.index = 624
}

func (m *mt) initByArray(key []uint32) {
	m.initGenrand(19650218)
	i, j := 1, 0
	k := 624
	if len(key) > k {
		k = len(key)
	}
	for ; k > 0; k-- {
		m.state[i] = (m.state[i] ^ ((m.state[i-1] ^ (m.state[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= 624 {
			m.state[0] = m.state[623]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k = 623; k > 0; k-- {
		m.state[i] = (m.state[i] ^ ((m.state[i-1] ^ (m.state[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= 624 {
			m.state[0] = m.state[623]
			i = 1
		}
	}
	m.state[0] = 0x80000000
}

func (m *mt) uint32() uint32 {
	const upper, lower = 0x80000000, 0x7fffffff
	mag01 := [2]uint32{0, 0x9908b0df}
	if m.index >= 624 {
		var kk int
		for kk = 0; kk < 624-397; kk++ {
			y := (m.state[kk] & upper) | (m.state[kk+1] & lower)
			m.state[kk] = m.state[kk+397] ^ (y >> 1) ^ mag01[y&1]
		}
		for ; kk < 623; kk++ {
			y := (m.state[kk] & upper) | (m.state[kk+1] & lower)
			m.state[kk] = m.state[kk+(397-624)] ^ (y >> 1) ^ mag01[y&1]
		}
		y := (m.state[623] & upper) | (m.state[0] & lower)
		m.state[623] = m.state[396] ^ (y >> 1) ^ mag01[y&1]
		m.index = 0
	}
	y := m.state[m.index]
	m.index++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// seedInt seeds from a non-negative integer, as random_seed does.
func (m *mt) seedInt(n *big.Int) {
	words := []uint32{}
	x := new(big.Int).Abs(n)
	mask := big.NewInt(0xffffffff)
	for x.Sign() > 0 {
		words = append(words, uint32(new(big.Int).And(x, mask).Uint64()))
		x.Rsh(x, 32)
	}
	if len(words) == 0 {
		words = []uint32{0}
	}
	m.initByArray(words)
	m.gaussNext = nil
}

// random is random.random(): 53 random bits in [0, 1).
func (m *mt) random() float64 {
	a := m.uint32() >> 5
	b := m.uint32() >> 6
	return (float64(a)*67108864.0 + float64(b)) * (1.0 / 9007199254740992.0)
}

// getrandbits returns k random bits, filled from the least significant
// 32-bit word up as CPython does.
func (m *mt) getrandbits(k int) *big.Int {
	if k <= 32 {
		return new(big.Int).SetUint64(uint64(m.uint32() >> (32 - k)))
	}
	res := new(big.Int)
	for shift := 0; k > 0; shift += 32 {
		r := m.uint32()
		if k < 32 {
			r >>= 32 - k
		}
		res.Or(res, new(big.Int).Lsh(new(big.Int).SetUint64(uint64(r)), uint(shift)))
		k -= 32
	}
	return res
}

// randbelow is Random._randbelow_with_getrandbits: uniform in [0, n).
func (m *mt) randbelow(n *big.Int) *big.Int {
	if n.Sign() <= 0 {
		return new(big.Int)
	}
	k := n.BitLen()
	r := m.getrandbits(k)
	for r.Cmp(n) >= 0 {
		r = m.getrandbits(k)
	}
	return r
}

func (m *mt) randbelowInt(n int) int {
	return int(m.randbelow(big.NewInt(int64(n))).Int64())
}

var gen mt

func init() {
	gen.seedInt(big.NewInt(time.Now().UnixNano()))
}

func toBig(o py.Object) (*big.Int, error) {
	if _, ok := o.(py.Float); ok {
		return nil, py.ExceptionNewf(py.TypeError, "'float' object cannot be interpreted as an integer")
	}
	b, ok := py.ConvertToBigInt(o)
	if !ok {
		if i, err := py.Index(o); err == nil {
			return big.NewInt(int64(i)), nil
		}
		return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
	}
	return (*big.Int)(b), nil
}

func fromBig(b *big.Int) py.Object {
	return (*py.BigInt)(b).MaybeInt()
}

func random_seed(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var a py.Object = py.None
	var version py.Object = py.Int(2)
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OO:seed", []string{"a", "version"}, &a, &version); err != nil {
		return nil, err
	}
	switch x := a.(type) {
	case py.NoneType:
		gen.seedInt(big.NewInt(time.Now().UnixNano()))
	case py.String:
		gen.seedInt(seedBytes([]byte(x)))
	case py.Bytes:
		gen.seedInt(seedBytes([]byte(x)))
	case py.Int, *py.BigInt, py.Bool:
		b, _ := py.ConvertToBigInt(x)
		gen.seedInt((*big.Int)(b))
	case py.Float:
		h, err := py.Hash(x)
		if err != nil {
			return nil, err
		}
		gen.seedInt(big.NewInt(h))
	default:
		return nil, py.ExceptionNewf(py.TypeError, "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.")
	}
	return py.None, nil
}

// seedBytes is version 2 seeding of str and bytes:
// int.from_bytes(a + sha512(a).digest(), "big").
func seedBytes(a []byte) *big.Int {
	sum := sha512.Sum512(a)
	return new(big.Int).SetBytes(append(append([]byte{}, a...), sum[:]...))
}

func random_random(self py.Object) (py.Object, error) {
	return py.Float(gen.random()), nil
}

func random_getrandbits(self, kObj py.Object) (py.Object, error) {
	k, err := py.IndexInt(kObj)
	if err != nil {
		return nil, err
	}
	if k < 0 {
		return nil, py.ExceptionNewf(py.ValueError, "number of bits must be non-negative")
	}
	if k == 0 {
		return py.Int(0), nil
	}
	return fromBig(gen.getrandbits(k)), nil
}

func random_randrange(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var startObj, stopObj, stepObj py.Object = nil, py.None, py.Int(1)
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:randrange", []string{"start", "stop", "step"}, &startObj, &stopObj, &stepObj); err != nil {
		return nil, err
	}
	return randrange(startObj, stopObj, stepObj)
}

func randrange(startObj, stopObj, stepObj py.Object) (py.Object, error) {
	start, err := toBig(startObj)
	if err != nil {
		return nil, err
	}
	if stopObj == py.None {
		if start.Sign() > 0 {
			return fromBig(gen.randbelow(start)), nil
		}
		return nil, py.ExceptionNewf(py.ValueError, "empty range for randrange()")
	}
	stop, err := toBig(stopObj)
	if err != nil {
		return nil, err
	}
	step, err := toBig(stepObj)
	if err != nil {
		return nil, err
	}
	width := new(big.Int).Sub(stop, start)
	if step.Cmp(big.NewInt(1)) == 0 {
		if width.Sign() > 0 {
			return fromBig(new(big.Int).Add(start, gen.randbelow(width))), nil
		}
		return nil, py.ExceptionNewf(py.ValueError, "empty range for randrange() (%v, %v, %v)", start, stop, width)
	}
	var n *big.Int
	switch step.Sign() {
	case 1:
		n = new(big.Int).Add(width, step)
		n.Sub(n, big.NewInt(1))
	case -1:
		n = new(big.Int).Add(width, step)
		n.Add(n, big.NewInt(1))
	default:
		return nil, py.ExceptionNewf(py.ValueError, "zero step for randrange()")
	}
	q, _ := floorDiv(n, step)
	if q.Sign() <= 0 {
		return nil, py.ExceptionNewf(py.ValueError, "empty range for randrange()")
	}
	r := new(big.Int).Mul(step, gen.randbelow(q))
	return fromBig(r.Add(r, start)), nil
}

// floorDiv is Python's // on big ints.
func floorDiv(a, b *big.Int) (*big.Int, *big.Int) {
	q, m := new(big.Int).QuoRem(a, b, new(big.Int))
	if m.Sign() != 0 && (m.Sign() < 0) != (b.Sign() < 0) {
		q.Sub(q, big.NewInt(1))
		m.Add(m, b)
	}
	return q, m
}

func random_randint(self py.Object, args py.Tuple) (py.Object, error) {
	var a, b py.Object
	if err := py.UnpackTuple(args, nil, "randint", 2, 2, &a, &b); err != nil {
		return nil, err
	}
	stop, err := py.Add(b, py.Int(1))
	if err != nil {
		return nil, err
	}
	return randrange(a, stop, py.Int(1))
}

func random_choice(self, seq py.Object) (py.Object, error) {
	n, err := py.Len(seq)
	if err != nil {
		return nil, err
	}
	if n.(py.Int) == 0 {
		return nil, py.ExceptionNewf(py.IndexError, "Cannot choose from an empty sequence")
	}
	return py.GetItem(seq, py.Int(gen.randbelowInt(int(n.(py.Int)))))
}

func random_shuffle(self, x py.Object) (py.Object, error) {
	l, ok := x.(*py.List)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "shuffle() needs a list, not %s", x.Type().Name)
	}
	for i := len(l.Items) - 1; i > 0; i-- {
		j := gen.randbelowInt(i + 1)
		l.Items[i], l.Items[j] = l.Items[j], l.Items[i]
	}
	return py.None, nil
}

func random_sample(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var population, kObj py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO:sample", []string{"population", "k"}, &population, &kObj); err != nil {
		return nil, err
	}
	pop, err := py.SequenceTuple(population)
	if err != nil {
		return nil, err
	}
	k, err := py.IndexInt(kObj)
	if err != nil {
		return nil, err
	}
	n := len(pop)
	if k < 0 || k > n {
		return nil, py.ExceptionNewf(py.ValueError, "Sample larger than population or is negative")
	}
	result := make([]py.Object, k)
	setsize := 21
	if k > 5 {
		setsize += int(math.Pow(4, math.Ceil(math.Log(float64(k*3))/math.Log(4))))
	}
	if n <= setsize {
		pool := append(py.Tuple{}, pop...)
		for i := 0; i < k; i++ {
			j := gen.randbelowInt(n - i)
			result[i] = pool[j]
			pool[j] = pool[n-i-1]
		}
	} else {
		selected := map[int]bool{}
		for i := 0; i < k; i++ {
			j := gen.randbelowInt(n)
			for selected[j] {
				j = gen.randbelowInt(n)
			}
			selected[j] = true
			result[i] = pop[j]
		}
	}
	return py.NewListFromItems(result), nil
}

func random_choices(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var population py.Object
	var weights, cumWeights py.Object = py.None, py.None
	var kObj py.Object = py.Int(1)
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O$OO:choices", []string{"population", "weights", "cum_weights", "k"}, &population, &weights, &cumWeights, &kObj); err != nil {
		return nil, err
	}
	pop, err := py.SequenceTuple(population)
	if err != nil {
		return nil, err
	}
	k, err := py.IndexInt(kObj)
	if err != nil {
		return nil, err
	}
	n := len(pop)
	result := make([]py.Object, k)
	if weights == py.None && cumWeights == py.None {
		for i := range result {
			result[i] = pop[int(math.Floor(gen.random()*float64(n)))]
		}
		return py.NewListFromItems(result), nil
	}
	var cum []float64
	if cumWeights == py.None {
		ws, err := py.SequenceTuple(weights)
		if err != nil {
			return nil, err
		}
		total := 0.0
		for _, w := range ws {
			f, err := py.FloatAsFloat64(w)
			if err != nil {
				return nil, err
			}
			total += f
			cum = append(cum, total)
		}
	} else {
		cs, err := py.SequenceTuple(cumWeights)
		if err != nil {
			return nil, err
		}
		for _, c := range cs {
			f, err := py.FloatAsFloat64(c)
			if err != nil {
				return nil, err
			}
			cum = append(cum, f)
		}
	}
	if len(cum) != n {
		return nil, py.ExceptionNewf(py.ValueError, "The number of weights does not match the population")
	}
	total := cum[n-1] + 0.0
	for i := range result {
		x := gen.random() * total
		// bisect_right over cum[:n-1]
		j := sort.Search(n-1, func(i int) bool { return cum[i] > x })
		result[i] = pop[j]
	}
	return py.NewListFromItems(result), nil
}

func floats(args py.Tuple, name string, n int) ([]float64, error) {
	if len(args) != n {
		return nil, py.ExceptionNewf(py.TypeError, "%s() takes exactly %d arguments (%d given)", name, n, len(args))
	}
	res := make([]float64, n)
	for i, a := range args {
		f, err := py.FloatAsFloat64(a)
		if err != nil {
			return nil, err
		}
		res[i] = f
	}
	return res, nil
}

func random_uniform(self py.Object, args py.Tuple) (py.Object, error) {
	v, err := floats(args, "uniform", 2)
	if err != nil {
		return nil, err
	}
	return py.Float(v[0] + (v[1]-v[0])*gen.random()), nil
}

func random_gauss(self py.Object, args py.Tuple) (py.Object, error) {
	if len(args) == 0 {
		args = py.Tuple{py.Float(0), py.Float(1)}
	}
	v, err := floats(args, "gauss", 2)
	if err != nil {
		return nil, err
	}
	z := gen.gaussNext
	gen.gaussNext = nil
	if z == nil {
		x2pi := gen.random() * 2 * math.Pi
		g2rad := math.Sqrt(-2.0 * libm.Log(1.0-gen.random()))
		zz := libm.Cos(x2pi) * g2rad
		next := libm.Sin(x2pi) * g2rad
		z, gen.gaussNext = &zz, &next
	}
	return py.Float(v[0] + *z*v[1]), nil
}

func random_normalvariate(self py.Object, args py.Tuple) (py.Object, error) {
	if len(args) == 0 {
		args = py.Tuple{py.Float(0), py.Float(1)}
	}
	v, err := floats(args, "normalvariate", 2)
	if err != nil {
		return nil, err
	}
	magic := 4 * libm.Exp(-0.5) / math.Sqrt(2.0)
	var z float64
	for {
		u1 := gen.random()
		u2 := 1.0 - gen.random()
		z = magic * (u1 - 0.5) / u2
		if z*z/4.0 <= -libm.Log(u2) {
			break
		}
	}
	return py.Float(v[0] + z*v[1]), nil
}

func random_expovariate(self, lambd py.Object) (py.Object, error) {
	l, err := py.FloatAsFloat64(lambd)
	if err != nil {
		return nil, err
	}
	return py.Float(-libm.Log(1.0-gen.random()) / l), nil
}

func init() {
	methods := []*py.Method{
		py.MustNewMethod("seed", random_seed, 0, "seed(a=None, version=2)\n\nInitialize internal state from a seed."),
		py.MustNewMethod("random", random_random, 0, "random() -> x in the interval [0, 1)."),
		py.MustNewMethod("getrandbits", random_getrandbits, 0, "getrandbits(k) -> x.  Generates an int with k random bits."),
		py.MustNewMethod("randrange", random_randrange, 0, "Choose a random item from range(start, stop[, step])."),
		py.MustNewMethod("randint", random_randint, 0, "Return random integer in range [a, b], including both end points."),
		py.MustNewMethod("choice", random_choice, 0, "Choose a random element from a non-empty sequence."),
		py.MustNewMethod("choices", random_choices, 0, "Return a k sized list of population elements chosen with replacement."),
		py.MustNewMethod("shuffle", random_shuffle, 0, "Shuffle list x in place, and return None."),
		py.MustNewMethod("sample", random_sample, 0, "Chooses k unique random elements from a population sequence."),
		py.MustNewMethod("uniform", random_uniform, 0, "Get a random number in the range [a, b) or [a, b] depending on rounding."),
		py.MustNewMethod("gauss", random_gauss, 0, "Gaussian distribution."),
		py.MustNewMethod("normalvariate", random_normalvariate, 0, "Normal distribution."),
		py.MustNewMethod("expovariate", random_expovariate, 0, "Exponential distribution."),
	}
	py.RegisterModule(&py.ModuleImpl{
		Info: py.ModuleInfo{
			Name: "random",
			Doc:  "Random variable generators (CPython's Mersenne Twister).",
		},
		Methods: methods,
		Globals: py.StringDict{},
	})
}

// alpyna patch: StateWords and SetStateWords lend the module's generator
// to alpyna's compiled kernels, which draw random.random() and
// random.uniform() from a copy of it: words holds the 624 key words, the
// index of the next one and (unused by the kernels) a cached Gaussian's
// flag and bits, as alpyna's kernel/random.go lays NumPy's state out.
func StateWords(words []int64) {
	for i, w := range gen.state {
		words[i] = int64(w)
	}
	words[624] = int64(gen.index)
	words[625], words[626] = 0, 0
}

// SetStateWords makes words, as StateWords wrote them and the kernels
// advanced them, the module's generator.
func SetStateWords(words []int64) {
	for i := range gen.state {
		gen.state[i] = uint32(words[i])
	}
	gen.index = int(words[624])
}
