// Package report presents what the analysis decided about loop nests, in the
// three forms a user reads: the JSON report of docs/contract.md §3 (Report, built
// by FromPlan and Unaccelerated), the plan listing of `alpyna compile
// --emit=plan` (WritePlan) and the Graphviz dependence graphs of
// `--emit=dot` (WriteDot).
//
// Its input is one Compiled value per nest: the loop record (package nest)
// and, for a nest in the accelerated subset, the nest plan that package
// depend made of it, either the ahead-of-time plan (residues assumed
// dependent) or the plan resolved with run-time bindings. The package only
// formats: it does not parse, analyse, plan or run anything, and everything
// it prints is a deterministic function of its input.
//
// Statements that if-conversion generated (predicates of an if or a break)
// are listed like the user's own, with their generated Python text and the
// line of the if or break they implement, so that the dependences through
// them can be read.
package report
