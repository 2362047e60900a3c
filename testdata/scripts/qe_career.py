# test-args: 1000 10
# Port of QuantEcon's "Job Search V: Modeling Career Choice" lecture
# (QuantEcon/lecture-python.myst, lectures/career.md at 0d1df55, BSD-3-Clause): the class
# `CareerWorkerProblem`, `operator_factory` returning the Bellman operator `T`
# (`@njit(parallel=parallel_flag)`, two nested `prange` loops whose body computes
# `β * v[i, :] @ G_probs` and `β * F_probs @ v @ G_probs` and `max(v1, v2, v3)`, reading
# the factory's closure variables θ, ϵ, β, ...) and `get_greedy` (`@njit`), `solve_model`,
# and the solutions of exercises 1-3: `gen_path` (plain Python), `passage_time` (`@njit`,
# `while True` with returns and `qe.random.draw`) and `median_time`
# (`@njit(parallel=True)`, `prange` over samples, `np.median`). What the lecture imports
# from quantecon and scipy is copied in as a user would: `BetaBinomial(n, a, b).pdf()`
# (quantecon/distributions.py, with scipy.special's binom and beta written with
# math.comb and math.gamma) and `qe.random.draw` (quantecon/random/utilities.py, its pure
# Python body, `@alpyna.jit` as QuantEcon jit-compiles it). `from numba import njit,
# prange` becomes `import alpyna`; `@njit(parallel=parallel_flag)` becomes `@alpyna.jit`
# (the flag is kept as an unused argument); `prange` becomes `range`. Plots (3D surface,
# contour) are stripped: the value function and policy become printed elements and
# checksums. Sizes: the lecture's M = 25000 passage times and grid_size = 50; here
# arguments M grid_size (defaults 5000 50, each `CareerWorkerProblem(...)` of the
# lecture gets `grid_size=grid_arg`), the tests use 1000 10. scipy.special.beta is
# written with exact factorials (the parameters are integers) since math.gamma(100 + 49)
# overflows.
import sys
import math

import numpy as np

import alpyna

M_arg = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
grid_arg = int(sys.argv[2]) if len(sys.argv) > 2 else 50

np.random.seed(1234)


def binom(n, k):
    return np.array([float(math.comb(n, int(kk))) for kk in k])


def beta(x, y):
    x = np.asarray(x)
    y = np.asarray(y)
    return np.array([math.factorial(a - 1) * math.factorial(b - 1) / math.factorial(a + b - 1)
                     for a, b in zip(x.ravel().tolist(), y.ravel().tolist())]).reshape(x.shape)


class BetaBinomial:
    def __init__(self, n, a, b):
        self.n = n
        self.a = a
        self.b = b

    def pdf(self):
        n, a, b = self.n, self.a, self.b
        k = np.arange(n + 1)
        probs = binom(n, k) * beta(k + a, n - k + b) / beta(a, b)
        return probs


@alpyna.jit
def draw(cdf, size=None):
    if isinstance(size, int):
        rs = np.random.random(size)
        out = np.searchsorted(cdf, rs, side='right')
        return out
    else:
        r = np.random.random()
        return np.searchsorted(cdf, r, side='right')


class CareerWorkerProblem:

    def __init__(self,
                 B=5.0,          # Upper bound
                 β=0.95,         # Discount factor
                 grid_size=50,   # Grid size
                 F_a=1,
                 F_b=1,
                 G_a=1,
                 G_b=1):

        self.β, self.grid_size, self.B = β, grid_size, B

        self.θ = np.linspace(0, B, grid_size)     # Set of θ values
        self.ϵ = np.linspace(0, B, grid_size)     # Set of ϵ values

        self.F_probs = BetaBinomial(grid_size - 1, F_a, F_b).pdf()
        self.G_probs = BetaBinomial(grid_size - 1, G_a, G_b).pdf()
        self.F_mean = np.sum(self.θ * self.F_probs)
        self.G_mean = np.sum(self.ϵ * self.G_probs)

        # Store these parameters for str and repr methods
        self._F_a, self._F_b = F_a, F_b
        self._G_a, self._G_b = G_a, G_b


def operator_factory(cw, parallel_flag=True):

    """
    Returns jitted versions of the Bellman operator and the
    greedy policy function

    cw is an instance of ``CareerWorkerProblem``
    """

    θ, ϵ, β = cw.θ, cw.ϵ, cw.β
    F_probs, G_probs = cw.F_probs, cw.G_probs
    F_mean, G_mean = cw.F_mean, cw.G_mean

    @alpyna.jit
    def T(v):
        "The Bellman operator"

        v_new = np.empty_like(v)

        for i in range(len(v)):
            for j in range(len(v)):
                v1 = θ[i] + ϵ[j] + β * v[i, j]                    # Stay put
                v2 = θ[i] + G_mean + β * v[i, :] @ G_probs        # New job
                v3 = G_mean + F_mean + β * F_probs @ v @ G_probs  # New life
                v_new[i, j] = max(v1, v2, v3)

        return v_new

    @alpyna.jit
    def get_greedy(v):
        "Computes the v-greedy policy"

        σ = np.empty(v.shape)

        for i in range(len(v)):
            for j in range(len(v)):
                v1 = θ[i] + ϵ[j] + β * v[i, j]
                v2 = θ[i] + G_mean + β * v[i, :] @ G_probs
                v3 = G_mean + F_mean + β * F_probs @ v @ G_probs
                if v1 > max(v2, v3):
                    action = 1
                elif v2 > max(v1, v3):
                    action = 2
                else:
                    action = 3
                σ[i, j] = action

        return σ

    return T, get_greedy


def solve_model(cw,
                use_parallel=True,
                tol=1e-4,
                max_iter=1000,
                verbose=True,
                print_skip=25):

    T, _ = operator_factory(cw, parallel_flag=use_parallel)

    # Set up loop
    v = np.full((cw.grid_size, cw.grid_size), 100.)  # Initial guess
    i = 0
    error = tol + 1

    while i < max_iter and error > tol:
        v_new = T(v)
        error = np.max(np.abs(v - v_new))
        i += 1
        if verbose and i % print_skip == 0:
            print(f"Error at iteration {i} is {error}.")
        v = v_new

    if i == max_iter and error > tol:
        print("Failed to converge!")

    else:
        if verbose:
            print(f"\nConverged in {i} iterations.")

    return v_new


cw = CareerWorkerProblem(grid_size=grid_arg)
print("F_probs", cw.F_probs[:3], repr(cw.F_mean), repr(cw.G_mean))
T, get_greedy = operator_factory(cw)
v_star = solve_model(cw, verbose=True)
greedy_star = get_greedy(v_star)
print("v_star", v_star[0, :3], repr(v_star.sum()), repr(v_star.min()), repr(v_star.max()))
print("policy counts", [int((greedy_star == a).sum()) for a in (1, 2, 3)])
print(greedy_star[::grid_arg // 7, ::grid_arg // 7])

F = np.cumsum(cw.F_probs)
G = np.cumsum(cw.G_probs)
v_star = solve_model(cw, verbose=False)
T, get_greedy = operator_factory(cw)
greedy_star = get_greedy(v_star)


def gen_path(optimal_policy, F, G, t=20):
    i = j = 0
    θ_index = []
    ϵ_index = []
    for t in range(t):
        if optimal_policy[i, j] == 1:       # Stay put
            pass

        elif greedy_star[i, j] == 2:     # New job
            j = draw(G)

        else:                            # New life
            i, j = draw(F), draw(G)
        θ_index.append(i)
        ϵ_index.append(j)
    return cw.θ[θ_index], cw.ϵ[ϵ_index]


for k in range(2):
    θ_path, ϵ_path = gen_path(greedy_star, F, G)
    print("ϵ path", ϵ_path[:8])
    print("θ path", θ_path[:8])

cw = CareerWorkerProblem(grid_size=grid_arg)
F = np.cumsum(cw.F_probs)
G = np.cumsum(cw.G_probs)
T, get_greedy = operator_factory(cw)
v_star = solve_model(cw, verbose=False)
greedy_star = get_greedy(v_star)


@alpyna.jit
def passage_time(optimal_policy, F, G):
    t = 0
    i = j = 0
    while True:
        if optimal_policy[i, j] == 1:    # Stay put
            return t
        elif optimal_policy[i, j] == 2:  # New job
            j = draw(G)
        else:                            # New life
            i, j  = draw(F), draw(G)
        t += 1


@alpyna.jit
def median_time(optimal_policy, F, G, M=25000):
    samples = np.empty(M)
    for i in range(M):
        samples[i] = passage_time(optimal_policy, F, G)
    return np.median(samples)


print("median passage time", median_time(greedy_star, F, G, M=M_arg))

cw = CareerWorkerProblem(β=0.99, grid_size=grid_arg)
F = np.cumsum(cw.F_probs)
G = np.cumsum(cw.G_probs)
T, get_greedy = operator_factory(cw)
v_star = solve_model(cw, verbose=False)
greedy_star = get_greedy(v_star)
print("median passage time, β=0.99", median_time(greedy_star, F, G, M=M_arg))

cw = CareerWorkerProblem(G_a=100, G_b=100, grid_size=grid_arg)
T, get_greedy = operator_factory(cw)
v_star = solve_model(cw, verbose=False)
greedy_star = get_greedy(v_star)
print("G_a = G_b = 100: policy counts", [int((greedy_star == a).sum()) for a in (1, 2, 3)])
print(greedy_star[::grid_arg // 7, ::grid_arg // 7])
