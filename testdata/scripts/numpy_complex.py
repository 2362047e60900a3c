# complex64 and complex128 arrays: dtypes and their spellings, creation,
# NumPy's promotion, arithmetic, ufuncs, reductions, .real and .imag views,
# element access and printing, as NumPy 1.24 prints them.
import numpy as np

print(np.complex_, np.cdouble, np.csingle, np.dtype(complex), np.dtype('complex128'), np.dtype('c8'))
a = np.array([1 + 2j, 3, -0.5j])
print(a, a.dtype)
print(repr(a))
print(repr(np.zeros(3, dtype=complex)), np.zeros(2, 'c16').dtype, np.ones(2, np.complex64))
print(repr(np.ones(2, np.complex64)), repr(np.full(2, 1.5j)), np.empty(2, dtype=np.cdouble).dtype)
print(np.arange(3).astype(complex), np.array([True, False]).astype(complex), np.array([1 + 1j, 2]).astype(np.complex64))
print(np.full((2, 2), 1 - 1j), np.ones_like(a[:2]), np.zeros_like(a[:2].astype(np.complex64)))

# Promotion: complex scalars take part by value against float arrays.
x = np.arange(4.0)
print(repr(1j * x), repr(x + 0j), (x.astype(np.float32) * 1j).dtype)
i32 = np.arange(3, dtype=np.int32)
i8 = np.arange(3, dtype=np.int8)
c64 = np.ones(3, np.complex64)
print((i32 + 1j).dtype, (i8 + 1j).dtype, (c64 + x[:3]).dtype, (c64 + x[:3].astype(np.float32)).dtype)
print((c64 + i32).dtype, (c64 + i8).dtype, (c64 + 2.5).dtype, (c64 * np.float64(2)).dtype)
print((np.arange(3, dtype=np.uint16) + 1j).dtype, (np.ones(2, np.float32) + np.complex128(1j)).dtype)

# Arithmetic, comparisons (complex order is lexicographic), ufuncs.
b = np.array([2 - 1j, 0.5 + 0.25j, 4])
print(a + b, a - b, a * b, a / b, sep='\n')
print(a ** 2, b ** 0.5, a ** b, a ** -3, -a, abs(a), np.abs(b), sep='\n')
print(a == b, a != 3, a < b, a >= b, sep='\n')
print(np.array([1 + 1j, 1 + 2j, 2 + 0j]) < np.array([1 + 2j, 1 + 1j, 1 + 5j]))
print(np.conj(a), a.conjugate(), a.real, a.imag, np.real(a), np.imag(b), np.angle(b), sep='\n')
print(np.angle(np.array([1, -1, 1j, -1j])), np.angle(1 + 1j, deg=True), np.real(3.0), np.imag(np.arange(3)))
print(np.exp(a), np.log(b), np.sqrt(a), sep='\n')
print(np.sqrt(np.array([-4 + 0j, 4, -1j])), np.exp(np.array([1j * np.pi])))
print(np.maximum(a, 1), np.minimum(a, 1), np.where(a.real > 0, a, 0))
e = np.array([complex(np.nan, 1), complex(np.inf, -np.inf), 1 + 1j])
print(e, np.isnan(e), np.isinf(e), np.isfinite(e), e == e)

# Reductions.
print(repr(np.sum(a)), repr(np.prod(b)), repr(np.mean(a)), np.cumsum(b), np.cumprod(b), repr(a.sum()))
m = np.array([[1 + 1j, 2], [3, 4 - 1j], [0.5j, -1]])
print(m.sum(axis=0), m.sum(axis=1), m.mean(axis=0), m.prod(axis=1), sep='\n')
print(repr(a.var()), repr(a.std()), a.min(), a.max(), np.argmin(a), np.argmax(a), a.any(), m.all())
print(repr(np.sum(np.array([], complex))), repr(np.prod(np.ones(0, np.complex64))))
print(repr(np.trace(m[:2])), repr(np.linalg.norm(m)))
f = np.arange(3.0)
try:
    f += 1j
except TypeError as err:
    print('TypeError:', err)
g = f + 0j
g *= 1 - 1j
g -= np.array([1, 2, 3], dtype=np.complex64)
g /= 2
print(g, g.dtype)

# Products of matrices.
print(np.dot(a, b), a @ b, np.vdot(a, b), np.vdot(b, b))
print(m.T @ m)
print(np.array([[1 + 1j, 2], [3, 4j]], dtype=np.complex64) @ np.array([1, 1j], dtype=np.complex64))
print(np.allclose(a, a + 1e-12), np.allclose(a, a + 1e-3j), np.allclose(a, a * (1 + 1e-9)))

# Elements are NumPy complex scalars; assignment takes Python numbers.
z = a[0]
print(z, repr(z), type(z), c64[0], repr(c64[0]), type(c64[0]), type(abs(c64[0])), abs(np.complex128(3 + 4j)))
print(np.complex64(0.1 + 0.2j), np.complex128(0.1 + 0.2j), np.complex128(2j), np.complex128(1e20 + 1j), np.complex128('1+2j'))
print(np.complex128(1 + 2j) * 2, np.complex64(1 + 2j) + 1, type(np.complex64(1 + 2j) + 1), z.real, z.imag, type(z.real))
print(f"{np.complex128(1 + 2j)}", "{:.2f}".format(np.complex128(1.234 + 2.5j)), str(np.complex64(1 / 3 + 1j)))
print(bool(np.complex128(0j)), bool(np.complex64(1j)), np.array([1 + 1j, 2]).tolist(), np.array([1 + 1j]).item())
a[1] = 2j
a[2] = 5
a[0] = 1.5
print(a)

# .real and .imag of a complex array are views: assigning through them
# writes the array.
c = np.zeros((2, 2), complex)
c[0, 0] = 1 + 1j
c[1] = [2j, 3]
c[:, 1] += 1j
print(c, c.real, c.imag, sep='\n')
c.real = 5
c.imag[0] = [7, 8]
c.real[1, 1] = -1
print(c)

# Printing: alignment of the parts, scientific notation, nan and inf,
# 0-d arrays, complex64 digits.
print(np.array([1e-5 + 1e5j, 123456789 + 1j, -1j]))
print(repr(np.array([1e10 + 1j, 1])), np.array([1e20 + 1j]), np.array([1 / 3 + 2 / 3j]))
print(np.array([np.nan + 1j, np.inf, 1 - np.inf * 1j]), np.array([0.1 + 0.2j], dtype=np.complex64))
print(np.array(1 + 2j), repr(np.array(1 + 2j)), np.array(1 + 2j).shape)
print(np.array([[1 + 1j] * 5] * 3))
print(np.linspace(0, 1, 3) * (1 + 1j))
print(np.arange(40) * (1 + 0.5j))
