# Generator's ziggurat distributions draw NumPy 1.24's numbers bit for bit:
# normal, standard_normal and exponential, standard_exponential (float64 and
# float32), uniform and random(dtype=float32), with size as None, an int or a
# tuple, and loc/scale/low/high as arrays broadcast against each other.
import numpy as np

for seed in [0, 1, 42, 12345, 2**40 + 7]:
    g = np.random.default_rng(seed)
    print(seed, g.standard_normal(), g.standard_normal(40).tolist())
    print(g.normal(), g.normal(3.0, 2.0), g.normal(-1.5, 0.25, size=12).tolist())
    print(g.normal(size=(3, 4)).tolist(), g.standard_normal((2, 2)).shape)
    print(g.standard_normal(20, dtype=np.float32).tolist(), g.standard_normal(dtype=np.float32))
    print(g.exponential(), g.exponential(2.5, 8).tolist(), g.standard_exponential(30).tolist())
    print(g.standard_exponential(20, dtype=np.float32).tolist(), g.standard_exponential(5, method='inv').tolist())
    print(g.uniform(), g.uniform(2, 5, 6).tolist(), g.random(8, dtype=np.float32).tolist(), g.random(dtype=np.float32))
    big = g.standard_normal(100000)
    tails = big[np.abs(big) > 3.6541528853610088]
    print(repr(big.sum()), len(tails), tails.tolist())
    e = g.standard_exponential(100000)
    print(repr(e.sum()), e[e > 7.69711747013105].tolist())
    f = g.standard_exponential(60000, dtype=np.float32)
    print(f[f > 7.6971175].tolist(), repr(float(f.astype(np.float64).sum())))

g = np.random.default_rng(2026)
c = g.normal(size=1000)
print(c.dtype, c.shape, repr(c.mean()), repr(c.std()))
print(g.normal([1.0, 2.0], [[1.0], [3.0]]).tolist())
print(g.normal(0, [1, 2], size=(3, 2)).tolist(), g.normal([5.0]).tolist())
print(g.normal(np.float64(1.0), np.float32(2.0)), type(g.normal(1.0, 2)).__name__, type(g.normal([1.0])).__name__)
print(g.exponential([1.0, 10.0, 100.0]).tolist(), g.uniform([0, 10], [1, 20], size=(2, 2)).tolist(), g.uniform(5, 5))
print(type(g.standard_normal(dtype=np.float32)).__name__, g.standard_normal(3, dtype=np.float32).dtype, g.random(2, dtype=np.float32).dtype)
for bad in [lambda: g.normal(0, -1), lambda: g.normal(0, -0.0), lambda: g.normal(0, [1, -2]), lambda: g.exponential(-1),
            lambda: g.uniform(1, 0), lambda: g.normal(0, [1, 2], size=3), lambda: g.normal(0, [1, 2], size=1),
            lambda: g.uniform(-np.inf, 0), lambda: g.standard_normal(dtype=np.int32), lambda: g.random(dtype=np.float16)]:
    try:
        print(bad())
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__ + ':', e)
