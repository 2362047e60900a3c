package pynumpy_test

import "testing"

// TestNpbenchNumPyForms checks what npbench's NumPy kernels needed beyond
// the earlier subset (testdata/scripts/npbench_*.py run them whole): ufuncs
// as numpy.ufunc objects with outer, reduce, accumulate and out; the
// comparison, bitwise and positive ufuncs as functions; reductions over a
// tuple of axes, summed in NumPy's order (float32 and transposed inputs
// included); np.round of complex values, each part rounded as a real;
// np.ndarray(shape, dtype); a.shape = ...; np.transpose(a, axes=...);
// indexing by several integer arrays (a[Xi[I], Yi[I]] = v); np.linalg.solve
// and inv of complex matrices. Every want is what CPython 3.11 with NumPy
// 1.24 prints.
func TestNpbenchNumPyForms(t *testing.T) {
	tests := []struct{ src, want string }{
		{"print(isinstance(np.add, np.ufunc), isinstance(np.sum, np.ufunc), np.ufunc)",
			"True False <class 'numpy.ufunc'>\n"},
		{"print(np.add, np.abs, np.divide, np.mod, type(np.add), np.add.__name__, np.sqrt.nin, np.add.nout)",
			"<ufunc 'add'> <ufunc 'absolute'> <ufunc 'divide'> <ufunc 'remainder'> <class 'numpy.ufunc'> add 1 1\n"},
		{"print(np.add.outer(np.arange(3), np.arange(4)))",
			"[[0 1 2 3]\n [1 2 3 4]\n [2 3 4 5]]\n"},
		{"print(np.multiply.outer([1, 2], np.arange(6.0).reshape(2, 3)).shape)",
			"(2, 2, 3)\n"},
		{"print(np.add.outer(np.arange(3, dtype=np.int32), np.arange(2, dtype=np.int32)).dtype)",
			"int32\n"},
		{"a = np.arange(6.0).reshape(2, 3); print(np.add.reduce(a), np.add.reduce(a, axis=1), np.add.reduce(a, axis=None))",
			"[3. 5. 7.] [ 3. 12.] 15.0\n"},
		{"a = np.arange(6.0).reshape(2, 3); print(np.maximum.reduce(a, axis=1, keepdims=True))",
			"[[2.]\n [5.]]\n"},
		{"a = np.arange(6.0).reshape(2, 3); print(np.subtract.reduce(a, axis=1), np.subtract.reduce(a, axis=0, keepdims=True))",
			"[-3. -6.] [[-3. -3. -3.]]\n"},
		{"a = np.arange(6.0).reshape(2, 3); print(np.subtract.accumulate(a, axis=1), np.add.accumulate(a))",
			"[[ 0. -1. -3.]\n [ 3. -1. -6.]] [[0. 1. 2.]\n [3. 5. 7.]]\n"},
		{"print(np.maximum.accumulate(np.array([3, 1, 4, 1, 5])), np.logical_and.reduce([True, False]))",
			"[3 3 4 4 5] False\n"},
		{"r = np.divide.reduce(np.array([8.0, 2.0, 2.0])); print(r, type(r).__name__)",
			"2.0 float64\n"},
		{"Z = np.array([1.0, 2.0]); r = np.multiply(Z, Z, Z); print(Z, r is Z)",
			"[1. 4.] True\n"},
		{"I = np.array([True, False]); np.logical_not(I, I); print(I)",
			"[False  True]\n"},
		{"Z = np.arange(3.0); print(np.add(Z, 1, out=Z), np.sqrt(np.array([4.0, 9.0]), out=(np.empty(2),)))",
			"[1. 2. 3.] [2. 3.]\n"},
		{"x = np.zeros(3, dtype=np.int64); np.add(np.ones(3), 1.5, out=x)",
			"TypeError: Cannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'\n"},
		{"y = np.zeros((2, 3)); np.add(np.arange(3), 1, y); print(y)",
			"[[1. 2. 3.]\n [1. 2. 3.]]\n"},
		{"print(np.add(1, 2, 3, 4))",
			"TypeError: add() takes from 2 to 3 positional arguments but 4 were given\n"},
		{"print(np.sqrt.outer([1], [2]))",
			"ValueError: outer product only supported for binary functions\n"},
		{"print(np.less([1, 5], 3), np.greater_equal(np.arange(3), 1), np.equal(2, 2.0), np.not_equal([1], [1]))",
			"[ True False] [False  True  True] True [False]\n"},
		{"print(np.bitwise_and(12, 10), np.bitwise_or(np.arange(4), 8), np.right_shift(16, 2), np.less)",
			"8 [ 8  9 10 11] 4 <ufunc 'less'>\n"},
		{"print(np.positive(np.array([-1.5, 2.0])), repr(np.positive(3)), np.positive)",
			"[-1.5  2. ] 3 <ufunc 'positive'>\n"},
		{"np.positive(np.array([True]))",
			"numpy.core._exceptions._UFuncNoLoopError: ufunc 'positive' did not contain a loop with signature matching types <class 'numpy.dtype[bool_]'> -> None\n"},
		{"a = np.arange(24).reshape(2, 3, 4); print(np.sum(a, axis=(0, 2)), np.mean(a, axis=(1, 2)), np.any(a > 20, axis=(0, 1)), a.sum(axis=(0, 1), keepdims=True))",
			"[ 60  92 124] [ 5.5 17.5] [False  True  True  True] [[[60 66 72 78]]]\n"},
		{"a = np.arange(24.0).reshape(2, 3, 4); print(np.max(a, axis=(1, 2)), np.min(a, axis=(-1, 0)), np.prod(a[:, :2, :2] + 1, axis=(0, 2)))",
			"[11. 23.] [0. 4. 8.] [ 364. 9180.]\n"},
		{"print(np.sum(np.arange(6).reshape(2, 3), axis=(0, 0)))",
			"ValueError: duplicate value in 'axis'\n"},
		{"from numpy.random import default_rng\nx = default_rng(1).random((3, 4, 5, 6), dtype=np.float32)\nprint(np.sum(x, axis=(1, 2, 3)).tolist(), np.sum(x[:, ::2].transpose(0, 2, 1, 3), axis=(2, 3)).ravel()[:4].tolist())",
			"[61.72049331665039, 61.645111083984375, 64.00050354003906] [5.263762474060059, 7.523228168487549, 6.005939483642578, 6.260061264038086]\n"},
		{"from numpy.random import default_rng\ny = default_rng(1).random((2, 3, 40, 50))\nprint(np.sum(y.transpose(0, 2, 1, 3), axis=(1, 2))[0, :3].tolist(), np.mean(y, axis=(2, 3)).tolist())",
			"[62.37938388408316, 57.084920554214925, 53.26366361073832] [[0.5012847032599971, 0.4932345760969306, 0.508682120139179], [0.5092380876802388, 0.4977813589801558, 0.5007775293896091]]\n"},
		{"from numpy.random import default_rng\ny = default_rng(2).random((3, 4, 5))\nprint(np.prod(y, axis=(0, 2)).tolist(), np.mean(y.astype(np.float32), axis=(0, 1))[:3].tolist())",
			"[2.135883914299095e-05, 6.881205110551678e-10, 6.348475177639471e-05, 5.0949354240000644e-05] [0.5809286236763, 0.5143277049064636, 0.6293740272521973]\n"},
		{"print(np.round(np.array([1.23456 - 2.5j, -0.2 + 0.7j, 2.5 - 3.5j]), 2), np.round(np.array([-0.2 - 0.2j]), 0))",
			"[ 1.23-2.5j -0.2 +0.7j  2.5 -3.5j] [-0.-0.j]\n"},
		{"print(np.round(np.complex128(1.23456 - 2.5j), 2), np.round(np.array([1.0049 + 2.0051j], dtype=np.complex64), 2), np.round(np.array([15 + 25j]), -1))",
			"(1.23-2.5j) [1.+2.01j] [20.+20.j]\n"},
		{"a = np.ndarray((2, 3), dtype=np.int32); print(a.shape, a.dtype); b = np.ndarray(4); print(b.shape, b.dtype)",
			"(2, 3) int32\n(4,) float64\n"},
		{"a = np.arange(6); b = a; a.shape = (2, 3); print(a, b.shape); a.shape = 6; print(a)",
			"[[0 1 2]\n [3 4 5]] (2, 3)\n[0 1 2 3 4 5]\n"},
		{"a = np.arange(6).reshape(2, 3).T; a.shape = 6",
			"AttributeError: Incompatible shape for in-place modification. Use `.reshape()` to make a copy with the desired shape.\n"},
		{"a = np.arange(6); a.shape = (4, 2)",
			"ValueError: cannot reshape array of size 6 into shape (4,2)\n"},
		{"print(np.transpose(np.arange(6).reshape(1, 2, 3), axes=(1, 0, 2)).shape, np.transpose(np.zeros((2, 3)), (1, 0)).shape)",
			"(2, 1, 3) (3, 2)\n"},
		{"a = np.arange(24).reshape(4, 6); print(a[[0, 2, 3], [1, 1, 5]], a[np.array([[0], [3]]), np.array([1, 2])], a[np.array([1, -1]), 2])",
			"[ 1 13 23] [[ 1  2]\n [19 20]] [ 8 20]\n"},
		{"b = np.arange(24).reshape(2, 3, 4); print(b[[0, 1], [2, 0]], b[[1], [2], [3]], b[np.array([True, False, True, True]) , [0, 1, 2]] if False else b[[0, 1], [2, 0]].shape)",
			"[[ 8  9 10 11]\n [12 13 14 15]] [23] (2, 4)\n"},
		{"a = np.arange(24).reshape(4, 6); print(a[np.array([True, False, True, True]), [0, 1, 2]])",
			"[ 0 13 20]\n"},
		{"c = np.zeros((3, 4)); c[[0, 2], [1, 3]] = 7; c[np.array([1, 1]), np.array([0, 0])] = [5, 6]; print(c)",
			"[[0. 7. 0. 0.]\n [6. 0. 0. 0.]\n [0. 0. 0. 7.]]\n"},
		{"t = np.zeros((4, 3)).T; t[[0, 1], [2, 3]] = 1; print(t)",
			"[[0. 0. 1. 0.]\n [0. 0. 0. 1.]\n [0. 0. 0. 0.]]\n"},
		{"a = np.arange(24).reshape(4, 6); a[[0, 9], [1, 1]]",
			"IndexError: index 9 is out of bounds for axis 0 with size 4\n"},
		{"a = np.arange(24).reshape(4, 6); a[[0, 1], [1, 2, 3]]",
			"IndexError: shape mismatch: indexing arrays could not be broadcast together with shapes (2,) (3,) \n"},
		{"a = np.arange(24).reshape(4, 6); a[[0, 1], [1.5, 2]]",
			"IndexError: only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices\n"},
		{"A = np.array([[2 + 1j, 1 - 1j], [0.5j, 3]]); b = np.array([1 + 2j, -1j]); x = np.linalg.solve(A, b); print(x.dtype, np.round(x, 10), np.allclose(A @ x, b))",
			"complex128 [1.08219178+0.78082192j 0.13013699-0.51369863j] True\n"},
		{"A = np.array([[2 + 1j, 1 - 1j], [0.5j, 3]]); X = np.linalg.inv(A); print(np.round(X, 10), np.linalg.inv(A.astype(np.complex64)).dtype, np.linalg.solve(np.eye(2), np.array([1j, 2])).dtype)",
			"[[ 0.45205479-0.20547945j -0.08219178+0.21917808j]\n [-0.03424658-0.07534247j  0.36986301+0.01369863j]] complex64 complex128\n"},
		{"np.linalg.inv(np.array([[1 + 1j, 2 + 2j], [1 + 1j, 2 + 2j]]))",
			"numpy.linalg.LinAlgError: Singular matrix\n"},
	}
	for _, tt := range tests {
		if got := run(t, tt.src); got != tt.want {
			t.Errorf("%s\ngot  %q\nwant %q", tt.src, got, tt.want)
		}
	}
}
