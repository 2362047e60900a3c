# np.lexsort: sort by the last key, ties broken by the keys before it.
import numpy as np

surnames = np.array([3, 1, 3, 2])
first = np.array([1, 2, 0, 2])
order = np.lexsort((first, surnames))
print(order, surnames[order], first[order])
print(np.lexsort(([1, 2, 1], [3, 3, 1])), np.lexsort(np.array([[1, 2, 1], [3, 3, 1]])))
a = [1, 5, 1, 4, 3, 4, 4]
b = [9, 4, 0, 4, 0, 2, 1]
print(np.lexsort((b, a)))
print(np.lexsort((np.array([np.nan, 1.0, 0.5, np.nan]), np.array([1, 1, 1, 0]))))
print(np.lexsort([np.array([2**62 + 1, 2**62, -1])]), np.lexsort([np.array([2**63 + 1, 2**63], dtype=np.uint64)]))
print(np.lexsort(([True, False, True], [0.5, 0.5, 0.25])).dtype, np.lexsort(([1, 2], [1, 2]), axis=0))
print(np.lexsort((np.zeros(0), np.zeros(0))))
x = np.array([2.0, 1.0, 2.0, 1.0])
y = np.array([0, 0, 0, 0])
print(np.lexsort((x, y)), np.lexsort((y, x)))
for keys in [(), ([1, 2], [1, 2, 3])]:
    try:
        print(np.lexsort(keys))
    except (TypeError, ValueError) as err:
        print(type(err).__name__, err)
