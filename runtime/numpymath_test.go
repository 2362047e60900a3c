package runtime

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/ndarray"
)

// TestNumPyMathInNests checks that numpy.exp, log, sin, cos, tanh, log10,
// cosh, sinh, tan, arctan, arcsin and arccos inside a nest give what the
// same ufunc gives on an array in the interpreter (the ports of NumPy's
// own loops and SVML, not the C library, where NumPy runs those), bit for
// bit, float64 and float32: through Call on scalars (the loop-record
// executor) and through the Go executor's compiled kernel.Call.
func TestNumPyMathInNests(t *testing.T) {
	unary := func(op ndarray.UnaryOp) func(ndarray.Operand) (ndarray.Operand, error) {
		return func(x ndarray.Operand) (ndarray.Operand, error) { return ndarray.Unary(op, x) }
	}
	ops := map[string]func(ndarray.Operand) (ndarray.Operand, error){
		"exp": unary(ndarray.Exp), "log": unary(ndarray.Log), "sin": unary(ndarray.Sin), "cos": unary(ndarray.Cos),
		// NumPy's own tanh (AVX2 and FMA3) and SVML's float64 functions
		// (AVX-512), the C library's elsewhere, as the interpreter's.
		"tanh": ndarray.Tanh.Apply, "log10": ndarray.Log10.Apply, "cosh": ndarray.Cosh.Apply,
		"sinh": ndarray.Sinh.Apply, "tan": ndarray.Tan.Apply, "arctan": ndarray.ArcTan.Apply,
		"arcsin": ndarray.ArcSin.Apply, "arccos": ndarray.ArcCos.Apply,
	}
	fns := map[string]kernel.Intrinsic{"exp": kernel.Exp, "log": kernel.Log, "sin": kernel.Sin, "cos": kernel.Cos,
		"tanh": kernel.Tanh, "log10": kernel.Log10, "cosh": kernel.Cosh, "sinh": kernel.Sinh, "tan": kernel.Tan,
		"arctan": kernel.Atan, "arcsin": kernel.Asin, "arccos": kernel.Acos}
	r := rand.New(rand.NewPCG(1, 2))
	xs := []float64{0, -1, 1e-310, 700, 709.9, -745.5, 1e7, 3e7, 1e300, math.Inf(1), math.NaN(), 0.5, -0.75, 1}
	for range 2000 {
		xs = append(xs, (r.Float64()*2-1)*100, r.Float64()*1e6, r.Float64()*2-1)
	}
	for _, dt := range []ndarray.DType{ndarray.Float64, ndarray.Float32} {
		arr, _ := ndarray.New(dt, []int{len(xs)})
		for i, x := range xs {
			arr.SetFlat(i, ndarray.MakeFloat(dt, x))
		}
		for name, op := range ops {
			res, err := op(ndarray.Operand{Array: arr})
			if err != nil {
				t.Fatal(err)
			}
			arg := &kernel.Convert{X: &kernel.Const{T: kernel.PyFloat}, T: kernel.PyFloat}
			call := &kernel.Call{Fn: fns[name], Args: []kernel.Expr{arg}, NumPy: true, Float32: dt == ndarray.Float32}
			want := res.Array
			bad := 0
			for i := range xs {
				w := want.AtFlat(i).F
				x := arr.AtFlat(i)
				v, err := Call("numpy."+name, []Value{NumPyScalar(x)})
				if err != nil {
					t.Fatal(err)
				}
				arg.X = &kernel.Const{T: kernel.PyFloat, F: x.F}
				got := (&ExprCompiler{}).Floats(call)(&Frame{})
				if dt == ndarray.Float32 {
					// The kernel converts the call to float32 (kernelgen's
					// numpyCall): functions NumPy computes in float64 and
					// rounds give the unrounded value here.
					got = float64(float32(got))
				}
				if math.Float64bits(v.S.F) != math.Float64bits(w) || v.S.DType != dt ||
					math.Float64bits(got) != math.Float64bits(w) && !(got != got && w != w) {
					if bad++; bad <= 3 {
						t.Errorf("%s numpy.%s(%v) = %v (Call), %v (kernel.Call), the array's %v", dt, name, x.F, v.S.F, got, w)
					}
				}
			}
		}
	}
}

// TestFMAInNests checks the internal fma· (kernel.FMA, which the front end
// writes for np.dot's fused sums) on both scalar paths: Call (the
// loop-record executor) and the Go executor's compiled kernel.Call, one
// rounding of x*y + z, where the product and the sum rounded apart differ.
func TestFMAInNests(t *testing.T) {
	name := "numpy." + kernel.FMA.Info().NumPy
	r := rand.New(rand.NewPCG(7, 8))
	fused := 0
	for range 2000 {
		x, y, z := r.Float64()*2-1, r.Float64()*2-1, r.Float64()*2-1
		want := math.FMA(x, y, z)
		if want != float64(x*y)+z { // float64(): rounded apart, never fused
			fused++
		}
		v, err := Call(name, []Value{Float(x), Float(y), Float(z)})
		if err != nil || v.float64() != want {
			t.Fatalf("Call(%s, %v, %v, %v) = %v, %v; want %v", name, x, y, z, v.float64(), err, want)
		}
		if g, ok := numpyTernary[kernel.FMA.Info().NumPy]; !ok || g(x, y, z) != want {
			t.Fatalf("the Go executor's %s(%v, %v, %v) is not fma", name, x, y, z)
		}
	}
	if fused == 0 {
		t.Fatal("no argument told fma from a product and a sum")
	}
}
