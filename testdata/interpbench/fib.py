# Recursive Fibonacci: function calls, comparisons and small-int arithmetic.
import time


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


start = time.process_time()
result = fib(29)
elapsed = time.process_time() - start
print("checksum", result)
print("seconds", elapsed)
