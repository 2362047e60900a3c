// This file holds the entry points and the per-module state: the target,
// the declared intrinsics and helpers, and the metadata every function of
// the module shares.

package llvmgen

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
)

// Target triples and data layouts of the two flavours (LLVM 14's defaults
// for these triples, so that opt and llc never see a mismatch).
const (
	CPUTriple     = "x86_64-unknown-linux-gnu"
	CPUDataLayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
	PTXTriple     = "nvptx64-nvidia-cuda"
	PTXDataLayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
)

// DefaultSM is the GPU architecture EmitPTX and PTX assume when given "".
const DefaultSM = "sm_70"

// EmitCPU returns m as an x86-64 LLVM module: one exported function per
// kernel, with the CPU ABI of kernel/abi.go,
//
//	i64 @NAME(i64* %box, i64* %args, i64* %out)
//
// It fails if m does not verify or uses something the emitter does not
// know (an error, not a panic, so that the caller can fall back to the Go
// executor).
func EmitCPU(m *kernel.Module) (*ir.Module, error) {
	return emit(m, &config{})
}

// EmitCPUText is EmitCPU's module as LLVM IR text, as `alpyna compile
// --emit=llvm` prints it and `opt` reads it.
func EmitCPUText(m *kernel.Module) (string, error) {
	mod, err := EmitCPU(m)
	if err != nil {
		return "", err
	}
	return mod.String(), nil
}

// EmitPTX returns m as an NVPTX LLVM module: one kernel entry per kernel
// (marked in !nvvm.annotations), with the GPU ABI of kernel/abi.go,
//
//	void @NAME(i64 addrspace(1)* %args, i64 addrspace(1)* %out, i64 addrspace(1)* %status)
//
// axes maps each kernel's Dims to thread axes (package gridcalc chooses
// them); a kernel absent from the map gets the default: its last Dim on x,
// the one before on y, the one before that on z, the others as loops inside
// each thread. sm is the architecture ("sm_70", or "" for DefaultSM): below
// sm_60 a double atomic add becomes a compare-and-swap loop.
//
// Math functions other than sqrt, floor, ceil and fabs (which NVPTX has as
// instructions) are calls to CUDA's libdevice (__nv_exp, ...), declared but
// not defined: the GPU runtime links libdevice with llvm-link before llc
// when Libdevice(module) is not empty. llc alone leaves them as .extern
// .func declarations, which is fine for reading the PTX but not for
// loading it.
func EmitPTX(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, sm string) (*ir.Module, error) {
	v, err := smVersion(sm)
	if err != nil {
		return nil, err
	}
	return emit(m, &config{gpu: true, sm: v, axes: axes})
}

// EmitPTXText is EmitPTX's module as LLVM IR text.
func EmitPTXText(m *kernel.Module, axes map[*kernel.Kernel]kernel.Axes, sm string) (string, error) {
	mod, err := EmitPTX(m, axes, sm)
	if err != nil {
		return "", err
	}
	return mod.String(), nil
}

// Libdevice lists, sorted, the libdevice functions (__nv_*) an NVPTX
// module calls: empty when the module can go to llc without linking
// libdevice.
func Libdevice(m *ir.Module) []string {
	var names []string
	for _, f := range m.Funcs {
		if name := f.Name(); strings.HasPrefix(name, "__nv_") && len(f.Blocks) == 0 {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names
}

// smVersion parses "sm_70" (or "70") into 70.
func smVersion(sm string) (int, error) {
	if sm == "" {
		sm = DefaultSM
	}
	v, err := strconv.Atoi(strings.TrimPrefix(sm, "sm_"))
	if err != nil || v < 20 {
		return 0, fmt.Errorf("llvmgen: bad GPU architecture %q, want sm_XX", sm)
	}
	return v, nil
}

// config is everything that changes the generated code besides the module.
type config struct {
	gpu  bool
	sm   int
	axes map[*kernel.Kernel]kernel.Axes
}

// emitError is the panic value that stops emission; emit recovers it.
type emitError struct{ msg string }

func failf(format string, args ...any) {
	panic(&emitError{fmt.Sprintf(format, args...)})
}

func emit(km *kernel.Module, cfg *config) (mod *ir.Module, err error) {
	if err := km.Verify(); err != nil {
		return nil, fmt.Errorf("llvmgen: module %s: %w", km.Name, err)
	}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*emitError)
			if !ok {
				panic(r)
			}
			mod, err = nil, fmt.Errorf("llvmgen: module %s: %s", km.Name, e.msg)
		}
	}()
	g := newModuleGen(km, cfg)
	for _, k := range km.Kernels {
		if cfg.gpu {
			g.gpuKernel(k)
		} else {
			g.cpuKernel(k)
		}
	}
	if cfg.gpu {
		g.annotate()
	}
	return g.m, nil
}

// moduleGen is the per-module state.
type moduleGen struct {
	cfg   *config
	km    *kernel.Module
	m     *ir.Module
	funcs map[string]*ir.Func // declarations and helpers, by name

	scopes    map[*kernel.Array]*arrayScopes
	unlikely  *metadata.Tuple // branch weights of a failing check
	invariant *metadata.Tuple // !invariant.load's empty node
	// kernels lists the kernel entries for !nvvm.annotations.
	kernels []*ir.Func

	// The CPU's vector math (vecmath.go): its tables by name, and the
	// functions @llvm.compiler.used keeps for the vectorizer.
	tables     map[string]*ir.Global
	used       []constant.Constant
	usedGlobal *ir.Global
}

// arrayScopes is the scoped-noalias metadata of one array's accesses.
type arrayScopes struct {
	scope   *metadata.Tuple // !alias.scope: the array's own scope (written arrays only)
	noalias *metadata.Tuple // !noalias: the scopes of every other written array
}

func newModuleGen(km *kernel.Module, cfg *config) *moduleGen {
	g := &moduleGen{cfg: cfg, km: km, m: ir.NewModule(), funcs: map[string]*ir.Func{}}
	g.m.SourceFilename = km.File
	if cfg.gpu {
		g.m.TargetTriple, g.m.DataLayout = PTXTriple, PTXDataLayout
	} else {
		g.m.TargetTriple, g.m.DataLayout = CPUTriple, CPUDataLayout
	}
	g.aliasScopes()
	return g
}

// md registers a metadata tuple as a numbered definition of the module.
func (g *moduleGen) md(distinct bool, fields ...metadata.Field) *metadata.Tuple {
	t := &metadata.Tuple{MetadataID: -1, Distinct: distinct, Fields: fields}
	g.m.MetadataDefs = append(g.m.MetadataDefs, t)
	return t
}

// selfRef makes a distinct node whose first field is itself, as loop IDs,
// scope domains and scopes must be.
func (g *moduleGen) selfRef(fields ...metadata.Field) *metadata.Tuple {
	t := g.md(true)
	t.Fields = append([]metadata.Field{t}, fields...)
	return t
}

// aliasScopes gives every written array a scope, so that the accesses of
// one written array are known not to alias those of any other array. The
// runtime guarantees it: a written array never overlaps another array of
// the nest. Two read-only arrays may overlap, and get no scope.
func (g *moduleGen) aliasScopes() {
	g.scopes = map[*kernel.Array]*arrayScopes{}
	var written []*kernel.Array
	for _, a := range g.km.Arrays {
		if a.Written {
			written = append(written, a)
		}
	}
	if len(written) == 0 || len(g.km.Arrays) < 2 {
		return
	}
	domain := g.selfRef(&metadata.String{Value: "alpyna " + g.km.Name})
	own := map[*kernel.Array]*metadata.Tuple{}
	for _, a := range written {
		own[a] = g.selfRef(domain, &metadata.String{Value: a.Name})
	}
	for _, a := range g.km.Arrays {
		s := &arrayScopes{}
		if own[a] != nil {
			s.scope = g.md(false, own[a])
		}
		var others []metadata.Field
		for _, w := range written {
			if w != a {
				others = append(others, own[w])
			}
		}
		if len(others) > 0 {
			s.noalias = g.md(false, others...)
		}
		g.scopes[a] = s
	}
}

// unlikelyWeights is the !prof of a branch to a failed check.
func (g *moduleGen) unlikelyWeights() *metadata.Tuple {
	if g.unlikely == nil {
		g.unlikely = g.md(false, &metadata.String{Value: "branch_weights"},
			constant.NewInt(types.I32, 1), constant.NewInt(types.I32, 2000))
	}
	return g.unlikely
}

func (g *moduleGen) invariantLoad() *metadata.Tuple {
	if g.invariant == nil {
		g.invariant = g.md(false)
	}
	return g.invariant
}

// declare returns the function named name, declaring it on first use.
func (g *moduleGen) declare(name string, ret types.Type, attrs []ir.FuncAttribute, params ...types.Type) *ir.Func {
	if f, ok := g.funcs[name]; ok {
		return f
	}
	ps := make([]*ir.Param, len(params))
	for i, t := range params {
		ps[i] = ir.NewParam("", t)
	}
	f := g.m.NewFunc(name, ret, ps...)
	f.FuncAttrs = attrs
	g.funcs[name] = f
	return f
}

// Attributes of pure functions: LLVM's math intrinsics have them already;
// libm functions get them as clang gives them under -fno-math-errno (no
// kernel reads errno).
var pureAttrs = []ir.FuncAttribute{enum.FuncAttrNoUnwind, enum.FuncAttrReadNone, enum.FuncAttrWillReturn}

// intrinsic declares an LLVM intrinsic or pure library function.
func (g *moduleGen) intrinsic(name string, ret types.Type, params ...types.Type) *ir.Func {
	return g.declare(name, ret, pureAttrs, params...)
}

// annotate writes !nvvm.annotations for the kernel entries.
func (g *moduleGen) annotate() {
	if len(g.kernels) == 0 {
		return
	}
	nd := &metadata.NamedDef{Name: "nvvm.annotations"}
	for _, f := range g.kernels {
		nd.Nodes = append(nd.Nodes, g.md(false, f, &metadata.String{Value: "kernel"}, constant.NewInt(types.I32, 1)))
	}
	g.m.NamedMetadataDefs[nd.Name] = nd
}
