package llvmgen_test

// This file tests random expressions: tiny kernels built by hand, each
// computing one random expression of its inputs, compiled and run through
// the harness, and compared with the reference evaluator (oracle_test.go).

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

var allTypes = []kernel.Type{kernel.PyBool, kernel.PyInt, kernel.PyFloat, kernel.Bool, kernel.Int32, kernel.Int64, kernel.Float32, kernel.Float64}

var numericTypes = []kernel.Type{kernel.PyInt, kernel.PyFloat, kernel.Int32, kernel.Int64, kernel.Float32, kernel.Float64}

// Values the inputs take: the edges of each type and a few ordinary ones.
var (
	randInts   = []int64{0, 1, -1, 2, -3, 5, 7, -7, 63, 100, -100, 12345, 1 << 40, -(1 << 31), math.MaxInt64, math.MinInt64}
	randInt32s = []int64{0, 1, -1, 2, -3, 7, 100, -100, 65536, math.MaxInt32, math.MinInt32}
	randFloats = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -2.5, 3, 7.25, -0.1, 1e10, 1e300, -1e300, 1e-310,
		2.5e9, -3e18, math.Inf(1), math.Inf(-1), math.NaN()}
)

// exprGen builds random well-typed expressions over a kernel's inputs.
type exprGen struct {
	r      *rand.Rand
	inputs map[kernel.Type]*kernel.Local
	approx bool // some node's result differs between libm and Go by ulps
}

func (g *exprGen) pick(ts []kernel.Type) kernel.Type { return ts[g.r.Intn(len(ts))] }

func (g *exprGen) leaf(t kernel.Type) kernel.Expr {
	if g.r.Intn(3) > 0 {
		return &kernel.Var{Local: g.inputs[t]}
	}
	switch {
	case t.IsBool():
		return &kernel.Const{T: t, I: int64(g.r.Intn(2))}
	case t.IsFloat():
		return &kernel.Const{T: t, F: roundTo(randFloats[g.r.Intn(len(randFloats))], t)}
	case t == kernel.Int32:
		return &kernel.Const{T: t, I: randInt32s[g.r.Intn(len(randInt32s))]}
	}
	return &kernel.Const{T: t, I: randInts[g.r.Intn(len(randInts))]}
}

// expr returns an expression of type t. approxOK says whether the caller
// tolerates a result a few ulps off (not where a comparison, a floor or a
// cancellation could turn that into a different value).
func (g *exprGen) expr(t kernel.Type, depth int, approxOK bool) kernel.Expr {
	if depth == 0 || g.r.Intn(4) == 0 {
		return g.leaf(t)
	}
	d := depth - 1
	switch g.r.Intn(7) {
	case 0: // conversion from another type
		from := g.pick(allTypes)
		if from == kernel.PyFloat && t == kernel.PyInt && g.r.Intn(2) == 0 {
			// math.floor or math.ceil
			fn := kernel.Floor
			if g.r.Intn(2) == 0 {
				fn = kernel.Ceil
			}
			return &kernel.Call{Fn: fn, Args: []kernel.Expr{g.expr(kernel.PyFloat, d, false)}, Checked: true}
		}
		return &kernel.Convert{X: g.expr(from, d, approxOK && from.IsFloat() && t.IsFloat()), T: t}
	case 1: // conditional expression
		test := g.expr(g.pick([]kernel.Type{kernel.PyBool, kernel.Bool}), d, false)
		return &kernel.Cond{Test: test, Then: g.expr(t, d, approxOK), Else: g.expr(t, d, approxOK)}
	case 2: // and/or
		op := kernel.And
		if g.r.Intn(2) == 0 {
			op = kernel.Or
		}
		return &kernel.Logic{Op: op, X: g.expr(t, d, false), Y: g.expr(t, d, approxOK)}
	}
	switch {
	case t.IsBool():
		if t == kernel.PyBool && g.r.Intn(4) == 0 {
			return &kernel.Unary{Op: kernel.Not, X: g.expr(g.pick([]kernel.Type{kernel.PyBool, kernel.Bool}), d, false)}
		}
		ot := g.pick(allTypes)
		return &kernel.Compare{Op: kernel.CmpOp(1 + g.r.Intn(6)), X: g.expr(ot, d, false), Y: g.expr(ot, d, false), T: t}
	case t == kernel.PyFloat && approxOK && g.r.Intn(4) == 0:
		all := kernel.AllIntrinsics()
		fn := all[g.r.Intn(len(all))]
		if fn.Info().Result != kernel.PyFloat {
			fn = kernel.Sqrt // floor and ceil: an int, made above
		}
		args := make([]kernel.Expr, fn.Arity())
		for i := range args {
			args[i] = g.expr(kernel.PyFloat, d, true)
		}
		checked := fn.Info().Domain.MayRaise()
		if fn != kernel.Sqrt && fn != kernel.Fabs {
			g.approx = true
		}
		return &kernel.Call{Fn: fn, Args: args, Checked: checked}
	}
	if g.r.Intn(5) == 0 {
		op := kernel.Neg
		if g.r.Intn(2) == 0 {
			op = kernel.Abs
		}
		return &kernel.Unary{Op: op, X: g.expr(t, d, approxOK), Checked: t == kernel.PyInt}
	}
	ops := []kernel.BinOp{kernel.Add, kernel.Sub, kernel.Mul, kernel.FloorDiv, kernel.Mod, kernel.Pow, kernel.Min, kernel.Max}
	if t.IsFloat() {
		ops = append(ops, kernel.Div)
	}
	op := ops[g.r.Intn(len(ops))]
	if op == kernel.Pow && t.IsFloat() {
		if !approxOK {
			op = kernel.Mul
		} else {
			g.approx = true
		}
	}
	// Operands may be approximate only where the operation keeps relative
	// errors small: not through a cancellation or a floor.
	childOK := approxOK && (op == kernel.Mul || op == kernel.Div || op == kernel.Min || op == kernel.Max || op == kernel.Pow)
	x, y := g.expr(t, d, childOK), g.expr(t, d, childOK)
	// The checks kernelgen leaves (kernelgen/lower.go), and the unions.
	checked := false
	switch {
	case op == kernel.Min || op == kernel.Max:
	case t == kernel.PyInt:
		checked = true
	case t == kernel.PyFloat:
		checked = op == kernel.Div || op == kernel.FloorDiv || op == kernel.Mod || op == kernel.Pow
	case t.IsInt() && op == kernel.Pow:
		checked = true
	case t == kernel.Int64 || t == kernel.Float64:
		checked = g.r.Intn(5) == 0 && (t.IsInt() || op == kernel.Div || op == kernel.FloorDiv || op == kernel.Mod || op == kernel.Pow)
	}
	return &kernel.Binary{Op: op, X: x, Y: y, T: t, Checked: checked}
}

var seed = flag.Int64("seed", 1, "seed of TestRunRandomExpressions")

// TestRunRandomExpressions compiles a few hundred random expressions of
// every type and runs each on random inputs.
func TestRunRandomExpressions(t *testing.T) {
	const kernels, runs = 400, 8
	r := rand.New(rand.NewSource(*seed))
	m := newModule("random")
	type kcase struct {
		k      *kernel.Kernel
		e      kernel.Expr
		rt     kernel.Type
		approx bool
	}
	var cases []kcase
	for i := range kernels {
		k := addKernel(m, fmt.Sprintf("e%d", i))
		g := &exprGen{r: r, inputs: map[kernel.Type]*kernel.Local{}}
		for _, tt := range allTypes {
			l := addLocal(k, "in_"+tt.String(), tt)
			l.Param = addParam(m, kernel.Scalar, fmt.Sprintf("e%d.%s", i, tt), tt)
			g.inputs[tt] = l
			k.Inputs = append(k.Inputs, l)
		}
		rt := g.pick(allTypes)
		out := addLocal(k, "r", rt)
		out.Param = addParam(m, kernel.Scalar, fmt.Sprintf("e%d.r", i), rt)
		e := g.expr(rt, 4, true)
		k.Outputs = []*kernel.Output{{Local: out, Combine: kernel.Direct}}
		k.Body = []kernel.Stmt{&kernel.Assign{Dst: out, Value: e}}
		cases = append(cases, kcase{k, e, rt, g.approx})
	}
	finish(t, m)
	nat := buildNative(t, m)

	var calls []call
	var wants []struct {
		v      val
		status kernel.Status
		inputs string
	}
	for _, c := range cases {
		for range runs {
			args := make([]string, len(m.Params))
			for i := range args {
				args[i] = "0"
			}
			en := env{}
			var desc []string
			for _, l := range c.k.Inputs {
				var x val
				switch {
				case l.Type.IsBool():
					x.i = int64(r.Intn(2))
				case l.Type.IsFloat():
					x.f = roundTo(randFloats[r.Intn(len(randFloats))], l.Type)
				case l.Type == kernel.Int32:
					x.i = randInt32s[r.Intn(len(randInt32s))]
				default:
					x.i = randInts[r.Intn(len(randInts))]
				}
				en[l] = x
				args[l.Param.Slot] = slotI(x.slot(l.Type))
				desc = append(desc, l.Name+"="+show(x, l.Type))
			}
			w, st := evalExpr(c.e, en)
			wants = append(wants, struct {
				v      val
				status kernel.Status
				inputs string
			}{w, st, strings.Join(desc, " ")})
			calls = append(calls, call{kernel: c.k.Name, args: args, nout: 2})
		}
	}
	failures := 0
	for i, res := range nat.run(t, calls) {
		c := cases[i/runs]
		w := wants[i]
		what := fmt.Sprintf("%s = %s with %s", c.k.Name, kernel.ExprString(c.e), w.inputs)
		if !compareApprox(t, what, res, w.status, w.v, c.rt, c.approx) {
			failures++
			if failures > 20 {
				t.Fatal("too many failures")
			}
		}
	}
}

// compareApprox is compareResult with a tolerance for float32 results of
// approximate expressions.
func compareApprox(t *testing.T, what string, r result, status kernel.Status, want val, rt kernel.Type, approx bool) bool {
	t.Helper()
	if approx && rt == kernel.Float32 && r.status == status && status == kernel.OK {
		got := fromSlot(r.out[0], rt).f
		if math.IsNaN(got) && math.IsNaN(want.f) || got == want.f || math.Abs(got-want.f) <= 1e-6*math.Abs(want.f) {
			return true
		}
	}
	return compareResult(t, what, r, status, want, rt, approx)
}
