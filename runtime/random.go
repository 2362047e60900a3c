package runtime

// This file draws the Draws intrinsics' numbers on the Go executors, from
// the random state the module's RandomStateArray holds (kernel/random.go
// has its layout): NumPy 1.24's legacy RandomState, bit for bit, as
// package pynumpy's generator draws them in the interpreter and the
// native kernels' helpers (kernelgen/llvmgen/random.go) in compiled code.

import (
	"math"
	"unsafe"

	"github.com/go-python/gpython/stdlib/math/libm"

	"github.com/alpyna/alpyna/kernel"
)

// RandomState is a random state array's words (kernel/random.go).
type RandomState []int64

// RandomStateOf is the state in the bytes of a module's RandomStateArray.
func RandomStateOf(b []byte) RandomState {
	if len(b) < kernel.RandomStateWords*8 {
		panic("runtime: the random state array is too short")
	}
	return unsafe.Slice((*int64)(unsafe.Pointer(&b[0])), kernel.RandomStateWords)
}

// twist is mt19937_gen: the next 624 words of the key.
func (s RandomState) twist() {
	const n, m = kernel.RandomKeyWords, 397
	word := func(i int) uint32 { return uint32(s[i]) }
	mix := func(i, j, k int) {
		y := word(i)&0x80000000 | word(j)&0x7fffffff
		s[i] = int64(word(k) ^ y>>1 ^ -(y&1)&0x9908b0df)
	}
	i := 0
	for ; i < n-m; i++ {
		mix(i, i+1, i+m)
	}
	for ; i < n-1; i++ {
		mix(i, i+1, i+m-n)
	}
	mix(n-1, 0, m-1)
	s[kernel.RandomPos] = 0
}

// Uint32 is mt19937_next32: the next tempered word.
func (s RandomState) Uint32() uint32 {
	if s[kernel.RandomPos] >= kernel.RandomKeyWords {
		s.twist()
	}
	p := s[kernel.RandomPos]
	y := uint32(s[p])
	s[kernel.RandomPos] = p + 1
	y ^= y >> 11
	y ^= y << 7 & 0x9d2c5680
	y ^= y << 15 & 0xefc60000
	y ^= y >> 18
	return y
}

// Double is mt19937_next_double: 53 random bits in [0, 1).
func (s RandomState) Double() float64 {
	a, b := s.Uint32()>>5, s.Uint32()>>6
	return (float64(a)*67108864.0 + float64(b)) / 9007199254740992.0
}

// Gauss is legacy_gauss: the polar method, the pair's other value cached.
func (s RandomState) Gauss() float64 {
	if s[kernel.RandomHasGauss] != 0 {
		s[kernel.RandomHasGauss] = 0
		return math.Float64frombits(uint64(s[kernel.RandomGauss]))
	}
	var x1, x2, r2 float64
	for {
		x1 = 2*s.Double() - 1
		x2 = 2*s.Double() - 1
		r2 = x1*x1 + x2*x2
		if r2 < 1 && r2 != 0 {
			break
		}
	}
	f := math.Sqrt(-2 * libm.Log(r2) / r2)
	s[kernel.RandomGauss], s[kernel.RandomHasGauss] = int64(math.Float64bits(f*x1)), 1
	return f * x2
}

// Bounded is random_bounded_uint64 with masked rejection, one value at a
// time (the legacy randint of a scalar): uniform in [0, rng].
func (s RandomState) Bounded(rng uint64) uint64 {
	mask := rng
	for k := uint(1); k < 64; k <<= 1 {
		mask |= mask >> k
	}
	switch {
	case rng == 0:
		return 0
	case rng <= 0xFFFFFFFF:
		if rng == 0xFFFFFFFF {
			return uint64(s.Uint32())
		}
		for {
			if v := uint64(s.Uint32()) & mask; v <= rng {
				return v
			}
		}
	}
	for {
		v := uint64(s.Uint32())<<32 | uint64(s.Uint32())
		if rng == math.MaxUint64 {
			return v
		}
		if v &= mask; v <= rng {
			return v
		}
	}
}

// Draw computes a Draws intrinsic's value on s: a float64 for the float
// draws, the int's bits for RandInt (whose caller checked low < high).
func (s RandomState) Draw(fn kernel.Intrinsic, a, b float64, lo, hi int64) (float64, int64) {
	switch fn {
	case kernel.RandUniform, kernel.PyRandUniform:
		return a + (b-a)*s.Double(), 0
	case kernel.RandNormal:
		return a + b*s.Gauss(), 0
	case kernel.RandExponential:
		return a * -libm.Log(1-s.Double()), 0
	case kernel.RandInt:
		return 0, lo + int64(s.Bounded(uint64(hi)-uint64(lo)-1))
	}
	panic("runtime: " + fn.String() + " draws no random number")
}
