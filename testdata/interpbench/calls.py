# Function and method calls with positional, default and keyword arguments.
import time


def add(a, b):
    return a + b


def scale(x, factor=2):
    return x * factor


class Counter:
    def __init__(self):
        self.n = 0

    def bump(self, k):
        self.n += k
        return self.n


def main():
    c = Counter()
    acc = 0
    for i in range(1000000):
        acc = add(acc, i)
        acc = scale(acc, factor=1) - scale(i)
        c.bump(1)
    return acc + c.n


start = time.process_time()
result = main()
elapsed = time.process_time() - start
print("checksum", result)
print("seconds", elapsed)
