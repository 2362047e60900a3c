package ndarray

import (
	"math/rand"
	"testing"
)

// maskCases are arrays of one shape, (6, 5), with several layouts: C
// order, a transposed view and a strided view, each of float64, int64 and
// bool elements.
func maskCases(t *testing.T) map[string]*Array {
	t.Helper()
	out := map[string]*Array{}
	for _, dt := range []DType{Float64, Int64, Bool, Int32} {
		base, _ := New(dt, []int{6, 5})
		for i := range base.size {
			base.SetFlat(i, MakeFloat(Float64, float64(i%7)+0.5).Convert(dt))
		}
		out["c-"+dt.String()] = base
		big, _ := New(dt, []int{5, 6})
		for i := range big.size {
			big.SetFlat(i, MakeFloat(Float64, float64(i*3%11)).Convert(dt))
		}
		tr, err := big.Transpose([]int{1, 0})
		if err != nil {
			t.Fatal(err)
		}
		out["t-"+dt.String()] = tr
		wide, _ := New(dt, []int{12, 5})
		for i := range wide.size {
			wide.SetFlat(i, MakeFloat(Float64, float64(i%5)).Convert(dt))
		}
		st, err := wide.Index([]IndexItem{SliceItem(0, 2, 6, 12)})
		if err != nil {
			t.Fatal(err)
		}
		out["s-"+dt.String()] = st
	}
	return out
}

// A mask of an array's own shape selects and assigns its elements in C
// order whatever the array's layout, as NumPy's a[mask] and a[mask] = v.
func TestMaskOfOwnShape(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for name, a := range maskCases(t) {
		mask, _ := New(Bool, []int{6, 5})
		var want []Scalar
		var at []int
		for i := range mask.size {
			on := r.Intn(3) == 0
			mask.SetFlat(i, MakeBool(on))
			if on {
				want = append(want, a.AtFlat(i))
				at = append(at, i)
			}
		}
		got, err := a.Select(mask)
		if err != nil {
			t.Fatal(err)
		}
		if got.NDim() != 1 || got.size != len(want) {
			t.Fatalf("%s: a[mask] has shape %v, want (%d,)", name, got.shape, len(want))
		}
		for j, w := range want {
			if g := got.AtFlat(j); g != w {
				t.Errorf("%s: a[mask][%d] = %v, want %v", name, j, g, w)
			}
		}
		// a[mask] = values, one per selected element, then a scalar.
		vals, _ := New(Float64, []int{len(at)})
		for j := range at {
			vals.SetFlat(j, MakeFloat(Float64, float64(100+j)))
		}
		if err := a.Put(mask, vals); err != nil {
			t.Fatal(err)
		}
		for j, i := range at {
			if g, w := a.AtFlat(i), MakeFloat(Float64, float64(100+j)).Convert(a.dtype); g != w {
				t.Errorf("%s: after a[mask] = v, a.flat[%d] = %v, want %v", name, i, g, w)
			}
		}
		one, _ := New(Float64, nil)
		one.setAt(0, MakeFloat(Float64, 7))
		if err := a.Put(mask, one); err != nil {
			t.Fatal(err)
		}
		for _, i := range at {
			if g, w := a.AtFlat(i), MakeFloat(Float64, 7).Convert(a.dtype); g != w {
				t.Errorf("%s: after a[mask] = 7, a.flat[%d] = %v", name, i, g)
			}
		}
		short, _ := New(Float64, []int{len(at) + 1})
		if err := a.Put(mask, short); err == nil || err.Error() != "shape mismatch: value array of shape ("+itoa(len(at)+1)+",) could not be broadcast to indexing result of shape ("+itoa(len(at))+",)" {
			t.Errorf("%s: a[mask] = too many values: %v", name, err)
		}
	}
}

func itoa(n int) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		n /= 10
		if n == 0 {
			return s
		}
	}
}
