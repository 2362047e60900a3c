import math as m
from math import sqrt, pi
from math import exp as e_to
import numpy as np
import alpyna


@alpyna.jit
def gauss(x, y, n, sigma):
    for i in range(n):
        y[i] = e_to(-x[i] ** 2 / (2.0 * sigma ** 2)) / (sigma * sqrt(2.0 * pi)) + m.cos(m.pi * x[i])


if __name__ == "__main__":
    x = np.linspace(-1.0, 1.0, 5)
    y = np.zeros(5)
    gauss(x, y, 5, 1.0)
    print(y)
