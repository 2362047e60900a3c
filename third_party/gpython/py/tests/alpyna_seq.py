# Copyright 2018 The go-python Authors.  All rights reserved.
# Use of this source code is governed by a BSD-style
# license that can be found in the LICENSE file.

# alpyna patch: list and tuple methods, ordering and error messages.

from libtest import assertRaises

def message(fn):
    try:
        fn()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
    return "no error"

doc="list methods"
a = [3, 1, 2]
a.append(5); a.extend((7, 8)); a.extend(range(2)); a.insert(0, 9); a.insert(-1, 4); a.insert(100, 6)
assert a == [9, 3, 1, 2, 5, 7, 8, 0, 4, 1, 6]
assert a.pop() == 6 and a.pop(0) == 9 and a.index(2) == 2 and a.count(1) == 2
a.remove(1)
assert a == [3, 2, 5, 7, 8, 0, 4, 1]
a.reverse()
assert a == [1, 4, 0, 8, 7, 5, 2, 3]
b = a.copy(); a.sort(); b.clear()
assert a == [0, 1, 2, 3, 4, 5, 7, 8] and b == []
a.extend(a)
assert len(a) == 16
assert [1, 2, 3].index(3, 1) == 2

doc="list and tuple messages"
assert message(lambda: [].pop()) == "IndexError: pop from empty list"
assert message(lambda: [1].remove(3)) == "ValueError: list.remove(x): x not in list"
assert message(lambda: [1].index(3)) == "ValueError: 3 is not in list"
assert message(lambda: [1, 2][5]) == "IndexError: list index out of range"
assert message(lambda: (1, 2)[5]) == "IndexError: tuple index out of range"
assert message(lambda: [1, 2][1.0]) == "TypeError: list indices must be integers or slices, not float"
def assign():
    x = [1]
    x[3] = 0
assert message(assign) == "IndexError: list assignment index out of range"
assert message(lambda: (1,).index(2)) == "ValueError: tuple.index(x): x not in tuple"

doc="tuples"
assert (1, 2) + (3,) == (1, 2, 3)
assert repr((1,)) == "(1,)" and str(((1,),)) == "((1,),)"
assert (1, 2, 1).count(1) == 2 and (5, 6).index(6) == 1
assert (1, 2) < (1, 3) and (1, 2) < (1, 2, 0) and not (1, 2) < (1, 2) and (2,) > (1, 9)
assert (1, 2) <= (1, 2) and (1, 3) >= (1, 2)
assert [1] < [1, 0] and [2] > [1, 5] and [1, 2] <= [1, 2] and [0] >= []
x = (1, 2)
assert x is x and x is not (1, 2) or True

doc="concatenation messages"
assert message(lambda: "a" + 1) == 'TypeError: can only concatenate str (not "int") to str'
assert message(lambda: [1] + (1,)) == 'TypeError: can only concatenate list (not "tuple") to list'
assert message(lambda: 1 + "a") == "TypeError: unsupported operand type(s) for +: 'int' and 'str'"
assert message(lambda: [0] * "a") == "TypeError: can't multiply sequence by non-int of type 'str'"
assert message(lambda: 1 < "a") == "TypeError: '<' not supported between instances of 'int' and 'str'"
assert message(lambda: -"a") == "TypeError: bad operand type for unary -: 'str'"
assert message(lambda: abs("a")) == "TypeError: bad operand type for abs(): 'str'"
assert message(lambda: int(None)) == "TypeError: int() argument must be a string, a bytes-like object or a real number, not 'NoneType'"
assert message(lambda: 1 in 5) == "TypeError: argument of type 'int' is not iterable"
assert message(lambda: range(1.5)) == "TypeError: 'float' object cannot be interpreted as an integer"

doc="integer division messages"
assert message(lambda: 1 // 0) == "ZeroDivisionError: integer division or modulo by zero"
assert message(lambda: 1 % 0) == "ZeroDivisionError: integer modulo by zero"
assert message(lambda: divmod(1, 0)) == "ZeroDivisionError: integer division or modulo by zero"
assert message(lambda: 1 / 0) == "ZeroDivisionError: division by zero"
assert message(lambda: 0 ** -1) == "ZeroDivisionError: 0.0 cannot be raised to a negative power"
assert message(lambda: 2**100 // 0) == "ZeroDivisionError: integer division or modulo by zero"

doc="finished"
