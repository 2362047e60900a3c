package kernelgen_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

// TestIntrinsics lowers a call of every intrinsic of kernel's registry,
// with arguments of a NumPy float, a NumPy int and a Python int, and checks
// the Call: the intrinsic, arguments converted to its Param type, checked
// exactly when its Domain may raise, of its Result type.
func TestIntrinsics(t *testing.T) {
	for _, f := range kernel.AllIntrinsics() {
		in := f.Info()
		t.Run(in.Name, func(t *testing.T) {
			args := []string{"x[i]", "k[i]", "s"}[:in.Arity]
			if in.Arity == 1 {
				args = []string{"x[i] + k[i] + s"}
			}
			src := fmt.Sprintf("import alpyna, math\n\n@alpyna.jit\ndef f(x, k, s, out, n):\n    for i in range(n):\n        out[i] = math.%s(%s)\n",
				in.Name, strings.Join(args, ", "))
			p := planOf(t, src, nil)
			types, err := kernelgen.StaticTypes(p.Nest, map[string]string{"x": "float64", "k": "int32", "s": "int", "out": "float64", "n": "int"})
			if err != nil {
				t.Fatal(err)
			}
			m, err := kernelgen.Build(p, types, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Verify(); err != nil {
				t.Fatal(err)
			}
			var calls []*kernel.Call
			for _, k := range m.Kernels {
				kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
					kernel.Exprs(s, func(e kernel.Expr) {
						kernel.WalkExpr(e, func(e kernel.Expr) {
							if c, ok := e.(*kernel.Call); ok {
								calls = append(calls, c)
							}
						})
					})
				})
			}
			if len(calls) != 1 {
				t.Fatalf("%d calls in\n%s", len(calls), m)
			}
			c := calls[0]
			if c.Fn != f || c.Checked != in.Domain.MayRaise() || c.Type() != in.Result || len(c.Args) != in.Arity {
				t.Errorf("call %s (checked %v, type %s), want %s checked %v of type %s", kernel.ExprString(c), c.Checked, c.Type(),
					in.MathName(), in.Domain.MayRaise(), in.Result)
			}
			for _, a := range c.Args {
				if a.Type() != in.Param {
					t.Errorf("argument %s of %s", kernel.ExprString(a), a.Type())
				}
			}
		})
	}
}
