package closure

// This file evaluates a nest's preconditions and the extents it reads (frontend/preconditions.go):
// the front end's checks taken out of the loops, such as the ranks of a
// row statement's arrays (`B.ndim == 2 and v.ndim == 1`) or the bounds of
// slices. They are the closure's to evaluate, not the function's: a check
// written for arrays may raise on what the call passed instead (a list
// has no `ndim`; a 1-D array's `shape[1]` is out of range), where CPython
// running the loops as written raises nothing or something else, later.
// So a check runs here, from the function's locals and globals, and one
// that raises fails like one that is false: the call runs the nest in the
// interpreter, which does exactly what CPython does.

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/alpyna/alpyna/pynumpy"
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/compile"
	"github.com/go-python/gpython/py"
)

// preconditionCode is a precondition's test, compiled once.
type preconditionCode struct {
	once sync.Once
	code *py.Code
	err  error
}

// checkRaised is the value of a precondition whose test raised.
type checkRaised struct{ err error }

var checkRaisedType = py.NewType("alpyna_check_raised", "a nest's check that raised")

func (*checkRaised) Type() *py.Type { return checkRaisedType }

// evalPrecondition returns the value of the nest's Preconditions[k] in
// the function's locals (its globals where the nest is in the module's
// own code), or a checkRaised.
func (c *nestClosure) evalPrecondition(k int, locals py.Object) py.Object {
	return c.evalInLocals(&c.preconditions[k], c.n.Preconditions[k].Test, locals)
}

// guardedCode is a bound the closure evaluates itself (guardedBound).
type guardedCode struct {
	preconditionCode
	text string
}

// guardedBound reports whether the bound expression text reads an
// extent of one of the nest's arrays (x.shape[k]) within a larger
// expression: the dispatch would evaluate it in the function's frame,
// where an array with fewer axes than the front end guessed raises
// IndexError before the nest; a lone extent goes through extentOf
// (safeExtents).
func guardedBound(text string, arrays []string) bool {
	if extentParam.MatchString(text) {
		return false
	}
	if strings.Contains(text, "@") {
		// A product hoisted out of the loops (frontend/matmul.go),
		// whose shapes may not match.
		return true
	}
	for _, a := range arrays {
		for rest := text; ; {
			i := strings.Index(rest, a+".shape[")
			if i < 0 {
				break
			}
			// Not the end of a longer name (xa.shape[ for a).
			if i == 0 || !isNameByte(rest[i-1]) {
				return true
			}
			rest = rest[i+1:]
		}
	}
	return false
}

// isNameByte reports whether c may be part of a Python name (ASCII).
func isNameByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// evalInLocals returns the value of the expression text, compiled once
// into pc, in the function's locals (its globals where the nest is in the
// module's own code), or a checkRaised.
func (c *nestClosure) evalInLocals(pc *preconditionCode, text string, locals py.Object) py.Object {
	pc.once.Do(func() {
		pc.code, pc.err = compile.Compile(text, "<alpyna check>", py.EvalMode, 0, true)
	})
	if pc.err != nil {
		return &checkRaised{pc.err}
	}
	ld, ok := locals.(py.StringDict)
	if !ok {
		return &checkRaised{fmt.Errorf("the locals are a %s, not a dict", locals.Type().Name)}
	}
	globals := c.globals
	if globals == nil {
		globals = ld
	}
	v, err := c.acc.in.Context().RunCode(pc.code, globals, ld, nil)
	if err != nil {
		return &checkRaised{err}
	}
	return v
}

// preconditionFailed returns why the value o of the nest's
// Preconditions[k] does not let the nest run, or "".
func (c *nestClosure) preconditionFailed(k int, o py.Object) string {
	pc := c.n.Preconditions[k]
	if r, ok := o.(*checkRaised); ok {
		return fmt.Sprintf("the check of %s before the nest raised %s (%s: %s)", pc.What, errorText(r.err), pc.Pos, pc.Test)
	}
	if holds, err := py.ObjectIsTrue(o); err != nil || !holds {
		return fmt.Sprintf("the check of %s before the nest failed: %s (%s)", pc.What, pc.Test, pc.Pos)
	}
	return ""
}

// errorText is the last line of a Python exception's traceback.
func errorText(err error) string {
	if e, ok := err.(py.ExceptionInfo); ok && e.Value != nil {
		msg, serr := py.StrAsString(e.Value)
		if serr != nil || msg == "" {
			return e.Value.Type().Name
		}
		return e.Value.Type().Name + ": " + msg
	}
	return err.Error()
}

// extentParam matches the name of a symbol that is an array's extent.
var extentParam = regexp.MustCompile(`^([A-Za-z_][A-Za-z_0-9]*)\.shape\[([0-9]+)\]$`)

// safeExtents makes the dispatch read the extents of the nest's arrays
// (x.shape[1], a symbol of a nest that reads it) through extentOf, which
// gives a checkRaised instead of raising where the array has fewer axes
// or is not an array: `rows, cols = x.shape` inside the loops of a call
// with a 1-D x raises ValueError there in CPython, after what the loops
// did before, not IndexError before the nest.
func safeExtents(inputs []ast.Expr, params []string, arrays []string) {
	for i, p := range params {
		m := extentParam.FindStringSubmatch(p)
		if m == nil || !slices.Contains(arrays, m[1]) {
			continue
		}
		k, err := strconv.Atoi(m[2])
		if err != nil {
			continue
		}
		at := ast.ExprBase{Pos: ast.Pos{Lineno: inputs[i].GetLineno(), ColOffset: inputs[i].GetColOffset()}}
		inputs[i] = &ast.Call{ExprBase: at, Func: &ast.Num{ExprBase: at, N: extentOf{}},
			Args: []ast.Expr{&ast.Name{ExprBase: at, Id: ast.Identifier(m[1]), Ctx: ast.Load}, &ast.Num{ExprBase: at, N: py.Int(k)}}}
	}
}

// extentOf(a, k) is a.shape[k] of a NumPy array with more than k axes,
// else a checkRaised.
type extentOf struct{}

var extentOfType = py.NewType("alpyna_extent", "an array's extent, for a nest's dispatch")

func (extentOf) Type() *py.Type { return extentOfType }

func (extentOf) M__call__(args py.Tuple, kwargs py.StringDict) (py.Object, error) {
	if len(args) != 2 {
		return nil, py.ExceptionNewf(py.TypeError, "alpyna_extent takes 2 arguments")
	}
	k, _ := args[1].(py.Int)
	a, ok := pynumpy.ArrayOf(args[0])
	if !ok {
		return &checkRaised{fmt.Errorf("a %s has no shape", args[0].Type().Name)}, nil
	}
	shape := a.Shape()
	if int(k) >= len(shape) {
		axes := "axes"
		if len(shape) == 1 {
			axes = "axis"
		}
		return &checkRaised{fmt.Errorf("the array has %d %s, none numbered %d", len(shape), axes, int(k))}, nil
	}
	return py.Int(shape[k]), nil
}
