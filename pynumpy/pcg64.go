package pynumpy

import (
	"math/big"
	"math/bits"
)

// This file is NumPy's PCG64 bit generator (O'Neill's PCG XSL-RR 128/64)
// seeded by NumPy's SeedSequence, the pair behind
// np.random.default_rng(seed), written from the published algorithms:
// SeedSequence's hash mixing of the seed's 32-bit words into a pool of
// four, and PCG's 128-bit linear congruential step with its xor-shift
// and random-rotation output.

// SeedSequence's constants (numpy/random/bit_generator.pyx).
const (
	ssPoolSize = 4
	ssInitA    = 0x43b0d7e5
	ssMultA    = 0x931e8875
	ssInitB    = 0x8b51f9dd
	ssMultB    = 0x58f38ded
	ssMixMultL = 0xca01f9dd
	ssMixMultR = 0x4973f715
	ssXShift   = 16
)

// seedWords splits a non-negative integer seed into 32-bit words, least
// significant first (at least one word), as SeedSequence reads it.
func seedWords(seed *big.Int) []uint32 {
	if seed.Sign() == 0 {
		return []uint32{0}
	}
	var words []uint32
	v := new(big.Int).Set(seed)
	mask := big.NewInt(0xffffffff)
	for v.Sign() > 0 {
		words = append(words, uint32(new(big.Int).And(v, mask).Uint64()))
		v.Rsh(v, 32)
	}
	return words
}

// seedSequencePool is SeedSequence.pool: the entropy words (the seed's,
// then the spawn key's) mixed into poolSize words (mix_entropy).
func seedSequencePool(entropy []uint32, poolSize int) []uint32 {
	hashConst := uint32(ssInitA)
	hashmix := func(v uint32) uint32 {
		v ^= hashConst
		hashConst *= ssMultA
		v *= hashConst
		v ^= v >> ssXShift
		return v
	}
	mix := func(x, y uint32) uint32 {
		r := ssMixMultL*x - ssMixMultR*y
		r ^= r >> ssXShift
		return r
	}
	pool := make([]uint32, poolSize)
	for i := range pool {
		var w uint32
		if i < len(entropy) {
			w = entropy[i]
		}
		pool[i] = hashmix(w)
	}
	for src := range pool {
		for dst := range pool {
			if src != dst {
				pool[dst] = mix(pool[dst], hashmix(pool[src]))
			}
		}
	}
	for src := poolSize; src < len(entropy); src++ {
		for dst := range pool {
			pool[dst] = mix(pool[dst], hashmix(entropy[src]))
		}
	}
	return pool
}

// generateState32 is SeedSequence.generate_state(n): n 32-bit words
// drawn from the pool, cycling through it.
func generateState32(pool []uint32, n int) []uint32 {
	hashConst := uint32(ssInitB)
	words := make([]uint32, n)
	for i := range words {
		v := pool[i%len(pool)]
		v ^= hashConst
		hashConst *= ssMultB
		v *= hashConst
		v ^= v >> ssXShift
		words[i] = v
	}
	return words
}

// generateState64 is SeedSequence.generate_state(n, np.uint64): 2n
// 32-bit words, paired little-endian.
func generateState64(pool []uint32, n int) []uint64 {
	words := generateState32(pool, 2*n)
	out := make([]uint64, n)
	for i := range out {
		out[i] = uint64(words[2*i]) | uint64(words[2*i+1])<<32
	}
	return out
}

// pcg64 is PCG64's state: a 128-bit LCG state and increment (hi, lo
// halves), and the upper half of a 64-bit draw kept for the next 32-bit
// one, as NumPy's next_uint32 does.
type pcg64 struct {
	stateHi, stateLo uint64
	incHi, incLo     uint64
	hasUint32        bool
	uinteger         uint32
}

// PCG's default 128-bit multiplier.
const (
	pcgMultHi = 2549297995355413924
	pcgMultLo = 4865540595714422341
)

// newPCG64 seeds as NumPy's PCG64(seed) does: four words from the seed's
// SeedSequence give the initial state (words 0, 1) and stream (2, 3).
func newPCG64(seed *big.Int) *pcg64 {
	return newPCG64FromPool(seedSequencePool(seedWords(seed), ssPoolSize))
}

// newPCG64FromPool seeds PCG64 from a SeedSequence's pool.
func newPCG64FromPool(pool []uint32) *pcg64 {
	w := generateState64(pool, 4)
	p := &pcg64{}
	// pcg_setseq_128_srandom_r: inc = seq<<1 | 1; step; state += init; step.
	p.incHi = w[2]<<1 | w[3]>>63
	p.incLo = w[3]<<1 | 1
	p.step()
	var carry uint64
	p.stateLo, carry = bits.Add64(p.stateLo, w[1], 0)
	p.stateHi, _ = bits.Add64(p.stateHi, w[0], carry)
	p.step()
	return p
}

// step advances the LCG: state = state*mult + inc (mod 2**128).
func (p *pcg64) step() {
	hi, lo := bits.Mul64(p.stateLo, pcgMultLo)
	hi += p.stateHi*pcgMultLo + p.stateLo*pcgMultHi
	var carry uint64
	p.stateLo, carry = bits.Add64(lo, p.incLo, 0)
	p.stateHi, _ = bits.Add64(hi, p.incHi, carry)
}

// next64 steps, then outputs the new state's xor of halves rotated right
// by its top six bits.
func (p *pcg64) next64() uint64 {
	p.step()
	return bits.RotateLeft64(p.stateHi^p.stateLo, -int(p.stateHi>>58))
}

// next32 is half a 64-bit draw: the low half first, the high half on the
// next call.
func (p *pcg64) next32() uint32 {
	if p.hasUint32 {
		p.hasUint32 = false
		return p.uinteger
	}
	v := p.next64()
	p.hasUint32 = true
	p.uinteger = uint32(v >> 32)
	return uint32(v)
}

// double is a float64 in [0, 1) from the top 53 bits of a draw.
func (p *pcg64) double() float64 {
	return float64(p.next64()>>11) * (1.0 / 9007199254740992.0)
}

// bounded is NumPy's random_bounded_uint64 without masking (what
// Generator.integers uses): a value in [0, rng] by Lemire's
// multiply-and-reject method, on 32-bit draws when rng fits them.
func (p *pcg64) bounded(rng uint64) uint64 {
	switch {
	case rng == 0:
		return 0
	case rng == 0xffffffff:
		return uint64(p.next32())
	case rng < 0xffffffff:
		excl := uint32(rng) + 1
		m := uint64(p.next32()) * uint64(excl)
		if leftover := uint32(m); leftover < excl {
			threshold := (^uint32(0) - uint32(rng)) % excl
			for leftover < threshold {
				m = uint64(p.next32()) * uint64(excl)
				leftover = uint32(m)
			}
		}
		return m >> 32
	case rng == ^uint64(0):
		return p.next64()
	}
	excl := rng + 1
	hi, lo := bits.Mul64(p.next64(), excl)
	if lo < excl {
		threshold := (^uint64(0) - rng) % excl
		for lo < threshold {
			hi, lo = bits.Mul64(p.next64(), excl)
		}
	}
	return hi
}

// interval is NumPy's random_interval(max): a value in [0, max] by
// masked rejection, on 32-bit draws when max fits them (shuffles use it).
func (p *pcg64) interval(max uint64) uint64 {
	if max == 0 {
		return 0
	}
	mask := max
	for s := 1; s <= 32; s <<= 1 {
		mask |= mask >> s
	}
	if max <= 0xffffffff {
		for {
			if v := uint64(p.next32()) & mask; v <= max {
				return v
			}
		}
	}
	for {
		if v := p.next64() & mask; v <= max {
			return v
		}
	}
}
