package nest

import (
	"fmt"
	"strings"
)

// String formats the nest as a readable outline, the golden output of the
// front end and if-conversion:
//
//	nest kernel at k.py:12:5
//	  params: a x n
//	  symbols: n
//	  arrays: a x
//	  scalars: s (live-out; reduction +)
//	  L0 for i in range(0, n, 1) at 12:5  [lower 0, upper n, step 1]
//	    S0 13:9 s += x[i]  {R x[i]; R s; W s}
//
// References are listed with their subscripts as affine forms (? where not
// affine), R for reads and W for the write.
func (n *Nest) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "nest %s at %s\n", n.Func, n.Pos)
	line := func(label string, names []string) {
		if len(names) > 0 {
			fmt.Fprintf(&b, "  %s: %s\n", label, strings.Join(names, " "))
		}
	}
	line("params", n.Params)
	line("symbols", n.Symbols)
	line("arrays", n.Arrays)
	if len(n.Inlined) > 0 {
		parts := make([]string, len(n.Inlined))
		for i, c := range n.Inlined {
			parts[i] = fmt.Sprintf("%s (lines %d-%d)", c.Name, c.First, c.Last)
		}
		line("inlined", parts)
	}
	if len(n.Scalars) > 0 {
		parts := make([]string, len(n.Scalars))
		for i, s := range n.Scalars {
			parts[i] = s.String()
		}
		fmt.Fprintf(&b, "  scalars: %s\n", strings.Join(parts, ", "))
	}
	line("inductions", n.Inductions)
	for _, c := range n.Preconditions {
		fmt.Fprintf(&b, "  checked before: %s at %d:%d (%s)\n", c.Test, c.Pos.Line, c.Pos.Col, c.What)
	}
	if n.Inner {
		b.WriteString("  inner: a loop of a refused nest, dispatched at each entry\n")
	}
	if n.LoopVarsOut {
		b.WriteString("  loop variables: live after the nest (their last values are assigned)\n")
	}
	if len(n.Predicates) > 0 {
		parts := make([]string, len(n.Predicates))
		for i, p := range n.Predicates {
			vars := make([]string, 0, len(p.Loops))
			for _, l := range p.Loops {
				if l >= 0 && l < len(n.Loops) {
					vars = append(vars, n.Loops[l].Var)
				} else {
					vars = append(vars, fmt.Sprintf("L%d?", l))
				}
			}
			if len(vars) == 0 {
				vars = append(vars, "()")
			}
			parts[i] = p.Name + "[" + strings.Join(vars, ", ") + "]"
		}
		fmt.Fprintf(&b, "  predicates: %s\n", strings.Join(parts, " "))
	}
	if n.Root != nil {
		formatBody(&b, []Node{n.Root}, "  ")
	}
	if len(n.Reasons) > 0 {
		b.WriteString("  not accelerated:\n")
		for _, r := range n.Reasons {
			fmt.Fprintf(&b, "    %s\n", r)
		}
	}
	return b.String()
}

// String formats the scalar with its properties: "s (live-in; reduction +)".
func (s *Scalar) String() string {
	var props []string
	switch {
	case s.LiveIn && s.LiveOut:
		props = append(props, "live-in, live-out")
	case s.LiveIn:
		props = append(props, "live-in")
	case s.LiveOut:
		props = append(props, "live-out")
	}
	switch s.Role {
	case Unclassified:
	case Reduction:
		if s.Locate != nil {
			props = append(props, "reduction "+s.Locate.Name())
			break
		}
		props = append(props, "reduction "+s.Reduction.String())
	case Private:
		props = append(props, "private")
		if s.Reduction != NoOp {
			// reduced inside each of its private iterations (an accumulator)
			props = append(props, "reduction "+s.Reduction.String())
		}
	default:
		props = append(props, s.Role.String())
	}
	if len(props) == 0 {
		return s.Name
	}
	return s.Name + " (" + strings.Join(props, "; ") + ")"
}

func formatBody(b *strings.Builder, body []Node, indent string) {
	for _, nd := range body {
		switch x := nd.(type) {
		case *Loop:
			fmt.Fprintf(b, "%sL%d for %s in range(%s, %s, %s) at %d:%d  [lower %s, upper %s, step %s]\n",
				indent, x.Index, x.Var, String(x.Start), String(x.Stop), String(x.Step), x.Pos.Line, x.Pos.Col,
				boundString(x, x.Lower), boundString(x, x.Upper), stepString(x))
			formatBody(b, x.Body, indent+"  ")
		case *Assign:
			pred := ""
			if x.Pred != nil {
				pred = "[if " + String(x.Pred) + "] "
			}
			origin := ""
			if x.Origin != "" {
				origin = "  (" + x.Origin + ")"
			}
			fmt.Fprintf(b, "%sS%d %d:%d %s%s  {%s}%s\n", indent, x.Index, x.Pos.Line, x.Pos.Col, pred, x.Text, refsString(x), origin)
		case *If:
			fmt.Fprintf(b, "%sif %s: at %d:%d\n", indent, String(x.Test), x.Pos.Line, x.Pos.Col)
			formatBody(b, x.Then, indent+"  ")
			if len(x.Else) > 0 {
				fmt.Fprintf(b, "%selse:\n", indent)
				formatBody(b, x.Else, indent+"  ")
			}
		case *Break:
			fmt.Fprintf(b, "%sbreak L%d at %d:%d\n", indent, x.Loop, x.Pos.Line, x.Pos.Col)
		}
	}
}

func stepString(l *Loop) string {
	if l.StepValue == 0 {
		return "run time"
	}
	return fmt.Sprint(l.StepValue)
}

// refsString lists a statement's references: reads in evaluation order, then
// the write.
func refsString(a *Assign) string {
	var parts []string
	for _, r := range a.Reads() {
		parts = append(parts, "R "+refString(r))
	}
	parts = append(parts, "W "+refString(a.Target))
	return strings.Join(parts, "; ")
}

func refString(e Expr) string {
	switch x := e.(type) {
	case *Name:
		return x.Id
	case *Ref:
		subs := make([]string, len(x.Forms))
		for i, f := range x.Forms {
			subs[i] = formString(f)
		}
		s := x.Array + "[" + strings.Join(subs, ", ") + "]"
		if x.Indirect {
			s += " indirect"
		}
		return s
	}
	return String(e)
}

// boundString is a loop's bound as an affine form, "?" when it is not
// one, "at each entry" for a dynamic bound.
func boundString(l *Loop, f interface {
	Valid() bool
	String() string
}) string {
	if l.Dynamic && !f.Valid() {
		return "at each entry"
	}
	return formString(f)
}

func formString(f interface {
	Valid() bool
	String() string
}) string {
	if !f.Valid() {
		return "?"
	}
	return f.String()
}
