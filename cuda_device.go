package alpyna

import (
	"github.com/alpyna/alpyna/cuda"
	"github.com/alpyna/alpyna/runtime"
)

// openCUDA opens the first CUDA device for the gpu backend.
func openCUDA() (runtime.Device, error) {
	if err := cuda.Init(); err != nil {
		return nil, err
	}
	return nil, cuda.ErrNotBuilt
}
