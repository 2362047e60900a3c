// This file writes the dependence graphs of `alpyna compile --emit=dot`.

package report

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/depend"
)

// WriteDot writes one Graphviz digraph per compiled nest, drawn as the
// ALPyNA paper's Figures 3 and 4: a box per statement labelled "S<line>:
// text", an edge per dependence labelled with its kind, array and direction
// vector. Loop-carried edges are solid and bold, loop-independent ones
// dashed; an edge the ahead-of-time plan only assumes (its residue waits for
// run-time values) is grey. `dot -Tsvg` renders every graph of the file.
func WriteDot(w io.Writer, cs []compiler.Compiled) error {
	bw := bufio.NewWriter(w)
	for i := range cs {
		writeNestDot(bw, &cs[i])
	}
	return bw.Flush()
}

func writeNestDot(w *bufio.Writer, c *compiler.Compiled) {
	n := c.Nest
	title := fmt.Sprintf("%s at %s", n.Func, n.Pos)
	switch {
	case c.Plan == nil:
		title += ": not accelerated"
		for _, r := range n.Reasons {
			title += "\n" + r.String()
		}
	case c.Resolved():
		title += "\nresolved with " + bindingsText(c)
	case len(c.Unresolved) > 0:
		title += "\nahead of time; waits for " + strings.Join(c.Unresolved, ", ")
	}
	fmt.Fprintf(w, "digraph %s {\n", strconv.Quote(fmt.Sprintf("%s_l%d", n.Func, n.Pos.Line)))
	fmt.Fprintf(w, "  label=%s;\n  labelloc=t;\n", strconv.Quote(title))
	w.WriteString("  node [shape=box, fontname=\"monospace\"];\n")
	for _, st := range n.Stmts {
		fmt.Fprintf(w, "  s%d [label=%s];\n", st.Index, strconv.Quote(fmt.Sprintf("S%d: %s", st.Pos.Line, st.Text)))
	}
	if c.Plan != nil {
		for _, d := range c.Plan.Deps {
			writeEdgeDot(w, c, &d)
		}
	}
	w.WriteString("}\n")
}

func writeEdgeDot(w *bufio.Writer, c *compiler.Compiled, d *depend.NestDep) {
	dirs := make([]string, len(d.Dirs))
	for i, x := range d.Dirs {
		dirs[i] = x.String()
	}
	label := fmt.Sprintf("%s %s (%s)", d.Kind, d.Array, strings.Join(dirs, ", "))
	var attrs []string
	if d.CarriedBy >= 0 {
		label += " carried by " + loopVar(c.Nest, d.CarriedBy)
		attrs = append(attrs, "style=bold")
	} else {
		attrs = append(attrs, "style=dashed")
	}
	if !d.Settled && !c.Resolved() {
		attrs = append(attrs, "color=gray50", "fontcolor=gray50")
	}
	fmt.Fprintf(w, "  s%d -> s%d [label=%s, %s];\n", d.Src, d.Dst, strconv.Quote(label), strings.Join(attrs, ", "))
}
