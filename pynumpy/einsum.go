package pynumpy

import (
	"slices"
	"strings"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/go-python/gpython/py"
)

// This file is np.einsum with a subscripts string: explicit ('ij,jk->ik')
// and implicit ('ij,jk', whose output is the labels that appear once, in
// alphabetical order, uppercase first) outputs, repeated labels within an
// operand (diagonals: 'ii->i'), sums over labels missing from the output
// ('ij->'), any number of operands, and '...' for broadcast leading axes.
// The result's dtype is the operands' result type (or dtype=, when the
// operands cast to it safely); a 0-d result is a NumPy scalar.
//
// The sums go as NumPy's do without optimize: for each output element, the
// products over the summed labels in alphabetical order, the last label
// fastest, accumulated in the result's type (float32 in float32, as
// NumPy's sum_of_products loops). Integer results are exact, so NumPy's;
// float sums agree to rounding (NumPy's contiguous inner loops sum in
// SIMD-unrolled order). A two-operand matrix product ('ij,jk->ik' and its
// relabellings) goes through np.matmul's path. optimize= is accepted and
// changes nothing (NumPy's contraction order changes only rounding).

// einsumFunctions are numpy.einsum.
func einsumFunctions() []*py.Method {
	return []*py.Method{py.MustNewMethod("einsum", einsum, 0,
		"einsum(subscripts, *operands, out=None, dtype=None, order='K', casting='safe', optimize=False)\n\nThe Einstein summation of the operands over the labels of subscripts.")}
}

// einsumTerm is one operand's subscripts: a label per axis, with
// ellipsisAxis the index where '...' stood (-1 without one).
type einsumTerm struct {
	labels   []byte
	ellipsis int
}

// parseEinsumTerm reads one comma-separated term.
func parseEinsumTerm(s string) (einsumTerm, error) {
	t := einsumTerm{ellipsis: -1}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '.':
			if t.ellipsis >= 0 || !strings.HasPrefix(s[i:], "...") {
				return t, py.ExceptionNewf(py.ValueError, "einstein sum subscripts string contains a '.' that is not part of an '...' ellipsis")
			}
			t.ellipsis = len(t.labels)
			i += 2
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			t.labels = append(t.labels, c)
		default:
			return t, py.ExceptionNewf(py.ValueError, "invalid subscript '%c' in einstein sum subscripts string, subscripts must be letters", c)
		}
	}
	return t, nil
}

func einsum(_ py.Object, args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) == 0 {
		return nil, py.ExceptionNewf(py.TypeError, "function takes at least 1 argument (0 given)")
	}
	subscripts, ok := args[0].(py.String)
	if !ok {
		return nil, py.ExceptionNewf(py.NotImplementedError, "alpyna's NumPy supports np.einsum with a subscripts string only, not the interleaved operand and sublist form")
	}
	var dtypeArg, outArg py.Object = py.None, py.None
	for k, v := range kwargs {
		switch k {
		case "optimize", "order", "casting":
		case "dtype":
			dtypeArg = v
		case "out":
			outArg = v
		default:
			return nil, py.ExceptionNewf(py.TypeError, "'%s' is an invalid keyword argument for einsum()", k)
		}
	}
	ops := make([]*ndarray.Array, len(args)-1)
	for i, o := range args[1:] {
		a, _, err := arrayArg("einsum", py.Tuple{o})
		if err != nil {
			return nil, err
		}
		ops[i] = a
	}
	spec := strings.ReplaceAll(string(subscripts), " ", "")
	inputs, output, explicit := spec, "", false
	if i := strings.Index(spec, "->"); i >= 0 {
		inputs, output, explicit = spec[:i], spec[i+2:], true
	}
	termTexts := strings.Split(inputs, ",")
	// NumPy 1.24's messages, the two the other way round from what they
	// say.
	if len(termTexts) > len(ops) {
		return nil, py.ExceptionNewf(py.ValueError, "more operands provided to einstein sum function than specified in the subscripts string")
	}
	if len(termTexts) < len(ops) {
		return nil, py.ExceptionNewf(py.ValueError, "fewer operands provided to einstein sum function than specified in the subscripts string")
	}
	terms := make([]einsumTerm, len(ops))
	for i, text := range termTexts {
		t, err := parseEinsumTerm(text)
		if err != nil {
			return nil, err
		}
		nd := ops[i].NDim()
		switch {
		case len(t.labels) > nd:
			return nil, py.ExceptionNewf(py.ValueError, "einstein sum subscripts string contains too many subscripts for operand %d", i)
		case len(t.labels) < nd && t.ellipsis < 0:
			return nil, py.ExceptionNewf(py.ValueError, "operand has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.")
		}
		terms[i] = t
	}
	plan, err := planEinsum(terms, ops, output, explicit)
	if err != nil {
		return nil, err
	}
	dt := ndarray.Bool
	if len(ops) > 0 {
		operands := make([]ndarray.Operand, len(ops))
		for i, a := range ops {
			operands[i] = ndarray.Operand{Array: a}
		}
		dt = ndarray.ResultType(operands...)
	}
	if dtypeArg != py.None {
		want, err := dtypeOf(dtypeArg)
		if err != nil {
			return nil, err
		}
		for i, a := range ops {
			if ndarray.PromoteTypes(a.DType(), want) != want {
				return nil, py.ExceptionNewf(py.TypeError, "Iterator operand %d dtype could not be cast from dtype('%s') to dtype('%s') according to the rule 'safe'", i, a.DType(), want)
			}
		}
		dt = want
	}
	var r *ndarray.Array
	if plan.matmul && dtypeArg == py.None {
		if r, err = matmulArrays(ops[0], ops[1]); err != nil {
			return nil, valueError(err)
		}
	} else if r, err = plan.run(ops, dt); err != nil {
		return nil, err
	}
	if outArg != py.None {
		if err := einsumStore(r, outArg, len(ops)); err != nil {
			return nil, err
		}
		return outArg, nil
	}
	if r.NDim() == 0 {
		return NewScalar(r.AtFlat(0)), nil
	}
	return NewArray(r), nil
}

// einsumStore writes einsum's result r into the array given as out=,
// which must have r's shape exactly and a dtype r casts to safely (NumPy's
// iterator, where out is operand nops).
func einsumStore(r *ndarray.Array, outArg py.Object, nops int) error {
	out, ok := ArrayOf(outArg)
	if !ok {
		return py.ExceptionNewf(py.TypeError, "keyword parameter out must be an array for einsum")
	}
	if ndarray.PromoteTypes(r.DType(), out.DType()) != out.DType() {
		return py.ExceptionNewf(py.TypeError, "Iterator requested dtype could not be cast from dtype('%s') to dtype('%s'), the operand %d dtype, according to the rule 'safe'", r.DType(), out.DType(), nops)
	}
	if out.NDim() != r.NDim() {
		return py.ExceptionNewf(py.ValueError, "out parameter does not have the correct number of dimensions, has %d but should have %d", out.NDim(), r.NDim())
	}
	for d, n := range out.Shape() {
		switch {
		case n == r.Shape()[d]:
		case n == 1:
			return py.ExceptionNewf(py.ValueError, "output operand requires a reduction along dimension %d, but the reduction is not enabled. The dimension size of 1 does not match the expected output shape.", d)
		default:
			// NumPy names its iterator's remapped shapes here.
			return py.ExceptionNewf(py.ValueError, "operands could not be broadcast together: out has shape %s, the result %s", shapeString(out.Shape()), shapeString(r.Shape()))
		}
	}
	if err := out.Assign(r); err != nil {
		return valueError(err)
	}
	return nil
}

// einsumPlan is the iteration einsum runs: every label's size, the
// output's labels, then the summed ones, and each operand's stride (in
// elements of its contiguous copy) along each label.
type einsumPlan struct {
	outShape []int
	sizes    []int   // per iteration label: output labels, then summed
	strides  [][]int // per operand, per iteration label
	matmul   bool    // a two-operand matrix product, for matmul
}

// planEinsum checks the labels against the operands' shapes and lays
// out the iteration. The axes under '...' get labels of their own (bytes
// below 'A'), the same for all operands, right-aligned as broadcasting
// aligns them.
func planEinsum(terms []einsumTerm, ops []*ndarray.Array, output string, explicit bool) (*einsumPlan, error) {
	ellipsisDims := 0
	for i, t := range terms {
		if t.ellipsis >= 0 {
			ellipsisDims = max(ellipsisDims, ops[i].NDim()-len(t.labels))
		}
	}
	ellipsisLabel := func(k int) byte { return byte(k + 1) } // 1..ellipsisDims, outer first
	// full[i] is operand i's label per axis.
	full := make([][]byte, len(terms))
	for i, t := range terms {
		if t.ellipsis < 0 {
			full[i] = t.labels
			continue
		}
		n := ops[i].NDim() - len(t.labels)
		labels := slices.Clone(t.labels[:t.ellipsis])
		for k := ellipsisDims - n; k < ellipsisDims; k++ {
			labels = append(labels, ellipsisLabel(k))
		}
		full[i] = append(labels, t.labels[t.ellipsis:]...)
	}
	// Each label's size: equal in every operand, or 1 (broadcast).
	size := map[byte]int{}
	count := map[byte]int{}
	for i, labels := range full {
		seen := map[byte]int{}
		for ax, l := range labels {
			n := ops[i].Shape()[ax]
			if prev, ok := seen[l]; ok && prev != n {
				return nil, py.ExceptionNewf(py.ValueError, "dimensions in operand %d for collapsing index '%c' don't match (%d != %d)", i, l, prev, n)
			}
			seen[l] = n
			count[l]++
			switch s, ok := size[l]; {
			case !ok || s == 1:
				size[l] = n
			case n != 1 && n != s:
				return nil, py.ExceptionNewf(py.ValueError, "operands could not be broadcast together: einstein sum label '%s' has sizes %d and %d", labelName(l), s, n)
			}
		}
	}
	var outLabels []byte
	if explicit {
		ot, err := parseEinsumTerm(output)
		if err != nil {
			return nil, err
		}
		for i, l := range ot.labels {
			if count[l] == 0 {
				return nil, py.ExceptionNewf(py.ValueError, "einstein sum subscripts string included output subscript '%c' which never appeared in an input", l)
			}
			if slices.Contains(ot.labels[:i], l) {
				return nil, py.ExceptionNewf(py.ValueError, "einstein sum subscripts string includes output subscript '%c' multiple times", l)
			}
		}
		if ot.ellipsis < 0 && ellipsisDims > 0 {
			return nil, py.ExceptionNewf(py.ValueError, "output has more dimensions than subscripts given in einstein sum, but no '...' ellipsis provided to broadcast the extra dimensions.")
		}
		outLabels = slices.Clone(ot.labels)
		if ot.ellipsis >= 0 {
			var ell []byte
			for k := range ellipsisDims {
				ell = append(ell, ellipsisLabel(k))
			}
			outLabels = slices.Concat(ot.labels[:ot.ellipsis], ell, ot.labels[ot.ellipsis:])
		}
	} else {
		// Implicit: the broadcast axes first, then the labels that appear
		// once, in the order of their character codes.
		for k := range ellipsisDims {
			outLabels = append(outLabels, ellipsisLabel(k))
		}
		for l := byte('A'); l <= 'z'; l++ {
			if count[l] == 1 {
				outLabels = append(outLabels, l)
			}
		}
	}
	// The summed labels, in the order of their character codes.
	iterLabels := slices.Clone(outLabels)
	for l := byte('A'); l <= 'z'; l++ {
		if count[l] > 0 && !slices.Contains(outLabels, l) {
			iterLabels = append(iterLabels, l)
		}
	}
	p := &einsumPlan{}
	for _, l := range outLabels {
		p.outShape = append(p.outShape, size[l])
	}
	for _, l := range iterLabels {
		p.sizes = append(p.sizes, size[l])
	}
	for i, labels := range full {
		shape := ops[i].Shape()
		// Contiguous strides of operand i, summed over an axis's
		// repetitions (a diagonal), 0 where it broadcasts.
		axisStride := make([]int, len(shape))
		st := 1
		for ax := len(shape) - 1; ax >= 0; ax-- {
			axisStride[ax] = st
			st *= shape[ax]
		}
		strides := make([]int, len(iterLabels))
		for ax, l := range labels {
			if shape[ax] == 1 && size[l] != 1 {
				continue
			}
			strides[slices.Index(iterLabels, l)] += axisStride[ax]
		}
		p.strides = append(p.strides, strides)
	}
	// 'ij,jk->ik' (any letters): np.matmul's product.
	if len(ops) == 2 && len(full[0]) == 2 && len(full[1]) == 2 && ellipsisDims == 0 {
		i, j, j2, k := full[0][0], full[0][1], full[1][0], full[1][1]
		p.matmul = j == j2 && i != j && k != j && i != k && slices.Equal(outLabels, []byte{i, k}) &&
			ops[0].Shape()[1] == ops[1].Shape()[0]
	}
	return p, nil
}

// labelName is a label as NumPy would print it.
func labelName(l byte) string {
	if l < 'A' {
		return "..."
	}
	return string(l)
}

// run computes the sums in dtype dt.
func (p *einsumPlan) run(ops []*ndarray.Array, dt ndarray.DType) (*ndarray.Array, error) {
	out, err := ndarray.New(dt, p.outShape)
	if err != nil {
		return nil, valueError(err)
	}
	switch {
	case dt.IsComplex():
		vals := make([][]complex128, len(ops))
		for i, a := range ops {
			c := a.AsType(ndarray.Complex128)
			vals[i] = make([]complex128, c.Size())
			for e := range vals[i] {
				vals[i][e] = c.AtFlat(e).Complex()
			}
		}
		if dt == ndarray.Complex64 {
			narrow := make([][]complex64, len(vals))
			for i, v := range vals {
				narrow[i] = make([]complex64, len(v))
				for e, x := range v {
					narrow[i][e] = complex64(x)
				}
			}
			for o, v := range einsumSums(p, narrow, out.Size()) {
				out.SetFlat(o, ndarray.MakeComplex(dt, float64(real(v)), float64(imag(v))))
			}
			break
		}
		for o, v := range einsumSums(p, vals, out.Size()) {
			out.SetFlat(o, ndarray.MakeComplex(dt, real(v), imag(v)))
		}
	case dt == ndarray.Float32 || dt == ndarray.Float16:
		// NumPy's float16 loops sum in float32 too.
		vals := make([][]float32, len(ops))
		for i, a := range ops {
			vals[i] = a.AsType(ndarray.Float32).Float32s()
		}
		for o, v := range einsumSums(p, vals, out.Size()) {
			out.SetFlat(o, ndarray.MakeFloat(dt, float64(v)))
		}
	case dt.IsFloat():
		vals := make([][]float64, len(ops))
		for i, a := range ops {
			vals[i] = a.AsType(ndarray.Float64).Float64s()
		}
		copy(out.Float64s(), einsumSums(p, vals, out.Size()))
	default: // integers and bools, summed in 64 bits (wrapping as NumPy's narrower types do)
		vals := make([][]int64, len(ops))
		for i, a := range ops {
			vals[i] = a.AsType(ndarray.Int64).Int64s()
		}
		for o, v := range einsumSums(p, vals, out.Size()) {
			if dt == ndarray.Bool {
				out.SetFlat(o, ndarray.MakeBool(v != 0))
			} else {
				out.SetFlat(o, ndarray.MakeInt(ndarray.Int64, v).Convert(dt))
			}
		}
	}
	return out, nil
}

// einsumNumber is a type einsum sums in.
type einsumNumber interface {
	int64 | float32 | float64 | complex64 | complex128
}

// einsumSums computes the plan's output (outSize elements, C order)
// from the operands' contiguous values: the iteration space in C order,
// rows of its last label at a time, each product added to its output
// element in T (the conversions round each step to T, as NumPy's loops
// do, and keep the compiler from fusing a multiply and an add).
func einsumSums[T einsumNumber](p *einsumPlan, vals [][]T, outSize int) []T {
	acc := make([]T, outSize)
	nd := len(p.sizes)
	if nd == 0 { // only 0-d operands
		prod := T(1)
		for _, v := range vals {
			prod = T(prod * v[0])
		}
		acc[0] = prod
		return acc
	}
	total := 1
	for _, n := range p.sizes {
		total *= n
	}
	if total == 0 {
		return acc
	}
	// outStride per iteration label: the output's C-order stride for an
	// output label, 0 for a summed one.
	outStride := make([]int, nd)
	st := 1
	for d := len(p.outShape) - 1; d >= 0; d-- {
		outStride[d] = st
		st *= p.outShape[d]
	}
	last := nd - 1
	n := p.sizes[last]
	lastOut := outStride[last]
	lastStrides := make([]int, len(vals))
	for i := range vals {
		lastStrides[i] = p.strides[i][last]
	}
	idx := make([]int, last)
	offs := make([]int, len(vals))
	o := 0
	for range total / n {
		if len(vals) == 2 {
			// Two operands, the common case, without the loop over them.
			x, y := vals[0][offs[0]:], vals[1][offs[1]:]
			sx, sy := lastStrides[0], lastStrides[1]
			if lastOut == 0 {
				sum := acc[o]
				for k := range n {
					sum = T(sum + T(x[k*sx]*y[k*sy]))
				}
				acc[o] = sum
			} else {
				for k := range n {
					acc[o+k*lastOut] = T(acc[o+k*lastOut] + T(x[k*sx]*y[k*sy]))
				}
			}
		} else {
			for k := range n {
				prod := T(1)
				for i, v := range vals {
					prod = T(prod * v[offs[i]+k*lastStrides[i]])
				}
				acc[o+k*lastOut] = T(acc[o+k*lastOut] + prod)
			}
		}
		// The next row: advance the other labels as an odometer.
		for d := last - 1; d >= 0; d-- {
			idx[d]++
			o += outStride[d]
			for i := range offs {
				offs[i] += p.strides[i][d]
			}
			if idx[d] < p.sizes[d] {
				break
			}
			o -= idx[d] * outStride[d]
			for i := range offs {
				offs[i] -= idx[d] * p.strides[i][d]
			}
			idx[d] = 0
		}
	}
	return acc
}
