// This file holds the GCD tests of Allen & Kennedy, §3.3.3: a
// multiple-index equation has integer solutions only if the gcd of its
// coefficients divides its constant.

package depend

import (
	"math"

	"github.com/alpyna/alpyna/affine"
)

// gcdTest (A&K §3.3.3): Σ a·x − Σ b·y = −c has an integer solution only if
// the gcd of the coefficients divides c.
func gcdTest(s *system, eq equation) bool {
	var g int64
	for _, v := range eq.a {
		g = gcd(g, v)
	}
	for _, v := range eq.b {
		g = gcd(g, v)
	}
	return g == 0 || eq.c%g == 0
}

// directedGCD is the GCD test under the directions of cur: a loop with a
// known distance d (Eq is d = 0) ties y to x + d, so its two terms merge
// into (a − b)·x and the constant gains −b·d.
func directedGCD(s *system, eq equation, cur box) bool {
	var g int64
	c := eq.c
	for j, a := range eq.a {
		if j < s.n && cur[j].known {
			ab, ok1 := affine.Sub64(a, eq.b[j])
			var ok2 bool
			c, ok2 = addProduct(c, -eq.b[j], cur[j].dist)
			if !ok1 || !ok2 || eq.b[j] == math.MinInt64 {
				return true
			}
			g = gcd(g, ab)
			continue
		}
		g = gcd(g, a)
		if j < s.n {
			g = gcd(g, eq.b[j])
		}
	}
	for _, b := range eq.b[s.n:] {
		g = gcd(g, b)
	}
	if g == 0 {
		return c == 0
	}
	return c%g == 0
}

func gcd(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	if a < 0 { // gcd involving MinInt64
		return 1
	}
	return a
}
