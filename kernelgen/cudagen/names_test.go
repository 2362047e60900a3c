package cudagen

import (
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

func TestSanitize(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"n", "n"},
		{"len(a)", "len_a"},
		{"n // 2", "n_2"},
		{"a.shape[0]", "a_shape_0"},
		{"__p1", "_p1"},
		{"___x", "_x"},
		{"_X", "v_X"},
		{"alp_fail", "py_alp_fail"},
		{"ALP_OK", "py_ALP_OK"},
		{"2x", "v2x"},
		{"", "v"},
		{"()", "v"},
	} {
		if got := sanitize(c.in); got != c.want {
			t.Errorf("sanitize(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestNamer(t *testing.T) {
	n := newNamer("k_l1")
	for _, c := range []struct{ in, want string }{
		{"i", "i"},
		{"i", "i_1"},
		{"int", "int_1"},
		{"out", "out_1"},
		{"status", "status_1"},
		{"exp", "exp_1"},
		{"k_l1", "k_l1_1"},
		{"i_1", "i_1_1"},
		{"alp_fail", "py_alp_fail"},
	} {
		if got := n.name(c.in); got != c.want {
			t.Errorf("name(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestPyExpr(t *testing.T) {
	n := &kernel.Param{Kind: kernel.Symbol, Name: "n", Type: kernel.PyInt}
	a := &kernel.Array{Name: "a"}
	shape := &kernel.Param{Kind: kernel.Shape, Name: "a", Array: a, Axis: 1, Type: kernel.PyInt}
	i := &kernel.Local{Name: "i", Type: kernel.PyInt}
	ic := func(v int64) kernel.Expr { return &kernel.Const{T: kernel.PyInt, I: v} }
	bin := func(op kernel.BinOp, x, y kernel.Expr) kernel.Expr {
		return &kernel.Binary{Op: op, X: x, Y: y, T: kernel.PyInt}
	}
	for _, c := range []struct {
		e    kernel.Expr
		want string
	}{
		{bin(kernel.Sub, &kernel.ParamRef{Param: n}, ic(1)), "n - 1"},
		{bin(kernel.Sub, &kernel.ParamRef{Param: n}, bin(kernel.Sub, ic(1), &kernel.Var{Local: i})), "n - (1 - i)"},
		{bin(kernel.Mul, bin(kernel.Add, &kernel.Var{Local: i}, ic(1)), &kernel.ParamRef{Param: shape}), "(i + 1) * a.shape[1]"},
		{bin(kernel.Pow, ic(-2), ic(2)), "(-2) ** 2"},
		{bin(kernel.Max, ic(0), &kernel.Var{Local: i}), "max(0, i)"},
		{&kernel.Convert{X: &kernel.Var{Local: i}, T: kernel.PyFloat}, "float(i)"},
		{&kernel.Logic{Op: kernel.Or, X: &kernel.Const{T: kernel.PyBool}, Y: &kernel.Unary{Op: kernel.Not, X: &kernel.Const{T: kernel.PyBool, I: 1}}},
			"False or not True"},
	} {
		if got := pyExpr(c.e); got != c.want {
			t.Errorf("pyExpr(%s) = %q, want %q", kernel.ExprString(c.e), got, c.want)
		}
	}
	if got := pyRange(ic(0), &kernel.ParamRef{Param: n}, ic(1)); got != "range(n)" {
		t.Errorf("pyRange = %q", got)
	}
	if got := pyRange(ic(3), ic(-1), ic(-1)); got != "range(3, -1, -1)" {
		t.Errorf("pyRange = %q", got)
	}
}

func TestStatusConst(t *testing.T) {
	for s, want := range map[kernel.Status]string{kernel.OK: "ALP_OK", kernel.IndexError: "ALP_INDEX_ERROR",
		kernel.ZeroDivisionError: "ALP_ZERO_DIVISION_ERROR", kernel.Deopt: "ALP_DEOPT"} {
		if got := statusConst(s); got != want {
			t.Errorf("statusConst(%s) = %q, want %q", s, got, want)
		}
	}
}
