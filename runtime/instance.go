package runtime

import (
	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/ndarray"
)

// An Instance is one execution of a nest: its resolved plan and the values
// it runs with.
type Instance struct {
	Plan *depend.NestPlan

	// Arrays holds the nest's arrays by name; Values its symbols, the
	// values of bounds named by their text (len(a)), and the scalars it may
	// read before writing them.
	Arrays map[string]*ndarray.Array
	Values map[string]Value

	// Threads is how many goroutines a parallel loop is split across.
	Threads int
	// Exact runs floating-point reductions in program order, in one
	// chunk (alpyna.jit(exact_reductions=True)).
	Exact bool
}
