package kernelgen

// This file refuses the operations on a scalar of a held pair (types.go,
// heldPairs: a float or a float32, an int or an int32) whose value or
// type depends on which of the two it holds, beyond those arithSet
// refuses.

import (
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// refusePairOps fails on a NumPy function other than a cast of a value
// of a held pair (np.sqrt(best) is a float64 of a float and a float32 of
// a float32, computed in that precision; np.abs(k) an int64 or an int32),
// and on -k and abs(k) of an int and an int32 (the int32's wraps at
// -2**31). Casts are exact from both members (np.float32(best) rounds the
// float64 that holds either as NumPy rounds each), and so are the
// comparisons, min and max.
func (b *builder) refusePairOps() {
	pairOf := func(e nest.Expr) typeSet {
		s, known := b.typeOf(e)
		if !known {
			return 0
		}
		for pair := range heldPairs {
			if s&pair == pair {
				return pair
			}
		}
		return 0
	}
	check := func(e nest.Expr) {
		nest.WalkExpr(e, func(x nest.Expr) {
			switch x := x.(type) {
			case *nest.Call:
				name, numpy := strings.CutPrefix(x.Func, "numpy.")
				_, cast := kernel.NumPyCasts[name]
				for _, a := range x.Args {
					switch pair := pairOf(a); {
					case pair == 0:
					case numpy && !cast && (pair == intFloatPair || pair == intFloat64Pair) && float64Function(x.Func):
						// An int (held exactly) and a float both go to
						// the float64 loop: np.exp(h) with h = 0 first.
					case numpy && !cast:
						b.fail(x.Pos, "%s of %s, of types %s, computes in the type of the value it holds", x.Func, nest.String(a), pair)
					case x.Func == "abs" && pair == int32Pair:
						b.fail(x.Pos, "abs() of %s, of types %s, wraps for the int32", nest.String(a), pair)
					}
				}
			case *nest.Unary:
				if x.Op == nest.Neg && pairOf(x.X) == int32Pair {
					b.fail(x.Pos, "-%s, of types %s, wraps for the int32", nest.String(x.X), int32Pair)
				}
			}
		})
	}
	for _, st := range b.n.Stmts {
		check(st.Pred)
		check(st.Value)
		if r, ok := st.Target.(*nest.Ref); ok {
			for _, sub := range r.Subs {
				check(sub)
			}
		}
	}
}

// float64Function reports whether the NumPy function fn computes a float64
// of any int or float64 argument, converted: a float ufunc of the subset,
// or a draw (whose parameters are Python floats).
func float64Function(fn string) bool {
	f, sem, ok := kernel.LookupIntrinsic(fn)
	if !ok {
		return false
	}
	return f.Info().Draws || sem == kernel.NumPySemantics && f.Info().Result == kernel.PyFloat
}
