package pygen

// Shapes of QuantEcon's simulations and of time loops that end a step by
// rebinding an array (2026-11-28): draws from numpy.random's generator in
// nests (a random walk's randn, a Monte Carlo test on rand, a histogram
// indexed by randint, uniform and normal with parameters), and arrays
// rebound to copies read across steps and after the nest.
const (
	DrawUpdate  Shape = "draw-update"  // u[i] = u[i] * 0.9 + s * np.random.randn()
	DrawTest    Shape = "draw-test"    // if np.random.rand() < p: hits += 1
	DrawIndex   Shape = "draw-index"   // c[np.random.randint(0, n)] += 1
	ReboundCopy Shape = "rebound-copy" // un[i] = ...u...; u = un.copy(); return u
)

// NinthShapes lists the shapes of this file; AllShapes contains them too.
var NinthShapes = []Shape{DrawUpdate, DrawTest, DrawIndex, ReboundCopy}

func init() {
	AllShapes = append(AllShapes, NinthShapes...)
	secondKernels = append(secondKernels, (*prog).simulation)
}

// simulation writes a jit function stepping a vector u and counts c with
// some of the shapes above, and the driver that seeds the generator,
// calls it and prints what it returns, the arrays and the generator's
// next number.
func (p *prog) simulation(k int) {
	d := &p.defs
	d.Line(0, "@alpyna.jit")
	d.Line(0, "def f%d(u, c, steps, s):", k)
	d.Line(1, "hits = 0")
	rebound := p.want(ReboundCopy, 3)
	if rebound {
		d.Line(1, "un = np.%s(u)", p.pick("zeros_like", "empty_like", "copy"))
	}
	d.Line(1, "for t in range(steps):")
	wrote := false
	if rebound {
		wrote = true
		d.Line(2, "for i in range(1, u.shape[0]):")
		d.Line(3, "un[i] = u[i] - %s * (u[i] - u[i - 1])", p.pick("0.5", "0.25"))
		d.Line(2, "un[0] = u[%s]", p.pick("0", "-1"))
		d.Line(2, "u = %s", p.pick("un.copy()", "1. * un", "np.copy(un)", "np.array(un)"))
	}
	update, test := p.want(DrawUpdate, 2), p.want(DrawTest, 2)
	if update || test {
		wrote = true
		d.Line(2, "for i in range(u.shape[0]):")
		if update {
			switch p.r.Intn(3) {
			case 0:
				d.Line(3, "u[i] = u[i] * %s + s * np.random.randn()", p.pick("0.9", "0.5"))
			case 1:
				d.Line(3, "u[i] += np.random.normal(%s, s)", p.pick("0.0", "0.25"))
			default:
				d.Line(3, "u[i] = np.random.uniform(-s, s) + %s * u[i]", p.pick("0.75", "1.0"))
			}
		}
		if test {
			d.Line(3, "if np.random.rand() < %s:", p.pick("0.3", "0.5", "u[i] * 0.1 + 0.5"))
			d.Line(4, "hits += 1")
		}
	}
	if p.want(DrawIndex, 2) {
		wrote = true
		d.Line(2, "c[np.random.randint(%s)] += 1", p.pick("0, c.shape[0]", "c.shape[0]", "1, c.shape[0]"))
	}
	if !wrote {
		d.Line(2, "u[0] += np.random.rand()")
	}
	if rebound {
		d.Line(1, "return u, hits")
	} else {
		d.Line(1, "return u[0], hits")
	}
	p.endDef()
	n := 4 + p.r.Intn(8)
	p.driver.Line(0, "np.random.seed(%d)", p.r.Intn(1000))
	p.driver.Line(0, "u%d = np.cos(np.arange(%d) * %s)", k, n, p.pick("0.7", "1.3"))
	p.driver.Line(0, "c%d = np.zeros(%d, dtype=np.int64)", k, 2+p.r.Intn(5))
	p.driver.Line(0, "r = f%d(u%d, c%d, %d, %s)", k, k, k, p.r.Intn(5), p.pick("0.5", "0.125"))
	p.driver.Line(0, "print(repr(r[0]) if not hasattr(r[0], 'tolist') else r[0].tolist(), r[1], u%d.tolist(), c%d.tolist(), repr(np.random.rand()))", k, k)
}
