// This file asks the cost model where an instantiation runs (backend
// auto) and counts the bytes it moves between host and device.

package closure

import (
	"github.com/alpyna/alpyna/costmodel"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
	"github.com/alpyna/alpyna/runtime"
)

// resident is what the GPU backend says of an array's copies: valid on
// the device, valid on the host (package gpu's HOST/DEVICE/BOTH).
type resident interface {
	Resident(nd *ndarray.Array) (device, host bool)
}

// deviceArrays returns the call's arrays as the host<->device copies see
// them, each buffer once, or nil when the GPU backend does not say where
// its arrays are.
func (a *Accelerator) deviceArrays(m *kernel.Module, inst *runtime.Instance) []costmodel.Array {
	r, ok := a.opts.GPU.(resident)
	if !ok {
		return nil
	}
	seen := map[*byte]bool{}
	var out []costmodel.Array
	for _, arr := range m.Arrays {
		nd := inst.Arrays[arr.Name]
		if arr.Temp || arr.Internal || nd == nil || nd.Size() == 0 {
			continue
		}
		buf, _ := nd.Buffer()
		if seen[&buf[0]] {
			continue
		}
		seen[&buf[0]] = true
		dev, host := r.Resident(nd)
		out = append(out, costmodel.Array{Bytes: int64(len(buf)), OnDevice: dev, HostValid: host})
	}
	return out
}

// place asks the cost model whether the call runs on the GPU.
func (a *Accelerator) place(m *kernel.Module, inst *runtime.Instance, bindings map[string]int64, arrays []costmodel.Array) costmodel.Placement {
	return a.opts.Place.Place(costmodel.Measure(m, paramValues(inst, bindings)), arrays, inst.Threads)
}

// paramValues gives the cost model the call's parameter values: symbols
// and scalars from the bindings, shapes from the arrays.
func paramValues(inst *runtime.Instance, bindings map[string]int64) costmodel.ParamValue {
	return func(p *kernel.Param) (int64, bool) {
		switch p.Kind {
		case kernel.Symbol, kernel.Scalar:
			v, ok := bindings[p.Name]
			return v, ok
		case kernel.Shape:
			if nd := inst.Arrays[p.Array.Name]; nd != nil && !p.Array.Temp && !p.Array.Internal && p.Axis < nd.NDim() {
				return int64(nd.Shape()[p.Axis]), true
			}
		}
		return 0, false
	}
}

// movedBytes is the array data a run on the GPU (gpu) or the cpu moved
// between host and device: the GPU uploads the arrays whose device copy
// is stale, the cpu has those whose device copy is newer copied back.
func movedBytes(arrays []costmodel.Array, gpu bool) int64 {
	t := costmodel.TransfersOf(arrays)
	if gpu {
		return t.Up
	}
	return t.Down
}
