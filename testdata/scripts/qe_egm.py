# test-args: 120 250
# Port of QuantEcon's "Optimal Growth IV: The Endogenous Grid Method" lecture, its Numba
# version (QuantEcon/lecture-python.zh-cn, lectures/egm_policy_iter.md at 0f3e233, with
# _static/lecture_specific/optgrowth_fast/ogm.py, optgrowth/cd_analytical.py and
# coleman_policy_iter/solve_time_iter.py; BSD-3-Clause; the Chinese comments and
# messages are translated back to the English lecture's): the `@jitclass` model
# `OptimalGrowthModel` (as in qe_optgrowth_fast.py) and the Coleman-Reffett operator `K`
# (`@jit`: methods of the model bound to local names, a lambda over `np.interp` on the
# endogenous grid, `for i, k in enumerate(grid)` with a whole-array expression over the
# shocks and `np.mean` per grid point), `solve_model_time_iter`, and the comparison with
# the true policy. `from numba import jit` becomes `import alpyna`; `@jit` and
# `@jitclass(...)` become `@alpyna.jit`. matplotlib and %%timeit are stripped. Sizes: the
# lecture's (grid_size = 120, shock_size = 250), also the arguments' defaults.
import sys

import numpy as np

import alpyna

grid_arg = int(sys.argv[1]) if len(sys.argv) > 1 else 120
shock_arg = int(sys.argv[2]) if len(sys.argv) > 2 else 250


def v_star(y, α, β, μ):
    """
    True value function
    """
    c1 = np.log(1 - α * β) / (1 - β)
    c2 = (μ + α * np.log(α * β)) / (1 - α)
    c3 = 1 / (1 - β)
    c4 = 1 / (1 - α * β)
    return c1 + c2 * (c3 - c4) + c4 * np.log(y)


def σ_star(y, α, β):
    """
    True optimal policy
    """
    return (1 - α * β) * y


opt_growth_data = [
    ('α', 'float64'),          # Production parameter
    ('β', 'float64'),          # Discount factor
    ('μ', 'float64'),          # Shock location parameter
    ('s', 'float64'),          # Shock scale parameter
    ('grid', 'float64[:]'),    # Grid (array)
    ('shocks', 'float64[:]')   # Shock draws (array)
]


@alpyna.jit
class OptimalGrowthModel:

    def __init__(self,
                α=0.4,
                β=0.96,
                μ=0,
                s=0.1,
                grid_max=4,
                grid_size=120,
                shock_size=250,
                seed=1234):

        self.α, self.β, self.μ, self.s = α, β, μ, s

        # Set up grid
        self.grid = np.linspace(1e-5, grid_max, grid_size)

        # Store shocks (with a seed, so results are reproducible)
        np.random.seed(seed)
        self.shocks = np.exp(μ + s * np.random.randn(shock_size))


    def f(self, k):
        "The production function"
        return k**self.α


    def u(self, c):
        "The utility function"
        return np.log(c)

    def f_prime(self, k):
        "Derivative of f"
        return self.α * (k**(self.α - 1))


    def u_prime(self, c):
        "Derivative of u"
        return 1/c

    def u_prime_inv(self, c):
        "Inverse of u'"
        return 1/c


@alpyna.jit
def K(σ_array, og):
    """
    The Coleman-Reffett operator using EGM

    """

    # Simplify names
    f, β = og.f, og.β
    f_prime, u_prime = og.f_prime, og.u_prime
    u_prime_inv = og.u_prime_inv
    grid, shocks = og.grid, og.shocks

    # Determine endogenous grid
    y = grid + σ_array  # y_i = k_i + c_i

    # Linear interpolation of policy using endogenous grid
    σ = lambda x: np.interp(x, y, σ_array)

    # Allocate memory for new consumption array
    c = np.empty_like(grid)

    # Solve for updated consumption value
    for i, k in enumerate(grid):
        vals = u_prime(σ(f(k) * shocks)) * f_prime(k) * shocks
        c[i] = u_prime_inv(β * np.mean(vals))

    return c


def solve_model_time_iter(model,    # Class with model information
                          σ,        # Initial condition
                          tol=1e-4,
                          max_iter=1000,
                          verbose=True,
                          print_skip=25):

    # Set up loop
    i = 0
    error = tol + 1

    while i < max_iter and error > tol:
        σ_new = K(σ, model)
        error = np.max(np.abs(σ - σ_new))
        i += 1
        if verbose and i % print_skip == 0:
            print(f"Error at iteration {i} is {error}.")
        σ = σ_new

    if error > tol:
        print("Failed to converge!")
    elif verbose:
        print(f"\nConverged in {i} iterations.")

    return σ_new


og = OptimalGrowthModel(grid_size=grid_arg, shock_size=shock_arg)
grid = og.grid

σ_init = np.copy(grid)
σ = solve_model_time_iter(og, σ_init)

y = grid + σ  # y_i = k_i + c_i
print("policy", σ[:4], repr(σ.sum()))
print("max deviation", repr(np.max(np.abs(σ - σ_star(y, og.α, og.β)))))

σ = solve_model_time_iter(og, σ_init, verbose=False)
print(repr(σ[-1]))
