package pynumpy

import (
	"math"
	"strings"

	"github.com/go-python/gpython/py"
	"github.com/go-python/gpython/stdlib/math/libm"
)

// This file lends a legacy RandomState's generator to the compiled
// kernels, which draw from a copy of it (the kernels' random state array,
// kernel/random.go, whose layout these functions write: the 624 key
// words, the position, whether a Gaussian is cached, its bits) and give
// it back, so that numpy.random's stream goes on where they left it.

// randomStateWords is the length of the kernels' random state.
const randomStateWords = 627

// LegacyRandomWords copies the generator of o, a RandomState (numpy.random's
// global one is numpy.random._rand), into words, which must hold 627;
// false when o is no RandomState.
func LegacyRandomWords(o py.Object, words []int64) bool {
	s, ok := o.(*randomState)
	if !ok || len(words) < randomStateWords {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, k := range s.mt.key {
		words[i] = int64(k)
	}
	words[624] = int64(s.mt.pos)
	words[625], words[626] = 0, int64(math.Float64bits(s.mt.gauss))
	if s.mt.hasGauss {
		words[625] = 1
	}
	return true
}

// SetLegacyRandomWords makes words, as LegacyRandomWords wrote them and
// the kernels advanced them, the generator of o; false when o is no
// RandomState.
func SetLegacyRandomWords(o py.Object, words []int64) bool {
	s, ok := o.(*randomState)
	if !ok || len(words) < randomStateWords {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := range s.mt.key {
		s.mt.key[i] = uint32(words[i])
	}
	s.mt.pos = int(words[624])
	s.mt.hasGauss = words[625] != 0
	s.mt.gauss = math.Float64frombits(uint64(words[626]))
	return true
}

// distributionFuncs are the legacy distributions of one parameter family
// beyond random.go's: each draws NumPy 1.24's numbers of its
// legacy-distributions.c, with the C library's exp, log and pow (package
// libm), and checks its parameters as NumPy does.
var distributionFuncs = []randomFunc{
	distribution("exponential", "exponential(scale=1.0, size=None)\n\nExponential floats of the given scale.",
		[]string{"scale"}, []float64{1}, func(s *randomState, p []float64) float64 { return p[0] * s.standardExponential() },
		nonNegative),
	distribution("standard_exponential", "standard_exponential(size=None)\n\nExponential floats of scale 1.",
		nil, nil, func(s *randomState, _ []float64) float64 { return s.standardExponential() }),
	distribution("lognormal", "lognormal(mean=0.0, sigma=1.0, size=None)\n\nFloats whose logarithm is normal.",
		[]string{"mean", "sigma"}, []float64{0, 1}, func(s *randomState, p []float64) float64 {
			return libm.Exp(p[0] + p[1]*s.mt.gaussian())
		}, anyValue, nonNegative),
	distribution("pareto", "pareto(a, size=None)\n\nPareto II (Lomax) floats of shape a.",
		[]string{"a"}, []float64{math.NaN()}, func(s *randomState, p []float64) float64 {
			return libm.Exp(s.standardExponential()/p[0]) - 1
		}, positive),
	distribution("weibull", "weibull(a, size=None)\n\nWeibull floats of shape a.",
		[]string{"a"}, []float64{math.NaN()}, func(s *randomState, p []float64) float64 {
			if p[0] == 0 {
				return 0
			}
			return libm.Pow(s.standardExponential(), 1/p[0])
		}, nonNegative),
}

// standardExponential is legacy_standard_exponential: -log(1 - U).
func (s *randomState) standardExponential() float64 { return -libm.Log(1 - s.mt.double()) }

// distribution makes the function of a legacy distribution with the named
// float parameters (a NaN default: required), each checked by its check
// constraint (generator_dist.go), drawing draw for each value, one per element of size or of
// the parameters' broadcast where they are arrays.
func distribution(name, doc string, params []string, defaults []float64, draw func(s *randomState, p []float64) float64, cons ...constraint) randomFunc {
	return randomFunc{name, doc, func(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		objs := make([]py.Object, len(params)+1)
		ptrs := make([]*py.Object, len(objs))
		required := 0
		for i, d := range defaults {
			if math.IsNaN(d) {
				required++
			} else {
				objs[i] = py.Float(d)
			}
		}
		for i := range objs {
			ptrs[i] = &objs[i]
		}
		objs[len(params)] = py.None
		format := strings.Repeat("O", required) + "|" + strings.Repeat("O", len(objs)-required) + ":" + name
		names := append(append([]string(nil), params...), "size")
		if err := py.ParseTupleAndKeywords(args, kwargs, format, names, ptrs...); err != nil {
			return nil, err
		}
		size := objs[len(params)]
		check := func(p []float64, inArray bool) error {
			for i, c := range cons {
				if err := c.check(params[i], p[i], inArray); err != nil {
					return err
				}
			}
			return nil
		}
		if shape, p, err := paramArrays(size, objs[:len(params)]...); err != nil || p != nil {
			if err != nil {
				return nil, err
			}
			vals := make([]float64, len(params))
			for k := range p[0] {
				for i := range vals {
					vals[i] = p[i][k]
				}
				if err := check(vals, true); err != nil {
					return nil, err
				}
			}
			return s.fillArray(shape, func(k int) float64 {
				for i := range vals {
					vals[i] = p[i][k]
				}
				return draw(s, vals)
			})
		}
		vals := make([]float64, len(params))
		for i := range vals {
			v, err := floatArg(objs[i])
			if err != nil {
				return nil, err
			}
			vals[i] = v
		}
		if err := check(vals, false); err != nil {
			return nil, err
		}
		return s.fill(sizeArg(size), func() float64 { return draw(s, vals) })
	}}
}
