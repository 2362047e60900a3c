# Bitwise integer operators in loop nests: & | ^ << >> ~ and their
# augmented assignments, as hashing, FFT bit reversal, popcount, a
# xorshift generator and masks use them, on Python ints (loop variables,
# constants), NumPy int64 and int32 elements and bools. Python ints shift
# as Python does (>> floors, counts past 63 give 0 or -1, a negative count
# raises ValueError, a << past 64 bits needs the interpreter); NumPy
# scalars as NumPy 1.24 does (counts outside [0, width) give 0 or -1, <<
# wraps). Every nest runs as kernels but `wide`, whose << leaves 64 bits.
# CPython's output is the golden.
import numpy as np

import alpyna


@alpyna.jit
def hashes(a, out):
    for i in range(len(a)):
        x = a[i]
        h = (x * 2654435761) & 0xFFFFFFFF
        h ^= h >> 16
        out[i] = (h % 97) - (x // 3) + (-x % 5)


@alpyna.jit
def bit_reverse(n_bits, out):
    for i in range(out.shape[0]):
        r = 0
        v = i
        for b in range(n_bits):
            r = (r << 1) | (v & 1)
            v >>= 1
        out[i] = r


@alpyna.jit
def popcount(a, out):
    for i in range(a.shape[0]):
        c = 0
        for b in range(64):
            c += (a[i] >> b) & 1
        out[i] = c


@alpyna.jit
def xorshift(seeds, rounds, out):
    for i in range(seeds.shape[0]):
        x = i * 7919 + 1
        for r in range(rounds):
            x ^= (x << 13) & 0xFFFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0xFFFFFFFF
        out[i] = x ^ seeds[i]


@alpyna.jit
def masks(a, b, out):
    for i in range(a.shape[0]):
        out[i, 0] = a[i] & 0xF0 | b[i] & 0x0F
        out[i, 1] = a[i] ^ ~b[i]
        out[i, 2] = ~a[i] | (b[i] << 2)
        out[i, 3] = (-a[i]) >> 3
        out[i, 4] = -a[i] & 7
        out[i, 5] = (a[i] - 100) >> 2 << 1


@alpyna.jit
def augmented(a, out):
    for i in range(a.shape[0]):
        out[i] = a[i]
        out[i] ^= 0x5A5A
        out[i] <<= 3
        out[i] >>= 1
        out[i] &= 0xFFFF
        out[i] |= 1


@alpyna.jit
def python_shifts(out):
    # Python ints: >> floors and saturates at 63; << stays in 64 bits here.
    for s in range(out.shape[0]):
        out[s, 0] = 12345 >> s
        out[s, 1] = -12345 >> s
        out[s, 2] = (s * 3 + 1) << (s % 40)
        out[s, 3] = ~s ^ (s << 4)


@alpyna.jit
def numpy_shifts(a, counts, out):
    # np.int64 values: counts of 64 or more give 0 (<<) or 0 and -1 (>>).
    for i in range(a.shape[0]):
        for j in range(counts.shape[0]):
            out[i, j, 0] = a[i] >> counts[j]
            out[i, j, 1] = a[i] << counts[j]


@alpyna.jit
def int32_ops(a, b, out32, out64):
    # int32 with int32 stays int32 (NumPy's shifts past 31 give 0 or -1);
    # with a Python int it is int64.
    for i in range(a.shape[0]):
        out32[i, 0] = a[i] >> b[i]
        out32[i, 1] = a[i] << b[i]
        out32[i, 2] = ~a[i]
        out32[i, 3] = a[i] ^ b[i]
        out64[i, 0] = a[i] & 0xFF
        out64[i, 1] = a[i] << 20
        out64[i, 2] = a[i] >> 70
        out64[i, 3] = (a[i] | b[i]) << 33


@alpyna.jit
def flags(p, q, out, counts):
    for i in range(p.shape[0]):
        out[i, 0] = p[i] & q[i]
        out[i, 1] = p[i] | q[i]
        out[i, 2] = p[i] ^ q[i]
        out[i, 3] = ~p[i]
        counts[i] = ((i > 3) ^ (i % 2 == 0)) + ((i < 5) & True) + (p[i] & 1)


@alpyna.jit
def checksum(a):
    acc = 0
    for i in range(a.shape[0]):
        acc = ((acc << 5) ^ (acc >> 3) ^ a[i]) & 0xFFFFFF
    return acc


@alpyna.jit
def wide(out):
    for s in range(out.shape[0]):
        out[s] = (1 << s) >> (s // 2)


@alpyna.jit
def negative_count(out):
    for i in range(out.shape[0]):
        out[i] = 1 << (3 - i)


a = np.arange(-40, 40, dtype=np.int64) * 12345
out = np.zeros(80, dtype=np.int64)
hashes(a, out)
print("hashes", out.sum(), out[:8], out[-8:])

rev = np.zeros(16, dtype=np.int64)
bit_reverse(4, rev)
print("bit_reverse", rev)

pa = np.array([0, 1, 2, 3, 255, 1023, -1, -2, -256, 2**62, -2**63, 2**63 - 1], dtype=np.int64)
pc = np.zeros(12, dtype=np.int64)
popcount(pa, pc)
print("popcount", pc)

seeds = np.arange(10, dtype=np.int64) * 1000003
xs = np.zeros(10, dtype=np.int64)
xorshift(seeds, 5, xs)
print("xorshift", xs)

ma = np.array([0, 1, -1, 77, -77, 0x1234, -0x1234, 2**40 + 3], dtype=np.int64)
mb = np.array([5, -5, 0, 3, 0xFF, -0x0F, 9, 2**33], dtype=np.int64)
mo = np.zeros((8, 6), dtype=np.int64)
masks(ma, mb, mo)
print("masks")
print(mo)

ao = np.zeros(8, dtype=np.int64)
augmented(ma, ao)
print("augmented", ao)

ps = np.zeros((71, 4), dtype=np.int64)
python_shifts(ps)
print("python_shifts")
print(ps[:8])
print(ps[60:])

na = np.array([1, -1, 12345, -12345, 2**62 + 7, -2**63], dtype=np.int64)
counts = np.arange(0, 71, 5, dtype=np.int64)
ns = np.zeros((6, counts.shape[0], 2), dtype=np.int64)
numpy_shifts(na, counts, ns)
print("numpy_shifts")
print(ns[:, :, 0])
print(ns[:, :, 1])

a32 = np.array([1, -1, 7, -7, 2**31 - 1, -2**31, 12345, -12345], dtype=np.int32)
b32 = np.array([0, 1, 31, 32, 33, 40, 5, 3], dtype=np.int32)
o32 = np.zeros((8, 4), dtype=np.int32)
o64 = np.zeros((8, 4), dtype=np.int64)
int32_ops(a32, b32, o32, o64)
print("int32_ops")
print(o32)
print(o64)

fp = np.array([True, True, False, False, True, False, True, False])
fq = np.array([True, False, True, False, False, True, True, False])
fo = np.zeros((8, 4), dtype=np.bool_)
fc = np.zeros(8, dtype=np.int64)
flags(fp, fq, fo, fc)
print("flags")
print(fo)
print(fc)

print("checksum", checksum(np.arange(1000, dtype=np.int64) * 7919))

wo = np.zeros(70, dtype=np.int64)
try:
    wide(wo)
except OverflowError as e:
    print("wide OverflowError", e)
print("wide", wo[:4], wo[60:63])

no = np.zeros(6, dtype=np.int64)
try:
    negative_count(no)
except ValueError as e:
    print("negative_count ValueError:", e)
print("negative_count", no)
