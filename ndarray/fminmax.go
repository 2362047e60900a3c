package ndarray

import "math"

// FMin is np.fmin(x, y) and FMax (max true) np.fmax(x, y): the smaller
// (larger) element of the broadcast operands in their common type, where
// a NaN loses to a number (NaN only when both are NaN). Of equal floats
// (0.0 and -0.0) the second is kept, as NumPy 1.24's x86 loops
// (minpd/maxpd with the NaN lanes masked) give it. Integers and bools
// are np.minimum and np.maximum.
func FMin(x, y Operand) (Operand, error) { return fminmax("fmin", x, y, false) }

// FMax is np.fmax; see FMin.
func FMax(x, y Operand) (Operand, error) { return fminmax("fmax", x, y, true) }

func fminmax(name string, x, y Operand, max bool) (Operand, error) {
	common, err := CommonType(x, y)
	if err != nil {
		return Operand{}, err
	}
	if common.IsComplex() {
		return Operand{}, errUnsupportedComplex(name)
	}
	return mapOperands([]Operand{x, y}, common, func(v []Scalar) Scalar {
		a, b := v[0].Convert(common), v[1].Convert(common)
		if common.IsFloat() {
			switch {
			case math.IsNaN(b.F):
				return a
			case math.IsNaN(a.F):
				return b
			}
		}
		return extreme(a, b, !max)
	})
}
