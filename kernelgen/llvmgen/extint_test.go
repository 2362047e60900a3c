package llvmgen_test

import (
	"encoding/binary"
	"fmt"
	"math"
	"testing"

	"github.com/alpyna/alpyna/kernel"
	"github.com/alpyna/alpyna/runtime/kexec"
)

var extInts = []kernel.Type{kernel.Int8, kernel.Int16, kernel.UInt8, kernel.UInt16, kernel.UInt32, kernel.UInt64}

// extCase is a kernel r[i] = expr(x[i], y[i]) over arrays of type tx
// (x and y) and rt (r).
type extCase struct {
	tx, rt kernel.Type
	expr   func(x, y kernel.Expr) kernel.Expr
}

// extEdgeBits are edge values as elements of type t: the low bits of
// int64 edges, the extremes of every width among them.
func extEdgeBits(t kernel.Type) []int64 {
	edges := []int64{0, 1, -1, 2, -2, 3, 7, -7, 63, 64, 127, 128, -128, -129, 255, 256, 32767, 32768, -32768, 65535,
		65536, math.MaxInt32, math.MinInt32, math.MaxUint32, 1 << 32, math.MaxInt64, math.MinInt64, 1<<53 + 1, -12345678901}
	if t.IsBool() {
		return []int64{0, 1}
	}
	bits := t.ElemBits()
	for i, v := range edges {
		if bits < 64 {
			v &= 1<<bits - 1
			if !t.IsUnsigned() && t.IsExtInt() || t == kernel.Int32 {
				v = v << (64 - bits) >> (64 - bits) // the harness takes the value
			}
		}
		edges[i] = v
	}
	return edges
}

// TestExtIntLoadsStoresConverts runs, natively, loads, stores and
// conversions of the extended ints (kernel.Type: arrays of the 8- and
// 16-bit and unsigned ints, held in an i64 as their value) and the int64
// arithmetic kernelgen wraps back into them, against the Go executor of
// the kernel IR, on edge values.
func TestExtIntLoadsStoresConverts(t *testing.T) {
	var cases []extCase
	for _, from := range extInts {
		for _, to := range append([]kernel.Type{kernel.Int64, kernel.Int32, kernel.Bool, kernel.Float64, kernel.Float32}, extInts...) {
			cases = append(cases, extCase{from, to, func(x, _ kernel.Expr) kernel.Expr { return &kernel.Convert{X: x, T: to} }})
		}
	}
	for _, from := range []kernel.Type{kernel.Int64, kernel.Int32, kernel.Bool} {
		for _, to := range extInts {
			cases = append(cases, extCase{from, to, func(x, _ kernel.Expr) kernel.Expr { return &kernel.Convert{X: x, T: to} }})
		}
	}
	for _, typ := range extInts {
		for _, op := range []kernel.BinOp{kernel.Add, kernel.Sub, kernel.Mul, kernel.BitXor, kernel.FloorDiv, kernel.Mod, kernel.RShift} {
			if typ == kernel.UInt64 && (op == kernel.FloorDiv || op == kernel.Mod || op == kernel.RShift) {
				continue // kernelgen refuses them
			}
			cases = append(cases, extCase{typ, typ, func(x, y kernel.Expr) kernel.Expr {
				i64 := func(e kernel.Expr) kernel.Expr { return &kernel.Convert{X: e, T: kernel.Int64} }
				return &kernel.Convert{X: &kernel.Binary{Op: op, X: i64(x), Y: i64(y), T: kernel.Int64}, T: typ}
			}})
		}
	}
	var mods []*kernel.Module
	for ci, c := range cases {
		m := newModule(fmt.Sprintf("ext%d", ci))
		np := addParam(m, kernel.Symbol, "n", kernel.PyInt)
		x := addArray(m, "x", c.tx, 1, false)
		y := addArray(m, "y", c.tx, 1, false)
		r := addArray(m, "r", c.rt, 1, true)
		k := addKernel(m, fmt.Sprintf("ext%d", ci))
		i := addLocal(k, "i", kernel.PyInt)
		k.Dims = []*kernel.Dim{{Var: i, Lower: ic(0), Upper: &kernel.ParamRef{Param: np}, Step: ic(1)}}
		e := c.expr(&kernel.Load{Array: x, Index: []*kernel.Subscript{sub(v(i))}}, &kernel.Load{Array: y, Index: []*kernel.Subscript{sub(v(i))}})
		k.Body = []kernel.Stmt{&kernel.Store{Array: r, Index: []*kernel.Subscript{sub(v(i))}, Value: e, Line: 1}}
		mods = append(mods, finish(t, m))
	}
	n := buildNative(t, mods...)
	for ci, c := range cases {
		m := mods[ci]
		var xs, ys []int64
		for _, a := range extEdgeBits(c.tx) {
			for _, b := range extEdgeBits(c.tx) {
				xs, ys = append(xs, a), append(ys, b)
			}
		}
		size := len(xs)
		args := argsFor(t, m, map[string]string{"n": slotI(int64(size))}, map[string][]int{"x": {size}, "y": {size}, "r": {size}})
		res := n.run(t, []call{{kernel: m.Kernels[0].Name, box: []int64{0, math.MaxInt64}, args: args,
			arrays: []harnessArray{{c.tx.ItemSize(), xs}, {c.tx.ItemSize(), ys}, {c.rt.ItemSize(), make([]int64, size)}}}})[0]
		data := [][]byte{elemBytes(xs, c.tx), elemBytes(ys, c.tx), make([]byte, size*c.rt.ItemSize())}
		goArgs := make([]int64, len(m.Params))
		goArgs[0] = int64(size)
		goStatus := kexec.NewGoKernels(m).Run(0, []int64{0, math.MaxInt64}, goArgs, nil, data)
		if res.status != goStatus {
			t.Fatalf("%s: status %s, the Go executor's %s", kernel.ExprString(m.Kernels[0].Body[0].(*kernel.Store).Value), res.status, goStatus)
		}
		failures := 0
		for p := range size {
			want := elemAt(data[2], p, c.rt)
			if got := res.arrays[2][p] & mask(c.rt); got != want && failures < 5 {
				failures++
				t.Errorf("%s of %s(%d), %s(%d): %#x, the Go executor's %#x", kernel.ExprString(m.Kernels[0].Body[0].(*kernel.Store).Value),
					c.tx, xs[p], c.tx, ys[p], got, want)
			}
		}
	}
}

func mask(t kernel.Type) uint64 { return math.MaxUint64 >> (64 - t.ElemBits()) }

func elemBytes(vals []int64, t kernel.Type) []byte {
	size := t.ItemSize()
	b := make([]byte, max(len(vals)*size, 8))
	for i, v := range vals {
		var buf [8]byte
		binary.LittleEndian.PutUint64(buf[:], uint64(v))
		copy(b[i*size:], buf[:size])
	}
	return b
}

func elemAt(b []byte, i int, t kernel.Type) uint64 {
	size := t.ItemSize()
	var buf [8]byte
	copy(buf[:size], b[i*size:])
	return binary.LittleEndian.Uint64(buf[:])
}
