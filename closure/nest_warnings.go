package closure

// This file reports the floating-point exceptions of NumPy ufunc calls in
// nests compiled to kernels (kernel/fpflags.go): the kernels record, per
// call site, which exceptions occurred in the FPFlagsParam slot, and after
// a run they are reported as the interpreter reports them
// (pynumpy.ReportKernelFP). Where np.seterr makes one of them raise or
// print, the nest runs again in the interpreter, as after a kernel's
// failed check: the arrays are put back first, so the call keeps a copy
// of them (fpMayRerun).

import (
	"fmt"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/pynumpy"
	"github.com/alpyna/alpyna/runtime"
)

// fpMayRerun reports whether a run of m may have to run again in the
// interpreter for np.seterr's 'raise' or 'print'.
func fpMayRerun(m *kernel.Module) bool {
	return m != nil && len(m.FPSites) > 0 && pynumpy.KernelFPMayRerun()
}

// kernelFPFlags maps a site's bits in the flags word to ndarray's flags.
var kernelFPFlags = []struct {
	bit  int64
	flag ndarray.FPFlags
}{{kernel.FPDivideByZero, ndarray.FPDivideByZero}, {kernel.FPOverflow, ndarray.FPOverflow}, {kernel.FPInvalid, ndarray.FPInvalid}}

// reportFP reports the exceptions m's kernels recorded in a run that left
// scalars. It returns an error, standing for the exception or the output
// the interpreter gives, when the nest must run again there.
func reportFP(m *kernel.Module, scalars map[string]runtime.Value) error {
	if m == nil || len(m.FPSites) == 0 {
		return nil
	}
	v, ok := scalars[kernel.FPFlagsParam]
	if !ok {
		return nil // no kernel with a site ran
	}
	word, err := v.Index()
	if err != nil || word == 0 {
		return nil
	}
	var sites []pynumpy.KernelFPSite
	for i, s := range m.FPSites {
		bits := kernel.FPSiteFlags(word, i)
		if bits == 0 {
			continue
		}
		site := pynumpy.KernelFPSite{Line: s.Line, Ufunc: s.Ufunc}
		for _, f := range kernelFPFlags {
			if bits&f.bit != 0 {
				site.Flags |= f.flag
			}
		}
		sites = append(sites, site)
	}
	rerun, err := pynumpy.ReportKernelFP(sites)
	if err != nil {
		return err
	}
	if rerun {
		return fmt.Errorf("a floating-point exception that np.seterr makes raise or print (line %d: %s)", sites[0].Line, sites[0].Ufunc)
	}
	return nil
}
