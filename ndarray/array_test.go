package ndarray

import (
	"math"
	"slices"
	"testing"
	"unsafe"
)

func TestNew(t *testing.T) {
	for _, dt := range []DType{Bool, Int32, Int64, Float32, Float64} {
		a, err := New(dt, []int{2, 3, 4})
		if err != nil {
			t.Fatal(err)
		}
		if got, want := a.Strides(), []int{12 * dt.ItemSize(), 4 * dt.ItemSize(), dt.ItemSize()}; !slices.Equal(got, want) {
			t.Errorf("%s strides = %v, want %v", dt, got, want)
		}
		if a.Size() != 24 || a.NDim() != 3 || !a.IsContiguous() || a.Base() != nil {
			t.Errorf("%s: size %d ndim %d contiguous %v base %v", dt, a.Size(), a.NDim(), a.IsContiguous(), a.Base())
		}
		if p := uintptr(unsafe.Pointer(&a.Data()[0])); p%8 != 0 {
			t.Errorf("%s buffer at %#x is not 8-byte aligned", dt, p)
		}
		if v := a.At(1, 2, 3); v.Truth() {
			t.Errorf("%s: new array holds %v", dt, v)
		}
	}
	if _, err := New(Float64, []int{2, -1}); err == nil || err.Error() != "negative dimensions are not allowed" {
		t.Errorf("New with negative dimension: got error %v", err)
	}
	empty, err := New(Int32, []int{0, 5})
	if err != nil || empty.Size() != 0 || len(empty.Int32s()) != 0 || len(empty.Data()) != 0 {
		t.Errorf("empty array: %v, %v", empty, err)
	}
}

func TestConvert(t *testing.T) {
	tests := []struct {
		in   Scalar
		to   DType
		want Scalar
	}{
		{MakeFloat(Float64, math.NaN()), Int32, MakeInt(Int32, math.MinInt32)},
		{MakeFloat(Float64, math.Inf(1)), Int32, MakeInt(Int32, math.MinInt32)},
		{MakeFloat(Float64, 1e20), Int32, MakeInt(Int32, math.MinInt32)},
		{MakeFloat(Float64, -2.7), Int32, MakeInt(Int32, -2)},
		{MakeFloat(Float64, 2.7), Int32, MakeInt(Int32, 2)},
		{MakeFloat(Float64, 1e19), Int64, MakeInt(Int64, math.MinInt64)},
		{MakeFloat(Float64, math.NaN()), Bool, MakeBool(true)},
		{MakeFloat(Float64, math.Copysign(0, -1)), Bool, MakeBool(false)},
		{MakeInt(Int64, 1<<32+5), Int32, MakeInt(Int32, 5)},
		{MakeInt(Int64, -1<<31-1), Int32, MakeInt(Int32, math.MaxInt32)},
		{MakeInt(Int64, 1<<24+1), Float32, MakeFloat(Float32, 1<<24)},
		{MakeFloat(Float64, 1e300), Float32, MakeFloat(Float64, math.Inf(1)).Convert(Float32)},
		{MakeBool(true), Float64, MakeFloat(Float64, 1)},
		{MakeInt(Int32, -3), Bool, MakeBool(true)},
	}
	for _, tt := range tests {
		if got := tt.in.Convert(tt.to); got != tt.want {
			t.Errorf("%#v.Convert(%s) = %#v, want %#v", tt.in, tt.to, got, tt.want)
		}
	}
	if got := MakeFloat(Float64, -2.7).Int(); got != -2 {
		t.Errorf("Int() of -2.7 = %d, want -2", got)
	}
	if got := MakeFloat(Float32, 0.1).F; got != float64(float32(0.1)) {
		t.Errorf("MakeFloat(Float32, 0.1).F = %v, want the float32 value", got)
	}
}

func TestViewsShareMemory(t *testing.T) {
	a := mustBinary(t, Add, Operand{Array: arange(t, Float64, 6)}, pyFloat(0))
	m, err := a.Reshape([]int{2, 3})
	if err != nil {
		t.Fatal(err)
	}
	row := m.Sub(1)
	if row.Base() != a || m.Base() != a {
		t.Errorf("views' Base is not the owner")
	}
	row.Set(MakeFloat(Float64, 40), 1)
	if got := a.At(4).F; got != 40 {
		t.Errorf("write through m[1][1] not seen in a[4]: %v", got)
	}
	a.Float64s()[5] = 50
	if got := row.At(2).F; got != 50 {
		t.Errorf("write through Float64s not seen in view: %v", got)
	}
	if got := row.Float64s(); !slices.Equal(got, []float64{3, 40, 50}) {
		t.Errorf("row.Float64s() = %v", got)
	}
	if got, want := row.String(), "[ 3. 40. 50.]"; got != want {
		t.Errorf("row = %s, want %s", got, want)
	}
	c := m.Copy()
	c.SetFlat(0, MakeFloat(Float64, -1))
	if a.At(0).F != 0 || c.Base() != nil {
		t.Errorf("Copy shares memory with its source")
	}
	flat, _ := m.Reshape([]int{-1})
	if &flat.Data()[0] != &a.Data()[0] {
		t.Errorf("Reshape of a contiguous array copied")
	}
}

func TestReshapeErrors(t *testing.T) {
	a := arange(t, Int64, 6)
	tests := []struct {
		shape []int
		want  string // error, or "" for success
	}{
		{[]int{4}, "cannot reshape array of size 6 into shape (4,)"},
		{[]int{4, 5}, "cannot reshape array of size 6 into shape (4,5)"},
		{[]int{}, "cannot reshape array of size 6 into shape ()"},
		{[]int{4, -1}, "cannot reshape array of size 6 into shape (4,newaxis)"},
		{[]int{-1, -1}, "can only specify one unknown dimension"},
		{[]int{-2, 3}, ""},
		{[]int{3, 2}, ""},
		{[]int{1, 6, 1}, ""},
	}
	for _, tt := range tests {
		b, err := a.Reshape(tt.shape)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("Reshape(%v): %v", tt.shape, err)
		case tt.want == "" && b.Size() != 6:
			t.Errorf("Reshape(%v) has shape %v", tt.shape, b.Shape())
		case tt.want != "" && (err == nil || err.Error() != tt.want):
			t.Errorf("Reshape(%v): got error %v, want %q", tt.shape, err, tt.want)
		}
	}
}

func TestNormalize(t *testing.T) {
	a, _ := New(Float64, []int{6, 3})
	tests := []struct {
		axis, i int
		want    int
		err     string
	}{
		{0, 2, 2, ""},
		{0, -1, 5, ""},
		{1, -3, 0, ""},
		{0, 10, 0, "index 10 is out of bounds for axis 0 with size 6"},
		{1, -4, 0, "index -4 is out of bounds for axis 1 with size 3"},
	}
	for _, tt := range tests {
		got, err := a.Normalize(tt.axis, tt.i)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("Normalize(%d, %d): got error %v, want %q", tt.axis, tt.i, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("Normalize(%d, %d) = %d, %v; want %d", tt.axis, tt.i, got, err, tt.want)
		}
	}
}

func TestAssign(t *testing.T) {
	tests := []struct {
		name string
		dst  *Array
		src  *Array
		want string // repr of dst afterwards, or the error
	}{
		{"broadcast row with cast", mustNew(t, Int32, 2, 3), parseElems(t, Float64, []int{3}, "1.9 -2.9 3.5"),
			"array([[ 1, -2,  3],\n       [ 1, -2,  3]], dtype=int32)"},
		{"broadcast column", mustNew(t, Float64, 2, 3), parseElems(t, Int64, []int{2, 1}, "1 2"),
			"array([[1., 1., 1.],\n       [2., 2., 2.]])"},
		{"drop leading 1", mustNew(t, Float64, 3), parseElems(t, Int64, []int{1, 3}, "1 2 3"), "array([1., 2., 3.])"},
		{"0-d", mustNew(t, Float64, 3), parseElems(t, Int64, nil, "5"), "array([5., 5., 5.])"},
		{"mismatch", mustNew(t, Float64, 3), parseElems(t, Float64, []int{4}, "1 2 3 4"),
			"could not broadcast input array from shape (4,) into shape (3,)"},
		{"mismatch 2d", mustNew(t, Float64, 2, 3), parseElems(t, Float64, []int{1, 2}, "1 2"),
			"could not broadcast input array from shape (1,2) into shape (2,3)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ""
			if err := tt.dst.Assign(tt.src); err != nil {
				got = err.Error()
			} else {
				got = tt.dst.Repr()
			}
			if got != tt.want {
				t.Errorf("a[...] = %s:\ngot  %s\nwant %s", tt.src.Repr(), got, tt.want)
			}
		})
	}

	// Assigning a view of an array to itself reads before writing.
	a := mustBinary(t, Add, Operand{Array: arange(t, Int64, 4)}, pyInt(1))
	m, _ := a.Reshape([]int{2, 2})
	if err := m.Assign(m.Sub(1)); err != nil {
		t.Fatal(err)
	}
	if got, want := a.String(), "[3 4 3 4]"; got != want {
		t.Errorf("m[...] = m[1] gives %s, want %s", got, want)
	}
}

func mustNew(t testing.TB, dt DType, shape ...int) *Array {
	t.Helper()
	a, err := New(dt, shape)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestAsType(t *testing.T) {
	tests := []struct {
		src  *Array
		to   DType
		want string
	}{
		{parseElems(t, Float64, []int{5}, "nan inf 1e20 -2.7 2.7"), Int32,
			"array([-2147483648, -2147483648, -2147483648,          -2,           2],\n      dtype=int32)"},
		{parseElems(t, Float64, []int{4}, "nan 0 -0.0 0.5"), Bool, "array([ True, False, False,  True])"},
		{parseElems(t, Int64, []int{2}, "4294967301 -2147483649"), Int32, "array([         5, 2147483647], dtype=int32)"},
		{parseElems(t, Int64, []int{1}, "16777217"), Float32, "array([16777216.], dtype=float32)"},
		{parseElems(t, Float64, []int{1}, "1e300"), Float32, "array([inf], dtype=float32)"},
		{parseElems(t, Float64, []int{2}, "-2.7 1e19"), Int64, "array([                  -2, -9223372036854775808])"},
	}
	for _, tt := range tests {
		b := tt.src.AsType(tt.to)
		if got := b.Repr(); got != tt.want {
			t.Errorf("%s.astype(%s):\ngot  %s\nwant %s", tt.src.Repr(), tt.to, got, tt.want)
		}
		if b.Base() != nil || (b.Size() > 0 && &b.Data()[0] == &tt.src.Data()[0]) {
			t.Errorf("AsType did not copy")
		}
	}
}

func TestTypedViewPanics(t *testing.T) {
	a := mustNew(t, Int32, 3)
	defer func() {
		if recover() == nil {
			t.Errorf("Float64s of an int32 array did not panic")
		}
	}()
	a.Float64s()
}

func TestParseDType(t *testing.T) {
	for name, want := range map[string]DType{
		"bool": Bool, "bool_": Bool, "?": Bool, "int32": Int32, "i4": Int32, "int64": Int64, "i8": Int64,
		"int": Int64, "float32": Float32, "f4": Float32, "float64": Float64, "f8": Float64, "float": Float64,
		"complex64": Complex64, "c8": Complex64, "csingle": Complex64, "complex128": Complex128, "c16": Complex128,
		"complex": Complex128, "complex_": Complex128, "cdouble": Complex128,
	} {
		if got, ok := ParseDType(name); !ok || got != want {
			t.Errorf("ParseDType(%q) = %v, %v; want %v", name, got, ok, want)
		}
	}
	for _, dt := range []DType{Bool, Int32, Int64, Float32, Float64} {
		if got, ok := ParseDType(dt.String()); !ok || got != dt {
			t.Errorf("ParseDType(%q) = %v, %v; want %v", dt.String(), got, ok, dt)
		}
	}
	if _, ok := ParseDType("complex256"); ok {
		t.Errorf("ParseDType accepted complex256")
	}
}

func BenchmarkAtSet(b *testing.B) {
	a, _ := New(Float64, []int{64, 64})
	for b.Loop() {
		for i := 0; i < 64; i++ {
			for j := 0; j < 64; j++ {
				v := a.At(i, j)
				v.F++
				a.Set(v, i, j)
			}
		}
	}
}

func BenchmarkAtFlat(b *testing.B) {
	a, _ := New(Float32, []int{16, 16, 16})
	for b.Loop() {
		for i := 0; i < a.Size(); i++ {
			a.SetFlat(i, a.AtFlat(i))
		}
	}
}

// TestVersion checks that every write path bumps the buffer's version,
// through any view, and that reads leave it alone: plan caches rely on it.
func TestVersion(t *testing.T) {
	a, _ := New(Int64, []int{4, 3})
	row := a.Sub(1)
	flat, err := a.Reshape([]int{12})
	if err != nil {
		t.Fatal(err)
	}
	src, _ := Full(Int64, []int{3}, MakeInt(Int64, 7))
	writes := []struct {
		name string
		do   func()
	}{
		{"Set", func() { a.Set(MakeInt(Int64, 1), 0, 0) }},
		{"SetFlat of a view", func() { flat.SetFlat(5, MakeInt(Int64, 2)) }},
		{"Fill of a row", func() { row.Fill(MakeInt(Int64, 3)) }},
		{"Assign", func() { row.Assign(src) }},
		{"Int64s", func() { _ = a.Int64s() }},
		{"Data", func() { _ = flat.Data() }},
		{"MarkWritten", func() { row.MarkWritten() }},
	}
	for _, w := range writes {
		before := a.Version()
		w.do()
		if a.Version() <= before || row.Version() != a.Version() || flat.Version() != a.Version() {
			t.Errorf("%s: version %d -> %d (row %d, flat %d), want a larger one shared by the views",
				w.name, before, a.Version(), row.Version(), flat.Version())
		}
	}
	reads := []struct {
		name string
		do   func()
	}{
		{"At", func() { _ = a.At(1, 1) }},
		{"AtFlat", func() { _ = flat.AtFlat(3) }},
		{"Copy", func() { _ = a.Copy() }},
		{"Sum", func() { _ = a.Sum() }},
		{"ReadData", func() { _ = a.ReadData() }},
		{"AsType", func() { _ = row.AsType(Float64) }},
	}
	for _, r := range reads {
		before := a.Version()
		r.do()
		if a.Version() != before {
			t.Errorf("%s: version %d -> %d, want unchanged", r.name, before, a.Version())
		}
	}
	b := a.Copy()
	b.Set(MakeInt(Int64, 9), 0, 0)
	if got := a.At(0, 0).I; got == 9 {
		t.Errorf("copy shares memory")
	}
}
