# np.random.default_rng: NumPy's Generator over PCG64 seeded by SeedSequence
# draws NumPy 1.24's numbers for several seeds (random, integers by
# Lemire's method, uniform, choice, shuffle, permutation).
import numpy as np

for seed in [0, 1, 42, 12345, 2**40 + 7, 2**70 + 3]:
    g = np.random.default_rng(seed)
    print(g.random(), g.random(3), g.integers(10), g.integers(3, 10, size=5), g.integers(5, size=(2, 2)))
    print(g.integers(0, 3, endpoint=True, size=4), g.integers(-2**40, 2**41, size=3), g.integers(0, 2**63 - 1, size=2), g.uniform(2, 5, size=2), g.uniform())
    print(g.choice(10, size=3), g.choice([10, 20, 30], size=4, p=[0.1, 0.2, 0.7]), g.permutation(6), g.permutation(np.arange(4) * 1.5))
    l = [1, 2, 3, 4, 5, 6, 7]
    g.shuffle(l)
    m = np.arange(12).reshape(4, 3)
    g.shuffle(m)
    print(l, m.tolist(), g.choice(5), g.choice([1.5, 2.5]), type(g.integers(3)).__name__, g.integers(1 << 33, size=3))
print(np.random.default_rng(3))
for bad in [lambda: g.integers(0), lambda: g.integers(5, 3), lambda: np.random.default_rng(-1)]:
    try:
        bad()
    except ValueError as e:
        print('ValueError:', e)
