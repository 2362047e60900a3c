package pygen

// Shapes of nests over the 8-, 16- and 32-bit and unsigned integer arrays
// that compiled kernels take since 2026-11-27 (docs/analysis.md, "Arrays
// of the 8- and 16-bit and unsigned ints"): images and bytes summed into
// Python ints, wrapped through narrow stores and narrow arithmetic, mixed
// into bit patterns and histograms.
const (
	SmallIntSum   Shape = "small-int-sum"   // s += img[i + di, j]: a Python int accumulator of narrow elements
	SmallIntWrap  Shape = "small-int-wrap"  // out[i, j] = img[i, j] + img[i, j + 1]: narrow + narrow wraps
	SmallIntBits  Shape = "small-int-bits"  // acc[i] ^= (img[i, j] << 1) | (img[i, j] >> 2)
	SmallIntHist  Shape = "small-int-hist"  // h[img[i, j] % nb] += 1
	SmallIntMixed Shape = "small-int-mixed" // narrow elements with floats and another narrow type
)

// FourthShapes lists the shapes of this file; AllShapes contains them too.
var FourthShapes = []Shape{SmallIntSum, SmallIntWrap, SmallIntBits, SmallIntHist, SmallIntMixed}

func init() {
	AllShapes = append(AllShapes, FourthShapes...)
	secondKernels = append(secondKernels, (*prog).smallInts)
}

// smallInts writes a jit function over a narrow-integer image and the
// driver that makes one (NumPy's scalar overflow warnings silenced, as a
// script that wraps on purpose does) and prints what it leaves.
func (p *prog) smallInts(k int) {
	d := &p.defs
	dt := p.pick("np.uint8", "np.int8", "np.uint16", "np.int16", "np.uint32")
	outDt := p.pick(dt, dt, "np.int64", "np.uint8", "np.int16")
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(img, out, acc, h, w):", k)
	d.Line(1, "rows, cols = img.shape")
	d.Line(1, "for i in range(1, rows - 1):")
	d.Line(2, "for j in range(1, cols - 1):")
	wrote := false
	if p.want(SmallIntSum, 2) {
		wrote = true
		d.Line(3, "s = %s", p.pick("0", "1", "img[i, j]"))
		d.Line(3, "for di in range(-1, 2):")
		d.Line(4, "s += img[i + di, j]%s", p.pick("", " * 2", " - img[i, j - 1]"))
		d.Line(3, "out[i, j] = s %s", p.pick("// 3", "% 251", "- 7", "// 2"))
	}
	if p.want(SmallIntWrap, 2) || !wrote && p.allowed(SmallIntWrap) {
		d.Line(3, "out[i, j] = img[i, j] %s img[i, j + 1]", p.pick("+", "-", "*", "^", "&", "|"))
	}
	if p.want(SmallIntBits, 3) {
		d.Line(3, "acc[i] ^= (img[i, j] << %d) | (img[i, j] >> %d)", 1+p.r.Intn(3), 1+p.r.Intn(3))
	}
	if p.want(SmallIntHist, 3) {
		d.Line(3, "h[img[i, j] %% %d] += 1", 3+p.r.Intn(5))
	}
	if p.want(SmallIntMixed, 3) {
		d.Line(3, "w[i, j] = img[i, j] * %s + out[i, j - 1]", p.pick("0.5", "1.5", "w[i, j]", "2"))
	}
	p.endDef()
	r, c := p.size2(3, 6)
	p.driver.Line(0, "np.seterr(all='ignore')")
	mod, off := 256, 0
	switch dt {
	case "np.int8":
		off = 128
	case "np.uint16", "np.int16":
		mod, off = 65536, 0
		if dt == "np.int16" {
			off = 32768
		}
	case "np.uint32":
		mod = 1 << 32
	}
	p.driver.Line(0, "img%d = ((np.arange(%d) * %d + %d) %% %d - %d).astype(%s).reshape((%d, %d))", k, r*c, 1+p.r.Intn(97), p.r.Intn(200), mod, off, dt, r, c)
	p.driver.Line(0, "out%d = np.zeros((%d, %d), dtype=%s)", k, r, c, outDt)
	p.driver.Line(0, "acc%d = np.zeros(%d, dtype=np.int64)", k, r)
	p.driver.Line(0, "h%d = np.zeros(8, dtype=%s)", k, p.pick("np.int64", "np.int32", "np.uint16"))
	p.driver.Line(0, "w%d = np.zeros((%d, %d))", k, r, c)
	p.driver.Line(0, "f%d(img%d, out%d, acc%d, h%d, w%d)", k, k, k, k, k, k)
	p.driver.Line(0, "print(out%d)", k)
	p.driver.Line(0, "print(acc%d, h%d)", k, k)
	p.driver.Line(0, "print(w%d)", k)
	p.driver.Line(0, "np.seterr(all='warn')")
	p.driver.Line(0, "")
}
