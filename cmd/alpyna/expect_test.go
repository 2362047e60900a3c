package main

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// knownImprecise lists the statements where alpyna runs sequentially a loop
// the expert's expectation runs in parallel, with why. Being more
// conservative than the expert is allowed only here; the test fails when
// one of them starts to agree, so that the list stays true.
var knownImprecise = map[string]string{
	// TSVC (testdata/tsvc; docs/depend-precision.md groups them by reason).
	"tsvc_s12x.py:143": "induction scalars: s141's k, reset per i and advanced per j, makes flat[k] any element",
	"tsvc_s12x.py:145": "induction scalars: s141's flat[k] with k advanced per j is any element, so i carries it too",
	"tsvc_s12x.py:146": "induction scalars: s141's k += j + 1 is tied to flat[k], any element",
}

var (
	expectRe  = regexp.MustCompile(`^\s*#\s*expect(-unsure)?:\s*L(\d+):\s*parallel(?:\(reduction\))?\s*(.*?);\s*sequential\s*(.*?)\s*$`)
	fnBindRe  = regexp.MustCompile(`^#\s*bind\s+(\w+):\s*(.*)$`)
	defLineRe = regexp.MustCompile(`^def (\w+)\(`)
)

type expectation struct {
	fn                   string
	line                 int
	parallel, sequential []string
	unsure               bool // an "# expect-unsure:" line
}

// TestExpertExpectations compiles every corpus script as its "# bind:"
// headers say and compares each statement's loops with the "# expect:"
// comments an expert wrote beside it (testdata/nests/README.md): a loop the
// expert runs sequentially must never be parallel in alpyna (soundness), and
// a loop the expert runs in parallel must be parallel too (precision),
// except for the statements in knownImprecise. "expect-unsure" lines are
// not checked.
func TestExpertExpectations(t *testing.T) {
	t.Chdir("../..")
	scripts := corpusScripts(t)
	checked, matched := 0, map[string]bool{}
	for _, script := range scripts {
		exps, fileBind, fnBinds := readExpectations(t, script)
		for _, e := range exps {
			if e.unsure {
				continue
			}
			bind := bindingOf(e.fn, fileBind, fnBinds)
			if len(bind) == 0 {
				bind = nil
			}
			cs, err := compileFile(script, bind, false)
			if err != nil {
				t.Fatalf("%s: %v", script, err)
			}
			key := filepath.Base(script) + ":" + strconv.Itoa(e.line)
			var par, seq []string
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
						if sp.Parallel[k] {
							par = append(par, c.Nest.Loops[l].Var)
						} else {
							seq = append(seq, c.Nest.Loops[l].Var)
						}
					}
				}
			}
			if !found {
				if len(e.parallel) > 0 {
					t.Errorf("%s: the expert expects parallel %v, but alpyna has no plan for that statement", key, e.parallel)
				}
				continue
			}
			checked++
			for _, v := range e.sequential {
				if slices.Contains(par, v) {
					t.Errorf("%s: alpyna runs %s in parallel; the expert says it carries a dependence", key, v)
				}
			}
			agree := true
			for _, v := range e.parallel {
				if !slices.Contains(par, v) {
					agree = false
				}
			}
			switch why, known := knownImprecise[key]; {
			case !agree && !known:
				t.Errorf("%s: alpyna runs %v in parallel and %v in order; the expert expects %v in parallel", key, par, seq, e.parallel)
			case agree && known:
				t.Errorf("%s now agrees with the expert; remove it from knownImprecise (%s)", key, why)
			case known:
				matched[key] = true
			}
		}
	}
	for key := range knownImprecise {
		if !matched[key] {
			t.Errorf("knownImprecise names %s, which has no expectation that disagrees", key)
		}
	}
	if checked < 80 {
		t.Errorf("only %d statements had expectations to check", checked)
	}
	t.Logf("%d statements checked against the expert's expectations", checked)
}

// bindingOf is the file's "# bind:" values merged with function fn's own.
func bindingOf(fn string, fileBind bindFlag, fnBinds map[string]bindFlag) bindFlag {
	bind := bindFlag{}
	for k, v := range fileBind {
		bind[k] = v
	}
	for k, v := range fnBinds[fn] {
		bind[k] = v
	}
	return bind
}

// readExpectations reads a script's expectations, sure and unsure (each
// belongs to the def above it), its "# bind:" values and its "# bind
// FUNC:" values.
func readExpectations(t *testing.T, path string) ([]expectation, bindFlag, map[string]bindFlag) {
	t.Helper()
	fileBind, err := bindHeader(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fnBinds := map[string]bindFlag{}
	var out []expectation
	fn := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if m := fnBindRe.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
			var b bindFlag
			if err := b.Set(strings.ReplaceAll(m[2], " ", "")); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			fnBinds[m[1]] = b
		}
		if m := defLineRe.FindStringSubmatch(line); m != nil {
			fn = m[1]
		}
		m := expectRe.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[2])
		out = append(out, expectation{fn: fn, line: n, parallel: names(m[3]), sequential: names(m[4]), unsure: m[1] != ""})
	}
	return out, fileBind, fnBinds
}

func names(s string) []string {
	if s == "none" || s == "" {
		return nil
	}
	return strings.Fields(s)
}
