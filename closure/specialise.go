package closure

// This file runs a nest as the front end builds it for what a call
// passes, where the text alone did not say (frontend/callee_params.go):
//
//   - a nest that calls a function its jit function is given: the front
//     end refused it, not knowing the function, and each call runs the
//     nest built for the functions the call passes, as Numba compiles a
//     function anew for each function argument;
//   - a nest the front end refused for what it guessed of the kinds of
//     names (Nest.RanksGuessed: an array used as a value, where the
//     function's text does not show that another name is one too),
//     built for the ranks of the arrays among the function's locals;
//   - a nest whose call binds an array to a name the front end took for a
//     scalar (`vel += acc * dt`, with vel and acc never subscripted), or
//     fails a check of what the front end guessed (an array's rank): the
//     nest built for the ranks of the call's arrays.
//
// The specialised nest's inputs are not the dispatch's: its closure
// evaluates them all in the function's locals (allFromLocals), which the
// dispatch passes where the nest calls a parameter (rewrite.go), and
// which otherwise hold the values of the nest's own inputs. A function
// that is not one the module defines at its top level (a lambda, a
// builtin, a method) runs the nest in the interpreter.

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/interp"
	"github.com/alpyna/alpyna/pynumpy"
)

// specialising is what a jit function's nest keeps to be built again for
// a call: the module and function, the functions and ranks it was built
// for (none for the nest of the text), and the nests built, by what they
// were built for.
type specialising struct {
	mod       *frontend.Module
	fn        *frontend.Func
	functions map[string]string
	ranks     map[string]int
	byKey     map[string]*specialisation
}

// A specialisation is the nest built for some functions and ranks: its
// closure, or why there is none; order maps the dispatching nest's
// outputs to its own.
type specialisation struct {
	c     *nestClosure
	why   string
	order []int
}

// specialiseOnCalls makes c a refused nest that specialises on the
// functions and arrays its calls pass: its dispatch passes the locals.
func (c *nestClosure) specialiseOnCalls() error {
	exprs, err := parseInputs([]string{"locals()"}, ast.Pos{Lineno: c.n.Pos.Line, ColOffset: c.n.Pos.Col - 1})
	if err != nil {
		return err
	}
	c.inputExprs = exprs
	c.onCalls = true
	return nil
}

// callSpecialised runs the call on the nest built for the functions and
// the arrays' ranks it passes, or in the interpreter.
func (c *nestClosure) callSpecialised(args py.Tuple, rec Instantiation) (py.Object, error) {
	sp := c.specialising
	locals, ok := py.StringDict(nil), false
	if len(args) == 1 {
		locals, ok = args[0].(py.StringDict)
	}
	if !ok || sp == nil {
		return c.interpret(rec)
	}
	functions := map[string]string{}
	for _, p := range c.n.CalleeParams {
		o := locals[p]
		if jf, ok := o.(*interp.JitFunction); ok {
			o = jf.Orig
		}
		fn, ok := o.(*py.Function)
		if !ok || !sp.mod.ModuleFunction(fn.Name, int(fn.Code.Addr2Line(0))) {
			what := "nothing"
			switch {
			case ok && fn.Name == "<lambda>":
				what = "a lambda"
			case ok:
				what = fmt.Sprintf("the function '%s' of line %d", fn.Name, fn.Code.Addr2Line(0))
			case o != nil:
				what = "a " + o.Type().Name
			}
			rec.Reason = fmt.Sprintf("'%s' holds %s, not a function the module defines at its top level; %s", p, what, c.reason)
			if err := c.noteInterpreted(fmt.Sprintf("'%s' holds %s, not a function the module defines at its top level, whose calls could be inlined", p, what)); err != nil {
				return nil, err
			}
			return c.interpret(rec)
		}
		functions[p] = fn.Name
	}
	s, err := c.specialisation(functions, arrayRanks(locals))
	if err != nil {
		return nil, err
	}
	return c.delegate(s, locals, rec)
}

// arrayRanks returns the numbers of axes of the arrays among values.
func arrayRanks(values py.StringDict) map[string]int {
	ranks := map[string]int{}
	for name, o := range values {
		if a, ok := pynumpy.ArrayOf(o); ok && a.NDim() > 0 {
			ranks[name] = a.NDim()
		}
	}
	return ranks
}

// respecialise runs a call that bind refused (why) on the nest built for
// the ranks of its arrays, where the refusal may come from a guess of the
// front end: an array bound to a name the nest takes for a scalar, or a
// failed check. raw are the dispatch's arguments, args the values of the
// params. It reports false where it does not apply.
func (c *nestClosure) respecialise(raw, args py.Tuple, why string, rec Instantiation) (py.Object, error, bool) {
	sp := c.specialising
	if sp == nil || len(args) != len(c.params) {
		return nil, nil, false
	}
	// The values by name: the function's locals where the dispatch
	// passes them, with the params' values over them.
	values := py.StringDict{}
	if c.hasLocals && len(raw) > 0 {
		if d, ok := raw[len(raw)-1].(py.StringDict); ok {
			maps.Copy(values, d)
		}
	}
	scalarHoldsArray := false
	for i, name := range c.params {
		if !isIdentifier(name) {
			continue
		}
		if _, raised := args[i].(*checkRaised); raised || args[i] == unbound {
			continue
		}
		values[name] = args[i]
		if _, isArray := pynumpy.ArrayOf(args[i]); isArray && !c.info[i].array && !c.info[i].inOpaqueOnly {
			scalarHoldsArray = true
		}
	}
	if !scalarHoldsArray && !strings.HasPrefix(why, "the check of ") {
		return nil, nil, false
	}
	ranks := arrayRanks(values)
	if maps.Equal(ranks, sp.ranks) {
		return nil, nil, false // built for these ranks already
	}
	s, err := c.specialisation(sp.functions, ranks)
	if err != nil {
		return nil, err, true
	}
	if s.c == nil {
		return nil, nil, false // the nest as written says why
	}
	out, err := c.delegate(s, values, rec)
	return out, err, true
}

// isIdentifier reports whether param is a plain name of the function.
func isIdentifier(param string) bool {
	if param == "" {
		return false
	}
	for i, r := range param {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// delegate runs the call on s's nest, with values as its locals.
func (c *nestClosure) delegate(s *specialisation, values py.StringDict, rec Instantiation) (py.Object, error) {
	if s.c == nil {
		rec.Reason = s.why
		return c.interpret(rec)
	}
	// The report counts the calls of the nest the user wrote.
	s.c.mu.Lock()
	s.c.calls = rec.Invocation - 1
	s.c.mu.Unlock()
	out, err := s.c.M__call__(py.Tuple{values}, nil)
	if err != nil {
		return nil, err
	}
	t, _ := out.(py.Tuple)
	if len(t) == 0 {
		// The interpreter runs the statements, and c's done is what the
		// dispatch calls after them: c finishes the run.
		s.c.mu.Lock()
		k := len(s.c.interpreted) - 1
		run := s.c.interpreted[k]
		s.c.interpreted = s.c.interpreted[:k]
		s.c.mu.Unlock()
		c.mu.Lock()
		c.interpreted = append(c.interpreted, run)
		c.mu.Unlock()
		return out, nil
	}
	got := t[0].(py.Tuple)
	res := make(py.Tuple, len(s.order))
	for i, j := range s.order {
		res[i] = got[j]
	}
	return py.Tuple{res}, nil
}

// specialisation returns the nest built for functions (parameter ->
// module function) and ranks (name -> axes), built on first use.
func (c *nestClosure) specialisation(functions map[string]string, ranks map[string]int) (*specialisation, error) {
	sp := c.specialising
	var with []string
	for _, p := range slices.Sorted(maps.Keys(functions)) {
		with = append(with, fmt.Sprintf("'%s' as '%s'", p, functions[p]))
	}
	var key strings.Builder
	for _, w := range with {
		key.WriteString(w)
		key.WriteByte(';')
	}
	for _, name := range slices.Sorted(maps.Keys(ranks)) {
		fmt.Fprintf(&key, "%s:%d;", name, ranks[name])
	}
	c.mu.Lock()
	s := sp.byKey[key.String()]
	c.mu.Unlock()
	if s != nil {
		return s, nil
	}
	s, err := c.build(functions, ranks, strings.Join(with, ", "))
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	sp.byKey[key.String()] = s
	c.mu.Unlock()
	return s, nil
}

// build makes the specialisation for functions and ranks; with says
// which functions, for reasons.
func (c *nestClosure) build(functions map[string]string, ranks map[string]int, with string) (*specialisation, error) {
	sp := c.specialising
	if with != "" {
		with = "with " + with + ": "
	}
	n := sp.mod.Specialise(sp.fn, c.n.Pos.Line, functions, ranks)
	if n == nil {
		return &specialisation{why: fmt.Sprintf("%sthe function has no nest at line %d", with, c.n.Pos.Line)}, nil
	}
	sub, err := c.acc.newNestClosure(c.acc.in, n, true)
	if err != nil {
		return nil, err
	}
	sub.globals = c.globals
	sub.specialising = &specialising{mod: sp.mod, fn: sp.fn, functions: functions, ranks: ranks, byKey: map[string]*specialisation{}}
	if sub.analysed.Static == nil {
		return &specialisation{why: with + sub.reason}, nil
	}
	order := make([]int, len(c.outputs))
	for i, name := range c.outputs {
		if order[i] = slices.Index(sub.outputs, name); order[i] < 0 {
			break
		}
	}
	if len(sub.outputs) != len(c.outputs) || slices.Contains(order, -1) || sub.n.LoopVarsOut != c.n.LoopVarsOut {
		return &specialisation{why: fmt.Sprintf("%sthe nest leaves other values than the dispatch assigns (%s; %s)",
			with, strings.Join(sub.outputs, ", "), strings.Join(c.outputs, ", "))}, nil
	}
	return &specialisation{c: sub, order: order}, nil
}
