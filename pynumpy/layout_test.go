package pynumpy_test

import "testing"

// TestLayoutAndIteration runs layoutCases: ndarray.flags, copy orders,
// a.flat, np.ndindex, np.nditer and item/itemset print what NumPy 1.24
// prints.
func TestLayoutAndIteration(t *testing.T) {
	for _, c := range layoutCases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("source:\n%s\ngot:\n%s\nwant:\n%s", c.src, got, c.want)
			}
		})
	}
}
