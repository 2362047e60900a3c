package bench

import (
	"bytes"
	"encoding/csv"
	"slices"
	"strings"
	"testing"
)

// sampleResults are hand-made results of every kind a table shows.
func sampleResults() *Results {
	wall := func(m float64) Stat { return Stat{Median: m, Min: m * 0.9, Max: m * 1.2, N: 3} }
	return &Results{
		Repeat: 3,
		Rows: []Result{
			{Benchmark: "gemm", Script: "/b/gemm.py", Size: 64, Backend: Interp, Checksum: "9.198000e+04", Runs: 3,
				Wall: wall(0.212), VsInterp: 1, VsPython: 0.8},
			{Benchmark: "gemm", Script: "/b/gemm.py", Size: 64, Backend: CPU, Checksum: "9.198000e+04", Reference: "9.198000e+04",
				Runs: 3, Threads: 2, Nests: 1, Analysis: wall(0.0001), Compile: Stat{N: 3}, Transfer: Stat{N: 3},
				Execute: wall(0.03), Total: wall(0.0301), Wall: wall(0.05), Cold: &Sample{Phases: true, Compile: 1.5, Wall: 1.6},
				VsInterp: 4.24, VsPython: 3.4},
			{Benchmark: "gemm", Script: "/b/gemm.py", Size: 64, Backend: GPU, Status: Unavailable, Detail: "GPU support is not built in"},
			{Benchmark: "gemm", Script: "/b/gemm.py", Size: 64, Backend: Python, Checksum: "9.198000e+04", Runs: 3,
				Compile: Stat{N: 3}, Execute: wall(0.15), Total: wall(0.15), Wall: wall(0.17), VsInterp: 1.25, VsPython: 1},
			{Benchmark: "gemm", Script: "/b/prange/gemm.py", Size: 64, Backend: NumbaPar, Status: Wrong,
				Detail: "checksum 9.198001e+04, want 9.198000e+04 as interp printed"},
			{Benchmark: "my, \"odd\" <one>", Script: "/x/one.py", Backend: CPU, Runs: 1, Wall: wall(0.01)},
		},
		Notes: []string{"python, numba, numba-par skipped: no CPython"},
	}
}

func TestWriteTable(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteTable(&buf, sampleResults()); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	ls := lines(out)
	if !strings.HasPrefix(ls[0], "benchmark") || !strings.HasSuffix(ls[0], "status") {
		t.Errorf("header %q", ls[0])
	}
	for _, want := range []string{
		"analysis", "compile", "cold", "transfer", "execute", "total", "wall", "wall min/max", "vs interp", "vs python",
		"gemm 64 gpu: unavailable: GPU support is not built in",
		"gemm 64 numba-par: WRONG: checksum 9.198001e+04, want 9.198000e+04",
		"note: python, numba, numba-par skipped: no CPython",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the table lacks %q:\n%s", want, out)
		}
	}
	for i, want := range map[int]string{
		2: "gemm 64 cpu 100µs 0 1.50s 0 30.0ms 30.1ms 50.0ms 45.0ms/60.0ms 4.24x 3.40x ok",
		3: "gemm 64 gpu - - - - - - - - - - unavailable",
		6: `my, "odd" <one> default cpu - - - - - - 10.0ms 9.00ms/12.0ms - - ok`,
	} {
		if got := strings.Join(strings.Fields(ls[i]), " "); got != want {
			t.Errorf("row %d:\n%s\nwant\n%s", i, got, want)
		}
	}
	// Columns line up: every row's status starts under the header's.
	at := len([]rune(ls[0])) - len("status")
	for i, l := range ls[1:7] {
		if r := []rune(l); len(r) < at || string(r[at:]) != sampleResults().Rows[i].Status.String() {
			t.Errorf("status not aligned with the header:\n%s\n%s", ls[0], l)
		}
	}
	if !strings.Contains(ls[3], " -  ") || !strings.HasSuffix(ls[3], "unavailable") {
		t.Errorf("an unmeasured row: %q", ls[3])
	}
}

func TestSeconds(t *testing.T) {
	for in, want := range map[float64]string{0: "0", 123: "123s", 12.34: "12.3s", 1.234: "1.23s", 0.1234: "123ms",
		0.01234: "12.3ms", 0.001234: "1.23ms", 0.0001234: "123µs", 0.00001234: "12.3µs", 0.000001234: "1.23µs"} {
		if got := seconds(in); got != want {
			t.Errorf("seconds(%g) = %q, want %q", in, got, want)
		}
	}
}

// TestWriteTableRoofline checks the roofline columns: the achieved rates
// of the counted work in the median execute time, and the peak's note.
func TestWriteTableRoofline(t *testing.T) {
	res := sampleResults()
	res.Rows[1].Flops, res.Rows[1].Bytes = 1.5e9, 0.6e9 // in 0.03 s: 50 GFLOP/s, 20 GB/s
	res.Peak = &Peak{Threads: 2, Flops: 200e9, Bytes: 40e9, How: "test"}
	var buf bytes.Buffer
	if err := WriteTable(&buf, res); err != nil {
		t.Fatal(err)
	}
	ls := lines(buf.String())
	if !strings.HasSuffix(ls[0], "vs python   GFLOP/s      GB/s  status") {
		t.Errorf("header %q", ls[0])
	}
	if !strings.Contains(ls[2], "50.0 25%  20.0 50%") {
		t.Errorf("cpu row without its rates: %q", ls[2])
	}
	if !strings.Contains(ls[1], " -  ") {
		t.Errorf("interp row: %q", ls[1])
	}
	if !strings.Contains(buf.String(), "peak on 2 threads: 200 GFLOP/s, 40.0 GB/s (test)") {
		t.Errorf("no peak note in\n%s", buf.String())
	}
}

func TestWriteCSV(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteCSV(&buf, sampleResults()); err != nil {
		t.Fatal(err)
	}
	records, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	// The header is an interface: scripts read these columns.
	header := "benchmark,script,size,backend,status,detail,runs,threads,checksum,reference,nests,interp_nests," +
		"analysis_median,analysis_min,analysis_max,compile_median,compile_min,compile_max," +
		"transfer_median,transfer_min,transfer_max,execute_median,execute_min,execute_max," +
		"total_median,total_min,total_max,wall_median,wall_min,wall_max," +
		"compile_cold,wall_cold,speedup_vs_interp,speedup_vs_python,flops,bytes"
	if got := strings.Join(records[0], ","); got != header {
		t.Errorf("header\n%s\nwant\n%s", got, header)
	}
	if len(records) != 1+6 {
		t.Fatalf("%d records, want a header and 6 rows", len(records))
	}
	col := func(name string) int { return slices.Index(records[0], name) }
	cpu := records[2]
	for name, want := range map[string]string{
		"backend": "cpu", "status": "ok", "size": "64", "threads": "2", "runs": "3", "nests": "1",
		"analysis_median": "0.0001", "compile_median": "0", "execute_max": "0.036", "wall_median": "0.05",
		"compile_cold": "1.5", "wall_cold": "1.6", "speedup_vs_interp": "4.24", "speedup_vs_python": "3.4",
	} {
		if got := cpu[col(name)]; got != want {
			t.Errorf("cpu %s = %q, want %q", name, got, want)
		}
	}
	interp := records[1]
	for _, name := range []string{"analysis_median", "total_max", "compile_cold", "threads"} {
		if interp[col(name)] != "" {
			t.Errorf("interp %s = %q, want empty (not measured)", name, interp[col(name)])
		}
	}
	if w := records[5]; w[col("status")] != "WRONG" || w[col("wall_median")] != "" || !strings.Contains(w[col("detail")], "9.198001e+04") {
		t.Errorf("the WRONG row: %q", w)
	}
	if odd := records[6]; odd[col("benchmark")] != `my, "odd" <one>` || odd[col("size")] != "" {
		t.Errorf("quoting or default size: %q", odd)
	}
}
