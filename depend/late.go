// This file keeps the subscripts that become affine once the run binds
// their symbols: a[i * inc], b[(n // 2) * i + j]. The front end's affine
// forms have integer coefficients only, so a product of a loop variable and
// a loop-invariant symbol is affine.NonAffine() there, and ahead of time
// such a subscript is any element (the static plan holds for every inc).
// At run time the symbol is an integer and the subscript is inc·i: Resolve
// lowers the nest again with the bound value substituted, and the tests
// decide the pair exactly (inc ≠ 0: one element per iteration; inc = 0:
// every iteration the same element).

package depend

import (
	"slices"
	"sort"

	"github.com/alpyna/alpyna/affine"
	"github.com/alpyna/alpyna/nest"
)

// lateSymbolsOf lists, sorted, the symbols that the nest's late subscripts
// wait for: the positions of references that are not affine as written but
// are once the nest's symbols they read have values. None: no late
// subscript.
func lateSymbolsOf(n *nest.Nest) []string {
	var syms []string
	symbol := map[string]bool{}
	for _, s := range n.Symbols {
		symbol[s] = true
	}
	visit := func(e nest.Expr) {
		nest.WalkExpr(e, func(x nest.Expr) {
			r, ok := x.(*nest.Ref)
			if !ok || r.Indirect || r.Synthetic {
				return
			}
			for d, f := range r.Forms {
				if f.Valid() || d >= len(r.Subs) {
					continue
				}
				needs, ok := lateSymbols(r.Subs[d], symbol)
				if !ok {
					continue
				}
				syms = append(syms, needs...)
			}
		})
	}
	for _, st := range n.Stmts {
		visit(st.Target)
		visit(st.Value)
		visit(st.Pred)
	}
	// A dynamic bound that is a product of a loop variable and symbols
	// (range(b * bs, b * bs + bs)) is affine once they have values too.
	for _, l := range n.Loops {
		if !l.Dynamic {
			continue
		}
		for _, b := range []struct {
			f affine.Form
			e nest.Expr
		}{{l.Lower, l.Start}, {l.Upper, l.Stop}} {
			if needs, ok := lateSymbols(b.e, symbol); ok && !b.f.Valid() {
				syms = append(syms, needs...)
			}
		}
	}
	sort.Strings(syms)
	return slices.Compact(syms)
}

// lateSymbols reports whether e is affine in the loop variables once the
// symbols it reads are integers, and lists those symbols. Whether it is
// does not depend on their values (only a product with a constant side, or
// a // and % of constants, is folded), so any stand-in value decides it;
// a division by a symbol that turns out to be 0 fails in Python anyway,
// and Resolve then keeps the subscript as any element.
func lateSymbols(e nest.Expr, symbol map[string]bool) ([]string, bool) {
	var needs []string
	readsOther := false
	nest.WalkExpr(e, func(x nest.Expr) {
		switch y := x.(type) {
		case *nest.Name:
			switch {
			case y.Role == nest.Symbol && symbol[y.Id]:
				needs = append(needs, y.Id)
			case y.Role != nest.LoopVar:
				readsOther = true
			}
		case *nest.Ref, *nest.Opaque, *nest.Call:
			readsOther = true
		}
	})
	if readsOther || len(needs) == 0 {
		return nil, false
	}
	stand := map[string]int64{}
	for _, s := range needs {
		stand[s] = 3
	}
	if !boundForm(e, stand).Valid() {
		return nil, false
	}
	sort.Strings(needs)
	return slices.Compact(needs), true
}

// boundForm is e as an affine form over loop variables with the symbols in
// bindings replaced by their values (others kept as variables), or
// affine.NonAffine() where it is not affine. It folds what the front end's
// forms fold (frontend/expr.go), and a product with a side that the
// bindings make constant.
func boundForm(e nest.Expr, bindings map[string]int64) affine.Form {
	return nest.AffineForm(e, func(e nest.Expr) (affine.Form, bool) {
		x, ok := e.(*nest.Name)
		switch {
		case !ok:
		case x.Role == nest.LoopVar:
			return affine.Var(x.Id), true
		case x.Role == nest.Symbol:
			if v, ok := bindings[x.Id]; ok {
				return affine.Const(v), true
			}
			return affine.Var(x.Id), true
		}
		return affine.Form{}, false
	})
}

// lateForms returns r's subscript forms for these bindings: the forms as
// written, with each late position (lateSymbolsOf) substituted where every
// symbol it reads is bound. References through index arrays keep their
// forms, as lateSymbolsOf leaves them out.
func lateForms(r *nest.Ref, bindings map[string]int64) []affine.Form {
	if r.Indirect || r.Synthetic {
		return r.Forms
	}
	forms := slices.Clone(r.Forms)
	for d, f := range forms {
		if f.Valid() || d >= len(r.Subs) {
			continue
		}
		g := boundForm(r.Subs[d], bindings)
		if g.Valid() && !slices.ContainsFunc(g.Vars(), func(v string) bool { return !isLoopVarOf(r.Subs[d], v) }) {
			forms[d] = g
		}
	}
	return forms
}

// isLoopVarOf reports whether name is read in e as a loop variable.
func isLoopVarOf(e nest.Expr, name string) bool {
	found := false
	nest.WalkExpr(e, func(x nest.Expr) {
		if n, ok := x.(*nest.Name); ok && n.Id == name && n.Role == nest.LoopVar {
			found = true
		}
	})
	return found
}

// lateBound is a dynamic loop bound's form for these bindings: affine in
// the loop variables once its symbols are bound (b * bs with bs = 8 is
// 8·b), or affine.NonAffine() where it is not (indptr[i]).
func lateBound(e nest.Expr, bindings map[string]int64) affine.Form {
	g := boundForm(e, bindings)
	if !g.Valid() || slices.ContainsFunc(g.Vars(), func(v string) bool { return !isLoopVarOf(e, v) }) {
		return affine.NonAffine()
	}
	return g
}
