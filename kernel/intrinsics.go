// This file is the registry of intrinsics: the math functions of the
// accelerated subset (docs/contract.md §1), which a kernel calls (Call). It is
// the one list of them: the front end accepts a call by it, kernelgen
// lowers and checks a call by it, and every backend must implement every
// entry (each backend's tests iterate over AllIntrinsics, so an entry a
// backend lacks fails them).

package kernel

import (
	"fmt"
	"math"
)

// Intrinsic is a math function a kernel calls; Info is its registry entry.
type Intrinsic uint8

const (
	Sqrt Intrinsic = iota + 1
	Exp
	Log
	Log10
	Sin
	Cos
	Tan
	Asin
	Acos
	Atan
	Atan2
	Sinh
	Cosh
	Tanh
	Erf
	Floor // math.floor: a PyInt of a PyFloat
	Ceil  // math.ceil: a PyInt of a PyFloat
	Fabs
	PowF  // math.pow
	Hypot // math.hypot of two coordinates, CPython's vector_norm
	// FMA is x*y + z rounded once, which Python 3.11 spells nowhere: the
	// front end writes it for the sums of NumPy's BLAS (np.dot), whose
	// kernels fuse them (Internal).
	FMA
	// The draws from NumPy's legacy global RandomState (random.go): each
	// reads and advances the state, so a call is never moved, merged,
	// repeated or left out (IntrinsicInfo.Draws).
	RandUniform     // np.random.uniform(low, high): low + (high - low) * a double
	RandNormal      // np.random.normal(loc, scale): loc + scale * a polar Gaussian
	RandExponential // np.random.exponential(scale): scale * -log(1 - a double)
	RandInt         // np.random.randint(low, high), low < high: low + a masked bounded draw
	PyRandUniform   // random.uniform(a, b) of Python's random module: a + (b - a) * random.random()
)

// Semantics says whose rules a Python spelling of an intrinsic follows.
type Semantics uint8

const (
	// MathSemantics are those of Python's math module: the result is a
	// Python float (a Python int for floor and ceil), and the arguments
	// the Domain excludes raise ValueError or OverflowError. A kernel's
	// Call has them.
	MathSemantics Semantics = iota + 1
	// NumPySemantics are those of a NumPy ufunc: elementwise on arrays, a
	// result of the argument's float dtype (float64 for ints and bools),
	// and no exception for any value: nan where math raises for a
	// domain error, ±inf where it raises for a singularity or an
	// overflow, each with a RuntimeWarning (which package ndarray does
	// not print: the interpreter's numpy module does). A kernel's Call
	// with NumPy set has them on scalars, its exceptions recorded as
	// fpflags.go describes.
	NumPySemantics
)

func (s Semantics) String() string {
	switch s {
	case MathSemantics:
		return "math"
	case NumPySemantics:
		return "numpy"
	}
	return fmt.Sprintf("Semantics(%d)", s)
}

// Domain says when an intrinsic's math spelling raises, as CPython's
// Modules/mathmodule.c decides it from the C library's result r of the
// arguments (Error applies the rule). The NumPy spelling never raises.
type Domain uint8

const (
	// NoErrors: no argument raises: the result is never nan for non-nan
	// arguments nor infinite for finite ones (fabs, atan, atan2, tanh,
	// erf). kernelgen never checks such a call.
	NoErrors Domain = iota + 1
	// Math1 is CPython's math_1 for a function that cannot overflow:
	// ValueError for a nan result of a non-nan argument (sqrt(-1.0),
	// asin(2.0), sin(inf)) and for an infinite result of a finite one, a
	// singularity (log(0.0)).
	Math1
	// Math1Overflow is math_1 for a function that can overflow: ValueError
	// for a nan result of a non-nan argument, OverflowError for an
	// infinite result of a finite one (exp(1000.0)).
	Math1Overflow
	// MathPow is math_pow: for finite operands, ValueError for a nan
	// result (pow(-8.0, 1/3)) and for an infinite one from a zero base
	// (pow(0.0, -1.0)), OverflowError for any other infinite one
	// (pow(10.0, 400.0)); operands that are not finite never raise.
	MathPow
	// RoundToInt is math.floor and math.ceil: int() of the rounded value,
	// ValueError for nan and OverflowError for ±inf. A result beyond 64
	// bits is a Python int that a kernel cannot hold: the kernels
	// deoptimise there (Deopt), and the interpreter computes it.
	RoundToInt
)

var domainNames = [...]string{NoErrors: "none", Math1: "math_1", Math1Overflow: "math_1 (overflow)",
	MathPow: "math_pow", RoundToInt: "int()"}

func (d Domain) String() string {
	if int(d) < len(domainNames) && domainNames[d] != "" {
		return domainNames[d]
	}
	return fmt.Sprintf("Domain(%d)", d)
}

// MayRaise reports whether some argument raises: whether kernelgen checks
// a call.
func (d Domain) MayRaise() bool { return d != NoErrors }

// RangeError is the exception of an infinite result from finite arguments
// under Math1 (ValueError) and Math1Overflow (OverflowError).
func (d Domain) RangeError() Status {
	if d == Math1Overflow {
		return OverflowError
	}
	return ValueError
}

// Error returns what the math spelling raises for a call with arguments
// args (Arity of them) whose C library result is r (for RoundToInt, the
// rounded value): OK, ValueError or OverflowError. A RoundToInt result
// beyond 64 bits is OK: Python's int holds it.
func (d Domain) Error(args []float64, r float64) Status {
	finite := true
	nan := false
	for _, a := range args {
		finite = finite && !math.IsNaN(a) && !math.IsInf(a, 0)
		nan = nan || math.IsNaN(a)
	}
	switch d {
	case Math1, Math1Overflow:
		if math.IsNaN(r) && !nan {
			return ValueError
		}
		if math.IsInf(r, 0) && finite {
			return d.RangeError()
		}
	case MathPow:
		switch {
		case !finite:
		case math.IsNaN(r):
			return ValueError
		case math.IsInf(r, 0) && args[0] == 0:
			return ValueError
		case math.IsInf(r, 0):
			return OverflowError
		}
	case RoundToInt:
		if math.IsNaN(r) {
			return ValueError
		}
		if math.IsInf(r, 0) {
			return OverflowError
		}
	}
	return OK
}

// IntrinsicInfo is an intrinsic's registry entry.
type IntrinsicInfo struct {
	Fn Intrinsic
	// Name is the function's attribute in Python's math module ("sqrt"),
	// and the intrinsic's String: Python spells it math.Name, with
	// MathSemantics.
	Name string
	// NumPy is NumPy's ufunc of the same function ("sqrt", "arcsin",
	// "power"), "" where NumPy has none (erf). Python spells it
	// numpy.NumPy, with NumPySemantics.
	NumPy string
	// NumPyInSubset says that the interpreter's numpy module (package
	// pynumpy, over package ndarray's ufuncs) has numpy.NumPy; the other
	// ufuncs are NumPy's but not the subset's.
	NumPyInSubset bool
	// Arity is the number of arguments.
	Arity int
	// Param is the type of every argument of a Call: PyFloat. The math
	// functions take any real number: kernelgen converts an argument of
	// any bool, int or float type to it, as float() does; a backend never
	// promotes.
	Param Type
	// Result is the type of a Call: PyFloat, or PyInt for floor and ceil.
	Result Type
	// Domain says which arguments the math spelling raises for.
	Domain Domain
	// Raises says it in words, for people.
	Raises string
	// Internal says that no Python spelling names it: only the front
	// end's own rewrites call it (as numpy.NumPy, with NumPy's types), and
	// AllIntrinsics does not list it.
	Internal bool
	// Draws says that the call draws from the random state of the
	// module's RandomStateArray (random.go): it has an effect, and every
	// call must run once, in program order. Only the CPU's executors
	// have it.
	Draws bool
}

// MathName is the math spelling, "math.sqrt".
func (in *IntrinsicInfo) MathName() string { return "math." + in.Name }

// NumPyName is the NumPy spelling, "numpy.sqrt", or "" where NumPy has
// none.
func (in *IntrinsicInfo) NumPyName() string {
	if in.NumPy == "" {
		return ""
	}
	return "numpy." + in.NumPy
}

// NumPyOps are the NumPy functions of scalars a nest may call that are
// no intrinsic, by their attribute of the numpy module and their number of
// arguments: kernelgen lowers them to arithmetic (np.floor(x) is x // 1
// where x is finite, np.minimum a NaN-propagating min), with NumPy's types
// (np.floor of an int is a float64, of a float32 a float32; np.abs and
// np.minimum keep their operands' promoted type), and the loop-record
// executor computes them with package ndarray's ufuncs.
var NumPyOps = map[string]int{"abs": 1, "absolute": 1, "floor": 1, "ceil": 1, "trunc": 1,
	"minimum": 2, "maximum": 2}

// NumPyCasts are the NumPy scalar types a nest may cast to, by their
// attribute of the numpy module (np.float32(x)): the front end accepts
// them, kernelgen lowers them, the loop-record executor evaluates them.
var NumPyCasts = map[string]Type{"float64": Float64, "float32": Float32, "int64": Int64, "int32": Int32}

// intrinsics is the registry, indexed by Intrinsic; init fills in Fn.
var intrinsics = [...]IntrinsicInfo{
	Sqrt: {Name: "sqrt", NumPy: "sqrt", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: Math1,
		Raises: "ValueError for x < 0"},
	Exp: {Name: "exp", NumPy: "exp", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: Math1Overflow,
		Raises: "OverflowError for a result beyond the float range (x > 709.78)"},
	Log: {Name: "log", NumPy: "log", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: Math1,
		Raises: "ValueError for x <= 0"},
	Log10: {Name: "log10", NumPy: "log10", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: Math1,
		Raises: "ValueError for x <= 0"},
	Sin: {Name: "sin", NumPy: "sin", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: Math1,
		Raises: "ValueError for ±inf"},
	Cos: {Name: "cos", NumPy: "cos", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: Math1,
		Raises: "ValueError for ±inf"},
	Tan: {Name: "tan", NumPy: "tan", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: Math1,
		Raises: "ValueError for ±inf"},
	Asin: {Name: "asin", NumPy: "arcsin", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: Math1,
		Raises: "ValueError for |x| > 1"},
	Acos: {Name: "acos", NumPy: "arccos", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: Math1,
		Raises: "ValueError for |x| > 1"},
	Atan: {Name: "atan", NumPy: "arctan", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: NoErrors,
		Raises: "nothing"},
	Atan2: {Name: "atan2", NumPy: "arctan2", NumPyInSubset: true, Arity: 2, Result: PyFloat, Domain: NoErrors,
		Raises: "nothing"},
	Sinh: {Name: "sinh", NumPy: "sinh", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: Math1Overflow,
		Raises: "OverflowError for a result beyond the float range (|x| > 710.47)"},
	Cosh: {Name: "cosh", NumPy: "cosh", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: Math1Overflow,
		Raises: "OverflowError for a result beyond the float range (|x| > 710.47)"},
	Tanh: {Name: "tanh", NumPy: "tanh", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: NoErrors,
		Raises: "nothing"},
	Erf: {Name: "erf", Arity: 1, Result: PyFloat, Domain: NoErrors,
		Raises: "nothing"},
	Floor: {Name: "floor", NumPy: "floor", NumPyInSubset: true, Arity: 1, Result: PyInt, Domain: RoundToInt,
		Raises: "ValueError for nan, OverflowError for ±inf"},
	Ceil: {Name: "ceil", NumPy: "ceil", NumPyInSubset: true, Arity: 1, Result: PyInt, Domain: RoundToInt,
		Raises: "ValueError for nan, OverflowError for ±inf"},
	Fabs: {Name: "fabs", NumPy: "fabs", NumPyInSubset: true, Arity: 1, Result: PyFloat, Domain: NoErrors,
		Raises: "nothing"},
	// math.hypot is CPython's own algorithm (vector_norm), which differs
	// from the C library's hypot (NumPy's np.hypot) in the last bit for
	// some arguments: backends compute it as libm.Norm does, and only the
	// math spelling is an intrinsic.
	Hypot: {Name: "hypot", Arity: 2, Result: PyFloat, Domain: NoErrors,
		Raises: "nothing"},
	FMA: {Name: "fma", NumPy: "fma·", Internal: true, Arity: 3, Result: PyFloat, Domain: NoErrors,
		Raises: "nothing"},
	RandUniform: {Name: "random·uniform", NumPy: "random.uniform", Internal: true, Draws: true, Arity: 2, Result: PyFloat,
		Domain: NoErrors, Raises: "nothing"},
	RandNormal: {Name: "random·normal", NumPy: "random.normal", Internal: true, Draws: true, Arity: 2, Result: PyFloat,
		Domain: NoErrors, Raises: "nothing"},
	RandExponential: {Name: "random·exponential", NumPy: "random.exponential", Internal: true, Draws: true, Arity: 1,
		Result: PyFloat, Domain: NoErrors, Raises: "nothing"},
	RandInt: {Name: "random·randint", NumPy: "random.randint", Internal: true, Draws: true, Arity: 2, Param: PyInt,
		Result: PyInt, Domain: NoErrors, Raises: "nothing (the front end checks low < high before the call)"},
	PyRandUniform: {Name: "random·pyuniform", NumPy: "random.pyuniform·", Internal: true, Draws: true, Arity: 2, Result: PyFloat,
		Domain: NoErrors, Raises: "nothing"},
	PowF: {Name: "pow", NumPy: "power", NumPyInSubset: true, Arity: 2, Result: PyFloat, Domain: MathPow,
		Raises: "ValueError for x == 0 with a finite y < 0 and for a finite x < 0 with a finite non-integer y, " +
			"OverflowError for a result of finite operands beyond the float range"},
}

// Intrinsics maps the math spellings of docs/contract.md §1 ("math.sqrt") to
// intrinsics.
var Intrinsics = map[string]Intrinsic{}

// numpyIntrinsics maps the NumPy spellings ("numpy.arcsin").
var numpyIntrinsics = map[string]Intrinsic{}

var allIntrinsics, internalIntrinsics []Intrinsic

func init() {
	for f := range intrinsics {
		in := &intrinsics[f]
		if in.Name == "" {
			continue
		}
		in.Fn = Intrinsic(f)
		if in.Param == Invalid {
			in.Param = PyFloat
		}
		if in.Internal {
			numpyIntrinsics[in.NumPyName()] = in.Fn
			internalIntrinsics = append(internalIntrinsics, in.Fn)
			continue
		}
		allIntrinsics = append(allIntrinsics, in.Fn)
		Intrinsics[in.MathName()] = in.Fn
		if in.NumPy != "" {
			numpyIntrinsics[in.NumPyName()] = in.Fn
		}
	}
}

// AllIntrinsics lists every intrinsic of the registry Python spells, in
// order (not the Internal ones).
func AllIntrinsics() []Intrinsic { return append([]Intrinsic(nil), allIntrinsics...) }

// InternalIntrinsics lists the Internal intrinsics, which backends
// implement as they do the others.
func InternalIntrinsics() []Intrinsic { return append([]Intrinsic(nil), internalIntrinsics...) }

// Info is f's registry entry (which callers must not change); nil where f
// is not an intrinsic.
func (f Intrinsic) Info() *IntrinsicInfo {
	if int(f) < len(intrinsics) && intrinsics[f].Name != "" {
		return &intrinsics[f]
	}
	return nil
}

// LookupIntrinsic returns the intrinsic a Python spelling names
// ("math.sqrt", "numpy.sqrt") and the semantics of that spelling.
func LookupIntrinsic(name string) (Intrinsic, Semantics, bool) {
	if f, ok := Intrinsics[name]; ok {
		return f, MathSemantics, true
	}
	if f, ok := numpyIntrinsics[name]; ok {
		return f, NumPySemantics, true
	}
	return 0, 0, false
}

func (f Intrinsic) String() string {
	if in := f.Info(); in != nil {
		return in.Name
	}
	return fmt.Sprintf("Intrinsic(%d)", f)
}

// Arity is how many arguments the intrinsic takes (0 for a value that is
// not an intrinsic).
func (f Intrinsic) Arity() int {
	if in := f.Info(); in != nil {
		return in.Arity
	}
	return 0
}
