package tiling

import (
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// stencil builds a two-Dim kernel, i and j over range(1, n - 1), whose body
// is made by body from the arrays a (read) and b (written) and the Dims'
// locals.
func stencil(body func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt) *kernel.Kernel {
	n := &kernel.Param{Name: "n", Kind: kernel.Symbol, Type: kernel.PyInt}
	array := func(name string) *kernel.Array {
		a := &kernel.Array{Name: name, Elem: kernel.Float64, NDim: 2, Data: &kernel.Param{Name: name, Kind: kernel.Data}}
		a.Shape = []*kernel.Param{{Kind: kernel.Shape, Array: a}, {Kind: kernel.Shape, Array: a, Axis: 1}}
		return a
	}
	a, b := array("a"), array("b")
	i := &kernel.Local{Index: 0, Name: "i", Type: kernel.PyInt}
	j := &kernel.Local{Index: 1, Name: "j", Type: kernel.PyInt}
	one := &kernel.Const{T: kernel.PyInt, I: 1}
	upper := &kernel.Binary{Op: kernel.Sub, T: kernel.PyInt, X: &kernel.ParamRef{Param: n}, Y: one}
	return &kernel.Kernel{
		Name: "stencil",
		Dims: []*kernel.Dim{
			{Var: i, Lower: one, Upper: upper, Step: one},
			{Var: j, Lower: one, Upper: upper, Step: one, Contiguous: true},
		},
		Locals: []*kernel.Local{i, j},
		Body:   body(a, b, i, j),
	}
}

func v(l *kernel.Local) kernel.Expr { return &kernel.Var{Local: l} }

func plus(x kernel.Expr, c int64) kernel.Expr {
	return &kernel.Binary{Op: kernel.Add, T: kernel.PyInt, X: x, Y: &kernel.Const{T: kernel.PyInt, I: c}}
}

func load(a *kernel.Array, x, y kernel.Expr) *kernel.Load {
	return &kernel.Load{Array: a, Index: []*kernel.Subscript{{X: x}, {X: y}}}
}

func sum(xs ...kernel.Expr) kernel.Expr {
	s := xs[0]
	for _, x := range xs[1:] {
		s = &kernel.Binary{Op: kernel.Add, T: kernel.PyFloat, X: s, Y: x}
	}
	return s
}

func store(b *kernel.Array, i, j *kernel.Local, x kernel.Expr) kernel.Stmt {
	return &kernel.Store{Array: b, Index: []*kernel.Subscript{{X: v(i)}, {X: v(j)}}, Value: x}
}

// TestHalo checks which arrays a stencil kernel stages, with their spans
// and reuse, and the reads that keep an array (or the kernel) untiled.
func TestHalo(t *testing.T) {
	axes := kernel.Axes{1, 0}
	cases := []struct {
		name  string
		body  func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt
		span  [2]int64 // of a; ignored when untiled
		reuse int
		tiled bool
	}{
		{"five points", func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt {
			return []kernel.Stmt{store(b, i, j, sum(load(a, v(i), v(j)), load(a, plus(v(i), -1), v(j)),
				load(a, plus(v(i), 1), v(j)), load(a, v(i), plus(v(j), -1)), load(a, v(i), plus(v(j), 1))))}
		}, [2]int64{2, 2}, 5, true},
		{"one-sided offsets", func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt {
			return []kernel.Stmt{store(b, i, j, sum(load(a, plus(v(i), 3), v(j)), load(a, plus(v(i), 1), plus(v(j), 2))))}
		}, [2]int64{2, 2}, 2, true},
		// Each element is read by one thread: nothing to share.
		{"one offset", func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt {
			return []kernel.Stmt{store(b, i, j, load(a, plus(v(i), 1), v(j)))}
		}, [2]int64{}, 0, false},
		// A span of 9 does not fit the halo.
		{"span past MaxHalo", func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt {
			return []kernel.Stmt{store(b, i, j, sum(load(a, plus(v(i), -5), v(j)), load(a, plus(v(i), 4), v(j))))}
		}, [2]int64{}, 0, false},
		// Both subscripts follow i.
		{"one Dim twice", func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt {
			return []kernel.Stmt{store(b, i, j, sum(load(a, v(i), v(i)), load(a, plus(v(i), 1), v(i))))}
		}, [2]int64{}, 0, false},
		// -i is not an offset from i.
		{"negated Dim", func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt {
			neg := &kernel.Binary{Op: kernel.Sub, T: kernel.PyInt, X: &kernel.Const{T: kernel.PyInt, I: 40}, Y: v(i)}
			return []kernel.Stmt{store(b, i, j, sum(load(a, neg, v(j)), load(a, neg, plus(v(j), 1))))}
		}, [2]int64{}, 0, false},
		// A read the halo cannot serve (a[j, 0]) keeps the array untiled.
		{"another read", func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt {
			return []kernel.Stmt{store(b, i, j, sum(load(a, v(i), v(j)), load(a, plus(v(i), 1), v(j)),
				load(a, v(j), &kernel.Const{T: kernel.PyInt, I: 0})))}
		}, [2]int64{}, 0, false},
		// A wrapped subscript may count from the end.
		{"wrapped", func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt {
			w := load(a, plus(v(i), -1), v(j))
			w.Index[0].Wrap = true
			return []kernel.Stmt{store(b, i, j, sum(load(a, v(i), v(j)), w))}
		}, [2]int64{}, 0, false},
		// The kernel writes a: another thread's element may change.
		{"stored", func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt {
			return []kernel.Stmt{store(a, i, j, sum(load(a, plus(v(i), -1), v(j)), load(a, plus(v(i), 1), v(j))))}
		}, [2]int64{}, 0, false},
	}
	for _, c := range cases {
		k := stencil(c.body)
		plan := Halo(k, axes)
		if !c.tiled {
			if plan != nil {
				t.Errorf("%s: halo-tiled, want not", c.name)
			}
			continue
		}
		if plan == nil || len(plan.Operands) != 1 {
			t.Errorf("%s: plan %+v, want one operand", c.name, plan)
			continue
		}
		op := plan.Operands[0]
		if op.Array.Name != "a" || op.Span != c.span || op.Reuse != c.reuse || op.Dims != [2]int{0, 1} {
			t.Errorf("%s: operand %s dims %v span %v reuse %d, want a [0 1] %v %d",
				c.name, op.Array.Name, op.Dims, op.Span, op.Reuse, c.span, c.reuse)
		}
		// Not with one Dim in the thread, nor when a check may stop a
		// thread before a barrier.
		if Halo(k, kernel.Axes{kernel.AxisNone, 0}) != nil {
			t.Errorf("%s: halo-tiled with i in the thread", c.name)
		}
		k.MayFail = true
		if Halo(k, axes) != nil {
			t.Errorf("%s: halo-tiled with a check that may fail", c.name)
		}
	}
}

// TestHaloLoopOffsets: offsets that are a loop's variable (conv2d's
// img[i + k, j + l]) span the loop's range; with constant bounds the span
// and reuse are known, with a parameter bound they wait for the launch;
// a loop variable assigned in the body is no offset.
func TestHaloLoopOffsets(t *testing.T) {
	kk := &kernel.Local{Index: 2, Name: "k", Type: kernel.PyInt}
	loop := func(upper kernel.Expr, assign bool) func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt {
		return func(a, b *kernel.Array, i, j *kernel.Local) []kernel.Stmt {
			minusK := &kernel.Binary{Op: kernel.Sub, T: kernel.PyInt, X: v(i), Y: v(kk)}
			body := []kernel.Stmt{store(b, i, j, load(a, minusK, plus(v(j), 1)))}
			if assign {
				body = append(body, &kernel.Assign{Dst: kk, Value: &kernel.Const{T: kernel.PyInt, I: 0}})
			}
			return []kernel.Stmt{&kernel.For{Var: kk, Lower: &kernel.Const{T: kernel.PyInt}, Upper: upper,
				Step: &kernel.Const{T: kernel.PyInt, I: 1}, Body: body}}
		}
	}
	three := &kernel.Const{T: kernel.PyInt, I: 3}
	plan := Halo(stencil(loop(three, false)), kernel.Axes{1, 0})
	if plan == nil || plan.Operands[0].Span != [2]int64{2, 0} || plan.Operands[0].Reuse != 3 {
		t.Errorf("a[i - k, j + 1], k in range(3): plan %+v, want span [2 0], reuse 3", plan)
	} else if lo, hi, ok := plan.Operands[0].Loads[0].Offsets[0].ConstRange(); !ok || lo != -2 || hi != 0 {
		t.Errorf("offset i - k: range [%d, %d] (%v), want [-2, 0]", lo, hi, ok)
	}
	kh := &kernel.ParamRef{Param: &kernel.Param{Name: "kh", Kind: kernel.Symbol, Type: kernel.PyInt}}
	plan = Halo(stencil(loop(kh, false)), kernel.Axes{1, 0})
	if plan == nil || plan.Operands[0].Span != [2]int64{-1, -1} || plan.Operands[0].Reuse != 0 {
		t.Errorf("a[i - k, j + 1], k in range(kh): plan %+v, want spans and reuse known at the launch", plan)
	}
	if plan := Halo(stencil(loop(three, true)), kernel.Axes{1, 0}); plan != nil {
		t.Errorf("k assigned in the loop: halo-tiled, want not")
	}
}
