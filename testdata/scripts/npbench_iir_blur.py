# Port of npbench npbench/benchmarks/image_processing/iir_blur (BSD-3-Clause, spcl/npbench)
# A first-order IIR blur down the columns, twice through np.transpose(axes=(1, 0, 2)),
# in float32, clipped to uint8.
# npbench's initialize reads a PNG with PIL; this port draws a random uint8 image.
import numpy as np


def initialize(H, W):
    from numpy.random import default_rng
    rng = default_rng(42)
    image = rng.integers(0, 256, size=(H, W, 3), dtype=np.uint8)
    output = np.empty_like(image)

    return image, output


def blur_cols_transpose(img, alpha):
    blur = np.empty(img.shape, dtype=np.float32)
    blur[0, :, :] = img[0, :, :]

    for y in range(1, blur.shape[0]):
        blur[y, :, :] = (1.0 - alpha) * blur[y - 1, :, :] + alpha * img[y, :, :]

    for y in range(blur.shape[0] - 2, 0):
        blur[y, :, :] = (1.0 - alpha) * blur[y + 1, :, :] + alpha * blur[y, :, :]

    blur_T = np.transpose(blur, axes=(1, 0, 2))
    return blur_T


def iir_blur(image, output):
    image = image.astype(np.float32)
    alpha = 0.1

    blur_y = blur_cols_transpose(image, alpha)
    blur = blur_cols_transpose(blur_y, alpha)

    output = np.clip(blur, 0, 255).astype(np.uint8)

    return output


image, output = initialize(7, 5)
out = iir_blur(image, output)
print(out.shape, out.dtype)
print(out[:, :, 0])
print(out[:, :, 2])
