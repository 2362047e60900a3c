package ndarray

import (
	"slices"
	"testing"
)

// TestCopyOrderLayouts checks the strides NumPy 1.24 gives copies of a
// 2x3 int64 array and of its transpose in each order, that the copies own
// their buffers and that they hold the same elements.
func TestCopyOrderLayouts(t *testing.T) {
	vals := make([]Scalar, 6)
	for i := range vals {
		vals[i] = Scalar{DType: Int64, I: int64(i)}
	}
	a, err := FromScalars(Int64, []int{2, 3}, vals)
	if err != nil {
		t.Fatal(err)
	}
	at, _ := a.Transpose(nil)
	for _, c := range []struct {
		src   *Array
		order string
		want  []int
	}{
		{a, "C", []int{24, 8}}, {a, "F", []int{8, 16}}, {a, "A", []int{24, 8}}, {a, "K", []int{24, 8}},
		{at, "C", []int{16, 8}}, {at, "F", []int{8, 24}}, {at, "A", []int{8, 24}}, {at, "K", []int{8, 24}},
	} {
		b, err := c.src.CopyOrder(c.order)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(b.Strides(), c.want) || !b.OwnsData() {
			t.Errorf("%v copy(order=%s): strides %v, owns its data %v; want %v, true", c.src.Shape(), c.order, b.Strides(), b.OwnsData(), c.want)
		}
		for i := range b.Size() {
			if b.AtFlat(i) != c.src.AtFlat(i) {
				t.Errorf("%v copy(order=%s): element %d is %v, want %v", c.src.Shape(), c.order, i, b.AtFlat(i), c.src.AtFlat(i))
			}
		}
		if fortran := slices.Equal(c.want, []int{8, 16}) || slices.Equal(c.want, []int{8, 24}); b.IsFortranContiguous() != fortran || b.IsContiguous() == fortran {
			t.Errorf("%v copy(order=%s): C-contiguous %v, Fortran-contiguous %v", c.src.Shape(), c.order, b.IsContiguous(), b.IsFortranContiguous())
		}
	}
	if _, err := a.CopyOrder("X"); err == nil || err.Error() != "order must be one of 'C', 'F', 'A', or 'K' (got 'X')" {
		t.Errorf("copy(order='X'): %v", err)
	}
}
