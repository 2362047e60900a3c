package cudagen_test

import (
	"fmt"
	"strings"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
)

// Emit a kernel by hand: c[i] = a[i] + b[i] for i in range(n), the loop on
// the x axis. (The header and helpers that open the translation unit are
// left out here.)
func ExampleEmit() {
	m := &kernel.Module{Name: "vadd_l13", File: "vadd.py", Line: 13}
	param := func(kind kernel.ParamKind, name string, t kernel.Type) *kernel.Param {
		p := &kernel.Param{Slot: len(m.Params), Kind: kind, Name: name, Type: t}
		m.Params = append(m.Params, p)
		return p
	}
	array := func(name string, written bool) *kernel.Array {
		a := &kernel.Array{Name: name, Elem: kernel.Float64, NDim: 1, Written: written}
		a.Data = param(kernel.Data, name, kernel.Float64)
		a.Data.Array = a
		shape := param(kernel.Shape, name, kernel.PyInt)
		shape.Array = a
		a.Shape = []*kernel.Param{shape}
		m.Arrays = append(m.Arrays, a)
		return a
	}
	n := param(kernel.Symbol, "n", kernel.PyInt)
	a, b, c := array("a", false), array("b", false), array("c", true)
	i := &kernel.Local{Name: "i", Type: kernel.PyInt}
	at := func() []*kernel.Subscript { return []*kernel.Subscript{{X: &kernel.Var{Local: i}}} }
	k := &kernel.Kernel{Name: "vadd_l14", Line: 14, Locals: []*kernel.Local{i},
		Dims: []*kernel.Dim{{Var: i, Lower: &kernel.Const{T: kernel.PyInt}, Upper: &kernel.ParamRef{Param: n},
			Step: &kernel.Const{T: kernel.PyInt, I: 1}, Contiguous: true}},
		Body: []kernel.Stmt{&kernel.Store{Array: c, Index: at(), Line: 14, Value: &kernel.Binary{Op: kernel.Add,
			T: kernel.Float64, X: &kernel.Load{Array: a, Index: at()}, Y: &kernel.Load{Array: b, Index: at()}}}}}
	m.Kernels = []*kernel.Kernel{k}
	m.Host = []kernel.Step{&kernel.Launch{Kernel: k}}

	text, err := cudagen.Emit(m, map[*kernel.Kernel]kernel.Axes{k: {0}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(text[strings.Index(text, "// Kernel"):])
	// Output:
	// // Kernel vadd_l14, from line 14.
	// //   parallel i in range(n): thread axis x, grid-stride
	// extern "C" __global__ void vadd_l14(long long *args, long long *out, long long *status)
	// {
	//     // No parallel loop runs on y or z: only the first thread along it works.
	//     if (blockIdx.y != 0 || threadIdx.y != 0 || blockIdx.z != 0 || threadIdx.z != 0)
	//         return;
	//     // Parameters: the argument slots the kernel reads.
	//     const long long n = args[0];
	//     const double *__restrict__ a = (const double *)args[1];
	//     const double *__restrict__ b = (const double *)args[3];
	//     double *__restrict__ c = (double *)args[5];
	//     // Locals.
	//     long long i = 0;
	//     // parallel i in range(n): thread axis x
	//     const long long i_count = alp_range_count(0, n, 1);
	//     for (long long i_it = (long long)blockIdx.x * blockDim.x + threadIdx.x; i_it < i_count; i_it += (long long)gridDim.x * blockDim.x) {
	//         i = i_it;
	//         // line 14
	//         c[i] = a[i] + b[i];
	//     }
	// }
}
