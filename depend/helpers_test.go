package depend

import (
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/alpyna/alpyna/affine"
)

// parseForm reads a form such as "i + 2*k - 1" or "?" (non-affine).
func parseForm(t testing.TB, s string) affine.Form {
	t.Helper()
	if strings.TrimSpace(s) == "?" {
		return affine.NonAffine()
	}
	f := affine.Const(0)
	s = strings.ReplaceAll(s, "-", "+-")
	for _, term := range strings.Split(s, "+") {
		term = strings.ReplaceAll(term, " ", "")
		if term == "" {
			continue
		}
		sign := int64(1)
		if strings.HasPrefix(term, "-") {
			sign, term = -1, term[1:]
		}
		coef, name := int64(1), term
		if i := strings.IndexByte(term, '*'); i >= 0 {
			c, err := strconv.ParseInt(term[:i], 10, 64)
			if err != nil {
				t.Fatalf("bad form %q", s)
			}
			coef, name = c, term[i+1:]
		} else if unicode.IsDigit(rune(term[0])) {
			c, err := strconv.ParseInt(term, 10, 64)
			if err != nil {
				t.Fatalf("bad form %q", s)
			}
			coef, name = c, ""
		}
		g := affine.Const(sign * coef)
		if name != "" {
			var err error
			if g, err = affine.Var(name).Scale(sign * coef); err != nil {
				t.Fatal(err)
			}
		}
		var err error
		if f, err = f.Add(g); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

// loop builds Loop{v, range(lo, hi, step)}.
func loop(t testing.TB, v, lo, hi string, step int64) Loop {
	return Loop{Var: v, Lower: parseForm(t, lo), Upper: parseForm(t, hi), Step: step}
}

// ref builds a reference "a[i+1, j]" of statement stmt in loops.
func ref(t testing.TB, stmt int, write bool, s string, loops ...int) Ref {
	t.Helper()
	open := strings.IndexByte(s, '[')
	r := Ref{Array: s[:open], Write: write, Stmt: stmt, Loops: loops}
	inner := strings.TrimSuffix(s[open+1:], "]")
	if inner != "" {
		for _, sub := range strings.Split(inner, ",") {
			r.Subs = append(r.Subs, parseForm(t, sub))
		}
	}
	return r
}

// edgeLines resolves p with bindings and returns its edges as strings.
func resolveLines(t testing.TB, p *Problem, bindings map[string]int64) []string {
	t.Helper()
	st, err := Analyze(p)
	if err != nil {
		t.Fatal(err)
	}
	g, err := st.Resolve(bindings)
	if err != nil {
		t.Fatal(err)
	}
	s := strings.TrimSuffix(g.String(), "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}
