// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: tests for alpyna_fast.go.

package py

import (
	"math"
	"math/big"
	"math/rand"
	"testing"
)

// TestBinaryIntsAsBigInts checks the int fast paths of Boxer.Binary
// against exact arithmetic: every result they give is Python's (floor
// division and modulo round towards minus infinity), and they decline
// only where the result leaves int64 or the divisor is zero or negative
// (which the generic path then computes or raises).
func TestBinaryIntsAsBigInts(t *testing.T) {
	edges := []int64{0, 1, -1, 2, -2, 3, -3, 7, -7, 97, -256, -257, 16383, 16384,
		1 << 31, -1 << 31, 1<<32 - 1, 3037000499, 3037000500, -3037000499, -3037000500,
		math.MaxInt64, math.MinInt64, math.MaxInt64 - 1, math.MinInt64 + 1, 1 << 62, -1 << 62}
	rng := rand.New(rand.NewSource(1))
	values := append([]int64(nil), edges...)
	for i := 0; i < 200; i++ {
		values = append(values, rng.Int63()>>uint(rng.Intn(63))*int64(1-2*rng.Intn(2)))
	}
	ops := []struct {
		op   BinaryOp
		name string
	}{{OpAdd, "+"}, {OpSub, "-"}, {OpMul, "*"}, {OpFloorDiv, "//"}, {OpMod, "%"}}
	bx := new(Boxer)
	for _, x := range values {
		for _, y := range values {
			for _, o := range ops {
				bigX, bigY := big.NewInt(x), big.NewInt(y)
				want := new(big.Int)
				switch o.op {
				case OpAdd:
					want.Add(bigX, bigY)
				case OpSub:
					want.Sub(bigX, bigY)
				case OpMul:
					want.Mul(bigX, bigY)
				case OpFloorDiv, OpMod:
					if y == 0 {
						if _, ok := bx.Binary(o.op, Int(x), Int(y)); ok {
							t.Fatalf("%d %s 0 did not decline", x, o.name)
						}
						continue
					}
					q, m := new(big.Int).DivMod(bigX, bigY, new(big.Int)) // Euclidean
					if m.Sign() != 0 && y < 0 {
						q.Sub(q, big.NewInt(1))
						m.Add(m, bigY)
					}
					want = q
					if o.op == OpMod {
						want = m
					}
				}
				got, ok := bx.Binary(o.op, Int(x), Int(y))
				if !ok {
					if want.IsInt64() && (o.op == OpAdd || o.op == OpSub || o.op == OpMul || y > 0) {
						t.Fatalf("%d %s %d = %v declined", x, o.name, y, want)
					}
					continue
				}
				if !want.IsInt64() || got != Int(want.Int64()) {
					t.Fatalf("%d %s %d = %v, want %v", x, o.name, y, got, want)
				}
			}
		}
	}
}
