package depend_test

import (
	"fmt"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/depend"
)

// The paper's Listing 1, a[i + k] = a[i] + b for i in range(0, n): the
// dependence waits for k and n.
func Example() {
	iPlusK, _ := affine.Var("i").Add(affine.Var("k"))
	p := &depend.Problem{
		Loops: []depend.Loop{{Var: "i", Lower: affine.Const(0), Upper: affine.Var("n"), Step: 1}},
		Refs: []depend.Ref{
			{Array: "a", Subs: []affine.Form{affine.Var("i")}, Stmt: 0, Loops: []int{0}},
			{Array: "a", Subs: []affine.Form{iPlusK}, Write: true, Stmt: 0, Loops: []int{0}},
		},
	}
	st, err := depend.Analyze(p)
	if err != nil {
		panic(err)
	}
	fmt.Println("waits for", st.Symbols())
	for _, k := range []int64{0, 3, -3, 100} {
		g, err := st.Resolve(map[string]int64{"k": k, "n": 100})
		if err != nil {
			panic(err)
		}
		pl, err := g.Plan()
		if err != nil {
			panic(err)
		}
		fmt.Printf("k=%d:\n%s%s", k, g, pl)
	}
	// Output:
	// waits for [k n]
	// k=0:
	// anti S0 a[i] -> S0 a[i + k] (=) distance (0) loop-independent
	// for i (parallel):
	//   S0
	// k=3:
	// flow S0 a[i + k] -> S0 a[i] (<) distance (3) carried by i
	// for i (sequential):
	//   S0
	// k=-3:
	// anti S0 a[i] -> S0 a[i + k] (<) distance (3) carried by i
	// for i (sequential):
	//   S0
	// k=100:
	// for i (parallel):
	//   S0
}
