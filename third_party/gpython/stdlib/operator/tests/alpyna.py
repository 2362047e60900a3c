# alpyna patch: the operator module, checked against CPython 3.11's results.
import operator
from operator import itemgetter, attrgetter, methodcaller

doc = "functions"
assert operator.add(2, 3) == 5 and operator.mul(2, 3.5) == 7.0 and operator.truediv(7, 2) == 3.5
assert operator.floordiv(7, 2) == 3 and operator.neg(4) == -4 and operator.abs(-2) == 2
assert operator.lt(1, 2) and not operator.gt(1, 2) and operator.not_(0) is True
assert operator.index(7) == 7 and operator.concat([1], [2]) == [1, 2]
assert operator.countOf([1, 2, 1], 1) == 2 and operator.indexOf('abc', 'c') == 2
assert operator.iadd([1], [2]) == [1, 2] and operator.__add__(1, 2) == 3

doc = "getters"
rows = [('b', 2), ('a', 3), ('c', 1)]
assert sorted(rows, key=itemgetter(1)) == [('c', 1), ('b', 2), ('a', 3)]
assert itemgetter(0, 1)(rows[0]) == ('b', 2)
assert repr(itemgetter(1, 'a')) == "operator.itemgetter(1, 'a')"
class P:
    def __init__(self, x):
        self.x = x
        self.me = self
assert attrgetter('me.x')(P(4)) == 4 and attrgetter('x', 'me.x')(P(5)) == (5, 5)
assert methodcaller('split', ',', maxsplit=1)('a,b,c') == ['a', 'b,c']

doc = "errors"
try:
    operator.indexOf([1], 5)
except ValueError as e:
    assert str(e) == "sequence.index(x): x not in sequence"
else:
    assert False
try:
    attrgetter(1)
except TypeError as e:
    assert str(e) == "attribute name must be a string"
else:
    assert False

doc = "finished"
