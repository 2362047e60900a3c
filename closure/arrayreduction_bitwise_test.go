package closure_test

// bitwiseArrayReductionCases are array reductions with the bitwise
// operators (bloom[k] |= bit, parity[idx[e]] ^= v[e], mask[k] &= ~bits[e]):
// exact in any grouping on integers, privatised on the CPU (copies from
// the operator's identity) and atomic on the GPU. Many updates collide on
// few elements, so a wrong identity or combine changes what is printed.
// TestArrayReductionsMatchInterpreter and TestArrayReductionsGPU run them
// with the other array reductions.
func bitwiseArrayReductionCases() []arrayReductionCase {
	return []arrayReductionCase{
		{"bitwise or through a computed subscript", `@alpyna.jit
def bloom(keys, bits, nbits, n):
    for e in range(n):
        h = keys[e] * 2654435761 % 1000003
        bits[h % nbits] |= 1 << (h % 61)

n = 6000
keys = np.arange(n, dtype=np.int64) * 7919 % 10007
bits = np.zeros(64, dtype=np.int64)
bloom(keys, bits, 64, n)
print(bits.tolist())
`, "privatised", "sequential", "atomic", "atomic"},
		{"bitwise xor spelt out, int32", `@alpyna.jit
def mix(keys, v, h, n):
    for e in range(n):
        h[keys[e] % 11] = v[e] ^ h[keys[e] % 11]

n = 6000
keys = np.arange(n, dtype=np.int64) * 7919 % 10007
v = (np.arange(n, dtype=np.int64) * 2654435761 % 100003 - 50000).astype(np.int32)
h = np.arange(11, dtype=np.int32) * 1000
mix(keys, v, h, n)
print(h.tolist())
`, "privatised", "sequential", "atomic", "atomic"},
		{"bitwise and clearing bits", `@alpyna.jit
def clear(keys, bits, mask, n):
    for e in range(n):
        k = keys[e] % 997
        mask[k] &= ~bits[e]

n = 6000
keys = np.arange(n, dtype=np.int64) * 7919 % 10007
bits = np.int64(1) << (keys % 63)
mask = np.full(997, -1, dtype=np.int64)
clear(keys, bits, mask, n)
print(mask[:20].tolist(), int(mask.sum()))
`, "privatised", "sequential", "atomic", "atomic"},
	}
}
