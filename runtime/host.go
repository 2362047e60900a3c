package runtime

import "github.com/alpyna/alpyna/kernel"

// A HostEval evaluates a module's host-side expressions (the bounds of its
// host loops and of its kernels' Dims, over parameters) with the Go
// executor's semantics, for the CPU and GPU drivers. Its errors are Stops.
type HostEval struct {
	c     *ExprCompiler
	cache map[kernel.Expr]IntFn
	frame Frame // reused by every Eval: host expressions read Args alone
}

// NewHostEval returns an evaluator with an empty cache of compiled
// expressions.
func NewHostEval() *HostEval {
	return &HostEval{c: &ExprCompiler{ArrayIndex: map[*kernel.Array]int{}}, cache: map[kernel.Expr]IntFn{}}
}

// Eval evaluates e, an integer expression that reads no kernel variable
// or array, with the argument vector args.
func (h *HostEval) Eval(args []int64, e kernel.Expr) (v int64, err error) {
	fn, ok := h.cache[e]
	if !ok {
		fn = h.c.Ints(e)
		h.cache[e] = fn
	}
	defer func() {
		if r := recover(); r != nil {
			s, ok := r.(Stop)
			if !ok {
				panic(r)
			}
			err = s
		}
	}()
	h.frame.Args = args
	return fn(&h.frame), nil
}

// Loop evaluates a loop's bounds and step; a zero step is a ValueError.
func (h *HostEval) Loop(args []int64, lower, upper, step kernel.Expr) (lo, hi, st int64, err error) {
	if lo, err = h.Eval(args, lower); err != nil {
		return
	}
	if hi, err = h.Eval(args, upper); err != nil {
		return
	}
	if st, err = h.Eval(args, step); err != nil {
		return
	}
	if st == 0 {
		err = Stop{kernel.ValueError}
	}
	return
}
