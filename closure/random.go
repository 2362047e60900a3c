package closure

// This file lends numpy.random's generator to a nest that draws (its
// arrays include kernel.RandomStateArray: frontend/random_draws.go). The
// dispatch passes the script's global RandomState, numpy.random._rand;
// the closure copies its state into a new array for the kernels, and
// copies the array back once the nest has run. A call that runs in the
// interpreter instead never touched the generator, so the interpreter
// draws from where the script left it.

import (
	"slices"

	"github.com/go-python/gpython/py"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/pynumpy"
)

// randomStateInput is the dispatch's expression of the generator the
// nest's draws advance: numpy.random's module-level functions use it.
const randomStateInput = "__import__('numpy').random._rand"

// randomParam is the index of the random state among the closure's
// parameters, -1 where the nest draws nothing.
func (c *nestClosure) randomParam() int {
	return slices.Index(c.params, kernel.RandomStateArray)
}

// A randomDrawer holds the array a call's kernels draw from and the
// generator it came from.
type randomDrawer struct {
	generator py.Object
	array     py.Object
	words     []int64
}

// newRandomDrawer copies the generator's state into a new array; nil
// when generator is no RandomState (the script rebound something).
func newRandomDrawer(generator py.Object) *randomDrawer {
	a, err := ndarray.New(ndarray.Int64, []int{kernel.RandomStateWords})
	if err != nil {
		return nil
	}
	d := &randomDrawer{generator: generator, words: a.Int64s()}
	if !pynumpy.LegacyRandomWords(generator, d.words) {
		return nil
	}
	d.array = pynumpy.NewArray(a)
	return d
}

// giveBack makes the state the kernels left the generator's.
func (d *randomDrawer) giveBack() {
	if d != nil {
		pynumpy.SetLegacyRandomWords(d.generator, d.words)
	}
}
