package ndarray

import (
	"math"
	"math/big"
)

// Correctly rounded log and exp for the few scalar calls NumPy makes to
// the C library outside its vector loops (numpy.linalg.det computes
// exp(Σ log|u_ii|) with npy_log and npy_exp, that is glibc's log and exp).
// glibc's are correctly rounded in all but rare hard cases, Go's math.Log
// and math.Exp are not (they are off by one ulp for many inputs, det of
// [[1, 2], [3, 4]] among them), so these evaluate the series in 160-bit
// arithmetic and round once. They are slow (microseconds): use them only
// per matrix, never per element.

const crPrec = 160

// crLn2 is ln 2 to crPrec bits.
var crLn2 = func() *big.Float {
	// ln 2 = 2 atanh(1/3).
	t := new(big.Float).SetPrec(crPrec).Quo(big.NewFloat(1).SetPrec(crPrec), big.NewFloat(3).SetPrec(crPrec))
	return atanhSeries(t)
}()

// atanhSeries returns 2 atanh(t) = 2 Σ t^(2k+1)/(2k+1) for small |t|.
func atanhSeries(t *big.Float) *big.Float {
	t2 := new(big.Float).SetPrec(crPrec).Mul(t, t)
	pow := new(big.Float).SetPrec(crPrec).Set(t)
	sum := new(big.Float).SetPrec(crPrec).Set(t)
	term := new(big.Float).SetPrec(crPrec)
	for k := int64(1); k < 200; k++ {
		pow.Mul(pow, t2)
		term.Quo(pow, new(big.Float).SetPrec(crPrec).SetInt64(2*k+1))
		if term.Sign() == 0 || term.MantExp(nil)-sum.MantExp(nil) < -crPrec {
			break
		}
		sum.Add(sum, term)
	}
	return sum.Mul(sum, big.NewFloat(2).SetPrec(crPrec))
}

// logCR is log(x) correctly rounded (but for hard cases beyond 160 bits).
func logCR(x float64) float64 {
	switch {
	case x != x || x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case math.IsInf(x, 1):
		return x
	case x == 1:
		return 0
	}
	frac, exp := math.Frexp(x) // x = frac · 2^exp, frac in [0.5, 1)
	if frac < math.Sqrt2/2 {
		frac, exp = frac*2, exp-1
	}
	m := new(big.Float).SetPrec(crPrec).SetFloat64(frac)
	one := big.NewFloat(1).SetPrec(crPrec)
	num := new(big.Float).SetPrec(crPrec).Sub(m, one)
	den := new(big.Float).SetPrec(crPrec).Add(m, one)
	r := atanhSeries(num.Quo(num, den))
	e := new(big.Float).SetPrec(crPrec).SetInt64(int64(exp))
	r.Add(r, e.Mul(e, crLn2))
	f, _ := r.Float64()
	return f
}

// expCR is exp(x) correctly rounded (but for hard cases beyond 160 bits).
func expCR(x float64) float64 {
	switch {
	case x != x:
		return x
	case x > 710:
		return math.Inf(1)
	case x < -746:
		return 0
	case x == 0:
		return 1
	}
	// x = k ln2 + r with |r| <= ln2/2; exp(r) by its Taylor series.
	k := math.Round(x / math.Ln2)
	r := new(big.Float).SetPrec(crPrec).SetFloat64(x)
	kl := new(big.Float).SetPrec(crPrec).SetFloat64(k)
	r.Sub(r, kl.Mul(kl, crLn2))
	sum := big.NewFloat(1).SetPrec(crPrec)
	term := big.NewFloat(1).SetPrec(crPrec)
	for n := int64(1); n < 200; n++ {
		term.Mul(term, r)
		term.Quo(term, new(big.Float).SetPrec(crPrec).SetInt64(n))
		if term.Sign() == 0 || term.MantExp(nil)-sum.MantExp(nil) < -crPrec {
			break
		}
		sum.Add(sum, term)
	}
	sum.SetMantExp(sum, int(k))
	f, _ := sum.Float64()
	return f
}
