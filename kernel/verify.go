package kernel

import (
	"errors"
	"fmt"
)

// Verify checks the invariants every backend relies on: operand types as
// the Binary, Compare, Logic and Cond nodes say; conditions are bools;
// loop bounds PyInt; stores and assignments of the target's type; every
// local and parameter belongs to the module; MayFail flags consistent with
// the checks left. It returns all violations found, joined.
func (m *Module) Verify() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	params := map[*Param]bool{}
	for i, p := range m.Params {
		if p.Slot != i {
			bad("param %s: slot %d at index %d", p.Name, p.Slot, i)
		}
		params[p] = true
	}
	arrays := map[*Array]bool{}
	for _, a := range m.Arrays {
		arrays[a] = true
		if a.Data == nil || !params[a.Data] || len(a.Shape) != a.NDim {
			bad("array %s: data or shape parameters missing", a.Name)
		}
		if a.Strides != nil && (len(a.Strides) != a.NDim || a.Temp || a.Internal) {
			bad("array %s: %d strides for %d axes, or strides of an array the runtime lays out", a.Name, len(a.Strides), a.NDim)
		}
		for d, p := range a.Strides {
			if p == nil || !params[p] || p.Kind != Stride || p.Array != a || p.Axis != d {
				bad("array %s: stride parameter %d missing", a.Name, d)
			}
		}
		if a.Temp && (len(a.TempLoops) != a.NDim || a.NDim == 0 || a.Internal || !a.Written) {
			bad("temp %s: %d loops for %d axes, or not a written array of the call", a.Name, len(a.TempLoops), a.NDim)
		}
	}
	kernels := map[*Kernel]bool{}
	for _, k := range m.Kernels {
		kernels[k] = true
	}
	anyFail := false
	for _, k := range m.Kernels {
		v := &verifier{m: m, k: k, params: params, arrays: arrays, locals: map[*Local]bool{}, bad: bad}
		for i, l := range k.Locals {
			if l.Index != i {
				bad("kernel %s: local %s has index %d at %d", k.Name, l.Name, l.Index, i)
			}
			v.locals[l] = true
		}
		v.privates()
		for i, d := range k.Dims {
			v.local(d.Var)
			v.intExpr(d.Lower)
			v.intExpr(d.Upper)
			v.intExpr(d.Step)
			if d.Inside < 0 || d.Inside > 0 && (i != len(k.Dims)-1 || d.Ordered || InsideFors(k.Body, d.Inside) == nil) {
				bad("kernel %s: dim %s runs inside %d loops of the body, which has no such chain or it is not the last Dim", k.Name, d.Var.Name, d.Inside)
			}
		}
		if t := k.Tile; t != nil && (len(k.Dims) < 2 || len(k.Outputs) > 0 || t.Rows < 1 || t.Cols < 1) {
			bad("kernel %s: a tile needs two Dims, no outputs and positive sizes", k.Name)
		}
		for _, l := range k.Inputs {
			v.local(l)
			if l.Param == nil || l.Param.Kind != Scalar {
				bad("kernel %s: input %s has no scalar slot", k.Name, l.Name)
			}
		}
		for _, o := range k.Outputs {
			v.local(o.Local)
			if o.Local.Param == nil {
				bad("kernel %s: output %s has no scalar slot", k.Name, o.Local.Name)
			}
			if (o.Combine == Direct) != (len(k.Dims) == 0) {
				bad("kernel %s: output %s combines by %s with %d dims", k.Name, o.Local.Name, o.Combine, len(k.Dims))
			}
			if o.Combine == Select && (o.Key < 0 || o.Key >= len(k.Outputs) || k.Outputs[o.Key].Combine != Select || k.Outputs[o.Key].Key != o.Key) {
				bad("kernel %s: output %s selects by output %d, which is not a key", k.Name, o.Local.Name, o.Key)
			}
		}
		v.stmts(k.Body)
		v.stmts(k.CopyBack)
		if k.HasChecks() && !k.MayFail {
			bad("kernel %s: has checks but MayFail is false", k.Name)
		}
		anyFail = anyFail || k.MayFail
	}
	if anyFail != m.MayFail {
		bad("module MayFail %v, kernels %v", m.MayFail, anyFail)
	}
	var walk func([]Step)
	walk = func(steps []Step) {
		for _, s := range steps {
			switch x := s.(type) {
			case *HostLoop:
				if !params[x.Var] || x.Var.Kind != HostVar {
					bad("host loop over %s: not a host variable", x.Var.Name)
				}
				walk(x.Body)
			case *Launch:
				if !kernels[x.Kernel] {
					bad("launch of a kernel not in the module")
				}
			}
		}
	}
	walk(m.Host)
	return errors.Join(errs...)
}

type verifier struct {
	m      *Module
	k      *Kernel
	params map[*Param]bool
	arrays map[*Array]bool
	locals map[*Local]bool
	bad    func(string, ...any)
}

func (v *verifier) local(l *Local) {
	if !v.locals[l] {
		v.bad("kernel %s: local %s not declared", v.k.Name, l.Name)
	}
}

func (v *verifier) intExpr(e Expr) {
	if v.expr(e) != PyInt {
		v.bad("kernel %s: %s is %s, want int", v.k.Name, ExprString(e), e.Type())
	}
}

func (v *verifier) stmts(body []Stmt) {
	for _, s := range body {
		switch x := s.(type) {
		case *Assign:
			v.local(x.Dst)
			if t := v.expr(x.Value); t != x.Dst.Type {
				v.bad("kernel %s: %s = %s: %s into %s", v.k.Name, x.Dst.Name, ExprString(x.Value), t, x.Dst.Type)
			}
		case *Store:
			v.index(x.Array, x.Index)
			if t := v.expr(x.Value); t != x.Array.Elem {
				v.bad("kernel %s: store of %s into %s of %s", v.k.Name, t, x.Array.Name, x.Array.Elem)
			}
			if x.Atomic && !x.CanBeAtomic() {
				v.bad("kernel %s: atomic store into %s of %s is not an update of its own element", v.k.Name, x.Array.Name, x.Array.Elem)
			}
		case *If:
			if !v.expr(x.Cond).IsBool() {
				v.bad("kernel %s: if condition %s is not a bool", v.k.Name, ExprString(x.Cond))
			}
			v.stmts(x.Then)
		case *For:
			v.local(x.Var)
			v.intExpr(x.Lower)
			v.intExpr(x.Upper)
			v.intExpr(x.Step)
			for _, l := range x.Exits {
				v.local(l)
				if !l.Type.IsBool() {
					v.bad("kernel %s: exit flag %s is not a bool", v.k.Name, l.Name)
				}
			}
			v.stmts(x.Body)
		default:
			v.bad("kernel %s: statement %T", v.k.Name, s)
		}
	}
}

// privates checks a kernel's private copies (Kernel.Privates): each of an
// array of the module, sharing its type and parameters; every Dim
// ordered and rectangular. The copies join the arrays the kernel may
// name.
func (v *verifier) privates() {
	k := v.k
	if len(k.Privates) == 0 {
		if len(k.CopyBack) > 0 {
			v.bad("kernel %s: copies back without private arrays", k.Name)
		}
		return
	}
	local := map[*Array]bool{}
	for a := range v.arrays {
		local[a] = true
	}
	v.arrays = local
	for _, p := range k.Privates {
		a, c := p.Array, p.Copy
		if !v.arrays[a] || c == nil || c.Elem != a.Elem || c.NDim != a.NDim || c.Data != a.Data || c.Strides != nil || len(c.Shape) != len(a.Shape) {
			v.bad("kernel %s: private copy of %s does not match it", k.Name, a.Name)
			continue
		}
		for i := range c.Shape {
			if c.Shape[i] != a.Shape[i] {
				v.bad("kernel %s: private copy of %s has another shape", k.Name, a.Name)
			}
		}
		v.arrays[c] = true
	}
	if len(k.Dims) == 0 {
		v.bad("kernel %s: private arrays without Dims", k.Name)
	}
	for _, d := range k.Dims {
		if !d.Ordered || d.DependsOnOuterDims {
			v.bad("kernel %s: dim %s of a kernel with private arrays is not ordered and rectangular", k.Name, d.Var.Name)
		}
	}
}

func (v *verifier) index(a *Array, idx []*Subscript) {
	if !v.arrays[a] {
		v.bad("kernel %s: array %s not in the module", v.k.Name, a.Name)
	}
	if len(idx) != a.NDim {
		v.bad("kernel %s: %d subscripts for %s with %d axes", v.k.Name, len(idx), a.Name, a.NDim)
	}
	for _, s := range idx {
		if t := v.expr(s.X); !t.IsInt() && !t.IsBool() {
			v.bad("kernel %s: subscript %s of %s is %s", v.k.Name, ExprString(s.X), a.Name, t)
		}
	}
}

// expr checks e and returns its type.
func (v *verifier) expr(e Expr) Type {
	switch x := e.(type) {
	case nil:
		v.bad("kernel %s: missing expression", v.k.Name)
		return Invalid
	case *Const:
	case *Var:
		v.local(x.Local)
	case *ParamRef:
		if !v.params[x.Param] || x.Param.Kind == Data {
			v.bad("kernel %s: parameter %s cannot be read", v.k.Name, x.Param.Name)
		}
	case *Load:
		v.index(x.Array, x.Index)
	case *Unary:
		t := v.expr(x.X)
		if t.IsExtInt() {
			v.bad("kernel %s: %s of %s, an extended int", v.k.Name, x.Op, t)
		}
		switch x.Op {
		case Not:
			if !t.IsBool() {
				v.bad("kernel %s: not of %s", v.k.Name, t)
			}
		case Invert:
			if !t.IsInt() {
				v.bad("kernel %s: invert of %s", v.k.Name, t)
			}
		default:
			if t.IsBool() {
				v.bad("kernel %s: %s of a bool", v.k.Name, x.Op)
			}
		}
	case *Binary:
		tx, ty := v.expr(x.X), v.expr(x.Y)
		if x.T.IsExtInt() {
			v.bad("kernel %s: %s in %s, an extended int", v.k.Name, x.Op, x.T)
		}
		if tx != x.T || ty != x.T {
			v.bad("kernel %s: %s of %s and %s in %s", v.k.Name, x.Op, tx, ty, x.T)
		}
		if x.T.IsBool() && !x.Op.Logical() {
			v.bad("kernel %s: arithmetic on %s", v.k.Name, x.T)
		}
		if x.T.IsFloat() && (x.Op.Logical() || x.Op.Shift()) {
			v.bad("kernel %s: %s on %s", v.k.Name, x.Op, x.T)
		}
	case *Compare:
		tx, ty := v.expr(x.X), v.expr(x.Y)
		if tx != ty || tx.IsExtInt() {
			v.bad("kernel %s: comparison of %s and %s", v.k.Name, tx, ty)
		}
		if !x.T.IsBool() {
			v.bad("kernel %s: comparison gives %s", v.k.Name, x.T)
		}
	case *Convert:
		v.expr(x.X)
		if x.T == Invalid {
			v.bad("kernel %s: conversion to an invalid type", v.k.Name)
		}
		if from := x.X.Type(); from.IsFloat() && x.T.IsExtInt() {
			v.bad("kernel %s: conversion of %s to %s", v.k.Name, from, x.T) // kernelgen refuses it
		}
	case *Call:
		in := x.Fn.Info()
		if in == nil {
			v.bad("kernel %s: call of %s, which is not an intrinsic", v.k.Name, x.Fn)
		} else if len(x.Args) != in.Arity {
			v.bad("kernel %s: math.%s with %d arguments", v.k.Name, x.Fn, len(x.Args))
		} else if x.NumPy && (in.NumPy == "" || x.Checked) {
			v.bad("kernel %s: %s spelled numpy.%s", v.k.Name, x.Fn, in.NumPy)
		}
		if x.Float32 && !x.NumPy {
			v.bad("kernel %s: float32 math.%s", v.k.Name, x.Fn)
		}
		for _, a := range x.Args {
			if t := v.expr(a); in != nil && t != in.Param {
				v.bad("kernel %s: math.%s of %s", v.k.Name, x.Fn, t)
			}
		}
	case *Cond:
		if !v.expr(x.Test).IsBool() {
			v.bad("kernel %s: conditional test is not a bool", v.k.Name)
		}
		if tt, te := v.expr(x.Then), v.expr(x.Else); tt != te {
			v.bad("kernel %s: conditional of %s and %s", v.k.Name, tt, te)
		}
	case *Logic:
		if tx, ty := v.expr(x.X), v.expr(x.Y); tx != ty {
			v.bad("kernel %s: %s of %s and %s", v.k.Name, x.Op, tx, ty)
		}
	default:
		v.bad("kernel %s: expression %T", v.k.Name, e)
	}
	return e.Type()
}

// HasChecks reports whether some check is left in the kernel's body or its
// Dims' bounds.
func (k *Kernel) HasChecks() bool {
	dims := make([]Stmt, 0, 3*len(k.Dims))
	for _, d := range k.Dims {
		dims = append(dims, &Assign{Value: d.Lower}, &Assign{Value: d.Upper}, &Assign{Value: d.Step})
	}
	return HasChecks(dims) || HasChecks(k.Body) || HasChecks(k.CopyBack)
}

// HasChecks reports whether some check is left in body: a checked
// subscript, operation, call, or a conversion of a float to a Python int.
func HasChecks(body []Stmt) bool {
	found := false
	visit := func(e Expr) {
		WalkExpr(e, func(x Expr) {
			switch x := x.(type) {
			case *Load:
				for _, s := range x.Index {
					found = found || s.Check
				}
			case *Unary:
				found = found || x.Checked
			case *Binary:
				found = found || x.Checked
			case *Call:
				found = found || x.Checked
			case *Convert:
				found = found || x.T == PyInt && x.X.Type().IsFloat()
			}
		})
	}
	WalkStmts(body, func(s Stmt) {
		if st, ok := s.(*Store); ok {
			for _, sub := range st.Index {
				found = found || sub.Check
			}
		}
		Exprs(s, visit)
	})
	return found
}
