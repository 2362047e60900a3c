package ndarray

// NumPy's exp, log, sin and cos of one element, for the backends that
// compute NumPy-spelled math inside nests one value at a time (the Go
// executors of kernels): the same ports the array loops use
// (simdmath.go), so a scalar gives what an array element gives, bit for
// bit, on every machine.

// NumPyExp64 is np.exp of a float64.
func NumPyExp64(x float64) float64 { return expFloat64(x) }

// NumPyLog64 is np.log of a float64.
func NumPyLog64(x float64) float64 { return logFloat64(x) }

// NumPySin64 is np.sin of a float64.
func NumPySin64(x float64) float64 { return sinFloat64(x) }

// NumPyCos64 is np.cos of a float64.
func NumPyCos64(x float64) float64 { return cosFloat64(x) }

// NumPyExp32 is np.exp of a float32.
func NumPyExp32(x float32) float32 { return expFloat32(x) }

// NumPyLog32 is np.log of a float32.
func NumPyLog32(x float32) float32 { return logFloat32(x) }

// NumPySin32 is np.sin of a float32.
func NumPySin32(x float32) float32 { return sinFloat32(x) }

// NumPyCos32 is np.cos of a float32.
func NumPyCos32(x float32) float32 { return cosFloat32(x) }

// LibmExp64 is the C library's exp of a float64, as NumPy's loops that
// call npy_exp per element (np.logaddexp) compute it: glibc's exp is
// correctly rounded in all but rare hard cases, and this is correctly
// rounded (crmath.go), so they agree; it takes microseconds a value.
func LibmExp64(x float64) float64 { return expCR(x) }

// NumPyTanh64 is np.tanh of a float64 (tanh.go): NumPy's own loop on
// machines with AVX2 and FMA3, the C library's tanh elsewhere.
func NumPyTanh64(x float64) float64 { return tanhFloat64(x) }

// NumPyTanh32 is np.tanh of a float32 (tanh.go).
func NumPyTanh32(x float32) float32 { return tanhFloat32(x) }

// NumPyLog10Float64 is np.log10 of a float64 (svmllog10.go).
func NumPyLog10Float64(x float64) float64 { return log10Float64(x) }

// NumPyLog10Float32 is np.log10 of a float32 (svmllog10.go).
func NumPyLog10Float32(x float32) float32 { return log10Float32(x) }

// NumPyLog1pFloat64 is np.log1p of a float64 (svmllog1p.go).
func NumPyLog1pFloat64(x float64) float64 { return log1pFloat64(x) }

// NumPyExpm1Float64 is np.expm1 of a float64 (svmlexpm1.go).
func NumPyExpm1Float64(x float64) float64 { return expm1Float64(x) }

// NumPyExp2Float64 is np.exp2 of a float64 (svmlexp2.go).
func NumPyExp2Float64(x float64) float64 { return exp2Float64(x) }

// NumPyCoshFloat64 is np.cosh of a float64 (svmlcosh.go).
func NumPyCoshFloat64(x float64) float64 { return coshFloat64(x) }

// NumPyLog2Float64 is np.log2 of a float64 (svmllog2.go).
func NumPyLog2Float64(x float64) float64 { return log2Float64(x) }

// NumPyAtan64 is np.arctan of a float64 (svmlatan.go).
func NumPyAtan64(x float64) float64 { return atanFloat64(x) }

// NumPySinh64 is np.sinh of a float64 (svmlsinh.go).
func NumPySinh64(x float64) float64 { return sinhFloat64(x) }

// NumPyTan64 is np.tan of a float64 (svmltan.go).
func NumPyTan64(x float64) float64 { return tanFloat64(x) }

// NumPyAsin64 is np.arcsin of a float64 (svmlasin.go).
func NumPyAsin64(x float64) float64 { return asinFloat64(x) }

// NumPyAcos64 is np.arccos of a float64 (svmlasin.go).
func NumPyAcos64(x float64) float64 { return acosFloat64(x) }
