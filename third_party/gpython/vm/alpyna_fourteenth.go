// Copyright 2018 The go-python Authors.  All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// alpyna patch, fourteenth pass: a loop's set-up in the evaluation loop
// (decode.go's fastGetIter and fastCallRangeIter).

package vm

import (
	"math"

	"github.com/go-python/gpython/py"
)

// iterFast returns iter(v) where v is a range, list or tuple, as their
// __iter__ makes it, or nil for anything else (GET_ITER then runs
// py.Iter). alpyna patch, fourteenth pass: py.Iter's assertion to the
// I__iter__ interface and GET_ITER's call cost some 280 instructions at
// each loop over them.
func iterFast(v py.Object) py.Object {
	switch o := v.(type) {
	case *py.Range:
		it, _ := o.M__iter__() // never an error
		return it
	case *py.List:
		return py.NewIterator(o)
	case py.Tuple:
		return py.NewIterator(o)
	}
	return nil
}

// rangeIterator returns iter(range(*args)) for one to three int args
// (not bools or other integers) whose range's length fits an int; ok is
// false otherwise, and the call then runs as CALL_FUNCTION, which raises
// range's errors. alpyna patch, fourteenth pass: the call of range went
// through type.__call__, a tuple of the arguments and the range object,
// some 750 instructions, and GET_ITER 280 more, at each inner loop's
// start.
func rangeIterator(args []py.Object) (it *py.RangeIterator, ok bool) {
	start, step := py.Int(0), py.Int(1)
	var stop py.Int
	switch len(args) {
	case 1:
		if stop, ok = args[0].(py.Int); !ok {
			return nil, false
		}
	case 2, 3:
		if start, ok = args[0].(py.Int); !ok {
			return nil, false
		}
		if stop, ok = args[1].(py.Int); !ok {
			return nil, false
		}
		if len(args) == 3 {
			if step, ok = args[2].(py.Int); !ok {
				return nil, false
			}
		}
	default:
		return nil, false
	}
	return py.NewRangeIterator(start, stop, step)
}

// callType runs the CALL_FUNCTION of a type with positional args from
// the stack, the type at fnIndex (callPositional): float(x) and int(x) of
// an int or a float are converted here, as FloatNew and IntNew convert
// them; anything else is newInstance's (a class defined in Python) or
// goes the general way (done false).
//
// alpyna patch, fourteenth pass: float(i) went through type.__call__, a
// tuple of the arguments, their parsing and MakeFloat, some 1,100
// instructions.
func (vm *Vm) callType(t *py.Type, fnIndex int, args []py.Object) (done bool, err error) {
	if len(args) == 1 {
		switch t {
		case py.FloatType:
			switch x := args[0].(type) {
			case py.Float:
				return true, vm.pushResult(fnIndex, args[0], nil) // itself, as in CPython
			case py.Int:
				// as Int.M__float__: the nearest float, ties to even
				return true, vm.pushResult(fnIndex, vm.boxes.Float(py.Float(x)), nil)
			}
		case py.IntType:
			switch x := args[0].(type) {
			case py.Int:
				return true, vm.pushResult(fnIndex, args[0], nil) // itself, as in CPython
			case py.Float:
				// truncated towards zero, where it fits an int (NaN
				// and infinities fail both tests and raise on the
				// general path; larger floats make big ints there)
				if x >= -9223372036854775808.0 && x < 9223372036854775808.0 {
					return true, vm.pushResult(fnIndex, vm.boxes.Int(py.Int(x)), nil)
				}
			}
		}
	}
	return vm.newInstance(t, fnIndex)
}

// callBuiltin calls fn, a function implemented in Go, with positional
// args, as Method.Call does. len(x) of a list, tuple, str or dict, abs(x)
// of an int or a float, and min(a, b) and max(a, b) of two ints or two
// floats are computed here.
//
// alpyna patch, fourteenth pass: len(xs) cost some 420 instructions (the
// method's type switch, builtin_len, py.Len's assertion to I__len__, the
// boxing of the result); min and max walked an iterator over their
// arguments.
func (vm *Vm) callBuiltin(fn *py.Method, args []py.Object) (py.Object, error) {
	switch fn.Builtin {
	case py.BuiltinLen:
		if len(args) == 1 {
			switch x := args[0].(type) {
			case *py.List:
				return vm.boxes.Int(py.Int(len(x.Items))), nil
			case py.Tuple:
				return vm.boxes.Int(py.Int(len(x))), nil
			case py.String:
				return x.M__len__()
			case *py.Dict:
				return x.M__len__()
			}
		}
	case py.BuiltinAbs:
		if len(args) == 1 {
			switch x := args[0].(type) {
			case py.Int:
				if x >= 0 {
					return x, nil
				}
				if x != math.MinInt64 { // whose negation is a big int
					return vm.boxes.Int(-x), nil
				}
			case py.Float:
				return vm.boxes.Float(py.Float(math.Abs(float64(x)))), nil
			}
		}
	case py.BuiltinMin, py.BuiltinMax:
		if len(args) == 2 {
			// as CPython's min_max: the first argument, replaced by
			// the second where that compares less (min) or greater
			// (max), so equal values and NaNs give the first
			switch a := args[0].(type) {
			case py.Int:
				if b, ok := args[1].(py.Int); ok {
					if (fn.Builtin == py.BuiltinMin && b < a) || (fn.Builtin == py.BuiltinMax && b > a) {
						return args[1], nil
					}
					return args[0], nil
				}
			case py.Float:
				if b, ok := args[1].(py.Float); ok {
					if (fn.Builtin == py.BuiltinMin && b < a) || (fn.Builtin == py.BuiltinMax && b > a) {
						return args[1], nil
					}
					return args[0], nil
				}
			}
		}
	}
	return fn.Call(py.Object(fn.Module), args)
}

// callGoMethod calls m, a method implemented in Go, on self with
// positional args, as Method.Call does: xs.append(x) of a list runs
// here.
//
// alpyna patch, fourteenth pass: Method.Call's switch on the type of the
// Go function and the method's argument checks cost xs.append(x) some
// sixty instructions. (d.get(k, v) the same way ran 2.7% fewer
// instructions in testdata/interpbench/dicts.py but took 10% more CPU
// time, in repeated runs, and was left out.)
func callGoMethod(m *py.Method, self py.Object, args []py.Object) (py.Object, error) {
	switch m.Builtin {
	case py.BuiltinListAppend:
		if l, ok := self.(*py.List); ok && len(args) == 1 {
			l.Items = append(l.Items, args[0])
			return py.None, nil
		}
	}
	return m.Call(self, args)
}
