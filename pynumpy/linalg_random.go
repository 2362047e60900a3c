package pynumpy

import (
	"maps"
	"math"
	"slices"

	"github.com/alpyna/alpyna/linalg"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file is multivariate_normal on the legacy RandomState (and the
// numpy.random function) and on Generator, over package linalg's svd
// and eigh.

// The multivariate normal samplers join numpy.random's tables before
// random.go's and generator.go's init functions build the module and the
// types from them: a package variable's initialiser runs after those of
// the variables it reads, and before every init.
var _ = func() bool {
	randomFuncs = append(randomFuncs, randomFunc{"multivariate_normal",
		"multivariate_normal(mean, cov, size=None, check_valid='warn', tol=1e-8)\n\nNormal vectors of mean mean and covariance cov: standard normals times sqrt(s)·vh of cov's SVD.",
		func(s *randomState, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return multivariateNormal(args, kwargs, false, func(shape []int) (*ndarray.Array, error) {
				a, err := ndarray.New(ndarray.Float64, shape)
				if err != nil {
					return nil, err
				}
				vals := a.Float64s()
				for i := range vals {
					vals[i] = s.mt.gaussian()
				}
				return a, nil
			})
		}})
	generatorMethods = append(generatorMethods, struct {
		name, doc string
		f         func(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error)
	}{"multivariate_normal",
		"multivariate_normal(mean, cov, size=None, check_valid='warn', tol=1e-8, *, method='svd')\n\nNormal vectors of mean mean and covariance cov, from cov's SVD (or eigh, or cholesky).",
		func(g *generator, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return multivariateNormal(args, kwargs, true, func(shape []int) (*ndarray.Array, error) {
				a, err := ndarray.New(ndarray.Float64, shape)
				if err != nil {
					return nil, err
				}
				g.mu.Lock()
				defer g.mu.Unlock()
				vals := a.Float64s()
				for i := range vals {
					vals[i] = g.pcg.standardNormal()
				}
				return a, nil
			})
		}})
	return true
}()

// multivariateNormal is RandomState.multivariate_normal (legacy: x ·
// (sqrt(s)[:, None] · vh) by np.dot) and, with generator,
// Generator.multivariate_normal (x @ (u · sqrt(s)).T, or the eigh and
// cholesky methods), NumPy 1.24's steps; normals draws the standard
// normals of a shape. The samples depend on the signs of svd's vectors:
// they are NumPy's for a diagonal covariance, and can differ from
// NumPy's (with the same distribution) where linalg's singular vectors
// differ from LAPACK's in sign.
func multivariateNormal(args py.Tuple, kwargs py.StringDict, generator bool, normals func([]int) (*ndarray.Array, error)) (py.Object, error) {
	var meanArg, covArg py.Object
	var sizeArg, checkArg, tolArg, methodArg py.Object = py.None, py.String("warn"), py.Float(1e-8), py.String("svd")
	names := []string{"mean", "cov", "size", "check_valid", "tol"}
	if generator {
		// method is keyword-only.
		if m, ok := kwargs["method"]; ok {
			methodArg = m
			kwargs = maps.Clone(kwargs)
			delete(kwargs, "method")
		}
	}
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|OOO:multivariate_normal", names, &meanArg, &covArg, &sizeArg, &checkArg, &tolArg); err != nil {
		return nil, err
	}
	method, _ := methodArg.(py.String)
	if method != "svd" && method != "eigh" && method != "cholesky" {
		return nil, py.ExceptionNewf(py.ValueError, "method must be one of {'eigh', 'svd', 'cholesky'}")
	}
	mean, err := arrayFromObject(meanArg)
	if err != nil {
		return nil, err
	}
	cov, err := arrayFromObject(covArg)
	if err != nil {
		return nil, err
	}
	if generator && (mean.DType().IsComplex() || cov.DType().IsComplex()) {
		return nil, py.ExceptionNewf(py.TypeError, "mean and cov must not be complex")
	}
	var shape []int
	if sizeArg != py.None {
		if shape, err = shapeOf(sizeArg); err != nil {
			return nil, err
		}
	}
	if mean.NDim() != 1 {
		return nil, py.ExceptionNewf(py.ValueError, "mean must be 1 dimensional")
	}
	if cov.NDim() != 2 || cov.Shape()[0] != cov.Shape()[1] {
		return nil, py.ExceptionNewf(py.ValueError, "cov must be 2 dimensional and square")
	}
	n := mean.Shape()[0]
	if cov.Shape()[0] != n {
		return nil, py.ExceptionNewf(py.ValueError, "mean and cov must have same length")
	}
	finalShape := append(slices.Clone(shape), n)
	x, err := normals(finalShape)
	if err != nil {
		return nil, valueError(err)
	}
	if x, err = x.Reshape([]int{x.Size() / max(n, 1), n}); err != nil {
		return nil, valueError(err)
	}
	covVals := cov.AsType(ndarray.Float64).Float64s()
	// factor is the n×n matrix the normals' rows are multiplied by.
	factor := make([]float64, n*n)
	var psd bool
	switch method {
	case "svd":
		if !finiteFloats(covVals) {
			return nil, errSVD()
		}
		u, s, vh, err := linalg.SVD(covVals, n, n, true, true)
		if err != nil {
			return nil, errSVD()
		}
		// psd: allclose(dot(vh.T * s, vh), cov, rtol=tol, atol=tol).
		tol, err := floatArg(tolArg)
		if err != nil {
			return nil, err
		}
		psd = reconstructsClose(vh, s, covVals, n, tol)
		for i := range n {
			for j := range n {
				if generator {
					// (u * sqrt(s)).T: row i is column i of u times sqrt(s[i]).
					factor[i*n+j] = u[j*n+i] * math.Sqrt(s[i])
				} else {
					factor[i*n+j] = math.Sqrt(s[i]) * vh[i*n+j]
				}
			}
		}
	case "eigh":
		w, v, err := linalg.SymEig(covVals, n, true)
		if err != nil {
			return nil, py.ExceptionNewf(LinAlgError, "Eigenvalues did not converge")
		}
		tol, err := floatArg(tolArg)
		if err != nil {
			return nil, err
		}
		psd = true
		for _, e := range w {
			psd = psd && !(e < -tol)
		}
		for i := range n {
			for j := range n {
				factor[i*n+j] = v[j*n+i] * math.Sqrt(math.Abs(w[i]))
			}
		}
	case "cholesky":
		c, err := ndarray.Cholesky(cov.AsType(ndarray.Float64))
		if err != nil {
			return nil, linalgError(err)
		}
		lv := c.Float64s()
		for i := range n {
			for j := range n {
				factor[i*n+j] = lv[j*n+i]
			}
		}
		psd = true
	}
	if checkArg != py.String("ignore") && method != "cholesky" {
		if checkArg != py.String("warn") && checkArg != py.String("raise") {
			return nil, py.ExceptionNewf(py.ValueError, "check_valid must equal 'warn', 'raise', or 'ignore'")
		}
		if !psd {
			const msg = "covariance is not symmetric positive-semidefinite."
			if checkArg == py.String("raise") {
				return nil, py.ExceptionNewf(py.ValueError, msg)
			}
			if frame := py.RunningFrame(); frame != nil {
				if err := warn(frame, py.RuntimeWarning, msg); err != nil {
					return nil, err
				}
			}
		}
	}
	fa, _ := ndarray.New(ndarray.Float64, []int{n, n})
	copy(fa.Float64s(), factor)
	var prod py.Object
	if generator {
		prod, err = matmul(NewArray(x), NewArray(fa))
	} else {
		prod, err = dot("dot", py.Tuple{NewArray(x), NewArray(fa)})
	}
	if err != nil {
		return nil, err
	}
	// NumPy: mean + x @ factor (Generator), x += mean (legacy); the same
	// sums either way.
	out, err := py.Add(prod, NewArray(mean.AsType(ndarray.Float64)))
	if err != nil {
		return nil, err
	}
	oa, _ := ArrayOf(out)
	res, err := oa.Reshape(finalShape)
	if err != nil {
		return nil, valueError(err)
	}
	return NewArray(res), nil
}

func finiteFloats(vals []float64) bool {
	for _, v := range vals {
		if math.IsInf(v, 0) || math.IsNaN(v) {
			return false
		}
	}
	return true
}

// reconstructsClose is NumPy's psd test np.allclose(np.dot(vh.T * s,
// vh), cov, rtol=tol, atol=tol).
func reconstructsClose(vh, s, cov []float64, n int, tol float64) bool {
	for i := range n {
		for j := range n {
			r := 0.0
			for k := range n {
				r += vh[k*n+i] * s[k] * vh[k*n+j]
			}
			if !(math.Abs(r-cov[i*n+j]) <= tol+tol*math.Abs(cov[i*n+j])) {
				return false
			}
		}
	}
	return true
}
