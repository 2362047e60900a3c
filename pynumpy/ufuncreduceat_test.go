package pynumpy_test

import "testing"

// TestUfuncReduceat checks ufunc.reduceat: runs between the indices (a
// run that does not end past its start is its first element alone),
// NumPy's result types (sums and products of narrow ints in int64, divide
// of ints in float64, logical_and of floats in bool), float sums as a
// run's first element plus NumPy's pairwise sum of the rest (on either
// axis, float32 in float32), out=, floating-point exceptions named
// "reduceat", and NumPy's errors. Every want is what CPython 3.11 with
// NumPy 1.24 prints.
func TestUfuncReduceat(t *testing.T) {
	tests := []struct{ src, want string }{
		{"print(np.add.reduceat(np.arange(8.0), [0, 4, 1, 5, 7]))",
			"[ 6.  4. 10. 11.  7.]\n"},
		{"x = np.random.default_rng(3).standard_normal(300); print(np.add.reduceat(x, [0, 20, 150]).tolist())",
			"[-2.6475763089400086, 3.51118009271656, 14.000611289166066]\n"},
		{"x = np.random.default_rng(3).standard_normal(300).astype(np.float32); print(np.add.reduceat(x, [0, 20, 150]).tolist())",
			"[-2.647576093673706, 3.511179208755493, 14.000611305236816]\n"},
		{"m = np.random.default_rng(4).standard_normal((40, 2)); print(np.add.reduceat(m, [0, 30], axis=0).tolist())",
			"[[-7.392659784678973, 2.253248322543021], [-1.8548415947324646, 1.7245939548358469]]\n"},
		{"print(np.add.reduceat(np.array([-0.0, -0.0]), [0]), np.add.reduceat(np.arange(6, dtype=np.int32), [0, 3]).dtype)",
			"[-0.] int64\n"},
		{"print(np.maximum.reduceat(np.arange(8, dtype=np.int32), [0, 4]).dtype, np.multiply.reduceat(np.arange(1, 6, dtype=np.uint8), [0, 2]))",
			"int32 [ 2 60]\n"},
		{"print(np.subtract.reduceat(np.arange(5), [0, 3, 1]), np.divide.reduceat(np.arange(1, 5), [0, 2]))",
			"[-3  3 -8] [0.5  0.75]\n"},
		{"print(np.logical_and.reduceat(np.array([1.0, 0.0, 2.0]), [0, 2]))",
			"[False  True]\n"},
		{"print(np.add.reduceat(np.arange(12.0).reshape(3, 4), [0, 2], axis=-1))",
			"[[ 1.  5.]\n [ 9. 13.]\n [17. 21.]]\n"},
		{"print(np.add.reduceat(np.arange(4.0), [0, 2], out=np.zeros(2, dtype=int)))",
			"[1 5]\n"},
		{"np.add.reduceat(np.arange(8.0), [0, 8])",
			"IndexError: index 8 out-of-bounds in add.reduceat [0, 8)\n"},
		{"np.add.reduceat(np.arange(8.0), np.array([0.5]))",
			"TypeError: Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'\n"},
		{"np.add.reduceat(np.ones((2, 2)), [0], axis=None)",
			"ValueError: reduceat does not allow multiple axes\n"},
		{"np.sqrt.reduceat(np.ones(2), [0])",
			"ValueError: reduceat only supported for binary functions\n"},
		{"np.add.reduceat(np.float64(1), [0])",
			"TypeError: cannot reduceat on a scalar\n"},
		{"np.less.reduceat(np.arange(3), [0])",
			"TypeError: No loop matching the specified signature and casting was found for ufunc less\n"},
		{"with np.errstate(over='raise'):\n    np.add.reduceat(np.array([1e308, 1e308]), [0])",
			"FloatingPointError: overflow encountered in reduceat\n"},
	}
	for _, tt := range tests {
		if got := run(t, tt.src); got != tt.want {
			t.Errorf("%s\ngot  %q\nwant %q", tt.src, got, tt.want)
		}
	}
}
