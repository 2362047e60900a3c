# Port of npbench npbench/benchmarks/image_processing/hist (BSD-3-Clause, spcl/npbench)
# Histogram equalisation of an RGB image: float32 colour transforms, np.histogram
# with density=True, np.cumsum, a lookup by fancy indexing, uint8 stores.
# npbench's initialize reads a PNG with PIL; this port draws a random uint8 image.
import numpy as np


def initialize(H, W):
    from numpy.random import default_rng
    rng = default_rng(42)
    image = rng.integers(0, 256, size=(H, W, 3), dtype=np.uint8)
    output = np.empty((image.shape[0], image.shape[1], 3), dtype=np.uint8)

    return image, output


def hist(image, output):
    image = image.astype(np.float32)

    gray = np.empty(image.shape[:2], dtype=np.float32)
    gray[:, :] = 0.299 * image[:, :, 0] + 0.587 * image[:, :, 1] + 0.114 * image[:, :, 2]

    Cr = (image[:, :, 0] - gray) * 0.713 + 128
    Cb = (image[:, :, 2] - gray) * 0.564 + 128

    binned_gray = np.clip(gray, 0, 255).astype(np.uint8)

    # [0, ..., 256] where 256 is the rightmost edge
    hist, bins = np.histogram(binned_gray, bins=np.arange(257), density=True)
    cdf = np.cumsum(hist)

    eq = cdf[binned_gray]
    eq = eq * 255.0
    eq = np.clip(eq, 0, 255)

    output[:, :, 0] = np.clip(eq + (Cr - 128) * 1.4, 0, 255).astype(np.uint8)
    output[:, :, 1] = np.clip(eq - 0.343 * (Cb - 128) - 0.711 * (Cr - 128), 0, 255).astype(np.uint8)
    output[:, :, 2] = np.clip(eq + 1.765 * (Cb - 128), 0, 255).astype(np.uint8)

    return output


image, output = initialize(6, 7)
out = hist(image, output)
print(out[:, :, 0])
print(out[:, :, 1])
print(out[:, :, 2])
print(out.dtype, np.sum(out))
