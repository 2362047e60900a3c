// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package libm

import (
	"fmt"
	"testing"
)

// TestMatchesCPython checks values that CPython 3.11 on glibc prints and
// that Go's math package gets wrong in the last bit.
func TestMatchesCPython(t *testing.T) {
	if !Exact {
		t.Skip("built without cgo: results come from Go's math package")
	}
	for _, tc := range []struct {
		name string
		got  float64
		want float64
	}{
		{"tan(1)", Tan(1), 1.5574077246549023},
		{"acos(0.5)", Acos(0.5), 1.0471975511965979},
		{"sin(1.5)", Sin(1.5), 0.9974949866040544},
		{"exp(0.7)", Exp(0.7), 2.0137527074704766},
		{"atan2(1, 2)", Atan2(1, 2), 0.4636476090008061},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("%s = %s, want %s", tc.name, fmt.Sprint(tc.got), fmt.Sprint(tc.want))
			}
		})
	}
}
