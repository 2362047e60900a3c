package main

import (
	"errors"

	"github.com/alpyna/alpyna/kernel"
)

func emitCUDA(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes) (string, error) {
	return "", errors.New("the CUDA C emitter is not built yet")
}
