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
// Bounds that depend on enclosing loops enter these tests as their hull
// over those loops. Where the answer may therefore be inexact (an MIV or
// coupled group, or a loop whose bounds depend on an enclosing loop), the
// exact test follows (exact.go): the pair as one integer system over the
// iteration numbers of both references' loops, with every loop's bounds as
// constraints, decided per direction vector in the same hierarchical order
// by the Omega test (omega.go: Fourier–Motzkin elimination with exact and
// dark shadows and splintering). It only removes vectors the other tests
// reported, within a bounded amount of work; Graph.Exact and Static.Exact
// count the pairs it ran on and decided. Arithmetic is checked; an
// overflow makes a test assume the dependence.
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
// At the Problem level scalars are not classified: a scalar given as a
// reference without subscripts gets the conservative answer, a dependence in
// every direction.
//
// # Nests
//
// AnalyzeNest takes a whole loop record (a nest.Nest that package ifconv has
// converted: no If or Break left, conditional statements carry Pred) and
// lowers it to a Problem by these rules:
//
//   - Loops become Problem loops. A bound that is not affine becomes a
//     symbol named by its source text (nest.String of the bound: "n // 2"),
//     which Resolve binds; len(a) and a.shape[d] are already symbols of
//     the front end's affine forms ("a.shape[1] - 1"). A step known only at run time
//     (StepValue 0) leaves no Problem to build: the whole analysis waits for
//     Resolve, which gets the step by its name, and the static plan runs
//     every loop in order. A bound read at each entry of its loop
//     (nest.Loop.Dynamic: range(indptr[i], indptr[i + 1]), range(i % 2,
//     n, 2)) is unknown, not a symbol: the tests then compare that loop's
//     values rather than its iteration numbers, ignoring its step, since
//     its start may change from one entry to the next. Where its range
//     under an enclosing loop i is [f(i), f(i + c)) with f monotone
//     (range(i * n // k, (i + 1) * n // k)), the ranges of different
//     iterations of i are disjoint and ordered, and Loop.BlockedBy says
//     so (blocks.go): a pair that needs the same j then meets in one
//     iteration of i only.
//   - Every array reference a statement reads or writes is a Ref of that
//     statement: those in Pred, in the right-hand side and in subscripts
//     (idx in y[idx[e]]), predicate arrays (Synthetic refs, 0-d for a flag
//     with no subscript) included; reads come before the write, and an
//     augmented assignment reads its target. An indirect subscript is
//     NonAffine, any element, which gives its loop a dependence in every
//     direction: the plan runs it in order, and NestPlan.Irregular lists
//     the loops whose carried dependences all go through index arrays,
//     for an executor that inspects the index arrays at run time
//     (irregular.go). A read through an index array of an array the nest
//     does not write is no dependence at all. Symbols (read-only names)
//     are not references.
//   - Scalars get a nest.Scalar.Role. Private: in every iteration of some
//     loops enclosing all its accesses, the first access is a write
//     directly in that loop's body, unpredicated or with a predicate that
//     guards every other access (and the scalar is not live after the
//     nest); it is expanded over those loops
//     (a Ref subscripted by their variables), so Allen–Kennedy may
//     distribute its statements; a LiveOut private scalar needs its last
//     iteration's value written back by code generation. Reduction: every
//     access below the private loops (every access, when it is private to
//     none) is s op= e, s = s op e, s = e op s, s = min(s, e) or
//     s = max(s, e), one op of +, *, min, max throughout (s -= e and
//     s = s - e count as +: code generation adds -e; s /= e and s = s / e
//     count as *: each chunk divides 1 by its operands, and the chunks
//     are multiplied), and e and Pred do not read s; predicated updates
//     count. The dependences between its updates
//     carried by the reduction's loops are dropped, and StmtPlan.Reduction
//     marks those loops where the plan runs them in parallel. A location
//     reduction (argmin, argmax: `if a[i] < v: v = a[i]; idx = i`, or
//     `if x[k] < x[m]: m = k`; locate.go) is a reduction too: its test and
//     assignments are one statement of the Problem, so they stay together,
//     and its scalars carry Scalar.Locate. Anything else is a recurrence:
//     a 0-d Ref, a dependence in every direction.
//
// The stages split as in the paper. AnalyzeNest settles every pair whose
// answer holds for all values and keeps the rest as residues (NestStatic);
// Unresolved names what they wait for. StaticPlan takes each residue as a
// dependence in every direction (except at loops a subscript pins to the
// same iteration), so the loops it calls parallel are parallel for all
// values. Resolve binds the values and finishes only the residues. A nest
// with no residue, no non-affine bound and no subscript that may be
// negative is planned once, ahead of time, and Resolve returns that plan.
//
// Python wraps a negative subscript (a[-1] is the last element), while the
// tests take subscripts as positions. With the values bound, Resolve bounds
// every affine subscript over the iteration space by interval arithmetic,
// and asks the exact test about a position that interval arithmetic cannot
// clear (w[i - k - 1] with k in range(i)); a reference with a position f
// that may be negative is rewritten and the nest re-analysed. When the axis length L is bound ("a.shape[d]", or
// "len(a)" for axis 0) the reference becomes two, at f and at f + L, which
// keeps the tests exact; otherwise the position is NonAffine. The rewritten
// references of the plan's Problem are listed in NestPlan.WrapRefs for code
// generation. Ahead of time an unbound symbol may make any subscript
// negative, so StaticPlan does the same with the symbols unknown.
// docs/analysis.md tells the whole pipeline.
package depend
