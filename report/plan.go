// This file writes the plan listing of `alpyna compile --emit=plan`.

package report

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
	"github.com/alpyna/alpyna/nest"
)

// WritePlan writes a readable listing of each compiled nest, separated by
// blank lines:
//
//	nest saxpy at saxpy.py:7:5
//	  loops:
//	    for i in range(0, n, 1)  line 7
//	  statements:
//	    S0 line 8: y[i] = a * x[i] + y[i]
//	      parallel: i; sequential: none; kernel saxpy_l8
//	  order (Allen–Kennedy):
//	    for i (parallel):
//	      S0 line 8: y[i] = a * x[i] + y[i]
//	  dependences: none
//	  waits for run time: none
//
// Where kernelgen's loop interchange runs some loops in another order
// than the plan's, an "order run" block follows the Allen–Kennedy order
// (writeRunOrder); a pair of sequential loops that may run by wavefronts
// (depend.Wavefront) gets a "wavefronts" line where the module runs it so,
// a "wavefront possible" line with the reason where it runs in order; a
// kernel the CPU runs in register blocks gets a "tiles (cpu)" line
// (writeTiles). A nest with irregular loops (depend.IrregularLoop)
// lists them before the last line, with how each reference touches its
// array.
// Each dependence says how it was decided: "static" when settled ahead of
// time, "assumed" when the ahead-of-time plan assumes it until run-time
// values settle its residue, "run time" when that was done with bindings.
// A nest outside the accelerated subset lists its reasons instead.
func WritePlan(w io.Writer, cs []compiler.Compiled) error {
	bw := bufio.NewWriter(w)
	for i := range cs {
		if i > 0 {
			bw.WriteString("\n")
		}
		writeNestPlan(bw, &cs[i])
	}
	return bw.Flush()
}

func writeNestPlan(w *bufio.Writer, c *compiler.Compiled) {
	n := c.Nest
	if c.Plan == nil {
		fmt.Fprintf(w, "nest %s at %s: not accelerated, runs in the interpreter\n", n.Func, n.Pos)
		for _, r := range n.Reasons {
			fmt.Fprintf(w, "  %s\n", r)
		}
		return
	}
	p := c.Plan
	fmt.Fprintf(w, "nest %s at %s\n", n.Func, n.Pos)
	if c.Resolved() {
		fmt.Fprintf(w, "  resolved with: %s\n", bindingsText(c))
	}
	w.WriteString("  loops:\n")
	for _, l := range n.Loops {
		fmt.Fprintf(w, "    %sfor %s in range(%s, %s, %s)  line %d%s\n", strings.Repeat("  ", l.Depth),
			depend.SourceName(l.Var), exprText(l.Start, "0"), nest.String(l.Stop), exprText(l.Step, "1"), l.Pos.Line, loopNotes(l))
	}
	for _, f := range n.Inlined {
		fmt.Fprintf(w, "  inlined: %s (lines %d-%d)\n", f.Name, f.First, f.Last)
	}
	for _, pr := range n.Predicates {
		what := "if"
		if pr.Exit {
			what = "break"
		}
		vars := make([]string, len(pr.Loops))
		for i, l := range pr.Loops {
			vars[i] = loopVar(n, l)
		}
		ref := pr.Name
		if len(vars) > 0 {
			ref += "[" + strings.Join(vars, ", ") + "]"
		}
		fmt.Fprintf(w, "  predicate %s: the %s at %d:%d\n", ref, what, pr.Pos.Line, pr.Pos.Col)
	}
	w.WriteString("  statements:\n")
	names := kernelNames(n)
	for k, st := range n.Stmts {
		fmt.Fprintf(w, "    %s\n", stmtLabel(st))
		if st.Pred != nil {
			fmt.Fprintf(w, "      when: %s\n", nest.String(st.Pred))
		}
		if st.Origin != "" {
			fmt.Fprintf(w, "      generated for the %s\n", st.Origin)
		}
		var par, seq []string
		if k < len(p.Stmts) {
			sp := &p.Stmts[k]
			for x, l := range sp.Loops {
				v := loopVar(n, l)
				switch {
				case x < len(sp.Parallel) && sp.Parallel[x] && x < len(sp.Reduction) && sp.Reduction[x]:
					par = append(par, v+" (reduction"+reductionOp(n, st)+")")
				case x < len(sp.Parallel) && sp.Parallel[x]:
					par = append(par, v)
				default:
					seq = append(seq, v)
				}
			}
		}
		fmt.Fprintf(w, "      parallel: %s; sequential: %s; kernel %s\n",
			orNone(strings.Join(par, " ")), orNone(strings.Join(seq, " ")), names[k])
	}
	w.WriteString("  order (Allen–Kennedy):\n")
	writeOrder(w, n, p.Plan.Body, "    ")
	writeRunOrder(w, n, p, names)
	writeWavefronts(w, c)
	writeTiles(w, c)
	for _, e := range p.Expanded {
		vars := make([]string, len(e.Loops))
		for i, l := range e.Loops {
			vars[i] = loopVar(n, l)
		}
		fmt.Fprintf(w, "  expanded: %s over %s (its write and its reads run in different loops)\n", depend.SourceName(e.Name), strings.Join(vars, ", "))
	}
	writePrivatised(w, n, p)
	if len(p.Deps) == 0 {
		w.WriteString("  dependences: none\n")
	} else {
		w.WriteString("  dependences:\n")
		for _, d := range p.Deps {
			fmt.Fprintf(w, "    %s\n", depText(n, &d, c.Resolved()))
		}
	}
	if len(p.Irregular) > 0 {
		w.WriteString("  irregular loops (an execution plan made from the index arrays schedules them at run time):\n")
		for i := range p.Irregular {
			for _, line := range p.Irregular[i].Lines(n) {
				fmt.Fprintf(w, "    %s\n", line)
			}
		}
	}
	if !c.Resolved() {
		fmt.Fprintf(w, "  waits for run time: %s\n", orNone(strings.Join(c.Unresolved, ", ")))
	}
}

// writePrivatised lists the arrays the plan privatises (depend/privarray.go),
// each with the loops it is private to:
//
//	private: sum_ to r, q (each chunk of their iterations writes its own copy; the last iteration's values are copied back)
func writePrivatised(w *bufio.Writer, n *nest.Nest, p *depend.NestPlan) {
	var arrays []string
	loops := map[string][]string{}
	for _, pa := range p.Privatised {
		if loops[pa.Array] == nil {
			arrays = append(arrays, pa.Array)
		}
		loops[pa.Array] = append(loops[pa.Array], loopVar(n, pa.Loop))
	}
	for _, a := range arrays {
		fmt.Fprintf(w, "  private: %s to %s (each chunk of their iterations writes its own copy; the last iteration's values are copied back)\n",
			a, strings.Join(loops[a], ", "))
	}
}

// loopNotes says what of a loop is only known at run time.
func loopNotes(l *nest.Loop) string {
	var notes []string
	switch {
	case l.Dynamic && (!l.Lower.Valid() || !l.Upper.Valid()):
		notes = append(notes, "bounds read at each entry of the loop, unknown to the analysis; a negative start runs the nest in the interpreter")
	case !l.Lower.Valid() || !l.Upper.Valid():
		notes = append(notes, "bounds not affine: evaluated before the nest runs")
	}
	if l.StepValue == 0 {
		notes = append(notes, "step known at run time")
	}
	if len(notes) == 0 {
		return ""
	}
	return "  (" + strings.Join(notes, "; ") + ")"
}

func writeOrder(w *bufio.Writer, n *nest.Nest, body []*depend.Node, indent string) {
	for _, nd := range body {
		if nd.Loop < 0 {
			if nd.Stmt >= 0 && nd.Stmt < len(n.Stmts) {
				fmt.Fprintf(w, "%s%s\n", indent, stmtLabel(n.Stmts[nd.Stmt]))
			} else {
				fmt.Fprintf(w, "%sS%d\n", indent, nd.Stmt)
			}
			continue
		}
		how := "sequential"
		if nd.Parallel {
			how = "parallel"
		}
		fmt.Fprintf(w, "%sfor %s (%s):\n", indent, loopVar(n, nd.Loop), how)
		writeOrder(w, n, nd.Body, indent+"  ")
	}
}

// writeWavefronts lists the plan's pairs of sequential loops whose
// iterations may run by anti-diagonal wavefronts (depend/wavefront.go),
// and whether the module runs them so (kernelgen/wavefront.go):
//
//	wavefronts: i, j by tiles of 64 x 64 (w = 2i + j: the points of one w are independent)
//	wavefront possible: w = 2i + j over i, j (runs in order: the trip counts are known only at run time)
func writeWavefronts(w *bufio.Writer, c *compiler.Compiled) {
	n, p := c.Nest, c.Plan
	for _, wf := range p.Wavefronts() {
		ok, why := kernelgen.WavefrontDecision(p, wf, c.Bindings)
		if ok && !slices.ContainsFunc(kernelgen.Wavefronts(p, c.Bindings), func(r kernelgen.WavefrontRun) bool {
			return r.Outer == wf.Outer && r.Inner == wf.Inner
		}) {
			ok, why = false, "the pair runs inside a kernel"
		}
		if !ok {
			fmt.Fprintf(w, "  wavefront possible: %s over %s, %s (runs in order: %s)\n", wf.Text(n), loopVar(n, wf.Outer), loopVar(n, wf.Inner), why)
			continue
		}
		fmt.Fprintf(w, "  wavefronts: %s, %s by tiles of %d x %d (%s: the points of one w are independent)\n",
			loopVar(n, wf.Outer), loopVar(n, wf.Inner), kernelgen.WavefrontTileRows, kernelgen.WavefrontTileCols, wf.Text(n))
	}
}

// writeTiles lists the kernels the CPU runs in register blocks and cache
// panels (kernel.Tile), as built for the default types of `alpyna compile`
// (float64 arrays; the decision needs float elements):
//
//	tiles (cpu): kernel gemm_l17: i 4 x j 16 in registers, j in panels that keep the re-read operand in half the L2 cache
func writeTiles(w *bufio.Writer, c *compiler.Compiled) {
	types, err := kernelgen.StaticTypes(c.Nest, nil)
	if err != nil {
		return
	}
	m, err := kernelgen.Build(c.Plan, types, c.Bindings)
	if err != nil {
		return
	}
	for _, k := range m.Kernels {
		t := k.Tile
		if t == nil {
			continue
		}
		rowDim, colDim := k.Dims[len(k.Dims)-2], k.Dims[len(k.Dims)-1]
		rows, cols := rowDim.Var.Name, colDim.Var.Name
		panels := fmt.Sprintf("%s in panels that keep the re-read operand in half the L2 cache", cols)
		kernel.WalkExpr(colDim.Upper, func(e kernel.Expr) {
			if v, ok := e.(*kernel.Var); ok && v.Local == rowDim.Var {
				panels = fmt.Sprintf("triangular %s: a block's rows share the columns they all run", cols)
			}
		})
		fmt.Fprintf(w, "  tiles (cpu): kernel %s: %s %d x %s %d in registers, %s\n", k.Name, rows, t.Rows, cols, t.Cols, panels)
	}
}

// writeRunOrder lists, when loop interchange reorders some loops of the
// nest (kernelgen.Order), the order its kernels run their loops in:
//
//	order run (loop interchange):
//	  kernel kij_l9: dims i, j; in each: for k (sequential)
//	  kernel gemver_l22: dims i; in each: for j (sequential); the CPU runs i's box inside j
func writeRunOrder(w *bufio.Writer, n *nest.Nest, p *depend.NestPlan, names []string) {
	order := kernelgen.Order(p, kernelgen.Options{})
	if !slices.ContainsFunc(order, func(ko kernelgen.KernelOrder) bool { return ko.Interchanged }) {
		return
	}
	vars := func(loops []int) string {
		vs := make([]string, len(loops))
		for i, l := range loops {
			vs[i] = loopVar(n, l)
		}
		return strings.Join(vs, ", ")
	}
	w.WriteString("  order run (loop interchange):\n")
	for _, ko := range order {
		var parts []string
		if len(ko.Host) > 0 {
			parts = append(parts, "on the host for "+vars(ko.Host))
		}
		if len(ko.Dims) > 0 {
			parts = append(parts, "dims "+vars(ko.Dims))
		} else {
			parts = append(parts, "no dims")
		}
		if len(ko.Loops) > 0 {
			fors := make([]string, len(ko.Loops))
			for i, l := range ko.Loops {
				fors[i] = "for " + loopVar(n, l)
			}
			parts = append(parts, "in each: "+strings.Join(fors, ": ")+" (sequential)")
		}
		if ko.Inside > 0 {
			parts = append(parts, fmt.Sprintf("the CPU runs %s's box inside %s", loopVar(n, ko.Dims[len(ko.Dims)-1]), vars(ko.Loops[:ko.Inside])))
		}
		name := "?"
		if len(ko.Stmts) > 0 && ko.Stmts[0] < len(names) {
			name = names[ko.Stmts[0]]
		}
		fmt.Fprintf(w, "    kernel %s: %s\n", name, strings.Join(parts, "; "))
	}
}

// stmtLabel is "S3 line 14: a[i + k] = a[i] + b".
func stmtLabel(st *nest.Assign) string {
	return fmt.Sprintf("S%d line %d: %s", st.Index, st.Pos.Line, st.Text)
}

// depText is "flow S0 -> S1 a (<, =) distance (1, 0) carried by i; static".
func depText(n *nest.Nest, d *depend.NestDep, resolved bool) string {
	dirs := make([]string, len(d.Dirs))
	for i, x := range d.Dirs {
		dirs[i] = x.String()
	}
	dists := make([]string, len(d.Dist))
	for i, x := range d.Dist {
		dists[i] = x.String()
	}
	carried := "loop-independent"
	if d.CarriedBy >= 0 {
		carried = "carried by " + loopVar(n, d.CarriedBy)
	}
	how := "static"
	switch {
	case d.Settled:
	case resolved:
		how = "run time"
	default:
		how = "assumed until run time"
	}
	return fmt.Sprintf("%s S%d -> S%d %s (%s) distance (%s) %s; %s",
		d.Kind, d.Src, d.Dst, d.Array, strings.Join(dirs, ", "), strings.Join(dists, ", "), carried, how)
}

// reductionOp is " +" for a statement updating a + reduction scalar.
func reductionOp(n *nest.Nest, st *nest.Assign) string {
	if t, ok := st.Target.(*nest.Name); ok {
		if s := n.Scalar(t.Id); s != nil && s.Role == nest.Reduction {
			if s.Locate != nil {
				return " " + s.Locate.Name()
			}
			return " " + s.Reduction.String()
		}
	}
	return ""
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// bindingsText is "k=3, n=100": the bindings of the nest's symbols.
func bindingsText(c *compiler.Compiled) string {
	var parts []string
	for _, k := range sortedKeys(c.Bindings) {
		if slices.Contains(c.Nest.Symbols, k) {
			parts = append(parts, fmt.Sprintf("%s=%d", k, c.Bindings[k]))
		}
	}
	return orNone(strings.Join(parts, ", "))
}
