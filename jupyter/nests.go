package jupyter

// This file shows what the compiler did with a cell's nests: the table
// after a cell, and the plans behind inspect and alpyna.show_plan.

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/interp"
	"github.com/alpyna/alpyna/report"
)

// nestRow is one line of the table after a cell: one nest, every call of
// it in the cell summed.
type nestRow struct {
	name      string // "smooth, line 4"
	calls     int
	backends  []string
	executors []string
	parallel  []string // the loops run in parallel by some statement
	prepare   float64  // analysis and compilation, seconds
	transfer  float64
	execute   float64
	notes     []string
}

// nestTable renders the nests a cell ran as a text and an HTML table.
func nestTable(nests []report.Nest) (text, htmlTable string) {
	var rows []*nestRow
	byNest := map[nestKey]*nestRow{}
	for _, n := range nests {
		key := nestKey{n.File, n.Function, n.Line}
		r := byNest[key]
		if r == nil {
			r = &nestRow{name: n.Function + ", line " + strconv.Itoa(n.Line)}
			byNest[key] = r
			rows = append(rows, r)
		}
		r.calls++
		r.backends = addOnce(r.backends, n.Backend)
		r.executors = addOnce(r.executors, n.Executor)
		// An irregular loop (writes through index arrays) says how the
		// inspector's plan ran it: coloured, privatised, in order...
		kinds := map[string]string{}
		for _, p := range n.Plans {
			kinds[p.Loop] = p.Kind
		}
		if n.Plan != nil {
			kinds[n.Plan.Loop] = n.Plan.Kind
		}
		for _, st := range n.Statements {
			for _, l := range st.Parallel {
				if kind := kinds[l]; kind != "" {
					l += " (" + kind + ")"
				}
				r.parallel = addOnce(r.parallel, l)
			}
		}
		if t := n.Time; t != nil {
			r.prepare += t.Analysis + t.Compile
			r.transfer += t.Transfer
			r.execute += t.Execute
		}
		r.notes = addOnce(r.notes, n.Reason)
		if n.ExecutorReason != nil {
			r.notes = addOnce(r.notes, *n.ExecutorReason)
		}
	}
	header := []string{"nest", "calls", "backend", "executor", "parallel loops", "analysis+compile", "transfer",
		"execute", "note"}
	cells := [][]string{header}
	for _, r := range rows {
		parallel := strings.Join(r.parallel, ", ")
		if parallel == "" {
			parallel = "none"
		}
		cells = append(cells, []string{r.name, strconv.Itoa(r.calls), strings.Join(r.backends, ", "),
			strings.Join(r.executors, ", "), parallel, seconds(r.prepare), seconds(r.transfer), seconds(r.execute),
			strings.Join(r.notes, "; ")})
	}
	return textTable(cells), htmlOf(cells)
}

// addOnce appends s to list unless it is empty or already there.
func addOnce(list []string, s string) []string {
	if s == "" {
		return list
	}
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// seconds formats a duration in seconds with a unit that keeps three
// significant digits readable.
func seconds(s float64) string {
	switch {
	case s == 0:
		return "0"
	case s < 1e-3:
		return strconv.FormatFloat(s*1e6, 'f', 1, 64) + " µs"
	case s < 1:
		return strconv.FormatFloat(s*1e3, 'f', 2, 64) + " ms"
	}
	return strconv.FormatFloat(s, 'f', 3, 64) + " s"
}

// textTable aligns cells in columns, the first row a header.
func textTable(cells [][]string) string {
	widths := make([]int, len(cells[0]))
	for _, row := range cells {
		for i, c := range row {
			widths[i] = max(widths[i], len([]rune(c)))
		}
	}
	var b strings.Builder
	b.WriteString("alpyna: nests run by this cell\n")
	for _, row := range cells {
		var line strings.Builder
		for i, c := range row {
			line.WriteString(c)
			if i < len(row)-1 {
				line.WriteString(strings.Repeat(" ", widths[i]-len([]rune(c))+2))
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	return b.String()
}

// htmlOf renders cells as an HTML table, the first row a header.
func htmlOf(cells [][]string) string {
	var b strings.Builder
	b.WriteString("<table class=\"alpyna-nests\">\n<caption>alpyna: nests run by this cell</caption>\n")
	for i, row := range cells {
		tag := "td"
		if i == 0 {
			tag = "th"
		}
		b.WriteString("<tr>")
		for _, c := range row {
			b.WriteString("<" + tag + ">" + html.EscapeString(c) + "</" + tag + ">")
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")
	return b.String()
}

// active is the running kernel, for alpyna.show_plan: a kernel process
// runs one session.
var (
	activeMu sync.Mutex
	active   *Kernel
)

func setActive(k *Kernel) {
	activeMu.Lock()
	active = k
	activeMu.Unlock()
}

func activeKernel() *Kernel {
	activeMu.Lock()
	defer activeMu.Unlock()
	return active
}

// compiled analyses the nests of the jit function fn again from its
// source and plans each with the values of its last instantiation in the
// kernel (the ahead-of-time plan when it has not run, or outside a
// kernel).
func compiled(k *Kernel, fn *py.Function) ([]compiler.Compiled, error) {
	file := fn.Code.Filename
	var src []byte
	if k != nil {
		if s, ok := k.in.Source(file); ok {
			src = []byte(s)
		}
	}
	if src == nil {
		data, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("the source of %s is not available: %v", fn.Name, err)
		}
		src = data
	}
	mod, err := frontend.ParseSource(file, src)
	if err != nil {
		return nil, err
	}
	// The def of fn is the first jit function of its name at or after the
	// first line of its code (which is the line of its first decorator).
	var f *frontend.Func
	for _, c := range mod.Funcs {
		if c.Name == fn.Name && c.Pos.Line >= int(fn.Code.Firstlineno) && (f == nil || c.Pos.Line < f.Pos.Line) {
			f = c
		}
	}
	if f == nil {
		return nil, fmt.Errorf("%s is not a jit function of %s", fn.Name, file)
	}
	var cs []compiler.Compiled
	for _, n := range f.Nests {
		c := compiler.Compiled{Nest: n}
		a := compiler.Analyse(n)
		if a.Static != nil {
			c.Unresolved = a.Unresolved()
			var bindings map[string]int64
			if k != nil {
				if last, ok := k.nests.lastOf(file, n.Func, n.Pos.Line); ok && last.Bindings != nil {
					bindings = last.Bindings
				}
			}
			plan, err := a.Plan(bindings)
			if err != nil && bindings != nil {
				bindings = nil
				plan, err = a.Plan(nil)
			}
			if err == nil {
				c.Plan, c.Bindings = plan, bindings
			}
		}
		cs = append(cs, c)
	}
	return cs, nil
}

// functionOf is the Python function behind a jit function.
func functionOf(obj py.Object) (*py.Function, bool) {
	if jf, ok := obj.(*interp.JitFunction); ok {
		obj = jf.Orig
	}
	fn, ok := obj.(*py.Function)
	return fn, ok
}

// planText is the plan listing of a jit function's nests (as `alpyna
// compile --emit=plan` writes it), or "" when there is none.
func (k *Kernel) planText(jf *interp.JitFunction) string {
	fn, ok := functionOf(jf)
	if !ok {
		return ""
	}
	cs, err := compiled(k, fn)
	if err != nil || len(cs) == 0 {
		return ""
	}
	var b bytes.Buffer
	report.WritePlan(&b, cs)
	return b.String()
}

// planGraphType is the Python type of what alpyna.show_plan returns.
var planGraphType = py.NewType("plan_graph", "the dependence graphs of a jit function's plan")

// A planGraph is the dependence graph of each nest of a function: its dot
// source, and its SVG when Graphviz's dot could draw it. A notebook shows
// the SVG; its repr is the dot source.
type planGraph struct {
	dot  string
	svgs []string // one per nest
}

func (g *planGraph) Type() *py.Type { return planGraphType }

func (g *planGraph) M__repr__() (py.Object, error) { return py.String(g.dot), nil }

// bundle is the data of the graph's execute_result.
func (g *planGraph) bundle() map[string]string {
	data := map[string]string{"text/plain": g.dot}
	switch len(g.svgs) {
	case 0:
	case 1:
		data["image/svg+xml"] = g.svgs[0]
	default:
		var b strings.Builder
		for _, s := range g.svgs {
			b.WriteString("<div>" + stripProlog(s) + "</div>\n")
		}
		data["text/html"] = b.String()
	}
	return data
}

// stripProlog drops the XML declaration and doctype before <svg, which
// HTML does not take.
func stripProlog(svg string) string {
	if i := strings.Index(svg, "<svg"); i > 0 {
		return svg[i:]
	}
	return svg
}

// showPlan is alpyna.show_plan(f).
func showPlan(self py.Object, arg py.Object) (py.Object, error) {
	fn, ok := functionOf(arg)
	if !ok {
		return nil, py.ExceptionNewf(py.TypeError, "show_plan() argument must be a jit function, not '%s'", arg.Type().Name)
	}
	cs, err := compiled(activeKernel(), fn)
	if err != nil {
		return nil, py.ExceptionNewf(py.ValueError, "show_plan(): %v", err)
	}
	if len(cs) == 0 {
		return nil, py.ExceptionNewf(py.ValueError, "show_plan(): %s has no loop nests", fn.Name)
	}
	g := &planGraph{}
	var all bytes.Buffer
	for i := range cs {
		var one bytes.Buffer
		report.WriteDot(&one, cs[i:i+1])
		all.Write(one.Bytes())
		if svg, ok := drawSVG(one.String()); ok {
			g.svgs = append(g.svgs, svg)
		}
	}
	g.dot = all.String()
	if len(g.svgs) != len(cs) {
		g.svgs = nil // all or nothing: the dot text says everything
	}
	return g, nil
}

// drawSVG renders a dot graph with Graphviz, when dot is on the PATH.
func drawSVG(dot string) (string, bool) {
	path, err := exec.LookPath("dot")
	if err != nil {
		return "", false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, "-Tsvg")
	cmd.Stdin = strings.NewReader(dot)
	out, err := cmd.Output()
	if err != nil {
		return "", false
	}
	return string(out), true
}

func init() {
	interp.AddAlpynaMethod(py.MustNewMethod("show_plan", showPlan, 0,
		"show_plan(f) -> the dependence graph of each nest of the jit function f, planned with the values of its "+
			"last call; a notebook draws it (SVG, with Graphviz), its repr is the dot source"))
}
