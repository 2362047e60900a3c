# itertools as scripts use it: parameter sweeps with product, pair loops with
# combinations, running sums with accumulate, windows, grouping runs, and the
# errors CPython raises for bad arguments.
import itertools
from itertools import (product, permutations, combinations, combinations_with_replacement, chain,
                       count, repeat, cycle, accumulate, islice, zip_longest, starmap, groupby,
                       tee, pairwise, compress, dropwhile, takewhile, filterfalse)
import operator

for nx, dt in product([16, 32], [0.1, 0.05]):
    print('run', nx, dt, nx * dt)
print(list(product('ab', range(2))), list(product([1, 2], repeat=2)), list(product()))
print(list(product([1, 2], [])), len(list(product(range(3), repeat=3))))
print(list(permutations([1, 2, 3])), list(permutations('abc', 2)), list(permutations([], 0)))
print(list(permutations([1, 2], 3)), list(permutations(range(4), 1)))
pts = [(0.0, 0.0), (3.0, 4.0), (6.0, 8.0), (1.0, 1.0)]
dmax = 0.0
for (x1, y1), (x2, y2) in combinations(pts, 2):
    dmax = max(dmax, ((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5)
print(dmax, len(list(combinations(range(10), 3))), list(combinations('abcd', 2)))
print(list(combinations([1, 2], 0)), list(combinations([1, 2], 3)))
print(list(combinations_with_replacement('abc', 2)), list(combinations_with_replacement([], 2)),
      list(combinations_with_replacement([], 0)))
print(list(chain([1, 2], (3,), 'ab')), list(chain.from_iterable([[1], [2, 3], []])), list(chain()))
c = count()
print(next(c), next(c), c, count(5, 2), count(1.5), count(0, 0.25))
print(list(zip(count(10), 'xyz')), list(islice(count(0, 0.5), 4)))
r = repeat('z', 3)
print(r, list(r), r, repeat(7), list(map(pow, range(5), repeat(2))), list(repeat(1, -2)))
print(list(islice(cycle('ABC'), 7)), list(islice(cycle([]), 3)))
data = [3, 1, 4, 1, 5, 9, 2, 6]
print(list(accumulate(data)), list(accumulate(data, max)), list(accumulate(data, operator.mul)))
print(list(accumulate(data, initial=100)), list(accumulate([])), list(accumulate([], initial=0)))
print(list(islice('ABCDEFG', 2)), list(islice('ABCDEFG', 2, 4)), list(islice('ABCDEFG', 2, None)),
      list(islice('ABCDEFG', 0, None, 2)), list(islice(range(10), 1, 9, 3)), list(islice([], 3)))
it = iter(range(10))
print(list(islice(it, 3)), next(it), list(islice(it, 1, 3)), next(it), list(islice(it, 5, 2)), next(it, "end"))
print(list(zip_longest('ABCD', 'xy', fillvalue='-')), list(zip_longest([1], [2, 3], [4, 5, 6])),
      list(zip_longest()))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(starmap(lambda a, b: a - b, zip([5, 6], [1, 1]))))
runs = [(k, len(list(g))) for k, g in groupby('AAAABBBCCDAABBB')]
print(runs, [k for k, g in groupby('AAAABBBCCD')], [list(g) for k, g in groupby('AAAABBBCCD')])
recs = [('a', 1), ('a', 2), ('b', 3), ('c', 4), ('c', 5)]
for key, grp in groupby(recs, key=lambda r: r[0]):
    print(key, [v for _, v in grp])
g = groupby([1, 1, 2, 2, 3])
k1, g1 = next(g)
k2, g2 = next(g)
print(k1, list(g1), k2, list(g2), list(groupby([])))
a, b = tee([1, 2, 3])
print(list(a), list(b), len(tee('ab', 3)), tee([1], 0))
x, y = tee(iter(range(4)))
print(next(x), next(x), next(y), list(x), list(y))
print(list(pairwise([1, 2, 4, 7])), list(pairwise('a')), list(pairwise('abc')))
print([b - a for a, b in pairwise([0.0, 0.5, 1.5, 3.0])])
print(list(compress('ABCDEF', [1, 0, 1, 0, 1, 1])), list(compress([1, 2, 3], [True])))
print(list(dropwhile(lambda v: v < 5, [1, 4, 6, 4, 1])), list(takewhile(lambda v: v < 5, [1, 4, 6, 4, 1])))
print(list(filterfalse(lambda v: v % 2, range(10))), list(filterfalse(None, [0, 1, '', 'x', None])))
print(list(itertools.islice(itertools.count(1), 3)), sum(1 for _ in itertools.repeat(None, 5)))
for bad in (lambda: islice([1], -1), lambda: islice([1], 'a'), lambda: islice([1], 1, 2, 0),
            lambda: islice([1], -1, 3), lambda: combinations([1], -1), lambda: permutations([1], -1),
            lambda: tee([1], -1), lambda: product([1], repeat=-1), lambda: count('a'), lambda: cycle(5),
            lambda: list(chain(1)), lambda: combinations_with_replacement([1], -2),
            lambda: accumulate(3), lambda: zip_longest(1, [2])):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ':', e)
