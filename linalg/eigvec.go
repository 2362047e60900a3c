package linalg

import (
	"math"
	"math/cmplx"
)

// EigVectors returns the eigenvectors of the real n×n matrix a for its
// eigenvalues w (in the order and with the multiplicities a general
// eigenvalue routine gives them, complex ones in conjugate pairs): the
// n×n row-major matrix whose column j belongs to w[j]. Each vector has
// unit Euclidean norm, as dgeev's; a real eigenvalue's vector is real,
// its largest component positive (LAPACK's sign is whatever its
// back-substitution gives, so -v can be NumPy's); a complex vector is
// turned so that its largest component is real and positive, as dgeev
// makes it real, and a conjugate eigenvalue gets the conjugate vector.
//
// Each vector spans the null space of a - λI, found as the right singular
// vectors of its smallest singular values (for complex λ, of the real
// 2n×2n form of a - λI). Eigenvalues equal to rounding share that space:
// a group of k gets k orthonormal vectors of it. A defective eigenvalue
// (fewer independent eigenvectors than its multiplicity) gets vectors
// orthogonal to each other where LAPACK returns nearly parallel ones.
func EigVectors(a []float64, n int, w []complex128) ([]complex128, error) {
	scale := 0.0
	for _, v := range a {
		scale = math.Max(scale, math.Abs(v))
	}
	tol := float64(n) * 0x1p-52 * math.Max(scale, 1e-300) * 1e3
	vecs := make([][]complex128, n)
	for j := 0; j < n; j++ {
		if vecs[j] != nil {
			continue
		}
		lambda := w[j]
		if imag(lambda) < 0 && j > 0 && w[j-1] == cmplx.Conj(lambda) && vecs[j-1] != nil {
			// The conjugate of the normalised vector, signed zeros
			// included, as dgeev's pair of columns gives it.
			vecs[j] = conjugate(vecs[j-1])
			continue
		}
		// The eigenvalues equal to this one (to rounding) form a group.
		var group []int
		for k := j; k < n; k++ {
			if vecs[k] == nil && cmplx.Abs(w[k]-lambda) <= tol {
				group = append(group, k)
			}
		}
		basis, err := nullSpace(a, n, lambda, len(group))
		if err != nil {
			return nil, err
		}
		for i, k := range group {
			normalizeEigenvector(basis[i])
			vecs[k] = basis[i]
		}
	}
	out := make([]complex128, n*n)
	for j, v := range vecs {
		for i := range n {
			out[i*n+j] = v[i]
		}
	}
	return out, nil
}

// nullSpace returns k orthonormal vectors spanning (to rounding) the
// null space of a - λI, from its smallest singular values.
func nullSpace(a []float64, n int, lambda complex128, k int) ([][]complex128, error) {
	if imag(lambda) == 0 {
		m := make([]float64, n*n)
		copy(m, a)
		for i := range n {
			m[i*n+i] -= real(lambda)
		}
		_, _, vt, err := SVD(m, n, n, false, true)
		if err != nil {
			return nil, err
		}
		out := make([][]complex128, 0, k)
		for r := n - 1; r >= n-k; r-- {
			v := make([]complex128, n)
			for i := range n {
				v[i] = complex(vt[r*n+i], 0)
			}
			out = append(out, v)
		}
		// The smallest singular value's vector first would reverse the
		// group's natural order; keep vt's order instead.
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
		return out, nil
	}
	// The real form of the complex matrix c = a - λI: [[Re c, -Im c],
	// [Im c, Re c]] maps (x, y) to the parts of c·(x + iy); each complex
	// null vector v gives the two real null vectors of v and i·v.
	n2 := 2 * n
	m := make([]float64, n2*n2)
	for i := range n {
		for j := range n {
			re, im := a[i*n+j], 0.0
			if i == j {
				re -= real(lambda)
				im = -imag(lambda)
			}
			m[i*n2+j] = re
			m[i*n2+n+j] = -im
			m[(n+i)*n2+j] = im
			m[(n+i)*n2+n+j] = re
		}
	}
	_, _, vt, err := SVD(m, n2, n2, false, true)
	if err != nil {
		return nil, err
	}
	// Of the 2k smallest singular vectors, take k that are independent
	// over the complex numbers (complex Gram–Schmidt).
	var out [][]complex128
	for r := n2 - 2*k; r < n2 && len(out) < k; r++ {
		v := make([]complex128, n)
		for i := range n {
			v[i] = complex(vt[r*n2+i], vt[r*n2+n+i])
		}
		for _, u := range out {
			var d complex128
			for i := range n {
				d += cmplx.Conj(u[i]) * v[i]
			}
			for i := range n {
				v[i] -= d * u[i]
			}
		}
		nrm := 0.0
		for _, x := range v {
			nrm = math.Hypot(nrm, cmplx.Abs(x))
		}
		if nrm < 0.5 {
			continue
		}
		for i := range v {
			v[i] /= complex(nrm, 0)
		}
		out = append(out, v)
	}
	for len(out) < k { // cannot happen with a null space of dimension 2k
		out = append(out, out[len(out)-1])
	}
	return out, nil
}

// normalizeEigenvector scales v to unit norm and turns it so that its
// first component of largest magnitude is real and positive.
func normalizeEigenvector(v []complex128) {
	nrm, big := 0.0, 0
	for i, x := range v {
		nrm = math.Hypot(nrm, cmplx.Abs(x))
		if cmplx.Abs(x) > cmplx.Abs(v[big]) {
			big = i
		}
	}
	if nrm == 0 {
		return
	}
	phase := v[big] / complex(cmplx.Abs(v[big]), 0)
	turn := cmplx.Conj(phase) / complex(nrm, 0)
	for i := range v {
		v[i] *= turn
	}
	v[big] = complex(real(v[big]), 0)
}

func conjugate(v []complex128) []complex128 {
	c := make([]complex128, len(v))
	for i, x := range v {
		c[i] = cmplx.Conj(x)
	}
	return c
}
