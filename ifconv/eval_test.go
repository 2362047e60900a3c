package ifconv

// This file is the semantic oracle of the tests: an evaluator that runs a
// loop record sequentially in source order, both before conversion (If and
// Break nodes) and after it (predicated statements, predicate arrays), with
// Python's meaning for the arithmetic. A conversion is right when both runs
// leave the same arrays and scalars and run the same user statements in
// the same order with the same loop variables.

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/alpyna/alpyna/nest"
)

// A value is a Python int, float or bool.
type value struct {
	kind nest.ConstKind
	i    int64 // Int, and Bool as 0 or 1
	f    float64
}

func intVal(i int64) value     { return value{kind: nest.Int, i: i} }
func floatVal(f float64) value { return value{kind: nest.Float, f: f} }
func boolVal(b bool) value {
	if b {
		return value{kind: nest.Bool, i: 1}
	}
	return value{kind: nest.Bool}
}

func (v value) truth() bool {
	if v.kind == nest.Float {
		return v.f != 0
	}
	return v.i != 0
}

func (v value) float() float64 {
	if v.kind == nest.Float {
		return v.f
	}
	return float64(v.i)
}

func (v value) String() string {
	switch v.kind {
	case nest.Float:
		return fmt.Sprint(v.f)
	case nest.Bool:
		if v.i != 0 {
			return "True"
		}
		return "False"
	}
	return fmt.Sprint(v.i)
}

// same reports whether v and w are the same value of the same type (NaNs
// are the same as each other).
func (v value) same(w value) bool {
	if v.kind != w.kind {
		return false
	}
	if v.kind == nest.Float {
		return v.f == w.f || math.IsNaN(v.f) && math.IsNaN(w.f)
	}
	return v.i == w.i
}

// A state is the memory a nest runs on: user arrays as maps from index
// tuples to values (an element never written reads as init gives it, so no
// subscript is ever out of bounds), their element types, scalars, symbols,
// and the predicate arrays of a converted nest.
type state struct {
	arrays   map[string]map[string]value
	dtypes   map[string]nest.ConstKind // Int or Float: stores convert as NumPy does
	scalars  map[string]value
	symbols  map[string]value
	preds    map[string]map[string]bool
	initElem func(array, key string) value

	loopVars map[string]int64
	trace    []string // one line per user statement executed
	steps    int
	maxSteps int
}

var (
	errStepLimit = errors.New("step limit")
	errUnset     = errors.New("read of a predicate element never written")
)

func (s *state) clone() *state {
	t := *s
	t.arrays = map[string]map[string]value{}
	for a, m := range s.arrays {
		c := map[string]value{}
		for k, v := range m {
			c[k] = v
		}
		t.arrays[a] = c
	}
	t.scalars = map[string]value{}
	for k, v := range s.scalars {
		t.scalars[k] = v
	}
	t.preds = map[string]map[string]bool{}
	t.loopVars = map[string]int64{}
	t.trace = nil
	return &t
}

// diff describes how the user-visible memory of s and t differ, or is "".
func (s *state) diff(t *state) string {
	var out []string
	names := map[string]bool{}
	for a := range s.arrays {
		names[a] = true
	}
	for a := range t.arrays {
		names[a] = true
	}
	for a := range names {
		keys := map[string]bool{}
		for k := range s.arrays[a] {
			keys[k] = true
		}
		for k := range t.arrays[a] {
			keys[k] = true
		}
		for k := range keys {
			v, w := s.read(a, k), t.read(a, k)
			if !v.same(w) {
				out = append(out, fmt.Sprintf("%s[%s]: %v vs %v", a, k, v, w))
			}
		}
	}
	for k, v := range s.scalars {
		if w, ok := t.scalars[k]; !ok || !v.same(w) {
			out = append(out, fmt.Sprintf("%s: %v vs %v", k, v, t.scalars[k]))
		}
	}
	sort.Strings(out)
	return strings.Join(out, "\n")
}

func (s *state) read(array, key string) value {
	if v, ok := s.arrays[array][key]; ok {
		return v
	}
	return s.initElem(array, key)
}

// run executes the nest; after conversion, predicate arrays come into
// being as they are written.
func (s *state) run(n *nest.Nest) error {
	_, err := s.exec([]nest.Node{n.Root})
	return err
}

// exec runs body; broke reports that a Break left the innermost loop.
func (s *state) exec(body []nest.Node) (broke bool, err error) {
	for _, nd := range body {
		if s.steps++; s.steps > s.maxSteps {
			return false, errStepLimit
		}
		switch x := nd.(type) {
		case *nest.Assign:
			if err := s.assign(x); err != nil {
				return false, err
			}
		case *nest.Loop:
			if err := s.loop(x); err != nil {
				return false, err
			}
		case *nest.If:
			t, err := s.eval(x.Test)
			if err != nil {
				return false, err
			}
			branch := x.Else
			if t.truth() {
				branch = x.Then
			}
			if broke, err := s.exec(branch); broke || err != nil {
				return broke, err
			}
		case *nest.Break:
			return true, nil
		default:
			return false, fmt.Errorf("unexpected node %T", nd)
		}
	}
	return false, nil
}

func (s *state) loop(l *nest.Loop) error {
	var bounds [3]int64
	for k, e := range []nest.Expr{l.Start, l.Stop, l.Step} {
		v, err := s.eval(e)
		if err != nil {
			return err
		}
		if v.kind == nest.Float {
			return fmt.Errorf("range of a float")
		}
		bounds[k] = v.i
	}
	start, stop, step := bounds[0], bounds[1], bounds[2]
	if step == 0 {
		return fmt.Errorf("range() arg 3 must not be zero")
	}
	old, had := s.loopVars[l.Var]
	for v := start; step > 0 && v < stop || step < 0 && v > stop; v += step {
		s.loopVars[l.Var] = v
		broke, err := s.exec(l.Body)
		if err != nil {
			return err
		}
		if broke {
			break
		}
	}
	// The records under test never read a loop variable after its loop.
	if had {
		s.loopVars[l.Var] = old
	} else {
		delete(s.loopVars, l.Var)
	}
	return nil
}

func (s *state) assign(a *nest.Assign) error {
	if a.Pred != nil {
		p, err := s.eval(a.Pred)
		if err != nil {
			return err
		}
		if !p.truth() {
			return nil
		}
	}
	if !a.Generated() {
		vars := make([]string, 0, len(a.Loops))
		for v, x := range s.loopVars {
			vars = append(vars, fmt.Sprintf("%s=%d", v, x))
		}
		sort.Strings(vars)
		s.trace = append(s.trace, fmt.Sprintf("%d:%d %s  %s", a.Pos.Line, a.Pos.Col, a.Text, strings.Join(vars, " ")))
	}
	// CPython's order for a[i] op= v: subscripts, load a[i], then v; for
	// a[i] = v: v, then subscripts.
	switch t := a.Target.(type) {
	case *nest.Name:
		var v value
		var err error
		if a.Op != nest.NoOp {
			old, ok := s.scalars[t.Id]
			if !ok {
				return fmt.Errorf("name %s is not defined", t.Id)
			}
			rhs, err := s.eval(a.Value)
			if err != nil {
				return err
			}
			v, err = binary(a.Op, old, rhs)
			if err != nil {
				return err
			}
		} else if v, err = s.eval(a.Value); err != nil {
			return err
		}
		s.scalars[t.Id] = v
		return nil
	case *nest.Ref:
		var v value
		var err error
		if a.Op == nest.NoOp {
			if v, err = s.eval(a.Value); err != nil {
				return err
			}
		}
		key, err := s.key(t)
		if err != nil {
			return err
		}
		if t.Synthetic {
			if a.Op != nest.NoOp {
				return fmt.Errorf("augmented assignment to predicate %s", t.Array)
			}
			if s.preds[t.Array] == nil {
				s.preds[t.Array] = map[string]bool{}
			}
			s.preds[t.Array][key] = v.truth()
			return nil
		}
		if a.Op != nest.NoOp {
			rhs, err := s.eval(a.Value)
			if err != nil {
				return err
			}
			if v, err = binary(a.Op, s.read(t.Array, key), rhs); err != nil {
				return err
			}
		}
		if s.arrays[t.Array] == nil {
			s.arrays[t.Array] = map[string]value{}
		}
		s.arrays[t.Array][key] = store(s.dtypes[t.Array], v)
		return nil
	}
	return fmt.Errorf("unexpected target %T", a.Target)
}

// store converts v to an array's element type as NumPy's setitem does.
func store(dtype nest.ConstKind, v value) value {
	if dtype == nest.Float {
		return floatVal(v.float())
	}
	if v.kind == nest.Float {
		if math.IsNaN(v.f) || math.IsInf(v.f, 0) {
			return intVal(math.MinInt64)
		}
		return intVal(int64(v.f)) // truncation toward zero
	}
	return intVal(v.i)
}

func (s *state) key(r *nest.Ref) (string, error) {
	parts := make([]string, len(r.Subs))
	for k, e := range r.Subs {
		v, err := s.eval(e)
		if err != nil {
			return "", err
		}
		if v.kind == nest.Float {
			return "", fmt.Errorf("float subscript")
		}
		parts[k] = fmt.Sprint(v.i)
	}
	return strings.Join(parts, ","), nil
}

func (s *state) eval(e nest.Expr) (value, error) {
	switch x := e.(type) {
	case *nest.Const:
		switch x.Kind {
		case nest.Int:
			return intVal(x.Int), nil
		case nest.Bool:
			return boolVal(x.Int != 0), nil
		}
		return floatVal(x.Float), nil
	case *nest.Name:
		switch x.Role {
		case nest.LoopVar:
			v, ok := s.loopVars[x.Id]
			if !ok {
				return value{}, fmt.Errorf("loop variable %s read outside its loop", x.Id)
			}
			return intVal(v), nil
		case nest.ScalarVar:
			v, ok := s.scalars[x.Id]
			if !ok {
				return value{}, fmt.Errorf("name %s is not defined", x.Id)
			}
			return v, nil
		}
		v, ok := s.symbols[x.Id]
		if !ok {
			return value{}, fmt.Errorf("symbol %s unbound", x.Id)
		}
		return v, nil
	case *nest.Ref:
		key, err := s.key(x)
		if err != nil {
			return value{}, err
		}
		if x.Synthetic {
			b, ok := s.preds[x.Array][key]
			if !ok {
				return value{}, fmt.Errorf("%w: %s[%s]", errUnset, x.Array, key)
			}
			return boolVal(b), nil
		}
		return s.read(x.Array, key), nil
	case *nest.Binary:
		a, err := s.eval(x.X)
		if err != nil {
			return value{}, err
		}
		b, err := s.eval(x.Y)
		if err != nil {
			return value{}, err
		}
		return binary(x.Op, a, b)
	case *nest.Unary:
		a, err := s.eval(x.X)
		if err != nil {
			return value{}, err
		}
		switch x.Op {
		case nest.Not:
			return boolVal(!a.truth()), nil
		case nest.Neg:
			if a.kind == nest.Float {
				return floatVal(-a.f), nil
			}
			if a.i == math.MinInt64 {
				return value{}, errOverflow
			}
			return intVal(-a.i), nil
		case nest.Plus:
			if a.kind == nest.Bool {
				return intVal(a.i), nil
			}
			return a, nil
		}
	case *nest.Compare:
		a, err := s.eval(x.X)
		if err != nil {
			return value{}, err
		}
		b, err := s.eval(x.Y)
		if err != nil {
			return value{}, err
		}
		return boolVal(compare(x.Op, a, b)), nil
	case *nest.Logic:
		a, err := s.eval(x.X)
		if err != nil {
			return value{}, err
		}
		if a.truth() == (x.Op == nest.Or) {
			return a, nil
		}
		return s.eval(x.Y)
	case *nest.Cond:
		t, err := s.eval(x.Test)
		if err != nil {
			return value{}, err
		}
		if t.truth() {
			return s.eval(x.Then)
		}
		return s.eval(x.Else)
	case *nest.Call:
		args := make([]value, len(x.Args))
		for k, a := range x.Args {
			v, err := s.eval(a)
			if err != nil {
				return value{}, err
			}
			args[k] = v
		}
		return call(x.Func, args)
	}
	return value{}, fmt.Errorf("cannot evaluate %T", e)
}

var (
	errOverflow = errors.New("int overflow (Python would use a big int)")
	errZeroDiv  = errors.New("ZeroDivisionError")
)

// binary is Python's a op b on ints, floats and bools.
func binary(op nest.BinOp, a, b value) (value, error) {
	if a.kind != nest.Float && b.kind != nest.Float && op != nest.Div {
		x, y := a.i, b.i
		switch op {
		case nest.Add:
			if r := x + y; (r > x) == (y > 0) {
				return intVal(r), nil
			}
			return value{}, errOverflow
		case nest.Sub:
			if r := x - y; (r < x) == (y > 0) {
				return intVal(r), nil
			}
			return value{}, errOverflow
		case nest.Mul:
			if x == 0 || y == 0 {
				return intVal(0), nil
			}
			r := x * y
			if r/y != x || x == -1 && y == math.MinInt64 || y == -1 && x == math.MinInt64 {
				return value{}, errOverflow
			}
			return intVal(r), nil
		case nest.FloorDiv, nest.Mod:
			if y == 0 {
				return value{}, errZeroDiv
			}
			if x == math.MinInt64 && y == -1 {
				return value{}, errOverflow
			}
			q, r := x/y, x%y
			if r != 0 && (r < 0) != (y < 0) {
				q--
				r += y
			}
			if op == nest.FloorDiv {
				return intVal(q), nil
			}
			return intVal(r), nil
		case nest.Pow:
			if y < 0 {
				if x == 0 {
					return value{}, errZeroDiv
				}
				return floatVal(math.Pow(float64(x), float64(y))), nil
			}
			r := int64(1)
			for k := int64(0); k < y; k++ {
				if x != 0 && (r*x/x != r) {
					return value{}, errOverflow
				}
				r *= x
				if r == 0 || r == 1 && x == 1 {
					break
				}
			}
			return intVal(r), nil
		case nest.Min:
			return intVal(min(x, y)), nil
		case nest.Max:
			return intVal(max(x, y)), nil
		}
		return value{}, fmt.Errorf("operator %v", op)
	}
	x, y := a.float(), b.float()
	switch op {
	case nest.Add:
		return floatVal(x + y), nil
	case nest.Sub:
		return floatVal(x - y), nil
	case nest.Mul:
		return floatVal(x * y), nil
	case nest.Div:
		if y == 0 {
			return value{}, errZeroDiv
		}
		return floatVal(x / y), nil
	case nest.FloorDiv:
		if y == 0 {
			return value{}, errZeroDiv
		}
		return floatVal(math.Floor(x / y)), nil
	case nest.Mod:
		if y == 0 {
			return value{}, errZeroDiv
		}
		r := math.Mod(x, y)
		if r != 0 && (r < 0) != (y < 0) {
			r += y
		}
		return floatVal(r), nil
	case nest.Pow:
		if x == 0 && y < 0 {
			return value{}, errZeroDiv
		}
		return floatVal(math.Pow(x, y)), nil
	case nest.Min:
		return floatVal(math.Min(x, y)), nil
	case nest.Max:
		return floatVal(math.Max(x, y)), nil
	}
	return value{}, fmt.Errorf("operator %v", op)
}

func compare(op nest.CmpOp, a, b value) bool {
	var c int
	if a.kind != nest.Float && b.kind != nest.Float {
		c = cmpInt(a.i, b.i)
	} else {
		x, y := a.float(), b.float()
		if math.IsNaN(x) || math.IsNaN(y) {
			return op == nest.Ne
		}
		c = cmpFloat(x, y)
	}
	switch op {
	case nest.Lt:
		return c < 0
	case nest.Le:
		return c <= 0
	case nest.Eq:
		return c == 0
	case nest.Ne:
		return c != 0
	case nest.Gt:
		return c > 0
	case nest.Ge:
		return c >= 0
	}
	return false
}

func cmpInt(x, y int64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

func cmpFloat(x, y float64) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

func call(fn string, args []value) (value, error) {
	switch fn {
	case "abs":
		if len(args) == 1 {
			a := args[0]
			if a.kind == nest.Float {
				return floatVal(math.Abs(a.f)), nil
			}
			if a.i < 0 {
				return binary(nest.Sub, intVal(0), a)
			}
			return intVal(a.i), nil
		}
	case "min", "max":
		if len(args) >= 1 {
			best := args[0]
			for _, a := range args[1:] {
				if fn == "min" && compare(nest.Lt, a, best) || fn == "max" && compare(nest.Gt, a, best) {
					best = a
				}
			}
			return best, nil
		}
	case "int":
		if len(args) == 1 {
			a := args[0]
			if a.kind == nest.Float {
				if math.IsNaN(a.f) || math.IsInf(a.f, 0) || math.Abs(a.f) >= 9e18 {
					return value{}, errOverflow
				}
				return intVal(int64(a.f)), nil
			}
			return intVal(a.i), nil
		}
	case "float":
		if len(args) == 1 {
			return floatVal(args[0].float()), nil
		}
	case "math.sqrt":
		if len(args) == 1 {
			if args[0].float() < 0 {
				return value{}, errors.New("ValueError: math domain error")
			}
			return floatVal(math.Sqrt(args[0].float())), nil
		}
	case "math.floor":
		if len(args) == 1 {
			if args[0].kind != nest.Float {
				return intVal(args[0].i), nil
			}
			return call("int", []value{floatVal(math.Floor(args[0].f))})
		}
	}
	return value{}, fmt.Errorf("call of %s with %d arguments", fn, len(args))
}
