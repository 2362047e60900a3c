package pynumpy

import (
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds np.fix, np.modf, np.divmod, np.signbit, np.fmod,
// np.float_power, np.frexp, np.ldexp, np.gcd, np.lcm, np.nextafter and
// np.spacing.

// pairFunctions are the functions of this file.
func pairFunctions() []*py.Method {
	return []*py.Method{
		py.MustNewMethod("fix", func(_ py.Object, args py.Tuple) (py.Object, error) {
			// np.fix is ceil below 0 and floor elsewhere: trunc, whose
			// loops also give floats for integers
			ops, err := operands("fix", args, 1)
			if err != nil {
				return nil, err
			}
			r, err := ndarray.Trunc.Apply(ops[0])
			if err != nil {
				return nil, valueError(err)
			}
			return ufuncObjectOf(r), nil
		}, 0, "fix(x)\n\nRound towards zero (floats for integers too)."),
		py.MustNewMethod("modf", func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands("modf", args, 1)
			if err != nil {
				return nil, err
			}
			frac, intg, err := ndarray.Modf(ops[0])
			if err != nil {
				return nil, valueError(err)
			}
			return py.Tuple{ufuncObjectOf(frac), ufuncObjectOf(intg)}, nil
		}, 0, "modf(x)\n\nThe fractional and integral parts of x, both with x's sign."),
		py.MustNewMethod("divmod", func(_ py.Object, args py.Tuple) (py.Object, error) {
			if len(args) != 2 {
				return nil, py.ExceptionNewf(py.TypeError, "divmod() takes 2 positional arguments but %d were given", len(args))
			}
			return divmodUfunc(args[0], args[1])
		}, 0, "divmod(x1, x2)\n\n(x1 // x2, x1 % x2), elementwise."),
		py.MustNewMethod("signbit", func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands("signbit", args, 1)
			if err != nil {
				return nil, err
			}
			r, err := ndarray.Signbit(ops[0])
			if err != nil {
				return nil, valueError(err)
			}
			return ufuncObjectOf(r), nil
		}, 0, "signbit(x)\n\nWhether the sign bit of each element is set."),
		py.MustNewMethod("fmod", func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands("fmod", args, 2)
			if err != nil {
				return nil, err
			}
			r, flags, err := ndarray.Fmod(ops[0], ops[1])
			if err != nil {
				return nil, valueError(err)
			}
			if err := fpCheck(flags, "fmod"); err != nil {
				return nil, err
			}
			return ufuncObjectOf(r), nil
		}, 0, "fmod(x1, x2)\n\nC's fmod elementwise: the remainder with x1's sign."),
		py.MustNewMethod("float_power", func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands("float_power", args, 2)
			if err != nil {
				return nil, err
			}
			r, err := ndarray.FloatPower(ops[0], ops[1])
			if err != nil {
				return nil, valueError(err)
			}
			if err := fpCheck(ndarray.BinaryFPErrors(ndarray.Pow, ops[0], ops[1], r), "float_power"); err != nil {
				return nil, err
			}
			return ufuncObjectOf(r), nil
		}, 0, "float_power(x1, x2)\n\nx1 ** x2 in float64 (complex128 for complex operands)."),
		py.MustNewMethod("frexp", func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands("frexp", args, 1)
			if err != nil {
				return nil, err
			}
			m, e, err := ndarray.Frexp(ops[0])
			if err != nil {
				return nil, valueError(err)
			}
			return py.Tuple{ufuncObjectOf(m), ufuncObjectOf(e)}, nil
		}, 0, "frexp(x)\n\nMantissas in [0.5, 1) and int32 exponents: x = m * 2**e."),
		py.MustNewMethod("ldexp", func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands("ldexp", args, 2)
			if err != nil {
				return nil, err
			}
			r, flags, err := ndarray.Ldexp(ops[0], ops[1])
			if err != nil {
				return nil, valueError(err)
			}
			if err := fpCheck(flags, "ldexp"); err != nil {
				return nil, err
			}
			return ufuncObjectOf(r), nil
		}, 0, "ldexp(x1, x2)\n\nx1 * 2**x2 for integer x2."),
		py.MustNewMethod("gcd", func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands("gcd", args, 2)
			if err != nil {
				return nil, err
			}
			r, err := ndarray.Gcd(ops[0], ops[1])
			if err != nil {
				return nil, valueError(err)
			}
			return ufuncObjectOf(r), nil
		}, 0, "gcd(x1, x2)\n\nThe greatest common divisor of |x1| and |x2|."),
		py.MustNewMethod("lcm", func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands("lcm", args, 2)
			if err != nil {
				return nil, err
			}
			r, err := ndarray.Lcm(ops[0], ops[1])
			if err != nil {
				return nil, valueError(err)
			}
			return ufuncObjectOf(r), nil
		}, 0, "lcm(x1, x2)\n\nThe lowest common multiple of |x1| and |x2|."),
		py.MustNewMethod("nextafter", func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands("nextafter", args, 2)
			if err != nil {
				return nil, err
			}
			r, err := ndarray.Nextafter(ops[0], ops[1])
			if err != nil {
				return nil, valueError(err)
			}
			return ufuncObjectOf(r), nil
		}, 0, "nextafter(x1, x2)\n\nThe next float after x1 toward x2."),
		py.MustNewMethod("spacing", func(_ py.Object, args py.Tuple) (py.Object, error) {
			ops, err := operands("spacing", args, 1)
			if err != nil {
				return nil, err
			}
			r, err := ndarray.Spacing(ops[0])
			if err != nil {
				return nil, valueError(err)
			}
			return ufuncObjectOf(r), nil
		}, 0, "spacing(x)\n\nThe distance from x to the next float away from 0."),
	}
}

// divmodUfunc is np.divmod(x, y): floor_divide and remainder, whose
// floating-point exceptions NumPy reports once, naming divmod.
func divmodUfunc(x, y py.Object) (py.Object, error) {
	xo, ok, err := operandOf(x)
	if err == nil && !ok {
		err = py.ExceptionNewf(py.TypeError, "ufunc 'divmod' not supported for the input type '%s'", x.Type().Name)
	}
	if err != nil {
		return nil, err
	}
	yo, ok, err := operandOf(y)
	if err == nil && !ok {
		err = py.ExceptionNewf(py.TypeError, "ufunc 'divmod' not supported for the input type '%s'", y.Type().Name)
	}
	if err != nil {
		return nil, err
	}
	q, err := ndarray.Binary(ndarray.FloorDiv, xo, yo)
	if err != nil {
		return nil, valueError(err)
	}
	r, err := ndarray.Binary(ndarray.Mod, xo, yo)
	if err != nil {
		return nil, valueError(err)
	}
	flags := ndarray.BinaryFPErrors(ndarray.FloorDiv, xo, yo, q) | ndarray.BinaryFPErrors(ndarray.Mod, xo, yo, r)
	if err := fpCheck(flags, "divmod"); err != nil {
		return nil, err
	}
	return py.Tuple{ufuncObjectOf(q), ufuncObjectOf(r)}, nil
}
