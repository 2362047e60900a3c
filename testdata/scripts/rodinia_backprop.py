# Port of Rodinia's backprop (openmp/backprop/backprop.c and facetrain.c of the Rodinia suite):
# one training step of a two-layer perceptron. bpnn_layerforward is the OpenMP-parallel loop
# (for each unit j of the next layer, a dot-product reduction over the units k below it, then
# squash); bpnn_output_error and bpnn_hidden_error compute the deltas and sum their absolute
# values; bpnn_adjust_weights (OpenMP-parallel) updates weights and momentum terms. Layers are
# 1-based with unit 0 the bias, weights are (n1+1) x (n2+1) arrays, as in the source.
# float in C is float32 here; the random weights (drnd) come from np.random.
import sys

import numpy as np

import alpyna

ETA = 0.3
MOMENTUM = 0.3


def squash(x):
    return 1.0 / (1.0 + np.exp(-x))


@alpyna.jit
def bpnn_layerforward(l1, l2, conn, n1, n2):
    # Set up thresholding unit
    l1[0] = 1.0
    # For each unit in second layer
    for j in range(1, n2 + 1):
        # Compute weighted sum of its inputs
        sum = 0.0
        for k in range(n1 + 1):
            sum += conn[k, j] * l1[k]
        l2[j] = squash(sum)


@alpyna.jit
def bpnn_output_error(delta, target, output, nj):
    errsum = 0.0
    for j in range(1, nj + 1):
        o = output[j]
        t = target[j]
        delta[j] = o * (1.0 - o) * (t - o)
        errsum += abs(delta[j])
    return errsum


@alpyna.jit
def bpnn_hidden_error(delta_h, nh, delta_o, no, who, hidden):
    errsum = 0.0
    for j in range(1, nh + 1):
        h = hidden[j]
        sum = 0.0
        for k in range(1, no + 1):
            sum += delta_o[k] * who[j, k]
        delta_h[j] = h * (1.0 - h) * sum
        errsum += abs(delta_h[j])
    return errsum


@alpyna.jit
def bpnn_adjust_weights(delta, ndelta, ly, nly, w, oldw):
    ly[0] = 1.0
    for j in range(1, ndelta + 1):
        for k in range(nly + 1):
            new_dw = ((ETA * delta[j] * ly[k]) + (MOMENTUM * oldw[k, j]))
            w[k, j] += new_dw
            oldw[k, j] = new_dw


def main():
    n_in = int(sys.argv[1]) if len(sys.argv) > 1 else 2048
    n_hidden = 16
    n_out = 1
    np.random.seed(5)
    input_units = np.random.random(n_in + 1).astype(np.float32)
    hidden_units = np.zeros(n_hidden + 1, dtype=np.float32)
    output_units = np.zeros(n_out + 1, dtype=np.float32)
    hidden_delta = np.zeros(n_hidden + 1, dtype=np.float32)
    output_delta = np.zeros(n_out + 1, dtype=np.float32)
    target = np.full(n_out + 1, 0.1, dtype=np.float32)
    input_weights = np.random.random((n_in + 1, n_hidden + 1)).astype(np.float32) * np.float32(0.01)
    hidden_weights = np.random.random((n_hidden + 1, n_out + 1)).astype(np.float32) * np.float32(0.1)
    input_prev_weights = np.zeros((n_in + 1, n_hidden + 1), dtype=np.float32)
    hidden_prev_weights = np.zeros((n_hidden + 1, n_out + 1), dtype=np.float32)

    for step in range(2):
        bpnn_layerforward(input_units, hidden_units, input_weights, n_in, n_hidden)
        bpnn_layerforward(hidden_units, output_units, hidden_weights, n_hidden, n_out)
        out_err = bpnn_output_error(output_delta, target, output_units, n_out)
        hid_err = bpnn_hidden_error(hidden_delta, n_hidden, output_delta, n_out, hidden_weights, hidden_units)
        bpnn_adjust_weights(output_delta, n_out, hidden_units, n_hidden, hidden_weights, hidden_prev_weights)
        bpnn_adjust_weights(hidden_delta, n_hidden, input_units, n_in, input_weights, input_prev_weights)
        print(step, f"{out_err:.6e}", f"{hid_err:.6e}")
    print(hidden_units.dtype, " ".join(f"{v:.6f}" for v in hidden_units[:6]))
    print(f"{output_units[1]:.6f}", f"{output_delta[1]:.6e}")
    print(f"{input_weights.astype(np.float64).sum():.6e}", f"{hidden_weights.astype(np.float64).sum():.6e}")
    print(f"{input_prev_weights.astype(np.float64).sum():.6e}", f"{hidden_prev_weights[3, 1]:.6e}")


main()
