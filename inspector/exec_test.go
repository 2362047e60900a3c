package inspector

// This file is a small executor of plans for two loops, used as the
// reference in tests (run every plan in parallel and compare with program
// order; under -race a wrong plan is a reported race) and in the execution
// benchmarks. It mirrors what the runtime's executors do with a plan.

import (
	"runtime"
	"sync"
	"sync/atomic"
)

type number interface{ ~int64 | ~float64 }

// edgeKernel is one iteration of the edge loop of mesh.edgeLoop:
//
//	f = w[e] * (x[right[e]] - x[left[e]])
//	res[left[e]] += f
//	res[right[e]] -= f
func edgeKernel[T number](e int, left, right []int64, x, w, res []T) {
	l, r := left[e], right[e]
	f := w[e] * (x[r] - x[l])
	res[l] += f
	res[r] -= f
}

// An edgeRun holds the arrays of one edge loop.
type edgeRun[T number] struct {
	left, right []int64
	x, w        []T
}

func (d *edgeRun[T]) sequential(res []T) {
	for e := range d.left {
		edgeKernel(e, d.left, d.right, d.x, d.w, res)
	}
}

// parallelFor runs body(lo, hi) over [0, n) in chunks on threads goroutines.
func parallelFor(n, threads int, body func(lo, hi int)) {
	if n == 0 {
		return
	}
	chunk := (n + threads - 1) / threads
	var wg sync.WaitGroup
	for lo := 0; lo < n; lo += chunk {
		hi := min(lo+chunk, n)
		wg.Add(1)
		go func() {
			defer wg.Done()
			body(lo, hi)
		}()
	}
	wg.Wait()
}

// run executes the loop with plan p on threads goroutines into res.
func (d *edgeRun[T]) run(p *Plan, res []T, threads int) {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	switch p.Strategy {
	case Sequential:
		d.sequential(res)
	case Independent:
		parallelFor(p.Iterations, threads, func(lo, hi int) {
			for e := lo; e < hi; e++ {
				edgeKernel(e, d.left, d.right, d.x, d.w, res)
			}
		})
	case Coloured:
		for c := 0; c < p.Colours(); c++ {
			members := p.Colour(c)
			if lo, hi := members[0], members[len(members)-1]; int(hi-lo)+1 == len(members) {
				// A contiguous colour (a reordered plan) needs no list.
				parallelFor(len(members), threads, func(a, b int) {
					for e := int(lo) + a; e < int(lo)+b; e++ {
						edgeKernel(e, d.left, d.right, d.x, d.w, res)
					}
				})
				continue
			}
			parallelFor(len(members), threads, func(a, b int) {
				for _, e := range members[a:b] {
					edgeKernel(int(e), d.left, d.right, d.x, d.w, res)
				}
			})
		}
	case TwoLevel:
		for c := 0; c < p.Colours(); c++ {
			parts := p.PartitionColour(c)
			var next atomic.Int64
			var wg sync.WaitGroup
			for t := 0; t < min(threads, len(parts)); t++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for {
						k := int(next.Add(1)) - 1
						if k >= len(parts) {
							return
						}
						lo, hi := p.Partition(int(parts[k]))
						d.partition(p, lo, hi, res)
					}
				}()
			}
			wg.Wait()
		}
	case Privatised:
		private := make([][]T, threads)
		parallelFor(p.Iterations, threads, func(lo, hi int) {
			mine := make([]T, len(res))
			for e := lo; e < hi; e++ {
				edgeKernel(e, d.left, d.right, d.x, d.w, mine)
			}
			private[lo/((p.Iterations+threads-1)/threads)] = mine
		})
		for _, mine := range private {
			for v, s := range mine {
				res[v] += s
			}
		}
	}
}

// partition runs iterations [lo, hi) of a two-level plan: in program
// order, or thread colour by thread colour when the plan has them, as the
// threads of a GPU block would, each colour's iterations at once.
func (d *edgeRun[T]) partition(p *Plan, lo, hi int, res []T) {
	if p.ThreadColour == nil {
		for e := lo; e < hi; e++ {
			edgeKernel(e, d.left, d.right, d.x, d.w, res)
		}
		return
	}
	q := 0
	for q+1 < len(p.PartStart) && int(p.PartStart[q+1]) <= lo {
		q++
	}
	for c := int32(0); c < p.PartThreadColours[q]; c++ {
		var wg sync.WaitGroup
		for e := lo; e < hi; e++ {
			if p.ThreadColour[e] != c {
				continue
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				edgeKernel(e, d.left, d.right, d.x, d.w, res)
			}()
		}
		wg.Wait()
	}
}

// cellRun holds acc[c2v[c, k]] += w[c] for k in range(3).
type cellRun struct {
	c2v []int64
	w   []int64
}

func (d *cellRun) body(c int, res []int64) {
	for k := 0; k < 3; k++ {
		res[d.c2v[3*c+k]] += d.w[c]
	}
}

// run executes the cell loop with plan p (Coloured, TwoLevel in program
// order within partitions, or any other as in edgeRun.run).
func (d *cellRun) run(p *Plan, res []int64, threads int) {
	n := len(d.w)
	switch p.Strategy {
	case Coloured:
		for c := 0; c < p.Colours(); c++ {
			members := p.Colour(c)
			parallelFor(len(members), threads, func(a, b int) {
				for _, i := range members[a:b] {
					d.body(int(i), res)
				}
			})
		}
	case TwoLevel:
		for c := 0; c < p.Colours(); c++ {
			parts := p.PartitionColour(c)
			parallelFor(len(parts), threads, func(a, b int) {
				for _, q := range parts[a:b] {
					lo, hi := p.Partition(int(q))
					for i := lo; i < hi; i++ {
						d.body(i, res)
					}
				}
			})
		}
	case Independent:
		parallelFor(n, threads, func(lo, hi int) {
			for i := lo; i < hi; i++ {
				d.body(i, res)
			}
		})
	default:
		for i := 0; i < n; i++ {
			d.body(i, res)
		}
	}
}
