// This file bounds a loop start that is read at each entry of its loop
// (nest.Loop.Dynamic) from below, by interval arithmetic over its
// expression, so that subscripts such as j - 1 under range(1 + (i + t) %
// 2, n, 2) are known not to wrap around from the end of an axis.

package depend

import (
	"math"

	"github.com/alpyna/alpyna/nest"
)

// leastValue returns a least value of the int expression e, a loop's
// start, when interval arithmetic shows one above 0, and 0 otherwise (the
// kernels already check that such a start is not negative). Python's x %
// m with a constant m > 0 lies in [0, m - 1] whatever x is; x // m with
// such an m is floor(x / m); symbols take their bound values; loop
// variables and array elements may be anything.
func leastValue(e nest.Expr, bindings map[string]int64) int64 {
	lo, _ := exprInterval(e, bindings)
	if lo <= 0 || math.IsInf(lo, 0) || math.IsNaN(lo) || lo >= math.MaxInt64/2 {
		return 0
	}
	return int64(lo)
}

// exprInterval bounds the int expression e; (-Inf, +Inf) where it cannot.
func exprInterval(e nest.Expr, bindings map[string]int64) (lo, hi float64) {
	all := func() (float64, float64) { return math.Inf(-1), math.Inf(1) }
	switch x := e.(type) {
	case *nest.Const:
		if x.Kind != nest.Int && x.Kind != nest.Bool {
			return all()
		}
		return float64(x.Int), float64(x.Int)
	case *nest.Name:
		if v, ok := bindings[x.Id]; ok && x.Role == nest.Symbol {
			return float64(v), float64(v)
		}
		return all()
	case *nest.Binary:
		if x.Op == nest.Mod || x.Op == nest.FloorDiv {
			c, ok := x.Y.(*nest.Const)
			if !ok || c.Kind != nest.Int || c.Int <= 0 {
				return all()
			}
			m := float64(c.Int)
			if x.Op == nest.Mod {
				return 0, m - 1
			}
			a, b := exprInterval(x.X, bindings)
			return math.Floor(a / m), math.Floor(b / m)
		}
		a, b := exprInterval(x.X, bindings)
		c, d := exprInterval(x.Y, bindings)
		switch x.Op {
		case nest.Add:
			lo, hi = a+c, b+d
		case nest.Sub:
			lo, hi = a-d, b-c
		case nest.Mul:
			ps := []float64{a * c, a * d, b * c, b * d}
			lo, hi = ps[0], ps[0]
			for _, p := range ps[1:] {
				if math.IsNaN(p) {
					return all()
				}
				lo, hi = min(lo, p), max(hi, p)
			}
		default:
			return all()
		}
		if math.IsNaN(lo) || math.IsNaN(hi) {
			return all()
		}
		return lo, hi
	case *nest.Call:
		if (x.Func != "max" && x.Func != "min") || len(x.Args) == 0 {
			return all()
		}
		lo, hi = exprInterval(x.Args[0], bindings)
		for _, a := range x.Args[1:] {
			l, h := exprInterval(a, bindings)
			if x.Func == "max" {
				lo, hi = max(lo, l), max(hi, h)
			} else {
				lo, hi = min(lo, l), min(hi, h)
			}
		}
		return lo, hi
	}
	return all()
}
