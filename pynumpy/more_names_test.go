package pynumpy_test

import "testing"

// TestMoreNames runs moreNamesCases: each prints what NumPy 1.24 prints.
func TestMoreNames(t *testing.T) {
	for _, c := range moreNamesCases {
		t.Run(c.name, func(t *testing.T) {
			if got := run(t, c.src); got != c.want {
				t.Errorf("source:\n%s\ngot:\n%s\nwant:\n%s", c.src, got, c.want)
			}
		})
	}
}
