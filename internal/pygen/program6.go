package pygen

// Shapes of C code ported to Python (docs/corpus_rodinia.md, 2026-11-27):
// indices kept in names (`k = i * m + j`, reused for a second sweep),
// helpers returning tuples (unpacked, or bound to a name and subscripted),
// and scratch arrays made afresh in a loop body.
const (
	IndexName    Shape = "index-name"    // k = i * m + j; b[k] = a[k] * 2 + a[kn]
	TupleResult  Shape = "tuple-result"  // u, v = polar(x[i], y[i]); r = polar(...); r[1]
	ScratchArray Shape = "scratch-array" // t = np.zeros(m); t[j] = ...; out[i] = t[...]
)

// SixthShapes lists the shapes of this file; AllShapes contains them too.
var SixthShapes = []Shape{IndexName, TupleResult, ScratchArray}

func init() {
	AllShapes = append(AllShapes, SixthShapes...)
	secondKernels = append(secondKernels, (*prog).portedC)
}

// portedC writes a helper returning a tuple and a jit function over
// flattened n × m arrays whose loops hold one or more of the shapes, and
// the driver that calls it.
func (p *prog) portedC(k int) {
	d := &p.defs
	d.Line(0, "def pair%d(u, v):", k)
	d.Line(1, "if u > v:")
	d.Line(2, "return u - v, %s", p.pick("u * v", "v", "0.5 * u"))
	d.Line(1, "return v - u, %s", p.pick("u + v", "u", "-v"))
	d.Line(0, "")
	d.Line(0, "")
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(a, b, c, n, m):", k)
	d.Line(1, "for i in range(n):")
	wrote := false
	if p.want(ScratchArray, 2) {
		wrote = true
		d.Line(2, "t = np.%s(m)", p.pick("zeros", "ones", "empty"))
		d.Line(2, "for j in range(m):")
		d.Line(3, "t[j] = a[i * m + j] * %s", p.quarter())
	}
	d.Line(2, "for j in range(m):")
	if p.want(IndexName, 2) || !wrote && p.allowed(IndexName) {
		d.Line(3, "k = i * m + j")
		d.Line(3, "kn = %s", p.pick("k + 1 if j < m - 1 else k", "k - m if i > 0 else k", "(i + 1) % n * m + j"))
		d.Line(3, "b[k] = a[k] * %s + a[kn]", p.quarter())
	} else {
		d.Line(3, "b[i * m + j] = a[i * m + j] + 1.0")
	}
	if p.allowed(ScratchArray) && wrote {
		d.Line(3, "b[i * m + j] += t[%s]", p.pick("j", "m - 1 - j", "0"))
	}
	if p.want(TupleResult, 2) {
		if p.r.Intn(2) == 0 {
			d.Line(3, "u, w = pair%d(a[i * m + j], b[i * m + j])", k)
			d.Line(3, "c[i * m + j] = u * %s - w", p.quarter())
		} else {
			d.Line(3, "r = pair%d(a[i * m + j], %s)", k, p.quarter())
			d.Line(3, "c[i * m + j] = r[%s] + r[0]", p.pick("1", "-1", "0"))
		}
	}
	if p.r.Intn(2) == 0 {
		// The index name again, for a second sweep.
		d.Line(2, "for j in range(m):")
		d.Line(3, "k = i * m + j")
		d.Line(3, "c[k] += b[k] * %s", p.quarter())
	}
	p.endDef()
	n, m := p.size2(2, 5)
	p.driver.Line(0, "a%d = np.sin(np.arange(%d) * %s)", k, n*m, p.pick("0.7", "1.3"))
	p.driver.Line(0, "b%d = np.zeros(%d)", k, n*m)
	p.driver.Line(0, "c%d = np.zeros(%d)", k, n*m)
	p.driver.Line(0, "f%d(a%d, b%d, c%d, %d, %d)", k, k, k, k, n, m)
	p.driver.Line(0, "print(b%d.tolist(), c%d.tolist())", k, k)
}
