package pynumpy_test

import "testing"

// TestMoreFunctionsEdgeCases checks the keywords, identities and errors of
// more.go, search.go and stats.go that the golden scripts do not reach;
// every want is what CPython 3.11 with NumPy 1.24 prints.
func TestMoreFunctionsEdgeCases(t *testing.T) {
	tests := []struct{ src, want string }{
		{"a = np.arange(4.0); print(np.asarray(a, dtype=np.float64) is a, np.asarray(a, dtype=np.int64) is a)", "True False\n"},
		{"a = np.arange(3); print(np.copy(a) is a)", "False\n"},
		{"print(np.sort(np.arange(3), kind='heapsort'), np.sort([2, 1], kind='q'))", "[0 1 2] [1 2]\n"},
		{"print(np.argsort([3, 1, 2], axis=None))", "[1 2 0]\n"},
		{"print(np.diff(np.array([1, 4, 9]), n=5))", "[]\n"},
		{"print(np.searchsorted([[1, 2]], 1))", "ValueError: object too deep for desired array\n"},
		{"print(np.count_nonzero(np.array(0)), np.count_nonzero(np.array(7)))", "0 1\n"},
		{"print(np.split(np.arange(4), 0))", "ZeroDivisionError: integer modulo by zero\n"},
		{"print(np.array_split(np.arange(4), 0))", "ValueError: number sections must be larger than 0.\n"},
		{"print(np.roll(np.arange(4), (1, 2)))", "[1 2 3 0]\n"},
		{"print(np.repeat(np.arange(3), -1))", "ValueError: negative dimensions are not allowed\n"},
		{"print(np.repeat(np.arange(3), [1, -1, 1]))", "ValueError: repeats may not contain negative values.\n"},
		{"print(np.percentile(np.arange(5), [[10, 90], [50, 100]]))", "[[0.4 3.6]\n [2.  4. ]]\n"},
		{"print(np.interp(2, [1, 2], [3, 4, 5]))", "ValueError: fp and xp are not of the same length.\n"},
		{"print(np.sign(np.array([True])))", "numpy.core._exceptions._UFuncNoLoopError: ufunc 'sign' did not contain a loop with signature matching types <class 'numpy.dtype[bool_]'> -> None\n"},
	}
	for _, tt := range tests {
		if got := run(t, tt.src); got != tt.want {
			t.Errorf("%s\ngot  %q\nwant %q", tt.src, got, tt.want)
		}
	}
}
