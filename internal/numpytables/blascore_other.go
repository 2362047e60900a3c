//go:build !amd64

package numpytables

// detectBLASDot is Prescott's order off amd64, where NumPy's OpenBLAS
// runs other kernels, not modelled.
func detectBLASDot() string { return "prescott" }
