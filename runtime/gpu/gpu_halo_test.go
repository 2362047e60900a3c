package gpu

import (
	"testing"

	"github.com/alpyna/alpyna/gridcalc"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
)

// stencilKernel is a five-point stencil's kernel IR:
// for i in range(1, n - 1), j in range(1, n - 1):
// b[i, j] = a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1].
func stencilKernel() *kernel.Kernel {
	n := &kernel.Param{Name: "n", Kind: kernel.Symbol, Type: kernel.PyInt}
	array := func(name string) *kernel.Array {
		a := &kernel.Array{Name: name, Elem: kernel.Float64, NDim: 2, Data: &kernel.Param{Name: name, Kind: kernel.Data}}
		a.Shape = []*kernel.Param{{Kind: kernel.Shape, Array: a}, {Kind: kernel.Shape, Array: a, Axis: 1}}
		return a
	}
	a, b := array("a"), array("b")
	i := &kernel.Local{Index: 0, Name: "i", Type: kernel.PyInt}
	j := &kernel.Local{Index: 1, Name: "j", Type: kernel.PyInt}
	one := &kernel.Const{T: kernel.PyInt, I: 1}
	upper := &kernel.Binary{Op: kernel.Sub, T: kernel.PyInt, X: &kernel.ParamRef{Param: n}, Y: one}
	off := func(v *kernel.Local, d int64) kernel.Expr {
		if d == 0 {
			return &kernel.Var{Local: v}
		}
		return &kernel.Binary{Op: kernel.Add, T: kernel.PyInt, X: &kernel.Var{Local: v}, Y: &kernel.Const{T: kernel.PyInt, I: d}}
	}
	at := func(di, dj int64) kernel.Expr {
		return &kernel.Load{Array: a, Index: []*kernel.Subscript{{X: off(i, di)}, {X: off(j, dj)}}}
	}
	sum := func(x, y kernel.Expr) kernel.Expr {
		return &kernel.Binary{Op: kernel.Add, T: kernel.PyFloat, X: x, Y: y}
	}
	return &kernel.Kernel{
		Name: "stencil",
		Dims: []*kernel.Dim{
			{Var: i, Lower: one, Upper: upper, Step: one},
			{Var: j, Lower: one, Upper: upper, Step: one, Contiguous: true},
		},
		Locals: []*kernel.Local{i, j},
		Body: []kernel.Stmt{
			&kernel.Store{Array: b, Index: []*kernel.Subscript{{X: off(i, 0)}, {X: off(j, 0)}},
				Value: sum(sum(at(-1, 0), at(1, 0)), sum(at(0, -1), at(0, 1)))},
		},
	}
}

// TestHaloLaunchGeometry: a stencil whose CUDA C stages halo tiles is
// launched in blocks that fit the tiles, unless ALPYNA_GPU_TILING=off or
// one Dim runs in the thread.
func TestHaloLaunchGeometry(t *testing.T) {
	k := stencilKernel()
	axes := kernel.Axes{1, 0}
	if tiling.Halo(k, axes) == nil {
		t.Fatal("the stencil is not halo-tiled")
	}
	lim := gridcalc.DefaultLimits()
	geo, ok := geometry([]int64{1022, 1022}, axes, launchLimits(k, axes, lim))
	if !ok || geo.Block != [3]int64{tiling.Width, tiling.Width, 1} {
		t.Errorf("halo-tiled stencil 1022 x 1022: grid %v block %v, want blocks [16 16 1]", geo.Grid, geo.Block)
	}
	if got := launchLimits(k, kernel.Axes{kernel.AxisNone, 0}, lim); got != lim {
		t.Errorf("stencil with i in the thread: limits %+v, want the device's %+v", got, lim)
	}
	t.Setenv("ALPYNA_GPU_TILING", "off")
	if got := launchLimits(k, axes, lim); got != lim {
		t.Errorf("ALPYNA_GPU_TILING=off: limits %+v, want the device's %+v", got, lim)
	}
}
