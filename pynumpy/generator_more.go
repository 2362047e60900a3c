package pynumpy

import (
	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// This file is Generator's lognormal and chisquare, NumPy 1.24's
// random_lognormal (exp of a normal draw, through the C library's exp as
// NumPy's npy_exp) and random_chisquare (twice a standard gamma draw of
// shape df/2), with cont()'s parameter handling.

func generatorLognormal(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var mean, sigma, size py.Object = py.Float(0), py.Float(1), py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "|OOO:lognormal", []string{"mean", "sigma", "size"}, &mean, &sigma, &size); err != nil {
		return nil, err
	}
	return g.cont(size, []distParam{{"mean", anyValue, mean}, {"sigma", nonNegative, sigma}}, func(v []float64) float64 {
		return libm.Exp(v[0] + v[1]*g.pcg.standardNormal())
	})
}

func generatorChisquare(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var df, size py.Object = nil, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:chisquare", []string{"df", "size"}, &df, &size); err != nil {
		return nil, err
	}
	return g.cont(size, []distParam{{"df", positive, df}}, func(v []float64) float64 {
		return 2.0 * g.pcg.standardGamma(v[0]/2.0)
	})
}
