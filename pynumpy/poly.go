package pynumpy

import (
	"cmp"
	"math"
	"slices"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file binds convolve correlate kron cross cov corrcoef polyfit,
// each following the steps of NumPy 1.24's Python or C code so the
// results, dtypes and errors are NumPy's.

// polyFunctions are this file's module functions.
func polyFunctions() []*py.Method {
	return []*py.Method{
		py.MustNewMethod("convolve", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return correlate("convolve", "full", true, args, kwargs)
		}, 0, "convolve(a, v, mode='full')\n\nThe discrete linear convolution of two 1-d sequences ('full', 'same' or 'valid')."),
		py.MustNewMethod("correlate", func(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
			return correlate("correlate", "valid", false, args, kwargs)
		}, 0, "correlate(a, v, mode='valid')\n\nThe cross-correlation of two 1-d sequences ('valid', 'same' or 'full')."),
		py.MustNewMethod("kron", kron, 0, "kron(a, b)\n\nThe Kronecker product of a and b."),
		py.MustNewMethod("cross", cross, 0, "cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None)\n\nThe cross products of 2- and 3-vectors along the given axes."),
		py.MustNewMethod("cov", cov, 0, "cov(m, y=None, rowvar=True, bias=False, ddof=None)\n\nThe covariance matrix of the variables in the rows (columns with rowvar=False) of m and y."),
		py.MustNewMethod("corrcoef", corrcoef, 0, "corrcoef(x, y=None, rowvar=True)\n\nThe Pearson correlation coefficients of the variables of x and y."),
		py.MustNewMethod("polyfit", polyfit, 0, "polyfit(x, y, deg)\n\nThe least-squares polynomial of degree deg through (x, y), highest power first."),
	}
}

// lineArg converts a correlate argument: a 1-d array (a scalar becomes
// one element for convolve, as its ndmin=1; correlate refuses it).
func lineArg(name string, obj py.Object) (*ndarray.Array, error) {
	a, _, err := arrayArg(name, py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	switch {
	case a.NDim() == 0 && name == "correlate":
		return nil, py.ExceptionNewf(py.ValueError, "object of too small depth for desired array")
	case a.NDim() == 0:
		return a.Reshape([]int{1})
	case a.NDim() > 1:
		return nil, py.ExceptionNewf(py.ValueError, "object too deep for desired array")
	}
	return a, nil
}

// correlate is np.correlate, and np.convolve (convolve=true): NumPy's
// convolve puts the longer sequence first and correlates it with the
// other reversed.
func correlate(name, defMode string, convolve bool, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aObj, vObj py.Object
	var modeArg py.Object = py.String(defMode)
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|O:"+name, []string{"a", "v", "mode"}, &aObj, &vObj, &modeArg); err != nil {
		return nil, err
	}
	a, err := lineArg(name, aObj)
	if err != nil {
		return nil, err
	}
	v, err := lineArg(name, vObj)
	if err != nil {
		return nil, err
	}
	mode, err := correlateMode(modeArg)
	if err != nil {
		return nil, err
	}
	if convolve {
		if v.Size() > a.Size() {
			a, v = v, a
		}
		if a.Size() == 0 {
			return nil, py.ExceptionNewf(py.ValueError, "a cannot be empty")
		}
		if v.Size() == 0 {
			return nil, py.ExceptionNewf(py.ValueError, "v cannot be empty")
		}
		rev, _ := v.Flip([]int{0})
		v = rev.Copy() // NumPy's correlate copies the reversed view to a fresh, aligned array
	}
	// Both go to their common type; a converted array is a fresh one.
	dt := ndarray.PromoteTypes(a.DType(), v.DType())
	if a.DType() != dt {
		a = a.AsType(dt)
	}
	if v.DType() != dt {
		v = v.AsType(dt)
	}
	r, err := ndarray.Correlate(a, v, mode, !convolve)
	if err != nil {
		return nil, valueError(err)
	}
	return NewArray(r), nil
}

// correlateMode parses NumPy's correlate mode: a name or 0, 1, 2.
func correlateMode(o py.Object) (ndarray.CorrelateMode, error) {
	switch m := o.(type) {
	case py.String:
		switch m {
		case "valid":
			return ndarray.CorrelateValid, nil
		case "same":
			return ndarray.CorrelateSame, nil
		case "full":
			return ndarray.CorrelateFull, nil
		}
		return 0, py.ExceptionNewf(py.ValueError, "mode must be one of 'valid', 'same', or 'full' (got '%s')", string(m))
	case py.Int:
		if m >= 0 && m <= 2 {
			return ndarray.CorrelateMode(m), nil
		}
		return 0, py.ExceptionNewf(py.ValueError, "integer convolve mode must be 0, 1, or 2")
	}
	return 0, py.ExceptionNewf(py.TypeError, "convolve mode not understood")
}

// kron is np.kron: a with a unit axis after each of its axes times b
// with one before each of its, reshaped to the products of the shapes
// (the shorter shape padded with leading ones).
func kron(_ py.Object, args py.Tuple) (py.Object, error) {
	a, b, err := twoArrays("kron", args)
	if err != nil {
		return nil, err
	}
	if a.NDim() == 0 || b.NDim() == 0 {
		return binary(ndarray.Mul, NewArray(a), NewArray(b))
	}
	nd := max(a.NDim(), b.NDim())
	pad := func(shape []int) []int {
		out := make([]int, nd-len(shape), nd)
		for i := range out {
			out[i] = 1
		}
		return append(out, shape...)
	}
	as, bs := pad(a.Shape()), pad(b.Shape())
	aShape, bShape, rShape := make([]int, 0, 2*nd), make([]int, 0, 2*nd), make([]int, nd)
	for i := range nd {
		aShape = append(aShape, as[i], 1)
		bShape = append(bShape, 1, bs[i])
		rShape[i] = as[i] * bs[i]
	}
	ar, err := a.Copy().Reshape(aShape)
	if err != nil {
		return nil, valueError(err)
	}
	br, err := b.Copy().Reshape(bShape)
	if err != nil {
		return nil, valueError(err)
	}
	prod, err := binary(ndarray.Mul, NewArray(ar), NewArray(br))
	if err != nil {
		return nil, err
	}
	r, err := prod.(*array).a.Reshape(rShape)
	return viewResult(r, err)
}

// moveAxisLast is np.moveaxis(a, axis, -1), a view; prefix names the
// argument in NumPy's AxisError.
func moveAxisLast(a *ndarray.Array, axis int, prefix string) (*ndarray.Array, error) {
	n := a.NDim()
	if axis < -n || axis >= n {
		return nil, axisError("%s: axis %d is out of bounds for array of dimension %d", prefix, axis, n)
	}
	if axis < 0 {
		axis += n
	}
	perm := make([]int, 0, n)
	for i := range n {
		if i != axis {
			perm = append(perm, i)
		}
	}
	return a.Transpose(append(perm, axis))
}

// component is a[..., i], a view.
func component(a *ndarray.Array, i int) *ndarray.Array {
	n := a.NDim()
	perm := append([]int{n - 1}, make([]int, n-1)...)
	for k := 1; k < n; k++ {
		perm[k] = k - 1
	}
	t, _ := a.Transpose(perm)
	return t.Sub(i)
}

// cross is np.cross, NumPy 1.24's formulas for each pair of vector
// lengths (a missing third component counts as zero without adding it).
func cross(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var aObj, bObj py.Object
	var axisaArg, axisbArg, axiscArg, axisArg py.Object = py.Int(-1), py.Int(-1), py.Int(-1), py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|OOOO:cross", []string{"a", "b", "axisa", "axisb", "axisc", "axis"}, &aObj, &bObj, &axisaArg, &axisbArg, &axiscArg, &axisArg); err != nil {
		return nil, err
	}
	if axisArg != py.None {
		axisaArg, axisbArg, axiscArg = axisArg, axisArg, axisArg
	}
	var axes [3]int
	for i, o := range []py.Object{axisaArg, axisbArg, axiscArg} {
		var err error
		if axes[i], err = py.IndexInt(o); err != nil {
			return nil, err
		}
	}
	a, _, err := arrayArg("cross", py.Tuple{aObj})
	if err != nil {
		return nil, err
	}
	b, _, err := arrayArg("cross", py.Tuple{bObj})
	if err != nil {
		return nil, err
	}
	if a, err = moveAxisLast(a, axes[0], "axisa"); err != nil {
		return nil, err
	}
	if b, err = moveAxisLast(b, axes[1], "axisb"); err != nil {
		return nil, err
	}
	na, nb := a.Shape()[a.NDim()-1], b.Shape()[b.NDim()-1]
	if (na != 2 && na != 3) || (nb != 2 && nb != 3) {
		return nil, py.ExceptionNewf(py.ValueError, "incompatible dimensions for cross product\n(dimension must be 2 or 3)")
	}
	dt := ndarray.PromoteTypes(a.DType(), b.DType())
	ac := func(i int) py.Object { return NewArray(component(a, i)) }
	bc := func(i int) py.Object { return NewArray(component(b, i)) }
	product := func(x, y py.Object) (py.Object, error) { return binary(ndarray.Mul, x, y) }
	negProduct := func(x, y py.Object) (py.Object, error) { // -(x*y)
		p, err := product(x, y)
		if err != nil {
			return nil, err
		}
		return unary(ndarray.Neg, p)
	}
	diff := func(x, y, u, v py.Object) (py.Object, error) { // x*y - u*v
		p, err := product(x, y)
		if err != nil {
			return nil, err
		}
		q, err := product(u, v)
		if err != nil {
			return nil, err
		}
		return binary(ndarray.Sub, p, q)
	}
	toArray := func(o py.Object) (*ndarray.Array, error) {
		r, _, err := arrayArg("cross", py.Tuple{o})
		if err != nil {
			return nil, err
		}
		return r.AsType(dt), nil
	}
	if na == 2 && nb == 2 {
		cp, err := diff(ac(0), bc(1), ac(1), bc(0))
		if err != nil {
			return nil, err
		}
		r, err := toArray(cp)
		if err != nil {
			return nil, err
		}
		return NewArray(r), nil
	}
	var parts [3]py.Object
	switch {
	case na == 2: // b is a 3-vector; a's third component is zero
		if parts[0], err = product(ac(1), bc(2)); err == nil {
			if parts[1], err = negProduct(ac(0), bc(2)); err == nil {
				parts[2], err = diff(ac(0), bc(1), ac(1), bc(0))
			}
		}
	case nb == 2: // a is a 3-vector; b's third component is zero
		if parts[0], err = negProduct(ac(2), bc(1)); err == nil {
			if parts[1], err = product(ac(2), bc(0)); err == nil {
				parts[2], err = diff(ac(0), bc(1), ac(1), bc(0))
			}
		}
	default:
		if parts[0], err = diff(ac(1), bc(2), ac(2), bc(1)); err == nil {
			if parts[1], err = diff(ac(2), bc(0), ac(0), bc(2)); err == nil {
				parts[2], err = diff(ac(0), bc(1), ac(1), bc(0))
			}
		}
	}
	if err != nil {
		return nil, err
	}
	comps := make([]*ndarray.Array, 3)
	for i, p := range parts {
		if comps[i], err = toArray(p); err != nil {
			return nil, err
		}
	}
	// The components broadcast to one shape before stacking.
	shape := comps[0].Shape()
	for _, c := range comps[1:] {
		if c.NDim() > len(shape) {
			shape = c.Shape()
		}
	}
	for i, c := range comps {
		if comps[i], err = c.BroadcastTo(shape); err != nil {
			return nil, valueError(err)
		}
	}
	cp, err := ndarray.Stack(comps, len(shape))
	if err != nil {
		return nil, valueError(err)
	}
	nc := cp.NDim()
	axisc := axes[2]
	if axisc < -nc || axisc >= nc {
		return nil, axisError("axisc: axis %d is out of bounds for array of dimension %d", axisc, nc)
	}
	if axisc < 0 {
		axisc += nc
	}
	// np.moveaxis(cp, -1, axisc)
	perm := make([]int, 0, nc)
	for i := range nc - 1 {
		if i == axisc {
			perm = append(perm, nc-1)
		}
		perm = append(perm, i)
	}
	if axisc == nc-1 {
		perm = append(perm, nc-1)
	}
	r, err := cp.Transpose(perm)
	return viewResult(r, err)
}

// covInput is np.array(m, ndmin=2, dtype=float64) for cov, transposed
// for rowvar=False.
func covInput(name string, obj py.Object, rowvar bool) (*ndarray.Array, error) {
	m, _, err := arrayArg("cov", py.Tuple{obj})
	if err != nil {
		return nil, err
	}
	if m.NDim() > 2 {
		return nil, py.ExceptionNewf(py.ValueError, "%s has more than 2 dimensions", name)
	}
	if m.DType().IsComplex() {
		return nil, py.ExceptionNewf(py.NotImplementedError, "cov and corrcoef of complex arrays are not supported (docs/numpy.md)")
	}
	x := m.AsType(ndarray.Float64)
	for x.NDim() < 2 {
		if x, err = x.ExpandDims(0); err != nil {
			return nil, valueError(err)
		}
	}
	if !rowvar && x.Shape()[0] != 1 {
		x, _ = x.Transpose(nil)
	}
	return x, nil
}

// covariance is NumPy 1.24's cov: the rows' means subtracted, X @ X.T
// times 1/(n - ddof), squeezed.
func covariance(mObj, yObj py.Object, rowvar, bias bool, ddofArg py.Object) (*ndarray.Array, error) {
	x, err := covInput("m", mObj, rowvar)
	if err != nil {
		return nil, err
	}
	if x.Shape()[0] == 0 {
		return ndarray.New(ndarray.Float64, []int{0, 0})
	}
	if yObj != py.None {
		y, err := covInput("y", yObj, rowvar)
		if err != nil {
			return nil, err
		}
		if x, err = ndarray.Concatenate([]*ndarray.Array{x, y}, 0); err != nil {
			return nil, valueError(err)
		}
	}
	ddof := 1
	if bias {
		ddof = 0
	}
	if ddofArg != py.None {
		if ddof, err = integralArg(ddofArg); err != nil {
			return nil, py.ExceptionNewf(py.ValueError, "ddof must be integer")
		}
	}
	avg, err := x.ReduceAxis(ndarray.RMean, 1, true, 0)
	if err != nil {
		return nil, valueError(err)
	}
	fact := float64(x.Shape()[1] - ddof)
	if fact <= 0 {
		if frame := py.RunningFrame(); frame != nil {
			if err := warn(frame, py.RuntimeWarning, "Degrees of freedom <= 0 for slice"); err != nil {
				return nil, err
			}
		}
		fact = 0
	}
	d, err := ndarray.Binary(ndarray.Sub, ndarray.Operand{Array: x}, ndarray.Operand{Array: avg})
	if err != nil {
		return nil, valueError(err)
	}
	dt, _ := d.Array.Transpose(nil)
	c, err := ndarray.Dot(d.Array, dt)
	if err != nil {
		return nil, valueError(err)
	}
	// c *= np.true_divide(1, fact): NumPy multiplies by the reciprocal.
	r, err := ndarray.Binary(ndarray.Mul, ndarray.Operand{Array: c}, ndarray.Operand{Scalar: ndarray.MakeFloat(ndarray.Float64, 1/fact)})
	if err != nil {
		return nil, valueError(err)
	}
	return r.Array.Squeeze(nil)
}

func cov(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var mObj py.Object
	var yObj, rowvarArg, biasArg, ddofArg, fw, aw, dtArg py.Object = py.None, py.True, py.False, py.None, py.None, py.None, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOOOOOO:cov", []string{"m", "y", "rowvar", "bias", "ddof", "fweights", "aweights", "dtype"}, &mObj, &yObj, &rowvarArg, &biasArg, &ddofArg, &fw, &aw, &dtArg); err != nil {
		return nil, err
	}
	if fw != py.None || aw != py.None || dtArg != py.None {
		return nil, py.ExceptionNewf(py.NotImplementedError, "cov: fweights, aweights and dtype are not supported (docs/numpy.md)")
	}
	rowvar, err := py.MakeBool(rowvarArg)
	if err != nil {
		return nil, err
	}
	bias, err := py.MakeBool(biasArg)
	if err != nil {
		return nil, err
	}
	c, err := covariance(mObj, yObj, rowvar == py.True, bias == py.True, ddofArg)
	if err != nil {
		return nil, err
	}
	return NewArray(c), nil
}

// corrcoef is NumPy 1.24's: the covariance divided by the standard
// deviations along rows and then columns, clipped to [-1, 1].
func corrcoef(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var xObj py.Object
	var yObj, rowvarArg, biasArg, ddofArg, dtArg py.Object = py.None, py.True, py.None, py.None, py.None
	if err := py.ParseTupleAndKeywords(args, kwargs, "O|OOOOO:corrcoef", []string{"x", "y", "rowvar", "bias", "ddof", "dtype"}, &xObj, &yObj, &rowvarArg, &biasArg, &ddofArg, &dtArg); err != nil {
		return nil, err
	}
	if biasArg != py.None || ddofArg != py.None || dtArg != py.None {
		return nil, py.ExceptionNewf(py.NotImplementedError, "corrcoef: bias, ddof and dtype are not supported (docs/numpy.md)")
	}
	rowvar, err := py.MakeBool(rowvarArg)
	if err != nil {
		return nil, err
	}
	c, err := covariance(xObj, yObj, rowvar == py.True, false, py.None)
	if err != nil {
		return nil, err
	}
	if c.NDim() == 0 {
		// NumPy's diag fails on the 0-d covariance of one variable: c / c,
		// a scalar.
		return binary(ndarray.TrueDiv, NewScalar(c.At()), NewScalar(c.At()))
	}
	n := c.Shape()[0]
	std := make([]float64, n)
	for i := range n {
		std[i] = math.Sqrt(c.At(i, i).Float())
	}
	// c /= stddev[:, None]; c /= stddev[None, :]; clip to [-1, 1]
	// (NaN stays NaN).
	for i := range n {
		for j := range n {
			v := c.At(i, j).Float() / std[i] / std[j]
			if v < -1 {
				v = -1
			} else if v > 1 {
				v = 1
			}
			c.Set(ndarray.MakeFloat(ndarray.Float64, v), i, j)
		}
	}
	return NewArray(c), nil
}

// polyfit is np.polyfit(x, y, deg): NumPy's least-squares fit on the
// Vandermonde matrix with its columns scaled to unit norm, solved here by
// Householder QR where NumPy calls LAPACK's dgelsd (an SVD): the two agree
// to a few units in the last place for well-conditioned fits.
func polyfit(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	var xObj, yObj, degArg py.Object
	var rcond, full, w, covArg py.Object = py.None, py.False, py.None, py.False
	if err := py.ParseTupleAndKeywords(args, kwargs, "OOO|OOOO:polyfit", []string{"x", "y", "deg", "rcond", "full", "w", "cov"}, &xObj, &yObj, &degArg, &rcond, &full, &w, &covArg); err != nil {
		return nil, err
	}
	wantFull, err := py.MakeBool(full)
	if err != nil {
		return nil, err
	}
	deg, err := integralArg(degArg) // NumPy's int(deg)
	if err != nil {
		return nil, err
	}
	x, _, err := arrayArg("polyfit", py.Tuple{xObj})
	if err != nil {
		return nil, err
	}
	y, _, err := arrayArg("polyfit", py.Tuple{yObj})
	if err != nil {
		return nil, err
	}
	switch {
	case deg < 0:
		return nil, py.ExceptionNewf(py.ValueError, "expected deg >= 0")
	case x.NDim() != 1:
		return nil, py.ExceptionNewf(py.TypeError, "expected 1D vector for x")
	case x.Size() == 0:
		return nil, py.ExceptionNewf(py.TypeError, "expected non-empty vector for x")
	case y.NDim() < 1 || y.NDim() > 2:
		return nil, py.ExceptionNewf(py.TypeError, "expected 1D or 2D array for y")
	case x.Shape()[0] != y.Shape()[0]:
		return nil, py.ExceptionNewf(py.TypeError, "expected x and y to have same length")
	case x.DType().IsComplex() || y.DType().IsComplex():
		return nil, py.ExceptionNewf(py.NotImplementedError, "polyfit of complex values is not supported (docs/numpy.md)")
	case x.Size() < deg+1:
		// NumPy's dgelsd gives the minimum-norm solution with a RankWarning.
		return nil, py.ExceptionNewf(py.NotImplementedError, "polyfit: fewer points than coefficients is not supported (docs/numpy.md)")
	}
	order := deg + 1
	m := x.Size()
	var weights *ndarray.Array
	if w != py.None {
		if weights, _, err = arrayArg("polyfit", py.Tuple{w}); err != nil {
			return nil, err
		}
		switch {
		case weights.NDim() != 1:
			return nil, py.ExceptionNewf(py.TypeError, "expected a 1-d array for weights")
		case weights.Shape()[0] != y.Shape()[0]:
			return nil, py.ExceptionNewf(py.TypeError, "expected w and y to have the same length")
		}
	}
	rc := float64(m) * 0x1p-52 // len(x) * finfo(float64).eps
	if rcond != py.None {
		f, err := py.MakeFloat(rcond)
		if err != nil {
			return nil, err
		}
		rc = float64(f.(py.Float))
	}
	nrhs := 1
	if y.NDim() == 2 {
		nrhs = y.Shape()[1]
	}
	// vander(x, order): powers by repeated products, highest first.
	lhs := make([][]float64, m)
	for i := range m {
		row := make([]float64, order)
		xi := x.AtFlat(i).Float()
		row[order-1] = 1
		if order > 1 {
			row[order-2] = xi
			for k := order - 3; k >= 0; k-- {
				row[k] = row[k+1] * xi
			}
		}
		lhs[i] = row
	}
	if weights != nil { // lhs *= w[:, newaxis]
		for i := range m {
			wi := weights.AtFlat(i).Float()
			for k := range order {
				lhs[i][k] *= wi
			}
		}
	}
	// scale = sqrt((lhs*lhs).sum(axis=0)), summed down the rows in order.
	scale := make([]float64, order)
	for k := range order {
		var s float64
		for i := range m {
			s += float64(lhs[i][k] * lhs[i][k])
		}
		scale[k] = math.Sqrt(s)
	}
	for i := range m {
		for k := range order {
			lhs[i][k] /= scale[k]
		}
	}
	rhs := make([][]float64, nrhs)
	for j := range rhs {
		rhs[j] = make([]float64, m)
		for i := range m {
			if y.NDim() == 2 {
				rhs[j][i] = y.At(i, j).Float()
			} else {
				rhs[j][i] = y.AtFlat(i).Float()
			}
		}
	}
	if weights != nil { // rhs *= w (each column)
		for j := range rhs {
			for i := range m {
				rhs[j][i] *= weights.AtFlat(i).Float()
			}
		}
	}
	scaled := make([][]float64, m) // lhs, which leastSquares overwrites
	for i, row := range lhs {
		scaled[i] = slices.Clone(row)
	}
	coef := leastSquares(lhs, rhs, order)
	shape := []int{order}
	if y.NDim() == 2 {
		shape = []int{order, nrhs}
	}
	out, err := ndarray.New(ndarray.Float64, shape)
	if err != nil {
		return nil, valueError(err)
	}
	for k := range order {
		for j := range nrhs {
			out.SetFlat(k*nrhs+j, ndarray.MakeFloat(ndarray.Float64, coef[j][k]/scale[k]))
		}
	}
	if wantFull == py.False && covArg == py.False && rcond == py.None {
		return NewArray(out), nil
	}
	// lstsq's extra results: the singular values of the scaled matrix (of
	// its R factor, which leastSquares left in lhs), the rank they give
	// against rcond, and the residual sums of squares (the transformed
	// right-hand sides' entries past the rank) when the fit is of full
	// rank with points to spare.
	sv := singularValues(lhs, order)
	rank := 0
	for _, v := range sv {
		if v > rc*sv[0] {
			rank++
		}
	}
	if rank < order {
		// NumPy's dgelsd drops the small singular values: a minimum-norm
		// solution, not this QR one.
		return nil, py.ExceptionNewf(py.NotImplementedError, "polyfit: a fit of rank %d below its %d coefficients (rcond drops singular values) is not supported (docs/numpy.md)", rank, order)
	}
	if wantFull == py.False && covArg == py.False {
		return NewArray(out), nil
	}
	var resids *ndarray.Array
	if m > order {
		resids, _ = ndarray.New(ndarray.Float64, []int{nrhs})
		for j, b := range rhs {
			var ss float64
			for _, v := range b[order:] {
				ss += v * v
			}
			resids.Float64s()[j] = ss
		}
	} else {
		resids, _ = ndarray.New(ndarray.Float64, []int{0})
	}
	if wantFull == py.True {
		s, _ := ndarray.New(ndarray.Float64, []int{order})
		copy(s.Float64s(), sv)
		return py.Tuple{NewArray(out), NewArray(resids), py.Int(rank), NewArray(s), py.Float(rc)}, nil
	}
	return polyfitCov(out, scaled, scale, resids, covArg, m, order, y.NDim())
}

// polyfitCov is polyfit's cov=True ("unscaled" too): the coefficients and
// inv(lhs.T @ lhs) / outer(scale, scale), times the residual sum of
// squares over len(x) - order unless unscaled, as NumPy computes it.
func polyfitCov(coef *ndarray.Array, lhs [][]float64, scale []float64, resids *ndarray.Array, covArg py.Object, m, order, yDims int) (py.Object, error) {
	gram, _ := ndarray.New(ndarray.Float64, []int{order, order})
	g := gram.Float64s()
	for r := range order {
		for c := range order {
			var sum float64
			for i := range m {
				sum += lhs[i][r] * lhs[i][c]
			}
			g[r*order+c] = sum
		}
	}
	vbase, err := ndarray.Inv(gram)
	if err != nil {
		return nil, linalgError(err)
	}
	v := vbase.Float64s()
	for r := range order {
		for c := range order {
			v[r*order+c] /= scale[r] * scale[c]
		}
	}
	fac := []float64{1}
	if s, ok := covArg.(py.String); !ok || s != "unscaled" {
		if m <= order {
			return nil, py.ExceptionNewf(py.ValueError, "the number of data points must exceed order to scale the covariance matrix")
		}
		fac = fac[:0]
		for _, r := range resids.Float64s() {
			fac = append(fac, r/float64(m-order))
		}
	}
	if yDims == 1 {
		for i := range v {
			v[i] *= fac[0]
		}
		return py.Tuple{NewArray(coef), NewArray(vbase)}, nil
	}
	// Vbase[:, :, newaxis] * fac: one covariance matrix per column of y.
	cov, _ := ndarray.New(ndarray.Float64, []int{order, order, len(fac)})
	for i, vi := range v {
		for j, f := range fac {
			cov.Float64s()[i*len(fac)+j] = vi * f
		}
	}
	return py.Tuple{NewArray(coef), NewArray(cov)}, nil
}

// singularValues are the singular values of the upper triangle of the
// first n rows of r (n columns), largest first, by one-sided Jacobi
// rotations of its columns, which keep small singular values accurate.
func singularValues(r [][]float64, n int) []float64 {
	a := make([][]float64, n) // the columns of the triangle
	for c := range n {
		a[c] = make([]float64, n)
		for i := 0; i <= c && i < len(r); i++ {
			a[c][i] = r[i][c]
		}
	}
	for sweep := 0; sweep < 60; sweep++ {
		rotated := false
		for p := 0; p < n; p++ {
			for q := p + 1; q < n; q++ {
				var alpha, beta, gamma float64
				for i := range n {
					alpha += a[p][i] * a[p][i]
					beta += a[q][i] * a[q][i]
					gamma += a[p][i] * a[q][i]
				}
				if gamma == 0 || math.Abs(gamma) <= 1e-16*math.Sqrt(alpha*beta) {
					continue
				}
				rotated = true
				zeta := (beta - alpha) / (2 * gamma)
				t := math.Copysign(1, zeta) / (math.Abs(zeta) + math.Sqrt(1+zeta*zeta))
				cs := 1 / math.Sqrt(1+t*t)
				sn := cs * t
				for i := range n {
					x, y := a[p][i], a[q][i]
					a[p][i] = cs*x - sn*y
					a[q][i] = sn*x + cs*y
				}
			}
		}
		if !rotated {
			break
		}
	}
	sv := make([]float64, n)
	for c := range n {
		sv[c] = nrm(a[c])
	}
	slices.SortFunc(sv, func(x, y float64) int { return cmp.Compare(y, x) })
	return sv
}

// nrm is the Euclidean norm of x.
func nrm(x []float64) float64 {
	var s float64
	for _, v := range x {
		s = math.Hypot(s, v)
	}
	return s
}

// leastSquares solves min |A c - b| for each right-hand side b by
// Householder QR of A, m rows of n columns with m >= n. A column that is
// zero after the reflections (A not of full rank) gets a zero
// coefficient.
func leastSquares(a [][]float64, rhs [][]float64, n int) [][]float64 {
	m := len(a)
	k := min(m, n)
	for j := range k {
		// The reflector that zeroes column j below the diagonal.
		var norm float64
		for i := j; i < m; i++ {
			norm = math.Hypot(norm, a[i][j])
		}
		if norm == 0 {
			continue
		}
		if a[j][j] > 0 {
			norm = -norm
		}
		v := make([]float64, m)
		for i := j; i < m; i++ {
			v[i] = a[i][j]
		}
		v[j] -= norm
		var vv float64
		for i := j; i < m; i++ {
			vv += v[i] * v[i]
		}
		apply := func(col func(i int) *float64) {
			var s float64
			for i := j; i < m; i++ {
				s += v[i] * *col(i)
			}
			f := 2 * s / vv
			for i := j; i < m; i++ {
				*col(i) -= f * v[i]
			}
		}
		for c := j + 1; c < n; c++ {
			apply(func(i int) *float64 { return &a[i][c] })
		}
		for _, b := range rhs {
			apply(func(i int) *float64 { return &b[i] })
		}
		a[j][j] = norm
		for i := j + 1; i < m; i++ {
			a[i][j] = 0
		}
	}
	out := make([][]float64, len(rhs))
	for r, b := range rhs {
		c := make([]float64, n)
		for i := k - 1; i >= 0; i-- {
			if a[i][i] == 0 {
				continue
			}
			s := b[i]
			for j := i + 1; j < k; j++ {
				s -= a[i][j] * c[j]
			}
			c[i] = s / a[i][i]
		}
		out[r] = c
	}
	return out
}

// integralArg is an int argument that NumPy converts with int(): an
// integer, or a float with an integral value.
func integralArg(o py.Object) (int, error) {
	if f, ok := o.(py.Float); ok && float64(f) == math.Trunc(float64(f)) && math.Abs(float64(f)) < 1<<53 {
		return int(f), nil
	}
	return py.IndexInt(o)
}
