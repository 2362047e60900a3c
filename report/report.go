package report

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/nest"
)

// A Report is the JSON report of docs/contract.md §3: one Nest per nest
// instantiation in `alpyna run`, one per nest in `alpyna compile`.
type Report struct {
	Nests []Nest `json:"nests"`
}

// A Nest reports one loop nest. Field order is the JSON order of the
// contract; slices are never nil, so they encode as [] rather than null.
type Nest struct {
	Function string `json:"function"`
	// Line is the 1-based line of the nest's outermost for.
	Line int `json:"line"`
	// Invocation counts the nest's instantiations from 1 in a run report;
	// it is 0 in a compile report, where nothing was invoked.
	Invocation int `json:"invocation"`
	// Backend is what executed the nest: "interp", "cpu" or "gpu". A
	// compile report names the backend the plan was made for.
	Backend string `json:"backend"`
	// Reason says why the nest was not accelerated; empty when it was.
	Reason string `json:"reason"`
	// Time is present in run reports only.
	Time *Time `json:"time,omitempty"`
	// Bindings are the symbol values the plan was resolved with; empty for
	// an ahead-of-time plan.
	Bindings map[string]int64 `json:"bindings"`
	// Unresolved names the symbols whose dependences wait for run time
	// (sorted); empty once resolved.
	Unresolved  []string     `json:"unresolved"`
	Loops       []Loop       `json:"loops"`
	Statements  []Statement  `json:"statements"`
	Dependences []Dependence `json:"dependences"`
	// Plan is present for a run of a nest whose irregular loop (one that
	// writes through index arrays) ran as the first Dim of its kernel:
	// the execution plan of its first such kernel. Plans, present with
	// it, lists every such kernel's, in kernel order (Plan is Plans[0]).
	Plan  *Plan  `json:"plan,omitempty"`
	Plans []Plan `json:"plans,omitempty"`
	// Executor (run reports only) is what ran the nest: "native",
	// "go-kernel", "loop-record", "gpu", "gpu-emulated" or "interp";
	// ExecutorReason says why it is not the fastest executor of the
	// backend, empty when it is (docs/contract.md §3, 2026-11-26).
	Executor       string  `json:"executor,omitempty"`
	ExecutorReason *string `json:"executor_reason,omitempty"`
	// Auto is true for a nest found outside any @alpyna.jit function
	// (alpyna run --auto; docs/contract.md §3, 2026-11-26).
	Auto bool `json:"auto,omitempty"`
	// File is the source file of the nest as the run names it (run
	// reports): a script's nests and those of modules it imports may share
	// line numbers.
	File string `json:"file,omitempty"`
	// Placement (run reports, backend auto with a GPU open) is the cost
	// model's choice for this instantiation (docs/contract.md §3,
	// 2026-11-26); Time then shows what the choice measured.
	Placement *Placement `json:"placement,omitempty"`
	// TransferBytes (run reports where a GPU is open) is the bytes of
	// array data this instantiation moved between host and device.
	TransferBytes *int64 `json:"transfer_bytes,omitempty"`
	// Work (run reports of accelerated nests) is what the instantiation's
	// kernels do by the count of package costmodel over the kernel IR,
	// for rates beside its execute time (alpyna bench --roofline).
	Work *Work `json:"work,omitempty"`
}

// Work is the operations and memory traffic of an instantiation, counted
// from its kernels and the call's sizes: an upper bound where a loop
// breaks early (each point is counted to its loops' full trip counts).
type Work struct {
	// Flops is the floating-point operations (a division or a
	// transcendental call counts as one).
	Flops float64 `json:"flops"`
	// Bytes is the bytes moved through memory: each launch's loads and
	// stores, at most the size of the arrays it touches.
	Bytes float64 `json:"bytes"`
}

// A Placement is the cost model's choice between the cpu and the GPU.
type Placement struct {
	Choice   string   `json:"choice"` // "cpu" or "gpu"
	Estimate Estimate `json:"estimate"`
	// TransferBytes is the bytes the model expected the choice to move.
	TransferBytes int64 `json:"transfer_bytes"`
}

// An Estimate is the model's seconds for each device, transfers included.
type Estimate struct {
	CPU float64 `json:"cpu"`
	GPU float64 `json:"gpu"`
}

// A Plan is what ran an irregular loop: the kind of the execution plan
// the inspector made from the index arrays (docs/irregular.md), with its
// statistics. It extends docs/contract.md §3, which lists the fields above.
type Plan struct {
	// Loop is the irregular loop's variable.
	Loop string `json:"loop"`
	// Kernel names the kernel that ran the loop (the report's statements
	// name the same kernels).
	Kernel string `json:"kernel"`
	// Kind is what the last launch ran: "sequential", "independent",
	// "coloured", "two-level", "privatised" (per-thread private copies,
	// on the cpu backend) or "atomic" (atomic updates, on the gpu).
	Kind string `json:"kind"`
	// Colours are the inspector's colours (iterations of a coloured plan,
	// partitions of a two-level plan; 0 when it did not colour),
	// GreedyColours what first-fit colouring gave, LowerBound the most
	// iterations that increment one element, Partitions the two-level
	// plan's partitions.
	Colours       int `json:"colours"`
	GreedyColours int `json:"greedy_colours"`
	LowerBound    int `json:"lower_bound"`
	Partitions    int `json:"partitions"`
	// Launches counts the kernel's launches in this instantiation, Reused
	// those whose plan came from the cache; Inspection is the seconds
	// spent getting plans (part of time.analysis).
	Launches   int     `json:"launches"`
	Reused     int     `json:"reused"`
	Inspection float64 `json:"inspection"`
	// Reason says in one line why it ran so.
	Reason string `json:"reason"`
}

// Time is the wall time, in seconds, one instantiation spent in each phase.
type Time struct {
	Analysis float64 `json:"analysis"`
	Compile  float64 `json:"compile"`
	Transfer float64 `json:"transfer"`
	Execute  float64 `json:"execute"`
}

// A Loop is one loop of a nest, in source order; the bounds are the Python
// text of range's arguments (start defaulting to 0, step to 1).
type Loop struct {
	Var   string `json:"var"`
	Line  int    `json:"line"`
	Lower string `json:"lower"`
	Upper string `json:"upper"`
	Step  string `json:"step"`
}

// A Statement is one assignment of a nest, or a predicate assignment that
// if-conversion generated (then Text is its generated Python and Line that
// of the if or break it implements).
type Statement struct {
	Line int    `json:"line"`
	Text string `json:"text"`
	// Loops are the enclosing loops' variables, outermost first;
	// Sequential and Parallel partition them (a loop run as a parallel
	// reduction is parallel).
	Loops      []string `json:"loops"`
	Sequential []string `json:"sequential"`
	Parallel   []string `json:"parallel"`
	// GPUAxes are the parallel loops mapped to the x, y and z thread axes,
	// in that order.
	GPUAxes []string `json:"gpu_axes"`
	// Kernel names the statement's kernel; empty for a nest that runs in
	// the interpreter.
	Kernel string `json:"kernel"`
	// Reduction, for a statement that updates a scalar the plan reduces
	// in parallel, is the reduction: "+", "*", "min", "max", "&", "|",
	// "^" (2026-11-27), or a location
	// reduction's "first min", "last min", "first max", "last max"
	// (docs/contract.md §3, 2026-11-26); absent otherwise.
	Reduction string `json:"reduction,omitempty"`
}

// A Dependence is one edge of the dependence graph between statements,
// named by their lines.
type Dependence struct {
	Source int    `json:"source"`
	Sink   int    `json:"sink"`
	Array  string `json:"array"`
	Kind   string `json:"kind"` // flow, anti or output
	// Direction has one entry per common loop, outermost first: "<", "=",
	// ">", "<=", ">=" or "*".
	Direction []string `json:"direction"`
	// Distance has one entry per common loop; nil (null) where unknown.
	Distance []*int64 `json:"distance"`
	// CarriedBy is the carrying loop's variable; nil (null) for a
	// loop-independent dependence.
	CarriedBy *string `json:"carried_by"`
}

// WriteJSON writes r as indented JSON (two spaces) and a final newline.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}

// Build returns the report of compiled nests, one Nest each, in order.
// Accelerated nests report backend.
func Build(cs []compiler.Compiled, backend string) *Report {
	r := &Report{Nests: []Nest{}}
	for i := range cs {
		c := &cs[i]
		if c.Plan == nil {
			r.Nests = append(r.Nests, Unaccelerated(c.Nest))
			continue
		}
		o := Options{Backend: backend, Bindings: c.Bindings}
		if !c.Resolved() {
			o.Unresolved = c.Unresolved
		}
		r.Nests = append(r.Nests, FromPlan(c.Plan, o))
	}
	return r
}

// Options are the parts of a report entry that the plan does not know.
type Options struct {
	Backend    string           // "cpu" or "gpu"
	Invocation int              // from 1 in run reports; 0 in compile reports
	Bindings   map[string]int64 // reported for the nest's symbols only
	Unresolved []string         // symbols still waiting for run time
	// Module, when the nest ran on kernels, is what ran: each statement's
	// parallel loops are then the Dims of its kernel (the loops whose
	// iterations ran concurrently) and its kernel is that kernel's name.
	Module *kernel.Module
	// Axes, for a run on the GPU, are the thread axes of each kernel's
	// Dims: gpu_axes lists the loops on x, y and z.
	Axes map[*kernel.Kernel]kernel.Axes
	// Irregular, for a run whose kernels ran irregular loops, says what
	// ran per such kernel: its loop, a Dim of the kernel, is parallel for
	// the kernel's statements only when Parallel is set, and the first
	// one's Plan is the nest's plan object.
	Irregular []IrregularRun
}

// An IrregularRun is what the launches of one kernel running an irregular
// loop ran.
type IrregularRun struct {
	Kernel   *kernel.Kernel
	Launched *kernel.Kernel // on the gpu, the variant of Kernel the last launch ran (nil: Kernel)
	Loop     int            // index into nest.Nest.Loops
	Parallel bool           // every launch ran the loop's iterations concurrently
	Plan     Plan
}

// FromPlan reports an accelerated nest from its plan.
func FromPlan(p *depend.NestPlan, o Options) Nest {
	n := p.Nest
	out := header(n)
	out.Backend = o.Backend
	out.Invocation = o.Invocation
	for _, s := range n.Symbols {
		if v, ok := o.Bindings[s]; ok {
			out.Bindings[s] = v
		}
	}
	out.Unresolved = append(out.Unresolved, o.Unresolved...)
	slices.Sort(out.Unresolved)
	names := kernelNames(n)
	ran := kernelsOf(o.Module)
	for k, st := range n.Stmts {
		s := statement(n, st)
		s.Kernel = names[k]
		if k < len(p.Stmts) && slices.Contains(p.Stmts[k].Reduction, true) {
			s.Reduction = strings.TrimSpace(reductionOp(n, st))
		}
		if kn := ran[k]; kn != nil {
			s.Kernel = kn.Name
			var par []string
			for _, l := range st.Loops {
				inOrder := slices.ContainsFunc(o.Irregular, func(r IrregularRun) bool {
					return r.Kernel == kn && r.Loop == l && !r.Parallel
				})
				if !inOrder && slices.ContainsFunc(kn.Dims, func(d *kernel.Dim) bool { return d.Loop == l || slices.Contains(d.Merged, l) }) {
					s.Parallel = append(s.Parallel, loopVar(n, l))
					par = append(par, loopVar(n, l))
				} else {
					s.Sequential = append(s.Sequential, loopVar(n, l))
				}
			}
			slices.Reverse(par)
			axesOf := kn // on the gpu, the variant an irregular loop's launches ran
			for _, r := range o.Irregular {
				if r.Kernel == kn && r.Launched != nil {
					axesOf = r.Launched
				}
			}
			if axes, ok := o.Axes[axesOf]; ok {
				par = gpuAxes(n, axesOf, axes)
			}
			s.GPUAxes = append(s.GPUAxes, par[:min(3, len(par))]...)
		} else if k < len(p.Stmts) {
			sp := &p.Stmts[k]
			var par []string // innermost first, for the thread axes
			for x, l := range sp.Loops {
				if x < len(sp.Parallel) && sp.Parallel[x] {
					s.Parallel = append(s.Parallel, loopVar(n, l))
					par = append(par, loopVar(n, l))
				} else {
					s.Sequential = append(s.Sequential, loopVar(n, l))
				}
			}
			slices.Reverse(par)
			s.GPUAxes = append(s.GPUAxes, par[:min(3, len(par))]...)
		} else {
			s.Sequential = append(s.Sequential, s.Loops...)
		}
		out.Statements = append(out.Statements, s)
	}
	for _, d := range p.Deps {
		out.Dependences = append(out.Dependences, dependence(n, &d))
	}
	for _, r := range o.Irregular {
		pl := r.Plan
		pl.Loop = depend.SourceName(pl.Loop) // the script's name, not the front end's v·iter45
		out.Plans = append(out.Plans, pl)
	}
	if len(out.Plans) > 0 {
		pl := out.Plans[0]
		out.Plan = &pl
	}
	return out
}

// gpuAxes lists the loops of a kernel's Dims on x, y and z.
func gpuAxes(n *nest.Nest, k *kernel.Kernel, axes kernel.Axes) []string {
	var out []string
	for a := 0; a < 3; a++ {
		for d, ax := range axes {
			if ax == a {
				out = append(out, loopVar(n, k.Dims[d].Loop))
			}
		}
	}
	return out
}

// kernelsOf maps each statement to the kernel of m that runs it.
func kernelsOf(m *kernel.Module) map[int]*kernel.Kernel {
	out := map[int]*kernel.Kernel{}
	if m == nil {
		return out
	}
	for _, k := range m.Kernels {
		for _, s := range k.Stmts {
			if out[s] == nil { // the host program's kernel, not a GPU variant of it
				out[s] = k
			}
		}
	}
	return out
}

// Unaccelerated reports a nest that runs in the interpreter: every loop of
// every statement sequential, no kernels, no dependences, and the reason the
// nest's Reasons joined with "; ".
func Unaccelerated(n *nest.Nest) Nest {
	out := header(n)
	out.Backend = "interp"
	msgs := make([]string, len(n.Reasons))
	for i, r := range n.Reasons {
		msgs[i] = r.String()
	}
	out.Reason = strings.Join(msgs, "; ")
	for _, st := range n.Stmts {
		s := statement(n, st)
		s.Sequential = append(s.Sequential, s.Loops...)
		out.Statements = append(out.Statements, s)
	}
	return out
}

// header fills what every entry has, with empty (not nil) collections.
func header(n *nest.Nest) Nest {
	out := Nest{
		Function:    n.Func,
		Line:        n.Pos.Line,
		Bindings:    map[string]int64{},
		Unresolved:  []string{},
		Loops:       []Loop{},
		Statements:  []Statement{},
		Dependences: []Dependence{},
	}
	for _, l := range n.Loops {
		out.Loops = append(out.Loops, Loop{Var: depend.SourceName(l.Var), Line: l.Pos.Line,
			Lower: exprText(l.Start, "0"), Upper: nest.String(l.Stop), Step: exprText(l.Step, "1")})
	}
	return out
}

func exprText(e nest.Expr, def string) string {
	if e == nil {
		return def
	}
	return nest.String(e)
}

func statement(n *nest.Nest, st *nest.Assign) Statement {
	s := Statement{Line: st.Pos.Line, Text: st.Text,
		Loops: []string{}, Sequential: []string{}, Parallel: []string{}, GPUAxes: []string{}}
	for _, l := range st.Loops {
		s.Loops = append(s.Loops, loopVar(n, l))
	}
	return s
}

// loopVar is the name the script gives loop l: the front end's own loops
// (`x·iter7` for `for x in a`, `i·for12` for a loop whose variable is
// read after a break, an inlined helper's `j·2`) stand for the script's
// loop of that name.
func loopVar(n *nest.Nest, l int) string {
	if l >= 0 && l < len(n.Loops) {
		return depend.SourceName(n.Loops[l].Var)
	}
	return fmt.Sprintf("L%d", l)
}

// kernelNames names each statement's kernel FUNC_lLINE; statements that
// share a line (an if and its generated predicate written on one line) are
// numbered FUNC_lLINE_1, FUNC_lLINE_2, ... in statement order.
func kernelNames(n *nest.Nest) []string {
	count := make(map[int]int)
	for _, st := range n.Stmts {
		count[st.Pos.Line]++
	}
	seen := make(map[int]int)
	names := make([]string, len(n.Stmts))
	for k, st := range n.Stmts {
		line := st.Pos.Line
		names[k] = fmt.Sprintf("%s_l%d", n.Func, line)
		if count[line] > 1 {
			seen[line]++
			names[k] += fmt.Sprintf("_%d", seen[line])
		}
	}
	return names
}

func dependence(n *nest.Nest, d *depend.NestDep) Dependence {
	out := Dependence{
		Source:    stmtLine(n, d.Src),
		Sink:      stmtLine(n, d.Dst),
		Array:     d.Array,
		Kind:      d.Kind.String(),
		Direction: []string{},
		Distance:  []*int64{},
	}
	for _, dir := range d.Dirs {
		out.Direction = append(out.Direction, contractDir(dir))
	}
	for _, dist := range d.Dist {
		if dist.Known {
			v := dist.Value
			out.Distance = append(out.Distance, &v)
		} else {
			out.Distance = append(out.Distance, nil)
		}
	}
	if d.CarriedBy >= 0 {
		v := loopVar(n, d.CarriedBy)
		out.CarriedBy = &v
	}
	return out
}

func stmtLine(n *nest.Nest, s int) int {
	if s >= 0 && s < len(n.Stmts) {
		return n.Stmts[s].Pos.Line
	}
	return 0
}

// contractDir spells a direction set as docs/contract.md §3 allows. The contract
// has no word for {<, >}: it is reported as "*", which includes it.
func contractDir(d depend.Dir) string {
	switch d {
	case depend.Lt:
		return "<"
	case depend.Eq:
		return "="
	case depend.Gt:
		return ">"
	case depend.Le:
		return "<="
	case depend.Ge:
		return ">="
	}
	return "*"
}

// sortedKeys returns m's keys in order.
func sortedKeys(m map[string]int64) []string {
	return slices.Sorted(maps.Keys(m))
}
