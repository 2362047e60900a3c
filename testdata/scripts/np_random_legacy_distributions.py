# numpy.random's legacy exponential, standard_exponential, lognormal, pareto and weibull:
# NumPy 1.24's numbers for a seed, arrays of size and of array parameters, and its errors.
import numpy as np
np.random.seed(7)
print(np.random.exponential(), np.random.exponential(2.5), np.random.standard_exponential())
print(np.random.exponential(size=3), np.random.exponential([1.0, 2.0]))
print(np.random.lognormal(), np.random.lognormal(1.0, 0.5, size=2))
print(np.random.pareto(3.0), np.random.pareto(2.0, size=(2, 2)))
print(np.random.weibull(1.5), np.random.weibull(0.0), np.random.weibull(2.0, 3))
for f, a in ((np.random.exponential, -1.0), (np.random.pareto, 0.0), (np.random.weibull, -2.0), (np.random.lognormal, (0.0, -1.0))):
    try:
        f(*a) if isinstance(a, tuple) else f(a)
    except ValueError as e:
        print("ValueError", e)
try:
    np.random.pareto()
except TypeError as e:
    print("TypeError")
rs = np.random.RandomState(3)
print(rs.exponential(1.0), rs.weibull(3.0, size=2))
