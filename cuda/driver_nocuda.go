//go:build !cuda

package cuda

import "unsafe"

// This file is the driver of a build without the cuda tag: there is no
// driver, Init fails with ErrNotBuilt, and so does everything else, since
// every operation needs Init or a Context that only Open makes.

var drv driver = noDriver{}

// noDriver panics with ErrNotBuilt in every method; call turns that into
// the error. Only init is reached in practice.
type noDriver struct{}

func (noDriver) init()                                            { panic(ErrNotBuilt) }
func (noDriver) version() int                                     { panic(ErrNotBuilt) }
func (noDriver) deviceCount() int                                 { panic(ErrNotBuilt) }
func (noDriver) properties(int) Properties                        { panic(ErrNotBuilt) }
func (noDriver) ctxCreate(int) uintptr                            { panic(ErrNotBuilt) }
func (noDriver) ctxDestroy(uintptr)                               { panic(ErrNotBuilt) }
func (noDriver) memAlloc(int64) DevicePtr                         { panic(ErrNotBuilt) }
func (noDriver) memFree(DevicePtr)                                { panic(ErrNotBuilt) }
func (noDriver) copyHtoD(DevicePtr, unsafe.Pointer, int64)        { panic(ErrNotBuilt) }
func (noDriver) copyDtoH(unsafe.Pointer, DevicePtr, int64)        { panic(ErrNotBuilt) }
func (noDriver) memInfo() (int64, int64)                          { panic(ErrNotBuilt) }
func (noDriver) synchronize()                                     { panic(ErrNotBuilt) }
func (noDriver) moduleLoad(string) uintptr                        { panic(ErrNotBuilt) }
func (noDriver) moduleUnload(uintptr)                             { panic(ErrNotBuilt) }
func (noDriver) function(uintptr, string) uintptr                 { panic(ErrNotBuilt) }
func (noDriver) launch(uintptr, [3]int, [3]int, []unsafe.Pointer) { panic(ErrNotBuilt) }
func (noDriver) asError(any) (*Error, bool)                       { return nil, false }
