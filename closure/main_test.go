package closure_test

import (
	"os"
	"testing"
)

// TestMain pins the OpenBLAS kernel that CPython's NumPy (the program
// fuzzer's reference) and alpyna's dot products follow to the one the
// goldens were recorded with, as the root package's tests do.
func TestMain(m *testing.M) {
	for k, v := range map[string]string{"OPENBLAS_CORETYPE": "Prescott", "OPENBLAS_NUM_THREADS": "1"} {
		if os.Getenv(k) == "" {
			os.Setenv(k, v)
		}
	}
	os.Exit(m.Run())
}
