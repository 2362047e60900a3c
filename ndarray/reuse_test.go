package ndarray

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// BinaryReusing must compute what Binary computes, bit for bit, with the
// same floating-point exceptions, writing into the temporary's buffer
// only where that buffer is the result's.
func TestBinaryReusingMatchesBinary(t *testing.T) {
	for _, dt := range []DType{Float64, Float32, Int64, Int32} {
		for _, n := range fastTestSizes {
			for _, op := range []BinaryOp{Add, Sub, Mul, TrueDiv} {
				for _, reuseLeft := range []bool{true, false} {
					for _, scalarOther := range []bool{false, true} {
						var x, y *Array
						if dt.IsFloat() {
							x, y = randomFloats(t, dt, n, 1, true), randomFloats(t, dt, n, 2, true)
						} else {
							x, y = randomInts(t, dt, n, 1), randomInts(t, dt, n, 2)
						}
						xo, yo := Operand{Array: x}, Operand{Array: y}
						if scalarOther {
							s := Operand{Scalar: MakeFloat(Float64, 0.25), Python: true}
							if !dt.IsFloat() {
								s = Operand{Scalar: MakeInt(Int64, 3), Python: true}
							}
							if reuseLeft {
								yo = s
							} else {
								xo = s
							}
						}
						want, err := Binary(op, xo, yo)
						if err != nil {
							t.Fatal(err)
						}
						wantFP := BinaryFPErrors(op, xo, yo, want)
						got, fp, ok, err := withSplitReusing(op, xo, yo, reuseLeft)
						if op == TrueDiv && !dt.IsFloat() {
							if ok {
								t.Fatalf("%v / on %v reused an int operand for a float result", op, dt)
							}
							continue
						}
						if err != nil || !ok {
							t.Fatalf("%v %v n=%d: not reused (err %v)", dt, op, n, err)
						}
						temp := x
						if !reuseLeft {
							temp = y
						}
						if got.Array != temp {
							t.Fatalf("%v %v n=%d: result is not the temporary", dt, op, n)
						}
						sameArrays(t, "reused "+op.String(), got.Array, want.Array)
						if fp != wantFP {
							t.Fatalf("%v %v n=%d: fp flags %v, want %v", dt, op, n, fp, wantFP)
						}
					}
				}
			}
		}
	}
}

// withSplitReusing runs BinaryReusing on copies of the operands with the
// goroutine split off and forced on, checks both agree, and returns the
// second on the original operands.
func withSplitReusing(op BinaryOp, x, y Operand, reuseLeft bool) (Operand, FPFlags, bool, error) {
	saved := parallelMin
	defer func() { parallelMin = saved }()
	parallelMin = math.MaxInt / 1024
	cx, cy := x, y
	if x.Array != nil {
		cx.Array = x.Array.Copy()
	}
	if y.Array != nil {
		cy.Array = y.Array.Copy()
	}
	serial, serialFP, serialOK, _ := BinaryReusing(op, cx, cy, reuseLeft, !reuseLeft)
	parallelMin = 256
	r, fp, ok, err := BinaryReusing(op, x, y, reuseLeft, !reuseLeft)
	if ok != serialOK || fp != serialFP || ok && string(serial.Array.ReadData()) != string(r.Array.ReadData()) {
		return Operand{}, 0, false, errSplit
	}
	return r, fp, ok, err
}

var errSplit = errors.New("split and serial results differ")

// A temporary is not reused where the result needs another buffer.
func TestBinaryReusingRefuses(t *testing.T) {
	vec := func(dt DType, shape ...int) *Array {
		a, err := New(dt, shape)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	row := vec(Float64, 6)
	sliced := vec(Float64, 7)
	view := sliced.view([]int{6}, sliced.strides, sliced.offset+8)
	cases := []struct {
		name string
		x, y *Array
	}{
		{"broadcast up", row, vec(Float64, 2, 6)},
		{"int temporary, float result", vec(Int64, 6), vec(Float64, 6)},
		{"float32 temporary, float64 result", vec(Float32, 6), vec(Float64, 6)},
		{"view", view, row},
		{"empty", vec(Float64, 0), vec(Float64, 0)},
	}
	for _, c := range cases {
		_, _, ok, err := BinaryReusing(Add, Operand{Array: c.x}, Operand{Array: c.y}, true, false)
		if ok || err != nil {
			t.Errorf("%s: reused (err %v)", c.name, err)
		}
	}
	// comparisons (a bool result), floor division, modulo and power have
	// no in-place loop
	for _, op := range []BinaryOp{Lt, FloorDiv, Mod, Pow} {
		if _, _, ok, _ := BinaryReusing(op, Operand{Array: vec(Float64, 6)}, Operand{Array: vec(Float64, 6)}, true, true); ok {
			t.Errorf("%v: reused", op)
		}
	}
}

// noCollections turns the garbage collector off until the test ends: a
// collection drops the kept buffers, which the test looks for. It waits
// for the drop of a last collection, which might otherwise still come.
func noCollections(t *testing.T) {
	saved := debug.SetGCPercent(-1)
	t.Cleanup(func() { debug.SetGCPercent(saved) })
	waitForDrop(t)
}

// waitForDrop collects garbage until the kept buffers are dropped.
func waitForDrop(t *testing.T) {
	t.Helper()
	drops := recycleDrops.Load()
	for i := 0; recycleDrops.Load() == drops; i++ {
		if i == 1000 {
			t.Fatal("kept buffers not dropped after 1000 collections")
		}
		runtime.GC()
		time.Sleep(time.Millisecond) // the finalizer runs on its own goroutine
	}
}

// recycledCount is the number of buffers kept for new results.
func recycledCount() int {
	recycled.mu.Lock()
	defer recycled.mu.Unlock()
	return len(recycled.bufs)
}

// poisonRecycled empties the kept buffers and keeps one of n bytes full
// of 0xff (a NaN in every float, -1 in every int, true in every bool), as
// the buffer of a dead temporary, and returns its address.
func poisonRecycled(t *testing.T, n int) *byte {
	t.Helper()
	dropRecycled()
	a, err := New(UInt8, []int{n})
	if err != nil {
		t.Fatal(err)
	}
	for i := range a.buf {
		a.buf[i] = 0xff
	}
	p := &a.buf[0]
	recycle(a)
	if recycledCount() != 1 {
		t.Fatalf("a buffer of %d bytes was not kept", n)
	}
	return p
}

// In a*b + c*a, once the sum is written into a*b, the buffer of c*a is
// dead, and the next result of its size takes it; the operand that was
// not a temporary keeps its buffer.
func TestBinaryReusingRecyclesTheOtherTemporary(t *testing.T) {
	noCollections(t)
	dropRecycled()
	defer dropRecycled()
	const n = 3*8192 + 129 // more than recycleMin bytes
	x, y := randomFloats(t, Float64, n, 1, true), randomFloats(t, Float64, n, 2, true)
	a, b := randomFloats(t, Float64, n, 3, false), randomFloats(t, Float64, n, 4, false)
	half := randomFloats(t, Float64, n/2, 9, false)
	want := generalBinary(t, Add, Operand{Array: x}, Operand{Array: y})
	wantProduct := generalBinary(t, Mul, Operand{Array: a}, Operand{Array: b})
	freed := &y.buf[0]
	r, _, ok, err := BinaryReusing(Add, Operand{Array: x}, Operand{Array: y}, true, true)
	if !ok || err != nil || r.Array != x {
		t.Fatalf("not reused into the left temporary (ok %v, err %v)", ok, err)
	}
	if y.buf != nil || recycledCount() != 1 {
		t.Fatalf("the right temporary's buffer was not kept")
	}
	got := r.Array.Float64s()
	for i, w := range want.Float64s() {
		if math.Float64bits(got[i]) != math.Float64bits(w) {
			t.Fatalf("sum differs at %d: %v, want %v", i, got[i], w)
		}
	}
	// a new result of the same size takes it; one of another size not
	if other, _ := Binary(Mul, Operand{Array: half}, Operand{Array: half}); recycledCount() != 1 || &other.Array.buf[0] == freed {
		t.Fatal("a result of another size took the kept buffer")
	}
	p, err := Binary(Mul, Operand{Array: a}, Operand{Array: b})
	if err != nil {
		t.Fatal(err)
	}
	if &p.Array.buf[0] != freed || recycledCount() != 0 {
		t.Fatal("the next result of its size did not take the kept buffer")
	}
	sameArrays(t, "product in a kept buffer", p.Array, wantProduct)

	// only temporaries' buffers are kept: not an operand that is not one,
	// nor a temporary that is a view of another array's buffer
	z := randomFloats(t, Float64, n, 5, false)
	zBuf := &z.buf[0]
	if _, _, ok, _ := BinaryReusing(Add, Operand{Array: randomFloats(t, Float64, n, 6, false)}, Operand{Array: z}, true, false); !ok {
		t.Fatal("not reused")
	}
	whole := randomFloats(t, Float64, n+1, 7, false)
	view := whole.view([]int{n}, whole.strides, whole.offset+8)
	if _, _, ok, _ := BinaryReusing(Add, Operand{Array: randomFloats(t, Float64, n, 8, false)}, Operand{Array: view}, true, true); !ok {
		t.Fatal("not reused")
	}
	if recycledCount() != 0 || &z.buf[0] != zBuf || whole.buf == nil {
		t.Fatal("kept the buffer of an array that is not a dead temporary")
	}
}

// Results written into recycled (or otherwise uninitialised) memory must
// still be every element of the result: each fast path that allocates
// without clearing gets a buffer full of 0xff and must give what it gives
// in cleared memory.
func TestResultsInRecycledBuffers(t *testing.T) {
	noCollections(t)
	defer dropRecycled()
	const n = 70000 // bool results too are over recycleMin bytes
	for _, dt := range []DType{Float64, Float32, Int64, Int32} {
		var x, y *Array
		if dt.IsFloat() {
			x, y = randomFloats(t, dt, n, 1, true), randomFloats(t, dt, n, 2, true)
		} else {
			x, y = randomInts(t, dt, n, 1), randomInts(t, dt, n, 2)
		}
		check := func(what string, want *Array, f func() *Array) {
			t.Helper()
			for _, split := range []int{math.MaxInt / 1024, 256} {
				saved := parallelMin
				parallelMin = split
				p := poisonRecycled(t, want.size*want.dtype.ItemSize())
				got := f()
				parallelMin = saved
				if &got.buf[0] != p {
					t.Fatalf("%v %s: the result did not take the kept buffer", dt, what)
				}
				sameArrays(t, fmt.Sprintf("%v %s split at %d", dt, what, split), got, want)
			}
		}
		xo, yo := Operand{Array: x}, Operand{Array: y}
		for _, op := range []BinaryOp{Add, Sub, Mul, TrueDiv, Lt, Eq} {
			if op == TrueDiv && !dt.IsFloat() {
				continue
			}
			want := generalBinary(t, op, xo, yo)
			check(op.String(), want, func() *Array {
				r, err := Binary(op, xo, yo)
				if err != nil {
					t.Fatal(err)
				}
				return r.Array
			})
		}
		cond := generalBinary(t, Gt, xo, Operand{Scalar: MakeInt(Int64, 0), Python: true})
		wantWhere, _ := mapOperands([]Operand{{Array: cond}, xo, yo}, dt, func(v []Scalar) Scalar {
			if truth(v[0]) {
				return v[1]
			}
			return v[2]
		})
		check("where", wantWhere.Array, func() *Array {
			r, err := Where(Operand{Array: cond}, xo, yo)
			if err != nil {
				t.Fatal(err)
			}
			return r.Array
		})
		check("copy", x, func() *Array { return x.Copy() })
		if dt.IsFloat() {
			for _, op := range []UnaryOp{Sqrt, Exp, Neg, Abs} {
				want, _ := New(dt, x.shape)
				_, kernel, _ := unaryKernel(op, dt)
				for i := range n {
					want.SetFlat(i, kernel(x.AtFlat(i)))
				}
				check(op.String(), want, func() *Array {
					r, err := Unary(op, xo)
					if err != nil {
						t.Fatal(err)
					}
					return r.Array
				})
			}
		}
	}
}

// Kept buffers go back to the garbage collector at the next collection.
func TestRecycledBuffersDroppedByCollection(t *testing.T) {
	poisonRecycled(t, recycleMin)
	waitForDrop(t)
	if recycledCount() != 0 {
		t.Fatal("a kept buffer outlived a collection")
	}
}
