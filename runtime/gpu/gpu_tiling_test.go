package gpu

import (
	"slices"
	"testing"

	"github.com/alpyna/alpyna/gridcalc"
	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernel/tiling"
)

// gemmKernel is gemm's kernel IR: for i, j: acc = 0; for k: acc += a[i,k]*b[k,j]; c[i,j] = acc.
func gemmKernel() *kernel.Kernel {
	n := &kernel.Param{Name: "n", Kind: kernel.Symbol, Type: kernel.PyInt}
	array := func(name string) *kernel.Array {
		a := &kernel.Array{Name: name, Elem: kernel.Float64, NDim: 2, Data: &kernel.Param{Name: name, Kind: kernel.Data}}
		a.Shape = []*kernel.Param{{Kind: kernel.Shape, Array: a}, {Kind: kernel.Shape, Array: a, Axis: 1}}
		return a
	}
	a, b, c := array("a"), array("b"), array("c")
	i := &kernel.Local{Index: 0, Name: "i", Type: kernel.PyInt}
	j := &kernel.Local{Index: 1, Name: "j", Type: kernel.PyInt}
	k := &kernel.Local{Index: 2, Name: "k", Type: kernel.PyInt}
	acc := &kernel.Local{Index: 3, Name: "acc", Type: kernel.PyFloat}
	zero, one := &kernel.Const{T: kernel.PyInt}, &kernel.Const{T: kernel.PyInt, I: 1}
	upper := &kernel.ParamRef{Param: n}
	at := func(x, y *kernel.Local) []*kernel.Subscript {
		return []*kernel.Subscript{{X: &kernel.Var{Local: x}}, {X: &kernel.Var{Local: y}}}
	}
	product := &kernel.Binary{Op: kernel.Mul, T: kernel.PyFloat,
		X: &kernel.Load{Array: a, Index: at(i, k)}, Y: &kernel.Load{Array: b, Index: at(k, j)}}
	kern := &kernel.Kernel{
		Name: "gemm",
		Dims: []*kernel.Dim{
			{Var: i, Lower: zero, Upper: upper, Step: one},
			{Var: j, Lower: zero, Upper: upper, Step: one, Contiguous: true},
		},
		Locals: []*kernel.Local{i, j, k, acc},
		Body: []kernel.Stmt{
			&kernel.Assign{Dst: acc, Value: &kernel.Const{T: kernel.PyFloat}},
			&kernel.For{Var: k, Lower: zero, Upper: upper, Step: one, Body: []kernel.Stmt{
				&kernel.Assign{Dst: acc, Value: &kernel.Binary{Op: kernel.Add, T: kernel.PyFloat, X: &kernel.Var{Local: acc}, Y: product}},
			}},
			&kernel.Store{Array: c, Index: at(i, j), Value: &kernel.Var{Local: acc}},
		},
	}
	gemmArrays[kern] = []*kernel.Array{a, b, c}
	return kern
}

// gemmArrays are the arrays of each kernel gemmKernel made.
var gemmArrays = map[*kernel.Kernel][]*kernel.Array{}

// TestEmulatedDeviceTiles: the emulated device runs a kernel that the CUDA
// C tiles with its tiling (kexec.RunLockstepTiled), unless
// ALPYNA_GPU_TILING=off.
func TestEmulatedDeviceTiles(t *testing.T) {
	k := gemmKernel()
	m := &kernel.Module{Name: "gemm", Kernels: []*kernel.Kernel{k}, Arrays: gemmArrays[k]}
	axes := map[*kernel.Kernel]kernel.Axes{k: {1, 0}}
	dev := NewEmulatedDevice(1<<20, SmallLimits())
	for _, tc := range []struct {
		env   string
		tiled bool
	}{{"", true}, {"off", false}} {
		t.Setenv("ALPYNA_GPU_TILING", tc.env)
		dm, err := dev.Load(m, axes, "")
		if err != nil {
			t.Fatal(err)
		}
		tiling := dm.(*emulatedModule).tilings[0]
		if (tiling != nil) != tc.tiled {
			t.Errorf("ALPYNA_GPU_TILING=%q: tiling %v, want tiled %v", tc.env, tiling, tc.tiled)
		}
		if tiling != nil && (len(tiling.Operands) != 2 || tiling.Width != tiling.Width) {
			t.Errorf("tiling of gemm: %d operands, width %d", len(tiling.Operands), tiling.Width)
		}
	}
}

// TestTiledLaunchGeometry: a kernel the CUDA C tiles is launched in blocks
// that fit the tiles; the same kernel with one Dim in the thread, and
// untiled kernels, get the device's blocks.
func TestTiledLaunchGeometry(t *testing.T) {
	k := gemmKernel()
	tiled := kernel.Axes{1, 0}
	if tiling.Kernel(k, tiled) == nil {
		t.Fatal("gemm's kernel is not tiled")
	}
	lim := gridcalc.DefaultLimits()
	geo, ok := geometry([]int64{1024, 1024}, tiled, launchLimits(k, tiled, lim))
	if !ok || geo.Block != [3]int64{tiling.Width, tiling.Width, 1} || geo.Grid != [3]int64{64, 64, 1} {
		t.Errorf("tiled gemm 1024 x 1024: grid %v block %v, want grid [64 64 1] block [16 16 1]", geo.Grid, geo.Block)
	}
	// 5 rows fit a tile; 37 columns are halved (rounding up) until they do.
	geo, _ = geometry([]int64{5, 37}, tiled, launchLimits(k, tiled, lim))
	if geo.Block != [3]int64{10, 5, 1} || geo.Grid != [3]int64{4, 1, 1} {
		t.Errorf("tiled gemm 5 x 37: grid %v block %v, want grid [4 1 1] block [10 5 1]", geo.Grid, geo.Block)
	}
	// Limits within the tiles along x and y stay; z gets one thread.
	if got := launchLimits(k, tiled, SmallLimits()); got.MaxBlock != [3]int{4, 4, 1} {
		t.Errorf("small limits for a tiled kernel: block %v, want [4 4 1]", got.MaxBlock)
	}
	untiled := kernel.Axes{kernel.AxisNone, 0}
	if got := launchLimits(k, untiled, lim); got != lim {
		t.Errorf("gemm with i in the thread: limits %+v, want the device's %+v", got, lim)
	}
}

// TestTriangularTiledAxes: a tiled kernel's triangular Dim (j in
// range(i + 1)) goes on a thread axis with its bounding extent; an untiled
// one's stays in the thread, as before.
func TestTriangularTiledAxes(t *testing.T) {
	k := gemmKernel()
	i := k.Dims[0].Var
	k.Dims[1].Upper = &kernel.Binary{Op: kernel.Add, T: kernel.PyInt, X: &kernel.Var{Local: i}, Y: &kernel.Const{T: kernel.PyInt, I: 1}}
	k.Dims[1].DependsOnOuterDims = true
	ext := []int64{100, -1}
	if got := boundingExtents(k, ext); len(got) != 2 || got[0] != 100 || got[1] != 100 {
		t.Errorf("bounding extents %v, want [100 100]", got)
	}
	lim := gridcalc.DefaultLimits()
	if got := axesOf(k, ext, lim); !slices.Equal(got, kernel.Axes{1, 0}) {
		t.Errorf("tiled triangular kernel: axes %v, want [1 0] (i on y, j on x)", got)
	}
	k.MayFail = true // a check may stop a thread: not tiled
	if got := axesOf(k, ext, lim); !slices.Equal(got, kernel.Axes{0, kernel.AxisNone}) {
		t.Errorf("untiled triangular kernel: axes %v, want [0 -1] (j in the thread)", got)
	}
}
