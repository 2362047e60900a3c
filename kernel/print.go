package kernel

import (
	"fmt"
	"strconv"
	"strings"
)

// String prints the module in the readable form the golden tests compare:
// parameters, the host program, then each kernel. Expressions print as
// operator:type(operands); a subscript prints with ~ when it wraps negative
// indices and ! when it is checked; a checked operation prints with !.
func (m *Module) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "module %s (%s:%d)\n", m.Name, m.File, m.Line)
	if m.MayFail {
		b.WriteString("  may fail\n")
	}
	b.WriteString("params:\n")
	for _, p := range m.Params {
		fmt.Fprintf(&b, "  %d %s\n", p.Slot, p.describe())
	}
	for _, a := range m.Arrays {
		if a.Temp {
			fmt.Fprintf(&b, "temp %s %s[%d] over loops %v\n", a.Name, a.Elem, a.NDim, a.TempLoops)
		}
	}
	b.WriteString("host:\n")
	printSteps(&b, m.Host, 1)
	for _, k := range m.Kernels {
		b.WriteString(k.String())
	}
	return b.String()
}

func (p *Param) describe() string {
	switch p.Kind {
	case Shape:
		return fmt.Sprintf("shape %s.shape[%d]", p.Array.Name, p.Axis)
	case Stride:
		return fmt.Sprintf("stride %s.strides[%d]", p.Array.Name, p.Axis)
	case Data:
		return fmt.Sprintf("data %s %s[%d]", p.Array.Name, p.Type, p.Array.NDim)
	}
	return fmt.Sprintf("%s %s %s", p.Kind, p.Name, p.Type)
}

func printSteps(b *strings.Builder, steps []Step, depth int) {
	ind := strings.Repeat("  ", depth)
	for _, s := range steps {
		switch x := s.(type) {
		case *HostLoop:
			fmt.Fprintf(b, "%sfor %s in range(%s, %s, %s):\n", ind, x.Var.Name,
				ExprString(x.Lower), ExprString(x.Upper), ExprString(x.Step))
			printSteps(b, x.Body, depth+1)
		case *Launch:
			fmt.Fprintf(b, "%slaunch %s\n", ind, x.Kernel.Name)
		}
	}
}

// String prints the kernel.
func (k *Kernel) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "kernel %s line %d stmts %v", k.Name, k.Line, k.Stmts)
	if k.MayFail {
		b.WriteString(" may fail")
	}
	b.WriteString("\n")
	for _, d := range k.Dims {
		fmt.Fprintf(&b, "  dim %s in range(%s, %s, %s)", d.Var.Name, ExprString(d.Lower), ExprString(d.Upper), ExprString(d.Step))
		if d.Contiguous {
			b.WriteString(" contiguous")
		}
		if d.DependsOnOuterDims {
			b.WriteString(" triangular")
		}
		if d.Ordered {
			b.WriteString(" ordered")
		}
		if d.Inside > 0 {
			fmt.Fprintf(&b, " cpu-inside %d", d.Inside)
		}
		b.WriteString("\n")
	}
	if t := k.Tile; t != nil {
		fmt.Fprintf(&b, "  cpu-tile %s %d x %s %d\n", k.Dims[len(k.Dims)-2].Var.Name, t.Rows, k.Dims[len(k.Dims)-1].Var.Name, t.Cols)
	}
	locals := make([]string, len(k.Locals))
	for i, l := range k.Locals {
		locals[i] = l.Name + " " + l.Type.String()
	}
	fmt.Fprintf(&b, "  locals: %s\n", strings.Join(locals, ", "))
	if len(k.Inputs) > 0 {
		names := make([]string, len(k.Inputs))
		for i, l := range k.Inputs {
			names[i] = l.Name
		}
		fmt.Fprintf(&b, "  inputs: %s\n", strings.Join(names, ", "))
	}
	if len(k.Outputs) > 0 {
		outs := make([]string, len(k.Outputs))
		for i, o := range k.Outputs {
			outs[i] = o.Local.Name + " " + o.Combine.String()
			if o.Combine == Reduce {
				outs[i] += " " + o.Op.String()
			}
			if o.Combine == Select {
				outs[i] += fmt.Sprintf(" %s by %s", o.Cmp, k.Outputs[o.Key].Local.Name)
			}
		}
		fmt.Fprintf(&b, "  outputs: %s\n", strings.Join(outs, ", "))
	}
	if len(k.Privates) > 0 {
		names := make([]string, len(k.Privates))
		for i, p := range k.Privates {
			names[i] = p.Copy.Name + " of " + p.Array.Name
		}
		fmt.Fprintf(&b, "  private: %s\n", strings.Join(names, ", "))
	}
	printStmts(&b, k.Body, 1)
	if len(k.CopyBack) > 0 {
		b.WriteString("  after the last point:\n")
		printStmts(&b, k.CopyBack, 2)
	}
	return b.String()
}

func printStmts(b *strings.Builder, body []Stmt, depth int) {
	ind := strings.Repeat("  ", depth)
	for _, s := range body {
		switch x := s.(type) {
		case *Assign:
			fmt.Fprintf(b, "%s%s = %s\n", ind, x.Dst.Name, ExprString(x.Value))
		case *Store:
			atomic := ""
			if x.Atomic {
				atomic = "atomic "
			}
			fmt.Fprintf(b, "%s%s%s[%s] = %s\n", ind, atomic, x.Array.Name, subscripts(x.Index), ExprString(x.Value))
		case *If:
			fmt.Fprintf(b, "%sif %s:\n", ind, ExprString(x.Cond))
			printStmts(b, x.Then, depth+1)
		case *For:
			fmt.Fprintf(b, "%sfor %s in range(%s, %s, %s)", ind, x.Var.Name, ExprString(x.Lower), ExprString(x.Upper), ExprString(x.Step))
			if len(x.Exits) > 0 {
				names := make([]string, len(x.Exits))
				for i, l := range x.Exits {
					names[i] = l.Name
				}
				fmt.Fprintf(b, " until %s", strings.Join(names, ", "))
			}
			b.WriteString(":\n")
			printStmts(b, x.Body, depth+1)
		}
	}
}

func subscripts(idx []*Subscript) string {
	parts := make([]string, len(idx))
	for i, s := range idx {
		parts[i] = ExprString(s.X)
		if s.Wrap {
			parts[i] += "~"
		}
		if s.Check {
			parts[i] += "!"
		}
	}
	return strings.Join(parts, ", ")
}

// ExprString prints an expression.
func ExprString(e Expr) string {
	switch x := e.(type) {
	case nil:
		return "<nil>"
	case *Const:
		switch {
		case x.T.IsFloat():
			s := strconv.FormatFloat(x.F, 'g', -1, 64)
			if !strings.ContainsAny(s, ".eIN") {
				s += ".0"
			}
			return s + ":" + x.T.String()
		case x.T.IsBool():
			if x.I != 0 {
				return "True:" + x.T.String()
			}
			return "False:" + x.T.String()
		}
		return strconv.FormatInt(x.I, 10) + ":" + x.T.String()
	case *Var:
		return x.Local.Name
	case *ParamRef:
		if x.Param.Kind == Shape {
			return fmt.Sprintf("$%s.shape[%d]", x.Param.Array.Name, x.Param.Axis)
		}
		if x.Param.Kind == Stride {
			return fmt.Sprintf("$%s.strides[%d]", x.Param.Array.Name, x.Param.Axis)
		}
		return "$" + x.Param.Name
	case *Load:
		return fmt.Sprintf("%s[%s]", x.Array.Name, subscripts(x.Index))
	case *Unary:
		return fmt.Sprintf("%s:%s(%s)", x.Op, x.Type(), ExprString(x.X))
	case *Binary:
		bang := ""
		if x.Checked {
			bang = "!"
		}
		return fmt.Sprintf("%s%s:%s(%s, %s)", x.Op, bang, x.T, ExprString(x.X), ExprString(x.Y))
	case *Compare:
		return fmt.Sprintf("%s:%s(%s, %s)", x.Op, x.X.Type(), ExprString(x.X), ExprString(x.Y))
	case *Convert:
		return fmt.Sprintf("%s(%s)", x.T, ExprString(x.X))
	case *Call:
		args := make([]string, len(x.Args))
		for i, a := range x.Args {
			args[i] = ExprString(a)
		}
		bang := ""
		if x.Checked {
			bang = "!"
		}
		if x.NumPy {
			suffix := ""
			if x.Float32 {
				suffix = ".f32"
			}
			return fmt.Sprintf("numpy.%s%s(%s)", x.Fn.Info().NumPy, suffix, strings.Join(args, ", "))
		}
		return fmt.Sprintf("math.%s%s(%s)", x.Fn, bang, strings.Join(args, ", "))
	case *Cond:
		return fmt.Sprintf("(%s if %s else %s)", ExprString(x.Then), ExprString(x.Test), ExprString(x.Else))
	case *Logic:
		return fmt.Sprintf("(%s %s %s)", ExprString(x.X), x.Op, ExprString(x.Y))
	}
	return fmt.Sprintf("<%T>", e)
}
