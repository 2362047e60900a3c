# Truth tests of instances of Python classes, as CPython makes them: if,
# while, not, and, or call the class's __bool__, else its __len__ (a
# while over a queue-like object ends), with CPython's errors for a
# __bool__ that returns no bool and a negative __len__; a class is true.
class Q:
    def __init__(self, items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
    def pop(self):
        return self.items.pop()

class Flag:
    def __init__(self, on):
        self.on = on
    def __bool__(self):
        return self.on

class Plain:
    pass

class Bad:
    def __bool__(self):
        return 1

class Neg:
    def __len__(self):
        return -1

q = Q([1, 2, 3])
out = []
while q:
    out.append(q.pop())
print(out, bool(q), not q)
print([1 if Flag(v) else 0 for v in (True, False)], Flag(False) or 'x', Flag(True) and 'y')
print(bool(Plain()), not Plain(), bool(Q), not Q)
for obj in (Bad(), Neg()):
    try:
        if obj:
            print('true')
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
