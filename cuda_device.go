package alpyna

import (
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/ptxgen"
	"github.com/alpyna/alpyna/runtime/cudadev"
	"github.com/alpyna/alpyna/runtime/gpu"
)

// openCUDA opens the first CUDA device for the gpu backend.
func openCUDA() (gpu.Device, error) {
	dev, err := cudadev.Open(0)
	if err != nil {
		return nil, err
	}
	dev.PTX = func(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, sm string) (cudadev.PTXJob, error) {
		job, err := ptxgen.Plan(m, axes, sm)
		return cudadev.PTXJob(job), err
	}
	return dev, nil
}
