package ndarray

import (
	"fmt"
	"testing"
)

// BenchmarkBinaryStrided2D times the elementwise operators on the
// interior slices of a 302×302 grid (U[1:-1, 1:-1] + U[:-2, 1:-1], a
// stencil's operands: rows of 300 elements with a gap of 2 between
// them), on fresh results and in place (the interior of another grid +=
// a slice), against the same operation on contiguous arrays of as many
// elements.
func BenchmarkBinaryStrided2D(b *testing.B) {
	const n = 300
	for _, dt := range []DType{Float64, Float32} {
		grid := lcgArray(b, dt, (n+2)*(n+2), 1)
		u, _ := grid.Reshape([]int{n + 2, n + 2})
		isz := dt.ItemSize()
		row := (n + 2) * isz
		inner := u.view([]int{n, n}, []int{row, isz}, row+isz)
		up := u.view([]int{n, n}, []int{row, isz}, isz)
		out, _ := lcgArray(b, dt, (n+2)*(n+2), 4).Reshape([]int{n + 2, n + 2})
		outInner := out.view([]int{n, n}, []int{row, isz}, row+isz)
		flat := lcgArray(b, dt, n*n, 2)
		flat2 := lcgArray(b, dt, n*n, 3)
		four := Operand{Scalar: MakeInt(Int64, 4), Python: true}
		cases := []struct {
			name string
			f    func() error
		}{
			{"view+view", func() error { _, err := Binary(Add, Operand{Array: inner}, Operand{Array: up}); return err }},
			{"scalar*view", func() error { _, err := Binary(Mul, four, Operand{Array: inner}); return err }},
			{"contig+contig", func() error { _, err := Binary(Add, Operand{Array: flat}, Operand{Array: flat2}); return err }},
			{"view+=view", func() error {
				if _, ok, err := BinaryInPlace(Add, outInner, Operand{Array: up}); !ok {
					b.Fatal("BinaryInPlace refused a view of another grid")
				} else if err != nil {
					return err
				}
				return nil
			}},
		}
		for _, c := range cases {
			b.Run(fmt.Sprintf("%v/%s", dt, c.name), func(b *testing.B) {
				b.SetBytes(int64(3 * n * n * isz))
				for b.Loop() {
					if err := c.f(); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
