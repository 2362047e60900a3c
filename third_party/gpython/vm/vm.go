// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Python virtual machine
package vm

import (
	"github.com/go-python/gpython/py"
)

//go:generate stringer -type=vmStatus,OpCode -output stringer.go

// VM status code
type vmStatus byte

// VM Status code for main loop (reason for stack unwind)
const (
	whyNot       vmStatus = iota // No error
	whyException                 // Exception occurred
	whyReturn                    // 'return' statement
	whyBreak                     // 'break' statement
	whyContinue                  // 'continue' statement
	whyYield                     // 'yield' operator
	whySilenced                  // Exception silenced by 'with'
)

// Virtual machine state
type Vm struct {
	// Current frame
	frame *py.Frame
	// Whether ext should be added to the next arg
	extended bool
	// 16 bit extension for argument for next opcode
	ext int32
	// Return value
	retval py.Object
	// VM Status code for main loop
	why vmStatus
	// Current Pending exception type, value and traceback
	curexc py.ExceptionInfo
	// Previous exception type, value and traceback
	exc py.ExceptionInfo
	// VM access to state / modules
	context py.Context
	// alpyna patch: the buffer behind the frame's last s += t
	strings stringAppender
	// alpyna patch: the error of a subscript fused into BUILD_TUPLE
	subscriptErr error
	// alpyna patch: whether a traceback refers to the frame, which then
	// never goes back to the frame pool
	frameReferenced bool
	// alpyna patch: the released frame of the last call this VM's frame
	// made, which its next call reuses (takeFrame)
	spare *pooledFrame
	// alpyna patch: the boxes of the ints and floats that arithmetic
	// computes, allocated in batches
	boxes py.Boxer
	// alpyna patch: the function or Go method that the last LOAD_ATTR
	// of a method call found, whose object it left on the stack for the
	// CALL_FUNCTION to pass as self (decode.go, methodLoad)
	method py.Object
	// alpyna patch: temps has bit i set when stack slot i holds a fresh
	// result of arithmetic that nothing else has seen (alpyna_temps.go)
	temps uint64
	// alpyna patch: the names of a frame whose locals are its globals
	// (module-level code), cached by LOAD_NAME and STORE_NAME; nil
	// until the first of them runs
	names *py.NameCache
}
