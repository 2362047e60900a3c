//go:build cuda

package cuda

// This file is the driver of a build with the cuda tag: each method is one
// call of the CUDA driver API through cgo. Only calls whose names and
// signatures are the same in the CUDA 12 and 13 headers are used (the
// versioned ones, such as cuMemAlloc_v2, through the headers' own macros);
// in particular the context is the device's primary context, since CUDA 13
// changed cuCtxCreate's signature. A failed call panics with its
// driverResult, which asError turns into an *Error.

/*
#cgo LDFLAGS: -lcuda
#cgo LDFLAGS: -L/usr/local/cuda/lib64 -L/usr/local/cuda/lib64/stubs -L/usr/local/cuda/lib -L/opt/cuda/lib64 -L/opt/cuda/lib
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

// alpyna_launch launches fn with n 8-byte arguments: args holds their
// values, and the driver wants a pointer to each.
static CUresult alpyna_launch(CUfunction fn, unsigned gx, unsigned gy, unsigned gz,
		unsigned bx, unsigned by, unsigned bz, uint64_t *args, int n) {
	void *ptrs[n > 0 ? n : 1];
	for (int i = 0; i < n; i++) ptrs[i] = &args[i];
	return cuLaunchKernel(fn, gx, gy, gz, bx, by, bz, 0, 0, ptrs, 0);
}

// alpyna_release_current releases the primary context of the device of the
// current context.
static CUresult alpyna_release_current(void) {
	CUdevice dev;
	CUresult r = cuCtxGetDevice(&dev);
	if (r != CUDA_SUCCESS) return r;
	r = cuCtxSetCurrent(0);
	if (r != CUDA_SUCCESS) return r;
	return cuDevicePrimaryCtxRelease(dev);
}
*/
import "C"

import (
	"strconv"
	"unsafe"

	"github.com/alpyna/alpyna/gridcalc"
)

var drv driver = cuDriver{}

type cuDriver struct{}

// driverResult is a failed call's CUresult, the value the methods panic
// with.
type driverResult int

// check panics with r unless it is CUDA_SUCCESS.
func check(r C.CUresult) {
	if r != C.CUDA_SUCCESS {
		panic(driverResult(r))
	}
}

func (cuDriver) init() { check(C.cuInit(0)) }

func (cuDriver) version() int {
	var v C.int
	check(C.cuDriverGetVersion(&v))
	return int(v)
}

func (cuDriver) deviceCount() int {
	var n C.int
	check(C.cuDeviceGetCount(&n))
	return int(n)
}

func device(ordinal int) C.CUdevice {
	var dev C.CUdevice
	check(C.cuDeviceGet(&dev, C.int(ordinal)))
	return dev
}

func (cuDriver) properties(ordinal int) Properties {
	dev := device(ordinal)
	attr := func(a C.CUdevice_attribute) int {
		var v C.int
		check(C.cuDeviceGetAttribute(&v, a, dev))
		return int(v)
	}
	var name [256]C.char
	check(C.cuDeviceGetName(&name[0], C.int(len(name)), dev))
	var total C.size_t
	check(C.cuDeviceTotalMem(&total, dev))
	return Properties{
		Ordinal:         ordinal,
		Name:            C.GoString(&name[0]),
		Major:           attr(C.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR),
		Minor:           attr(C.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR),
		TotalMem:        int64(total),
		Multiprocessors: attr(C.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT),
		Limits: gridcalc.Limits{
			MaxThreadsPerBlock: attr(C.CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK),
			MaxBlock: [3]int{attr(C.CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X),
				attr(C.CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y), attr(C.CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)},
			MaxGrid: [3]int{attr(C.CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X),
				attr(C.CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y), attr(C.CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)},
			WarpSize: attr(C.CU_DEVICE_ATTRIBUTE_WARP_SIZE),
		},
	}
}

// ctxCreate retains the device's primary context, the one the runtime API
// and other libraries in the process share, and makes it current.
func (cuDriver) ctxCreate(ordinal int) uintptr {
	var ctx C.CUcontext
	check(C.cuDevicePrimaryCtxRetain(&ctx, device(ordinal)))
	check(C.cuCtxSetCurrent(ctx))
	return uintptr(unsafe.Pointer(ctx))
}

// ctxDestroy releases the primary context, which is current on the calling
// thread; the driver destroys it when the last retain is released.
func (cuDriver) ctxDestroy(uintptr) { check(C.alpyna_release_current()) }

func (cuDriver) memAlloc(bytes int64) DevicePtr {
	var p C.CUdeviceptr
	check(C.cuMemAlloc(&p, C.size_t(bytes)))
	return DevicePtr(p)
}

func (cuDriver) memFree(p DevicePtr) { check(C.cuMemFree(C.CUdeviceptr(p))) }

func (cuDriver) copyHtoD(dst DevicePtr, src unsafe.Pointer, bytes int64) {
	check(C.cuMemcpyHtoD(C.CUdeviceptr(dst), src, C.size_t(bytes)))
}

func (cuDriver) copyDtoH(dst unsafe.Pointer, src DevicePtr, bytes int64) {
	check(C.cuMemcpyDtoH(dst, C.CUdeviceptr(src), C.size_t(bytes)))
}

func (cuDriver) memInfo() (free, total int64) {
	var f, t C.size_t
	check(C.cuMemGetInfo(&f, &t))
	return int64(f), int64(t)
}

func (cuDriver) synchronize() { check(C.cuCtxSynchronize()) }

// jitLogSize bounds the JIT error log; ptxas reports one line per error,
// and the first few are the useful ones.
const jitLogSize = 16 << 10

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

// handle reinterprets a driver handle's bits rather than convert uintptr
// to unsafe.Pointer, which vet rightly distrusts for Go pointers; a handle
// is the driver's, never Go's.
func handle[T any](h *uintptr) T { return *(*T)(unsafe.Pointer(h)) }

func (cuDriver) moduleUnload(mod uintptr) { check(C.cuModuleUnload(handle[C.CUmodule](&mod))) }

func (cuDriver) function(mod uintptr, name string) uintptr {
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	var fn C.CUfunction
	check(C.cuModuleGetFunction(&fn, handle[C.CUmodule](&mod), cname))
	return uintptr(unsafe.Pointer(fn))
}

// launch copies the arguments' 8-byte values into C memory: a cgo call may
// not be passed Go memory that holds Go pointers.
func (cuDriver) launch(fn uintptr, grid, block [3]int, params []unsafe.Pointer) {
	n := len(params)
	args := (*C.uint64_t)(C.malloc(C.size_t(8 * max(n, 1))))
	defer C.free(unsafe.Pointer(args))
	vals := unsafe.Slice((*uint64)(unsafe.Pointer(args)), max(n, 1))
	for i, p := range params {
		vals[i] = *(*uint64)(p)
	}
	check(C.alpyna_launch(handle[C.CUfunction](&fn),
		C.uint(grid[0]), C.uint(grid[1]), C.uint(grid[2]),
		C.uint(block[0]), C.uint(block[1]), C.uint(block[2]), args, C.int(n)))
}

func (cuDriver) asError(r any) (*Error, bool) {
	if res, ok := r.(driverResult); ok {
		return driverError(int(res)), true
	}
	return nil, false
}

// driverError describes a CUresult with the driver's own name and text.
func driverError(code int) *Error {
	e := &Error{Code: code, Name: "CUDA_ERROR_" + strconv.Itoa(code)}
	var s *C.char
	if C.cuGetErrorName(C.CUresult(code), &s) == C.CUDA_SUCCESS && s != nil {
		e.Name = C.GoString(s)
	}
	if C.cuGetErrorString(C.CUresult(code), &s) == C.CUDA_SUCCESS && s != nil {
		e.Msg = C.GoString(s)
	}
	return e
}
