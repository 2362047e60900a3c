# Loops over Python lists: by element, by index, and a list comprehension.
import time


def main():
    n = 300000
    xs = [i % 97 for i in range(n)]
    total = 0
    for rep in range(5):
        for x in xs:
            total += x
        for i in range(len(xs)):
            xs[i] = (xs[i] * 3 + rep) % 101
        ys = [x * 2 for x in xs if x % 2 == 0]
        total += len(ys)
    return total


start = time.process_time()
result = main()
elapsed = time.process_time() - start
print("checksum", result)
print("seconds", elapsed)
