# Assignment expressions (PEP 572, Python 3.8): `:=` in if/while tests, calls,
# displays and comprehensions, where the target binds in the enclosing scope.
import numpy as np


def first_large(values, limit):
    for v in values:
        if (scaled := v * 3) > limit:
            return v, scaled
    return None


def chunks(data, size):
    out = []
    pos = 0
    while (chunk := data[pos:pos + size]):
        out.append(chunk)
        pos += size
    return out


def prefix_sums(values):
    total = 0
    sums = [total := total + v for v in values]
    return sums, total


def big_norms(rows, threshold):
    kept = [(i, round(norm, 3)) for i, row in enumerate(rows)
            if (norm := float(np.sqrt(np.dot(row, row)))) > threshold]
    return kept, round(norm, 3)


print(first_large([1, 4, 9, 16], 20))
print(chunks("abcdefgh", 3))
print(prefix_sums([3, 1, 4, 1, 5]))
rows = np.arange(12.0).reshape(4, 3)
print(big_norms(rows, 10.0))
print([last := k * k for k in range(5)], last)
print(max(v := [2, 7, 1]), v)
if (n := len("alpyna")) > 3:
    print("long name", n)
