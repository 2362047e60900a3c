package ndarray

import (
	"fmt"
	"math"
	"testing"
)

// The strided loops (strided.go) must give the general loop's results
// bit for bit, and the same floating-point exceptions, on every layout:
// these tests build views of each kind and compare.

// stridedLayout is a pair of operands of one layout family, made from two
// grids of random values of a dtype.
type stridedLayout struct {
	name string
	x, y *Array
}

// gridOf returns the values of a (rows × cols) as a C-contiguous grid.
func gridOf(t *testing.T, a *Array, rows, cols int) *Array {
	t.Helper()
	g, err := a.Reshape([]int{rows, cols})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// testValues returns n values of dt: random floats with NaNs, infinities
// and zeros of both signs, or random ints that wrap when multiplied.
func testValues(t *testing.T, dt DType, n int, seed uint64) *Array {
	if dt.IsFloat() {
		return randomFloats(t, dt, n, seed, true)
	}
	return randomInts(t, dt, n, seed)
}

// stridedLayouts returns operand pairs whose elements are not one
// contiguous run: interior 2-d slices (rows with gaps), a column, a
// reversed vector, a transposed grid, a vector broadcast against a
// column, a 3-d slice whose leading axes merge, and contiguous operands
// beside strided ones.
//
// The grids have m+2 columns and at most 9 rows, so that rows longer
// than finiteBlock stay cheap to test.
func stridedLayouts(t *testing.T, dt DType, m int) []stridedLayout {
	isz := dt.ItemSize()
	k := min(m, 7) // rows of the interior
	g := gridOf(t, testValues(t, dt, (k+2)*(m+2), 21), k+2, m+2)
	h := gridOf(t, testValues(t, dt, (k+2)*(m+2), 22), k+2, m+2)
	row := (m + 2) * isz
	inner := func(a *Array, di, dj int) *Array {
		return a.view([]int{k, m}, []int{row, isz}, a.offset+di*row+dj*isz)
	}
	flat := testValues(t, dt, k*m, 23)
	square := gridOf(t, flat, k, m)
	sq := testValues(t, dt, k*k, 28)
	small := gridOf(t, sq, k, k)
	vec := testValues(t, dt, m+2, 24)
	col := testValues(t, dt, k, 25)
	colShape, _ := col.Reshape([]int{k, 1})
	cube := testValues(t, dt, 3*4*(m+2), 26)
	cube3, _ := cube.Reshape([]int{3, 4, m + 2})
	cubeSlice := cube3.view([]int{3, 4, m}, cube3.strides, cube3.offset+isz)
	cube2 := testValues(t, dt, 3*4*m, 27)
	cube2s, _ := cube2.Reshape([]int{3, 4, m})
	transposed, _ := small.Transpose(nil)
	return []stridedLayout{
		{"interior+interior", inner(g, 1, 1), inner(h, 0, 2)},
		{"interior+same grid", inner(g, 1, 1), inner(g, 2, 0)},
		{"interior+contiguous", inner(g, 1, 0), square},
		{"contiguous+interior", square, inner(h, 2, 1)},
		{"column+reversed", g.view([]int{k + 2}, []int{row}, g.offset+isz), vec.view([]int{k + 2}, []int{-isz}, vec.offset+(m+1)*isz)},
		{"reversed", vec.view([]int{m + 2}, []int{-isz}, vec.offset+(m+1)*isz), vec},
		{"every other", vec.view([]int{(m + 3) / 2}, []int{2 * isz}, vec.offset), vec.view([]int{(m + 3) / 2}, []int{2 * isz}, vec.offset+(m+1)%2*isz)},
		{"transposed+contiguous", transposed, small},
		{"column broadcast", colShape, vec.view([]int{m}, []int{isz}, vec.offset+isz)},
		{"row broadcast", inner(g, 1, 1), vec.view([]int{m}, []int{isz}, vec.offset)},
		{"3-d slice", cubeSlice, cube2s},
	}
}

// stridedSizes straddle the vector loops' widths, spreadMin and
// finiteBlock along a row, and the split across goroutines.
var stridedSizes = []int{1, 3, 31, 33, 64, 65, 130, 1100}

func TestStridedBinaryMatchesGeneralLoop(t *testing.T) {
	ops := []BinaryOp{Add, Sub, Mul, TrueDiv, Lt, Ge, Eq, Ne}
	for _, dt := range []DType{Float64, Float32, Int64, Int32} {
		scalars := []Operand{pyFloat(0.5), pyFloat(math.Copysign(0, -1)), pyFloat(math.NaN()), pyFloat(math.Inf(1))}
		if !dt.IsFloat() {
			scalars = []Operand{pyInt(3), pyInt(-7)}
		}
		for _, m := range stridedSizes {
			for _, l := range stridedLayouts(t, dt, m) {
				pairs := [][2]Operand{{{Array: l.x}, {Array: l.y}}}
				for _, s := range scalars {
					pairs = append(pairs, [2]Operand{{Array: l.x}, s}, [2]Operand{s, {Array: l.y}})
				}
				for _, op := range ops {
					for k, p := range pairs {
						what := fmt.Sprintf("%v %v %s m=%d operands %d", dt, op, l.name, m, k)
						want := generalBinary(t, op, p[0], p[1])
						serial, split := withSplit(func() *Array { return mustBinary(t, op, p[0], p[1]) })
						sameArrays(t, what+" (serial)", want, serial)
						sameArrays(t, what+" (split)", want, split)
						wantFP := BinaryFPErrors(op, p[0], p[1], Operand{Array: want})
						if got := BinaryFPErrors(op, p[0], p[1], Operand{Array: serial}); got != wantFP {
							t.Fatalf("%s: floating-point flags %v, want %v", what, got, wantFP)
						}
					}
				}
			}
		}
	}
}

// inPlaceCase runs BinaryInPlace(op, dst, y) on a copy of the layout and
// checks it against x op y computed by the general loop and assigned.
func checkInPlace(t *testing.T, what string, op BinaryOp, dst *Array, y Operand) {
	t.Helper()
	before := dst.Copy()
	want := generalBinary(t, op, Operand{Array: dst}, y)
	wantFP := BinaryFPErrors(op, Operand{Array: before}, y, Operand{Array: want})
	fp, ok, err := BinaryInPlace(op, dst, y)
	if err != nil || !ok {
		t.Fatalf("%s: BinaryInPlace = %v, %v", what, ok, err)
	}
	sameArrays(t, what, want, dst)
	if fp != wantFP {
		t.Fatalf("%s: floating-point flags %v, want %v", what, fp, wantFP)
	}
}

func TestBinaryInPlace(t *testing.T) {
	for _, dt := range []DType{Float64, Float32, Int64, Int32} {
		scalar := pyFloat(-1.5)
		if !dt.IsFloat() {
			scalar = pyInt(5)
		}
		for _, m := range []int{1, 33, 130} {
			for _, op := range []BinaryOp{Add, Sub, Mul, TrueDiv} {
				if op == TrueDiv && !dt.IsFloat() {
					continue
				}
				for _, l := range stridedLayouts(t, dt, m) {
					if l.name == "interior+same grid" || l.name == "every other" || l.name == "column broadcast" {
						continue // refused: see TestBinaryInPlaceRefused
					}
					what := fmt.Sprintf("%v %v= %s m=%d", dt, op, l.name, m)
					for _, split := range []bool{false, true} {
						withSplit(func() bool {
							if split != (parallelMin == 256) {
								return false
							}
							checkInPlace(t, what, op, l.x.Copy(), Operand{Array: l.y})
							checkInPlace(t, what+" scalar", op, l.x, scalar)
							checkInPlace(t, what+" itself", op, l.y, Operand{Array: l.y})
							return true
						})
					}
				}
			}
		}
	}
}

func TestBinaryInPlaceRefused(t *testing.T) {
	a := randomFloats(t, Float64, 100, 31, false)
	b := randomFloats(t, Float32, 100, 32, false)
	grid := gridOf(t, randomFloats(t, Float64, 100, 33, false), 10, 10)
	cases := []struct {
		name string
		op   BinaryOp
		dst  *Array
		y    Operand
	}{
		// overlapping views of one buffer: NumPy reads the operand
		// as it was before the first write
		{"a[1:] += a[:-1]", Add, a.view([]int{99}, []int{8}, 8), Operand{Array: a.view([]int{99}, []int{8}, 0)}},
		{"g += g[0]", Add, grid, Operand{Array: grid.view([]int{10}, []int{8}, 0)}},
		// a result of another type than the destination's
		{"float32 += float64", Add, b, Operand{Array: a}},
		{"float64 //= 2", FloorDiv, a, pyInt(2)},
		// a destination the operand does not broadcast to
		{"a[:1] += a", Add, a.view([]int{1}, []int{8}, 0), Operand{Array: randomFloats(t, Float64, 100, 34, false)}},
	}
	for _, c := range cases {
		before := c.dst.Copy()
		_, ok, err := BinaryInPlace(c.op, c.dst, c.y)
		if ok || err != nil {
			t.Errorf("%s: BinaryInPlace = %v, %v; want refused", c.name, ok, err)
		}
		sameArrays(t, c.name+" left unchanged", before, c.dst)
	}
}

func TestBinaryReusingStridedOperand(t *testing.T) {
	for _, dt := range []DType{Float64, Float32, Int32} {
		for _, m := range []int{33, 130} {
			for _, l := range stridedLayouts(t, dt, m) {
				shape, _ := broadcastShapes(l.x.shape, l.y.shape)
				if l.x.contig || shapeSize(shape) != l.x.size {
					continue
				}
				for _, op := range []BinaryOp{Add, Sub, Mul} {
					what := fmt.Sprintf("%v temp %v %s m=%d", dt, op, l.name, m)
					temp := l.x.Copy() // owns its buffer: a temporary
					want := generalBinary(t, op, Operand{Array: temp}, Operand{Array: l.y})
					wantFP := BinaryFPErrors(op, Operand{Array: temp}, Operand{Array: l.y}, Operand{Array: want})
					r, fp, ok, err := BinaryReusing(op, Operand{Array: temp}, Operand{Array: l.y}, true, false)
					if err != nil || !ok {
						t.Fatalf("%s: BinaryReusing = %v, %v", what, ok, err)
					}
					if r.Array != temp {
						t.Fatalf("%s: the result is not the temporary", what)
					}
					sameArrays(t, what, want, r.Array)
					if fp != wantFP {
						t.Fatalf("%s: floating-point flags %v, want %v", what, fp, wantFP)
					}
				}
			}
		}
	}
}

func TestCollapseAxes(t *testing.T) {
	// A slice of whole rows of a contiguous grid is one row; an interior
	// slice keeps its rows; broadcast axes merge with each other.
	cases := []struct {
		shape   []int
		strides [][]int
		want    []int
	}{
		{[]int{4, 5}, [][]int{{40, 8}, {40, 8}}, []int{20}},
		{[]int{4, 5}, [][]int{{40, 8}, {56, 8}}, []int{4, 5}},
		{[]int{1, 4, 1, 5}, [][]int{{0, 40, 0, 8}, {0, 40, 8, 8}}, []int{20}},
		{[]int{3, 4, 5}, [][]int{{160, 40, 8}, {0, 0, 8}}, []int{12, 5}},
		{[]int{1, 1}, [][]int{{8, 8}, {0, 0}}, []int{1}},
	}
	for _, c := range cases {
		ops := make([]*stridedOperand, len(c.strides))
		for i, s := range c.strides {
			ops[i] = &stridedOperand{strides: append([]int(nil), s...)}
		}
		if got := collapseAxes(c.shape, ops); fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("collapseAxes(%v, %v) = %v, want %v", c.shape, c.strides, got, c.want)
		}
	}
}
