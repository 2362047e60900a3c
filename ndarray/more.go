package ndarray

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/go-python/gpython/stdlib/math/libm"
)

// This file is the NumPy functions beyond the ufuncs of ufuncs.go that
// ordinary scripts call: more one-argument float ufuncs, sign and
// reciprocal (which keep the input's type), the views squeeze,
// expand_dims and flip, and sort and argsort along an axis.

// More one-argument ufuncs with float results. float64 exp2, log1p,
// expm1 and cbrt are SVML's on AVX-512 machines (svmlexp2.go,
// svmllog1p.go, svmlexpm1.go, svmlcbrt.go); elsewhere exp2 is Go's
// math.Exp2 (no libm binding; exact for integral arguments like glibc's)
// and the others the C library's.
var (
	Exp2  = &Ufunc1{Name: "exp2", kind: floatKind, f: exp2Float64, f32: libmFloat32(math.Exp2), half: math.Exp2}
	Log1p = &Ufunc1{Name: "log1p", kind: floatKind, f: log1pFloat64, f32: libmFloat32(libm.Log1p), half: libm.Log1p}
	Expm1 = &Ufunc1{Name: "expm1", kind: floatKind, f: expm1Float64, f32: libmFloat32(libm.Expm1), half: libm.Expm1}
	Cbrt  = &Ufunc1{Name: "cbrt", kind: floatKind, f: cbrtFloat64, f32: libmFloat32(libm.Cbrt), half: libm.Cbrt}
	// float64 arcsinh, arccosh and arctanh are SVML's on AVX-512 machines
	// (svmlasinh.go, svmlatanh.go), the C library's elsewhere.
	Arcsinh = &Ufunc1{Name: "arcsinh", kind: floatKind, f: asinhFloat64, f32: libmFloat32(libm.Asinh), half: libm.Asinh}
	Arccosh = &Ufunc1{Name: "arccosh", kind: floatKind, f: acoshFloat64, f32: libmFloat32(libm.Acosh), half: libm.Acosh}
	Arctanh = &Ufunc1{Name: "arctanh", kind: floatKind, f: atanhFloat64, f32: libmFloat32(libm.Atanh), half: libm.Atanh}
	Deg2Rad = &Ufunc1{Name: "deg2rad", kind: floatKind, f: func(x float64) float64 { return x * (math.Pi / 180) }}
	Rad2Deg = &Ufunc1{Name: "rad2deg", kind: floatKind, f: func(x float64) float64 { return x * (180 / math.Pi) }}
)

// Float32Factors are the constants NumPy's float32 loops of rad2deg and
// deg2rad multiply by: 180.0f/NPY_PIf and NPY_PIf/180.0f, divided in
// float32.
var Float32Factors = func() (rad2deg, deg2rad float32) {
	deg, pi := float32(180), float32(math.Pi)
	return deg / pi, pi / deg
}

// mapArray applies f to every element of a, into a new array of dtype out.
func mapArray(a *Array, out DType, f func(Scalar) Scalar) *Array {
	a.hostRead()
	r, _ := New(out, a.shape) // a's shape was valid, so is r's
	for i := range a.size {
		r.SetFlat(i, f(a.AtFlat(i)))
	}
	return r
}

// Sign is np.sign: -1, 0 or 1 in a's type (NaN stays NaN).
func Sign(a *Array) (*Array, error) {
	dt := a.dtype
	switch {
	case dt == Bool:
		return nil, &NoLoopError{Msg: "ufunc 'sign' did not contain a loop with signature matching types <class 'numpy.dtype[bool_]'> -> None"}
	case dt.IsComplex():
		return nil, errUnsupportedComplex("sign")
	case dt.IsFloat():
		return mapArray(a, dt, func(s Scalar) Scalar {
			x := s.Float()
			switch {
			case x > 0:
				x = 1
			case x < 0:
				x = -1
			case x == 0:
				x = 0 // NumPy's sign of -0.0 is +0.0
			}
			return MakeFloat(dt, x)
		}), nil
	}
	return mapArray(a, dt, func(s Scalar) Scalar {
		if dt.IsUnsigned() {
			return MakeInt(dt, int64(min(s.Uint64(), 1)))
		}
		return MakeInt(dt, int64(cmp.Compare(s.Int(), 0)))
	}), nil
}

// Reciprocal is np.reciprocal: 1/x in a's type. For integers NumPy's loop
// computes 1.0/x in double and converts, which truncates (1/0 converts
// infinity, as NumPy does on the same machine).
func Reciprocal(a *Array) (*Array, error) {
	dt := a.dtype
	switch {
	case dt.IsComplex():
		return nil, errUnsupportedComplex("reciprocal")
	case dt.IsFloat():
		return mapArray(a, dt, func(s Scalar) Scalar { return MakeFloat(dt, 1/s.Float()) }), nil
	}
	return mapArray(a, dt, func(s Scalar) Scalar { return MakeFloat(Float64, 1/s.Float()).Convert(dt) }), nil
}

// Squeeze is np.squeeze: the view of a without the given axes, which must
// have length 1, or without every axis of length 1 when axes is nil.
func (a *Array) Squeeze(axes []int) (*Array, error) {
	drop := make([]bool, a.NDim())
	if axes == nil {
		for i, n := range a.shape {
			drop[i] = n == 1
		}
	}
	for _, ax := range axes {
		if ax < -a.NDim() || ax >= a.NDim() {
			return nil, &AxisError{Axis: ax, NDim: a.NDim()}
		}
		if ax < 0 {
			ax += a.NDim()
		}
		if a.shape[ax] != 1 {
			return nil, errors.New("cannot select an axis to squeeze out which has size not equal to one")
		}
		drop[ax] = true
	}
	var shape, strides []int
	for i, n := range a.shape {
		if !drop[i] {
			shape = append(shape, n)
			strides = append(strides, a.strides[i])
		}
	}
	return a.view(shape, strides, a.offset), nil
}

// ExpandDims is np.expand_dims: the view of a with an axis of length 1
// inserted at position axis of the result.
func (a *Array) ExpandDims(axis int) (*Array, error) {
	n := a.NDim() + 1
	if axis < -n || axis >= n {
		return nil, &AxisError{Axis: axis, NDim: n}
	}
	if axis < 0 {
		axis += n
	}
	shape := slices.Insert(slices.Clone(a.shape), axis, 1)
	strides := slices.Insert(slices.Clone(a.strides), axis, 0)
	return a.view(shape, strides, a.offset), nil
}

// Flip is np.flip: the view of a with the order of the elements along the
// given axes reversed (all axes when axes is nil).
func (a *Array) Flip(axes []int) (*Array, error) {
	if axes == nil {
		for i := range a.NDim() {
			axes = append(axes, i)
		}
	}
	strides := slices.Clone(a.strides)
	offset := a.offset
	for _, ax := range axes {
		if ax < -a.NDim() || ax >= a.NDim() {
			return nil, &AxisError{Axis: ax, NDim: a.NDim()}
		}
		if ax < 0 {
			ax += a.NDim()
		}
		if a.shape[ax] > 0 {
			offset += (a.shape[ax] - 1) * strides[ax]
		}
		strides[ax] = -strides[ax]
	}
	return a.view(slices.Clone(a.shape), strides, offset), nil
}

// lessNaNLast is NumPy's sort order: NaN after every number.
func lessNaNLast(x, y Scalar, float bool) int {
	if float {
		fx, fy := x.Float(), y.Float()
		switch xn, yn := fx != fx, fy != fy; {
		case xn && yn:
			return 0
		case xn:
			return 1
		case yn:
			return -1
		}
		return cmp.Compare(fx, fy)
	}
	if x.DType.IsUnsigned() {
		return cmp.Compare(x.Uint64(), y.Uint64())
	}
	return cmp.Compare(x.Int(), y.Int())
}

// Sort is np.sort along axis with NumPy's default kind: a sorted copy,
// NaN last.
func (a *Array) Sort(axis int) (*Array, error) { return a.SortKind(axis, SortQuick) }

// IsClose is np.isclose(a, b, rtol, atol, equal_nan): the bool array (a
// bool scalar for two scalars) of AllClose's test elementwise.
func IsClose(a, b Operand, rtol, atol float64, equalNaN bool) (Operand, error) {
	one := Operand{Scalar: MakeFloat(Float64, 1), Python: true}
	if bt := ResultType(b, one); b.Array != nil && b.Array.dtype != bt {
		b = Operand{Array: b.Array.AsType(bt)}
	} else if b.Array == nil {
		b = Operand{Scalar: b.Scalar.Convert(bt), Python: b.Python}
	}
	if a.Array != nil && a.Array.dtype.IsComplex() || b.Array != nil && b.Array.dtype.IsComplex() ||
		a.Array == nil && a.Scalar.DType.IsComplex() || b.Array == nil && b.Scalar.DType.IsComplex() {
		return Operand{}, errUnsupportedComplex("isclose")
	}
	diff, err := Binary(Sub, a, b)
	if err != nil {
		return Operand{}, err
	}
	if diff, err = Unary(Abs, diff); err != nil {
		return Operand{}, err
	}
	absB, err := Unary(Abs, b)
	if err != nil {
		return Operand{}, err
	}
	tol, err := Binary(Mul, Operand{Scalar: MakeFloat(Float64, rtol), Python: true}, absB)
	if err != nil {
		return Operand{}, err
	}
	if tol, err = Binary(Add, Operand{Scalar: MakeFloat(Float64, atol), Python: true}, tol); err != nil {
		return Operand{}, err
	}
	within, err := Binary(Le, diff, tol)
	if err != nil {
		return Operand{}, err
	}
	wa, xa, ya := operandArray(within), operandArray(a), operandArray(b)
	r, _ := New(Bool, wa.shape)
	xs, _ := broadcastStrides(xa.shape, xa.strides, wa.shape)
	ys, _ := broadcastStrides(ya.shape, ya.strides, wa.shape)
	it := newIter(wa.shape, [][]int{wa.strides, xs, ys}, []int{wa.offset, xa.offset, ya.offset})
	for i := 0; it.more; it.next() {
		x, y := xa.getAt(it.off[1]).Float(), ya.getAt(it.off[2]).Float()
		var ok bool
		switch {
		case isFinite(x) && isFinite(y):
			ok = wa.getAt(it.off[0]).I != 0
		case math.IsNaN(x) && math.IsNaN(y):
			ok = equalNaN
		default:
			ok = x == y
		}
		r.SetFlat(i, MakeBool(ok))
		i++
	}
	if within.Array == nil {
		return Operand{Scalar: r.At()}, nil
	}
	return Operand{Array: r}, nil
}

// normAxis is axis of an array of ndim axes, counted from 0.
func normAxis(axis, ndim int) (int, error) {
	if axis < -ndim || axis >= ndim {
		return 0, &AxisError{Axis: axis, NDim: ndim}
	}
	if axis < 0 {
		axis += ndim
	}
	return axis, nil
}

// gather returns the array of a's dtype and the given shape whose element
// at index idx is a's element at src(idx), both multi-indices.
func (a *Array) gather(shape []int, src func(dst, from []int)) *Array {
	a.hostRead()
	r, _ := New(a.dtype, shape)
	idx := make([]int, len(shape))
	from := make([]int, a.NDim())
	for i := range r.size {
		rem := i
		for k := len(shape) - 1; k >= 0; k-- {
			idx[k] = rem % shape[k]
			rem /= shape[k]
		}
		src(idx, from)
		r.SetFlat(i, a.At(from...))
	}
	return r
}

// Roll is np.roll along axis: the elements shifted by shift positions,
// those past the end coming back at the start.
func (a *Array) Roll(shift, axis int) (*Array, error) {
	axis, err := normAxis(axis, a.NDim())
	if err != nil {
		return nil, err
	}
	n := a.shape[axis]
	if a.size > 0 {
		return a.rollBytes(shift, axis), nil
	}
	return a.gather(a.shape, func(dst, from []int) {
		copy(from, dst)
		if n > 0 {
			from[axis] = ((dst[axis]-shift)%n + n) % n
		}
	}), nil
}

// rollBytes is Roll of a non-empty array by moving bytes: in a
// C-contiguous copy (a itself when it is one) each block of the axis and
// the axes after it is two runs, moved to the result's block in turn.
// (Roll did an index computation and a boxed element per element: some
// 70 ns each, where np.roll of a 100x100 grid, pmocz's codes' staple,
// takes NumPy about 10 µs.)
func (a *Array) rollBytes(shift, axis int) *Array {
	src := a
	if a.IsContiguous() {
		a.hostRead()
	} else {
		src = a.Copy()
	}
	n := a.shape[axis]
	inner := a.dtype.ItemSize()
	for _, d := range a.shape[axis+1:] {
		inner *= d
	}
	block := n * inner
	s := (shift%n + n) % n
	r := newResult(a.dtype, a.shape) // every byte is written below
	in := src.buf[src.offset : src.offset+a.size*a.dtype.ItemSize()]
	for lo := 0; lo < len(in); lo += block {
		from, to := in[lo:lo+block], r.buf[lo:lo+block]
		copy(to[s*inner:], from[:(n-s)*inner])
		copy(to[:s*inner], from[(n-s)*inner:])
	}
	return r
}

// Repeat is np.repeat along axis: element j of that axis repeated
// counts[j] times (counts of length 1 apply to every element).
func (a *Array) Repeat(counts []int, axis int) (*Array, error) {
	axis, err := normAxis(axis, a.NDim())
	if err != nil {
		return nil, err
	}
	n := a.shape[axis]
	if len(counts) == 1 {
		c := counts[0]
		if c < 0 {
			return nil, errors.New("negative dimensions are not allowed")
		}
		counts = make([]int, n)
		for i := range counts {
			counts[i] = c
		}
	}
	if len(counts) != n {
		return nil, fmt.Errorf("operands could not be broadcast together with shape (%d,) (%d,)", n, len(counts))
	}
	var origin []int // origin[k]: the element of the axis output k repeats
	for j, c := range counts {
		if c < 0 {
			return nil, errors.New("repeats may not contain negative values.")
		}
		for range c {
			origin = append(origin, j)
		}
	}
	shape := slices.Clone(a.shape)
	shape[axis] = len(origin)
	return a.gather(shape, func(dst, from []int) {
		copy(from, dst)
		from[axis] = origin[dst[axis]]
	}), nil
}

// Tile is np.tile: a repeated reps[i] times along axis i, a's shape and
// reps both first padded with leading ones to the same length.
func (a *Array) Tile(reps []int) (*Array, error) {
	for _, r := range reps {
		if r < 0 {
			return nil, errors.New("negative dimensions are not allowed")
		}
	}
	nd := max(len(reps), a.NDim())
	reps = append(slices.Repeat([]int{1}, nd-len(reps)), reps...)
	src := a
	if a.NDim() < nd {
		src, _ = a.Copy().Reshape(append(slices.Repeat([]int{1}, nd-a.NDim()), a.shape...))
	}
	shape := make([]int, nd)
	for i := range shape {
		shape[i] = src.shape[i] * reps[i]
	}
	return src.gather(shape, func(dst, from []int) {
		for i := range dst {
			from[i] = dst[i] % src.shape[i]
		}
	}), nil
}

// UniqueResult is np.unique's results for an array flattened: the sorted
// distinct values, the flat index of the first occurrence of each, the
// index into Values of every element, and how often each value occurs.
type UniqueResult struct {
	Values, Index, Inverse, Counts *Array
}

// Unique is np.unique of a flattened. NaNs count as one value, last, as
// NumPy 1.24's default equal_nan=True has it. Index and Inverse (which
// need the sorting permutation, NumPy's stable argsort) are computed only
// when positions is set; Values and Counts always.
func (a *Array) Unique(positions bool) (UniqueResult, error) {
	if a.dtype.IsComplex() {
		return UniqueResult{}, errUnsupportedComplex("unique")
	}
	flat := a.Ravel()
	flat.hostRead()
	keys := orderKeys(flat)
	var perm []int64
	if positions {
		perm = make([]int64, len(keys))
		for i := range perm {
			perm[i] = int64(i)
		}
	}
	radixSort(keys, perm)
	var values []uint64
	var first, counts []int64
	var inverse []int64
	if positions {
		inverse = make([]int64, len(keys))
	}
	for k, key := range keys {
		if k == 0 || key != keys[k-1] {
			values = append(values, key)
			counts = append(counts, 0)
			if positions {
				first = append(first, perm[k])
			}
		}
		counts[len(counts)-1]++
		if positions {
			inverse[perm[k]] = int64(len(values) - 1)
		}
	}
	ints := func(xs []int64) *Array {
		r, _ := New(Int64, []int{len(xs)})
		copy(r.Int64s(), xs)
		return r
	}
	vals, err := New(a.dtype, []int{len(values)})
	if err != nil {
		return UniqueResult{}, err
	}
	switch {
	case a.dtype == Int64:
		out := vals.Int64s()
		for i, key := range values {
			out[i] = int64(key ^ 1<<63)
		}
	case a.dtype == Float64 && !positions:
		out := vals.Float64s()
		for i, key := range values {
			out[i] = fromOrderKey(Float64, key).F
		}
	default:
		for i, key := range values {
			if positions {
				// The value of the first occurrence (-0.0 or 0.0 as it came).
				vals.SetFlat(i, flat.AtFlat(int(first[i])))
			} else {
				vals.SetFlat(i, fromOrderKey(a.dtype, key))
			}
		}
	}
	res := UniqueResult{Values: vals, Counts: ints(counts)}
	if positions {
		res.Index, res.Inverse = ints(first), ints(inverse)
	}
	return res, nil
}

// SearchSorted is np.searchsorted(a, v, side) for a sorted 1-d array a:
// for every value of v the index at which inserting it keeps a sorted,
// before equal elements (after them when right), as int64.
func SearchSorted(a *Array, v Operand, right bool) (Operand, error) {
	if a.NDim() != 1 {
		return Operand{}, errors.New("object too deep for desired array")
	}
	common := ResultType(Operand{Array: a}, v)
	if common.IsComplex() {
		return Operand{}, errUnsupportedComplex("searchsorted")
	}
	va := operandArray(v)
	a.hostRead()
	va.hostRead()
	float := common.IsFloat()
	sorted := make([]Scalar, a.size)
	for i := range sorted {
		sorted[i] = a.AtFlat(i).Convert(common)
	}
	r, _ := New(Int64, va.shape)
	for i := range va.size {
		x := va.AtFlat(i).Convert(common)
		k, _ := slices.BinarySearchFunc(sorted, x, func(e, t Scalar) int {
			c := lessNaNLast(e, t, float)
			if right && c == 0 {
				return -1 // insert after equal elements
			}
			return c
		})
		r.SetFlat(i, MakeInt(Int64, int64(k)))
	}
	if v.Array == nil {
		return Operand{Scalar: r.At()}, nil
	}
	return Operand{Array: r}, nil
}

// BroadcastTo is np.broadcast_to: the view of a with the given shape, its
// axes of length 1 (and the missing leading ones) repeated by stride 0.
func (a *Array) BroadcastTo(shape []int) (*Array, error) {
	for _, n := range shape {
		if n < 0 {
			return nil, errors.New("all elements of broadcast shape must be non-negative")
		}
	}
	strides, ok := broadcastStrides(a.shape, a.strides, shape)
	if !ok {
		return nil, fmt.Errorf("operands could not be broadcast together with remapped shapes [original->remapped]: %s  and requested shape %s",
			formatShapeCompact(a.shape), formatShapeCompact(shape))
	}
	return a.view(slices.Clone(shape), strides, a.offset), nil
}

// Take is np.take along axis: the elements at the given indices (of shape
// ishape; negative ones count from the end) in place of that axis.
func (a *Array) Take(indices []int, ishape []int, axis int) (*Array, error) {
	axis, err := normAxis(axis, a.NDim())
	if err != nil {
		return nil, err
	}
	n := a.shape[axis]
	for i, j := range indices {
		if j < -n || j >= n {
			return nil, &IndexError{fmt.Sprintf("index %d is out of bounds for axis %d with size %d", j, axis, n)}
		}
		if j < 0 {
			indices[i] = j + n
		}
	}
	shape := slices.Concat(a.shape[:axis], ishape, a.shape[axis+1:])
	return a.gather(shape, func(dst, from []int) {
		copy(from[:axis], dst[:axis])
		flat := 0
		for k, m := range ishape {
			flat = flat*m + dst[axis+k]
		}
		from[axis] = indices[flat]
		copy(from[axis+1:], dst[axis+len(ishape):])
	}), nil
}
