package gridcalc

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
)

// A Loop is one parallel loop of a kernel.
type Loop struct {
	Name   string // loop variable, as String and the report show it
	Extent int64  // iteration count; 0 means the kernel has no work
	// Contiguous reports that the loop variable indexes the contiguous (last)
	// dimension of the arrays the kernel accesses, so that consecutive
	// iterations touch consecutive addresses. Only Options.Coalesce reads it.
	Contiguous bool
}

// Limits are a device's launch limits, as CUDA's device attributes give them.
type Limits struct {
	MaxThreadsPerBlock int    // threads in one block, all axes together
	MaxBlock           [3]int // threads per block along x, y, z
	MaxGrid            [3]int // blocks per grid along x, y, z
	WarpSize           int    // threads per warp; not used by Compute
}

// DefaultLimits returns the limits of a typical compute capability 9.0
// device (an H100): 1024 threads per block, block (1024,1024,64), grid
// (2³¹−1, 65535, 65535) and warps of 32. Devices since compute capability
// 3.0 share these numbers; package cuda reads the real ones from a device.
func DefaultLimits() Limits {
	return Limits{
		MaxThreadsPerBlock: 1024,
		MaxBlock:           [3]int{1024, 1024, 64},
		MaxGrid:            [3]int{math.MaxInt32, 65535, 65535},
		WarpSize:           32,
	}
}

// validate reports limits that no device has and that would stop the
// halving loop from terminating.
func (l Limits) validate() error {
	if l.MaxThreadsPerBlock < 1 {
		return fmt.Errorf("gridcalc: invalid limits: max threads per block %d, want at least 1", l.MaxThreadsPerBlock)
	}
	if l.WarpSize < 1 {
		return fmt.Errorf("gridcalc: invalid limits: warp size %d, want at least 1", l.WarpSize)
	}
	for a := range 3 {
		if l.MaxBlock[a] < 1 {
			return fmt.Errorf("gridcalc: invalid limits: max block %s %d, want at least 1", axisNames[a], l.MaxBlock[a])
		}
		if l.MaxGrid[a] < 1 {
			return fmt.Errorf("gridcalc: invalid limits: max grid %s %d, want at least 1", axisNames[a], l.MaxGrid[a])
		}
	}
	return nil
}

// Options change how loops are assigned to axes. The zero value is the
// paper's algorithm.
type Options struct {
	// Coalesce puts the loop marked Contiguous on the x axis, so that the
	// threads of a warp access consecutive addresses. If several loops are
	// marked, the innermost is taken, as it walks memory fastest in the
	// source; a loop of extent 1 is not moved, since it walks nothing.
	Coalesce bool
}

// A LoopRef names one of the loops given to Compute.
type LoopRef struct {
	Index  int    // position of the loop in Compute's input (nest order)
	Name   string // Loop.Name
	Extent int64  // Loop.Extent
}

// An Axis is a loop mapped onto one thread axis.
//
// Each thread runs the loop as a grid-stride loop: its first iteration is
// blockIdx*Block + threadIdx and it steps by Threads() = Grid*Block while the
// iteration is below Extent.
type Axis struct {
	LoopRef
	Block int // threads per block along the axis
	Grid  int // blocks along the axis
}

// Threads returns the number of threads launched along the axis.
func (a Axis) Threads() int64 { return int64(a.Block) * int64(a.Grid) }

// Strided reports whether the grid was clamped below the extent along the
// axis, so that some threads run more than one iteration of its loop.
func (a Axis) Strided() bool { return a.Threads() < a.Extent }

// A Geometry is the launch geometry of one kernel.
type Geometry struct {
	// Axes are the loops on x, y and z, in that order; there are
	// min(3, len(loops)) of them.
	Axes []Axis

	// Block and Grid are the launch dimensions for x, y and z. Axes that
	// carry no loop have size 1. When Empty, both are zero, so that a
	// launch by mistake fails in the driver instead of running.
	Block, Grid [3]int

	// Serial are the loops beyond the third axis, in nest order. Every
	// thread runs each of them whole, from 0 to Extent−1, around or inside
	// its axis loops; the kernel generator chooses the nesting.
	Serial []LoopRef

	// Empty reports that some loop has extent 0: the kernel has no
	// iterations and is not to be launched.
	Empty bool

	// Halvings is how many times the block was halved to fit the limits.
	Halvings int
}

// AxisOf returns the axis (0 for x, 1 for y, 2 for z) that runs the loop
// at index loop of Compute's input, or -1 when the loop is in Serial.
func (g Geometry) AxisOf(loop int) int {
	for a, ax := range g.Axes {
		if ax.Index == loop {
			return a
		}
	}
	return -1
}

// Threads returns the number of threads in one block.
func (g Geometry) Threads() int { return g.Block[0] * g.Block[1] * g.Block[2] }

// String formats g as, for example,
//
//	grid (32,32,1) block (32,32,1) x=j y=i serial=[k]
//
// or, for an empty kernel, "empty (not launched) x=i y=j".
func (g Geometry) String() string {
	var b strings.Builder
	if g.Empty {
		b.WriteString("empty (not launched)")
	} else {
		fmt.Fprintf(&b, "grid (%d,%d,%d) block (%d,%d,%d)",
			g.Grid[0], g.Grid[1], g.Grid[2], g.Block[0], g.Block[1], g.Block[2])
	}
	for a, ax := range g.Axes {
		fmt.Fprintf(&b, " %s=%s", axisNames[a], ax.label())
	}
	if len(g.Serial) > 0 {
		b.WriteString(" serial=[")
		for i, s := range g.Serial {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(s.label())
		}
		b.WriteByte(']')
	}
	return b.String()
}

// label returns the loop's name, or its position when it has none.
func (r LoopRef) label() string {
	if r.Name != "" {
		return r.Name
	}
	return fmt.Sprintf("#%d", r.Index)
}

var axisNames = [3]string{"x", "y", "z"}

// ErrNegativeExtent is wrapped by the error Compute returns for a loop with
// a negative extent: the caller must clamp range() trip counts at zero.
var ErrNegativeExtent = errors.New("negative extent")

// Compute returns the launch geometry of a kernel whose parallel loops are
// loops, in nest order, on a device with the given limits. It fails only for
// invalid input: a negative extent, or limits below 1.
func Compute(loops []Loop, lim Limits, opt Options) (Geometry, error) {
	if err := lim.validate(); err != nil {
		return Geometry{}, err
	}
	var g Geometry
	for i, l := range loops {
		if l.Extent < 0 {
			return Geometry{}, fmt.Errorf("gridcalc: loop %s: %w %d", LoopRef{Index: i, Name: l.Name}.label(), ErrNegativeExtent, l.Extent)
		}
		if l.Extent == 0 {
			g.Empty = true
		}
	}

	order := axisOrder(loops, opt)
	n := min(len(order), 3)
	ref := func(i int) LoopRef { return LoopRef{Index: i, Name: loops[i].Name, Extent: loops[i].Extent} }
	for _, i := range order[:n] {
		g.Axes = append(g.Axes, Axis{LoopRef: ref(i)})
	}
	if len(order) > n {
		serial := append([]int(nil), order[n:]...)
		sort.Ints(serial)
		for _, i := range serial {
			g.Serial = append(g.Serial, ref(i))
		}
	}
	if g.Empty {
		// The axes are still assigned, so that a report names the same
		// axes whatever the extents; nothing is launched.
		return g, nil
	}

	// The block starts at the domain; axes without a loop are 1.
	block := [3]int64{1, 1, 1}
	for a, ax := range g.Axes {
		block[a] = ax.Extent
	}
	for {
		a := axisToHalve(block, lim)
		if a < 0 {
			break
		}
		block[a] = (block[a] + 1) / 2 // halve and pad: round up
		g.Halvings++
	}

	g.Block, g.Grid = [3]int{1, 1, 1}, [3]int{1, 1, 1}
	for a := range g.Axes {
		ax := &g.Axes[a]
		// Extents are positive here; block[a] ≤ MaxBlock[a] fits in an int.
		blocks := (ax.Extent-1)/block[a] + 1
		ax.Block = int(block[a])
		ax.Grid = int(min(blocks, int64(lim.MaxGrid[a])))
		g.Block[a], g.Grid[a] = ax.Block, ax.Grid
	}
	return g, nil
}

// axisOrder returns the indices of loops in the order they take the axes:
// descending extent, ties in nest order (outer loop first), after the
// contiguous loop when Options.Coalesce asks for it.
func axisOrder(loops []Loop, opt Options) []int {
	first := -1
	if opt.Coalesce {
		for i := len(loops) - 1; i >= 0; i-- {
			if loops[i].Contiguous && loops[i].Extent > 1 {
				first = i
				break
			}
		}
	}
	order := make([]int, 0, len(loops))
	for i := range loops {
		if i != first {
			order = append(order, i)
		}
	}
	sort.SliceStable(order, func(p, q int) bool { return loops[order[p]].Extent > loops[order[q]].Extent })
	if first >= 0 {
		order = append([]int{first}, order...)
	}
	return order
}

// axisToHalve returns the axis of block to halve next, or -1 when the block
// fits the limits.
//
// An axis over its own limit comes first, the largest such axis, since
// halving another axis would not shrink it. Otherwise, while the block holds
// too many threads, the paper halves the largest axis. Ties go to the outer
// axis (z, then y), which keeps x, whose threads make up a warp, the widest.
func axisToHalve(block [3]int64, lim Limits) int {
	best := -1
	for a := 2; a >= 0; a-- {
		if block[a] > int64(lim.MaxBlock[a]) && (best < 0 || block[a] > block[best]) {
			best = a
		}
	}
	if best >= 0 || fits(block, int64(lim.MaxThreadsPerBlock)) {
		return best
	}
	best = 2
	for a := 1; a >= 0; a-- {
		if block[a] > block[best] {
			best = a
		}
	}
	return best
}

// fits reports whether block[0]*block[1]*block[2] ≤ max without computing a
// product that could overflow: the block starts at the extents, which may
// each be near 2⁶³.
func fits(block [3]int64, max int64) bool {
	p := int64(1)
	for _, b := range block {
		// p*b > max ⇔ b > max/p for positive integers.
		if b > max/p {
			return false
		}
		p *= b
	}
	return true
}
