package frontend

// This file decides whether an induction scalar's closed form gives the
// values CPython's steps give. For integers it does: Python's integers are
// exact, and the kernels check their 64-bit arithmetic for overflow. For a
// float it does not: each step rounds (1e16 + 1 is 1e16, so lw = 1e16;
// lw += 1 stays 1e16), while v0 + c * (i - lo + 1) rounds once (1e16 + 2
// is 10000000000000002). The front end does not know the types, so v0 may
// read only names that are integers whenever the nest's kernels run:
//
//   - the variables of the nest's loops over range() (the subset refuses a
//     nest that assigns one otherwise);
//   - names the nest never assigns that a range() argument or a subscript
//     of the nest reads, as integer arithmetic: a float there is a
//     TypeError or IndexError in CPython, and alpyna's typing sends such a
//     nest to the executors that raise as CPython does. A subscript that
//     reads the induction scalar (x[lw]) counts, since its closed form puts
//     v0 there.
//
// v0 = 0, -1 or 2 * n - 1 with n a bound qualify; lw = s with s read only
// in values does not, and lw keeps its steps (a recurrence, in order).

import "github.com/go-python/gpython/ast"

// integerNames are the names of a nest known to be integers as above.
type integerNames struct {
	root  *ast.For
	known map[string]bool // loop variables, and names read in ranges and subscripts
}

// nestIntegers returns root's integerNames.
func nestIntegers(root *ast.For) integerNames {
	in := integerNames{root: root, known: map[string]bool{}}
	read := map[string]bool{}
	ast.Walk(root, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.For:
			if call, ok := rangeCall(x.Iter); ok {
				if v, ok := x.Target.(*ast.Name); ok {
					in.known[string(v.Id)] = true
				}
				for _, a := range call.Args {
					addIntegerReads(read, a)
				}
			}
		case *ast.Subscript:
			for _, e := range indexExprs(x.Slice) {
				addIntegerReads(read, e)
			}
		}
		return true
	})
	for name := range read {
		if !in.assigned(name) {
			in.known[name] = true
		}
	}
	return in
}

// assigned reports whether the nest may bind name.
func (in integerNames) assigned(name string) bool {
	return stores([]ast.Stmt{in.root}, name)
}

// holds reports whether every name v0 reads is an integer when the
// kernels run. scalars are the induction scalar and the one it steps
// through: where body reads one in a subscript, v0's names are read there
// once substituted.
func (in integerNames) holds(v0 ast.Expr, body []ast.Stmt, scalars []string) bool {
	inSubscript := false
	for _, st := range body {
		ast.Walk(st, func(n ast.Ast) bool {
			if s, ok := n.(*ast.Subscript); ok {
				for _, e := range indexExprs(s.Slice) {
					reads := map[string]bool{}
					addIntegerReads(reads, e)
					for _, name := range scalars {
						inSubscript = inSubscript || reads[name]
					}
				}
			}
			return !inSubscript
		})
	}
	for name := range namesIn(v0) {
		if !in.known[name] && (!inSubscript || in.assigned(name)) {
			return false
		}
	}
	return true
}

// addIntegerReads adds to out the names e reads when e is integer
// arithmetic as written.
func addIntegerReads(out map[string]bool, e ast.Expr) {
	if !polynomialSyntax(e) {
		return
	}
	for name := range namesIn(e) {
		out[name] = true
	}
}

// indexExprs are the subscript expressions of x[e] and x[e, f] (a slice
// a:b has none).
func indexExprs(s ast.Slicer) []ast.Expr {
	idx, ok := s.(*ast.Index)
	if !ok {
		return nil
	}
	if t, ok := idx.Value.(*ast.Tuple); ok {
		return t.Elts
	}
	return []ast.Expr{idx.Value}
}

// rangeCall returns e as a call of range.
func rangeCall(e ast.Expr) (*ast.Call, bool) {
	call, ok := e.(*ast.Call)
	if !ok {
		return nil, false
	}
	n, ok := call.Func.(*ast.Name)
	return call, ok && n.Id == "range"
}
