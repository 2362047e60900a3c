package affine

import (
	"errors"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// ErrOverflow reports that a coefficient or constant did not fit in an int64.
var ErrOverflow = errors.New("affine: int64 overflow")

// A Term is one product Coef*Var of a form.
type Term struct {
	Var  string
	Coef int64
}

// A Form is the affine form Const() + Σ Coef*Var over its terms.
//
// The zero value is the valid constant 0. Invariant: terms are sorted by Var,
// hold each Var once, and have no zero Coef.
type Form struct {
	terms   []Term
	c0      int64
	invalid bool
}

// Const returns the constant form c.
func Const(c int64) Form { return Form{c0: c} }

// Var returns the form 1*name.
func Var(name string) Form { return Form{terms: []Term{{name, 1}}} }

// NonAffine returns the invalid form that stands for a value the analysis
// cannot describe (indirect or non-linear subscripts, unknown bounds).
func NonAffine() Form { return Form{invalid: true} }

// New returns c0 + Σ terms, combining repeated variables and dropping zero
// coefficients.
func New(c0 int64, terms ...Term) (Form, error) {
	f := Const(c0)
	for _, t := range terms {
		g := Form{terms: []Term{t}}
		if t.Coef == 0 {
			continue
		}
		var err error
		if f, err = f.Add(g); err != nil {
			return Form{}, err
		}
	}
	return f, nil
}

// Valid reports whether f is an affine form (not the result of NonAffine).
func (f Form) Valid() bool { return !f.invalid }

// Const returns the constant term c0.
func (f Form) Const() int64 { return f.c0 }

// Terms returns a copy of the non-constant terms in canonical order.
func (f Form) Terms() []Term { return slices.Clone(f.terms) }

// Coef returns the coefficient of name, 0 if it does not occur.
func (f Form) Coef(name string) int64 {
	if i, ok := f.find(name); ok {
		return f.terms[i].Coef
	}
	return 0
}

func (f Form) find(name string) (int, bool) {
	return slices.BinarySearchFunc(f.terms, name, func(t Term, name string) int {
		return strings.Compare(t.Var, name)
	})
}

// Vars returns the variables with a non-zero coefficient, sorted.
func (f Form) Vars() []string {
	vs := make([]string, len(f.terms))
	for i, t := range f.terms {
		vs[i] = t.Var
	}
	return vs
}

// IsConst reports whether f is a valid form without variables.
func (f Form) IsConst() bool { return !f.invalid && len(f.terms) == 0 }

// Add returns f + g.
func (f Form) Add(g Form) (Form, error) { return f.combine(g, 1) }

// Sub returns f - g.
func (f Form) Sub(g Form) (Form, error) { return f.combine(g, -1) }

// combine returns f + k*g for k = ±1, merging the sorted term lists.
func (f Form) combine(g Form, k int64) (Form, error) {
	if f.invalid || g.invalid {
		return NonAffine(), nil
	}
	gc, ok := Mul64(g.c0, k)
	if !ok {
		return Form{}, ErrOverflow
	}
	c0, ok := Add64(f.c0, gc)
	if !ok {
		return Form{}, ErrOverflow
	}
	out := Form{c0: c0, terms: make([]Term, 0, len(f.terms)+len(g.terms))}
	i, j := 0, 0
	for i < len(f.terms) || j < len(g.terms) {
		var t Term
		switch {
		case j == len(g.terms) || i < len(f.terms) && f.terms[i].Var < g.terms[j].Var:
			t = f.terms[i]
			i++
		default:
			gt := g.terms[j]
			if gt.Coef, ok = Mul64(gt.Coef, k); !ok {
				return Form{}, ErrOverflow
			}
			if i < len(f.terms) && f.terms[i].Var == gt.Var {
				if gt.Coef, ok = Add64(f.terms[i].Coef, gt.Coef); !ok {
					return Form{}, ErrOverflow
				}
				i++
			}
			t = gt
			j++
		}
		if t.Coef != 0 {
			out.terms = append(out.terms, t)
		}
	}
	return out, nil
}

// Scale returns k*f.
func (f Form) Scale(k int64) (Form, error) {
	if f.invalid {
		return f, nil
	}
	if k == 0 {
		return Form{}, nil
	}
	c0, ok := Mul64(f.c0, k)
	if !ok {
		return Form{}, ErrOverflow
	}
	out := Form{c0: c0, terms: make([]Term, len(f.terms))}
	for i, t := range f.terms {
		if t.Coef, ok = Mul64(t.Coef, k); !ok {
			return Form{}, ErrOverflow
		}
		out.terms[i] = t
	}
	return out, nil
}

// Substitute returns f with every occurrence of name replaced by g.
func (f Form) Substitute(name string, g Form) (Form, error) {
	i, ok := f.find(name)
	if f.invalid || !ok {
		return f, nil
	}
	rest := Form{c0: f.c0, terms: slices.Delete(slices.Clone(f.terms), i, i+1)}
	sg, err := g.Scale(f.terms[i].Coef)
	if err != nil {
		return Form{}, err
	}
	return rest.Add(sg)
}

// Bind substitutes the values of the variables bound in bindings and keeps the
// others.
func (f Form) Bind(bindings map[string]int64) (Form, error) {
	if f.invalid {
		return f, nil
	}
	out := Form{c0: f.c0}
	for _, t := range f.terms {
		v, bound := bindings[t.Var]
		if !bound {
			out.terms = append(out.terms, t)
			continue
		}
		p, ok := Mul64(t.Coef, v)
		if !ok {
			return Form{}, ErrOverflow
		}
		if out.c0, ok = Add64(out.c0, p); !ok {
			return Form{}, ErrOverflow
		}
	}
	return out, nil
}

// Eval returns the value of f under bindings. It reports false if f is
// invalid, a variable is unbound, or the value overflows int64.
func (f Form) Eval(bindings map[string]int64) (int64, bool) {
	if f.invalid {
		return 0, false
	}
	sum := f.c0
	for _, t := range f.terms {
		v, bound := bindings[t.Var]
		if !bound {
			return 0, false
		}
		p, ok := Mul64(t.Coef, v)
		if !ok {
			return 0, false
		}
		if sum, ok = Add64(sum, p); !ok {
			return 0, false
		}
	}
	return sum, true
}

// Equal reports whether f and g are the same form. Invalid forms are equal to
// each other and to nothing else.
func (f Form) Equal(g Form) bool {
	if f.invalid || g.invalid {
		return f.invalid == g.invalid
	}
	return f.c0 == g.c0 && slices.Equal(f.terms, g.terms)
}

// String formats f as a Python expression: "i + 2*k - 1", "-j", "0".
// An invalid form prints as "<non-affine>".
func (f Form) String() string {
	if f.invalid {
		return "<non-affine>"
	}
	var b strings.Builder
	put := func(neg bool, mag string) {
		switch {
		case b.Len() == 0 && neg:
			b.WriteString("-")
		case b.Len() > 0 && neg:
			b.WriteString(" - ")
		case b.Len() > 0:
			b.WriteString(" + ")
		}
		b.WriteString(mag)
	}
	for _, t := range f.terms {
		switch t.Coef {
		case 1, -1:
			put(t.Coef < 0, t.Var)
		default:
			put(t.Coef < 0, abs(t.Coef)+"*"+t.Var)
		}
	}
	if f.c0 != 0 || b.Len() == 0 {
		put(f.c0 < 0, abs(f.c0))
	}
	return b.String()
}

// abs formats |c|, which for math.MinInt64 is not an int64.
func abs(c int64) string {
	s := strconv.FormatInt(c, 10)
	return strings.TrimPrefix(s, "-")
}

// Add64 returns a+b and whether it did not overflow.
func Add64(a, b int64) (int64, bool) {
	s := a + b
	return s, (s > a) == (b > 0)
}

// Sub64 returns a-b and whether it did not overflow.
func Sub64(a, b int64) (int64, bool) {
	s := a - b
	return s, (s < a) == (b > 0)
}

// Mul64 returns a*b and whether it did not overflow.
func Mul64(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	neg := (a < 0) != (b < 0)
	hi, lo := bits.Mul64(uabs(a), uabs(b))
	if hi != 0 {
		return 0, false
	}
	if neg {
		if lo > 1<<63 {
			return 0, false
		}
		return int64(-lo), true
	}
	if lo > 1<<63-1 {
		return 0, false
	}
	return int64(lo), true
}

func uabs(a int64) uint64 {
	if a < 0 {
		return uint64(-a) // -MinInt64 wraps to 1<<63, which is its magnitude
	}
	return uint64(a)
}
