// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: math functions added after Python 3.4 that scripts use.

package math

import (
	"math"
	"math/big"

	"github.com/go-python/gpython/py"
)

const math_isclose_doc = "isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)\n\nDetermine whether two floating point numbers are close in value."

func math_isclose(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aObj, bObj py.Object
	var relObj, absObj py.Object = py.Float(1e-9), py.Float(0)
	err := py.ParseTupleAndKeywords(args, kwargs, "OO|$OO:isclose", []string{"a", "b", "rel_tol", "abs_tol"}, &aObj, &bObj, &relObj, &absObj)
	if err != nil {
		return nil, err
	}
	var v [4]float64
	for i, o := range []py.Object{aObj, bObj, relObj, absObj} {
		f, err := py.FloatAsFloat64(o)
		if err != nil {
			return nil, err
		}
		v[i] = f
	}
	a, b, rel, abs := v[0], v[1], v[2], v[3]
	if rel < 0 || abs < 0 {
		return nil, py.ExceptionNewf(py.ValueError, "tolerances must be non-negative")
	}
	if a == b {
		return py.True, nil
	}
	if math.IsInf(a, 0) || math.IsInf(b, 0) {
		return py.False, nil
	}
	diff := math.Abs(b - a)
	return py.NewBool(diff <= math.Abs(rel*b) || diff <= math.Abs(rel*a) || diff <= abs), nil
}

// bigArg converts an integer argument to a big.Int.
func bigArg(o py.Object) (*big.Int, error) {
	if _, ok := o.(py.Float); ok {
		return nil, py.ExceptionNewf(py.TypeError, "'float' object cannot be interpreted as an integer")
	}
	b, ok := py.ConvertToBigInt(o)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
	}
	return (*big.Int)(b), nil
}

func result(b *big.Int) py.Object {
	return (*py.BigInt)(b).MaybeInt()
}

const math_gcd_doc = "gcd(*integers)\n\nGreatest Common Divisor."

func math_gcd(self py.Object, args py.Tuple) (py.Object, error) {
	g := new(big.Int)
	for _, a := range args {
		b, err := bigArg(a)
		if err != nil {
			return nil, err
		}
		g.GCD(nil, nil, g, new(big.Int).Abs(b))
	}
	return result(g), nil
}

const math_isqrt_doc = "isqrt(n)\n\nReturn the integer part of the square root of the input."

func math_isqrt(self py.Object, arg py.Object) (py.Object, error) {
	b, err := bigArg(arg)
	if err != nil {
		return nil, err
	}
	if b.Sign() < 0 {
		return nil, py.ExceptionNewf(py.ValueError, "isqrt() argument must be nonnegative")
	}
	return result(new(big.Int).Sqrt(b)), nil
}

const math_comb_doc = "comb(n, k)\n\nNumber of ways to choose k items from n items without repetition and without order."

func math_comb(self py.Object, args py.Tuple) (py.Object, error) {
	var nObj, kObj py.Object
	if err := py.UnpackTuple(args, nil, "comb", 2, 2, &nObj, &kObj); err != nil {
		return nil, err
	}
	n, err := bigArg(nObj)
	if err != nil {
		return nil, err
	}
	k, err := bigArg(kObj)
	if err != nil {
		return nil, err
	}
	if n.Sign() < 0 {
		return nil, py.ExceptionNewf(py.ValueError, "n must be a non-negative integer")
	}
	if k.Sign() < 0 {
		return nil, py.ExceptionNewf(py.ValueError, "k must be a non-negative integer")
	}
	if k.Cmp(n) > 0 {
		return py.Int(0), nil
	}
	return result(new(big.Int).Binomial(n.Int64(), k.Int64())), nil
}

const math_prod_doc = "prod(iterable, /, *, start=1)\n\nCalculate the product of all the elements in the input iterable."

func math_prod(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var it py.Object
	var start py.Object = py.Int(1)
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|$O:prod", []string{"iterable", "start"}, &it, &start); err != nil {
		return nil, err
	}
	acc := start
	var err error
	iterErr := py.Iterate(it, func(item py.Object) bool {
		acc, err = py.Mul(acc, item)
		return err != nil
	})
	if iterErr != nil {
		return nil, iterErr
	}
	return acc, err
}

// alpynaMethods are registered with the module's own methods.
var alpynaMethods = []*py.Method{
	py.MustNewMethod("isclose", math_isclose, 0, math_isclose_doc),
	py.MustNewMethod("gcd", math_gcd, 0, math_gcd_doc),
	py.MustNewMethod("isqrt", math_isqrt, 0, math_isqrt_doc),
	py.MustNewMethod("comb", math_comb, 0, math_comb_doc),
	py.MustNewMethod("prod", math_prod, 0, math_prod_doc),
}
