package pynumpy_test

import "testing"

// TestLastBits checks issue 15's last small items against what CPython
// 3.11 with NumPy 1.24 printed for the same source (warnings as
// "<test>:LINE: Category: message"): quantile, percentile and median
// with keepdims= and out=; a NumPy scalar and None under an operator
// (the object loop's TypeError, naming the Python type); the
// floating-point warnings of complex division.
func TestLastBits(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"quantile keepdims", "a = np.arange(12.0).reshape(3, 4)\nprint(np.quantile(a, 0.5, axis=1, keepdims=True).shape, np.percentile(a, [25, 75], axis=0, keepdims=True).tolist(), np.quantile(a, 0.3, keepdims=True))",
			"(3, 1) [[[2.0, 3.0, 4.0, 5.0]], [[6.0, 7.0, 8.0, 9.0]]] [[3.3]]\n"},
		{"quantile out", "a = np.arange(12.0).reshape(3, 4)\no = np.zeros(4)\nr = np.percentile(a, 50, axis=0, out=o)\nprint(r is o, o, np.quantile(a, 0.5, out=np.zeros(())), np.quantile(a, 0.5, axis=0, out=np.zeros((2, 4), np.float32)).dtype)",
			"True [4. 5. 6. 7.] 5.5 float32\n"},
		{"quantile out errors", "a = np.arange(12.0).reshape(3, 4)\nfor o in [np.zeros(3), np.zeros(4, np.int64), [0.0] * 4]:\n    try:\n        np.quantile(a, 0.5, axis=0, out=o)\n    except (TypeError, ValueError) as e:\n        print(e)",
			"operands could not be broadcast together with shapes (4,) (4,) (3,) \nCannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with casting rule 'same_kind'\nreturn arrays must be of ArrayType\n"},
		{"median keepdims out", "a = np.arange(12.0).reshape(3, 4)\no = np.zeros((3, 1))\nprint(np.median(a, axis=1, keepdims=True).tolist(), np.median(a, axis=1, out=o, keepdims=True) is o, o.tolist(), np.median(a, keepdims=True))",
			"[[1.5], [5.5], [9.5]] True [[1.5], [5.5], [9.5]] [[5.5]]\n"},
		{"none operand", "for a, b in [(np.float64(1), None), (None, np.int32(2)), (np.bool_(True), None), (np.complex64(1), None)]:\n    for f in [lambda: a + b, lambda: a ** b, lambda: a // b, lambda: a & b]:\n        try:\n            f()\n        except TypeError as e:\n            print(e)\nx = np.float32(2)\ntry:\n    x -= None\nexcept TypeError as e:\n    print(e)",
			"unsupported operand type(s) for +: 'float' and 'NoneType'\nunsupported operand type(s) for ** or pow(): 'float' and 'NoneType'\nunsupported operand type(s) for //: 'float' and 'NoneType'\nunsupported operand type(s) for &: 'float' and 'NoneType'\nunsupported operand type(s) for +: 'NoneType' and 'int'\nunsupported operand type(s) for ** or pow(): 'NoneType' and 'int'\nunsupported operand type(s) for //: 'NoneType' and 'int'\nunsupported operand type(s) for &: 'NoneType' and 'int'\nunsupported operand type(s) for +: 'bool' and 'NoneType'\nunsupported operand type(s) for ** or pow(): 'bool' and 'NoneType'\nunsupported operand type(s) for //: 'bool' and 'NoneType'\nunsupported operand type(s) for &: 'bool' and 'NoneType'\nunsupported operand type(s) for +: 'complex' and 'NoneType'\nunsupported operand type(s) for ** or pow(): 'complex' and 'NoneType'\nunsupported operand type(s) for //: 'numpy.complex64' and 'NoneType'\nunsupported operand type(s) for &: 'complex' and 'NoneType'\nunsupported operand type(s) for -: 'float' and 'NoneType'\n"},
		{"complex division warnings", "print(np.complex128(1+1j) / np.complex128(0))\nprint(np.array([1+1j, 0j, np.nan]) / np.array([0j, 0j, 1]))\nprint(np.complex64(1) / np.complex64(0))\nprint(np.array([1+1j]) / np.array([1e308+1e308j]))\nprint(np.array([1+1j]) / complex(0, np.nan))\nprint(np.array([3+4j]) / (1+2j))",
			"<test>:2: RuntimeWarning: divide by zero encountered in scalar divide\n(inf+infj)\n<test>:3: RuntimeWarning: divide by zero encountered in divide\n<test>:3: RuntimeWarning: invalid value encountered in divide\n[inf+infj nan+nanj nan+nanj]\n<test>:4: RuntimeWarning: divide by zero encountered in scalar divide\n<test>:4: RuntimeWarning: invalid value encountered in scalar divide\n(inf+nanj)\n<test>:5: RuntimeWarning: overflow encountered in divide\n[0.+0.j]\n<test>:6: RuntimeWarning: invalid value encountered in divide\n[nan+nanj]\n[2.2-0.4j]\n"},
	} {
		if got := runWithStderr(t, c.src); got != c.want {
			t.Errorf("%s:\ngot  %q\nwant %q", c.name, got, c.want)
		}
	}
}
