package pygen

// Shapes of reductions over rows written with NumPy inside a nest
// (docs/analysis.md, np.sum of a row, 2026-11-27): distances and norms as
// np.sum of an elementwise expression of rows, the method spellings, and
// np.mean, over float64, int64 and float32 rows of lengths on both sides
// of NumPy's pairwise block of 8 and of the kernels' limit of 128.
const (
	RowExprSum Shape = "row-expr-sum" // np.sum((X[i, :] - Y[j, :]) ** 2), np.sum(X[i] * w)
	RowMethod  Shape = "row-method"   // (X[i] - Y[j]).sum(), X[i, :].mean()
	RowMean    Shape = "row-mean"     // np.mean(X[i] * 2 + 1)
)

// FifthShapes lists the shapes of this file; AllShapes contains them too.
var FifthShapes = []Shape{RowExprSum, RowMethod, RowMean}

func init() {
	AllShapes = append(AllShapes, FifthShapes...)
	secondKernels = append(secondKernels, (*prog).rowSums)
}

// rowSums writes a jit function whose nest reduces elementwise
// expressions of rows of X and Y with np.sum, np.mean and their methods,
// and the driver that calls it on rows of one random length.
func (p *prog) rowSums(k int) {
	d := &p.defs
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(X, Y, w, out):", k)
	d.Line(1, "for i in range(X.shape[0]):")
	d.Line(2, "for j in range(Y.shape[0]):")
	operand := func() string {
		row := func(a, v string) string { return a + p.pick("["+v+"]", "["+v+", :]") }
		return p.pick(
			"("+row("X", "i")+" - "+row("Y", "j")+") ** 2",
			row("X", "i")+" * "+row("Y", "j"),
			"np.abs("+row("X", "i")+" - "+row("Y", "j")+")",
			row("X", "i")+" * w",
			"-"+row("Y", "j")+" * "+p.pick("2", "0.5", "w"),
			"np.maximum("+row("X", "i")+", "+row("Y", "j")+")",
		)
	}
	wrote := false
	if p.want(RowExprSum, 2) {
		wrote = true
		d.Line(3, "out[i, j] = np.sum(%s)", operand())
	}
	if p.want(RowMethod, 2) {
		wrote = true
		d.Line(3, "out[i, j] %s (%s).%s()", p.pick("+=", "-="), operand(), p.pick("sum", "mean"))
	}
	if p.want(RowMean, 2) || !wrote && p.allowed(RowExprSum) {
		d.Line(3, "out[i, j] += np.%s(%s)", p.pick("mean", "sum"), operand())
	}
	p.endDef()
	r, q := p.size2(2, 4)
	c := []int{1, 3, 7, 8, 9, 16, 17, 40, 128, 130}[p.r.Intn(10)]
	dt := p.pick("np.float64", "np.float64", "np.int64", "np.float32")
	p.driver.Line(0, "X%d = (np.sin(np.arange(%d) * %s) * 100).astype(%s).reshape((%d, %d))", k, r*c, p.pick("0.7", "1.3", "2.9"), dt, r, c)
	p.driver.Line(0, "Y%d = (np.cos(np.arange(%d) * %s) * 10).astype(%s).reshape((%d, %d))", k, q*c, p.pick("0.3", "1.1"), dt, q, c)
	p.driver.Line(0, "w%d = np.linspace(-1.0, 2.0, %d)", k, c)
	p.driver.Line(0, "out%d = np.zeros((%d, %d))", k, r, q)
	p.driver.Line(0, "f%d(X%d, Y%d, w%d, out%d)", k, k, k, k, k)
	p.driver.Line(0, "print(out%d.tolist())", k)
}
