package ndarray

import (
	"bufio"
	"bytes"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// numpyTimes runs testdata/sortstats_bench.py under /usr/bin/python3 once
// and returns NumPy's seconds per case (none when Python or NumPy is
// missing).
var numpyTimes = sync.OnceValue(func() map[string]float64 {
	times := map[string]float64{}
	py := os.Getenv("ALPYNA_REFERENCE_PYTHON")
	if py == "" {
		py = "/usr/bin/python3"
	}
	out, err := exec.Command(py, "testdata/sortstats_bench.py").Output()
	if err != nil {
		return times
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 2 {
			if s, err := strconv.ParseFloat(f[1], 64); err == nil {
				times[f[0]] = s
			}
		}
	}
	return times
})

// BenchmarkSortStats times median, percentile, unique, sort and argsort of
// 10^6 elements and reports NumPy's time for the same case from the same
// run (numpy-ms) and the ratio (x-numpy, below 1 is faster):
//
//	go test ./ndarray -run XXX -bench SortStats -benchtime 5x
func BenchmarkSortStats(b *testing.B) {
	const n = 1_000_000
	rng := rand.New(rand.NewSource(0))
	f, _ := New(Float64, []int{n})
	i, _ := New(Int64, []int{n})
	for k := range n {
		f.Float64s()[k] = rng.Float64()
		i.Int64s()[k] = rng.Int63n(1000)
	}
	cases := []struct {
		name string
		run  func()
	}{
		{"median_f64", func() { f.Median(nil) }},
		{"median_i64", func() { i.Median(nil) }},
		{"percentile3_f64", func() { f.Percentile([]float64{10, 50, 90}, []int{3}, nil, "") }},
		{"unique_f64", func() { f.Unique(false) }},
		{"unique_i64", func() { i.Unique(false) }},
		{"unique_counts_i64", func() { i.Unique(false) }},
		{"unique_inverse_i64", func() { i.Unique(true) }},
		{"sort_f64", func() { f.Sort(0) }},
		{"argsort_f64", func() { f.ArgSort(0, SortQuick) }},
		{"argsort_i64", func() { i.ArgSort(0, SortQuick) }},
	}
	numpy := numpyTimes()
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			best := time.Duration(1 << 62)
			for range b.N {
				t := time.Now()
				c.run()
				best = min(best, time.Since(t))
			}
			b.ReportMetric(float64(best.Microseconds())/1000, "best-ms")
			if s, ok := numpy[c.name]; ok {
				b.ReportMetric(s*1000, "numpy-ms")
				b.ReportMetric(best.Seconds()/s, "x-numpy")
			}
		})
	}
}
