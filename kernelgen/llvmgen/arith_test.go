package llvmgen

import (
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// TestNotPositive checks the sign analysis that lets exp of a negated
// square go without its overflow check: products of constants, negations
// and paired reads of a local are known, anything else is not.
func TestNotPositive(t *testing.T) {
	d := &kernel.Local{Name: "d", Type: kernel.PyFloat}
	e := &kernel.Local{Name: "e", Type: kernel.PyFloat}
	n := &kernel.Local{Name: "n", Type: kernel.PyInt}
	v := func(l *kernel.Local) kernel.Expr { return &kernel.Var{Local: l} }
	c := func(f float64) kernel.Expr { return &kernel.Const{T: kernel.PyFloat, F: f} }
	mul := func(x, y kernel.Expr) kernel.Expr {
		return &kernel.Binary{Op: kernel.Mul, X: x, Y: y, T: kernel.PyFloat}
	}
	neg := func(x kernel.Expr) kernel.Expr { return &kernel.Unary{Op: kernel.Neg, X: x} }
	toF := func(x kernel.Expr) kernel.Expr { return &kernel.Convert{X: x, T: kernel.PyFloat} }
	cases := []struct {
		what string
		e    kernel.Expr
		want bool
	}{
		{"-0.5 * d * d", mul(mul(c(-0.5), v(d)), v(d)), true},
		{"-(d * d)", neg(mul(v(d), v(d))), true},
		{"d * -d", mul(v(d), neg(v(d))), true},
		{"-2 * (d * e) * (e * d)", mul(mul(toF(&kernel.Const{T: kernel.PyInt, I: -2}), mul(v(d), v(e))), mul(v(e), v(d))), true},
		{"-1.0 * float(n) * float(n)", mul(mul(c(-1), toF(v(n))), toF(v(n))), true},
		{"-0.5", c(-0.5), true},
		{"0.5 * d * d", mul(mul(c(0.5), v(d)), v(d)), false},
		{"-0.5 * d * e", mul(mul(c(-0.5), v(d)), v(e)), false},
		{"-0.5 * d", mul(c(-0.5), v(d)), false},
		{"-0.5 * d * d * d", mul(mul(mul(c(-0.5), v(d)), v(d)), v(d)), false},
		{"-d - d", &kernel.Binary{Op: kernel.Sub, X: neg(v(d)), Y: v(d), T: kernel.PyFloat}, false},
		{"0.0 * d", mul(c(0), v(d)), false},
	}
	for _, tc := range cases {
		if got := notPositive(tc.e); got != tc.want {
			t.Errorf("notPositive(%s) = %v, want %v", tc.what, got, tc.want)
		}
	}
}
