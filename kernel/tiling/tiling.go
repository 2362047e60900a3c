// Package tiling decides which GPU kernels stage their operands in shared
// memory and how (docs/gpu.md, "Shared-memory tiling"): where a two-Dim
// kernel's sequential loop k reads an array through the loop's variable
// and one Dim's variable only (gemm's a[i, k] and b[k, j]), every thread
// of a block row (column) reads the same elements, and the block can load
// them once, together, into a tile. A stencil (a[i + c0, j + c1], the
// offsets constants or short inner loops' variables) stages the block's
// elements and the halo its offsets reach instead (Halo, halo.go).
//
// Input: a kernel of the kernel IR and its thread axes. Output: a Plan (a
// HaloPlan), or nil for a kernel that is not tiled so. The CUDA C generator
// (kernelgen/cudagen) emits the tiled loops of a Plan, and the GPU runtime
// (runtime/gpu) sizes the blocks of a tiled kernel and runs it on the
// lockstep emulator; both ask this package, so that they agree. It emits
// no code and launches nothing.
package tiling

import (
	"os"

	"github.com/alpyna/alpyna/kernel"
)

// Enabled reports whether GPU kernels are tiled in this process: yes
// unless the environment sets ALPYNA_GPU_TILING=off, which is there to
// measure tiled against untiled kernels (docs/gpu.md).
func Enabled() bool { return os.Getenv("ALPYNA_GPU_TILING") != "off" }

// Width is the side of a tile: the iterations of the reduction loop
// staged at once, and the most threads along x and along y of a block that
// runs the tiled path. 16 × 16 threads (8 warps) keep several blocks per
// multiprocessor; a float64 tile of 16 × 17 (one column of padding
// against bank conflicts) is 2.1 KiB, so even syr2k's four tiles leave
// most of the 48 KiB of static shared memory free.
const Width = 16

// A Plan says how a kernel is tiled.
type Plan struct {
	// Loop is the sequential loop whose iterations are staged, a statement
	// of the kernel's Body (not nested), with bounds every thread of a
	// block computes alike.
	Loop *kernel.For
	// Operands are the arrays staged, one tile each.
	Operands []*Operand
}

// A Operand is an array the Loop reads through the Loop's variable
// and one Dim's variable.
type Operand struct {
	Array *kernel.Array
	// Dim is the Dim whose variable one subscript is; the other subscript
	// is the Loop's variable.
	Dim int
	// DimSub and LoopSub are the positions of those subscripts.
	DimSub, LoopSub int
	// Reuse is how many threads of a Width × Width block read each
	// element staged: those along the other thread axis.
	Reuse int
	// Loads are the reads of the element in the Loop's body, which read
	// the tile instead.
	Loads []*kernel.Load
}

// Kernel returns how kernel k, with thread axes axes, stages its
// operands in shared memory, or nil where it is not tiled. A kernel is
// tiled when it has exactly two Dims, on thread axes x and y, with bounds
// whose start and step every thread knows alike (the stop may read the
// outer Dim: a triangular nest); no check can fail in it (a thread that
// stopped would leave the others waiting at a barrier); it has no output
// scalars and no private arrays; and a loop of its body, with bounds of
// parameters and constants only, reads some array a[v, k] or a[k, v] (v a
// Dim's variable, k the loop's, neither subscript wrapped or checked) that
// no statement of the kernel stores into. Each such array's element is
// read by Width threads of a full block (Reuse): at least the tile
// width, which is what staging it pays for.
func Kernel(k *kernel.Kernel, axes kernel.Axes) *Plan {
	if len(k.Dims) != 2 || len(axes) != 2 || k.MayFail || len(k.Outputs) > 0 || len(k.Privates) > 0 {
		return nil
	}
	if !(axes[0] == 0 && axes[1] == 1 || axes[0] == 1 && axes[1] == 0) {
		return nil
	}
	for d, dim := range k.Dims {
		if dim.Ordered || !uniform(dim.Lower) || !constStep(dim.Step) || d == 0 && !uniform(dim.Upper) {
			return nil
		}
	}
	for _, s := range k.Body {
		f, ok := s.(*kernel.For)
		if !ok || len(f.Exits) > 0 || !uniform(f.Lower) || !uniform(f.Upper) || !constStep(f.Step) {
			continue
		}
		if ops := tiledOperands(k, f); len(ops) > 0 {
			return &Plan{Loop: f, Operands: ops}
		}
	}
	return nil
}

// uniform reports whether e reads only constants and parameters: every
// thread of a launch computes the same value.
func uniform(e kernel.Expr) bool {
	ok := true
	kernel.WalkExpr(e, func(x kernel.Expr) {
		switch x.(type) {
		case *kernel.Var, *kernel.Load, *kernel.Call:
			ok = false
		}
	})
	return ok
}

func constStep(e kernel.Expr) bool {
	c, ok := e.(*kernel.Const)
	return ok && c.I != 0
}

// tiledOperands finds the arrays f's body reads through f's variable and
// one Dim's variable, in the order of their first read.
func tiledOperands(k *kernel.Kernel, f *kernel.For) []*Operand {
	stored := map[*kernel.Param]bool{}
	kernel.WalkStmts(k.Body, func(s kernel.Stmt) {
		if st, ok := s.(*kernel.Store); ok {
			stored[st.Array.Data] = true
		}
	})
	isVar := func(e kernel.Expr, l *kernel.Local) bool {
		v, ok := e.(*kernel.Var)
		return ok && v.Local == l
	}
	var ops []*Operand
	kernel.WalkStmts(f.Body, func(s kernel.Stmt) {
		kernel.Exprs(s, func(e kernel.Expr) {
			kernel.WalkExpr(e, func(x kernel.Expr) {
				ld, ok := x.(*kernel.Load)
				if !ok || ld.Array.NDim != 2 || len(ld.Index) != 2 || stored[ld.Array.Data] {
					return
				}
				switch ld.Array.Elem {
				case kernel.Float64, kernel.Float32, kernel.Int64, kernel.Int32:
				default:
					return
				}
				for _, sub := range ld.Index {
					if sub.Wrap || sub.Check {
						return
					}
				}
				for loopSub := range 2 {
					dimSub := 1 - loopSub
					if !isVar(ld.Index[loopSub].X, f.Var) {
						continue
					}
					for d, dim := range k.Dims {
						if !isVar(ld.Index[dimSub].X, dim.Var) {
							continue
						}
						for _, op := range ops {
							if op.Array == ld.Array && op.Dim == d && op.LoopSub == loopSub {
								op.Loads = append(op.Loads, ld)
								return
							}
						}
						ops = append(ops, &Operand{Array: ld.Array, Dim: d, DimSub: dimSub, LoopSub: loopSub,
							Reuse: Width, Loads: []*kernel.Load{ld}})
						return
					}
				}
			})
		})
	})
	return ops
}
