def f(x):
    return 1 / x

f(0)
