package frontend

import (
	"os"
	"testing"
)

// TestMain pins the OpenBLAS kernel whose order the nests' np.dot sums
// follow (blas_dot.go) to the one the goldens were written with, whatever
// the machine's CPU.
func TestMain(m *testing.M) {
	for k, v := range map[string]string{"OPENBLAS_CORETYPE": "Prescott", "OPENBLAS_NUM_THREADS": "1"} {
		if os.Getenv(k) == "" {
			os.Setenv(k, v)
		}
	}
	os.Exit(m.Run())
}
