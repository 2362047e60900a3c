package libm

import (
	"math"
	"testing"
)

// CPython 3.11's math.hypot of these pairs (printed with repr); the C
// library's hypot differs from them in the last bit for the first three
// (0.9058049949970333, 0.8317594931189628, 1.0018981171420636).
func TestHypot2AsCPython(t *testing.T) {
	for _, c := range []struct{ x, y, want float64 }{
		{-0.4798051045255536, 0.7682901474266073, 0.9058049949970332},
		{0.4398187670173861, -0.7059626807224446, 0.8317594931189629},
		{-0.7549486984619995, 0.6586746540010062, 1.0018981171420638},
		{3, 4, 5},
		{1.7e308, 1.7e308, math.Inf(1)},
		{1e308, 1e308, 1.4142135623730951e+308},
		{5e-324, 5e-324, 5e-324},
		{3e-310, 4e-310, 5e-310},
		{math.Inf(-1), math.NaN(), math.Inf(1)},
		{math.NaN(), 1, math.NaN()},
		{0, -0.0, 0},
	} {
		got := Hypot2(c.x, c.y)
		if got != c.want && !(math.IsNaN(got) && math.IsNaN(c.want)) {
			t.Errorf("Hypot2(%v, %v) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
}
