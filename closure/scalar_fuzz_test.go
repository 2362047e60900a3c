package closure_test

import (
	"fmt"
	"math/rand"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/alpyna/alpyna"
	"github.com/alpyna/alpyna/internal/pygen"
	"github.com/alpyna/alpyna/report"
)

// TestRandomScalarNests is a differential fuzzer of loop nests whose
// scalars are what matters: temporaries shared by parallel and in-order
// statements, scalars assigned on the branches of if/elif/else chains,
// temporaries before a break (mandelbrot's escape loop), conditions that
// guard inner loops, sibling loops reusing a name, and scalars returned
// from the function. The default run is 150 programs (40 with -short) from
// a fixed seed; a long run overrides both:
//
//	ALPYNA_FUZZ_N=10000 go test ./closure -run TestRandomScalarNests -timeout 0
//	ALPYNA_FUZZ_N=500 ALPYNA_FUZZ_SEED=7 go test ./closure -run TestRandomScalarNests -v
//
// Every program runs in the interpreter, on native kernels with one and
// three threads, on the Go executor of the kernel IR, and on the gpu
// backend over the emulated device; all must print the same.
//
// A failing instance k is printed with its script; ALPYNA_FUZZ_N=k+1 with
// the same seed writes it again (programs come from one random stream).
func TestRandomScalarNests(t *testing.T) {
	seed, instances := int64(2026), 150
	if testing.Short() {
		instances = 40
	}
	if s := os.Getenv("ALPYNA_FUZZ_SEED"); s != "" {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			t.Fatalf("ALPYNA_FUZZ_SEED=%q: %v", s, err)
		}
		seed = v
	}
	if s := os.Getenv("ALPYNA_FUZZ_N"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil || v < 1 {
			t.Fatalf("ALPYNA_FUZZ_N=%q: want a positive count", s)
		}
		instances = v
	}
	t.Setenv("ALPYNA_GPU", "emulate")
	cache := t.TempDir()
	r := rand.New(rand.NewSource(seed))
	accelerated, kernels, failures, moduleNests := 0, 0, 0, 0
	notes := map[string]int{} // why nests ran on the loop-record executor or in the interpreter
	for k := range instances {
		src := genScalarScript(r)
		dir, name := writeScript(t, src)
		outI, errI, _ := runWith(t, dir, name, alpyna.Options{Backend: "interp", CacheDir: cache})
		variants := []struct {
			name string
			opts alpyna.Options
		}{
			{"cpu, 1 thread", alpyna.Options{Backend: "cpu", Threads: 1}},
			{"cpu, 3 threads", alpyna.Options{Backend: "cpu", Threads: 3}},
			{"cpu, Go kernels, 3 threads", alpyna.Options{Backend: "cpu", Threads: 3, GoKernels: true}},
			{"gpu, emulated", alpyna.Options{Backend: "gpu", Threads: 2}},
		}
		for _, v := range variants {
			v.opts.CacheDir = cache
			outC, errC, nests := runWith(t, dir, name, v.opts)
			if v.name == "cpu, 3 threads" && !allOn(nests, "cpu") {
				for _, n := range nests {
					if n.Backend != "cpu" {
						notes["interp: "+digitsRe.ReplaceAllString(n.Reason, "N")]++
					}
				}
			}
			if v.name == "cpu, 3 threads" && allOn(nests, "cpu") {
				accelerated++
				if why := recordNotes(errC); len(why) == 0 {
					kernels++
				} else {
					for _, w := range why {
						notes[w]++
					}
				}
			}
			errC = diagnostics(errC)
			if outI != outC || errI != errC {
				t.Errorf("instance %d (seed %d), %s:\n%s\n%s:\n%s%s\ninterp:\n%s%s", k, seed, v.name, src, v.name, outC, errC, outI, errI)
				failures++
				break
			}
		}
		// The same program without its decorators under --auto: every
		// function is taken, and nothing printed may change.
		if plain := strings.ReplaceAll(src, "@alpyna.jit\n", ""); plain != src && failures == 0 {
			pdir, pname := writeScript(t, plain)
			outA, errA, nests := runWith(t, pdir, pname, alpyna.Options{Backend: "cpu", Threads: 3, CacheDir: cache, Auto: true})
			for _, n := range nests {
				if !n.Auto {
					t.Errorf("instance %d: a nest of %s not marked auto", k, n.Function)
				}
			}
			// NumPy's warnings name the lines of the file without the
			// decorators: the interpreter's run of that file is the truth.
			errP := errI
			if errA != errI {
				_, errP, _ = runWith(t, pdir, pname, alpyna.Options{Backend: "interp", CacheDir: cache})
			}
			if outA != outI || diagnostics(errA) != errP {
				t.Errorf("instance %d (seed %d), cpu --auto without decorators:\n%s\n--auto:\n%s%s\ninterp:\n%s%s", k, seed, plain, outA, errA, outI, errP)
				failures++
			}
		}
		// The function's body as the module's own code under --auto: its
		// nests read and write globals, and leave their loop variables.
		if mod := moduleVariant(src); mod != "" && failures == 0 {
			mdir, mname := writeScript(t, mod)
			outM, errM, _ := runWith(t, mdir, mname, alpyna.Options{Backend: "interp", CacheDir: cache})
			outA, errA, nests := runWith(t, mdir, mname, alpyna.Options{Backend: "cpu", Threads: 3, CacheDir: cache, Auto: true})
			for _, n := range nests {
				switch {
				case n.Function != "<module>":
				case n.Backend == "cpu":
					moduleNests++
				default:
					notes["module, interp: "+digitsRe.ReplaceAllString(n.Reason, "N")]++
				}
			}
			if outA != outM || diagnostics(errA) != errM {
				t.Errorf("instance %d (seed %d), cpu --auto at module level:\n%s\n--auto:\n%s%s\ninterp:\n%s%s", k, seed, mod, outA, errA, outM, errM)
				failures++
			}
		}
		if failures >= 5 {
			t.Fatalf("stopping after %d failing instances of %d", failures, k+1)
		}
	}
	// Nests that raise rerun in the interpreter; most must run on the cpu
	// backend for the test to mean something.
	if accelerated < instances/2 {
		t.Errorf("only %d of %d programs ran on the cpu backend", accelerated, instances)
	}
	t.Logf("seed %d: %d of %d programs ran on the cpu backend, %d of them as compiled kernels; %d module-level nests ran on the cpu", seed, accelerated, instances, kernels, moduleNests)
	if moduleNests == 0 {
		t.Errorf("no module-level nest ran on the cpu backend")
	}
	var why []string
	for w := range notes {
		why = append(why, w)
	}
	sort.Slice(why, func(i, j int) bool {
		return notes[why[i]] > notes[why[j]] || notes[why[i]] == notes[why[j]] && why[i] < why[j]
	})
	for _, w := range why {
		t.Logf("%4d %s", notes[w], w)
	}
}

// recordNotes are the reasons the cpu backend's notes give for running
// nests on the loop-record executor, without their positions.
func recordNotes(stderr string) []string {
	var why []string
	for _, l := range strings.Split(stderr, "\n") {
		if !strings.Contains(l, ": note: ") {
			continue
		}
		w := l[strings.Index(l, ": note: ")+len(": note: "):]
		if i := strings.Index(w, "kernels: "); i >= 0 {
			w = w[i+len("kernels: "):]
		}
		why = append(why, "loop-record executor: "+digitsRe.ReplaceAllString(positionRe.ReplaceAllString(w, ""), "N"))
	}
	return why
}

var (
	positionRe = regexp.MustCompile(`\S*\.py:\d+:\d+: `)
	digitsRe   = regexp.MustCompile(`\b\d+\b|(__[pe]|f_l)\d+`)
)

// allOn says whether every nest of a run went to the backend.
func allOn(nests []report.Nest, backend string) bool {
	for _, n := range nests {
		if n.Backend != backend {
			return false
		}
	}
	return len(nests) > 0
}

// sgen writes one random jit function about scalars. Every scalar it may
// use is set before the loops, so that every read is defined in CPython
// whatever path runs; which are returned is random.
//
// Most functions are strictly typed: float scalars start as np.float64
// and every value given to them is a float64, int scalars (but count and
// the subscript ix, Python ints) start as np.int64 and only get int64
// values, so that the nests compile to kernels (a scalar that holds two
// types, such as a Python float and a float64, runs on the loop-record
// executor). Loose functions (one in five) start them as Python numbers
// and mix Python floats, ints and float32 values into them.
type sgen struct {
	pygen.Writer
	budget int             // statements left to write
	used   map[string]bool // scalars the function touched
	loose  bool
}

var (
	scalarLoopVars = []string{"i", "j", "l", "p"}
	scalarFloats   = []string{"t", "u", "zr", "zi", "zr2", "zi2", "cr", "ci", "fs", "lo", "bv"}
	scalarInts     = []string{"h", "count", "cnt", "hi", "ix", "bl"}
)

func (g *sgen) pick(options ...string) string { return options[g.R.Intn(len(options))] }

func (g *sgen) use(name string) string {
	g.used[name] = true
	return name
}

// with runs f with the loop variables in scope cut to vars.
func (g *sgen) with(vars []string, f func() string) string {
	saved := g.Vars
	g.Vars = vars
	defer func() { g.Vars = saved }()
	return f()
}

// outer is the loop variables in scope but the innermost.
func (g *sgen) outer() []string {
	if len(g.Vars) == 0 {
		return nil
	}
	return g.Vars[: len(g.Vars)-1 : len(g.Vars)-1]
}

// sub is a subscript over the loop variables in scope: a plain one (one
// variable plus a small constant) that makes parallel loops likely, an
// affine one from pygen, and rarely one that runs past the end.
func (g *sgen) sub() string {
	switch c := g.R.Intn(100); {
	case c < 1 && len(g.Vars) > 0:
		return g.Vars[g.R.Intn(len(g.Vars))] + " + 60"
	case c < 50 && len(g.Vars) > 0:
		v := g.Vars[g.R.Intn(len(g.Vars))]
		switch d := g.R.Intn(5); d {
		case 0, 1:
			return v
		case 2:
			return v + " - 1"
		default:
			return fmt.Sprintf("%s + %d", v, d-1)
		}
	}
	return g.Sub()
}

// fref is a float64 element; loose functions also read float32 ones.
func (g *sgen) fref() string {
	switch c := g.R.Intn(7); {
	case c < 2:
		return fmt.Sprintf("x[%s]", g.sub())
	case c < 4:
		return fmt.Sprintf("y[%s]", g.sub())
	case c < 6 || !g.loose:
		return fmt.Sprintf("m[%s, %s]", g.sub(), g.sub())
	}
	return fmt.Sprintf("q[%s]", g.sub())
}

func (g *sgen) iref() string {
	if g.R.Intn(2) == 0 {
		return fmt.Sprintf("k[%s]", g.sub())
	}
	return fmt.Sprintf("g[%s, %s]", g.sub(), g.sub())
}

// floatTarget and intTarget are array elements to write.
func (g *sgen) floatTarget() string {
	switch g.R.Intn(5) {
	case 0, 1:
		return fmt.Sprintf("x[%s]", g.sub())
	case 2:
		return fmt.Sprintf("y[%s]", g.sub())
	case 3:
		return fmt.Sprintf("m[%s, %s]", g.sub(), g.sub())
	}
	return fmt.Sprintf("q[%s]", g.sub())
}

func (g *sgen) intTarget() string {
	if g.R.Intn(2) == 0 {
		return fmt.Sprintf("k[%s]", g.sub())
	}
	return fmt.Sprintf("g[%s, %s]", g.sub(), g.sub())
}

// fatom is a float64 operand (in loose functions also a Python float or a
// float32).
func (g *sgen) fatom() string {
	switch c := g.R.Intn(20); {
	case c < 9:
		return g.fref()
	case c < 10:
		return fmt.Sprintf("(x[%s] + q[%s])", g.sub(), g.sub())
	case c < 14:
		return g.use(g.pick("t", "t", "u", "zr", "cr", "fs", "lo"))
	case c < 16:
		return g.iref() + " * 0.5"
	case c < 18 && g.loose && len(g.Vars) > 0:
		return g.Vars[g.R.Intn(len(g.Vars))] + " * 0.25"
	case g.loose:
		return g.pick("1.5", "0.25", "-0.75", "2.0")
	}
	return g.fref()
}

// iatom is an int operand: an int64 element or scalar, or a Python int.
func (g *sgen) iatom() string {
	switch c := g.R.Intn(20); {
	case c < 9:
		return g.iref()
	case c < 12:
		return g.use(g.pick("h", "count", "cnt"))
	case c < 17 && len(g.Vars) > 0:
		return g.Vars[g.R.Intn(len(g.Vars))]
	}
	return fmt.Sprint(g.R.Intn(7) - 2)
}

// ival is an int64 operand in strict functions, any int in loose ones.
func (g *sgen) ival() string {
	if g.loose {
		return g.iatom()
	}
	if g.R.Intn(4) == 0 {
		return g.use(g.pick("h", "cnt"))
	}
	return g.iref()
}

// fexpr is a float64-valued expression (in loose functions, any float).
func (g *sgen) fexpr() string {
	switch g.R.Intn(21) {
	case 0, 1, 2:
		return g.fatom()
	case 3, 4:
		return fmt.Sprintf("%s + %s", g.fatom(), g.fatom())
	case 5:
		return fmt.Sprintf("%s - %s", g.fatom(), g.fatom())
	case 6:
		return fmt.Sprintf("%s * %s", g.fatom(), g.fatom())
	case 7:
		return fmt.Sprintf("%s * 0.5 + %s", g.fatom(), g.fatom())
	case 8:
		return fmt.Sprintf("max(%s, %s)", g.fatom(), g.fatom())
	case 9:
		return fmt.Sprintf("min(%s, %s)", g.fatom(), g.fatom())
	case 10:
		return fmt.Sprintf("abs(%s)", g.fatom())
	case 11:
		if g.loose {
			return fmt.Sprintf("math.sqrt(abs(%s))", g.fatom())
		}
		return fmt.Sprintf("%s + math.sqrt(abs(%s))", g.fatom(), g.fatom())
	case 12:
		return fmt.Sprintf("%s / 4.0", g.fatom())
	case 13:
		return fmt.Sprintf("%s / (abs(%s) + 1.0)", g.fatom(), g.fatom())
	case 14:
		return fmt.Sprintf("%s %% 3.0", g.fatom())
	case 15:
		return fmt.Sprintf("%s if %s else %s", g.fatom(), g.cond(), g.fatom())
	case 16:
		return fmt.Sprintf("%s(%s, %s)", g.pick("hsel", "hfind", "hwalk"), g.fatom(), g.fatom())
	case 17:
		return fmt.Sprintf("hpoly(%s) * 0.5", g.fatom())
	case 18:
		return g.pick(fmt.Sprintf("hclamp(%s)", g.fatom()), fmt.Sprintf("hclamp(%s, hi=%s)", g.fatom(), g.fatom()))
	case 19:
		// NumPy's ufuncs and casts with NumPy's semantics (nan where math
		// raises); those whose interpreter results are the C library's,
		// as the kernels' are.
		return g.pick(fmt.Sprintf("np.sqrt(%s)", g.fatom()), fmt.Sprintf("np.arctan2(%s, %s)", g.fatom(), g.fatom()),
			fmt.Sprintf("np.tanh(%s) + %s", g.fatom(), g.fatom()), fmt.Sprintf("np.float64(%s) * 0.5", g.fatom()),
			fmt.Sprintf("np.fabs(%s) - np.float32(%s)", g.fatom(), g.fatom()))
	}
	// A helper in a branch that may not run: inlined under an if.
	return g.pick(fmt.Sprintf("%s if %s else hmix(%s, %s)", g.fatom(), g.cond(), g.fatom(), g.fatom()),
		fmt.Sprintf("hmix(%s, %s) if %s and hsel(%s, %s) > 0.0 else %s", g.fatom(), g.fatom(), g.cond(), g.fatom(), g.fatom(), g.fatom()))
}

// helperDefs are the module's functions that expressions call: the
// front end inlines them (if/else with two returns, a lambda, keyword
// defaults, a helper calling a helper, returns inside one and two loops).
const helperDefs = `def hsel(a, b):
    if a > b:
        return a - b
    return b * 0.5


hpoly = lambda a: a * a * 0.25 + a


def hclamp(a, lo=-1.5, hi=1.5):
    if a < lo:
        return lo + a * 0.0
    elif a > hi:
        return hi + a * 0.0
    else:
        return a


def hmix(a, b):
    t = a * 0.5
    if b > 0.0:
        t = t + hsel(b, a)
    return t


def hfind(a, b):
    for r in range(3):
        if a * r > b:
            return a - r
    return b


def hwalk(a, b):
    for r in range(3):
        for s in range(2):
            if a > b + s:
                return a
        a = a * 0.5
    return a + b


`

// iexpr is an int64-valued expression (in loose functions, any int).
func (g *sgen) iexpr() string {
	switch g.R.Intn(13) {
	case 0, 1, 2:
		return g.ival()
	case 3, 4:
		return fmt.Sprintf("%s + %s", g.ival(), g.iatom())
	case 5:
		return fmt.Sprintf("%s - %s", g.iatom(), g.ival())
	case 6:
		return fmt.Sprintf("%s * %s", g.ival(), g.iatom())
	case 7:
		return fmt.Sprintf("%s // %d", g.ival(), g.R.Intn(3)+2)
	case 8:
		return fmt.Sprintf("%s %% %d", g.ival(), g.R.Intn(3)+2)
	case 9:
		return fmt.Sprintf("max(%s, %s)", g.ival(), g.ival())
	case 10:
		return fmt.Sprintf("abs(%s)", g.ival())
	case 11:
		if len(g.Vars) > 0 && g.R.Intn(2) == 0 {
			// Python ints, which may divide by zero (NumPy's would only
			// warn).
			v, w := g.Vars[g.R.Intn(len(g.Vars))], g.Vars[g.R.Intn(len(g.Vars))]
			return fmt.Sprintf("%s + (%s + %d) %s (%s - %d)", g.ival(), v, g.R.Intn(5)-2, g.pick("//", "%"), w, g.R.Intn(3))
		}
		return fmt.Sprintf("%s // (abs(%s) + 1)", g.ival(), g.iref())
	}
	return fmt.Sprintf("%s if %s else %s", g.ival(), g.cond(), g.ival())
}

// cond is a test over the loop variables in scope and the scalars.
func (g *sgen) cond() string {
	switch g.R.Intn(12) {
	case 0, 1, 2, 3:
		return fmt.Sprintf("%s > %s", g.fatom(), g.pick("0.0", "0.5", "1.0", "-0.5", "2.0"))
	case 4, 5:
		return fmt.Sprintf("%s %% 2 == 0", g.iatom())
	case 6, 7:
		return fmt.Sprintf("%s > %d", g.iatom(), g.R.Intn(4)-1)
	case 8:
		if len(g.Vars) > 1 {
			return fmt.Sprintf("%s > %s", g.Vars[g.R.Intn(len(g.Vars))], g.Vars[g.R.Intn(len(g.Vars))])
		}
		return fmt.Sprintf("%s < %s", g.fatom(), g.fatom())
	case 9:
		return fmt.Sprintf("%s > %d and %s < 1.0", g.iatom(), g.R.Intn(3)-1, g.fatom())
	case 10:
		return fmt.Sprintf("%s < 0.0 or %s == 1", g.fatom(), g.iatom())
	}
	return fmt.Sprintf("%s <= %s", g.fatom(), g.fatom())
}

// outerCond is a test on values of the enclosing loops only, so that it
// is the same in every iteration of the innermost loop.
func (g *sgen) outerCond() string {
	if g.R.Intn(3) == 0 {
		return fmt.Sprintf("%s > %s", g.use(g.pick("t", "u", "cr")), g.pick("0.0", "0.5", "-0.5"))
	}
	return g.with(g.outer(), g.cond)
}

// rng is a loop's range; the variable of the enclosing loop gives
// triangular loops.
func (g *sgen) rng() string {
	switch g.R.Intn(9) {
	case 0, 1:
		return "range(n)"
	case 2:
		return fmt.Sprintf("range(%d, -1, -1)", g.R.Intn(5))
	case 3:
		return "range(1, n, 2)"
	case 4:
		return "range(1, n)"
	}
	if len(g.Vars) > 0 {
		v := g.Vars[len(g.Vars)-1]
		switch g.R.Intn(4) {
		case 0:
			return fmt.Sprintf("range(%s)", v) // empty in some iterations
		case 1:
			return fmt.Sprintf("range(%s, n)", v)
		}
		return fmt.Sprintf("range(%s + 1)", v)
	}
	return fmt.Sprintf("range(%d)", 2+g.R.Intn(4))
}

// open writes a for loop and puts its variable in scope; close takes it
// out.
func (g *sgen) open(depth int, rng string) {
	v := scalarLoopVars[len(g.Vars)]
	g.Line(depth, "for %s in %s:", v, rng)
	g.Vars = append(g.Vars, v)
}

func (g *sgen) close() { g.Vars = g.Vars[:len(g.Vars)-1] }

func (g *sgen) canNest() bool { return len(g.Vars) < len(scalarLoopVars) && g.budget > 2 }

// arrayStmt writes one array statement.
func (g *sgen) arrayStmt(depth int) {
	g.budget--
	switch g.R.Intn(6) {
	case 0, 1:
		g.Line(depth, "%s = %s", g.floatTarget(), g.fexpr())
	case 2:
		g.Line(depth, "%s += %s", g.floatTarget(), g.fexpr())
	case 3:
		g.Line(depth, "%s = %s", g.intTarget(), g.iexpr())
	case 4:
		g.Line(depth, "%s += %s", g.intTarget(), g.iexpr())
	default:
		g.Line(depth, "%s = %s", g.intTarget(), g.fexpr()) // a float stored into an int array
	}
}

// reader writes a statement that reads scalar s: an array write over
// every loop, an update carried by the innermost loop (its subscripts
// leave that loop out), or a reduction of it.
func (g *sgen) reader(depth int, s string, isInt bool) {
	g.budget--
	switch g.R.Intn(6) {
	case 0, 1:
		if isInt {
			g.Line(depth, "%s = %s + %s", g.intTarget(), s, g.iatom())
		} else {
			g.Line(depth, "%s = %s * %s", g.floatTarget(), s, g.pick("0.5", "2.0", "-1.0"))
		}
	case 2, 3:
		tgt := g.with(g.outer(), func() string {
			if isInt {
				return g.intTarget()
			}
			return g.floatTarget()
		})
		g.Line(depth, "%s += %s", tgt, s)
	case 4:
		if isInt {
			g.Line(depth, "%s += %s", g.use("cnt"), s)
		} else {
			g.Line(depth, "%s += math.floor(%s) %% 8 * 0.5", g.use("fs"), s)
		}
	default:
		g.Line(depth, "if %s > %s:", s, g.pick("0", "1"))
		g.Line(depth+1, "%s += 1", g.use("count"))
	}
}

// item writes one statement or shape of statements at depth, inside the
// loops g.Vars.
func (g *sgen) item(depth int) {
	c := g.R.Intn(100)
	switch {
	case c < 22:
		g.arrayStmt(depth)
	case c < 36:
		g.privateTemp(depth)
	case c < 48:
		g.branches(depth)
	case c < 54:
		g.reduction(depth)
	case c < 58 && g.canNest():
		g.open(depth, g.rng())
		g.body(depth+1, 1+g.R.Intn(3))
		g.close()
		if g.R.Intn(3) == 0 {
			// The last value of a temporary of the inner loop, or the
			// value from before it where the loop ran no iteration.
			g.reader(depth, g.use(g.pick("t", "u")), false)
		}
	case c < 64 && g.canNest():
		g.accumulator(depth)
	case c < 69 && g.canNest():
		g.escape(depth)
	case c < 76 && g.canNest():
		g.guardedLoop(depth)
	case c < 82 && g.canNest():
		g.loopWithOuterIf(depth)
	case c < 88 && g.canNest():
		g.siblings(depth)
	case c < 92 && (len(g.Vars) > 1 || g.R.Intn(4) == 0):
		g.budget--
		g.Line(depth, "if %s:", g.cond())
		g.Line(depth+1, "break")
	case c < 96:
		g.budget--
		g.Line(depth, "if %s:", g.cond())
		g.arrayStmt(depth + 1)
		if g.R.Intn(2) == 0 {
			g.Line(depth, "else:")
			g.arrayStmt(depth + 1)
		}
	case c < 98:
		g.indexTemp(depth)
	default:
		g.budget--
		g.Line(depth, "%s = %s", g.use("h"), g.iexpr())
		g.reader(depth, "h", true)
	}
}

// indexTemp writes an int temporary (a Python int) that subscripts
// arrays.
func (g *sgen) indexTemp(depth int) {
	g.budget--
	ix := g.use("ix")
	if g.R.Intn(2) == 0 {
		g.Line(depth, "%s = %s", ix, g.with(g.Vars, g.Sub))
	} else {
		g.Line(depth, "%s = int(%s) %% 8", ix, g.iref())
	}
	switch g.R.Intn(3) {
	case 0:
		g.Line(depth, "x[%s] = %s", ix, g.fexpr())
	case 1:
		g.Line(depth, "%s += m[%s, %s]", g.floatTarget(), g.sub(), ix)
	default:
		g.Line(depth, "g[%s, %s - 1] = %s + %s", ix, ix, ix, g.iexpr())
	}
}

func (g *sgen) body(depth, n int) {
	for range n {
		g.item(depth)
	}
}

// privateTemp writes a temporary and one to three readers of it in the
// same body (shape 1): `t = m[i, l]; x[i] += t` under `for i: for l:`.
func (g *sgen) privateTemp(depth int) {
	g.budget--
	s := g.use(g.pick("t", "t", "u"))
	g.Line(depth, "%s = %s", s, g.fexpr())
	switch g.R.Intn(6) {
	case 0: // updates of a temporary look like a reduction but are not
		g.Line(depth, "%s %s %s", s, g.pick("+=", "-=", "*="), g.pick(g.fatom(), "0.5"))
	case 1:
		g.Line(depth, "%s = %s(%s, %s)", s, g.pick("max", "min"), s, g.fatom())
	case 2:
		g.Line(depth, "%s = %s if %s else %s", s, s, g.cond(), g.fatom())
	}
	for c := 1 + g.R.Intn(3); c > 0; c-- {
		if g.R.Intn(4) == 0 {
			g.arrayStmt(depth)
		}
		g.reader(depth, s, false)
	}
}

// accumulator writes an accumulator private to the enclosing loops and
// reduced over an inner one (the matrix product's acc), then stored:
// acc = 0.0; for l: acc += a[i, l] * b[l, j]; c[i, j] = acc. Sums add
// exact values, so that any order gives the same.
func (g *sgen) accumulator(depth int) {
	g.budget -= 2
	isInt := g.R.Intn(3) == 0
	var s string
	if isInt {
		s = g.use(g.pick("h", "count"))
		if s == "count" {
			g.Line(depth, "count = 0")
		} else {
			g.Line(depth, "h = %s", g.pick(g.ival(), g.ival()+" * 0"))
		}
	} else {
		s = g.use(g.pick("t", "u"))
		g.Line(depth, "%s = %s", s, g.pick(g.fref(), g.zero(g.fref())))
	}
	g.open(depth, g.rng())
	d := depth + 1
	if g.R.Intn(3) == 0 {
		g.Line(d, "if %s:", g.cond())
		d++
	}
	switch {
	case s == "count":
		g.Line(d, "count += 1")
	case isInt:
		g.Line(d, "h %s %s", g.pick("+=", "-="), g.iexpr())
	default:
		switch g.R.Intn(3) {
		case 0:
			g.Line(d, "%s = max(%s, %s)", s, s, g.fexpr())
		case 1:
			g.Line(d, "%s = min(%s, %s)", s, g.fexpr(), s)
		default:
			g.Line(d, "%s += math.floor(%s) %% 8 * 0.25", s, g.fexpr())
		}
	}
	if g.R.Intn(3) == 0 {
		g.item(depth + 1)
	}
	g.close()
	g.reader(depth, s, isInt)
}

// branches assigns a scalar on the branches of an if (shape 2) and reads
// it after the if.
func (g *sgen) branches(depth int) {
	g.budget--
	s := g.use(g.pick("t", "t", "u"))
	switch g.R.Intn(5) {
	case 0: // if/else
		g.Line(depth, "if %s:", g.cond())
		g.Line(depth+1, "%s = %s", s, g.fexpr())
		if g.R.Intn(3) == 0 {
			g.arrayStmt(depth + 1)
		}
		g.Line(depth, "else:")
		g.Line(depth+1, "%s = %s", s, g.fexpr())
	case 1: // if/elif/else, or an elif chain without else (a recurrence)
		if g.R.Intn(3) == 0 {
			g.Line(depth, "%s = %s", s, g.fexpr())
			g.Line(depth, "if %s > %s:", s, g.pick("0.0", "1.0"))
		} else {
			g.Line(depth, "if %s:", g.cond())
		}
		g.Line(depth+1, "%s = %s", s, g.fexpr())
		for c := 1 + g.R.Intn(2); c > 0; c-- {
			g.Line(depth, "elif %s:", g.cond())
			g.Line(depth+1, "%s = %s", s, g.fexpr())
		}
		if g.R.Intn(4) != 0 {
			g.Line(depth, "else:")
			g.Line(depth+1, "%s = %s", s, g.fexpr())
		}
	case 2: // set before the if, redefined on one branch
		g.Line(depth, "%s = %s", s, g.fexpr())
		g.Line(depth, "if %s > %s:", s, g.pick("0.0", "1.0", "-0.5"))
		g.Line(depth+1, "%s = %s", s, g.pick(g.fexpr(), s+" * 0.5", "abs("+s+") - "+g.fatom()))
		if g.R.Intn(3) == 0 {
			g.Line(depth, "else:")
			g.arrayStmt(depth + 1)
		}
	case 3: // a conditional expression
		g.Line(depth, "%s = %s if %s else %s", s, g.fexpr(), g.cond(), g.fexpr())
	default: // one branch only: the previous iteration's value flows in
		g.Line(depth, "if %s:", g.cond())
		g.Line(depth+1, "%s = %s", s, g.fexpr())
	}
	for c := 1 + g.R.Intn(2); c > 0; c-- {
		g.reader(depth, s, false)
	}
}

// reduction writes an update of an accumulator (exact in any order, so
// that parallel reductions print what the interpreter prints), or a
// location reduction.
func (g *sgen) reduction(depth int) {
	g.budget--
	switch g.R.Intn(7) {
	case 5, 6:
		// A location reduction (argmin, argmax): the value compared and
		// where it was, first or last by the operator, either side.
		cand := g.fref()
		op := g.pick("<", "<=", ">", ">=")
		if g.R.Intn(2) == 0 {
			g.Line(depth, "if %s %s %s:", cand, op, g.use("bv"))
		} else {
			g.Line(depth, "if %s %s %s:", g.use("bv"), op, cand)
		}
		g.Line(depth+1, "bv = %s", cand)
		g.Line(depth+1, "%s = %s", g.use("bl"), g.pick(g.Vars[len(g.Vars)-1], g.Vars[0]+" * 100 + "+g.Vars[len(g.Vars)-1]))
	case 0:
		g.Line(depth, "%s += %s", g.use("cnt"), g.iexpr())
	case 1:
		g.Line(depth, "%s += math.floor(%s) %% 8 * 0.5", g.use("fs"), g.fexpr())
	case 2:
		g.Line(depth, "%s = min(%s, %s)", g.use("lo"), "lo", g.fexpr())
	case 3:
		g.Line(depth, "%s = max(%s, %s)", g.use("hi"), "hi", g.iexpr())
	default:
		g.Line(depth, "if %s:", g.cond())
		g.Line(depth+1, "%s += 1", g.use("count"))
	}
}

// escape writes mandelbrot's escape loop (shape 3): temporaries computed
// before a break's test and used after it, the count and the last values
// stored per iteration of the enclosing loops.
func (g *sgen) escape(depth int) {
	g.budget -= 3
	g.use("count")
	twoD := g.R.Intn(2) == 0
	g.Line(depth, "%s = %s * 0.25 - 0.5", g.use("cr"), g.fatom())
	if twoD {
		g.Line(depth, "%s = %s * 0.25", g.use("ci"), g.fatom())
		g.Line(depth, "%s = %s", g.use("zi"), g.zero("ci"))
	}
	g.Line(depth, "%s = %s", g.use("zr"), g.pick(g.zero("cr"), "cr"))
	g.Line(depth, "count = 0")
	iters := []string{fmt.Sprintf("range(%d)", 2+g.R.Intn(12)), "range(3 * n)", "range(n)"}
	if len(g.Vars) > 0 {
		// No iteration where the enclosing variable is 0: the values
		// after the loop are those of an earlier iteration.
		iters = append(iters, fmt.Sprintf("range(%s * 3)", g.Vars[len(g.Vars)-1]))
	}
	g.open(depth, g.pick(iters...))
	d := depth + 1
	if twoD {
		g.Line(d, "%s = zr * zr", g.use("zr2"))
		g.Line(d, "%s = zi * zi", g.use("zi2"))
		g.Line(d, "if zr2 + zi2 > 4.0:")
		g.Line(d+1, "break")
		g.Line(d, "zi = 2.0 * zr * zi + ci")
		g.Line(d, "zr = zr2 - zi2 + cr")
	} else if g.R.Intn(3) != 0 {
		g.Line(d, "%s = zr * zr", g.use("zr2"))
		g.Line(d, "if zr2 > %s:", g.pick("4.0", "2.0"))
		g.Line(d+1, "break")
		g.Line(d, "zr = zr2 - cr")
	} else {
		// The test reads the temporary of the iteration before (or of
		// the loop's previous run): a recurrence.
		g.Line(d, "if %s > 4.0:", g.use("zr2"))
		g.Line(d+1, "break")
		g.Line(d, "zr2 = zr * zr")
		g.Line(d, "zr = zr2 - cr")
	}
	g.Line(d, "count += 1")
	if g.R.Intn(3) == 0 {
		g.arrayStmt(d)
	}
	g.close()
	// Results per iteration of the enclosing loops.
	if len(g.Vars) > 0 {
		subs := make([]string, 2)
		for i := range subs {
			subs[i] = g.Vars[g.R.Intn(len(g.Vars))]
		}
		g.Line(depth, "g[%s, %s] = count", subs[0], subs[1])
		if g.R.Intn(2) == 0 {
			g.Line(depth, "y[%s] = %s", subs[0], g.pick("zr", "zr2", "zr + cr"))
		}
	} else {
		g.reader(depth, "count", true)
	}
}

// zero is 0.0 of s's type: a Python float in loose functions, else
// float64 (s - s, positive zero).
func (g *sgen) zero(s string) string {
	if g.loose {
		return "0.0"
	}
	return s + " - " + s
}

// guardedLoop writes an if in the outer body that guards work in an inner
// loop (shape 4), with an else that runs another loop or a statement.
func (g *sgen) guardedLoop(depth int) {
	g.budget--
	g.Line(depth, "if %s:", g.cond())
	g.open(depth+1, g.rng())
	g.body(depth+2, 1+g.R.Intn(2))
	g.close()
	switch g.R.Intn(3) {
	case 0:
		g.Line(depth, "else:")
		g.open(depth+1, g.rng())
		g.body(depth+2, 1)
		g.close()
	case 1:
		g.Line(depth, "else:")
		g.privateTemp(depth + 1)
	}
}

// loopWithOuterIf writes an inner loop whose statements an if on an
// outer-level value guards (shape 4).
func (g *sgen) loopWithOuterIf(depth int) {
	g.budget--
	if g.R.Intn(2) == 0 {
		g.Line(depth, "%s = %s", g.use("t"), g.fexpr())
	}
	g.open(depth, g.rng())
	g.Line(depth+1, "if %s:", g.outerCond())
	g.body(depth+2, 1+g.R.Intn(2))
	if g.R.Intn(2) == 0 {
		g.Line(depth+1, "else:")
		g.arrayStmt(depth + 2)
	}
	if g.R.Intn(2) == 0 {
		g.arrayStmt(depth + 1)
	}
	g.close()
}

// siblings writes sibling inner loops that reuse one scalar name for
// unrelated temporaries, and a recurrence beside a parallel loop
// (shape 5): x[l] = x[l - 1] + t.
func (g *sgen) siblings(depth int) {
	g.budget -= 2
	s := g.use(g.pick("t", "u"))
	for c := 1 + g.R.Intn(2); c > 0; c-- {
		g.open(depth, g.rng())
		if c == 1 && g.R.Intn(3) == 0 {
			// The first read gets the last value of the sibling before.
			g.reader(depth+1, s, false)
		}
		g.Line(depth+1, "%s = %s", s, g.fexpr())
		g.reader(depth+1, s, false)
		if g.R.Intn(2) == 0 {
			g.item(depth + 1)
		}
		g.close()
	}
	if g.R.Intn(3) != 0 {
		arr := g.pick("x", "y", "q")
		back := arr != "q" || g.loose
		switch g.R.Intn(3) {
		case 0:
			g.open(depth, "range(1, n)")
			v := g.Vars[len(g.Vars)-1]
			g.Line(depth+1, "%s[%s] = %s[%s - 1] %s %s", arr, v, arr, v, g.pick("+", "-", "* 0.5 +"), g.pick(s, s+" * 0.5", g.fatom()))
		case 1:
			// Parallel over the enclosing loop, in order over this one.
			o := g.Vars[len(g.Vars)-1]
			g.open(depth, "range(1, n)")
			v := g.Vars[len(g.Vars)-1]
			arr = "m"
			g.Line(depth+1, "m[%s, %s] = m[%s, %s - 1] * 0.5 + %s", o, v, o, v, g.pick(s, g.fatom()))
		default:
			g.open(depth, "range(n - 2, -1, -1)")
			v := g.Vars[len(g.Vars)-1]
			g.Line(depth+1, "%s[%s] = %s[%s + 1] * 0.5 + %s", arr, v, arr, v, g.pick(s, g.fatom()))
		}
		if back && arr != "m" && g.R.Intn(2) == 0 {
			g.Line(depth+1, "%s = %s[%s]", s, arr, g.Vars[len(g.Vars)-1])
		}
		g.close()
	}
}

// genScalarScript writes a script: a jit function of one nest (sometimes
// two, with scalars flowing from the first to the second) that returns
// some of its scalars, a call with a random n, and checksums of the
// arrays.
func genScalarScript(r *rand.Rand) string {
	g := &sgen{Writer: pygen.Writer{R: r}, used: map[string]bool{}}
	fn := &sgen{Writer: pygen.Writer{R: r}, budget: 14 + r.Intn(10), used: g.used, loose: r.Intn(5) == 0}
	// The function's body is written first, so that its prologue can set
	// the scalars it uses.
	nests := 1
	if r.Intn(5) == 0 {
		nests = 2
	}
	for range nests {
		fn.open(1, fn.pick("range(n)", "range(n)", "range(1, n)", "range(n - 1, -1, -1)", fmt.Sprintf("range(%d)", 2+r.Intn(5))))
		fn.body(2, 2+r.Intn(3))
		for fn.budget > 6 && r.Intn(2) == 0 {
			fn.item(2)
		}
		fn.close()
	}
	var used []string
	for _, s := range append(append([]string{}, scalarFloats...), scalarInts...) {
		if g.used[s] {
			used = append(used, s)
		}
	}
	g.Line(0, "%s", strings.TrimSuffix(prelude+helperDefs, "\n"))
	g.Line(0, "@alpyna.jit")
	g.Line(0, "def f(x, y, m, k, g, q, n):")
	for _, s := range scalarFloats {
		if g.used[s] {
			v := map[bool]string{false: "0.0", true: "100.0"}[s == "lo"]
			if !fn.loose {
				v = "np.float64(" + v + ")"
			}
			g.Line(1, "%s = %s", s, v)
		}
	}
	for _, s := range scalarInts {
		if g.used[s] {
			v := map[bool]string{false: "0", true: "-100"}[s == "hi"]
			if !fn.loose && s != "count" && s != "ix" {
				v = "np.int64(" + v + ")"
			}
			g.Line(1, "%s = %s", s, v)
		}
	}
	// The nest, then some of the scalars as live-out values (shape 6).
	fnText := fn.String()
	var ret []string
	for _, s := range used {
		if r.Intn(3) != 0 {
			ret = append(ret, s)
		}
	}
	r.Shuffle(len(ret), func(i, j int) { ret[i], ret[j] = ret[j], ret[i] })
	var b strings.Builder
	b.WriteString(g.String())
	b.WriteString(fnText)
	fmt.Fprintf(&b, "    return %s,\n", strings.Join(append(ret, "n"), ", "))
	fmt.Fprintf(&b, "\n\nx = (np.arange(64) %% %d - 3) * 0.75\n", 5+2*r.Intn(3))
	fmt.Fprintf(&b, "y = (np.arange(64) %% 5 - 2) * 0.5 + 0.25\n")
	fmt.Fprintf(&b, "m = ((np.arange(64 * 64) %% %d - 5) * 0.25).reshape((64, 64))\n", 9+2*r.Intn(3))
	fmt.Fprintf(&b, "k = np.arange(64) %% %d - 4\n", 7+2*r.Intn(3))
	fmt.Fprintf(&b, "g = (np.arange(64 * 64) %% 13 - 6).reshape((64, 64))\n")
	fmt.Fprintf(&b, "q = ((np.arange(64) %% 13 - 6) / 8).astype(np.float32)\n")
	fmt.Fprintf(&b, "w1 = np.arange(64) %% 7 + 1\n")
	fmt.Fprintf(&b, "w2 = (np.arange(64 * 64) %% 5 + 1).reshape((64, 64))\n")
	fmt.Fprintf(&b, "try:\n")
	n := r.Intn(7)
	if r.Intn(5) == 0 {
		n = 7 + r.Intn(8) // several iterations to a box with 3 threads
	}
	fmt.Fprintf(&b, "    r = f(x, y, m, k, g, q, %d)\n", n)
	fmt.Fprintf(&b, "    print(r)\n")
	fmt.Fprintf(&b, "    print([type(v).__name__ for v in r])\n")
	fmt.Fprintf(&b, "except (IndexError, ZeroDivisionError, ValueError, OverflowError) as e:\n")
	fmt.Fprintf(&b, "    print(type(e).__name__, e)\n")
	fmt.Fprintf(&b, "print(x.sum(), y.sum(), m.sum(), k.sum(), g.sum(), q.sum())\n")
	fmt.Fprintf(&b, "print((x * w1).sum(), (y * w1).sum(), (m * w2).sum(), (k * w1).sum(), (g * w2).sum(), (q * w1).sum())\n")
	return b.String()
}

// boundNameRe finds the loop variables and scalars a body binds.
var boundNameRe = regexp.MustCompile(`(?m)for (\w+) in range|^\s*(\w+) [-+*/%]?=[^=]`)

// moduleVariant rewrites a program of genScalarScript so that the body of
// its jit function f is the module's own code, inside the try that called
// f (same indentation), with the parameters as globals; at the end it
// prints each loop variable and scalar the body binds. "" when
// src is not of that shape.
func moduleVariant(src string) string {
	const def = "@alpyna.jit\ndef f(x, y, m, k, g, q, n):\n"
	head, rest, ok := strings.Cut(src, def)
	if !ok {
		return ""
	}
	body, tail, ok := strings.Cut(rest, "    return ")
	if !ok {
		return ""
	}
	ret, tail, ok := strings.Cut(tail, "\n")
	if !ok {
		return ""
	}
	setup, call, ok := strings.Cut(tail, "try:\n    r = f(x, y, m, k, g, q, ")
	if !ok {
		return ""
	}
	n, after, ok := strings.Cut(call, ")\n")
	if !ok {
		return ""
	}
	var b strings.Builder
	b.WriteString(head)
	b.WriteString(setup)
	fmt.Fprintf(&b, "n = %s\ntry:\n%s    r = %s\n%s", n, body, ret, after)
	// The names the body binds, by reading each (not through globals(),
	// which would keep every loop variable's last value).
	// Half the programs read them (which a nest with a break refuses).
	seen := map[string]bool{}
	if len(body)%2 == 0 {
		return b.String()
	}
	for _, m := range boundNameRe.FindAllStringSubmatch(body, -1) {
		name := m[1] + m[2]
		if seen[name] {
			continue
		}
		seen[name] = true
		fmt.Fprintf(&b, "try:\n    print(%q, %s)\nexcept NameError:\n    print(%q, 'unbound')\n", name, name, name)
	}
	return b.String()
}
