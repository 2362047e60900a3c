// This file holds the hooks by which execution plans (package irregular)
// schedule the launches of kernels that run irregular loops: on the CPU a
// Schedule of ranges of a launch's first Dim, on the GPU a GPULaunch of
// another kernel of the module.

package runtime

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
)

// A Range is the iteration numbers [Lo, Hi) of a kernel's first Dim.
type Range struct{ Lo, Hi int64 }

// A Task is the ranges one thread runs, in order, one kernel call each.
type Task []Range

// A Schedule says how one launch runs the iterations of its kernel's first
// Dim (the other Dims run whole in every call).
//
// Phases run one after another, with a barrier between them; the tasks of
// a phase run concurrently, taken by the launch's threads from a shared
// counter; a task runs its ranges in order on one thread. An execution
// plan's colours are phases; a colour's iterations, or a two-level plan's
// partitions, are tasks. One phase of one task is program order.
//
// Private, when not empty, lists arrays that the tasks of a schedule of one
// phase only increment, with one operator each: task 0 increments the
// array itself, every other task a private copy filled with the
// operator's identity; after the phase the copies are combined into the
// array in task order, in the array's element type. A kernel with a Last
// output (a private scalar read after the nest) may only be scheduled as
// one task: which task ran the last iteration is not known otherwise.
type Schedule struct {
	Phases  [][]Task
	Private []Private
}

// A Private is an array incremented through per-task copies.
type Private struct {
	Array int          // index into Module.Arrays
	Op    kernel.BinOp // Add (also -), Mul, Min or Max
}

// A ScheduleFunc returns the schedule of a launch of kernel ki (an index
// into Module.Kernels) whose first Dim runs count iterations, its
// variable taking the values lower + it*step; args are the argument vector
// as it is for this launch (host loops' variables set). It returns nil for
// the even split of an ordinary launch, and an error to stop the run.
type ScheduleFunc func(ki int, lower, step, count int64, args []int64) (*Schedule, error)

// GPUScheduleFunc returns how to run a launch of kernel ki whose first
// Dim runs count iterations from lower by step, for the values of args
// (host variables set); nil runs the kernel itself, whose Ordered Dim
// runs in order on one thread.
type GPUScheduleFunc func(ki int, lower, step, count int64, args []int64) (*GPULaunch, error)

// A GPULaunch replaces one launch of a kernel that runs an irregular loop
// by launches of another kernel of the module (kernelgen.GPUIrregular's
// variants).
type GPULaunch struct {
	Kernel int // the kernel to launch, an index into Module.Kernels
	// Order, when set, makes the launch one per colour: Kernel runs the
	// iterations Order[Starts[c] : Starts[c+1]], launch after launch, with
	// Order (an int32 vector, kept on the device while it lives) bound to
	// the Internal module array OrderArray and the HostVar slots LoSlot
	// and CountSlot set to Starts[c] and Starts[c+1]-Starts[c].
	Order             *ndarray.Array
	OrderArray        int
	Starts            []int64
	LoSlot, CountSlot int
}
