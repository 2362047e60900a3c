package ndarray

// binaryKernels holds every (operator, computation dtype) kernel, built once:
// making the closures on each call cost a third of the interpreter's time in
// element-by-element loops such as y[i] = a*x[i] + y[i].
var binaryKernels = func() (t [RShift + 1][Float16 + 1]binaryFunc) {
	for op := Add; op <= RShift; op++ {
		for dt := Bool; dt <= Float16; dt++ {
			t[op][dt] = makeBinaryKernel(op, dt)
		}
	}
	return t
}()

// binaryKernel returns the kernel computing op on two scalars already
// converted to dt.
func binaryKernel(op BinaryOp, dt DType) binaryFunc {
	return binaryKernels[op][dt]
}
