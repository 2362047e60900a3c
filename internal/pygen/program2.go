package pygen

import (
	"fmt"
	"strings"
)

// The second generation of shapes (docs/fuzzing.md, "Second generation"):
// spellings users write that the first templates did not produce — rows
// and planes taken from arrays, while loops without a counter, attributes
// a nest assigns, iterators over arrays, scalar math and NumPy calls on
// narrow types, views passed as arguments, arrays privatised per
// iteration, scatter through computed subscripts, and searches with ties.
const (
	RowFor         Shape = "row-for"         // for row in A: an inner loop over the row
	RowEnumerate   Shape = "row-enumerate"   // for i, row in enumerate(A)
	RowBound       Shape = "row-bound"       // r = A[i], then an inner loop over r
	RowWrite       Shape = "row-write"       // row[j] = ...: an array written through its row
	RowLen         Shape = "row-len"         // len(row), row.shape[0] as the inner bound
	RowRecurrence  Shape = "row-recurrence"  // pr = A[i - 1]; r = A[i]; r[j] += pr[j]: rows of one array
	RowCarried     Shape = "row-carried"     // last = r carried to the next row, and read after the loop
	SubBlock       Shape = "sub-block"       // the row function called again on A[1:, ::2]: strided rows
	Plane3D        Shape = "plane-3d"        // P = B[q] and for plane in B: planes of a 3-D array
	HelperRow      Shape = "helper-row"      // a plain helper called with a row, looping over it
	WhileNewton    Shape = "while-newton"    // while abs(g*g - v) > tol and it < 40, inside a for
	WhileCollatz   Shape = "while-collatz"   // while v != 1: an int loop without a counter bound
	WhileTrue      Shape = "while-true"      // while True: ... if cond: break
	WhileNested    Shape = "while-nested"    // a while inside a while that steps by 1 or 2
	WhileConverge  Shape = "while-converge"  // while diff > tol and sweeps < k: around a sweep of the array
	WhileUnbounded Shape = "while-unbounded" // while x[j] < thr: j += 1, which may run off the end and raise
	WhileContinue  Shape = "while-continue"  // continue inside a while
	WhileMandel    Shape = "while-mandel"    // mandelbrot spelled with while it < maxit and |z|² <= 4
	AttrSelf       Shape = "attr-self"       // self.count += 1, self.total += in a jit method's nest
	AttrRecord     Shape = "attr-record"     // st.best = max(st.best, a[i]) on an object passed in
	RevRange       Shape = "reversed-range"  // reversed(range(a, b, step))
	EnumerateArr   Shape = "enumerate"       // for i, v in enumerate(x)
	ZipArrays      Shape = "zip"             // for u, v in zip(x, y)
	NegStep        Shape = "negative-step"   // range(hi, lo, -s)
	IterSlice      Shape = "iter-slice"      // for v in x[1:], x[::2], x[::-1]
	ReversedArray  Shape = "reversed-array"  // for v in reversed(x): an ndarray reversed
	WindowBounds   Shape = "window-bounds"   // range(max(0, i - w), min(n, i + w + 1)): a moving window
	MathHypot      Shape = "math-hypot"      // math.hypot, math.dist
	NumpyScalar    Shape = "numpy-scalar"    // np.floor ceil trunc abs minimum maximum sqrt exp log sin cos
	ScalarCasts    Shape = "scalar-casts"    // np.float32(x), np.int64(x) in the nest
	MixedNarrow    Shape = "mixed-narrow"    // float32 and int32 arrays mixed with Python scalars
	ColumnView     Shape = "column-view"     // f(A[:, j]) and a row f(A[i])
	StepView       Shape = "step-view"       // f(b[::2]), f(b[::-1])
	TransposeView  Shape = "transpose-view"  // f(A.T), f(A[::2]), f(A[:, ::-1]) to a 2-D function
	TwoViews       Shape = "two-views"       // f(b[::2], b[1::2]): two views of one array
	SwapTemp       Shape = "swap-temp"       // tmp = u; u = v; v = tmp in the jit function's time loop
	PrivateArray   Shape = "private-array"   // tmp = np.zeros(m) allocated per iteration of the outer loop
	TriangleMirror Shape = "triangle-mirror" // A[i, j] = f(A[j, i]) for j < i: reads above, writes below
	ScatterFloat   Shape = "scatter-float"   // h[int(u[e] * nb)] += 1
	ScatterDiv     Shape = "scatter-div"     // acc[m[e] // 2] += w[e], h[(m[e] * 3 + 1) % nb] += 1
	ArgTies        Shape = "arg-ties"        // argmin/argmax over values with ties, by < or <=
	FirstLocation  Shape = "first-location"  // if x[k] < x[m]: m = k
	ReturnInNest   Shape = "return-in-nest"  // return of a tuple from the inner loop of a 2-D nest
)

// SecondShapes lists the second generation's shapes, in the order of
// their declarations; AllShapes contains them too.
var SecondShapes = []Shape{
	RowFor, RowEnumerate, RowBound, RowWrite, RowLen, RowRecurrence, RowCarried, SubBlock, Plane3D, HelperRow,
	WhileNewton, WhileCollatz, WhileTrue, WhileNested, WhileConverge, WhileUnbounded, WhileContinue, WhileMandel,
	AttrSelf, AttrRecord,
	RevRange, EnumerateArr, ZipArrays, NegStep, IterSlice, ReversedArray, WindowBounds,
	MathHypot, NumpyScalar, ScalarCasts, MixedNarrow,
	ColumnView, StepView, TransposeView, TwoViews,
	SwapTemp, PrivateArray, TriangleMirror,
	ScatterFloat, ScatterDiv,
	ArgTies, FirstLocation, ReturnInNest,
}

// AllShapes, declared with the first generation, lists these too, so that
// the tests that walk it cover both.
func init() { AllShapes = append(AllShapes, SecondShapes...) }

// secondKernels are the templates of the second generation, drawn by
// Program beside the first ones.
var secondKernels = []func(*prog, int){
	(*prog).rows, (*prog).whiles, (*prog).attrs, (*prog).iterators, (*prog).scalarMath,
	(*prog).views, (*prog).timeLoop, (*prog).scatter, (*prog).searches,
}

// size draws the trip count of a 1-D loop: mostly a few iterations, and
// with LargeLoop enough that the nest is split across threads in chunks
// (100 to 599: NumPy still prints every element, and the interpreter's
// run of the program stays short).
func (p *prog) size(lo, spread int) int {
	if p.want(LargeLoop, 4) {
		return 100 + p.r.Intn(500)
	}
	return lo + p.r.Intn(spread)
}

// size2 draws the shape of a matrix, large with LargeLoop as size does
// (16 to 27 rows and columns).
func (p *prog) size2(lo, spread int) (int, int) {
	if p.want(LargeLoop, 4) {
		return 16 + p.r.Intn(12), 16 + p.r.Intn(12)
	}
	return lo + p.r.Intn(spread), lo + p.r.Intn(spread)
}

// endDef closes a definition with the two blank lines PEP 8 puts after it.
func (p *prog) endDef() {
	p.defs.Line(0, "")
	p.defs.Line(0, "")
}

// rows writes loops over the rows of a matrix, spelled the ways users
// spell them — for row in A, enumerate(A), r = A[i] — with the row read,
// written and passed to a plain helper, and loops over the planes of a
// 3-D array.
func (p *prog) rows(k int) {
	d := &p.defs
	dtype := p.floatDtype()
	rowHelper := ""
	if p.want(HelperRow, 3) {
		rowHelper = fmt.Sprintf("rs%d", k)
		p.helpers.Line(0, "def %s(r):", rowHelper)
		switch p.r.Intn(3) {
		case 0:
			p.helpers.Line(1, "s = 0.0")
			p.helpers.Line(1, "for v in r:")
			p.helpers.Line(2, "s += v * v")
			p.helpers.Line(1, "return s")
		case 1:
			p.helpers.Line(1, "s = 0.0")
			p.helpers.Line(1, "for j in range(len(r)):")
			p.helpers.Line(2, "s += r[j] * %s", p.pick("0.5", "j", "r[0]"))
			p.helpers.Line(1, "return s")
		default:
			// One expression over the row's ends.
			p.helpers.Line(1, "return %s", p.pick("r[0] * 0.5 + r[-1]", "r[0] - r[len(r) - 1]", "max(r[0], r[-1])"))
		}
		p.helpers.Line(0, "")
		p.helpers.Line(0, "")
	}
	bound := func(row string) string {
		if p.want(RowLen, 2) {
			return p.pick("len("+row+")", row+".shape[0]")
		}
		return "m"
	}
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(A, out, c):", k)
	d.Line(1, "n, m = A.shape")
	d.Line(1, "total = 0.0")
	wrote := false
	if p.want(RowFor, 2) {
		wrote = true
		d.Line(1, "for row in A:")
		d.Line(2, "s = 0.0")
		if p.r.Intn(2) == 0 {
			d.Line(2, "for v in row:")
			d.Line(3, "s += %s", p.pick("v * c", "abs(v)", "v * v"))
		} else {
			d.Line(2, "for j in range(%s):", bound("row"))
			d.Line(3, "s += row[j] * %s", p.pick("c", "j", "row[0]"))
		}
		d.Line(2, "total += s")
	}
	if p.want(RowEnumerate, 2) {
		wrote = true
		d.Line(1, "for i, row in enumerate(A):")
		d.Line(2, "acc = 0.0")
		d.Line(2, "for j in range(%s):", bound("row"))
		d.Line(3, "acc = acc + row[j]")
		if p.want(RowWrite, 2) {
			d.Line(3, "row[j] = %s", p.pick("row[j] * 0.5 - c", "acc", "row[j] + i"))
		}
		d.Line(2, "out[i] = acc")
		if rowHelper != "" {
			d.Line(2, "out[i] += %s(row)", rowHelper)
		}
	}
	if p.want(RowBound, 2) || !wrote && p.allowed(RowBound) {
		d.Line(1, "for i in range(n):")
		d.Line(2, "r = A[i]")
		switch p.r.Intn(3) {
		case 0:
			d.Line(2, "mx = -1e30")
			d.Line(2, "for v in r:")
			d.Line(3, "mx = max(mx, v)")
			d.Line(2, "out[i] += mx")
		case 1:
			d.Line(2, "for j in range(1, %s):", bound("r"))
			if p.want(RowWrite, 2) {
				d.Line(3, "r[j] = r[j] + r[j - 1] * c")
			} else {
				d.Line(3, "out[i] += r[j] - r[j - 1]")
			}
		default:
			d.Line(2, "for j in range(%s):", bound("r"))
			d.Line(3, "if r[j] > c:")
			d.Line(4, "total += r[j]")
			if rowHelper != "" {
				d.Line(2, "total += %s(r)", rowHelper)
			}
		}
	}
	if p.want(RowRecurrence, 3) {
		// Two rows of one array: row i is made from row i - 1, so the
		// loop over rows carries a dependence through A that the names
		// r and pr hide.
		d.Line(1, "for i in range(1, n):")
		d.Line(2, "pr = A[i - 1]")
		d.Line(2, "r = A[i]")
		d.Line(2, "for j in range(%s):", bound("r"))
		d.Line(3, "r[j] = %s", p.pick("r[j] + pr[j] * c", "pr[j] * 0.5 - r[j]", "max(r[j], pr[j])"))
	}
	if p.want(RowCarried, 4) {
		// A row carried to the next iteration (last = r) and read after
		// the loop: the name outlives the nest.
		d.Line(1, "last = A[0]")
		d.Line(1, "for i in range(1, n):")
		d.Line(2, "r = A[i]")
		d.Line(2, "for j in range(%s):", bound("r"))
		d.Line(3, "r[j] = r[j] + last[j] * %s", p.pick("c", "0.5"))
		d.Line(2, "last = r")
		d.Line(1, "total += last[0]")
		d.Line(1, "last[m - 1] = total")
	}
	d.Line(1, "return total")
	p.endDef()
	nn, mm := fmt.Sprintf("n%d", k), fmt.Sprintf("m%d", k)
	n, m := p.size2(2, 9)
	p.driver.Line(0, "%s = %d", nn, n)
	p.driver.Line(0, "%s = %d", mm, m)
	p.fill2(fmt.Sprintf("A%d", k), dtype, nn, mm)
	p.driver.Line(0, "out%d = np.zeros(%s, dtype=%s)", k, nn, dtype)
	p.driver.Line(0, "r = f%d(A%d, out%d, %s)", k, k, k, p.quarter())
	p.printScalar("r", 'f')
	p.driver.Line(0, "print(A%d)", k)
	p.driver.Line(0, "print(out%d)", k)
	if p.want(SubBlock, 3) {
		// Again on a block of the matrix: its rows are strided views
		// that do not start at the array's first element.
		p.driver.Line(0, "r = f%d(A%d[1:, %s], out%d[1:], %s)", k, k, p.pick(":-1", "1:", "::2", "::-1"), k, p.quarter())
		p.printScalar("r", 'f')
		p.driver.Line(0, "print(A%d)", k)
		p.driver.Line(0, "print(out%d)", k)
	}
	p.driver.Line(0, "")
	if p.want(Plane3D, 2) {
		p.planes(k)
	}
}

// planes writes a loop over the planes of a 3-D array, as a bound plane
// (P = B[q]), each plane made from the one before, or by iterating over
// the array and its planes.
func (p *prog) planes(k int) {
	d := &p.defs
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def p%d(B, c):", k)
	d.Line(1, "tot = 0.0")
	if p.r.Intn(2) == 0 {
		d.Line(1, "for q in range(B.shape[0]):")
		d.Line(2, "P = B[q]")
		d.Line(2, "for i in range(P.shape[0]):")
		d.Line(3, "for j in range(P.shape[1]):")
		d.Line(4, "P[i, j] = P[i, j] * c + q")
		d.Line(4, "tot += P[i, j]")
	} else if p.r.Intn(3) == 0 {
		// Each plane made from the one before it.
		d.Line(1, "for q in range(1, B.shape[0]):")
		d.Line(2, "P = B[q]")
		d.Line(2, "Q = B[q - 1]")
		d.Line(2, "for i in range(P.shape[0]):")
		d.Line(3, "for j in range(P.shape[1]):")
		d.Line(4, "P[i, j] += Q[i, j] * c")
		d.Line(4, "tot += P[i, j]")
	} else {
		d.Line(1, "for plane in B:")
		d.Line(2, "for row in plane:")
		d.Line(3, "for j in range(len(row)):")
		d.Line(4, "tot += row[j] * %s", p.pick("c", "row[0]", "j"))
	}
	d.Line(1, "return tot")
	p.endDef()
	a, b, c := 1+p.r.Intn(4), 1+p.r.Intn(5), 1+p.r.Intn(6)
	p.driver.Line(0, "B%d = ((np.arange(%d) %% %d - %d) * 0.25).astype(%s).reshape((%d, %d, %d))",
		k, a*b*c, 5+p.r.Intn(5), p.r.Intn(4), p.floatDtype(), a, b, c)
	p.driver.Line(0, "print('%%.10g' %% round(float(p%d(B%d, %s)), 6))", k, k, p.pick("0.5", "1.0", "-0.25"))
	p.driver.Line(0, "print(B%d)", k)
	p.driver.Line(0, "")
}

// whiles writes while loops as iterative methods write them: inside a
// for, Newton to a tolerance with an iteration guard, an integer loop
// that ends by its arithmetic (Collatz), while True left by break,
// continue, a search bounded only by the data; around a sweep, an
// iteration to a tolerance; nested whiles; and mandelbrot spelled with
// while.
func (p *prog) whiles(k int) {
	d := &p.defs
	nn := fmt.Sprintf("n%d", k)
	if p.want(WhileMandel, 4) {
		d.Line(0, "@alpyna.jit")
		d.Line(0, "def f%d(img, maxit):", k)
		d.Line(1, "n, m = img.shape")
		d.Line(1, "for i in range(n):")
		d.Line(2, "for j in range(m):")
		d.Line(3, "cr = -2.0 + j * (3.0 / m)")
		d.Line(3, "ci = -1.0 + i * (2.0 / n)")
		d.Line(3, "zr = 0.0")
		d.Line(3, "zi = 0.0")
		d.Line(3, "it = 0")
		d.Line(3, "while it < maxit and zr * zr + zi * zi <= 4.0:")
		if p.r.Intn(3) == 0 {
			d.Line(4, "zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci")
		} else {
			d.Line(4, "t = zr * zr - zi * zi + cr")
			d.Line(4, "zi = 2.0 * zr * zi + ci")
			d.Line(4, "zr = t")
		}
		d.Line(4, "it += 1")
		d.Line(3, "img[i, j] = it")
		p.endDef()
		n, m := p.size2(2, 10)
		p.driver.Line(0, "img%d = np.zeros((%d, %d), dtype=%s)", k, n, m, p.intDtype())
		p.driver.Line(0, "f%d(img%d, %d)", k, k, 5+p.r.Intn(40))
		p.driver.Line(0, "print(img%d)", k)
		p.driver.Line(0, "")
		return
	}
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(x, iv, out, its, thr):", k)
	d.Line(1, "n = len(x)")
	wrote := false
	if p.want(WhileNewton, 3) {
		wrote = true
		d.Line(1, "for i in range(n):")
		d.Line(2, "v = abs(x[i]) + %s", p.pick("1.0", "2.0", "0.5"))
		d.Line(2, "g = v")
		d.Line(2, "it = 0")
		d.Line(2, "while abs(g * g - v) > %s and it < %d:", p.pick("1e-9", "1e-6", "thr"), 5+p.r.Intn(40))
		d.Line(3, "g = 0.5 * (g + v / g)")
		d.Line(3, "it += 1")
		d.Line(2, "out[i] = g")
		d.Line(2, "its[i] = it")
	}
	if p.want(WhileCollatz, 3) {
		wrote = true
		d.Line(1, "for i in range(n):")
		d.Line(2, "v = abs(iv[i]) + 1")
		d.Line(2, "steps = 0")
		d.Line(2, "while v != 1:")
		d.Line(3, "if v %% 2 == 0:")
		d.Line(4, "v = v // 2")
		d.Line(3, "else:")
		d.Line(4, "v = 3 * v + 1")
		d.Line(3, "steps += 1")
		d.Line(2, "its[i] %s steps", p.pick("=", "+="))
	}
	if p.want(WhileTrue, 3) {
		wrote = true
		d.Line(1, "for i in range(n):")
		d.Line(2, "t = x[i]")
		d.Line(2, "j = 0")
		d.Line(2, "while True:")
		d.Line(3, "t = t * %s + %s", p.pick("0.5", "-0.5", "0.75"), p.quarter())
		d.Line(3, "j += 1")
		d.Line(3, "if abs(t) < thr or j >= %d:", 3+p.r.Intn(20))
		d.Line(4, "break")
		d.Line(2, "out[i] += t")
		d.Line(2, "its[i] += j")
	}
	if p.want(WhileContinue, 3) {
		wrote = true
		d.Line(1, "for i in range(n):")
		d.Line(2, "j = 0")
		d.Line(2, "s = 0.0")
		d.Line(2, "while j < %d:", 2+p.r.Intn(6))
		d.Line(3, "j += 1")
		d.Line(3, "if (i + j) %% %d == 0:", 2+p.r.Intn(3))
		d.Line(4, "continue")
		d.Line(3, "s += x[(i + j) %% n]")
		d.Line(2, "out[i] = s")
	}
	unbounded := p.want(WhileUnbounded, 4)
	if unbounded {
		// A search bounded only by the data, as users write it when
		// they know a sentinel is there; when it is not, x[j] raises.
		wrote = true
		d.Line(1, "for i in range(n):")
		d.Line(2, "j = i")
		d.Line(2, "while x[j] %s thr:", p.pick("<", "<=", ">"))
		d.Line(3, "j += 1")
		d.Line(2, "its[i] = j - i")
	}
	if p.want(WhileConverge, 4) {
		// An iteration to a tolerance around a sweep: Gauss-Seidel in
		// place (a recurrence), or Jacobi into out and copied back.
		wrote = true
		d.Line(1, "sweeps = 0")
		d.Line(1, "diff = thr + 1.0")
		d.Line(1, "while diff > thr and sweeps < %d:", 2+p.r.Intn(30))
		d.Line(2, "diff = 0.0")
		d.Line(2, "for i in range(1, n - 1):")
		if p.r.Intn(2) == 0 {
			d.Line(3, "new = 0.5 * (x[i - 1] + x[i + 1])")
			d.Line(3, "diff = max(diff, abs(new - x[i]))")
			d.Line(3, "x[i] = new")
		} else {
			d.Line(3, "out[i] = 0.5 * (x[i - 1] + x[i + 1])")
			d.Line(3, "diff = max(diff, abs(out[i] - x[i]))")
			d.Line(2, "for i in range(1, n - 1):")
			d.Line(3, "x[i] = out[i]")
		}
		d.Line(2, "sweeps += 1")
		d.Line(1, "its[0] = sweeps")
	}
	if p.want(WhileNested, 3) || !wrote && p.allowed(WhileNested) {
		wrote = true
		d.Line(1, "i = 0")
		d.Line(1, "while i < n:")
		d.Line(2, "j = i")
		d.Line(2, "s = 0.0")
		d.Line(2, "while j < n and s < thr:")
		d.Line(3, "s += abs(x[j])")
		d.Line(3, "j += 1")
		d.Line(2, "out[i] = s")
		d.Line(2, "its[i] = j - i")
		d.Line(2, "i += %s", p.pick("1", "2"))
	}
	if !wrote {
		d.Line(1, "for i in range(n):")
		d.Line(2, "out[i] = x[i] * thr")
	}
	d.Line(1, "return its.sum()")
	p.endDef()
	p.driver.Line(0, "%s = %d", nn, p.size(3, 12))
	p.fill(fmt.Sprintf("x%d", k), arr{"x", 'f', "np.float64"}, nn)
	p.fill(fmt.Sprintf("iv%d", k), arr{"iv", 'i', p.intDtype()}, nn)
	p.driver.Line(0, "out%d = np.zeros(%s)", k, nn)
	p.driver.Line(0, "its%d = np.zeros(%s, dtype=%s)", k, nn, p.intDtype())
	call := fmt.Sprintf("f%d(x%d, iv%d, out%d, its%d, %s)", k, k, k, k, k, p.pick("0.5", "1.0", "2.0", "0.1"))
	if unbounded {
		// The search may run off the end: CPython raises IndexError
		// after the iterations before it wrote what they wrote.
		p.driver.Line(0, "try:")
		p.driver.Line(1, "print(int(%s))", call)
		p.driver.Line(0, "except IndexError as e:")
		p.driver.Line(1, "print(type(e).__name__, e)")
	} else {
		p.driver.Line(0, "r = %s", call)
		p.printScalar("r", 'i')
	}
	p.driver.Line(0, "print(out%d)", k)
	p.driver.Line(0, "print(its%d)", k)
	p.driver.Line(0, "print(x%d)", k)
	p.driver.Line(0, "")
}

// attrs writes attributes a nest assigns: a counter, a total and a
// maximum kept on self by a jit method, and on a record object passed to
// a jit function, printed with their types afterwards.
func (p *prog) attrs(k int) {
	d := &p.defs
	nn := fmt.Sprintf("n%d", k)
	p.driver.Line(0, "%s = %d", nn, p.size(4, 16))
	dtype := p.floatDtype()
	p.fill(fmt.Sprintf("a%d", k), arr{"a", 'f', dtype}, nn)
	if p.want(AttrSelf, 2) {
		d.Line(0, "class Acc%d:", k)
		d.Line(1, "def __init__(self, x):")
		d.Line(2, "self.x = x")
		d.Line(2, "self.count = 0")
		d.Line(2, "self.total = 0.0")
		d.Line(2, "self.best = -1e30")
		d.Line(0, "")
		d.Line(1, "@alpyna.jit")
		d.Line(1, "def scan(self, thr):")
		d.Line(2, "for i in range(%s):", p.pick("self.x.shape[0]", "len(self.x)"))
		d.Line(3, "if self.x[i] > thr:")
		d.Line(4, "self.count += 1")
		if p.r.Intn(2) == 0 {
			d.Line(3, "self.total += self.x[i]")
		} else {
			d.Line(3, "self.total = self.total + self.x[i] * thr")
		}
		d.Line(3, "self.best = max(self.best, self.x[i])")
		d.Line(2, "return self.count")
		d.Line(0, "")
		d.Line(0, "")
		p.driver.Line(0, "acc%d = Acc%d(a%d)", k, k, k)
		for range 1 + p.r.Intn(2) {
			p.driver.Line(0, "print(acc%d.scan(%s), acc%d.count)", k, p.quarter(), k)
		}
		p.driver.Line(0, "print('%%.10g' %% round(float(acc%d.total), 6), '%%.10g' %% round(float(acc%d.best), 6), type(acc%d.total).__name__, type(acc%d.best).__name__)", k, k, k, k)
		p.driver.Line(0, "")
		return
	}
	if !p.allowed(AttrRecord) {
		p.scan(k)
		return
	}
	d.Line(0, "class Rec%d:", k)
	d.Line(1, "pass")
	d.Line(0, "")
	d.Line(0, "")
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(st, a, n):", k)
	d.Line(1, "for i in range(n):")
	d.Line(2, "st.best = max(st.best, a[i])")
	d.Line(2, "st.sum = st.sum + a[i] * %s", p.pick("0.5", "2.0", "1.0"))
	d.Line(2, "if a[i] < %s:", p.quarter())
	d.Line(3, "st.low += 1")
	if p.r.Intn(2) == 0 {
		d.Line(3, "st.last = i")
	}
	found := p.r.Intn(2) == 0
	if found {
		// An attribute the object does not have until the nest finds
		// something, and may never have.
		d.Line(2, "if a[i] > %s:", p.pick("1.0", "1.75", "100.0"))
		d.Line(3, "st.found = i")
		if p.r.Intn(2) == 0 {
			d.Line(3, "break")
		}
	}
	d.Line(1, "return st.low")
	p.endDef()
	p.driver.Line(0, "st%d = Rec%d()", k, k)
	p.driver.Line(0, "st%d.best = %s", k, p.pick("-1e30", "0.0", "-1"))
	p.driver.Line(0, "st%d.sum = %s", k, p.pick("0.0", "0"))
	p.driver.Line(0, "st%d.low = 0", k)
	p.driver.Line(0, "st%d.last = -1", k)
	p.driver.Line(0, "print(f%d(st%d, a%d, %s))", k, k, k, nn)
	p.driver.Line(0, "print('%%.10g' %% round(float(st%d.best), 6), '%%.10g' %% round(float(st%d.sum), 6), st%d.low, st%d.last)", k, k, k, k)
	p.driver.Line(0, "print(type(st%d.best).__name__, type(st%d.sum).__name__, type(st%d.low).__name__)", k, k, k)
	if found {
		p.driver.Line(0, "print(hasattr(st%d, \"found\"), getattr(st%d, \"found\", None))", k, k)
	}
	p.driver.Line(0, "")
}

// iterators writes loops over iterators users write: reversed ranges
// with steps, enumerate and zip over arrays, a moving window clipped by
// min and max, slices of an array, and ranges with negative steps.
func (p *prog) iterators(k int) {
	d := &p.defs
	dtype := p.floatDtype()
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(x, y, out, n):", k)
	d.Line(1, "s = 0.0")
	wrote := false
	if p.want(RevRange, 2) {
		wrote = true
		lo, step := p.r.Intn(3), 1+p.r.Intn(3)
		rng := fmt.Sprintf("range(%d, n, %d)", lo, step)
		if step == 1 && p.r.Intn(2) == 0 {
			rng = fmt.Sprintf("range(%d, n)", lo)
		}
		d.Line(1, "for i in reversed(%s):", rng)
		d.Line(2, "out[i] = x[i] + s")
		d.Line(2, "s += %s", p.pick("y[i]", "y[i] * 0.5", "x[i] - y[i]"))
	}
	if p.want(EnumerateArr, 2) {
		wrote = true
		switch p.r.Intn(3) {
		case 0:
			d.Line(1, "for i, v in enumerate(x):")
			d.Line(2, "out[i] += v * %s", p.pick("0.5", "i", "y[i]"))
		case 1:
			if p.r.Intn(2) == 0 {
				d.Line(1, "for i, v in enumerate(x, 1):")
				d.Line(2, "out[i - 1] = v * i")
			} else {
				d.Line(1, "for i, v in enumerate(x, start=2):")
				d.Line(2, "out[i - 2] += v * i")
			}
		default:
			d.Line(1, "for i, v in enumerate(y):")
			d.Line(2, "if v > 0.0:")
			d.Line(3, "s += v * i")
		}
	}
	if p.want(ZipArrays, 2) {
		wrote = true
		switch p.r.Intn(4) {
		case 0:
			d.Line(1, "for i, (u, v) in enumerate(zip(x, y)):")
			d.Line(2, "out[i] = u * v - out[i]")
		case 1:
			d.Line(1, "for u, v, w in zip(x, y, out):")
			d.Line(2, "s += u * v - w")
		default:
			d.Line(1, "for u, v in zip(x, y):")
			d.Line(2, "s += %s", p.pick("u * v", "max(u, v)", "abs(u - v)"))
		}
	}
	if p.want(WindowBounds, 3) {
		// A moving window, clipped at the ends by min and max.
		wrote = true
		w := 1 + p.r.Intn(3)
		d.Line(1, "for i in range(n):")
		d.Line(2, "acc = 0.0")
		d.Line(2, "for j in range(max(0, i - %d), min(n, i + %d)):", w, w+1)
		d.Line(3, "acc += x[j]")
		d.Line(2, "out[i] = acc * 0.5")
	}
	if p.want(IterSlice, 3) {
		wrote = true
		it := p.pick("x[1:]", "x[::2]", "x[::-1]", "y[:n - 1]")
		if p.want(ReversedArray, 3) {
			it = "reversed(x)"
		}
		d.Line(1, "for v in %s:", it)
		d.Line(2, "s = s * %s + v", p.pick("0.5", "-1.0", "1.0"))
	}
	if p.want(NegStep, 2) || !wrote && p.allowed(NegStep) {
		wrote = true
		step := 1 + p.r.Intn(3)
		d.Line(1, "for i in range(n - 1, %s, -%d):", p.pick("-1", "0", "1"), step)
		if p.r.Intn(2) == 0 {
			d.Line(2, "out[i] = out[i] + x[i] * %s", p.quarter())
		} else {
			d.Line(2, "s = s * 0.5 + y[i]")
		}
	}
	if !wrote {
		d.Line(1, "for i in range(n):")
		d.Line(2, "s += x[i] * y[i]")
	}
	d.Line(1, "return s")
	p.endDef()
	nn := fmt.Sprintf("n%d", k)
	p.driver.Line(0, "%s = %d", nn, p.size(3, 14))
	p.fill(fmt.Sprintf("x%d", k), arr{"x", 'f', dtype}, nn)
	// zip stops at the shorter array: y may be longer or shorter.
	p.fill(fmt.Sprintf("y%d", k), arr{"y", 'f', dtype}, nn+p.pick("", "", " + 2"))
	p.driver.Line(0, "out%d = np.zeros(%s, dtype=%s)", k, nn, dtype)
	p.driver.Line(0, "r = f%d(x%d, y%d, out%d, %s)", k, k, k, k, nn)
	p.printScalar("r", 'f')
	p.driver.Line(0, "print(out%d)", k)
	p.driver.Line(0, "")
}

// scalarMath writes a nest of scalar math: math.hypot and math.dist,
// NumPy's functions on scalars, np.float32() and np.int64() casts, and
// float32 and int32 arrays mixed with Python scalars.
func (p *prog) scalarMath(k int) {
	d := &p.defs
	narrow := p.want(MixedNarrow, 2)
	fd, id := "np.float64", "np.int64"
	if narrow {
		fd, id = "np.float32", "np.int32"
	}
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(x, y, iv, out, iout, n, c):", k)
	d.Line(1, "s = %s", p.pick("0.0", "0"))
	d.Line(1, "for i in range(n):")
	var terms []string
	if p.want(MathHypot, 2) {
		terms = append(terms, p.pick("math.hypot(x[i], y[i])", "math.hypot(x[i] - c, 2.0)", "math.dist((x[i], y[i]), (c, 0.5))"))
	}
	if p.want(NumpyScalar, 1) {
		for range 1 + p.r.Intn(3) {
			a := p.pick("x[i]", "y[i]", "x[i] * c")
			switch p.r.Intn(7) {
			case 0:
				terms = append(terms, "np."+p.pick("floor", "ceil", "trunc", "abs")+"("+a+")")
			case 1:
				terms = append(terms, "np."+p.pick("minimum", "maximum")+"("+a+", "+p.pick("y[i]", "c", "0.5")+")")
			case 2:
				terms = append(terms, "np.sqrt(abs("+a+"))")
			case 3:
				terms = append(terms, "np.exp(-abs("+a+"))")
			case 4:
				terms = append(terms, "np.log(1.0 + abs("+a+"))")
			case 5:
				terms = append(terms, "np."+p.pick("sin", "cos")+"("+a+")")
			default:
				terms = append(terms, "np.trunc("+a+" * 1.5) + np.floor(-"+a+")")
			}
		}
	}
	if p.want(ScalarCasts, 2) {
		terms = append(terms, p.pick("np.float32(x[i] * 0.5)", "np.int64(x[i] * 3.0)", "np.float32(iv[i]) * c", "np.int64(iv[i]) // 3"))
	}
	if len(terms) == 0 {
		terms = append(terms, "x[i] * c + iv[i]")
	}
	d.Line(2, "t = %s", strings.Join(terms, " + "))
	d.Line(2, "out[i] = t")
	if narrow {
		d.Line(2, "iout[i] = iv[i] * %s + %s", p.pick("3", "-2", "c"), p.pick("1", "i", "iv[i] // 2"))
		d.Line(2, "s += %s", p.pick("x[i] * 0.5", "iv[i]", "x[i] + iv[i]", "t"))
	} else {
		d.Line(2, "iout[i] = %s", p.pick("int(np.floor(x[i] * 2.0))", "np.int64(np.ceil(y[i]))", "math.floor(x[i] * 1.5) % 4"))
		d.Line(2, "s += t")
	}
	d.Line(1, "return s")
	p.endDef()
	nn := fmt.Sprintf("n%d", k)
	p.driver.Line(0, "%s = %d", nn, p.size(3, 14))
	p.fill(fmt.Sprintf("x%d", k), arr{"x", 'f', fd}, nn)
	p.fill(fmt.Sprintf("y%d", k), arr{"y", 'f', fd}, nn)
	p.fill(fmt.Sprintf("iv%d", k), arr{"iv", 'i', id}, nn)
	p.driver.Line(0, "out%d = np.zeros(%s, dtype=%s)", k, nn, fd)
	iout := id
	if narrow && p.r.Intn(2) == 0 {
		iout = fd // an int expression stored into a float32 array
	}
	p.driver.Line(0, "iout%d = np.zeros(%s, dtype=%s)", k, nn, iout)
	c := p.pick("0.5", "1.25", "-0.75", "2")
	p.driver.Line(0, "r = f%d(x%d, y%d, iv%d, out%d, iout%d, %s, %s)", k, k, k, k, k, k, nn, c)
	p.printScalar("r", 'f')
	p.driver.Line(0, "print(type(r).__name__)")
	p.driver.Line(0, "print(out%d)", k)
	p.driver.Line(0, "print(iout%d)", k)
	p.driver.Line(0, "")
}

// views writes jit functions called with views: a column and a row of a
// matrix, stepped and reversed slices, a transpose, and two interleaved
// views of one array, one read and one written.
func (p *prog) views(k int) {
	d := &p.defs
	dtype := p.floatDtype()
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(a, b, c):", k)
	d.Line(1, "s = 0.0")
	d.Line(1, "for i in range(%s):", p.pick("len(a)", "a.shape[0]", "min(len(a), len(b))"))
	d.Line(2, "b[i] = %s", p.pick("a[i] * c + b[i]", "a[i] - c", "b[i] * 0.5 + a[i]"))
	d.Line(2, "s += a[i]")
	d.Line(1, "return s")
	p.endDef()
	nn, mm := fmt.Sprintf("n%d", k), fmt.Sprintf("m%d", k)
	n, m := p.size2(2, 8)
	p.driver.Line(0, "%s = %d", nn, n)
	p.driver.Line(0, "%s = %d", mm, m)
	A, b := fmt.Sprintf("A%d", k), fmt.Sprintf("b%d", k)
	p.fill2(A, dtype, nn, mm)
	p.fill(b, arr{"b", 'f', dtype}, "2 * "+nn)
	p.driver.Line(0, "o%d = np.zeros(%s, dtype=%s)", k, nn, dtype)
	var calls []string
	if p.want(ColumnView, 2) {
		j := p.r.Intn(m)
		calls = append(calls,
			fmt.Sprintf("f%d(%s[:, %d], o%d, %s)", k, A, j, k, p.quarter()),
			fmt.Sprintf("f%d(o%d, %s[:, %d], %s)", k, k, A, m-1-j, p.quarter()),
			fmt.Sprintf("f%d(%s[%d], %s[%d], %s)", k, A, p.r.Intn(n), A, p.r.Intn(n), p.quarter()),
			fmt.Sprintf("f%d(%s[:, %d], %s[:, %d], %s)", k, A, p.r.Intn(m), A, p.r.Intn(m), p.quarter()))
	}
	if p.want(StepView, 2) {
		calls = append(calls,
			fmt.Sprintf("f%d(%s[::2], o%d, %s)", k, b, k, p.quarter()),
			fmt.Sprintf("f%d(o%d, %s[%s], %s)", k, k, b, p.pick("::-1", "1::2", "::-2"), p.quarter()))
	}
	if p.want(TwoViews, 2) {
		calls = append(calls, fmt.Sprintf("f%d(%s[%s], %s[%s], %s)", k, b, p.pick("::2", "1::2"), b, p.pick("1::2", "::2", "::-2"), p.quarter()))
	}
	if p.want(TransposeView, 2) || len(calls) == 0 && p.allowed(TransposeView) {
		d.Line(0, "@alpyna.jit")
		d.Line(0, "def t%d(M, c):", k)
		d.Line(1, "n, m = M.shape")
		d.Line(1, "tot = 0.0")
		if p.r.Intn(3) == 0 {
			// The rows of a transpose are strided columns.
			d.Line(1, "for i, row in enumerate(M):")
			d.Line(2, "for j in range(len(row)):")
			d.Line(3, "row[j] = row[j] * c + i")
			d.Line(3, "tot += row[j]")
		} else {
			d.Line(1, "for i in range(n):")
			d.Line(2, "for j in range(m):")
			if p.r.Intn(2) == 0 {
				d.Line(3, "M[i, j] = M[i, j] * c + i")
			}
			d.Line(3, "tot += M[i, j] * %s", p.pick("j", "1.0", "M[i, 0]"))
		}
		d.Line(1, "return tot")
		p.endDef()
		calls = append(calls, fmt.Sprintf("t%d(%s, %s)", k, p.pick(A+".T", A+".T", A+"[::2]", A+"[:, ::-1]"), p.quarter()))
	}
	if len(calls) == 0 {
		calls = append(calls, fmt.Sprintf("f%d(%s[:%s], o%d, %s)", k, b, nn, k, p.quarter()))
	}
	p.r.Shuffle(len(calls), func(i, j int) { calls[i], calls[j] = calls[j], calls[i] })
	for _, c := range calls {
		p.driver.Line(0, "print('%%.10g' %% round(float(%s), 6))", c)
	}
	p.driver.Line(0, "print(%s)", A)
	p.driver.Line(0, "print(%s)", b)
	p.driver.Line(0, "print(o%d)", k)
	p.driver.Line(0, "")
}

// timeLoop writes a time loop inside a jit function that swaps its
// arrays through a temporary, a row privatised by allocating it in each
// iteration, or a triangular nest that reads above the diagonal and
// writes below it.
func (p *prog) timeLoop(k int) {
	d := &p.defs
	nn, mm := fmt.Sprintf("n%d", k), fmt.Sprintf("m%d", k)
	n, m := p.size2(3, 8)
	p.driver.Line(0, "%s = %d", nn, n)
	p.driver.Line(0, "%s = %d", mm, m)
	A := fmt.Sprintf("A%d", k)
	switch p.r.Intn(3) {
	case 0:
		if p.want(SwapTemp, 1) {
			d.Line(0, "@alpyna.jit")
			d.Line(0, "def f%d(u, v, steps):", k)
			d.Line(1, "n, m = u.shape")
			d.Line(1, "for t in range(steps):")
			d.Line(2, "for i in range(1, n - 1):")
			d.Line(3, "for j in range(1, m - 1):")
			d.Line(4, "v[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])")
			d.Line(2, "tmp = u")
			d.Line(2, "u = v")
			d.Line(2, "v = tmp")
			d.Line(1, "return u")
			p.endDef()
			p.fill2(A, "np.float64", nn, mm)
			p.driver.Line(0, "B%d = %s.copy()", k, A)
			p.driver.Line(0, "print(f%d(%s, B%d, %d))", k, A, k, 1+p.r.Intn(4))
			p.driver.Line(0, "print(%s)", A)
			p.driver.Line(0, "print(B%d)", k)
			p.driver.Line(0, "")
			return
		}
		fallthrough
	case 1:
		if p.want(PrivateArray, 1) {
			d.Line(0, "@alpyna.jit")
			d.Line(0, "def f%d(A, out):", k)
			d.Line(1, "n, m = A.shape")
			d.Line(1, "for i in range(n):")
			d.Line(2, "tmp = np.zeros(m)")
			d.Line(2, "for j in range(m):")
			d.Line(3, "tmp[j] = A[i, j] * %s", p.pick("2.0", "A[i, j]", "0.5"))
			d.Line(2, "s = 0.0")
			d.Line(2, "for j in range(m):")
			d.Line(3, "s += tmp[j] * tmp[m - 1 - j]")
			d.Line(2, "out[i] = s")
			p.endDef()
			p.fill2(A, "np.float64", nn, mm)
			p.driver.Line(0, "out%d = np.zeros(%s)", k, nn)
			p.driver.Line(0, "f%d(%s, out%d)", k, A, k)
			p.driver.Line(0, "print(out%d)", k)
			p.driver.Line(0, "")
			return
		}
		fallthrough
	default:
		if !p.allowed(TriangleMirror) {
			p.scan(k)
			return
		}
		d.Line(0, "@alpyna.jit")
		d.Line(0, "def f%d(A, c):", k)
		d.Line(1, "n = A.shape[0]")
		switch p.r.Intn(3) {
		case 0:
			d.Line(1, "for i in range(n):")
			d.Line(2, "for j in range(i):")
			d.Line(3, "A[i, j] = A[j, i] * c + A[i, j]")
		case 1:
			d.Line(1, "for i in range(n):")
			d.Line(2, "for j in range(i + 1, n):")
			d.Line(3, "A[j, i] = A[i, j] - c")
		default:
			// A recurrence over rows, each reading the row above and
			// the transposed element above the diagonal.
			d.Line(1, "for i in range(1, n):")
			d.Line(2, "for j in range(i):")
			d.Line(3, "A[i, j] = A[i - 1, j] * 0.5 + A[j, i] * c")
		}
		d.Line(1, "return A[n - 1, 0]")
		p.endDef()
		p.fill2(A, p.floatDtype(), nn, nn)
		p.driver.Line(0, "r = f%d(%s, %s)", k, A, p.quarter())
		p.printScalar("r", 'f')
		p.driver.Line(0, "print(%s)", A)
		p.driver.Line(0, "")
	}
}

// scatter writes histograms and scatter-adds through computed
// subscripts: a float scaled to a bin, a floor division and a modulo of
// an index array.
func (p *prog) scatter(k int) {
	d := &p.defs
	nb := 2 + p.r.Intn(7)
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(u, m, w, h, acc, nb):", k)
	d.Line(1, "for e in range(len(u)):")
	wrote := false
	if p.want(ScatterFloat, 2) {
		wrote = true
		d.Line(2, "h[int(u[e] * nb)] += %s", p.pick("1", "w[e]", "1"))
	}
	switch {
	case p.want(ScatterDiv, 2) || !wrote && p.allowed(ScatterDiv):
		if p.r.Intn(2) == 0 {
			d.Line(2, "acc[m[e] // 2] += w[e]")
		} else {
			d.Line(2, "acc[(m[e] * 3 + 1) %% %d] += w[e] * 0.5", nb)
		}
		if p.r.Intn(2) == 0 {
			d.Line(2, "h[m[e] %% %d] += 1", nb)
		}
	case !wrote:
		d.Line(2, "h[m[e] %% %d] += 1", nb)
	}
	p.endDef()
	nn := fmt.Sprintf("n%d", k)
	p.driver.Line(0, "%s = %d", nn, p.size(3, 40))
	// u in [0, 1), multiples of 1/16, so that int(u * nb) is exact.
	p.driver.Line(0, "u%d = ((np.arange(%s) * %d + %d) %% 16 / 16.0).astype(%s)", k, nn, 1+p.r.Intn(9), p.r.Intn(16), p.floatDtype())
	p.driver.Line(0, "m%d = (np.arange(%s) * %d + %d) %% %d", k, nn, 1+p.r.Intn(7), p.r.Intn(5), 2*nb)
	if p.r.Intn(3) == 0 {
		p.driver.Line(0, "m%d = m%d.astype(np.int32)", k, k)
	}
	p.fill(fmt.Sprintf("w%d", k), arr{"w", 'f', "np.float64"}, nn)
	p.driver.Line(0, "h%d = np.zeros(%d, dtype=%s)", k, nb, p.pick("np.int64", "np.float64", "np.int32"))
	p.driver.Line(0, "acc%d = np.zeros(%d)", k, 2*nb)
	p.driver.Line(0, "f%d(u%d, m%d, w%d, h%d, acc%d, %d)", k, k, k, k, k, k, nb)
	p.driver.Line(0, "print(h%d)", k)
	p.driver.Line(0, "print(acc%d)", k)
	p.driver.Line(0, "")
}

// searches writes argmin and argmax over values with ties, a
// first-location search comparing two elements, and a return of a tuple
// from the inner loop of a 2-D nest.
func (p *prog) searches(k int) {
	d := &p.defs
	nn := fmt.Sprintf("n%d", k)
	if p.want(ReturnInNest, 3) {
		d.Line(0, "@alpyna.jit")
		d.Line(0, "def f%d(A, thr):", k)
		d.Line(1, "n, m = A.shape")
		d.Line(1, "for i in range(n):")
		d.Line(2, "for j in range(%s):", p.pick("m", "min(i + 1, m)", "i, m"))
		d.Line(3, "if A[i, j] %s thr:", p.pick(">", ">=", "<"))
		d.Line(4, "return i, j, A[i, j]")
		d.Line(1, "return -1, -1, 0.0")
		p.endDef()
		mm := fmt.Sprintf("m%d", k)
		n, m := p.size2(2, 8)
		p.driver.Line(0, "%s = %d", nn, n)
		p.driver.Line(0, "%s = %d", mm, m)
		p.fill2(fmt.Sprintf("A%d", k), p.floatDtype(), nn, mm)
		for range 1 + p.r.Intn(3) {
			p.driver.Line(0, "i, j, v = f%d(A%d, %s)", k, k, p.pick("0.5", "1.0", "-0.5", "9.0", "0.0"))
			p.driver.Line(0, "print(i, j, '%%.10g' %% round(float(v), 6))")
		}
		p.driver.Line(0, "")
		return
	}
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(x, n):", k)
	var res []string
	if p.want(FirstLocation, 2) {
		d.Line(1, "m = 0")
		d.Line(1, "for q in range(1, n):")
		d.Line(2, "if x[q] %s x[m]:", p.pick("<", "<=", ">", ">="))
		d.Line(3, "m = q")
		res = append(res, "m")
	}
	if p.want(ArgTies, 1) {
		d.Line(1, "best = x[0]")
		d.Line(1, "bi = 0")
		d.Line(1, "for i in range(%s):", p.pick("1, n", "n"))
		d.Line(2, "if x[i] %s best:", p.pick("<", "<=", ">", ">="))
		d.Line(3, "best = x[i]")
		d.Line(3, "bi = i")
		res = append(res, "bi", "best")
	}
	if len(res) == 0 {
		d.Line(1, "s = 0")
		d.Line(1, "for i in range(n):")
		d.Line(2, "s += x[i]")
		res = append(res, "s")
	}
	d.Line(1, "return %s", strings.Join(res, ", "))
	p.endDef()
	p.driver.Line(0, "%s = %d", nn, p.size(2, 20))
	// Few distinct values, so that the extremes tie.
	p.driver.Line(0, "x%d = ((np.arange(%s) * %d) %% %d).astype(%s)", k, nn, 1+p.r.Intn(5), 2+p.r.Intn(3), p.pick("np.float64", "np.int64", "np.float32", "np.int32"))
	p.driver.Line(0, "r = f%d(x%d, %s)", k, k, nn)
	p.driver.Line(0, "print(r)")
	if p.want(RetypedCall, 3) {
		// The same search over the values in another type, and over a
		// reversed view, where the ties fall at other indices.
		p.driver.Line(0, "print(f%d(x%d.astype(%s), %s))", k, k, p.pick("np.float64", "np.int64", "np.float32", "np.int32"), nn)
		p.driver.Line(0, "print(f%d(x%d[::-1], %s))", k, k, nn)
	}
	p.driver.Line(0, "")
}
