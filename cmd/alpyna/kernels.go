package main

import (
	"fmt"
	"io"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
	"github.com/alpyna/alpyna/report"
)

// emitKernels writes the kernels of every accelerated nest in one of the
// kernel formats, generated for the given types.
func emitKernels(w io.Writer, format string, cs []report.Compiled, types map[string]string) error {
	for _, c := range cs {
		if c.Plan == nil {
			fmt.Fprintf(w, "; nest %s at %s: not accelerated\n", c.Nest.Func, c.Nest.Pos)
			continue
		}
		t, err := kernelgen.StaticTypes(c.Nest, types)
		if err != nil {
			return err
		}
		m, err := kernelgen.Build(c.Plan, t, c.Bindings)
		if err != nil {
			fmt.Fprintf(w, "; nest %s at %s: no kernels: %v\n", c.Nest.Func, c.Nest.Pos, err)
			continue
		}
		var text string
		switch format {
		case "llvm":
			text, err = llvmgen.EmitCPUText(m)
		case "ptx":
			var ll string
			if ll, err = llvmgen.EmitPTXText(m, defaultAxes(m), ""); err == nil {
				text, err = llvmgen.PTX(ll, "")
			}
		case "cuda":
			text, err = emitCUDA(m, defaultAxes(m))
		}
		if err != nil {
			return fmt.Errorf("%s: %v", m.Name, err)
		}
		io.WriteString(w, text)
	}
	return nil
}

// defaultAxes maps each kernel's Dims to thread axes without extents: the
// innermost on x, then y, then z, as memory is walked fastest by the
// innermost loop.
func defaultAxes(m *kernel.Module) map[*kernel.Kernel]kernel.Axes {
	out := map[*kernel.Kernel]kernel.Axes{}
	for _, k := range m.Kernels {
		axes := make(kernel.Axes, len(k.Dims))
		for d := range axes {
			axes[d] = kernel.AxisNone
			if a := len(k.Dims) - 1 - d; a < 3 {
				axes[d] = a
			}
		}
		out[k] = axes
	}
	return out
}
