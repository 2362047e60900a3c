package kernelgen

// This file lets a scalar read after the nest hold values of a Python type
// and of its NumPy counterpart, as ordinary code makes it do:
//
//	total = 0.0
//	for i in range(n):
//	    x = a[i]          # numpy.float64
//	    if x < lo:
//	        x = lo        # float
//	    total += x        # numpy.float64 once some x was
//
// Both members share one machine representation, so the kernel computes
// the value as before (types.go); what it cannot know ahead of time is the
// type CPython's value has afterwards, which the script may see (type(),
// NumPy's warnings instead of Python's exceptions in later arithmetic).
// Such a scalar, and every scalar of two members whose value flows into
// it, gets a type tag (kernel.TypeTagSuffix): 0 while its value is the
// Python member, the NumPy member's kernel.Type while it is that one. Each
// assignment also sets the tag to the tag of its value, computed as NumPy
// promotes scalars (an arithmetic operation or comparison has NumPy's type
// when an operand has; a conditional expression has its chosen branch's).
// A reduction's tag is the maximum of its values' tags, as total += x is
// NumPy's once one x was, in whichever order the chunks combine.
//
// A float and a float32 (best = -1e30, then best = x[i] over float32 data)
// are held in a float64, an int and an int32 in an int64, which hold both
// exactly (types.go, heldPairs): the tag then says whether the value is
// the float32 (int32).

import (
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// typeTagged reports whether name gets a type tag: when some scalar read
// after the nest is assigned values of both members of its set, every
// scalar whose set has both members gets one.
func (b *builder) typeTagged(name string) bool {
	if b.tagged == nil {
		b.tagged = map[string]bool{}
		need := false
		for _, sc := range b.n.Scalars {
			if sc.LiveOut && sc.Locate == nil && b.assignSets[sc.Name].count() > 1 && mixedMembers(b.scalarSets[sc.Name]) {
				need = true
			}
		}
		for _, sc := range b.n.Scalars {
			if need && sc.Locate == nil && mixedMembers(b.scalarSets[sc.Name]) {
				b.tagged[sc.Name] = true
			}
		}
	}
	return b.tagged[name]
}

// mixedMembers reports whether s has a Python and a NumPy member of one
// representation.
func mixedMembers(s typeSet) bool {
	if _, union, err := s.rep(); err != nil || !union {
		return false
	}
	py, np := false, false
	for _, t := range s.members() {
		if t.IsPython() {
			py = true
		} else {
			np = true
		}
	}
	return py && np
}

// typeTagLocal is name's tag.
func (b *builder) typeTagLocal(name string) *kernel.Local {
	key := name + kernel.TypeTagSuffix
	if l, ok := b.locals[key]; ok {
		return l
	}
	return b.newLocal(key, key, kernel.PyInt)
}

// typeTagSet is the tag's assignment that goes before st, an assignment
// of the tagged scalar name (its value reads the values st assigns over);
// it fails where the tag of the value cannot be followed.
func (b *builder) typeTagSet(name string, st *nest.Assign) kernel.Stmt {
	if !b.typeTagged(name) {
		return nil
	}
	n, one := numpyMember(b.scalarSets[name])
	tag, ok := b.retag(st.Value, n)
	if !ok || !one {
		b.fail(st.Pos, "%s holds values of types %s and is read after the loop", name, b.scalarSets[name])
	}
	dst := b.typeTagLocal(name)
	if st.Op != nest.NoOp { // total += x: NumPy's if either was
		tag = tagMax(&kernel.Var{Local: dst}, tag)
	}
	return &kernel.Assign{Dst: dst, Value: tag, Line: st.Pos.Line}
}

// typeTag is 1 where e's value has the NumPy member of its type set, 0
// where it has the Python one; false when alpyna cannot follow it.
func (b *builder) typeTag(e nest.Expr) (kernel.Expr, bool) {
	ts, ok := b.typeOf(e)
	if !ok {
		return nil, false
	}
	py, np := false, false
	for _, t := range ts.members() {
		if t.IsPython() {
			py = true
		} else {
			np = true
		}
	}
	n, one := numpyMember(ts)
	switch {
	case !np:
		return tagConst(0), true
	case !one:
		return nil, false
	case !py:
		return tagConst(int64(n)), true
	}
	switch x := e.(type) {
	case *nest.Name:
		if x.Role == nest.ScalarVar && b.typeTagged(x.Id) && b.expanded[x.Id] == nil {
			return &kernel.Var{Local: b.typeTagLocal(x.Id)}, true
		}
	case *nest.Binary:
		return b.typeTagOf2(x.X, x.Y, n)
	case *nest.Compare:
		return b.typeTagOf2(x.X, x.Y, n)
	case *nest.Unary:
		if x.Op != nest.Not {
			return b.retag(x.X, n)
		}
	case *nest.Cond:
		then, ok1 := b.retag(x.Then, n)
		els, ok2 := b.retag(x.Else, n)
		if ok1 && ok2 {
			test, _ := b.expr(x.Test)
			return &kernel.Cond{Test: truth(test), Then: then, Else: els}, true
		}
	case *nest.Call:
		switch {
		case x.Func == "abs" && len(x.Args) == 1:
			return b.retag(x.Args[0], n)
		case (x.Func == "min" || x.Func == "max") && len(x.Args) >= 2:
			return b.minMaxTag(x, n)
		}
	}
	return nil, false
}

// numpyMember is the one NumPy member of s; false when s has none or
// several.
func numpyMember(s typeSet) (kernel.Type, bool) {
	n := kernel.Invalid
	for _, t := range s.members() {
		if !t.IsPython() {
			if n != kernel.Invalid {
				return kernel.Invalid, false
			}
			n = t
		}
	}
	return n, n != kernel.Invalid
}

// retag is e's tag as the tag of a value whose NumPy member is n, where
// the value is NumPy's exactly when e's is (-x is e's type, x > 0.5 a
// numpy.bool_ when x is a numpy.float32).
func (b *builder) retag(e nest.Expr, n kernel.Type) (kernel.Expr, bool) {
	tag, ok := b.typeTag(e)
	if !ok {
		return nil, false
	}
	ts, _ := b.typeOf(e)
	if m, one := numpyMember(ts); one && m == n {
		return tag, true
	}
	if c, isConst := tag.(*kernel.Const); isConst {
		if c.I != 0 {
			return tagConst(int64(n)), true
		}
		return tag, true
	}
	isNumPy := &kernel.Compare{Op: kernel.Ne, X: tag, Y: tagConst(0), T: kernel.PyBool}
	return &kernel.Cond{Test: isNumPy, Then: tagConst(int64(n)), Else: tagConst(0)}, true
}

// minMaxTag is the tag of min(...) or max(...): Python keeps the first
// argument and replaces it by each later one that compares less (more),
// so the tag is the one of the argument that last replaced it.
func (b *builder) minMaxTag(x *nest.Call, n kernel.Type) (kernel.Expr, bool) {
	tag, ok := b.retag(x.Args[0], n)
	if !ok {
		return nil, false
	}
	op := kernel.Lt
	if x.Func == "max" {
		op = kernel.Gt
	}
	for i := 1; i < len(x.Args); i++ {
		next, ok := b.retag(x.Args[i], n)
		if !ok {
			return nil, false
		}
		var sofar nest.Expr = x.Args[0]
		if i > 1 {
			sofar = &nest.Call{Pos: x.Pos, Func: x.Func, Args: x.Args[:i]}
		}
		acc, accSet := b.expr(sofar)
		arg, argSet := b.expr(x.Args[i])
		t := b.rep(accSet|argSet, x.Pos, x.Func+"()")
		replaces := &kernel.Compare{Op: op, X: convert(arg, t), Y: convert(acc, t), T: kernel.PyBool}
		tag = &kernel.Cond{Test: replaces, Then: next, Else: tag}
	}
	return tag, true
}

// typeTagOf2 is the tag of an operation on x and y whose value is NumPy's
// (of type n) when either operand is NumPy's.
func (b *builder) typeTagOf2(x, y nest.Expr, n kernel.Type) (kernel.Expr, bool) {
	tx, ok1 := b.retag(x, n)
	ty, ok2 := b.retag(y, n)
	if !ok1 || !ok2 {
		return nil, false
	}
	return tagMax(tx, ty), true
}

func tagConst(v int64) kernel.Expr { return &kernel.Const{T: kernel.PyInt, I: v} }

// tagMax is the tag of a result that is NumPy's when either operand's is,
// both tags being 0 or one NumPy type's.
func tagMax(x, y kernel.Expr) kernel.Expr {
	cx, okx := x.(*kernel.Const)
	cy, oky := y.(*kernel.Const)
	switch {
	case okx && cx.I != 0 || oky && cy.I == 0:
		return x
	case oky && cy.I != 0 || okx && cx.I == 0:
		return y
	}
	return &kernel.Binary{Op: kernel.Max, X: x, Y: y, T: kernel.PyInt}
}

// minMaxTagged returns the min or max reduction a tagged scalar, or its
// tag, named name belongs to, or nil. Its chunks cannot combine by value
// alone: best = float("-inf"), then best = max(best, a[i]) is a Python
// float until some a[i] is larger, and then NumPy's. They combine as a
// location reduction's do (kernel.Select): every chunk starts from the
// value before the kernel, and a later chunk's value and tag replace the
// result's only where its value is strictly larger (smaller), as
// Python's max (min) keeps the first of equal values.
func (b *builder) minMaxTagged(name string) *nest.Scalar {
	base := strings.TrimSuffix(name, kernel.TypeTagSuffix)
	sc := b.n.Scalar(base)
	if sc == nil || sc.Role != nest.Reduction || sc.Locate != nil || (sc.Reduction != nest.Min && sc.Reduction != nest.Max) || !b.typeTagged(base) {
		return nil
	}
	return sc
}

// linkMinMaxTags keys the Select outputs of k's tagged min and max
// reductions by their values.
func (b *builder) linkMinMaxTags(k *kernel.Kernel) {
	for _, o := range k.Outputs {
		sc := b.minMaxTagged(o.Local.Name)
		if o.Combine != kernel.Select || sc == nil {
			continue
		}
		o.Key = -1
		for i, x := range k.Outputs {
			if x.Local.Name == sc.Name && x.Combine == kernel.Select {
				o.Key = i
			}
		}
		if o.Key < 0 {
			b.fail(sc.Pos, "the %s reduction %s and its type are in different kernels", sc.Reduction, sc.Name)
		}
		o.Cmp = kernel.Lt
		if sc.Reduction == nest.Max {
			o.Cmp = kernel.Gt
		}
	}
}

// typeTaggedScalar returns the scalar whose tag is named name, or nil.
func (b *builder) typeTaggedScalar(name string) *nest.Scalar {
	base, ok := strings.CutSuffix(name, kernel.TypeTagSuffix)
	if !ok || !b.typeTagged(base) {
		return nil
	}
	return b.n.Scalar(base)
}
