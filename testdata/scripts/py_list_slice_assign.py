# Slice assignment of lists as CPython does it: the new items are read
# before the list changes (a[:] = a, a[1:] = a), an empty range inserts
# at its start (b[3:1] = ...), and a non-iterable is refused with
# CPython's message.
a = [1, 2, 3, 4]
a[:] = a
print(a)
a[1:] = a
print(a)
b = [0, 1, 2, 3, 4]
b[3:1] = [9, 8]
print(b)
b[::2] = b[::2][::-1]
print(b)
c = list(range(6))
c[2:4] = (x * 10 for x in range(3))
print(c)
try:
    c[0:1] = 5
except TypeError as e:
    print('TypeError', e)
d = [1, 2]
d[5:] = [7]
print(d)
d[-1:] = []
print(d)
