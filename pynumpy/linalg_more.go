package pynumpy

import (
	"errors"
	"math"
	"slices"
	"strings"

	"github.com/alpyna/alpyna/linalg"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds the rest of numpy.linalg that scripts use — eig, eigh,
// eigvalsh, svd, qr, lstsq, pinv, matrix_rank, cond and norm with ord=
// and axis= — over package linalg's factorisations, with NumPy 1.24's
// signatures, result types (plain tuples: the named results came in
// NumPy 2.0), dtypes (float32 in, float32 out; integers give float64)
// and LinAlgErrors. linalg_random.go has multivariate_normal.
// Complex matrices are not supported yet (NotImplementedError).

// moreLinalgFunctions are the numpy.linalg functions of this file but
// norm, which construct.go registers as normOrdAxis.
func moreLinalgFunctions() []*py.Method {
	return []*py.Method{
		py.MustNewMethod("eig", linalgEig, 0, "eig(a)\n\nThe eigenvalues and right eigenvectors (columns) of a real square matrix: float64 when all eigenvalues are real, else complex128."),
		py.MustNewMethod("eigh", linalgEigh, 0, "eigh(a, UPLO='L')\n\nThe eigenvalues (ascending) and eigenvectors of a symmetric matrix, from its lower (or upper) triangle."),
		py.MustNewMethod("eigvalsh", linalgEigvalsh, 0, "eigvalsh(a, UPLO='L')\n\nThe eigenvalues (ascending) of a symmetric matrix."),
		py.MustNewMethod("svd", linalgSVD, 0, "svd(a, full_matrices=True, compute_uv=True, hermitian=False)\n\nThe singular value decomposition u, s, vh of a (s descending), or s alone."),
		py.MustNewMethod("qr", linalgQR, 0, "qr(a, mode='reduced')\n\nThe QR factorisation q, r of a by Householder reflections ('reduced', 'complete' or 'r')."),
		py.MustNewMethod("lstsq", linalgLstsq, 0, "lstsq(a, b, rcond='warn')\n\nThe least-squares solution x, the residuals, a's rank and singular values."),
		py.MustNewMethod("pinv", linalgPinv, 0, "pinv(a, rcond=1e-15, hermitian=False)\n\nThe Moore-Penrose pseudo-inverse of a, from its SVD."),
		py.MustNewMethod("matrix_rank", linalgMatrixRank, 0, "matrix_rank(A, tol=None, hermitian=False)\n\nThe number of singular values of A greater than tol (by default max(s)*max(M, N)*eps)."),
		py.MustNewMethod("cond", linalgCond, 0, "cond(x, p=None)\n\nThe condition number of x in the norm p (the 2-norm by default: the ratio of the extreme singular values)."),
	}
}

// matrixStack is a stack of m×n matrices read from an array: its leading
// axes (batch), the matrices as row-major float64s, and the dtype NumPy's
// linalg gives results of the input's type.
type matrixStack struct {
	batch []int
	m, n  int
	mats  [][]float64
	dt    ndarray.DType // Float32 for float32 input, else Float64
}

// readMatrices reads a's matrices (its last two axes) as NumPy's
// _assert_stacked_2d (and with square, _assert_stacked_square) checks
// them.
func readMatrices(a *ndarray.Array, square bool) (*matrixStack, error) {
	switch {
	case a.DType().IsComplex():
		return nil, py.ExceptionNewf(py.NotImplementedError, "alpyna's NumPy does not support numpy.linalg of complex matrices yet")
	case a.DType() == ndarray.Float16:
		return nil, py.ExceptionNewf(py.TypeError, "array type float16 is unsupported in linalg")
	case a.NDim() < 2:
		return nil, py.ExceptionNewf(LinAlgError, "%d-dimensional array given. Array must be at least two-dimensional", a.NDim())
	}
	shape := a.Shape()
	st := &matrixStack{batch: slices.Clone(shape[:len(shape)-2]), m: shape[len(shape)-2], n: shape[len(shape)-1], dt: ndarray.Float64}
	if square && st.m != st.n {
		return nil, py.ExceptionNewf(LinAlgError, "Last 2 dimensions of the array must be square")
	}
	if a.DType() == ndarray.Float32 {
		st.dt = ndarray.Float32
	}
	vals := a.AsType(ndarray.Float64).Float64s()
	size := st.m * st.n
	count := 1
	for _, d := range st.batch {
		count *= d
	}
	for k := range count {
		st.mats = append(st.mats, vals[k*size:(k+1)*size])
	}
	return st, nil
}

// finite reports whether every matrix of the stack is free of infs and
// NaNs (the LAPACK drivers NumPy calls fail on them).
func (st *matrixStack) finite() bool {
	for _, mat := range st.mats {
		for _, v := range mat {
			if math.IsInf(v, 0) || math.IsNaN(v) {
				return false
			}
		}
	}
	return true
}

// result is an array of the stack's batch shape followed by shape, of
// dtype dt, from one slice of values per matrix.
func (st *matrixStack) result(dt ndarray.DType, shape []int, parts [][]float64) *ndarray.Array {
	full := append(slices.Clone(st.batch), shape...)
	r, _ := ndarray.New(ndarray.Float64, full)
	vals := r.Float64s()
	size := len(vals) / max(len(parts), 1)
	for k, p := range parts {
		copy(vals[k*size:], p[:size])
	}
	if dt != ndarray.Float64 {
		return r.AsType(dt)
	}
	return r
}

// complexResult is result for complex values.
func (st *matrixStack) complexResult(dt ndarray.DType, shape []int, parts [][]complex128) *ndarray.Array {
	full := append(slices.Clone(st.batch), shape...)
	r, _ := ndarray.New(dt, full)
	i := 0
	for _, p := range parts {
		for _, v := range p {
			r.SetFlat(i, ndarray.MakeComplex(dt, real(v), imag(v)))
			i++
		}
	}
	return r
}

// complexOf is the complex dtype of a float result dtype.
func complexOf(dt ndarray.DType) ndarray.DType {
	if dt == ndarray.Float32 {
		return ndarray.Complex64
	}
	return ndarray.Complex128
}

// matrixArg parses a linalg function's array argument.
func matrixArg(name string, o py.Object, square bool) (*matrixStack, error) {
	a, _, err := arrayArg(name, py.Tuple{o})
	if err != nil {
		return nil, err
	}
	return readMatrices(a, square)
}

func linalgEig(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg py.Object
	if err := py.ParseTupleAndKeywords(args, kwargs, "O:eig", []string{"a"}, &aArg); err != nil {
		return nil, err
	}
	st, err := matrixArg("eig", aArg, true)
	if err != nil {
		return nil, err
	}
	if !st.finite() {
		return nil, py.ExceptionNewf(LinAlgError, "Array must not contain infs or NaNs")
	}
	n := st.n
	var ws, vs [][]complex128
	allReal := true
	for _, mat := range st.mats {
		// ndarray's dgeev port: LAPACK's eigenvalues in its order, and
		// its eigenvectors with their signs and phases.
		w, v, err := ndarray.GeneralEig(mat, n)
		if err != nil {
			return nil, linalgError(err)
		}
		for _, x := range w {
			allReal = allReal && imag(x) == 0
		}
		ws, vs = append(ws, w), append(vs, v)
	}
	if allReal {
		return py.Tuple{NewArray(st.result(st.dt, []int{n}, realParts(ws))), NewArray(st.result(st.dt, []int{n, n}, realParts(vs)))}, nil
	}
	cdt := complexOf(st.dt)
	return py.Tuple{NewArray(st.complexResult(cdt, []int{n}, ws)), NewArray(st.complexResult(cdt, []int{n, n}, vs))}, nil
}

func realParts(parts [][]complex128) [][]float64 {
	out := make([][]float64, len(parts))
	for k, p := range parts {
		out[k] = make([]float64, len(p))
		for i, v := range p {
			out[k][i] = real(v)
		}
	}
	return out
}

// symmetricEig is eigh and eigvalsh: the triangle UPLO names, mirrored,
// decomposed matrix by matrix.
func symmetricEig(name string, args py.Tuple, kwargs py.StringDict, vectors bool) (*matrixStack, [][]float64, [][]float64, error) {
	var aArg py.Object
	var uploArg py.Object = py.String("L")
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:"+name, []string{"a", "UPLO"}, &aArg, &uploArg); err != nil {
		return nil, nil, nil, err
	}
	uplo, ok := uploArg.(py.String)
	if !ok || (strings.ToUpper(string(uplo)) != "L" && strings.ToUpper(string(uplo)) != "U") {
		return nil, nil, nil, py.ExceptionNewf(py.ValueError, "UPLO argument must be 'L' or 'U'")
	}
	st, err := matrixArg(name, aArg, true)
	if err != nil {
		return nil, nil, nil, err
	}
	n := st.n
	var ws, vs [][]float64
	for _, mat := range st.mats {
		lower := mat
		if strings.ToUpper(string(uplo)) == "U" {
			lower = make([]float64, n*n)
			for i := range n {
				for j := range n {
					lower[i*n+j] = mat[j*n+i]
				}
			}
		}
		w, v, err := linalg.SymEig(lower, n, vectors)
		if err != nil {
			return nil, nil, nil, py.ExceptionNewf(LinAlgError, "Eigenvalues did not converge")
		}
		ws, vs = append(ws, w), append(vs, v)
	}
	return st, ws, vs, nil
}

func linalgEigh(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	st, ws, vs, err := symmetricEig("eigh", args, kwargs, true)
	if err != nil {
		return nil, err
	}
	return py.Tuple{NewArray(st.result(st.dt, []int{st.n}, ws)), NewArray(st.result(st.dt, []int{st.n, st.n}, vs))}, nil
}

func linalgEigvalsh(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	st, ws, _, err := symmetricEig("eigvalsh", args, kwargs, false)
	if err != nil {
		return nil, err
	}
	return NewArray(st.result(st.dt, []int{st.n}, ws)), nil
}

// errSVD is NumPy's LinAlgError for a failed SVD, NaNs and infs included.
func errSVD() error { return py.ExceptionNewf(LinAlgError, "SVD did not converge") }

func linalgSVD(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg py.Object
	var fullArg, uvArg, hermArg py.Object = py.True, py.True, py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:svd", []string{"a", "full_matrices", "compute_uv", "hermitian"}, &aArg, &fullArg, &uvArg, &hermArg); err != nil {
		return nil, err
	}
	full, err := truth(fullArg)
	if err != nil {
		return nil, err
	}
	computeUV, err := truth(uvArg)
	if err != nil {
		return nil, err
	}
	hermitian, err := truth(hermArg)
	if err != nil {
		return nil, err
	}
	st, err := matrixArg("svd", aArg, hermitian)
	if err != nil {
		return nil, err
	}
	if hermitian {
		return hermitianSVD(st, computeUV)
	}
	if !st.finite() {
		return nil, errSVD()
	}
	m, n := st.m, st.n
	k := min(m, n)
	var us, ss, vts [][]float64
	for _, mat := range st.mats {
		u, s, vt, err := linalg.SVD(mat, m, n, full, computeUV)
		if err != nil {
			return nil, errSVD()
		}
		us, ss, vts = append(us, u), append(ss, s), append(vts, vt)
	}
	s := NewArray(st.result(st.dt, []int{k}, ss))
	if !computeUV {
		return s, nil
	}
	uc, vr := k, k
	if full {
		uc, vr = m, n
	}
	return py.Tuple{NewArray(st.result(st.dt, []int{m, uc}, us)), s, NewArray(st.result(st.dt, []int{vr, n}, vts))}, nil
}

// hermitianSVD is svd(a, hermitian=True) as NumPy computes it from eigh:
// the singular values are the eigenvalues' magnitudes, sorted
// descending, u the eigenvectors in that order and vh = (u·sign(w))ᵀ.
func hermitianSVD(st *matrixStack, computeUV bool) (py.Object, error) {
	n := st.n
	var us, ss, vts [][]float64
	for _, mat := range st.mats {
		w, v, err := linalg.SymEig(mat, n, computeUV)
		if err != nil {
			return nil, py.ExceptionNewf(LinAlgError, "Eigenvalues did not converge")
		}
		s := make([]float64, n)
		for i, x := range w {
			s[i] = math.Abs(x)
		}
		// argsort(s)[::-1]: the largest magnitude first (equal
		// magnitudes can come in another order than NumPy's quicksort
		// gives).
		order := make([]int, n)
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(i, j int) int {
			switch {
			case s[i] < s[j]:
				return -1
			case s[i] > s[j]:
				return 1
			}
			return 0
		})
		slices.Reverse(order)
		sorted := make([]float64, n)
		for i, o := range order {
			sorted[i] = s[o]
		}
		ss = append(ss, sorted)
		if !computeUV {
			continue
		}
		u := make([]float64, n*n)
		vt := make([]float64, n*n)
		for r := range n {
			for c, o := range order {
				u[r*n+c] = v[r*n+o]
				sign := 1.0
				if w[o] < 0 {
					sign = -1
				} else if w[o] == 0 {
					sign = 0
				}
				vt[c*n+r] = v[r*n+o] * sign
			}
		}
		us, vts = append(us, u), append(vts, vt)
	}
	s := NewArray(st.result(st.dt, []int{n}, ss))
	if !computeUV {
		return s, nil
	}
	return py.Tuple{NewArray(st.result(st.dt, []int{n, n}, us)), s, NewArray(st.result(st.dt, []int{n, n}, vts))}, nil
}

// truth is a boolean argument's truth value.
func truth(o py.Object) (bool, error) {
	t, err := py.MakeBool(o)
	return t == py.True, err
}

func linalgQR(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg py.Object
	var modeArg py.Object = py.String("reduced")
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:qr", []string{"a", "mode"}, &aArg, &modeArg); err != nil {
		return nil, err
	}
	mode, _ := modeArg.(py.String)
	switch mode {
	case "reduced", "complete", "r":
	case "raw":
		return nil, py.ExceptionNewf(py.NotImplementedError, "alpyna's NumPy does not support numpy.linalg.qr(mode='raw') yet")
	default:
		text, err := py.Str(modeArg)
		if err != nil {
			return nil, err
		}
		return nil, py.ExceptionNewf(py.ValueError, "Unrecognized mode '%s'", text)
	}
	st, err := matrixArg("qr", aArg, false)
	if err != nil {
		return nil, err
	}
	m, n := st.m, st.n
	k := min(m, n)
	complete := mode == "complete"
	var qs, rs [][]float64
	for _, mat := range st.mats {
		q, r := linalg.QR(mat, m, n, complete)
		qs, rs = append(qs, q), append(rs, r)
	}
	rows := k
	if complete {
		rows = m
	}
	r := NewArray(st.result(st.dt, []int{rows, n}, rs))
	if mode == "r" {
		return r, nil
	}
	return py.Tuple{NewArray(st.result(st.dt, []int{m, rows}, qs)), r}, nil
}

// lstsqRcondWarning is NumPy 1.24's FutureWarning for lstsq without rcond.
const lstsqRcondWarning = "`rcond` parameter will change to the default of machine precision times ``max(M, N)`` where M and N are the input matrix dimensions.\n" +
	"To use the future default and silence this warning we advise to pass `rcond=None`, to keep using the old, explicitly pass `rcond=-1`."

func linalgLstsq(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg, bArg py.Object
	var rcondArg py.Object = py.String("warn")
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:lstsq", []string{"a", "b", "rcond"}, &aArg, &bArg, &rcondArg); err != nil {
		return nil, err
	}
	a, _, err := arrayArg("lstsq", py.Tuple{aArg})
	if err != nil {
		return nil, err
	}
	b, _, err := arrayArg("lstsq", py.Tuple{bArg})
	if err != nil {
		return nil, err
	}
	oneD := b.NDim() == 1
	if oneD {
		if b, err = b.Reshape([]int{b.Size(), 1}); err != nil {
			return nil, valueError(err)
		}
	}
	for _, x := range []*ndarray.Array{a, b} {
		if x.NDim() != 2 {
			return nil, py.ExceptionNewf(LinAlgError, "%d-dimensional array given. Array must be two-dimensional", x.NDim())
		}
	}
	sa, err := readMatrices(a, false)
	if err != nil {
		return nil, err
	}
	sb, err := readMatrices(b, false)
	if err != nil {
		return nil, err
	}
	m, n, nrhs := sa.m, sa.n, sb.n
	if sb.m != m {
		return nil, py.ExceptionNewf(LinAlgError, "Incompatible dimensions")
	}
	dt := ndarray.Float64
	if sa.dt == ndarray.Float32 && sb.dt == ndarray.Float32 {
		dt = ndarray.Float32
	}
	rcond := -1.0
	switch {
	case rcondArg == py.None:
		rcond = 0x1p-52 * float64(max(m, n))
		if dt == ndarray.Float32 {
			rcond = 0x1p-23 * float64(max(m, n))
		}
	case rcondArg == py.String("warn"):
		if frame := py.RunningFrame(); frame != nil {
			if err := warn(frame, py.FutureWarning, lstsqRcondWarning); err != nil {
				return nil, err
			}
		}
	default:
		if rcond, err = floatArg(rcondArg); err != nil {
			return nil, err
		}
	}
	if !sa.finite() || !sb.finite() {
		return nil, py.ExceptionNewf(LinAlgError, "SVD did not converge in Linear Least Squares")
	}
	amat, bmat := sa.mats[0], sb.mats[0]
	x, rank, s, err := linalg.Lstsq(amat, m, n, bmat, nrhs, rcond)
	if err != nil {
		return nil, py.ExceptionNewf(LinAlgError, "SVD did not converge in Linear Least Squares")
	}
	// The residuals' squared norms, given when a has full column rank
	// and more rows than columns.
	var resids []float64
	if rank == n && m > n {
		resids = make([]float64, nrhs)
		for j := range nrhs {
			for i := range m {
				r := bmat[i*nrhs+j]
				for c := range n {
					r -= amat[i*n+c] * x[c*nrhs+j]
				}
				resids[j] += r * r
			}
		}
	}
	xShape := []int{n, nrhs}
	if oneD {
		xShape = []int{n}
	}
	xa := (&matrixStack{}).result(dt, xShape, [][]float64{x})
	ra := (&matrixStack{}).result(dt, []int{len(resids)}, [][]float64{resids})
	sArr := (&matrixStack{}).result(dt, []int{len(s)}, [][]float64{s})
	return py.Tuple{NewArray(xa), NewArray(ra), NewScalar(ndarray.MakeInt(ndarray.Int32, int64(rank))), NewArray(sArr)}, nil
}

// linalgPinv is pinv; hermitian= is accepted and the SVD is the general
// one, which gives the same result to rounding (NumPy's hermitian path
// takes the SVD from eigh). The same holds for matrix_rank's.
func linalgPinv(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg py.Object
	var rcondArg, hermArg py.Object = py.Float(1e-15), py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:pinv", []string{"a", "rcond", "hermitian"}, &aArg, &rcondArg, &hermArg); err != nil {
		return nil, err
	}
	rcond, err := floatArg(rcondArg)
	if err != nil {
		return nil, err
	}
	st, err := matrixArg("pinv", aArg, false)
	if err != nil {
		return nil, err
	}
	if !st.finite() {
		return nil, errSVD()
	}
	var ps [][]float64
	for _, mat := range st.mats {
		p, err := linalg.Pinv(mat, st.m, st.n, rcond)
		if err != nil {
			return nil, errSVD()
		}
		ps = append(ps, p)
	}
	return NewArray(st.result(st.dt, []int{st.n, st.m}, ps)), nil
}

func linalgMatrixRank(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aArg py.Object
	var tolArg, hermArg py.Object = py.None, py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OO:matrix_rank", []string{"A", "tol", "hermitian"}, &aArg, &tolArg, &hermArg); err != nil {
		return nil, err
	}
	a, _, err := arrayArg("matrix_rank", py.Tuple{aArg})
	if err != nil {
		return nil, err
	}
	if a.NDim() < 2 {
		// NumPy: int(not all(A == 0)), a Python int.
		for i := range a.Size() {
			if a.AtFlat(i).Truth() {
				return py.Int(1), nil
			}
		}
		return py.Int(0), nil
	}
	tol := -1.0
	if tolArg != py.None {
		if tol, err = floatArg(tolArg); err != nil {
			return nil, err
		}
	}
	st, err := readMatrices(a, false)
	if err != nil {
		return nil, err
	}
	if !st.finite() {
		return nil, errSVD()
	}
	ranks := make([]float64, len(st.mats))
	for k, mat := range st.mats {
		r, err := linalg.MatrixRank(mat, st.m, st.n, tol)
		if err != nil {
			return nil, errSVD()
		}
		ranks[k] = float64(r)
	}
	if len(st.batch) == 0 {
		return NewScalar(ndarray.MakeInt(ndarray.Int64, int64(ranks[0]))), nil
	}
	return NewArray(st.result(ndarray.Int64, nil, splitEach(ranks))), nil
}

// splitEach makes one part of each value, for result.
func splitEach(vals []float64) [][]float64 {
	parts := make([][]float64, len(vals))
	for i := range vals {
		parts[i] = vals[i : i+1]
	}
	return parts
}

func linalgCond(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var xArg py.Object
	var pArg py.Object = py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|O:cond", []string{"x", "p"}, &xArg, &pArg); err != nil {
		return nil, err
	}
	x, _, err := arrayArg("cond", py.Tuple{xArg})
	if err != nil {
		return nil, err
	}
	if x.NDim() >= 2 && (x.Shape()[x.NDim()-1] == 0 || x.Shape()[x.NDim()-2] == 0) {
		return nil, py.ExceptionNewf(LinAlgError, "cond is not defined on empty arrays")
	}
	ord, err := parseOrd(pArg)
	if err != nil {
		return nil, err
	}
	if ord.none || (!ord.isStr && (ord.f == 2 || ord.f == -2)) {
		st, err := readMatrices(x, false)
		if err != nil {
			return nil, err
		}
		if !st.finite() {
			return nil, errSVD()
		}
		rs := make([]float64, len(st.mats))
		for k, mat := range st.mats {
			_, s, _, err := linalg.SVD(mat, st.m, st.n, false, false)
			if err != nil {
				return nil, errSVD()
			}
			if st.dt == ndarray.Float32 {
				// NumPy divides the float32 singular values.
				for i := range s {
					s[i] = float64(float32(s[i]))
				}
			}
			if !ord.none && ord.f == -2 {
				rs[k] = s[len(s)-1] / s[0]
			} else {
				rs[k] = s[0] / s[len(s)-1]
			}
		}
		return condResult(st, rs, false)
	}
	st, err := readMatrices(x, true)
	if err != nil {
		return nil, err
	}
	// norm(x, p) · norm(inv(x), p), each through normOrdAxis so that
	// the sums are NumPy's; a singular matrix's inverse is NaN under
	// NumPy's errstate(all='ignore'), its condition number inf.
	rs := make([]float64, len(st.mats))
	hasNaN := !st.finite()
	for k, mat := range st.mats {
		m, _ := ndarray.New(ndarray.Float64, []int{st.n, st.n})
		copy(m.Float64s(), mat)
		inv, err := ndarray.Inv(m)
		if err != nil {
			var le *ndarray.LinAlgError
			if !errors.As(err, &le) {
				return nil, linalgError(err)
			}
			rs[k] = math.NaN()
			continue
		}
		n1, err := matrixNormValue(m, pArg)
		if err != nil {
			return nil, err
		}
		n2, err := matrixNormValue(inv, pArg)
		if err != nil {
			return nil, err
		}
		rs[k] = n1 * n2
	}
	return condResult(st, rs, hasNaN)
}

// condResult converts NaN condition numbers to inf unless the input had
// NaNs, as NumPy's cond does, and returns a scalar for one matrix.
func condResult(st *matrixStack, rs []float64, inputNaN bool) (py.Object, error) {
	for k, r := range rs {
		if math.IsNaN(r) && !inputNaN {
			rs[k] = math.Inf(1)
		}
	}
	if len(st.batch) == 0 {
		return NewScalar(ndarray.MakeFloat(st.dt, rs[0])), nil
	}
	return NewArray(st.result(st.dt, nil, splitEach(rs))), nil
}

// matrixNormValue is norm(m, p) of one matrix as a float64.
func matrixNormValue(m *ndarray.Array, p py.Object) (float64, error) {
	r, err := normOrdAxis(nil, py.Tuple{NewArray(m), p}, nil)
	if err != nil {
		return 0, err
	}
	if s, ok := ScalarOf(r); ok {
		return s.Float(), nil
	}
	return py.FloatAsFloat64(r)
}

// normOrd is norm's ord (cond's p): none, a string ('fro', 'nuc'), or a
// number (inf included).
type normOrd struct {
	none, isStr bool
	s           string
	f           float64
}

func parseOrd(o py.Object) (normOrd, error) {
	if o == py.None {
		return normOrd{none: true}, nil
	}
	if s, ok := o.(py.String); ok {
		return normOrd{isStr: true, s: string(s)}, nil
	}
	f, err := floatArg(o)
	if err != nil {
		return normOrd{}, err
	}
	return normOrd{f: f}, nil
}

// callNumpyFunc calls numpy.name(*args, **kwargs).
func callNumpyFunc(name string, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	f := numpyFunctions[name]
	if f == nil {
		return nil, py.ExceptionNewf(py.NotImplementedError, "numpy.%s is not available", name)
	}
	return f.CallWithKeywords(nil, args, kwargs)
}

// normOrdAxis is numpy.linalg.norm(x, ord=None, axis=None,
// keepdims=False), NumPy 1.24's steps over the numpy module's functions
// (so that its sums are NumPy's): vector norms along one axis, matrix
// norms over two (1, -1, inf, -inf, 'fro', 'nuc', 2, -2).
func normOrdAxis(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var xArg py.Object
	var ordArg, axisArg, keepArg py.Object = py.None, py.None, py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOO:norm", []string{"x", "ord", "axis", "keepdims"}, &xArg, &ordArg, &axisArg, &keepArg); err != nil {
		return nil, err
	}
	keep, err := truth(keepArg)
	if err != nil {
		return nil, err
	}
	x, _, err := arrayArg("norm", py.Tuple{xArg})
	if err != nil {
		return nil, err
	}
	if !x.DType().IsFloat() && !x.DType().IsComplex() {
		x = x.AsType(ndarray.Float64)
	}
	ord, err := parseOrd(ordArg)
	if err != nil {
		return nil, err
	}
	nd := x.NDim()
	if axisArg == py.None && (ord.none || (ord.isStr && (ord.s == "f" || ord.s == "fro") && nd == 2) || (!ord.isStr && ord.f == 2 && nd == 1)) {
		// NumPy's sqrt(x·x) over the flattened array (norm, construct.go),
		// float32 for float32 input (NumPy's sdot sums in float32: the
		// result can differ in the last bit).
		r, err := norm(self, py.Tuple{NewArray(x)}, nil)
		if err != nil {
			return nil, err
		}
		s, _ := ScalarOf(r)
		if x.DType() == ndarray.Float32 {
			s = ndarray.MakeFloat(ndarray.Float32, s.Float())
			r = NewScalar(s)
		}
		if !keep {
			return r, nil
		}
		ones := make([]int, nd)
		for i := range ones {
			ones[i] = 1
		}
		a, _ := ndarray.Full(s.DType, ones, s)
		return NewArray(a), nil
	}
	if x.DType().IsComplex() {
		return nil, py.ExceptionNewf(py.NotImplementedError, "alpyna's NumPy does not support numpy.linalg.norm of complex arrays with ord or axis yet")
	}
	var axes []int
	if axisArg == py.None {
		for i := range nd {
			axes = append(axes, i)
		}
	} else if t, ok := axisArg.(py.Tuple); ok {
		for _, o := range t {
			i, err := py.IndexInt(o)
			if err != nil {
				return nil, err
			}
			axes = append(axes, i)
		}
	} else {
		i, err := py.IndexInt(axisArg)
		if err != nil {
			return nil, py.ExceptionNewf(py.TypeError, "'axis' must be None, an integer or a tuple of integers")
		}
		axes = []int{i}
	}
	xo := NewArray(x)
	absx := func() (py.Object, error) { return callNumpyFunc("abs", py.Tuple{xo}, nil) }
	switch len(axes) {
	case 1:
		ax := py.Int(axes[0])
		kw := py.StringDict{"axis": ax, "keepdims": py.NewBool(keep)}
		switch {
		case !ord.isStr && !ord.none && math.IsInf(ord.f, 1):
			a, err := absx()
			if err != nil {
				return nil, err
			}
			return callNumpyFunc("amax", py.Tuple{a}, kw)
		case !ord.isStr && !ord.none && math.IsInf(ord.f, -1):
			a, err := absx()
			if err != nil {
				return nil, err
			}
			return callNumpyFunc("amin", py.Tuple{a}, kw)
		case !ord.isStr && !ord.none && ord.f == 0:
			nz, err := py.Ne(xo, py.Int(0))
			if err != nil {
				return nil, err
			}
			nz, err = callMethod(nz, "astype", py.Tuple{dtypeObject{dt: x.DType()}})
			if err != nil {
				return nil, err
			}
			return callNumpyFunc("sum", py.Tuple{nz}, kw)
		case !ord.isStr && !ord.none && ord.f == 1:
			a, err := absx()
			if err != nil {
				return nil, err
			}
			return callNumpyFunc("sum", py.Tuple{a}, kw)
		case ord.none || (!ord.isStr && ord.f == 2):
			sq, err := py.Mul(xo, xo)
			if err != nil {
				return nil, err
			}
			s, err := callNumpyFunc("sum", py.Tuple{sq}, kw)
			if err != nil {
				return nil, err
			}
			return callNumpyFunc("sqrt", py.Tuple{s}, nil)
		case ord.isStr:
			return nil, py.ExceptionNewf(py.ValueError, "Invalid norm order '%s' for vectors", ord.s)
		}
		a, err := absx()
		if err != nil {
			return nil, err
		}
		p := NewScalar(ndarray.MakeFloat(x.DType(), ord.f))
		if a, err = py.Pow(a, p, py.None); err != nil {
			return nil, err
		}
		s, err := callNumpyFunc("sum", py.Tuple{a}, kw)
		if err != nil {
			return nil, err
		}
		return py.Pow(s, NewScalar(ndarray.MakeFloat(x.DType(), 1/ord.f)), py.None)
	case 2:
		row, err := axisArgument(py.Int(axes[0]), nd, "axis")
		if err != nil {
			return nil, err
		}
		col, err := axisArgument(py.Int(axes[1]), nd, "axis")
		if err != nil {
			return nil, err
		}
		if row == col {
			return nil, py.ExceptionNewf(py.ValueError, "Duplicate axes given.")
		}
		r, err := matrixNorm(x, ord, row, col)
		if err != nil || !keep {
			return r, err
		}
		shape := slices.Clone(x.Shape())
		shape[row], shape[col] = 1, 1
		ra, _, err := arrayArg("norm", py.Tuple{r})
		if err != nil {
			return nil, err
		}
		re, err := ra.Reshape(shape)
		if err != nil {
			return nil, valueError(err)
		}
		return NewArray(re), nil
	}
	return nil, py.ExceptionNewf(py.ValueError, "Improper number of dimensions to norm.")
}

// matrixNorm is norm's two-axis case over rows row and columns col.
func matrixNorm(x *ndarray.Array, ord normOrd, row, col int) (py.Object, error) {
	xo := NewArray(x)
	sumThen := func(sumAxis int, reduce string, reduceAxis int) (py.Object, error) {
		a, err := callNumpyFunc("abs", py.Tuple{xo}, nil)
		if err != nil {
			return nil, err
		}
		s, err := callNumpyFunc("sum", py.Tuple{a}, py.StringDict{"axis": py.Int(sumAxis)})
		if err != nil {
			return nil, err
		}
		return callNumpyFunc(reduce, py.Tuple{s}, py.StringDict{"axis": py.Int(reduceAxis)})
	}
	switch {
	case !ord.isStr && !ord.none && (ord.f == 2 || ord.f == -2):
		op := "amax"
		if ord.f == -2 {
			op = "amin"
		}
		return svdNorm(x, row, col, op)
	case ord.isStr && ord.s == "nuc":
		return svdNorm(x, row, col, "sum")
	case !ord.isStr && !ord.none && (ord.f == 1 || ord.f == -1):
		if col > row {
			col--
		}
		return sumThen(row, map[bool]string{true: "amax", false: "amin"}[ord.f == 1], col)
	case !ord.isStr && !ord.none && math.IsInf(ord.f, 0):
		if row > col {
			row--
		}
		return sumThen(col, map[bool]string{true: "amax", false: "amin"}[ord.f > 0], row)
	case ord.none || (ord.isStr && (ord.s == "fro" || ord.s == "f")):
		sq, err := py.Mul(xo, xo)
		if err != nil {
			return nil, err
		}
		// NumPy sums over both axes at once; with the two axes moved to
		// the end and merged into one, the sum is the same as NumPy's
		// (the same bits when they are a contiguous array's last two).
		sqa, _ := ArrayOf(sq)
		lo, hi := min(row, col), max(row, col)
		var perm, shape []int
		for i := range sqa.NDim() {
			if i != lo && i != hi {
				perm = append(perm, i)
				shape = append(shape, sqa.Shape()[i])
			}
		}
		perm = append(perm, lo, hi)
		shape = append(shape, sqa.Shape()[lo]*sqa.Shape()[hi])
		moved, err := sqa.Transpose(perm)
		if err != nil {
			return nil, valueError(err)
		}
		merged, err := moved.Copy().Reshape(shape)
		if err != nil {
			return nil, valueError(err)
		}
		s, err := callNumpyFunc("sum", py.Tuple{NewArray(merged)}, py.StringDict{"axis": py.Int(-1)})
		if err != nil {
			return nil, err
		}
		return callNumpyFunc("sqrt", py.Tuple{s}, nil)
	}
	return nil, py.ExceptionNewf(py.ValueError, "Invalid norm order for matrices.")
}

// svdNorm is NumPy's _multi_svd_norm: op (amax, amin or sum) of the
// singular values of the matrices over axes row and col.
func svdNorm(x *ndarray.Array, row, col int, op string) (py.Object, error) {
	// Move row and col to the end, the others in order.
	var perm []int
	for i := range x.NDim() {
		if i != row && i != col {
			perm = append(perm, i)
		}
	}
	perm = append(perm, row, col)
	y, err := x.Transpose(perm)
	if err != nil {
		return nil, valueError(err)
	}
	s, err := linalgSVD(nil, py.Tuple{NewArray(y)}, py.StringDict{"compute_uv": py.False})
	if err != nil {
		return nil, err
	}
	return callNumpyFunc(op, py.Tuple{s}, py.StringDict{"axis": py.Int(-1)})
}

// callMethod calls o.name(*args).
func callMethod(o py.Object, name string, args py.Tuple) (py.Object, error) {
	f, err := py.GetAttrString(o, name)
	if err != nil {
		return nil, err
	}
	return py.Call(f, args, nil)
}
