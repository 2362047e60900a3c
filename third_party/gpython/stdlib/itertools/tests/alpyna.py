# alpyna patch: the itertools module, checked against CPython 3.11's results.
import itertools as it

doc = "combinatorics"
assert list(it.product('ab', repeat=2)) == [('a', 'a'), ('a', 'b'), ('b', 'a'), ('b', 'b')]
assert list(it.permutations(range(3), 2)) == [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)]
assert list(it.combinations('abc', 2)) == [('a', 'b'), ('a', 'c'), ('b', 'c')]
assert len(list(it.combinations_with_replacement(range(4), 3))) == 20

doc = "infinite and slicing"
c = it.count(3, 0.5)
assert next(c) == 3 and next(c) == 3.5 and repr(c) == "count(4.0, 0.5)"
assert repr(it.repeat('x', 2)) == "repeat('x', 2)" and list(it.repeat(1, 2)) == [1, 1]
assert list(it.islice(it.cycle('ab'), 5)) == ['a', 'b', 'a', 'b', 'a']
src = iter(range(10))
assert list(it.islice(src, 1, 6, 2)) == [1, 3, 5] and next(src) == 6

doc = "combining"
assert list(it.accumulate([1, 2, 3], initial=10)) == [10, 11, 13, 16]
assert list(it.chain.from_iterable(['ab', 'c'])) == ['a', 'b', 'c']
assert list(it.zip_longest('ab', 'x', fillvalue='-')) == [('a', 'x'), ('b', '-')]
assert [(k, len(list(g))) for k, g in it.groupby('aabccc')] == [('a', 2), ('b', 1), ('c', 3)]
a, b = it.tee([1, 2])
assert list(a) == [1, 2] and list(b) == [1, 2]
assert list(it.pairwise('abc')) == [('a', 'b'), ('b', 'c')]
assert list(it.compress('abc', [1, 0, 1])) == ['a', 'c']
assert list(it.dropwhile(lambda v: v < 2, [1, 2, 1])) == [2, 1]
assert list(it.takewhile(lambda v: v < 2, [1, 2, 1])) == [1]
assert list(it.filterfalse(None, [0, 1, 2])) == [0]
assert list(it.starmap(pow, [(2, 3)])) == [8]

doc = "errors"
try:
    it.islice([], -1)
except ValueError as e:
    assert str(e) == "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
else:
    assert False
try:
    it.combinations([1], -1)
except ValueError as e:
    assert str(e) == "r must be non-negative"
else:
    assert False

doc = "finished"
