package ndarray

import (
	"math"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// expm1Float64 follows __svml_expm18 of Intel's SVML, which NumPy 1.24
// calls for float64 expm1 on AVX512_SKX machines (read from the machine
// code in NumPy's _multiarray_umath): n = x*log2(e) rounded to sixteenths
// by a shifter in one fused multiply-add, r = x - n*ln2hi - n*ln2lo (its
// bit 62 cleared, which turns the NaN of x = -inf into a finite value),
// T = 2**((n mod 16)/16) scaled by 2**floor(max(n, -128)), a degree-7
// polynomial for e**r - 1 - r, and the result T*(p + r) + (T - 1) with
// x's sign on it. x >= 707.7 and NaNs take SVML's scalar path, which
// returns NaNs unchanged and otherwise computes nearly the same (see
// below). Without AVX-512 NumPy calls the
// C library's expm1, and so does alpyna.
func expm1Float64(x float64) float64 {
	if !haveAVX512 {
		return libm.Expm1(x)
	}
	if x != x {
		return x // the scalar path returns a NaN as it is, signalling ones too
	}
	if x > 709.79 { // beyond log(MaxFloat64): overflows (the formula's r is lost there)
		return math.Inf(1)
	}
	c := &svmlExpm1C
	t := math.FMA(x, c[0], c[1])
	k := float64(t - c[1]) // n/16, exactly
	j := math.Float64bits(t) & 15
	r := math.FMA(-k, c[2], x)
	r = math.FMA(-c[3], k, r)
	if r != r {
		r = math.Float64frombits(0xfff8000000000000) // x = -inf: inf - inf, x86's default NaN
	}
	r = math.Float64frombits(math.Float64bits(r) & 0xbfffffffffffffff)
	sc := int(math.Floor(max(k, -128)))
	if !(x < c[4]) {
		// SVML's scalar path for x >= 707.7 gives, but for 0.6% of
		// the arguments up to 709.78 (one ulp off; its own code is
		// not ported), what the vector formula would if 2**floor(k)
		// could not overflow: T*(1 + s) (T - 1 is T at this scale)
		// scaled last, to inf beyond the largest float.
		s := svmlExpm1Poly(r, j)
		tj := math.Float64frombits(svmlExpTab16[j])
		return math.Ldexp(math.FMA(s, tj, tj), sc)
	}
	tab := math.Ldexp(math.Float64frombits(svmlExpTab16[j]), sc)
	s := svmlExpm1Poly(r, j)
	res := math.FMA(s, tab, float64(tab-1))
	return math.Float64frombits(math.Float64bits(res) | math.Float64bits(x)&(1<<63))
}

// svmlExpm1Poly is __svml_expm18's p + r: e**r - 1 from the polynomial
// and the table's lo part of 2**(j/16).
func svmlExpm1Poly(r float64, j uint64) float64 {
	c := &svmlExpm1C
	p1 := math.FMA(c[5], r, c[6])
	p2 := math.FMA(c[7], r, c[8])
	p3 := math.FMA(c[9], r, c[10])
	r2 := float64(r * r)
	p := math.FMA(r2, p2, p1)
	p = math.FMA(r2, p, p3)
	p = math.FMA(r2, p, math.Float64frombits(svmlExpm1TabLo[j]))
	return float64(p + r)
}

// svmlExpm1C are __svml_expm18's constants: log2(e), the shifter
// (1.5*2**48 + 1023), ln2 hi and lo, the scalar path's bound (707.7), and the
// polynomial's pairs (r*c5 + c6, r*c7 + c8, r*c9 + c10).
var svmlExpm1C = [11]float64{
	0x1.71547652b82fep+0, 0x1.8000000003ff0p+48,
	0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56,
	0x1.61da04cbafe44p+9,
	0x1.1111110865214p-7, 0x1.5555554ad3d06p-5,
	0x1.a020410303d8ap-13, 0x1.6c1c38e164a2fp-10,
	0x1.5555555555656p-3, 0x1.00000000000a2p-1,
}

// svmlExpm1TabLo are the lo parts of 2**(j/16), whose hi parts
// __svml_expm18 shares with __svml_exp8 (svmlExpTab16).
var svmlExpm1TabLo = [16]uint64{
	0x0000000000000000, 0x3c979aa65d837b6d, 0xbc801b15eaa59348, 0x3c968efde3a8a894,
	0x3c834d754db0abb6, 0x3c859f48a72a4c6d, 0x3c7690cebb7aafb0, 0x3c9063e1e21c5409,
	0xbc93b3efbf5e2228, 0xbc7b32dcb94da51d, 0x3c8db72fc1f0eab4, 0x3c71affc2b91ce27,
	0x3c8c1a7792cb3387, 0x3c736eae30af0cb3, 0x3c74a385a63d07a7, 0xbc8ff7128fd391f0,
}
