package alpyna_test

// BenchmarkInterpreterPrograms times the plain-Python programs of
// testdata/interpbench in alpyna's interpreter against CPython 3.11 in the
// same benchmark run (docs/interpreter.md holds the table).

import (
	"bytes"
	"flag"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/alpyna/alpyna"
)

var baselineFlag = flag.String("interpbench.baseline", "",
	"an alpyna `binary` to time as well (alpyna run --backend=interp), e.g. one built before a change")

var programSecondsRe = regexp.MustCompile(`(?m)^seconds (\S+)$`)

// programSeconds parses what an interpbench program prints: its checksum
// line first and the time it measured for its own work last.
func programSeconds(b *testing.B, out []byte) (float64, string) {
	b.Helper()
	m := programSecondsRe.FindSubmatch(out)
	if m == nil {
		b.Fatalf("no seconds line in output:\n%s", out)
	}
	secs, err := strconv.ParseFloat(string(m[1]), 64)
	if err != nil {
		b.Fatal(err)
	}
	checksum, _, _ := bytes.Cut(out, []byte("\n"))
	return secs, string(checksum)
}

// BenchmarkInterpreterPrograms runs each program of testdata/interpbench
// in-process in alpyna's interpreter and as a CPython process (where
// -python names one with NumPy), and with -interpbench.baseline also under
// that alpyna binary. Each program times its own work, so start-up is left
// out. Metrics: alpyna-s, cpython-s, baseline-s and alpyna/cpython. The
// checksums must agree.
func BenchmarkInterpreterPrograms(b *testing.B) {
	programs, err := filepath.Glob(filepath.Join("testdata", "interpbench", "*.py"))
	if err != nil || len(programs) == 0 {
		b.Fatalf("no programs in testdata/interpbench: %v", err)
	}
	python := *pythonFlag
	haveCPython := exec.Command(python, "-c", "import numpy").Run() == nil
	for _, program := range programs {
		name := filepath.Base(program)
		b.Run(name[:len(name)-len(".py")], func(b *testing.B) {
			var alpynaTotal, cpythonTotal, baselineTotal float64
			for i := 0; i < b.N; i++ {
				var stdout bytes.Buffer
				if err := alpyna.RunFile(program, alpyna.Options{Stdout: &stdout, Backend: "interp"}); err != nil {
					b.Fatalf("%v\n%s", err, stdout.String())
				}
				secs, sumA := programSeconds(b, stdout.Bytes())
				alpynaTotal += secs
				if haveCPython {
					out, err := exec.Command(python, program).Output()
					if err != nil {
						b.Fatalf("%s: %v", python, err)
					}
					secs, sumC := programSeconds(b, out)
					cpythonTotal += secs
					if sumA != sumC {
						b.Fatalf("checksums differ: alpyna %q, CPython %q", sumA, sumC)
					}
				}
				if *baselineFlag != "" {
					out, err := exec.Command(*baselineFlag, "run", "--backend=interp", program).Output()
					if err != nil {
						b.Fatalf("%s: %v", *baselineFlag, err)
					}
					secs, _ := programSeconds(b, out)
					baselineTotal += secs
				}
			}
			n := float64(b.N)
			b.ReportMetric(alpynaTotal/n, "alpyna-s")
			if haveCPython {
				b.ReportMetric(cpythonTotal/n, "cpython-s")
				b.ReportMetric(alpynaTotal/cpythonTotal, "alpyna/cpython")
			}
			if *baselineFlag != "" {
				b.ReportMetric(baselineTotal/n, "baseline-s")
			}
		})
	}
}
