package bench

import (
	"strings"
	"testing"
)

func TestAddReport(t *testing.T) {
	const rep = `{"nests": [
  {"function": "jacobi", "line": 15, "invocation": 1, "backend": "cpu", "reason": "",
   "time": {"analysis": 0.0001, "compile": 0.25, "transfer": 0.003, "execute": 0.0075},
   "bindings": {"n": 32}, "unresolved": [], "loops": [], "statements": [], "dependences": [],
   "work": {"flops": 1e6, "bytes": 4e6}},
  {"function": "jacobi", "line": 15, "invocation": 2, "backend": "cpu", "reason": "",
   "time": {"analysis": 0.0002, "compile": 0, "transfer": 0.001, "execute": 0.0025},
   "work": {"flops": 2e6, "bytes": 3e6}},
  {"function": "apply", "line": 30, "invocation": 1, "backend": "interp", "reason": "a call of a user function",
   "time": {"analysis": 0, "compile": 0, "transfer": 0, "execute": 0.04}}
]}`
	var s Sample
	if err := s.addReport([]byte(rep)); err != nil {
		t.Fatal(err)
	}
	want := Sample{Phases: true, Analysis: 0.0003, Compile: 0.25, Transfer: 0.004, Execute: 0.05, Nests: 3, InterpNests: 1}
	if !near(s.Analysis, want.Analysis) || !near(s.Compile, want.Compile) || !near(s.Transfer, want.Transfer) ||
		!near(s.Execute, want.Execute) || s.Nests != 3 || s.InterpNests != 1 || !s.Phases || !s.Report {
		t.Errorf("addReport = %+v, want %+v", s, want)
	}
	if s.Flops != 3e6 || s.Bytes != 7e6 {
		t.Errorf("work: %g flops, %g bytes; want the nests' sums 3e6 and 7e6", s.Flops, s.Bytes)
	}
	if !near(s.Total(), 0.3043) {
		t.Errorf("Total() = %g, want 0.3043", s.Total())
	}

	var empty Sample
	if err := empty.addReport([]byte(`{"nests": []}`)); err != nil || empty.Phases {
		t.Errorf("a report without nests: %+v, %v; want no phases", empty, err)
	}
	for _, bad := range []string{`{"nests": [`, `{"nests": [{"backend": "cpu"}]}`} {
		var s Sample
		if err := s.addReport([]byte(bad)); err == nil || !strings.Contains(err.Error(), "invalid run report") {
			t.Errorf("addReport(%s) = %v, want an error", bad, err)
		}
	}
}

func TestAddStandInTimes(t *testing.T) {
	var s Sample
	err := s.addStandInTimes([]byte(`{"function": "gemm", "compile": 0.4, "execute": 0.01}` + "\n\n" +
		`{"function": "gemm", "compile": 1e-06, "execute": 0.02}` + "\n"))
	if err != nil || !s.Phases || s.Report || !near(s.Compile, 0.400001) || !near(s.Execute, 0.03) || s.Analysis != 0 {
		t.Errorf("addStandInTimes = %+v, %v", s, err)
	}
	for _, bad := range []string{"not json\n", `{"function": "f", "execute": 1}`} {
		var s Sample
		if err := s.addStandInTimes([]byte(bad)); err == nil || !strings.Contains(err.Error(), "invalid line 1") {
			t.Errorf("addStandInTimes(%q) = %v, want an error", bad, err)
		}
	}
}

func TestTailBuffer(t *testing.T) {
	b := &tailBuffer{max: 8}
	b.Write([]byte("0123456"))
	b.Write([]byte("789abc"))
	if b.String() != "56789abc" {
		t.Errorf("tail %q, want the last 8 bytes", b.String())
	}
	if got := lastLine("Traceback:\n  File x\nValueError: bad\n\n"); got != "ValueError: bad" {
		t.Errorf("lastLine = %q", got)
	}
}
