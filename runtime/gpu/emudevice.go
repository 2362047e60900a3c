// This file is the emulated device: device memory in Go slices and
// launches run by the lockstep emulator. It lets the gpu executor (its
// transfers, residency and launch geometry) run and be tested on machines
// without a GPU, and it is what `alpyna run --backend=gpu` uses when
// ALPYNA_GPU=emulate is set.

package gpu

import (
	"fmt"
	"sync"

	"github.com/alpyna/alpyna/gridcalc"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/kexec"
)

// EmulatedDevice is a Device in host memory with small, odd launch limits
// by default, so that geometry that a real device would hide (strided
// loops, partial blocks) is exercised.
type EmulatedDevice struct {
	mu       sync.Mutex
	mem      map[DevicePtr][]byte
	next     DevicePtr
	limits   gridcalc.Limits
	capacity int64
	used     int64

	// Copies counts transfers in each direction, for tests.
	CopiesToDevice, CopiesToHost int
}

// NewEmulatedDevice returns an emulated device with capacity bytes of
// memory and the given limits.
func NewEmulatedDevice(capacity int64, limits gridcalc.Limits) *EmulatedDevice {
	return &EmulatedDevice{mem: map[DevicePtr][]byte{}, next: 1 << 20, limits: limits, capacity: capacity}
}

// SmallLimits are tiny launch limits: 8 threads per block, block (4,4,2),
// grid (3,2,2), so that every launch of a real size strides.
func SmallLimits() gridcalc.Limits {
	return gridcalc.Limits{MaxThreadsPerBlock: 8, MaxBlock: [3]int{4, 4, 2}, MaxGrid: [3]int{3, 2, 2}, WarpSize: 4}
}

func (d *EmulatedDevice) Name() string            { return "the emulated device" }
func (d *EmulatedDevice) Limits() gridcalc.Limits { return d.limits }

func (d *EmulatedDevice) MemInfo() (free, total int64, err error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.capacity - d.used, d.capacity, nil
}

func (d *EmulatedDevice) Alloc(n int64) (DevicePtr, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.used+n > d.capacity {
		return 0, fmt.Errorf("emulated device: out of memory allocating %d bytes", n)
	}
	p := d.next
	d.next += DevicePtr((n + 4095) &^ 4095)
	words := make([]int64, (n+7)/8) // 8-byte aligned, as device memory is
	d.mem[p] = int64Bytes(words)[:n]
	d.used += n
	return p, nil
}

func (d *EmulatedDevice) Free(p DevicePtr) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	b, ok := d.mem[p]
	if !ok {
		return fmt.Errorf("emulated device: free of unknown address %#x", uint64(p))
	}
	d.used -= int64(len(b))
	delete(d.mem, p)
	return nil
}

func (d *EmulatedDevice) buffer(p DevicePtr, n int) ([]byte, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	b, ok := d.mem[p]
	if !ok || n > len(b) {
		return nil, fmt.Errorf("emulated device: %d bytes at unknown address %#x", n, uint64(p))
	}
	return b[:n], nil
}

func (d *EmulatedDevice) CopyToDevice(dst DevicePtr, src []byte) error {
	b, err := d.buffer(dst, len(src))
	if err != nil {
		return err
	}
	copy(b, src)
	d.CopiesToDevice++
	return nil
}

func (d *EmulatedDevice) CopyToHost(dst []byte, src DevicePtr) error {
	b, err := d.buffer(src, len(dst))
	if err != nil {
		return err
	}
	copy(dst, b)
	d.CopiesToHost++
	return nil
}

// Load compiles the module for the Go executor; the axes come with each
// launch's geometry. A kernel whose CUDA C stages tiles in shared memory
// (tiling.Kernel) runs as that code does, shared memory and
// barriers modelled and checked (kexec.RunLockstepTiled). A stencil's halo
// tiles (tiling.Halo) are not modelled: the lockstep run reads the arrays
// themselves, which gives the tiled code's results (it reads the same
// values); cudagen's lockstep harness checks the halo code's barriers.
func (d *EmulatedDevice) Load(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, _ string) (DeviceModule, error) {
	em := &emulatedModule{d: d, m: m, g: kexec.NewGoKernels(m), tilings: make([]*kexec.Tiling, len(m.Kernels))}
	for i, k := range m.Kernels {
		em.tilings[i] = tilingOf(k, axes[k])
	}
	return em, nil
}

// tilingOf is the tiling of kernel k's CUDA C with axes, for the Go
// executor; nil where it is not tiled.
func tilingOf(k *kernel.Kernel, axes kernel.Axes) *kexec.Tiling {
	if !tiling.Enabled() {
		return nil
	}
	plan := tiling.Kernel(k, axes)
	if plan == nil {
		return nil
	}
	t := &kexec.Tiling{Loop: plan.Loop, Width: tiling.Width}
	for _, op := range plan.Operands {
		t.Operands = append(t.Operands, kexec.TiledOperand{Array: op.Array, Dim: op.Dim, DimSub: op.DimSub,
			LoopSub: op.LoopSub, Loads: op.Loads})
	}
	return t
}

type emulatedModule struct {
	d       *EmulatedDevice
	m       *kernel.Module
	g       *kexec.GoKernels
	tilings []*kexec.Tiling // each kernel's, nil where untiled
}

// Launch runs the kernel in lockstep on device memory: the argument
// vector's Data slots are device addresses, resolved to the emulated
// memory that holds them (an address may point inside an allocation).
func (em *emulatedModule) Launch(ki int, geo runtime.Geometry, args, out, status DevicePtr) error {
	d := em.d
	argBytes, err := d.buffer(args, 8*len(em.m.Params))
	if err != nil {
		return err
	}
	argv := bytesInt64(argBytes)
	k := em.m.Kernels[ki]
	threads := geo.Grid[0] * geo.Grid[1] * geo.Grid[2] * geo.Block[0] * geo.Block[1] * geo.Block[2]
	outBytes, err := d.buffer(out, 8*int(kernel.OutSlots(k, threads)))
	if err != nil {
		return err
	}
	data := make([][]byte, len(em.m.Arrays))
	for i, a := range em.m.Arrays {
		addr := DevicePtr(argv[a.Data.Slot])
		if addr == 0 {
			continue
		}
		// A view's bytes start at its lowest element, before element
		// (0, ..., 0) where a stride is negative (runtime.Offset).
		var origin DevicePtr
		for ax, sp := range a.Strides {
			if n, st := argv[a.Shape[ax].Slot], argv[sp.Slot]; st < 0 && n > 0 {
				origin += DevicePtr(-(n - 1) * st * int64(a.Elem.ItemSize()))
			}
		}
		d.mu.Lock()
		for base, b := range d.mem {
			if addr >= base && addr < base+DevicePtr(len(b)) {
				data[i] = b[addr-base-origin:]
			}
		}
		d.mu.Unlock()
		if data[i] == nil {
			return fmt.Errorf("emulated device: array %s at unknown address %#x", a.Name, uint64(addr))
		}
	}
	var st kernel.Status
	if t := em.tilings[ki]; t != nil {
		if st, err = em.g.RunLockstepTiled(ki, geo, t, argv, bytesInt64(outBytes), data); err != nil {
			return fmt.Errorf("emulated device: %w", err)
		}
	} else {
		st = em.g.RunLockstep(ki, geo, argv, bytesInt64(outBytes), data)
	}
	if st != kernel.OK {
		return d.CopyToDevice(status, int64Bytes([]int64{int64(st)}))
	}
	return nil
}
