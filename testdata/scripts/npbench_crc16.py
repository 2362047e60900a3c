# Port of npbench npbench/benchmarks/crc16 (BSD-3-Clause, spcl/npbench)
# CRC-16-CCITT of a uint8 array: Python ints mixed with NumPy integer scalars.
import numpy as np


def initialize(N):
    from numpy.random import default_rng
    rng = default_rng(42)
    data = rng.integers(0, 256, size=(N, ), dtype=np.uint8)
    return data


def crc16(data, poly=0x8408):
    '''
    CRC-16-CCITT Algorithm
    '''
    crc = 0xFFFF
    for b in data:
        cur_byte = 0xFF & b
        for _ in range(0, 8):
            if (crc & 0x0001) ^ (cur_byte & 0x0001):
                crc = (crc >> 1) ^ poly
            else:
                crc >>= 1
            cur_byte >>= 1
    crc = (~crc & 0xFFFF)
    crc = (crc << 8) | ((crc >> 8) & 0xFF)

    return crc & 0xFFFF


data = initialize(64)
print(data[:16], data.dtype)
r = crc16(data)
print(r, type(r).__name__, hex(int(r)))
