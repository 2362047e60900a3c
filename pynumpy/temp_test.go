package pynumpy_test

import "testing"

// An operator whose array operand is a temporary (the result of the
// previous operator, still on the interpreter's stack) must give what it
// gives on the same array held in a name: same values, same dtype.
func TestTemporaryOperandsAsNames(t *testing.T) {
	const prelude = "a = np.arange(1, 4)\nb = a > 1\naa = a * a\nbb = b * b\n"
	for _, c := range []struct{ temp, named string }{
		{"b * b + True", "bb + True"}, // gpython passes a bool operand on as an int
		{"True - a * a", "True - aa"}, // reflected
		{"a * a + 2.5", "aa + 2.5"},   // promotion: not written into the int temporary
		{"(a * a) / a[0:1]", "aa / a[0:1]"},
		{"a * a * 2 - a", "aa * 2 - a"},
		{"a * a + (a * a)[::-1]", "aa + aa[::-1]"},
	} {
		got := run(t, prelude+"print(repr("+c.temp+"))")
		want := run(t, prelude+"print(repr("+c.named+"))")
		if got != want {
			t.Errorf("%s gives %q, %s gives %q", c.temp, got, c.named, want)
		}
	}
}
