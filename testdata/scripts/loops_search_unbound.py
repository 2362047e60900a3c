# A search loop assigns its result before a break, with no value before the loop: the
# nest runs as kernels, and where no iteration assigns it the name stays unbound, as in CPython.
import numpy as np
import alpyna

@alpyna.jit
def search(a, thr):
    for i in range(a.shape[0]):
        if a[i] > thr:
            found = i
            break
    try:
        return found
    except UnboundLocalError as e:
        return "unbound: " + str(e)

@alpyna.jit
def search_none(a, thr):
    found = None
    for i in range(a.shape[0]):
        if a[i] > thr:
            found = i
            break
    return found

@alpyna.jit
def last_match(a, thr):
    for i in range(a.shape[0]):
        if a[i] > thr:
            last = a[i] * 2.0
    try:
        return last
    except UnboundLocalError:
        return -1.0

a = np.linspace(0, 1, 2001)
print(search(a, 0.5), search(a, 3.0))
print(search_none(a, 0.5), search_none(a, 3.0))
print(last_match(a, 0.5), last_match(a, 3.0))
for i in range(a.shape[0]):
    if a[i] > 5.0:
        g = i
try:
    print(g)
except NameError as e:
    print("NameError", e)
