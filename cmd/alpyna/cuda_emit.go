package main

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
)

// emitCUDA is the CUDA C of a module.
func emitCUDA(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes) (string, error) {
	return cudagen.Emit(m, axes)
}
