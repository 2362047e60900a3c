package cuda

import (
	"fmt"
	"math"
	"unsafe"

	"github.com/alpyna/alpyna/gridcalc"
)

// A DevicePtr is an address in device memory (a CUdeviceptr).
type DevicePtr uint64

// String formats p in hexadecimal.
func (p DevicePtr) String() string { return fmt.Sprintf("0x%x", uint64(p)) }

// marshalArgs lays out kernel arguments for cuLaunchKernel, which takes an
// array of pointers, one per kernel parameter, to the parameter's value.
//
// Every value is stored in its own 8-byte slot, with 4-byte values in the
// low half: the driver's launch copies 8 bytes from each pointer
// whatever the parameter's size, so a pointer to a lone int32 would make it
// read past the value; the driver then reads as many bytes as the kernel's
// parameter has, which on little-endian hosts is the low half of the slot.
//
// The accepted types are the ones kernels take: *Buffer and DevicePtr for
// arrays, int64, int32, uint64, uint32, float64 and float32 for scalars. A
// Go int is refused rather than guessed at, since the kernel's parameter
// width must match exactly. buffer checks each *Buffer (same context, not
// freed) and returns its address.
func marshalArgs(args []any, buffer func(*Buffer) (DevicePtr, error)) ([]uint64, error) {
	slots := make([]uint64, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case *Buffer:
			if v == nil {
				return nil, fmt.Errorf("argument %d is a nil *Buffer", i)
			}
			p, err := buffer(v)
			if err != nil {
				return nil, fmt.Errorf("argument %d: %w", i, err)
			}
			slots[i] = uint64(p)
		case DevicePtr:
			slots[i] = uint64(v)
		case int64:
			slots[i] = uint64(v)
		case uint64:
			slots[i] = v
		case int32:
			slots[i] = uint64(uint32(v))
		case uint32:
			slots[i] = uint64(v)
		case float64:
			slots[i] = math.Float64bits(v)
		case float32:
			slots[i] = uint64(math.Float32bits(v))
		default:
			return nil, fmt.Errorf("argument %d has type %T, want *Buffer, DevicePtr, int64, int32, uint64, uint32, float64 or float32", i, a)
		}
	}
	return slots, nil
}

// paramPointers returns the pointer array cuLaunchKernel takes, pointing
// into slots. slots must stay alive until the launch call returns.
func paramPointers(slots []uint64) []unsafe.Pointer {
	params := make([]unsafe.Pointer, len(slots))
	for i := range slots {
		params[i] = unsafe.Pointer(&slots[i])
	}
	return params
}

// checkDims rejects launch dimensions that the driver would reject with a
// bare CUDA_ERROR_INVALID_VALUE, or that would be truncated when the driver
// converts them to C's unsigned int, and says which limit they break.
func checkDims(grid, block [3]int, lim gridcalc.Limits) error {
	names := [3]string{"x", "y", "z"}
	threads := 1
	for a := range 3 {
		if grid[a] < 1 || block[a] < 1 {
			return fmt.Errorf("grid (%d,%d,%d) block (%d,%d,%d): every dimension must be at least 1",
				grid[0], grid[1], grid[2], block[0], block[1], block[2])
		}
		if block[a] > lim.MaxBlock[a] {
			return fmt.Errorf("block %s = %d exceeds the device's maximum %d", names[a], block[a], lim.MaxBlock[a])
		}
		if grid[a] > lim.MaxGrid[a] || grid[a] > math.MaxUint32 {
			return fmt.Errorf("grid %s = %d exceeds the device's maximum %d", names[a], grid[a], lim.MaxGrid[a])
		}
		threads *= block[a]
	}
	if threads > lim.MaxThreadsPerBlock {
		return fmt.Errorf("block (%d,%d,%d) has %d threads, more than the device's maximum %d",
			block[0], block[1], block[2], threads, lim.MaxThreadsPerBlock)
	}
	return nil
}
