package ndarray

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// floatsOf builds a float64 array of the given shape.
func floatsOf(t *testing.T, shape []int, vals ...float64) *Array {
	t.Helper()
	a, err := New(Float64, shape)
	if err != nil {
		t.Fatal(err)
	}
	copy(a.Float64s(), vals)
	return a
}

// elems is a's elements in C order as float64s.
func elems(a *Array) []float64 {
	out := make([]float64, a.Size())
	for i := range out {
		out[i] = a.AtFlat(i).Float()
	}
	return out
}

// sameFloats compares with NaN equal to NaN.
func sameFloats(x, y []float64) bool {
	return slices.EqualFunc(x, y, func(a, b float64) bool { return a == b || a != a && b != b })
}

func TestSortPutsNaNLastAlongAxis(t *testing.T) {
	nan := math.NaN()
	a := floatsOf(t, []int{2, 3}, 3, nan, 1, -2, 5, 0)
	rows, err := a.Sort(-1)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := elems(rows), []float64{1, 3, nan, -2, 0, 5}; !sameFloats(got, want) {
		t.Errorf("sort rows = %v, want %v", got, want)
	}
	cols, _ := a.Sort(0)
	if got, want := elems(cols), []float64{-2, 5, 0, 3, nan, 1}; !sameFloats(got, want) {
		t.Errorf("sort columns = %v, want %v", got, want)
	}
	if got := elems(a); !sameFloats(got, []float64{3, nan, 1, -2, 5, 0}) {
		t.Errorf("sort changed its input: %v", got)
	}
	if _, err := a.Sort(2); err == nil {
		t.Error("sort along axis 2 of a 2-d array succeeded")
	}
}

func TestArgSortKeepsTiesInOrder(t *testing.T) {
	a := floatsOf(t, []int{7}, 2, 1, 2, 1, math.NaN(), 2, 1)
	idx, err := a.ArgSort(0, SortStable)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := elems(idx), []float64{1, 3, 6, 0, 2, 5, 4}; !slices.Equal(got, want) {
		t.Errorf("argsort = %v, want %v", got, want)
	}
	if idx.DType() != Int64 {
		t.Errorf("argsort dtype = %v, want int64", idx.DType())
	}
}

func TestShapeViewsShareData(t *testing.T) {
	a := floatsOf(t, []int{1, 3}, 1, 2, 3)
	f, err := a.Flip(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := elems(f); !slices.Equal(got, []float64{3, 2, 1}) {
		t.Errorf("flip = %v", got)
	}
	f.SetFlat(0, MakeFloat(Float64, 30))
	if a.At(0, 2).Float() != 30 {
		t.Error("flip is not a view")
	}
	s, err := a.Squeeze(nil)
	if err != nil || !slices.Equal(s.Shape(), []int{3}) {
		t.Fatalf("squeeze = %v, %v", s.Shape(), err)
	}
	if _, err := a.Squeeze([]int{1}); err == nil {
		t.Error("squeezing an axis of length 3 succeeded")
	}
	e, err := a.ExpandDims(-1)
	if err != nil || !slices.Equal(e.Shape(), []int{1, 3, 1}) {
		t.Errorf("expand_dims(-1) = %v, %v", e.Shape(), err)
	}
}

func TestRollRepeatTile(t *testing.T) {
	a := floatsOf(t, []int{2, 3}, 1, 2, 3, 4, 5, 6)
	r, _ := a.Roll(-4, 1)
	if got := elems(r); !slices.Equal(got, []float64{2, 3, 1, 5, 6, 4}) {
		t.Errorf("roll(-4, axis=1) = %v", got)
	}
	rep, err := a.Repeat([]int{0, 2, 1}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := elems(rep); !slices.Equal(got, []float64{2, 2, 3, 5, 5, 6}) || !slices.Equal(rep.Shape(), []int{2, 3}) {
		t.Errorf("repeat = %v %v", rep.Shape(), got)
	}
	if _, err := a.Repeat([]int{1, 2}, 1); err == nil {
		t.Error("repeat with 2 counts for 3 elements succeeded")
	}
	tile, _ := a.Tile([]int{2, 1, 2})
	if !slices.Equal(tile.Shape(), []int{2, 2, 6}) || tile.At(1, 1, 4).Float() != 5 {
		t.Errorf("tile shape %v, [1,1,4] = %v", tile.Shape(), tile.At(1, 1, 4))
	}
}

func TestPercentileAndMedian(t *testing.T) {
	a := floatsOf(t, []int{5}, 7.75, 0.25, 3, -1, 2.5)
	p, err := a.Percentile([]float64{0, 30, 100}, []int{3}, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	// NumPy 1.24: np.percentile([...], [0, 30, 100]) = [-1.0, 0.7, 7.75].
	if got := elems(p); !slices.Equal(got, []float64{-1, 0.7, 7.75}) {
		t.Errorf("percentile = %v", got)
	}
	if _, err := a.Percentile([]float64{101}, nil, nil, ""); err == nil {
		t.Error("percentile 101 succeeded")
	}
	m, _ := floatsOf(t, []int{2, 2}, 1, math.NaN(), 4, 6).Median(ptr(1))
	if got := elems(m); !sameFloats(got, []float64{math.NaN(), 5}) {
		t.Errorf("median rows = %v", got)
	}
}

func TestQuantile(t *testing.T) {
	a := floatsOf(t, []int{8}, 3, 1.5, 7.25, 0.1, 2, 9, 4, 4.5)
	q, err := a.Quantile([]float64{0.07, 0.33, 1}, []int{3}, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	// NumPy 1.24: np.quantile([...], [0.07, 0.33, 1.0]) = [0.786, 2.31, 9.0].
	if got := elems(q); !slices.Equal(got, []float64{0.786, 2.31, 9}) {
		t.Errorf("quantile = %v", got)
	}
	if _, err := a.Quantile([]float64{1.5}, nil, nil, ""); err == nil || err.Error() != "Quantiles must be in the range [0, 1]" {
		t.Errorf("quantile 1.5: error %v", err)
	}
}

func TestQuantileMethods(t *testing.T) {
	vals := make([]Scalar, 10)
	for i := range vals {
		vals[i] = MakeInt(Int64, int64(i+1))
	}
	a, err := FromScalars(Int64, []int{10}, vals)
	if err != nil {
		t.Fatal(err)
	}
	q := []float64{0, 0.1, 0.25, 0.3, 0.5, 0.6, 0.75, 0.9, 1}
	// NumPy 1.24: np.quantile(np.arange(1, 11), q, method=m); the
	// discontinuous methods give int64, the others float64.
	cases := []struct {
		method string
		dtype  DType
		want   []float64
	}{
		{"inverted_cdf", Int64, []float64{1, 1, 3, 3, 5, 6, 8, 9, 10}},
		{"averaged_inverted_cdf", Float64, []float64{1, 1.5, 3, 3.5, 5.5, 6.5, 8, 9.5, 10}},
		{"closest_observation", Int64, []float64{1, 1, 3, 3, 5, 6, 7, 9, 10}},
		{"interpolated_inverted_cdf", Float64, []float64{1, 1, 2.5, 3, 5, 6, 7.5, 9, 10}},
		{"hazen", Float64, []float64{1, 1.5, 3, 3.5, 5.5, 6.5, 8, 9.5, 10}},
		{"weibull", Float64, []float64{1, 1.1, 2.75, 3.3, 5.5, 6.6, 8.25, 9.9, 10}},
		{"linear", Float64, []float64{1, 1.9, 3.25, 3.6999999999999997, 5.5, 6.3999999999999995, 7.75, 9.1, 10}},
		{"median_unbiased", Float64, []float64{1, 1.3666666666666667, 2.9166666666666665, 3.4333333333333336, 5.5, 6.533333333333333, 8.083333333333334, 9.633333333333333, 10}},
		{"normal_unbiased", Float64, []float64{1, 1.4, 2.9375, 3.45, 5.5, 6.525, 8.0625, 9.6, 10}},
		{"lower", Int64, []float64{1, 1, 3, 3, 5, 6, 7, 9, 10}},
		{"higher", Int64, []float64{1, 2, 4, 4, 6, 7, 8, 10, 10}},
		{"midpoint", Float64, []float64{1, 1.5, 3.5, 3.5, 5.5, 6.5, 7.5, 9.5, 10}},
		{"nearest", Int64, []float64{1, 2, 3, 4, 5, 6, 8, 9, 10}},
	}
	for _, c := range cases {
		r, err := a.Quantile(q, []int{len(q)}, nil, c.method)
		if err != nil {
			t.Fatalf("%s: %v", c.method, err)
		}
		if got := elems(r); r.DType() != c.dtype || !slices.Equal(got, c.want) {
			t.Errorf("%s: %v %v, want %v %v", c.method, r.DType(), got, c.dtype, c.want)
		}
	}
	if _, err := a.Quantile(q, nil, nil, "foo"); err == nil || !strings.HasPrefix(err.Error(), "'foo' is not a valid method. Use one of: dict_keys(['inverted_cdf', ") {
		t.Errorf("method foo: error %v", err)
	}
}

func ptr(i int) *int { return &i }

func TestInterpAndSearchSorted(t *testing.T) {
	got, err := Interp([]float64{-1, 0.5, 2, 3}, []float64{0, 1, 2}, []float64{0, 10, 40}, -5, 99)
	if err != nil {
		t.Fatal(err)
	}
	if want := []float64{-5, 5, 40, 99}; !slices.Equal(got, want) {
		t.Errorf("interp = %v, want %v", got, want)
	}
	s := floatsOf(t, []int{4}, 1, 3, 3, 5)
	v := Operand{Array: floatsOf(t, []int{3}, 3, 0, 9)}
	for _, c := range []struct {
		right bool
		want  []float64
	}{{false, []float64{1, 0, 4}}, {true, []float64{3, 0, 4}}} {
		r, err := SearchSorted(s, v, c.right)
		if err != nil {
			t.Fatal(err)
		}
		if got := elems(r.Array); !slices.Equal(got, c.want) {
			t.Errorf("searchsorted right=%v = %v, want %v", c.right, got, c.want)
		}
	}
}

func TestUniqueCountsNaNOnce(t *testing.T) {
	nan := math.NaN()
	u, err := floatsOf(t, []int{6}, 2, nan, 1, 2, nan, 1).Unique(true)
	if err != nil {
		t.Fatal(err)
	}
	if got := elems(u.Values); !sameFloats(got, []float64{1, 2, nan}) {
		t.Errorf("values = %v", got)
	}
	if got := elems(u.Counts); !slices.Equal(got, []float64{2, 2, 2}) {
		t.Errorf("counts = %v", got)
	}
	if got := elems(u.Index); !slices.Equal(got, []float64{2, 0, 1}) {
		t.Errorf("first indices = %v", got)
	}
	if got := elems(u.Inverse); !slices.Equal(got, []float64{1, 2, 0, 1, 2, 0}) {
		t.Errorf("inverse = %v", got)
	}
}

func TestSignAndReciprocalKeepType(t *testing.T) {
	i, _ := New(Int32, []int{4})
	for k, v := range []int64{-5, 0, 2, -1} {
		i.SetFlat(k, MakeInt(Int32, v))
	}
	s, err := Sign(i)
	if err != nil || s.DType() != Int32 || !slices.Equal(elems(s), []float64{-1, 0, 1, -1}) {
		t.Errorf("sign = %v %v, %v", s.DType(), elems(s), err)
	}
	r, _ := Reciprocal(i)
	// 1/0 is +inf converted, as NumPy's loop does on x86: the least int32.
	if got := elems(r); !slices.Equal(got, []float64{0, math.MinInt32, 0, -1}) {
		t.Errorf("reciprocal of -5, 0, 2, -1 = %v", got)
	}
	b, _ := New(Bool, []int{1})
	if _, err := Sign(b); err == nil {
		t.Error("sign of bool succeeded")
	}
}

func TestSortFastPathMatchesGeneric(t *testing.T) {
	nan := math.NaN()
	vals := []float64{3, nan, -1, 2, nan, 0, -7, 5}
	a := floatsOf(t, []int{2, 4}, vals...)
	fast, _ := a.Sort(-1) // contiguous float64 lines
	slow, _ := a.AsType(Float32).Sort(1)
	if got, want := elems(fast), elems(slow); !sameFloats(got, want) {
		t.Errorf("float64 sort = %v, float32 sort = %v", got, want)
	}
	if got, want := elems(fast), []float64{-1, 2, 3, nan, -7, 0, 5, nan}; !sameFloats(got, want) {
		t.Errorf("sort = %v, want %v", got, want)
	}
}
