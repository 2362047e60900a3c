//go:build cuda

package cuda

// This file is the driver of a build with the cuda tag: each method
// forwards to github.com/barnex/cuda5/cu, whose functions panic with a
// cu.Result on any CUDA error. A few calls that cu lacks (module load with
// the JIT's error log, module unload, error names and descriptions) are
// made here through cgo.

/*
#cgo LDFLAGS: -lcuda
#cgo LDFLAGS: -L/usr/local/cuda/lib64 -L/usr/local/cuda/lib -L/opt/cuda/lib64 -L/opt/cuda/lib
#cgo CFLAGS: -I/usr/local/cuda/include -I/opt/cuda/include

#include <cuda.h>
#include <stdint.h>
#include <stdlib.h>

// alpyna_load_ptx is cuModuleLoadData with the JIT's error log: the log
// says which PTX line failed to compile, which the bare result code does
// not. The option values are passed through a void* array, so it is built
// here rather than in Go.
static CUresult alpyna_load_ptx(CUmodule *mod, const char *ptx, char *log, size_t logSize) {
	CUjit_option opts[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
	void *vals[2] = {log, (void *)(uintptr_t)logSize};
	return cuModuleLoadDataEx(mod, ptx, 2, opts, vals);
}
*/
import "C"

import (
	"unsafe"

	"github.com/alpyna/alpyna/gridcalc"
	"github.com/barnex/cuda5/cu"
)

var drv driver = cuDriver{}

type cuDriver struct{}

// Device attributes that package cu predates, from CUdevice_attribute.
const (
	attrComputeCapabilityMajor cu.DeviceAttribute = 75
	attrComputeCapabilityMinor cu.DeviceAttribute = 76
)

func (cuDriver) init()            { cu.Init(0) }
func (cuDriver) version() int     { return cu.Version() }
func (cuDriver) deviceCount() int { return cu.DeviceGetCount() }

func (cuDriver) properties(ordinal int) Properties {
	dev := cu.DeviceGet(ordinal)
	attr := dev.Attribute
	return Properties{
		Ordinal:         ordinal,
		Name:            dev.Name(),
		Major:           attr(attrComputeCapabilityMajor),
		Minor:           attr(attrComputeCapabilityMinor),
		TotalMem:        dev.TotalMem(),
		Multiprocessors: attr(cu.MULTIPROCESSOR_COUNT),
		Limits: gridcalc.Limits{
			MaxThreadsPerBlock: attr(cu.MAX_THREADS_PER_BLOCK),
			MaxBlock:           [3]int{attr(cu.MAX_BLOCK_DIM_X), attr(cu.MAX_BLOCK_DIM_Y), attr(cu.MAX_BLOCK_DIM_Z)},
			MaxGrid:            [3]int{attr(cu.MAX_GRID_DIM_X), attr(cu.MAX_GRID_DIM_Y), attr(cu.MAX_GRID_DIM_Z)},
			WarpSize:           attr(cu.WARP_SIZE),
		},
	}
}

// ctxCreate uses CTX_SCHED_AUTO, the driver's default. (cu's
// CTX_BLOCKING_SYNC is not CU_CTX_SCHED_BLOCKING_SYNC: it repeats the
// constant before it, CTX_SCHED_YIELD, through Go's implicit repetition.)
func (cuDriver) ctxCreate(ordinal int) uintptr {
	return uintptr(cu.CtxCreate(cu.CTX_SCHED_AUTO, cu.DeviceGet(ordinal)))
}

func (cuDriver) ctxDestroy(ctx uintptr) {
	c := cu.Context(ctx)
	cu.CtxDestroy(&c)
}

func (cuDriver) memAlloc(bytes int64) DevicePtr { return DevicePtr(cu.MemAlloc(bytes)) }
func (cuDriver) memFree(p DevicePtr)            { cu.MemFree(cu.DevicePtr(p)) }

func (cuDriver) copyHtoD(dst DevicePtr, src unsafe.Pointer, bytes int64) {
	cu.MemcpyHtoD(cu.DevicePtr(dst), src, bytes)
}

func (cuDriver) copyDtoH(dst unsafe.Pointer, src DevicePtr, bytes int64) {
	cu.MemcpyDtoH(dst, cu.DevicePtr(src), bytes)
}

func (cuDriver) memInfo() (free, total int64) { return cu.MemGetInfo() }
func (cuDriver) synchronize()                 { cu.CtxSynchronize() }

// jitLogSize bounds the JIT error log; ptxas reports one line per error,
// and the first few are the useful ones.
const jitLogSize = 16 << 10

// moduleLoad replaces cu.ModuleLoadData, which discards the JIT log and
// never frees its copy of the PTX text.
func (cuDriver) moduleLoad(ptx string) uintptr {
	cptx := C.CString(ptx)
	defer C.free(unsafe.Pointer(cptx))
	log := (*C.char)(C.calloc(jitLogSize, 1))
	defer C.free(unsafe.Pointer(log))
	var mod C.CUmodule
	if res := C.alpyna_load_ptx(&mod, cptx, log, jitLogSize); res != C.CUDA_SUCCESS {
		e := driverError(int(res))
		e.Log = C.GoString(log)
		panic(e)
	}
	return uintptr(unsafe.Pointer(mod))
}

// moduleUnload calls cuModuleUnload, which cu does not wrap.
func (cuDriver) moduleUnload(mod uintptr) {
	// Reinterpret the handle's bits rather than convert uintptr to
	// unsafe.Pointer, which vet rightly distrusts for Go pointers; a
	// CUmodule is the driver's, never Go's.
	if res := C.cuModuleUnload(*(*C.CUmodule)(unsafe.Pointer(&mod))); res != C.CUDA_SUCCESS {
		panic(driverError(int(res)))
	}
}

func (cuDriver) function(mod uintptr, name string) uintptr {
	return uintptr(cu.ModuleGetFunction(cu.Module(mod), name))
}

func (cuDriver) launch(fn uintptr, grid, block [3]int, params []unsafe.Pointer) {
	cu.LaunchKernel(cu.Function(fn), grid[0], grid[1], grid[2], block[0], block[1], block[2], 0, 0, params)
}

func (cuDriver) asError(r any) (*Error, bool) {
	if res, ok := r.(cu.Result); ok {
		return driverError(int(res)), true
	}
	return nil, false
}

// driverError describes a CUresult with the driver's own name and text;
// cu's table of names misses the codes added since CUDA 5.5.
func driverError(code int) *Error {
	e := &Error{Code: code, Name: cu.Result(code).String()}
	var s *C.char
	if C.cuGetErrorName(C.CUresult(code), &s) == C.CUDA_SUCCESS && s != nil {
		e.Name = C.GoString(s)
	}
	if C.cuGetErrorString(C.CUresult(code), &s) == C.CUDA_SUCCESS && s != nil {
		e.Msg = C.GoString(s)
	}
	return e
}
