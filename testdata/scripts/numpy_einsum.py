# np.einsum with a subscripts string: explicit and implicit outputs,
# diagonals, sums, outer products, '...' broadcasting, three operands,
# optimize= (which changes nothing printed), dtypes and NumPy's errors.
# Integer results are exact; float results print rounded to 8 decimals.
import numpy as np


def show(label, x):
    x = np.asarray(x)
    print(label, x.dtype, x.shape)
    print(np.round(x, 8) if x.dtype == np.float64 or x.dtype == np.float32 else x)


a = np.arange(6).reshape(2, 3)
b = np.arange(12).reshape(3, 4)
c = np.arange(8).reshape(4, 2)
sq = np.arange(9).reshape(3, 3)
x = np.arange(24.0).reshape(2, 3, 4) / 7
y = np.arange(40.0).reshape(2, 4, 5) / 3

show("matmul", np.einsum('ij,jk->ik', a, b))
show("matmul implicit", np.einsum('ij,jk', a, b))
show("matmul optimize", np.einsum('ij,jk->ik', a, b, optimize=True))
show("matmul greedy", np.einsum('ij,jk', a, b, optimize='greedy'))
show("transposed product", np.einsum('ij,kj->ik', a, a))
show("implicit order", np.einsum('ba', a))
show("diagonal", np.einsum('ii->i', sq))
show("trace", np.einsum('ii', sq))
show("sum all", np.einsum('ij->', a))
show("column sums", np.einsum('ij->j', a))
show("transpose", np.einsum('ij->ji', a))
show("dot", np.einsum('i,i', [1, 2, 3], [4, 5, 6]))
show("outer", np.einsum('i,j->ij', [1, 2], [3, 4, 5]))
show("outer implicit", np.einsum('i,j', [1.5, 2], [3, 4, 5]))
show("batched", np.einsum('...ij,...jk', x, y))
show("batched explicit", np.einsum('...ij,...jk->...ik', x, y, optimize=False))
show("batched letters", np.einsum('bij,bjk->bik', x, y))
show("ellipsis sum", np.einsum('i...->...', x))
show("ellipsis broadcast", np.einsum('...j,j->...', x, np.arange(4.0)))
show("three", np.einsum('ij,jk,kl->il', a, b, c))
show("three implicit", np.einsum('ij,jk,kl', a, b, c, optimize=True))
show("bilinear", np.einsum('i,ij,j', [1.0, 2.0], np.arange(6.0).reshape(2, 3) / 5, [3.0, 1.0, 2.0]))
show("uppercase", np.einsum('Ba,ab', np.ones((2, 3)), np.arange(6.0).reshape(3, 2)))
show("float32", np.einsum('ij->i', np.arange(6, dtype=np.float32).reshape(2, 3) / 3))
show("int32 int8", np.einsum('i,i', np.ones(3, np.int32), np.arange(3, dtype=np.int8)))
show("bool", np.einsum('ij,ij->', np.ones((2, 2), bool), np.eye(2, dtype=bool)))
show("dtype", np.einsum('i,i', [1, 2], [3, 4], dtype=np.float64))
show("scalar operand", np.einsum(',i', 3, [1, 2]))
show("complex", np.einsum('i,i', np.array([1 + 2j, 3j]), np.array([2.0, 1 - 1j])))
rs = np.random.RandomState(2)
p = rs.standard_normal((5, 7))
q = rs.standard_normal((7, 3))
show("random matmul", np.einsum('ij,jk', p, q))
show("random rows", np.einsum('ij,ij->i', p, p))
show("random trace", np.einsum('ij,ji', p, p.T))
print(type(np.einsum('i,i', [1.0, 2.0], [3.0, 4.0])).__name__, type(np.einsum('ii->i', sq)).__name__)

for spec, ops in [('...i->i', (a,)), ('ij->k', (a,)), ('ij,jk', (a,)), ('ij', (a, a)), ('ijk', (a,)),
                  ('i', (a,)), ('ii', (a,)), ('ij->ii', (a,)), ('i1', (a,))]:
    try:
        np.einsum(spec, *ops)
    except ValueError as e:
        print(spec, e)
try:
    np.einsum('i,i', [1.5, 2.0], [1.0, 2.0], dtype=np.int64)
except TypeError as e:
    print("dtype", e)
