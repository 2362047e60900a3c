// This file holds the entry point and the per-module state: the axes of
// each kernel, the helpers the kernels use, and the translation unit's
// header and prelude.

package cudagen

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/alpyna/alpyna/kernel"
)

// Emit returns m as one CUDA C translation unit: a header comment (the
// module, its source, the argument slots, the host program with each
// launch's thread axes), the device helpers the kernels use, and one entry
// per kernel with the GPU ABI of kernel/abi.go,
//
//	extern "C" __global__ void NAME(long long *args, long long *out, long long *status)
//
// axes maps each kernel's Dims to thread axes (package gridcalc chooses
// them); a kernel absent from the map gets the default: its last Dim on x,
// the one before on y, the one before that on z, the others as loops inside
// each thread.
//
// Emit fails, with nothing emitted, when m does not verify, when a kernel's
// axes are malformed (not one entry per Dim, an axis outside x, y, z, or
// an axis given twice), or when a kernel has a Last output over triangular
// Dims (see docs/cuda.md: no thread can tell that it runs the last point).
//
// Kernels that kernel/tiling tiles stage their reduction loop's operands in
// shared memory (tiling.go); EmitWith can leave them untiled.
func Emit(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes) (string, error) {
	return EmitWith(m, axes, Options{})
}

// Options change what EmitWith emits.
type Options struct {
	// NoTiling emits every kernel without shared-memory tiles, as the
	// kernel IR reads its arrays.
	NoTiling bool
}

// EmitWith is Emit with options.
func EmitWith(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, opts Options) (string, error) {
	if err := m.Verify(); err != nil {
		return "", fmt.Errorf("cudagen: module %s: %w", m.Name, err)
	}
	g := &moduleGen{m: m, axes: map[*kernel.Kernel]kernel.Axes{}, used: map[string]bool{}, opts: opts}
	for _, k := range m.Kernels {
		a, err := axesOf(k, axes)
		if err != nil {
			return "", fmt.Errorf("cudagen: module %s: %w", m.Name, err)
		}
		g.axes[k] = a
	}
	var kernels []string
	for _, k := range m.Kernels {
		text, err := g.kernel(k)
		if err != nil {
			return "", fmt.Errorf("cudagen: module %s: %w", m.Name, err)
		}
		kernels = append(kernels, text)
	}
	var b strings.Builder
	g.header(&b)
	g.prelude(&b)
	for _, text := range kernels {
		b.WriteString("\n")
		b.WriteString(text)
	}
	return b.String(), nil
}

// moduleGen is the per-module state.
type moduleGen struct {
	m    *kernel.Module
	axes map[*kernel.Kernel]kernel.Axes
	used map[string]bool // helpers the kernels call, by name
	opts Options
}

// use marks a helper, and those it calls, as needed.
func (g *moduleGen) use(name string) {
	if g.used[name] {
		return
	}
	i, ok := helperIndex[name]
	if !ok {
		panic("cudagen: no helper " + name)
	}
	g.used[name] = true
	for _, d := range helpers[i].deps {
		g.use(d)
	}
}

// axesOf returns a kernel's axes from the map, checked, or the default
// (kernel.DefaultAxes).
func axesOf(k *kernel.Kernel, axes map[*kernel.Kernel]kernel.Axes) (kernel.Axes, error) {
	a, ok := axes[k]
	if !ok {
		return kernel.DefaultAxes(k), nil
	}
	if err := a.Check(k); err != nil {
		return nil, err
	}
	return a, nil
}

var axisNames = [3]string{"x", "y", "z"}

// header writes the comment that opens the translation unit.
func (g *moduleGen) header(b *strings.Builder) {
	m := g.m
	fmt.Fprintf(b, "// CUDA C of alpyna module %s, from %s:%d.\n", m.Name, m.File, m.Line)
	b.WriteString(`//
// Each kernel is an entry with the GPU ABI of alpyna's kernel/abi.go:
//   extern "C" __global__ void NAME(long long *args, long long *out, long long *status)
// args holds one 8-byte slot per parameter (below); out holds, for each
// output scalar i of a kernel, its value in out[2i] and in out[2i+1] whether
// it was assigned; status receives the first failed check's code (ALP_*
// below), and stays 0 (ALP_OK) otherwise. The parallel loops of a kernel
// (its Dims) run as grid-stride loops on their thread axes, so any launch
// geometry computes the same result.
//
// Compile with IEEE arithmetic as written, which Python and NumPy have:
//   nvcc -arch=sm_70 -fmad=false -ptx FILE.cu
// (-fmad=false: no a*b+c contracted into one fma; no --use_fast_math).
//
// Arguments:
`)
	for _, p := range m.Params {
		fmt.Fprintf(b, "//   args[%d]  %s\n", p.Slot, describeParam(p))
	}
	b.WriteString("//\n// Host program, in order:\n")
	g.hostSteps(b, m.Host, 1)
}

// describeParam says what an argument slot holds.
func describeParam(p *kernel.Param) string {
	switch p.Kind {
	case kernel.Shape:
		return fmt.Sprintf("%s.shape[%d]", p.Array.Name, p.Axis)
	case kernel.Stride:
		return fmt.Sprintf("%s.strides[%d] / itemsize: the view's step along axis %d, in elements", p.Array.Name, p.Axis, p.Axis)
	case kernel.Data:
		written := ""
		if p.Array.Written {
			written = ", written"
		}
		return fmt.Sprintf("%s: device address of the %s array (%d-d%s)", p.Array.Name, p.Type, p.Array.NDim, written)
	case kernel.HostVar:
		return fmt.Sprintf("%s: %s, the host loop's variable", p.Name, p.Type)
	case kernel.Scalar:
		return fmt.Sprintf("%s: %s, a scalar the nest assigns (%s)", p.Name, p.Type, slotEncoding(p.Type))
	}
	return fmt.Sprintf("%s: %s (%s)", p.Name, p.Type, slotEncoding(p.Type))
}

// slotEncoding says how a value of type t sits in its slot.
func slotEncoding(t kernel.Type) string {
	switch {
	case t == kernel.Float32:
		return "the bits of the double it widens to"
	case t.IsFloat():
		return "the double's bits"
	case t.IsBool():
		return "0 or 1"
	}
	return "int64"
}

func (g *moduleGen) hostSteps(b *strings.Builder, steps []kernel.Step, depth int) {
	ind := "//" + strings.Repeat("  ", depth)
	for _, s := range steps {
		switch x := s.(type) {
		case *kernel.HostLoop:
			fmt.Fprintf(b, "%sfor %s in %s:\n", ind, x.Var.Name, pyRange(x.Lower, x.Upper, x.Step))
			g.hostSteps(b, x.Body, depth+1)
			for _, e := range x.Exits {
				fmt.Fprintf(b, "%s  if %s: break\n", ind, e.Name)
			}
		case *kernel.Launch:
			fmt.Fprintf(b, "%slaunch %s: %s\n", ind, x.Kernel.Name, g.axesText(x.Kernel))
		}
	}
}

// axesText says where a kernel's Dims run.
func (g *moduleGen) axesText(k *kernel.Kernel) string {
	if len(k.Dims) == 0 {
		return "one thread"
	}
	parts := make([]string, len(k.Dims))
	for d, dim := range k.Dims {
		if a := g.axes[k][d]; a != kernel.AxisNone {
			parts[d] = dim.Var.Name + " on " + axisNames[a]
		} else {
			parts[d] = dim.Var.Name + " in each thread"
		}
	}
	return strings.Join(parts, ", ")
}

// prelude writes the status codes and the helpers the kernels use.
func (g *moduleGen) prelude(b *strings.Builder) {
	for _, h := range helpers {
		if !g.used[h.name] {
			continue
		}
		b.WriteString(h.code)
		b.WriteString("\n")
	}
}

func init() {
	// The status codes, from package kernel's table.
	var b strings.Builder
	b.WriteString("\n// Status codes (alpyna kernel.Status): what *status holds after a launch.\n")
	for s := kernel.OK; !strings.HasPrefix(s.String(), "Status("); s++ {
		fmt.Fprintf(&b, "#define %s %dLL\n", statusConst(s), int64(s))
	}
	helpers[helperIndex["ALP_OK"]].code = strings.TrimSuffix(b.String(), "\n")
}

// statusConst is the C name of a status: IndexError is ALP_INDEX_ERROR.
func statusConst(s kernel.Status) string {
	var b strings.Builder
	b.WriteString("ALP")
	prevLower := false
	for i, r := range s.String() {
		if i == 0 || unicode.IsUpper(r) && prevLower {
			b.WriteByte('_')
		}
		b.WriteRune(unicode.ToUpper(r))
		prevLower = unicode.IsLower(r)
	}
	return b.String()
}
