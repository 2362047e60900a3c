// Package depend is alpyna's data dependence analysis: it decides which
// pairs of array references in a loop nest may touch the same element, in
// which direction and at what distance, and from that which loops may run in
// parallel.
//
// # Input
//
// A Problem lists the loops of one nest (Loop: variable, affine bounds as
// Python's range, constant step) and every array reference in it (Ref:
// array, one affine.Form per subscript, read or write, statement number,
// enclosing loops). A front end fills these from the Python loop record;
// depend does not parse Python, evaluate anything, or know array shapes and
// element types. Names in a form are loop variables when an enclosing loop
// has them and loop-invariant symbols otherwise. A subscript that is not
// affine is affine.NonAffine() and may take any value. Subscripts are taken
// as positions: the front end must rule out Python's negative indexing
// (a[-1]) or mark such a subscript non-affine.
//
// # Stages
//
// Analysis is staged as in the ALPyNA paper (§4.1.2). Analyze runs once,
// ahead of time, with every symbol unknown: a pair whose answer is the same
// for all symbol values is settled; every other pair keeps a residue, its
// compiled subscript equations and the symbols it waits for. The result,
// Static, is the partial-evaluation cache. Static.Resolve takes the symbol
// values (which also fix the loop bounds), finishes the residues and returns
// the Graph; it does not repeat any settled work.
//
// # Tests
//
// Loops are normalised to iteration numbers (a triangular lower bound makes
// inner subscripts depend on outer iteration numbers). For each pair the
// subscript positions are classified ZIV, SIV or MIV and partitioned into
// separable and coupled groups (Allen & Kennedy, "Optimizing Compilers for
// Modern Architectures", §3.2). ZIV positions are compared directly; SIV
// positions get the strong, weak-zero, weak-crossing or exact SIV test
// (§3.3.2); MIV positions the GCD test and Banerjee's inequalities with the
// hierarchical direction-vector refinement (§3.3.3). Coupled groups
// intersect the per-position answers, propagate known distances as the
// Delta test does (§3.4), and refine with Banerjee over all their positions
// and, for groups of up to four, over combinations of them that eliminate
// a shared variable.
// Bounds that depend on enclosing loops enter Banerjee as their hull over
// those loops, which is sound but can report dependences that the exact
// trapezoidal region rules out. Arithmetic is checked; an overflow makes a
// test assume the dependence.
//
// Every answer is sound: a dependence that some pair of iterations realises
// is always reported. The tests check this against brute-force enumeration
// of random nests; docs/depend-precision.md gives the precision measured.
//
// # Output
//
// A Graph holds Edges from the reference that executes first: kind (flow,
// anti, output), direction vector and distances over the common loops, and
// the carrying loop (or none for a loop-independent dependence).
// Graph.Plan runs Allen–Kennedy code generation (§2.4) on it and returns,
// per statement, which loops run sequentially and which in parallel, and
// the order of statement groups.
//
// Scalars written in a nest (private temporaries, reductions, recurrences)
// are not classified here; a scalar given as a reference without subscripts
// gets the conservative answer, a dependence in every direction.
package depend
