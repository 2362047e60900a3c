# copy as scripts use it: shallow and deep copies of nested lists, dicts,
# sets, class instances (with and without __copy__/__deepcopy__), shared and
# cyclic references, and NumPy arrays.
import copy
import numpy as np


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



nested = [[1, 2], [3, [4, 5]], {'k': [6]}]
sh = copy.copy(nested)
dp = copy.deepcopy(nested)
nested[0].append(99)
nested[1][1].append(100)
nested[2]['k'].append(7)
print(nested)
print(sh)
print(dp)
print(sh is nested, sh[0] is nested[0], dp[0] is nested[0])
d = {'a': [1], 'b': (1, [2])}
dd = copy.deepcopy(d)
d['b'][1].append(3)
print(d, dd, copy.copy(d) == d)
t = (1, 2, 3)
print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, [2]))[1] is not None)
s = {1, 2}
print(copy.copy(s), copy.deepcopy(frozenset([3])), copy.copy(5), copy.deepcopy('str'), copy.copy(None))

p = P('z', Pos(5))
p2 = copy.copy(p)
p3 = copy.deepcopy(p)
p.pos.x = 6
print(p, p2, p3, p2.pos is p.pos, p3.pos is p.pos)

shared = [0]
cyc = [shared, shared]
cyc2 = copy.deepcopy(cyc)
print(cyc2[0] is cyc2[1], cyc2[0] is shared)
selfref = [1]
selfref.append(selfref)
c = copy.deepcopy(selfref)
print(c[1] is c, c[0])


class WithHooks:
    def __init__(self, v):
        self.v = v

    def __copy__(self):
        print("__copy__ called")
        return WithHooks(self.v)

    def __deepcopy__(self, memo):
        print("__deepcopy__ called")
        return WithHooks(copy.deepcopy(self.v, memo))


w = WithHooks([1])
print(copy.copy(w).v, copy.deepcopy(w).v)

a = np.arange(6.0).reshape(2, 3)
b = copy.copy(a)
c = copy.deepcopy(a)
a[0, 0] = 42.0
print(a)
print(b)
print(c, type(c), c.dtype, c.shape)
state = {'u': np.zeros(3), 'n': 2}
snap = copy.deepcopy(state)
state['u'][1] = 1.5
print(state, snap)
