package frontend

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/alpyna/alpyna/nest"
)

var update = flag.Bool("update", false, "rewrite the golden .nest files")

// dump is the golden text of a module: per jit function a header line,
// then nest.String of each nest.
func dump(m *Module) string {
	var b strings.Builder
	for _, f := range m.Funcs {
		fmt.Fprintf(&b, "# func %s at %s params %s\n", f.Name, f.Pos, strings.Join(f.Params, " "))
		for _, n := range f.Nests {
			b.WriteString(n.String())
		}
	}
	return b.String()
}

// sharedScripts are end-to-end golden scripts whose nests the front end's
// goldens check too (testdata/NAME.nest), rather than keeping a copy here.
// rowAssignRe matches an assignment of a row, `r = a[i]`, or of a row
// temporary, `d = pos[j] - pos[i]`, `u = d - 1.0` (vector_exprs.go).
var rowAssignRe = regexp.MustCompile(`^(\w+) = (\w+\[[^\]]*\]$|.*[-+*/(].*)`)

// reductionRe matches a statement holding a reduction over a vector.
var reductionRe = regexp.MustCompile(`\b(sum|max|min|dot)\(`)

// sliceRe matches a statement holding a slice, `A[i, 1:] = ...`.
var sliceRe = regexp.MustCompile(`\[[^\]]*:`)

// inPlaceRe matches an in-place statement on a name, `y += x[i]`, which
// is on a whole array's section where the name is an array
// (whole_arrays.go).
var inPlaceRe = regexp.MustCompile(`^\w+ [-+*/%&|^@<>]+= `)

var sharedScripts = []string{"../testdata/scripts/loops_while.py", "../testdata/scripts/loops_python_forms.py", "../testdata/scripts/loops_scalar_types.py", "../testdata/scripts/loops_loopvar_after.py", "../testdata/scripts/loops_rows.py", "../testdata/scripts/loops_attributes_assigned.py", "../testdata/scripts/loops_while_uncounted.py", "../testdata/scripts/loops_reversed.py", "../testdata/scripts/loops_literal_iteration.py", "../testdata/scripts/loops_sections.py", "../testdata/scripts/loops_while_steps.py", "../testdata/scripts/loops_iterate_slices.py", "../testdata/scripts/loops_windows.py", "../testdata/scripts/loops_invariant_bounds.py", "../testdata/scripts/loops_row_reductions.py", "../testdata/scripts/loops_arange.py", "../testdata/scripts/loops_whole_arrays.py", "../testdata/scripts/loops_section_copies.py", "../testdata/scripts/loops_numpy_row_sums.py", "../testdata/scripts/loops_row_temporaries.py", "../testdata/scripts/loops_optional_results.py"}

func scripts(t testing.TB) []string {
	files, err := filepath.Glob("testdata/*.py")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range append(files, sharedScripts...) {
		if filepath.Base(f) != "cpython_positions.py" {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		t.Fatal("no scripts in testdata")
	}
	return out
}

func parse(t testing.TB, path string) *Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := ParseSource(filepath.Base(path), src)
	if err != nil {
		t.Fatalf("ParseSource(%s): %v", path, err)
	}
	return m
}

// TestGolden compares each testdata/X.py's nests with testdata/X.nest.
func TestGolden(t *testing.T) {
	for _, path := range scripts(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			got := dump(parse(t, path))
			golden := filepath.Join("testdata", strings.TrimSuffix(filepath.Base(path), ".py")+".nest")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./frontend -update)", err)
			}
			if got != string(want) {
				t.Errorf("nests differ from %s (go test ./frontend -update rewrites it):\ngot:\n%s\nwant:\n%s", golden, got, want)
			}
		})
	}
}

// TestRecordInvariants checks what every record promises: the flat view
// matches the tree, every reference has one form per subscript, an
// indirect reference has a non-affine form, names have roles, and a
// nest without reasons has no opaque value outside its bounds.
func TestRecordInvariants(t *testing.T) {
	for _, path := range scripts(t) {
		m := parse(t, path)
		for _, f := range m.Funcs {
			for _, n := range f.Nests {
				where := fmt.Sprintf("%s: nest at %s", path, n.Pos)
				if n.Root == nil || n.Pos != n.Root.Pos || n.Func != f.Name {
					t.Errorf("%s: root/pos/func mismatch", where)
					continue
				}
				for k, l := range n.Loops {
					if l.Index != k || l.Start == nil || l.Stop == nil || l.Step == nil {
						t.Errorf("%s: loop %d malformed: %+v", where, k, l)
					}
				}
				for k, s := range n.Stmts {
					if s.Index != k || s.Text == "" || s.Target == nil || s.Value == nil {
						t.Errorf("%s: statement %d malformed: %+v", where, k, s)
					}
					check := func(e nest.Expr) {
						nest.WalkExpr(e, func(x nest.Expr) {
							switch x := x.(type) {
							case *nest.Ref:
								if len(x.Forms) != len(x.Subs) || len(x.Subs) == 0 {
									t.Errorf("%s: %s: %d forms for %d subscripts", where, s.Text, len(x.Forms), len(x.Subs))
								}
								for i, sub := range x.Subs {
									hasRef := false
									nest.WalkExpr(sub, func(y nest.Expr) { _, ok := y.(*nest.Ref); hasRef = hasRef || ok })
									if hasRef && (!x.Indirect || x.Forms[i].Valid()) {
										t.Errorf("%s: %s: subscript %d reads an array but is not indirect/non-affine", where, s.Text, i)
									}
								}
							case *nest.Name:
								if x.Role == 0 {
									t.Errorf("%s: %s: name %s has no role", where, s.Text, x.Id)
								}
							case *nest.Opaque:
								t.Errorf("%s: %s: opaque %s in a statement", where, s.Text, x.Text)
							}
							if x.Position().Line == 0 {
								t.Errorf("%s: %s: %T without a position", where, s.Text, x)
							}
						})
					}
					check(s.Target)
					check(s.Value)
				}
				for _, b := range n.Reasons {
					if b.Pos.Line < 1 || b.Pos.Col < 1 || b.Msg == "" {
						t.Errorf("%s: bad reason %v", where, b)
					}
				}
			}
		}
	}
}

// whileVarRe matches the loop variable of a counted while (k·while12).
var whileVarRe = regexp.MustCompile(`(\w+)·while\d+`)

// TestCPythonPositions compares positions and statement texts with
// CPython's ast, through testdata/cpython_positions.py.
func TestCPythonPositions(t *testing.T) {
	const python = "/usr/bin/python3"
	if _, err := os.Stat(python); err != nil {
		t.Skip("no", python)
	}
	for _, path := range scripts(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			out, err := exec.Command(python, "testdata/cpython_positions.py", path).CombinedOutput()
			if err != nil {
				t.Fatalf("cpython_positions.py %s: %v\n%s", path, err, out)
			}
			m := parse(t, path)
			compareWithCPython(t, m, string(out))
		})
	}
}

// cpythonNest is what CPython's ast says about one nest.
type cpythonNest struct {
	pos   string
	stmts map[string]string // "L C" -> unparse
	nodes map[string]bool   // "kind L C"
}

func compareWithCPython(t *testing.T, m *Module, out string) {
	funcs := map[string]map[string]*cpythonNest{} // "name L C" -> nest pos -> nest
	var cur map[string]*cpythonNest
	var cn *cpythonNest
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		f := strings.SplitN(line, " ", 4)
		switch f[0] {
		case "func":
			cur = map[string]*cpythonNest{}
			funcs[f[1]+" "+f[2]+" "+f[3]] = cur
		case "nest":
			cn = &cpythonNest{pos: f[1] + " " + f[2], stmts: map[string]string{}, nodes: map[string]bool{}}
			cur[cn.pos] = cn
		case "stmt":
			cn.stmts[f[1]+" "+f[2]] = f[3]
		default:
			cn.nodes[line] = true
		}
	}
	lc := func(p nest.Pos) string { return fmt.Sprintf("%d %d", p.Line, p.Col) }
	for _, fn := range m.Funcs {
		nests, ok := funcs[fmt.Sprintf("%s %d %d", fn.Name, fn.Pos.Line, fn.Pos.Col)]
		if !ok {
			continue // jit by a call, not a decorator: the helper does not see it
		}
		outermost, refused := 0, false
		for _, n := range fn.Nests {
			if nests[lc(n.Pos)] != nil {
				outermost++
			}
			refused = refused || !n.Accelerable()
		}
		if outermost != len(nests) {
			t.Errorf("func %s: %d outermost nests, CPython's ast has %d", fn.Name, outermost, len(nests))
		}
		for _, n := range fn.Nests {
			cn := nests[lc(n.Pos)]
			inner := false
			if cn == nil {
				// A for inside a refused nest is a nest of its own.
				for _, outer := range nests {
					if outer.nodes["for "+lc(n.Pos)] {
						cn, inner = outer, true
					}
				}
			}
			if cn == nil || inner && !refused {
				t.Errorf("func %s: nest at %s: CPython has no outermost for there, nor a for inside a refused nest", fn.Name, n.Pos)
				continue
			}
			// Inlining adds ifs at a conditional expression or and/or
			// holding a call, and copies arguments (constants included)
			// to where the body uses them.
			synthesized := func(kind string) bool {
				return len(n.Inlined) > 0 && (kind == "if" || kind == "const")
			}
			inlined := func(p nest.Pos) bool {
				for _, c := range n.Inlined {
					if p.Line >= c.First && p.Line <= c.Last {
						return true
					}
				}
				return false
			}
			// A counted while becomes a for with an if and a break, all
			// at the while (while.go).
			fromWhile := func(kind string, p nest.Pos) bool {
				return cn.nodes["while "+lc(p)] && (kind == "for" || kind == "if" || kind == "break")
			}
			// A return becomes assignments of a value and a flag (True)
			// and a break, all at the return (returns.go).
			fromReturn := func(kind string, p nest.Pos) bool {
				return cn.nodes["return "+lc(p)] && (kind == "const" || kind == "break")
			}
			// A loop over an array assigns its elements, at the for,
			// after checking a slice's bounds (iterations.go).
			fromIteration := func(kind string, p nest.Pos) bool {
				switch kind {
				case "name", "ref", "binary", "call", "if", "compare", "logic", "unary", "const":
					return cn.nodes["for "+lc(p)]
				}
				return false // (a clipped window's guard is at the for too: windows.go)
			}
			// An assignment through slices becomes a guard and loops over
			// the elements, all at the statement (sections.go).
			// A reduction over a row becomes a loop before its statement,
			// at the statement (reductions.go).
			fromSection := func(p nest.Pos) bool {
				text, ok := cn.stmts[lc(p)]
				return ok && (sliceRe.MatchString(text) || reductionRe.MatchString(text) || inPlaceRe.MatchString(text))
			}
			has := func(kind string, p nest.Pos, what string) {
				if !cn.nodes[kind+" "+lc(p)] && !inlined(p) && !synthesized(kind) && !fromWhile(kind, p) && !fromReturn(kind, p) && !fromIteration(kind, p) && !fromSection(p) {
					t.Errorf("%s at %s: CPython has no %s node there", what, p, kind)
				}
			}
			recorded := map[string]bool{}
			for _, s := range n.Stmts {
				// A counted while's body reads its loop variable where
				// the script reads the counter (while.go).
				text := whileVarRe.ReplaceAllString(s.Text, "$1")
				if strings.Contains(text, "·") && !cn.nodes["while "+lc(s.Pos)] {
					recorded[lc(s.Pos)] = true // a tuple or chained assignment's parts (iterations.go)
				}
				if strings.Contains(text, "·") || inlined(s.Pos) || cn.nodes["while "+lc(s.Pos)] || cn.nodes["return "+lc(s.Pos)] || cn.nodes["for "+lc(s.Pos)] || len(n.Inductions) > 0 {
					continue // inlined or its value, or a counted while's own: CPython's tree has the call or the while
				}
				want, ok := cn.stmts[lc(s.Pos)]
				recorded[lc(s.Pos)] = true
				switch {
				case !ok:
					t.Errorf("statement %q at %s: CPython has no assignment there", s.Text, s.Pos)
				case want != text:
					t.Errorf("statement at %s: text %q, CPython's ast.unparse %q", s.Pos, s.Text, want)
				}
				for _, e := range []nest.Expr{s.Target, s.Value} {
					nest.WalkExpr(e, func(x nest.Expr) {
						switch x := x.(type) {
						case *nest.Ref:
							has("ref", x.Pos, nest.String(x))
						case *nest.Call:
							has("call", x.Pos, nest.String(x))
						case *nest.Binary:
							has("binary", x.Pos, nest.String(x))
						case *nest.Unary:
							has("unary", x.Pos, nest.String(x))
						case *nest.Cond:
							has("cond", x.Pos, nest.String(x))
						case *nest.Name:
							has("name", x.Pos, x.Id)
						case *nest.Const:
							if x.Name != "" {
								// math.pi, or pi imported from math
								if !cn.nodes["attr "+lc(x.Pos)] {
									has("name", x.Pos, x.Name)
								}
							} else {
								has("const", x.Pos, nest.String(x))
							}
						case *nest.Compare:
							// The second comparison of a chain starts at its
							// left operand: a name, constant or other node.
							if !cn.nodes["compare "+lc(x.Pos)] && !cn.nodes["name "+lc(x.Pos)] && !cn.nodes["const "+lc(x.Pos)] && !cn.nodes["ref "+lc(x.Pos)] && !cn.nodes["binary "+lc(x.Pos)] {
								t.Errorf("%s at %s: CPython has no node there", nest.String(x), x.Pos)
							}
						case *nest.Logic:
							if !cn.nodes["logic "+lc(x.Pos)] && !cn.nodes["compare "+lc(x.Pos)] {
								t.Errorf("%s at %s: CPython has no and/or or comparison there", nest.String(x), x.Pos)
							}
						}
					})
				}
			}
			// A counted while's increment is the for's step.
			counters := map[string]bool{}
			for _, l := range n.Loops {
				if c, _, ok := strings.Cut(l.Var, "·while"); ok {
					step := "1"
					if s, ok := l.Step.(*nest.Const); ok {
						step = strconv.FormatInt(max(s.Int, -s.Int), 10)
					}
					counters[c+" += "+step], counters[c+" = "+c+" + "+step] = true, true
					counters[c+" -= "+step], counters[c+" = "+c+" - "+step] = true, true
				}
			}
			// A row named and read through its array (rows.go), and a
			// row temporary read through its expression
			// (vector_exprs.go), leave their assignments out.
			rowRead := func(text string) bool {
				m := rowAssignRe.FindStringSubmatch(text)
				if m == nil {
					return false
				}
				word := regexp.MustCompile(`^` + m[1] + ` \S*= `) // assigned as a scalar
				for _, s := range n.Stmts {
					if word.MatchString(s.Text) {
						return false
					}
				}
				return true
			}
			if n.Accelerable() && len(n.Inlined) == 0 && !inner && len(n.Inductions) == 0 {
				for p, text := range cn.stmts {
					if !recorded[p] && !counters[text] && !rowRead(text) {
						t.Errorf("nest at %s has no reasons but lacks the statement %q at %s", n.Pos, text, p)
					}
				}
			}
			nest.Walk([]nest.Node{n.Root}, func(nd nest.Node) {
				switch x := nd.(type) {
				case *nest.Loop:
					has("for", x.Pos, "loop "+x.Var)
				case *nest.If:
					has("if", x.Pos, "if "+nest.String(x.Test))
				case *nest.Break:
					has("break", x.Pos, "break")
				}
			})
		}
	}
}

// TestSyntaxError checks that source that does not parse is a
// *SyntaxError with a position.
func TestSyntaxError(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"def f(:\n    pass\n", "bad.py:1:7: invalid syntax"},
		{"a b\n", "bad.py:1:3: invalid syntax"},
		{"for i in range(3):\n    x = = 1\n", "bad.py:2:9: invalid syntax"},
		{"x = (1 +\n", "bad.py:1:5: '(' was never closed"},
		{"for i in range(3)\n    pass\n", "bad.py:1:18: expected ':'"},
		{"for i in range(3):\npass\n", "bad.py:2:1: IndentationError: expected an indented block after 'for' statement on line 1"},
	} {
		_, err := ParseSource("bad.py", []byte(tc.src))
		var syn *SyntaxError
		if !errors.As(err, &syn) {
			t.Errorf("ParseSource(%q) = %v, want a *SyntaxError", tc.src, err)
			continue
		}
		if syn.Error() != tc.want {
			t.Errorf("ParseSource(%q): %q, want %q", tc.src, syn.Error(), tc.want)
		}
	}
}

// TestJitForms checks which functions count as jit functions.
func TestJitForms(t *testing.T) {
	const loop = "    for i in range(n):\n        a[i] = 0\n"
	for _, tc := range []struct {
		name, src string
		want      []string
	}{
		{"attribute", "import alpyna\n@alpyna.jit\ndef f(a, n):\n" + loop + "def g(a, n):\n" + loop, []string{"f"}},
		{"from import", "from alpyna import jit\n@jit\ndef f(a, n):\n" + loop, []string{"f"}},
		{"alias", "import alpyna as ap\n@ap.jit\ndef f(a, n):\n" + loop, []string{"f"}},
		{"call", "import alpyna\ndef f(a, n):\n" + loop + "f2 = alpyna.jit(f)\n", []string{"f"}},
		{"call same name", "import alpyna\ndef f(a, n):\n" + loop + "f = alpyna.jit(f)\n", []string{"f"}},
		{"other decorator", "import functools\n@functools.cache\ndef f(a, n):\n" + loop, nil},
		{"nested undecorated", "import alpyna\n@alpyna.jit\ndef f(a, n):\n    def g(b):\n        for j in range(3):\n            b[j] = 1\n" + loop, []string{"f"}},
		{"nested decorated", "import alpyna\ndef f(a, n):\n    @alpyna.jit\n    def g(a, n):\n    " + strings.ReplaceAll(loop, "\n    ", "\n        ") + "    return g\n", []string{"g"}},
	} {
		m, err := ParseSource("t.py", []byte(tc.src))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var got []string
		for _, f := range m.Funcs {
			got = append(got, f.Name)
			if len(f.Nests) != 1 {
				t.Errorf("%s: %s has %d nests, want 1", tc.name, f.Name, len(f.Nests))
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: jit functions %v, want %v", tc.name, got, tc.want)
		}
	}
}

// FuzzParseSource feeds arbitrary source to the front end: no input may
// make it panic or hang, and an error is always a positioned SyntaxError.
func FuzzParseSource(f *testing.F) {
	for _, path := range scripts(f) {
		src, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(src))
	}
	// Row temporaries (vector_exprs.go): a call without arguments, and a
	// slice and a store of a temporary.
	f.Add("import alpyna\nimport numpy as np\n@alpyna.jit\ndef f(p, x, n):\n    for q in range(n):\n        pn = p.copy()\n        d = np.abs(x[q] - x[0])\n        e = d[1:]\n        d[0] = e[0]\n        p[q] = np.sum(d * d) + pn[q]\n")
	f.Add("import alpyna\n@alpyna.jit\ndef f(a):\n    for i in range(a[0]):\n        a[(i)][i:] = -(a)[i] if a else a.b(i)\n")
	f.Add("import alpyna\n@alpyna.jit\ndef f(a, n):\n    while 1:\n        for i in range(n):\n            break\n        else:\n            break\n")
	f.Add("import alpyna\n@alpyna.jit\ndef f(a, n):\n    for i in range(n, 0, -n):\n        if (a[i]):\n            pass\n        elif (\n a[i]):\n            a[i] = ((a))[i]\n")
	f.Add("import alpyna\ndef g(x, y=1):\n    if x:\n        if y:\n            return f(x)\n    return x\nf = lambda x: g(x) + 1\n@alpyna.jit\ndef h(a, n):\n    for i in range(n):\n        a[i] = g(a[i], y=2) if a[i] or f(i) else g(*a)\n")
	f.Add("import alpyna\ndef g(a, i):\n    for k in range(i):\n        a[k] += 1\n    return\n@alpyna.jit\ndef h(a, n):\n    def l(x): return x * n\n    for i in range(n):\n        g(a, i)\n        a[i] = l(g(a, i))\n")
	f.Fuzz(func(t *testing.T, src string) {
		done := make(chan error, 1)
		go func() {
			m, err := ParseSource("fuzz.py", []byte(src))
			if err == nil {
				for _, fn := range m.Funcs {
					for _, n := range fn.Nests {
						_ = n.String()
					}
				}
			}
			done <- err
		}()
		var err error
		select {
		case err = <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("ParseSource(%q) did not finish in 5s", src)
		}
		if err == nil {
			return
		}
		var syn *SyntaxError
		if !errors.As(err, &syn) || syn.Pos.Line < 1 || syn.Pos.Col < 1 {
			t.Fatalf("ParseSource(%q): %T %v, want a positioned *SyntaxError", src, err, err)
		}
	})
}

// BenchmarkParseSource parses a benchmark-sized script: the front end's
// share of alpyna's start-up.
func BenchmarkParseSource(b *testing.B) {
	src, err := os.ReadFile("testdata/bench_kernels.py")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseSource("bench_kernels.py", src); err != nil {
			b.Fatal(err)
		}
	}
}
