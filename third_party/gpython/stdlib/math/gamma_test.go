// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package math

import (
	"bufio"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/go-python/gpython/py"
)

// TestGammaMatchesCPython compares math.gamma and math.lgamma with what
// CPython 3.11 returns for the 3,000 arguments of testdata/gamma.txt
// (written by testdata/gen_gamma.py): the same bits, or the same
// exception class.
func TestGammaMatchesCPython(t *testing.T) {
	f, err := os.Open("testdata/gamma.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	check := func(name string, fn func(py.Object, py.Object) (py.Object, error), x float64, want string) bool {
		res, err := fn(nil, py.Float(x))
		var got string
		switch {
		case err != nil:
			exc, ok := err.(*py.Exception)
			if !ok {
				t.Fatalf("%s(%v): %v", name, x, err)
			}
			got = exc.Type().Name
		default:
			got = strconv.FormatFloat(float64(res.(py.Float)), 'x', -1, 64)
			if w, err := strconv.ParseFloat(want, 64); err == nil {
				r := float64(res.(py.Float))
				if math.Float64bits(r) == math.Float64bits(w) || (math.IsNaN(r) && math.IsNaN(w)) {
					return true
				}
			}
		}
		if got != want {
			t.Errorf("%s(%s) = %s, CPython %s", name, strconv.FormatFloat(x, 'g', -1, 64), got, want)
			return false
		}
		return true
	}
	n, bad := 0, 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 3 {
			t.Fatalf("bad line %q", sc.Text())
		}
		x, err := strconv.ParseFloat(fields[0], 64)
		if err != nil {
			t.Fatal(err)
		}
		n++
		if !check("gamma", math_gamma, x, fields[1]) {
			bad++
		}
		if !check("lgamma", math_lgamma, x, fields[2]) {
			bad++
		}
		if bad > 20 {
			t.Fatal("too many differences")
		}
	}
	if n < 3000 {
		t.Fatalf("read %d arguments", n)
	}
}
