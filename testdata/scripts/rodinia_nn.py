# Port of Rodinia's nn (nearest neighbours), OpenMP version (openmp/nn/nn_openmp.c of the Rodinia
# suite, read from github.com/yuhc/gpu-rodinia): the k hurricane records nearest to a target
# latitude/longitude. The OpenMP-parallel loop computes the distance of every record; the
# second loop keeps the k best in a small table (find the worst entry, replace it if the new
# record is nearer: sequential). Records come from an arithmetic generator instead of the
# source's text files, all at once instead of in windows of REC_WINDOW = 10 records; the record
# names become their indices, and the table's distances are float32 (double in C).
import sys

import numpy as np

import alpyna


@alpyna.jit
def nn(lat, lng, z, rec_count, target_lat, target_long, k, neighbor_dist, neighbor_idx):
    for i in range(rec_count):
        tmp_lat = lat[i]
        tmp_long = lng[i]
        z[i] = np.sqrt(((tmp_lat - target_lat) * (tmp_lat - target_lat)) + ((tmp_long - target_long) * (tmp_long - target_long)))

    for i in range(rec_count):
        max_dist = -1.0
        max_idx = 0
        # find a neighbor with greatest dist and take his spot if allowed!
        for j in range(k):
            if neighbor_dist[j] > max_dist:
                max_dist = neighbor_dist[j]
                max_idx = j
        # compare each record with max value to find the nearest neighbor
        if z[i] < neighbor_dist[max_idx]:
            neighbor_dist[max_idx] = z[i]
            neighbor_idx[max_idx] = i


def main():
    rec_count = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    k = 10
    t = np.arange(rec_count)
    lat = (7.0 + ((t * 7919) % 5003) * 0.01).astype(np.float32)
    lng = (100.0 + ((t * 104729) % 6007) * 0.03).astype(np.float32)
    z = np.zeros(rec_count, dtype=np.float32)
    neighbor_dist = np.full(k, 10000.0, dtype=np.float32)
    neighbor_idx = np.full(k, -1, dtype=np.int64)
    nn(lat, lng, z, rec_count, np.float32(30.0), np.float32(190.0), k, neighbor_dist, neighbor_idx)
    print(z.dtype, f"{z.astype(np.float64).sum():.6e}", f"{z.min():.6f}", f"{z.max():.6f}")
    order = np.argsort(neighbor_dist, kind="stable")
    for j in order:
        i = neighbor_idx[j]
        print(int(i), f"{lat[i]:.2f}", f"{lng[i]:.2f}", "--> Distance=%f" % neighbor_dist[j])


main()
