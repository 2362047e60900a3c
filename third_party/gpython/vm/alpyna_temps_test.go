// alpyna patch: tests of the temporaries of arithmetic (alpyna_temps.go).

package vm

import "testing"

// tempFlags returns the temporary flags of the instruction at each offset
// of code where any is set.
func tempFlags(code string) map[int]uint8 {
	d := decode(code)
	got := map[int]uint8{}
	for pc, in := range d {
		if f := in.flags & (tempLeft | tempRight | tempResult); f != 0 {
			got[pc] = f
		}
	}
	return got
}

func checkTempFlags(t *testing.T, name, code string, want map[int]uint8) {
	t.Helper()
	got := tempFlags(code)
	if len(got) != len(want) {
		t.Errorf("%s: flags %v, want %v", name, got, want)
		return
	}
	for pc, f := range want {
		if got[pc] != f {
			t.Errorf("%s: flags %v, want %v", name, got, want)
			return
		}
	}
}

func TestMarkTemporaries(t *testing.T) {
	ld := func(i int) string { return op(LOAD_FAST, i) }
	// a*b + c*d - e: both products are temporaries of the +, whose
	// result is the temporary of the -
	chain := ld(0) + ld(1) + op(BINARY_MULTIPLY, 0) + // 0, 3, 6
		ld(2) + ld(3) + op(BINARY_MULTIPLY, 0) + // 7, 10, 13
		op(BINARY_ADD, 0) + // 14
		ld(4) + op(BINARY_SUBTRACT, 0) + // 15, 18
		op(RETURN_VALUE, 0)
	checkTempFlags(t, "a*b + c*d - e", chain, map[int]uint8{
		6: tempResult, 13: tempResult, 14: tempLeft | tempRight | tempResult, 18: tempLeft,
	})

	// x = a*b; x + c: the store ends the run, x is not a temporary
	stored := ld(0) + ld(1) + op(BINARY_MULTIPLY, 0) + op(STORE_FAST, 2) +
		ld(2) + ld(3) + op(BINARY_ADD, 0) + op(RETURN_VALUE, 0)
	checkTempFlags(t, "x = a*b; x + c", stored, nil)

	// (a*b) duplicated (a chained comparison) or passed to a call
	dup := ld(0) + ld(1) + op(BINARY_MULTIPLY, 0) + op(DUP_TOP, 0) + op(BINARY_ADD, 0) + op(RETURN_VALUE, 0)
	checkTempFlags(t, "DUP_TOP of a*b", dup, nil)
	call := ld(0) + ld(1) + ld(2) + op(BINARY_MULTIPLY, 0) + op(CALL_FUNCTION, 1) + ld(3) + op(BINARY_ADD, 0) + op(RETURN_VALUE, 0)
	checkTempFlags(t, "f(a*b) + c", call, nil)

	// augmented assignment: the in-place operator neither takes nor
	// makes a temporary
	aug := ld(0) + ld(1) + ld(2) + op(BINARY_MULTIPLY, 0) + op(INPLACE_ADD, 0) + op(STORE_FAST, 0) + op(RETURN_VALUE, 0)
	checkTempFlags(t, "x += a*b", aug, nil)

	// a jump landing between the product and the sum (a conditional
	// expression): the slot may come from another path
	cond := ld(1) + ld(2) + op(BINARY_MULTIPLY, 0) + // 0, 3, 6
		ld(3) + // 7: a jump lands here
		op(BINARY_ADD, 0) + op(RETURN_VALUE, 0) + // 10, 11
		op(JUMP_ABSOLUTE, 7) // 12
	checkTempFlags(t, "jump between", cond, nil)
}
