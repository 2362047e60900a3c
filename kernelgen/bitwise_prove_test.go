package kernelgen_test

import (
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

// TestShiftChecksProven lowers shifts of Python ints and checks which keep
// their checks (a negative count, a << past 64 bits): those of a constant
// count on a masked or shifted value lose them, and those the values do
// not bound keep them.
func TestShiftChecksProven(t *testing.T) {
	src := `import alpyna

@alpyna.jit
def f(out, s, n):
    for i in range(n):
        out[i, 0] = i >> 3
        out[i, 1] = (i & 1023) << 4
        out[i, 2] = i << 4
        out[i, 3] = i >> s
        out[i, 4] = (i >> 40) << 20
`
	p := planOf(t, src, nil)
	types, err := kernelgen.StaticTypes(p.Nest, map[string]string{"out": "int64", "s": "int", "n": "int"})
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
	checked := map[string]bool{}
	for _, k := range m.Kernels {
		kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
			kernel.Exprs(s, func(e kernel.Expr) {
				kernel.WalkExpr(e, func(e kernel.Expr) {
					if b, ok := e.(*kernel.Binary); ok && b.Op.Shift() {
						checked[kernel.ExprString(b)] = b.Checked
					}
				})
			})
		})
	}
	// ExprString marks a checked operation with "!".
	want := map[string]bool{
		"shr:int(i, 3:int)":                    false,
		"shl:int(and:int(i, 1023:int), 4:int)": false,
		"shl!:int(i, 4:int)":                   true, // i may be past 2**59
		"shr!:int(i, $s)":                      true, // s may be negative
		"shr:int(i, 40:int)":                   false,
		"shl:int(shr:int(i, 40:int), 20:int)":  false,
	}
	if len(checked) != len(want) {
		t.Fatalf("shifts %v, want %v", checked, want)
	}
	for e, w := range want {
		if c, ok := checked[e]; !ok || c != w {
			t.Errorf("%s: found %v, checked %v; want checked %v (all: %v)", e, ok, c, w, checked)
		}
	}
}
