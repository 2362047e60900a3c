package linalg

import (
	"fmt"
	"testing"
)

func BenchmarkSVD(b *testing.B) {
	for _, n := range []int{10, 100} {
		a := testMatrix(1, n, n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				if _, _, _, err := SVD(a, n, n, true, true); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkSymEig(b *testing.B) {
	for _, n := range []int{10, 100} {
		a := symmetric(1, n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				if _, _, err := SymEig(a, n, true); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkQR(b *testing.B) {
	a := testMatrix(1, 100, 100)
	for b.Loop() {
		QR(a, 100, 100, false)
	}
}
