package alpyna

import (
	"github.com/alpyna/alpyna/kernelgen/cudagen"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/cudadev"
)

// openCUDA opens the first CUDA device for the gpu backend.
func openCUDA() (runtime.Device, error) {
	dev, err := cudadev.Open(0)
	if err != nil {
		return nil, err
	}
	dev.CUDAC = cudagen.Emit
	return dev, nil
}
