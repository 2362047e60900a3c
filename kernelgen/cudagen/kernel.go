// This file emits one kernel entry: its parameters decoded from args, its
// locals, its Dims as grid-stride loops (mapped) or plain loops (the rest),
// and its outputs: Reduce outputs combined atomically, Last outputs written
// by the thread of the last point, Direct outputs by the one thread.

package cudagen

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
)

// kernelGen is the per-kernel state.
type kernelGen struct {
	g     *moduleGen
	k     *kernel.Kernel
	axes  kernel.Axes
	names *namer
	w     *writer

	local    map[*kernel.Local]string // C name of each local
	read     map[*kernel.Local]bool   // locals some expression reads
	param    map[*kernel.Param]string // C name of each parameter (data: the array pointer)
	useParam map[*kernel.Param]bool   // parameters the kernel reads
	assigned map[*kernel.Local]string // the "assigned" flag of each output
	temps    int                      // temporaries named so far
	lastLine int                      // the source line of the latest line comment
	dimIt    []string                 // the iteration number of each Dim emitted so far
	dimCount []string                 // and its count
	// subst gives the C expressions of nodes (by identity) that expr
	// returns instead of emitting them: an Atomic store's self Load and
	// its other operand (atomic.go).
	subst map[kernel.Expr]cexpr
	// shareTid and shareSlot name the thread's linear index and the
	// launch's thread count, declared when the kernel has outputs
	// ByShares (kernel/abi.go, "GPU").
	shareTid, shareThreads string
}

// emitError stops the emission of a kernel; kernel recovers it.
type emitError struct{ msg string }

func (kg *kernelGen) failf(format string, args ...any) {
	panic(&emitError{fmt.Sprintf("kernel %s: ", kg.k.Name) + fmt.Sprintf(format, args...)})
}

// kernel returns the text of one kernel entry.
func (g *moduleGen) kernel(k *kernel.Kernel) (text string, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*emitError)
			if !ok {
				panic(r)
			}
			text, err = "", fmt.Errorf("%s", e.msg)
		}
	}()
	kg := &kernelGen{g: g, k: k, axes: g.axes[k], local: map[*kernel.Local]string{}, read: map[*kernel.Local]bool{},
		param: map[*kernel.Param]string{}, useParam: map[*kernel.Param]bool{}, assigned: map[*kernel.Local]string{}}
	// Names: the kernels' own, then locals by their Python names, then
	// parameters, so that Python's names stay as they are where they can.
	var kernelNames []string
	for _, other := range g.m.Kernels {
		kernelNames = append(kernelNames, other.Name)
	}
	kg.names = newNamer(kernelNames...)
	kg.findReads()
	for _, l := range k.Locals {
		kg.local[l] = kg.names.name(l.Name)
	}
	for _, p := range g.m.Params {
		switch p.Kind {
		case kernel.Shape:
			kg.param[p] = kg.names.name(fmt.Sprintf("%s_shape%d", p.Array.Name, p.Axis))
		case kernel.Stride:
			kg.param[p] = kg.names.name(fmt.Sprintf("%s_stride%d", p.Array.Name, p.Axis))
		case kernel.Scalar:
			// Read only through Inputs, into the local.
		default:
			kg.param[p] = kg.names.name(p.Name)
		}
	}
	for _, o := range k.Outputs {
		kg.assigned[o.Local] = kg.names.name(o.Local.Name + "_assigned")
	}
	if len(kernel.Shares(k)) > 0 || kernel.Selects(k) {
		kg.shareTid, kg.shareThreads = kg.names.name("share_tid"), kg.names.name("share_threads")
	}
	g.use("ALP_OK")

	var lastVar string
	for _, o := range k.Outputs {
		if o.Combine == kernel.Last {
			for _, d := range k.Dims {
				if d.DependsOnOuterDims {
					// The last point of a triangular nest may lie before the
					// last iteration of its outer Dims (an empty inner
					// range), which no thread can tell in advance.
					kg.failf("output %s is the last value of a triangular parallel nest, which has no GPU form", o.Local.Name)
				}
			}
			lastVar = kg.names.name("ran_last")
		}
	}

	// The body first, into its own writer: the prologue declares only the
	// parameters the body reads.
	body := &writer{indent: 1}
	kg.w = body
	if plan := tiling.Kernel(k, kg.axes); plan != nil && !g.opts.NoTiling {
		kg.tiled(plan)
	} else if plan := tiling.Halo(k, kg.axes); plan != nil && !g.opts.NoTiling {
		kg.haloTiled(plan)
	}
	kg.dims(0, lastVar)
	kg.outputs(lastVar)

	out := &writer{}
	kg.w = out
	kg.signature()
	out.line("{")
	out.indent++
	kg.guards()
	kg.prologue(lastVar)
	out.b.WriteString(body.b.String())
	out.indent--
	out.line("}")
	return out.b.String(), nil
}

// findReads records the locals some expression reads: a loop variable
// nobody reads is not declared.
func (kg *kernelGen) findReads() {
	visit := func(e kernel.Expr) {
		kernel.WalkExpr(e, func(x kernel.Expr) {
			if v, ok := x.(*kernel.Var); ok {
				kg.read[v.Local] = true
			}
		})
	}
	for _, d := range kg.k.Dims {
		visit(d.Lower)
		visit(d.Upper)
		visit(d.Step)
	}
	kernel.WalkStmts(kg.k.Body, func(s kernel.Stmt) {
		kernel.Exprs(s, visit)
		if f, ok := s.(*kernel.For); ok {
			for _, e := range f.Exits {
				kg.read[e] = true
			}
		}
	})
	for _, o := range kg.k.Outputs {
		kg.read[o.Local] = true
	}
	for _, l := range kg.k.Inputs {
		kg.read[l] = true
	}
}

// signature writes the comment and the entry's declaration.
func (kg *kernelGen) signature() {
	k, w := kg.k, kg.w
	w.line("// Kernel %s, from line %d.", k.Name, k.Line)
	if len(k.Dims) == 0 {
		w.line("// No parallel loop: it runs once, on one thread.")
	}
	for d, dim := range k.Dims {
		where := "a loop inside each thread"
		if a := kg.axes[d]; a != kernel.AxisNone {
			where = "thread axis " + axisNames[a] + ", grid-stride"
			if kernel.Selects(k) {
				where = "thread axis " + axisNames[a] + ", blocked (a run of consecutive iterations per thread)"
			}
		}
		w.line("//   parallel %s in %s: %s", dim.Var.Name, pyRange(dim.Lower, dim.Upper, dim.Step), where)
	}
	for i, o := range k.Outputs {
		how := ""
		switch o.Combine {
		case kernel.Reduce:
			how = fmt.Sprintf("the %s over the Dims: each thread combines its share atomically", reductionNames[o.Op])
			if o.ByShares() {
				how = fmt.Sprintf("the %s over the Dims: each thread writes its share for the runtime to fold in thread order", reductionNames[o.Op])
			}
		case kernel.Last:
			how = "its value after the last point, written by the thread that runs it"
		case kernel.Direct:
			how = "written by the one thread"
		case kernel.Select:
			how = fmt.Sprintf("a location reduction (%s by %s): each thread writes its copy as its share for the runtime to fold in thread order", o.Cmp, kg.k.Outputs[o.Key].Local.Name)
		}
		w.line("//   output %s in out[%d], out[%d]: %s", o.Local.Name, 2*i, 2*i+1, how)
	}
	if k.MayFail {
		w.line("//   may fail: a failed check stores its code in *status and ends the thread")
	}
	w.line(`extern "C" __global__ void %s(long long *args, long long *out, long long *status)`, k.Name)
}

// guards ends the threads that must not work: all but one for a kernel
// without Dims, and, on an axis no Dim runs on, all but the first, which
// would otherwise repeat the work of the others.
func (kg *kernelGen) guards() {
	w := kg.w
	ret := "return;"
	if kg.shareTid != "" {
		kg.shareIndex()
		// An idle thread's shares are the identities: the runtime folds
		// every thread's.
		var stores []string
		for j, i := range kernel.Shares(kg.k) {
			stores = append(stores, fmt.Sprintf("out[%s] = %s;", kg.shareSlot(j), encodeSlot(kg.identity(kg.k.Outputs[i]).s, kg.k.Outputs[i].Local.Type)))
		}
		// and its copies of a location reduction are unassigned.
		for j := range kernel.SelectShares(kg.k) {
			stores = append(stores, fmt.Sprintf("out[%s + 1] = 0;", kg.selectSlot(j)))
		}
		ret = "{ " + strings.Join(stores, " ") + " return; }"
	}
	if len(kg.k.Dims) == 0 {
		w.line("// One thread runs the kernel, whatever the launch.")
		w.line("if (blockIdx.x != 0 || blockIdx.y != 0 || blockIdx.z != 0 || threadIdx.x != 0 || threadIdx.y != 0 || threadIdx.z != 0)")
		w.line("    %s", ret)
		return
	}
	var mapped [3]bool
	for _, a := range kg.axes {
		if a != kernel.AxisNone {
			mapped[a] = true
		}
	}
	var conds, unused []string
	for a, ok := range mapped {
		if !ok {
			conds = append(conds, fmt.Sprintf("blockIdx.%s != 0 || threadIdx.%s != 0", axisNames[a], axisNames[a]))
			unused = append(unused, axisNames[a])
		}
	}
	if len(conds) > 0 {
		w.line("// No parallel loop runs on %s: only the first thread along it works.", strings.Join(unused, " or "))
		w.line("if (%s)", strings.Join(conds, " || "))
		w.line("    %s", ret)
	}
}

// shareIndex declares the thread's linear index and the launch's thread
// count, which place its shares (kernel/abi.go, "GPU").
func (kg *kernelGen) shareIndex() {
	w := kg.w
	w.line("// Where this thread's shares go: its linear index among the launch's threads.")
	w.line("const long long %s = ((long long)(blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x) * (blockDim.x * blockDim.y * blockDim.z)", kg.shareTid)
	w.line("    + (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;")
	w.line("const long long %s = (long long)gridDim.x * gridDim.y * gridDim.z * blockDim.x * blockDim.y * blockDim.z;", kg.shareThreads)
}

// shareSlot is the out slot of share j of this thread.
func (kg *kernelGen) shareSlot(j int) string {
	return fmt.Sprintf("%d + %d * %s + %s", kernel.SharesBase(kg.k), j, kg.shareThreads, kg.shareTid)
}

// selectSlot is the out slot of this thread's share of Select output j
// (kernel.SelectShares): the value, then the assigned flag.
func (kg *kernelGen) selectSlot(j int) string {
	return fmt.Sprintf("%d + %d * %s + 2 * (%d * %s + %s)", kernel.SharesBase(kg.k), len(kernel.Shares(kg.k)), kg.shareThreads,
		j, kg.shareThreads, kg.shareTid)
}

// prologue decodes the parameters the body reads, declares the locals, and
// loads the inputs (kernel/abi.go, "Slots").
func (kg *kernelGen) prologue(lastVar string) {
	k, w := kg.k, kg.w
	first := true
	for _, p := range kg.g.m.Params {
		if !kg.useParam[p] {
			continue
		}
		if first {
			w.line("// Parameters: the argument slots the kernel reads.")
			first = false
		}
		name := kg.param[p]
		slot := fmt.Sprintf("args[%d]", p.Slot)
		switch p.Kind {
		case kernel.Data:
			a := p.Array
			// restrict: the runtime never binds an array the nest writes
			// to memory that overlaps another of its arrays, and while
			// this kernel runs nothing writes the arrays it only reads
			// (const: their loads may take the GPU's read-only path).
			if kg.stores(a) {
				w.line("%s *__restrict__ %s = (%s *)%s;", memType(a.Elem), name, memType(a.Elem), slot)
			} else {
				w.line("const %s *__restrict__ %s = (const %s *)%s;", memType(a.Elem), name, memType(a.Elem), slot)
			}
		case kernel.Shape:
			w.line("const long long %s = %s;  // %s.shape[%d]", name, slot, p.Array.Name, p.Axis)
		case kernel.Stride:
			w.line("const long long %s = %s;  // %s's stride along axis %d, in elements", name, slot, p.Array.Name, p.Axis)
		default:
			comment := ""
			if name != p.Name {
				comment = "  // " + p.Name
			}
			w.line("const %s %s = %s;%s", cType(p.Type), name, decodeSlot(cexpr{slot, cAtom}, p.Type).s, comment)
		}
	}
	// Locals: an input starts from its slot, a reduction from its
	// operator's identity (each thread reduces its own share), the rest
	// from zero.
	init := map[*kernel.Local]string{}
	for _, l := range k.Inputs {
		init[l] = decodeSlot(cexpr{fmt.Sprintf("args[%d]", l.Param.Slot), cAtom}, l.Type).s + ";  // input"
	}
	for _, o := range k.Outputs {
		if o.Combine == kernel.Reduce {
			init[o.Local] = kg.identity(o).s + ";  // the identity of the " + reductionNames[o.Op]
		}
	}
	var decls []string
	for _, l := range k.Locals {
		if !kg.read[l] && !kg.written(l) {
			continue
		}
		v, ok := init[l]
		if !ok {
			v = zeroOf(l.Type) + ";"
		}
		decls = append(decls, fmt.Sprintf("%s %s = %s", cType(l.Type), kg.local[l], v))
	}
	for _, o := range k.Outputs {
		decls = append(decls, fmt.Sprintf("bool %s = false;", kg.assigned[o.Local]))
	}
	if lastVar != "" {
		decls = append(decls, fmt.Sprintf("bool %s = false;  // whether this thread's latest point is the last of the Dims", lastVar))
	}
	if len(decls) > 0 {
		w.line("// Locals.")
		for _, d := range decls {
			w.line("%s", d)
		}
	}
}

// reductionNames name what a reduction computes.
var reductionNames = map[kernel.BinOp]string{kernel.Add: "sum", kernel.Mul: "product", kernel.Min: "minimum",
	kernel.Max: "maximum", kernel.BitAnd: "bitwise and", kernel.BitOr: "bitwise or", kernel.BitXor: "bitwise xor"}

// stores reports whether the kernel stores into a, or into a private
// copy of a (kernel.Private), which on the GPU is a itself: the copy
// shares a's data parameter.
func (kg *kernelGen) stores(a *kernel.Array) bool {
	found := false
	kernel.WalkStmts(kg.k.Body, func(s kernel.Stmt) {
		if st, ok := s.(*kernel.Store); ok && st.Array.Data == a.Data {
			found = true
		}
	})
	return found
}

// written reports whether some statement assigns l.
func (kg *kernelGen) written(l *kernel.Local) bool {
	found := false
	kernel.WalkStmts(kg.k.Body, func(s kernel.Stmt) {
		if a, ok := s.(*kernel.Assign); ok && a.Dst == l {
			found = true
		}
	})
	return found
}

// dims emits Dim d and those inside it, then the body. A mapped Dim is a
// grid-stride loop over its iteration numbers; an unmapped one a plain
// loop. Bounds are evaluated inside the outer Dims, as Python evaluates
// range() for each outer iteration (triangular nests need it).
func (kg *kernelGen) dims(d int, lastVar string) {
	k, w := kg.k, kg.w
	if d == len(k.Dims) {
		if lastVar != "" && len(k.Dims) > 0 {
			conds := make([]string, len(k.Dims))
			for i := range k.Dims {
				conds[i] = fmt.Sprintf("%s == %s - 1", kg.dimIt[i], kg.dimCount[i])
			}
			w.line("%s = %s;", lastVar, strings.Join(conds, " && "))
		}
		kg.stmts(k.Body)
		return
	}
	dim := k.Dims[d]
	a := kg.axes[d]
	where := "a loop inside each thread"
	if a != kernel.AxisNone {
		where = "thread axis " + axisNames[a]
	}
	w.line("// parallel %s in %s: %s", dim.Var.Name, pyRange(dim.Lower, dim.Upper, dim.Step), where)
	v := kg.local[dim.Var]
	it, count, value := kg.rangeLoop(v, dim.Lower, dim.Upper, dim.Step, func(f func(kernel.Stmt)) {
		kernel.WalkStmts(k.Body, f)
	})
	kg.dimIt, kg.dimCount = append(kg.dimIt, it), append(kg.dimCount, count)
	if a != kernel.AxisNone && kernel.Selects(k) {
		// A location reduction: this thread's run of consecutive
		// iterations, so that the runtime's fold in thread order is
		// the sequential answer (kernel/abi.go, "GPU").
		ax := axisNames[a]
		x, per, end := kg.names.name(v+"_thread"), kg.names.name(v+"_per_thread"), kg.names.name(v+"_end")
		w.line("const long long %s = (long long)blockIdx.%s * blockDim.%s + threadIdx.%s;", x, ax, ax, ax)
		w.line("const long long %s = (%s + (long long)gridDim.%s * blockDim.%s - 1) / ((long long)gridDim.%s * blockDim.%s);", per, count, ax, ax, ax, ax)
		w.line("const long long %s = %s < %s - %s * %s ? %s * %s + %s : %s;", end, per, count, x, per, x, per, per, count)
		w.line("for (long long %s = %s * %s; %s < %s; %s++) {", it, x, per, it, end, it)
	} else if a != kernel.AxisNone {
		ax := axisNames[a]
		w.line("for (long long %s = (long long)blockIdx.%s * blockDim.%s + threadIdx.%s; %s < %s; %s += (long long)gridDim.%s * blockDim.%s) {",
			it, ax, ax, ax, it, count, it, ax, ax)
	} else {
		w.line("for (long long %s = 0; %s < %s; %s++) {", it, it, count, it)
	}
	w.indent++
	if kg.read[dim.Var] {
		w.line("%s = %s;", v, value)
	}
	kg.lastLine = 0
	kg.dims(d+1, lastVar)
	w.indent--
	w.line("}")
	kg.lastLine = 0
}

// rangeLoop evaluates range(lower, upper, step) for a loop whose variable
// is named v, as Python does (the three arguments once, in order; a zero
// step is a ValueError), and declares its count. body is what the loop
// runs: a lower bound or step that is not a constant, a parameter or a
// local body leaves alone is kept in a constant first. It returns the
// names of the iteration number and the count, and the C expression of the
// variable's value at iteration number it.
func (kg *kernelGen) rangeLoop(v string, lower, upper, step kernel.Expr, body func(func(kernel.Stmt))) (it, count, value string) {
	w := kg.w
	lo := kg.expr(lower)
	hi := kg.expr(upper)
	st := kg.expr(step)
	if !kg.stable(lower, lo, body) {
		lo = cexpr{kg.declare(v+"_start", kernel.PyInt, lo), cAtom}
	}
	c, constStep := step.(*kernel.Const)
	if !constStep {
		if !kg.stable(step, st, body) {
			st = cexpr{kg.declare(v+"_step", kernel.PyInt, st), cAtom}
		}
		kg.failIf(st.s+" == 0", kernel.ValueError)
	} else if c.I == 0 {
		kg.fail(kernel.ValueError)
	}
	it = kg.names.name(v + "_it")
	count = kg.names.name(v + "_count")
	kg.g.use("alp_range_count")
	w.line("const long long %s = alp_range_count(%s, %s, %s);", count, lo.s, hi.s, st.s)
	switch {
	case constStep && c.I == 1 && lo.s == "0":
		value = it
	case constStep && c.I == 1:
		value = parenthesize(lo, cAdd) + " + " + it
	case constStep && c.I == -1:
		value = parenthesize(lo, cAdd) + " - " + it
	default:
		kg.g.use("alp_range_value")
		value = fmt.Sprintf("alp_range_value(%s, %s, %s)", lo.s, it, st.s)
	}
	return it, count, value
}

// stable reports whether e, emitted as c, may be repeated inside a loop
// running body: a literal, a parameter, or a local body does not assign.
func (kg *kernelGen) stable(e kernel.Expr, c cexpr, body func(func(kernel.Stmt))) bool {
	switch x := e.(type) {
	case *kernel.Const, *kernel.ParamRef:
		return isLiteral(c.s)
	case *kernel.Var:
		assigned := false
		body(func(s kernel.Stmt) {
			switch s := s.(type) {
			case *kernel.Assign:
				assigned = assigned || s.Dst == x.Local
			case *kernel.For:
				assigned = assigned || s.Var == x.Local
			}
		})
		return !assigned
	}
	return false
}

// outputs writes the outputs after the Dims (kernel/abi.go, "GPU").
func (kg *kernelGen) outputs(lastVar string) {
	w := kg.w
	for i, o := range kg.k.Outputs {
		v, flag := kg.local[o.Local], kg.assigned[o.Local]
		switch o.Combine {
		case kernel.Select:
			j := slices.Index(kernel.SelectShares(kg.k), i)
			w.line("// Output %s: this thread's copy, which the runtime folds with the others in thread order.", o.Local.Name)
			w.line("out[%s] = %s;", kg.selectSlot(j), encodeSlot(v, o.Local.Type))
			w.line("out[%s + 1] = %s;", kg.selectSlot(j), flag)
		case kernel.Direct:
			w.line("// Output %s.", o.Local.Name)
			w.line("out[%d] = %s;", 2*i, encodeSlot(v, o.Local.Type))
			w.line("out[%d] = %s;", 2*i+1, flag)
		case kernel.Last:
			w.line("// Output %s: the thread that ran the last point has its final value.", o.Local.Name)
			w.line("if (%s) {", lastVar)
			w.line("    out[%d] = %s;", 2*i, encodeSlot(v, o.Local.Type))
			w.line("    out[%d] = %s;", 2*i+1, flag)
			w.line("}")
		case kernel.Reduce:
			if j := slices.Index(kernel.Shares(kg.k), i); j >= 0 {
				w.line("// Output %s: this thread's share, which the runtime folds with the others in thread order.", o.Local.Name)
				w.line("out[%s] = %s;", kg.shareSlot(j), encodeSlot(v, o.Local.Type))
				w.line("if (%s)", flag)
				w.line("    out[%d] = 1;", 2*i+1)
				continue
			}
			w.line("// Output %s: combine this thread's share into out[%d] (the runtime put the starting value there).", o.Local.Name, 2*i)
			w.line("if (%s) {", flag)
			w.indent++
			kg.combine(i, o)
			w.line("out[%d] = 1;", 2*i+1)
			w.indent--
			w.line("}")
		}
	}
}

// combine folds the thread's share of an integer Reduce output into
// out[2i]: an atomic add where the hardware has one for the type
// (wrapping int64), CUDA's atomic and, or and xor for & | ^, else a
// compare-and-swap loop around the operator, checked for a Python int as
// the thread's own arithmetic was; the result is the same in any order.
// (Float reductions go by shares: outputs.)
func (kg *kernelGen) combine(i int, o *kernel.Output) {
	w := kg.w
	t := o.Local.Type
	v := kg.local[o.Local]
	switch {
	case o.Op == kernel.Add && t == kernel.Int64:
		w.line("atomicAdd((unsigned long long *)&out[%d], (unsigned long long)%s);", 2*i, v)
		return
	case o.Op.Logical():
		// & | ^ of the sign-extended slots (bools as 0 and 1) are the
		// type's own, and never overflow.
		w.line("%s((unsigned long long *)&out[%d], (unsigned long long)%s);", bitwiseAtomics[o.Op], 2*i, encodeSlot(v, t))
		return
	}
	slot, seen, prev := kg.names.name("slot"), kg.names.name("seen"), kg.names.name("prev")
	w.line("unsigned long long *%s = (unsigned long long *)&out[%d];", slot, 2*i)
	w.line("unsigned long long %s = *%s, %s;", seen, slot, prev)
	w.line("do {")
	w.indent++
	w.line("%s = %s;", prev, seen)
	// The slot's value, as decodeSlot reads it; an int32 is sign-extended
	// there, so its low 32 bits are the value.
	var old cexpr
	switch t {
	case kernel.Int32:
		old = cast("int", cexpr{prev, cAtom})
	case kernel.PyInt, kernel.Int64:
		old = cast("long long", cexpr{prev, cAtom})
	default:
		old = decodeSlot(cast("long long", cexpr{prev, cAtom}), t)
	}
	next := kg.binary(o.Op, t, t == kernel.PyInt, old, cexpr{v, cAtom})
	if !isLiteral(next.s) {
		next = cexpr{kg.declare("next", t, next), cAtom}
	}
	w.line("%s = atomicCAS(%s, %s, (unsigned long long)%s);", seen, slot, prev, encodeSlot(next.s, t))
	w.indent--
	w.line("} while (%s != %s);", seen, prev)
}

// bitwiseAtomics are CUDA's atomic functions of the bitwise reductions.
var bitwiseAtomics = map[kernel.BinOp]string{kernel.BitAnd: "atomicAnd", kernel.BitOr: "atomicOr", kernel.BitXor: "atomicXor"}

// identity is the value a thread's share of a reduction starts from: the
// operator's identity in the type. Float addition starts from -0.0, which
// leaves every x (-0.0 included) unchanged.
func (kg *kernelGen) identity(o *kernel.Output) cexpr {
	t := o.Local.Type
	switch o.Op {
	case kernel.Add:
		if t.IsFloat() {
			return kg.constant(&kernel.Const{T: t, F: math.Copysign(0, -1)})
		}
		return kg.constant(&kernel.Const{T: t, I: 0})
	case kernel.Mul:
		return kg.constant(&kernel.Const{T: t, I: 1, F: 1})
	case kernel.Min:
		switch {
		case t.IsFloat():
			return kg.constant(&kernel.Const{T: t, F: math.Inf(1)})
		case t == kernel.Int32:
			return kg.constant(&kernel.Const{T: t, I: math.MaxInt32})
		case t.IsInt():
			return kg.constant(&kernel.Const{T: t, I: math.MaxInt64})
		}
	case kernel.Max:
		switch {
		case t.IsFloat():
			return kg.constant(&kernel.Const{T: t, F: math.Inf(-1)})
		case t == kernel.Int32:
			return kg.constant(&kernel.Const{T: t, I: math.MinInt32})
		case t.IsInt():
			return kg.constant(&kernel.Const{T: t, I: math.MinInt64})
		}
	case kernel.BitOr, kernel.BitXor:
		return kg.constant(&kernel.Const{T: t, I: 0})
	case kernel.BitAnd:
		if t.IsBool() {
			return kg.constant(&kernel.Const{T: t, I: 1})
		}
		return kg.constant(&kernel.Const{T: t, I: -1}) // all ones
	}
	kg.failf("reduction %s of %s has no identity", o.Op, t)
	return cexpr{}
}

// writer accumulates indented lines.
type writer struct {
	b      strings.Builder
	indent int
}

func (w *writer) line(format string, args ...any) {
	for range w.indent {
		w.b.WriteString("    ")
	}
	fmt.Fprintf(&w.b, format, args...)
	w.b.WriteByte('\n')
}

// cType is the C type of a value of type t.
func cType(t kernel.Type) string {
	switch t {
	case kernel.PyBool, kernel.Bool:
		return "bool"
	case kernel.Int32:
		return "int"
	case kernel.Float32:
		return "float"
	case kernel.PyFloat, kernel.Float64:
		return "double"
	}
	return "long long"
}

// memType is the C type of an array element of type t: bools are bytes,
// extended ints (held in a long long) their own C types.
func memType(t kernel.Type) string {
	if t.IsBool() {
		return "unsigned char"
	}
	if c, ok := extMemTypes[t]; ok {
		return c
	}
	return cType(t)
}

var extMemTypes = map[kernel.Type]string{kernel.Int8: "signed char", kernel.Int16: "short",
	kernel.UInt8: "unsigned char", kernel.UInt16: "unsigned short", kernel.UInt32: "unsigned int",
	kernel.UInt64: "unsigned long long"}

func zeroOf(t kernel.Type) string {
	switch {
	case t.IsBool():
		return "false"
	case t == kernel.Float32:
		return "0.0f"
	case t.IsFloat():
		return "0.0"
	}
	return "0"
}

// decodeSlot is the value of type t that slot (a long long expression)
// holds.
func decodeSlot(slot cexpr, t kernel.Type) cexpr {
	switch t {
	case kernel.PyBool, kernel.Bool:
		return cexpr{parenthesize(slot, cEq+1) + " != 0", cEq}
	case kernel.Int32:
		return cexpr{"(int)" + parenthesize(slot, cUnary), cUnary}
	case kernel.PyFloat, kernel.Float64:
		return cexpr{"__longlong_as_double(" + slot.s + ")", cAtom}
	case kernel.Float32:
		// Exact: the slot holds a widened float32.
		return cexpr{"(float)__longlong_as_double(" + slot.s + ")", cUnary}
	}
	return slot
}

// encodeSlot is the slot (a long long) holding v, a C expression of type t
// that binds at least as tightly as a cast.
func encodeSlot(v string, t kernel.Type) string {
	switch t {
	case kernel.PyBool, kernel.Bool, kernel.Int32:
		return "(long long)" + v
	case kernel.PyFloat, kernel.Float64:
		return "__double_as_longlong(" + v + ")"
	case kernel.Float32:
		return "__double_as_longlong((double)" + v + ")"
	}
	return v
}

// isLiteral reports whether a C expression is a constant or a name, which
// may be repeated freely.
func isLiteral(s string) bool {
	if s == "" {
		return false
	}
	if _, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSuffix(s, "LL"), "f"), 64); err == nil {
		return true
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}
