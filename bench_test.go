package alpyna_test

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/alpyna/alpyna"
)

var loopSecondsRe = regexp.MustCompile(`loop_seconds (\S+)`)

// loopSeconds runs testdata/bench/loop1d.py with run and returns the time
// the script measured for its loop, and its checksum line.
func loopSeconds(b *testing.B, run func(script string, stdout *bytes.Buffer) error) (float64, string) {
	b.Helper()
	var stdout bytes.Buffer
	if err := run(filepath.Join("testdata", "bench", "loop1d.py"), &stdout); err != nil {
		b.Fatalf("%v\n%s", err, stdout.String())
	}
	m := loopSecondsRe.FindStringSubmatch(stdout.String())
	if m == nil {
		b.Fatalf("no loop_seconds in output:\n%s", stdout.String())
	}
	secs, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		b.Fatal(err)
	}
	checksum, _, _ := bytes.Cut(stdout.Bytes(), []byte("\n"))
	return secs, string(checksum)
}

// BenchmarkInterpreterLoop1D measures the baseline every accelerated
// backend is compared with: 10^6 iterations of y[i] = a*x[i] + y[i] over
// float64 ndarrays in alpyna's interpreter, against CPython 3.11 with NumPy
// on the same loop in the same run (skipped where it is not installed).
// Metrics: alpyna-s and cpython-s per loop, and alpyna/cpython, the ratio.
func BenchmarkInterpreterLoop1D(b *testing.B) {
	python := *pythonFlag
	haveCPython := exec.Command(python, "-c", "import numpy").Run() == nil
	var alpynaTotal, cpythonTotal float64
	for i := 0; i < b.N; i++ {
		secs, sumA := loopSeconds(b, func(script string, stdout *bytes.Buffer) error {
			return alpyna.RunFile(script, alpyna.Options{Stdout: stdout})
		})
		alpynaTotal += secs
		if !haveCPython {
			continue
		}
		secs, sumC := loopSeconds(b, func(script string, stdout *bytes.Buffer) error {
			cmd := exec.Command(python, script)
			cmd.Stdout = stdout
			return cmd.Run()
		})
		cpythonTotal += secs
		if sumA != sumC {
			b.Fatalf("checksums differ: alpyna %q, CPython %q", sumA, sumC)
		}
	}
	b.ReportMetric(alpynaTotal/float64(b.N), "alpyna-s")
	if haveCPython {
		b.ReportMetric(cpythonTotal/float64(b.N), "cpython-s")
		b.ReportMetric(alpynaTotal/cpythonTotal, "alpyna/cpython")
	}
}
