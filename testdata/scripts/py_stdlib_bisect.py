# bisect as scripts use it: searching sorted tables, grading by thresholds,
# sorted insertion (with lo/hi and key) and the errors CPython raises.
import bisect
from bisect import bisect_left, bisect_right, insort, insort_left

a = [1, 2, 4, 4, 4, 7, 9]
print(bisect_left(a, 4), bisect_right(a, 4), bisect.bisect(a, 4), bisect_left(a, 0), bisect_right(a, 10))
print(bisect_left(a, 4, 4), bisect_right(a, 4, 0, 3), bisect_left(a, 5, hi=6))
insort(a, 5)
insort_left(a, 4)
bisect.insort_right(a, 0)
print(a)
grades = [60, 70, 80, 90]
print([('FDCBA'[bisect_right(grades, s)]) for s in (33, 99, 77, 70, 89, 90, 100)])
recs = [(1, 'x'), (3, 'y'), (5, 'z')]
print(bisect_left(recs, 3, key=lambda r: r[0]), bisect_right(recs, 3, key=lambda r: r[0]))
bisect.insort(recs, (4, 'w'), key=lambda r: r[0])
print(recs)
try:
    bisect_left(a, 1, -1)
except ValueError as e:
    print("ValueError:", e)
