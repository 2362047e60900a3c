# operator as scripts use it: sort keys with itemgetter/attrgetter,
# reductions with operator functions, methodcaller, and CPython's errors.
import operator
from operator import itemgetter, attrgetter, methodcaller, add, mul
import numpy as np
from functools import reduce

rows = [('bob', 25, 3.5), ('alice', 31, 2.0), ('carol', 25, 1.5)]
print(sorted(rows, key=itemgetter(1)))
print(sorted(rows, key=itemgetter(1, 2)))
print(itemgetter(0)(rows), itemgetter(slice(1, None))(rows)[0], itemgetter('k')({'k': 5}))
print(repr(itemgetter(1)), repr(itemgetter(1, 'a')), repr(attrgetter('x.y', 'z')))
print(repr(methodcaller('split', ',', maxsplit=1)))
print(methodcaller('split', ',', maxsplit=1)('a,b,c'), methodcaller('upper')('q'))


class P:
    def __init__(self, name, pos):
        self.name = name
        self.pos = pos

    def __repr__(self):
        return 'P(%r, %r)' % (self.name, self.pos)


class Pos:
    def __init__(self, x):
        self.x = x

    def __repr__(self):
        return 'Pos(%r)' % (self.x,)


ps = [P('b', Pos(2)), P('a', Pos(3)), P('c', Pos(1))]
print(sorted(ps, key=attrgetter('name')))
print(sorted(ps, key=attrgetter('pos.x')))
print(attrgetter('name', 'pos.x')(ps[0]))
print(reduce(add, [1, 2, 3, 4]), reduce(mul, range(1, 6)), reduce(operator.add, [[1], [2]], []))
print(operator.add(2, 3), operator.sub(2, 3), operator.mul(2, 3.5), operator.truediv(7, 2),
      operator.floordiv(7, 2), operator.mod(7, 3), operator.pow(2, 10), operator.neg(4), operator.pos(-4),
      operator.abs(-2.5), operator.lt(1, 2), operator.le(2, 2), operator.eq(1, 1.0), operator.ne(1, 2),
      operator.gt(1, 2), operator.ge(3, 2), operator.not_(0), operator.truth([1]), operator.and_(6, 3),
      operator.or_(6, 3), operator.xor(6, 3), operator.lshift(1, 4), operator.rshift(32, 2), operator.inv(5),
      operator.invert(0), operator.index(7), operator.is_(None, None), operator.is_not(1, None))
print(operator.concat([1], [2]), operator.contains([1, 2], 2), operator.countOf([1, 2, 1], 1), operator.indexOf('abc', 'c'))
lst = [1, 2, 3]
operator.setitem(lst, 0, 9)
operator.delitem(lst, 1)
print(lst, operator.getitem(lst, -1), operator.iadd([1], [2]), operator.imul(3, 4))
print(operator.__add__(1, 2), operator.matmul(np.eye(2), np.ones(2)))
print(list(map(operator.mul, [1, 2, 3], [4, 5, 6])))
try:
    operator.indexOf([1, 2], 5)
except ValueError as e:
    print("ValueError:", e)
try:
    attrgetter(1)
except TypeError as e:
    print("TypeError:", e)
