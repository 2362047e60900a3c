// Package pynumpy implements the Python module numpy for the gpython
// interpreter: the subset of NumPy 1.24 that alpyna scripts may use
// (see docs/contract.md §1).
//
// Importing this package for its side effect registers the modules
// "numpy" and "numpy.random", so that `import numpy as np` works in every
// gpython context. The arrays are *ndarray.Array values; this package only
// translates between Python objects and the ndarray package, which holds
// the element storage, the casting and promotion rules, the arithmetic and
// the NumPy-style printing.
//
// Supported: the constructors zeros, ones, empty, full, arange, array and
// the *_like forms; the scalar types float32, float64, int32, int64 and
// bool_ (callable, and usable as dtype=); ndarray attributes shape, dtype,
// size, ndim and the methods sum, min, max, mean, copy, fill, reshape,
// astype and tolist; integer and tuple indexing (with NumPy's error
// messages); arithmetic, comparison and bitwise operators on arrays and
// scalars; sqrt, exp, log, sin, cos, abs, allclose; and numpy.random's
// seed, rand, random and randint.
//
// Not supported: slicing (a[1:3] raises NotImplementedError, because the
// ndarray package has no strided views yet), boolean, None, Ellipsis and
// array indices, reductions along an axis, object and string arrays.
//
// Go code reaches the arrays and scalars behind Python objects with
// ArrayOf and ScalarOf, and wraps them with NewArray and NewScalar.
package pynumpy
