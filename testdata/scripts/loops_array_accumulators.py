# Arrays accumulated by rows, as people write means, centroids and
# weighted sums: a whole local array updated in place by a row of a
# matrix (`mean += X[i]`), rows of a local matrix picked by a label
# (`c[labels[i]] += X[i]`) and then divided (`c[j] /= cnt[j]`).
import numpy as np
import alpyna


@alpyna.jit
def column_means(X):
    n, d = X.shape
    mean = np.zeros(d)
    for i in range(n):
        mean += X[i]
    mean /= n
    return mean


@alpyna.jit
def weighted_rows(X, w):
    total = np.zeros(X.shape[1])
    for i in range(X.shape[0]):
        total -= X[i, :] * w[i]
        total += 0.5 * X[i]
    return total


@alpyna.jit
def centroids(X, labels, k):
    n, d = X.shape
    c = np.zeros((k, d))
    cnt = np.zeros(k)
    for i in range(n):
        c[labels[i]] += X[i]
        cnt[labels[i]] += 1
    for j in range(k):
        if cnt[j] > 0:
            c[j] /= cnt[j]
    return c


@alpyna.jit
def scaled_copy(X, s):
    out = np.empty_like(X)
    for i in range(X.shape[0]):
        out[i] = X[i] * s[i]
        out[i] -= X[0]
    return out


X = (np.arange(3000.0).reshape(300, 10) % 17.0) / 7.0
w = np.linspace(0.0, 1.0, 300)
labels = (np.arange(300) * 7) % 5
print(column_means(X))
print(weighted_rows(X, w))
print(centroids(X, labels, 6))
print(scaled_copy(X, w)[::60])
# A call whose arrays have other ranks runs as NumPy says.
print(column_means(np.arange(12.0).reshape(4, 3)))
