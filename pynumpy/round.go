package pynumpy

// This file is np.round (np.around, np.round_) and ndarray.round, as NumPy
// 1.24 computes them (PyArray_Round): for decimals >= 0 a float array is
// multiplied by 10**decimals, rounded half to even (rint) and divided by
// the same factor, each step in the array's type; an integer array comes
// back as a copy. For decimals < 0 the division comes first and the
// multiplication last, and integers are rounded the same way through
// float64 and cast back.

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// powerOfTen is 10**n as NumPy's power_of_ten builds it: exact up to 10**8,
// then multiplied by ten step by step.
func powerOfTen(n int) float64 {
	p10 := [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8}
	if n < len(p10) {
		return p10[n]
	}
	r := 1e9
	for ; n > 9; n-- { // C's while (n-- > 9)
		r *= 10
	}
	return r
}

// roundOperand rounds x to decimals places.
func roundOperand(x ndarray.Operand, decimals int) (ndarray.Operand, error) {
	dt := x.Scalar.DType
	if x.Array != nil {
		dt = x.Array.DType()
	}
	if dt.IsComplex() {
		// NumPy rounds the real and the imaginary part each as a real
		// array (PyArray_Round).
		a := x.Array
		if a == nil {
			a, _ = ndarray.Full(dt, []int{}, x.Scalar.Convert(dt))
		}
		re, im := a.ComplexParts()
		rr, err := roundOperand(ndarray.Operand{Array: re}, decimals)
		if err != nil {
			return rr, err
		}
		ri, err := roundOperand(ndarray.Operand{Array: im}, decimals)
		if err != nil {
			return ri, err
		}
		out := ndarray.JoinComplex(rr.Array, ri.Array, dt)
		if x.Array == nil {
			return ndarray.Operand{Scalar: out.At()}, nil
		}
		return ndarray.Operand{Array: out}, nil
	}
	isInt := !dt.IsFloat()
	if isInt && decimals >= 0 {
		if x.Array != nil {
			return ndarray.Operand{Array: x.Array.Copy()}, nil
		}
		x.Python = false
		return x, nil
	}
	if isInt {
		f, err := roundOperand(asFloat64(x), decimals)
		if err != nil {
			return f, err
		}
		return castOperand(f, dt), nil
	}
	first, last := ndarray.Mul, ndarray.TrueDiv
	n := decimals
	if decimals < 0 {
		first, last, n = ndarray.TrueDiv, ndarray.Mul, -decimals
	}
	factor := ndarray.Operand{Scalar: ndarray.MakeFloat(ndarray.Float64, powerOfTen(n)), Python: true}
	// NumPy writes each step into an output of the input's type: for a
	// NumPy scalar (a 0-d array there) the ufunc loop is float64's, and
	// the result is cast back (float32 stays float32).
	into := func(r ndarray.Operand) ndarray.Operand {
		if r.Array == nil && r.Scalar.DType != dt {
			r.Scalar = ndarray.MakeFloat(dt, r.Scalar.Float())
		}
		return r
	}
	y, err := ndarray.Binary(first, x, factor)
	if err != nil {
		return y, err
	}
	if y, err = ndarray.Rint.Apply(into(y)); err != nil {
		return y, err
	}
	y, err = ndarray.Binary(last, into(y), factor)
	return into(y), err
}

func asFloat64(x ndarray.Operand) ndarray.Operand {
	if x.Array != nil {
		return ndarray.Operand{Array: x.Array.AsType(ndarray.Float64)}
	}
	return ndarray.Operand{Scalar: ndarray.MakeFloat(ndarray.Float64, x.Scalar.Float())}
}

func castOperand(x ndarray.Operand, dt ndarray.DType) ndarray.Operand {
	if x.Array != nil {
		return ndarray.Operand{Array: x.Array.AsType(dt)}
	}
	return ndarray.Operand{Scalar: ndarray.MakeInt(dt, int64(x.Scalar.Float()))}
}

// roundArgs is round(a, decimals=0) for the module function and the
// method (self is then a).
func roundArgs(name string, self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg py.Object = self
	var decimalsArg py.Object = py.Int(0)
	var err error
	if self == nil {
		err = py.ParseTupleAndKeywords(args, kwargs, "O|O:"+name, []string{"a", "decimals"}, &aArg, &decimalsArg)
	} else {
		err = py.ParseTupleAndKeywords(args, kwargs, "|O:"+name, []string{"decimals"}, &decimalsArg)
	}
	if err != nil {
		return nil, err
	}
	decimals, err := py.IndexInt(decimalsArg)
	if err != nil {
		return nil, err
	}
	x, ok, err := operandOf(aArg)
	if err != nil {
		return nil, err
	}
	if !ok {
		a, _, err := arrayArg(name, py.Tuple{aArg})
		if err != nil {
			return nil, err
		}
		x = ndarray.Operand{Array: a}
	}
	r, err := roundOperand(x, decimals)
	if err != nil {
		return nil, valueError(err)
	}
	return ufuncObjectOf(r), nil
}

// roundFunctions are np.round, np.around and np.round_.
func roundFunctions() []*py.Method {
	var out []*py.Method
	for _, name := range []string{"round", "around", "round_"} {
		out = append(out, py.MustNewMethod(name, func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return roundArgs(name, nil, args, kwargs)
		}, 0, name+"(a, decimals=0)\n\na rounded to decimals places, halves to even, as NumPy rounds."))
	}
	return out
}
