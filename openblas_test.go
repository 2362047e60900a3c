package alpyna_test

import (
	"os"
	"testing"
)

// TestMain pins the OpenBLAS kernel that CPython's NumPy and alpyna's
// dot products follow (ndarray/blasdot.go) to the one the goldens were
// recorded with (testdata/gen_goldens.py sets the same): NumPy's last
// bits of np.dot, convolve and LAPACK's eigenvector signs depend on the
// kernel OpenBLAS picks for the CPU and on its thread count.
func TestMain(m *testing.M) {
	pinOpenBLAS()
	os.Exit(m.Run())
}

func pinOpenBLAS() {
	for k, v := range map[string]string{"OPENBLAS_CORETYPE": "Prescott", "OPENBLAS_NUM_THREADS": "1"} {
		if os.Getenv(k) == "" {
			os.Setenv(k, v)
		}
	}
}
