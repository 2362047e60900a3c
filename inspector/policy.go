package inspector

// This file defines the policy that chooses a plan kind from what the
// inspection finds.

import (
	"runtime"
	"strconv"
)

// A Target is the kind of machine a plan is for.
type Target uint8

const (
	// CPU runs a plan on Threads worker threads: colours are barriers,
	// two-level partitions are units of work a thread runs whole, and
	// privatised increments go to per-thread partial arrays.
	CPU Target = iota
	// GPU runs a plan as kernel launches: a colour is one launch, a
	// partition is one thread block whose threads are coloured among
	// themselves, and privatised increments are atomics.
	GPU
)

var targetNames = [...]string{CPU: "cpu", GPU: "gpu"}

func (t Target) String() string {
	if int(t) < len(targetNames) {
		return targetNames[t]
	}
	return "Target(" + strconv.Itoa(int(t)) + ")"
}

// A Policy chooses the kind of plan and parameterises its construction.
// Inspect applies it in this order; the first rule that holds decides:
//
//  1. Two iterations touch one element in a way whose outcome depends on
//     their order (a write and any other access, a read and an increment,
//     increments with different operators): Sequential. Plain writes that
//     collide always land here; no plan reorders them.
//  2. Fewer than MinIterations iterations: Sequential.
//  3. No element is incremented by two iterations (LowerBound <= 1):
//     Independent.
//  4. HeavyShare > 0 and one element is incremented by more than
//     HeavyShare*n iterations: Privatised. Colouring would need at least
//     that many colours, each a barrier, so it is not tried.
//  5. PartitionBytes > 0: a TwoLevel plan is built; it is kept when its
//     partitions reuse data (1.5 or more index-map references per distinct
//     element within a partition: an unordered mesh has about 1), are at
//     least MinPartitionsPerColour per partition colour on average, and
//     have at most MaxColours partition colours.
//  6. MinRun > 0 and, as far as can be told before colouring, the runs
//     of consecutive iteration numbers in the colours would average fewer
//     than MinRun: Privatised, without colouring. Two tests tell:
//     (a) unordered: rule 5 rejected the partitions for lack of reuse, and
//     n/(1 + c(L-1)/L) < MinRun, where L is the lower bound and c (the
//     increments of shared elements over the most elements an iteration
//     increments) is at most the number of iterations that share an
//     element. The colours of an unordered loop are scattered at random,
//     so with k >= L balanced colours about (k-1)/k of those iterations
//     start a new run: runs of under 2 on a mesh, long runs when few
//     iterations collide. This is an estimate.
//     (b) neighbours: n/(1+a) < MinRun, where a counts the iterations
//     that share an incremented element with the one before. Those
//     change colour, so no colouring has longer runs on average: a bound.
//  7. The iterations are coloured. More than MaxColours colours (when
//     MaxColours > 0), or fewer than MinColourSize iterations per colour on
//     average (when MinColourSize > 0): Privatised. Otherwise Coloured.
//     (A loop whose element references overflow int32 offsets, over 2^31,
//     is Privatised without colouring.)
//
// Rules 4, 6 and 7 only privatise loops whose shared elements are all
// incremented with one operator, which rule 1 guarantees. Rule 6 does not
// measure the colouring rule 7 computes: a Coloured plan may still have
// shorter runs, which its executor sees.
//
// The zero Policy is valid: CPU, no minimum sizes, never privatised,
// no two-level plans, colouring with conflict resolution and balancing.
// DefaultPolicy gives tuned values per Target.
type Policy struct {
	Target Target
	// Threads is the number of CPU workers the plan is for. Inspect does
	// not read it: DefaultPolicy derives MinColourSize and
	// MinPartitionsPerColour from it, and it is part of a Cache key.
	Threads int
	// MinIterations: smaller loops run Sequential (rule 2).
	MinIterations int
	// HeavyShare is the share of iterations past which one element's
	// increments make the loop Privatised (rule 4); 0 disables the rule.
	HeavyShare float64
	// MaxColours bounds the colours of a Coloured plan and the partition
	// colours of a TwoLevel plan; 0 means no bound.
	MaxColours int
	// MinColourSize is the least average number of iterations per colour
	// of a Coloured plan; 0 means no bound.
	MinColourSize int
	// PartitionBytes, when positive, asks for a TwoLevel plan whose
	// mini-partitions each touch at most this many bytes through index
	// maps (ElemBytes per distinct element): a cache size on a CPU, the
	// shared memory of a block on a GPU. A partition holds at least one
	// iteration whatever its working set.
	PartitionBytes int
	// MaxPartition caps the iterations of one partition; 0 means no cap.
	MaxPartition int
	// MinPartitionsPerColour is the least average number of partitions
	// per partition colour for a TwoLevel plan to be kept (rule 5).
	MinPartitionsPerColour int
	// ThreadColours asks TwoLevel plans for the colours of the iterations
	// inside each partition (GPU threads of one block). A CPU thread runs
	// a partition in program order and needs none.
	ThreadColours bool
	// MinRun is the least average length of the runs of consecutive
	// iteration numbers in the colours of a Coloured plan for it to be
	// worth running by colour (a CPU executor calls its kernel once per
	// run); 0 disables the rule. When rule 6 tells before colouring that
	// the runs would be shorter, the plan is Privatised at once, without
	// conflict resolution or balancing: its Stats keep the lower bound,
	// and Colours and GreedyColours are 0 (not computed).
	MinRun float64
	// Greedy skips the conflict resolution and balancing of colourings:
	// plain first-fit colours, as PyOP2 computes them.
	Greedy bool
	// Effort bounds conflict resolution to Effort steps per iteration in
	// all (a step costs 0.1 to 1 microsecond, more on unordered meshes);
	// 0 means 0.05.
	// Resolution is anytime: stopping early costs colours, never validity.
	Effort float64
	// Seed seeds the random choices of conflict resolution. Equal inputs
	// and policies give equal plans.
	Seed uint64
}

// DefaultPolicy returns the policy alpyna uses for target t.
//
// CPU: loops under 4096 iterations run Sequential; an element incremented
// by more than 1% of the iterations, more than 64 colours, or fewer than
// 256 iterations per thread per colour privatise; two-level plans with
// partitions of at most 32 KiB of indirect data (an L1 data cache) and
// 4096 iterations are preferred while they leave at least two partitions
// per thread per colour; colourings whose runs of consecutive iterations
// would average fewer than 64 (MinRun: the CPU executor privatises those
// rather than run them by colour) are not computed: Privatised.
//
// GPU: no minimum size (the caller launches or not); more than 1% of the
// iterations on one element, more than 32 colours (32 launches), or fewer
// than 8192 iterations per colour use atomics; plans are Coloured, one
// launch per colour, whatever their runs (MinRun 0). A kernel that stages indirect data in shared memory
// sets PartitionBytes to its shared memory per block to get TwoLevel
// plans with thread colours.
func DefaultPolicy(t Target) Policy {
	threads := runtime.GOMAXPROCS(0)
	switch t {
	case GPU:
		return Policy{Target: GPU, Threads: threads, HeavyShare: 0.01, MaxColours: 32,
			MinColourSize: 8192, MaxPartition: 1024, MinPartitionsPerColour: 264,
			ThreadColours: true}
	}
	return Policy{Target: CPU, Threads: threads, MinIterations: 4096, HeavyShare: 0.01,
		MaxColours: 64, MinColourSize: 256 * threads, PartitionBytes: 32 << 10,
		MaxPartition: 4096, MinPartitionsPerColour: 2 * threads, MinRun: 64}
}

func (p *Policy) effort() float64 {
	if p.Effort > 0 {
		return p.Effort
	}
	return 0.05
}
