// Package frontend is alpyna's front end: it parses a Python module with
// gpython's parser, finds the jit functions (@alpyna.jit, @jit imported
// from alpyna, alpyna.jit(f) at module level) and turns each loop nest of
// theirs — each outermost for statement of the function body — into a
// nest.Nest loop record: loops with their bounds as affine forms, the
// statements with their expression trees and array references, the
// loop-invariant symbols, the arrays, and the scalars with their liveness.
//
// Input: a file name and its source. Output: a *Module listing the jit
// functions with their nests, or a *SyntaxError when the source does not
// parse. Constructs outside the accelerated subset (docs/contract.md §1) are not
// errors: each leaves a nest.Reason at its file:line:col on the nest that
// holds it, and the record keeps whatever could be represented, so a nest
// with reasons runs in the interpreter and its diagnostics name every
// problem at once.
//
// Positions are CPython's: 1-based lines, and columns that are CPython's
// col_offset plus one (bytes from the line start). gpython places a few
// nodes elsewhere than CPython; positions.go converts them once, at this
// boundary.
//
// The package does not decide dependences or scalar roles (package
// depend does), does not if-convert (package ifconv does) and evaluates
// nothing: bounds that are not affine are kept for the run-time stage.
// It does not depend on the interpreter.
package frontend
