package pynumpy_test

import "testing"

// TestUniqueAxis checks np.unique(..., axis=): distinct slices along the
// axis in lexicographic order, return_index, return_inverse and
// return_counts, rows with a NaN kept apart, complex rows, rows of no
// columns, and NumPy's errors (its AxisError is an IndexError here).
// Every want is what CPython 3.11 with NumPy 1.24 prints.
func TestUniqueAxis(t *testing.T) {
	tests := []struct{ src, want string }{
		{"a = np.array([[1, 0, 0], [1, 0, 0], [2, 3, 4], [0, 9, 9]]); print(np.unique(a, axis=0), np.unique(a, axis=1))",
			"[[0 9 9]\n [1 0 0]\n [2 3 4]] [[0 0 1]\n [0 0 1]\n [3 4 2]\n [9 9 0]]\n"},
		{"a = np.array([[1, 0], [1, 0], [0, 9]]); print(np.unique(a, axis=0, return_index=True, return_inverse=True, return_counts=True))",
			"(array([[0, 9],\n       [1, 0]]), array([2, 0]), array([1, 1, 0]), array([1, 2]))\n"},
		{"print(np.unique(np.array([np.nan, 1.0, np.nan, 1.0]), axis=0, return_counts=True))",
			"(array([ 1., nan, nan]), array([2, 1, 1]))\n"},
		{"c = np.arange(12).reshape(2, 3, 2) % 2; print(np.unique(c, axis=1, return_inverse=True))",
			"(array([[[0, 1]],\n\n       [[0, 1]]]), array([0, 0, 0]))\n"},
		{"print(np.unique(np.array([[1 + 1j, 2], [1 + 1j, 2], [1 - 1j, 5]]), axis=0))",
			"[[1.-1.j 5.+0.j]\n [1.+1.j 2.+0.j]]\n"},
		{"print(repr(np.unique(np.zeros((3, 0)), axis=0, return_counts=True)))",
			"(array([], shape=(1, 0), dtype=float64), array([3]))\n"},
		{"np.unique(np.ones((2, 2)), axis=2)",
			"numpy.AxisError: axis 2 is out of bounds for array of dimension 2\n"},
		{"np.unique(np.ones((2, 2)), axis=1.5)",
			"TypeError: 'float' object is not iterable\n"},
		{"np.unique(np.ones((2, 2)), axis=(0, 1))",
			"ValueError: `source` and `destination` arguments must have the same number of elements\n"},
	}
	for _, tt := range tests {
		if got := run(t, tt.src); got != tt.want {
			t.Errorf("%s\ngot  %q\nwant %q", tt.src, got, tt.want)
		}
	}
}
