package runtime

import (
	"math"
	"math/rand"
	"testing"

	"github.com/alpyna/alpyna/kernel"
)

// TestFoldSelectsIsSequential checks the argument of depend/locate.go by
// brute force: a location reduction's loop cut into chunks, each started
// from the value before the loop, and folded by FoldSelects in chunk
// order, ends with the value and location the sequential loop ends with,
// for every operator, cut, starting value (NaN and infinities included)
// and data with ties and NaNs, float and int.
func TestFoldSelectsIsSequential(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	nan, inf := math.NaN(), math.Inf(1)
	starts := []float64{nan, inf, -inf, 0, 2, -3}
	for _, typ := range []kernel.Type{kernel.Float64, kernel.Int64} {
		for _, cmp := range []kernel.CmpOp{kernel.Lt, kernel.Le, kernel.Gt, kernel.Ge} {
			k := &kernel.Kernel{Outputs: []*kernel.Output{
				{Local: &kernel.Local{Name: "best", Type: typ}, Combine: kernel.Select, Key: 0, Cmp: cmp},
				{Local: &kernel.Local{Name: "idx", Type: kernel.PyInt}, Combine: kernel.Select, Key: 0, Cmp: cmp},
			}}
			for trial := range 400 {
				n := r.Intn(40)
				data := make([]int64, n)
				for i := range data {
					v := float64(r.Intn(7) - 3)
					if typ.IsFloat() && r.Intn(6) == 0 {
						v = nan
					}
					data[i] = encode(typ, v)
				}
				start := starts[trial%len(starts)]
				if !typ.IsFloat() && (math.IsNaN(start) || math.IsInf(start, 0)) {
					start = float64(r.Intn(7) - 3)
				}
				v0 := encode(typ, start)
				// The loop as written: replace iff a[i] cmp best.
				best, idx, assigned := v0, int64(-1), false
				for i, a := range data {
					if SelectWins(cmp, typ, a, best) {
						best, idx, assigned = a, int64(i), true
					}
				}
				// Chunks at random cuts, each from v0.
				var chunks [][]int64
				for lo := 0; lo < n || lo == 0; {
					hi := min(n, lo+r.Intn(6))
					out := []int64{v0, 0, -1, 0}
					for i := lo; i < hi; i++ {
						if SelectWins(cmp, typ, data[i], out[0]) {
							out[0], out[1], out[2], out[3] = data[i], 1, int64(i), 1
						}
					}
					chunks = append(chunks, out)
					if hi == n {
						break
					}
					lo = hi
				}
				acc := make([]int64, 4)
				FoldSelects(k, chunks, acc)
				got := acc[0]
				if acc[1] == 0 {
					got = v0
				}
				if (acc[1] != 0) != assigned || got != best || assigned && acc[2] != idx {
					t.Fatalf("%s %s from %v over %v in %d chunks: got (%v, %d, assigned %v), want (%v, %d, assigned %v)",
						typ, cmp, start, decodeAll(typ, data), len(chunks), decode(typ, got), acc[2], acc[1] != 0, decode(typ, best), idx, assigned)
				}
				// The same chunks as a GPU launch's threads hand them over:
				// shares after the pairs (kernel.SelectShares).
				threads := int64(len(chunks))
				out := make([]int64, kernel.OutSlots(k, threads))
				base := kernel.SelectSharesBase(k, threads)
				for c, ch := range chunks {
					for j := range 2 {
						s := base + 2*(int64(j)*threads+int64(c))
						out[s], out[s+1] = ch[2*j], ch[2*j+1]
					}
				}
				FoldSelectShares(k, out, threads)
				if out[0] != acc[0] || out[1] != acc[1] || out[2] != acc[2] || out[3] != acc[3] {
					t.Fatalf("%s %s: the fold of shares %v differs from the fold of chunks %v", typ, cmp, out[:4], acc)
				}
			}
		}
	}
}

func encode(t kernel.Type, v float64) int64 {
	if t.IsFloat() {
		return EncodeFloat(v)
	}
	return int64(v)
}

func decode(t kernel.Type, s int64) float64 {
	if t.IsFloat() {
		return DecodeFloat(s)
	}
	return float64(s)
}

func decodeAll(t kernel.Type, ss []int64) []float64 {
	out := make([]float64, len(ss))
	for i, s := range ss {
		out[i] = decode(t, s)
	}
	return out
}

// TestBitwiseSlotsCombineAsTheLoop checks that a bitwise reduction cut
// into chunks, chunk 0 from the value before the loop and the others from
// SlotIdentity, and combined by CombineSlots in any order, ends with the
// value of the loop as written, for &, | and ^ on bools (0 and 1), int32
// (sign-extended), int64 and Python ints.
func TestBitwiseSlotsCombineAsTheLoop(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	ops := map[kernel.BinOp]func(a, b int64) int64{
		kernel.BitAnd: func(a, b int64) int64 { return a & b },
		kernel.BitOr:  func(a, b int64) int64 { return a | b },
		kernel.BitXor: func(a, b int64) int64 { return a ^ b },
	}
	value := func(typ kernel.Type) int64 {
		switch typ {
		case kernel.Bool:
			return int64(r.Intn(2))
		case kernel.Int32:
			return int64(int32(r.Uint32()))
		}
		return int64(r.Uint64())
	}
	for _, typ := range []kernel.Type{kernel.Bool, kernel.Int32, kernel.Int64, kernel.PyInt} {
		for op, f := range ops {
			for range 200 {
				start := value(typ)
				data := make([]int64, r.Intn(30))
				for i := range data {
					data[i] = value(typ)
				}
				want := start
				for _, v := range data {
					want = f(want, v)
				}
				var chunks []int64
				for lo := 0; lo < len(data) || lo == 0; {
					hi := min(len(data), lo+r.Intn(5))
					acc := start
					if len(chunks) > 0 {
						acc = SlotIdentity(op, typ, start)
					}
					for _, v := range data[lo:hi] {
						acc = f(acc, v)
					}
					chunks = append(chunks, acc)
					if hi == len(data) {
						break
					}
					lo = hi
				}
				// Atomics on a GPU combine the chunks in any order.
				r.Shuffle(len(chunks), func(i, j int) { chunks[i], chunks[j] = chunks[j], chunks[i] })
				got := chunks[0]
				for _, c := range chunks[1:] {
					var st kernel.Status
					if got, st = CombineSlots(op, typ, got, c); st != kernel.OK {
						t.Fatalf("%s of %s: status %s", op, typ, st)
					}
				}
				if got != want {
					t.Fatalf("%s of %s from %d over %v: chunks %v combine to %d, want %d", op, typ, start, data, chunks, got, want)
				}
			}
		}
	}
}
