# np.frexp, np.ldexp, np.gcd, np.lcm, np.nextafter and np.spacing: values,
# dtypes, subnormals, overflow, broadcasting, errors for unsupported types.
import numpy as np
a = np.array([-3.5, -2.0, -0.5, -0.0, 0.0, 0.5, 2.7, 7.0, 1e-310, 1e300, np.inf, -np.inf])
m, e = np.frexp(a)
print(m, e, e.dtype)
print(np.frexp(np.array([1.5, 3.0], dtype=np.float32)), np.frexp(8), np.frexp(np.arange(4)), np.frexp(np.float32(0.375)))
print(np.ldexp(m, e), np.ldexp(3, 2), np.ldexp(np.array([1.5, 2.0], dtype=np.float32), np.array([3, -200])), np.ldexp(np.arange(4), 3))
print(np.ldexp(1.0, np.array([1023, -1074, -1075, 2])), np.ldexp(np.float32(1.5), 2))
try:
    with np.errstate(over="raise"):
        np.ldexp(1.5, 1024)
except FloatingPointError as e:
    print(e)
try:
    np.ldexp(1.5, 2.0)
except TypeError as e:
    print("TypeError", e)
print(np.gcd(12, 20), np.gcd(np.arange(-6, 7), 4), np.lcm(np.arange(-6, 7), 4), np.gcd(0, 0), np.lcm(0, 5), np.gcd(np.array([12, 18], dtype=np.int8), np.int8(8)).dtype)
print(np.lcm(np.array([4, 6]), np.array([[3], [10]])))
try:
    np.gcd(1.5, 2)
except TypeError as e:
    print("TypeError", e)
a = np.array([-3.5, -0.0, 0.0, 1.0, 1e-310, 1e308, np.inf, -np.inf, np.nan])
print(np.nextafter(a, 2.0), np.nextafter(a, -np.inf), np.nextafter(0.0, -1.0), np.nextafter(np.float32(1), np.float32(2)))
print(np.nextafter(np.array([1.0, 2.0], dtype=np.float32), 0), np.nextafter(1, 2), np.nextafter(np.array([1.5]), np.array([1.5])))
print(np.spacing(a), np.spacing(np.float32(1.0)), np.spacing(np.array([-1.0, 1e-45], dtype=np.float32)), np.spacing(1), np.spacing(np.arange(3)))
