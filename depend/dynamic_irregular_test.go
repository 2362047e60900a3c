package depend_test

import "testing"

// A scatter from each row of compressed sparse rows (y[indices[k]] += ...
// for k in range(ptr[i], ptr[i + 1])) is an array reduction over the rows:
// the inspector cannot list a row's elements before a launch (the inner
// loop's range is read at each entry), so the index is the kernel's to
// compute, and it varies with i through the inner loop's range. The inner
// loop alone is not the one planned.
func TestScatterFromRowsIsAnArrayReduction(t *testing.T) {
	st := analyzeSource(t, `
import alpyna
@alpyna.jit
def spmv_t(indptr, indices, data, x, y, n):
    for i in range(n):
        xi = x[i]
        for k in range(indptr[i], indptr[i + 1]):
            y[indices[k]] += data[k] * xi
`)
	p, err := st.Resolve(map[string]int64{"n": 50})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Irregular) != 1 {
		t.Fatalf("irregular loops %+v, want one", p.Irregular)
	}
	il := p.Irregular[0]
	if p.Nest.Loops[il.Loop].Var != "i" || !il.Reduction || len(il.Targets) != 1 || !il.Targets[0].Accesses[0].Index.Computed {
		t.Errorf("irregular loop %+v, want i, an array reduction of y through a computed index", il)
	}
}
