# alpyna patch: the copy module, checked against CPython 3.11's results.
import copy

doc = "containers"
nested = [[1, 2], {'k': [3]}, (4, [5])]
sh = copy.copy(nested)
dp = copy.deepcopy(nested)
nested[0].append(9)
nested[1]['k'].append(9)
nested[2][1].append(9)
assert sh[0] == [1, 2, 9] and sh[0] is nested[0]
assert dp == [[1, 2], {'k': [3]}, (4, [5])]
t = (1, 2)
assert copy.copy(t) is t and copy.deepcopy(t) is t
cyc = [1]
cyc.append(cyc)
c = copy.deepcopy(cyc)
assert c[1] is c and c is not cyc
shared = [0]
pair = copy.deepcopy([shared, shared])
assert pair[0] is pair[1] and pair[0] is not shared

doc = "instances"
class A:
    def __init__(self):
        self.v = [1]
a = A()
b = copy.copy(a)
d = copy.deepcopy(a)
assert b.v is a.v and d.v is not a.v and d.v == [1] and type(d) is A
class H:
    def __copy__(self):
        return 'copied'
    def __deepcopy__(self, memo):
        return 'deep'
assert copy.copy(H()) == 'copied' and copy.deepcopy(H()) == 'deep'

doc = "finished"
