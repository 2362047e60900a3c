# Loops whose bounds are read from arrays at each entry: compressed sparse
# rows, adjacency lists, triangles with a quadratic bound. Each runs as
# kernels, the outer loop in parallel where what it writes is its own.
import numpy as np
import alpyna


@alpyna.jit
def spmv(indptr, indices, data, x, y):
    for i in range(len(indptr) - 1):
        acc = 0.0
        for k in range(indptr[i], indptr[i + 1]):
            acc += data[k] * x[indices[k]]
        y[i] = acc


@alpyna.jit
def spmv_named(indptr, indices, data, x, y):
    n = y.shape[0]
    for i in range(n):
        start = indptr[i]
        end = indptr[i + 1]
        s = 0.0
        for k in range(start, end):
            s += data[k] * x[indices[k]]
        y[i] = s


@alpyna.jit
def row_scale(indptr, data, scale, out):
    for i in range(len(indptr) - 1):
        for k in range(indptr[i], indptr[i + 1]):
            out[k] = data[k] * scale[i]


@alpyna.jit
def pagerank_step(indptr, indices, outdeg, pr, new, d):
    n = pr.shape[0]
    for v in range(n):
        s = 0.0
        for k in range(indptr[v], indptr[v + 1]):
            u = indices[k]
            s += pr[u] / outdeg[u]
        new[v] = (1.0 - d) / n + d * s


@alpyna.jit
def triangles(indptr, indices, count):
    for u in range(len(indptr) - 1):
        for a in range(indptr[u], indptr[u + 1]):
            v = indices[a]
            for b in range(indptr[v], indptr[v + 1]):
                if indices[b] == u:
                    count[u] += 1


@alpyna.jit
def quadratic(y):
    for i in range(y.shape[0]):
        for j in range(i * i):
            y[i] += 0.5


@alpyna.jit
def backwards(ptr, out):
    for i in range(len(ptr) - 1):
        for k in range(ptr[i + 1] - 1, ptr[i] - 1, -1):
            out[k] = out[k] * 2.0 + i


@alpyna.jit
def segment_max(ptr, vals, out):
    for s in range(out.shape[0]):
        best = -1.0e300
        for k in range(ptr[s], ptr[s + 1]):
            if vals[k] > best:
                best = vals[k]
        out[s] = best


def csr(n, seed):
    rng = np.random.default_rng(seed)
    counts = rng.integers(0, 12, size=n)
    indptr = np.zeros(n + 1, dtype=np.int64)
    indptr[1:] = np.cumsum(counts)
    nnz = int(indptr[-1])
    return indptr, rng.integers(0, n, size=nnz), rng.random(nnz)


n = 3000
indptr, indices, data = csr(n, 7)
x = np.linspace(0.0, 1.0, n)
y = np.zeros(n)
spmv(indptr, indices, data, x, y)
print("spmv", np.round(y[:5], 10), round(float(y.sum()), 8))
y2 = np.zeros(n)
spmv_named(indptr, indices, data, x, y2)
print("named", np.array_equal(y, y2))
out = np.zeros(len(data))
row_scale(indptr, data, x, out)
print("row_scale", round(float(out.sum()), 8), np.round(out[:4], 10))

outdeg = np.maximum(np.bincount(indices, minlength=n), 1).astype(np.float64)
pr = np.full(n, 1.0 / n)
new = np.zeros(n)
for it in range(5):
    pagerank_step(indptr, indices, outdeg, pr, new, 0.85)
    pr, new = new, pr
print("pagerank", np.round(pr[:4], 12), round(float(pr.sum()), 10))

rng = np.random.default_rng(5)
m = 80
adj = rng.random((m, m)) < 0.15
adj = adj | adj.T
np.fill_diagonal(adj, False)
gptr = np.zeros(m + 1, dtype=np.int64)
gptr[1:] = np.cumsum(adj.sum(axis=1))
gidx = np.nonzero(adj)[1].astype(np.int64)
count = np.zeros(m, dtype=np.int64)
triangles(gptr, gidx, count)
print("triangles", count.sum(), count[:10])

q = np.zeros(40)
quadratic(q)
print("quadratic", q[:6], q.sum())

b = np.ones(12)
backwards(np.array([0, 3, 3, 7, 12]), b)
print("backwards", b)

seg = np.zeros(n)
segment_max(indptr, data, seg)
print("segment_max", np.round(seg[:6], 10), round(float(seg[seg > -1e300].sum()), 8))

# A negative start counts from the end in Python: the interpreter runs it.
neg = np.zeros(3)
row_scale(np.array([-2, 0, 1, 3]), np.arange(4.0), np.ones(3), neg)
print("negative start", neg)

# An index past the end raises where Python raises, after the rows before.
y3 = np.zeros(3)
try:
    spmv(np.array([0, 2, 4, 9]), np.zeros(9, dtype=np.int64), np.ones(6), np.ones(3), y3)
except IndexError as e:
    print("IndexError:", e, y3)


# Blocks of a symbolic size: range(b * bs, b * bs + bs) is affine once bs
# has its value, and the blocks run in parallel.
@alpyna.jit
def blocks(a, nb, bs):
    for b in range(nb):
        lo = b * bs
        hi = lo + bs
        for k in range(lo, hi):
            a[k] = a[k] * 2.0 + b


blk = np.arange(96.0)
blocks(blk, 12, 8)
print("blocks", blk.sum(), blk[:10])


# A scatter from each row (CSR's transpose product, in-degrees): an array
# reduction over the rows, privatised when the copies cost little.
@alpyna.jit
def in_degree(indptr, indices, deg):
    for i in range(len(indptr) - 1):
        for k in range(indptr[i], indptr[i + 1]):
            deg[indices[k]] += 1


@alpyna.jit
def spmv_transpose(indptr, indices, data, x, y):
    for i in range(len(indptr) - 1):
        xi = x[i]
        for k in range(indptr[i], indptr[i + 1]):
            y[indices[k]] += data[k] * xi


ip2, ix2, d2 = csr(6000, 11)
deg = np.zeros(6000, dtype=np.int64)
in_degree(ip2, ix2, deg)
print("in_degree", deg.sum(), deg[:10], np.array_equal(deg, np.bincount(ix2, minlength=6000)))
yt = np.zeros(6000)
spmv_transpose(ip2, ix2, d2, np.linspace(0.0, 1.0, 6000), yt)
print("transpose", round(float(yt.sum()), 8), np.round(yt[:4], 10))


# The start set in an if/else before the loop, as people write it.
@alpyna.jit
def skip_diagonal(indptr, data, y, skip_first):
    for i in range(len(indptr) - 1):
        if skip_first:
            lo = indptr[i] + 1
        else:
            lo = indptr[i]
        s = 0.0
        for k in range(lo, indptr[i + 1]):
            s += data[k]
        y[i] = s


ys = np.zeros(n)
skip_diagonal(indptr, data, ys, True)
print("skip_diagonal", round(float(ys.sum()), 8))
skip_diagonal(indptr, data, ys, False)
cs = np.concatenate(([0.0], np.cumsum(data)))
print("skip_diagonal", round(float(ys.sum()), 8), np.allclose(ys, cs[indptr[1:]] - cs[indptr[:-1]]))
