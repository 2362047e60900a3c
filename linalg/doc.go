// Package linalg is dense linear algebra on row-major float64 matrices
// for the interpreter's NumPy (package pynumpy): the factorisations
// behind numpy.linalg's qr, eigh, eigvalsh, svd, lstsq, pinv, matrix_rank
// and cond. (eig and eigvals, dgeev's steps, are in package ndarray,
// ndarray/eig.go.)
//
// A matrix is a []float64 of m*n entries, row i at [i*n, (i+1)*n). The
// functions never keep or modify their inputs.
//
// What it is: straightforward, accurate algorithms whose results agree
// with LAPACK's (what NumPy calls) to rounding, and whose conventions
// follow LAPACK's where a documented rule fixes them:
//   - QR is Householder's, with LAPACK's reflectors (dgeqrf's dlarfg:
//     R's diagonal entry has the opposite sign of the column's leading
//     entry), so Q and R have NumPy's signs, not only its products.
//   - SymEig takes dsyevd's steps for small matrices (steqr.go):
//     Householder tridiagonalisation from the lower triangle (dsytd2),
//     the implicit QL or QR iteration (dsteqr), the back-transformation;
//     eigenvalues ascending, and up to 25 rows the eigenvectors' signs
//     are LAPACK's (134 of 135 random symmetric matrices of 1 to 25 rows
//     against NumPy 1.24 with OpenBLAS).
//   - SVD takes dgesdd's steps (bdsqr.go): Householder
//     bidiagonalisation (after a QR or LQ factorisation when one side is
//     much longer), then the implicit QR iteration on the bidiagonal
//     matrix (dbdsqr). For matrices of at most 25 rows or columns, where
//     dgesdd runs that iteration itself, the singular vectors come out
//     with LAPACK's signs (checked against NumPy 1.24 with OpenBLAS on
//     random square, tall and wide matrices), so numpy.linalg.svd's
//     factors and multivariate_normal's samples are NumPy's to rounding.
//   - Lstsq, Pinv and MatrixRank are built on SVD as NumPy's gelsd,
//     pinv and matrix_rank are (a singular value counts when it exceeds
//     rcond times the largest).
//
// What it is not: a LAPACK translation throughout. Where LAPACK's
// output is a convention of an algorithm not followed here — the signs
// of eigh's and svd's vectors beyond 25 rows and columns (dsyevd's and
// dgesdd's divide and conquer), a near tie where rounding takes another
// branch — the results can differ from NumPy's by those signs (v for
// -v, a singular pair (u, v) for (-u, -v)); the decompositions are
// equally valid, and the tests check their defining properties
// (A v = λ v, orthonormality, U S Vᵀ = A). Values agree with LAPACK's to
// rounding, not bit for bit: OpenBLAS's kernels sum in their own orders.
// Blocked algorithms, complex matrices and stacks of matrices are left
// to the caller (pynumpy loops over stacks) or unsupported.
package linalg
