// Package inspector is the inspector half of alpyna's inspector/executor
// for loops whose subscripts go through index arrays, as on unstructured
// meshes:
//
//	for e in range(nedges):
//	    f = flux(x[left[e]], x[right[e]])
//	    res[left[e]] += f
//	    res[right[e]] -= f
//
// No static dependence test decides such a loop; its index arrays, read at
// run time, do. Package depend marks these subscripts non-affine; the
// caller then hands the loop's accesses to Inspect, which returns a Plan
// saying how to run it in parallel without races.
//
// # Input
//
// The iteration count n and a list of Access values: per array reference,
// the target array (an integer id), the kind (Read, Write, or Increment
// with a commutative operator Op), the target's length, and the elements
// each iteration touches, given by index maps (IndexMap: n*Arity indices,
// as left[e] or c2v[c, k]) and an optional Direct part (res[e]). Indices
// are range-checked; Access.Wrap gives negative ones Python's meaning.
// The package reads plain []int64 slices: it knows nothing of Python,
// ndarrays or kernels.
//
// # Output
//
// A Plan of one Strategy (Policy documents how it is chosen):
//
//	Sequential   program order, when two iterations must keep their order
//	             (a plain write that collides, a read of what another
//	             iteration writes or increments) or the loop is small
//	Independent  every written element has one iteration: fully parallel
//	Coloured     colours of iterations that share no written element,
//	             run one after another (PyOP2's and [edge colouring]'s colourings)
//	TwoLevel     coloured mini-partitions of contiguous iterations, and
//	             coloured threads inside each (PyOP2's plans)
//	Privatised   heavy collisions on increments: per-thread partial arrays
//	             on a CPU, atomics on a GPU
//
// with statistics: colours, the greedy baseline, the lower bound, colour
// sizes, partitions, inspection time. Verify checks a plan against its
// loop independently of how it was built.
//
// # Algorithms
//
// One pass over the maps range-checks every index and counts, per element
// of the written arrays, the iterations that touch it and how
// (classify.go); the hypergraph of the iterations over the elements they
// increment is built only for the plans that need it (hypergraph.go).
// Colouring is first-fit with 64-bit masks per element as in PyOP2
// ([PyOP2 plans]), then the conflict resolution of Giuliani and Krivodonova
// ([edge colouring] §3) to reach few colours, then a balancing pass (colour.go).
// Two-level plans follow PyOP2 (twolevel.go).
// IterationOrder and ElementNumbering renumber for locality after
// [edge colouring] §6, Algorithm 5 (renumber.go).
//
// # Caching
//
// A plan is valid while the index maps are unchanged. Cache keeps plans by
// loop, access layout, policy and index-array identity, and returns one
// only when the caller's version counter of every index array is the one
// the plan was built at (see Cache for the contract).
//
// # Not done here
//
// The package does not run loops (the executors of package runtime and the
// kernels of the code generator do), does not stage data into shared
// memory (PyOP2's local renumbering of partition data), and does not
// schedule loops whose iterations must keep a partial order (wavefronts):
// those run Sequential.
package inspector
