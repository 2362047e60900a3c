# np.argsort of lines with many ties, longer than the 16 elements NumPy
# sorts by insertion: the default kind (NumPy 1.24's introsort) and
# heapsort give NumPy's exact permutations, kind='stable' the stable one.
# The values come from a small LCG so that ndarray's Go test
# (TestArgSortMatchesNumPy) rebuilds the same inputs and checks its port
# against these recorded permutations.
import numpy as np


def lcg_values(n, k, seed):
    out = []
    x = seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        out.append((x >> 16) % k)
    return out


for n in [17, 18, 20, 33, 64, 100, 257, 1000]:
    for k in [2, 5]:
        vals = lcg_values(n, k, n * 10 + k)
        ints = np.array(vals, dtype=np.int64)
        floats = ints.astype(np.float64)
        floats[::11] = np.nan
        for name, a in [("int64", ints), ("float64", floats)]:
            for kind in ["quicksort", "heapsort", "stable"]:
                perm = np.argsort(a, kind=kind)
                print(n, k, name, kind, " ".join(str(i) for i in perm.tolist()))
m = np.array(lcg_values(60, 3, 7)).reshape(3, 20)
print(np.argsort(m, axis=1).tolist())
print(np.argsort(m.T, axis=0).tolist())
print(np.argsort(m.astype(np.int32), axis=None).tolist())
print(np.argsort(m.astype(np.uint8) == 1).tolist())
f = np.array(lcg_values(40, 4, 9), dtype=np.float32)
f[::6] = np.nan
print(np.argsort(f).tolist(), np.sort(f).tolist())
print(np.sort(np.array(lcg_values(50, 7, 3))).tolist())
print(np.sort(np.array(lcg_values(50, 7, 3)), kind="heapsort").tolist())
