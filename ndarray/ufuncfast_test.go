package ndarray

import (
	"fmt"
	"math"
	"testing"
)

// generic runs f with ufuncfast.go's fast paths off: the generic loop's
// result, the reference.
func generic(t *testing.T, f func() (Operand, error)) Operand {
	t.Helper()
	ufuncFastPaths = false
	defer func() { ufuncFastPaths = true }()
	r, err := f()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestUfuncFastPathsMatchGeneralLoop checks the typed loops of the
// one- and two-argument ufuncs and clip against the generic loop, bit
// for bit (NaN, infinities and signed zeros among the floats), serial
// and split across goroutines, with arrays and single elements.
func TestUfuncFastPathsMatchGeneralLoop(t *testing.T) {
	u1 := []*Ufunc1{Floor, Ceil, Trunc, Rint, Fabs, Tanh, Tan, ArcTan, Sinh, Cosh, Log10, Log2, IsNaN, IsInf, IsFinite}
	u2 := []*Ufunc2{Minimum, Maximum, ArcTan2, Hypot}
	for _, dt := range []DType{Float64, Float32, Int64, Int32} {
		for _, n := range []int{1, 7, 64, 257, 1000, 20000} {
			var x, y *Array
			if dt.IsFloat() {
				x, y = randomFloats(t, dt, n, 4, true), randomFloats(t, dt, n, 5, true)
				for i := 50; i < n; i += 97 {
					y.SetFlat(i, MakeFloat(dt, 0)) // +0 against x's -0
				}
			} else {
				x, y = randomInts(t, dt, n, 4), randomInts(t, dt, n, 5)
			}
			check := func(what string, f func() (Operand, error)) {
				t.Helper()
				want := generic(t, f)
				serial, split := withSplit(func() Operand {
					r, err := f()
					if err != nil {
						t.Fatal(err)
					}
					return r
				})
				what = fmt.Sprintf("%s %v n=%d", what, dt, n)
				sameArrays(t, what+" (serial)", want.Array, serial.Array)
				sameArrays(t, what+" (split)", want.Array, split.Array)
			}
			if dt.IsFloat() {
				for _, u := range u1 {
					check(u.Name, func() (Operand, error) { return u.Apply(Operand{Array: x}) })
				}
			}
			half := Operand{Scalar: MakeFloat(Float64, 0.5), Python: true}
			negZero := Operand{Scalar: MakeFloat(dt, math.Copysign(0, -1))}
			if !dt.IsFloat() {
				half = Operand{Scalar: MakeInt(Int64, 3), Python: true}
				negZero = Operand{Scalar: MakeInt(dt, -5)}
			}
			for _, u := range u2 {
				for _, c := range [][2]Operand{{{Array: x}, {Array: y}}, {{Array: x}, half}, {negZero, {Array: y}}} {
					if u.kind == floatKind && !dt.IsFloat() {
						continue
					}
					check(u.Name, func() (Operand, error) { return u.Apply(c[0], c[1]) })
				}
			}
			nan := Operand{Scalar: MakeFloat(dt, math.NaN())}
			if !dt.IsFloat() {
				nan = Operand{Scalar: MakeInt(dt, 7)}
			}
			for _, c := range [][3]Operand{{{Array: x}, negZero, half}, {{Array: x}, {Array: y}, half}, {{Array: x}, nan, {Array: y}}} {
				check("clip", func() (Operand, error) { return Clip(c[0], c[1], c[2]) })
			}
		}
	}
}

// TestBinaryKernelChunksMatchGeneralLoop checks the operators run by
// their element kernels over typed chunks (binaryKernelChunks) against
// the general loop: //, % of floats (NaN, infinities, zeros) and ints
// (division by zero), ** of ints (small exponents, wrapping), shifts and
// the bitwise operators, with a negative exponent's error.
func TestBinaryKernelChunksMatchGeneralLoop(t *testing.T) {
	for _, dt := range []DType{Float64, Float32, Int64, Int32} {
		for _, n := range []int{1, 7, 64, 257, 1000, 20000} {
			var x, y *Array
			ops := []BinaryOp{FloorDiv, Mod}
			if dt.IsFloat() {
				x, y = randomFloats(t, dt, n, 8, true), randomFloats(t, dt, n, 9, true)
				y.SetFlat(0, MakeFloat(dt, 0))
			} else {
				x, y = randomInts(t, dt, n, 8), randomInts(t, dt, n, 9)
				for i := range n {
					y.SetFlat(i, MakeInt(dt, y.AtFlat(i).I&15)) // 0..15: exponents, shifts, zero divisors
				}
				ops = append(ops, Pow, LShift, RShift, And, Or, Xor)
			}
			scalar := Operand{Scalar: MakeFloat(Float64, 0.75), Python: true}
			if !dt.IsFloat() {
				scalar = Operand{Scalar: MakeInt(Int64, 3), Python: true}
			}
			for _, op := range ops {
				for _, c := range [][2]Operand{{{Array: x}, {Array: y}}, {{Array: x}, scalar}, {scalar, {Array: y}}} {
					want := generalBinary(t, op, c[0], c[1])
					serial, split := withSplit(func() *Array { return mustBinary(t, op, c[0], c[1]) })
					what := fmt.Sprintf("%v %v n=%d", dt, op, n)
					sameArrays(t, what+" (serial)", want, serial)
					sameArrays(t, what+" (split)", want, split)
				}
			}
			if !dt.IsFloat() {
				neg := Operand{Scalar: MakeInt(dt, -1)}
				if _, err := Binary(Pow, Operand{Array: x}, neg); err == nil {
					t.Fatalf("%v ** -1: no error", dt)
				}
			}
		}
	}
}

// TestLineFastPathsMatchGeneralLoop checks argmin, argmax, min, max,
// mean, var and std over a whole array, cumsum and cumprod along the
// last axis and astype from floats to ints against the general loops.
func TestLineFastPathsMatchGeneralLoop(t *testing.T) {
	for _, dt := range []DType{Float64, Float32, Int64, Int32} {
		for _, n := range []int{1, 2, 7, 64, 257, 1000, 20000} {
			var x *Array
			if dt.IsFloat() {
				x = randomFloats(t, dt, n, 12, n > 500)
			} else {
				x = randomInts(t, dt, n, 12)
			}
			both := func(what string, f func() *Array) {
				t.Helper()
				ufuncFastPaths = false
				want := f()
				ufuncFastPaths = true
				serial, split := withSplit(f)
				what = fmt.Sprintf("%s %v n=%d", what, dt, n)
				sameArrays(t, what+" (serial)", want, serial)
				sameArrays(t, what+" (split)", want, split)
			}
			for _, r := range []Reduction{RArgMin, RArgMax, RMin, RMax, RMean, RVar, RStd} {
				both(fmt.Sprint("reduce ", r), func() *Array {
					v, err := x.Reduce(r, false, 0)
					if err != nil {
						t.Fatal(err)
					}
					return v
				})
			}
			m := x
			if n%4 == 0 {
				m = x.view([]int{4, n / 4}, contiguousStrides(dt, []int{4, n / 4}), x.offset)
			}
			for _, prod := range []bool{false, true} {
				both(fmt.Sprint("accumulate prod=", prod), func() *Array {
					v, err := m.Accumulate(prod, -1, false)
					if err != nil {
						t.Fatal(err)
					}
					return v
				})
			}
			if dt.IsFloat() {
				y := x.Copy()
				for i := 0; i < n; i += 3 {
					y.SetFlat(i, MakeFloat(dt, y.AtFlat(i).F*1e12)) // out of int32's range
				}
				both("astype int64", func() *Array { return y.AsType(Int64) })
				both("astype int32", func() *Array { return y.AsType(Int32) })
			}
		}
	}
}

// TestDivMagicMatchesDivision checks // and % of int64 arrays by a
// positive scalar (the magic-number loop) against the kernel's division
// for extreme and random numerators and divisors: small, powers of two
// and their neighbours, and up to 2**63-1.
func TestDivMagicMatchesDivision(t *testing.T) {
	nums := randomInts(t, Int64, 5000, 21)
	for i, v := range []int64{0, 1, -1, 2, -2, 7, -7, math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1, 1 << 62, -(1 << 62)} {
		nums.SetFlat(i, MakeInt(Int64, v))
	}
	for i := 20; i < 2000; i++ {
		nums.SetFlat(i, MakeInt(Int64, nums.AtFlat(i).I>>uint(i%63))) // all magnitudes
	}
	divisors := []int64{2, 3, 5, 6, 7, 10, 12, 100, 1000, 1 << 31, (1 << 31) + 1, (1 << 32) - 1, 1<<62 - 1, 1 << 62, 1<<62 + 1, math.MaxInt64 - 1, math.MaxInt64}
	r := randomInts(t, Int64, 50, 22)
	for i := range 50 {
		divisors = append(divisors, int64(uint64(r.AtFlat(i).I)>>(1+uint(i%62))))
	}
	for _, d := range divisors {
		if d < 2 {
			continue
		}
		for _, op := range []BinaryOp{FloorDiv, Mod} {
			c := [2]Operand{{Array: nums}, {Scalar: MakeInt(Int64, d)}}
			want := generalBinary(t, op, c[0], c[1])
			serial, split := withSplit(func() *Array { return mustBinary(t, op, c[0], c[1]) })
			what := fmt.Sprintf("%v by %d", op, d)
			sameArrays(t, what+" (serial)", want, serial)
			sameArrays(t, what+" (split)", want, split)
		}
	}
}
