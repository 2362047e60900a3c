# range() as CPython: a zero step is a ValueError (it looped forever), and ranges whose
# bounds or length pass int64 have the right length, items, indexing, `in` and reversed.


def show(label, f):
    try:
        print(label, f())
    except (ValueError, TypeError, IndexError, OverflowError) as e:
        print(label, type(e).__name__ + ":", e)


try:
    for i in range(0, 10, 0):
        print(i)
except ValueError as e:
    print("for loop:", type(e).__name__, e)
show("range(5, 1, 0)", lambda: range(5, 1, 0))
show("range(2**70, 2**71, 0)", lambda: range(2**70, 2**71, 0))
show("list(range(3, 0, -1))", lambda: list(range(3, 0, -1)))

r = range(2**63 - 1, -2**63, -2**62)
print(r, len(r))
print(list(r))
print(list(reversed(r)))
print(r[0], r[1], r[-1], r[-4])
show("r[4]", lambda: r[4])
print(2**63 - 1 in r, -1 in r, 0 in r, -4611686018427387905 in r, 2**63 in r)
print(r.index(-1), r.count(-1), r[1:3], r[::-1])

edges = [
    range(2**63 - 10, 2**63 - 1, 3),
    range(-2**63 + 5, -2**63 - 20, -6),
    range(-2**63, 2**63 - 1, 2**63 - 1),
    range(2**63 - 1, -2**63 - 1, -(2**63)),
    range(0, -1, -2**63),
    range(2**64, 2**64 + 5),
    range(10**30, -10**30, -10**29),
]
for c in edges:
    print(c, len(c), list(c), list(reversed(c)))
    print("  ", c[0], c[-1], c.start in c, c.stop in c, c[::2], c == range(c.start, c.stop, c.step))

huge = range(-2**63, 2**63)
show("len(huge)", lambda: len(huge))
print(bool(huge), huge[0], huge[-1], huge[2**63], -2**63 in huge, 2**63 in huge)
print(huge[::2**62], len(huge[::2**62]), list(huge[::2**62]))
print([x for _, x in zip(range(3), huge)], [x for _, x in zip(range(3), reversed(huge))])
big = range(10**20)
print(sum(x for _, x in zip(range(4), reversed(big))), big[-1], 10**20 - 1 in big, 10**20 in big)
show("big.index(10**20)", lambda: big.index(10**20))
show("range(1.5)", lambda: range(1.5))
show("range(10)[1.0]", lambda: range(10)[1.0])
