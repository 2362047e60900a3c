package inspector_test

import (
	"fmt"

	"github.com/alpyna/alpyna/inspector"
)

// The edge loop of a mesh of two triangles, (0, 1, 2) and (1, 3, 2):
//
//	for e in range(5):
//	    res[left[e]] += w[e]
//	    res[right[e]] -= w[e]
//
// Edges sharing a vertex may not run at once.
func Example() {
	left := []int64{0, 1, 2, 1, 3}
	right := []int64{1, 2, 0, 3, 2}
	acc := []inspector.Access{
		{Target: 0, Name: "w", Kind: inspector.Read, Len: 5, Direct: &inspector.Direct{Stride: 1}},
		{Target: 1, Name: "res", Kind: inspector.Increment, Op: inspector.Sum, Len: 4,
			Maps: []inspector.IndexMap{{Values: left, Arity: 1}, {Values: right, Arity: 1}}},
	}
	p, err := inspector.Inspect(5, acc, inspector.Policy{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Strategy, p.Colours(), "colours, lower bound", p.Stats.LowerBound)
	for c := 0; c < p.Colours(); c++ {
		fmt.Println("colour", c, p.Colour(c))
	}
	fmt.Println(inspector.Verify(p, acc))

	// A plain store through the same map must keep program order.
	acc[1].Kind = inspector.Write
	p, _ = inspector.Inspect(5, acc, inspector.Policy{})
	fmt.Println(p.Strategy, "-", p.Reason)
	// Output:
	// coloured 3 colours, lower bound 3
	// colour 0 [0 4]
	// colour 1 [1]
	// colour 2 [2 3]
	// <nil>
	// sequential - res[1] is touched by iteration 0 (write) and iteration 1 (write), whose order matters
}
