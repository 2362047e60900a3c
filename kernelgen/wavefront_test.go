package kernelgen_test

import (
	"fmt"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen"
)

// wavefrontTypes are the types of the test nests' values: float64 arrays
// a and A, int sizes.
var wavefrontTypes = kernelgen.Types{
	Arrays: map[string]kernelgen.ArrayType{"a": {Elem: kernel.Float64, NDim: 2}, "A": {Elem: kernel.Float64, NDim: 2}},
	Values: map[string]kernel.Type{"n": kernel.PyInt, "m": kernel.PyInt, "tsteps": kernel.PyInt},
}

const seidelSource = `import alpyna

@alpyna.jit
def seidel(A, tsteps, n):
    for t in range(tsteps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                A[i, j] = (A[i - 1, j - 1] + A[i - 1, j] + A[i - 1, j + 1] + A[i, j - 1] + A[i, j] + A[i, j + 1] + A[i + 1, j - 1] + A[i + 1, j] + A[i + 1, j + 1]) / 9.0
`

// TestWavefrontSchedule checks that seidel-2d runs by wavefronts of tiles
// from MinWavefrontTiles tiles a loop, and in order below that or without
// the trip counts.
func TestWavefrontSchedule(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		bind bool
		want string
	}{
		{300, true, "for t: for __wavefront: launch seidel_l8 [__tile]"},
		{2000, true, "for t: for __wavefront: launch seidel_l8 [__tile]"},
		{100, true, "launch seidel_l8 []"},
		{300, false, "launch seidel_l8 []"},
	} {
		bindings := map[string]int64{"n": tc.n, "tsteps": 3}
		p := planOf(t, seidelSource, bindings)
		if !tc.bind {
			bindings = nil
		}
		m, err := kernelgen.Build(p, wavefrontTypes, bindings)
		if err != nil {
			t.Fatal(err)
		}
		if got := outline(m.Host); got != tc.want {
			t.Errorf("n = %d, bindings %v: schedule %q, want %q", tc.n, tc.bind, got, tc.want)
		}
		if runs := kernelgen.Wavefronts(p, bindings); (len(runs) == 1) != (tc.want != "launch seidel_l8 []") {
			t.Errorf("n = %d, bindings %v: Wavefronts = %v, disagrees with the schedule", tc.n, tc.bind, runs)
		}
	}
}

// TestWavefrontOrder runs the host program and kernels of wavefront
// modules symbolically, recording when each (i, j) point runs: every
// point of the loops must run exactly once, and for every dependence
// distance the source must run in an earlier wavefront than the sink, or
// earlier in the same tile (tiles of one wavefront run concurrently).
func TestWavefrontOrder(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		m, n       int64 // i in [1, m), j in [1, n - jcut)
		jcut       int64
		dists      [][2]int64
	}{
		{"seidel", `
    for i in range(1, m):
        for j in range(1, n - 1):
            a[i, j] = (a[i - 1, j - 1] + a[i - 1, j] + a[i - 1, j + 1] + a[i, j - 1] + a[i, j + 1] + a[i + 1, j - 1] + a[i + 1, j] + a[i + 1, j + 1]) / 8.0
`, 300, 333, 1, [][2]int64{{1, 1}, {1, 0}, {1, -1}, {0, 1}}},
		{"(1, -2): tiles skewed by 2", `
    for i in range(1, m):
        for j in range(1, n - 2):
            a[i, j] = a[i - 1, j + 2] + a[i, j - 1]
`, 259, 401, 2, [][2]int64{{1, -2}, {0, 1}}},
		{"(2, -3), (1, 1) and (0, 1)", `
    for i in range(2, m):
        for j in range(1, n - 3):
            a[i, j] = a[i - 2, j + 3] + a[i - 1, j - 1] + a[i, j - 1]
`, 280, 270, 3, [][2]int64{{2, -3}, {1, 1}, {0, 1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "import alpyna\n\n@alpyna.jit\ndef f(a, m, n):" + tc.body
			bindings := map[string]int64{"m": tc.m, "n": tc.n}
			p := planOf(t, src, bindings)
			m, err := kernelgen.Build(p, wavefrontTypes, bindings)
			if err != nil {
				t.Fatal(err)
			}
			if got := outline(m.Host); got != "for __wavefront: launch f_l7 [__tile]" {
				t.Fatalf("schedule %q, want wavefronts", got)
			}
			when := runPoints(t, m, bindings)
			lo := int64(1)
			if tc.name == "(2, -3), (1, 1) and (0, 1)" {
				lo = 2
			}
			count := 0
			for i := lo; i < tc.m; i++ {
				for j := int64(1); j < tc.n-tc.jcut; j++ {
					at, ok := when[[2]int64{i, j}]
					if !ok {
						t.Fatalf("point (%d, %d) never runs", i, j)
					}
					count++
					for _, d := range tc.dists {
						src, ok := when[[2]int64{i - d[0], j - d[1]}]
						if !ok {
							continue
						}
						if src.front > at.front || src.front == at.front && (src.tile != at.tile || src.seq >= at.seq) {
							t.Fatalf("(%d, %d) at %+v runs before or beside its source (%d, %d) at %+v", i, j, at, i-d[0], j-d[1], src)
						}
					}
				}
			}
			if count != len(when) {
				t.Errorf("%d points run, want %d", len(when), count)
			}
		})
	}
}

// A pointTime is when a point ran: its wavefront, its tile, and its rank
// in the tile's program order.
type pointTime struct{ front, tile, seq int64 }

// runPoints interprets m's host program and kernels over the integer
// expressions the bounds use, recording each (i, j) the statements run
// at; a point that runs twice fails the test.
func runPoints(t *testing.T, m *kernel.Module, bindings map[string]int64) map[[2]int64]pointTime {
	t.Helper()
	params := map[*kernel.Param]int64{}
	for _, p := range m.Params {
		if v, ok := bindings[p.Name]; ok && p.Kind == kernel.Symbol {
			params[p] = v
		}
	}
	locals := map[*kernel.Local]int64{}
	var eval func(e kernel.Expr) int64
	eval = func(e kernel.Expr) int64 {
		switch x := e.(type) {
		case *kernel.Const:
			return x.I
		case *kernel.ParamRef:
			v, ok := params[x.Param]
			if !ok {
				t.Fatalf("no value for %s", x.Param.Name)
			}
			return v
		case *kernel.Var:
			return locals[x.Local]
		case *kernel.Convert:
			return eval(x.X)
		case *kernel.Binary:
			a, b := eval(x.X), eval(x.Y)
			switch x.Op {
			case kernel.Add:
				return a + b
			case kernel.Sub:
				return a - b
			case kernel.Mul:
				return a * b
			case kernel.FloorDiv:
				q := a / b
				if a%b != 0 && (a < 0) != (b < 0) {
					q--
				}
				return q
			case kernel.Min:
				return min(a, b)
			case kernel.Max:
				return max(a, b)
			}
		}
		t.Fatalf("bound expression %T %v", e, e)
		return 0
	}
	when := map[[2]int64]pointTime{}
	var front, tile, seq int64
	var iv, jv *kernel.Local
	var body func(ss []kernel.Stmt)
	body = func(ss []kernel.Stmt) {
		for _, s := range ss {
			f, ok := s.(*kernel.For)
			if !ok {
				continue
			}
			if iv == nil {
				iv = f.Var
			} else if jv == nil && f.Var != iv {
				jv = f.Var
			}
			for v := eval(f.Lower); v < eval(f.Upper); v += eval(f.Step) {
				locals[f.Var] = v
				if f.Var == jv {
					key := [2]int64{locals[iv], v}
					if _, dup := when[key]; dup {
						t.Fatalf("point %v runs twice", key)
					}
					when[key] = pointTime{front, tile, seq}
					seq++
				}
				body(f.Body)
			}
		}
	}
	var host func(steps []kernel.Step)
	host = func(steps []kernel.Step) {
		for _, s := range steps {
			switch x := s.(type) {
			case *kernel.HostLoop:
				for v := eval(x.Lower); v < eval(x.Upper); v += eval(x.Step) {
					params[x.Var] = v
					front = v
					host(x.Body)
				}
			case *kernel.Launch:
				d := x.Kernel.Dims[0]
				for v := eval(d.Lower); v < eval(d.Upper); v += eval(d.Step) {
					locals[d.Var] = v
					tile, seq = v, 0
					body(x.Kernel.Body)
				}
			default:
				t.Fatalf("step %s", fmt.Sprint(s))
			}
		}
	}
	host(m.Host)
	return when
}
