# np.random.SeedSequence (entropy, spawn, generate_state, pool, repr),
# default_rng seeded by a SeedSequence or a sequence of ints, and
# Generator.lognormal and Generator.chisquare, bit for bit with NumPy 1.24.
import numpy as np


def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)


ss = np.random.SeedSequence(12345)
print(repr(ss))
print(ss.entropy, ss.spawn_key, ss.pool_size, ss.n_children_spawned)
print(ss.pool, ss.pool.dtype)
print(ss.generate_state(5), ss.generate_state(3).dtype)
print(ss.generate_state(3, np.uint64), ss.generate_state(2, dtype="uint64").dtype)
kids = ss.spawn(3)
print(repr(ss))
print(repr(kids[2]))
print(kids[0].spawn_key, kids[1].generate_state(2))
grand = kids[1].spawn(2)
print(grand[1].spawn_key, grand[1].generate_state(4))
print(ss.spawn(2)[0].spawn_key, ss.n_children_spawned, ss.spawn(0))
big = np.random.SeedSequence([1, 2**40, 7], spawn_key=(3,), pool_size=8)
print(repr(big))
print(big.pool, big.generate_state(9))
print(np.random.SeedSequence(2**100 + 5).generate_state(4))
print(np.random.SeedSequence(0).pool, np.random.SeedSequence([]).pool)
print(np.random.SeedSequence(np.uint64(2**63 + 1)).generate_state(2, np.uint64))
print(np.random.SeedSequence(range(6)).generate_state(3))
print(type(ss).__name__)
unseeded = np.random.SeedSequence()
print(type(unseeded.entropy).__name__, len(unseeded.pool))

for seed in [kids[0], kids[2], grand[0], [1, 2], (5, 2**35), np.array([3, 4])]:
    g = np.random.default_rng(seed)
    print(g.random(), g.integers(0, 100, size=4), g.normal())

g = np.random.default_rng(3)
print(g.lognormal(), g.lognormal(1, 0.5, size=3))
print(g.lognormal(mean=[0.0, 1.0, -2.0], sigma=[[0.1], [2.0]]))
print(g.lognormal(mean=[0, 1], sigma=0.0))
print(g.chisquare(3), g.chisquare([1, 2.5], size=(2, 2)))
print(g.chisquare(0.5, size=4), g.chisquare(40, size=2))
print(g.chisquare(np.nan))
print(g.random())

err(lambda: ss.generate_state(2, np.int64))
err(lambda: np.random.SeedSequence(-1))
err(lambda: np.random.SeedSequence(1.5))
err(lambda: np.random.SeedSequence([1, 2.5]))
err(lambda: np.random.SeedSequence([1, -2]))
err(lambda: np.random.SeedSequence(1, pool_size=2))
err(lambda: np.random.default_rng(1.5))
err(lambda: np.random.default_rng("ab"))
err(lambda: np.random.default_rng([1, -2]))
err(lambda: g.lognormal(0, -1))
err(lambda: g.lognormal(sigma=[1, -1]))
err(lambda: g.chisquare(0))
err(lambda: g.chisquare(-1))
