package pygen

// Shapes of PolyBench/Python's kernels (docs/corpus_polybench_python.md,
// 2026-11-27): a scalar left by an inner loop and read after it, one name
// reused in sibling loops of an iteration (load-eliminated Cholesky), np.dot
// of row and column slices that start empty, a triangular row statement
// summing a matrix section along its last axis, and a local array
// accumulated by rows.
const (
	InnerLast  Shape = "inner-last"  // for j in range(lo, m): t = a[i, j]; after the loop: b[i] = t (an element copy)
	ReusedName Shape = "reused-name" // t = a[i, j] ... in a j loop, then t = a[i, i] after it
	DotSlices  Shape = "dot-slices"  // np.dot(a[i, :j], a[:j, j]), a[i, :i].dot(x[:i])
	AxisSum    Shape = "axis-sum"    // c[i, 0:i+1] += (a[i, :] * a[0:i+1, :]).sum(axis=1)
	RowAccum   Shape = "row-accum"   // acc = np.zeros(m); acc += a[i]
)

// SeventhShapes lists the shapes of this file; AllShapes contains them too.
var SeventhShapes = []Shape{InnerLast, ReusedName, DotSlices, AxisSum, RowAccum}

func init() {
	AllShapes = append(AllShapes, SeventhShapes...)
	secondKernels = append(secondKernels, (*prog).polybenchPython)
}

// polybenchPython writes a jit function over an n × m matrix a, an n × n
// matrix c and vectors x and b holding one or more of the shapes above,
// and the driver that calls it.
func (p *prog) polybenchPython(k int) {
	d := &p.defs
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(a, c, x, b):", k)
	d.Line(1, "n, m = a.shape")
	wrote := false
	if p.want(RowAccum, 3) {
		wrote = true
		d.Line(1, "acc = np.zeros(m)")
		d.Line(1, "for i in range(n):")
		d.Line(2, "acc %s a[i]%s", p.pick("+=", "-="), p.pick("", " * x[i]", " * 0.5"))
		d.Line(1, "for j in range(m):")
		d.Line(2, "b[j %% n] += acc[j]")
	}
	if p.want(InnerLast, 3) {
		wrote = true
		d.Line(1, "t = %s", p.quarter())
		d.Line(1, "for i in range(n):")
		d.Line(2, "for j in range(%s, m):", p.pick("0", "i", "i + 1", "m - i"))
		d.Line(3, "t = a[i, j]%s", p.pick("", " * 2.0", " + x[i]"))
		d.Line(2, "b[i] = t")
	}
	if p.want(ReusedName, 3) {
		wrote = true
		d.Line(1, "for i in range(n):")
		d.Line(2, "for j in range(%s):", p.pick("i", "m", "min(i, m)"))
		d.Line(3, "s = a[i, j]")
		d.Line(3, "for q in range(%s):", p.pick("j", "m"))
		d.Line(4, "s -= a[i, q] * a[i, j] * 0.25")
		d.Line(3, "c[i, j %% n] = s")
		d.Line(2, "s = x[i]")
		d.Line(2, "for q in range(m):")
		d.Line(3, "s += a[i, q]")
		d.Line(2, "b[i] = s")
	}
	if p.want(DotSlices, 3) {
		wrote = true
		d.Line(1, "for i in range(n):")
		d.Line(2, "for j in range(i):")
		switch p.r.Intn(3) {
		case 0:
			d.Line(3, "c[i, j] -= np.dot(c[i, :j], c[:j, j])")
		case 1:
			d.Line(3, "c[i, j] = np.dot(c[j, :j], c[i, :j]) * 0.5")
		default:
			d.Line(3, "c[i, j] += c[i, :j].dot(x[:j])")
		}
	}
	if p.want(AxisSum, 3) || !wrote && p.allowed(AxisSum) {
		d.Line(1, "for i in range(n):")
		d.Line(2, "c[i, 0:i + 1] %s %s * (a[i, :] * a[0:i + 1, :]).sum(axis=%s)", p.pick("+=", "="), p.quarter(), p.pick("1", "-1"))
	}
	p.endDef()
	n, m := p.size2(2, 5)
	p.driver.Line(0, "a%d = np.cos(np.arange(%d) * %s).reshape(%d, %d)", k, n*m, p.pick("0.7", "1.3"), n, m)
	p.driver.Line(0, "c%d = np.sin(np.arange(%d) * 0.9).reshape(%d, %d)", k, n*n, n, n)
	p.driver.Line(0, "x%d = np.linspace(-1.0, 1.0, %d)", k, max(n, m))
	p.driver.Line(0, "b%d = np.zeros(%d)", k, max(n, m))
	p.driver.Line(0, "f%d(a%d, c%d, x%d, b%d)", k, k, k, k, k)
	p.driver.Line(0, "print(c%d.tolist(), b%d.tolist())", k, k)
}
