# test-args: 8 8
# Port of QuantEcon's "Optimal Growth II: Accelerating the Code with Numba" lecture, its
# Numba version (QuantEcon/lecture-python.zh-cn, lectures/optgrowth_fast.md at 0f3e233 with
# _static/lecture_specific/optgrowth_fast/ogm.py, optgrowth/solve_model.py and
# optgrowth/cd_analytical.py; the English lecture-python.myst has since moved it to JAX;
# BSD-3-Clause; the Chinese comments and messages are translated back to the English
# lecture's): the `@jitclass(opt_growth_data)` model `OptimalGrowthModel` (methods f, u,
# ...), `state_action_value` (`@jit`, a lambda over `np.interp` and `np.mean` of the
# shocks), the Bellman operator `T` (`@jit`, a loop over the grid calling
# `brent_max(state_action_value, 1e-10, y, args=(y, v, og))`, which passes a jit function
# as an argument and `*args`), `solve_model`, exercise 1 (20 iterations of T) and
# exercise 3 (`simulate_og` for three discount factors). `brent_max` is QuantEcon.py's
# (quantecon/optimize/scalar_maximization.py, `@njit`), copied in as a user would.
# `from numba import jit` becomes `import alpyna`; `@jit`/`@njit` and `@jitclass(...)`
# become `@alpyna.jit`. The CRRA exercise (ogm_crra.py) is left out; matplotlib is
# stripped. Sizes: the lecture's grid_size = 120 and shock_size = 250; here arguments
# grid_size shock_size (defaults 60 100), the tests use 8 8.
import sys

import numpy as np

import alpyna

grid_arg = int(sys.argv[1]) if len(sys.argv) > 1 else 60
shock_arg = int(sys.argv[2]) if len(sys.argv) > 2 else 100


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


@alpyna.jit
def brent_max(func, a, b, args=(), xtol=1e-5, maxiter=500):
    if not np.isfinite(a):
        raise ValueError("a must be finite.")

    if not np.isfinite(b):
        raise ValueError("b must be finite.")

    if not a < b:
        raise ValueError("a must be less than b.")

    maxfun = maxiter
    status_flag = 0

    sqrt_eps = np.sqrt(2.2e-16)
    golden_mean = 0.5 * (3.0 - np.sqrt(5.0))

    fulc = a + golden_mean * (b - a)
    nfc, xf = fulc, fulc
    rat = e = 0.0
    x = xf
    fx = -func(x, *args)
    num = 1

    ffulc = fnfc = fx
    xm = 0.5 * (a + b)
    tol1 = sqrt_eps * np.abs(xf) + xtol / 3.0
    tol2 = 2.0 * tol1

    while (np.abs(xf - xm) > (tol2 - 0.5 * (b - a))):
        golden = 1
        # Check for parabolic fit
        if np.abs(e) > tol1:
            golden = 0
            r = (xf - nfc) * (fx - ffulc)
            q = (xf - fulc) * (fx - fnfc)
            p = (xf - fulc) * q - (xf - nfc) * r
            q = 2.0 * (q - r)
            if q > 0.0:
                p = -p
            q = np.abs(q)
            r = e
            e = rat

            # Check for acceptability of parabola
            if ((np.abs(p) < np.abs(0.5*q*r)) and (p > q*(a - xf)) and
                    (p < q * (b - xf))):
                rat = (p + 0.0) / q
                x = xf + rat

                if ((x - a) < tol2) or ((b - x) < tol2):
                    si = np.sign(xm - xf) + ((xm - xf) == 0)
                    rat = tol1 * si
            else:      # do a golden section step
                golden = 1

        if golden:  # Do a golden-section step
            if xf >= xm:
                e = a - xf
            else:
                e = b - xf
            rat = golden_mean*e

        if rat == 0:
            si = np.sign(rat) + 1
        else:
            si = np.sign(rat)

        x = xf + si * np.maximum(np.abs(rat), tol1)
        fu = -func(x, *args)
        num += 1

        if fu <= fx:
            if x >= xf:
                a = xf
            else:
                b = xf
            fulc, ffulc = nfc, fnfc
            nfc, fnfc = xf, fx
            xf, fx = x, fu
        else:
            if x < xf:
                a = x
            else:
                b = x
            if (fu <= fnfc) or (nfc == xf):
                fulc, ffulc = nfc, fnfc
                nfc, fnfc = x, fu
            elif (fu <= ffulc) or (fulc == xf) or (fulc == nfc):
                fulc, ffulc = x, fu

        xm = 0.5 * (a + b)
        tol1 = sqrt_eps * np.abs(xf) + xtol / 3.0
        tol2 = 2.0 * tol1

        if num >= maxfun:
            status_flag = 1
            break

    fval = -fx
    info = status_flag, num

    return xf, fval, info


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
def state_action_value(c, y, v_array, og):
    """
    Right hand side of the Bellman equation.

     * c is consumption
     * y is income
     * og is an instance of OptimalGrowthModel
     * v_array represents a guess of the value function on the grid

    """

    u, f, β, shocks = og.u, og.f, og.β, og.shocks

    v = lambda x: np.interp(x, og.grid, v_array)

    return u(c) + β * np.mean(v(f(y - c) * shocks))


@alpyna.jit
def T(v, og):
    """
    The Bellman operator.

     * og is an instance of OptimalGrowthModel
     * v is an array representing a guess of the value function

    """

    v_new = np.empty_like(v)
    v_greedy = np.empty_like(v)

    for i in range(len(og.grid)):
        y = og.grid[i]

        # Maximize RHS of Bellman equation at state y
        result = brent_max(state_action_value, 1e-10, y, args=(y, v, og))
        v_greedy[i], v_new[i] = result[0], result[1]

    return v_greedy, v_new


def solve_model(og,
                tol=1e-4,
                max_iter=1000,
                verbose=True,
                print_skip=25):
    """
    Solve model by iterating with the Bellman operator.

    """

    # Set up loop
    v = og.u(og.grid)  # Initial condition
    i = 0
    error = tol + 1

    while i < max_iter and error > tol:
        v_greedy, v_new = T(v, og)
        error = np.max(np.abs(v - v_new))
        i += 1
        if verbose and i % print_skip == 0:
            print(f"Error at iteration {i} is {error}.")
        v = v_new

    if error > tol:
        print("Failed to converge!")
    elif verbose:
        print(f"\nConverged in {i} iterations.")

    return v_greedy, v_new


og = OptimalGrowthModel(grid_size=grid_arg, shock_size=shock_arg)
v_greedy, v_solution = solve_model(og)
print("policy", v_greedy[:4], repr(v_greedy.sum()))
print("max deviation", repr(np.max(np.abs(v_greedy - σ_star(og.grid, og.α, og.β)))))
print("value deviation", repr(np.max(np.abs(v_solution - v_star(og.grid, og.α, og.β, og.μ)))))

v = og.u(og.grid)
for i in range(20):
    v_greedy, v_new = T(v, og)
    v = v_new
print("20 iterations", v[:3], repr(v.sum()))


def simulate_og(σ_func, og, y0=0.1, ts_length=100):
    '''
    Compute a time series given consumption policy σ.
    '''
    y = np.empty(ts_length)
    ξ = np.random.randn(ts_length-1)
    y[0] = y0
    for t in range(ts_length-1):
        y[t+1] = (y[t] - σ_func(y[t]))**og.α * np.exp(og.μ + og.s * ξ[t])
    return y


for β in (0.8, 0.9, 0.98):

    og = OptimalGrowthModel(β=β, s=0.05, grid_size=grid_arg, shock_size=shock_arg)

    v_greedy, v_solution = solve_model(og, verbose=False)

    # Define an optimal policy function
    σ_func = lambda x: np.interp(x, og.grid, v_greedy)
    y = simulate_og(σ_func, og)
    print(f'β = {β}', y[:3], repr(y.mean()))
