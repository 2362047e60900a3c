package pynumpy

import (
	"math"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// logaddexpFunction is np.logaddexp(x1, x2) and its helper _log1p_exp: more_names.py's _logaddexp
// computes it and says whether an operand was NaN, for which NumPy's loop
// raises the invalid flag; the RuntimeWarning (or what np.errstate asks
// for instead) is given here, at the caller's line, as NumPy's is.
func logaddexpFunction() []*py.Method {
	return []*py.Method{py.MustNewMethod("logaddexp", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		// np.logaddexp is a ufunc object (ufuncobj.go), which calls this
		// without the module: the running script's numpy is it.
		frame := py.RunningFrame()
		if frame == nil {
			return nil, py.ExceptionNewf(py.RuntimeError, "logaddexp called outside a running script")
		}
		numpy, err := frame.Context.GetModule("numpy")
		if err != nil {
			return nil, err
		}
		f, err := pythonAttr(numpy, "_logaddexp")
		if err != nil {
			return nil, err
		}
		r, err := py.Call(f, args, kwargs)
		if err != nil {
			return nil, err
		}
		res := r.(py.Tuple)
		if res[1] == py.True {
			if err := fpCheck(ndarray.FPInvalid, "logaddexp"); err != nil {
				return nil, err
			}
		}
		return res[0], nil
	}, 0, "logaddexp(x1, x2)\n\nlog(exp(x1) + exp(x2)), computed without overflow or underflow of the exps."),
		py.MustNewMethod("_log1p_exp", log1pExp, 0, "_log1p_exp(x)\n\nlog1p(exp(x)) of a float array, with the C library's exp and log1p.")}
}

// log1pExp is numpy's hidden _log1p_exp(x): log1p(exp(x)) of each element
// of a float array, with the C library's exp and log1p, as the loop of
// NumPy's logaddexp computes them (its vector exp, which np.exp uses,
// differs from glibc's in the last bit for some values). Go's math.Log1p
// is fdlibm's log1p, as glibc's. A float32 array is computed in float64
// and rounded at each step, where NumPy calls expf and log1pf.
func log1pExp(_ py.Object, x py.Object) (py.Object, error) {
	a, ok := ArrayOf(x)
	if s, isScalar := x.(scalar); isScalar {
		// an operation on 0-d arrays gives a NumPy scalar
		a, _ = ndarray.Full(s.v.DType, nil, s.v)
		ok = a != nil
	}
	if !ok || !a.DType().IsInexact() || a.DType().IsComplex() {
		return nil, py.ExceptionNewf(py.TypeError, "_log1p_exp takes a float array")
	}
	dt := a.DType()
	out, err := ndarray.New(dt, a.Shape())
	if err != nil {
		return nil, err
	}
	for i := range a.Size() {
		v := a.AtFlat(i).Float()
		var r float64
		if dt == ndarray.Float64 {
			r = math.Log1p(ndarray.LibmExp64(v))
		} else {
			e := float64(float32(ndarray.LibmExp64(v)))
			r = math.Log1p(e)
		}
		out.SetFlat(i, ndarray.MakeFloat(dt, r))
	}
	return NewArray(out), nil
}
