# Dictionary use: counting with int and str keys, get, membership, items.
import time


def main():
    counts = {}
    words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]
    names = {}
    for i in range(1000000):
        k = (i * 7) % 1000
        counts[k] = counts.get(k, 0) + 1
        w = words[i % 6]
        if w in names:
            names[w] += 1
        else:
            names[w] = 1
    total = 0
    for k, v in counts.items():
        total += k * v
    return total + names["gamma"]


start = time.process_time()
result = main()
elapsed = time.process_time() - start
print("checksum", result)
print("seconds", elapsed)
