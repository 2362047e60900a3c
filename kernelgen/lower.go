// This file lowers expressions of the loop record to typed kernel
// expressions, and settles the types of the nest's scalars.

package kernelgen

import (
	"fmt"
	"math"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// convert returns x as type t (x itself when it has that type).
func convert(x kernel.Expr, t kernel.Type) kernel.Expr {
	if x.Type() == t {
		return x
	}
	if c, ok := x.(*kernel.Const); ok {
		return constAs(c, t)
	}
	return &kernel.Convert{X: x, T: t}
}

// constAs folds a conversion of a constant where it is exact and cannot
// fail: ints and bools to anything, floats to floats.
func constAs(c *kernel.Const, t kernel.Type) kernel.Expr {
	switch {
	case t.IsBool():
		if c.T.IsFloat() {
			return &kernel.Const{T: t, I: b2i(c.F != 0)}
		}
		return &kernel.Const{T: t, I: b2i(c.I != 0)}
	case t.IsFloat() && c.T.IsFloat():
		f := c.F
		if t == kernel.Float32 {
			f = float64(float32(f))
		}
		return &kernel.Const{T: t, F: f}
	case t.IsFloat():
		f := float64(c.I)
		if c.T == kernel.UInt64 {
			f = float64(uint64(c.I))
		}
		if t == kernel.Float32 {
			f = float64(float32(f))
		}
		return &kernel.Const{T: t, F: f}
	case !c.T.IsFloat():
		return &kernel.Const{T: t, I: wrapInt(t, c.I)}
	}
	return &kernel.Convert{X: c, T: t}
}

// wrapInt is NumPy's cast of the int v to the integer type t, as t's
// register holds it (kernel.Type's extended ints).
func wrapInt(t kernel.Type, v int64) int64 {
	switch t {
	case kernel.Int32:
		return int64(int32(v))
	case kernel.Int8:
		return int64(int8(v))
	case kernel.Int16:
		return int64(int16(v))
	case kernel.UInt8:
		return int64(uint8(v))
	case kernel.UInt16:
		return int64(uint16(v))
	case kernel.UInt32:
		return int64(uint32(v))
	}
	return v
}

func b2i(v bool) int64 {
	if v {
		return 1
	}
	return 0
}

// truth is Python's truth value of x, a Python bool.
func truth(x kernel.Expr) kernel.Expr { return convert(x, kernel.PyBool) }

// typeOf is the type set of a loop-record expression, from the bound types
// and the scalars' sets so far; ok is false when some operand has no type
// yet (a scalar not assigned yet in the fixpoint) or the operation is not
// compiled.
func (b *builder) typeOf(e nest.Expr) (typeSet, bool) {
	switch x := e.(type) {
	case *nest.Const:
		switch x.Kind {
		case nest.Int:
			return single(kernel.PyInt), true
		case nest.Bool:
			return single(kernel.PyBool), true
		}
		return single(kernel.PyFloat), true
	case *nest.Name:
		switch x.Role {
		case nest.LoopVar:
			return single(kernel.PyInt), true
		case nest.ScalarVar:
			s := b.scalarSets[x.Id]
			return s, s != 0
		}
		t, ok := b.types.Values[x.Id]
		return single(t), ok
	case *nest.Opaque:
		t, ok := b.types.Values[x.Text]
		return single(t), ok
	case *nest.Ref:
		if x.Synthetic {
			return single(kernel.PyBool), true
		}
		a, ok := b.types.Arrays[x.Array]
		return single(a.Elem), ok
	case *nest.Binary:
		xs, ok1 := b.typeOf(x.X)
		ys, ok2 := b.typeOf(x.Y)
		if !ok1 || !ok2 {
			return 0, false
		}
		s, err := arithSet(x.Op, xs, ys)
		return s, err == nil
	case *nest.Unary:
		xs, ok := b.typeOf(x.X)
		if !ok {
			return 0, false
		}
		var out typeSet
		for _, t := range xs.members() {
			u, err := unaryType(x.Op, t)
			if err != nil {
				return 0, false
			}
			out |= single(u)
		}
		return out, true
	case *nest.Compare:
		xs, ok1 := b.typeOf(x.X)
		ys, ok2 := b.typeOf(x.Y)
		_, r := compareSet(xs, ys)
		return r, ok1 && ok2
	case *nest.Logic:
		xs, ok1 := b.typeOf(x.X)
		ys, ok2 := b.typeOf(x.Y)
		return xs | ys, ok1 && ok2
	case *nest.Cond:
		xs, ok1 := b.typeOf(x.Then)
		ys, ok2 := b.typeOf(x.Else)
		return xs | ys, ok1 && ok2
	case *nest.Call:
		args := make([]typeSet, len(x.Args))
		for i, a := range x.Args {
			s, ok := b.typeOf(a)
			if !ok {
				return 0, false
			}
			args[i] = s
		}
		switch x.Func {
		case "abs":
			var out typeSet
			for _, t := range args[0].members() {
				u, err := unaryType(nest.Neg, t)
				if err != nil {
					return 0, false
				}
				out |= single(u)
			}
			return out, true
		case "min", "max":
			s := args[0]
			for _, a := range args[1:] {
				var err error
				if s, err = arithSet(nest.Min, s, a); err != nil {
					return 0, false
				}
			}
			return s, true
		case "int":
			return single(kernel.PyInt), true
		}
		if fn, _, ok := kernel.LookupIntrinsic(x.Func); ok && fn.Info().Draws {
			return single(fn.Info().Result), true // a Python float or int, as NumPy's scalar draws
		}
		if name, ok := strings.CutPrefix(x.Func, "numpy."); ok {
			if _, op := kernel.NumPyOps[name]; op {
				t, err := numpyOpResult(name, args)
				return single(t), err == nil
			}
			return single(numpyResult(name, args)), true
		}
		if fn, ok := kernel.Intrinsics[x.Func]; ok {
			return single(fn.Info().Result), true
		}
		return single(kernel.PyFloat), true
	}
	return 0, false
}

// inferScalars computes the type set of every scalar and predicate: the
// types of the values assigned to it, and of its value before the nest
// where it may read that, to a fixpoint.
func (b *builder) inferScalars() {
	b.inferScalarsFrom(nil)
	// total = 0 before total += a[i]: an int the nest only ever adds to
	// floats becomes a float where it is first used, as the float it
	// converts to there (float(int) and NumPy's int64 cast both round to
	// nearest), so the nest may take it as that float on entry.
	widened := map[string]kernel.Type{}
	for _, sc := range b.n.Scalars {
		t, ok := b.types.Values[sc.Name]
		if !ok || !sc.LiveIn || b.scalarSets[sc.Name].count() < 2 {
			continue
		}
		if _, _, err := b.scalarSets[sc.Name].rep(); err == nil && !intHeldAsFloat(b.scalarSets[sc.Name]) {
			continue
		}
		if f := floatOf(t); f != kernel.Invalid && floatClass(b.assignSets[sc.Name]) && b.readsOnlyWithFloats(sc.Name) {
			widened[sc.Name] = f
		}
	}
	if len(widened) > 0 {
		b.inferScalarsFrom(widened)
	}
	for _, sc := range b.n.Scalars {
		if b.scalarSets[sc.Name] == 0 {
			b.fail(sc.Pos, "the type of %s cannot be inferred", sc.Name)
		}
	}
}

// inferScalarsFrom runs the fixpoint, taking the values of the scalars in
// entry as of the type given there.
func (b *builder) inferScalarsFrom(entry map[string]kernel.Type) {
	b.scalarSets = map[string]typeSet{}
	b.assignSets = map[string]typeSet{}
	for _, p := range b.n.Predicates {
		b.scalarSets[p.Name] = single(kernel.PyBool)
	}
	for _, sc := range b.n.Scalars {
		if t, ok := b.types.Values[sc.Name]; ok && sc.LiveIn {
			if w, ok := entry[sc.Name]; ok {
				t = w
			}
			b.scalarSets[sc.Name] |= single(t)
		}
	}
	for changed := true; changed; {
		changed = false
		for _, st := range b.n.Stmts {
			t, ok := st.Target.(*nest.Name)
			if !ok {
				continue
			}
			vs, ok := b.typeOf(st.Value)
			if !ok {
				continue
			}
			if st.Op != nest.NoOp {
				cur := b.scalarSets[t.Id]
				if cur == 0 {
					continue
				}
				var err error
				if vs, err = arithSet(st.Op, cur, vs); err != nil {
					continue
				}
			}
			b.assignSets[t.Id] |= vs
			if next := b.scalarSets[t.Id] | vs; next != b.scalarSets[t.Id] {
				b.scalarSets[t.Id] = next
				changed = true
			}
		}
	}
}

// onlyInts reports whether s holds only integers (not bools).
func onlyInts(s typeSet) bool {
	return s != 0 && s&^(single(kernel.PyInt)|single(kernel.Int32)|single(kernel.Int64)) == 0
}

// int64Holds reports whether an int64 holds every value of the types of
// s: the ints and the extended ints but numpy.uint64.
func int64Holds(s typeSet) bool {
	for _, t := range s.members() {
		if !t.IsInt() && (!t.IsExtInt() || t == kernel.UInt64) {
			return false
		}
	}
	return s != 0
}

// floatOf is the float type an int or bool of type t becomes in arithmetic
// with a float: Python's float for Python's, NumPy's float64 for NumPy's
// (whichever float the other operand is); Invalid for other types.
func floatOf(t kernel.Type) kernel.Type {
	switch t {
	case kernel.PyInt, kernel.PyBool:
		return kernel.PyFloat
	case kernel.Int64, kernel.Int32, kernel.Bool:
		return kernel.Float64
	}
	return kernel.Invalid
}

// floatClass reports whether s holds only float and float64.
func floatClass(s typeSet) bool {
	return s != 0 && s&^(single(kernel.PyFloat)|single(kernel.Float64)) == 0
}

// readsOnlyWithFloats reports whether every read of scalar name in the nest
// is an operand of arithmetic whose other operand is a float or float64
// (total += a[i], total * 0.5): where its value is still an int, each such
// read converts it to a float first. A comparison would not (Python
// compares ints with floats exactly), nor would arithmetic with an int.
func (b *builder) readsOnlyWithFloats(name string) bool {
	floatOperand := func(e nest.Expr) bool {
		ts, known := b.typeOf(e)
		return known && floatClass(ts)
	}
	isName := func(e nest.Expr) bool {
		n, is := e.(*nest.Name)
		return is && n.Id == name && n.Role == nest.ScalarVar
	}
	ok := true
	check := func(e nest.Expr) {
		// The reads arithmetic with a float converts, then every read.
		converted := map[nest.Expr]bool{}
		nest.WalkExpr(e, func(x nest.Expr) {
			if bin, is := x.(*nest.Binary); is && bin.Op != nest.Min && bin.Op != nest.Max {
				converted[bin.X] = isName(bin.X) && floatOperand(bin.Y)
				converted[bin.Y] = isName(bin.Y) && floatOperand(bin.X)
			}
		})
		nest.WalkExpr(e, func(x nest.Expr) {
			if isName(x) && !converted[x] {
				ok = false
			}
		})
	}
	for _, l := range b.n.Loops {
		check(l.Start)
		check(l.Stop)
		check(l.Step)
	}
	for _, st := range b.n.Stmts {
		check(st.Pred)
		check(st.Value)
		switch t := st.Target.(type) {
		case *nest.Name:
			if t.Id == name && st.Op != nest.NoOp && (st.Op == nest.Min || st.Op == nest.Max || !floatOperand(st.Value)) {
				ok = false
			}
		case *nest.Ref:
			for _, sub := range t.Subs {
				check(sub)
			}
		}
	}
	return ok
}

// expr lowers an expression; it returns the kernel expression (in the
// representation type of its set) and the set.
func (b *builder) expr(e nest.Expr) (kernel.Expr, typeSet) {
	switch x := e.(type) {
	case *nest.Const:
		switch x.Kind {
		case nest.Int:
			return &kernel.Const{T: kernel.PyInt, I: x.Int}, single(kernel.PyInt)
		case nest.Bool:
			return &kernel.Const{T: kernel.PyBool, I: x.Int}, single(kernel.PyBool)
		}
		return &kernel.Const{T: kernel.PyFloat, F: x.Float}, single(kernel.PyFloat)
	case *nest.Name:
		switch x.Role {
		case nest.LoopVar:
			for i := len(b.scope) - 1; i >= 0; i-- {
				l := b.n.Loops[b.scope[i]]
				if l.Var != x.Id {
					continue
				}
				if hv, ok := b.hostVars[l.Index]; ok {
					return &kernel.ParamRef{Param: hv}, single(kernel.PyInt)
				}
				if v, ok := b.locals[fmt.Sprintf("#%d", l.Index)]; ok {
					return &kernel.Var{Local: v}, single(kernel.PyInt)
				}
			}
			b.fail(x.Pos, "loop variable %s read outside its loop", x.Id)
		case nest.ScalarVar:
			if b.locals == nil {
				b.fail(x.Pos, "scalar %s read by a loop bound", x.Id)
			}
			if tp := b.expanded[x.Id]; tp != nil {
				return convert(b.load(tp, x.Pos), tp.t), b.scalarSets[x.Id]
			}
			v := b.scalarLocal(x.Id, x.Pos)
			return &kernel.Var{Local: v}, b.scalarSets[x.Id]
		}
		p := b.params[x.Id]
		if p == nil {
			b.fail(x.Pos, "no value for %s", x.Id)
		}
		return &kernel.ParamRef{Param: p}, single(p.Type)
	case *nest.Opaque:
		p := b.params[x.Text]
		if p == nil {
			b.fail(x.Pos, "no value for %s", x.Text)
		}
		return &kernel.ParamRef{Param: p}, single(p.Type)
	case *nest.Ref:
		if x.Synthetic {
			if b.locals == nil {
				b.fail(x.Pos, "predicate %s read by a loop bound", x.Array)
			}
			if tp := b.expanded[x.Array]; tp != nil {
				return truth(b.load(tp, x.Pos)), single(kernel.PyBool)
			}
			return &kernel.Var{Local: b.scalarLocal(x.Array, x.Pos)}, single(kernel.PyBool)
		}
		if b.locals == nil {
			b.fail(x.Pos, "array %s read by a loop bound", x.Array)
		}
		a := b.array(x.Array)
		load := &kernel.Load{Array: a, Index: b.subscripts(x, a)}
		if t := b.types.Arrays[x.Array].Elem; t.IsPython() {
			return convert(load, t), single(t) // a tuple's element (ArrayType)
		}
		return load, single(a.Elem)
	case *nest.Binary:
		lx, xs := b.expr(x.X)
		ly, ys := b.expr(x.Y)
		return b.binary(x.Op, lx, xs, ly, ys, x.Pos)
	case *nest.Unary:
		lx, xs := b.expr(x.X)
		if x.Op == nest.Not {
			return &kernel.Unary{Op: kernel.Not, X: truth(lx)}, single(kernel.PyBool)
		}
		rs, t, union := b.unarySet(x.Op, xs, x.Pos)
		lx = convert(lx, t)
		if x.Op == nest.Plus {
			return lx, rs
		}
		if t.IsExtInt() {
			// In int64, then wrapped (kernel.Type's extended ints).
			op := kernel.Neg
			if x.Op == nest.Invert {
				op = kernel.Invert
			}
			return convert(&kernel.Unary{Op: op, X: convert(lx, kernel.Int64)}, t), rs
		}
		if x.Op == nest.Invert {
			if t == kernel.Bool { // NumPy's ~ of a bool is not
				return convert(&kernel.Unary{Op: kernel.Not, X: lx}, kernel.Bool), rs
			}
			return &kernel.Unary{Op: kernel.Invert, X: lx}, rs
		}
		if c, ok := lx.(*kernel.Const); ok && (c.T.IsFloat() || c.I != math.MinInt64) {
			return &kernel.Const{T: c.T, I: -c.I, F: -c.F}, rs
		}
		return &kernel.Unary{Op: kernel.Neg, X: lx, Checked: t == kernel.PyInt || union}, rs
	case *nest.Compare:
		lx, xs := b.expr(x.X)
		ly, ys := b.expr(x.Y)
		os, rs := compareSet(xs, ys)
		if os.has(kernel.Invalid) {
			b.fail(x.Pos, "comparison of %s and %s is not compiled (it needs unsigned arithmetic)", xs, ys)
		}
		ot, _, err := os.rep()
		if err != nil {
			b.fail(x.Pos, "comparison of %s and %s", xs, ys)
		}
		rt, _, err := rs.rep()
		if err != nil {
			b.fail(x.Pos, "comparison of %s and %s", xs, ys)
		}
		return &kernel.Compare{Op: cmpOps[x.Op], X: convert(lx, ot), Y: convert(ly, ot), T: rt}, rs
	case *nest.Logic:
		lx, xs := b.expr(x.X)
		ly, ys := b.expr(x.Y)
		t := b.rep(xs|ys, x.Pos, "and/or")
		op := kernel.And
		if x.Op == nest.Or {
			op = kernel.Or
		}
		return &kernel.Logic{Op: op, X: convert(lx, t), Y: convert(ly, t)}, xs | ys
	case *nest.Cond:
		test, _ := b.expr(x.Test)
		lt, ts := b.expr(x.Then)
		le, es := b.expr(x.Else)
		t, _, err := (ts | es).rep()
		if err != nil && int64Holds(ts|es) {
			// t[i] if ... else t[i - 1] + 1 over an int32 array: int32
			// and int64 values, which an int64 holds exactly. Whatever
			// uses the value needs one type (setitem casts it; anything
			// else fails on the set).
			t, err = kernel.Int64, nil
		}
		if err != nil {
			b.fail(x.Pos, "a conditional expression of %v", err)
		}
		return &kernel.Cond{Test: truth(test), Then: convert(lt, t), Else: convert(le, t)}, ts | es
	case *nest.Call:
		return b.call(x)
	}
	b.fail(e.Position(), "%T is not compiled", e)
	return nil, 0
}

var cmpOps = map[nest.CmpOp]kernel.CmpOp{nest.Lt: kernel.Lt, nest.Le: kernel.Le, nest.Eq: kernel.Eq,
	nest.Ne: kernel.Ne, nest.Gt: kernel.Gt, nest.Ge: kernel.Ge}

var binOps = map[nest.BinOp]kernel.BinOp{nest.Add: kernel.Add, nest.Sub: kernel.Sub, nest.Mul: kernel.Mul,
	nest.Div: kernel.Div, nest.FloorDiv: kernel.FloorDiv, nest.Mod: kernel.Mod, nest.Pow: kernel.Pow,
	nest.Min: kernel.Min, nest.Max: kernel.Max, nest.BitAnd: kernel.BitAnd, nest.BitOr: kernel.BitOr,
	nest.BitXor: kernel.BitXor, nest.LShift: kernel.LShift, nest.RShift: kernel.RShift}

func (b *builder) rep(s typeSet, pos nest.Pos, what string) kernel.Type {
	t, _, err := s.rep()
	if err != nil {
		b.fail(pos, "%s of %v", what, err)
	}
	return t
}

func (b *builder) unarySet(op nest.UnaryOp, xs typeSet, pos nest.Pos) (typeSet, kernel.Type, bool) {
	var rs typeSet
	for _, t := range xs.members() {
		u, err := unaryType(op, t)
		if err != nil {
			b.fail(pos, "%v", err)
		}
		rs |= single(u)
	}
	t, union, err := rs.rep()
	if err != nil {
		b.fail(pos, "%s of %v", op, err)
	}
	return rs, t, union
}

// binary lowers x op y: operands converted to the result's type, checked
// where Python raises or where the operands' union types would make
// Python's and NumPy's meanings differ.
func (b *builder) binary(op nest.BinOp, x kernel.Expr, xs typeSet, y kernel.Expr, ys typeSet, pos nest.Pos) (kernel.Expr, typeSet) {
	rs, err := arithSet(op, xs, ys)
	if err != nil {
		b.fail(pos, "%v", err)
	}
	t, union, err := rs.rep()
	if err != nil {
		b.fail(pos, "%s gives %v", op, err)
	}
	kop := binOps[op]
	if t.IsExtInt() {
		// In int64, then wrapped: NumPy's result for what extIntRule
		// lets through.
		return convert(&kernel.Binary{Op: kop, X: convert(x, kernel.Int64), Y: convert(y, kernel.Int64), T: kernel.Int64}, t), rs
	}
	checked := false
	switch {
	case kop == kernel.Min || kop == kernel.Max || kop.Logical():
	case kop.Shift():
		// Python's negative count and big ints; NumPy's shifts never raise.
		checked = t == kernel.PyInt || union && t.IsInt()
	case t == kernel.PyInt:
		checked = kop != kernel.Div
	case t == kernel.PyFloat:
		checked = kop == kernel.Div || kop == kernel.FloorDiv || kop == kernel.Mod || kop == kernel.Pow
	case union && t.IsInt():
		checked = true
	case union && t.IsFloat():
		checked = kop == kernel.Div || kop == kernel.FloorDiv || kop == kernel.Mod || kop == kernel.Pow
	case t.IsInt() && kop == kernel.Pow:
		checked = true // a negative exponent is a ValueError in NumPy
	}
	return &kernel.Binary{Op: kop, X: convert(x, t), Y: convert(y, t), T: t, Checked: checked}, rs
}

// call lowers an intrinsic call.
func (b *builder) call(x *nest.Call) (kernel.Expr, typeSet) {
	args := make([]kernel.Expr, len(x.Args))
	sets := make([]typeSet, len(x.Args))
	for i, a := range x.Args {
		args[i], sets[i] = b.expr(a)
		if err := extIntArg(x.Func, sets[i]); err != nil {
			b.fail(x.Pos, "%v", err)
		}
	}
	switch x.Func {
	case "abs":
		if len(args) != 1 {
			b.fail(x.Pos, "abs() takes one argument")
		}
		rs, t, union := b.unarySet(nest.Neg, sets[0], x.Pos)
		if t.IsExtInt() {
			// In int64, then wrapped: abs(int8(-128)) is -128.
			return convert(&kernel.Unary{Op: kernel.Abs, X: convert(args[0], kernel.Int64)}, t), rs
		}
		return &kernel.Unary{Op: kernel.Abs, X: convert(args[0], t), Checked: t == kernel.PyInt || union}, rs
	case "min", "max":
		if len(args) < 2 {
			b.fail(x.Pos, "%s() of one argument iterates over it", x.Func)
		}
		op := nest.Min
		if x.Func == "max" {
			op = nest.Max
		}
		acc, s := args[0], sets[0]
		for i := 1; i < len(args); i++ {
			acc, s = b.binary(op, acc, s, args[i], sets[i], x.Pos)
		}
		return acc, s
	case "int":
		if len(args) != 1 {
			b.fail(x.Pos, "int() takes one argument here")
		}
		return convert(args[0], kernel.PyInt), single(kernel.PyInt)
	case "float":
		if len(args) != 1 {
			b.fail(x.Pos, "float() takes one argument here")
		}
		return convert(args[0], kernel.PyFloat), single(kernel.PyFloat)
	}
	if x.Func == "random.uniform" { // Python's random module (nest.DrawFuncs)
		return b.draw(x, kernel.PyRandUniform, args, sets)
	}
	if name, ok := strings.CutPrefix(x.Func, "numpy."); ok {
		return b.numpyCall(x, name, args, sets)
	}
	fn, ok := kernel.Intrinsics[x.Func]
	if !ok {
		b.fail(x.Pos, "%s is not an intrinsic", x.Func)
	}
	if len(args) != fn.Arity() {
		b.fail(x.Pos, "%s takes %d arguments", x.Func, fn.Arity())
	}
	for i := range args {
		t := b.rep(sets[i], x.Pos, x.Func)
		args[i] = convert(convert(args[i], t), fn.Info().Param)
	}
	// A call is checked unless no argument raises.
	c := &kernel.Call{Fn: fn, Args: args, Checked: fn.Info().Domain.MayRaise()}
	return c, single(c.Type())
}

// draw lowers a draw from a random generator (kernel/random.go): its
// arguments as Python floats (ints for randint), its value the Python
// float or int that NumPy's scalar draws and Python's random module
// return.
func (b *builder) draw(x *nest.Call, fn kernel.Intrinsic, args []kernel.Expr, sets []typeSet) (kernel.Expr, typeSet) {
	if len(args) != fn.Arity() {
		b.fail(x.Pos, "%s takes %d arguments", x.Func, fn.Arity())
	}
	for i := range args {
		t := b.rep(sets[i], x.Pos, x.Func)
		args[i] = convert(convert(args[i], t), fn.Info().Param)
	}
	c := &kernel.Call{Fn: fn, Args: args}
	return c, single(c.Type())
}

// extIntArg refuses an argument of type set s to the function fn where
// it holds an extended int (kernel.Type) that fn's compiled form does not
// take: NumPy's ufuncs compute those in float16 or float32, and int() of a
// numpy.uint64 may leave 64 bits.
func extIntArg(fn string, s typeSet) error {
	for _, t := range s.members() {
		if !t.IsExtInt() {
			continue
		}
		switch {
		case fn == "abs" || fn == "min" || fn == "max" || fn == "float":
		case fn == "int" && t != kernel.UInt64:
		case strings.HasPrefix(fn, "numpy."):
			return fmt.Errorf("%s of a %s is not compiled", fn, t)
		default:
			if in, ok := kernel.Intrinsics[fn]; !ok || !in.Info().Param.IsFloat() {
				return fmt.Errorf("%s of a %s is not compiled", fn, t)
			}
		}
	}
	return nil
}

// numpyResult is the type of numpy.name over arguments of the given type
// sets: the cast's type, or a ufunc's float32 when every argument is a
// float32 and float64 otherwise (NumPy's loops; ints go to float64).
func numpyResult(name string, args []typeSet) kernel.Type {
	if t, ok := kernel.NumPyCasts[name]; ok {
		return t
	}
	for _, a := range args {
		if a != single(kernel.Float32) {
			return kernel.Float64
		}
	}
	return kernel.Float32
}

// numpyCall lowers numpy.name(args...) on scalars: a cast (a float to an
// integer type goes through Python's int(), which raises for nan and
// infinities, then wraps as NumPy's scalar constructor), or the intrinsic
// unchecked, NumPy's semantics being nan or ±inf where math raises, in
// float64 and rounded to float32 for float32 arguments.
func (b *builder) numpyCall(x *nest.Call, name string, args []kernel.Expr, sets []typeSet) (kernel.Expr, typeSet) {
	if fn, _, ok := kernel.LookupIntrinsic(x.Func); ok && fn.Info().Draws {
		return b.draw(x, fn, args, sets)
	}
	if _, ok := kernel.NumPyOps[name]; ok {
		return b.numpyOp(x, name, args, sets)
	}
	out := numpyResult(name, sets)
	if _, ok := kernel.NumPyCasts[name]; ok {
		if len(args) != 1 {
			b.fail(x.Pos, "%s takes one argument here", x.Func)
		}
		src := b.rep(sets[0], x.Pos, x.Func)
		a := convert(args[0], src)
		if out.IsInt() && src.IsFloat() {
			a = convert(a, kernel.PyInt)
		}
		return convert(a, out), single(out)
	}
	fn, sem, ok := kernel.LookupIntrinsic(x.Func)
	if !ok || sem != kernel.NumPySemantics {
		b.fail(x.Pos, "%s is not a NumPy ufunc of the subset", x.Func)
	}
	if len(args) != fn.Arity() {
		b.fail(x.Pos, "%s takes %d arguments", x.Func, fn.Arity())
	}
	for i := range args {
		t := b.rep(sets[i], x.Pos, x.Func)
		args[i] = convert(convert(args[i], t), fn.Info().Param)
	}
	// The spelling and the float32 type reach the backends: NumPy's exp,
	// log, sin and cos are not the C library's.
	call := &kernel.Call{Fn: fn, Args: args, NumPy: true, Float32: out == kernel.Float32}
	return convert(call, out), single(out)
}
