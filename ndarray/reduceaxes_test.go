package ndarray

import (
	"errors"
	"slices"
	"testing"
)

// TestReduceAxesOrder checks that a sum over a tuple of axes adds each
// output element's terms in NumPy's order: in memory order, one at a time
// where the last axis is kept (float32 makes a different order visible).
func TestReduceAxesOrder(t *testing.T) {
	a, _ := New(Float32, []int{3, 4, 5})
	for i := range a.Size() {
		// Terms of very different sizes, so that the order of the float32
		// additions changes the rounded sum.
		a.SetFlat(i, MakeFloat(Float32, float64(1+i%7)*[]float64{1e-4, 1, 3e3}[i%3]))
	}
	got, err := a.ReduceAxes(RSum, []int{0, 1}, false)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Shape(), []int{5}) {
		t.Fatalf("shape %v, want [5]", got.Shape())
	}
	for k := range 5 {
		var acc float32
		for i := range 3 {
			for j := range 4 {
				acc += float32(a.At(i, j, k).F)
			}
		}
		if g := float32(got.At(k).F); g != acc {
			t.Errorf("sum over (0, 1) at %d = %v, want the sequential %v", k, g, acc)
		}
	}
	// A transposed view is summed in its memory order, as NumPy iterates.
	tr, _ := a.Transpose([]int{2, 1, 0})
	gt, err := tr.ReduceAxes(RSum, []int{1, 2}, true)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(gt.Shape(), []int{5, 1, 1}) {
		t.Fatalf("keepdims shape %v, want [5 1 1]", gt.Shape())
	}
	for k := range 5 {
		if gt.At(k, 0, 0).F != got.At(k).F {
			t.Errorf("transposed sum at %d = %v, want %v", k, gt.At(k, 0, 0).F, got.At(k).F)
		}
	}
}

// TestReduceAxesErrors checks the refusals: a repeated axis, an axis out of
// range, and a reduction NumPy does not take a tuple of axes for.
func TestReduceAxesErrors(t *testing.T) {
	a, _ := New(Float64, []int{2, 3})
	if _, err := a.ReduceAxes(RSum, []int{0, -2}, false); err == nil || err.Error() != "duplicate value in 'axis'" {
		t.Errorf("repeated axis: %v", err)
	}
	var ae *AxisError
	if _, err := a.ReduceAxes(RMax, []int{0, 2}, false); !errors.As(err, &ae) {
		t.Errorf("axis 2 of a 2-d array: %v, want an AxisError", err)
	}
	var ue *UnsupportedError
	if _, err := a.ReduceAxes(RStd, []int{0, 1}, false); !errors.As(err, &ue) {
		t.Errorf("std over a tuple: %v, want an UnsupportedError", err)
	}
}
