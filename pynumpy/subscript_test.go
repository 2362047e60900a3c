package pynumpy_test

import "testing"

// TestTupleSubscripts checks a[i, j] and a[i, j] = v as the VM runs them
// without building the tuple (py.TupleSubscripter), against what CPython
// 3.11 with NumPy 1.24 prints: elements, the fallback to views, jumps
// into the subscript (a[c and (i, j)]) and the IndexErrors.
func TestTupleSubscripts(t *testing.T) {
	const src = `a = np.zeros((3, 4))
for i in range(3):
    for j in range(4):
        a[i, j] = i * 10 + j
print(a[2, 3], a[-1, -4], a[1, 2] + a[0, 1], type(a[0, 0]).__name__)
a[-1, -1] = 7
a[np.int64(0), 1] += 0.5
print(a[2, 3], a[0, 1], a[1, :], a[:, 1][a[0, 0] == 0 and (0, 1)[0]])
b = np.arange(24).reshape(2, 3, 4)
print(b[1, 2, 3], b[1, 2], b[True and (1, 1, 1)])
ok = False
print(a[ok and (0, 0) or (2, 2)])
for f in [lambda: a[3, 0], lambda: a[0, -5], lambda: a[0, 1.0], lambda: a[0, 0, 0]]:
    try:
        print(f())
    except IndexError as e:
        print("IndexError", e)
def store(i, j):
    a[i, j] = 1
for i, j in [(3, 0), (0, -5), (0, 1.0)]:
    try:
        store(i, j)
    except IndexError as e:
        print("IndexError", e)
`
	const want = "23.0 20.0 13.0 float64\n" +
		"7.0 1.5 [10. 11. 12. 13.] 1.5\n" +
		"23 [20 21 22 23] 17\n" +
		"22.0\n" +
		"IndexError index 3 is out of bounds for axis 0 with size 3\n" +
		"IndexError index -5 is out of bounds for axis 1 with size 4\n" +
		"IndexError only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices\n" +
		"IndexError too many indices for array: array is 2-dimensional, but 3 were indexed\n" +
		"IndexError index 3 is out of bounds for axis 0 with size 3\n" +
		"IndexError index -5 is out of bounds for axis 1 with size 4\n" +
		"IndexError only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices\n"
	if got := run(t, src); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}
