package ndarray

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// The fast paths of fast.go must give the general loops' results bit for
// bit, whether or not they split the work across goroutines. These tests
// compute each operation three ways: through the general element loop
// (the reference), and through the public entry points once with the
// split disabled and once with it forced on small arrays.

// fastTestSizes straddle the split thresholds used below (parallelMin set
// to 256, chunks aligned to 64 elements) and NumPy's 8192-element sum
// buffers and 128-element pairwise blocks.
var fastTestSizes = []int{1, 2, 7, 63, 64, 65, 127, 128, 129, 255, 256, 257, 1000, 8191, 8192, 8193, 20000, 3*8192 + 129}

// withSplit runs f with goroutine splitting disabled and then forced on
// small arrays, and returns both results.
func withSplit[T any](f func() T) (serial, split T) {
	saved := parallelMin
	defer func() { parallelMin = saved }()
	parallelMin = math.MaxInt / 1024
	serial = f()
	parallelMin = 256
	split = f()
	return serial, split
}

// randomFloats returns n values in [-3, 3) of dtype dt (float32 or
// float64), with every 97th element negative zero and, if specials, a few
// NaNs and infinities.
func randomFloats(t *testing.T, dt DType, n int, seed uint64, specials bool) *Array {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 7))
	a, err := New(Float64, []int{n})
	if err != nil {
		t.Fatal(err)
	}
	v := a.Float64s()
	for i := range v {
		v[i] = r.Float64()*6 - 3
		if i%97 == 50 {
			v[i] = math.Copysign(0, -1)
		}
	}
	if specials && n > 10 {
		v[n/3] = math.NaN()
		v[n/2] = math.Inf(1)
		v[n-2] = math.Inf(-1)
	}
	return a.AsType(dt)
}

func randomInts(t *testing.T, dt DType, n int, seed uint64) *Array {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 11))
	a, err := New(dt, []int{n})
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		// Large magnitudes, so that products and sums wrap.
		a.SetFlat(i, MakeInt(dt, int64(r.Uint64())))
	}
	return a
}

// sameArrays fails unless a and b have the same dtype, shape and bytes.
func sameArrays(t *testing.T, what string, a, b *Array) {
	t.Helper()
	if a.dtype != b.dtype || fmt.Sprint(a.shape) != fmt.Sprint(b.shape) || !bytes.Equal(a.Copy().ReadData(), b.Copy().ReadData()) {
		t.Fatalf("%s: results differ:\n%v %v\n%v %v", what, a.dtype, a.shape, b.dtype, b.shape)
	}
}

// generalBinary is x op y through the general per-element loop.
func generalBinary(t *testing.T, op BinaryOp, x, y Operand) *Array {
	t.Helper()
	common, err := CommonType(x, y)
	if err != nil {
		t.Fatal(err)
	}
	in, out, err := binaryTypes(op, common)
	if err != nil {
		t.Fatal(err)
	}
	xa, ya := operandArray(x), operandArray(y)
	shape, _ := broadcastShapes(xa.shape, ya.shape)
	res, _ := New(out, shape)
	xs, _ := broadcastStrides(xa.shape, xa.strides, shape)
	ys, _ := broadcastStrides(ya.shape, ya.strides, shape)
	kernel := binaryKernel(op, in)
	for it := newIter(shape, [][]int{res.strides, xs, ys}, []int{0, xa.offset, ya.offset}); it.more; it.next() {
		r, err := kernel(xa.getAt(it.off[1]).Convert(in), ya.getAt(it.off[2]).Convert(in))
		if err != nil {
			t.Fatal(err)
		}
		res.setAt(it.off[0], r)
	}
	return res
}

func TestBinaryFastPathsMatchGeneralLoop(t *testing.T) {
	ops := []BinaryOp{Add, Sub, Mul, TrueDiv, Lt, Le, Eq, Ne, Gt, Ge}
	for _, dt := range []DType{Float64, Float32, Int64, Int32} {
		for _, n := range fastTestSizes {
			var x, y *Array
			if dt.IsFloat() {
				x, y = randomFloats(t, dt, n+1, 1, true), randomFloats(t, dt, n, 2, true)
			} else {
				x, y = randomInts(t, dt, n+1, 1), randomInts(t, dt, n, 2)
			}
			// x[1:] is a view that starts one element into its buffer.
			xv := x.view([]int{n}, x.strides, x.offset+dt.ItemSize())
			scalar := Operand{Scalar: MakeFloat(Float64, 0.5), Python: true}
			if !dt.IsFloat() {
				scalar = Operand{Scalar: MakeInt(Int64, 3), Python: true}
			}
			for _, op := range ops {
				cases := []struct {
					name string
					x, y Operand
				}{
					{"arrays", Operand{Array: xv}, Operand{Array: y}},
					{"array-scalar", Operand{Array: y}, scalar},
					{"scalar-array", scalar, Operand{Array: xv}},
				}
				for _, c := range cases {
					what := fmt.Sprintf("%v %v %s n=%d", dt, op, c.name, n)
					want := generalBinary(t, op, c.x, c.y)
					serial, split := withSplit(func() *Array { return mustBinary(t, op, c.x, c.y) })
					sameArrays(t, what+" (serial)", want, serial)
					sameArrays(t, what+" (split)", want, split)
				}
			}
		}
	}
}

func TestUnaryFastPathsMatchGeneralLoop(t *testing.T) {
	for _, dt := range []DType{Float64, Float32} {
		for _, n := range fastTestSizes {
			a := randomFloats(t, dt, n, 3, true)
			// Wider arguments reach the functions' other branches.
			wide := mustBinary(t, Mul, Operand{Array: a}, Operand{Scalar: MakeFloat(Float64, 40), Python: true})
			for _, op := range []UnaryOp{Neg, Abs, Sqrt, Exp, Log, Sin, Cos} {
				in, kernel, err := unaryKernel(op, dt)
				if err != nil {
					t.Fatal(err)
				}
				want, _ := New(dt, wide.shape)
				for i := range n {
					want.SetFlat(i, kernel(wide.AtFlat(i).Convert(in)))
				}
				serial, split := withSplit(func() *Array {
					r, err := Unary(op, Operand{Array: wide})
					if err != nil {
						t.Fatal(err)
					}
					return r.Array
				})
				what := fmt.Sprintf("%v %v n=%d", dt, op, n)
				sameArrays(t, what+" (serial)", want, serial)
				sameArrays(t, what+" (split)", want, split)
			}
		}
	}
}

func TestWhereFastPathMatchesGeneralLoop(t *testing.T) {
	for _, dt := range []DType{Float64, Float32, Int64} {
		for _, n := range fastTestSizes {
			var x, y *Array
			if dt.IsFloat() {
				x, y = randomFloats(t, dt, n, 4, true), randomFloats(t, dt, n, 5, false)
			} else {
				x, y = randomInts(t, dt, n, 4), randomInts(t, dt, n, 5)
			}
			cond := mustBinary(t, Gt, Operand{Array: x}, Operand{Array: y})
			zero := Operand{Scalar: MakeInt(Int64, 0), Python: true}
			for _, c := range [][2]Operand{{{Array: x}, {Array: y}}, {{Array: x}, zero}, {zero, {Array: y}}} {
				common, _ := CommonType(c[0], c[1])
				want, err := mapOperands([]Operand{{Array: cond}, c[0], c[1]}, common, func(v []Scalar) Scalar {
					if v[0].Truth() {
						return v[1].Convert(common)
					}
					return v[2].Convert(common)
				})
				if err != nil {
					t.Fatal(err)
				}
				serial, split := withSplit(func() *Array {
					r, err := Where(Operand{Array: cond}, c[0], c[1])
					if err != nil {
						t.Fatal(err)
					}
					return r.Array
				})
				what := fmt.Sprintf("where %v n=%d", dt, n)
				sameArrays(t, what+" (serial)", want.Array, serial)
				sameArrays(t, what+" (split)", want.Array, split)
			}
		}
	}
}

func TestReductionFastPathsMatchGeneralLoop(t *testing.T) {
	for _, dt := range []DType{Float64, Float32} {
		for _, n := range fastTestSizes {
			for _, specials := range []bool{false, true} {
				a := randomFloats(t, dt, n, 6, specials)
				isz := dt.ItemSize()
				for _, r := range []Reduction{RSum, RMean, RMax, RMin} {
					want, err := a.reduceLine(r, a.offset, isz, n, 0, true)
					if err != nil {
						t.Fatal(err)
					}
					serial, split := withSplit(func() Scalar {
						var s Scalar
						var err error
						switch r {
						case RSum:
							s = a.Sum()
						case RMean:
							s = a.Mean()
						case RMax:
							s, err = a.Max()
						default:
							s, err = a.Min()
						}
						if err != nil {
							t.Fatal(err)
						}
						return s
					})
					for _, got := range []Scalar{serial, split} {
						if got.DType != want.DType || math.Float64bits(got.F) != math.Float64bits(want.F) {
							t.Fatalf("%v reduction %d n=%d specials=%v: got %v, want %v", dt, r, n, specials, got, want)
						}
					}
				}
			}
		}
	}
}

// TestExtremumSignedZeros checks the case where the fast maximum's lanes
// could pick another zero than the first one.
func TestExtremumSignedZeros(t *testing.T) {
	a, _ := New(Float64, []int{1000})
	v := a.Float64s()
	for i := range v {
		v[i] = -1
	}
	v[1] = math.Copysign(0, -1)
	v[8] = 0
	got, _ := a.Max()
	if !math.Signbit(got.F) || got.F != 0 {
		t.Fatalf("max = %v, want the first zero, -0.0", got)
	}
}

func TestIntSumMatchesSerial(t *testing.T) {
	for _, n := range fastTestSizes {
		for _, dt := range []DType{Int64, Int32} {
			a := randomInts(t, dt, n, 8)
			var want int64
			for i := range n {
				want += a.AtFlat(i).I
			}
			serial, split := withSplit(func() Scalar { return a.Sum() })
			if serial.I != want || split.I != want {
				t.Fatalf("%v sum n=%d: got %d and %d, want %d", dt, n, serial.I, split.I, want)
			}
		}
	}
}

// axisReference is the reduction along ax through reduceLine, line by line,
// as ReduceAxis computes it without its fast path.
func axisReference(t *testing.T, a *Array, r Reduction, ax int) *Array {
	t.Helper()
	var shape []int
	var rest, restStrides []int
	for d, m := range a.shape {
		if d != ax {
			shape = append(shape, m)
			rest = append(rest, m)
			restStrides = append(restStrides, a.strides[d])
		}
	}
	out, _ := New(r.resultDType(a.dtype), shape)
	pairwise := ax == len(a.shape)-1
	idx := make([]int, len(rest))
	for k := range out.size {
		off := a.offset
		for d, i := range idx {
			off += i * restStrides[d]
		}
		v, err := a.reduceLine(r, off, a.strides[ax], a.shape[ax], 0, pairwise)
		if err != nil {
			t.Fatal(err)
		}
		out.SetFlat(k, v)
		for d := len(idx) - 1; d >= 0; d-- {
			if idx[d]++; idx[d] < rest[d] {
				break
			}
			idx[d] = 0
		}
	}
	return out
}

func TestReduceAxisFastPathMatchesGeneralLoop(t *testing.T) {
	shapes := [][]int{{300, 257}, {257, 300}, {3, 9000}, {9000, 3}, {4, 70, 65}, {2, 1, 20000}, {20000, 1}}
	for _, dt := range []DType{Float64, Float32} {
		for _, shape := range shapes {
			flat := randomFloats(t, dt, shapeSize(shape), 9, false)
			a, err := flat.Reshape(shape)
			if err != nil {
				t.Fatal(err)
			}
			for ax := range shape {
				for _, r := range []Reduction{RSum, RMean} {
					want := axisReference(t, a, r, ax)
					serial, split := withSplit(func() *Array {
						res, err := a.ReduceAxis(r, ax, false, 0)
						if err != nil {
							t.Fatal(err)
						}
						return res
					})
					what := fmt.Sprintf("%v %v axis %d reduction %d", dt, shape, ax, r)
					sameArrays(t, what+" (serial)", want, serial)
					sameArrays(t, what+" (split)", want, split)
				}
			}
		}
	}
}

// TestDotFastPathSumsInOrder checks the vector dot products' orders:
// float32 in order, float64 in the order of the OpenBLAS ddot kernel this
// machine models (blasdot.go).
func TestDotFastPathSumsInOrder(t *testing.T) {
	for _, dt := range []DType{Float64, Float32} {
		x, y := randomFloats(t, dt, 5000, 10, false), randomFloats(t, dt, 5000, 11, false)
		r, err := Dot(x, y)
		if err != nil {
			t.Fatal(err)
		}
		s := 0.0
		if dt == Float64 {
			xs, ys := readView[float64](x, dt), readView[float64](y, dt)
			core, threads := blasDotConfig()
			s = blasDotCore(core, threads, xs, 0, 1, ys, 0, 1, 5000, false)
		} else {
			for i := range 5000 {
				s = round(s+round(x.AtFlat(i).F*y.AtFlat(i).F, dt), dt)
			}
		}
		if got := r.AtFlat(0); got.DType != dt || got.F != s {
			t.Fatalf("%v dot = %v, want %v", dt, got, s)
		}
	}
}

// TestFastPathFPErrors checks that the finiteness the fast paths note
// while computing still lets the floating-point checks find overflows,
// and goes stale when the result is written.
func TestFastPathFPErrors(t *testing.T) {
	for _, n := range []int{100, 100000} {
		x := randomFloats(t, Float64, n, 14, false)
		x.SetFlat(n-3, MakeFloat(Float64, 1e300))
		big := Operand{Scalar: MakeFloat(Float64, 1e10), Python: true}
		r, err := Binary(Mul, Operand{Array: x}, big)
		if err != nil {
			t.Fatal(err)
		}
		if flags := BinaryFPErrors(Mul, Operand{Array: x}, big, r); flags != FPOverflow {
			t.Fatalf("n=%d: flags %v, want overflow", n, flags)
		}
		small := Operand{Scalar: MakeFloat(Float64, 1e-10), Python: true}
		if r, err = Binary(Mul, Operand{Array: x}, small); err != nil {
			t.Fatal(err)
		}
		if flags := BinaryFPErrors(Mul, Operand{Array: x}, small, r); flags != 0 {
			t.Fatalf("n=%d: flags %v for finite products", n, flags)
		}
		r.Array.SetFlat(1, MakeFloat(Float64, math.Inf(1)))
		if allFinite(r.Array) {
			t.Fatalf("n=%d: an infinity written after the fast path goes unseen", n)
		}
		e, err := Unary(Exp, Operand{Array: x})
		if err != nil {
			t.Fatal(err)
		}
		if flags := UnaryFPErrors(false, Operand{Array: x}, e); flags != FPOverflow {
			t.Fatalf("n=%d: exp flags %v, want overflow", n, flags)
		}
	}
}

func TestAssignContiguous(t *testing.T) {
	for _, n := range fastTestSizes {
		src := randomFloats(t, Float64, n, 15, true)
		want := src.Copy()
		serial, split := withSplit(func() *Array {
			dst, _ := New(Float64, []int{n})
			if err := dst.Assign(src); err != nil {
				t.Fatal(err)
			}
			return dst
		})
		sameArrays(t, fmt.Sprintf("assign n=%d (serial)", n), want, serial)
		sameArrays(t, fmt.Sprintf("assign n=%d (split)", n), want, split)
		if n < 2 {
			continue
		}
		// a[1:] = a[:-1] and a[:-1] = a[1:] read before they write.
		for _, shift := range []int{1, -1} {
			a := src.Copy()
			lo, hi := a.view([]int{n - 1}, a.strides, a.offset), a.view([]int{n - 1}, a.strides, a.offset+8)
			dst, from := hi, lo
			if shift < 0 {
				dst, from = lo, hi
			}
			if err := dst.Assign(from); err != nil {
				t.Fatal(err)
			}
			for i := range n - 1 {
				j := i + 1
				if shift < 0 {
					j = i
				}
				if got, want := math.Float64bits(a.AtFlat(j).F), math.Float64bits(src.AtFlat(j-shift).F); got != want {
					t.Fatalf("overlapping assign n=%d shift %d: element %d differs", n, shift, j)
				}
			}
		}
	}
}

func TestFillContiguous(t *testing.T) {
	for _, n := range []int{0, 1, 2, 3, 1000, 4097} {
		for _, dt := range []DType{Float64, Float32, Int16, Bool, Complex128} {
			a, _ := New(dt, []int{n})
			v := MakeFloat(Float64, 2.5).Convert(dt)
			a.Fill(v)
			for i := range n {
				if got := a.AtFlat(i); got != v {
					t.Fatalf("%v fill n=%d: element %d is %v, want %v", dt, n, i, got, v)
				}
			}
		}
	}
}

func TestAsTypeFloatsMatchesGeneralLoop(t *testing.T) {
	for _, n := range fastTestSizes {
		sources := []*Array{
			randomFloats(t, Float64, n, 16, true), randomFloats(t, Float32, n, 17, true),
			randomInts(t, Int64, n, 18), randomInts(t, Int32, n, 19),
		}
		// Wide values round differently to float32 directly and through
		// float64; big float64s overflow float32.
		sources = append(sources, mustBinary(t, Mul, Operand{Array: sources[0]}, Operand{Scalar: MakeFloat(Float64, 1e38), Python: true}))
		for _, src := range sources {
			for _, dt := range []DType{Float64, Float32} {
				want, _ := New(dt, src.shape)
				for i := range n {
					want.SetFlat(i, src.AtFlat(i).Convert(dt))
				}
				serial, split := withSplit(func() *Array { return src.AsType(dt) })
				what := fmt.Sprintf("%v to %v n=%d", src.dtype, dt, n)
				sameArrays(t, what+" (serial)", want, serial)
				sameArrays(t, what+" (split)", want, split)
			}
		}
	}
}
