package cudagen_test

// Atomic stores (kernel.Store.Atomic): the emitted CUDA C updates the
// element with atomicAdd/atomicSub where one instruction computes the
// update and with an atomicCAS loop otherwise, and, run thread by thread
// by the lockstep harness (whose atomics are plain read-modify-writes:
// nvcc is not needed), computes what the Go executor computes. Whether the
// updates are indivisible on a GPU only a GPU can tell.

import (
	"math"
	"strings"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/cudagen"
)

// atomicCase is one kernel
//
//	for e in range(len(idx)): atomic acc[idx[e]] = value(acc[idx[e]], val[e])
//
// over the module's arrays of the case's element type; want lists what
// its C text must hold, and not what it must not.
type atomicCase struct {
	name      string
	elem      kernel.Type
	value     func(self *kernel.Load, x kernel.Expr) kernel.Expr
	want, not []string
}

func selfOp(op kernel.BinOp, t kernel.Type, checked bool) func(self *kernel.Load, x kernel.Expr) kernel.Expr {
	return func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Binary{Op: op, X: self, Y: x, T: t, Checked: checked}
	}
}

func opSelf(op kernel.BinOp, t kernel.Type) func(self *kernel.Load, x kernel.Expr) kernel.Expr {
	return func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Binary{Op: op, X: x, Y: self, T: t}
	}
}

var atomicCases = []atomicCase{
	{"add_f64", kernel.Float64, selfOp(kernel.Add, kernel.Float64, false),
		[]string{"alp_atomic_add_double(&acc_f64[", "atomicAdd(p, v);"}, []string{"atomicCAS(acc_f64_p"}},
	{"sub_f64", kernel.Float64, selfOp(kernel.Sub, kernel.Float64, false),
		[]string{"alp_atomic_add_double(&acc_f64[idx[e]], -val_f64[e]);"}, []string{"atomicCAS(acc_f64_p"}},
	{"add_f32", kernel.Float32, selfOp(kernel.Add, kernel.Float32, false),
		[]string{"atomicAdd(&acc_f32[idx[e]], val_f32[e]);"}, []string{"atomicCAS("}},
	{"sub_f32", kernel.Float32, selfOp(kernel.Sub, kernel.Float32, false),
		[]string{"atomicAdd(&acc_f32[idx[e]], -val_f32[e]);"}, []string{"atomicCAS("}},
	{"radd_f32", kernel.Float32, opSelf(kernel.Add, kernel.Float32),
		[]string{"atomicAdd(&acc_f32[idx[e]], val_f32[e]);"}, []string{"atomicCAS("}},
	{"add_i64", kernel.Int64, selfOp(kernel.Add, kernel.Int64, false),
		[]string{"atomicAdd((unsigned long long *)&acc_i64[idx[e]], (unsigned long long)val_i64[e]);"}, []string{"atomicCAS("}},
	{"sub_i64", kernel.Int64, selfOp(kernel.Sub, kernel.Int64, false),
		[]string{"atomicAdd((unsigned long long *)&acc_i64[idx[e]], 0ULL - (unsigned long long)val_i64[e]);"}, []string{"atomicCAS("}},
	{"add_i32", kernel.Int32, selfOp(kernel.Add, kernel.Int32, false),
		[]string{"atomicAdd(&acc_i32[idx[e]], val_i32[e]);"}, []string{"atomicCAS("}},
	{"sub_i32", kernel.Int32, selfOp(kernel.Sub, kernel.Int32, false),
		[]string{"atomicSub(&acc_i32[idx[e]], val_i32[e]);"}, []string{"atomicCAS("}},
	// CUDA's bitwise atomics (bloom[k] |= bit, parity[idx[e]] ^= v[e]).
	{"xor_i64", kernel.Int64, selfOp(kernel.BitXor, kernel.Int64, false),
		[]string{"atomicXor((unsigned long long *)&acc_i64[idx[e]], (unsigned long long)val_i64[e]);"}, []string{"atomicCAS("}},
	{"ror_i64", kernel.Int64, opSelf(kernel.BitOr, kernel.Int64),
		[]string{"atomicOr((unsigned long long *)&acc_i64[idx[e]], (unsigned long long)val_i64[e]);"}, []string{"atomicCAS("}},
	{"and_i32", kernel.Int32, selfOp(kernel.BitAnd, kernel.Int32, false),
		[]string{"atomicAnd(&acc_i32[idx[e]], val_i32[e]);"}, []string{"atomicCAS("}},
	{"xor_i32", kernel.Int32, selfOp(kernel.BitXor, kernel.Int32, false),
		[]string{"atomicXor(&acc_i32[idx[e]], val_i32[e]);"}, []string{"atomicCAS("}},
	// The compare-and-swap loop.
	{"max_f64", kernel.Float64, selfOp(kernel.Max, kernel.Float64, false),
		[]string{"unsigned long long *acc_f64_p = (unsigned long long *)&acc_f64[idx[e]];",
			"const double acc_f64_old = __longlong_as_double((long long)acc_f64_prev);",
			"const double t1 = val_f64[e];",
			"atomicCAS(acc_f64_p, acc_f64_prev, (unsigned long long)__double_as_longlong(alp_max_f64(acc_f64_old, t1)));",
			"} while (acc_f64_seen != acc_f64_prev);"}, []string{"atomicAdd"}},
	{"min_f32", kernel.Float32, selfOp(kernel.Min, kernel.Float32, false),
		[]string{"unsigned int *acc_f32_p = (unsigned int *)&acc_f32[idx[e]];", "const float acc_f32_old = __uint_as_float(acc_f32_prev);",
			"atomicCAS(acc_f32_p, acc_f32_prev, __float_as_uint(alp_min_f32(acc_f32_old, t1)));"}, []string{"atomicAdd"}},
	{"mul_i64", kernel.Int64, selfOp(kernel.Mul, kernel.Int64, false),
		[]string{"const long long acc_i64_old = (long long)acc_i64_prev;", "atomicCAS(acc_i64_p, acc_i64_prev, (unsigned long long)"}, []string{"atomicAdd"}},
	{"max_i32", kernel.Int32, selfOp(kernel.Max, kernel.Int32, false),
		[]string{"unsigned int *acc_i32_p = (unsigned int *)&acc_i32[idx[e]];", "const int acc_i32_old = (int)acc_i32_prev;",
			"atomicCAS(acc_i32_p, acc_i32_prev, (unsigned int)alp_max_i32(acc_i32_old, t1));"}, []string{"atomicAdd"}},
	// (Its result depends on the order of the updates: text only.)
	{"rsub_i32", kernel.Int32, opSelf(kernel.Sub, kernel.Int32), []string{"atomicCAS(acc_i32_p"}, []string{"atomicSub"}},
	// acc[j] = int64(int(acc[j]) + int(val[e])): a Python int add, checked
	// inside the loop.
	{"pyadd_i64", kernel.Int64, func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Convert{T: kernel.Int64, X: &kernel.Binary{Op: kernel.Add, T: kernel.PyInt, Checked: true,
			X: &kernel.Convert{T: kernel.PyInt, X: self}, Y: &kernel.Convert{T: kernel.PyInt, X: x}}}
	}, []string{"atomicCAS(acc_i64_p", "alp_fail(status"}, []string{"atomicAdd"}},
	// acc[j] = float32(float64(acc[j]) + float64(val[e])): the operand is
	// converted once, before the loop.
	{"wideadd_f32", kernel.Float32, func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Convert{T: kernel.Float32, X: &kernel.Binary{Op: kernel.Add, T: kernel.Float64,
			X: &kernel.Convert{T: kernel.Float64, X: self}, Y: &kernel.Convert{T: kernel.Float64, X: x}}}
	}, []string{"const double t1 = (double)val_f32[e];", "(float)((double)acc_f32_old + t1)"}, []string{"atomicAdd("}},
}

var atomicSuffix = map[kernel.Type]string{kernel.Float64: "f64", kernel.Float32: "f32", kernel.Int64: "i64", kernel.Int32: "i32"}

// atomicModule has an index array idx (int64), and for each element type
// arrays acc_T (written) and val_T, and one kernel per case, in order.
func atomicModule(t *testing.T, cases []atomicCase) *kernel.Module {
	m := &kernel.Module{Name: "atomics_l1", File: "atomics.py", Line: 1}
	idx := addArray(m, "idx", kernel.Int64, 1, false)
	acc, val := map[kernel.Type]*kernel.Array{}, map[kernel.Type]*kernel.Array{}
	for _, tt := range []kernel.Type{kernel.Float64, kernel.Float32, kernel.Int64, kernel.Int32} {
		acc[tt] = addArray(m, "acc_"+atomicSuffix[tt], tt, 1, true)
		val[tt] = addArray(m, "val_"+atomicSuffix[tt], tt, 1, false)
	}
	for _, c := range cases {
		k := addKernel(m, c.name)
		e := addDim(k, "e", ic(0), pr(idx.Shape[0]), ic(1))
		self := load(acc[c.elem], load(idx, vr(e)))
		st := store(acc[c.elem], c.value(self, load(val[c.elem], vr(e))), 2, load(idx, vr(e)))
		st.Atomic = true
		if st.SelfLoad() != self {
			t.Fatalf("%s: SelfLoad does not find the element", c.name)
		}
		k.Body = []kernel.Stmt{st}
	}
	return finish(t, m)
}

// kernelText returns the entry of kernel name in a translation unit.
func kernelText(t *testing.T, unit, name string) string {
	t.Helper()
	start := strings.Index(unit, "void "+name+"(")
	if start < 0 {
		t.Fatalf("no kernel %s", name)
	}
	text := unit[start:]
	if end := strings.Index(text[1:], "\n// Kernel "); end >= 0 {
		text = text[:end+1]
	}
	return text
}

// TestAtomicText checks the C of each case: the atomic function, the
// names of the compare-and-swap loop, and no plain assignment of the
// element.
func TestAtomicText(t *testing.T) {
	m := atomicModule(t, atomicCases)
	unit, err := cudagen.Emit(m, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range atomicCases {
		text := kernelText(t, unit, c.name)
		for _, want := range c.want {
			// The helper's own text is in the prelude.
			if !strings.Contains(text, want) && !(strings.HasPrefix(want, "atomicAdd(p, v)") && strings.Contains(unit, want)) {
				t.Errorf("%s: no %q in\n%s", c.name, want, text)
			}
		}
		for _, not := range c.not {
			if strings.Contains(text, not) {
				t.Errorf("%s: %q in\n%s", c.name, not, text)
			}
		}
		if strings.Contains(text, "acc_"+atomicSuffix[c.elem]+"[idx[e]] = ") {
			t.Errorf("%s: a plain assignment of the element in\n%s", c.name, text)
		}
	}
	if !strings.Contains(unit, "#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600") {
		t.Error("no fallback for double atomic adds below sm_60")
	}
}

// atomicWorld binds n iterations over 3 elements: idx cycles 0, 1, 2 (and
// repeats), values on a 1/64 grid, so that every order of the updates
// gives the same result (float sums are exact); ints small.
func atomicWorld(m *kernel.Module, n int64) *world {
	w := &world{m: m, args: make([]int64, len(m.Params))}
	for _, a := range m.Arrays {
		count := n
		if strings.HasPrefix(a.Name, "acc_") {
			count = 3
		}
		w.args[a.Shape[0].Slot] = count
		elems := make([]uint64, count)
		for e := range elems {
			v := int64(e*5%7) - 2 // -2..4
			switch {
			case a.Name == "idx":
				elems[e] = uint64(e * 2 % 3)
			case a.Elem == kernel.Float64:
				elems[e] = math.Float64bits(float64(v) / 64)
			case a.Elem == kernel.Float32:
				elems[e] = uint64(math.Float32bits(float32(v) / 64))
			case a.Elem == kernel.Int32:
				elems[e] = uint64(uint32(int32(v)))
			default:
				elems[e] = uint64(v)
			}
		}
		w.arrays = append(w.arrays, elems)
	}
	return w
}

// TestAtomicLockstep runs every case on the Go executor and as C under
// every lockstep configuration, thread by thread in several orders; the
// results must agree.
func TestAtomicLockstep(t *testing.T) {
	var cases []atomicCase
	for _, c := range atomicCases {
		if c.name != "rsub_i32" {
			cases = append(cases, c)
		}
	}
	checkModule(t, atomicWorld(atomicModule(t, cases), 23))
}

// TestAtomicCheck checks a Python int add leaving 64 bits inside the
// compare-and-swap loop: the kernel stops (Deopt; the Go executor says
// OverflowError) in every configuration.
func TestAtomicCheck(t *testing.T) {
	var pyadd []atomicCase
	for _, c := range atomicCases {
		if c.name == "pyadd_i64" {
			pyadd = append(pyadd, c)
		}
	}
	m := atomicModule(t, pyadd)
	w := atomicWorld(m, 9)
	for ai, a := range m.Arrays {
		switch a.Name {
		case "acc_i64":
			w.arrays[ai][0] = math.MaxInt64 - 2
		case "val_i64":
			for e := range w.arrays[ai] {
				w.arrays[ai][e] = 1
			}
		}
	}
	status, _ := runGo(t, w)
	if status == kernel.OK {
		t.Fatal("the executor's run does not overflow")
	}
	checkModule(t, w)
}
