# Sums and means of transposed and Fortran-ordered arrays in NumPy's
# order: NumPy reduces a whole such array in memory order, pairwise, and
# sums an axis contiguous in memory pairwise (the last bits of float32
# sums; the book's mandelbrot_numpy_2 returns Z_.T, pmocz springnetwork
# sums np.vstack((x, y)).T).
import numpy as np
B = (np.arange(75000, dtype=np.float32) * np.float32(0.37)).reshape(250, 300)
D = (np.arange(24000, dtype=np.float64) * 0.1234567).reshape(20, 30, 40) ** 1.5
F3 = (np.arange(24000, dtype=np.float32) * np.float32(0.77)).reshape(20, 30, 40)
whole = {
    "B": B, "B.T": B.T, "fortran B": np.asfortranarray(B), "B[::2]": B[::2],
    "F3": F3, "F3.T": F3.T, "F3.transpose(1,0,2)": F3.transpose(1, 0, 2),
    "F3.transpose(2,0,1)": F3.transpose(2, 0, 1), "D.T": D.T, "fortran F3": np.asfortranarray(F3),
    "vstack.T": np.vstack((B[0], B[1] * np.float32(1.5))).T,
}
for name, a in whole.items():
    print(name, repr(float(a.sum())), repr(float(a.mean())), repr(float(np.sum(a))))
for name in ("B", "B.T", "fortran B", "B[::2]", "F3", "vstack.T"):
    a = whole[name]
    for ax in range(a.ndim):
        s = a.sum(axis=ax)
        print(name, ax, repr(float(s.ravel()[0])), repr(float(s.ravel()[-1])), repr(float(s.sum())))
