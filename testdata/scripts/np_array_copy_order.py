# np.array's copy=, order= (C, F, A, K), ndmin= and subok=: copy=False keeps the array where
# nothing changes (QuantEcon.py's gth_solve: np.array(A, dtype=float, copy=not overwrite, order='C')).
import numpy as np
A = np.arange(12.0).reshape(3, 4)
B = np.array(A, dtype=float, copy=False, order='C')
print(B is A, np.array(A) is A, np.array(A, copy=False) is A)
F = np.array(A, order='F')
print(F.flags['F_CONTIGUOUS'], F.flags['C_CONTIGUOUS'], F.sum(), (F == A).all())
T = np.array(A.T)
print(T.flags['F_CONTIGUOUS'], T.flags['C_CONTIGUOUS'], T.shape)
print(np.array(A.T, order='C').flags['C_CONTIGUOUS'])
print(np.array([1, 2, 3], ndmin=3).shape, np.array(A, ndmin=1) is A, np.array(5.0, ndmin=2))
I = np.array(A, dtype=np.int32, copy=False)
print(I.dtype, I is A, np.array(A.T, dtype=np.float32).flags['F_CONTIGUOUS'])
print(np.array(A, dtype=float, copy=not True, order='C') is A)
try:
    np.array(A, order='Z')
except ValueError as e:
    print("ValueError", e)
