package kernelgen

// This file makes the GPU variants of the kernels that run irregular
// loops. On the CPU such a kernel runs as the runtime's schedule says:
// boxes of its first, Ordered Dim, each in order. A GPU thread axis takes
// no such schedule, so the GPU executor launches other kernels instead,
// one per kind of execution plan, which this file appends to the module.

import (
	"fmt"
	"slices"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/kernel"
)

// IrregularVariants are the kernels that run one irregular kernel's
// iterations on a GPU under an execution plan. An index is -1 when the
// kernel has no such variant.
type IrregularVariants struct {
	// Parallel is the kernel with its first Dim not Ordered: for plans
	// whose iterations are independent.
	Parallel int
	// Atomic is Parallel with every update of an incremented target made
	// atomic (kernel.Store.Atomic): for plans that privatise. -1 when some
	// store into an incremented target is not an update of its own element
	// or the element type has no atomic update.
	Atomic int
	// Coloured runs the iterations Order[ColourLo : ColourLo+ColourCount]
	// (iteration numbers of the original first Dim, int32), concurrently:
	// one launch per colour. -1 when an inner Dim's bounds read the first
	// Dim's variable.
	Coloured              int
	Order                 *kernel.Array // Internal: the executor binds it
	OrderArray            int           // Order's index in Module.Arrays
	ColourLo, ColourCount *kernel.Param // HostVar slots set before each launch
}

// GPUIrregular returns a copy of m with the variants of each kernel that
// runs an irregular loop (loops[i] non-nil, as kernelgen.IrregularKernels
// gives) appended to its kernels, and the variants per kernel (nil for
// the others). The host program still launches the original kernels,
// whose Ordered first Dim runs in order on one GPU thread: the executor
// substitutes a variant launch by launch, as the plan allows. m itself is
// not changed; the copy shares its expressions.
func GPUIrregular(m *kernel.Module, loops []*depend.IrregularLoop) (*kernel.Module, []*IrregularVariants) {
	out := *m
	out.Params = slices.Clone(m.Params)
	out.Arrays = slices.Clone(m.Arrays)
	out.Kernels = slices.Clone(m.Kernels)
	vars := make([]*IrregularVariants, len(m.Kernels))
	names := map[string]bool{}
	for _, p := range m.Params {
		names[p.Name] = true
	}
	for _, a := range m.Arrays {
		names[a.Name] = true
	}
	fresh := func(base string) string {
		name := base
		for i := 2; names[name]; i++ {
			name = fmt.Sprintf("%s%d", base, i)
		}
		names[name] = true
		return name
	}
	param := func(kind kernel.ParamKind, name string, t kernel.Type) *kernel.Param {
		p := &kernel.Param{Slot: len(out.Params), Kind: kind, Name: name, Type: t}
		out.Params = append(out.Params, p)
		return p
	}
	for ki, il := range loops {
		k := m.Kernels[ki]
		if il == nil || len(k.Dims) == 0 || !k.Dims[0].Ordered {
			continue
		}
		v := &IrregularVariants{Parallel: -1, Atomic: -1, Coloured: -1}
		vars[ki] = v
		add := func(nk *kernel.Kernel) int {
			out.Kernels = append(out.Kernels, nk)
			return len(out.Kernels) - 1
		}

		par := unordered(k, k.Name+"_parallel")
		v.Parallel = add(par)

		if body, ok := atomicUpdates(k.Body, incrementedTargets(il)); ok {
			at := unordered(k, k.Name+"_atomic")
			at.Body = body
			v.Atomic = add(at)
		}

		if !readsVar(k.Dims[1:], k.Dims[0].Var) {
			name := fresh("__order_" + k.Name)
			order := &kernel.Array{Name: name, Elem: kernel.Int32, NDim: 1, Internal: true}
			order.Data = param(kernel.Data, name, kernel.Int32)
			order.Data.Array = order
			shape := param(kernel.Shape, name, kernel.PyInt)
			shape.Array = order
			order.Shape = []*kernel.Param{shape}
			out.Arrays = append(out.Arrays, order)
			v.Order, v.OrderArray = order, len(out.Arrays)-1
			v.ColourLo = param(kernel.HostVar, fresh("__colour_lo_"+k.Name), kernel.PyInt)
			v.ColourCount = param(kernel.HostVar, fresh("__colour_count_"+k.Name), kernel.PyInt)
			v.Coloured = add(coloured(k, v))
		}
	}
	return &out, vars
}

// unordered copies k with its first Dim's iterations independent.
func unordered(k *kernel.Kernel, name string) *kernel.Kernel {
	nk := *k
	nk.Name = name
	nk.Dims = slices.Clone(k.Dims)
	d := *k.Dims[0]
	d.Ordered = false
	nk.Dims[0] = &d
	return &nk
}

// coloured copies k to run the iterations Order[lo : lo+count]: its first
// Dim becomes a new variable it over range(count), and the old variable is
// assigned Lower + Order[lo + it]*Step at the start of the body.
func coloured(k *kernel.Kernel, v *IrregularVariants) *kernel.Kernel {
	nk := *k
	nk.Name = k.Name + "_coloured"
	old := k.Dims[0]
	name := "__it"
	for slices.ContainsFunc(k.Locals, func(l *kernel.Local) bool { return l.Name == name }) {
		name += "_"
	}
	it := &kernel.Local{Index: len(k.Locals), Name: name, Type: kernel.PyInt}
	nk.Locals = append(slices.Clone(k.Locals), it)
	nk.Dims = slices.Clone(k.Dims)
	nk.Dims[0] = &kernel.Dim{Var: it, Lower: &kernel.Const{T: kernel.PyInt, I: 0},
		Upper: &kernel.ParamRef{Param: v.ColourCount}, Step: &kernel.Const{T: kernel.PyInt, I: 1},
		Loop: old.Loop, Contiguous: true}
	// Every value is an iteration number of the original range: no
	// check can fail, and lower + n*step is one of the range's values.
	slot := &kernel.Binary{Op: kernel.Add, X: &kernel.ParamRef{Param: v.ColourLo}, Y: &kernel.Var{Local: it}, T: kernel.PyInt}
	n := &kernel.Convert{X: &kernel.Load{Array: v.Order, Index: []*kernel.Subscript{{X: slot}}}, T: kernel.PyInt}
	value := &kernel.Binary{Op: kernel.Add, X: old.Lower, Y: &kernel.Binary{Op: kernel.Mul, X: n, Y: old.Step, T: kernel.PyInt}, T: kernel.PyInt}
	nk.Body = append([]kernel.Stmt{&kernel.Assign{Dst: old.Var, Value: value}}, k.Body...)
	return &nk
}

// incrementedTargets are the arrays an irregular loop increments.
func incrementedTargets(il *depend.IrregularLoop) map[string]bool {
	out := map[string]bool{}
	for _, t := range il.Targets {
		if !t.Written {
			continue
		}
		for _, x := range t.Accesses {
			if x.Kind == depend.AccessIncrement {
				out[t.Array] = true
			}
		}
	}
	return out
}

// atomicUpdates copies body with every store into targets atomic; false
// when one of them cannot be (not an update of its own element, or of a
// type without atomic updates).
func atomicUpdates(body []kernel.Stmt, targets map[string]bool) ([]kernel.Stmt, bool) {
	out := make([]kernel.Stmt, len(body))
	for i, s := range body {
		switch x := s.(type) {
		case *kernel.Store:
			if !targets[x.Array.Name] {
				out[i] = x
				continue
			}
			if !x.CanBeAtomic() {
				return nil, false
			}
			st := *x
			st.Atomic = true
			out[i] = &st
		case *kernel.If:
			then, ok := atomicUpdates(x.Then, targets)
			if !ok {
				return nil, false
			}
			out[i] = &kernel.If{Cond: x.Cond, Then: then}
		case *kernel.For:
			b, ok := atomicUpdates(x.Body, targets)
			if !ok {
				return nil, false
			}
			f := *x
			f.Body = b
			out[i] = &f
		default:
			out[i] = s
		}
	}
	return out, true
}

// readsVar reports whether a bound of dims reads v.
func readsVar(dims []*kernel.Dim, v *kernel.Local) bool {
	found := false
	for _, d := range dims {
		for _, e := range []kernel.Expr{d.Lower, d.Upper, d.Step} {
			kernel.WalkExpr(e, func(x kernel.Expr) {
				if r, ok := x.(*kernel.Var); ok && r.Local == v {
					found = true
				}
			})
		}
	}
	return found
}
