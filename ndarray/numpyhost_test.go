package ndarray

import (
	"testing"

	"github.com/alpyna/alpyna/internal/numpytables"
)

// TestHostMatchesNumPyTables checks that the ports choose NumPy's loops
// exactly where llvmgen's kernels do (internal/numpytables' OwnTanh and
// SVML), so that a nest and the interpreter agree on every machine.
func TestHostMatchesNumPyTables(t *testing.T) {
	if haveAVX2FMA != numpytables.OwnTanh || haveAVX512 != numpytables.SVML {
		t.Errorf("ndarray: AVX2+FMA %v, AVX-512 %v; numpytables: OwnTanh %v, SVML %v",
			haveAVX2FMA, haveAVX512, numpytables.OwnTanh, numpytables.SVML)
	}
}
