package ndarray

// BLASDotKernel names the OpenBLAS ddot kernel whose summation order
// np.dot of float64 vectors follows in this process (blasdot.go):
// "prescott", "haswell" or "skylakex", and OpenBLAS's thread count, which
// splits vectors of more than BLASDotSplit elements for the latter two.
// The front end writes np.dot in nests in the same order.
func BLASDotKernel() (kernel string, threads int) {
	core, threads := blasDotConfig()
	switch core {
	case blasHaswell:
		return "haswell", threads
	case blasSkylakeX:
		return "skylakex", threads
	}
	return "prescott", threads
}

// BLASDotSplit is the length above which the Haswell and SkylakeX kernels
// split a dot product among OpenBLAS's threads.
const BLASDotSplit = 10000
