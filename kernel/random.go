package kernel

// This file is the kernels' view of NumPy's legacy global RandomState,
// the generator behind np.random.rand, randn, uniform, normal, randint
// and the others (the Draws intrinsics): a nest that draws gets the
// state as one more array, RandomStateArray, which the caller fills from
// the interpreter's generator before the run and copies back after it, so
// that a seeded script draws in its kernels exactly the numbers CPython
// with NumPy 1.24 draws (numpy/random/src/mt19937, distributions.c,
// legacy-distributions.c; package pynumpy's generator is the interpreter's).
//
// The array is int64, RandomStateWords long: the 624 words of the
// Mersenne Twister's key (each a uint32), the position of the next word,
// whether a Gaussian is cached (the polar method makes two at a time) and
// the cached Gaussian's bits.

// RandomStateArray names the array of the random state in a module and
// in a nest's arrays: a name no script can spell.
const RandomStateArray = "np·random"

// The random state's layout.
const (
	RandomKeyWords   = 624
	RandomPos        = 624 // the index of the next key word; 624: twist first
	RandomHasGauss   = 625 // 1 when a Gaussian is cached
	RandomGauss      = 626 // the cached Gaussian, as float64 bits
	RandomStateWords = 627
)

// PyRandomStateArray names the array of the state of Python's random
// module (random.random, random.uniform), laid out as RandomStateArray's:
// the same Mersenne Twister, its own stream.
const PyRandomStateArray = "py·random"

// StateArray is the random state array a Draws intrinsic draws from.
func StateArray(fn Intrinsic) string {
	if fn == PyRandUniform {
		return PyRandomStateArray
	}
	return RandomStateArray
}

// RandomState is the module's array of the named random state
// (RandomStateArray or PyRandomStateArray), or nil where no kernel draws
// from it.
func (m *Module) RandomState(name string) *Array {
	for _, a := range m.Arrays {
		if a.Name == name {
			return a
		}
	}
	return nil
}

// Draws reports whether any kernel of the module draws random numbers.
func (m *Module) Draws() bool {
	return m.RandomState(RandomStateArray) != nil || m.RandomState(PyRandomStateArray) != nil
}
