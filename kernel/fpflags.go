package kernel

// This file describes how kernels record the floating-point exceptions of
// NumPy's ufuncs (np.sqrt(-1.0), np.log(0.0), np.exp(1000.0)), which NumPy
// reports as RuntimeWarnings (or raises, under np.seterr): a NumPy Call
// never fails, so instead each call site ORs what it raised into one Int64
// scalar per launch, the FPFlagsParam slot, which kernelgen adds as a
// bitwise-or reduction output (kernelgen/fpflags.go). The caller reads the
// slot after the run and reports each site's exceptions as the
// interpreter would have (package closure, pynumpy.ReportKernelFP).

// FPFlagsParam names the Scalar parameter of the flags word. Its slot
// starts at 0 (no value of the nest is bound to it).
const FPFlagsParam = "#fpflags"

// The exceptions of one site, as bits of its group of FPSiteBits bits
// (bit FPSiteBits*site + n) in the flags word. Their order is NumPy's order
// of reporting.
const (
	FPDivideByZero int64 = 1 << iota // an infinity from finite arguments at a pole: log(0), 0.0 ** -1
	FPOverflow                       // an infinity from finite arguments otherwise: exp(1000)
	FPInvalid                        // a NaN from arguments that hold none: sqrt(-1), arccos(2)
)

// FPSiteBits is the width of a site's group of bits; MaxFPSites sites fit
// in the word. A module's further NumPy calls are not recorded.
const (
	FPSiteBits = 3
	MaxFPSites = 64 / FPSiteBits
)

// An FPSite is a NumPy ufunc call of the nest that a kernel records the
// exceptions of: its statement's source line and NumPy's name of the ufunc
// ("sqrt", "arccos", "power"), which the message names.
type FPSite struct {
	Line  int
	Ufunc string
}

// FPSiteFlags returns site's exceptions in the flags word (FPDivideByZero,
// FPOverflow and FPInvalid bits).
func FPSiteFlags(word int64, site int) int64 {
	return int64(uint64(word)>>(FPSiteBits*site)) & (1<<FPSiteBits - 1)
}
