package llvmgen_test

// This file tests Atomic stores: kernels whose one Dim updates few
// elements of an array from many iterations, compiled for the CPU and run
// on several goroutines at once over disjoint boxes (the CPU ABI lets
// boxes run concurrently), must give exactly the sequential result where
// it does not depend on the order of the updates; and their NVPTX form
// must use the GPU's atomics and go through llc.

import (
	"errors"
	"math"
	"regexp"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/kernelgen/llvmgen"
	rtnative "github.com/alpyna/alpyna/runtime/native"
)

// atomicCase is one kernel
//
//	for e in range(len(idx)): atomic acc[idx[e]] = value(acc[idx[e]], val[e])
type atomicCase struct {
	name      string
	acc, opnd kernel.Type // element types of acc and val
	value     func(self *kernel.Load, x kernel.Expr) kernel.Expr
	fref      func(acc, x float64) float64 // the update, on floats
	iref      func(acc, x int64) int64     // or on ints (wrapping as int64)
	init      float64                      // acc's elements start here
	vals      []float64                    // val[e] cycles through these
	rmw       bool                         // the CPU takes the atomicrmw path
	repeat    int                          // > 0: the store runs in "for k in range(repeat)"
}

func atomicBin(op kernel.BinOp, t kernel.Type, checked bool) func(self *kernel.Load, x kernel.Expr) kernel.Expr {
	return func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Binary{Op: op, X: self, Y: x, T: t, Checked: checked}
	}
}

func atomicRevBin(op kernel.BinOp, t kernel.Type) func(self *kernel.Load, x kernel.Expr) kernel.Expr {
	return func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Binary{Op: op, X: x, Y: self, T: t}
	}
}

func fadd(a, x float64) float64 { return a + x }
func fsub(a, x float64) float64 { return a - x }
func iadd(a, x int64) int64     { return a + x }
func isub(a, x int64) int64     { return a - x }

var atomicCases = []atomicCase{
	{name: "add_f64", acc: kernel.Float64, opnd: kernel.Float64, value: atomicBin(kernel.Add, kernel.Float64, false), fref: fadd, vals: []float64{1, 2, 3, 4, 5}, rmw: true},
	{name: "add_f32", acc: kernel.Float32, opnd: kernel.Float32, value: atomicBin(kernel.Add, kernel.Float32, false), fref: fadd, vals: []float64{1, 2, 3}, rmw: true},
	{name: "add_i64", acc: kernel.Int64, opnd: kernel.Int64, value: atomicBin(kernel.Add, kernel.Int64, false), iref: iadd, vals: []float64{1, 2, 3, -1}, rmw: true},
	{name: "add_i32", acc: kernel.Int32, opnd: kernel.Int32, value: atomicBin(kernel.Add, kernel.Int32, false), iref: iadd, vals: []float64{1, 2, 3}, rmw: true},
	{name: "sub_f64", acc: kernel.Float64, opnd: kernel.Float64, value: atomicBin(kernel.Sub, kernel.Float64, false), fref: fsub, vals: []float64{1, 2, 3}, rmw: true},
	{name: "sub_f32", acc: kernel.Float32, opnd: kernel.Float32, value: atomicBin(kernel.Sub, kernel.Float32, false), fref: fsub, vals: []float64{2, 1}, rmw: true},
	{name: "sub_i64", acc: kernel.Int64, opnd: kernel.Int64, value: atomicBin(kernel.Sub, kernel.Int64, false), iref: isub, vals: []float64{1, 7}, rmw: true},
	{name: "sub_i32", acc: kernel.Int32, opnd: kernel.Int32, value: atomicBin(kernel.Sub, kernel.Int32, false), iref: isub, vals: []float64{3, 1}, rmw: true},
	{name: "radd_f32", acc: kernel.Float32, opnd: kernel.Float32, value: atomicRevBin(kernel.Add, kernel.Float32), fref: fadd, vals: []float64{1, 5}, rmw: true},
	// In a sequential loop, which the CPU jams four iterations of e into.
	{name: "loop_add_f64", acc: kernel.Float64, opnd: kernel.Float64, value: atomicBin(kernel.Add, kernel.Float64, false), fref: fadd, vals: []float64{1, 2}, rmw: true, repeat: 3},
	{name: "loop_max_i64", acc: kernel.Int64, opnd: kernel.Int64, value: atomicBin(kernel.Max, kernel.Int64, false),
		iref: func(a, x int64) int64 { return max(a, x) }, vals: []float64{1, 9, 2}, repeat: 2},
	{name: "radd_i64", acc: kernel.Int64, opnd: kernel.Int64, value: atomicRevBin(kernel.Add, kernel.Int64), iref: iadd, vals: []float64{1, 5}, rmw: true},
	// atomicrmw and, or, xor: the bitwise updates of integer elements.
	{name: "xor_i64", acc: kernel.Int64, opnd: kernel.Int64, value: atomicBin(kernel.BitXor, kernel.Int64, false),
		iref: func(a, x int64) int64 { return a ^ x }, init: 6, vals: []float64{5, 12, -3, 1023, 64}, rmw: true},
	{name: "ror_i64", acc: kernel.Int64, opnd: kernel.Int64, value: atomicRevBin(kernel.BitOr, kernel.Int64),
		iref: func(a, x int64) int64 { return a | x }, vals: []float64{1, 4, 1 << 40, 4}, rmw: true},
	{name: "and_i64", acc: kernel.Int64, opnd: kernel.Int64, value: atomicBin(kernel.BitAnd, kernel.Int64, false),
		iref: func(a, x int64) int64 { return a & x }, init: -1, vals: []float64{-2, -5, -1, -(1 << 33) - 1}, rmw: true},
	{name: "xor_i32", acc: kernel.Int32, opnd: kernel.Int32, value: atomicBin(kernel.BitXor, kernel.Int32, false),
		iref: func(a, x int64) int64 { return int64(int32(a) ^ int32(x)) }, vals: []float64{7, -9, 100}, rmw: true},
	// The compare-and-swap loop: operators atomicrmw does not compute.
	{name: "rsub_i64", acc: kernel.Int64, opnd: kernel.Int64, value: atomicRevBin(kernel.Sub, kernel.Int64),
		iref: func(a, x int64) int64 { return x - a }, vals: []float64{3}},
	{name: "mul_i64", acc: kernel.Int64, opnd: kernel.Int64, value: atomicBin(kernel.Mul, kernel.Int64, false),
		iref: func(a, x int64) int64 { return a * x }, init: 1, vals: []float64{1, 3, 1, 1}},
	{name: "mul_i32", acc: kernel.Int32, opnd: kernel.Int32, value: atomicBin(kernel.Mul, kernel.Int32, false),
		iref: func(a, x int64) int64 { return int64(int32(a * x)) }, init: 1, vals: []float64{1, 3, 1, 5}},
	{name: "max_f64", acc: kernel.Float64, opnd: kernel.Float64, value: atomicBin(kernel.Max, kernel.Float64, false), fref: math.Max, init: -1, vals: []float64{1, 2, 3, 7, 2}},
	{name: "min_f32", acc: kernel.Float32, opnd: kernel.Float32, value: atomicBin(kernel.Min, kernel.Float32, false), fref: math.Min, init: 50, vals: []float64{9, 4, -3, 8}},
	{name: "min_i32", acc: kernel.Int32, opnd: kernel.Int32, value: atomicBin(kernel.Min, kernel.Int32, false),
		iref: func(a, x int64) int64 { return min(a, x) }, init: 100, vals: []float64{9, 4, -3, 8}},
	// acc[j] = int64(int(acc[j]) + int(val[e])): a Python int add, checked.
	{name: "pyadd_i64", acc: kernel.Int64, opnd: kernel.Int64, value: func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Convert{T: kernel.Int64, X: &kernel.Binary{Op: kernel.Add, T: kernel.PyInt, Checked: true,
			X: &kernel.Convert{T: kernel.PyInt, X: self}, Y: &kernel.Convert{T: kernel.PyInt, X: x}}}
	}, iref: iadd, vals: []float64{2, 1}},
	// acc[j] = float32(float64(acc[j]) + float64(val[e])).
	{name: "wideadd_f32", acc: kernel.Float32, opnd: kernel.Float32, value: func(self *kernel.Load, x kernel.Expr) kernel.Expr {
		return &kernel.Convert{T: kernel.Float32, X: &kernel.Binary{Op: kernel.Add, T: kernel.Float64,
			X: &kernel.Convert{T: kernel.Float64, X: self}, Y: &kernel.Convert{T: kernel.Float64, X: x}}}
	}, fref: fadd, vals: []float64{4, 1}},
}

// atomicModule builds one kernel per case, named after it, with arrays
// acc_NAME, idx_NAME and val_NAME (parameters: their data and shape
// slots, in that order).
func atomicModule(t *testing.T, cases []atomicCase) *kernel.Module {
	m := newModule("atomics")
	for _, c := range cases {
		acc := addArray(m, "acc_"+c.name, c.acc, 1, true)
		idx := addArray(m, "idx_"+c.name, kernel.Int64, 1, false)
		val := addArray(m, "val_"+c.name, c.opnd, 1, false)
		k := addKernel(m, c.name)
		e := addLocal(k, "e", kernel.PyInt)
		k.Dims = []*kernel.Dim{{Var: e, Lower: ic(0), Upper: &kernel.ParamRef{Param: idx.Shape[0]}, Step: ic(1)}}
		j := func() kernel.Expr { return &kernel.Load{Array: idx, Index: []*kernel.Subscript{sub(v(e))}} }
		self := &kernel.Load{Array: acc, Index: []*kernel.Subscript{sub(j())}}
		x := &kernel.Load{Array: val, Index: []*kernel.Subscript{sub(v(e))}}
		st := &kernel.Store{Array: acc, Index: []*kernel.Subscript{sub(j())}, Value: c.value(self, x), Atomic: true}
		if st.SelfLoad() != self {
			t.Fatalf("%s: SelfLoad does not find the element", c.name)
		}
		k.Body = []kernel.Stmt{st}
		if c.repeat > 0 {
			l := addLocal(k, "k", kernel.PyInt)
			k.Body = []kernel.Stmt{&kernel.For{Var: l, Lower: ic(0), Upper: ic(int64(c.repeat)), Step: ic(1), Body: k.Body}}
		}
	}
	return finish(t, m)
}

const (
	atomicIters   = 200000 // iterations of the Dim
	atomicElems   = 5      // elements of acc they update
	atomicWorkers = 8      // goroutines calling the kernel at once
	atomicChunk   = 1000   // iterations per box
	atomicRounds  = 10
)

// runConcurrently splits the Dim's iterations into boxes of atomicChunk,
// and has atomicWorkers goroutines, started together, call run on them
// (worker w takes boxes w, w+atomicWorkers, ...). It returns the first
// status other than OK of each worker.
func runConcurrently(run func(box []int64) int64) []int64 {
	var wg sync.WaitGroup
	start := make(chan struct{})
	status := make([]int64, atomicWorkers)
	for w := range atomicWorkers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			for lo := int64(w) * atomicChunk; lo < atomicIters; lo += atomicWorkers * atomicChunk {
				if s := run([]int64{lo, lo + atomicChunk}); s != 0 && status[w] == 0 {
					status[w] = s
				}
			}
		}()
	}
	close(start)
	wg.Wait()
	return status
}

// elemBits is x as the bits of an element of type t (zero-extended).
func elemBits(t kernel.Type, f float64, i int64) uint64 {
	switch t {
	case kernel.Float64:
		return math.Float64bits(f)
	case kernel.Float32:
		return uint64(math.Float32bits(float32(f)))
	case kernel.Int32:
		return uint64(uint32(i))
	}
	return uint64(i)
}

// buffer is an array's memory: 8-byte words, so that every element is
// aligned, viewed as elements of size bytes.
type buffer struct {
	words   []uint64
	size, n int
}

func newBuffer(size, n int) *buffer {
	return &buffer{words: make([]uint64, (size*n+7)/8), size: size, n: n}
}

func (b *buffer) addr() int64 { return int64(uintptr(unsafe.Pointer(&b.words[0]))) }

func (b *buffer) bytes() []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(&b.words[0])), 8*len(b.words))
}

func (b *buffer) set(i int, bits uint64) {
	p := b.bytes()[b.size*i:]
	for k := range b.size {
		p[k] = byte(bits >> (8 * k))
	}
}

func (b *buffer) get(i int) uint64 {
	p := b.bytes()[b.size*i:]
	var bits uint64
	for k := range b.size {
		bits |= uint64(p[k]) << (8 * k)
	}
	return bits
}

// atomicArgs is the argument vector of case name's kernel: its arrays'
// addresses and lengths (the other cases' slots stay 0).
func atomicArgs(m *kernel.Module, name string, acc, idx, val *buffer) []int64 {
	args := make([]int64, len(m.Params))
	bufs := map[string]*buffer{"acc_" + name: acc, "idx_" + name: idx, "val_" + name: val}
	for _, a := range m.Arrays {
		if b := bufs[a.Name]; b != nil {
			args[a.Data.Slot] = b.addr()
			args[a.Shape[0].Slot] = int64(b.n)
		}
	}
	return args
}

// loadAtomics builds the module's CPU code with package native, as the
// runtime does, and returns its kernels by name; it skips the test without
// the tools.
func loadAtomics(t *testing.T, m *kernel.Module) map[string]rtnative.Func {
	t.Helper()
	tc, err := rtnative.Find()
	if errors.Is(err, rtnative.ErrNoToolchain) {
		t.Skip(err)
	}
	if err != nil {
		t.Skip(err)
	}
	text, err := llvmgen.EmitCPUText(m)
	if err != nil {
		t.Fatal(err)
	}
	path, _, err := tc.Build(text, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	lib, err := rtnative.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	fns := map[string]rtnative.Func{}
	for _, k := range m.Kernels {
		if fns[k.Name], err = lib.Func(k.Name); err != nil {
			t.Fatal(err)
		}
	}
	return fns
}

// TestRunAtomicStores runs each case's kernel on atomicWorkers goroutines
// at once, over disjoint boxes of the Dim, and compares acc with the
// sequential result exactly: the cases' updates commute, and float sums
// stay on small integers.
func TestRunAtomicStores(t *testing.T) {
	m := atomicModule(t, atomicCases)
	text, err := llvmgen.EmitCPUText(m)
	if err != nil {
		t.Fatal(err)
	}
	checkAtomicIR(t, text, atomicCases, func(c atomicCase) bool { return c.rmw })
	fns := loadAtomics(t, m)
	for _, c := range atomicCases {
		t.Run(c.name, func(t *testing.T) {
			fn := fns[c.name]
			idx := newBuffer(8, atomicIters)
			val := newBuffer(c.opnd.ItemSize(), atomicIters)
			fw, iw := make([]float64, atomicElems), make([]int64, atomicElems)
			for i := range atomicElems {
				fw[i], iw[i] = c.init, int64(c.init)
			}
			for e := range atomicIters {
				j := (e * 7) % atomicElems
				idx.set(e, uint64(j))
				x := c.vals[e%len(c.vals)]
				val.set(e, elemBits(c.opnd, x, int64(x)))
				for range max(c.repeat, 1) {
					if c.iref != nil {
						iw[j] = c.iref(iw[j], int64(x))
					} else {
						fw[j] = c.fref(fw[j], x)
					}
				}
			}
			for round := range atomicRounds {
				acc := newBuffer(c.acc.ItemSize(), atomicElems)
				for i := range atomicElems {
					acc.set(i, elemBits(c.acc, c.init, int64(c.init)))
				}
				args := atomicArgs(m, c.name, acc, idx, val)
				status := runConcurrently(func(box []int64) int64 { return fn.Call(box, args, nil) })
				for w, s := range status {
					if kernel.Status(s) != kernel.OK {
						t.Fatalf("round %d: worker %d: status %s", round, w, kernel.Status(s))
					}
				}
				for i := range atomicElems {
					if got, want := acc.get(i), elemBits(c.acc, fw[i], iw[i]); got != want {
						t.Fatalf("round %d: acc[%d] has bits %#x, want %#x (%v): lost updates", round, i, got, want, fw[i]+float64(iw[i]))
					}
				}
			}
		})
	}
}

// TestRunAtomicCheck checks that a check failing inside the
// compare-and-swap loop (a Python int add leaving 64 bits) stops the
// kernel with Deopt, after the updates before it.
func TestRunAtomicCheck(t *testing.T) {
	var c atomicCase
	for _, x := range atomicCases {
		if x.name == "pyadd_i64" {
			c = x
		}
	}
	m := atomicModule(t, []atomicCase{c})
	fn := loadAtomics(t, m)[c.name]
	acc, idx, val := newBuffer(8, 1), newBuffer(8, 4), newBuffer(8, 4)
	acc.set(0, math.MaxInt64-1)
	for e := range 4 {
		val.set(e, 1)
	}
	args := atomicArgs(m, c.name, acc, idx, val)
	if st := kernel.Status(fn.Call([]int64{0, math.MaxInt64}, args, nil)); st != kernel.Deopt {
		t.Errorf("status %s, want %s", st, kernel.Deopt)
	}
	if got := int64(acc.get(0)); got != math.MaxInt64 {
		t.Errorf("acc[0] = %d, want %d (the update before the overflow)", got, int64(math.MaxInt64))
	}
}

// checkAtomicIR checks, kernel by kernel, that each case's update is an
// atomicrmw where rmw says so and a cmpxchg loop otherwise, and that no
// plain store is left.
func checkAtomicIR(t *testing.T, text string, cases []atomicCase, rmw func(atomicCase) bool) {
	t.Helper()
	for _, c := range cases {
		body := funcBody(t, text, c.name)
		hasRMW, hasCAS := strings.Contains(body, "atomicrmw "), strings.Contains(body, "cmpxchg ")
		if want := rmw(c); hasRMW != want || hasCAS == want {
			t.Errorf("%s: atomicrmw %v, cmpxchg %v; want the %s path", c.name, hasRMW, hasCAS, map[bool]string{true: "atomicrmw", false: "cmpxchg"}[want])
		}
		for _, st := range plainStore.FindAllStringSubmatch(body, -1) {
			if !strings.Contains(st[1], ".addr") {
				t.Errorf("%s: a plain store into memory is left: %s", c.name, st[0])
			}
		}
	}
}

// plainStore matches a store instruction and its pointer operand: the
// kernels store nothing but their locals (allocas named NAME.addr) and
// their atomic updates.
var plainStore = regexp.MustCompile(`store [^,]+, \S+(?: addrspace\(1\))?\* (%[^\s,]+)`)

// funcBody returns the text of function name in an LLVM module's text.
func funcBody(t *testing.T, text, name string) string {
	t.Helper()
	start := strings.Index(text, "@"+name+"(")
	if start < 0 {
		t.Fatalf("no function %s", name)
	}
	end := strings.Index(text[start:], "\n}\n")
	if end < 0 {
		t.Fatalf("function %s does not end", name)
	}
	return text[start : start+end]
}

// TestPTXAtomicStores checks the NVPTX form: atomicrmw (fadd for floats,
// add and sub for ints) where the update is an unchecked add or sub, a
// cmpxchg loop otherwise and for double adds below sm_60, and PTX from llc
// with the GPU's atomic instructions.
func TestPTXAtomicStores(t *testing.T) {
	m := atomicModule(t, atomicCases)
	for _, sm := range []string{"sm_70", "sm_50"} {
		mod, err := llvmgen.EmitPTX(m, nil, sm)
		if err != nil {
			t.Fatal(err)
		}
		text := mod.String()
		checkAtomicIR(t, text, atomicCases, func(c atomicCase) bool {
			return c.rmw && (c.acc != kernel.Float64 || sm == "sm_70")
		})
		for _, want := range []string{"atomicrmw fadd float*", "atomicrmw add i64 addrspace(1)*", "atomicrmw add i32 addrspace(1)*",
			"atomicrmw sub i64 addrspace(1)*", "atomicrmw sub i32 addrspace(1)*", "cmpxchg i64 addrspace(1)*", "cmpxchg i32 addrspace(1)*",
			"atomicrmw xor i64 addrspace(1)*", "atomicrmw or i64 addrspace(1)*", "atomicrmw and i64 addrspace(1)*", "atomicrmw xor i32 addrspace(1)*",
			"load atomic i64", "load atomic i32"} {
			if !strings.Contains(strings.ReplaceAll(text, "float addrspace(1)*", "float*"), want) {
				t.Errorf("%s: no %q in the IR", sm, want)
			}
		}
		if got := strings.Contains(text, "atomicrmw fadd double"); got != (sm == "sm_70") {
			t.Errorf("%s: atomicrmw fadd double: %v", sm, got)
		}
		tool(t, llvmgen.FindLLC)
		ptx, err := llvmgen.PTX(text, sm)
		if err != nil {
			t.Fatalf("%s: %v", sm, err)
		}
		wants := []string{"atom.global.add.f32", "atom.global.add.u64", "atom.global.add.u32", "atom.global.cas.b64", "atom.global.cas.b32",
			"atom.global.xor.b64", "atom.global.or.b64", "atom.global.and.b64", "atom.global.xor.b32"}
		if sm == "sm_70" {
			wants = append(wants, "atom.global.add.f64")
		} else if strings.Contains(ptx, "atom.global.add.f64") {
			t.Errorf("%s: atom.global.add.f64 below sm_60", sm)
		}
		for _, want := range wants {
			if !strings.Contains(ptx, want) {
				t.Errorf("%s: no %s in the PTX", sm, want)
			}
		}
		if got := strings.Count(ptx, ".entry "); got != len(m.Kernels) {
			t.Errorf("%s: %d entries for %d kernels", sm, got, len(m.Kernels))
		}
	}
}
