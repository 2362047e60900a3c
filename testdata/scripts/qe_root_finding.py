# test-args: 2000
# Port of QuantEcon.py's jitted scalar root finders (QuantEcon/QuantEcon.py,
# quantecon/optimize/root_finding.py at 1155267, BSD-3-Clause): `newton` and
# `newton_halley` (`@njit`: the objective and its derivatives passed as jit functions,
# their extra arguments as `args=()` forwarded by `func(p0, *args)`, a `for` loop with
# `break`s, `itr -= 1` on the loop variable, a `namedtuple` result built by the `@njit`
# helper `_results`), used as QuantEcon's lectures and users use them: one root per
# point of a parameter grid, from a jit loop reading `.root`. The objectives (a cubic
# and a CRRA Euler-equation residual) are the user's. `from numba import jit, njit`
# becomes `import alpyna`; `@njit` becomes `@alpyna.jit`. Size: grid points (default
# 20000), the tests use 2000.
import sys
from collections import namedtuple

import numpy as np

import alpyna

n_arg = int(sys.argv[1]) if len(sys.argv) > 1 else 20000

_ECONVERGED = 0
_ECONVERR = -1

results = namedtuple('results',
                      ('root function_calls iterations converged'))


@alpyna.jit
def _results(r):
    r"""Select from a tuple of(root, funccalls, iterations, flag)"""
    x, funcalls, iterations, flag = r
    return results(x, funcalls, iterations, flag == 0)


@alpyna.jit
def newton(func, x0, fprime, args=(), tol=1.48e-8, maxiter=50,
           disp=True):
    if tol <= 0:
        raise ValueError("tol is too small <= 0")
    if maxiter < 1:
        raise ValueError("maxiter must be greater than 0")

    # Convert to float (don't use float(x0); this works also for complex x0)
    p0 = 1.0 * x0
    funcalls = 0
    status = _ECONVERR

    # Newton-Raphson method
    for itr in range(maxiter):
        # first evaluate fval
        fval = func(p0, *args)
        funcalls += 1
        # If fval is 0, a root has been found, then terminate
        if fval == 0:
            status = _ECONVERGED
            p = p0
            itr -= 1
            break
        fder = fprime(p0, *args)
        funcalls += 1
        # derivative is zero, not converged
        if fder == 0:
            p = p0
            break
        newton_step = fval / fder
        # Newton step
        p = p0 - newton_step
        if abs(p - p0) < tol:
            status = _ECONVERGED
            break
        p0 = p

    if disp and status == _ECONVERR:
        msg = "Failed to converge"
        raise RuntimeError(msg)

    return _results((p, funcalls, itr + 1, status))


@alpyna.jit
def newton_halley(func, x0, fprime, fprime2, args=(), tol=1.48e-8,
                  maxiter=50, disp=True):
    if tol <= 0:
        raise ValueError("tol is too small <= 0")
    if maxiter < 1:
        raise ValueError("maxiter must be greater than 0")

    # Convert to float (don't use float(x0); this works also for complex x0)
    p0 = 1.0 * x0
    funcalls = 0
    status = _ECONVERR

    # Halley Method
    for itr in range(maxiter):
        # first evaluate fval
        fval = func(p0, *args)
        funcalls += 1
        # If fval is 0, a root has been found, then terminate
        if fval == 0:
            status = _ECONVERGED
            p = p0
            itr -= 1
            break
        fder = fprime(p0, *args)
        funcalls += 1
        # derivative is zero, not converged
        if fder == 0:
            p = p0
            break
        newton_step = fval / fder
        # Halley's variant
        fder2 = fprime2(p0, *args)
        p = p0 - newton_step / (1.0 - 0.5 * newton_step * fder2 / fder)
        if abs(p - p0) < tol:
            status = _ECONVERGED
            break
        p0 = p

    if disp and status == _ECONVERR:
        msg = "Failed to converge"
        raise RuntimeError(msg)

    return _results((p, funcalls, itr + 1, status))


@alpyna.jit
def f(x, a):
    return x**3 - a


@alpyna.jit
def f_prime(x, a):
    return 3 * x**2


@alpyna.jit
def f_prime2(x, a):
    return 6 * x


res = newton(f, 1.0, f_prime, args=(2.0,))
print(res)
print(newton_halley(f, 1.0, f_prime, f_prime2, args=(2.0,)))


@alpyna.jit
def cube_roots(a_vals, out, calls):
    for i in range(len(a_vals)):
        r = newton(f, 1.0, f_prime, args=(a_vals[i],))
        out[i] = r.root
        calls[i] = r.function_calls


a_vals = np.linspace(0.5, 50.0, n_arg)
out = np.empty(n_arg)
calls = np.empty(n_arg, dtype=np.int64)
cube_roots(a_vals, out, calls)
print(out[:3], repr(out.sum()), calls.sum(), repr(np.abs(out**3 - a_vals).max() < 1e-9))


# The Euler equation of a two-period saving problem with CRRA utility:
# u'(y - s) = β R u'(R s + e), solved for savings s at each income y.
@alpyna.jit
def euler_residual(s, y, β, R, γ, e):
    return (y - s)**(-γ) - β * R * (R * s + e)**(-γ)


@alpyna.jit
def euler_residual_prime(s, y, β, R, γ, e):
    return γ * (y - s)**(-γ - 1) + β * R * R * γ * (R * s + e)**(-γ - 1)


@alpyna.jit
def savings(y_grid, out, β, R, γ, e):
    for i in range(len(y_grid)):
        y = y_grid[i]
        r = newton(euler_residual, 0.5 * y, euler_residual_prime, args=(y, β, R, γ, e))
        out[i] = r.root


y_grid = np.linspace(1.0, 10.0, n_arg)
s_out = np.empty(n_arg)
savings(y_grid, s_out, 0.96, 1.04, 2.0, 1.0)
print(s_out[:3], repr(s_out.sum()))

try:
    newton(f, 1.0, f_prime, args=(2.0,), maxiter=2)
except RuntimeError as err:
    print("RuntimeError:", err)
