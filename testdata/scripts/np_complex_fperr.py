# NumPy 1.24's floating-point exceptions from complex +, - and * (the juliaset example of
# Numba's, issue 15): each real product and sum of the loop is checked, so (1e200+0j)**2
# overflows and (inf+0j)*(inf+0j) is invalid. np.errstate(all='raise') turns the warnings
# into FloatingPointErrors that name them.
import numpy as np


def attempt(label, f):
    with np.errstate(all='raise'):
        try:
            print(label, f())
        except FloatingPointError as e:
            print(label, 'FloatingPointError:', e)


Z = np.array([1e200 + 0j, 1.0 + 0j, 3 - 1j])
c = 0.5 + 0j
attempt('square overflows', lambda: Z * Z + c)
W = np.array([np.inf + 0j, 1.0 + 0j])
attempt('inf squared', lambda: W * W)
attempt('inf times i', lambda: np.array([np.inf + 0j]) * np.array([0.0 + 1j]))
attempt('times a scalar', lambda: np.array([1e200 + 1e200j, 1 + 1j]) * (1e200 + 0j))
attempt('scalars', lambda: np.complex128(1e200 + 0j) * np.complex128(1e200 + 0j))
attempt('complex64', lambda: np.array([3e38 + 0j], dtype=np.complex64) * np.array([10 + 0j], dtype=np.complex64))
attempt('add overflows', lambda: np.array([1e308 + 1j]) + np.array([1e308 + 0j]))
attempt('sub of infs', lambda: np.array([np.inf + 1j]) - np.array([np.inf + 0j]))
attempt('nan in', lambda: np.array([np.nan + 0j]) * np.array([2 + 0j]))
attempt('finite', lambda: np.array([1 + 2j, 3 - 1j]) * np.array([2 + 0j, 1j]))
with np.errstate(over='ignore', invalid='ignore'):
    for k in range(3):
        Z = Z * Z + c
print(Z)
