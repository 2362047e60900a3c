# Bitwise array reductions: elements of integer arrays updated with |=, ^= and &= (and the
# spelled-out x[k] = x[k] ^ v, x[k] = v | x[k]) through computed subscripts and index arrays. Every
# grouping of such updates gives the bits of program order, so the loops run in parallel: private
# copies starting from the operator's identity (0 for | and ^, all ones for &) combined in thread
# order on the CPU, atomic and/or/xor on the GPU. The targets collide often (few elements, several
# thousand iterations), so that a wrong identity or combine shows in the printed values.
import numpy as np

import alpyna


@alpyna.jit
def bloom_filter(keys, bloom, nbits, n):
    for e in range(n):
        h = keys[e] * 2654435761 % 1000003
        bloom[h % nbits] |= 1 << (h % 61)


@alpyna.jit
def parities(idx, v, parity, par2, n):
    for e in range(n):
        parity[idx[e]] ^= v[e]
        par2[idx[e] // 3] = par2[idx[e] // 3] ^ (v[e] * 7)


@alpyna.jit
def clear_bits(keys, bits, mask, n):
    for e in range(n):
        k = keys[e] % 997
        mask[k] &= ~bits[e]


@alpyna.jit
def or_reversed(keys, v, out, n):
    for e in range(n):
        k = (keys[e] * 5 + 1) % 257
        out[k] = v[e] | out[k]


@alpyna.jit
def xor_int32(keys, v, h32, n):
    for e in range(n):
        h32[keys[e] % 11] ^= v[e]


@alpyna.jit
def xor_then_read(keys, v, acc, seen, n):
    # The target is also read: not a reduction, the loop runs in order.
    for e in range(n):
        acc[keys[e] % 7] ^= v[e]
        seen[e] = acc[e % 7]


def xor_all(a):
    h = 0
    for x in a.tolist():
        h ^= x
    return h


n = 6000
keys = np.arange(n, dtype=np.int64) * 7919 % 10007
v = np.arange(n, dtype=np.int64) * 2654435761 % (1 << 40) - (1 << 39)

bloom = np.zeros(64, dtype=np.int64)
bloom_filter(keys, bloom, 64, n)
print(bloom[:6].tolist(), xor_all(bloom), int(np.count_nonzero(bloom)))

idx = keys % 50
parity = np.zeros(50, dtype=np.int64)
par2 = np.full(17, 12345, dtype=np.int64)
parities(idx, v, parity, par2, n)
print(parity[:5].tolist(), xor_all(parity))
print(par2.tolist())

bits = np.int64(1) << (keys % 63)
mask = np.full(997, -1, dtype=np.int64)
clear_bits(keys, bits, mask, n)
print(mask[:6].tolist(), xor_all(mask), int(np.count_nonzero(mask == -1)))
mask2 = np.full(997, -1, dtype=np.int64)
clear_bits(keys, bits, mask2, 40)
print(mask2[:6].tolist(), xor_all(mask2))

out = np.zeros(257, dtype=np.int64)
or_reversed(keys, np.int64(1) << (v % 50), out, n)
print(out[:5].tolist(), xor_all(out))

h32 = np.arange(11, dtype=np.int32) * 1000
xor_int32(keys, (v % 100000).astype(np.int32), h32, n)
print(h32.tolist(), h32.dtype)

acc = np.zeros(7, dtype=np.int64)
seen = np.zeros(n, dtype=np.int64)
xor_then_read(keys, v, acc, seen, n)
print(acc.tolist(), xor_all(seen))
