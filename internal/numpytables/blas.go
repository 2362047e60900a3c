package numpytables

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
)

// BLASDot is the OpenBLAS 0.3.21 ddot kernel whose summation order
// NumPy's np.dot of float64 vectors follows in this process ("prescott",
// "haswell" or "skylakex": OPENBLAS_CORETYPE's, else the one OpenBLAS's
// DYNAMIC_ARCH picks for the CPU), and OpenBLAS's thread count, decided
// once: package ndarray models the kernel for the interpreter and package
// frontend writes np.dot in nests in its order.
var BLASDot = sync.OnceValues(func() (kernel string, threads int) {
	return BLASDotFromEnv(os.Getenv("OPENBLAS_CORETYPE"), detectBLASDot()), BLASThreadsFromEnv(os.Getenv, runtime.NumCPU())
})

// BLASDotSplit is the length above which the Haswell and SkylakeX kernels
// split a dot product among OpenBLAS's threads.
const BLASDotSplit = 10000

// BLASDotFromEnv is the kernel OPENBLAS_CORETYPE names, or detected when
// it names none modelled.
func BLASDotFromEnv(name, detected string) string {
	switch strings.ToLower(name) {
	case "skylakex", "cooperlake", "sapphirerapids":
		return "skylakex"
	case "haswell", "zen":
		return "haswell"
	case "prescott":
		return "prescott"
	}
	return detected
}

// BLASThreadsFromEnv is OpenBLAS's thread count (init.c's
// blas_get_cpu_number): the first positive of OPENBLAS_NUM_THREADS,
// GOTO_NUM_THREADS and OMP_NUM_THREADS, at most ncpu; ncpu when none is
// set.
func BLASThreadsFromEnv(getenv func(string) string, ncpu int) int {
	n := ncpu
	for _, v := range []string{"OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS", "OMP_NUM_THREADS"} {
		if k, err := strconv.Atoi(strings.TrimSpace(getenv(v))); err == nil && k > 0 {
			n = k
			break
		}
	}
	return max(1, min(n, ncpu, 64))
}
