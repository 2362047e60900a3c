# math.gamma and math.lgamma print CPython's digits (its own Lanczos
# approximation, not the C library's tgamma/lgamma), with its errors.
import math

for x in [0.5, 1.5, 2.5, 3.7, 10.1, 20.25, 100.5, 150.3, 171.5, -0.5, -1.5,
          -2.25, -10.7, -150.3, -170.9, 1e-25, -1e-25, 1e-5, 7.0, 25.0, 0.1]:
    print(x, math.gamma(x), math.lgamma(x))
print(sum(math.gamma(1 + i / 37) for i in range(200)))
print(sum(math.lgamma(0.3 + i * 1.7) for i in range(300)))
print(math.gamma(-250.5), math.lgamma(-250.5), math.lgamma(1e300))
print(math.gamma(float('inf')), math.lgamma(float('-inf')), math.gamma(float('nan')))
for f, x in [(math.gamma, 0.0), (math.gamma, -3.0), (math.gamma, 172.0),
             (math.gamma, float('-inf')), (math.gamma, 1e-310),
             (math.lgamma, 0.0), (math.lgamma, -4.0), (math.lgamma, 1e308)]:
    try:
        print(f(x))
    except (ValueError, OverflowError) as e:
        print(f.__name__, x, type(e).__name__, e)
