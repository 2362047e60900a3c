// This file runs a tiled kernel in lockstep as its CUDA C runs on a GPU
// (kernelgen/cudagen/tiling.go): the threads of a block stage the
// operands of the kernel's reduction loop in shared memory together, pass
// a barrier, read the tiles, pass another. Shared memory is modelled with
// the lockstep model's rule: between two barriers, an element one thread
// writes is accessed by no other thread, and no thread reads an element no
// thread of its block wrote; a violation is an error, not a result.

package kexec

import (
	"fmt"
	"math"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime"
)

// A Tiling is how a kernel's CUDA C stages its operands in shared memory
// (tiling.Kernel has the conditions): a two-Dim kernel on thread axes
// x and y, whose Body holds Loop, a loop with bounds every thread computes
// alike; each Operand is an array Loop's body reads as a[v, k] or a[k, v]
// (v Dim's variable, k Loop's), staged Width iterations of Loop at a time.
type Tiling struct {
	Loop     *kernel.For
	Operands []TiledOperand
	Width    int

	// omit, when > 0, leaves out the omit-th barrier of each tile (1: the
	// one after staging, 2: the one before restaging), for tests that
	// show the checker catches a missing barrier.
	omit int
}

// A TiledOperand is an array staged in shared memory: one subscript is
// Dim's variable (at DimSub), the other Loop's (at LoopSub); Loads are
// the reads of Loop's body that read the tile.
type TiledOperand struct {
	Array           *kernel.Array
	Dim             int
	DimSub, LoopSub int
	Loads           []*kernel.Load
}

// A SharedMemoryError is a violation of the lockstep model's rule for
// shared memory, which a missing barrier causes.
type SharedMemoryError struct {
	Kernel        string
	Block         [3]int64
	Thread, Other int // linear indices in the block; Other is -1 where no thread wrote
	Access        string
}

func (e *SharedMemoryError) Error() string {
	if e.Other < 0 {
		return fmt.Sprintf("kernel %s: thread %d of block %v %s shared memory no thread of its block wrote", e.Kernel, e.Thread, e.Block, e.Access)
	}
	return fmt.Sprintf("kernel %s: thread %d of block %v %s shared memory thread %d accessed since the last barrier", e.Kernel, e.Thread, e.Block, e.Access, e.Other)
}

// sharedTile is one operand's tile, Width × (threads along its axis):
// each element's value (bits) and who wrote and read it in which epoch
// (the count of barriers passed).
type sharedTile struct {
	cols                  int
	vals                  []int64
	writer, reader        []int
	writeEpoch, readEpoch []int64
	manyReaders           []bool
	kernel                string
	block                 *[3]int64
	epoch, blockEpoch     *int64
}

func (s *sharedTile) write(kk, r, tid int, v int64) {
	i := kk*s.cols + r
	switch {
	case s.writeEpoch[i] == *s.epoch && s.writer[i] != tid:
		panic(&SharedMemoryError{s.kernel, *s.block, tid, s.writer[i], "writes"})
	case s.readEpoch[i] == *s.epoch && (s.manyReaders[i] || s.reader[i] != tid):
		panic(&SharedMemoryError{s.kernel, *s.block, tid, s.reader[i], "writes"})
	}
	s.vals[i], s.writer[i], s.writeEpoch[i] = v, tid, *s.epoch
}

func (s *sharedTile) read(kk, r, tid int) int64 {
	i := kk*s.cols + r
	switch {
	case s.writeEpoch[i] < *s.blockEpoch:
		panic(&SharedMemoryError{s.kernel, *s.block, tid, -1, "reads"})
	case s.writeEpoch[i] == *s.epoch && s.writer[i] != tid:
		panic(&SharedMemoryError{s.kernel, *s.block, tid, s.writer[i], "reads"})
	}
	if s.readEpoch[i] != *s.epoch {
		s.readEpoch[i], s.reader[i], s.manyReaders[i] = *s.epoch, tid, false
	} else if s.reader[i] != tid {
		s.manyReaders[i] = true
	}
	return s.vals[i]
}

// tiledKernel is a kernel compiled for its tiling: the statements before
// and after the Loop, the Loop's body reading each operand's element from
// a frame slot, and the bounds.
type tiledKernel struct {
	gk              *goKernel
	t               *Tiling
	pos             int // Loop's index in the Body
	pre, body, post []func(*runtime.Frame)
	loopLo, loopHi  func(*runtime.Frame) int64
	loopStep        func(*runtime.Frame) int64
	slots           []int // each operand's frame slot
	nlocal          int
	arrayIx         map[*kernel.Array]int
}

func (g *GoKernels) compileTiled(i int, t *Tiling) *tiledKernel {
	gk := g.kernels[i]
	k := gk.k
	// A copy of the kernel's compiled form, whose extra frame slots hold
	// the operands' elements (runtime.ExprCompiler.Subst).
	shadow := *gk
	c := &kcompiler{ExprCompiler: runtime.ExprCompiler{ArrayIndex: g.arrayIx, Subst: map[kernel.Expr]int{}}, k: &shadow}
	tk := &tiledKernel{gk: gk, t: t, arrayIx: g.arrayIx}
	for _, op := range t.Operands {
		s := shadow.nlocal
		shadow.nlocal++
		tk.slots = append(tk.slots, s)
		for _, ld := range op.Loads {
			c.Subst[ld] = s
		}
	}
	for p, s := range k.Body {
		if s == kernel.Stmt(t.Loop) {
			tk.pos = p
		}
	}
	tk.pre = c.stmts(k.Body[:tk.pos])
	tk.body = c.stmts(t.Loop.Body)
	tk.post = c.stmts(k.Body[tk.pos+1:])
	tk.loopLo, tk.loopHi, tk.loopStep = c.Ints(t.Loop.Lower), c.Ints(t.Loop.Upper), c.Ints(t.Loop.Step)
	tk.nlocal = shadow.nlocal
	return tk
}

// RunLockstepTiled runs kernel i of the module with geometry geo as its
// tiled CUDA C does: when the block fits the tiles (at most t.Width
// threads along x and y, one along z) each block's threads walk the
// Dims in passes they all take, stage t.Width iterations of each operand
// together, barrier, run their iterations over the tiles in the Loop's
// order, barrier; shared memory is checked (a *SharedMemoryError). Other
// launches run RunLockstep, as the CUDA C's untiled path. The kernel has
// no outputs and no checks that can fail (the tiling's conditions).
func (g *GoKernels) RunLockstepTiled(i int, geo runtime.Geometry, t *Tiling, args, out []int64, data [][]byte) (status kernel.Status, err error) {
	w := int64(t.Width)
	if geo.Block[0] > w || geo.Block[1] > w || geo.Block[2] != 1 {
		return g.RunLockstep(i, geo, args, out, data), nil
	}
	tk := g.compileTiled(i, t)
	k := tk.gk.k
	defer func() {
		if r := recover(); r != nil {
			switch x := r.(type) {
			case runtime.Stop:
				status = x.Status
			case *SharedMemoryError:
				err = x
			default:
				panic(r)
			}
		}
	}()
	frames := make([]*runtime.Frame, geo.Block[0]*geo.Block[1])
	var block [3]int64
	epoch, blockEpoch := int64(1), int64(1)
	tiles := make([]*sharedTile, len(t.Operands))
	for o, op := range t.Operands {
		cols := int(geo.Block[geo.Axes[op.Dim]])
		n := t.Width * cols
		tiles[o] = &sharedTile{cols: cols, vals: make([]int64, n), writer: make([]int, n), reader: make([]int, n),
			writeEpoch: make([]int64, n), readEpoch: make([]int64, n), manyReaders: make([]bool, n),
			kernel: k.Name, block: &block, epoch: &epoch, blockEpoch: &blockEpoch}
	}
	r := &tiledRun{tk: tk, geo: geo, frames: frames, tiles: tiles, epoch: &epoch}
	// Blocks with blockIdx.z != 0 end at once, as the kernel's guard
	// ends them (no Dim runs on z).
	for block[1] = 0; block[1] < geo.Grid[1]; block[1]++ {
		for block[0] = 0; block[0] < geo.Grid[0]; block[0]++ {
			epoch++
			blockEpoch = epoch
			// Each thread's locals start afresh, as the kernel's
			// prologue declares them.
			for tid := range frames {
				f := &runtime.Frame{Ints: make([]int64, tk.nlocal), Floats: make([]float64, tk.nlocal), Args: args,
					Data: data, Assigned: make([]bool, len(k.Outputs))}
				for _, l := range k.Inputs {
					setLocal(f, l, args[l.Param.Slot])
				}
				frames[tid] = f
			}
			r.block(block)
		}
	}
	return kernel.OK, nil
}

// tiledRun is the state of one RunLockstepTiled.
type tiledRun struct {
	tk     *tiledKernel
	geo    runtime.Geometry
	frames []*runtime.Frame
	tiles  []*sharedTile
	epoch  *int64
}

// pos is thread tid's index along axis a of its block.
func (r *tiledRun) pos(tid int, a int) int64 {
	if a == 0 {
		return int64(tid) % r.geo.Block[0]
	}
	return int64(tid) / r.geo.Block[0]
}

// barrier is a __syncthreads every thread of the block reaches.
func (r *tiledRun) barrier() { *r.epoch++ }

// block runs one block: Dim 0's passes, Dim 1's inside.
func (r *tiledRun) block(b [3]int64) {
	threads := len(r.frames)
	active := make([]bool, threads)
	outer := make([]bool, threads)
	counts := make([]int64, threads)
	d0, d1 := r.tk.gk.dims[0], r.tk.gk.dims[1]
	a0, a1 := r.geo.Axes[0], r.geo.Axes[1]
	f0 := r.frames[0]
	lo0, step0 := d0.lower(f0), d0.step(f0)
	count0 := runtime.RangeCount(lo0, d0.upper(f0), step0)
	for base0 := b[a0] * r.geo.Block[a0]; ; base0 += r.geo.Grid[a0] * r.geo.Block[a0] {
		anyActive := false
		for tid, f := range r.frames {
			it := base0 + r.pos(tid, a0)
			outer[tid] = it < count0
			anyActive = anyActive || outer[tid]
			f.Ints[d0.v] = lo0 + it*step0
			counts[tid] = 0
		}
		r.barrier() // __syncthreads_or
		if !anyActive {
			break
		}
		for tid, f := range r.frames {
			if outer[tid] {
				counts[tid] = runtime.RangeCount(d1.lower(f), d1.upper(f), d1.step(f))
			}
		}
		lo1, step1 := d1.lower(f0), d1.step(f0) // the start and step are uniform
		for base1 := b[a1] * r.geo.Block[a1]; ; base1 += r.geo.Grid[a1] * r.geo.Block[a1] {
			anyActive = false
			for tid, f := range r.frames {
				it := base1 + r.pos(tid, a1)
				active[tid] = it < counts[tid]
				anyActive = anyActive || active[tid]
				f.Ints[d1.v] = lo1 + it*step1
			}
			r.barrier() // __syncthreads_or
			if !anyActive {
				break
			}
			r.point(active, [2]int64{base0, base1})
		}
	}
}

// point runs one pass of the Dims: the statements before the Loop, the
// Loop tile by tile, the statements after, on the active threads.
func (r *tiledRun) point(active []bool, base [2]int64) {
	tk := r.tk
	for tid, f := range r.frames {
		if active[tid] {
			runAll(f, tk.pre)
		}
	}
	f0 := r.frames[0]
	lo, step := tk.loopLo(f0), tk.loopStep(f0)
	count := runtime.RangeCount(lo, tk.loopHi(f0), step)
	width := int64(tk.t.Width)
	for tile := int64(0); tile < count; tile += width {
		r.stage(base, lo, step, tile)
		if tk.t.omit != 1 {
			r.barrier()
		}
		for tid, f := range r.frames {
			if !active[tid] {
				continue
			}
			for in := int64(0); in < width && tile+in < count; in++ {
				f.Ints[tk.t.Loop.Var.Index] = lo + (tile+in)*step
				for o, op := range tk.t.Operands {
					v := r.tiles[o].read(int(in), int(r.pos(tid, r.geo.Axes[op.Dim])), tid)
					if op.Array.Elem.IsFloat() {
						f.Floats[tk.slots[o]] = math.Float64frombits(uint64(v))
					} else {
						f.Ints[tk.slots[o]] = v
					}
				}
				runAll(f, tk.body)
			}
		}
		if tk.t.omit != 2 {
			r.barrier()
		}
	}
	for tid, f := range r.frames {
		if active[tid] {
			runAll(f, tk.post)
		}
	}
}

// stage loads one tile of each operand: element e of Width × (threads
// along the operand's axis) by thread e mod threads, as the CUDA C's
// loop over e from the thread's index does; an element outside the array
// is 0.
func (r *tiledRun) stage(base [2]int64, lo, step, tile int64) {
	tk := r.tk
	threads := len(r.frames)
	for o, op := range tk.t.Operands {
		a := op.Array
		ax := r.geo.Axes[op.Dim]
		along := int(r.geo.Block[ax])
		d := tk.gk.dims[op.Dim]
		f0 := r.frames[0]
		dimLo, dimStep := d.lower(f0), d.step(f0)
		ai := tk.arrayIx[a]
		var shape [2]int64
		for axis := range 2 {
			shape[axis] = f0.Args[a.Shape[axis].Slot]
		}
		for e := 0; e < tk.t.Width*along; e++ {
			var kk, row int
			if op.LoopSub == 1 {
				kk, row = e%tk.t.Width, e/tk.t.Width
			} else {
				row, kk = e%along, e/along
			}
			var idx [2]int64
			idx[op.DimSub] = dimLo + (base[op.Dim]+int64(row))*dimStep
			idx[op.LoopSub] = lo + (tile+int64(kk))*step
			var v int64
			if idx[0] >= 0 && idx[0] < shape[0] && idx[1] >= 0 && idx[1] < shape[1] {
				v = element(f0, ai, a.Elem, runtime.ElemOffset(a, f0.Args, idx[:]))
			}
			r.tiles[o].write(kk, row, e%threads, v)
		}
	}
}

// element reads the element at byte offset off of array ai as a tile
// holds it: a float's float64 bits (a float32 widened exactly), an int
// sign-extended.
func element(f *runtime.Frame, ai int, t kernel.Type, off int64) int64 {
	size := t.ItemSize()
	p := runtime.Elem(f, ai, off, size)
	switch t {
	case kernel.Float64:
		return int64(math.Float64bits(*(*float64)(p)))
	case kernel.Float32:
		return int64(math.Float64bits(float64(*(*float32)(p))))
	case kernel.Int64:
		return *(*int64)(p)
	case kernel.Int32:
		return int64(*(*int32)(p))
	}
	panic(fmt.Sprintf("kexec: a tile of %s elements", t))
}
