package looprec

import (
	"fmt"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/runtime"
)

// An evalFn evaluates one expression in a goroutine's environment; a
// stmtFn runs one statement. The executor compiles the nest into these once
// per run: names are resolved to slots, arrays and loop-invariant values
// are bound, so executing a statement walks no maps.
type (
	evalFn func(e *env) (runtime.Value, error)
	stmtFn func(e *env) error
)

func constant(v runtime.Value) evalFn { return func(*env) (runtime.Value, error) { return v, nil } }

func failing(err error) evalFn {
	return func(*env) (runtime.Value, error) { return runtime.Value{}, err }
}

// compile turns an expression into an evalFn.
func (x *executor) compile(ex nest.Expr) evalFn {
	switch t := ex.(type) {
	case *nest.Const:
		switch t.Kind {
		case nest.Int:
			return constant(runtime.Int(t.Int))
		case nest.Bool:
			return constant(runtime.Bool(t.Int != 0))
		}
		return constant(runtime.Float(t.Float))
	case *nest.Name:
		switch t.Role {
		case nest.LoopVar:
			if k, ok := x.slot[t.Id]; ok {
				return func(e *env) (runtime.Value, error) { return runtime.Int(e.vars[k]), nil }
			}
		case nest.ScalarVar:
			k := x.scalarSlot(t.Id)
			unbound := runtime.Raise("UnboundLocalError", "local variable '%s' referenced before assignment", t.Id)
			return func(e *env) (runtime.Value, error) {
				if !e.set[k] {
					return runtime.Value{}, unbound
				}
				return e.scalars[k], nil
			}
		}
		if v, ok := x.inst.Values[t.Id]; ok {
			return constant(v)
		}
		return failing(runtime.Raise("NameError", "name '%s' is not defined", t.Id))
	case *nest.Opaque:
		if v, ok := x.inst.Values[t.Text]; ok {
			return constant(v)
		}
		return failing(fmt.Errorf("runtime: no value for %s", t.Text))
	case *nest.Ref:
		if t.Synthetic {
			k := x.scalarSlot(t.Array)
			return func(e *env) (runtime.Value, error) {
				if e.set[k] {
					return e.scalars[k], nil
				}
				return runtime.Bool(false), nil
			}
		}
		a, subs, err := x.compileRef(t)
		if err != nil {
			return failing(err)
		}
		return func(e *env) (runtime.Value, error) {
			var buf [maxDims]int
			idx, err := element(e, a, subs, buf[:0])
			if err != nil {
				return runtime.Value{}, err
			}
			return runtime.NumPyScalar(a.At(idx...)), nil
		}
	case *nest.Binary:
		op := t.Op
		if op == nest.Min || op == nest.Max {
			name := op.String()
			return x.pair(t.X, t.Y, func(a, b runtime.Value) (runtime.Value, error) { return runtime.Call(name, []runtime.Value{a, b}) })
		}
		return x.pair(t.X, t.Y, func(a, b runtime.Value) (runtime.Value, error) { return runtime.Binary(op, a, b) })
	case *nest.Unary:
		f, op := x.compile(t.X), t.Op
		return func(e *env) (runtime.Value, error) {
			a, err := f(e)
			if err != nil {
				return runtime.Value{}, err
			}
			return runtime.Unary(op, a)
		}
	case *nest.Compare:
		op := t.Op
		return x.pair(t.X, t.Y, func(a, b runtime.Value) (runtime.Value, error) { return runtime.Compare(op, a, b) })
	case *nest.Logic:
		l, r, and := x.compile(t.X), x.compile(t.Y), t.Op == nest.And
		return func(e *env) (runtime.Value, error) {
			a, err := l(e)
			if err != nil {
				return runtime.Value{}, err
			}
			if and != a.Truth() {
				return a, nil // and stops at a false value, or at a true one
			}
			return r(e)
		}
	case *nest.Cond:
		c, th, el := x.compile(t.Test), x.compile(t.Then), x.compile(t.Else)
		return func(e *env) (runtime.Value, error) {
			v, err := c(e)
			if err != nil {
				return runtime.Value{}, err
			}
			if v.Truth() {
				return th(e)
			}
			return el(e)
		}
	case *nest.Call:
		args := make([]evalFn, len(t.Args))
		for i, a := range t.Args {
			args[i] = x.compile(a)
		}
		fn := t.Func
		return func(e *env) (runtime.Value, error) {
			var buf [4]runtime.Value
			vals := buf[:0]
			for _, f := range args {
				v, err := f(e)
				if err != nil {
					return runtime.Value{}, err
				}
				vals = append(vals, v)
			}
			return runtime.Call(fn, vals)
		}
	}
	return failing(fmt.Errorf("runtime: cannot evaluate %T", ex))
}

// pair compiles an operation on two operands evaluated left to right.
func (x *executor) pair(left, right nest.Expr, op func(a, b runtime.Value) (runtime.Value, error)) evalFn {
	l, r := x.compile(left), x.compile(right)
	return func(e *env) (runtime.Value, error) {
		a, err := l(e)
		if err != nil {
			return runtime.Value{}, err
		}
		b, err := r(e)
		if err != nil {
			return runtime.Value{}, err
		}
		return op(a, b)
	}
}

// compileRef binds an array reference's array and compiles its subscripts.
func (x *executor) compileRef(r *nest.Ref) (*ndarray.Array, []evalFn, error) {
	a, ok := x.inst.Arrays[r.Array]
	if !ok {
		return nil, nil, fmt.Errorf("runtime: no array %q", r.Array)
	}
	if len(r.Subs) > a.NDim() {
		return nil, nil, runtime.Raise("IndexError", "too many indices for array: array is %d-dimensional, but %d were indexed", a.NDim(), len(r.Subs))
	}
	if len(r.Subs) < a.NDim() {
		return nil, nil, runtime.Raise("TypeError", "a sub-array a[%d indices] cannot be a scalar in an accelerated nest", len(r.Subs))
	}
	subs := make([]evalFn, len(r.Subs))
	for i, s := range r.Subs {
		subs[i] = x.compile(s)
	}
	return a, subs, nil
}

// element evaluates subscripts into normalised indices, appended to idx,
// with NumPy's negative indices and bounds errors.
func element(e *env, a *ndarray.Array, subs []evalFn, idx []int) ([]int, error) {
	for k, s := range subs {
		v, err := s(e)
		if err != nil {
			return nil, err
		}
		i, err := v.Index()
		if err != nil {
			return nil, err
		}
		n, err := a.Normalize(k, int(i))
		if err != nil {
			return nil, runtime.Raise("IndexError", "%s", err.Error())
		}
		idx = append(idx, n)
	}
	return idx, nil
}

// compileAssign compiles a statement: its predicate, its value (with the
// target's current value for an augmented assignment) and the store.
func (x *executor) compileAssign(st *nest.Assign) stmtFn {
	var pred evalFn
	if st.Pred != nil {
		pred = x.compile(st.Pred)
	}
	value := x.compile(st.Value)
	var current evalFn
	if st.Op != nest.NoOp {
		current = x.compile(st.Target)
	}
	op := st.Op
	rhs := func(e *env) (runtime.Value, bool, error) {
		if pred != nil {
			p, err := pred(e)
			if err != nil || !p.Truth() {
				return runtime.Value{}, false, err
			}
		}
		v, err := value(e)
		if err != nil {
			return runtime.Value{}, false, err
		}
		if current != nil {
			cur, err := current(e)
			if err != nil {
				return runtime.Value{}, false, err
			}
			if v, err = runtime.Binary(op, cur, v); err != nil {
				return runtime.Value{}, false, err
			}
		}
		return v, true, nil
	}
	switch t := st.Target.(type) {
	case *nest.Name:
		k := x.scalarSlot(t.Id)
		return func(e *env) error {
			v, run, err := rhs(e)
			if run {
				e.scalars[k], e.set[k] = v, true
			}
			return err
		}
	case *nest.Ref:
		if t.Synthetic {
			k := x.scalarSlot(t.Array)
			return func(e *env) error {
				v, run, err := rhs(e)
				if run {
					e.scalars[k], e.set[k] = v, true
				}
				return err
			}
		}
		a, subs, err := x.compileRef(t)
		if err != nil {
			return func(*env) error { return err }
		}
		dt := a.DType()
		return func(e *env) error {
			v, run, err := rhs(e)
			if !run || err != nil {
				return err
			}
			var buf [maxDims]int
			idx, err := element(e, a, subs, buf[:0])
			if err != nil {
				return err
			}
			s, err := storeValue(dt, v)
			if err != nil {
				return err
			}
			a.Set(s, idx...)
			return nil
		}
	}
	return func(*env) error { return fmt.Errorf("runtime: assignment to %T", st.Target) }
}
