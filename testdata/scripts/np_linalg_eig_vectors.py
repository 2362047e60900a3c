# np.linalg.eig's eigenvectors as LAPACK's dgeev gives them: real vectors with the signs of its
# back-substitution, complex ones turned so that the largest component is real (with the sign
# it had), unit norm; eigenvalues in LAPACK's order. Printed rounded to 6 decimals.
import numpy as np


def show(a):
    w, v = np.linalg.eig(a)
    print(w.dtype, np.round(w, 6))
    print(np.round(v, 6) + 0.0)


show(np.array([[1.0, 2, 3], [4, 5, 6], [7, 8, 10]]))
show(np.array([[0.0, -1], [1, 0]]))
show(np.array([[2.0, -1, 0], [1, 2, 0], [0, 0, 3]]))
show(np.array([[4.0, 1, 2], [1, 3, 0.5], [2, 0.5, 5]]))
show(np.array([[1.0, 1], [0, 1]]))
show(np.array([[5.0, 0, 0, 1], [0, 2, 0, 0], [3, 0, 1, 0], [0, 0, 0, 4]]))
rng = np.random.default_rng(2024)
for n in [2, 3, 4, 5, 6, 8, 12, 20]:
    for _ in range(3):
        show(rng.standard_normal((n, n)))
show(np.round(rng.standard_normal((6, 6)) * 3))
