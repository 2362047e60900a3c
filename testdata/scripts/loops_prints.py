# Messages printed under an if in a nest (Bellman-Ford's negative-cycle
# check in pyccel-benchmarks, progress lines in a time loop): a call that
# prints nothing runs as kernels; one that reaches a print runs again in
# the interpreter, which prints as CPython does, in order with the rest.
import numpy as np
import alpyna


@alpyna.jit
def check(e, w, v_weight, e_num):
    for j in range(e_num):
        u = e[1, j]
        v = e[0, j]
        if v_weight[u] + w[j] < v_weight[v]:
            print('Graph contains negative weight cycle')
            print('edge', j, u, v)
            return 1
    return 0


@alpyna.jit
def smooth(u, nt, every):
    for n in range(nt):
        for i in range(1, u.shape[0] - 1):
            u[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1]
        if every > 0 and n % every == 0:
            print('step', n, repr(float(u[5])))


n = 2000
e = np.zeros((2, n), dtype=np.int64)
e[0] = np.arange(n) % 7
e[1] = np.arange(n) % 5
w = np.ones(n)
print('before')
print(check(e, w, np.zeros(7), n))
vw = np.zeros(7)
vw[3] = 10.0
print(check(e, w, vw, n))
u = np.sin(np.linspace(0.0, 3.0, 50))
smooth(u, 30, 0)
print(repr(float(u.sum())))
smooth(u, 30, 10)
print(repr(float(u.sum())))
print('after')
