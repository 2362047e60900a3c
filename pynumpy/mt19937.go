package pynumpy

import (
	"math"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// mt19937 is NumPy's legacy RandomState generator: the Mersenne Twister
// MT19937 with NumPy's seeding, its doubles of 53 random bits, its masked
// rejection sampling of bounded integers and its polar Box–Muller
// Gaussians with one cached value, so that a seeded script draws the
// numbers CPython with NumPy 1.24 draws (numpy/random/src/mt19937,
// distributions.c and legacy-distributions.c).
type mt19937 struct {
	key      [624]uint32
	pos      int
	hasGauss bool
	gauss    float64
}

// seed is mt19937_seed: the reference initialisation of the state from a
// 32-bit seed.
func (s *mt19937) seed(seed uint32) {
	for i := range s.key {
		s.key[i] = seed
		seed = 1812433253*(seed^(seed>>30)) + uint32(i) + 1
	}
	s.pos = len(s.key)
	s.hasGauss, s.gauss = false, 0
}

// seedArray is init_by_array, for a seed given as a sequence of 32-bit
// words.
func (s *mt19937) seedArray(words []uint32) {
	s.seed(19650218)
	i, j := 1, 0
	n := len(s.key)
	k := max(n, len(words))
	for ; k > 0; k-- {
		s.key[i] = (s.key[i] ^ ((s.key[i-1] ^ (s.key[i-1] >> 30)) * 1664525)) + words[j] + uint32(j)
		i++
		j++
		if i >= n {
			s.key[0] = s.key[n-1]
			i = 1
		}
		if j >= len(words) {
			j = 0
		}
	}
	for k = n - 1; k > 0; k-- {
		s.key[i] = (s.key[i] ^ ((s.key[i-1] ^ (s.key[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= n {
			s.key[0] = s.key[n-1]
			i = 1
		}
	}
	s.key[0] = 0x80000000
	s.pos = n
	s.hasGauss, s.gauss = false, 0
}

func (s *mt19937) generate() {
	const n, m = 624, 397
	mag := func(y uint32) uint32 { return -(y & 1) & 0x9908b0df }
	i := 0
	for ; i < n-m; i++ {
		y := (s.key[i] & 0x80000000) | (s.key[i+1] & 0x7fffffff)
		s.key[i] = s.key[i+m] ^ (y >> 1) ^ mag(y)
	}
	for ; i < n-1; i++ {
		y := (s.key[i] & 0x80000000) | (s.key[i+1] & 0x7fffffff)
		s.key[i] = s.key[i+m-n] ^ (y >> 1) ^ mag(y)
	}
	y := (s.key[n-1] & 0x80000000) | (s.key[0] & 0x7fffffff)
	s.key[n-1] = s.key[m-1] ^ (y >> 1) ^ mag(y)
	s.pos = 0
}

func (s *mt19937) uint32() uint32 {
	if s.pos == len(s.key) {
		s.generate()
	}
	y := s.key[s.pos]
	s.pos++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

func (s *mt19937) uint64() uint64 { return uint64(s.uint32())<<32 | uint64(s.uint32()) }

// double is mt19937_next_double: 53 random bits in [0, 1).
func (s *mt19937) double() float64 {
	a, b := s.uint32()>>5, s.uint32()>>6
	return (float64(a)*67108864.0 + float64(b)) / 9007199254740992.0
}

// genMask is the smallest all-ones mask covering max.
func genMask(max uint64) uint64 {
	m := max
	m |= m >> 1
	m |= m >> 2
	m |= m >> 4
	m |= m >> 8
	m |= m >> 16
	m |= m >> 32
	return m
}

// bounded is random_bounded_uint64 with masked rejection (the legacy
// randint): a uniform integer in [0, rng].
func (s *mt19937) bounded(rng uint64) uint64 {
	switch {
	case rng == 0:
		return 0
	case rng == 0xFFFFFFFF:
		return uint64(s.uint32())
	case rng < 0xFFFFFFFF:
		mask := uint32(genMask(rng))
		for {
			if v := s.uint32() & mask; uint64(v) <= rng {
				return uint64(v)
			}
		}
	case rng == math.MaxUint64:
		return s.uint64()
	}
	mask := genMask(rng)
	for {
		if v := s.uint64() & mask; v <= rng {
			return v
		}
	}
}

// interval is random_interval, the draw of shuffle: a uniform integer in
// [0, max].
func (s *mt19937) interval(max uint64) uint64 {
	if max == 0 {
		return 0
	}
	mask := genMask(max)
	if max <= 0xFFFFFFFF {
		for {
			if v := uint64(s.uint32()) & mask; v <= max {
				return v
			}
		}
	}
	for {
		if v := s.uint64() & mask; v <= max {
			return v
		}
	}
}

// gaussian is legacy_gauss: the polar method, one value of each pair
// cached for the next call.
func (s *mt19937) gaussian() float64 {
	if s.hasGauss {
		s.hasGauss = false
		return s.gauss
	}
	var x1, x2, r2 float64
	for {
		x1 = 2*s.double() - 1
		x2 = 2*s.double() - 1
		r2 = x1*x1 + x2*x2
		if r2 < 1 && r2 != 0 {
			break
		}
	}
	f := math.Sqrt(-2 * libm.Log(r2) / r2)
	s.gauss, s.hasGauss = f*x1, true
	return f * x2
}
