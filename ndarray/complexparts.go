package ndarray

// ComplexParts returns a complex array's real and imaginary parts as new
// C-ordered arrays of the matching float type (float32 for complex64):
// what NumPy's a.real and a.imag hold, copied.
func (a *Array) ComplexParts() (re, im *Array) {
	part := Float64
	if a.dtype == Complex64 {
		part = Float32
	}
	re, _ = New(part, a.shape)
	im, _ = New(part, a.shape)
	c := a
	if !a.contig {
		c = a.Copy()
	}
	for i := range c.size {
		v := c.AtFlat(i)
		re.SetFlat(i, MakeFloat(part, v.F))
		im.SetFlat(i, MakeFloat(part, v.Imag()))
	}
	return re, im
}

// JoinComplex is the complex array of dtype dt whose parts are re and im
// (arrays of one shape).
func JoinComplex(re, im *Array, dt DType) *Array {
	out, _ := New(dt, re.shape)
	r, i := re, im
	if !re.contig {
		r = re.Copy()
	}
	if !im.contig {
		i = im.Copy()
	}
	for k := range out.size {
		out.SetFlat(k, MakeComplex(dt, r.AtFlat(k).Float(), i.AtFlat(k).Float()))
	}
	return out
}
