# Port of pythran's tests/cases/smoothing.py (BSD-3-Clause, serge-sans-paille/pythran; from the
# Parakeet examples): exponential smoothing of a time series, a first-order recurrence.
# xrange becomes range.
import sys

import numpy as np

import alpyna


@alpyna.jit
def smoothing(x, alpha):
  """
  Exponential smoothing of a time series
  For x = 10**6 floats
  - Python runtime: 9 seconds
  - Parakeet runtime: .01 seconds
  """
  s = x.copy()
  for i in range(1, len(x)):
    s[i] = alpha * x[i] + (1 - alpha) * s[i-1]
  return s


def main():
    step = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
    a = np.arange(0, 1, step)
    s = smoothing(a, .4)
    print(len(s), f"{s.sum():.6e}", f"{s[-1]:.6e}", repr(s[1]))
    b = np.sin(np.arange(500) * 0.1)
    s = smoothing(b, .25)
    print(f"{s.sum():.6e}", f"{s[250]:.6e}")


main()
