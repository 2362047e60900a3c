# An uncaught user-defined exception class, raised with a message from a nested call.
import numpy as np


class ConvergenceError(Exception):
    pass


def solve(tolerance):
    residual = np.float64(1.0)
    for step in range(5):
        residual = residual / 2
    if residual > tolerance:
        raise ConvergenceError(f"residual {residual} above tolerance {tolerance} after 5 steps")
    return residual


print(solve(0.1))
print(solve(0.001))
