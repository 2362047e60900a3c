package ndarray

import (
	"slices"
	"testing"
)

// intRange returns 0, 1, ... in int64 with the given shape.
func intRange(t *testing.T, shape ...int) *Array {
	t.Helper()
	a, err := New(Int64, shape)
	if err != nil {
		t.Fatal(err)
	}
	for i := range a.Size() {
		a.SetFlat(i, MakeInt(Int64, int64(i)))
	}
	return a
}

func wholeAxis(n int) MixedItem {
	return MixedItem{IndexItem: SliceItem(0, 1, n, n)}
}

func arrayItem(a *Array) MixedItem { return MixedItem{Array: a} }

func intItem(i int) MixedItem { return MixedItem{IndexItem: IndexItem{Kind: IndexInt, I: i}} }

func flatInts(a *Array) []int64 {
	out := make([]int64, a.Size())
	for i := range out {
		out[i] = a.AtFlat(i).I
	}
	return out
}

// TestMixedSelect checks where the index arrays' axes go: in place when
// the advanced entries are adjacent, first when a slice or a new axis
// separates them, and a mask standing for its nonzero positions.
func TestMixedSelect(t *testing.T) {
	b := intRange(t, 3, 4, 5)
	idx := intArray(t, 0, 2)
	newAxis := MixedItem{IndexItem: IndexItem{Kind: IndexNewAxis}}
	mask, _ := New(Bool, []int{3})
	mask.SetFlat(0, MakeBool(true))
	mask.SetFlat(2, MakeBool(true))
	cases := []struct {
		name  string
		items []MixedItem
		shape []int
		vals  []int64 // the leading values in C order
	}{
		{"b[:, idx, 1]", []MixedItem{wholeAxis(3), arrayItem(idx), intItem(1)}, []int{3, 2}, []int64{1, 11, 21, 31}},
		{"b[idx, :, 2]", []MixedItem{arrayItem(idx), wholeAxis(4), intItem(2)}, []int{2, 4}, []int64{2, 7, 12, 17, 42}},
		{"b[1, None, idx]", []MixedItem{intItem(1), newAxis, arrayItem(idx)}, []int{2, 1, 5}, []int64{20, 21}},
		{"b[1, idx, None]", []MixedItem{intItem(1), arrayItem(idx), newAxis}, []int{2, 1, 5}, []int64{20, 21}},
		{"b[mask, 1:3]", []MixedItem{arrayItem(mask), {IndexItem: SliceItem(1, 1, 2, 4)}}, []int{2, 2, 5}, []int64{5, 6}},
	}
	for _, c := range cases {
		got, err := b.MixedSelect(c.items)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if !slices.Equal(got.Shape(), c.shape) || !slices.Equal(flatInts(got)[:len(c.vals)], c.vals) {
			t.Errorf("%s = shape %v %v, want shape %v starting %v", c.name, got.Shape(), flatInts(got), c.shape, c.vals)
		}
	}
}

// TestMixedPut checks a[1:, idx] = v through a transposed view, with the
// value broadcast to the result's order (the index axis in place).
func TestMixedPut(t *testing.T) {
	a := intRange(t, 4, 3)
	tr, _ := a.Transpose(nil) // 3×4 view of a
	vals := intArray(t, -1, -2, -3)
	// tr[1:, [0, 2]] has shape (2, 2); a column of values broadcasts.
	col, _ := vals.Reshape([]int{3, 1})
	two, _ := col.Index([]IndexItem{SliceItem(0, 1, 2, 3)})
	if err := tr.MixedPut([]MixedItem{{IndexItem: SliceItem(1, 1, 2, 3)}, arrayItem(intArray(t, 0, 2))}, two); err != nil {
		t.Fatal(err)
	}
	want := []int64{0, -1, -2, 3, 4, 5, 6, -1, -2, 9, 10, 11}
	if got := flatInts(a); !slices.Equal(got, want) {
		t.Errorf("a after a.T[1:, [0, 2]] = [[-1], [-2]]: %v, want %v", got, want)
	}
	err := a.MixedPut([]MixedItem{wholeAxis(4), arrayItem(intArray(t, 0, 1))}, vals)
	if err == nil || err.Error() != "shape mismatch: value array of shape (3,) could not be broadcast to indexing result of shape (4,2)" {
		t.Errorf("a[:, [0, 1]] = 3 values: %v", err)
	}
}

// TestMixedIndexErrors checks NumPy's messages: bounds name the indexed
// array's axis, broadcast errors list the arrays but not the integers.
func TestMixedIndexErrors(t *testing.T) {
	b := intRange(t, 2, 3, 4)
	cases := []struct {
		items []MixedItem
		want  string
	}{
		{[]MixedItem{wholeAxis(2), arrayItem(intArray(t, 0, 5))}, "index 5 is out of bounds for axis 1 with size 3"},
		{[]MixedItem{arrayItem(intArray(t, 0, 1)), intItem(5)}, "index 5 is out of bounds for axis 1 with size 3"},
		{[]MixedItem{arrayItem(intArray(t, 0, 1)), intItem(1), arrayItem(intArray(t, 0, 1, 2))}, "shape mismatch: indexing arrays could not be broadcast together with shapes (2,) (3,) "},
		{[]MixedItem{wholeAxis(2), arrayItem(intArray(t, 0)), wholeAxis(4), intItem(0)}, "too many indices for array: array is 3-dimensional, but 4 were indexed"},
	}
	for _, c := range cases {
		if _, err := b.MixedSelect(c.items); err == nil || err.Error() != c.want {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
}
