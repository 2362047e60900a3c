package pygen

import "fmt"

// Shapes of the physics scripts of 2026-11-27's ninth session
// (docs/corpus_pyccel.md, corpus_pmocz.md, corpus_fptn.md): an integrator
// given its right-hand side as a function, whole-array updates of
// parameters never subscripted, slice statements that read their own
// target through shifted slices, intermediate arrays of slices, and a
// clock started as an int.
const (
	FuncArg     Shape = "func-arg"     // def step(f, y, ...): f(t, y[i, :], k) with a module function passed
	WholeUpdate Shape = "whole-update" // vel += acc * dt; pos += vel * dt with vel, acc, pos never subscripted
	SliceSelf   Shape = "slice-self"   // x[1:-1] = 0.5 * (x[:-2] + x[2:]): the target read through shifted slices
	SliceTemp   Shape = "slice-temp"   // lap = u[:-2] + u[2:] - 2 * u[1:-1]; u[1:-1] += k * lap
	IntClock    Shape = "int-clock"    // t = 0; while t < t_end: ...; t += dt
)

// EighthShapes lists the shapes of this file; AllShapes contains them too.
var EighthShapes = []Shape{FuncArg, WholeUpdate, SliceSelf, SliceTemp, IntClock}

func init() {
	AllShapes = append(AllShapes, EighthShapes...)
	secondKernels = append(secondKernels, (*prog).physics)
}

// physics writes a time-stepping jit function over vectors u, v and a
// matrix y holding one or more of the shapes above, the right-hand sides
// it may be given, and the driver that calls it.
func (p *prog) physics(k int) {
	d := &p.defs
	funcArg := p.want(FuncArg, 3)
	if funcArg {
		h := &p.helpers
		h.Line(0, "def rhs%da(t, y, out):", k)
		h.Line(1, "out[0] = y[1] * %s", p.pick("1.0", "0.5", "-0.25"))
		h.Line(1, "out[1] = -y[0] %s t * 0.01", p.pick("+", "-"))
		h.Line(0, "")
		h.Line(0, "")
		h.Line(0, "@alpyna.jit")
		h.Line(0, "def rhs%db(t, y, out):", k)
		h.Line(1, "out[0] = %s", p.pick("y[0] * 0.5", "-y[1]", "t"))
		h.Line(1, "out[1] = y[0] - y[1]")
		h.Line(0, "")
		h.Line(0, "")
		d.Line(0, "@alpyna.jit")
		d.Line(0, "def f%d(g, u, v, y, steps, dt):", k)
	} else {
		d.Line(0, "@alpyna.jit")
		d.Line(0, "def f%d(u, v, y, steps, dt):", k)
	}
	clock := p.want(IntClock, 3)
	if clock {
		d.Line(1, "t = 0")
		d.Line(1, "while t < steps * dt:")
	} else {
		d.Line(1, "for s in range(steps):")
	}
	wrote := false
	if p.want(WholeUpdate, 2) {
		wrote = true
		d.Line(2, "v += u * dt %s", p.pick("/ 2.0", "* 0.5", ""))
		d.Line(2, "u %s v * dt", p.pick("+=", "-="))
	}
	if p.want(SliceSelf, 2) {
		wrote = true
		switch p.r.Intn(3) {
		case 0:
			d.Line(2, "u[1:-1] = 0.5 * (u[:-2] + u[2:])")
		case 1:
			d.Line(2, "u[1:-1] += %s * (u[:-2] - 2.0 * u[1:-1] + u[2:])", p.pick("0.25", "0.1"))
		default:
			d.Line(2, "y[1:-1, :] = (y[:-2, :] + y[2:, :]) * 0.5")
		}
	}
	if p.want(SliceTemp, 2) {
		wrote = true
		d.Line(2, "lap = u[:-2] + u[2:] - 2.0 * u[1:-1]")
		if p.r.Intn(2) == 0 {
			d.Line(2, "u[1:-1] += %s * lap", p.pick("0.2", "0.05"))
		} else {
			d.Line(2, "w = u[1:-1] * v[1:-1]")
			d.Line(2, "u[1:-1] += 0.1 * lap - 0.01 * w")
			d.Line(2, "v[1:-1] += 0.01 * w")
		}
	}
	if funcArg {
		wrote = true
		d.Line(2, "for i in range(y.shape[0] - 1):")
		d.Line(3, "g(%s, y[i, :], v[:2])", p.pick("0.0", "i * dt"))
		d.Line(3, "y[i + 1, :] = y[i, :] + dt * v[:2]")
	}
	if !wrote {
		d.Line(2, "u[0] += dt")
	}
	if clock {
		d.Line(2, "t += dt")
		d.Line(1, "return t")
	} else {
		d.Line(1, "return u[0]")
	}
	p.endDef()
	n := 6 + p.r.Intn(6)
	steps := 2 + p.r.Intn(5)
	p.driver.Line(0, "u%d = np.cos(np.arange(%d) * %s)", k, n, p.pick("0.7", "1.3"))
	p.driver.Line(0, "v%d = np.sin(np.arange(%d) * 0.9)", k, n)
	p.driver.Line(0, "y%d = np.zeros((%d, 2))", k, n)
	p.driver.Line(0, "y%d[0, :] = [1.0, 0.5]", k)
	call := func(g string) {
		if funcArg {
			p.driver.Line(0, "r = f%d(%s, u%d, v%d, y%d, %d, %s)", k, g, k, k, k, steps, p.pick("0.125", "0.25", "0.1"))
		} else {
			p.driver.Line(0, "r = f%d(u%d, v%d, y%d, %d, %s)", k, k, k, k, steps, p.pick("0.125", "0.25", "0.1"))
		}
		p.driver.Line(0, "print(repr(r), u%d.tolist(), v%d.tolist(), y%d.tolist())", k, k, k)
	}
	call(fmt.Sprintf("rhs%da", k))
	if funcArg {
		call(p.pick(fmt.Sprintf("rhs%db", k), fmt.Sprintf("lambda t, y, out: rhs%da(t, y, out)", k)))
	}
}
