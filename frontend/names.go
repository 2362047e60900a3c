package frontend

// This file classifies the names of a nest: loop variables, scalars and
// arrays (a pre-pass over the whole nest, so that a name's role does not
// depend on where it is first seen), and the scalars' liveness.

import (
	"fmt"
	"maps"

	"github.com/alpyna/alpyna/nest"
	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"
)

// names fills loopVars, scalars and arrays from the nest's syntax tree and
// returns the scalar names in order of their first assignment, with the
// position of that assignment's statement. A name both a loop variable
// and assigned elsewhere is in both sets (target gives the reason).
func (b *builder) names(root *ast.For) []scalarSite {
	b.loopVars = map[string]bool{}
	b.scalars = map[string]bool{}
	b.arrays = map[string]bool{}
	var order []scalarSite
	var stmt ast.Pos
	forTargets := map[*ast.Name]bool{}
	ast.Walk(root, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp, *ast.Lambda:
			return false // their variables are their own
		case ast.Stmt:
			stmt = stmtPos(x)
			if f, ok := x.(*ast.For); ok {
				storedNames(f.Target, func(nm *ast.Name) {
					forTargets[nm] = true
					b.loopVars[string(nm.Id)] = true
				})
			}
		case *ast.Subscript:
			if base := subscriptBase(x); base != nil {
				b.arrays[string(base.Id)] = true
			}
		case *ast.Name:
			id := string(x.Id)
			if x.Ctx == ast.Store && !forTargets[x] && !b.scalars[id] {
				b.scalars[id] = true
				order = append(order, scalarSite{name: id, pos: stmt})
			}
		}
		return true
	})
	return order
}

type scalarSite struct {
	name string
	pos  ast.Pos
}

// subscriptBase returns the name at the root of a subscript chain
// a[i][j], or nil.
func subscriptBase(x *ast.Subscript) *ast.Name {
	for {
		switch v := x.Value.(type) {
		case *ast.Subscript:
			x = v
		case *ast.Name:
			return v
		default:
			return nil
		}
	}
}

// scalarRecords fills Nest.Scalars: every name the nest assigns without a
// subscript that is neither a loop variable nor an array, with its
// liveness. root is the nest with its calls inlined.
func (b *builder) scalarRecords(site nestSite, root *ast.For, order []scalarSite) {
	liveIn := map[string]bool{}
	mustWrite([]ast.Stmt{root}, b.scalars, map[string]bool{}, liveIn)
	for _, s := range order {
		if b.loopVars[s.name] || b.arrays[s.name] {
			continue
		}
		b.n.Scalars = append(b.n.Scalars, &nest.Scalar{
			Name:    s.name,
			Pos:     b.src.pos(s.pos),
			LiveIn:  liveIn[s.name] && !inlinedName(s.name),
			LiveOut: b.liveOut(site, s.name) && !inlinedName(s.name) || b.reboundFlags[s.name],
		})
	}
}

// liveOut reports whether the function may read the value the nest leaves
// in name. For a nest in the function's straight-line code (at the top
// level, or in ifs and withs) that is whether some path through the
// statements after it reads name before assigning it: a later nest that
// reuses the name as its own temporary (prev = 0.0 before each pass)
// does not make the first nest's value live. Otherwise, conservatively:
// the function reads the name anywhere outside the nest (before it too,
// which a surrounding loop could bring after; a while loop's test
// included), or declares it global or nonlocal. In the module's own code
// every name is a global that anything run later may read. A name the
// front end made (an inlined helper's local, `p·dist21`) exists only in
// the nest's record: the script never sees it.
func (b *builder) liveOut(site nestSite, name string) bool {
	if inlinedName(name) {
		return false
	}
	if _, _, attr := AttributeScalar(name); attr {
		return true // the object's attribute: anything may read it later
	}
	if b.fs.module || b.fs.declared[name] {
		return true
	}
	if !site.inWhile {
		if after, ok := continuation(b.fs.def.Body, site.loop); ok && !b.fs.nestedScopeReads(name) && !b.fs.mod.readsNamespace {
			live := map[string]bool{}
			mustWrite(after, map[string]bool{name: true}, map[string]bool{}, live)
			return live[name]
		}
	}
	// A nest inside a loop: dead where the rest of the loop's body
	// assigns the name before reading it on every path, and cannot leave
	// the loop before that (Rodinia hotspot3D's neighbour index t, then
	// `t = tIn; tIn = tOut; tOut = t` after the nest in the time loop).
	if rest, ok := restOfLoopBody(b.fs.def.Body, site.loop); ok && !b.fs.nestedScopeReads(name) && !b.fs.mod.readsNamespace {
		// The shortest run of the rest's statements that assigns it:
		// what comes after (a break ending a `while True`) no longer
		// matters.
		for i := 1; i <= len(rest); i++ {
			live := map[string]bool{}
			w := mustWrite(rest[:i], map[string]bool{name: true}, map[string]bool{}, live)
			if live[name] || jumps(rest[:i]) {
				break
			}
			if w[name] {
				return false
			}
		}
	}
	if site.inWhile {
		return true
	}
	for _, ld := range b.fs.loads {
		if ld.name == name && !site.holds(ld) {
			return true
		}
	}
	return false
}

// continuation returns the statements that may run after loop, in order,
// when loop is in straight-line code of stmts (inside ifs and withs, not
// inside a loop or a try, whose paths go back or sideways); false
// otherwise, or when loop is not there.
func continuation(stmts []ast.Stmt, loop *ast.For) ([]ast.Stmt, bool) {
	for i, st := range stmts {
		if st == ast.Stmt(loop) {
			return stmts[i+1:], true
		}
		var inner [][]ast.Stmt
		switch x := st.(type) {
		case *ast.If:
			inner = [][]ast.Stmt{x.Body, x.Orelse}
		case *ast.With:
			inner = [][]ast.Stmt{x.Body}
		default:
			if contains(st, loop) {
				return nil, false
			}
			continue
		}
		for _, body := range inner {
			if rest, ok := continuation(body, loop); ok {
				return append(append([]ast.Stmt(nil), rest...), stmts[i+1:]...), true
			}
		}
		if contains(st, loop) {
			return nil, false
		}
	}
	return nil, false
}

// restOfLoopBody returns the statements that run after loop up to the end
// of the body of the loop around it (through the ifs and withs between),
// and false where loop is in no loop's body.
func restOfLoopBody(stmts []ast.Stmt, loop *ast.For) ([]ast.Stmt, bool) {
	var find func(stmts []ast.Stmt) (rest []ast.Stmt, found, closed bool)
	find = func(stmts []ast.Stmt) ([]ast.Stmt, bool, bool) {
		for i, st := range stmts {
			if st == ast.Stmt(loop) {
				return stmts[i+1:], true, false
			}
			if !contains(st, loop) {
				continue
			}
			var bodies [][]ast.Stmt
			isLoop := false
			switch x := st.(type) {
			case *ast.If:
				bodies = [][]ast.Stmt{x.Body, x.Orelse}
			case *ast.With:
				bodies = [][]ast.Stmt{x.Body}
			case *ast.For:
				bodies, isLoop = [][]ast.Stmt{x.Body}, true
			case *ast.While:
				bodies, isLoop = [][]ast.Stmt{x.Body}, true
			default:
				return nil, false, false // a try, an else of a loop: not followed here
			}
			for _, body := range bodies {
				rest, found, closed := find(body)
				switch {
				case !found:
					continue
				case closed:
					return rest, true, true
				case isLoop:
					return rest, true, true
				}
				return append(append([]ast.Stmt(nil), rest...), stmts[i+1:]...), true, false
			}
			return nil, false, false
		}
		return nil, false, false
	}
	rest, found, closed := find(stmts)
	return rest, found && closed
}

// jumps reports whether stmts may leave their loop or function other than
// by ending: a break, continue, return, raise, yield, try or with
// (whose handlers and exits run code elsewhere) anywhere in them.
func jumps(stmts []ast.Stmt) bool {
	found := false
	for _, st := range stmts {
		ast.Walk(st, func(n ast.Ast) bool {
			switch n.(type) {
			case *ast.Break, *ast.Continue, *ast.Return, *ast.Raise, *ast.Try, *ast.With, *ast.Yield, *ast.YieldFrom:
				found = true
			}
			return !found
		})
	}
	return found
}

// contains reports whether loop is inside st.
func contains(st ast.Stmt, loop *ast.For) bool {
	found := false
	ast.Walk(st, func(n ast.Ast) bool {
		if n == ast.Ast(loop) {
			found = true
		}
		return !found
	})
	return found
}

// nestedScopeReads reports whether a function, lambda, class or
// comprehension inside the function reads name: it may be called after
// the nest, wherever it is written.
func (fs *funcScan) nestedScopeReads(name string) bool {
	found := false
	var inScope func(n ast.Ast) bool
	inScope = func(n ast.Ast) bool {
		if nm, ok := n.(*ast.Name); ok && string(nm.Id) == name {
			found = true
		}
		return !found
	}
	for _, st := range fs.def.Body {
		ast.Walk(st, func(n ast.Ast) bool {
			switch n.(type) {
			case *ast.FunctionDef, *ast.Lambda, *ast.ClassDef, *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp:
				ast.Walk(n, inScope)
				return false
			}
			return !found
		})
	}
	return found
}

// loopVarsAfter decides whether code after the nest may read its loop
// variables (the module's code always may): then the nest must leave in
// them the last values CPython leaves (Nest.LoopVarsOut), which its
// dispatch can compute from the ranges unless a break may end a loop early
// or the nest changes what a range reads; if it cannot, each such read is
// a reason.
func (b *builder) loopVarsAfter(site nestSite, root *ast.For) {
	reads := b.loopVarReadsAfter(site)
	if len(reads) == 0 && !b.namespaceMayReadLoopVars() {
		return
	}
	why := b.lastValuesUnknown(root)
	if why == "" {
		b.n.LoopVarsOut = true
		return
	}
	if len(reads) == 0 {
		who := "a module importing this one may read the loop variables' last values"
		if b.fs.mod.script {
			who = "the script may read the loop variables' last values through globals(), vars(), eval, exec or __main__"
		}
		b.reason(root.Pos, "%s, and %s", who, why)
	}
	for _, ld := range reads {
		b.reason(ld.pos, "the loop variable '%s' is read after the nest, and %s", ld.name, why)
	}
}

// loopVarReadsAfter are the reads of the nest's loop variables that code
// run after it may make.
func (b *builder) loopVarReadsAfter(site nestSite) []load {
	end := site.loop.Pos
	var reads []load
	for _, ld := range b.fs.loads {
		if !b.loopVars[ld.name] || site.holds(ld) || ld.bound {
			continue
		}
		// A function the module defines before the nest may be called
		// after it: in the module's code any read counts.
		after := ld.pos.Lineno > end.Lineno || ld.pos.Lineno == end.Lineno && ld.pos.ColOffset > end.ColOffset
		if after || site.inWhile || b.fs.module {
			reads = append(reads, ld)
		}
	}
	return reads
}

// namespaceMayReadLoopVars reports whether code may read the module's
// loop variables without naming them in this file: a module imported by
// another, or a script that reads its namespace (globals(), eval, ...).
func (b *builder) namespaceMayReadLoopVars() bool {
	return b.fs.module && (!b.fs.mod.script || b.fs.mod.readsNamespace)
}

// lastValuesUnknown says why the last values of the nest's loop variables
// cannot be computed from their ranges after it ran, or "".
func (b *builder) lastValuesUnknown(root *ast.For) string {
	written := b.written
	why := ""
	var underIf func(stmts []ast.Stmt, inIf bool)
	underIf = func(stmts []ast.Stmt, inIf bool) {
		for _, st := range stmts {
			switch x := st.(type) {
			case *ast.For:
				if t, ok := x.Target.(*ast.Name); ok && inlinedName(string(t.Id)) && !hasUserLoop(x.Body) {
					continue // the nest's own loop (while.go, lastvars.go)
				}
				if inIf && why == "" {
					why = fmt.Sprintf("whether the loop at line %d runs depends on an if", x.Lineno)
				}
				underIf(x.Body, inIf)
			case *ast.If:
				underIf(x.Body, true)
				underIf(x.Orelse, true)
			}
		}
	}
	underIf(root.Body, false)
	ast.Walk(root, func(n ast.Ast) bool {
		if why != "" {
			return false
		}
		switch x := n.(type) {
		case *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp, *ast.Lambda:
			return false
		case *ast.For:
			// A counted while's loop (while.go) is the nest's own: its
			// break ends no loop whose variable the script sees, unless
			// a loop of the script's runs inside it.
			if t, ok := x.Target.(*ast.Name); ok && inlinedName(string(t.Id)) && !hasUserLoop(x.Body) {
				return false
			}
			ast.Walk(x.Iter, func(m ast.Ast) bool {
				switch y := m.(type) {
				case *ast.Name:
					if b.scalars[string(y.Id)] && !b.loopVars[string(y.Id)] {
						why = fmt.Sprintf("the range of the loop at line %d reads '%s', which the nest assigns", x.Lineno, y.Id)
					}
				case *ast.Subscript:
					if base := subscriptBase(y); base != nil && written[string(base.Id)] {
						why = fmt.Sprintf("the range of the loop at line %d reads the array '%s', which the nest writes", x.Lineno, base.Id)
					}
				case *ast.Call:
					if f, ok := y.Func.(*ast.Name); ok && b.fs.mod.userFuncs[string(f.Id)] {
						why = fmt.Sprintf("the range of the loop at line %d calls '%s'", x.Lineno, f.Id)
					}
				}
				return why == ""
			})
		case *ast.Break:
			why = "a break may end a loop before its range does"
		}
		return why == ""
	})
	return why
}

// mustWrite walks statements with w, the tracked names written on every
// path from the entry to here, and marks in live the tracked names read
// where they may still hold the value from before the entry (a nest's
// scalars: their values before the nest; an inlined function's locals:
// none). A loop may run no iteration and an if may take either branch,
// so writes inside them do not count after them (a branch's do, within
// it).
func mustWrite(stmts []ast.Stmt, tracked, w, live map[string]bool) map[string]bool {
	reads := func(e ast.Expr) {
		if e == nil {
			return
		}
		ast.Walk(e, func(n ast.Ast) bool {
			if nm, ok := n.(*ast.Name); ok && nm.Ctx != ast.Store && tracked[string(nm.Id)] && !w[string(nm.Id)] {
				live[string(nm.Id)] = true
			}
			return true
		})
	}
	writes := func(t ast.Expr) {
		storedNames(t, func(nm *ast.Name) { w[string(nm.Id)] = true })
	}
	copyOf := func(m map[string]bool) map[string]bool {
		c := make(map[string]bool, len(m))
		for k, v := range m {
			c[k] = v
		}
		return c
	}
	for _, st := range stmts {
		switch x := st.(type) {
		case *ast.Assign:
			reads(x.Value)
			for _, t := range x.Targets {
				reads(t) // the subscripts of an element target
			}
			for _, t := range x.Targets {
				writes(t)
			}
		case *ast.AugAssign:
			reads(x.Value)
			if nm, ok := x.Target.(*ast.Name); ok && tracked[string(nm.Id)] && !w[string(nm.Id)] {
				live[string(nm.Id)] = true
			}
			reads(x.Target)
			writes(x.Target)
		case *ast.For:
			reads(x.Iter)
			wb := copyOf(w)
			storedNames(x.Target, func(nm *ast.Name) { wb[string(nm.Id)] = true }) // each iteration assigns it first
			mustWrite(x.Body, tracked, wb, live)
			mustWrite(x.Orelse, tracked, copyOf(w), live)
		case *ast.While:
			reads(x.Test)
			mustWrite(x.Body, tracked, copyOf(w), live)
			mustWrite(x.Orelse, tracked, copyOf(w), live)
			if isTrueConstant(x.Test) && len(x.Orelse) == 0 {
				// `while True` ends only at a break (or a return, or
				// a raise, which leave the statements after it too):
				// what every path to a break writes is written after.
				var sets []map[string]bool
				breakWrites(x.Body, tracked, copyOf(w), &sets)
				for k := range tracked {
					all := len(sets) > 0
					for _, set := range sets {
						all = all && set[k]
					}
					if all {
						w[k] = true
					}
				}
			}
		case *ast.If:
			reads(x.Test)
			wt := mustWrite(x.Body, tracked, copyOf(w), live)
			we := mustWrite(x.Orelse, tracked, copyOf(w), live)
			for k := range w {
				delete(w, k)
			}
			for k := range wt {
				if we[k] {
					w[k] = true
				}
			}
		case *ast.With:
			for _, it := range x.Items {
				reads(it.ContextExpr)
			}
			mustWrite(x.Body, tracked, copyOf(w), live)
		case *ast.Try:
			mustWrite(x.Body, tracked, copyOf(w), live)
			for _, h := range x.Handlers {
				mustWrite(h.Body, tracked, copyOf(w), live)
			}
			mustWrite(x.Orelse, tracked, copyOf(w), live)
			mustWrite(x.Finalbody, tracked, copyOf(w), live)
		default:
			ast.Walk(st, func(n ast.Ast) bool {
				if nm, ok := n.(*ast.Name); ok && nm.Ctx != ast.Store && tracked[string(nm.Id)] && !w[string(nm.Id)] {
					live[string(nm.Id)] = true
				}
				return true
			})
		}
	}
	return w
}

// isTrueConstant reports whether e is True or a nonzero int constant
// (while True, while 1).
func isTrueConstant(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.NameConstant:
		return x.Value == py.True
	case *ast.Num:
		i, ok := x.N.(py.Int)
		return ok && i != 0
	}
	return false
}

// breakWrites appends to sets, for each break of the loop whose body is
// stmts (not of the loops inside it), the tracked names every path from
// the body's start to that break writes, starting from w; it reports
// whether a path runs past the statements' end.
func breakWrites(stmts []ast.Stmt, tracked, w map[string]bool, sets *[]map[string]bool) bool {
	copyOf := maps.Clone[map[string]bool]
	for _, st := range stmts {
		switch x := st.(type) {
		case *ast.Break:
			*sets = append(*sets, copyOf(w))
			return false
		case *ast.Continue, *ast.Return, *ast.Raise:
			return false
		case *ast.If:
			wt, we := copyOf(w), copyOf(w)
			thenOn := breakWrites(x.Body, tracked, wt, sets)
			elseOn := breakWrites(x.Orelse, tracked, we, sets)
			switch {
			case thenOn && elseOn:
				for k := range wt {
					if !we[k] {
						delete(wt, k)
					}
				}
				clear(w)
				for k := range wt {
					w[k] = true
				}
			case thenOn:
				clear(w)
				for k := range wt {
					w[k] = true
				}
			case elseOn:
				clear(w)
				for k := range we {
					w[k] = true
				}
			default:
				return false
			}
		default:
			// Loops, withs and plain statements: what mustWrite says
			// they surely write (a loop inside may run no iteration).
			mustWrite([]ast.Stmt{st}, tracked, w, map[string]bool{})
		}
	}
	return true
}

// hasUserLoop reports whether stmts hold a for loop whose variable the
// script sees.
func hasUserLoop(stmts []ast.Stmt) bool {
	found := false
	for _, st := range stmts {
		ast.Walk(st, func(n ast.Ast) bool {
			if f, ok := n.(*ast.For); ok {
				if t, ok := f.Target.(*ast.Name); !ok || !inlinedName(string(t.Id)) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// writtenArrays returns the names the nest stores into through a
// subscript (a[i] = v, a[i] += v).
func writtenArrays(root *ast.For) map[string]bool {
	written := map[string]bool{}
	ast.Walk(root, func(n ast.Ast) bool {
		switch x := n.(type) {
		case *ast.ListComp, *ast.SetComp, *ast.DictComp, *ast.GeneratorExp, *ast.Lambda:
			return false
		case *ast.Subscript:
			if x.Ctx == ast.Store || x.Ctx == ast.AugStore {
				if base := subscriptBase(x); base != nil {
					written[string(base.Id)] = true
				}
			}
		case *ast.AugAssign:
			if s, ok := x.Target.(*ast.Subscript); ok {
				if base := subscriptBase(s); base != nil {
					written[string(base.Id)] = true
				}
			}
		}
		return true
	})
	return written
}
