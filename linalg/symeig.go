package linalg

import "errors"

// ErrNoConvergence is LAPACK's INFO > 0: an iteration did not converge
// (NumPy raises LinAlgError with its own message per function).
var ErrNoConvergence = errors.New("linalg: iteration did not converge")

// SymEig is the eigen-decomposition of the symmetric n×n matrix a (only
// its lower triangle is read): the eigenvalues w in ascending order and,
// when vectors is set, the n×n matrix v whose column j is a unit
// eigenvector for w[j] (a·v = v·diag(w), vᵀv = I). The steps are
// LAPACK dsyevd's for up to 25 rows (steqr.go): Householder
// tridiagonalisation, the implicit QL/QR iteration, the
// back-transformation; so up to 25 rows the eigenvectors have LAPACK's
// signs, and beyond (where dsyevd divides and conquers) they can differ.
// Without vectors, v is nil.
func SymEig(a []float64, n int, vectors bool) (w, v []float64, err error) {
	z := make([]float64, n*n)
	for i := range n {
		for j := 0; j <= i; j++ {
			z[i*n+j] = a[i*n+j]
			z[j*n+i] = a[i*n+j]
		}
	}
	d, e, tau := tridiagonalizeLower(z, n)
	if !vectors {
		if err := steqr(d, e, nil); err != nil {
			return nil, nil, err
		}
		return d, nil, nil
	}
	v = identity(n)
	if err := steqr(d, e, v); err != nil {
		return nil, nil, err
	}
	// v = H(0)···H(n-2)·v (dormtr): H(i) acts on rows i+1.. with
	// v = (1, z[i+2:, i]).
	h := make([]float64, n)
	for i := n - 2; i >= 0; i-- {
		if tau[i] == 0 {
			continue
		}
		h[i+1] = 1
		for r := i + 2; r < n; r++ {
			h[r] = z[r*n+i]
		}
		for c := range n {
			sum := 0.0
			for r := i + 1; r < n; r++ {
				sum += v[r*n+c] * h[r]
			}
			sum *= tau[i]
			for r := i + 1; r < n; r++ {
				v[r*n+c] -= sum * h[r]
			}
		}
	}
	return d, v, nil
}
