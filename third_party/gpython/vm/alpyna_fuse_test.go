// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: tests of the superinstructions (decode.go, fuse).

package vm

import "testing"

func TestFuse(t *testing.T) {
	ld := func(i int) string { return op(LOAD_FAST, i) }
	for _, test := range []struct {
		name string
		code string
		// the fast code and fusedStore flag wanted at each offset
		// where one is fused
		want map[int]uint8
		// offsets whose instruction must store its result (fusedStore)
		store []int
	}{
		{"a + b", ld(0) + ld(1) + op(BINARY_ADD, 0) + op(RETURN_VALUE, 0),
			map[int]uint8{0: fastLoadFastFastBinary}, nil},
		{"x = a * 2", ld(0) + op(LOAD_CONST, 0) + op(BINARY_MULTIPLY, 0) + op(STORE_FAST, 1) + op(RETURN_VALUE, 0),
			map[int]uint8{0: fastLoadFastConstBinary}, []int{0}},
		{"f(a, b)", op(LOAD_GLOBAL, 0) + ld(0) + ld(1) + op(CALL_FUNCTION, 2),
			map[int]uint8{3: fastLoadFastFast}, nil},
		{"xs[i]", ld(0) + ld(1) + op(BINARY_SUBSCR, 0) + op(RETURN_VALUE, 0),
			map[int]uint8{0: fastLoadFastFastSubscr}, nil},
		{"xs[1]", ld(0) + op(LOAD_CONST, 1) + op(BINARY_SUBSCR, 0) + op(RETURN_VALUE, 0),
			map[int]uint8{0: fastLoadFastConstSubscr}, nil},
		// the product is a temporary of the sum: its result is not
		// stored, and the LOAD_FAST after it stays alone
		{"d = a * b + c", ld(0) + ld(1) + op(BINARY_MULTIPLY, 0) + ld(2) + op(BINARY_ADD, 0) + op(STORE_FAST, 3),
			map[int]uint8{0: fastLoadFastFastBinary, 3: fastLoadFast, 7: fastLoadFast}, nil},
		// thirteenth pass: in `a, b, c, op` the run (b, c, op) wins over
		// the pair (a, b), which would leave c and op a dispatch each
		{"aik * bk[j]", ld(0) + ld(1) + ld(2) + op(BINARY_SUBSCR, 0) + op(BINARY_MULTIPLY, 0) + op(RETURN_VALUE, 0),
			map[int]uint8{0: fastLoadFast, 3: fastLoadFastFastSubscr}, nil},
		{"dx * bj[6]", ld(0) + ld(1) + op(LOAD_CONST, 6) + op(BINARY_SUBSCR, 0) + op(BINARY_MULTIPLY, 0) + op(RETURN_VALUE, 0),
			map[int]uint8{0: fastLoadFast, 3: fastLoadFastConstSubscr}, nil},
		{"a, b + c stored", ld(0) + ld(1) + ld(2) + op(BINARY_ADD, 0) + op(STORE_FAST, 3) + op(RETURN_VALUE, 0),
			map[int]uint8{0: fastLoadFast, 3: fastLoadFastFastBinary}, []int{3}},
		// (a, b) then a call: the pair stays
		{"f(a, b, c)", op(LOAD_GLOBAL, 0) + ld(0) + ld(1) + ld(2) + op(CALL_FUNCTION, 3),
			map[int]uint8{3: fastLoadFastFast, 6: fastLoadFastFast}, nil},
		{"if a < b", op(COMPARE_OP, PyCmp_LT) + op(POP_JUMP_IF_FALSE, 0),
			map[int]uint8{0: fastCompareJump}, nil},
		// `in` is not fused: its fast path is the dict's
		{"if a in b", op(COMPARE_OP, PyCmp_IN) + op(POP_JUMP_IF_FALSE, 0),
			map[int]uint8{0: fastCompare}, nil},
		{"for i in", op(FOR_ITER, 6) + op(STORE_FAST, 0) + op(JUMP_ABSOLUTE, 0),
			map[int]uint8{0: fastForIterStore}, nil},
		{"a[i] += x", op(ROT_THREE, 0) + op(STORE_SUBSCR, 0) + op(RETURN_VALUE, 0),
			map[int]uint8{0: fastRotThreeStoreSubscr}, nil},
		// fourteenth pass: a call of one to three positional
		// arguments followed by GET_ITER (`for i in range(a, b)`), and
		// GET_ITER alone
		{"for i in range(a, b)", op(LOAD_GLOBAL, 0) + ld(0) + ld(1) + op(CALL_FUNCTION, 2) + op(GET_ITER, 0) + op(FOR_ITER, 3) + op(STORE_FAST, 2),
			map[int]uint8{3: fastLoadFastFast, 9: fastCallRangeIter, 12: fastGetIter, 13: fastForIterStore}, nil},
		{"for i in f()", op(LOAD_GLOBAL, 0) + op(CALL_FUNCTION, 0) + op(GET_ITER, 0),
			map[int]uint8{3: fastCallFunction, 6: fastGetIter}, nil},
		{"for i in f(a, b, c, d)", op(LOAD_GLOBAL, 0) + op(LOAD_CONST, 0) + op(LOAD_CONST, 0) + op(LOAD_CONST, 0) + op(LOAD_CONST, 0) + op(CALL_FUNCTION, 4) + op(GET_ITER, 0),
			map[int]uint8{15: fastCallFunction}, nil},
		{"for i in f(k=1)", op(LOAD_GLOBAL, 0) + op(LOAD_CONST, 0) + op(LOAD_CONST, 1) + op(CALL_FUNCTION, 0x100) + op(GET_ITER, 0),
			map[int]uint8{9: fastCallFunction}, nil},
		{"for x in o.m(a)", ld(0) + op(LOAD_ATTR, 0) + ld(1) + op(CALL_FUNCTION, 1) + op(GET_ITER, 0),
			map[int]uint8{9: fastCallFunction}, nil},
		{"range(a) alone", op(LOAD_GLOBAL, 0) + ld(0) + op(CALL_FUNCTION, 1) + op(RETURN_VALUE, 0),
			map[int]uint8{6: fastCallFunction}, nil},
	} {
		d := decode(test.code)
		for pc, want := range test.want {
			if got := d[pc].fast; got != want {
				t.Errorf("%s: fast code at %d is %d, want %d", test.name, pc, got, want)
			}
		}
		stores := map[int]bool{}
		for _, pc := range test.store {
			stores[pc] = true
		}
		for pc := range d {
			if got := d[pc].flags&fusedStore != 0; got != stores[pc] {
				t.Errorf("%s: fusedStore at %d is %v", test.name, pc, got)
			}
		}
		// only the fast code changes: the other instructions of a run
		// keep their own, for jumps into the middle of it
		plain := decode(test.code)
		for pc := range plain {
			plain[pc].fast = fastCodes[plain[pc].op]
			if d[pc].op != plain[pc].op || d[pc].arg != plain[pc].arg || d[pc].next != plain[pc].next {
				t.Errorf("%s: instruction at %d changed: %+v", test.name, pc, d[pc])
			}
		}
	}
}
