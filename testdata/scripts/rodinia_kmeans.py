# Port of Rodinia's kmeans clustering loop (openmp/kmeans/kmeans_serial/kmeans_clustering.c of
# the Rodinia suite; the OpenMP version kmeans_openmp adds per-thread partial sums to the same
# loop): Lloyd's algorithm. find_nearest_point scans the clusters with euclid_dist_2 (helpers
# called per point, as in C); the point loop assigns memberships, counts changes in `delta` and
# accumulates new_centers / new_centers_len through the membership index (a scatter); then the
# centres are replaced by the means. The do-while ends as the OpenMP version's does
# (`delta > threshold && loop++ < 500`; the serial one has no round limit), written as
# `while True` + `break`. The initial centres are the first nclusters points, as in the source.
import sys

import numpy as np

import alpyna

FLT_MAX = 3.40282347e+38


def euclid_dist_2(pt1, pt2, numdims):
    ans = 0.0
    for i in range(numdims):
        ans += (pt1[i] - pt2[i]) * (pt1[i] - pt2[i])
    return ans


def find_nearest_point(pt, nfeatures, pts, npts):
    index = 0
    min_dist = FLT_MAX
    # find the cluster center id with min distance to pt
    for i in range(npts):
        dist = euclid_dist_2(pt, pts[i], nfeatures)
        if dist < min_dist:
            min_dist = dist
            index = i
    return index


@alpyna.jit
def kmeans_clustering(feature, nfeatures, npoints, nclusters, threshold, membership, clusters,
                      new_centers, new_centers_len):
    loop = 0
    while True:
        delta = 0.0
        for i in range(npoints):
            # find the index of nestest cluster centers
            index = find_nearest_point(feature[i], nfeatures, clusters, nclusters)
            # if membership changes, increase delta by 1
            if membership[i] != index:
                delta += 1.0
            # assign the membership to object i
            membership[i] = index
            # update new cluster centers : sum of objects located within
            new_centers_len[index] += 1
            for j in range(nfeatures):
                new_centers[index, j] += feature[i, j]

        # replace old cluster centers with new_centers
        for i in range(nclusters):
            for j in range(nfeatures):
                if new_centers_len[i] > 0:
                    clusters[i, j] = new_centers[i, j] / new_centers_len[i]
                new_centers[i, j] = 0.0  # set back to 0
            new_centers_len[i] = 0  # set back to 0
        loop += 1
        if not (delta > threshold and loop < 500):
            break
    return loop


def main():
    npoints = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    nfeatures = 8
    nclusters = 5
    np.random.seed(11)
    centres = np.random.random((nclusters, nfeatures)) * 10.0
    feature = centres[np.arange(npoints) % nclusters] + 2.5 * np.random.standard_normal((npoints, nfeatures))
    feature = feature.astype(np.float32)
    clusters = feature[:nclusters].copy()
    membership = np.full(npoints, -1, dtype=np.int32)
    new_centers = np.zeros((nclusters, nfeatures), dtype=np.float32)
    new_centers_len = np.zeros(nclusters, dtype=np.int32)
    loops = kmeans_clustering(feature, nfeatures, npoints, nclusters, 0.001, membership, clusters,
                              new_centers, new_centers_len)
    print("iterations", loops)
    print(np.bincount(membership, minlength=nclusters).tolist())
    print(clusters.dtype, f"{clusters.astype(np.float64).sum():.6e}")
    for i in range(nclusters):
        print(i, " ".join(f"{v:.5f}" for v in clusters[i]))


main()
