"""gen_ziggurat_golden.py writes ziggurat_golden.txt: what NumPy 1.24's
Generator(PCG64) draws from its ziggurats, for ziggurat_test.go.

Each line is: seed sampler n index value, for the first 16 values of n
draws and for every value in the ziggurat's tail (where the sampler draws
more uniforms and calls log1p), then: seed sampler n sha256 HEX of all n
values' little-endian bytes. Floats are written by float.hex.

Usage (from pynumpy/): /usr/bin/python3 testdata/gen_ziggurat_golden.py
"""
import hashlib
import os

import numpy as np

N = 100000
SAMPLERS = {  # name: (draw, dtype, tail start)
    "normal64": (lambda g: g.standard_normal(N), np.float64, 3.6541528853610088),
    "normal32": (lambda g: g.standard_normal(N, dtype=np.float32), np.float32, 3.6541529),
    "exponential64": (lambda g: g.standard_exponential(N), np.float64, 7.69711747013105),
    "exponential32": (lambda g: g.standard_exponential(N, dtype=np.float32), np.float32, 7.6971175),
}

lines = []
for seed in [0, 2026]:
    for name, (draw, dtype, tail) in SAMPLERS.items():
        v = draw(np.random.default_rng(seed))
        assert v.dtype == dtype
        for i in range(N):
            if i < 16 or abs(float(v[i])) > tail:
                lines.append("%d %s %d %d %s" % (seed, name, N, i, float(v[i]).hex()))
        lines.append("%d %s %d sha256 %s" % (seed, name, N, hashlib.sha256(v.astype(v.dtype.newbyteorder("<")).tobytes()).hexdigest()))
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "ziggurat_golden.txt"), "w") as f:
    f.write("\n".join(lines) + "\n")
