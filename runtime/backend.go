package runtime

import (
	"fmt"
	"strings"
	"time"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
)

// A Backend runs one call of a nest's kernel module: the native CPU
// backend and the Go executor of the kernel IR (package cpu), the GPU and
// the emulated GPU (package gpu). Package closure picks one and fills the
// ModuleCall from a compiler.Compiled and the call's values.
//
// Each backend encodes the argument vector and allocates the temporary
// arrays with ModuleCall.Vector, and decodes the scalars a run leaves with
// ModuleCall.ScalarsAfter.
type Backend interface {
	// Run runs c.Module's host program. The Result says as much as is
	// known when it fails (the executor, the time spent so far); the
	// arrays the module writes may then be partly written.
	Run(c *ModuleCall) (Result, error)
}

// A ModuleCall is one run of a kernel module with the values of one call
// of its nest.
type ModuleCall struct {
	Module *kernel.Module
	// Instance holds the plan the module was built from, the call's
	// arrays and values by name, the threads and whether floating-point
	// reductions run in program order.
	Instance *Instance
	// Bindings are the integer values the plan was resolved with: they
	// size the module's temporary arrays.
	Bindings map[string]int64
	// Schedule (the CPU) and GPUSchedule (the GPU), when set, are the
	// execution plans' hooks for the launches of the kernels that run
	// irregular loops (package irregular).
	Schedule    ScheduleFunc
	GPUSchedule GPUScheduleFunc
	// CacheDir is where compiled kernels are kept ("": the default).
	CacheDir string
}

// A Result is what a Backend's Run did.
type Result struct {
	// Scalars are the nest's scalars after the run: those a kernel
	// assigned, read from their slots, and the others as they were given
	// (nil when the run failed).
	Scalars map[string]Value
	// Compile and Transfer are the time spent compiling kernels and
	// copying data to and from a device.
	Compile, Transfer time.Duration
	// Axes are the GPU thread axes of each kernel's Dims.
	Axes map[*kernel.Kernel]kernel.Axes
	// Executor is what ran the kernels (docs/contract.md §3): "native",
	// "go-kernel", "gpu" or "gpu-emulated"; Reason says why it is not the
	// backend's fastest (empty when it is).
	Executor, Reason string
}

// Vector returns the call's argument vector, its values encoded in their
// slots (Data slots are the backend's to fill), and its arrays in
// Module.Arrays order (nil for Internal ones), the module's temporary
// arrays allocated.
func (c *ModuleCall) Vector() ([]int64, []*ndarray.Array, error) {
	temps, err := tempArrays(c.Module, c.Instance, c.Bindings)
	if err != nil {
		return nil, nil, err
	}
	args, arrays := argVector(c.Module, c.Instance, temps)
	return args, arrays, nil
}

// ScalarsAfter are the nest's scalars after a run that left args and assigned
// (per slot: some kernel assigned it): those a kernel assigned, read from
// their slots, and the others as they were given.
func (c *ModuleCall) ScalarsAfter(args []int64, assigned []bool) map[string]Value {
	inst := c.Instance
	out := map[string]Value{}
	for name, val := range inst.Values {
		if inst.Plan.Nest.Scalar(name) != nil {
			out[name] = val
		}
	}
	tags := map[string]int64{}
	for _, p := range c.Module.Params {
		if base, ok := strings.CutSuffix(p.Name, kernel.TypeTagSuffix); ok && p.Kind == kernel.Scalar && assigned[p.Slot] {
			tags[base] = args[p.Slot]
		}
	}
	for _, p := range c.Module.Params {
		if p.Kind == kernel.Scalar && assigned[p.Slot] && !strings.HasSuffix(p.Name, kernel.TypeTagSuffix) {
			t := p.Type
			if p.Assigned != kernel.Invalid {
				t = p.Assigned
			} else if tag, tagged := tags[p.Name]; tagged {
				t = pythonOf(t) // the value last assigned is Python's
				if tag != 0 {
					t = kernel.Type(tag) // or that NumPy type's
				}
			}
			out[p.Name] = DecodeValue(args[p.Slot], t)
		}
	}
	return out
}

// pythonOf is the Python type that shares NumPy type t's representation
// in a scalar's type set (kernelgen's types.go).
func pythonOf(t kernel.Type) kernel.Type {
	switch t {
	case kernel.Bool:
		return kernel.PyBool
	case kernel.Int64:
		return kernel.PyInt
	case kernel.Float64:
		return kernel.PyFloat
	}
	return t
}

// argVector encodes the call's values in the module's argument vector (Data
// slots are the backend's to fill) and returns the arrays in m.Arrays order.
func argVector(m *kernel.Module, inst *Instance, temps map[string]*ndarray.Array) ([]int64, []*ndarray.Array) {
	args := make([]int64, len(m.Params))
	arrays := make([]*ndarray.Array, len(m.Arrays))
	for i, arr := range m.Arrays {
		switch {
		case arr.Temp:
			arrays[i] = temps[arr.Name]
		case !arr.Internal:
			arrays[i] = inst.Arrays[arr.Name]
		}
	}
	for _, p := range m.Params {
		switch p.Kind {
		case kernel.Symbol, kernel.Scalar:
			if base, ok := strings.CutSuffix(p.Name, kernel.TypeTagSuffix); ok {
				if val, ok := inst.Values[base]; ok && val.Kind == NumPy {
					args[p.Slot] = int64(kernelType(val.S.DType))
				}
				break
			}
			if val, ok := inst.Values[p.Name]; ok {
				args[p.Slot] = EncodeValue(val, p.Type)
			}
		case kernel.Shape:
			switch {
			case p.Array.Temp:
				args[p.Slot] = int64(temps[p.Array.Name].Shape()[p.Axis])
			case !p.Array.Internal:
				args[p.Slot] = int64(inst.Arrays[p.Array.Name].Shape()[p.Axis])
			}
		case kernel.Stride:
			// A view's step in elements: NumPy's strides are in bytes,
			// multiples of the item size.
			nd := inst.Arrays[p.Array.Name]
			args[p.Slot] = int64(nd.Strides()[p.Axis] / nd.DType().ItemSize())
		}
	}
	return args, arrays
}

// tempArrays allocates the module's temporary arrays for one run: the
// expanded scalars and predicates (kernelgen/expand.go), one element per
// iteration of their loops, whose bounds the bindings fix.
func tempArrays(m *kernel.Module, inst *Instance, bindings map[string]int64) (map[string]*ndarray.Array, error) {
	p := inst.Plan
	var out map[string]*ndarray.Array
	for _, a := range m.Arrays {
		if !a.Temp {
			continue
		}
		shape := make([]int, len(a.TempLoops))
		for i, l := range a.TempLoops {
			n, ok := p.TripCount(l, bindings)
			if !ok {
				return nil, fmt.Errorf("the trip count of loop %s, which %s is expanded over, is not known before the nest runs", p.Nest.Loops[l].Var, a.Name)
			}
			shape[i] = int(max(n, 1))
		}
		nd, err := ndarray.New(dtypes[a.Elem], shape)
		if err != nil {
			return nil, err
		}
		if out == nil {
			out = map[string]*ndarray.Array{}
		}
		out[a.Name] = nd
	}
	return out, nil
}

// kernelType is the kernel type of NumPy type d.
func kernelType(d ndarray.DType) kernel.Type {
	for t, dt := range dtypes {
		if dt == d {
			return t
		}
	}
	return kernel.Invalid
}

// dtypes are the NumPy types of kernel element types.
var dtypes = map[kernel.Type]ndarray.DType{kernel.Bool: ndarray.Bool, kernel.Int32: ndarray.Int32,
	kernel.Int64: ndarray.Int64, kernel.Float32: ndarray.Float32, kernel.Float64: ndarray.Float64,
	kernel.Int8: ndarray.Int8, kernel.Int16: ndarray.Int16, kernel.UInt8: ndarray.UInt8,
	kernel.UInt16: ndarray.UInt16, kernel.UInt32: ndarray.UInt32, kernel.UInt64: ndarray.UInt64}

// EncodeValue puts a value in a slot as type t (the kernel's
// representation).
func EncodeValue(v Value, t kernel.Type) int64 {
	if t.IsFloat() {
		switch v.Kind {
		case PyFloat:
			return EncodeFloat(v.F)
		case NumPy:
			return EncodeFloat(v.S.Float())
		}
		return EncodeFloat(float64(v.I))
	}
	if v.Kind == NumPy {
		if v.S.DType.IsFloat() {
			return int64(v.S.F) // not reached: a float never types as an int
		}
		return v.S.I
	}
	return v.I
}

// DecodeValue reads a slot of type t as the Python or NumPy value it
// holds.
func DecodeValue(s int64, t kernel.Type) Value {
	switch t {
	case kernel.PyInt:
		return Int(s)
	case kernel.PyFloat:
		return Float(DecodeFloat(s))
	case kernel.PyBool:
		return Bool(s != 0)
	case kernel.Bool:
		return NumPyScalar(ndarray.MakeBool(s != 0))
	case kernel.Int32:
		return NumPyScalar(ndarray.MakeInt(ndarray.Int32, s))
	case kernel.Int64:
		return NumPyScalar(ndarray.MakeInt(ndarray.Int64, s))
	case kernel.Float32:
		return NumPyScalar(ndarray.MakeFloat(ndarray.Float32, DecodeFloat(s)))
	}
	return NumPyScalar(ndarray.MakeFloat(ndarray.Float64, DecodeFloat(s)))
}
