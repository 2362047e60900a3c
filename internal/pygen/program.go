package pygen

import (
	"fmt"
	"math/rand"
	"sort"
	"strings"
)

// A Shape names one construct the program writer can put in a script,
// in the spelling users write it. Programs combine several; a test can
// keep a shape out (a known bug) with ProgramWriter.Exclude.
type Shape string

// The shapes a program may contain.
const (
	BranchScalar   Shape = "branch-scalar"    // a scalar set on if/elif/else branches, then read
	OneBranch      Shape = "one-branch"       // a scalar set on one branch only: its value carries over
	BreakTemp      Shape = "break-temp"       // temporaries assigned before a break, read after the loop
	EscapeLoop     Shape = "escape-loop"      // an inner loop left by break (mandelbrot's escape count)
	SiblingScalar  Shape = "sibling-scalar"   // a scalar made by one loop and read by a sibling loop
	ReusedTemp     Shape = "reused-temp"      // one temporary name in two sibling loops
	Accumulate     Shape = "accumulate"       // s += a[i] * b[i]
	PrefixSum      Shape = "prefix-sum"       // s += a[i]; out[i] = s
	MinMax         Shape = "min-max"          // m = max(m, a[i])
	Argmax         Shape = "argmax"           // if a[i] > best: best = a[i]; k = i
	Count          Shape = "count"            // if cond: count += 1
	ReturnInLoop   Shape = "return-in-loop"   // an early-exit search
	ReturnTuple    Shape = "return-tuple"     // return s, k
	ReturnArray    Shape = "return-array"     // return out
	StaticMethod   Shape = "static-method"    // @staticmethod @alpyna.jit, driven from a time loop
	SelfMethod     Shape = "self-method"      // an @alpyna.jit method taking self
	NestedJit      Shape = "nested-jit"       // a jit function defined inside a function, reading its closure
	Stencil        Shape = "stencil"          // range(1, n - 1) with neighbours
	Stencil2D      Shape = "stencil-2d"       // n, m = a.shape; a 2-D Jacobi sweep
	Triangular     Shape = "triangular"       // for j in range(i), range(i + 1, n)
	ForwardSubst   Shape = "forward-subst"    // x[i] -= L[i, j] * x[j]: a recurrence over i
	Reversed       Shape = "reversed"         // range(n - 1, -1, -1)
	Stepped        Shape = "stepped"          // range(0, n, 2)
	WhileIndex     Shape = "while-index"      // while i < n and a[i] < t: i += 1
	HelperDef      Shape = "helper-def"       // a plain one-expression def called in the nest
	HelperMulti    Shape = "helper-multi"     // a plain def of several statements called in the nest
	LocalHelper    Shape = "local-helper"     // a def inside the jit function, called in its nest
	RaiseCaught    Shape = "raise-caught"     // an index out of range in the nest, caught by the driver
	CarriedPrev    Shape = "carried-prev"     // out[i] = x[i] - prev; prev = x[i]
	LastValue      Shape = "last-value"       // a temporary of the loop read after it
	LoopVarAfter   Shape = "loop-var-after"   // the loop variable read after the loop
	BreakReduce    Shape = "break-reduce"     // s += x[i]; if s > c: break
	Continue       Shape = "continue"         // if cond: continue
	Ternary        Shape = "ternary"          // a if cond else b
	Power          Shape = "power"            // x[i] ** 2, abs(x[i]) ** 0.5
	TrueDivInt     Shape = "true-div-int"     // iv[i] / 4: an int true division
	AugIntOps      Shape = "aug-int-ops"      // iout[i] //= 2, %= 3
	PlainAssignSum Shape = "plain-assign-sum" // s = s + x[i]
	PairSearch     Shape = "pair-search"      // a return from an inner loop of a pair search
	AliasSame      Shape = "alias-same"       // one array passed as two parameters: f(x, y, x)
	AliasShifted   Shape = "alias-shifted"    // overlapping views passed: f(b[:n], y, b[1:])
	StridedView    Shape = "strided-view"     // a strided view passed: f(x, b[::2], out)
	GlobalConst    Shape = "global-const"     // a module-level constant read in the nest, rebound between calls
	GlobalArray    Shape = "global-array"     // a module-level array read in the nest, rebound between calls
	ColumnReduce   Shape = "column-reduce"    // colsum[j] += A[i, j]: an array reduced over the outer loop
	RowTemp        Shape = "row-temp"         // a scalar reset per row, reduced by the inner loop, stored after it
	MatrixUpdate   Shape = "matrix-update"    // A[i, j] updated from a vector made by an earlier nest
	DriverFeedback Shape = "driver-feedback"  // a returned scalar fed to the next call in a driver loop
	NumpyCalls     Shape = "numpy-calls"      // np.sqrt, np.minimum, np.float32() and others on scalars in the nest
	Gather         Shape = "gather"           // out[i] = w[idx[i]]
	RetypedCall    Shape = "retyped-call"     // the same function called again with arrays of other dtypes
	LargeLoop      Shape = "large-loop"       // hundreds to thousands of iterations: many boxes per thread
	SelfAttr       Shape = "self-attr"        // self.u[i] and range(self.n) read directly in a jit method's nest
	JitCallsJit    Shape = "jit-calls-jit"    // a jit function called from another's nest
	SizeFromArray  Shape = "size-from-array"  // len(a), a.shape[0] as bounds
	IntArith       Shape = "int-arith"        // // and % with negative operands, abs, min, max
	MathCalls      Shape = "math-calls"       // math.sqrt, math.exp, math.floor
	Conversions    Shape = "conversions"      // int() and float() in the nest
	ChainedCompare Shape = "chained-compare"  // 0 <= x < n
	SwapInDriver   Shape = "swap-driver"      // a, b = b, a between calls
	SwapInJit      Shape = "swap-jit"         // a, b = b, a in the jit function's time loop
	InPlace        Shape = "in-place"         // a[i] += ...
	Histogram      Shape = "histogram"        // h[idx[i]] += 1
	Float32        Shape = "float32"          // float32 arrays and scalars
	Int32          Shape = "int32"            // int32 arrays
	BoolMask       Shape = "bool-mask"        // a bool array written and tested
	RandomInit     Shape = "random-init"      // np.random.seed and np.random.randint at set-up
	SecondCall     Shape = "second-call"      // the same function called again with another n
	ResultType     Shape = "result-type"      // the type of a returned scalar printed
)

// AllShapes lists every shape, in the order of their declarations.
var AllShapes = []Shape{
	BranchScalar,
	OneBranch,
	BreakTemp,
	EscapeLoop,
	SiblingScalar,
	ReusedTemp,
	Accumulate,
	PrefixSum,
	MinMax,
	Argmax,
	Count,
	ReturnInLoop,
	ReturnTuple,
	ReturnArray,
	StaticMethod,
	SelfMethod,
	NestedJit,
	Stencil,
	Stencil2D,
	Triangular,
	ForwardSubst,
	Reversed,
	Stepped,
	WhileIndex,
	HelperDef,
	HelperMulti,
	LocalHelper,
	RaiseCaught,
	CarriedPrev,
	LastValue,
	LoopVarAfter,
	BreakReduce,
	Continue,
	Ternary,
	Power,
	TrueDivInt,
	AugIntOps,
	PlainAssignSum,
	PairSearch,
	AliasSame,
	AliasShifted,
	StridedView,
	GlobalConst,
	GlobalArray,
	ColumnReduce,
	RowTemp,
	MatrixUpdate,
	DriverFeedback,
	NumpyCalls,
	Gather,
	RetypedCall,
	LargeLoop,
	SelfAttr,
	JitCallsJit,
	SizeFromArray,
	IntArith,
	MathCalls,
	Conversions,
	ChainedCompare,
	SwapInDriver,
	SwapInJit,
	InPlace,
	Histogram,
	Float32,
	Int32,
	BoolMask,
	RandomInit,
	SecondCall,
	ResultType,
}

// A ProgramWriter writes whole random scripts shaped as users write them:
// imports, plain helpers, one to three jit functions (some in classes),
// set-up code at module level, calls, and prints of the results. Every
// script is meant to run under CPython; values are multiples of 1/4 so
// that sums do not depend on their order, and floats are printed rounded
// where an inexact operation (a division, a square root) meets a sum.
type ProgramWriter struct {
	R *rand.Rand
	// Exclude keeps shapes out of the programs (the value says why, such
	// as the text of a known bug).
	Exclude map[Shape]string
}

// A Program is one script and the shapes it contains.
type Program struct {
	Source string
	Shapes []Shape
}

// Program writes one random script.
func (pw *ProgramWriter) Program() Program {
	p := &prog{r: pw.R, exclude: pw.Exclude, used: map[Shape]bool{}}
	kernels := []func(*prog, int){
		(*prog).scan, (*prog).scan, (*prog).scan, (*prog).search, (*prog).escape,
		(*prog).siblings, (*prog).triangular, (*prog).stencil, (*prog).histogram,
		(*prog).class, (*prog).while, (*prog).nestedJit, (*prog).matrix,
	}
	kernels = append(kernels, secondKernels...)
	n := 1 + p.r.Intn(3)
	for k := range n {
		kernels[p.r.Intn(len(kernels))](p, k)
	}
	var b strings.Builder
	b.WriteString("import math\nimport numpy as np\nimport alpyna\n\n\n")
	if p.helpers.b.Len() > 0 {
		b.WriteString(p.helpers.String())
		b.WriteString("\n")
	}
	b.WriteString(p.defs.String())
	b.WriteString(p.driver.String())
	var shapes []Shape
	for s := range p.used {
		shapes = append(shapes, s)
	}
	sort.Slice(shapes, func(i, j int) bool { return shapes[i] < shapes[j] })
	return Program{Source: b.String(), Shapes: shapes}
}

// prog is the state of one program being written: its helper
// definitions, its jit functions, and its module-level driver.
type prog struct {
	r       *rand.Rand
	exclude map[Shape]string
	used    map[Shape]bool
	helpers Writer
	defs    Writer
	driver  Writer
}

// want draws a shape with probability 1/odds, unless it is excluded;
// a shape drawn is recorded as used.
func (p *prog) want(s Shape, odds int) bool {
	if _, out := p.exclude[s]; out || p.r.Intn(odds) != 0 {
		return false
	}
	p.used[s] = true
	return true
}

// allowed says whether a shape may be written, and records it if so: for
// the shapes a template must write in some form.
func (p *prog) allowed(s Shape) bool {
	if _, out := p.exclude[s]; out {
		return false
	}
	p.used[s] = true
	return true
}

func (p *prog) pick(options ...string) string { return options[p.r.Intn(len(options))] }

// quarter is a random multiple of 1/4 from -2 to 2, written as a float.
func (p *prog) quarter() string {
	return fmt.Sprintf("%g", float64(p.r.Intn(17)-8)/4)
}

// An arr is an array parameter of a jit function.
type arr struct {
	name  string // in the function
	kind  byte   // 'f' float, 'i' int, 'b' bool
	dtype string // np.float64, np.float32, np.int64, np.int32, np.bool_
}

// floatDtype and intDtype draw an element type.
func (p *prog) floatDtype() string {
	if p.want(Float32, 4) {
		return "np.float32"
	}
	return "np.float64"
}

func (p *prog) intDtype() string {
	if p.want(Int32, 4) {
		return "np.int32"
	}
	return "np.int64"
}

// fill writes the module-level set-up of a 1-D array of n elements: its
// values are multiples of 1/4 (floats) or small integers, some of them
// negative, made by a loop, by arange, or by the seeded generator.
func (p *prog) fill(name string, a arr, n string) {
	d := &p.driver
	switch a.kind {
	case 'b':
		d.Line(0, "%s = np.zeros(%s, dtype=np.bool_)", name, n)
		d.Line(0, "for i in range(%s):", n)
		d.Line(1, "%s[i] = (i * %d) %% %d < %d", name, 1+p.r.Intn(5), 3+p.r.Intn(4), 1+p.r.Intn(3))
		return
	case 'i':
		switch {
		case p.want(RandomInit, 4):
			d.Line(0, "np.random.seed(%d)", p.r.Intn(1000))
			d.Line(0, "%s = np.random.randint(-9, 10, size=%s).astype(%s)", name, n, a.dtype)
		case p.r.Intn(2) == 0:
			d.Line(0, "%s = (np.arange(%s, dtype=%s) * %d) %% %d - %d", name, n, a.dtype, 1+p.r.Intn(7), 5+p.r.Intn(9), p.r.Intn(7))
		default:
			d.Line(0, "%s = np.zeros(%s, dtype=%s)", name, n, a.dtype)
			d.Line(0, "for i in range(%s):", n)
			d.Line(1, "%s[i] = (i * %d + %d) %% %d - %d", name, 1+p.r.Intn(7), p.r.Intn(5), 5+p.r.Intn(9), p.r.Intn(7))
		}
		return
	}
	switch {
	case p.want(RandomInit, 4):
		d.Line(0, "np.random.seed(%d)", p.r.Intn(1000))
		d.Line(0, "%s = (np.random.randint(-8, 9, size=%s) * 0.25).astype(%s)", name, n, a.dtype)
	case p.r.Intn(2) == 0:
		d.Line(0, "%s = ((np.arange(%s) * %d) %% %d - %d).astype(%s) * %s", name, n, 1+p.r.Intn(7), 5+p.r.Intn(9), p.r.Intn(7), a.dtype, p.pick("0.25", "0.5", "1.0"))
	default:
		d.Line(0, "%s = np.zeros(%s, dtype=%s)", name, n, a.dtype)
		d.Line(0, "for i in range(%s):", n)
		d.Line(1, "%s[i] = ((i * %d + %d) %% %d - %d) * 0.25", name, 1+p.r.Intn(7), p.r.Intn(5), 5+p.r.Intn(9), p.r.Intn(7))
	}
}

// fill2 writes the set-up of an n×m float array of multiples of 1/4.
func (p *prog) fill2(name, dtype, n, m string) {
	d := &p.driver
	if p.r.Intn(2) == 0 {
		d.Line(0, "%s = ((np.arange(%s * %s) %% %d - %d) * 0.25).astype(%s).reshape((%s, %s))", name, n, m, 5+p.r.Intn(7), p.r.Intn(5), dtype, n, m)
		return
	}
	d.Line(0, "%s = np.zeros((%s, %s), dtype=%s)", name, n, m, dtype)
	d.Line(0, "for i in range(%s):", n)
	d.Line(1, "for j in range(%s):", m)
	d.Line(2, "%s[i, j] = ((i * %d + j * %d) %% %d - %d) * 0.25", name, 1+p.r.Intn(4), 1+p.r.Intn(4), 5+p.r.Intn(5), p.r.Intn(4))
}

// printScalar writes the print of a scalar result: floats rounded, since a
// parallel sum of inexact terms may differ in its last bits.
func (p *prog) printScalar(expr string, kind byte) {
	switch kind {
	case 'f':
		p.driver.Line(0, "print('%%.10g' %% round(float(%s), 6))", expr)
	default:
		p.driver.Line(0, "print(int(%s))", expr)
	}
	if p.want(ResultType, 6) {
		p.driver.Line(0, "print(type(%s).__name__)", expr)
	}
}

// exprs writes expressions for one loop body: what arrays it may read,
// at which subscripts, and which scalars are in scope.
type exprs struct {
	p       *prog
	floats  []arr    // float arrays to read
	ints    []arr    // int arrays to read
	subs    []string // subscripts in range for the arrays
	fscal   []string // float scalars in scope (parameters)
	helpers []string // one-argument float helpers that may be called
	ivar    string   // the loop variable
}

func (e *exprs) sub() string { return e.subs[e.p.r.Intn(len(e.subs))] }

// fatom is a float leaf.
func (e *exprs) fatom() string {
	p := e.p
	switch k := p.r.Intn(10); {
	case k < 5 && len(e.floats) > 0:
		return e.floats[p.r.Intn(len(e.floats))].name + "[" + e.sub() + "]"
	case k < 6 && len(e.ints) > 0 && p.want(Conversions, 2):
		return "float(" + e.ints[p.r.Intn(len(e.ints))].name + "[" + e.sub() + "])"
	case k < 8 && len(e.fscal) > 0:
		return e.fscal[p.r.Intn(len(e.fscal))]
	default:
		return p.quarter()
	}
}

// fexpr is a float expression of a few operations.
func (e *exprs) fexpr(depth int) string {
	p := e.p
	if depth <= 0 {
		return e.fatom()
	}
	switch p.r.Intn(12) {
	case 0, 1, 2:
		return e.fatom()
	case 3, 4:
		return e.fexpr(depth-1) + " + " + e.fexpr(depth-1)
	case 5:
		return e.fexpr(depth-1) + " - " + e.fatom()
	case 6:
		return e.fatom() + " * " + e.fatom()
	case 7:
		return "abs(" + e.fexpr(depth-1) + ")"
	case 8:
		return p.pick("min", "max") + "(" + e.fexpr(depth-1) + ", " + e.fatom() + ")"
	case 9:
		if len(e.helpers) > 0 && p.r.Intn(2) == 0 {
			return e.helpers[p.r.Intn(len(e.helpers))] + "(" + e.fexpr(depth-1) + ")"
		}
		if p.r.Intn(3) == 0 && p.want(NumpyCalls, 1) {
			a := e.fatom()
			switch p.r.Intn(8) {
			case 0:
				return "np.sqrt(abs(" + a + "))"
			case 1:
				return "np." + p.pick("minimum", "maximum") + "(" + a + ", " + e.fatom() + ")"
			case 2:
				return "np.float32(" + a + ")"
			case 3:
				return "float(np.int64(" + a + " * 3.0))"
			case 4:
				return "np." + p.pick("tanh", "arctan", "sin", "cos") + "(" + a + ")"
			case 5:
				return "np.floor(" + a + ") + np.abs(" + e.fatom() + ")"
			case 6:
				return "np.exp(-abs(" + a + "))"
			default:
				return "math.atan2(" + a + ", 1.0 + abs(" + e.fatom() + ")) * math.pi"
			}
		}
		if p.want(MathCalls, 1) {
			switch p.r.Intn(4) {
			case 0:
				return "math.sqrt(abs(" + e.fatom() + "))"
			case 1:
				return "math.exp(-abs(" + e.fatom() + "))"
			case 2:
				return "math.floor(" + e.fatom() + ")"
			default:
				a := e.fatom()
				return "math.sqrt(1.0 + " + a + " * " + a + ")"
			}
		}
		return e.fatom()
	case 10:
		return e.fexpr(depth-1) + " / " + p.pick("2.0", "4.0", "(1.0 + abs("+e.fatom()+"))")
	default:
		return "(" + e.fexpr(depth-1) + ") * " + p.pick("0.5", "2.0", "-1.5")
	}
}

// float is a float expression of at most depth levels.
func (e *exprs) float(depth int) string { return e.fexpr(depth) }

// iatom is an int leaf.
func (e *exprs) iatom() string {
	p := e.p
	switch k := p.r.Intn(10); {
	case k < 5 && len(e.ints) > 0:
		return e.ints[p.r.Intn(len(e.ints))].name + "[" + e.sub() + "]"
	case k < 7:
		return e.ivar
	case k < 8 && len(e.floats) > 0 && p.want(Conversions, 2):
		return "int(" + e.floats[p.r.Intn(len(e.floats))].name + "[" + e.sub() + "] * 1.5)"
	default:
		return fmt.Sprint(p.r.Intn(11) - 5)
	}
}

// iexpr is an int expression; divisors are non-zero constants, some
// negative, so that floor division and modulo round as Python does.
func (e *exprs) iexpr(depth int) string {
	p := e.p
	if depth <= 0 {
		return e.iatom()
	}
	switch p.r.Intn(9) {
	case 0, 1:
		return e.iatom()
	case 2, 3:
		return e.iexpr(depth-1) + p.pick(" + ", " - ") + e.iexpr(depth-1)
	case 4:
		return e.iatom() + " * " + fmt.Sprint(p.r.Intn(7)-3)
	case 5, 6:
		if p.want(IntArith, 1) {
			return "(" + e.iexpr(depth-1) + ") " + p.pick("//", "%") + " " + p.pick("3", "-3", "4", "-2", "5")
		}
		return e.iatom()
	case 7:
		if p.want(IntArith, 1) {
			if p.r.Intn(3) == 0 {
				return "abs(" + e.iexpr(depth-1) + ")"
			}
			return p.pick("min(", "max(") + e.iexpr(depth-1) + ", " + e.iatom() + ")"
		}
		return e.iatom()
	default:
		if len(e.floats) > 0 && p.want(MathCalls, 2) {
			return "math.floor(" + e.fatom() + ")"
		}
		return e.iatom()
	}
}

// cond is a condition over the loop's values.
func (e *exprs) cond() string {
	p := e.p
	switch p.r.Intn(6) {
	case 0:
		if p.want(ChainedCompare, 1) {
			return fmt.Sprintf("%d <= %s < %d", p.r.Intn(5)-3, e.iexpr(1), p.r.Intn(6))
		}
		fallthrough
	case 1:
		return e.iexpr(1) + " % 2 == " + p.pick("0", "1")
	case 2:
		return e.cond() + p.pick(" and ", " or ") + e.cond()
	default:
		return e.fexpr(1) + p.pick(" > ", " < ", " >= ", " <= ") + e.fatom()
	}
}

// loopRange draws the range of a 1-D loop over n elements and the
// subscripts in range inside it.
func (p *prog) loopRange(n string, first arr) (string, []string) {
	switch {
	case p.want(Stencil, 4):
		return "range(1, " + n + " - 1)", []string{"i", "i - 1", "i + 1"}
	case p.want(Reversed, 5):
		return "range(" + n + " - 1, -1, -1)", []string{"i"}
	case p.want(Stepped, 5):
		return p.pick("range(0, "+n+", 2)", "range(1, "+n+", 3)", "range("+n+" - 1, 0, -2)"), []string{"i"}
	case p.want(SizeFromArray, 5):
		return p.pick("range(len("+first.name+"))", "range("+first.name+".shape[0])"), []string{"i"}
	}
	return "range(" + n + ")", []string{"i"}
}

// helperDefs writes the plain helpers a nest may call and returns their
// names, and the text of a helper to define inside the jit function
// (indented for its body), if any.
func (p *prog) helperDefs(k int) ([]string, string) {
	var names []string
	var local Writer
	if p.want(LocalHelper, 5) {
		local.Line(1, "def sq(v):")
		local.Line(2, "return %s", p.pick("v * v", "v * 0.5 - 0.25", "abs(v) + 1.0"))
		names = append(names, "sq")
	}
	if p.want(HelperDef, 3) {
		name := fmt.Sprintf("h%d", k)
		p.helpers.Line(0, "def %s(v):", name)
		p.helpers.Line(1, "return %s", p.pick("v * 0.5 + 1.0", "v * v - 0.25", "v if v > 0.0 else -v * 0.5", "max(v, 0.0) - 0.75"))
		p.helpers.Line(0, "")
		p.helpers.Line(0, "")
		names = append(names, name)
	}
	if p.want(HelperMulti, 8) {
		name := fmt.Sprintf("hm%d", k)
		p.helpers.Line(0, "def %s(v):", name)
		p.helpers.Line(1, "w = v * 0.5")
		p.helpers.Line(1, "if w > 1.0:")
		p.helpers.Line(2, "w = w - 1.0")
		p.helpers.Line(1, "return w")
		p.helpers.Line(0, "")
		p.helpers.Line(0, "")
		names = append(names, name)
	}
	if p.want(JitCallsJit, 4) {
		name := fmt.Sprintf("g%d", k)
		p.helpers.Line(0, "@alpyna.jit")
		p.helpers.Line(0, "def %s(v):", name)
		p.helpers.Line(1, "return %s", p.pick("v * 0.25 - 1.0", "abs(v) + 0.5", "min(v, 1.5)"))
		p.helpers.Line(0, "")
		p.helpers.Line(0, "")
		names = append(names, name)
	}
	return names, local.String()
}

// result is one value a jit function returns.
type result struct {
	name string
	kind byte // 'f', 'i', or 'a' for an array
}

// returns writes the return statement of results (one only where tuples
// are excluded) and the driver's call and prints; it returns the results
// kept, for further calls.
func (p *prog) returns(depth int, call string, res []result) []result {
	if len(res) > 1 && !p.allowed(ReturnTuple) {
		res = res[:1]
	}
	if len(res) > 0 {
		names := make([]string, len(res))
		for i, r := range res {
			names[i] = r.name
		}
		p.defs.Line(depth, "return %s", strings.Join(names, ", "))
	}
	p.call(call, res)
	return res
}

// call writes a call of a jit function in the driver and the prints of
// what it returns.
func (p *prog) call(call string, res []result) {
	switch len(res) {
	case 0:
		p.driver.Line(0, "%s", call)
	case 1:
		p.driver.Line(0, "r = %s", call)
		p.printResult("r", res[0].kind)
	default:
		p.driver.Line(0, "r = %s", call)
		for i, r := range res {
			p.printResult(fmt.Sprintf("r[%d]", i), r.kind)
		}
	}
}

func (p *prog) printResult(expr string, kind byte) {
	if kind == 'a' {
		p.driver.Line(0, "print(%s)", expr)
		return
	}
	p.printScalar(expr, kind)
}

// scan writes a 1-D loop whose body mixes the scalar shapes: branch
// scalars, accumulators, min and max, argmax, counters, in-place updates,
// int arithmetic, bool masks.
func (p *prog) scan(k int) {
	fd := p.floatDtype()
	x := arr{"x", 'f', fd}
	y := arr{"y", 'f', fd}
	out := arr{"out", 'f', fd}
	iv := arr{"iv", 'i', p.intDtype()}
	iout := arr{"iout", 'i', iv.dtype}
	mask := arr{"mask", 'b', "np.bool_"}
	useInts := p.r.Intn(2) == 0
	useMask := p.want(BoolMask, 4)
	params := []arr{x, y, out}
	if useInts {
		params = append(params, iv, iout)
	}
	if useMask {
		params = append(params, mask)
	}
	e := &exprs{p: p, floats: []arr{x, y}, ivar: "i", fscal: []string{"c"}}
	// Globals read in the nest; the driver rebinds them before a second
	// call, which must see the new values.
	gconst := fmt.Sprintf("G%d", k)
	garr := arr{fmt.Sprintf("W%d", k), 'f', fd}
	useGConst := p.want(GlobalConst, 5)
	useGArr := p.want(GlobalArray, 6)
	if useGConst {
		e.fscal = append(e.fscal, gconst, gconst)
	}
	if useGArr {
		e.floats = append(e.floats, garr)
	}
	if useInts {
		e.ints = []arr{iv}
	}
	var local string
	e.helpers, local = p.helperDefs(k)
	rng, subs := p.loopRange("n", x)
	e.subs = subs

	var body Writer
	var inits []string
	var res []result
	zero := "0.0"
	if fd == "np.float32" {
		zero = "np.float32(0.0)"
	}
	items := 1 + p.r.Intn(4)
	for range items {
		if p.r.Intn(8) < 3 && p.extraItem(&body, e, &inits, &res, useInts, zero) {
			continue
		}
		switch p.r.Intn(10) {
		case 0:
			if p.want(BranchScalar, 1) {
				body.Line(2, "if %s:", e.cond())
				body.Line(3, "t = %s", e.fexpr(2))
				if p.r.Intn(2) == 0 {
					body.Line(2, "elif %s:", e.cond())
					body.Line(3, "t = %s", e.fexpr(1))
				}
				body.Line(2, "else:")
				body.Line(3, "t = %s", e.fexpr(1))
				body.Line(2, "out[i] = t * %s + %s", p.quarter(), e.fatom())
				continue
			}
			fallthrough
		case 1:
			if p.want(OneBranch, 2) {
				inits = append(inits, "u = "+zero)
				body.Line(2, "if %s:", e.cond())
				body.Line(3, "u = %s", e.fexpr(1))
				body.Line(2, "out[i] = u + %s", e.fatom())
				res = append(res, result{"u", 'f'})
				continue
			}
			fallthrough
		case 2:
			if p.want(Accumulate, 1) {
				inits = append(inits, "s = "+zero)
				body.Line(2, "s %s %s", p.pick("+=", "+=", "-="), p.pick("x[i] * y[i]", e.fexpr(1)))
				res = append(res, result{"s", 'f'})
				if p.want(PrefixSum, 3) {
					body.Line(2, "out[i] = s")
				}
				continue
			}
			fallthrough
		case 3:
			if p.want(MinMax, 1) {
				f := p.pick("max", "min")
				inits = append(inits, "m = "+map[string]string{"max": "-1e30", "min": "1e30"}[f])
				body.Line(2, "m = %s(m, %s)", f, e.fexpr(1))
				res = append(res, result{"m", 'f'})
				continue
			}
			fallthrough
		case 4:
			if p.want(Argmax, 1) {
				inits = append(inits, "best = -1e30", "k = -1")
				body.Line(2, "if %s %s best:", "x[i]", p.pick(">", ">="))
				body.Line(3, "best = x[i]")
				body.Line(3, "k = i")
				res = append(res, result{"best", 'f'}, result{"k", 'i'})
				continue
			}
			fallthrough
		case 5:
			if p.want(Count, 1) {
				inits = append(inits, "count = 0")
				body.Line(2, "if %s:", e.cond())
				body.Line(3, "count += 1")
				res = append(res, result{"count", 'i'})
				continue
			}
			fallthrough
		case 6:
			if useInts {
				body.Line(2, "iout[i] = %s", e.iexpr(2))
				continue
			}
			fallthrough
		case 7:
			if useMask {
				if p.r.Intn(2) == 0 {
					body.Line(2, "mask[i] = %s", e.cond())
				} else {
					body.Line(2, "if mask[i]:")
					body.Line(3, "out[i] = %s", e.fexpr(1))
				}
				continue
			}
			fallthrough
		case 8:
			if p.want(InPlace, 1) {
				body.Line(2, "%s[i] %s %s", p.pick("y", "out"), p.pick("+=", "-=", "*="), e.fexpr(1))
				continue
			}
			fallthrough
		default:
			body.Line(2, "out[i] = %s", e.fexpr(2))
		}
	}
	inits = dedupe(inits)
	var names []string
	for _, a := range params {
		names = append(names, a.name)
	}
	p.defs.Line(0, "@alpyna.jit")
	p.defs.Line(0, "def f%d(%s, n, c):", k, strings.Join(names, ", "))
	p.defs.b.WriteString(local)
	for _, s := range inits {
		p.defs.Line(1, "%s", s)
	}
	p.defs.Line(1, "for i in %s:", rng)
	p.defs.b.WriteString(body.String())
	res = dedupeResults(res)
	if p.want(ReturnArray, 5) {
		res = append(res, result{"out", 'a'})
	}
	n := 6 + p.r.Intn(14)
	if p.want(LargeLoop, 4) {
		n = 200 + p.r.Intn(3000)
	}
	nn := fmt.Sprintf("n%d", k)
	p.driver.Line(0, "%s = %d", nn, n)
	if useGConst {
		p.driver.Line(0, "%s = %s", gconst, p.quarter())
	}
	if useGArr {
		p.fill(garr.name, garr, nn)
	}
	// Users pass one array twice, overlapping views, strided views: the
	// function must compute what CPython does on the memory it is given.
	same := p.want(AliasSame, 8)
	shifted := !same && p.want(AliasShifted, 8)
	strided := p.want(StridedView, 6)
	var args []string
	for _, a := range params {
		name := fmt.Sprintf("%s%d", a.name, k)
		switch {
		case same && a.name == "out":
			name = fmt.Sprintf("x%d", k)
		case shifted && a.name == "x":
			p.fill(fmt.Sprintf("xb%d", k), a, nn+" + 1")
			p.driver.Line(0, "%s = xb%d[:%s]", name, k, nn)
		case shifted && a.name == "out":
			p.driver.Line(0, "%s = xb%d[1:]", name, k)
		case strided && a.name == "y":
			p.fill(fmt.Sprintf("yb%d", k), a, "2 * "+nn)
			p.driver.Line(0, "%s = yb%d[%s::2]", name, k, p.pick("", "1"))
		default:
			p.fill(name, a, nn)
		}
		args = append(args, name)
	}
	call := fmt.Sprintf("f%d(%s, %s, %s)", k, strings.Join(args, ", "), nn, p.quarter())
	res = p.returns(1, call, res)
	for _, a := range args {
		p.driver.Line(0, "print(%s)", a)
	}
	if p.want(RaiseCaught, 8) {
		// One element too many: CPython raises at x[n], after the
		// iterations before it wrote what they wrote.
		p.driver.Line(0, "try:")
		p.driver.Line(1, "f%d(%s, %s + 1, %s)", k, strings.Join(args, ", "), nn, p.quarter())
		p.driver.Line(0, "except IndexError as e:")
		p.driver.Line(1, "print(type(e).__name__, e)")
		for _, a := range args {
			p.driver.Line(0, "print(%s)", a)
		}
	}
	if (useGConst || useGArr) && p.allowed(SecondCall) || p.want(SecondCall, 3) {
		if useGConst {
			p.driver.Line(0, "%s = %s", gconst, p.quarter())
		}
		if useGArr {
			p.driver.Line(0, "%s = %s * %s", garr.name, garr.name, p.pick("2.0", "-1.0", "0.5"))
		}
		p.call(fmt.Sprintf("f%d(%s, %s - %d, %s)", k, strings.Join(args, ", "), nn, 1+p.r.Intn(4), p.quarter()), res)
		for _, a := range args {
			p.driver.Line(0, "print(%s)", a)
		}
	}
	if p.want(RetypedCall, 6) {
		// Copies of the arrays in other dtypes: the function's variants
		// are kept by types, and each must compute what CPython does.
		other := map[string]string{"np.float64": "np.float32", "np.float32": "np.float64", "np.int64": "np.int32", "np.int32": "np.int64", "np.bool_": "np.bool_"}
		var retyped []string
		for i, a := range params {
			name := fmt.Sprintf("%s%d_t", a.name, k)
			p.driver.Line(0, "%s = %s.astype(%s)", name, args[i], other[a.dtype])
			retyped = append(retyped, name)
		}
		p.call(fmt.Sprintf("f%d(%s, %s, %s)", k, strings.Join(retyped, ", "), nn, p.quarter()), res)
		for _, a := range retyped {
			p.driver.Line(0, "print(%s)", a)
		}
	}
	p.driver.Line(0, "")
	p.defs.Line(0, "")
	p.defs.Line(0, "")
}

// extraItem writes one of the less common loop-body shapes, if the one
// drawn is not excluded.
func (p *prog) extraItem(body *Writer, e *exprs, inits *[]string, res *[]result, useInts bool, zero string) bool {
	switch p.r.Intn(11) {
	case 0:
		if p.want(CarriedPrev, 1) {
			*inits = append(*inits, "prev = "+zero)
			body.Line(2, "out[i] = x[i] - prev")
			body.Line(2, "prev = x[i]")
			*res = append(*res, result{"prev", 'f'})
			return true
		}
	case 1:
		if p.want(LastValue, 1) {
			if p.r.Intn(2) == 0 {
				*inits = append(*inits, "last = "+zero)
			}
			body.Line(2, "last = %s", e.fexpr(1))
			*res = append(*res, result{"last", 'f'})
			return true
		}
	case 2:
		if p.want(LoopVarAfter, 1) {
			*res = append(*res, result{"i", 'i'})
			return false
		}
	case 3:
		if p.want(BreakReduce, 1) {
			*inits = append(*inits, "sb = "+zero)
			body.Line(2, "sb += %s", e.fexpr(1))
			body.Line(2, "if sb %s c:", p.pick(">", "<"))
			body.Line(3, "break")
			*res = append(*res, result{"sb", 'f'})
			return true
		}
	case 4:
		if p.want(Continue, 1) {
			body.Line(2, "if %s:", e.cond())
			body.Line(3, "continue")
			return true
		}
	case 5:
		if p.want(Ternary, 1) {
			body.Line(2, "out[i] = %s if %s else %s", e.fexpr(1), e.cond(), e.fexpr(1))
			return true
		}
	case 6:
		if p.want(Power, 1) {
			if useInts && p.r.Intn(2) == 0 {
				body.Line(2, "iout[i] = iv[i] ** %d", 1+p.r.Intn(3))
			} else {
				body.Line(2, "out[i] = %s", p.pick("x[i] ** 2", "abs(x[i]) ** 0.5", "y[i] ** 3 - x[i]", "2.0 ** x[i]"))
			}
			return true
		}
	case 7:
		if useInts && p.want(TrueDivInt, 1) {
			body.Line(2, "out[i] = iv[i] / %s", p.pick("4", "-2", "8"))
			return true
		}
	case 8:
		if useInts && p.want(AugIntOps, 1) {
			body.Line(2, "iout[i] %s %s", p.pick("//=", "%=", "-=", "*="), p.pick("2", "-3", "4", "iv[i] % 5 + 1"))
			return true
		}
	case 9:
		if p.want(PlainAssignSum, 1) {
			*inits = append(*inits, "sp = "+zero)
			body.Line(2, "sp = sp + %s", p.pick("x[i] * y[i]", "x[i]", e.fexpr(1)))
			*res = append(*res, result{"sp", 'f'})
			return true
		}
	}
	return false
}

func dedupe(s []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, v := range s {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

func dedupeResults(rs []result) []result {
	seen := map[string]bool{}
	var out []result
	for _, r := range rs {
		if !seen[r.name] {
			seen[r.name] = true
			out = append(out, r)
		}
	}
	return out
}

// search writes an early-exit search: a return inside the loop, or
// temporaries assigned before a break and read after it.
func (p *prog) search(k int) {
	e := &exprs{p: p, floats: []arr{{"x", 'f', "np.float64"}}, subs: []string{"i"}, ivar: "i"}
	var local string
	e.helpers, local = p.helperDefs(k)
	p.defs.Line(0, "@alpyna.jit")
	p.defs.Line(0, "def f%d(x, n, thr):", k)
	p.defs.b.WriteString(local)
	var res []result
	if p.r.Intn(4) == 0 && p.allowed(PairSearch) {
		p.defs.Line(1, "for i in range(n):")
		p.defs.Line(2, "for j in range(i + 1, n):")
		p.defs.Line(3, "if x[i] + x[j] > thr:")
		p.defs.Line(4, "return i, j")
		p.defs.Line(1, "return -1, -1")
		res = []result{{"", 'i'}, {"", 'i'}}
	} else if p.allowed(ReturnInLoop) && p.r.Intn(2) == 0 {
		p.defs.Line(1, "for i in range(n):")
		p.defs.Line(2, "t = %s", e.fexpr(1))
		p.defs.Line(2, "if t > thr:")
		if p.want(ReturnTuple, 2) {
			p.defs.Line(3, "return i, t")
			p.defs.Line(1, "return -1, 0.0")
			res = []result{{"", 'i'}, {"", 'f'}}
		} else {
			p.defs.Line(3, "return i")
			p.defs.Line(1, "return -1")
			res = []result{{"", 'i'}}
		}
	} else if p.allowed(BreakTemp) {
		p.defs.Line(1, "k = -1")
		p.defs.Line(1, "for i in range(n):")
		p.defs.Line(2, "t = %s", e.fexpr(1))
		p.defs.Line(2, "u = t * t")
		p.defs.Line(2, "if u > thr:")
		p.defs.Line(3, "k = i")
		p.defs.Line(3, "break")
		if p.r.Intn(2) == 0 {
			p.defs.Line(2, "x[i] = u")
		}
		p.defs.Line(1, "return k, t, u")
		res = []result{{"", 'i'}, {"", 'f'}, {"", 'f'}}
	} else {
		p.defs.Line(1, "return -1")
		res = []result{{"", 'i'}}
	}
	n := 5 + p.r.Intn(14)
	p.driver.Line(0, "n%d = %d", k, n)
	p.fill(fmt.Sprintf("x%d", k), arr{"x", 'f', "np.float64"}, fmt.Sprintf("n%d", k))
	for range 1 + p.r.Intn(3) {
		p.call(fmt.Sprintf("f%d(x%d, n%d, %s)", k, k, k, p.pick("0.5", "1.0", "2.25", "4.0", "100.0")), res)
	}
	p.driver.Line(0, "print(x%d)", k)
	p.driver.Line(0, "")
	p.defs.Line(0, "")
	p.defs.Line(0, "")
}

// escape writes a row loop whose inner loop counts steps until a value
// escapes, leaving by break (mandelbrot's shape), with temporaries read
// after the inner loop.
func (p *prog) escape(k int) {
	if !p.allowed(EscapeLoop) {
		p.scan(k)
		return
	}
	p.defs.Line(0, "@alpyna.jit")
	p.defs.Line(0, "def f%d(x, cnt, last, n, m, thr):", k)
	p.defs.Line(1, "for i in range(n):")
	p.defs.Line(2, "z = 0.0")
	p.defs.Line(2, "steps = 0")
	p.defs.Line(2, "for j in range(m):")
	p.defs.Line(3, "z = z * %s + x[i]", p.pick("0.5", "1.5", "-1.25", "z"))
	if p.r.Intn(2) == 0 {
		p.defs.Line(3, "w = abs(z)")
		p.defs.Line(3, "if w > thr:")
	} else {
		p.defs.Line(3, "if abs(z) > thr:")
	}
	p.defs.Line(4, "break")
	p.defs.Line(3, "steps += 1")
	p.defs.Line(2, "cnt[i] = steps")
	p.defs.Line(2, "last[i] = z")
	p.defs.Line(0, "")
	p.defs.Line(0, "")
	n := 4 + p.r.Intn(12)
	p.driver.Line(0, "n%d = %d", k, n)
	p.fill(fmt.Sprintf("x%d", k), arr{"x", 'f', "np.float64"}, fmt.Sprintf("n%d", k))
	p.driver.Line(0, "cnt%d = np.zeros(n%d, dtype=%s)", k, k, p.intDtype())
	p.driver.Line(0, "last%d = np.zeros(n%d)", k, k)
	p.driver.Line(0, "f%d(x%d, cnt%d, last%d, n%d, %d, %s)", k, k, k, k, k, 2+p.r.Intn(8), p.pick("2.0", "4.0", "10.0"))
	p.driver.Line(0, "print(cnt%d)", k)
	p.driver.Line(0, "print(last%d)", k)
	p.driver.Line(0, "")
}

// siblings writes sibling loops sharing scalars: a mean from one loop
// used by the next, a temporary name reused, a counter over the result.
func (p *prog) siblings(k int) {
	p.defs.Line(0, "@alpyna.jit")
	p.defs.Line(0, "def f%d(x, y, out, n):", k)
	var res []result
	if p.allowed(SiblingScalar) {
		p.defs.Line(1, "s = 0.0")
		p.defs.Line(1, "for i in range(n):")
		p.defs.Line(2, "s += x[i]")
		p.defs.Line(1, "mean = s / n")
		p.defs.Line(1, "for i in range(n):")
		p.defs.Line(2, "out[i] = x[i] - mean")
		res = append(res, result{"s", 'f'}, result{"mean", 'f'})
	}
	if p.want(ReusedTemp, 1) {
		p.defs.Line(1, "for i in range(n):")
		p.defs.Line(2, "t = x[i] * %s", p.pick("2.0", "0.5", "-1.0"))
		p.defs.Line(2, "out[i] += t")
		p.defs.Line(1, "for i in range(%s):", p.pick("n", "1, n"))
		p.defs.Line(2, "t = y[i] - %s", p.quarter())
		p.defs.Line(2, "y[i] = t * t")
		res = append(res, result{"t", 'f'})
	}
	if p.want(Count, 2) {
		p.defs.Line(1, "c = 0")
		p.defs.Line(1, "for i in range(n):")
		p.defs.Line(2, "if out[i] > 0.0:")
		p.defs.Line(3, "c += 1")
		res = append(res, result{"c", 'i'})
	}
	if len(res) == 0 {
		p.defs.Line(1, "for i in range(n):")
		p.defs.Line(2, "out[i] = x[i] + y[i]")
	}
	n := 4 + p.r.Intn(14)
	nn := fmt.Sprintf("n%d", k)
	p.driver.Line(0, "%s = %d", nn, n)
	p.fill(fmt.Sprintf("x%d", k), arr{"x", 'f', "np.float64"}, nn)
	p.fill(fmt.Sprintf("y%d", k), arr{"y", 'f', "np.float64"}, nn)
	p.driver.Line(0, "out%d = np.zeros(%s)", k, nn)
	p.returns(1, fmt.Sprintf("f%d(x%d, y%d, out%d, %s)", k, k, k, k, nn), res)
	p.driver.Line(0, "print(out%d)", k)
	p.driver.Line(0, "print(y%d)", k)
	p.driver.Line(0, "")
	p.defs.Line(0, "")
	p.defs.Line(0, "")
}

// triangular writes triangular nests: a lower or upper matrix-vector
// product, or forward substitution (a recurrence over rows).
func (p *prog) triangular(k int) {
	unpack := p.want(SizeFromArray, 3)
	p.defs.Line(0, "@alpyna.jit")
	if unpack {
		p.defs.Line(0, "def f%d(A, x, out):", k)
		p.defs.Line(1, "n, m = A.shape")
	} else {
		p.defs.Line(0, "def f%d(A, x, out, n):", k)
	}
	ref := p.pick("A[i, j]", "A[i][j]")
	var res []result
	if p.want(ForwardSubst, 3) {
		p.defs.Line(1, "for i in range(n):")
		p.defs.Line(2, "for j in range(i):")
		p.defs.Line(3, "x[i] -= %s * x[j]", ref)
		p.defs.Line(2, "x[i] = x[i] / A[i, i]")
	} else if p.allowed(Triangular) {
		p.defs.Line(1, "total = 0.0")
		p.defs.Line(1, "for i in range(n):")
		p.defs.Line(2, "acc = 0.0")
		p.defs.Line(2, "for j in %s:", p.pick("range(i)", "range(i + 1, n)", "range(i, n)", "range(i + 1)"))
		p.defs.Line(3, "acc += %s * x[j]", ref)
		p.defs.Line(2, "out[i] = acc")
		p.defs.Line(2, "total += acc")
		res = append(res, result{"total", 'f'})
	} else {
		p.defs.Line(1, "for i in range(n):")
		p.defs.Line(2, "out[i] = x[i]")
	}
	n := 3 + p.r.Intn(8)
	nn := fmt.Sprintf("n%d", k)
	p.driver.Line(0, "%s = %d", nn, n)
	p.fill2(fmt.Sprintf("A%d", k), "np.float64", nn, nn)
	// A diagonal of 2.0 keeps forward substitution's divisions exact.
	p.driver.Line(0, "for i in range(%s):", nn)
	p.driver.Line(1, "A%d[i, i] = 2.0", k)
	p.fill(fmt.Sprintf("x%d", k), arr{"x", 'f', "np.float64"}, nn)
	p.driver.Line(0, "out%d = np.zeros(%s)", k, nn)
	call := fmt.Sprintf("f%d(A%d, x%d, out%d, %s)", k, k, k, k, nn)
	if unpack {
		call = fmt.Sprintf("f%d(A%d, x%d, out%d)", k, k, k, k)
	}
	p.returns(1, call, res)
	p.driver.Line(0, "print(x%d)", k)
	p.driver.Line(0, "print(out%d)", k)
	p.driver.Line(0, "")
	p.defs.Line(0, "")
	p.defs.Line(0, "")
}

// stencil writes a time-stepped stencil: 1-D or 2-D, with the arrays
// swapped between steps by the driver or inside the jit function.
func (p *prog) stencil(k int) {
	if !p.allowed(Stencil) {
		p.scan(k)
		return
	}
	twoD := p.want(Stencil2D, 3)
	c := p.pick("0.25", "0.5", "0.125")
	nn := fmt.Sprintf("n%d", k)
	p.driver.Line(0, "%s = %d", nn, 5+p.r.Intn(10))
	steps := 1 + p.r.Intn(5)
	inJit := p.want(SwapInJit, 3)
	p.defs.Line(0, "@alpyna.jit")
	if inJit {
		p.defs.Line(0, "def f%d(u, v, steps):", k)
	} else {
		p.defs.Line(0, "def f%d(u, v):", k)
	}
	if twoD {
		p.defs.Line(1, "n, m = u.shape")
	} else {
		p.defs.Line(1, "n = %s", p.pick("len(u)", "u.shape[0]"))
	}
	d := 1
	if inJit {
		p.defs.Line(1, "for t in range(steps):")
		d = 2
	}
	if twoD {
		p.defs.Line(d, "for i in range(1, n - 1):")
		p.defs.Line(d+1, "for j in range(1, m - 1):")
		p.defs.Line(d+2, "v[i, j] = u[i, j] + %s * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1] - 4.0 * u[i, j])", c)
	} else {
		p.defs.Line(d, "for i in range(1, n - 1):")
		p.defs.Line(d+1, "v[i] = u[i] + %s * (u[i - 1] - 2.0 * u[i] + u[i + 1])", c)
	}
	if inJit {
		p.defs.Line(d, "u, v = v, u")
		p.defs.Line(1, "return u")
	}
	p.defs.Line(0, "")
	p.defs.Line(0, "")
	if twoD {
		mm := fmt.Sprintf("m%d", k)
		p.driver.Line(0, "%s = %d", mm, 4+p.r.Intn(8))
		p.fill2(fmt.Sprintf("u%d", k), "np.float64", nn, mm)
		p.driver.Line(0, "v%d = u%d.copy()", k, k)
	} else {
		p.fill(fmt.Sprintf("u%d", k), arr{"u", 'f', "np.float64"}, nn)
		p.driver.Line(0, "v%d = u%d.copy()", k, k)
	}
	if inJit {
		p.driver.Line(0, "r = f%d(u%d, v%d, %d)", k, k, k, steps)
		p.driver.Line(0, "print(r)")
	} else {
		swap := p.want(SwapInDriver, 1)
		p.driver.Line(0, "for step in range(%d):", steps)
		p.driver.Line(1, "f%d(u%d, v%d)", k, k, k)
		if swap {
			p.driver.Line(1, "u%d, v%d = v%d, u%d", k, k, k, k)
		}
	}
	p.driver.Line(0, "print(u%d)", k)
	p.driver.Line(0, "print(v%d)", k)
	p.driver.Line(0, "")
}

// histogram writes counts and weighted sums through an index array.
func (p *prog) histogram(k int) {
	if !p.allowed(Histogram) {
		p.scan(k)
		return
	}
	p.defs.Line(0, "@alpyna.jit")
	p.defs.Line(0, "def f%d(idx, w, h, hw, g, n):", k)
	p.defs.Line(1, "for i in range(n):")
	p.defs.Line(2, "h[idx[i]] += 1")
	if p.want(Gather, 2) {
		p.defs.Line(2, "g[i] = w[idx[i]] * 2.0 + hw[idx[i]]")
	}
	if p.r.Intn(2) == 0 {
		p.defs.Line(2, "hw[idx[i]] += w[i]")
	} else {
		p.defs.Line(2, "if w[i] > 0.0:")
		p.defs.Line(3, "hw[idx[i]] += w[i] * 2.0")
	}
	p.defs.Line(0, "")
	p.defs.Line(0, "")
	nn := fmt.Sprintf("n%d", k)
	bins := 3 + p.r.Intn(6)
	p.driver.Line(0, "%s = %d", nn, 5+p.r.Intn(30))
	if p.want(RandomInit, 3) {
		p.driver.Line(0, "np.random.seed(%d)", p.r.Intn(1000))
		p.driver.Line(0, "idx%d = np.random.randint(0, %d, size=%s)", k, bins, nn)
	} else {
		p.driver.Line(0, "idx%d = (np.arange(%s) * %d + %d) %% %d", k, nn, 1+p.r.Intn(7), p.r.Intn(5), bins)
	}
	p.fill(fmt.Sprintf("w%d", k), arr{"w", 'f', "np.float64"}, nn)
	p.driver.Line(0, "h%d = np.zeros(%d, dtype=%s)", k, bins, p.intDtype())
	p.driver.Line(0, "hw%d = np.zeros(%d)", k, bins)
	p.driver.Line(0, "g%d = np.zeros(%s)", k, nn)
	p.driver.Line(0, "f%d(idx%d, w%d, h%d, hw%d, g%d, %s)", k, k, k, k, k, k, nn)
	p.driver.Line(0, "print(g%d)", k)
	p.driver.Line(0, "print(h%d)", k)
	p.driver.Line(0, "print(hw%d)", k)
	p.driver.Line(0, "")
}

// class writes a simulation class: a static jit step driven from a time
// loop that swaps the state arrays, and a jit method taking self.
func (p *prog) class(k int) {
	static := p.allowed(StaticMethod)
	self := p.want(SelfMethod, 2)
	if !static && !self {
		p.scan(k)
		return
	}
	name := fmt.Sprintf("Sim%d", k)
	d := &p.defs
	d.Line(0, "class %s:", name)
	d.Line(1, "def __init__(self, n):")
	d.Line(2, "self.n = n")
	d.Line(2, "self.u = np.zeros(n)")
	d.Line(2, "self.v = np.zeros(n)")
	d.Line(2, "for i in range(n):")
	d.Line(3, "self.u[i] = ((i * %d) %% %d - %d) * 0.5", 1+p.r.Intn(5), 4+p.r.Intn(6), p.r.Intn(4))
	d.Line(0, "")
	if static {
		d.Line(1, "@staticmethod")
		d.Line(1, "@alpyna.jit")
		d.Line(1, "def step(u, v, n, c):")
		d.Line(2, "for i in range(1, n - 1):")
		d.Line(3, "v[i] = u[i] + c * (u[i - 1] - 2.0 * u[i] + u[i + 1])")
		d.Line(2, "v[0] = u[0]")
		d.Line(2, "v[n - 1] = u[n - 1]")
		d.Line(0, "")
		d.Line(1, "def run(self, steps):")
		d.Line(2, "for s in range(steps):")
		d.Line(3, "%s.step(self.u, self.v, self.n, %s)", p.pick(name, "self"), p.pick("0.25", "0.125"))
		d.Line(3, "self.u, self.v = self.v, self.u")
		d.Line(0, "")
	}
	if self {
		d.Line(1, "@alpyna.jit")
		d.Line(1, "def energy(self, w):")
		d.Line(2, "s = 0.0")
		if p.want(SelfAttr, 2) {
			d.Line(2, "for i in range(self.n):")
			d.Line(3, "s += self.u[i] * self.u[i] * w")
			d.Line(3, "self.v[i] = self.u[i] * w")
		} else {
			d.Line(2, "u = self.u")
			d.Line(2, "n = self.n")
			d.Line(2, "for i in range(n):")
			d.Line(3, "s += u[i] * u[i] * w")
		}
		d.Line(2, "return s")
		d.Line(0, "")
	}
	d.Line(0, "")
	p.driver.Line(0, "sim%d = %s(%d)", k, name, 4+p.r.Intn(12))
	if static {
		p.driver.Line(0, "sim%d.run(%d)", k, 1+p.r.Intn(6))
		p.driver.Line(0, "print(sim%d.u)", k)
	}
	if self {
		p.driver.Line(0, "for t in range(%d):", 1+p.r.Intn(3))
		p.driver.Line(1, "print('%%.10g' %% round(float(sim%d.energy(%s)), 6))", k, p.pick("0.5", "1.0", "2.0"))
		p.driver.Line(1, "sim%d.u[t] += 1.0", k)
		p.driver.Line(0, "print(sim%d.v)", k)
	}
	p.driver.Line(0, "")
}

// while writes a search by a while loop with an index, and a sum over
// the prefix it found.
func (p *prog) while(k int) {
	if !p.allowed(WhileIndex) {
		p.scan(k)
		return
	}
	p.defs.Line(0, "@alpyna.jit")
	p.defs.Line(0, "def f%d(x, n, thr):", k)
	p.defs.Line(1, "i = 0")
	p.defs.Line(1, "while i < n and x[i] < thr:")
	p.defs.Line(2, "i += 1")
	p.defs.Line(1, "s = 0.0")
	p.defs.Line(1, "for j in range(i):")
	p.defs.Line(2, "s += x[j] * x[j]")
	p.defs.Line(1, "return i, s")
	p.defs.Line(0, "")
	p.defs.Line(0, "")
	nn := fmt.Sprintf("n%d", k)
	p.driver.Line(0, "%s = %d", nn, 4+p.r.Intn(14))
	p.fill(fmt.Sprintf("x%d", k), arr{"x", 'f', "np.float64"}, nn)
	p.driver.Line(0, "i, s = f%d(x%d, %s, %s)", k, k, nn, p.pick("0.5", "1.0", "1.75"))
	p.driver.Line(0, "print(i, '%%.10g' %% round(float(s), 6))")
	p.driver.Line(0, "")
}

// nestedJit writes a jit function defined inside a factory function,
// reading a value of its closure.
func (p *prog) nestedJit(k int) {
	if !p.allowed(NestedJit) {
		p.scan(k)
		return
	}
	d := &p.defs
	d.Line(0, "def make%d(scale):", k)
	d.Line(1, "@alpyna.jit")
	d.Line(1, "def inner(x, out, n):")
	d.Line(2, "for i in range(n):")
	d.Line(3, "out[i] = x[i] * scale + %s", p.quarter())
	d.Line(2, "return out")
	d.Line(0, "")
	d.Line(1, "return inner")
	d.Line(0, "")
	d.Line(0, "")
	nn := fmt.Sprintf("n%d", k)
	p.driver.Line(0, "%s = %d", nn, 3+p.r.Intn(12))
	p.fill(fmt.Sprintf("x%d", k), arr{"x", 'f', "np.float64"}, nn)
	p.driver.Line(0, "out%d = np.zeros(%s)", k, nn)
	for _, s := range []string{p.quarter(), p.quarter()} {
		p.driver.Line(0, "print(make%d(%s)(x%d, out%d, %s))", k, s, k, k, nn)
	}
	p.driver.Line(0, "")
}

// matrix writes row and column work on a 2-D array: column sums (an
// array reduced over the outer loop), a per-row temporary reduced by the
// inner loop, an update from the column sums, and a total returned to a
// driver loop that feeds it to the next call.
func (p *prog) matrix(k int) {
	d := &p.defs
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(A, colsum, rowmax, c):", k)
	d.Line(1, "n, m = A.shape")
	wrote := false
	col, row := p.want(ColumnReduce, 2), p.want(RowTemp, 2)
	if col || row {
		wrote = true
		d.Line(1, "for i in range(n):")
		if row {
			d.Line(2, "best = -1e30")
		}
		d.Line(2, "for j in range(m):")
		if col {
			d.Line(3, "colsum[j] += A[i, j] * c")
		}
		if row {
			d.Line(3, "if A[i, j] > best:")
			d.Line(4, "best = A[i, j]")
		}
		if row {
			d.Line(2, "rowmax[i] = best")
		}
	}
	if p.want(MatrixUpdate, 2) {
		wrote = true
		d.Line(1, "tot = 0.0")
		d.Line(1, "for i in range(n):")
		d.Line(2, "for j in range(m):")
		d.Line(3, "A[i, j] = A[i, j] - colsum[j] %s", p.pick("* 0.25", "/ n", "* c"))
		d.Line(3, "tot += abs(A[i, j])")
		d.Line(1, "return tot")
	} else {
		if !wrote {
			d.Line(1, "for i in range(n):")
			d.Line(2, "for j in range(m):")
			d.Line(3, "A[i, j] += c")
		}
		d.Line(1, "return c")
	}
	d.Line(0, "")
	d.Line(0, "")
	nn, mm := fmt.Sprintf("n%d", k), fmt.Sprintf("m%d", k)
	p.driver.Line(0, "%s = %d", nn, 2+p.r.Intn(9))
	p.driver.Line(0, "%s = %d", mm, 2+p.r.Intn(9))
	p.fill2(fmt.Sprintf("A%d", k), p.floatDtype(), nn, mm)
	p.driver.Line(0, "colsum%d = np.zeros(%s)", k, mm)
	p.driver.Line(0, "rowmax%d = np.zeros(%s)", k, nn)
	if p.want(DriverFeedback, 2) {
		p.driver.Line(0, "c = %s", p.pick("0.5", "0.25", "1.0"))
		p.driver.Line(0, "for it in range(%d):", 2+p.r.Intn(3))
		p.driver.Line(1, "r = f%d(A%d, colsum%d, rowmax%d, c)", k, k, k, k)
		p.driver.Line(1, "c = 0.5 if r > %s else 0.25", p.pick("1.0", "4.0", "16.0"))
		p.driver.Line(1, "print('%%.10g' %% round(float(r), 6))")
	} else {
		p.driver.Line(0, "r = f%d(A%d, colsum%d, rowmax%d, %s)", k, k, k, k, p.pick("0.5", "0.25", "1.0"))
		p.driver.Line(0, "print('%%.10g' %% round(float(r), 6))")
	}
	p.driver.Line(0, "print(A%d)", k)
	p.driver.Line(0, "print(colsum%d)", k)
	p.driver.Line(0, "print(rowmax%d)", k)
	p.driver.Line(0, "")
}
