package ndarray

import "testing"

// The expected types are np.result_type's in NumPy 1.24.2.
func TestResultType(t *testing.T) {
	arr := func(dt DType) Operand { return Operand{Array: mustNew(t, dt, 1)} }
	np := func(s Scalar) Operand { return Operand{Scalar: s} }
	zeroDim := func(s Scalar) Operand {
		a := mustNew(t, s.DType)
		a.Set(s)
		return Operand{Array: a}
	}
	pyBool := Operand{Scalar: MakeBool(true), Python: true}
	tests := []struct {
		name string
		ops  []Operand
		want DType
	}{
		{"f32 array, Python float", []Operand{arr(Float32), pyFloat(2.5)}, Float32},
		{"i32 array, Python int", []Operand{arr(Int32), pyInt(3)}, Int32},
		{"i32 array, 2**40", []Operand{arr(Int32), pyInt(1 << 40)}, Int64},
		{"i32 array, Python float", []Operand{arr(Int32), pyFloat(3)}, Float64},
		{"f32 array, np.float64", []Operand{arr(Float32), np(MakeFloat(Float64, 2))}, Float32},
		{"f32 array, 1e300", []Operand{arr(Float32), pyFloat(1e300)}, Float64},
		{"f32 array, 0-d f64 array", []Operand{arr(Float32), zeroDim(MakeFloat(Float64, 2))}, Float32},
		{"f32 array, 100000", []Operand{arr(Float32), pyInt(100000)}, Float64},
		{"f32 array, 1000", []Operand{arr(Float32), pyInt(1000)}, Float32},
		{"f32 array, 2**40", []Operand{arr(Float32), pyInt(1 << 40)}, Float64},
		{"i32 array, -129", []Operand{arr(Int32), pyInt(-129)}, Int32},
		{"i32 array, -2**31-1", []Operand{arr(Int32), pyInt(-1<<31 - 1)}, Int64},
		{"i32 array, 2**31", []Operand{arr(Int32), pyInt(1 << 31)}, Int64},
		{"i32 array, 2**31-1", []Operand{arr(Int32), pyInt(1<<31 - 1)}, Int32},
		{"bool array, Python int", []Operand{arr(Bool), pyInt(3)}, Int64},
		{"bool array, Python bool", []Operand{arr(Bool), pyBool}, Bool},
		{"i64 array, f32 array", []Operand{arr(Int64), arr(Float32)}, Float64},
		{"i32 array, f32 array", []Operand{arr(Int32), arr(Float32)}, Float64},
		{"np.float32, Python float", []Operand{np(MakeFloat(Float32, 1)), pyFloat(1)}, Float64},
		{"np.float32, np.float32", []Operand{np(MakeFloat(Float32, 1)), np(MakeFloat(Float32, 2))}, Float32},
		{"np.int32, np.int32", []Operand{np(MakeInt(Int32, 1)), np(MakeInt(Int32, 2))}, Int32},
		{"np.int32, Python int", []Operand{np(MakeInt(Int32, 1)), pyInt(2)}, Int64},
		{"np.float32, Python int", []Operand{np(MakeFloat(Float32, 1)), pyInt(2)}, Float64},
		{"i32 arrays, Python float", []Operand{arr(Int32), arr(Int32), pyFloat(3)}, Float64},
		{"i32 array, 200, -200", []Operand{arr(Int32), pyInt(200), pyInt(-200)}, Int32},
		{"bool array, 200, 3.5", []Operand{arr(Bool), pyInt(200), pyFloat(3.5)}, Float64},
	}
	for _, tt := range tests {
		if got := ResultType(tt.ops...); got != tt.want {
			t.Errorf("ResultType(%s) = %s, want %s", tt.name, got, tt.want)
		}
	}
}
