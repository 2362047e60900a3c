package kernelgen

// This file makes kernels record the floating-point exceptions of the
// NumPy ufuncs they call (kernel/fpflags.go): np.sqrt(-1.0) gives NaN and
// NumPy warns "invalid value encountered in sqrt", np.log(0.0) gives -inf
// and "divide by zero", np.exp(1000.0) inf and "overflow". A NumPy Call
// never fails, so each call whose math spelling may raise (its Domain) is
// taken out of its expression into a local, and the statement before the
// original one ORs the exceptions of that result into the kernel's flags
// word, exactly as ndarray finds them for the interpreter
// (ndarray.UnaryFPErrors, BinaryFPErrors): a NaN from arguments without
// one is invalid; an infinity from finite arguments is a division by zero
// for the logarithms (Math1's singularity) and for a power of zero, an
// overflow otherwise. The flags word is a bitwise-or reduction output of
// every such kernel, and the common path is one comparison per call (the
// result is finite), the classification behind it a conditional that a
// scalar loop predicts and skips and the loop vectorizer if-converts:
// loops of vector math stay vectorised, the or being a reduction the
// vectorizer knows.
//
// A call under a conditional expression's branch or the right operand of
// and/or is recorded under an If of the test, so that it runs exactly when
// Python runs it; a call of an if statement's condition is one of the
// predicate's assignment. The calls past the MaxFPSites'th distinct
// (line, ufunc) of a module are not recorded.
//
// Taking a call out of its expression moves it, and its arguments, before
// the statement's other operands: the only difference that makes is which
// failing check stops the kernel first when several would, and a kernel
// that fails runs again in the interpreter, which raises the one Python
// raises.

import (
	"math"

	"github.com/alpyna/alpyna/kernel"
)

// recordFPExceptions rewrites the kernels of m that call NumPy ufuncs to
// record their exceptions in the FPFlagsParam slot, listing the sites in
// m.FPSites.
func recordFPExceptions(m *kernel.Module) {
	r := &fpRecorder{m: m, sites: map[kernel.FPSite]int{}}
	for _, k := range m.Kernels {
		r.k, r.flags = k, nil
		k.Body = r.stmts(k.Body)
		if r.flags == nil {
			continue
		}
		k.Inputs = append(k.Inputs, r.flags)
		combine := kernel.Reduce
		if len(k.Dims) == 0 {
			combine = kernel.Direct
		}
		k.Outputs = append(k.Outputs, &kernel.Output{Local: r.flags, Combine: combine, Op: kernel.BitOr})
	}
}

type fpRecorder struct {
	m     *kernel.Module
	param *kernel.Param
	sites map[kernel.FPSite]int // index into m.FPSites

	k     *kernel.Kernel
	flags *kernel.Local // k's flags word, once it has a site
}

// stmts rewrites a statement list, each statement preceded by the
// recording of the calls taken out of it.
func (r *fpRecorder) stmts(list []kernel.Stmt) []kernel.Stmt {
	var out []kernel.Stmt
	for _, s := range list {
		switch x := s.(type) {
		case *kernel.Assign:
			out = r.hoist(out, &x.Value, x.Line)
		case *kernel.Store:
			out = r.hoist(out, &x.Value, x.Line)
			for _, sub := range x.Index {
				out = r.hoist(out, &sub.X, x.Line)
			}
		case *kernel.If:
			x.Then = r.stmts(x.Then)
		case *kernel.For:
			x.Body = r.stmts(x.Body)
		}
		out = append(out, s)
	}
	return out
}

// hoist takes the recorded NumPy calls out of *e, innermost first, each
// into a local assigned before the statement together with its arguments,
// followed by the update of the flags word; it appends those statements to
// out. A call in a branch of a conditional expression, or in the right
// operand of and/or, is recorded under an If of the test (taken into a
// local, which the expression then reads), so that it runs exactly when
// Python runs it.
func (r *fpRecorder) hoist(out []kernel.Stmt, e *kernel.Expr, line int) []kernel.Stmt {
	if line <= 0 {
		return out
	}
	var visit func(p *kernel.Expr)
	// under hoists the calls of *p into an If of cond, cond computed
	// beforehand from the local that *test has been taken into.
	under := func(test *kernel.Expr, p *kernel.Expr, cond func(kernel.Expr) kernel.Expr) {
		if !records(*p) {
			return
		}
		if _, ok := (*test).(*kernel.Var); !ok {
			tl := r.local("fptest", (*test).Type())
			out = append(out, &kernel.Assign{Dst: tl, Value: *test, Line: line})
			*test = &kernel.Var{Local: tl}
		}
		if body := r.hoist(nil, p, line); len(body) > 0 {
			out = append(out, &kernel.If{Cond: cond(*test), Then: body})
		}
	}
	truth := func(x kernel.Expr) kernel.Expr {
		if x.Type().IsBool() {
			return x
		}
		return &kernel.Convert{X: x, T: kernel.PyBool}
	}
	not := func(x kernel.Expr) kernel.Expr { return &kernel.Unary{Op: kernel.Not, X: truth(x)} }
	visit = func(p *kernel.Expr) {
		switch x := (*p).(type) {
		case *kernel.Unary:
			visit(&x.X)
		case *kernel.Binary:
			visit(&x.X)
			visit(&x.Y)
		case *kernel.Compare:
			visit(&x.X)
			visit(&x.Y)
		case *kernel.Convert:
			visit(&x.X)
		case *kernel.Load:
			for _, sub := range x.Index {
				visit(&sub.X)
			}
		case *kernel.Cond:
			visit(&x.Test)
			under(&x.Test, &x.Then, truth)
			under(&x.Test, &x.Else, not)
		case *kernel.Logic:
			visit(&x.X)
			if x.Op == kernel.And {
				under(&x.X, &x.Y, truth)
			} else {
				under(&x.X, &x.Y, not)
			}
		case *kernel.Call:
			for i := range x.Args {
				visit(&x.Args[i])
			}
			if !recorded(x) {
				return
			}
			site, ok := r.site(kernel.FPSite{Line: line, Ufunc: x.Fn.Info().NumPy})
			if !ok {
				return
			}
			for i, a := range x.Args {
				switch a.(type) {
				case *kernel.Var, *kernel.Const, *kernel.ParamRef:
				default:
					tmp := r.local("fparg", a.Type())
					out = append(out, &kernel.Assign{Dst: tmp, Value: a, Line: line})
					x.Args[i] = &kernel.Var{Local: tmp}
				}
			}
			res := r.local("fpres", x.Type())
			out = append(out, &kernel.Assign{Dst: res, Value: x, Line: line})
			flags := r.flagsLocal()
			out = append(out, &kernel.Assign{Dst: flags, Line: line, Value: &kernel.Binary{Op: kernel.BitOr, T: kernel.Int64,
				X: &kernel.Var{Local: flags}, Y: fpBits(x.Fn, x.Args, &kernel.Var{Local: res}, site)}})
			*p = &kernel.Var{Local: res}
		}
	}
	visit(e)
	return out
}

// recorded reports whether call is a NumPy ufunc call whose exceptions are
// recorded: one whose math spelling may raise.
func recorded(call *kernel.Call) bool {
	info := call.Fn.Info()
	return call.NumPy && info != nil && info.Domain.MayRaise() && info.NumPy != ""
}

// records reports whether e holds a recorded call.
func records(e kernel.Expr) bool {
	found := false
	kernel.WalkExpr(e, func(x kernel.Expr) {
		if c, ok := x.(*kernel.Call); ok && recorded(c) {
			found = true
		}
	})
	return found
}

// site returns the number of the site s, adding it to the module; false
// when the word has no room left.
func (r *fpRecorder) site(s kernel.FPSite) (int, bool) {
	if i, ok := r.sites[s]; ok {
		return i, true
	}
	if len(r.m.FPSites) == kernel.MaxFPSites {
		return 0, false
	}
	r.sites[s] = len(r.m.FPSites)
	r.m.FPSites = append(r.m.FPSites, s)
	return r.sites[s], true
}

// flagsLocal returns the kernel's flags word, adding it (and the module's
// parameter) on first use.
func (r *fpRecorder) flagsLocal() *kernel.Local {
	if r.param == nil {
		r.param = &kernel.Param{Slot: len(r.m.Params), Kind: kernel.Scalar, Name: kernel.FPFlagsParam, Type: kernel.Int64}
		r.m.Params = append(r.m.Params, r.param)
	}
	if r.flags == nil {
		r.flags = r.local("fpflags", kernel.Int64)
		r.flags.Param = r.param
	}
	return r.flags
}

// local adds a local of type t to the kernel.
func (r *fpRecorder) local(name string, t kernel.Type) *kernel.Local {
	l := &kernel.Local{Index: len(r.k.Locals), Name: name, Type: t}
	r.k.Locals = append(r.k.Locals, l)
	return l
}

// fpBits is the flags-word bits of site for a call of fn that gave res
// from args (all PyFloat): ndarray's unaryFPFlag and binaryFPFlag (power)
// as an expression, 0 after one comparison for a finite result, and
// without the tests of what fn cannot give (fpResults).
func fpBits(fn kernel.Intrinsic, args []kernel.Expr, res kernel.Expr, site int) kernel.Expr {
	d := fn.Info().Domain
	and := func(x, y kernel.Expr) kernel.Expr {
		if x == nil {
			return y
		}
		return &kernel.Binary{Op: kernel.BitAnd, X: x, Y: y, T: kernel.PyBool}
	}
	cmp := func(op kernel.CmpOp, x, y kernel.Expr) kernel.Expr {
		return &kernel.Compare{Op: op, X: x, Y: y, T: kernel.PyBool}
	}
	inf := &kernel.Const{T: kernel.PyFloat, F: math.Inf(1)}
	fabs := func(x kernel.Expr) kernel.Expr { return &kernel.Call{Fn: kernel.Fabs, Args: []kernel.Expr{x}} }
	var numbers, finite kernel.Expr // no argument is NaN; every argument is finite
	for _, a := range args {
		numbers = and(numbers, cmp(kernel.Eq, a, a))
		finite = and(finite, cmp(kernel.Lt, fabs(a), inf))
	}
	bit := func(b int64) kernel.Expr {
		return &kernel.Const{T: kernel.Int64, I: b << (kernel.FPSiteBits * site)}
	}
	var infinity kernel.Expr // the bit of an infinity from finite arguments
	switch d {
	case kernel.Math1:
		infinity = bit(kernel.FPDivideByZero) // log(0.0): a pole
	case kernel.MathPow:
		infinity = &kernel.Cond{Test: cmp(kernel.Eq, args[0], &kernel.Const{T: kernel.PyFloat}),
			Then: bit(kernel.FPDivideByZero), Else: bit(kernel.FPOverflow)}
	default:
		infinity = bit(kernel.FPOverflow)
	}
	nan, infinite := fpResults(fn)
	classify := kernel.Expr(&kernel.Cond{Test: finite, Then: infinity, Else: bit(0)}) // res is ±inf or NaN
	switch {
	case !infinite:
		classify = &kernel.Cond{Test: and(cmp(kernel.Ne, res, res), numbers), Then: bit(kernel.FPInvalid), Else: bit(0)}
	case nan:
		classify = &kernel.Cond{Test: cmp(kernel.Ne, res, res),
			Then: &kernel.Cond{Test: numbers, Then: bit(kernel.FPInvalid), Else: bit(0)}, Else: classify}
	}
	// The common case, a finite result, tests one comparison: the rest
	// is a branch that a scalar loop predicts and skips, and that the loop
	// vectorizer if-converts.
	return &kernel.Cond{Test: cmp(kernel.Lt, fabs(res), inf), Then: bit(0), Else: classify}
}

// fpResults says which exceptional results fn gives for some arguments
// without NaNs (nan: sqrt(-1.0), sin(inf)) and for some finite arguments
// (infinite: log(0.0), exp(1000.0)). exp, sinh and cosh of infinities are
// infinities or 0, never NaN; sqrt, the trigonometric functions and their
// inverses of finite doubles (or floats) are finite or NaN: tan's largest
// result, near pi/2, is about 1.6e16.
func fpResults(fn kernel.Intrinsic) (nan, infinite bool) {
	switch d := fn.Info().Domain; {
	case d == kernel.Math1Overflow:
		return false, true
	case fn == kernel.Log || fn == kernel.Log10 || d == kernel.MathPow:
		return true, true
	}
	return true, false
}
