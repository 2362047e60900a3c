package frontend

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// TestIntrinsics checks that the front end accepts every intrinsic of
// kernel's registry in each import form, as a call of "math.name" with the
// intrinsic's arguments, and says why a call with another number of
// arguments is not in the subset.
func TestIntrinsics(t *testing.T) {
	for _, f := range kernel.AllIntrinsics() {
		in := f.Info()
		t.Run(in.Name, func(t *testing.T) {
			args := func(n int) string {
				var a []string
				for i := range n {
					a = append(a, fmt.Sprintf("x%d[i]", i))
				}
				return strings.Join(a, ", ")
			}
			for _, form := range []struct{ imp, call string }{
				{"import math", "math." + in.Name},
				{"import math as m", "m." + in.Name},
				{"from math import " + in.Name, in.Name},
				{"from math import " + in.Name + " as g", "g"},
			} {
				src := fmt.Sprintf("import alpyna\n%s\n\n@alpyna.jit\ndef f(x0, x1, x2, out, n):\n    for i in range(n):\n        out[i] = %s(%s)\n",
					form.imp, form.call, args(in.Arity))
				n := oneNest(t, src)
				if len(n.Reasons) > 0 {
					t.Errorf("%s: %s(...) is not accelerated: %v", form.imp, form.call, n.Reasons)
					continue
				}
				var calls []*nest.Call
				for _, st := range n.Stmts {
					nest.WalkExpr(st.Value, func(e nest.Expr) {
						if c, ok := e.(*nest.Call); ok {
							calls = append(calls, c)
						}
					})
				}
				if len(calls) != 1 || calls[0].Func != in.MathName() || len(calls[0].Args) != in.Arity {
					t.Errorf("%s: %s(...) is not one call of %s with %d arguments:\n%s", form.imp, form.call, in.MathName(), in.Arity, n)
				}
			}
			src := fmt.Sprintf("import alpyna, math\n\n@alpyna.jit\ndef f(x0, x1, x2, out, n):\n    for i in range(n):\n        out[i] = math.%s(%s)\n",
				in.Name, args(in.Arity+1))
			n := oneNest(t, src)
			want := fmt.Sprintf("math.%s() takes %d argument", in.Name, in.Arity)
			if len(n.Reasons) == 0 || !strings.Contains(n.Reasons[0].Msg, want) {
				t.Errorf("math.%s with %d arguments: reasons %v, want %q", in.Name, in.Arity+1, n.Reasons, want)
			}
		})
	}
	n := oneNest(t, "import alpyna, math\n\n@alpyna.jit\ndef f(x, out, n):\n    for i in range(n):\n        out[i] = math.no_such_function(x[i])\n")
	if len(n.Reasons) == 0 {
		t.Errorf("math.no_such_function, which is not an intrinsic, is accepted")
	}
}

func oneNest(t *testing.T, src string) *nest.Nest {
	t.Helper()
	m, err := ParseSource("k.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Funcs) != 1 || len(m.Funcs[0].Nests) != 1 {
		t.Fatalf("not one nest in\n%s", src)
	}
	return m.Funcs[0].Nests[0]
}
