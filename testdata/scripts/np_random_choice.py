# Generator.choice, shuffle and permutation draw NumPy 1.24's numbers:
# with and without replacement (Floyd's algorithm, the tail shuffle of a
# large population, shuffle=False), with probabilities p, and p's checks.
import numpy as np

for seed in [0, 3, 2024]:
    g = np.random.default_rng(seed)
    print(g.choice(10, 5, replace=False).tolist(), g.choice(10, 10, replace=False).tolist(), g.choice(100, (2, 3), replace=False).tolist())
    print(g.choice(10, 5, replace=False, shuffle=False).tolist(), g.choice(7, replace=False), g.choice(7), g.choice(7, 4).tolist())
    print(g.choice(20000, 500, replace=False)[:12].tolist(), g.choice(20000, 300, replace=False, shuffle=False)[-8:].tolist())
    print(g.choice(20000, 100, replace=False)[:12].tolist(), g.choice(20000, 20000, replace=False)[:10].tolist())
    print(g.choice([1.5, 2.5, 3.5, 4.5], 3, replace=False).tolist(), g.choice([10, 20, 30], 4).tolist(), g.choice(np.arange(5) * 0.5))
    pr = [0.1, 0.2, 0.3, 0.4, 0.0]
    print(g.choice(5, 4, replace=False, p=pr).tolist(), g.choice(5, 10, p=pr).tolist(), g.choice(5, p=pr))
    print(g.choice(np.arange(50) * 2, 30, replace=False, p=np.arange(50) / 1225).tolist())
    print(g.permutation(10).tolist(), g.permutation(np.arange(6).reshape(3, 2)).tolist(), g.permutation(np.arange(5) * 1.5).tolist())
    x = list(range(8))
    g.shuffle(x)
    m = np.arange(12).reshape(4, 3)
    g.shuffle(m)
    print(x, m.tolist(), g.random())

g = np.random.default_rng(1)
for bad in [lambda: g.choice(3, 4, replace=False), lambda: g.choice(3, p=[0.5, 0.6, 0.1]), lambda: g.choice(3, p=[0.5, -0.1, 0.6]),
            lambda: g.choice(3, 3, replace=False, p=[0.5, 0.5, 0.0]), lambda: g.choice(3, p=[0.5, 0.5]), lambda: g.choice(0)]:
    try:
        print(bad())
    except ValueError as e:
        print('ValueError:', e)
