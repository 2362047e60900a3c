package nest

import (
	"testing"

	"github.com/alpyna/alpyna/affine"
)

func pos(l, c int) Pos { return Pos{File: "k.py", Line: l, Col: c} }

// sumNest is
//
//	for i in range(n):        # 3:5
//	    if x[i] > 0.5:        # 4:9
//	        s += x[i]         # 5:13
//	    y[i + 1] = -y[i] ** 2 # 6:9
func sumNest() *Nest {
	i := &Name{Pos: pos(5, 20), Id: "i", Role: LoopVar}
	xi := &Ref{Pos: pos(5, 18), Array: "x", Subs: []Expr{i}, Forms: []affine.Form{affine.Var("i")}}
	s := &Name{Pos: pos(5, 13), Id: "s", Role: ScalarVar}
	upd := &Assign{Pos: pos(5, 13), Text: "s += x[i]", Target: s, Op: Add, Value: xi}
	test := &Compare{Pos: pos(4, 12), Op: Gt, X: xi, Y: &Const{Kind: Float, Float: 0.5}}
	ip1, _ := affine.Var("i").Add(affine.Const(1))
	y1 := &Ref{Array: "y", Subs: []Expr{&Binary{Op: Add, X: i, Y: &Const{Kind: Int, Int: 1}}}, Forms: []affine.Form{ip1}}
	y0 := &Ref{Array: "y", Subs: []Expr{i}, Forms: []affine.Form{affine.Var("i")}}
	rhs := &Unary{Op: Neg, X: &Binary{Op: Pow, X: y0, Y: &Const{Kind: Int, Int: 2}}}
	st := &Assign{Pos: pos(6, 9), Text: "y[i + 1] = -y[i] ** 2", Target: y1, Value: rhs}
	loop := &Loop{Pos: pos(3, 5), Var: "i",
		Start: &Const{Kind: Int}, Stop: &Name{Id: "n", Role: Symbol}, Step: &Const{Kind: Int, Int: 1},
		Lower: affine.Const(0), Upper: affine.Var("n"), StepValue: 1,
		Body: []Node{&If{Pos: pos(4, 9), Test: test, Then: []Node{upd}}, st}}
	n := &Nest{Func: "k", Params: []string{"x", "y", "n"}, Pos: pos(3, 5), Root: loop,
		Symbols: []string{"n"}, Arrays: []string{"x", "y"},
		Scalars: []*Scalar{{Name: "s", Pos: pos(5, 13), LiveIn: true, LiveOut: true, Role: Reduction, Reduction: Add}}}
	n.Index()
	return n
}

func TestString(t *testing.T) {
	got := sumNest().String()
	want := `nest k at k.py:3:5
  params: x y n
  symbols: n
  arrays: x y
  scalars: s (live-in, live-out; reduction +)
  L0 for i in range(0, n, 1) at 3:5  [lower 0, upper n, step 1]
    if x[i] > 0.5: at 4:9
      S0 5:13 s += x[i]  {R x[i]; R s; W s}
    S1 6:9 y[i + 1] = -y[i] ** 2  {R y[i]; W y[i + 1]}
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestIndex(t *testing.T) {
	n := sumNest()
	if len(n.Loops) != 1 || len(n.Stmts) != 2 {
		t.Fatalf("flat view: %d loops, %d statements", len(n.Loops), len(n.Stmts))
	}
	for k, st := range n.Stmts {
		if st.Index != k || len(st.Loops) != 1 || st.Loops[0] != 0 {
			t.Errorf("S%d: index %d loops %v", k, st.Index, st.Loops)
		}
	}
	// Nesting a loop inside re-indexes everything in source order.
	inner := &Loop{Var: "j", Start: &Const{Kind: Int}, Stop: &Const{Kind: Int, Int: 4}, Step: &Const{Kind: Int, Int: 1},
		Lower: affine.Const(0), Upper: affine.Const(4), StepValue: 1, Body: []Node{n.Stmts[1]}}
	n.Root.Body[1] = inner
	n.Index()
	if len(n.Loops) != 2 || inner.Index != 1 || inner.Parent != 0 || inner.Depth != 1 {
		t.Fatalf("inner loop: index %d parent %d depth %d", inner.Index, inner.Parent, inner.Depth)
	}
	if got := n.Stmts[1].Loops; len(got) != 2 || got[1] != 1 {
		t.Errorf("S1 loops %v, want [0 1]", got)
	}
}

func TestExprString(t *testing.T) {
	a := &Name{Id: "a"}
	b := &Name{Id: "b"}
	c := &Name{Id: "c"}
	for _, tc := range []struct {
		e    Expr
		want string
	}{
		{&Binary{Op: Mul, X: &Binary{Op: Add, X: a, Y: b}, Y: c}, "(a + b) * c"},
		{&Binary{Op: Sub, X: a, Y: &Binary{Op: Sub, X: b, Y: c}}, "a - (b - c)"},
		{&Binary{Op: Sub, X: &Binary{Op: Sub, X: a, Y: b}, Y: c}, "a - b - c"},
		{&Binary{Op: Pow, X: a, Y: &Binary{Op: Pow, X: b, Y: c}}, "a ** b ** c"},
		{&Binary{Op: Pow, X: &Binary{Op: Pow, X: a, Y: b}, Y: c}, "(a ** b) ** c"},
		{&Unary{Op: Neg, X: &Binary{Op: Pow, X: a, Y: b}}, "-a ** b"},
		{&Binary{Op: Pow, X: &Unary{Op: Neg, X: a}, Y: b}, "(-a) ** b"},
		{&Unary{Op: Not, X: &Logic{Op: Or, X: a, Y: b}}, "not (a or b)"},
		{&Logic{Op: And, X: &Logic{Op: Or, X: a, Y: b}, Y: c}, "(a or b) and c"},
		{&Cond{Test: a, Then: b, Else: &Cond{Test: c, Then: a, Else: b}}, "b if a else a if c else b"},
		{&Call{Func: "math.sqrt", Args: []Expr{&Binary{Op: Add, X: a, Y: &Const{Kind: Float, Float: 1e-05}}}}, "math.sqrt(a + 1e-05)"},
		{&Binary{Op: Max, X: a, Y: &Const{Kind: Float, Float: 2}}, "max(a, 2.0)"},
		{&Const{Kind: Float, Float: 1e16}, "1e+16"},
		{&Const{Kind: Float, Float: 123456.5}, "123456.5"},
		{&Const{Kind: Bool, Int: 1}, "True"},
		{&Const{Kind: Float, Float: 3.141592653589793, Name: "math.pi"}, "math.pi"},
	} {
		if got := String(tc.e); got != tc.want {
			t.Errorf("String = %q, want %q", got, tc.want)
		}
	}
}
