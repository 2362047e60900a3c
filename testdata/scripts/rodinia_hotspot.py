# Port of Rodinia's hotspot, OpenMP version (openmp/hotspot/hotspot_openmp.cpp of the Rodinia
# suite, read from github.com/yuhc/gpu-rodinia): the transient thermal solver. single_iteration
# walks the grid by 16x16 chunks (the OpenMP-parallel loop); boundary chunks take the if/elif
# chain of corners and edges, interior chunks the plain 5-point update. The grids stay flat
# float32 arrays indexed r*col+c as in C; constants are float32 as the C FLOAT typedef makes them.
# The temperature and power files are replaced by an arithmetic initialisation.
import sys

import numpy as np

import alpyna

BLOCK_SIZE = 16
BLOCK_SIZE_R = BLOCK_SIZE
BLOCK_SIZE_C = BLOCK_SIZE
MAX_PD = 3.0e6
PRECISION = 0.001
SPEC_HEAT_SI = 1.75e6
K_SI = 100
FACTOR_CHIP = 0.5
t_chip = np.float32(0.0005)
chip_height = np.float32(0.016)
chip_width = np.float32(0.016)
amb_temp = np.float32(80.0)


@alpyna.jit
def single_iteration(result, temp, power, row, col, Cap_1, Rx_1, Ry_1, Rz_1, step):
    num_chunk = row * col // (BLOCK_SIZE_R * BLOCK_SIZE_C)
    chunks_in_row = col // BLOCK_SIZE_C
    chunks_in_col = row // BLOCK_SIZE_R
    for chunk in range(num_chunk):
        r_start = BLOCK_SIZE_R * (chunk // chunks_in_col)
        c_start = BLOCK_SIZE_C * (chunk % chunks_in_row)
        r_end = row if r_start + BLOCK_SIZE_R > row else r_start + BLOCK_SIZE_R
        c_end = col if c_start + BLOCK_SIZE_C > col else c_start + BLOCK_SIZE_C

        if r_start == 0 or c_start == 0 or r_end == row or c_end == col:
            for r in range(r_start, r_start + BLOCK_SIZE_R):
                for c in range(c_start, c_start + BLOCK_SIZE_C):
                    # Corner 1
                    if r == 0 and c == 0:
                        delta = Cap_1 * (power[0] +
                                         (temp[1] - temp[0]) * Rx_1 +
                                         (temp[col] - temp[0]) * Ry_1 +
                                         (amb_temp - temp[0]) * Rz_1)
                    # Corner 2
                    elif r == 0 and c == col - 1:
                        delta = Cap_1 * (power[c] +
                                         (temp[c - 1] - temp[c]) * Rx_1 +
                                         (temp[c + col] - temp[c]) * Ry_1 +
                                         (amb_temp - temp[c]) * Rz_1)
                    # Corner 3
                    elif r == row - 1 and c == col - 1:
                        delta = Cap_1 * (power[r * col + c] +
                                         (temp[r * col + c - 1] - temp[r * col + c]) * Rx_1 +
                                         (temp[(r - 1) * col + c] - temp[r * col + c]) * Ry_1 +
                                         (amb_temp - temp[r * col + c]) * Rz_1)
                    # Corner 4
                    elif r == row - 1 and c == 0:
                        delta = Cap_1 * (power[r * col] +
                                         (temp[r * col + 1] - temp[r * col]) * Rx_1 +
                                         (temp[(r - 1) * col] - temp[r * col]) * Ry_1 +
                                         (amb_temp - temp[r * col]) * Rz_1)
                    # Edge 1
                    elif r == 0:
                        delta = Cap_1 * (power[c] +
                                         (temp[c + 1] + temp[c - 1] - np.float32(2.0) * temp[c]) * Rx_1 +
                                         (temp[col + c] - temp[c]) * Ry_1 +
                                         (amb_temp - temp[c]) * Rz_1)
                    # Edge 2
                    elif c == col - 1:
                        delta = Cap_1 * (power[r * col + c] +
                                         (temp[(r + 1) * col + c] + temp[(r - 1) * col + c] - np.float32(2.0) * temp[r * col + c]) * Ry_1 +
                                         (temp[r * col + c - 1] - temp[r * col + c]) * Rx_1 +
                                         (amb_temp - temp[r * col + c]) * Rz_1)
                    # Edge 3
                    elif r == row - 1:
                        delta = Cap_1 * (power[r * col + c] +
                                         (temp[r * col + c + 1] + temp[r * col + c - 1] - np.float32(2.0) * temp[r * col + c]) * Rx_1 +
                                         (temp[(r - 1) * col + c] - temp[r * col + c]) * Ry_1 +
                                         (amb_temp - temp[r * col + c]) * Rz_1)
                    # Edge 4
                    elif c == 0:
                        delta = Cap_1 * (power[r * col] +
                                         (temp[(r + 1) * col] + temp[(r - 1) * col] - np.float32(2.0) * temp[r * col]) * Ry_1 +
                                         (temp[r * col + 1] - temp[r * col]) * Rx_1 +
                                         (amb_temp - temp[r * col]) * Rz_1)
                    result[r * col + c] = temp[r * col + c] + delta
            continue

        for r in range(r_start, r_start + BLOCK_SIZE_R):
            for c in range(c_start, c_start + BLOCK_SIZE_C):
                # Update Temperatures
                result[r * col + c] = temp[r * col + c] + \
                    (Cap_1 * (power[r * col + c] +
                              (temp[(r + 1) * col + c] + temp[(r - 1) * col + c] - np.float32(2.0) * temp[r * col + c]) * Ry_1 +
                              (temp[r * col + c + 1] + temp[r * col + c - 1] - np.float32(2.0) * temp[r * col + c]) * Rx_1 +
                              (amb_temp - temp[r * col + c]) * Rz_1))


def compute_tran_temp(result, num_iterations, temp, power, row, col):
    grid_height = chip_height / np.float32(row)
    grid_width = chip_width / np.float32(col)

    Cap = np.float32(FACTOR_CHIP * SPEC_HEAT_SI * t_chip * grid_width * grid_height)
    Rx = np.float32(grid_width / (2.0 * K_SI * t_chip * grid_height))
    Ry = np.float32(grid_height / (2.0 * K_SI * t_chip * grid_width))
    Rz = np.float32(t_chip / (K_SI * grid_height * grid_width))

    max_slope = np.float32(MAX_PD / (FACTOR_CHIP * t_chip * SPEC_HEAT_SI))
    step = np.float32(PRECISION / max_slope / 1000.0)

    Rx_1 = np.float32(1.0) / Rx
    Ry_1 = np.float32(1.0) / Ry
    Rz_1 = np.float32(1.0) / Rz
    Cap_1 = step / Cap

    r = result
    t = temp
    for i in range(num_iterations):
        single_iteration(r, t, power, row, col, Cap_1, Rx_1, Ry_1, Rz_1, step)
        tmp = t
        t = r
        r = tmp


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    sim_time = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    k = np.arange(n * n)
    temp = (np.float32(320.0) + ((k * 37) % 101).astype(np.float32) * np.float32(0.05)).astype(np.float32)
    power = (((k * 13) % 17).astype(np.float32) * np.float32(40.0)).astype(np.float32)
    result = np.zeros(n * n, dtype=np.float32)
    print("Start computing the transient temperature")
    compute_tran_temp(result, sim_time, temp, power, n, n)
    print("Ending simulation")
    out = result if (1 & sim_time) else temp
    print(out.dtype, out.shape)
    print(f"{out.astype(np.float64).sum():.6e}", f"{out.min():.6f}", f"{out.max():.6f}")
    for idx in (0, 1, n - 1, n, n + 1, n * n // 2 + 7, n * n - 1):
        print(idx, "%g" % out[idx])


main()
