package main

import (
	"fmt"
	"io"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
)

// emitKernels writes the kernels of every accelerated nest in one of the
// kernel formats, generated for the given types.
func emitKernels(w io.Writer, format string, cs []compiler.Compiled, types map[string]string) error {
	for _, c := range cs {
		if c.Plan == nil {
			fmt.Fprintf(w, "; nest %s at %s: not accelerated\n", c.Nest.Func, c.Nest.Pos)
			continue
		}
		t, err := kernelgen.StaticTypes(c.Nest, types)
		if err != nil {
			return err
		}
		// The module alpyna run builds: with the kernels of irregular
		// loops and, for the GPU formats, their GPU variants.
		cfg := compiler.Config{Target: compiler.CPU, Irregular: true}
		if format != "llvm" {
			cfg.Target = compiler.GPU
		}
		inst := compiler.Instantiate(c.Nest, c.Plan, t, c.Bindings, cfg)
		m := inst.Module
		if m == nil {
			fmt.Fprintf(w, "; nest %s at %s: no kernels: %v\n", c.Nest.Func, c.Nest.Pos, inst.BuildErr)
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

// defaultAxes maps each kernel's Dims to thread axes without extents
// (kernel.DefaultAxes).
func defaultAxes(m *kernel.Module) map[*kernel.Kernel]kernel.Axes {
	out := map[*kernel.Kernel]kernel.Axes{}
	for _, k := range m.Kernels {
		out[k] = kernel.DefaultAxes(k)
	}
	return out
}
