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

// partitionLine is the line testdata/argpartition.py partitions for n and
// k: LCG values in [0, k), or for k = 0 np.roll(np.arange(n), n // 2).
func partitionLine(n, k int) []int64 {
	if k > 0 {
		return lcgValues(n, k, n*10+k)
	}
	out := make([]int64, n)
	for i := range out {
		out[i] = int64((i + n - n/2) % n)
	}
	return out
}

// TestArgPartitionMatchesNumPy checks the introselect port against the
// permutations NumPy 1.24 gave for testdata/argpartition.py's lines (many
// ties, NaNs, several kth at once, and a line that drives the
// median-of-medians fallback): the arrangement around each kth is the
// algorithm's, so only a port reproduces it. Partition must put the
// values in the same order.
func TestArgPartitionMatchesNumPy(t *testing.T) {
	f, err := os.Open("testdata/argpartition.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	checked := 0
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		n, _ := strconv.Atoi(fields[0])
		k, _ := strconv.Atoi(fields[1])
		var kth []int
		for _, s := range strings.Split(fields[3], ",") {
			v, _ := strconv.Atoi(s)
			kth = append(kth, v)
		}
		want := make([]int64, n)
		for i, s := range fields[4:] {
			want[i], _ = strconv.ParseInt(s, 10, 64)
		}
		vals := partitionLine(n, k)
		var a *Array
		if fields[2] == "int64" {
			a, _ = New(Int64, []int{n})
			copy(a.Int64s(), vals)
		} else {
			a, _ = New(Float64, []int{n})
			for i, v := range vals {
				a.Float64s()[i] = float64(v)
				if i%7 == 0 {
					a.Float64s()[i] = math.NaN()
				}
			}
		}
		got, err := a.ArgPartition(kth, -1)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got.Int64s(), want) {
			t.Errorf("argpartition n=%d k=%d %s kth=%v:\ngot  %v\nwant %v", n, k, fields[2], kth, got.Int64s(), want)
			continue
		}
		p := a.Copy()
		if err := p.Partition(kth, 0); err != nil {
			t.Fatal(err)
		}
		for i, j := range want {
			if x, y := p.AtFlat(i).Float(), a.AtFlat(int(j)).Float(); x != y && !(math.IsNaN(x) && math.IsNaN(y)) {
				t.Errorf("partition n=%d k=%d %s kth=%v: element %d is %v, want %v", n, k, fields[2], kth, i, x, y)
				break
			}
		}
		checked++
	}
	if checked < 100 {
		t.Fatalf("checked %d lines, want the 130 of testdata/argpartition.txt", checked)
	}
}

// TestPartitionAlongAxes: partitioning along each axis of a 3-d view puts
// each kth order statistic of every line in place, smaller before, larger
// after, and leaves the other lines' multisets alone.
func TestPartitionAlongAxes(t *testing.T) {
	base, _ := New(Int64, []int{4, 5, 6})
	for i, v := range lcgValues(120, 9, 3) {
		base.Int64s()[i] = v
	}
	view, _ := base.Transpose([]int{2, 0, 1}) // not contiguous
	for axis := -3; axis < 3; axis++ {
		a := view.Copy()
		n := a.Shape()[(axis+3)%3]
		kth := []int{n - 1, 0, n / 2}
		if err := a.Partition(kth, axis); err != nil {
			t.Fatal(err)
		}
		var lines [][]int
		_ = view.forLines(axis, func(flat []int) { lines = append(lines, slices.Clone(flat)) })
		for _, flat := range lines {
			var orig, got []int64
			for _, i := range flat {
				orig = append(orig, view.AtFlat(i).Int())
				got = append(got, a.AtFlat(i).Int())
			}
			sorted := slices.Clone(orig)
			slices.Sort(sorted)
			for _, k := range kth {
				if got[k] != sorted[k] {
					t.Fatalf("axis %d: element %d of %v is not %d (from %v)", axis, k, got, sorted[k], orig)
				}
				for i, v := range got {
					if i < k && v > got[k] || i > k && v < got[k] {
						t.Fatalf("axis %d: %v is not partitioned about %d", axis, got, k)
					}
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, sorted) {
				t.Fatalf("axis %d: the line's elements changed: %v, want %v", axis, got, sorted)
			}
		}
	}
}

func TestPartitionErrors(t *testing.T) {
	a, _ := New(Float64, []int{2, 3})
	for _, c := range []struct {
		kth  []int
		axis int
		want string
	}{
		{[]int{3}, -1, "kth(=3) out of bounds (3)"},
		{[]int{-4}, 1, "kth(=-1) out of bounds (3)"},
		{[]int{0, 2}, 0, "kth(=2) out of bounds (2)"},
		{[]int{0}, 2, "axis 2 is out of bounds for array of dimension 2"},
	} {
		err := a.Partition(c.kth, c.axis)
		if err == nil || err.Error() != c.want {
			t.Errorf("Partition(%v, %d): %v, want %q", c.kth, c.axis, err, c.want)
		}
		if _, err := a.ArgPartition(c.kth, c.axis); err == nil || err.Error() != c.want {
			t.Errorf("ArgPartition(%v, %d): %v, want %q", c.kth, c.axis, err, c.want)
		}
	}
}
