// This file emits statements: assignments, stores, guarded blocks and
// sequential loops, each after a comment with its Python source line.

package cudagen

import (
	"fmt"
	"strings"

	"github.com/alpyna/alpyna/kernel"
)

func (kg *kernelGen) stmts(body []kernel.Stmt) {
	for _, s := range body {
		kg.stmt(s)
	}
}

func (kg *kernelGen) stmt(s kernel.Stmt) {
	w := kg.w
	switch x := s.(type) {
	case *kernel.Assign:
		kg.lineComment(x.Line)
		v := kg.expr(x.Value)
		w.line("%s = %s;", kg.local[x.Dst], v.s)
		if flag := kg.assigned[x.Dst]; flag != "" {
			w.line("%s = true;", flag)
		}
	case *kernel.Store:
		kg.lineComment(x.Line)
		if x.Atomic {
			kg.atomicStore(x)
			return
		}
		// Python evaluates the value before the subscripts. The value's
		// C expression reads no memory the subscripts' checks could
		// change, so it may stay in the assignment.
		v := kg.expr(x.Value)
		if x.Array.Elem.IsExtInt() {
			v = cast(memType(x.Array.Elem), v) // NumPy's cast: the low bits
		}
		w.line("%s = %s;", kg.element(x.Array, x.Index), v.s)
	case *kernel.If:
		kg.lineComment(firstLine(x.Then))
		cond := kg.expr(x.Cond)
		w.line("if (%s) {", cond.s)
		w.indent++
		kg.stmts(x.Then)
		w.indent--
		w.line("}")
	case *kernel.For:
		kg.forLoop(x)
	default:
		kg.failf("statement %T", s)
	}
}

// lineComment writes "// line N" before a statement from source line N,
// unless the statement before it came from the same line.
func (kg *kernelGen) lineComment(line int) {
	if line > 0 && line != kg.lastLine {
		kg.w.line("// line %d", line)
		kg.lastLine = line
	}
}

// firstLine is the source line of the first assignment or store in body:
// the line a guarded block comes from (the IR's If has none of its own).
func firstLine(body []kernel.Stmt) int {
	line := 0
	kernel.WalkStmts(body, func(s kernel.Stmt) {
		if line != 0 {
			return
		}
		switch x := s.(type) {
		case *kernel.Assign:
			line = x.Line
		case *kernel.Store:
			line = x.Line
		}
	})
	return line
}

// forLoop emits a sequential loop: range()'s arguments evaluated once, the
// iteration number counting up to the range's length, and, after an
// iteration that set one of the exit flags, a break (if-conversion guarded
// every later statement off, so the remaining iterations would do nothing).
func (kg *kernelGen) forLoop(x *kernel.For) {
	w := kg.w
	until := ""
	if len(x.Exits) > 0 {
		names := make([]string, len(x.Exits))
		for i, e := range x.Exits {
			names[i] = e.Name
		}
		until = " (until " + strings.Join(names, " or ") + ")"
	}
	w.line("// for %s in %s%s", x.Var.Name, pyRange(x.Lower, x.Upper, x.Step), until)
	v := kg.local[x.Var]
	it, count, value := kg.rangeLoop(v, x.Lower, x.Upper, x.Step, func(f func(kernel.Stmt)) {
		kernel.WalkStmts(x.Body, f)
	})
	w.line("for (long long %s = 0; %s < %s; %s++) {", it, it, count, it)
	w.indent++
	if kg.read[x.Var] {
		w.line("%s = %s;", v, value)
	}
	kg.lastLine = 0
	kg.stmts(x.Body)
	if len(x.Exits) > 0 {
		flags := make([]string, len(x.Exits))
		for i, e := range x.Exits {
			flags[i] = kg.local[e]
		}
		w.line("if (%s)", strings.Join(flags, " || "))
		w.line("    break;")
	}
	w.indent--
	w.line("}")
	kg.lastLine = 0
}

// element returns the lvalue of an array element: each subscript wrapped
// (a negative index counts from the end) and checked (IndexError) as its
// flags say, then the C-contiguous offset ((i0*n1 + i1)*n2 + ...), or
// for a view (Array.Strides) i0*s0 + i1*s1 + .... An index in range
// keeps every partial sum within the array's span, so the offset cannot
// overflow.
func (kg *kernelGen) element(a *kernel.Array, idx []*kernel.Subscript) string {
	w := kg.w
	var flat cexpr
	for axis, s := range idx {
		x := kg.expr(s.X)
		if t := s.X.Type(); t != kernel.PyInt && t != kernel.Int64 {
			x = cexpr{"(long long)" + parenthesize(x, cUnary), cUnary}
		}
		if s.Wrap || s.Check {
			n := kg.shape(a, axis)
			i := kg.names.name(fmt.Sprintf("%s_i%d", sanitize(a.Name), axis))
			w.line("long long %s = %s;", i, x.s)
			if s.Wrap {
				w.line("if (%s < 0)", i)
				w.line("    %s += %s;", i, n)
			}
			if s.Check {
				kg.failIf(fmt.Sprintf("%s < 0 || %s >= %s", i, i, n), kernel.IndexError)
			}
			x = cexpr{i, cAtom}
		}
		if a.Strides != nil {
			// A view: the sum of the subscripts times the strides.
			x = cexpr{parenthesize(x, cMul) + " * " + kg.stride(a, axis), cMul}
			if axis > 0 {
				x = cexpr{flat.s + " + " + parenthesize(x, cAdd+1), cAdd}
			}
			flat = x
			continue
		}
		if axis == 0 {
			flat = x
			continue
		}
		flat = cexpr{parenthesize(flat, cMul) + " * " + kg.shape(a, axis) + " + " + parenthesize(x, cAdd+1), cAdd}
	}
	if len(idx) == 0 {
		flat = cexpr{"0", cAtom}
	}
	return kg.data(a) + "[" + flat.s + "]"
}

// shape is the C name of an array's extent along an axis.
func (kg *kernelGen) shape(a *kernel.Array, axis int) string {
	p := a.Shape[axis]
	kg.useParam[p] = true
	return kg.param[p]
}

// stride is the C name of a view's step along an axis, in elements.
func (kg *kernelGen) stride(a *kernel.Array, axis int) string {
	p := a.Strides[axis]
	kg.useParam[p] = true
	return kg.param[p]
}

// at is the C expression of element (i, j) of a 2-D array, subscripts in
// range: the tiled paths' staging loads.
func (kg *kernelGen) at(a *kernel.Array, i, j string) string {
	if a.Strides != nil {
		return fmt.Sprintf("%s[%s * %s + %s * %s]", kg.data(a), i, kg.stride(a, 0), j, kg.stride(a, 1))
	}
	return fmt.Sprintf("%s[%s * %s + %s]", kg.data(a), i, kg.shape(a, 1), j)
}

// data is the C name of an array's data pointer.
func (kg *kernelGen) data(a *kernel.Array) string {
	kg.useParam[a.Data] = true
	return kg.param[a.Data]
}
