package kernelgen

// This file lowers the NumPy functions of scalars that are no intrinsic
// (kernel.NumPyOps) to the kernel's arithmetic, with NumPy 1.24's types
// and values:
//
//	np.floor(x)       x if x is ±inf, else x // 1 (NumPy's floor_divide,
//	                  exact for a divisor of 1: -0.0 and NaN keep)
//	np.ceil(x)        -np.floor(-x)
//	np.trunc(x)       np.ceil(x) if x < 0 else np.floor(x)
//	np.abs(x)         abs in x's NumPy type (a float64 for a Python float,
//	                  an int64 for a Python int, wrapping)
//	np.minimum(x, y)  x if x is NaN, y if y is NaN, else x if x < y else y
//	                  (y of equal values: np.minimum(0.0, -0.0) is -0.0),
//	                  in the promoted type (np.maximum likewise)
//
// np.floor, np.ceil and np.trunc give a float of the argument's size (a
// float32 for a float32, a float64 for ints and Python floats); of a bool
// NumPy gives a float16, which kernels do not have.

import (
	"fmt"
	"math"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// numpyOpResult is the type of numpy.name over arguments of the given
// type sets: the same for every member (a scalar holding a Python float
// and a numpy.float64 gives a float64 either way), or an error.
func numpyOpResult(name string, args []typeSet) (kernel.Type, error) {
	out := kernel.Invalid
	var each func(i int, ts []kernel.Type) error
	each = func(i int, ts []kernel.Type) error {
		if i == len(args) {
			t, err := numpyOpType(name, ts)
			if err != nil {
				return err
			}
			if out != kernel.Invalid && t != out {
				return fmt.Errorf("numpy.%s gives a %s or a %s depending on the values", name, out, t)
			}
			out = t
			return nil
		}
		for _, t := range args[i].members() {
			if err := each(i+1, append(ts, t)); err != nil {
				return err
			}
		}
		return nil
	}
	if err := each(0, nil); err != nil {
		return kernel.Invalid, err
	}
	if out == kernel.Invalid {
		return kernel.Invalid, fmt.Errorf("numpy.%s of a value of no type", name)
	}
	return out, nil
}

// numpyOpType is the type of numpy.name over arguments of these types.
func numpyOpType(name string, ts []kernel.Type) (kernel.Type, error) {
	switch name {
	case "floor", "ceil", "trunc":
		switch t := numpyOf(ts[0]); {
		case t == kernel.Bool:
			return kernel.Invalid, fmt.Errorf("numpy.%s of a bool is a float16, which kernels do not have", name)
		case t == kernel.Float32:
			return kernel.Float32, nil
		}
		return kernel.Float64, nil
	case "abs", "absolute":
		if t := numpyOf(ts[0]); t != kernel.Bool {
			return t, nil
		}
		return kernel.Invalid, fmt.Errorf("numpy.%s of a bool", name)
	}
	t := promote(ts[0], ts[1])
	if t == kernel.Bool {
		return kernel.Invalid, fmt.Errorf("numpy.%s of two bools", name)
	}
	return t, nil
}

// numpyOp lowers numpy.name(args...), one of kernel.NumPyOps.
func (b *builder) numpyOp(x *nest.Call, name string, args []kernel.Expr, sets []typeSet) (kernel.Expr, typeSet) {
	if len(args) != kernel.NumPyOps[name] {
		b.fail(x.Pos, "%s takes %d arguments", x.Func, kernel.NumPyOps[name])
	}
	t, err := numpyOpResult(name, sets)
	if err != nil {
		b.fail(x.Pos, "%v", err)
	}
	for i := range args {
		args[i] = convert(convert(args[i], b.rep(sets[i], x.Pos, x.Func)), t)
	}
	return numpyOpExpr(name, args, t), single(t)
}

// numpyOpExpr is numpy.name of args, already of type t.
func numpyOpExpr(name string, args []kernel.Expr, t kernel.Type) kernel.Expr {
	cond := func(test, then, els kernel.Expr) kernel.Expr {
		return &kernel.Cond{Test: truth(test), Then: then, Else: els}
	}
	isNaN := func(v kernel.Expr) kernel.Expr { return &kernel.Compare{Op: kernel.Ne, X: v, Y: v, T: kernel.Bool} }
	floor := func(v kernel.Expr) kernel.Expr {
		inf := &kernel.Const{T: t, F: math.Inf(1)}
		one := &kernel.Const{T: t, F: 1}
		return cond(&kernel.Compare{Op: kernel.Eq, X: &kernel.Unary{Op: kernel.Abs, X: v}, Y: inf, T: kernel.Bool},
			v, &kernel.Binary{Op: kernel.FloorDiv, X: v, Y: one, T: t})
	}
	neg := func(v kernel.Expr) kernel.Expr { return &kernel.Unary{Op: kernel.Neg, X: v} }
	ceil := func(v kernel.Expr) kernel.Expr { return neg(floor(neg(v))) }
	x := args[0]
	switch name {
	case "floor":
		return floor(x)
	case "ceil":
		return ceil(x)
	case "trunc":
		return cond(&kernel.Compare{Op: kernel.Lt, X: x, Y: &kernel.Const{T: t}, T: kernel.Bool}, ceil(x), floor(x))
	case "abs", "absolute":
		return &kernel.Unary{Op: kernel.Abs, X: x}
	}
	y := args[1]
	op := kernel.Min
	if name == "maximum" {
		op = kernel.Max
	}
	// Of equal values (0.0 and -0.0) NumPy's loops give the second, as
	// x86's minpd does: Python's min(y, x), which gives its first.
	m := &kernel.Binary{Op: op, X: y, Y: x, T: t}
	if !t.IsFloat() {
		return m
	}
	return cond(isNaN(x), x, cond(isNaN(y), y, m))
}
