import math
import numpy as np
import alpyna


@alpyna.jit
def intrinsics(x, y, n):
    for i in range(n):
        y[i] = abs(x[i]) + min(x[i], 1.0) + max(x[i], 0.0, -x[i]) + int(x[i]) + float(i)
        y[i] += math.sqrt(abs(x[i])) + math.exp(x[i]) + math.log(1.0 + abs(x[i])) + math.log10(2.0)
        y[i] += math.sin(x[i]) + math.cos(x[i]) + math.tan(x[i]) + math.asin(0.5) + math.acos(0.5)
        y[i] += math.atan(x[i]) + math.atan2(x[i], 2.0) + math.sinh(x[i]) + math.cosh(x[i]) + math.tanh(x[i])
        y[i] += math.erf(x[i]) + math.floor(x[i]) + math.ceil(x[i]) + math.fabs(x[i]) + math.pow(2.0, x[i])
        y[i] *= math.pi / math.e


@alpyna.jit
def bad_arity(x, y, n):
    for i in range(n):
        y[i] = math.sqrt(x[i], 2.0) + min(x) + abs() + math.log(x[i], 10.0)


if __name__ == "__main__":
    x = np.linspace(-0.5, 0.5, 5)
    y = np.zeros(5)
    intrinsics(x, y, 5)
    print(y)
