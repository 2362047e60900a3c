package gpu

import (
	"testing"

	"github.com/alpyna/alpyna/gridcalc"
	"github.com/alpyna/alpyna/kernel"
)

func TestGeometry(t *testing.T) {
	tests := []struct {
		name        string
		ext         []int64
		axes        kernel.Axes
		lim         gridcalc.Limits
		grid, block [3]int64
		launched    bool
	}{
		// The paper's §4.4 example: a 1k x 1k domain.
		{"paper 1k x 1k", []int64{1024, 1024}, kernel.Axes{1, 0}, gridcalc.DefaultLimits(), [3]int64{32, 32, 1}, [3]int64{32, 32, 1}, true},
		{"small 1-D", []int64{100}, kernel.Axes{0}, gridcalc.DefaultLimits(), [3]int64{1, 1, 1}, [3]int64{100, 1, 1}, true},
		// Tiny limits: the block is halved to fit and the grid clamped;
		// the grid-stride loops do the rest.
		{"tiny limits", []int64{7, 5, 3}, kernel.Axes{0, 1, kernel.AxisNone}, SmallLimits(), [3]int64{3, 2, 1}, [3]int64{2, 3, 1}, true},
		{"empty", []int64{0, 5}, kernel.Axes{0, 1}, gridcalc.DefaultLimits(), [3]int64{}, [3]int64{}, false},
	}
	for _, tc := range tests {
		geo, ok := geometry(tc.ext, tc.axes, tc.lim)
		if ok != tc.launched {
			t.Errorf("%s: launched %v, want %v", tc.name, ok, tc.launched)
			continue
		}
		if ok && (geo.Grid != tc.grid || geo.Block != tc.block) {
			t.Errorf("%s: grid %v block %v, want grid %v block %v", tc.name, geo.Grid, geo.Block, tc.grid, tc.block)
		}
		threads := geo.Block[0] * geo.Block[1] * geo.Block[2]
		if ok && threads > int64(tc.lim.MaxThreadsPerBlock) {
			t.Errorf("%s: %d threads per block, over the limit %d", tc.name, threads, tc.lim.MaxThreadsPerBlock)
		}
	}
}
