package ndarray

import (
	"math"
	"slices"
	"testing"
)

// TestUniqueRows checks np.unique(a, axis=0)'s rules, as NumPy 1.24 gives
// them for these rows (CPython): rows sorted lexicographically, NaN last
// in each column; a row with a NaN kept apart, even from a copy of
// itself; -0.0 one value with 0.0, the first row giving it; the first
// index of each value from a stable sort.
func TestUniqueRows(t *testing.T) {
	nan := math.NaN()
	a := floatsOf(t, []int{6, 2},
		nan, 1,
		nan, 1,
		0, 2,
		math.Copysign(0, -1), 2,
		0, nan,
		-1.5, 7)
	u, err := a.UniqueRows(true)
	if err != nil {
		t.Fatal(err)
	}
	if got := u.Values.Shape(); !slices.Equal(got, []int{5, 2}) {
		t.Fatalf("values shape = %v", got)
	}
	if got := elems(u.Values); !sameFloats(got, []float64{-1.5, 7, 0, 2, 0, nan, nan, 1, nan, 1}) {
		t.Errorf("values = %v", got)
	}
	if math.Signbit(u.Values.At(1, 0).F) {
		t.Error("the value of 0.0 and -0.0 is -0.0, want the first row's 0.0")
	}
	for _, c := range []struct {
		name      string
		got, want []float64
	}{
		{"index", elems(u.Index), []float64{5, 2, 4, 0, 1}},
		{"inverse", elems(u.Inverse), []float64{3, 4, 1, 1, 2, 0}},
		{"counts", elems(u.Counts), []float64{1, 2, 1, 1, 1}},
	} {
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
}

// TestUniqueRowsIntsAndEmpty checks integer rows (the last column
// deciding ties of the first, counts of repeated rows), rows of no
// columns (all one value) and no rows.
func TestUniqueRowsIntsAndEmpty(t *testing.T) {
	a, _ := New(Int64, []int{5, 3})
	for i, v := range []int64{1, 0, 0, 1, 0, 0, 2, 3, 4, 0, 9, 9, 1, 0, -1} {
		a.SetFlat(i, MakeInt(Int64, v))
	}
	u, err := a.UniqueRows(false)
	if err != nil {
		t.Fatal(err)
	}
	if got := elems(u.Values); !slices.Equal(got, []float64{0, 9, 9, 1, 0, -1, 1, 0, 0, 2, 3, 4}) {
		t.Errorf("values = %v", got)
	}
	if got := elems(u.Counts); !slices.Equal(got, []float64{1, 1, 2, 1}) {
		t.Errorf("counts = %v", got)
	}
	if u.Index != nil || u.Inverse != nil {
		t.Error("index and inverse computed without positions")
	}
	noCols, _ := New(Float64, []int{3, 0})
	u, _ = noCols.UniqueRows(false)
	if got := u.Values.Shape(); !slices.Equal(got, []int{1, 0}) || !slices.Equal(elems(u.Counts), []float64{3}) {
		t.Errorf("3 rows of no columns: values shape %v, counts %v; want (1, 0) and [3]", got, elems(u.Counts))
	}
	noRows, _ := New(Float64, []int{0, 3})
	u, _ = noRows.UniqueRows(true)
	if got := u.Values.Shape(); !slices.Equal(got, []int{0, 3}) || u.Counts.Size() != 0 || u.Inverse.Size() != 0 {
		t.Errorf("no rows: values shape %v, %d counts", got, u.Counts.Size())
	}
}
