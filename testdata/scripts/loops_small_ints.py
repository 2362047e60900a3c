# Loop nests over arrays of the 8- and 16-bit and unsigned integer dtypes:
# an element read is a NumPy scalar of the array's dtype, with NumPy 1.24's
# scalar promotion (uint8 + uint8 wraps in uint8, uint8 + int8 is an
# int16, uint8 + a Python int an int64, uint64 + int64 a float64), and a
# store casts (wraps) into the array's dtype. Every nest runs as kernels
# but `udiv64`, whose // of numpy.uint64 values needs unsigned arithmetic.
# Overflow and division warnings are off: NumPy warns when scalar
# arithmetic wraps or divides by zero (which gives 0).
# CPython's output is the golden.
import numpy as np

import alpyna

np.seterr(over="ignore", divide="ignore")


@alpyna.jit
def box_blur(img, out):
    for i in range(1, img.shape[0] - 1):
        for j in range(1, img.shape[1] - 1):
            s = 0
            for di in range(-1, 2):
                for dj in range(-1, 2):
                    s += img[i + di, j + dj]
            out[i, j] = s // 9


@alpyna.jit
def halves(img, out):
    for i in range(img.shape[0]):
        for j in range(img.shape[1] - 1):
            out[i, j] = img[i, j] // 2 + img[i, j + 1] // 2


@alpyna.jit
def wrap_add(a, b, out, wide):
    for i in range(a.shape[0]):
        out[i] = a[i] + b[i] - a[i] * b[i]
        wide[i] = a[i] * b[i] + (a[i] ^ b[i]) - (~a[i] & 0xF0)


@alpyna.jit
def crc16(data, out):
    for r in range(data.shape[0]):
        crc = 0xFFFF
        for k in range(data.shape[1]):
            crc ^= data[r, k] << 8
            for b in range(8):
                if crc & 0x8000:
                    crc = ((crc << 1) ^ 0x1021) & 0xFFFF
                else:
                    crc = (crc << 1) & 0xFFFF
        out[r] = crc


@alpyna.jit
def histogram(img, counts):
    for i in range(img.shape[0]):
        for j in range(img.shape[1]):
            counts[img[i, j]] += 1


@alpyna.jit
def signed_bytes(a, b, c, out, mixed, scaled):
    for i in range(a.shape[0]):
        out[i] = a[i] + a[i] - (-a[i]) + abs(a[i]) + a[i] // b[i] + a[i] % b[i] + (a[i] >> 1)
        mixed[i] = a[i] + c[i] if a[i] < c[i] else c[i] - a[i] * 2
        scaled[i] = a[i] * 0.5 + c[i] / 3 + (a[i] < 0)


@alpyna.jit
def narrowing(src, u16, i16, u32):
    for i in range(src.shape[0]):
        u16[i] = src[i] * 1000 + 7
        i16[i] = src[i] * -300
        u32[i] = u16[i] * u16[i] + i16[i]


@alpyna.jit
def fnv_hash(x, prime, h):
    for i in range(x.shape[0]):
        for k in range(x.shape[1]):
            h[i] = (h[i] ^ x[i, k]) * prime[0]
        h[i] = h[i] ^ (h[i] << prime[1])


@alpyna.jit
def udiv64(x, d, q):
    for i in range(x.shape[0]):
        q[i] = x[i] // d[i]


def main():
    rng = np.random.default_rng(7)
    img = rng.integers(0, 256, size=(9, 12), dtype=np.uint8)
    out = np.zeros_like(img)
    box_blur(img, out)
    print("blur", out.dtype, out[1:4, 1:8].tolist(), int(out.sum()))

    halved = np.zeros_like(img)
    halves(img, halved)
    print("halves", halved[2].tolist())

    a = rng.integers(0, 256, size=20, dtype=np.uint8)
    b = rng.integers(0, 256, size=20, dtype=np.uint8)
    wrapped = np.zeros(20, np.uint8)
    wide = np.zeros(20, np.int64)
    wrap_add(a, b, wrapped, wide)
    print("wrap", wrapped.tolist())
    print("wide", wide.tolist())

    data = np.array([ord(ch) for ch in "123456789abcdefghijklmnopqrstuvwxyz0123456"], np.uint8).reshape(3, 14)
    crcs = np.zeros(3, np.uint16)
    crc16(data, crcs)
    print("crc16", [hex(int(v)) for v in crcs])

    counts = np.zeros(256, np.uint16)
    big = rng.integers(0, 256, size=(40, 50), dtype=np.uint8)
    histogram(big, counts)
    histogram(big, counts)
    print("histogram", int(counts.sum()), counts[:12].tolist(), int(counts.argmax()))

    sa = np.array([-128, -100, -7, -1, 0, 1, 5, 63, 100, 127], np.int8)
    sb = np.array([3, -3, 2, -128, 0, -1, -2, 5, 127, -7], np.int8)
    sc = np.array([0, 255, 128, 1, 200, 3, 9, 64, 17, 250], np.uint8)
    out8 = np.zeros(10, np.int8)
    mixed = np.zeros(10, np.int16)
    scaled = np.zeros(10, np.float32)
    signed_bytes(sa, sb, sc, out8, mixed, scaled)
    print("int8", out8.tolist())
    print("mixed", mixed.tolist())
    print("scaled", scaled.tolist())

    u16 = np.zeros(10, np.uint16)
    i16 = np.zeros(10, np.int16)
    u32 = np.zeros(10, np.uint32)
    narrowing(sa, u16, i16, u32)
    print("narrowing", u16.tolist(), i16.tolist(), u32.tolist())

    x = rng.integers(0, 2**62, size=(6, 5)).astype(np.uint64) * np.uint64(4) + np.uint64(1)
    h = np.full(6, 14695981039346656037, np.uint64)
    fnv_hash(x, np.array([1099511628211, 7], np.uint64), h)
    print("fnv", [int(v) for v in h])

    q = np.zeros(6, np.uint64)
    udiv64(x[:, 0].copy(), np.array([3, 2**63 + 5, 1, 7, 2**40, 9], np.uint64), q)
    print("udiv64", [int(v) for v in q])


main()
