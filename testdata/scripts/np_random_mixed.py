# Mixed call sequences keep the stream where NumPy 1.24 leaves it: a
# Generator's normals, integers (whose 32-bit draws keep half of a 64-bit
# one for the next call), floats and choices interleaved, and the legacy
# np.random's polar Gaussians (one of each pair cached) between rand() and
# randint() calls.
import numpy as np

for seed in [0, 11, 2**35 + 1]:
    g = np.random.default_rng(seed)
    out = []
    for i in range(12):
        out.append(g.normal())
        out.append(int(g.integers(0, 1000)))
        out.append(g.random())
        out.append(g.standard_normal(3, dtype=np.float32).tolist())
        out.append(int(g.integers(0, 10, dtype=np.int8)))
        out.append(g.exponential())
        out.append(g.choice(50, 2, replace=False).tolist())
        out.append(g.integers(0, 2**40))
        out.append(g.uniform(-1, 1, 2).tolist())
    print(seed, out)

for seed in [0, 1, 12345]:
    np.random.seed(seed)
    print(np.random.randn(), np.random.rand(3).tolist(), np.random.randn(), np.random.randn(3).tolist())
    print(np.random.standard_normal(), np.random.normal(2.0, 3.0), np.random.randint(0, 10, 3).tolist(), np.random.randn())
    print(np.random.normal(1.0, 0.5, size=(2, 3)).tolist(), np.random.uniform(), np.random.randn(2, 2).tolist())
    a = np.random.randn(10001)
    print(repr(a.sum()), a[-3:].tolist(), np.random.rand(), np.random.randn())
    r = np.random.RandomState(seed)
    print(r.normal(size=(2, 2)).tolist(), r.random_sample(), r.standard_normal(3).tolist(), r.randn(), r.rand())
