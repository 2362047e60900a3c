// Package ifconv is the if-conversion stage of alpyna (the ALPyNA paper,
// §4.1.1; Allen & Kennedy, "Optimizing Compilers for Modern
// Architectures", ch. 7): it turns the control dependences of a loop nest
// into data dependences, so that the dependence analysis (package depend)
// sees them.
//
// Convert takes a loop record (package nest) as the front end builds it and
// rewrites it in place: every If and Break node disappears, each statement
// they controlled becomes an Assign with a predicate (Assign.Pred), and
// generated statements compute the predicates into boolean arrays. Those
// arrays are recorded in Nest.Predicates with their shape; references to
// them are nest.Refs with Synthetic set. Conditional expressions
// (x if c else y) stay expressions: only statements are converted. The
// package does not decide dependences or generate code.
//
// # Forward branches
//
// An if inside loops L1..Lk gets a branch predicate __pN (N counting ifs in
// source order, elifs included), expanded over the enclosing loops: one
// element per iteration of L1..Lk, subscripted by their variables. A
// generated statement stores the condition,
//
//	__pN[i1, ..., ik] = test
//
// and the statements of the then branch run under __pN[...], those of the
// else branch under not __pN[...]. The condition is evaluated once, before
// the branch runs, so a branch that writes the condition's inputs cannot
// change which statements run. An elif is an if inside the else branch; an
// if inside a branch computes its predicate under the outer one (the
// generated statement carries the outer predicate), and the predicates of
// the statements inside it are the conjunction of all the guards on the way
// from the root, outermost first:
//
//	__p1 and not __p2 and __p3
//
// Python's and evaluates left to right and stops at the first false
// operand, so a predicate element is only read when the statement that
// writes it ran earlier in the same iteration (it wrote it under exactly the
// guards that precede it in the conjunction): no statement reads an element
// that was never written, and code generation must keep the
// short-circuit order.
//
// # Exit branches (break)
//
// A break leaves the innermost loop L enclosing it. Once it fires in some
// iteration of L (for given iterations of the loops around L), nothing
// later in that iteration and no later iteration of L may run; the loops
// around L go on. Each loop that some break leaves gets one exit flag __eN
// (N counting such loops in source order of their first break), expanded
// over the loops enclosing L but not L itself: one element per execution
// of L. Three kinds of generated statement implement it:
//
//   - __eN[o1, ..., om] = False just before L, in L's parent body; where L
//     runs under guards, __eN[o1, ..., om] = not (the guards), without a
//     predicate, so that an execution of L that the guards switch off is
//     over before it starts (a while loop, whose range has no end of its
//     own, stops at once instead of running 2**62 iterations that do
//     nothing). When L is the outermost loop there is no
//     statement before it; the flag is then 0-d (a Synthetic Ref with no
//     subscripts, printed __eN[()]) and is set False by the first statement
//     of L's body, guarded by L's variable being equal to L's start (only
//     the first iteration is), ahead of every other statement of the body;
//   - __eN[o1, ..., om] = True where the break was, under the break's
//     guards;
//   - every statement anywhere in L's body, those before the break point
//     included (in a later iteration the flag may already be set), gets
//     not __eN[...] in its predicate, right after the guards of the code
//     around L.
//
// The flag only goes from False to True during one execution of L, so a
// statement runs exactly when the original would reach it: before the
// break fired, or in an execution of L where no break fired. Because the
// flag is written and read in L's iterations, the dependence test sees a
// recurrence carried by L, which makes L sequential, as a loop with a
// break must be; the paper's "expanded to the innermost loop that carries
// it" is this shape. Loops inside L keep their own parallelism, only
// reading the flag.
//
// # What changes, and what does not
//
// The converted nest runs every loop over its whole range: a loop under an
// if runs whatever the condition, and a loop that breaks runs to its end
// with all its statements switched off. Since expressions have no effects
// this changes no value, except a loop variable read after its loop, which
// would end with another value; Convert gives such a nest a Reason (it runs
// in the interpreter), and also one whose predicate would be subscripted
// twice by one name (an inner loop reusing an outer loop's variable). Loop
// bounds of a loop that was under an if are evaluated even when the
// condition is false. Predicate subscripts are the loop variables' values,
// not iteration numbers: code generation maps them to elements, as it does
// for user arrays.
//
// Generated statements have Origin "if at LINE:COL" or "break at LINE:COL"
// (the exit flag's initialisation names the loop's first break), the
// position of that if or break, and a Text in Python syntax; the user's
// statements keep theirs, with a predicate added. Convert sets
// Nest.Converted and rebuilds the flat view with Nest.Index; loops keep
// their indices.
//
// # Example
//
// The source (the def on line 1)
//
//	def first_negative(a, pos, n, m):
//	    for i in range(n):
//	        pos[i] = m
//	        for j in range(m):
//	            if a[i, j] < 0:
//	                pos[i] = j
//	                break
//
// becomes (nest.String, less the header lines)
//
//	predicates: __p1[i, j] __e1[i]
//	L0 for i in range(0, n, 1) at 2:5  [lower 0, upper n, step 1]
//	  S0 3:9 pos[i] = m  {W pos[i]}
//	  S1 7:17 __e1[i] = False  {W __e1[i]}  (break at 7:17)
//	  L1 for j in range(0, m, 1) at 4:9  [lower 0, upper m, step 1]
//	    S2 5:13 [if not __e1[i]] __p1[i, j] = a[i, j] < 0  {R __e1[i]; R a[i, j]; W __p1[i, j]}  (if at 5:13)
//	    S3 6:17 [if not __e1[i] and __p1[i, j]] pos[i] = j  {R __e1[i]; R __p1[i, j]; W pos[i]}
//	    S4 7:17 [if not __e1[i] and __p1[i, j]] __e1[i] = True  {R __e1[i]; R __p1[i, j]; W __e1[i]}  (break at 7:17)
//
// and with a break in the outermost loop,
//
//	def prefix(a, b, n):
//	    for i in range(n):
//	        if a[i] == 0:
//	            break
//	        b[i] = a[i] * 2
//
// becomes
//
//	predicates: __p1[i] __e1[()]
//	L0 for i in range(0, n, 1) at 2:5  [lower 0, upper n, step 1]
//	  S0 4:13 [if i == 0] __e1[()] = False  {W __e1[]}  (break at 4:13)
//	  S1 3:9 [if not __e1[()]] __p1[i] = a[i] == 0  {R __e1[]; R a[i]; W __p1[i]}  (if at 3:9)
//	  S2 4:13 [if not __e1[()] and __p1[i]] __e1[()] = True  {R __e1[]; R __p1[i]; W __e1[]}  (break at 4:13)
//	  S3 5:9 [if not __e1[()]] b[i] = a[i] * 2  {R __e1[]; R a[i]; W b[i]}
//
// The tests check the scheme against the meaning of the source: an
// evaluator runs each nest before and after conversion, on random inputs
// and on random nests with ifs and breaks at every depth, and compares the
// statements run, in order, and the memory they leave.
package ifconv
