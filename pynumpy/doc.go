// Package pynumpy implements the Python module numpy for the gpython
// interpreter: the subset of NumPy 1.24 that alpyna scripts may use
// (see docs/contract.md §1).
//
// Importing this package for its side effect registers the modules
// "numpy", "numpy.random" and "numpy.linalg", so that `import numpy as np` works in every
// gpython context. The arrays are *ndarray.Array values; this package only
// translates between Python objects and the ndarray package, which holds
// the element storage, the casting and promotion rules, the arithmetic and
// the NumPy-style printing.
//
// What is supported, and how it differs from NumPy, is listed in
// docs/numpy.md: constructors, the dtypes bool_, int8 to int64, uint8 to
// uint64, float32 and float64, strided views and indexing, operators and
// ufuncs with NumPy's promotion and floating-point warnings (fpwarn.go),
// reductions with axis= and keepdims=, numpy.linalg's solve, inv, det,
// eigvals, cholesky and norm, and over package linalg eig, eigh, svd, qr,
// lstsq, pinv, matrix_rank and cond (linalg_more.go), np.einsum
// (einsum.go), np.histogram, np.mgrid and np.ogrid, numpy.random's
// legacy MT19937 functions and default_rng's PCG64 Generator, the
// functions of poly.go (convolve correlate kron cross cov corrcoef
// polyfit), and the array methods that are NumPy functions of the array
// (methods.go).
//
// A few functions that NumPy itself writes in Python (poly1d and the
// polynomial functions, nanvar and nanmedian's steps, logspace and
// geomspace) are ports of that Python (polynomial.py, nanfunctions.py,
// function_base.py) run in the numpy module; pythonparts.go compiles each
// the first time a script names one of its functions.
//
// Go code reaches the arrays and scalars behind Python objects with
// ArrayOf and ScalarOf, and wraps them with NewArray and NewScalar.
package pynumpy
