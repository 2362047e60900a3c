# Port of Rodinia's nw (Needleman-Wunsch), OpenMP version (openmp/nw/needle.cpp of the Rodinia
# suite, read from github.com/yuhc/gpu-rodinia): global sequence alignment by a blocked
# wavefront. nw_optimized sweeps the anti-diagonals of 16x16 blocks, first the top-left triangle
# then the bottom-right one; the blocks of one anti-diagonal are independent (the OpenMP-parallel
# b_index_x loop). Each block copies its reference scores and its row/column of inputs into
# block-local arrays, fills the block by the three-way `maximum` recurrence, and copies back.
# The matrices stay flat (max_cols*i + j) as in C; the block-local C arrays are np.empty per block;
# srand(7)/rand() % 10 + 1 becomes np.random.seed(7)/randint(1, 11).
import sys

import numpy as np

import alpyna

BLOCK_SIZE = 16
LIMIT = -999

blosum62 = np.array([
    [4, -1, -2, -2, 0, -1, -1, 0, -2, -1, -1, -1, -1, -2, -1, 1, 0, -3, -2, 0, -2, -1, 0, -4],
    [-1, 5, 0, -2, -3, 1, 0, -2, 0, -3, -2, 2, -1, -3, -2, -1, -1, -3, -2, -3, -1, 0, -1, -4],
    [-2, 0, 6, 1, -3, 0, 0, 0, 1, -3, -3, 0, -2, -3, -2, 1, 0, -4, -2, -3, 3, 0, -1, -4],
    [-2, -2, 1, 6, -3, 0, 2, -1, -1, -3, -4, -1, -3, -3, -1, 0, -1, -4, -3, -3, 4, 1, -1, -4],
    [0, -3, -3, -3, 9, -3, -4, -3, -3, -1, -1, -3, -1, -2, -3, -1, -1, -2, -2, -1, -3, -3, -2, -4],
    [-1, 1, 0, 0, -3, 5, 2, -2, 0, -3, -2, 1, 0, -3, -1, 0, -1, -2, -1, -2, 0, 3, -1, -4],
    [-1, 0, 0, 2, -4, 2, 5, -2, 0, -3, -3, 1, -2, -3, -1, 0, -1, -3, -2, -2, 1, 4, -1, -4],
    [0, -2, 0, -1, -3, -2, -2, 6, -2, -4, -4, -2, -3, -3, -2, 0, -2, -2, -3, -3, -1, -2, -1, -4],
    [-2, 0, 1, -1, -3, 0, 0, -2, 8, -3, -3, -1, -2, -1, -2, -1, -2, -2, 2, -3, 0, 0, -1, -4],
    [-1, -3, -3, -3, -1, -3, -3, -4, -3, 4, 2, -3, 1, 0, -3, -2, -1, -3, -1, 3, -3, -3, -1, -4],
    [-1, -2, -3, -4, -1, -2, -3, -4, -3, 2, 4, -2, 2, 0, -3, -2, -1, -2, -1, 1, -4, -3, -1, -4],
    [-1, 2, 0, -1, -3, 1, 1, -2, -1, -3, -2, 5, -1, -3, -1, 0, -1, -3, -2, -2, 0, 1, -1, -4],
    [-1, -1, -2, -3, -1, 0, -2, -3, -2, 1, 2, -1, 5, 0, -2, -1, -1, -1, -1, 1, -3, -1, -1, -4],
    [-2, -3, -3, -3, -2, -3, -3, -3, -1, 0, 0, -3, 0, 6, -4, -2, -2, 1, 3, -1, -3, -3, -1, -4],
    [-1, -2, -2, -1, -3, -1, -1, -2, -2, -3, -3, -1, -2, -4, 7, -1, -1, -4, -3, -2, -2, -1, -2, -4],
    [1, -1, 1, 0, -1, 0, 0, 0, -1, -2, -2, 0, -1, -2, -1, 4, 1, -3, -2, -2, 0, 0, 0, -4],
    [0, -1, 0, -1, -1, -1, -1, -2, -2, -1, -1, -1, -1, -2, -1, 1, 5, -2, -2, 0, -1, -1, 0, -4],
    [-3, -3, -4, -4, -2, -2, -3, -2, -2, -3, -2, -3, -1, 1, -4, -3, -2, 11, 2, -3, -4, -3, -2, -4],
    [-2, -2, -2, -3, -2, -1, -2, -3, 2, -1, -1, -2, -1, 3, -3, -2, -2, 2, 7, -1, -3, -2, -1, -4],
    [0, -3, -3, -3, -1, -2, -2, -3, -3, 3, 1, -2, 1, -1, -2, -2, 0, -3, -1, 4, -3, -2, -1, -4],
    [-2, -1, 3, 4, -3, 0, 1, -1, 0, -3, -4, 0, -3, -3, -2, 0, -1, -4, -3, -3, 4, 1, -1, -4],
    [-1, 0, 0, 1, -3, 3, 4, -2, 0, -3, -3, 1, -1, -3, -1, 0, -1, -3, -2, -2, 1, 4, -1, -4],
    [0, -1, -1, -1, -2, -1, -1, -1, -1, -1, -1, -1, -1, -1, -2, 0, 0, -2, -1, -1, -1, -1, -1, -4],
    [-4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, 1],
], dtype=np.int32)


def maximum(a, b, c):
    if a <= b:
        k = b
    else:
        k = a
    if k <= c:
        return c
    else:
        return k


@alpyna.jit
def nw_optimized(input_itemsets, output_itemsets, referrence, max_rows, max_cols, penalty):
    for blk in range(1, (max_cols - 1) // BLOCK_SIZE + 1):
        for b_index_x in range(blk):
            b_index_y = blk - 1 - b_index_x
            input_itemsets_l = np.empty((BLOCK_SIZE + 1) * (BLOCK_SIZE + 1), dtype=np.int32)
            reference_l = np.empty(BLOCK_SIZE * BLOCK_SIZE, dtype=np.int32)

            # Copy referrence to local memory
            for i in range(BLOCK_SIZE):
                for j in range(BLOCK_SIZE):
                    reference_l[i * BLOCK_SIZE + j] = referrence[max_cols * (b_index_y * BLOCK_SIZE + i + 1) + b_index_x * BLOCK_SIZE + j + 1]

            # Copy input_itemsets to local memory
            for i in range(BLOCK_SIZE + 1):
                for j in range(BLOCK_SIZE + 1):
                    input_itemsets_l[i * (BLOCK_SIZE + 1) + j] = input_itemsets[max_cols * (b_index_y * BLOCK_SIZE + i) + b_index_x * BLOCK_SIZE + j]

            # Compute
            for i in range(1, BLOCK_SIZE + 1):
                for j in range(1, BLOCK_SIZE + 1):
                    input_itemsets_l[i * (BLOCK_SIZE + 1) + j] = maximum(
                        input_itemsets_l[(i - 1) * (BLOCK_SIZE + 1) + j - 1] + reference_l[(i - 1) * BLOCK_SIZE + j - 1],
                        input_itemsets_l[i * (BLOCK_SIZE + 1) + j - 1] - penalty,
                        input_itemsets_l[(i - 1) * (BLOCK_SIZE + 1) + j] - penalty)

            # Copy results to global memory
            for i in range(BLOCK_SIZE):
                for j in range(BLOCK_SIZE):
                    input_itemsets[max_cols * (b_index_y * BLOCK_SIZE + i + 1) + b_index_x * BLOCK_SIZE + j + 1] = input_itemsets_l[(i + 1) * (BLOCK_SIZE + 1) + j + 1]

    print("Processing bottom-right matrix")

    for blk in range(2, (max_cols - 1) // BLOCK_SIZE + 1):
        for b_index_x in range(blk - 1, (max_cols - 1) // BLOCK_SIZE):
            b_index_y = (max_cols - 1) // BLOCK_SIZE + blk - 2 - b_index_x

            input_itemsets_l = np.empty((BLOCK_SIZE + 1) * (BLOCK_SIZE + 1), dtype=np.int32)
            reference_l = np.empty(BLOCK_SIZE * BLOCK_SIZE, dtype=np.int32)

            # Copy referrence to local memory
            for i in range(BLOCK_SIZE):
                for j in range(BLOCK_SIZE):
                    reference_l[i * BLOCK_SIZE + j] = referrence[max_cols * (b_index_y * BLOCK_SIZE + i + 1) + b_index_x * BLOCK_SIZE + j + 1]

            # Copy input_itemsets to local memory
            for i in range(BLOCK_SIZE + 1):
                for j in range(BLOCK_SIZE + 1):
                    input_itemsets_l[i * (BLOCK_SIZE + 1) + j] = input_itemsets[max_cols * (b_index_y * BLOCK_SIZE + i) + b_index_x * BLOCK_SIZE + j]

            # Compute
            for i in range(1, BLOCK_SIZE + 1):
                for j in range(1, BLOCK_SIZE + 1):
                    input_itemsets_l[i * (BLOCK_SIZE + 1) + j] = maximum(
                        input_itemsets_l[(i - 1) * (BLOCK_SIZE + 1) + j - 1] + reference_l[(i - 1) * BLOCK_SIZE + j - 1],
                        input_itemsets_l[i * (BLOCK_SIZE + 1) + j - 1] - penalty,
                        input_itemsets_l[(i - 1) * (BLOCK_SIZE + 1) + j] - penalty)

            # Copy results to global memory
            for i in range(BLOCK_SIZE):
                for j in range(BLOCK_SIZE):
                    input_itemsets[max_cols * (b_index_y * BLOCK_SIZE + i + 1) + b_index_x * BLOCK_SIZE + j + 1] = input_itemsets_l[(i + 1) * (BLOCK_SIZE + 1) + j + 1]


def traceback(input_itemsets, referrence, max_rows, max_cols, penalty):
    out = []
    i = max_rows - 2
    j = max_rows - 2
    while True:
        if i == max_rows - 2 and j == max_rows - 2:
            out.append(int(input_itemsets[i * max_cols + j]))
        if i == 0 and j == 0:
            break
        if i > 0 and j > 0:
            nw = input_itemsets[(i - 1) * max_cols + j - 1]
            w = input_itemsets[i * max_cols + j - 1]
            n = input_itemsets[(i - 1) * max_cols + j]
        elif i == 0:
            nw = n = LIMIT
            w = input_itemsets[i * max_cols + j - 1]
        elif j == 0:
            nw = w = LIMIT
            n = input_itemsets[(i - 1) * max_cols + j]
        new_nw = nw + referrence[i * max_cols + j]
        new_w = w - penalty
        new_n = n - penalty
        tb = maximum(new_nw, new_w, new_n)
        if tb == new_nw:
            tb = nw
        if tb == new_w:
            tb = w
        if tb == new_n:
            tb = n
        out.append(int(tb))
        if tb == nw:
            i -= 1
            j -= 1
        elif tb == w:
            j -= 1
        elif tb == n:
            i -= 1
    return out


def main():
    dim = int(sys.argv[1]) if len(sys.argv) > 1 else 128
    penalty = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    max_rows = dim + 1
    max_cols = dim + 1
    referrence = np.zeros(max_rows * max_cols, dtype=np.int32)
    input_itemsets = np.zeros(max_rows * max_cols, dtype=np.int32)
    output_itemsets = np.zeros(max_rows * max_cols, dtype=np.int32)
    np.random.seed(7)
    print("Start Needleman-Wunsch")
    seq = np.random.randint(1, 11, size=max_rows + max_cols)
    for i in range(1, max_rows):
        input_itemsets[i * max_cols] = seq[i]
    for j in range(1, max_cols):
        input_itemsets[j] = seq[max_rows + j]
    for i in range(1, max_cols):
        for j in range(1, max_rows):
            referrence[i * max_cols + j] = blosum62[input_itemsets[i * max_cols], input_itemsets[j]]
    for i in range(1, max_rows):
        input_itemsets[i * max_cols] = -i * penalty
    for j in range(1, max_cols):
        input_itemsets[j] = -j * penalty
    print("Processing top-left matrix")
    nw_optimized(input_itemsets, output_itemsets, referrence, max_rows, max_cols, penalty)
    print(input_itemsets.dtype, int(input_itemsets.sum()), int(input_itemsets.min()), int(input_itemsets.max()))
    print(int(input_itemsets[max_rows * max_cols - 1]), int(input_itemsets[(max_rows // 2) * max_cols + max_cols // 3]))
    tb = traceback(input_itemsets, referrence, max_rows, max_cols, penalty)
    print(len(tb), sum(tb), tb[:10], tb[-5:])


main()
