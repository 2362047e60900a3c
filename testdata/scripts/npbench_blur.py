# Port of npbench npbench/benchmarks/image_processing/blur (BSD-3-Clause, spcl/npbench)
# A 3x3 box blur as two passes of np.convolve(mode='valid') in float32, clipped to uint8.
# npbench's initialize reads a PNG with PIL; this port draws a random uint8 image.
import numpy as np


def initialize(H, W):
    from numpy.random import default_rng
    rng = default_rng(42)
    image = rng.integers(0, 256, size=(H, W), dtype=np.uint8)
    output = np.empty((image.shape[0] - 2, image.shape[1] - 2), dtype=np.uint8)

    return image, output


def blur(image, output):
    image = image.astype(np.float32)
    blur_x = np.empty((image.shape[0], image.shape[1] - 2), dtype=np.float32)
    blur_y = np.empty(output.shape, dtype=np.float32)

    filter = np.array([1.0, 1.0, 1.0], dtype=np.float32) / 3.0

    for y in range(blur_x.shape[0]):
        blur_x[y, :] = np.convolve(image[y, :], filter, mode='valid')

    for x in range(blur_y.shape[1]):
        blur_y[:, x] = np.convolve(blur_x[:, x], filter, mode='valid')

    output = np.clip(blur_y, 0.0, 255.0).astype(np.uint8)

    return output


image, output = initialize(9, 11)
out = blur(image, output)
print(image)
print(out, out.dtype)
