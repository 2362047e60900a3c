// Package looprec is the Go executor of the loop record: it runs a nest's
// nest.Nest under its resolved plan (package depend), with exactly the
// interpreter's semantics (runtime.Value: Python int, float and bool
// arithmetic and errors, NumPy scalar promotion, CPython's math functions)
// and with the loops the plan allows split across goroutines. It runs the
// nests whose kernels cannot be built for the call's types
// (kernelgen says why), and is the reference for the other executors.
//
// It does not use the kernel IR, decide dependences or talk to the
// interpreter: package closure binds the values and converts the results
// back to Python objects.
package looprec

import (
	"slices"
	"sync"

	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/nest"
	"github.com/alpyna/alpyna/runtime"
)

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
// (*runtime.PyError); the arrays may then be partly written, by iterations in any
// order: the caller restores them and runs the nest in the interpreter to
// raise the error exactly where Python would.
func Run(inst *runtime.Instance) (map[string]runtime.Value, error) {
	n := inst.Plan.Nest
	x := &executor{inst: inst, n: n, parallel: make([]bool, len(n.Loops)),
		reduced: make([][]reduction, len(n.Loops)), exits: make([][]int, len(n.Loops))}
	// Sibling loops may share a variable name; nested ones may not, so one
	// slot per name holds the value of the loop in scope. Scalars and
	// predicates get slots of their own.
	x.slot, x.sslot = map[string]int{}, map[string]int{}
	for _, l := range n.Loops {
		if _, ok := x.slot[l.Var]; !ok {
			x.slot[l.Var] = len(x.slot)
		}
	}
	for _, sc := range n.Scalars {
		x.scalarSlot(sc.Name)
	}
	for _, p := range n.Predicates {
		x.scalarSlot(p.Name)
	}
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
				if n.Scalar(name).Locate != nil {
					// A location reduction keeps the value and locations
					// the interpreter would, types included, when its
					// loop runs in order; the kernels run it in chunks.
					x.parallel[l] = false
					continue
				}
				r := reduction{slot: x.scalarSlot(name), op: n.Scalar(name).Reduction}
				if r.op == nest.Min || r.op == nest.Max {
					// Which of equal values min and max keep (0.0 or
					// -0.0, a float or a NumPy float64) depends on the
					// order they meet in: the loop runs in order, as
					// the interpreter would.
					x.parallel[l] = false
				}
				if !slices.Contains(x.reduced[l], r) {
					x.reduced[l] = append(x.reduced[l], r)
				}
			}
		}
	}
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
			if k := x.scalarSlot(r.Array); !slices.Contains(x.exits[l], k) {
				x.exits[l] = append(x.exits[l], k)
			}
		}
	}
	// Compile every statement and bound once for this run.
	x.stmts = make([]stmtFn, len(n.Stmts))
	for i, st := range n.Stmts {
		x.stmts[i] = x.compileAssign(st)
	}
	x.bounds = make([][3]evalFn, len(n.Loops))
	for _, l := range n.Loops {
		x.bounds[l.Index] = [3]evalFn{x.compile(l.Start), x.compile(l.Stop), x.compile(l.Step)}
	}
	e := &env{vars: make([]int64, len(x.slot)), scalars: make([]runtime.Value, len(x.sslot)), set: make([]bool, len(x.sslot))}
	for _, sc := range n.Scalars {
		if v, ok := inst.Values[sc.Name]; ok {
			k := x.sslot[sc.Name]
			e.scalars[k], e.set[k] = v, true
		}
	}
	if err := x.body(e, []nest.Node{n.Root}, true); err != nil {
		return nil, err
	}
	out := map[string]runtime.Value{}
	for _, sc := range n.Scalars {
		if k := x.sslot[sc.Name]; e.set[k] {
			out[sc.Name] = e.scalars[k]
		}
	}
	return out, nil
}

type executor struct {
	inst     *runtime.Instance
	n        *nest.Nest
	parallel []bool         // per loop: may run its iterations concurrently
	reduced  [][]reduction  // per loop: scalars reduced over it
	slot     map[string]int // loop variable name -> index into env.vars
	sslot    map[string]int // scalar or predicate name -> index into env.scalars
	// exits lists, per loop, the slots of the exit flags of the breaks that
	// leave it: once one is set, if-conversion has guarded every later
	// statement of the loop off, so a sequential run stops there instead of
	// running the remaining iterations for nothing.
	exits  [][]int
	stmts  []stmtFn    // compiled statements, by statement index
	bounds [][3]evalFn // compiled start, stop, step, by loop index
}

type reduction struct {
	slot int
	op   nest.BinOp
}

func (x *executor) scalarSlot(name string) int {
	k, ok := x.sslot[name]
	if !ok {
		k = len(x.sslot)
		x.sslot[name] = k
	}
	return k
}

// env is one goroutine's view: loop variable values, and scalars and
// predicates (which are written and read within an iteration).
type env struct {
	vars    []int64
	scalars []runtime.Value
	set     []bool
}

func (e *env) clone() *env {
	return &env{vars: slices.Clone(e.vars), scalars: slices.Clone(e.scalars), set: slices.Clone(e.set)}
}

func (x *executor) body(e *env, nodes []nest.Node, mayFork bool) error {
	for _, nd := range nodes {
		switch s := nd.(type) {
		case *nest.Loop:
			if err := x.loop(e, s, mayFork); err != nil {
				return err
			}
		case *nest.Assign:
			if err := x.stmts[s.Index](e); err != nil {
				return err
			}
		}
	}
	return nil
}

// iterations returns the values the loop variable takes, as range does.
func (x *executor) iterations(e *env, l *nest.Loop) (start, step int64, count int64, err error) {
	b := x.bounds[l.Index]
	lo, err := intOf(b[0](e))
	if err != nil {
		return 0, 0, 0, err
	}
	hi, err := intOf(b[1](e))
	if err != nil {
		return 0, 0, 0, err
	}
	step = l.StepValue
	if step == 0 {
		if step, err = intOf(b[2](e)); err != nil {
			return 0, 0, 0, err
		}
		if step == 0 {
			return 0, 0, 0, runtime.Raise("ValueError", "range() arg 3 must not be zero")
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

func intOf(v runtime.Value, err error) (int64, error) {
	if err != nil {
		return 0, err
	}
	switch v.Kind {
	case runtime.PyInt, runtime.PyBool:
		return v.I, nil
	case runtime.NumPy:
		if v.S.DType != ndarray.Float32 && v.S.DType != ndarray.Float64 {
			return v.S.Int(), nil
		}
	}
	return 0, runtime.Raise("TypeError", "'float' object cannot be interpreted as an integer")
}

func (x *executor) loop(e *env, l *nest.Loop, mayFork bool) error {
	start, step, count, err := x.iterations(e, l)
	if err != nil {
		return err
	}
	v := x.slot[l.Var]
	threads := int64(x.inst.Threads)
	// Reductions combine chunk by chunk: the chunks depend on the trip
	// count only, so a float sum has one answer for every thread count.
	if len(x.reduced[l.Index]) > 0 {
		threads = reductionChunks
		if x.inst.Exact {
			threads = 1
		}
	}
	if !mayFork || !x.parallel[l.Index] || count < 2 || threads < 2 {
		exits := x.exits[l.Index]
		for it := int64(0); it < count; it++ {
			e.vars[v] = start + it*step
			if err := x.body(e, l.Body, mayFork); err != nil {
				return err
			}
			for _, k := range exits {
				if e.set[k] && e.scalars[k].Truth() {
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
			for _, r := range reduced {
				w.scalars[r.slot], w.set[r.slot] = identity(r.op, e.scalars[r.slot]), true
			}
		}
		workers[c] = w
		lo, hi := count*c/chunks, count*(c+1)/chunks
		wg.Add(1)
		go func() {
			defer wg.Done()
			for it := lo; it < hi; it++ {
				w.vars[v] = start + it*step
				if err := x.body(w, l.Body, false); err != nil {
					errs[c] = err
					return
				}
			}
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
	copy(e.scalars, last.scalars)
	copy(e.set, last.set)
	for _, r := range reduced {
		acc := workers[0].scalars[r.slot]
		for _, w := range workers[1:] {
			var err error
			if acc, err = combine(r.op, acc, w.scalars[r.slot]); err != nil {
				return err
			}
		}
		e.scalars[r.slot], e.set[r.slot] = acc, true
	}
	return nil
}

// reductionChunks is how many chunks a loop with reductions runs in, for
// any thread count (the goroutines beyond the threads just wait their
// turn on the scheduler).
const reductionChunks = 16

// identity is the starting value of a reduction's partial result: 0 for +,
// 1 for *, False for | and ^ (x | False and x ^ False are x, of x's own
// type, be it a bool, an int or a NumPy integer or bool), and the value so
// far for min, max and & (which it leaves unchanged: x & x is x). The 0
// and 1 of a NumPy accumulator are of its own type: NumPy 1.24 adds a
// Python int and a float32 scalar in float64, so a partial sum started
// from int 0 would come back float64 where CPython's sum stays float32.
func identity(op nest.BinOp, current runtime.Value) runtime.Value {
	switch op {
	case nest.Add, nest.Mul:
		unit := int64(0)
		if op == nest.Mul {
			unit = 1
		}
		if current.Kind == runtime.NumPy {
			return runtime.NumPyScalar(ndarray.MakeInt(ndarray.Int64, unit).Convert(current.S.DType))
		}
		return runtime.Int(unit)
	case nest.BitOr, nest.BitXor:
		return runtime.Bool(false)
	}
	return current
}

func combine(op nest.BinOp, a, b runtime.Value) (runtime.Value, error) {
	switch op {
	case nest.Min:
		return runtime.Call("min", []runtime.Value{a, b})
	case nest.Max:
		return runtime.Call("max", []runtime.Value{a, b})
	}
	return runtime.Binary(op, a, b)
}

// storeValue converts v for an element of an array of dtype dt, as NumPy's
// setitem does: a Python float goes through int() for an integer array.
func storeValue(dt ndarray.DType, v runtime.Value) (ndarray.Scalar, error) {
	switch v.Kind {
	case runtime.PyFloat:
		if dt == ndarray.Int32 || dt == ndarray.Int64 {
			iv, err := runtime.Call("int", []runtime.Value{v})
			if err != nil {
				return ndarray.Scalar{}, err
			}
			return ndarray.MakeInt(dt, iv.I), nil
		}
		return ndarray.MakeFloat(ndarray.Float64, v.F).Convert(dt), nil
	case runtime.PyInt:
		return ndarray.MakeInt(ndarray.Int64, v.I).Convert(dt), nil
	case runtime.PyBool:
		return ndarray.MakeBool(v.I != 0).Convert(dt), nil
	}
	return v.S.Convert(dt), nil
}

// maxDims is how many subscripts an element access resolves without
// allocating.
const maxDims = 8
