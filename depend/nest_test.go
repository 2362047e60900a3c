package depend_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/depend"
	"github.com/alpyna/alpyna/frontend"
	"github.com/alpyna/alpyna/ifconv"
	"github.com/alpyna/alpyna/nest"
)

// analyzeSource runs the front half of the pipeline on a script with one
// jit function holding one nest.
func analyzeSource(t testing.TB, src string) *depend.NestStatic {
	t.Helper()
	mod, err := frontend.ParseSource("k.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(mod.Funcs) != 1 || len(mod.Funcs[0].Nests) != 1 {
		t.Fatalf("want one jit function with one nest, got %d functions", len(mod.Funcs))
	}
	n := mod.Funcs[0].Nests[0]
	if err := ifconv.Convert(n); err != nil {
		t.Fatal(err)
	}
	st, err := depend.AnalyzeNest(n)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// planLines formats each user statement's loops as "LINE: i j* k+" where
// * marks a sequential loop and + a reduction loop; plain names are parallel.
func planLines(p *depend.NestPlan) string {
	var lines []string
	for i, st := range p.Nest.Stmts {
		if st.Generated() {
			continue
		}
		sp := p.Stmts[i]
		parts := []string{fmt.Sprint(st.Pos.Line) + ":"}
		for k, l := range sp.Loops {
			name := p.Nest.Loops[l].Var
			switch {
			case sp.Reduction[k]:
				name += "+"
			case !sp.Parallel[k]:
				name += "*"
			}
			parts = append(parts, name)
		}
		lines = append(lines, strings.Join(parts, " "))
	}
	return strings.Join(lines, "\n")
}

func scalarRoles(n *nest.Nest) string {
	var parts []string
	for _, s := range n.Scalars {
		parts = append(parts, s.String())
	}
	return strings.Join(parts, ", ")
}

const listing2Source = `def f(a, b, im, jm, km, mm, p1, p2, p3):
    for i in range(im):
        for j in range(jm):
            for k in range(km):
                for m in range(mm):
                    a[i + p1, j, k, m] = a[i, j, k, m] + 4 + b[i]
                    a[i, j + p2, k, m] = a[i, j + p3, k, m] + 43
`

const header = "import math\nimport alpyna\n\n@alpyna.jit\n"

func TestNestPlans(t *testing.T) {
	for _, tc := range []struct {
		name     string
		src      string // the jit function, after header
		bindings map[string]int64
		static   string // StaticPlan
		resolved string // Resolve(bindings), when bindings != nil
		roles    string
	}{
		{name: "listing1 shift",
			src: `def shift(a, b, n, k):
    for i in range(n):
        a[i + k] = a[i] + b
`,
			static:   "7: i*",
			bindings: map[string]int64{"n": 1000, "k": 0},
			resolved: "7: i",
		},
		{name: "listing1 shift by 3",
			src: `def shift(a, b, n, k):
    for i in range(n):
        a[i + k] = a[i] + b
`,
			bindings: map[string]int64{"n": 1000, "k": 3},
			static:   "7: i*",
			resolved: "7: i*",
		},
		{name: "listing2 (1,1,-1)",
			src: `def f(a, b, im, jm, km, mm, p1, p2, p3):
    for i in range(im):
        for j in range(jm):
            for k in range(km):
                for m in range(mm):
                    a[i + p1, j, k, m] = a[i, j, k, m] + 4 + b[i]
                    a[i, j + p2, k, m] = a[i, j + p3, k, m] + 43
`,
			bindings: map[string]int64{"im": 10, "jm": 100, "km": 100, "mm": 100, "p1": 1, "p2": 1, "p3": -1},
			static:   "10: i* j* k m\n11: i* j* k m",
			// The paper's answer: S1 runs j, k, m in parallel. Python wraps
			// a[i, j - 1] at j = 0 to the last row, which the paper ignores;
			// that only adds a dependence S1 already has.
			resolved: "10: i* j k m\n11: i* j* k m",
		},
		{name: "listing2 (0,1,-2)",
			src:      listing2Source,
			bindings: map[string]int64{"im": 10, "jm": 100, "km": 100, "mm": 100, "p1": 0, "p2": 1, "p3": -2},
			static:   "10: i* j* k m\n11: i* j* k m",
			resolved: "10: i j* k m\n11: i j* k m",
		},
		{name: "listing2 (10,99,-1)",
			src:      listing2Source,
			bindings: map[string]int64{"im": 10, "jm": 100, "km": 100, "mm": 100, "p1": 10, "p2": 99, "p3": -1},
			static:   "10: i* j* k m\n11: i* j* k m",
			// The paper runs all four loops of both statements in parallel.
			// In Python a[i, j - 1] at j = 0 reads the last element of the
			// axis, which S1 writes in some iteration unless the axis is long
			// enough; without shapes the analysis keeps S1's j sequential
			// (docs/analysis.md).
			resolved: "10: i j k m\n11: i j* k m",
		},
		{name: "listing2 (10,99,-1) with the shape",
			src: listing2Source,
			bindings: map[string]int64{"im": 10, "jm": 100, "km": 100, "mm": 100, "p1": 10, "p2": 99, "p3": -1,
				"a.shape[0]": 20, "a.shape[1]": 200, "a.shape[2]": 100, "a.shape[3]": 100},
			static: "10: i* j* k m\n11: i* j* k m",
			// With an axis of 200 the wrapped a[i, -1] is a[i, 199], which
			// no iteration writes: exactly the paper's answer.
			resolved: "10: i j k m\n11: i j k m",
		},
		{name: "listing2 (10,99,-1) with a short axis",
			src: listing2Source,
			bindings: map[string]int64{"im": 10, "jm": 100, "km": 100, "mm": 100, "p1": 10, "p2": 99, "p3": -1,
				"a.shape[1]": 199},
			static: "10: i* j* k m\n11: i* j* k m",
			// a[i, -1] is a[i, 198], which S1 writes at j = 99.
			resolved: "10: i j k m\n11: i j* k m",
		},
		{name: "symbolic coefficient, inc = 1 (TSVC s171)",
			// a[i * inc] is any element ahead of time, a[i] once inc = 1.
			src: `def s171(a, b, n, inc):
    for i in range(n):
        a[i * inc] += b[i]
`,
			static:   "7: i*",
			bindings: map[string]int64{"n": 80, "inc": 1},
			resolved: "7: i",
		},
		{name: "symbolic coefficient, inc = 0",
			// Every iteration increments a[0].
			src: `def s171(a, b, n, inc):
    for i in range(n):
        a[i * inc] += b[i]
`,
			static:   "7: i*",
			bindings: map[string]int64{"n": 80, "inc": 0},
			resolved: "7: i*",
		},
		{name: "symbolic coefficient through a division, on a column",
			// (w // 2) * j + 1 is 3j + 1 for w = 7: the columns S0 writes
			// and S1 reads (3j) never meet, so both loops run in parallel;
			// for w = 2, S1 reads column j, which S0 wrote one j before.
			src: `def strided(x, n, w):
    for i in range(n):
        for j in range(n):
            x[i, (w // 2) * j + 1] = x[i, j * (w // 2)] * 0.5
`,
			static:   "8: i j*",
			bindings: map[string]int64{"n": 10, "w": 7},
			resolved: "8: i j",
		},
		{name: "symbolic coefficient through a division, overlapping",
			src: `def strided(x, n, w):
    for i in range(n):
        for j in range(n):
            x[i, (w // 2) * j + 1] = x[i, j * (w // 2)] * 0.5
`,
			static:   "8: i j*",
			bindings: map[string]int64{"n": 10, "w": 2},
			resolved: "8: i j*",
		},
		{name: "scalar renaming (TSVC s261)",
			// The two values of t are renamed apart (t, t·2): without the
			// anti dependence of S1's read on S2's write, the flow of c
			// from S3 to S1 closes no cycle, and distribution runs every
			// statement in parallel (S2 and S3 first).
			src: `def s261(a, b, c, d, n):
    for i in range(1, n):
        t = a[i] + b[i]
        a[i] = t + c[i - 1]
        t = c[i] * d[i]
        c[i] = t
`,
			static:   "7: i\n8: i*\n9: i\n10: i*",
			bindings: map[string]int64{"n": 80},
			resolved: "7: i\n8: i\n9: i\n10: i",
			roles:    "t (private), t·2 (private)",
		},
		{name: "sum reduction",
			src: `def total(x, n):
    s = 0.0
    for i in range(n):
        s += x[i]
    return s
`,
			static: "8: i+",
			roles:  "s (live-in, live-out; reduction +)",
		},
		{name: "gemm with a private accumulator",
			src: `def gemm(a, b, c, n):
    for i in range(n):
        for j in range(n):
            acc = 0.0
            for k in range(n):
                acc += a[i, k] * b[k, j]
            c[i, j] = acc
`,
			static: "8: i j\n10: i j k+\n11: i j",
			roles:  "acc (private; reduction +)",
		},
		{name: "max and predicated min",
			src: `def extremes(x, n):
    hi = x[0]
    lo = x[0]
    for i in range(n):
        hi = max(hi, x[i])
        if x[i] > 0:
            lo = min(x[i], lo)
    return hi, lo
`,
			static: "9: i+\n11: i+",
			roles:  "hi (live-in, live-out; reduction max), lo (live-in, live-out; reduction min)",
		},
		{name: "product reduction",
			src: `def prod(x, n):
    p = 1.0
    for i in range(n):
        p *= x[i]
    return p
`,
			static: "8: i+",
			roles:  "p (live-in, live-out; reduction *)",
		},
		{name: "true division is a * reduction",
			// s /= x[i] multiplies s by 1 / x[i]: chunks start from 1 and
			// are multiplied together, which reassociates as *= does.
			src: `def halve(x, n):
    s = 10.0
    for i in range(n):
        s /= x[i]
    return s
`,
			static: "8: i+",
			roles:  "s (live-in, live-out; reduction *)",
		},
		{name: "a chain of * and / holding s as a factor",
			src: `def ratio(x, y, n):
    s = 3.0
    for i in range(n):
        s = s * x[i] / y[i]
    return s
`,
			static: "8: i+",
			roles:  "s (live-in, live-out; reduction *)",
		},
		{name: "dividing by s is no reduction",
			src: `def recip(x, n):
    s = 3.0
    for i in range(n):
        s = x[i] / s
    return s
`,
			static: "8: i*",
			roles:  "s (live-in, live-out; recurrence)",
		},
		{name: "s divided twice is in the numerator",
			src: `def twice(x, y, n):
    s = 3.0
    for i in range(n):
        s = x[i] / (y[i] / s)
    return s
`,
			static: "8: i+",
			roles:  "s (live-in, live-out; reduction *)",
		},
		{name: "blocks of a nondecreasing function of i",
			// range(i * n // 4, (i + 1) * n // 4): the blocks of two
			// iterations of i do not overlap once n >= 0 is known
			// (blocks.go), so out[j] is written under one i only.
			src: `def fill(out, x, n):
    for i in range(4):
        for j in range(i * n // 4, (i + 1) * n // 4):
            out[j] = x[j] * 2.0
`,
			static:   "8: i* j",
			bindings: map[string]int64{"n": 10},
			resolved: "8: i j",
		},
		{name: "blocks of a length",
			src: `def fill(out, x):
    for i in range(4):
        for j in range(i * len(x) // 4, (i + 1) * len(x) // 4):
            out[j] = x[j] * 2.0
`,
			static:   "8: i* j",
			bindings: map[string]int64{"len(x)": 10},
			resolved: "8: i j",
		},
		{name: "blocks of a nonincreasing function are empty",
			src: `def fill(out, x, n):
    for i in range(4):
        for j in range(i * n // 4, (i + 1) * n // 4):
            out[j] = x[j] * 2.0
`,
			static:   "8: i* j",
			bindings: map[string]int64{"n": -10},
			resolved: "8: i j",
		},
		{name: "blocks with constants, clipped by min",
			src: `def fill(out, x, n):
    for i in range(n):
        for j in range(i * 3 // 2, min((i + 1) * 3 // 2, n)):
            out[j] = out[j] + x[i]
`,
			static:   "8: i j",
			bindings: map[string]int64{"n": 10},
			resolved: "8: i j",
		},
		{name: "blocks do not order neighbours",
			// out[j - 1] of one block is the last element of the block
			// before: i carries the flow.
			src: `def scan(out, n):
    for i in range(4):
        for j in range(i * n // 4 + 1, (i + 1) * n // 4 + 1):
            out[j] = out[j - 1] + 1.0
`,
			static:   "8: i* j*",
			bindings: map[string]int64{"n": 12},
			resolved: "8: i* j*",
		},
		{name: "ranges of a function that is not monotone may overlap",
			src: `def fill(out, n):
    for i in range(n):
        for j in range(i % 3 * 2, (i + 1) % 3 * 2):
            out[j] = 1.0
`,
			static:   "8: i* j",
			bindings: map[string]int64{"n": 10},
			resolved: "8: i* j",
		},
		{name: "alternating starts keep j's parity within an i only",
			// Row i reads row i - 1 one column right, which row i - 1,
			// starting on the other parity, wrote: i carries a flow.
			src: `def sweep(a, n):
    for i in range(1, n):
        for j in range(i % 2, n - 1, 2):
            a[i, j] = a[i - 1, j + 1] + 1.0
`,
			static:   "8: i* j*",
			bindings: map[string]int64{"n": 8},
			resolved: "8: i* j",
		},
		{name: "columns of one colour within a row",
			// j's start alternates, but within a row every column is
			// start + 2·t: a[i, j + 1] is the other colour, never written
			// in that row.
			src: `def sweep(a, n):
    for i in range(n):
        for j in range(i % 2, n - 1, 2):
            a[i, j] = a[i, j + 1] + 1.0
`,
			static:   "8: i j",
			bindings: map[string]int64{"n": 8},
			resolved: "8: i j",
		},
		{name: "red-black: a start of 1 or more does not wrap j - 1; rows of other colours",
			// 1 + (i + t) % 2 is at least 1, so a[i, j - 1] never reads
			// the last column: within a row every column is start + 2·t
			// and j - 1, j + 1 are the other colour (least.go). Every j is
			// 1 + i + t modulo 2, so rows i - 1 and i + 1 write the other
			// colour too, and i is parallel (residue.go).
			src: `def sweep(a, n, t):
    for i in range(1, n - 1):
        for j in range(1 + (i + t) % 2, n - 1, 2):
            a[i, j] = 0.25 * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])
`,
			static:   "8: i j",
			bindings: map[string]int64{"n": 8, "t": 1},
			resolved: "8: i j",
		},
		{name: "red-black sweeps: rows of one sweep apart, sweeps in order",
			// Within one it (Eq at it) the rows hold other colours; across
			// sweeps the colours swap and every dependence is carried by it.
			src: `def sweeps(a, n, k):
    for it in range(2 * k):
        for i in range(1, n - 1):
            for j in range(1 + (i + it) % 2, n - 1, 2):
                a[i, j] = 0.25 * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])
`,
			static:   "9: it* i* j*",
			bindings: map[string]int64{"n": 8, "k": 2},
			resolved: "9: it* i j",
		},
		{name: "red-black, reading the diagonal neighbour: same colour, i carries",
			src: `def sweep(a, n, t):
    for i in range(1, n - 1):
        for j in range(1 + (i + t) % 2, n - 1, 2):
            a[i, j] = a[i - 1, j - 1] + a[i, j + 1]
`,
			static:   "8: i* j*",
			bindings: map[string]int64{"n": 8, "t": 1},
			resolved: "8: i* j",
		},
		{name: "a start that may be 0 still wraps j - 1",
			src: `def sweep(a, n, t):
    for i in range(1, n - 1):
        for j in range((i + t) % 2, n - 1, 2):
            a[i, j] = a[i, j - 1] + a[i, j + 1]
`,
			static:   "8: i j*",
			bindings: map[string]int64{"n": 8, "t": 1},
			resolved: "8: i j*",
		},
		{name: "columns of one colour, rows apart",
			src: `def sweep(a, n):
    for i in range(1, n):
        for j in range(i % 2, n - 1, 2):
            a[j] = a[j + 1] + 1.0
`,
			static:   "8: i* j*",
			bindings: map[string]int64{"n": 8},
			resolved: "8: i* j",
		},
		{name: "subtraction is a + reduction",
			src: `def drain(a, s, n):
    for i in range(n):
        s -= a[i]
    return s
`,
			static: "7: i+",
			roles:  "s (live-in, live-out; reduction +)",
		},
		{name: "accumulator at the bottom of a chain (TSVC s352)",
			// dot + a*b + c*d is ((dot + a*b) + c*d): each iteration adds
			// the rest of the chain to dot, as dot += a*b + c*d would.
			src: `def dot5(a, b, n):
    dot = 0.0
    for i in range(0, n, 2):
        dot = dot + a[i] * b[i] + a[i + 1] * b[i + 1]
    return dot
`,
			static: "8: i+",
			roles:  "dot (live-in, live-out; reduction +)",
		},
		{name: "accumulator inside a chain, added or subtracted from",
			src: `def chains(a, b, n):
    s = 0.0
    p = 1.0
    for i in range(n):
        s = a[i] - b[i] + s - a[i] * 2.0
        p = a[i] * p * b[i]
    return s, p
`,
			static: "9: i+\n10: i+",
			roles:  "s (live-in, live-out; reduction +), p (live-in, live-out; reduction *)",
		},
		{name: "accumulator subtracted is a recurrence",
			// s = x - s and s = x - (s + y) negate s in every iteration:
			// reordering the iterations changes the sum's signs.
			src: `def alternate(a, n):
    s = 0.0
    t = 0.0
    for i in range(n):
        s = a[i] - s
        t = a[i] - (t + a[i])
    return s, t
`,
			static: "9: i*\n10: i*",
			roles:  "s (live-in, live-out; recurrence), t (live-in, live-out; recurrence)",
		},
		{name: "accumulator twice in a chain is a recurrence",
			src: `def twice(a, n):
    s = 1.0
    for i in range(n):
        s = s + a[i] + s
    return s
`,
			static: "8: i*",
			roles:  "s (live-in, live-out; recurrence)",
		},
		{name: "bitwise reductions",
			// & | ^ are associative and commutative on ints and bools:
			// h ^= e, m = m | e, a = e & a and chains of one of them
			// holding the accumulator once reduce like s += e.
			src: `def masks(x, n):
    h = 0
    m = 0
    a = -1
    c = 7
    for i in range(n):
        h ^= x[i]
        m = m | x[i] * 3
        a = x[i] & a
        c = x[i] ^ c ^ (x[i] << 2)
    return h, m, a, c
`,
			static: "11: i+\n12: i+\n13: i+\n14: i+",
			roles:  "h (live-in, live-out; reduction ^), m (live-in, live-out; reduction |), a (live-in, live-out; reduction &), c (live-in, live-out; reduction ^)",
		},
		{name: "bitwise accumulator mixed or shifted is a recurrence",
			// (m | x) & y and s << 1 | x are no updates by one operator,
			// and h updated by | and then by ^ mixes two operators.
			src: `def notmasks(x, n):
    m = 0
    s = 0
    h = 0
    for i in range(n):
        m = (m | x[i]) & 255
        s = s << 1 | x[i]
        h |= x[i]
        h ^= x[i]
    return m, s, h
`,
			static: "10: i*\n11: i*\n12: i*\n13: i*",
			roles:  "m (live-in, live-out; recurrence), s (live-in, live-out; recurrence), h (live-in, live-out; recurrence)",
		},
		{name: "mixed operators are a recurrence",
			src: `def affine_update(x, n):
    p = 1.0
    for i in range(n):
        p *= x[i]
        p -= 1.0
    return p
`,
			static: "8: i*\n9: i*",
			roles:  "p (live-in, live-out; recurrence)",
		},
		{name: "private temporary distributed, live-out",
			// t is private to i and S2 carries a recurrence on c:
			// distribution puts S0 and S1 in a parallel loop and S2 in a
			// sequential one, and t goes from one to the other through a
			// temporary array (rejoin.go: merging would run i in order
			// for all three). The last iteration's t is live after the
			// nest.
			src: `def dist(a, b, c, n):
    for i in range(1, n):
        t = a[i] * 2.0
        b[i] = t
        c[i] = c[i - 1] + t
    return t
`,
			static: "7: i\n8: i\n9: i*",
			roles:  "t (live-out; private)",
		},
		{name: "private temporary",
			src: `def scale(a, b, n):
    for i in range(n):
        t = a[i] * 2.0
        b[i] = t + 1.0
`,
			static: "7: i\n8: i",
			roles:  "t (private)",
		},
		{name: "prefix sum recurrence",
			src: `def prefix(a, out, n):
    acc = 0
    for i in range(n):
        acc += a[i]
        out[i] = acc
`,
			static: "8: i*\n9: i*",
			roles:  "acc (live-in; recurrence)",
		},
		{name: "indirect histogram",
			src: `def hist(idx, w, y, n):
    for e in range(n):
        y[idx[e]] += w[e]
`,
			static: "7: e*",
		},
		{name: "negative subscripts wrap",
			src: `def rev(a, n):
    for i in range(n):
        a[i] = a[-1 - i]
`,
			bindings: map[string]int64{"n": 8},
			static:   "7: i*",
			resolved: "7: i*",
		},
		{name: "no wrap from 1",
			src: `def smooth(a, b, n):
    for i in range(1, n):
        b[i] = a[i - 1] + a[i]
`,
			bindings: map[string]int64{"n": 8},
			static:   "7: i",
			resolved: "7: i",
		},
		{name: "non-affine bound",
			src: `def copy(a, b):
    for i in range(len(a)):
        b[i] = a[i]
`,
			bindings: map[string]int64{"len(a)": 10},
			static:   "7: i",
			resolved: "7: i",
		},
		{name: "run-time step",
			src: `def strided(a, n, s):
    for i in range(0, n, s):
        a[i] = a[i] * 2
`,
			bindings: map[string]int64{"n": 100, "s": 3},
			static:   "7: i*",
			resolved: "7: i",
		},
		{name: "if-converted",
			src: `def relu(x, y, n):
    for i in range(n):
        if x[i] > 0:
            y[i] = x[i]
        else:
            y[i] = 0.0
`,
			static: "8: i\n10: i",
		},
		{name: "break makes its loop sequential",
			src: `def first_negative(x, out, n, m):
    for i in range(n):
        for j in range(m):
            if x[i, j] < 0:
                out[i] = j
                break
`,
			static: "9: i j*",
		},
		{name: "triangular",
			// The writes are strictly below the diagonal, the reads
			// strictly above: the exact test proves it for every n.
			src: `def lower(a, n):
    for i in range(n):
        for j in range(i):
            a[i, j] = a[j, i]
`,
			static:   "8: i j",
			bindings: map[string]int64{"n": 50},
			resolved: "8: i j",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := analyzeSource(t, header+tc.src)
			p, err := st.StaticPlan()
			if err != nil {
				t.Fatal(err)
			}
			if got := planLines(p); got != tc.static {
				t.Errorf("static plan:\n%s\nwant:\n%s\n%s", got, tc.static, p.Plan)
			}
			if tc.roles != "" {
				if got := scalarRoles(st.Nest); got != tc.roles {
					t.Errorf("scalars: %s, want %s", got, tc.roles)
				}
			}
			if tc.bindings == nil {
				return
			}
			p, err = st.Resolve(tc.bindings)
			if err != nil {
				t.Fatal(err)
			}
			if got := planLines(p); got != tc.resolved {
				t.Errorf("resolved plan:\n%s\nwant:\n%s\n%s", got, tc.resolved, p.Plan)
			}
		})
	}
}

// TestLateUnresolved: a subscript with a symbolic coefficient waits for
// the symbol, and Resolve without it keeps the subscript as any element.
func TestLateUnresolved(t *testing.T) {
	st := analyzeSource(t, header+`def f(a, n, inc):
    for i in range(n):
        a[i * inc] = a[i * inc] + 1.0
`)
	if got, want := strings.Join(st.Unresolved(), " "), "inc n"; got != want {
		t.Errorf("Unresolved = %q, want %q", got, want)
	}
	p, err := st.Resolve(map[string]int64{"n": 8})
	if err != nil {
		t.Fatal(err)
	}
	if got := planLines(p); got != "7: i*" {
		t.Errorf("plan without inc: %s, want 7: i*", got)
	}
	p, err = st.Resolve(map[string]int64{"n": 8, "inc": -3, "a.shape[0]": 100})
	if err != nil {
		t.Fatal(err)
	}
	if got := planLines(p); got != "7: i" {
		t.Errorf("plan with inc = -3 and a's length: %s, want 7: i", got)
	}
}

func TestNestUnresolved(t *testing.T) {
	st := analyzeSource(t, header+`def f(a, n, k, s):
    for i in range(len(a)):
        for j in range(0, n, s):
            a[i, j + k] = a[i, j]
`)
	got := strings.Join(st.Unresolved(), " ")
	if want := "k len(a) n s"; got != want {
		t.Errorf("Unresolved = %q, want %q", got, want)
	}
	if _, err := st.Resolve(map[string]int64{"n": 4, "k": 1, "s": 1}); err == nil || !strings.Contains(err.Error(), "len(a)") {
		t.Errorf("Resolve without len(a): err = %v, want one naming len(a)", err)
	}
}

// BenchmarkResolveNest times the run-time stage. Listing 2 "cached"
// finishes the residues from the static cache; "wrapping" has a[i, j - 1]
// reading before the start of the axis, which re-analyses the nest with that
// subscript as any element. gemm and jacobi have symbolic sizes and offsets
// whose pairs wait for the values; black-scholes settles everything ahead of
// time, so Resolve returns the plan the static stage made; s171's a[i * inc]
// is affine only with inc's value, so Resolve analyses the nest afresh.
func BenchmarkResolveNest(b *testing.B) {
	l2 := analyzeSource(b, header+listing2Source)
	for _, bc := range []struct {
		name string
		st   *depend.NestStatic
		bind map[string]int64
	}{
		{"listing2-cached", l2, map[string]int64{"im": 10, "jm": 100, "km": 100, "mm": 100, "p1": 1, "p2": 1, "p3": 1}},
		{"listing2-wrapping", l2, map[string]int64{"im": 10, "jm": 100, "km": 100, "mm": 100, "p1": 1, "p2": 1, "p3": -1}},
		{"gemm", analyzeSource(b, header+gemmSource), map[string]int64{"n": 512, "m": 512, "p": 512}},
		{"jacobi", analyzeSource(b, header+jacobiSource), map[string]int64{"steps": 100, "n": 1024, "r": 1}},
		{"black-scholes", analyzeSource(b, blackScholes(b)), map[string]int64{"n": 1000}},
		// A late subscript: Resolve lowers and analyses the nest again.
		{"s171-coefficient", analyzeSource(b, header+`def s171(a, b, n, inc):
    for i in range(n):
        a[i * inc] += b[i]
`), map[string]int64{"n": 32000, "inc": 1}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := bc.st.Resolve(bc.bind); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// gemmSource is a matrix product with a private accumulator reduced over k.
const gemmSource = `def gemm(a, b, c, n, m, p):
    for i in range(n):
        for j in range(m):
            acc = 0.0
            for k in range(p):
                acc += a[i, k] * b[k, j]
            c[i, j] = acc
`

// jacobiSource is a 2-d Jacobi sweep under a time loop, its stencil radius
// a symbol.
const jacobiSource = `def jacobi(a, b, steps, n, r):
    for t in range(steps):
        for i in range(r, n - r):
            for j in range(r, n - r):
                b[i, j] = 0.2 * (a[i, j] + a[i - r, j] + a[i + r, j] + a[i, j - r] + a[i, j + r])
        for i in range(r, n - r):
            for j in range(r, n - r):
                a[i, j] = b[i, j]
`

func TestBenchmarkNestPlans(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		bind      map[string]int64
		want      string
	}{
		{"gemm", gemmSource, map[string]int64{"n": 8, "m": 8, "p": 8}, "8: i j\n10: i j k+\n11: i j"},
		// The time loop carries the sweep; each sweep is parallel.
		{"jacobi", jacobiSource, map[string]int64{"steps": 4, "n": 16, "r": 1}, "9: t* i j\n12: t* i j"},
	} {
		st := analyzeSource(t, header+tc.src)
		p, err := st.Resolve(tc.bind)
		if err != nil {
			t.Fatal(err)
		}
		if got := planLines(p); got != tc.want {
			t.Errorf("%s: plan\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}

// blackScholes is benchmarks/black_scholes.py, the paper's worst case for
// the static stage: one loop, many scalar temporaries and references.
func blackScholes(t testing.TB) string {
	src, err := os.ReadFile("../benchmarks/black_scholes.py")
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

func TestBlackScholesPlan(t *testing.T) {
	st := analyzeSource(t, blackScholes(t))
	p, err := st.StaticPlan()
	if err != nil {
		t.Fatal(err)
	}
	for i, sp := range p.Stmts {
		if len(sp.Parallel) != 1 || !sp.Parallel[0] {
			t.Errorf("S%d (%s): loops %v parallel %v, want i parallel", i, st.Nest.Stmts[i].Text, sp.Loops, sp.Parallel)
		}
	}
}

// BenchmarkAnalyzeNest times the static stage (classification, lowering and
// every subscript pair) of the black-scholes, gemm and jacobi nests.
func BenchmarkAnalyzeNest(b *testing.B) {
	for _, bc := range []struct{ name, src string }{
		{"black-scholes", blackScholes(b)},
		{"gemm", header + gemmSource},
		{"jacobi", header + jacobiSource},
	} {
		b.Run(bc.name, func(b *testing.B) {
			mod, err := frontend.ParseSource("k.py", []byte(bc.src))
			if err != nil {
				b.Fatal(err)
			}
			n := mod.Funcs[0].Nests[0]
			if err := ifconv.Convert(n); err != nil {
				b.Fatal(err)
			}
			st, err := depend.AnalyzeNest(n)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(len(st.Problem.Refs)), "refs")
			b.ReportAllocs()
			for b.Loop() {
				if _, err := depend.AnalyzeNest(n); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
