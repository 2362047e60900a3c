package kernel

import (
	"math"
	"slices"
	"strings"
	"testing"
)

// TestIntrinsicRegistry checks that the registry is consistent: the
// entries are the Intrinsic values in order, names and spellings unique
// and found again, and arities, types and domains of the shapes the
// backends implement (math_1 and int() of one argument, math_pow of two).
func TestIntrinsicRegistry(t *testing.T) {
	all := AllIntrinsics()
	if len(all) == 0 {
		t.Fatal("no intrinsics")
	}
	names, numpy := map[string]Intrinsic{}, map[string]Intrinsic{}
	for i, f := range all {
		if f != Intrinsic(i+1) {
			t.Errorf("intrinsic %d of the registry is %d: the entries must be Sqrt, Sqrt+1, ...", i, f)
		}
		in := f.Info()
		if in == nil {
			t.Fatalf("%d: no entry", f)
		}
		if in.Fn != f || in.Name == "" || f.String() != in.Name || f.Arity() != in.Arity {
			t.Errorf("%d: entry %+v, String %q, Arity %d", f, *in, f, f.Arity())
		}
		if g, ok := names[in.Name]; ok {
			t.Errorf("%s: the name of %d too", in.Name, g)
		}
		names[in.Name] = f
		if g, sem, ok := LookupIntrinsic(in.MathName()); !ok || g != f || sem != MathSemantics || Intrinsics[in.MathName()] != f {
			t.Errorf("%s: LookupIntrinsic gives %v %v %v, Intrinsics %v", in.MathName(), g, sem, ok, Intrinsics[in.MathName()])
		}
		switch {
		case in.NumPy == "" && (in.NumPyInSubset || in.NumPyName() != ""):
			t.Errorf("%s: in the subset's numpy without a NumPy name", f)
		case in.NumPy != "":
			if g, ok := numpy[in.NumPy]; ok {
				t.Errorf("numpy.%s: the NumPy name of %s and %s", in.NumPy, g, f)
			}
			numpy[in.NumPy] = f
			if g, sem, ok := LookupIntrinsic(in.NumPyName()); !ok || g != f || sem != NumPySemantics {
				t.Errorf("%s: LookupIntrinsic gives %v %v %v", in.NumPyName(), g, sem, ok)
			}
			if _, ok := Intrinsics[in.NumPyName()]; ok {
				t.Errorf("%s is in Intrinsics, which kernelgen lowers with math's semantics", in.NumPyName())
			}
		}
		if in.Param != PyFloat {
			t.Errorf("%s: arguments of %s; the backends take floats", f, in.Param)
		}
		if want := PyFloat; in.Domain == RoundToInt {
			if in.Result != PyInt {
				t.Errorf("%s: result %s, want int", f, in.Result)
			}
		} else if in.Result != want {
			t.Errorf("%s: result %s, want %s", f, in.Result, want)
		}
		wantArity := 0
		switch in.Domain {
		case NoErrors:
			wantArity = in.Arity // the backends call it plainly
		case Math1, Math1Overflow, RoundToInt:
			wantArity = 1
		case MathPow:
			wantArity = 2
		default:
			t.Errorf("%s: domain %v", f, in.Domain)
		}
		if in.Arity < 1 || in.Arity != wantArity {
			t.Errorf("%s: %d arguments with domain %v", f, in.Arity, in.Domain)
		}
		if in.Raises == "" {
			t.Errorf("%s: Raises says nothing", f)
		}
		if c := (&Call{Fn: f}); c.Type() != in.Result {
			t.Errorf("%s: a call has type %s, want %s", f, c.Type(), in.Result)
		}
	}
	// The internal intrinsics follow the spelled ones: no math spelling,
	// their NumPy one found again.
	next := Intrinsic(len(all) + 1)
	for ; next.Info() != nil; next++ {
		in := next.Info()
		if !in.Internal || in.Fn != next {
			t.Errorf("%d: entry %+v after the spelled intrinsics, not Internal", next, *in)
		}
		if _, _, ok := LookupIntrinsic(in.MathName()); ok {
			t.Errorf("%s: internal, yet spelled %s", next, in.MathName())
		}
		if g, sem, ok := LookupIntrinsic(in.NumPyName()); !ok || g != next || sem != NumPySemantics {
			t.Errorf("%s: LookupIntrinsic(%q) gives %v %v %v", next, in.NumPyName(), g, sem, ok)
		}
	}
	for _, f := range []Intrinsic{0, next, 255} {
		if f.Info() != nil || f.Arity() != 0 || !strings.HasPrefix(f.String(), "Intrinsic(") {
			t.Errorf("%d: not an intrinsic, yet Info %v, Arity %d, String %q", f, f.Info(), f.Arity(), f)
		}
	}
	if len(Intrinsics) != len(all) {
		t.Errorf("Intrinsics has %d entries for %d intrinsics", len(Intrinsics), len(all))
	}
	for _, name := range []string{"sqrt", "numpy.sqrt.x", "math.", "numpy.erf", "math.arcsin"} {
		if _, _, ok := LookupIntrinsic(name); ok {
			t.Errorf("LookupIntrinsic(%q) found an intrinsic", name)
		}
	}
}

// TestDomainError checks the domain rules on the examples of CPython's
// documentation and mathmodule.c.
func TestDomainError(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	tests := []struct {
		f    Intrinsic
		args []float64
		r    float64 // the C library's result
		want Status
	}{
		{Sqrt, []float64{4}, 2, OK},
		{Sqrt, []float64{-1}, nan, ValueError},
		{Sqrt, []float64{-inf}, nan, ValueError},
		{Sqrt, []float64{nan}, nan, OK},
		{Sqrt, []float64{inf}, inf, OK},
		{Log, []float64{0}, -inf, ValueError},
		{Log, []float64{-1}, nan, ValueError},
		{Log, []float64{inf}, inf, OK},
		{Sin, []float64{inf}, nan, ValueError},
		{Asin, []float64{2}, nan, ValueError},
		{Exp, []float64{1000}, inf, OverflowError},
		{Exp, []float64{inf}, inf, OK},
		{Exp, []float64{-inf}, 0, OK},
		{Cosh, []float64{-1000}, inf, OverflowError},
		{Atan, []float64{inf}, math.Pi / 2, OK},
		{Atan2, []float64{1, nan}, nan, OK},
		{Fabs, []float64{-inf}, inf, OK},
		{Erf, []float64{nan}, nan, OK},
		{PowF, []float64{2, 3}, 8, OK},
		{PowF, []float64{-8, 1.0 / 3}, nan, ValueError},
		{PowF, []float64{0, -1}, inf, ValueError},
		{PowF, []float64{10, 400}, inf, OverflowError},
		{PowF, []float64{0, -inf}, inf, OK},
		{PowF, []float64{-inf, 0.5}, inf, OK},
		{PowF, []float64{1, nan}, 1, OK},
		{Floor, []float64{2.5}, 2, OK},
		{Floor, []float64{nan}, nan, ValueError},
		{Ceil, []float64{-inf}, -inf, OverflowError},
		{Ceil, []float64{1e300}, 1e300, OK},
	}
	for _, tc := range tests {
		if got := tc.f.Info().Domain.Error(tc.args, tc.r); got != tc.want {
			t.Errorf("math.%s%v = %v: %v, want %v", tc.f, tc.args, tc.r, got, tc.want)
		}
	}
	for _, tc := range []struct {
		d       Domain
		raise   bool
		rangeEr Status
	}{{NoErrors, false, ValueError}, {Math1, true, ValueError}, {Math1Overflow, true, OverflowError}, {MathPow, true, ValueError}, {RoundToInt, true, ValueError}} {
		if tc.d.MayRaise() != tc.raise || tc.d.RangeError() != tc.rangeEr {
			t.Errorf("%v: MayRaise %v, RangeError %v", tc.d, tc.d.MayRaise(), tc.d.RangeError())
		}
	}
}

func TestVerifyCall(t *testing.T) {
	x := func() Expr { return &Const{T: PyFloat, F: 2} }
	tests := []struct {
		name string
		call *Call
		want string // "" for a valid call
	}{
		{"sqrt", &Call{Fn: Sqrt, Args: []Expr{x()}, Checked: true}, ""},
		{"pow", &Call{Fn: PowF, Args: []Expr{x(), x()}, Checked: true}, ""},
		{"arity", &Call{Fn: PowF, Args: []Expr{x()}}, "math.pow with 1 arguments"},
		{"argument type", &Call{Fn: Sqrt, Args: []Expr{&Const{T: Float64, F: 2}}}, "math.sqrt of float64"},
		{"not an intrinsic", &Call{Fn: 200, Args: []Expr{x()}}, "Intrinsic(200), which is not an intrinsic"},
	}
	for _, tc := range tests {
		m, k, st := module()
		st.Value = &Convert{T: Float64, X: tc.call}
		if tc.call.Type() == PyInt {
			st.Value = &Convert{T: Float64, X: &Convert{T: PyFloat, X: tc.call}}
		}
		k.MayFail, m.MayFail = tc.call.Checked, tc.call.Checked
		err := m.Verify()
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
}

// TestAtomicQueries checks the queries the backends share on Atomic stores.
func TestAtomicQueries(t *testing.T) {
	one, pyOne := &Const{T: Float64, F: 1}, &Const{T: PyFloat, F: 1}
	tests := []struct {
		name     string
		value    func(st *Store, self *Load) Expr
		canBe    bool
		other    Expr // nil: no update operand
		selfLeft bool
		rmw      BinOp
	}{
		{"add", func(st *Store, self *Load) Expr { return &Binary{Op: Add, X: self, Y: one, T: Float64} }, true, one, true, Add},
		{"add, the element second", func(st *Store, self *Load) Expr { return &Binary{Op: Add, X: one, Y: self, T: Float64} }, true, one, false, Add},
		{"sub", func(st *Store, self *Load) Expr { return &Binary{Op: Sub, X: self, Y: one, T: Float64} }, true, one, true, Sub},
		{"sub from", func(st *Store, self *Load) Expr { return &Binary{Op: Sub, X: one, Y: self, T: Float64} }, true, one, false, 0},
		{"checked add", func(st *Store, self *Load) Expr {
			return &Binary{Op: Add, X: self, Y: one, T: Float64, Checked: true}
		}, true, one, true, 0},
		{"max", func(st *Store, self *Load) Expr { return &Binary{Op: Max, X: self, Y: one, T: Float64} }, true, one, true, 0},
		{"wider add", func(st *Store, self *Load) Expr {
			return &Convert{T: Float64, X: &Binary{Op: Add, T: PyFloat, X: &Convert{T: PyFloat, X: self}, Y: pyOne}}
		}, true, pyOne, true, 0},
		{"self twice", func(st *Store, self *Load) Expr {
			return &Binary{Op: Add, X: self, Y: &Binary{Op: Mul, X: self, Y: one, T: Float64}, T: Float64}
		}, true, nil, false, 0},
		{"a constant", func(st *Store, self *Load) Expr { return one }, false, nil, false, 0},
	}
	for _, tc := range tests {
		_, _, st := module()
		self := &Load{Array: st.Array, Index: []*Subscript{{X: st.Index[0].X}}}
		st.Value = tc.value(st, self)
		if got := st.CanBeAtomic(); got != tc.canBe {
			t.Errorf("%s: CanBeAtomic %v", tc.name, got)
		}
		if !tc.canBe {
			continue
		}
		if st.SelfLoad() != self {
			t.Fatalf("%s: SelfLoad %v", tc.name, st.SelfLoad())
		}
		other, left := st.UpdateOperand(self)
		if tc.other == nil && other != nil || tc.other != nil && (other != tc.other || left != tc.selfLeft) {
			t.Errorf("%s: UpdateOperand %v, %v; want %v, %v", tc.name, other, left, tc.other, tc.selfLeft)
		}
		if got := st.RMWOp(self); got != tc.rmw {
			t.Errorf("%s: RMWOp %v, want %v", tc.name, got, tc.rmw)
		}
	}
	_, _, st := module()
	st.Array.Elem = Bool
	st.Value = &Convert{T: Bool, X: &Load{Array: st.Array, Index: []*Subscript{{X: st.Index[0].X}}}}
	if st.SelfLoad() == nil || st.CanBeAtomic() {
		t.Errorf("a bool element: SelfLoad %v, CanBeAtomic %v", st.SelfLoad(), st.CanBeAtomic())
	}
}

func TestAxes(t *testing.T) {
	kernelOf := func(n int) *Kernel {
		k := &Kernel{Name: "k"}
		for d := range n {
			k.Dims = append(k.Dims, &Dim{Var: &Local{Name: string(rune('a' + d))}})
		}
		return k
	}
	for n, want := range []Axes{{}, {0}, {1, 0}, {2, 1, 0}, {AxisNone, 2, 1, 0}, {AxisNone, AxisNone, 2, 1, 0}} {
		k := kernelOf(n)
		got := DefaultAxes(k)
		if !slices.Equal(got, want) {
			t.Errorf("DefaultAxes of %d dims: %v, want %v", n, got, want)
		}
		if err := got.Check(k); err != nil {
			t.Errorf("DefaultAxes of %d dims: %v", n, err)
		}
	}
	k := kernelOf(3)
	k.Dims[0].Ordered = true
	for _, tc := range []struct {
		a    Axes
		want string
	}{
		{Axes{AxisNone, 0, 1}, ""},
		{Axes{AxisNone, AxisNone, AxisNone}, ""},
		{Axes{0, 1}, "kernel k: 2 axes for 3 dims"},
		{Axes{AxisNone, 0, 0}, "kernel k: bad axes [-1 0 0]"},
		{Axes{AxisNone, 3, 0}, "bad axes"},
		{Axes{AxisNone, -2, 0}, "bad axes"},
		{Axes{2, 1, 0}, "kernel k: Dim a is ordered and cannot run on a thread axis"},
	} {
		err := tc.a.Check(k)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("Check(%v) = %v, want %q", tc.a, err, tc.want)
		}
	}
}

func TestSuffix(t *testing.T) {
	want := map[Type]string{PyBool: "bool", Bool: "bool", PyInt: "i64", Int64: "i64", Int32: "i32",
		PyFloat: "f64", Float64: "f64", Float32: "f32", Invalid: "invalid"}
	for ty, s := range want {
		if ty.Suffix() != s {
			t.Errorf("%s.Suffix() = %q, want %q", ty, ty.Suffix(), s)
		}
	}
}
