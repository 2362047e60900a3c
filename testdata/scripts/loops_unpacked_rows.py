# Rows unpacked into names (`dx, dy = cpos[i] - cpos[i - 1]`), assert in
# a loop body, and a small array made per iteration from numbers
# (`fvec = np.array([dx / dist, dy / dist])`) stored into rows: pythran's
# wave simulation.
import numpy as np
import alpyna


@alpyna.jit
def forces(cpos, force, N):
    for i in range(1, N):
        dx, dy = cpos[i] - cpos[i - 1]
        dist = np.sqrt(dx**2 + dy**2)
        assert dist != 0
        fvec = np.array([dx / dist, dy / dist])
        force[i - 1] -= fvec
        force[i] += fvec


@alpyna.jit
def polar(pos, out, n):
    for i in range(n):
        x, y, z = pos[i]
        out[i, :] = np.array([x * y, y * z, z * x]) * 0.5


@alpyna.jit
def checked(a, n):
    total = 0.0
    for i in range(n):
        assert a[i] >= 0.0, "negative at %d" % i
        total += np.sqrt(a[i])
    return total


N = 2000
cpos = np.stack([np.arange(N) * 0.3, np.sin(np.arange(N) * 0.01)], axis=1)
force = np.zeros((N, 2))
forces(cpos, force, N)
print(f"{force.sum():.10e}", f"{np.abs(force).sum():.10e}", force[5])

pos = np.random.RandomState(2).rand(100, 3)
out = np.zeros((100, 3))
polar(pos, out, 100)
print(out.sum(), out[7])
out_i = np.zeros((100, 3), dtype=np.int64)
try:
    polar(pos, out_i, 100)
except Exception as e:
    print(type(e).__name__)
pos4 = np.random.RandomState(3).rand(10, 4)
try:
    polar(pos4, out, 10)
except ValueError as e:
    print("ValueError", e)

a = np.linspace(0.0, 4.0, 50)
print(f"{checked(a, 50):.10f}")
a[20] = -1.0
try:
    checked(a, 50)
except AssertionError as e:
    print("AssertionError", e)
