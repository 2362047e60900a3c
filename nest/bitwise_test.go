package nest

import "testing"

// TestBitwiseString checks that bitwise operators print with Python's
// precedence (| below ^ below & below shifts below +, all above the
// comparisons), parenthesised only where ast.unparse would.
func TestBitwiseString(t *testing.T) {
	a, b, c := &Name{Id: "a"}, &Name{Id: "b"}, &Name{Id: "c"}
	two := &Const{Kind: Int, Int: 2}
	for _, tc := range []struct {
		e    Expr
		want string
	}{
		{&Binary{Op: BitOr, X: a, Y: &Binary{Op: BitXor, X: b, Y: &Binary{Op: BitAnd, X: c, Y: a}}}, "a | b ^ c & a"},
		{&Binary{Op: BitAnd, X: &Binary{Op: BitOr, X: a, Y: b}, Y: c}, "(a | b) & c"},
		{&Binary{Op: LShift, X: &Binary{Op: BitAnd, X: a, Y: b}, Y: two}, "(a & b) << 2"},
		{&Binary{Op: BitAnd, X: &Binary{Op: Mul, X: a, Y: b}, Y: c}, "a * b & c"},
		{&Binary{Op: RShift, X: &Binary{Op: Add, X: a, Y: b}, Y: two}, "a + b >> 2"},
		{&Binary{Op: Add, X: &Binary{Op: RShift, X: a, Y: b}, Y: two}, "(a >> b) + 2"},
		{&Binary{Op: RShift, X: a, Y: &Binary{Op: RShift, X: b, Y: c}}, "a >> (b >> c)"},
		{&Compare{Op: Eq, X: &Binary{Op: BitAnd, X: a, Y: two}, Y: c}, "a & 2 == c"},
		{&Unary{Op: Invert, X: &Binary{Op: Add, X: a, Y: b}}, "~(a + b)"},
		{&Unary{Op: Neg, X: &Unary{Op: Invert, X: a}}, "-~a"},
		{&Binary{Op: BitXor, X: &Unary{Op: Invert, X: a}, Y: b}, "~a ^ b"},
	} {
		if got := String(tc.e); got != tc.want {
			t.Errorf("String = %q, want %q", got, tc.want)
		}
	}
}
