package cudagen_test

// This file runs a whole module, host program included, on a world (its
// argument slots and arrays), either on package runtime's Go executor of
// the kernel IR (the reference) or, through the lockstep harness, as the
// emitted CUDA C under a chosen launch geometry; and compares the results.

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand"
	"strconv"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime"
	"github.com/alpyna/alpyna/runtime/kexec"
)

// world is what a module runs on: one value per argument slot (data slots
// unused) and the elements of each of m.Arrays, as raw bits zero-extended
// from the element's size (a float32 is its bits, an int32 its two's
// complement).
type world struct {
	m      *kernel.Module
	args   []int64
	arrays [][]uint64
}

func (w *world) clone() *world {
	c := &world{m: w.m, args: append([]int64(nil), w.args...)}
	for _, a := range w.arrays {
		c.arrays = append(c.arrays, append([]uint64(nil), a...))
	}
	return c
}

// floatSymbols are the values of float symbols the benchmarks read (the
// bindings a run records hold ints only).
var floatSymbols = map[string]float64{"r": 0.0625, "v": 0.25}

// newWorld fills a world for m from a run's bindings (symbols, shapes) and
// deterministic pseudo-random elements: floats in [0.5, 2) on a 1/64 grid
// (exact in float32), ints in 0..2, bools.
func newWorld(t *testing.T, m *kernel.Module, bindings map[string]int64, seed int64) *world {
	t.Helper()
	w := &world{m: m, args: make([]int64, len(m.Params))}
	for _, p := range m.Params {
		switch p.Kind {
		case kernel.Symbol:
			if p.Type.IsFloat() {
				f, ok := floatSymbols[p.Name]
				if !ok {
					f = 1.5
				}
				w.args[p.Slot] = int64(math.Float64bits(f))
				continue
			}
			v, ok := bindings[p.Name]
			if !ok {
				t.Fatalf("no binding for %s", p.Name)
			}
			w.args[p.Slot] = v
		case kernel.Shape:
			v, ok := bindings[fmt.Sprintf("%s.shape[%d]", p.Array.Name, p.Axis)]
			if !ok {
				t.Fatalf("no binding for %s.shape[%d]", p.Array.Name, p.Axis)
			}
			w.args[p.Slot] = v
		}
	}
	rng := rand.New(rand.NewSource(seed))
	for _, a := range m.Arrays {
		count := int64(1)
		for axis := range a.NDim {
			count *= w.args[a.Shape[axis].Slot]
		}
		elems := make([]uint64, count)
		for i := range elems {
			elems[i] = randomElem(rng, a.Elem)
		}
		w.arrays = append(w.arrays, elems)
	}
	return w
}

func randomElem(rng *rand.Rand, t kernel.Type) uint64 {
	switch t {
	case kernel.Float64:
		return math.Float64bits(float64(rng.Intn(96)+32) / 64)
	case kernel.Float32:
		return uint64(math.Float32bits(float32(rng.Intn(96)+32) / 64))
	case kernel.Int32:
		return uint64(uint32(int32(rng.Intn(3))))
	case kernel.Bool:
		return uint64(rng.Intn(2))
	}
	return uint64(rng.Intn(3))
}

// evalHost evaluates an int expression over parameters: a host loop's
// bound or a temporary's extent.
func evalHost(t *testing.T, e kernel.Expr, args []int64) int64 {
	t.Helper()
	switch x := e.(type) {
	case *kernel.Const:
		return x.I
	case *kernel.ParamRef:
		return args[x.Param.Slot]
	case *kernel.Convert:
		return evalHost(t, x.X, args)
	case *kernel.Unary:
		v := evalHost(t, x.X, args)
		if x.Op == kernel.Abs && v >= 0 {
			return v
		}
		return -v
	case *kernel.Binary:
		a, b := evalHost(t, x.X, args), evalHost(t, x.Y, args)
		switch x.Op {
		case kernel.Add:
			return a + b
		case kernel.Sub:
			return a - b
		case kernel.Mul:
			return a * b
		case kernel.FloorDiv:
			return int64(math.Floor(float64(a) / float64(b)))
		case kernel.Min:
			return min(a, b)
		case kernel.Max:
			return max(a, b)
		}
	}
	t.Fatalf("host expression %s", kernel.ExprString(e))
	return 0
}

// launcher runs one kernel of a module with the runtime's out convention.
type launcher interface {
	launch(ki int, k *kernel.Kernel, args, out []int64) kernel.Status
	// threads is the launch's thread count, whose shares of float
	// reductions the runtime folds; 0 where the launcher combines them.
	threads(k *kernel.Kernel) int64
}

// runHost runs m's host program on args with l, combining each launch's
// outputs into the scalars' slots as the runtime does; it stops at the
// first failed launch and returns its status.
func runHost(t *testing.T, m *kernel.Module, args []int64, l launcher) kernel.Status {
	t.Helper()
	index := map[*kernel.Kernel]int{}
	for i, k := range m.Kernels {
		index[k] = i
	}
	var walk func([]kernel.Step) kernel.Status
	walk = func(steps []kernel.Step) kernel.Status {
		for _, s := range steps {
			switch x := s.(type) {
			case *kernel.HostLoop:
				lo, hi, st := evalHost(t, x.Lower, args), evalHost(t, x.Upper, args), evalHost(t, x.Step, args)
				for it := range runtime.RangeCount(lo, hi, st) {
					args[x.Var.Slot] = lo + it*st
					if status := walk(x.Body); status != kernel.OK {
						return status
					}
				}
			case *kernel.Launch:
				k := x.Kernel
				threads := l.threads(k)
				out := make([]int64, kernel.OutSlots(k, threads))
				for i, o := range k.Outputs {
					if o.Combine == kernel.Reduce {
						out[2*i] = args[o.Local.Param.Slot]
					}
				}
				if status := l.launch(index[k], k, args, out); status != kernel.OK {
					return status
				}
				if threads > 0 {
					if status := runtime.FoldShares(k, out, threads); status != kernel.OK {
						return status
					}
					runtime.FoldSelectShares(k, out, threads)
				}
				for i, o := range k.Outputs {
					if o.Combine == kernel.Reduce || out[2*i+1] != 0 {
						args[o.Local.Param.Slot] = out[2*i]
					}
				}
			}
		}
		return kernel.OK
	}
	return walk(m.Host)
}

// goLauncher runs kernels on the Go executor, each over its whole box.
type goLauncher struct {
	g    *kexec.GoKernels
	data [][]byte
}

func (l *goLauncher) threads(*kernel.Kernel) int64 { return 0 }

func (l *goLauncher) launch(ki int, k *kernel.Kernel, args, out []int64) kernel.Status {
	box := make([]int64, 2*len(k.Dims))
	for d := range k.Dims {
		box[2*d+1] = math.MaxInt64
	}
	return l.g.Run(ki, box, args, out, l.data)
}

// runGo runs a copy of w on the Go executor.
func runGo(t *testing.T, w *world) (kernel.Status, *world) {
	t.Helper()
	r := w.clone()
	l := &goLauncher{g: kexec.NewGoKernels(w.m)}
	for i, a := range w.m.Arrays {
		size := a.Elem.ItemSize()
		b := make([]byte, max(len(r.arrays[i])*size, 8))
		for j, v := range r.arrays[i] {
			var buf [8]byte
			binary.LittleEndian.PutUint64(buf[:], v)
			copy(b[j*size:], buf[:size])
		}
		l.data = append(l.data, b)
	}
	status := runHost(t, w.m, r.args, l)
	for i, a := range w.m.Arrays {
		size := a.Elem.ItemSize()
		for j := range r.arrays[i] {
			var buf [8]byte
			copy(buf[:size], l.data[i][j*size:])
			r.arrays[i][j] = binary.LittleEndian.Uint64(buf[:])
		}
	}
	return status, r
}

// cudaLauncher runs kernels in a lockstep session.
type cudaLauncher struct {
	s    *session
	geo  func(*kernel.Kernel) geometry
	data map[*kernel.Param]int // data slots: the array's index in the session
}

func (l *cudaLauncher) threads(k *kernel.Kernel) int64 {
	g := l.geo(k)
	return int64(g.grid[0] * g.grid[1] * g.grid[2] * g.block[0] * g.block[1] * g.block[2])
}

func (l *cudaLauncher) launch(ki int, k *kernel.Kernel, args, out []int64) kernel.Status {
	slots := make([]string, len(args))
	for i, v := range args {
		slots[i] = strconv.FormatInt(v, 10)
	}
	for p, ai := range l.data {
		slots[p.Slot] = "@" + strconv.Itoa(ai)
	}
	l.s.args(slots)
	status, outv, _ := l.s.launch(k.Name, l.geo(k), out)
	copy(out, outv)
	return status
}

// runCUDA runs a copy of w through the harness, each launch with geo's
// geometry.
func runCUDA(t *testing.T, h *harness, w *world, geo func(*kernel.Kernel) geometry) (kernel.Status, *world) {
	t.Helper()
	r := w.clone()
	s := h.start(t)
	l := &cudaLauncher{s: s, geo: geo, data: map[*kernel.Param]int{}}
	for i, a := range w.m.Arrays {
		s.array(a.Elem.ItemSize(), r.arrays[i])
		l.data[a.Data] = i
	}
	status := runHost(t, w.m, r.args, l)
	r.arrays = s.dump()
	s.close()
	return status, r
}

// sameWorlds reports the first difference between two worlds' arrays and
// scalars; approx allows float elements a relative error of 1e-13 (libm's
// math functions differ from Go's by an ulp or so).
func sameWorlds(got, want *world, approx bool) error {
	m := want.m
	for i, a := range m.Arrays {
		for j := range want.arrays[i] {
			g, w := got.arrays[i][j], want.arrays[i][j]
			if g == w || sameElem(g, w, a.Elem, approx) {
				continue
			}
			return fmt.Errorf("%s[%d] (flat) = %s, want %s", a.Name, j, showElem(g, a.Elem), showElem(w, a.Elem))
		}
	}
	for _, p := range m.Params {
		if p.Kind == kernel.Scalar && got.args[p.Slot] != want.args[p.Slot] &&
			!sameElem(uint64(got.args[p.Slot]), uint64(want.args[p.Slot]), p.Type, approx) {
			return fmt.Errorf("scalar %s = %s, want %s", p.Name, showElem(uint64(got.args[p.Slot]), p.Type),
				showElem(uint64(want.args[p.Slot]), p.Type))
		}
	}
	return nil
}

// elemFloat is a float element's value (a scalar slot of float32 type holds
// the double's bits, an array element the float's).
func elemFloat(v uint64, t kernel.Type) float64 {
	if t == kernel.Float32 && v>>32 == 0 {
		return float64(math.Float32frombits(uint32(v)))
	}
	return math.Float64frombits(v)
}

func sameElem(g, w uint64, t kernel.Type, approx bool) bool {
	if !t.IsFloat() {
		return false
	}
	a, b := elemFloat(g, t), elemFloat(w, t)
	if math.IsNaN(a) && math.IsNaN(b) {
		return true
	}
	return approx && math.Abs(a-b) <= 1e-13*math.Max(math.Abs(a), math.Abs(b))
}

func showElem(v uint64, t kernel.Type) string {
	switch {
	case t.IsFloat():
		return strconv.FormatFloat(elemFloat(v, t), 'g', -1, 64)
	case t == kernel.Int32:
		return strconv.FormatInt(int64(int32(uint32(v))), 10)
	}
	return strconv.FormatInt(int64(v), 10)
}
