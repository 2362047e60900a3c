// Package irregular is the executor half of alpyna's inspector/executor
// for loops that write through index arrays (res[left[e]] += f): it turns
// an irregular loop of a plan (depend.IrregularLoop), the arrays a call
// binds and the loop's bounds at one launch into the inspector's input
// ([]inspector.Access), gets a plan from an inspector.Cache, and turns the
// plan into a runtime.Schedule that the CPU launch driver runs.
//
// # Stage
//
// It sits between the closure, which builds a nest's kernel module with the
// irregular loops as the first Dim of their kernels (kernelgen.BuildWith)
// and runs it, and the backends, which ask a Run before each launch of such
// a kernel how to split its first Dim (runtime.ModuleCall.Schedule, which
// the CPU launch driver calls; GPULaunch on the GPU). Input:
// the module, the resolved plan, the kernels' irregular loops
// (kernelgen.IrregularKernels), the call's arrays and integer bindings, the
// number of threads. Output: one runtime.Schedule per launch, and a Report
// per irregular kernel of what ran (the --report's plan object).
//
// # What a launch runs
//
//   - Sequential: one task, the iterations in program order (also with one
//     thread, under inspector.Policy.MinIterations iterations, when the
//     inspector finds an index out of range — the kernel then raises it as
//     Python would — and when the types make an increment inexact).
//   - Independent: the even split of an ordinary launch.
//   - Coloured: colour after colour, each colour's iterations as tasks of
//     consecutive runs of iteration numbers. Where the runs are short
//     (every kernel call pays for a trip through the trampoline), the
//     increments are privatised instead, or the loop runs in order.
//   - TwoLevel: partition colour after partition colour, each partition a
//     task of one range run in order.
//   - Privatised: one contiguous range per thread; the first thread
//     increments the arrays themselves, the others private copies that are
//     combined into them in thread order afterwards. Only targets that the
//     loop only increments, with one operator, in an integer or float
//     array, and whose copies cost no more than the loop, are privatised;
//     otherwise the loop runs in order.
//
// An array reduction (depend.IrregularLoop.Reduction: increments through
// subscripts only the kernel can evaluate, hist[b] += 1) is not
// inspected: each launch runs Privatised under the same rules, or in
// order; on the GPU the atomic variant for integer targets, floats in
// order unless atomics are asked for (reduction.go).
//
// # Correctness
//
// A plan is used only for what the inspector proved: no two iterations run
// at once that touch one element other than by reading it or incrementing
// it with one operator. Kernels are checked once for what the analysis
// could not see: every store into an incremented array must be the
// increment itself computed in a type of the array's kind (an int array
// incremented by a float truncates, which does not commute), and a kernel
// with a last-value output runs in order. Plans are cached by the index
// arrays' identities (their owning ndarray) and write versions
// (ndarray.Array.Version): any write to an index array, by the interpreter
// or by a kernel, makes its plans stale.
package irregular
