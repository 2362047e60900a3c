// This file is the lockstep emulator: it runs a kernel as a GPU would,
// thread by thread over an explicit grid and block, each thread walking its
// grid-stride share of the Dims on their axes (kernel/abi.go, GPU). A
// kernel is correct for any launch geometry exactly when every geometry
// gives the sequential result, which is what tests check with odd sizes
// and tiny limits; the emulated device runs the gpu backend on it. A
// kernel whose CUDA C stages tiles in shared memory runs through
// RunLockstepTiled (lockstep_tiled.go), shared memory and barriers
// modelled.

package kexec

import (
	"math"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime"
)

// RunLockstep runs kernel i of the module with geometry geo and the GPU
// convention for out: a Reduce output's starting value is in out[2i], and
// the threads' partial results combine into it, except that a float one
// (Output.ByShares) leaves each thread's share in its slot after the pairs
// for the runtime to fold; a Last output comes from the thread that ran
// the last point of the Dims; a Select output leaves each thread's copy
// as its share (kernel.SelectShares), the first Dim blocked over the
// threads along x. It returns the first failure in thread
// order, as the status word would hold one of them.
func (g *GoKernels) RunLockstep(i int, geo runtime.Geometry, args, out []int64, data [][]byte) kernel.Status {
	k := g.kernels[i].k
	if len(k.Dims) == 0 {
		geo = runtime.Geometry{Grid: [3]int64{1, 1, 1}, Block: [3]int64{1, 1, 1}}
	}
	status := kernel.OK
	var lastPoint []int64 // the latest last point seen, for Last outputs
	acc := append([]int64(nil), out...)
	shareOf := map[int]int{} // output index -> its share's first slot
	threads := geo.Grid[0] * geo.Grid[1] * geo.Grid[2] * geo.Block[0] * geo.Block[1] * geo.Block[2]
	for j, o := range kernel.Shares(k) {
		shareOf[o] = kernel.SharesBase(k) + j*int(threads)
	}
	selectOf := map[int]int64{} // Select output index -> its shares' first slot
	for j, o := range kernel.SelectShares(k) {
		selectOf[o] = kernel.SelectSharesBase(k, threads) + 2*int64(j)*threads
	}
	// A location reduction's first Dim is blocked over the threads along
	// x: c consecutive iteration numbers each (kernel/abi.go, "GPU").
	blocked := kernel.SelectBlocked(k) && len(geo.Axes) > 0 && geo.Axes[0] == 0
	var chunk int64
	if blocked {
		d := k.Dims[0]
		lo, hi, step, err := runtime.NewHostEval().Loop(args, d.Lower, d.Upper, d.Step)
		if err != nil {
			return err.(runtime.Stop).Status
		}
		x := geo.Grid[0] * geo.Block[0]
		chunk = (runtime.RangeCount(lo, hi, step) + x - 1) / x
	}
	tid := -1 // the thread's linear index (kernel/abi.go, "GPU")
	threadOut := make([]int64, len(out))
	point := make([]int64, len(k.Dims))
	box := make([]int64, 3*len(k.Dims))
	var b, t [3]int64
	for b[2] = 0; b[2] < geo.Grid[2]; b[2]++ {
		for b[1] = 0; b[1] < geo.Grid[1]; b[1]++ {
			for b[0] = 0; b[0] < geo.Grid[0]; b[0]++ {
				for t[2] = 0; t[2] < geo.Block[2]; t[2]++ {
					for t[1] = 0; t[1] < geo.Block[1]; t[1]++ {
						for t[0] = 0; t[0] < geo.Block[0]; t[0]++ {
							tid++
							for d := range k.Dims {
								box[3*d], box[3*d+1], box[3*d+2] = 0, math.MaxInt64, 1
								if d < len(geo.Axes) && geo.Axes[d] != kernel.AxisNone {
									a := geo.Axes[d]
									box[3*d] = b[a]*geo.Block[a] + t[a]
									box[3*d+2] = geo.Grid[a] * geo.Block[a]
									if blocked {
										box[3*d], box[3*d+1], box[3*d+2] = box[3*d]*chunk, (box[3*d]+1)*chunk, 1
									}
								}
							}
							if blocked && (b[1] != 0 || b[2] != 0 || t[1] != 0 || t[2] != 0) {
								// Idle along y and z, as the emitted kernels
								// are: its shares say it assigned nothing.
								for _, s := range selectOf {
									acc[s+2*int64(tid)+1] = 0
								}
								continue
							}
							for o, out := range k.Outputs {
								switch {
								case out.ByShares():
									threadOut[2*o] = runtime.ShareIdentity(out.Op)
								case out.Combine == kernel.Reduce:
									threadOut[2*o] = runtime.SlotIdentity(out.Op, out.Local.Type, acc[2*o])
								}
							}
							for d := range point {
								point[d] = -1
							}
							st := g.run(i, box, args, threadOut, data, point)
							if st != kernel.OK {
								if status == kernel.OK {
									status = st
								}
								continue
							}
							ran := len(point) == 0 || point[0] >= 0
							later := ran && (lastPoint == nil || lexLess(lastPoint, point))
							if later {
								lastPoint = append(lastPoint[:0], point...)
							}
							for o, out := range k.Outputs {
								switch out.Combine {
								case kernel.Reduce:
									if base, ok := shareOf[o]; ok {
										acc[base+tid] = threadOut[2*o]
										if threadOut[2*o+1] != 0 {
											acc[2*o+1] = 1
										}
										continue
									}
									v, st := runtime.CombineSlots(out.Op, out.Local.Type, acc[2*o], threadOut[2*o])
									if st != kernel.OK && status == kernel.OK {
										status = st
									}
									acc[2*o] = v
									if threadOut[2*o+1] != 0 {
										acc[2*o+1] = 1
									}
								case kernel.Select:
									s := selectOf[o] + 2*int64(tid)
									acc[s], acc[s+1] = threadOut[2*o], threadOut[2*o+1]
								default: // Last and Direct: the thread of the last point
									if later {
										acc[2*o], acc[2*o+1] = threadOut[2*o], threadOut[2*o+1]
									}
								}
							}
						}
					}
				}
			}
		}
	}
	copy(out, acc)
	return status
}

// lexLess compares iteration points in Dim order.
func lexLess(a, b []int64) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}
