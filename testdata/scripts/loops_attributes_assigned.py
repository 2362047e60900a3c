# Attributes a nest assigns, as methods and small record objects are
# written: a counter `self.count += 1`, a running total and maximum kept
# on an object, an attribute set only when a search finds something, and a
# method that updates an array attribute and a scalar one. Each attribute
# becomes a scalar of the nest, read before it and stored back after it
# (frontend/attributes.go); all run as kernels except `alias`, whose two
# parameters may be (and are) one object. CPython's output is the golden.
import numpy as np

import alpyna


class Stats:
    pass


class Counter:
    def __init__(self, n):
        self.count = 0
        self.a = np.arange(n, dtype=np.float64)

    @alpyna.jit
    def multiples(self, k):
        for i in range(self.a.shape[0]):
            if self.a[i] % k == 0:
                self.count += 1
        return self.count


@alpyna.jit
def summarize(st, a):
    st.total = 0.0
    for i in range(a.shape[0]):
        st.total = st.total + a[i]
        st.best = max(st.best, a[i])
        if a[i] > 50.0:
            st.big += 1


@alpyna.jit
def first_above(st, a, limit):
    for i in range(a.shape[0]):
        if a[i] > limit:
            st.found = i
            break


@alpyna.jit
def alias(p, q, a):
    for i in range(a.shape[0]):
        p.n += 1
        q.n += 1


class Sim:
    def __init__(self, n):
        self.u = np.zeros(n)
        self.steps = 0
        self.energy = 0.0

    @alpyna.jit
    def step(self, dt):
        for i in range(self.u.shape[0]):
            self.u[i] += dt * (i % 7)
            self.energy += self.u[i] * self.u[i]
        self.steps += 1


c = Counter(1000)
print(c.multiples(3), c.count)
print(c.multiples(5), c.count)

st = Stats()
st.best = -1.0
st.big = 0
a = (np.arange(100) * 7 % 101).astype(np.float64)
summarize(st, a)
print(st.total, st.best, st.big, type(st.total).__name__, type(st.best).__name__, type(st.big).__name__)

s2 = Stats()
first_above(s2, a, 1000.0)
print(hasattr(s2, "found"))
first_above(s2, a, 99.0)
print(s2.found, a[s2.found])

s3 = Stats()
s3.n = 0
alias(s3, s3, a)
print(s3.n)

sim = Sim(1000)
for _ in range(3):
    sim.step(0.5)
print(sim.steps, sim.energy)
