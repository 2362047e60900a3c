package closure_test

import (
	"flag"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/irregular"
	"github.com/alpyna/alpyna/report"
)

var irregularSize = flag.Int("irregular.size", 577, "grid side of BenchmarkIrregular's meshes (577: about 10^6 edges; cells use side*1.225)")

// BenchmarkIrregular runs the irregular-loop benchmarks (benchmarks/
// edge_flux.py, cell_to_vertex.py) on the cpu backend with the
// executor's strategies side by side: in program order (one thread), as
// alpyna chooses (two threads), and colour by colour whatever the runs
// (two threads). Metrics, per call of the irregular nest: exec-ms, the
// fastest execution with the plan reused; inspect-ms, the inspection of
// the first call; reuse-ms, the plan lookup of a later call. Run with
// -bench Irregular -benchtime 1x (docs/irregular.md).
func BenchmarkIrregular(b *testing.B) {
	n := *irregularSize
	cells := n * 1225 / 1000
	cases := []struct {
		name, script string
		args         []string
		line         int // the irregular nest
	}{
		{"edges-scrambled", "edge_flux.py", []string{strconv.Itoa(n)}, 25},
		{"edges-natural", "edge_flux.py", []string{strconv.Itoa(n), "natural"}, 25},
		{"cells-natural", "cell_to_vertex.py", []string{strconv.Itoa(cells)}, 20},
		{"cells-shuffled", "cell_to_vertex.py", []string{strconv.Itoa(cells), "shuffled"}, 20},
	}
	strategies := []struct {
		name    string
		threads int
		opts    irregular.Options
	}{
		{"in-order", 1, irregular.Options{}},
		{"alpyna", 2, irregular.Options{}},
		{"by-colour", 2, irregular.Options{MinRun: -1}},
	}
	for _, c := range cases {
		for _, s := range strategies {
			b.Run(c.name+"/"+s.name, func(b *testing.B) {
				var execs, inspects, reuses []float64
				var kind string
				for range b.N {
					var nests []report.Nest
					opts := alpyna.Options{Backend: "cpu", Threads: s.threads, Irregular: s.opts, Args: c.args,
						Stdout: discard{}, Report: func(r report.Nest) { nests = append(nests, r) }}
					if err := alpyna.RunFile(filepath.Join("..", "benchmarks", c.script), opts); err != nil {
						b.Fatal(err)
					}
					calls := 0
					for _, r := range nests {
						if r.Line != c.line || r.Plan == nil {
							continue
						}
						calls++
						kind = r.Plan.Kind
						if calls == 1 {
							inspects = append(inspects, r.Plan.Inspection*1e3)
							continue
						}
						execs = append(execs, r.Time.Execute*1e3)
						reuses = append(reuses, r.Plan.Inspection*1e3)
					}
				}
				if len(execs) == 0 {
					b.Fatal("no second call of the irregular nest")
				}
				b.ReportMetric(slices.Min(execs), "exec-ms")
				b.ReportMetric(slices.Min(inspects), "inspect-ms")
				b.ReportMetric(slices.Min(reuses), "reuse-ms")
				b.Logf("%s: %s plan", b.Name(), kind)
			})
		}
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
