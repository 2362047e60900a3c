package llvmgen_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
)

// reductionModule has one kernel per reduction operator and type, a
// kernel with a last value, and one without Dims.
func reductionModule(t *testing.T) *kernel.Module {
	m := newModule("reductions")
	for _, tt := range numericTypes {
		a := addArray(m, "a_"+tt.String(), tt, 1, false)
		for _, op := range []kernel.BinOp{kernel.Add, kernel.Mul, kernel.Min, kernel.Max} {
			k := addKernel(m, fmt.Sprintf("%s_%s", op, tt))
			i, s := addLocal(k, "i", kernel.PyInt), addLocal(k, "s", tt)
			s.Param = addParam(m, kernel.Scalar, k.Name+".s", tt)
			k.Dims = []*kernel.Dim{{Var: i, Lower: ic(0), Upper: &kernel.ParamRef{Param: a.Shape[0]}, Step: ic(1)}}
			k.Inputs = []*kernel.Local{s}
			k.Outputs = []*kernel.Output{{Local: s, Combine: kernel.Reduce, Op: op}}
			k.Body = []kernel.Stmt{&kernel.Assign{Dst: s, Value: &kernel.Binary{Op: op, X: v(s),
				Y: &kernel.Load{Array: a, Index: []*kernel.Subscript{sub(v(i))}}, T: tt, Checked: tt == kernel.PyInt && op != kernel.Min && op != kernel.Max}}}
		}
	}
	// last: for i in range(n): for j in range(n): w = i*n + j (on axes y, x
	// and a third Dim inside the thread)
	k := addKernel(m, "last")
	i, j, l, w := addLocal(k, "i", kernel.PyInt), addLocal(k, "j", kernel.PyInt), addLocal(k, "l", kernel.PyInt), addLocal(k, "w", kernel.PyInt)
	w.Param = addParam(m, kernel.Scalar, "w", kernel.PyInt)
	n := &kernel.ParamRef{Param: addParam(m, kernel.Symbol, "n", kernel.PyInt)}
	for _, d := range []*kernel.Local{i, j, l} {
		k.Dims = append(k.Dims, &kernel.Dim{Var: d, Lower: ic(0), Upper: n, Step: ic(1)})
	}
	k.Outputs = []*kernel.Output{{Local: w, Combine: kernel.Last}}
	k.Body = []kernel.Stmt{&kernel.Assign{Dst: w, Value: &kernel.Binary{Op: kernel.Add, X: v(i), Y: v(l), T: kernel.PyInt, Checked: true}}}
	// direct: x = x * 2 + 1 on one thread
	k = addKernel(m, "direct")
	x := addLocal(k, "x", kernel.PyInt)
	x.Param = addParam(m, kernel.Scalar, "x", kernel.PyInt)
	k.Inputs = []*kernel.Local{x}
	k.Outputs = []*kernel.Output{{Local: x, Combine: kernel.Direct}}
	k.Body = []kernel.Stmt{&kernel.Assign{Dst: x, Value: &kernel.Binary{Op: kernel.Add, X: &kernel.Binary{Op: kernel.Mul, X: v(x), Y: ic(2), T: kernel.PyInt, Checked: true}, Y: ic(1), T: kernel.PyInt, Checked: true}}}
	return finish(t, m)
}

// TestPTXReductions compiles reductions of every operator and type, last
// values and single-thread kernels to PTX, for several targets, and with
// explicit axes.
func TestPTXReductions(t *testing.T) {
	tool(t, llvmgen.FindLLC)
	m := reductionModule(t)
	axes := map[*kernel.Kernel]kernel.Axes{}
	for _, k := range m.Kernels {
		if k.Name == "last" {
			axes[k] = kernel.Axes{1, 0, kernel.AxisNone}
		}
	}
	for _, sm := range []string{"sm_50", "sm_70", "80"} {
		mod, err := llvmgen.EmitPTX(m, axes, sm)
		if err != nil {
			t.Fatal(err)
		}
		text := mod.String()
		// Float reductions go by shares, folded in thread order by the
		// runtime: an atomic add would make the result depend on the order.
		if strings.Contains(text, "atomicrmw fadd") {
			t.Errorf("%s: a float reduction combined atomically", sm)
		}
		ptx, err := llvmgen.PTX(text, sm)
		if err != nil {
			t.Fatalf("%s: %v", sm, err)
		}
		if got := strings.Count(ptx, ".entry "); got != len(m.Kernels) {
			t.Errorf("%s: %d entries for %d kernels", sm, got, len(m.Kernels))
		}
		for _, want := range []string{"atom.global.cas.b64", "atom.global.add.u64", "atom.global.min.s64", "atom.global.max.s64"} {
			if !strings.Contains(ptx, want) {
				t.Errorf("%s: no %s in the PTX", sm, want)
			}
		}
	}
}

// TestPTXErrors checks what EmitPTX refuses: bad axes, and a last value of
// a triangular nest.
func TestPTXErrors(t *testing.T) {
	m := reductionModule(t)
	var last *kernel.Kernel
	for _, k := range m.Kernels {
		if k.Name == "last" {
			last = k
		}
	}
	for _, axes := range []kernel.Axes{{0, 0, kernel.AxisNone}, {0, 1}, {3, 1, 0}} {
		if _, err := llvmgen.EmitPTX(m, map[*kernel.Kernel]kernel.Axes{last: axes}, "sm_70"); err == nil {
			t.Errorf("axes %v accepted", axes)
		}
	}
	if _, err := llvmgen.EmitPTX(m, nil, "compute_70"); err == nil {
		t.Error("architecture compute_70 accepted")
	}
	last.Dims[1].Lower = v(last.Dims[0].Var)
	last.Dims[1].DependsOnOuterDims = true
	_, err := llvmgen.EmitPTX(m, nil, "sm_70")
	if err == nil || !strings.Contains(err.Error(), "triangular") {
		t.Errorf("last value of a triangular nest: err = %v", err)
	}
	if _, err := llvmgen.EmitCPU(m); err != nil {
		t.Errorf("the CPU has no such limit: %v", err)
	}
}

// TestLibdevice checks the libdevice functions black_scholes needs.
func TestLibdevice(t *testing.T) {
	m := benchmarkModules(t, "../../benchmarks/black_scholes.py")[0]
	mod, err := llvmgen.EmitPTX(m, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := llvmgen.Libdevice(mod), []string{"__nv_exp", "__nv_log"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Libdevice = %v, want %v", got, want)
	}
	m = benchmarkModules(t, "../../benchmarks/saxpy.py")[0]
	if mod, err = llvmgen.EmitPTX(m, nil, ""); err != nil || len(llvmgen.Libdevice(mod)) != 0 {
		t.Errorf("saxpy: Libdevice = %v, %v", llvmgen.Libdevice(mod), err)
	}
}

// TestInvalidModule checks that a module that does not verify is an error.
func TestInvalidModule(t *testing.T) {
	m := newModule("bad")
	k := addKernel(m, "k")
	x := addLocal(k, "x", kernel.PyInt)
	k.Body = []kernel.Stmt{&kernel.Assign{Dst: x, Value: &kernel.Const{T: kernel.PyFloat, F: 1}}}
	if _, err := llvmgen.EmitCPU(m); err == nil {
		t.Error("EmitCPU accepted an ill-typed module")
	}
	if _, err := llvmgen.EmitPTX(m, nil, ""); err == nil {
		t.Error("EmitPTX accepted an ill-typed module")
	}
}
