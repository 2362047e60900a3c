package runtime

import (
	"fmt"
	"slices"
	"sync"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
)

// An Instance is one execution of a nest: its resolved plan and the values
// it runs with.
type Instance struct {
	Plan *depend.NestPlan

	// Arrays holds the nest's arrays by name; Values its symbols, the
	// values of bounds named by their text (len(a)), and the scalars it may
	// read before writing them.
	Arrays map[string]*ndarray.Array
	Values map[string]Value

	// Threads is how many goroutines a parallel loop is split across.
	Threads int
}

// Run executes the nest and returns the values of its scalars afterwards
// (those it assigned, and those it was given).
//
// Loops run in the nest's own structure: a loop runs its iterations in
// parallel when the plan reports no dependence carried by it among the
// statements it holds, other than the reductions of scalars, which each
// goroutine accumulates in its own copy and which are combined in iteration
// order afterwards. Private scalars and predicates live in each goroutine's
// environment. Statements are not distributed into separate loops, which
// keeps private scalars unexpanded at the price of parallelism in the rare
// nest where only distribution would allow it.
//
// An error is returned as the Python exception the statement raised
// (*PyError); the arrays may then be partly written, by iterations in any
// order: the caller restores them and runs the nest in the interpreter to
// raise the error exactly where Python would.
func Run(inst *Instance) (map[string]Value, error) {
	n := inst.Plan.Nest
	x := &executor{inst: inst, n: n, parallel: make([]bool, len(n.Loops)), reduced: make([]map[string]nest.BinOp, len(n.Loops))}
	carried := make([]bool, len(n.Loops))
	for _, d := range inst.Plan.Deps {
		if d.CarriedBy >= 0 {
			carried[d.CarriedBy] = true
		}
	}
	for _, l := range n.Loops {
		x.parallel[l.Index] = !carried[l.Index]
	}
	for i, st := range n.Stmts {
		sp := inst.Plan.Stmts[i]
		for k, l := range sp.Loops {
			if !sp.Parallel[k] {
				x.parallel[l] = false
			}
			if sp.Reduction[k] {
				name := st.Target.(*nest.Name).Id
				if x.reduced[l] == nil {
					x.reduced[l] = map[string]nest.BinOp{}
				}
				x.reduced[l][name] = n.Scalar(name).Reduction
			}
		}
	}
	// Sibling loops may share a variable name; nested ones may not, so one
	// slot per name holds the value of the loop in scope.
	x.slot = map[string]int{}
	for _, l := range n.Loops {
		if _, ok := x.slot[l.Var]; !ok {
			x.slot[l.Var] = len(x.slot)
		}
	}
	x.exits = make([][]string, len(n.Loops))
	exitFlag := map[string]bool{}
	for _, p := range n.Predicates {
		if p.Exit {
			exitFlag[p.Name] = true
		}
	}
	for _, st := range n.Stmts {
		r, ok := st.Target.(*nest.Ref)
		c, isConst := st.Value.(*nest.Const)
		if ok && r.Synthetic && exitFlag[r.Array] && isConst && c.Int != 0 && len(st.Loops) > 0 {
			l := st.Loops[len(st.Loops)-1]
			if !slices.Contains(x.exits[l], r.Array) {
				x.exits[l] = append(x.exits[l], r.Array)
			}
		}
	}
	env := &env{vars: make([]int64, len(x.slot)), scalars: map[string]Value{}}
	for _, s := range n.Scalars {
		if v, ok := inst.Values[s.Name]; ok {
			env.scalars[s.Name] = v
		}
	}
	if err := x.body(env, []nest.Node{n.Root}, inst.Threads > 1); err != nil {
		return nil, err
	}
	out := map[string]Value{}
	for _, s := range n.Scalars {
		if v, ok := env.scalars[s.Name]; ok {
			out[s.Name] = v
		}
	}
	return out, nil
}

type executor struct {
	inst     *Instance
	n        *nest.Nest
	parallel []bool                  // per loop: may run its iterations concurrently
	reduced  []map[string]nest.BinOp // per loop: scalars reduced over it, with their operator
	slot     map[string]int          // loop variable name -> index into env.vars
	// exits lists, per loop, the exit flags of the breaks that leave it:
	// once one is set, if-conversion has guarded every later statement of
	// the loop off, so a sequential run stops there instead of running the
	// remaining iterations for nothing.
	exits [][]string
}

// env is one goroutine's view: loop variable values and scalars
// (including predicates, which are written and read within an iteration).
type env struct {
	vars    []int64
	scalars map[string]Value
	ran     bool // ran at least one iteration of the loop it was made for
}

func (e *env) clone() *env {
	c := &env{vars: append([]int64(nil), e.vars...), scalars: make(map[string]Value, len(e.scalars))}
	for k, v := range e.scalars {
		c.scalars[k] = v
	}
	return c
}

func (x *executor) body(e *env, nodes []nest.Node, mayFork bool) error {
	for _, nd := range nodes {
		switch s := nd.(type) {
		case *nest.Loop:
			if err := x.loop(e, s, mayFork); err != nil {
				return err
			}
		case *nest.Assign:
			if err := x.assign(e, s); err != nil {
				return err
			}
		}
	}
	return nil
}

// iterations returns the values the loop variable takes, as range does.
func (x *executor) iterations(e *env, l *nest.Loop) (start, step int64, count int64, err error) {
	lo, err := x.intOf(e, l.Start)
	if err != nil {
		return 0, 0, 0, err
	}
	hi, err := x.intOf(e, l.Stop)
	if err != nil {
		return 0, 0, 0, err
	}
	step = l.StepValue
	if step == 0 {
		if step, err = x.intOf(e, l.Step); err != nil {
			return 0, 0, 0, err
		}
		if step == 0 {
			return 0, 0, 0, raise("ValueError", "range() arg 3 must not be zero")
		}
	}
	switch {
	case step > 0 && lo < hi:
		count = (hi - lo + step - 1) / step
	case step < 0 && lo > hi:
		count = (lo - hi - step - 1) / -step
	}
	return lo, step, count, nil
}

func (x *executor) intOf(e *env, ex nest.Expr) (int64, error) {
	v, err := x.eval(e, ex)
	if err != nil {
		return 0, err
	}
	switch v.Kind {
	case PyInt, PyBool:
		return v.I, nil
	case NumPy:
		if v.S.DType != ndarray.Float32 && v.S.DType != ndarray.Float64 {
			return v.S.Int(), nil
		}
	}
	return 0, raise("TypeError", "'float' object cannot be interpreted as an integer")
}

func (x *executor) loop(e *env, l *nest.Loop, mayFork bool) error {
	start, step, count, err := x.iterations(e, l)
	if err != nil {
		return err
	}
	threads := int64(x.inst.Threads)
	if !mayFork || !x.parallel[l.Index] || count < 2 || threads < 2 {
		exits := x.exits[l.Index]
		for it := int64(0); it < count; it++ {
			e.vars[x.slot[l.Var]] = start + it*step
			if err := x.body(e, l.Body, mayFork); err != nil {
				return err
			}
			for _, flag := range exits {
				if v, ok := e.scalars[flag]; ok && v.Truth() {
					return nil
				}
			}
		}
		return nil
	}
	chunks := min(threads, count)
	workers := make([]*env, chunks)
	errs := make([]error, chunks)
	reduced := x.reduced[l.Index]
	var wg sync.WaitGroup
	for c := range chunks {
		w := e.clone()
		if c > 0 {
			for name, op := range reduced {
				w.scalars[name] = identity(op, e.scalars[name])
			}
		}
		workers[c] = w
		lo, hi := count*c/chunks, count*(c+1)/chunks
		wg.Add(1)
		go func() {
			defer wg.Done()
			for it := lo; it < hi; it++ {
				w.vars[x.slot[l.Var]] = start + it*step
				if err := x.body(w, l.Body, false); err != nil {
					errs[c] = err
					return
				}
			}
			w.ran = hi > lo
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	// Scalars: reductions combine in iteration order; everything else
	// (private values) comes from the goroutine that ran the last iteration.
	last := workers[len(workers)-1]
	for name, v := range last.scalars {
		if _, ok := reduced[name]; !ok {
			e.scalars[name] = v
		}
	}
	for name, op := range reduced {
		acc := workers[0].scalars[name]
		for _, w := range workers[1:] {
			var err error
			if acc, err = combine(op, acc, w.scalars[name]); err != nil {
				return err
			}
		}
		e.scalars[name] = acc
	}
	return nil
}

// identity is the starting value of a reduction's partial result: 0 for +,
// 1 for *, and the value so far for min and max.
func identity(op nest.BinOp, current Value) Value {
	switch op {
	case nest.Add:
		return Int(0)
	case nest.Mul:
		return Int(1)
	}
	return current
}

func combine(op nest.BinOp, a, b Value) (Value, error) {
	switch op {
	case nest.Min:
		return Call("min", []Value{a, b})
	case nest.Max:
		return Call("max", []Value{a, b})
	}
	return Binary(op, a, b)
}

func (x *executor) assign(e *env, st *nest.Assign) error {
	if st.Pred != nil {
		p, err := x.eval(e, st.Pred)
		if err != nil {
			return err
		}
		if !p.Truth() {
			return nil
		}
	}
	v, err := x.eval(e, st.Value)
	if err != nil {
		return err
	}
	if st.Op != nest.NoOp {
		cur, err := x.eval(e, st.Target)
		if err != nil {
			return err
		}
		if v, err = Binary(st.Op, cur, v); err != nil {
			return err
		}
	}
	switch t := st.Target.(type) {
	case *nest.Name:
		e.scalars[t.Id] = v
		return nil
	case *nest.Ref:
		if t.Synthetic {
			e.scalars[t.Array] = v
			return nil
		}
		var buf [maxDims]int
		a, idx, err := x.element(e, t, &buf)
		if err != nil {
			return err
		}
		s, err := storeValue(a.DType(), v)
		if err != nil {
			return err
		}
		a.Set(s, idx...)
		return nil
	}
	return fmt.Errorf("runtime: assignment to %T", st.Target)
}

// storeValue converts v for an element of an array of dtype dt, as NumPy's
// setitem does: a Python float goes through int() for an integer array.
func storeValue(dt ndarray.DType, v Value) (ndarray.Scalar, error) {
	switch v.Kind {
	case PyFloat:
		if dt == ndarray.Int32 || dt == ndarray.Int64 {
			iv, err := Call("int", []Value{v})
			if err != nil {
				return ndarray.Scalar{}, err
			}
			return ndarray.MakeInt(dt, iv.I), nil
		}
		return ndarray.MakeFloat(ndarray.Float64, v.F).Convert(dt), nil
	case PyInt:
		return ndarray.MakeInt(ndarray.Int64, v.I).Convert(dt), nil
	case PyBool:
		return ndarray.MakeBool(v.I != 0).Convert(dt), nil
	}
	return v.S.Convert(dt), nil
}

// maxDims is how many subscripts element resolves without allocating.
const maxDims = 8

// element resolves an array reference to its array and normalised indices,
// which it stores in buf when they fit.
func (x *executor) element(e *env, r *nest.Ref, buf *[maxDims]int) (*ndarray.Array, []int, error) {
	a, ok := x.inst.Arrays[r.Array]
	if !ok {
		return nil, nil, fmt.Errorf("runtime: no array %q", r.Array)
	}
	if len(r.Subs) > a.NDim() {
		return nil, nil, raise("IndexError", "too many indices for array: array is %d-dimensional, but %d were indexed", a.NDim(), len(r.Subs))
	}
	if len(r.Subs) < a.NDim() {
		return nil, nil, raise("TypeError", "a sub-array a[%d indices] cannot be a scalar in an accelerated nest", len(r.Subs))
	}
	idx := buf[:0]
	for k, s := range r.Subs {
		v, err := x.eval(e, s)
		if err != nil {
			return nil, nil, err
		}
		i, err := v.Index()
		if err != nil {
			return nil, nil, err
		}
		n, err := a.Normalize(k, int(i))
		if err != nil {
			return nil, nil, raise("IndexError", "%s", err.Error())
		}
		idx = append(idx, n)
	}
	return a, idx, nil
}

func (x *executor) eval(e *env, ex nest.Expr) (Value, error) {
	switch t := ex.(type) {
	case *nest.Const:
		switch t.Kind {
		case nest.Int:
			return Int(t.Int), nil
		case nest.Bool:
			return Bool(t.Int != 0), nil
		}
		return Float(t.Float), nil
	case *nest.Name:
		switch t.Role {
		case nest.LoopVar:
			if k, ok := x.slot[t.Id]; ok {
				return Int(e.vars[k]), nil
			}
		case nest.ScalarVar:
			if v, ok := e.scalars[t.Id]; ok {
				return v, nil
			}
			return Value{}, raise("UnboundLocalError", "local variable '%s' referenced before assignment", t.Id)
		}
		if v, ok := x.inst.Values[t.Id]; ok {
			return v, nil
		}
		return Value{}, raise("NameError", "name '%s' is not defined", t.Id)
	case *nest.Opaque:
		if v, ok := x.inst.Values[t.Text]; ok {
			return v, nil
		}
		return Value{}, fmt.Errorf("runtime: no value for %s", t.Text)
	case *nest.Ref:
		if t.Synthetic {
			if v, ok := e.scalars[t.Array]; ok {
				return v, nil
			}
			return Bool(false), nil
		}
		return x.load(e, t)
	case *nest.Binary:
		a, err := x.eval(e, t.X)
		if err != nil {
			return Value{}, err
		}
		b, err := x.eval(e, t.Y)
		if err != nil {
			return Value{}, err
		}
		if t.Op == nest.Min || t.Op == nest.Max {
			return Call(t.Op.String(), []Value{a, b})
		}
		return Binary(t.Op, a, b)
	case *nest.Unary:
		a, err := x.eval(e, t.X)
		if err != nil {
			return Value{}, err
		}
		return Unary(t.Op, a)
	case *nest.Compare:
		a, err := x.eval(e, t.X)
		if err != nil {
			return Value{}, err
		}
		b, err := x.eval(e, t.Y)
		if err != nil {
			return Value{}, err
		}
		return Compare(t.Op, a, b)
	case *nest.Logic:
		a, err := x.eval(e, t.X)
		if err != nil {
			return Value{}, err
		}
		if (t.Op == nest.And) != a.Truth() {
			return a, nil
		}
		return x.eval(e, t.Y)
	case *nest.Cond:
		c, err := x.eval(e, t.Test)
		if err != nil {
			return Value{}, err
		}
		if c.Truth() {
			return x.eval(e, t.Then)
		}
		return x.eval(e, t.Else)
	case *nest.Call:
		args := make([]Value, len(t.Args))
		for i, a := range t.Args {
			v, err := x.eval(e, a)
			if err != nil {
				return Value{}, err
			}
			args[i] = v
		}
		return Call(t.Func, args)
	}
	return Value{}, fmt.Errorf("runtime: cannot evaluate %T", ex)
}

// load reads an array element.
func (x *executor) load(e *env, r *nest.Ref) (Value, error) {
	var buf [maxDims]int
	a, idx, err := x.element(e, r, &buf)
	if err != nil {
		return Value{}, err
	}
	return NumPyScalar(a.At(idx...)), nil
}
