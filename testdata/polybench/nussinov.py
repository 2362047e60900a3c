# PolyBench/C 4.2 medley/nussinov: RNA secondary structure by dynamic programming.
# The C macros match() and max_score() are small Python functions here.
import sys
import numpy as np
import alpyna

SIZES = {"MINI": 60, "SMALL": 180, "MEDIUM": 500}


def match(b1, b2):
    return 1 if b1 + b2 == 3 else 0


def max_score(s1, s2):
    return s1 if s1 >= s2 else s2


def init_array(n, seq, table):
    for i in range(n):
        seq[i] = (i + 1) % 4
    for i in range(n):
        for j in range(n):
            table[i, j] = 0


@alpyna.jit
def kernel_nussinov(n, seq, table):
    for i in range(n - 1, -1, -1):
        for j in range(i + 1, n):
            if j - 1 >= 0:
                table[i, j] = max_score(table[i, j], table[i, j - 1])
            if i + 1 < n:
                table[i, j] = max_score(table[i, j], table[i + 1, j])
            if j - 1 >= 0 and i + 1 < n:
                # don't allow adjacent elements to bond
                if i < j - 1:
                    table[i, j] = max_score(table[i, j], table[i + 1, j - 1] + match(seq[i], seq[j]))
                else:
                    table[i, j] = max_score(table[i, j], table[i + 1, j - 1])
            for k in range(i + 1, j):
                table[i, j] = max_score(table[i, j], table[i, k] + table[k + 1, j])


def checksum(X, n):
    s = 0
    for i in range(n):
        for j in range(i, n):
            s += int(X[i, j])
    return s


size = sys.argv[1] if len(sys.argv) > 1 else "MINI"
n = SIZES[size]
seq = np.zeros(n, dtype=np.int32)
table = np.zeros((n, n), dtype=np.int32)
init_array(n, seq, table)
kernel_nussinov(n, seq, table)
print("nussinov table", checksum(table, n), table[0, n - 1], table[n // 2, n - 1], table.dtype)
