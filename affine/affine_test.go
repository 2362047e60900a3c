package affine

import (
	"errors"
	"math"
	"slices"
	"testing"
)

// form builds c0 + Σ terms for tests, failing on overflow.
func form(t *testing.T, c0 int64, terms ...Term) Form {
	t.Helper()
	f, err := New(c0, terms...)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestString(t *testing.T) {
	for _, tc := range []struct {
		c0    int64
		terms []Term
		want  string
	}{
		{0, nil, "0"},
		{-3, nil, "-3"},
		{0, []Term{{"i", 1}}, "i"},
		{0, []Term{{"i", -1}}, "-i"},
		{-1, []Term{{"k", 2}, {"i", 1}}, "i + 2*k - 1"},
		{4, []Term{{"j", -3}}, "-3*j + 4"},
		{0, []Term{{"i", 2}, {"i", -2}}, "0"},
		{math.MinInt64, nil, "-9223372036854775808"},
	} {
		f := form(t, tc.c0, tc.terms...)
		if got := f.String(); got != tc.want {
			t.Errorf("New(%d, %v).String() = %q, want %q", tc.c0, tc.terms, got, tc.want)
		}
	}
	if got := NonAffine().String(); got != "<non-affine>" {
		t.Errorf("NonAffine().String() = %q", got)
	}
}

func TestArithmetic(t *testing.T) {
	i, k := Var("i"), Var("k")
	twoK, _ := k.Scale(2)
	f, _ := i.Add(twoK)
	f, _ = f.Sub(Const(1)) // i + 2*k - 1
	g, _ := f.Sub(i)       // 2*k - 1
	for _, tc := range []struct {
		name string
		got  Form
		want string
	}{
		{"f", f, "i + 2*k - 1"},
		{"f-i", g, "2*k - 1"},
		{"f-f", must(f.Sub(f)), "0"},
		{"-2f", must(f.Scale(-2)), "-2*i - 4*k + 2"},
		{"0f", must(f.Scale(0)), "0"},
		{"f[k:=i+3]", must(f.Substitute("k", must(i.Add(Const(3))))), "3*i + 5"},
		{"f[j:=i]", must(f.Substitute("j", i)), "i + 2*k - 1"},
		{"f bind k=2", must(f.Bind(map[string]int64{"k": 2})), "i + 3"},
		{"invalid+f", must(NonAffine().Add(f)), "<non-affine>"},
	} {
		if s := tc.got.String(); s != tc.want {
			t.Errorf("%s = %q, want %q", tc.name, s, tc.want)
		}
	}
	if c := f.Coef("k"); c != 2 {
		t.Errorf("Coef(k) = %d, want 2", c)
	}
	if c := f.Coef("z"); c != 0 {
		t.Errorf("Coef(z) = %d, want 0", c)
	}
	if vs := f.Vars(); !slices.Equal(vs, []string{"i", "k"}) {
		t.Errorf("Vars() = %v", vs)
	}
	if f.IsConst() || g.IsConst() || !must(g.Sub(twoK)).IsConst() || NonAffine().IsConst() {
		t.Errorf("IsConst wrong")
	}
	if !f.Equal(must(New(-1, Term{"k", 2}, Term{"i", 1}))) || f.Equal(g) || f.Equal(NonAffine()) || !NonAffine().Equal(NonAffine()) {
		t.Errorf("Equal wrong")
	}
}

func must(f Form, err error) Form {
	if err != nil {
		panic(err)
	}
	return f
}

func TestEval(t *testing.T) {
	f := must(New(-1, Term{"i", 1}, Term{"k", 2}))
	for _, tc := range []struct {
		b      map[string]int64
		want   int64
		wantOK bool
	}{
		{map[string]int64{"i": 3, "k": 4}, 10, true},
		{map[string]int64{"i": 3}, 0, false},
		{map[string]int64{"i": 0, "k": math.MaxInt64}, 0, false},
		{map[string]int64{"i": math.MinInt64 + 1, "k": 0}, math.MinInt64, true},
	} {
		got, ok := f.Eval(tc.b)
		if got != tc.want || ok != tc.wantOK {
			t.Errorf("(%s).Eval(%v) = %d, %v; want %d, %v", f, tc.b, got, ok, tc.want, tc.wantOK)
		}
	}
	if _, ok := NonAffine().Eval(nil); ok {
		t.Errorf("NonAffine().Eval succeeded")
	}
}

func TestOverflow(t *testing.T) {
	big := Const(math.MaxInt64)
	if _, err := big.Add(Const(1)); !errors.Is(err, ErrOverflow) {
		t.Errorf("MaxInt64+1: err = %v", err)
	}
	if _, err := Const(math.MinInt64).Sub(Const(1)); !errors.Is(err, ErrOverflow) {
		t.Errorf("MinInt64-1: err = %v", err)
	}
	if _, err := must(Var("i").Scale(math.MinInt64)).Scale(-1); !errors.Is(err, ErrOverflow) {
		t.Errorf("-MinInt64*i: err = %v", err)
	}
	if _, err := New(0, Term{"i", math.MaxInt64}, Term{"i", 1}); !errors.Is(err, ErrOverflow) {
		t.Errorf("coef overflow: err = %v", err)
	}
}

func TestInt64Helpers(t *testing.T) {
	for _, tc := range []struct {
		op     string
		a, b   int64
		want   int64
		wantOK bool
	}{
		{"+", 1, 2, 3, true},
		{"+", math.MaxInt64, 1, 0, false},
		{"+", math.MinInt64, -1, 0, false},
		{"+", math.MinInt64, 0, math.MinInt64, true},
		{"-", 0, math.MinInt64, 0, false},
		{"-", -1, math.MinInt64, math.MaxInt64, true},
		{"*", -1, math.MinInt64, 0, false},
		{"*", 1, math.MinInt64, math.MinInt64, true},
		{"*", 1 << 32, 1 << 31, 0, false},
		{"*", -(1 << 32), 1 << 31, math.MinInt64, true},
		{"*", 3, -7, -21, true},
	} {
		var got int64
		var ok bool
		switch tc.op {
		case "+":
			got, ok = Add64(tc.a, tc.b)
		case "-":
			got, ok = Sub64(tc.a, tc.b)
		case "*":
			got, ok = Mul64(tc.a, tc.b)
		}
		if ok != tc.wantOK || ok && got != tc.want {
			t.Errorf("%d %s %d = %d, %v; want %d, %v", tc.a, tc.op, tc.b, got, ok, tc.want, tc.wantOK)
		}
	}
}
