package pynumpy

import "testing"

// BenchmarkEinsumRowSums is einsum('ij,ij->i') of two 1000×1000
// float64 matrices: the summing loop alone.
func BenchmarkEinsumRowSums(b *testing.B) {
	const n = 1000
	p := &einsumPlan{outShape: []int{n}, sizes: []int{n, n}, strides: [][]int{{n, 1}, {n, 1}}}
	x := make([]float64, n*n)
	for i := range x {
		x[i] = float64(i) / 7
	}
	vals := [][]float64{x, x}
	for b.Loop() {
		einsumSums(p, vals, n)
	}
}
