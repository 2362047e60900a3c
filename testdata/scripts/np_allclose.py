# np.allclose with the default and keyword tolerances, mixed dtypes, scalars, nan and inf.
import math

import numpy as np

a = np.array([1.0, 2.0, 3.0])
print(np.allclose(a, a))
print(np.allclose(a, a + 1e-9))
print(np.allclose(a, a + 1e-3))
print(np.allclose(a, a * (1 + 1e-6)))
print(np.allclose(a, a + 1e-3, atol=1e-2))
print(np.allclose(a, a * 1.01, rtol=0.02))
print(np.allclose(a, a * 1.01, rtol=0.001, atol=0.0))
print(np.allclose(np.zeros(3), np.full(3, 1e-9)))
print(np.allclose(np.zeros(3), np.full(3, 1e-7)))
print(np.allclose(np.full(3, 0.1, dtype=np.float32), np.full(3, 0.1)))
print(np.allclose(np.arange(4), np.arange(4, dtype=np.float32)))
print(np.allclose(a, 2.0), np.allclose(np.full(2, 2.0), 2))
print(np.allclose(np.array([math.nan]), np.array([math.nan])))
print(np.allclose(np.array([math.inf]), np.array([math.inf])))
print(np.allclose(np.array([math.inf]), np.array([-math.inf])))
m = np.arange(6, dtype=np.float64).reshape(2, 3)
print(np.allclose(m, m.copy()), np.allclose(m, m + 0.5))
x = np.full(1000, 0.1, dtype=np.float32).sum()
print(np.allclose(x, 100.0), np.allclose(x, 100.0, rtol=0, atol=1e-6))
print(type(np.allclose(a, a)).__name__)
