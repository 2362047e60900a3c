package closure

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
)

// emitCPU is the LLVM IR of a module for the CPU.
func emitCPU(m *kernel.Module) (string, error) { return llvmgen.EmitCPUText(m) }
