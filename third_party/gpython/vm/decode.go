// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: the bytecode of a code object decoded once into
// instructions, instead of its opcode and argument bytes being read and
// combined at every step of the evaluation loop.

package vm

import (
	"unsafe"

	"github.com/go-python/gpython/py"
)

// An instr is the instruction that starts at one byte offset of a code
// object's bytecode.
type instr struct {
	op OpCode
	// flags marks the instructions of a method call (methodLoad,
	// methodCall) and the temporaries of arithmetic (tempLeft,
	// tempRight, tempResult)
	flags uint8
	// fast is op's case in the evaluation loop's switch (fastCodes)
	fast uint8
	// arg is the argument, with an EXTENDED_ARG prefix folded in
	arg int32
	// next is the offset of the following instruction: frame.Lasti
	// while this one runs, as when the loop decoded the bytes itself
	next int32
}

const (
	// methodLoad marks a LOAD_ATTR whose result is only the callee of
	// the methodCall it belongs to: the loop may leave the object on
	// the stack, as CPython 3.7's LOAD_METHOD does, instead of building
	// a bound method (Vm.method)
	methodLoad uint8 = 1 << iota
	// methodCall marks the CALL_FUNCTION of a methodLoad
	methodCall
	// tempLeft and tempRight mark a binary arithmetic instruction whose
	// left or right operand may be a temporary, and tempResult one whose
	// result may be such an operand (alpyna_temps.go)
	tempLeft
	tempRight
	tempResult
	// fusedStore marks a fused load-load-arithmetic instruction
	// (fastLoadFastFastBinary, fastLoadFastConstBinary) whose result
	// goes to the STORE_FAST that follows the arithmetic
	fusedStore
)

// A decodedCode is what the VM keeps with a code object: its bytecode
// decoded, and what LOAD_GLOBAL found for its names
// (py/alpyna_globals.go), reached by a frame in one load.
type decodedCode struct {
	// instrs are indexed by byte offset: the entry at each offset where
	// an instruction starts is that instruction (an EXTENDED_ARG there
	// is the instruction it prefixes, with the whole argument); other
	// entries are never reached
	instrs  []instr
	globals py.GlobalCache
	// simpleCall says that a call of the code needs no argument parsing
	// beyond placing the positional arguments and defaults: no *args,
	// **kwargs or keyword-only parameters, no cells or free variables,
	// not a generator, fast locals (alpyna patch: callFunction tested
	// these six fields of the code at every call)
	simpleCall bool
}

// The opcodes that the evaluation loop answers itself, numbered densely
// (fastCodes): a Go switch over a dense range of cases compiles to one
// indirect jump through a table, where the sparse opcodes took a binary
// search of five to seven compares and branches at every instruction.
// Opcodes that share a case (the arithmetic ones, the two conditional
// jumps) share a fast code. fastNone is every other opcode.
const (
	fastNone uint8 = iota
	fastLoadFast
	fastStoreFast
	fastLoadConst
	fastPopTop
	fastBinary
	fastCompare
	fastPopJumpIf
	fastJumpForward
	fastJumpAbsolute
	fastForIter
	fastBinarySubscr
	fastStoreSubscr
	fastLoadGlobal
	fastLoadName
	fastStoreName
	fastLoadAttr
	fastStoreAttr
	fastDupTop
	fastRotTwo
	fastCallFunction
	fastDupTopTwo
	fastRotThree
	fastReturnValue
	fastListAppend
	// superinstructions (fuse): the instruction and the one or two
	// after it run as one step of the loop
	fastLoadFastFast        // LOAD_FAST, LOAD_FAST
	fastLoadFastConst       // LOAD_FAST, LOAD_CONST
	fastLoadFastFastBinary  // LOAD_FAST, LOAD_FAST, arithmetic [, STORE_FAST]
	fastLoadFastConstBinary // LOAD_FAST, LOAD_CONST, arithmetic [, STORE_FAST]
	fastLoadFastFastSubscr  // LOAD_FAST, LOAD_FAST, BINARY_SUBSCR
	fastLoadFastConstSubscr // LOAD_FAST, LOAD_CONST, BINARY_SUBSCR
	fastCompareJump         // COMPARE_OP <, <=, ==, !=, >, >=, POP_JUMP_IF_FALSE or _TRUE
	fastRotThreeStoreSubscr // ROT_THREE, STORE_SUBSCR: the end of `a[i] += x`
	fastForIterStore        // FOR_ITER, STORE_FAST
	fastJumpForIterStore    // JUMP_ABSOLUTE to a FOR_ITER, STORE_FAST: the loop's next step
	// alpyna patch, fourteenth pass: a loop's set-up
	fastGetIter       // GET_ITER
	fastCallRangeIter // CALL_FUNCTION of 1 to 3 positional arguments, GET_ITER: `for i in range(...)`
	fastSetupLoop     // SETUP_LOOP
	fastPopBlock      // POP_BLOCK
)

// fastCodes maps each opcode to its case in the evaluation loop.
var fastCodes = [256]uint8{
	LOAD_FAST: fastLoadFast, STORE_FAST: fastStoreFast, LOAD_CONST: fastLoadConst, POP_TOP: fastPopTop,
	BINARY_ADD: fastBinary, BINARY_SUBTRACT: fastBinary, BINARY_MULTIPLY: fastBinary,
	BINARY_TRUE_DIVIDE: fastBinary, BINARY_FLOOR_DIVIDE: fastBinary, BINARY_MODULO: fastBinary,
	INPLACE_ADD: fastBinary, INPLACE_SUBTRACT: fastBinary, INPLACE_MULTIPLY: fastBinary,
	INPLACE_TRUE_DIVIDE: fastBinary, INPLACE_FLOOR_DIVIDE: fastBinary, INPLACE_MODULO: fastBinary,
	BINARY_POWER: fastBinary, INPLACE_POWER: fastBinary,
	COMPARE_OP: fastCompare, POP_JUMP_IF_FALSE: fastPopJumpIf, POP_JUMP_IF_TRUE: fastPopJumpIf,
	JUMP_FORWARD: fastJumpForward, JUMP_ABSOLUTE: fastJumpAbsolute, FOR_ITER: fastForIter,
	BINARY_SUBSCR: fastBinarySubscr, STORE_SUBSCR: fastStoreSubscr,
	LOAD_GLOBAL: fastLoadGlobal, LOAD_NAME: fastLoadName, STORE_NAME: fastStoreName,
	LOAD_ATTR: fastLoadAttr, STORE_ATTR: fastStoreAttr, DUP_TOP: fastDupTop, ROT_TWO: fastRotTwo,
	CALL_FUNCTION: fastCallFunction, DUP_TOP_TWO: fastDupTopTwo, ROT_THREE: fastRotThree,
	RETURN_VALUE: fastReturnValue, LIST_APPEND: fastListAppend, GET_ITER: fastGetIter,
	SETUP_LOOP: fastSetupLoop, POP_BLOCK: fastPopBlock,
}

// instructions returns what the VM keeps with co, made at the first call,
// so each code object is decoded once. Where goroutines race to make it,
// each uses its own and the last stored stays: all are valid.
//
// alpyna patch: small enough for Go to inline; decodeCode does the rest.
func instructions(co *py.Code) *decodedCode {
	if p := co.Decoded(); p != nil {
		return (*decodedCode)(p)
	}
	return decodeCode(co)
}

// frameInstructions is instructions for runFrame, where Go does not
// inline it: inlined, its call of decodeCode changed how Go allocates the
// registers of the whole evaluation loop, which then ran more instructions
// (about 1% more in testdata/interpbench/calls.py).
//
//go:noinline
func frameInstructions(co *py.Code) *decodedCode {
	return instructions(co)
}

// decodeCode decodes co and stores the result with it (instructions).
func decodeCode(co *py.Code) *decodedCode {
	d := &decodedCode{instrs: decode(co.Code), globals: py.NewGlobalCache(len(co.Names)),
		simpleCall: co.Flags&simpleCallFlags == py.CO_OPTIMIZED && co.Kwonlyargcount == 0 && len(co.Cellvars) == 0 && len(co.Freevars) == 0}
	co.SetDecoded(unsafe.Pointer(d))
	return d
}

// decode decodes bytecode (see instructions).
func decode(code string) []instr {
	d := make([]instr, len(code))
	for pc := 0; pc < len(code); {
		op := OpCode(code[pc])
		if op < HAVE_ARGUMENT || pc+2 >= len(code) {
			d[pc] = instr{op: op, fast: fastCodes[op], next: int32(pc + 1)}
			pc++
			continue
		}
		arg := int32(code[pc+1]) | int32(code[pc+2])<<8
		d[pc] = instr{op: op, fast: fastCodes[op], arg: arg, next: int32(pc + 3)}
		pc += 3
	}
	// fold each EXTENDED_ARG into the instruction it prefixes; that
	// instruction's own entry stays too, as the bytes say
	for pc := len(code) - 1; pc >= 0; pc-- {
		if in := d[pc]; in.op == EXTENDED_ARG && in.next > 0 && int(in.next) < len(code) {
			target := d[in.next]
			target.arg += in.arg << 16
			d[pc] = target
		}
	}
	markMethodCalls(d)
	markIntFields(d)
	markTemporaries(d)
	fuse(d)
	return d
}

// fuse makes superinstructions of the commonest runs of instructions:
// the first instruction of a run gets a fast code that runs the whole run
// (reading the others' arguments from their own entries) where its
// operands are ints, floats, set locals or a range, and otherwise runs
// the first instruction alone, as before. The other instructions of the
// run keep their entries, so a jump into the middle of a run runs the
// rest of it one instruction at a time. Only the fast code changes: the
// method-call and temporary marks (computed before, from the opcodes)
// still hold.
//
// alpyna patch: each step of the loop costs some twenty instructions of
// dispatch besides the opcode's own work (CPython 3.11's specialising
// interpreter fuses the same pairs, LOAD_FAST__LOAD_FAST and
// COMPARE_OP_INT_JUMP).
func fuse(d []instr) {
	at := func(pc int32) *instr {
		if pc <= 0 || int(pc) >= len(d) {
			return nil
		}
		return &d[pc]
	}
	for pc := 0; pc < len(d); pc += instrSize(d, pc) {
		in := &d[pc]
		second := at(in.next)
		if second == nil {
			continue
		}
		// storesResult says whether the arithmetic bin is followed by a
		// STORE_FAST that takes its result
		storesResult := func(bin *instr) bool {
			store := at(bin.next)
			return store != nil && store.op == STORE_FAST && bin.flags&tempResult == 0
		}
		switch {
		case in.op == LOAD_FAST && (second.op == LOAD_FAST || second.op == LOAD_CONST):
			third := at(second.next)
			if second.op == LOAD_FAST && third != nil && (third.op == LOAD_FAST || third.op == LOAD_CONST) {
				if fourth := at(third.next); fourth != nil && (fourth.fast == fastBinary || fourth.fast == fastBinarySubscr) {
					// `a, b, c, op`: the pair (a, b) would leave c
					// and op a dispatch each, where a alone and
					// the run (b, c, op) that second starts take
					// two (alpyna patch, thirteenth pass)
					continue
				}
			}
			if third != nil && third.fast == fastBinary {
				in.fast = fastLoadFastFastBinary
				if second.op == LOAD_CONST {
					in.fast = fastLoadFastConstBinary
				}
				if storesResult(third) {
					in.flags |= fusedStore
				}
				continue
			}
			if third != nil && third.fast == fastBinarySubscr {
				in.fast = fastLoadFastFastSubscr
				if second.op == LOAD_CONST {
					in.fast = fastLoadFastConstSubscr
				}
				continue
			}
			in.fast = fastLoadFastFast
			if second.op == LOAD_CONST {
				in.fast = fastLoadFastConst
			}
		case in.op == COMPARE_OP && in.arg <= PyCmp_GE && (second.op == POP_JUMP_IF_FALSE || second.op == POP_JUMP_IF_TRUE):
			in.fast = fastCompareJump
		case in.op == ROT_THREE && second.op == STORE_SUBSCR:
			in.fast = fastRotThreeStoreSubscr
		case in.op == FOR_ITER && second.op == STORE_FAST:
			in.fast = fastForIterStore
		case in.op == CALL_FUNCTION && in.arg >= 1 && in.arg <= 3 && in.flags&methodCall == 0 && second.op == GET_ITER:
			// `for i in range(a, b)`: where the callee is range and
			// the arguments ints, the iterator is made at once
			// (fourteenth pass); any other call runs as a plain
			// CALL_FUNCTION
			in.fast = fastCallRangeIter
		}
		// (a loop's JUMP_ABSOLUTE comes after its FOR_ITER, fused above;
		// a jump forward to one, which the compiler does not emit, stays
		// a plain jump)
		if in.op == JUMP_ABSOLUTE {
			if loop := at(in.arg); loop != nil && loop.fast == fastForIterStore {
				in.fast = fastJumpForIterStore
			}
		}
	}
}

// markMethodCalls marks the method calls of d that the loop may run
// without a bound method: a LOAD_ATTR, then the instructions that compute
// the arguments, then the CALL_FUNCTION that takes the attribute as its
// function and only positional arguments. No jump may land after the
// LOAD_ATTR and up to the call, so the call runs only right after its
// LOAD_ATTR ran, and the arguments may be computed only by instructions
// of argumentEffect (no LOAD_ATTR among them, so no other method call's
// LOAD_ATTR can replace the method the VM holds for this call).
//
// alpyna patch, twelfth pass: the arguments were only pushes of locals,
// constants and globals, so `parts.append(f"{i}")` or `out.append(x * 2)`
// made a bound method at every call.
func markMethodCalls(d []instr) {
	targets := jumpTargets(d)
	for pc := 0; pc < len(d); {
		in := d[pc]
		if in.next <= int32(pc) {
			pc++
			continue
		}
		if in.op != LOAD_ATTR {
			pc = int(in.next)
			continue
		}
		// depth counts the slots on the stack from the attribute's up
		depth := int32(1)
		q := int(in.next)
		for q < len(d) && !targets[q] {
			next := d[q]
			if next.op == CALL_FUNCTION && next.arg+1 == depth {
				d[pc].flags |= methodLoad
				d[q].flags |= methodCall
				break
			}
			pops, pushes, ok := argumentEffect(next)
			if !ok || pops >= depth {
				break // the attribute's slot would be consumed otherwise
			}
			depth += pushes - pops
			q = int(next.next)
		}
		pc = int(in.next)
	}
}

// argumentEffect returns how many values in pops from the stack and
// pushes, for the instructions that markMethodCalls lets compute a
// method call's arguments: they neither jump nor load attributes (a
// CALL_FUNCTION among them is a call with positional arguments only, not
// a marked method call, which would need its own LOAD_ATTR).
func argumentEffect(in instr) (pops, pushes int32, ok bool) {
	switch in.op {
	case LOAD_FAST, LOAD_CONST, LOAD_GLOBAL, LOAD_NAME, LOAD_DEREF:
		return 0, 1, true
	case UNARY_POSITIVE, UNARY_NEGATIVE, UNARY_NOT, UNARY_INVERT:
		return 1, 1, true
	case BINARY_ADD, BINARY_SUBTRACT, BINARY_MULTIPLY, BINARY_TRUE_DIVIDE, BINARY_FLOOR_DIVIDE,
		BINARY_MODULO, BINARY_POWER, BINARY_SUBSCR, BINARY_LSHIFT, BINARY_RSHIFT, BINARY_AND,
		BINARY_XOR, BINARY_OR, COMPARE_OP:
		return 2, 1, true
	case FORMAT_VALUE:
		return 1 + in.arg&1, 1, true // the spec, when there is one, and the value
	case BUILD_STRING, BUILD_TUPLE, BUILD_LIST:
		return in.arg, 1, true
	case CALL_FUNCTION:
		if in.arg > 0xff || in.flags&methodCall != 0 {
			return 0, 0, false // keyword arguments
		}
		return in.arg + 1, 1, true
	}
	return 0, 0, false
}

// jumpTargets returns, for each offset of d, whether an instruction may
// continue there other than by falling through: a jump, a loop's
// `continue` or a handler of a try, loop or with block.
func jumpTargets(d []instr) []bool {
	targets := make([]bool, len(d)+1)
	mark := func(t int32) {
		if t >= 0 && int(t) < len(targets) {
			targets[t] = true
		}
	}
	for pc := 0; pc < len(d); {
		in := d[pc]
		if in.next <= int32(pc) {
			pc++
			continue
		}
		switch in.op {
		case JUMP_FORWARD, FOR_ITER, SETUP_LOOP, SETUP_EXCEPT, SETUP_FINALLY, SETUP_WITH:
			mark(in.next + in.arg)
		case JUMP_ABSOLUTE, POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE, JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP, CONTINUE_LOOP:
			mark(in.arg)
		}
		// an EXTENDED_ARG entry has been folded: its next skips the
		// prefixed instruction, whose own entry is visited too
		pc += instrSize(d, pc)
	}
	return targets
}

// instrSize is the number of bytes of the instruction at pc, counting an
// EXTENDED_ARG prefix as an instruction of its own.
func instrSize(d []instr, pc int) int {
	if d[pc].op >= HAVE_ARGUMENT {
		return 3
	}
	return 1
}
