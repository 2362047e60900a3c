package ndarray

import (
	"math"
	"slices"
	"testing"
)

// TestLexSort checks the last key as the primary one, stable ties, NaN
// last and the errors.
func TestLexSort(t *testing.T) {
	second := intArray(t, 9, 4, 0, 4, 0, 2, 1)
	primary := intArray(t, 1, 5, 1, 4, 3, 4, 4)
	got, err := LexSort([]*Array{second, primary})
	if want := []int64{2, 0, 4, 6, 5, 3, 1}; err != nil || !slices.Equal(got, want) {
		t.Errorf("lexsort((b, a)) = %v, %v; want %v", got, err, want)
	}
	withNaN, _ := New(Float64, []int{3})
	for i, v := range []float64{math.NaN(), 1, 0.5} {
		withNaN.SetFlat(i, MakeFloat(Float64, v))
	}
	if got, _ := LexSort([]*Array{withNaN}); !slices.Equal(got, []int64{2, 1, 0}) {
		t.Errorf("lexsort([nan, 1, 0.5]) = %v", got)
	}
	if _, err := LexSort([]*Array{intArray(t, 1, 2), intArray(t, 1)}); err == nil || err.Error() != "all keys need to be the same shape" {
		t.Errorf("keys of different lengths: %v", err)
	}
}
