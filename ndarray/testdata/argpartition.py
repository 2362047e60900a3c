# Writes argpartition.txt: NumPy 1.24's np.argpartition of LCG lines with
# many ties (and NaNs), the permutations TestArgPartitionMatchesNumPy
# checks the introselect port against. Run with /usr/bin/python3 (CPython
# 3.11, NumPy 1.24) from this directory.
import numpy as np


def lcg_values(n, k, seed):
    out = []
    x = seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        out.append((x >> 16) % k)
    return out


with open("argpartition.txt", "w") as f:
    for n, k in [(n, k) for n in [5, 17, 40, 100] for k in [2, 5, 1000]] + [(600, 5), (-2000, 0)]:
        if n < 0:
            # np.roll(np.arange(n), n // 2): median-of-three picks bad
            # pivots, so the median-of-medians fallback runs.
            n = -n
            vals = np.roll(np.arange(n), n // 2).tolist()
        else:
            vals = lcg_values(n, k, n * 10 + k)
            for dtype in ["int64", "float64"]:
                a = np.array(vals, dtype=dtype)
                if dtype == "float64":
                    a[::7] = np.nan  # every seventh element NaN
                for kth in [[0], [2], [n // 2], [n - 1], [1, n // 3, n - 2]]:
                    p = np.argpartition(a, kth)
                    print(n, k, dtype, ",".join(map(str, kth)), *p.tolist(), file=f)
