package ndarray

import (
	"fmt"
	"testing"
)

// Copies and assignments of views of one dtype (transposes, steps, 3-d
// arrays with their last two axes swapped, a broadcast row) give the
// elements of the view in C order, whatever path copyView takes.
func TestCopyOfViews(t *testing.T) {
	for _, dims := range [][]int{{70, 90}, {3, 40, 75}, {1, 5}, {65, 1}} {
		size := 1
		for _, d := range dims {
			size *= d
		}
		for _, dt := range []DType{Float64, Int32, Int8} {
			base, err := New(dt, []int{size})
			if err != nil {
				t.Fatal(err)
			}
			for i := range size {
				base.SetFlat(i, MakeInt(Int64, int64(i%97-40)))
			}
			a, err := base.Reshape(dims)
			if err != nil {
				t.Fatal(err)
			}
			perm := make([]int, len(dims))
			for i := range perm {
				perm[i] = i
			}
			perm[len(perm)-1], perm[len(perm)-2] = perm[len(perm)-2], perm[len(perm)-1]
			tr, err := a.Transpose(perm)
			if err != nil {
				t.Fatal(err)
			}
			items := make([]IndexItem, len(dims))
			for k, d := range dims {
				items[k] = SliceItem(d-1, -2, (d+1)/2, d) // a[::-2, ...]
			}
			stepped, err := a.Index(items)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range []*Array{tr, stepped} {
				name := fmt.Sprintf("%v %s %v", dims, dt, v.Strides())
				c := v.Copy()
				if !c.IsContiguous() {
					t.Errorf("%s: the copy is not contiguous", name)
				}
				into, _ := New(dt, v.Shape())
				if err := into.Assign(v); err != nil {
					t.Fatal(err)
				}
				back, _ := New(dt, v.Shape())
				backView, _ := back.Transpose(identityPerm(len(dims)))
				if err := backView.Assign(v); err != nil {
					t.Fatal(err)
				}
				for i := range v.Size() {
					want := v.AtFlat(i)
					if c.AtFlat(i) != want || into.AtFlat(i) != want || back.AtFlat(i) != want {
						t.Fatalf("%s: element %d: copy %v, assigned %v, %v; want %v", name, i, c.AtFlat(i), into.AtFlat(i), back.AtFlat(i), want)
					}
				}
			}
			// Assigning through a transposed destination.
			dst, _ := New(dt, tr.Shape())
			dstT, _ := dst.Transpose(perm)
			if err := dstT.Assign(a); err != nil {
				t.Fatal(err)
			}
			for i := range a.Size() {
				if dstT.AtFlat(i) != a.AtFlat(i) {
					t.Fatalf("%v %s: into a transposed view, element %d: %v, want %v", dims, dt, i, dstT.AtFlat(i), a.AtFlat(i))
				}
			}
		}
	}
}

func identityPerm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	return p
}
