// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: tests for alpyna_box.go.

package py

import (
	"runtime"
	"testing"
)

// TestBoxerValuesSurvive boxes more values than a chunk holds, drops the
// Boxer and collects garbage: every Object must still hold its own value,
// compare equal to Go's own box of it and have its type.
func TestBoxerValuesSurvive(t *testing.T) {
	const n = 3*boxChunk + 7
	bx := new(Boxer)
	floats := make([]Object, n)
	ints := make([]Object, n)
	for i := range floats {
		floats[i] = bx.Float(Float(i) + 0.5)
		ints[i] = bx.Int(Int(i) * 1000003)
	}
	bx = nil
	runtime.GC()
	runtime.GC()
	garbage := make([][]Float, 0, 1000) // reuse freed memory, if any was freed
	for i := 0; i < cap(garbage); i++ {
		garbage = append(garbage, make([]Float, boxChunk))
	}
	for i := range floats {
		f, ok := floats[i].(Float)
		if !ok || f != Float(i)+0.5 || floats[i] != Object(Float(i)+0.5) {
			t.Fatalf("float box %d holds %#v", i, floats[i])
		}
		k, ok := ints[i].(Int)
		if !ok || k != Int(i)*1000003 || ints[i] != Object(Int(i)*1000003) {
			t.Fatalf("int box %d holds %#v", i, ints[i])
		}
	}
	runtime.KeepAlive(garbage)
}

// TestBoxerBinary checks that boxed results are those of FastBinary, the
// small ints shared.
func TestBoxerBinary(t *testing.T) {
	bx := new(Boxer)
	for _, c := range []struct {
		op   BinaryOp
		a, b Object
		want Object
	}{
		{OpAdd, Int(2), Int(3), Int(5)},
		{OpMul, Int(1 << 20), Int(3), Int(3 << 20)},
		{OpTrueDiv, Int(7), Int(2), Float(3.5)},
		{OpSub, Float(1.5), Int(2), Float(-0.5)},
		{OpFloorDiv, Int(-7), Int(2), Int(-4)},
		{OpMod, Float(-7), Float(2), Float(1)},
	} {
		got, ok := bx.Binary(c.op, c.a, c.b)
		want, wantOK := FastBinary(c.op, c.a, c.b)
		if !ok || !wantOK || got != c.want || want != c.want {
			t.Errorf("%v %v %v: got %#v, FastBinary %#v, want %#v", c.a, c.op, c.b, got, want, c.want)
		}
	}
	if _, ok := bx.Binary(OpTrueDiv, Int(1), Int(0)); ok {
		t.Error("1 / 0 must take the generic path, which raises")
	}
	if small := bx.Int(5); small != smallInts[5-smallIntMin] {
		t.Error("a small int must be the shared box")
	}
}
