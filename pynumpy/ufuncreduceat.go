package pynumpy

import (
	"math"
	"slices"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file is the ufuncs' reduceat method (np.add.reduceat(x, indices)):
// the ufunc reduced over the runs x[indices[i]:indices[i+1]] along an
// axis, with NumPy 1.24's rules for the indices (a run whose end is not
// past its start is the single element x[indices[i]]; the last runs to
// the end), its result types and its summation order.

// reduceatOps are the binary ufuncs whose folds run as ndarray operators,
// so that their floating-point exceptions are reported, as NumPy reports
// them, as "... encountered in reduceat".
var reduceatOps = map[string]ndarray.BinaryOp{
	"add": ndarray.Add, "subtract": ndarray.Sub, "multiply": ndarray.Mul, "divide": ndarray.TrueDiv,
	"floor_divide": ndarray.FloorDiv, "remainder": ndarray.Mod, "power": ndarray.Pow,
	"bitwise_and": ndarray.And, "bitwise_or": ndarray.Or, "bitwise_xor": ndarray.Xor,
	"left_shift": ndarray.LShift, "right_shift": ndarray.RShift,
}

func init() {
	ufuncType.Dict["reduceat"] = py.MustNewMethod("reduceat", func(self py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
		return self.(*ufunc).reduceat(args, kwargs)
	}, 0, "reduceat(array, indices, axis=0, dtype=None, out=None)\n\nThe ufunc reduced over the slices array[indices[i]:indices[i+1]] along an axis.")
}

// reduceat implements ufunc.reduceat.
func (u *ufunc) reduceat(args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if u.nin != 2 {
		return nil, py.ExceptionNewf(py.ValueError, "reduceat only supported for binary functions")
	}
	var arrayArg, indicesArg, axisArg, dtypeArg, outArg py.Object = nil, nil, py.Int(0), py.None, py.None
	if _, ok := kwargs["indices"]; !ok && len(args) < 2 {
		return nil, py.ExceptionNewf(py.TypeError, "reduceat() missing required argument 'indices' (pos 1)")
	}
	if err := py.ParseTupleAndKeywords(args, kwargs, "OO|OOO:reduceat", []string{"array", "indices", "axis", "dtype", "out"},
		&arrayArg, &indicesArg, &axisArg, &dtypeArg, &outArg); err != nil {
		return nil, err
	}
	a, err := asArray(arrayArg)
	if err != nil {
		return nil, err
	}
	if a.NDim() == 0 {
		return nil, py.ExceptionNewf(py.TypeError, "cannot reduceat on a scalar")
	}
	axis, err := reduceatAxis(axisArg, a.NDim())
	if err != nil {
		return nil, err
	}
	indices, err := reduceatIndices(indicesArg)
	if err != nil {
		return nil, err
	}
	n := a.Shape()[axis]
	for _, i := range indices {
		if i < 0 || i >= n {
			return nil, py.ExceptionNewf(py.IndexError, "index %d out-of-bounds in %s.reduceat [0, %d)", i, u.name, n)
		}
	}

	// The loop's type: dtype=, else out's, else NumPy's reduction type
	// (sums and products of bools and narrow ints in the platform long);
	// the input is cast to it.
	otype, haveType := ndarray.DType(0), false
	if dtypeArg != py.None {
		if otype, err = dtypeOf(dtypeArg); err != nil {
			return nil, err
		}
		haveType = true
	} else if o, ok := ArrayOf(outArg); ok {
		otype, haveType = o.DType(), true
	} else if dt := a.DType(); (u.name == "add" || u.name == "multiply") && (dt == ndarray.Bool || dt.IsInt()) && dt.ItemSize() < 8 {
		otype, haveType = ndarray.Int64, true
		if dt.IsUnsigned() {
			otype = ndarray.UInt64
		}
	}
	if haveType && otype != a.DType() {
		a = a.AsType(otype)
	}
	if !haveType {
		// The ufunc's loop for two operands of a's type decides: one of
		// another type (divide of ints, logical_and of floats) takes
		// operands cast to it; a comparison, whose result is bool, has no
		// loop for a reduction of anything but bools. The probe is
		// op(1, 1), which raises no floating-point exception.
		one, err := ndarray.Full(a.DType(), []int{1}, ndarray.MakeInt(ndarray.Int64, 1))
		if err != nil {
			return nil, valueError(err)
		}
		probe, err := u.apply(one, one)
		if err != nil {
			return nil, err
		}
		if rt := probe.DType(); rt != a.DType() {
			switch {
			case u.name == "logical_and" || u.name == "logical_or" || u.name == "logical_xor":
				a = a.AsType(ndarray.Bool)
			case rt == ndarray.Bool:
				return nil, py.ExceptionNewf(py.TypeError, "No loop matching the specified signature and casting was found for ufunc %s", u.name)
			default:
				a = a.AsType(rt)
			}
		}
	}

	var r *ndarray.Array
	var flags ndarray.FPFlags
	switch dt := a.DType(); {
	case u.name == "add" && (dt == ndarray.Float64 || dt == ndarray.Float32 || dt == ndarray.Int64 || dt == ndarray.UInt64):
		r, flags, err = sumRunsAlong(a, indices, axis)
	case u.name == "add" && dt == ndarray.Float16:
		// NumPy sums float16 runs in float32 and rounds each sum once.
		if r, flags, err = sumRunsAlong(a.AsType(ndarray.Float32), indices, axis); err == nil {
			r = r.AsType(ndarray.Float16)
		}
	default:
		r, flags, err = u.foldRuns(a, indices, axis)
	}
	if err != nil {
		return nil, err
	}
	if err := fpCheck(flags, "reduceat"); err != nil {
		return nil, err
	}
	if outArg == py.None {
		return NewArray(r), nil
	}
	return u.writeOut(NewArray(r), outArg)
}

// reduceatAxis reads reduceat's axis: one axis (None only for a 1-d array).
func reduceatAxis(o py.Object, ndim int) (int, error) {
	if o == py.None {
		if ndim != 1 {
			return 0, py.ExceptionNewf(py.ValueError, "reduceat does not allow multiple axes")
		}
		return 0, nil
	}
	if t, ok := o.(py.Tuple); ok {
		if len(t) != 1 {
			return 0, py.ExceptionNewf(py.ValueError, "reduceat does not allow multiple axes")
		}
		o = t[0]
	}
	ax, err := py.IndexInt(o)
	if err != nil {
		return 0, py.ExceptionNewf(py.TypeError, "'%s' object cannot be interpreted as an integer", o.Type().Name)
	}
	if ax < -ndim || ax >= ndim {
		return 0, reduceError(&ndarray.AxisError{Axis: ax, NDim: ndim})
	}
	if ax < 0 {
		ax += ndim
	}
	return ax, nil
}

// reduceatIndices reads the indices: a 1-d sequence, cast to integers as
// NumPy casts them: an array safely, a list unsafely ([2.7] is [2]).
func reduceatIndices(o py.Object) ([]int, error) {
	_, isArray := ArrayOf(o)
	ia, err := asArray(o)
	if err != nil {
		return nil, err
	}
	switch {
	case ia.NDim() == 0:
		return nil, py.ExceptionNewf(py.ValueError, "object of too small depth for desired array")
	case ia.NDim() > 1:
		return nil, py.ExceptionNewf(py.ValueError, "object too deep for desired array")
	case !ia.DType().IsInt() && ia.DType() != ndarray.Bool && (isArray || !ia.DType().IsFloat()):
		// An array is cast safely; a list of numbers as np.array makes it
		// and then unsafely.
		return nil, py.ExceptionNewf(py.TypeError, "Cannot cast array data from dtype('%s') to dtype('int64') according to the rule 'safe'", ia.DType())
	}
	out := make([]int, ia.Size())
	for i := range out {
		out[i] = int(ia.AtFlat(i).Convert(ndarray.Int64).I)
	}
	return out, nil
}

// runBounds is the run of the i-th index: from it to the next index, or
// the element alone where the next index is not past it, or to n for the
// last.
func runBounds(indices []int, i, n int) (start, end int) {
	start, end = indices[i], n
	if i+1 < len(indices) {
		end = indices[i+1]
	}
	if end <= start {
		end = start + 1
	}
	return start, end
}

// apply is the ufunc on two arrays, through ndarray's operator where it
// has one (no warning is reported here), else through the ufunc's
// function.
func (u *ufunc) apply(x, y *ndarray.Array) (*ndarray.Array, error) {
	if op, ok := reduceatOps[u.name]; ok {
		r, err := ndarray.Binary(op, ndarray.Operand{Array: x}, ndarray.Operand{Array: y})
		if err != nil {
			return nil, valueError(err)
		}
		return r.Array, nil
	}
	r, err := u.fn.CallWithKeywords(nil, py.Tuple{NewArray(x), NewArray(y)}, nil)
	if err != nil {
		return nil, err
	}
	return asArray(r)
}

// foldRuns reduces each run in order, ((x[s] op x[s+1]) op x[s+2]) ...,
// as NumPy's loops do for every ufunc but the sums of floats. The runs
// advance together, longest first: step j applies the ufunc once to the
// partial results of the runs longer than j and their j-th elements, so
// the ufunc is called as many times as the longest run has elements, not
// once per element. The work is done on lines: a's reduced axis last,
// the other axes flattened into rows.
func (u *ufunc) foldRuns(a *ndarray.Array, indices []int, axis int) (*ndarray.Array, ndarray.FPFlags, error) {
	k := len(indices)
	if k == 0 {
		return emptyRuns(a, axis), 0, nil
	}
	lines, restore, err := asLines(a, axis)
	if err != nil {
		return nil, 0, err
	}
	rows, n := lines.Shape()[0], lines.Shape()[1]
	starts, lens := make([]int, k), make([]int, k)
	for i := range indices {
		start, end := runBounds(indices, i, n)
		starts[i], lens[i] = start, end-start
	}
	// order lists the runs longest first (stably), so that the runs still
	// going at any step are a prefix of it.
	order := make([]int, k)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(x, y int) int { return lens[y] - lens[x] })
	isz := a.DType().ItemSize()
	src := lines.ReadData()
	// at gathers the j-th element of the first count runs of order, on
	// every row, into a (rows, count) array.
	at := func(j, count int) (*ndarray.Array, error) {
		x, err := ndarray.New(a.DType(), []int{rows, count})
		if err != nil {
			return nil, valueError(err)
		}
		dst := x.Data()
		for r := range rows {
			for q := range count {
				from := (r*n + starts[order[q]] + j) * isz
				copy(dst[(r*count+q)*isz:(r*count+q+1)*isz], src[from:from+isz])
			}
		}
		return x, nil
	}
	acc, err := at(0, k)
	if err != nil {
		return nil, 0, err
	}
	op, hasOp := reduceatOps[u.name]
	var flags ndarray.FPFlags
	for j, live := 1, k; ; j++ {
		for live > 0 && lens[order[live-1]] <= j {
			live--
		}
		if live == 0 {
			break
		}
		// The partial results of the live runs: all of acc, or a view of
		// its first live columns.
		part := acc
		if live < k {
			items := []ndarray.IndexItem{ndarray.SliceItem(0, 1, rows, rows), ndarray.SliceItem(0, 1, live, k)}
			if part, err = acc.Index(items); err != nil {
				return nil, 0, valueError(err)
			}
		}
		next, err := at(j, live)
		if err != nil {
			return nil, 0, err
		}
		var r *ndarray.Array
		if hasOp {
			x, y := ndarray.Operand{Array: part}, ndarray.Operand{Array: next}
			res, err := ndarray.Binary(op, x, y)
			if err != nil {
				return nil, 0, valueError(err)
			}
			flags |= ndarray.BinaryFPErrors(op, x, y, res)
			r = res.Array
		} else if r, err = u.apply(part, next); err != nil {
			return nil, 0, err
		}
		if live == k {
			acc = r
		} else if err := part.Assign(r.AsType(part.DType())); err != nil {
			return nil, 0, valueError(err)
		}
	}
	// The loop writes every run in a's type, the lone elements too.
	if acc.DType() != a.DType() {
		acc = acc.AsType(a.DType())
	}
	// Back from longest-first to the order of the indices, and to a's axes.
	back := make([]int, k)
	for r, i := range order {
		back[i] = r
	}
	res, err := acc.Take(back, []int{k}, 1)
	if err != nil {
		return nil, 0, valueError(err)
	}
	res, err = restore(res)
	return res, flags, err
}

// asLines returns a with the axis moved last and the other axes
// flattened, as a C-contiguous (rows, n) array, and the function that
// turns a (rows, k) result back into a's axes (the axis of length k).
func asLines(a *ndarray.Array, axis int) (*ndarray.Array, func(*ndarray.Array) (*ndarray.Array, error), error) {
	nd := a.NDim()
	perm := make([]int, 0, nd)
	for i := range nd {
		if i != axis {
			perm = append(perm, i)
		}
	}
	perm = append(perm, axis)
	t, err := a.Transpose(perm)
	if err != nil {
		return nil, nil, valueError(err)
	}
	movedShape := t.Shape()
	rows := 1
	for _, d := range movedShape[:nd-1] {
		rows *= d
	}
	lines, err := t.Copy().Reshape([]int{rows, a.Shape()[axis]})
	if err != nil {
		return nil, nil, valueError(err)
	}
	inv := make([]int, nd)
	for i, p := range perm {
		inv[p] = i
	}
	restore := func(r *ndarray.Array) (*ndarray.Array, error) {
		shape := append(slices.Clone(movedShape[:nd-1]), r.Shape()[1])
		m, err := r.Reshape(shape)
		if err != nil {
			return nil, valueError(err)
		}
		if m, err = m.Transpose(inv); err != nil {
			return nil, valueError(err)
		}
		return m.Copy(), nil
	}
	return lines, restore, nil
}

// emptyRuns is the result of reduceat with no indices: a's shape with no
// elements along the axis.
func emptyRuns(a *ndarray.Array, axis int) *ndarray.Array {
	shape := append([]int(nil), a.Shape()...)
	shape[axis] = 0
	r, _ := ndarray.New(a.DType(), shape)
	return r
}

// sumRunsAlong is add.reduceat of float64, float32, int64 and uint64
// arrays. NumPy copies a run's first element into the result and adds the
// rest with its reduction loop along the axis: pairwise summation for
// floats (whichever the axis), wrapping addition in order for integers.
func sumRunsAlong(a *ndarray.Array, indices []int, axis int) (*ndarray.Array, ndarray.FPFlags, error) {
	nd := a.NDim()
	// The reduced axis last, every line along it contiguous.
	perm := make([]int, 0, nd)
	for i := range nd {
		if i != axis {
			perm = append(perm, i)
		}
	}
	perm = append(perm, axis)
	t, err := a.Transpose(perm)
	if err != nil {
		return nil, 0, valueError(err)
	}
	t = t.Copy()
	n := a.Shape()[axis]
	shape := append([]int(nil), t.Shape()...)
	shape[nd-1] = len(indices)
	r, err := ndarray.New(a.DType(), shape)
	if err != nil {
		return nil, 0, valueError(err)
	}
	var flags ndarray.FPFlags
	switch a.DType() {
	case ndarray.Float64:
		flags = sumRuns(t.Float64s(), r.Float64s(), indices, n)
	case ndarray.Float32:
		flags = sumRuns(t.Float32s(), r.Float32s(), indices, n)
	case ndarray.Int64:
		sumIntRuns(t.Int64s(), r.Int64s(), indices, n)
	default: // UInt64: the same wrapping sums on the same bits
		src, dst := t.AsType(ndarray.Int64), r.AsType(ndarray.Int64)
		sumIntRuns(src.Int64s(), dst.Int64s(), indices, n)
		r = dst.AsType(ndarray.UInt64)
	}
	// Back to a's order of axes, as a C-contiguous array.
	inv := make([]int, nd)
	for i, p := range perm {
		inv[p] = i
	}
	back, err := r.Transpose(inv)
	if err != nil {
		return nil, 0, valueError(err)
	}
	return back.Copy(), flags, nil
}

// sumRuns writes, for each line of n values in src, the sums of its runs
// into the line of len(indices) values in dst, and returns the
// floating-point exceptions the sums raised.
func sumRuns[T float32 | float64](src, dst []T, indices []int, n int) ndarray.FPFlags {
	k := len(indices)
	var flags ndarray.FPFlags
	for line := 0; line*n < len(src) && k > 0; line++ {
		row, out := src[line*n:(line+1)*n], dst[line*k:(line+1)*k]
		for i := range indices {
			start, end := runBounds(indices, i, n)
			s := row[start]
			if end-start > 1 {
				s += runSum(row[start+1 : end])
				flags |= sumFlags(float64(s), row[start:end])
			}
			out[i] = s
		}
	}
	return flags
}

// sumFlags are the exceptions of a sum of finite terms: overflow where
// it came out infinite, invalid where it came out NaN (infinities of
// both signs). A sum with an infinite or NaN term raises nothing.
func sumFlags[T float32 | float64](s float64, terms []T) ndarray.FPFlags {
	if !math.IsInf(s, 0) && !math.IsNaN(s) {
		return 0
	}
	inf, nan := false, false
	for _, v := range terms {
		f := float64(v)
		inf = inf || math.IsInf(f, 0)
		nan = nan || math.IsNaN(f)
	}
	switch {
	case nan:
		return 0
	case math.IsNaN(s):
		return ndarray.FPInvalid
	case !inf:
		return ndarray.FPOverflow
	}
	return 0
}

// runSum is NumPy 1.24's pairwise_sum of one run (float32 in float32): in
// order below 8 values, from -0.0 (so that a run of negative zeros sums to
// -0.0), 8 interleaved accumulators up to 128, halves beyond.
func runSum[T float32 | float64](a []T) T {
	n := len(a)
	switch {
	case n < 8:
		res := T(math.Copysign(0, -1))
		for _, v := range a {
			res += v
		}
		return res
	case n <= 128:
		var r [8]T
		copy(r[:], a[:8])
		i := 8
		for ; i < n-n%8; i += 8 {
			for j := range r {
				r[j] += a[i+j]
			}
		}
		res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
		for ; i < n; i++ {
			res += a[i]
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return runSum(a[:n2]) + runSum(a[n2:])
}

// sumIntRuns is sumRuns for int64 (and uint64) lines: wrapping sums in
// order.
func sumIntRuns(src, dst []int64, indices []int, n int) {
	k := len(indices)
	for line := 0; line*n < len(src) && k > 0; line++ {
		row, out := src[line*n:(line+1)*n], dst[line*k:(line+1)*k]
		for i := range indices {
			start, end := runBounds(indices, i, n)
			var s int64
			for _, v := range row[start:end] {
				s += v
			}
			out[i] = s
		}
	}
}
