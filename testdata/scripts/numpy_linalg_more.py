# numpy.linalg's eig, eigh, eigvalsh, svd, qr, lstsq, pinv, matrix_rank,
# cond and norm with ord/axis, and multivariate_normal over svd (issue 15).
# Values print rounded to 8 decimals. qr, svd and eigh take LAPACK's
# steps, so their factors print as they are (with NumPy's signs); eig's
# real eigenvector signs are LAPACK's back-substitution's, so those print
# as invariants (A v = w v) and magnitudes.
import numpy as np


def r8(x):
    return np.round(x, 8)


def show(label, x):
    x = np.asarray(x)
    print(label, x.dtype, x.shape)
    print(r8(x))


a = np.array([[4.0, 1, 2], [1, 3, 0.5], [2, 0.5, 5]])
tall = np.array([[1.0, 2], [3, 4], [5, 6], [7, 9]])
wide = tall.T.copy()
rank1 = np.outer([1.0, 2, 3], [1.0, -1, 2, 0.5])

# eigh and eigvalsh: ascending eigenvalues, orthonormal eigenvectors.
w, v = np.linalg.eigh(a)
show("eigh w", w)
show("eigh v", v)
print("eigh A v = w v", np.allclose(a @ v, v * w), np.allclose(v.T @ v, np.eye(3)))
show("eigvalsh", np.linalg.eigvalsh(a))
show("eigvalsh U", np.linalg.eigvalsh(np.triu(a) + 7 * np.tril(np.ones((3, 3)), -1), UPLO='U'))
show("eigh repeated", np.linalg.eigh(np.diag([2.0, 1, 2, 1]))[0])
w32, v32 = np.linalg.eigh(np.array([[2, 1], [1, 2]], dtype=np.float32))
print("eigh float32", w32.dtype, v32.dtype, r8(w32))
print("eigh tuple", type(np.linalg.eigh(a)).__name__, len(np.linalg.eigh(a)))

# eig: LAPACK's eigenvalue order; complex pairs give complex128.
w, v = np.linalg.eig(np.array([[1.0, 2, 3], [4, 5, 6], [7, 8, 10]]))
show("eig w", w)
print("eig A v = w v", np.allclose(np.array([[1.0, 2, 3], [4, 5, 6], [7, 8, 10]]) @ v, v * w))
show("eig |v|", np.abs(v))
w, v = np.linalg.eig(np.array([[0.0, -1], [1, 0]]))
print("eig rotation", w, w.dtype, v.dtype)
show("eig rotation re", v.real)
show("eig rotation im", v.imag)
w, v = np.linalg.eig(np.array([[2.0, -1, 0], [1, 2, 0], [0, 0, 3]]))
print("eig pair", w)
print("eig pair A v = w v", np.allclose(np.array([[2.0, -1, 0], [1, 2, 0], [0, 0, 3]]) @ v, v * w))
w, v = np.linalg.eig(np.diag([3.0, 1.0, 2.0]))
print("eig diag", w, v.tolist())

# svd: descending singular values; u and vh with LAPACK's signs.
for label, m in [("square", a), ("tall", tall), ("wide", wide), ("rank1", rank1)]:
    u, s, vh = np.linalg.svd(m)
    show("svd " + label + " u", u)
    show("svd " + label + " s", s)
    show("svd " + label + " vh", vh)
    u, s, vh = np.linalg.svd(m, full_matrices=False)
    print("reduced", u.shape, s.shape, vh.shape, np.allclose(u @ np.diag(s) @ vh, m))
show("svd values", np.linalg.svd(np.arange(12.0).reshape(3, 4), compute_uv=False))
show("svd hermitian", np.linalg.svd(a, hermitian=True)[1])
show("svd stacked", np.linalg.svd(np.arange(24.0).reshape(2, 3, 4), compute_uv=False))

# qr: Householder reflections with LAPACK's signs.
q, r = np.linalg.qr(tall)
show("qr q", q)
show("qr r", r)
q, r = np.linalg.qr(tall, mode='complete')
show("qr complete q", q)
show("qr complete r", r)
show("qr r mode", np.linalg.qr(wide, mode='r'))

# lstsq, pinv, matrix_rank, cond.
x, res, rank, s = np.linalg.lstsq(tall, np.array([1.0, 2, 2, 4]), rcond=None)
show("lstsq x", x)
show("lstsq residuals", res)
print("lstsq rank", rank, type(rank).__name__)
show("lstsq s", s)
x, res, rank, s = np.linalg.lstsq(rank1, np.arange(6.0).reshape(3, 2), rcond=-1)
show("lstsq deficient x", x)
print("lstsq deficient", res, rank)
show("pinv", np.linalg.pinv(tall))
show("pinv rank1", np.linalg.pinv(rank1))
print("rank", np.linalg.matrix_rank(a), np.linalg.matrix_rank(rank1), np.linalg.matrix_rank(np.zeros((2, 2))),
      np.linalg.matrix_rank(np.ones(3)), np.linalg.matrix_rank(rank1, tol=100.0))
print("cond", r8(np.linalg.cond(a)), r8(np.linalg.cond(a, 1)), r8(np.linalg.cond(a, np.inf)),
      r8(np.linalg.cond(a, -2)), r8(np.linalg.cond(a, 'fro')), r8(np.linalg.cond(a, 'nuc')))
print("cond singular", np.linalg.cond(np.array([[1.0, 2], [2, 4]]), 1))

# norm with ord and axis.
m = np.arange(-4.0, 8).reshape(3, 4)
for ord in [None, 'fro', 'nuc', 1, -1, 2, -2, np.inf, -np.inf]:
    print("matrix norm", ord, r8(np.linalg.norm(m, ord)))
for ord in [None, 0, 1, 2, 3, 0.5, np.inf, -np.inf]:
    print("vector norm", ord, r8(np.linalg.norm(m[1], ord)), r8(np.linalg.norm(m, ord, axis=1)))
print("axis 0", r8(np.linalg.norm(m, axis=0)), r8(np.linalg.norm(m, 1, axis=0, keepdims=True)))
print("axes", r8(np.linalg.norm(np.arange(24.0).reshape(2, 3, 4), axis=(1, 2))), r8(np.linalg.norm(np.arange(24.0).reshape(2, 3, 4), 2, axis=(2, 1))))
print("keepdims", np.linalg.norm(m, keepdims=True).shape, np.linalg.norm(m, 'fro', axis=(0, 1), keepdims=True).shape)

# multivariate_normal: standard normals times sqrt(s) * vh of cov's SVD.
cov = np.array([[2.0, 0.6, 0.2], [0.6, 1.0, -0.3], [0.2, -0.3, 0.5]])
mean = np.array([1.0, -2.0, 0.5])
np.random.seed(4)
show("mvn legacy", np.random.multivariate_normal(mean, cov, size=4))
show("mvn RandomState", np.random.RandomState(9).multivariate_normal(mean, cov, (2, 2)))
show("mvn diag", np.random.RandomState(1).multivariate_normal([0.0, 0.0], [[4.0, 0.0], [0.0, 1.0]], 3))
g = np.random.default_rng(12)
show("mvn Generator", g.multivariate_normal(mean, cov, size=3))
show("mvn cholesky", g.multivariate_normal(mean, cov, size=2, method='cholesky'))
show("mvn eigh", g.multivariate_normal(mean, cov, size=2, method='eigh'))
print("mvn one", np.random.default_rng(3).multivariate_normal([0.0, 1.0], [[1.0, 0.5], [0.5, 2.0]]).shape)

# Errors.
cases = [
    ("eigh", np.linalg.eigh, (np.ones((2, 3)),)),
    ("eig", np.linalg.eig, (np.array([[1.0, np.nan], [0, 1]]),)),
    ("svd", np.linalg.svd, (np.array([[1.0, np.nan], [0, 1]]),)),
    ("svd", np.linalg.svd, (np.ones(3),)),
    ("lstsq", np.linalg.lstsq, (np.ones((3, 2)), np.ones(4), None)),
    ("qr", np.linalg.qr, (np.ones((2, 2)), 'bogus')),
    ("eigh", np.linalg.eigh, (np.eye(2), 'X')),
    ("norm", np.linalg.norm, (np.ones((2, 2)), 'bogus')),
    ("norm", np.linalg.norm, (np.ones(2), 'fro')),
    ("norm", np.linalg.norm, (np.ones((2, 2)), None, (0, 0))),
    ("mvn", np.random.multivariate_normal, ([0.0, 0.0], [[1.0, 2.0], [2.0, 1.0]], None, 'raise')),
    ("mvn", np.random.multivariate_normal, ([[0.0]], [[1.0]])),
    ("mvn", np.random.multivariate_normal, ([0.0, 1.0], [[1.0]])),
]
for label, f, args in cases:
    try:
        f(*args)
    except (np.linalg.LinAlgError, ValueError) as e:
        print(label, type(e).__name__, e)
try:
    g.multivariate_normal([0.0], [[1.0]], method='lu')
except ValueError as e:
    print("method", e)
