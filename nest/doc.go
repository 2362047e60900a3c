// Package nest defines the loop record: alpyna's representation of one loop
// nest of an @alpyna.jit function, shared by every stage after the front end.
//
// A Nest is produced by package frontend from the Python source, rewritten
// in place by package ifconv (which replaces If and Break nodes by predicated
// assignments), lowered by the analysis into dependence problems, and later
// turned into kernels. Every node carries the position it came from, so any
// stage can name file:line:col in a diagnostic.
//
// The record has two views of the same nest:
//
//   - a structured one, the Body of each Loop: assignments, inner loops and,
//     before if-conversion, If and Break nodes, in source order;
//   - a flat one, Nest.Loops and Nest.Stmts in source order (pre-order), each
//     loop knowing its Parent and each statement its enclosing Loops, which is
//     what dependence analysis and code generation index by.
//
// Both views hold the same *Loop and *Assign values; Index rebuilds the flat
// view after a stage changes the tree.
//
// The package holds data and formatting only: it does not parse Python,
// decide dependences or evaluate anything.
package nest
