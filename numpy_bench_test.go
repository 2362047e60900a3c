package alpyna_test

// BenchmarkNumPyExpressions times NumPy array expressions and reductions
// (testdata/numpybench/expressions.py) in alpyna's interpreter against
// NumPy under CPython in the same benchmark run (docs/numpy.md holds the
// table).

import (
	"bufio"
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
)

// numpyBenchNotBitExact are the cases whose results alpyna does not
// reproduce bit for bit, and why.
var numpyBenchNotBitExact = map[string]string{
	"dot_f64": "NumPy's np.dot calls the BLAS (OpenBLAS here), whose summation order alpyna does not follow",
}

// numpyBenchCase is one line of the script's output.
type numpyBenchCase struct {
	name     string
	seconds  float64
	checksum string
}

// parseNumPyBench reads the script's "case seconds checksum" lines.
func parseNumPyBench(b *testing.B, out []byte) []numpyBenchCase {
	b.Helper()
	var cases []numpyBenchCase
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 3 {
			b.Fatalf("unexpected line %q in output:\n%s", sc.Text(), out)
		}
		secs, err := strconv.ParseFloat(fields[1], 64)
		if err != nil {
			b.Fatal(err)
		}
		cases = append(cases, numpyBenchCase{fields[0], secs, fields[2]})
	}
	if len(cases) == 0 {
		b.Fatalf("no cases in output:\n%s", out)
	}
	return cases
}

// BenchmarkNumPyExpressions runs the script at 10^4, 10^6 and 10^7 elements
// in-process in alpyna's interpreter (as alpyna run --backend=interp
// would) and, where -python names a CPython with NumPy, as a CPython
// process. The script times each case itself (the best of a few runs), so
// set-up and start-up are left out. Metrics: for each case, the seconds
// alpyna took and, with CPython, alpyna's time divided by NumPy's (below 1
// is faster than NumPy). Checksums must agree but for the cases of
// numpyBenchNotBitExact.
func BenchmarkNumPyExpressions(b *testing.B) {
	script := filepath.Join("testdata", "numpybench", "expressions.py")
	python := *pythonFlag
	haveNumPy := exec.Command(python, "-c", "import numpy").Run() == nil
	for _, size := range []struct {
		name, n, reps string
	}{{"1e4", "10000", "50"}, {"1e6", "1000000", "5"}, {"1e7", "10000000", "3"}} {
		b.Run(size.name, func(b *testing.B) {
			alpynaTotal := map[string]float64{}
			numpyTotal := map[string]float64{}
			var names []string
			for i := 0; i < b.N; i++ {
				var stdout bytes.Buffer
				opts := alpyna.Options{Stdout: &stdout, Backend: "interp", Args: []string{size.n, size.reps}}
				if err := alpyna.RunFile(script, opts); err != nil {
					b.Fatalf("%v\n%s", err, stdout.String())
				}
				cases := parseNumPyBench(b, stdout.Bytes())
				names = names[:0]
				for _, c := range cases {
					names = append(names, c.name)
					alpynaTotal[c.name] += c.seconds
				}
				if !haveNumPy {
					continue
				}
				out, err := exec.Command(python, script, size.n, size.reps).Output()
				if err != nil {
					b.Fatalf("%s: %v", python, err)
				}
				for j, c := range parseNumPyBench(b, out) {
					if j >= len(cases) || cases[j].name != c.name {
						b.Fatalf("CPython ran case %s where alpyna ran another", c.name)
					}
					numpyTotal[c.name] += c.seconds
					if _, inexact := numpyBenchNotBitExact[c.name]; !inexact && cases[j].checksum != c.checksum {
						b.Errorf("%s: checksums differ: alpyna %s, NumPy %s", c.name, cases[j].checksum, c.checksum)
					}
				}
			}
			n := float64(b.N)
			var table strings.Builder
			fmt.Fprintf(&table, "\n%-16s %12s %12s %8s\n", "case", "alpyna s", "numpy s", "ratio")
			for _, name := range names {
				b.ReportMetric(alpynaTotal[name]/n, name+"-s")
				if haveNumPy {
					ratio := alpynaTotal[name] / numpyTotal[name]
					b.ReportMetric(ratio, name+"/numpy")
					fmt.Fprintf(&table, "%-16s %12.6f %12.6f %8.2f\n", name, alpynaTotal[name]/n, numpyTotal[name]/n, ratio)
				}
			}
			b.Log(table.String())
		})
	}
}
