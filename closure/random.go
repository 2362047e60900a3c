package closure

// This file lends numpy.random's generator to a nest that draws (its
// arrays include kernel.RandomStateArray: frontend/random_draws.go). The
// dispatch passes the script's global RandomState, numpy.random._rand;
// the closure copies its state into a new array for the kernels, and
// copies the array back once the nest has run. A call that runs in the
// interpreter instead never touched the generator, so the interpreter
// draws from where the script left it. Python's random module's generator
// (kernel.PyRandomStateArray) is lent the same way, from the module's own
// state (gpython's stdlib/random).

import (
	"slices"

	"github.com/go-python/gpython/py"
	pyrandom "github.com/go-python/gpython/stdlib/random"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/pynumpy"
)

// randomStateInput is the dispatch's expression of the generator the
// nest's draws advance: numpy.random's module-level functions use it.
const randomStateInput = "__import__('numpy').random._rand"

// pyRandomStateInput is the dispatch's expression for Python's random
// module's generator, which the closure reads itself (newPyRandomDrawer).
const pyRandomStateInput = "None"

// A randomDrawer holds the array a call's kernels draw from and the
// generator it came from: numpy.random's (generator) or, where generator
// is nil, Python's random module's.
type randomDrawer struct {
	generator py.Object
	array     py.Object
	words     []int64
}

// newRandomDrawer copies the generator's state into a new array; nil
// when generator is no RandomState (the script rebound something).
func newRandomDrawer(generator py.Object) *randomDrawer {
	d := newStateArray()
	if d == nil {
		return nil
	}
	d.generator = generator
	if !pynumpy.LegacyRandomWords(generator, d.words) {
		return nil
	}
	return d
}

// newPyRandomDrawer copies the state of Python's random module into a
// new array.
func newPyRandomDrawer() *randomDrawer {
	d := newStateArray()
	if d != nil {
		pyrandom.StateWords(d.words)
	}
	return d
}

func newStateArray() *randomDrawer {
	a, err := ndarray.New(ndarray.Int64, []int{kernel.RandomStateWords})
	if err != nil {
		return nil
	}
	return &randomDrawer{array: pynumpy.NewArray(a), words: a.Int64s()}
}

// giveBack makes the state the kernels left the generator's.
func (d *randomDrawer) giveBack() {
	switch {
	case d == nil:
	case d.generator == nil:
		pyrandom.SetStateWords(d.words)
	default:
		pynumpy.SetLegacyRandomWords(d.generator, d.words)
	}
}

// lendGenerators replaces, in args (one per parameter), the inputs of the
// random state arrays by arrays holding the generators' states; false
// when a generator is not what the nest drew from (the script rebound
// numpy.random._rand).
func (c *nestClosure) lendGenerators(args py.Tuple) (py.Tuple, []*randomDrawer, bool) {
	var drawers []*randomDrawer
	for k, name := range c.params {
		if k >= len(args) || name != kernel.RandomStateArray && name != kernel.PyRandomStateArray {
			continue
		}
		var d *randomDrawer
		if name == kernel.RandomStateArray {
			d = newRandomDrawer(args[k])
		} else {
			d = newPyRandomDrawer()
		}
		if d == nil {
			return args, nil, false
		}
		if drawers == nil {
			args = slices.Clone(args)
		}
		args[k] = d.array
		drawers = append(drawers, d)
	}
	return args, drawers, true
}
