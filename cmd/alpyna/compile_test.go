package main

import (
	"bufio"
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/compiler"
	"github.com/alpyna/alpyna/report"
)

var update = flag.Bool("update", false, "rewrite the golden plans in testdata/plans/")

// corpusDirs hold the scripts whose plans are kept as goldens, relative to
// the module root; a missing directory is skipped.
var corpusDirs = []string{"testdata/nests", "testdata/tsvc", "benchmarks"}

// extraFormats names the corpus scripts whose JSON report and Graphviz graph
// are kept as goldens too, besides every script's plan listing.
var extraFormats = map[string]bool{"paper_listing2": true, "saxpy": true}

const plansDir = "testdata/plans"

// TestCompileCorpus compiles every corpus script in process, as `alpyna
// compile --emit=plan` does, and compares the listing with
// testdata/plans/<name>.plan. A script with a header line
// "# bind: n=100,k=3" has its plan resolved with those values appended
// after a "=== --bind n=100,k=3" line. go test -update rewrites the goldens.
func TestCompileCorpus(t *testing.T) {
	t.Chdir("../..") // positions in the listings read testdata/nests/x.py
	scripts := corpusScripts(t)
	if *update {
		if err := os.MkdirAll(plansDir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	want := make(map[string]string) // golden file -> script
	for _, script := range scripts {
		name := strings.TrimSuffix(filepath.Base(script), ".py")
		if other, dup := want[name]; dup {
			t.Fatalf("%s and %s would share the golden %s.plan", other, script, name)
		}
		want[name] = script
		t.Run(name, func(t *testing.T) {
			bind, err := bindHeader(script)
			if err != nil {
				t.Fatal(err)
			}
			static, err := compileFile(script, nil, false)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := report.WritePlan(&out, static); err != nil {
				t.Fatal(err)
			}
			var resolved []compiler.Compiled
			if bind != nil {
				if resolved, err = compileFile(script, bind, false); err != nil {
					t.Fatal(err)
				}
				out.WriteString("\n=== --bind " + bind.String() + "\n")
				if err := report.WritePlan(&out, resolved); err != nil {
					t.Fatal(err)
				}
			}
			checkGolden(t, filepath.Join(plansDir, name+".plan"), out.Bytes())
			if !extraFormats[name] {
				return
			}
			cs := static
			if resolved != nil {
				cs = resolved
			}
			var js, dot bytes.Buffer
			if err := report.Build(cs, compileBackend).WriteJSON(&js); err != nil {
				t.Fatal(err)
			}
			if err := report.Validate(js.Bytes()); err != nil {
				t.Errorf("the JSON report breaks docs/contract.md §3: %v", err)
			}
			checkGolden(t, filepath.Join(plansDir, name+".json"), js.Bytes())
			if err := report.WriteDot(&dot, cs); err != nil {
				t.Fatal(err)
			}
			checkGolden(t, filepath.Join(plansDir, name+".dot"), dot.Bytes())
		})
	}
	// A golden whose script is gone is stale.
	goldens, _ := filepath.Glob(filepath.Join(plansDir, "*"))
	for _, g := range goldens {
		name := strings.TrimSuffix(filepath.Base(g), filepath.Ext(g))
		if _, ok := want[name]; !ok {
			if *update {
				os.Remove(g)
				continue
			}
			t.Errorf("%s has no script in %s (go test -update removes it)", g, strings.Join(corpusDirs, " or "))
		}
	}
}

// corpusScripts lists the corpus scripts (helper modules, whose names
// start with "_", left out), relative to the module root; it skips the test
// when there are none.
func corpusScripts(t *testing.T) []string {
	t.Helper()
	var scripts []string
	for _, dir := range corpusDirs {
		found, err := filepath.Glob(filepath.Join(dir, "*.py"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range found {
			if !strings.HasPrefix(filepath.Base(f), "_") {
				scripts = append(scripts, f)
			}
		}
	}
	if len(scripts) == 0 {
		t.Skipf("no scripts in %s", strings.Join(corpusDirs, ", "))
	}
	return scripts
}

// bindHeader reads a "# bind: n=100,k=3" comment line from the top of a
// script; nil when there is none.
func bindHeader(path string) (bindFlag, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line != "" && !strings.HasPrefix(line, "#") {
			break // headers come before the code
		}
		if rest, ok := strings.CutPrefix(line, "# bind:"); ok {
			var b bindFlag
			if err := b.Set(strings.ReplaceAll(strings.TrimSpace(rest), " ", "")); err != nil {
				return nil, err
			}
			return b, nil
		}
	}
	return nil, sc.Err()
}

func checkGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update creates it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs (go test -update rewrites it)\ngot:\n%s\nwant:\n%s", path, got, want)
	}
}

// TestCompileOutDir checks -o: one file per format, named after the script,
// and nothing on stdout.
func TestCompileOutDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	var stdout, stderr bytes.Buffer
	args := []string{"compile", "--emit=plan", "--emit=json,dot", "-o", dir, "testdata/shift.py"}
	if status := runMain(args, &stdout, &stderr); status != 0 {
		t.Fatalf("alpyna %q: exit status %d\nstderr: %s", args, status, stderr.String())
	}
	if stdout.Len() != 0 {
		t.Errorf("stdout %q, want nothing with -o", stdout.String())
	}
	for format, want := range map[string]string{"plan": "nest shift at", "json": `"nests": [`, "dot": "digraph"} {
		data, err := os.ReadFile(filepath.Join(dir, "shift."+format))
		if err != nil {
			t.Error(err)
			continue
		}
		if !bytes.Contains(data, []byte(want)) {
			t.Errorf("shift.%s does not contain %q:\n%s", format, want, data)
		}
	}
}

// TestCompileStdoutFormats checks that several formats on stdout come one
// after another, in the order asked, and that the JSON among them is the
// contract's with no time.
func TestCompileStdoutFormats(t *testing.T) {
	var stdout, stderr bytes.Buffer
	args := []string{"compile", "--emit=dot", "--emit=json", "testdata/shift.py"}
	if status := runMain(args, &stdout, &stderr); status != 0 {
		t.Fatalf("alpyna %q: exit status %d\nstderr: %s", args, status, stderr.String())
	}
	out := stdout.String()
	dot, js := strings.Index(out, "digraph"), strings.Index(out, "{\n  \"nests\"")
	if dot != 0 || js < 0 {
		t.Fatalf("want the dot graphs, then the JSON report; got:\n%s", out)
	}
	if err := report.Validate([]byte(out[js:])); err != nil {
		t.Errorf("JSON report: %v", err)
	}
	if strings.Contains(out[js:], `"time"`) {
		t.Errorf("compile report has time")
	}
}

// TestDocExamples runs the commands that docs/compile.md shows (code blocks
// whose first line is "$ alpyna ...") and compares their stdout with the
// rest of the block, so the documentation shows what alpyna prints.
// go test -update rewrites the blocks.
func TestDocExamples(t *testing.T) {
	t.Chdir("../..")
	const path = "docs/compile.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	var out strings.Builder
	examples := 0
	for i := 0; i < len(lines); i++ {
		out.WriteString(lines[i])
		cmd, ok := strings.CutPrefix(lines[i], "$ alpyna ")
		if !ok || i == 0 || lines[i-1] != "```\n" {
			continue
		}
		end := i + 1
		for end < len(lines) && lines[end] != "```\n" {
			end++
		}
		examples++
		shown := strings.Join(lines[i+1:end], "")
		var stdout, stderr bytes.Buffer
		args := strings.Fields(cmd)
		if status := runMain(args, &stdout, &stderr); status != 0 {
			t.Errorf("alpyna %s: exit status %d\n%s", cmd, status, stderr.String())
		}
		if got := stdout.String(); got != shown {
			if !*update {
				t.Errorf("%s:%d: alpyna %s prints\n%s\nbut the example shows\n%s(go test -update rewrites it)",
					path, i+1, strings.TrimSpace(cmd), got, shown)
			}
			shown = got
		}
		out.WriteString(shown)
		i = end - 1
	}
	if examples == 0 {
		t.Fatalf("%s shows no \"$ alpyna\" examples", path)
	}
	if *update {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
