package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"testing"
)

// tsvcPython is the CPython with NumPy that runs the TSVC oracle.
const tsvcPython = "/usr/bin/python3"

var oracleSummaryRe = regexp.MustCompile(`(?m)^(\d+) statements checked, (\d+) disagreements$`)

// TestTSVCOracle runs testdata/tsvc/_oracle.py, which executes every TSVC
// port under CPython with instrumented arrays, derives the true dependences
// and the Allen–Kennedy plan they allow, and compares each statement's
// answer with its "# expect:" line. TestExpertExpectations then holds
// alpyna to those lines, so together they check alpyna's plans against
// brute force on a corpus nobody here wrote. Skipped without CPython and
// NumPy.
func TestTSVCOracle(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every TSVC port several times under CPython")
	}
	if err := exec.Command(tsvcPython, "-c", "import numpy").Run(); err != nil {
		t.Skipf("%s cannot import numpy: %v", tsvcPython, err)
	}
	cmd := exec.Command(tsvcPython, "testdata/tsvc/_oracle.py")
	cmd.Dir = "../.."
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the oracle disagrees with the expectations (%v):\n%s", err, out)
	}
	m := oracleSummaryRe.FindSubmatch(out)
	if m == nil {
		t.Fatalf("no summary line in the oracle's output:\n%s", out)
	}
	checked, _ := strconv.Atoi(string(m[1]))
	if checked < 250 {
		t.Errorf("the oracle checked only %d statements; the TSVC ports have about 285", checked)
	}
	t.Logf("%s", m[0])
}

// TestTSVCUnsureSound holds alpyna to the sequential loops of the TSVC
// ports' data-dependent expectations ("expect-unsure": scatters through an
// index array, a last index written under a condition), which
// TestExpertExpectations leaves out: the oracle saw some data make those
// loops carry a dependence, so alpyna must never run them in parallel.
func TestTSVCUnsureSound(t *testing.T) {
	t.Chdir("../..")
	scripts, err := filepath.Glob("testdata/tsvc/tsvc_*.py")
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no TSVC ports in testdata/tsvc (%v)", err)
	}
	checked := 0
	for _, script := range scripts {
		exps, fileBind, fnBinds := readExpectations(t, script)
		var unsure []expectation
		for _, e := range exps {
			if e.unsure {
				unsure = append(unsure, e)
			}
		}
		for _, e := range unsure {
			cs, err := compileFile(script, bindingOf(e.fn, fileBind, fnBinds), false)
			if err != nil {
				t.Fatalf("%s: %v", script, err)
			}
			key := filepath.Base(script) + ":" + strconv.Itoa(e.line)
			found := false
			for _, c := range cs {
				if c.Plan == nil || c.Nest.Func != e.fn {
					continue
				}
				for i, st := range c.Nest.Stmts {
					if st.Generated() || st.Pos.Line != e.line {
						continue
					}
					found = true
					sp := c.Plan.Stmts[i]
					for k, l := range sp.Loops {
						if v := c.Nest.Loops[l].Var; sp.Parallel[k] && slices.Contains(e.sequential, v) {
							t.Errorf("%s: alpyna runs %s in parallel; with some data it carries a dependence", key, v)
						}
					}
				}
			}
			if !found {
				t.Errorf("%s: alpyna has no plan for that statement of %s", key, e.fn)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Error("no expect-unsure lines in the TSVC ports")
	}
	t.Logf("%d data-dependent expectations checked", checked)
}
