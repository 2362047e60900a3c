//go:build !amd64

package ndarray

// detectBlasCore is Prescott's order off amd64, where NumPy's OpenBLAS
// runs other kernels, not modelled.
func detectBlasCore() blasCore { return blasPrescott }
