package pygen

import "fmt"

// Shapes of loops whose bounds are read at each entry (docs/fuzzing.md,
// "Bounds read at each entry"): compressed sparse rows walked the ways
// people walk them, and bounds that are products of loop variables.
const (
	CSRInline   Shape = "csr-inline"   // for k in range(ptr[i], ptr[i + 1])
	CSRNamed    Shape = "csr-named"    // lo = ptr[i]; hi = ptr[i + 1]; for k in range(lo, hi)
	CSRTwoHop   Shape = "csr-two-hop"  // v = idx[k]; for b in range(ptr[v], ptr[v + 1])
	CSRWriteK   Shape = "csr-write-k"  // out[k] = ... through the inner loop's variable
	CSRNegative Shape = "csr-negative" // a row pointer below zero: Python counts it from the end
	CSRBackward Shape = "csr-backward" // range(ptr[i + 1] - 1, ptr[i] - 1, -1)
	QuadBound   Shape = "quad-bound"   // for j in range(i * i % m): a bound that is a product
)

// ThirdShapes lists the shapes of this file; AllShapes contains them too.
var ThirdShapes = []Shape{CSRInline, CSRNamed, CSRTwoHop, CSRWriteK, CSRNegative, CSRBackward, QuadBound}

func init() {
	AllShapes = append(AllShapes, ThirdShapes...)
	secondKernels = append(secondKernels, (*prog).sparseRows)
}

// sparseRows writes a jit function walking the rows of a compressed
// sparse matrix (row pointers ptr, column indices idx, values val) and
// the driver that builds one and prints what the function leaves.
func (p *prog) sparseRows(k int) {
	d := &p.defs
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(ptr, idx, val, x, y, out):", k)
	d.Line(1, "for i in range(len(ptr) - 1):")
	lo, hi := "ptr[i]", "ptr[i + 1]"
	if p.want(CSRNamed, 3) {
		d.Line(2, "lo = ptr[i]")
		d.Line(2, "hi = ptr[i + 1]")
		lo, hi = "lo", "hi"
	} else {
		p.allowed(CSRInline)
	}
	acc := p.pick("0.0", "x[i]", "y[i]")
	d.Line(2, "s = %s", acc)
	switch {
	case p.want(CSRBackward, 4):
		d.Line(2, "for k in range(%s - 1, %s - 1, -1):", hi, lo)
	default:
		d.Line(2, "for k in range(%s, %s):", lo, hi)
	}
	d.Line(3, "s += val[k] * %s", p.pick("x[idx[k]]", "x[i]", "1.0", "x[idx[k]] * x[i]"))
	if p.want(CSRWriteK, 3) {
		d.Line(3, "out[k] = val[k] * %s + %s", p.pick("x[i]", "2.0", "s"), p.pick("1.0", "x[idx[k]]"))
	}
	if p.want(CSRTwoHop, 3) {
		d.Line(3, "v = idx[k]")
		d.Line(3, "for b in range(ptr[v], ptr[v + 1]):")
		d.Line(4, "if idx[b] %s i:", p.pick("==", "<", ">="))
		d.Line(5, "s += %s", p.pick("1.0", "val[b]", "0.5 * x[v]"))
	}
	d.Line(2, "y[i] = s")
	if p.want(QuadBound, 3) {
		m := 3 + p.r.Intn(5)
		d.Line(1, "for i in range(len(y)):")
		d.Line(2, "for j in range(i * i %% %d):", m)
		d.Line(3, "y[i] += %s", p.pick("0.25", "x[j % len(x)]", "x[i] * 0.5"))
	}
	p.endDef()
	nn := fmt.Sprintf("n%d", k)
	p.driver.Line(0, "%s = %d", nn, p.size(2, 30))
	p.driver.Line(0, "cnt%d = (np.arange(%s) * %d + %d) %% %d", k, nn, 1+p.r.Intn(7), p.r.Intn(5), 2+p.r.Intn(6))
	p.driver.Line(0, "ptr%d = np.zeros(%s + 1, dtype=%s)", k, nn, p.intDtype())
	p.driver.Line(0, "ptr%d[1:] = np.cumsum(cnt%d)", k, k)
	if p.want(CSRNegative, 4) {
		p.driver.Line(0, "ptr%d[0] = -%d", k, 1+p.r.Intn(2))
	}
	p.driver.Line(0, "nnz%d = max(int(ptr%d[-1]), 1)", k, k)
	p.driver.Line(0, "idx%d = (np.arange(nnz%d) * %d + %d) %% %s", k, k, 1+p.r.Intn(9), p.r.Intn(7), nn)
	p.driver.Line(0, "val%d = ((np.arange(nnz%d) %% %d) * 0.25 - %g).astype(%s)", k, k, 3+p.r.Intn(6), float64(p.r.Intn(3))/2, p.floatDtype())
	p.driver.Line(0, "x%d = (np.arange(%s) %% 5) * 0.5 + 0.25", k, nn)
	p.driver.Line(0, "y%d = np.zeros(%s)", k, nn)
	p.driver.Line(0, "out%d = np.zeros(nnz%d)", k, k)
	p.driver.Line(0, "f%d(ptr%d, idx%d, val%d, x%d, y%d, out%d)", k, k, k, k, k, k, k)
	p.driver.Line(0, "print(y%d)", k)
	p.driver.Line(0, "print(out%d)", k)
	p.driver.Line(0, "")
}
