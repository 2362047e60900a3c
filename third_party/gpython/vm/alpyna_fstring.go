// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch: the opcodes of f-strings, as CPython 3.6's. The 3.4 VM
// had none: a replacement field called a constant Go function with its
// value, conversion and spec (a call, three pushes and a tuple of
// arguments), and the parts were joined by BINARY_ADD, one new str for
// every part but the first.

package vm

import "github.com/go-python/gpython/py"

// formatIntLater is a bit of a FORMAT_VALUE's decoded argument
// (markIntFields): the field's str goes only to a BUILD_STRING, so an int
// may stay on the stack for BUILD_STRING to write its digits straight into
// the joined str.
const formatIntLater = 1 << 16

// do_FORMAT_VALUE replaces TOS, or TOS1 when flags&1 says TOS is a
// format spec (a str, itself an f-string), with format(TOS, spec) after
// the conversion flags>>1&0xff ('s', 'r', 'a' or 0 for none).
func do_FORMAT_VALUE(vm *Vm, flags int32) error {
	if flags&formatIntLater != 0 {
		// format(i, '') of an int is str(i), which BUILD_STRING
		// writes (py.BuildString): nothing can run or see the int in
		// between, so the str would only be garbage
		if _, ok := vm.TOP().(py.Int); ok {
			return nil
		}
		flags &^= formatIntLater
	}
	var spec py.String
	if flags&1 != 0 {
		s, ok := vm.POP().(py.String)
		if !ok {
			// the compiler pushes the result of a JoinedStr, a str
			return py.ExceptionNewf(py.SystemError, "FORMAT_VALUE: the format spec is not a str")
		}
		spec = s
	}
	res, err := py.FormatValue(vm.TOP(), rune(flags>>1), spec)
	if err != nil {
		return err
	}
	vm.SET_TOP(res)
	return nil
}

// do_BUILD_STRING replaces the count strs on top of the stack with their
// concatenation; an int among them is a field that FORMAT_VALUE left to it
// (formatIntLater), and is written as str(i).
func do_BUILD_STRING(vm *Vm, count int32) error {
	s := vm.frame.Stack
	res, err := py.BuildString(s[len(s)-int(count):])
	if err != nil {
		return err
	}
	vm.frame.Stack = s[:len(s)-int(count)]
	vm.PUSH(res)
	return nil
}

// markIntFields sets formatIntLater on the FORMAT_VALUEs of d without a
// conversion or a spec whose result goes straight to a BUILD_STRING: only
// instructions of argumentEffect run in between, each above the field's
// slot (the later fields and literal parts of the same f-string), and no
// jump lands among them. Python code those instructions run (a later
// field's __format__, a call) cannot see the stack, so an int left there
// instead of its str is seen by BUILD_STRING alone. A single-field
// f-string has no BUILD_STRING, and is left alone.
func markIntFields(d []instr) {
	targets := jumpTargets(d)
	for pc := 0; pc < len(d); {
		in := d[pc]
		if in.next <= int32(pc) {
			pc++
			continue
		}
		if in.op != FORMAT_VALUE || in.arg != 0 {
			pc = int(in.next)
			continue
		}
		depth := int32(1) // the slots from the field's up
		for q := int(in.next); q < len(d) && !targets[q]; {
			next := d[q]
			if next.op == BUILD_STRING && next.arg >= depth {
				d[pc].arg |= formatIntLater
				break
			}
			pops, pushes, ok := argumentEffect(next)
			if !ok || pops >= depth {
				break
			}
			depth += pushes - pops
			q = int(next.next)
		}
		pc = int(in.next)
	}
}
