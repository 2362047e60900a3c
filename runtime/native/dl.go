package native

/*
#cgo LDFLAGS: -ldl
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>

typedef int64_t (*alpyna_kernel)(const int64_t *box, int64_t *args, int64_t *out);

// One trampoline calls every kernel: they share the signature of kernel/abi.go.
static int64_t alpyna_call(void *fn, const int64_t *box, int64_t *args, int64_t *out) {
	return ((alpyna_kernel)fn)(box, args, out);
}

static const char *alpyna_dlerror(void) {
	const char *e = dlerror();
	return e ? e : "unknown dlopen error";
}
*/
import "C"

import (
	"fmt"
	"sync"
	"unsafe"

	"github.com/alpyna/alpyna/kernel"
)

// A Library is a loaded shared object. Libraries stay loaded for the life
// of the process: kernels may be called at any time from the variant cache.
type Library struct {
	path   string
	handle unsafe.Pointer
}

var (
	loadedMu sync.Mutex
	loaded   = map[string]*Library{}
)

// Open loads the shared object at path (once per process). An object that
// Build made outside the cache (its folder could not be written) has its
// temporary folder removed once it is loaded.
func Open(path string) (*Library, error) {
	loadedMu.Lock()
	defer loadedMu.Unlock()
	if l, ok := loaded[path]; ok {
		return l, nil
	}
	cpath := C.CString(path)
	defer C.free(unsafe.Pointer(cpath))
	h := C.dlopen(cpath, C.RTLD_NOW|C.RTLD_LOCAL)
	if h == nil {
		return nil, fmt.Errorf("dlopen %s: %s", path, C.GoString(C.alpyna_dlerror()))
	}
	l := &Library{path: path, handle: h}
	loaded[path] = l
	loadedUncached(path)
	return l, nil
}

// A Func is a kernel of a loaded library.
type Func struct{ fn unsafe.Pointer }

// Func looks a kernel up by name.
func (l *Library) Func(name string) (Func, error) {
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	f := C.dlsym(l.handle, cname)
	if f == nil {
		return Func{}, fmt.Errorf("%s: no kernel %s", l.path, name)
	}
	return Func{fn: f}, nil
}

// Call runs the kernel. box may be empty (a kernel without Dims); args and
// out hold integers only (array addresses as integers: the caller keeps the
// arrays alive and unmoved for the call, which Go's heap guarantees for as
// long as they are referenced).
func (f Func) Call(box, args, out []int64) int64 {
	var pbox, pargs, pout *C.int64_t
	if len(box) > 0 {
		pbox = (*C.int64_t)(unsafe.Pointer(&box[0]))
	}
	if len(args) > 0 {
		pargs = (*C.int64_t)(unsafe.Pointer(&args[0]))
	}
	if len(out) > 0 {
		pout = (*C.int64_t)(unsafe.Pointer(&out[0]))
	}
	return int64(C.alpyna_call(f.fn, pbox, pargs, pout))
}

// Kernels are a module's kernels from a loaded library, in the module's
// order; they implement the runtime's KernelRunner.
type Kernels []Func

// RunKernel calls kernel i.
func (k Kernels) RunKernel(i int, box, args, out []int64) kernel.Status {
	return kernel.Status(k[i].Call(box, args, out))
}
