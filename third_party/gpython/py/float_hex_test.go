// alpyna patch: tests of float_hex.go against CPython 3.11's results.

package py

import (
	"math"
	"testing"
)

func TestFloatHex(t *testing.T) {
	for _, c := range []struct {
		want string
		x    float64
	}{
		{"0x1.8000000000000p+0", math.Float64frombits(0x3ff8000000000000)},
		{"0x1.999999999999ap-4", math.Float64frombits(0x3fb999999999999a)},
		{"-0x0.0p+0", math.Float64frombits(0x8000000000000000)},
		{"0x0.0p+0", math.Float64frombits(0x0000000000000000)},
		{"0x1.7e43c8800759cp+996", math.Float64frombits(0x7e37e43c8800759c)},
		{"0x0.0000000000001p-1022", math.Float64frombits(0x0000000000000001)},
		{"0x1.0000000000000p-1022", math.Float64frombits(0x0010000000000000)},
		{"0x0.fffffffffffffp-1022", math.Float64frombits(0x000fffffffffffff)},
		{"inf", math.Float64frombits(0x7ff0000000000000)},
		{"-inf", math.Float64frombits(0xfff0000000000000)},
		{"-0x1.e000000000000p+1", math.Float64frombits(0xc00e000000000000)},
		{"0x1.fffffffffffffp+1023", math.Float64frombits(0x7fefffffffffffff)},
		{"0x1.e240c9fbe76c9p+16", math.Float64frombits(0x40fe240c9fbe76c9)},
		{"nan", math.NaN()},
	} {
		if got := floatHex(c.x); got != c.want {
			t.Errorf("float.hex(%v) = %q, want %q", c.x, got, c.want)
		}
	}
}

func TestFloatFromHex(t *testing.T) {
	for _, c := range []struct {
		s    string
		bits uint64
	}{
		{"0x1.8p+0", 0x3ff8000000000000},
		{"-0x1p-1074", 0x8000000000000001},
		{"inf", 0x7ff0000000000000},
		{"-Infinity", 0xfff0000000000000},
		{"  0x1.999999999999ap-4  ", 0x3fb999999999999a},
		{"1", 0x3ff0000000000000},
		{"a.b", 0x4025600000000000},
		{"0x.8", 0x3fe0000000000000},
		{"0X1P3", 0x4020000000000000},
		{"1p-1080", 0x0000000000000000},
		{"0x1.00000000000008p0", 0x3ff0000000000000},
		{"0x1.00000000000018p0", 0x3ff0000000000002},
		{"0x1p-1075", 0x0000000000000000},
		{"0x1.0000000000001p-1075", 0x0000000000000001},
		{"0x1p-99999999999999999999", 0x0000000000000000},
	} {
		got, err := floatFromHex(c.s)
		if err != nil || math.Float64bits(got) != c.bits {
			t.Errorf("float.fromhex(%q) = %v (%x), %v; want %x", c.s, got, math.Float64bits(got), err, c.bits)
		}
	}
	for _, s := range []string{"g", "", "0x", "1.2.3", "0x1p", "0x1p+-3", "0x1p1024", "0x1.fffffffffffff8p1023", "0x1p99999999999999999999"} {
		if _, err := floatFromHex(s); err == nil {
			t.Errorf("float.fromhex(%q) did not fail", s)
		}
	}
}
