package ndarray

import (
	"bufio"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// lcgValues is np_argsort_ties.py's lcg_values.
func lcgValues(n, k, seed int) []int64 {
	out := make([]int64, n)
	x := int64(seed)
	for i := range out {
		x = (x*1103515245 + 12345) % 2147483648
		out[i] = (x >> 16) % int64(k)
	}
	return out
}

// TestArgSortMatchesNumPy checks the introsort and heapsort ports against
// the permutations CPython's NumPy 1.24 printed for
// testdata/scripts/np_argsort_ties.py: lines of 17 to 1000 elements with
// two or five distinct values (and NaNs), where the tie order is the
// algorithm's.
func TestArgSortMatchesNumPy(t *testing.T) {
	f, err := os.Open("../testdata/scripts/np_argsort_ties.out")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	kinds := map[string]SortKind{"quicksort": SortQuick, "heapsort": SortHeap, "stable": SortStable}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	checked := 0
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		kind, ok := kinds[safeField(fields, 3)]
		if !ok {
			continue
		}
		n, _ := strconv.Atoi(fields[0])
		k, _ := strconv.Atoi(fields[1])
		want := make([]int64, 0, n)
		for _, s := range fields[4:] {
			i, _ := strconv.ParseInt(s, 10, 64)
			want = append(want, i)
		}
		vals := lcgValues(n, k, n*10+k)
		var a *Array
		if fields[2] == "int64" {
			a, _ = New(Int64, []int{n})
			copy(a.Int64s(), vals)
		} else {
			a, _ = New(Float64, []int{n})
			for i, v := range vals {
				a.Float64s()[i] = float64(v)
				if i%11 == 0 {
					a.Float64s()[i] = math.NaN()
				}
			}
		}
		// Through the contiguous fast path and the general one (a
		// strided view of the same values).
		for _, src := range []*Array{a, stridedCopy(a)} {
			got, err := src.ArgSort(0, kind)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Int64s(), want) {
				t.Errorf("argsort n=%d k=%d %s %s (contiguous %v): got %v, NumPy %v", n, k, fields[2], fields[3], src.IsContiguous(), got.Int64s(), want)
			}
		}
		checked++
	}
	if checked < 40 {
		t.Fatalf("checked %d permutations; the golden has 96", checked)
	}
}

func safeField(fields []string, i int) string {
	if i < len(fields) {
		return fields[i]
	}
	return ""
}

// stridedCopy is a non-contiguous view holding a's values: every other
// element of a buffer twice as long.
func stridedCopy(a *Array) *Array {
	n := a.Size()
	b, _ := New(a.DType(), []int{2 * n})
	for i := range n {
		b.SetFlat(2*i, a.AtFlat(i))
	}
	v := b.view([]int{n}, []int{2 * a.DType().ItemSize()}, 0)
	return v
}

// TestSortKinds checks np.sort's kinds agree on the values, NaN last, and
// that heapsort sorts.
func TestSortKinds(t *testing.T) {
	vals := lcgValues(3000, 50, 1)
	a, _ := New(Float64, []int{len(vals)})
	for i, v := range vals {
		a.Float64s()[i] = float64(v)
	}
	a.Float64s()[17] = math.NaN()
	want := slices.Clone(a.Float64s())
	slices.Sort(want) // NaN first
	want = append(want[1:], math.NaN())
	for _, kind := range []SortKind{SortQuick, SortStable, SortHeap} {
		got, err := a.SortKind(0, kind)
		if err != nil {
			t.Fatal(err)
		}
		g := got.Float64s()
		if !slices.Equal(g[:len(g)-1], want[:len(want)-1]) || !math.IsNaN(g[len(g)-1]) {
			t.Errorf("kind %d: not sorted with NaN last", kind)
		}
	}
	// heapsort on its own, as the introsort's fallback calls it.
	v := slices.Clone(vals)
	heapsort(v)
	if !slices.IsSorted(v) {
		t.Error("heapsort did not sort")
	}
}

// TestOrderStatistics checks the selection behind median and percentile
// against a sort, on lines with many ties and none, of every length up to
// 200.
func TestOrderStatistics(t *testing.T) {
	for n := 1; n <= 200; n++ {
		for _, k := range []int{3, 1000} {
			vals := lcgValues(n, k, n)
			line := make([]float64, n)
			for i, v := range vals {
				line[i] = float64(v)
			}
			sorted := slices.Clone(line)
			slices.Sort(sorted)
			for _, ks := range [][]int{{0}, {n / 2}, {n - 1}, {max(n/2-1, 0), n / 2}, {0, n / 4, n / 3, n / 2, n - 1}} {
				v := slices.Clone(line)
				orderStatistics(v, slices.Compact(ks))
				for _, k := range ks {
					if v[k] != sorted[k] {
						t.Fatalf("n=%d ks=%v: v[%d] = %v, sorted %v", n, ks, k, v[k], sorted[k])
					}
				}
			}
		}
	}
}
