# Unbounded recursion that nothing catches: a RecursionError traceback whose repeated
# frames CPython folds, and exit status 1.


def countdown(n):
    return countdown(n - 1)


print("start")
countdown(10)
