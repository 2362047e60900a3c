# Port of Rodinia's particlefilter, OpenMP version (openmp/particlefilter/ex_particle_OPENMP_seq.c
# of the Rodinia suite, read from github.com/JuliaParallel/rodinia): tracking a disk moving
# through a noisy synthetic video. particleFilter's frame loop runs the source's OpenMP loops:
# the random-walk motion model (randn through a per-particle LCG seed), the likelihood of each
# particle (indices into the video through the disk's offsets, then a sum of squared
# intensity differences), the weight update, a sum reduction and normalisation, the expected
# location (two reductions), the CDF (a prefix sum, sequential in the source), the resampling
# by findIndex (a search with `break`) and the reset. Helpers stay plain functions as in C:
# randu/randn emulate C's 32-bit `int` LCG (wrap-around and C's truncating %), roundDouble keeps
# the source's `return newValue++;` (it returns the truncated value). videoSequence and its
# helpers build the video as in C (plain Python here). time(0)*i seeds become 1234567*i.
import math
import sys

import numpy as np

import alpyna

PI = 3.1415926535897932
M = 2147483647  # INT_MAX
A = 1103515245
C = 12345


def to_int32(v):
    return (v + 2147483648) % 4294967296 - 2147483648


def c_mod(a, b):
    r = abs(a) % b
    return -r if a < 0 else r


def roundDouble(value):
    newValue = int(value)
    if value - newValue < .5:
        return newValue
    else:
        return newValue  # C: `return newValue++;` returns the value before the increment


def randu(seed, index):
    num = to_int32(A * seed[index] + C)
    seed[index] = c_mod(num, M)
    return abs(seed[index] / M)


def randn(seed, index):
    # Box-Muller algorithm
    u = randu(seed, index)
    v = randu(seed, index)
    cosine = math.cos(2 * PI * v)
    rt = -2 * math.log(u)
    return math.sqrt(rt) * cosine


def setIf(testValue, newValue, array3D, dimX, dimY, dimZ):
    for x in range(dimX):
        for y in range(dimY):
            for z in range(dimZ):
                if array3D[x * dimY * dimZ + y * dimZ + z] == testValue:
                    array3D[x * dimY * dimZ + y * dimZ + z] = newValue


def addNoise(array3D, dimX, dimY, dimZ, seed):
    for x in range(dimX):
        for y in range(dimY):
            for z in range(dimZ):
                array3D[x * dimY * dimZ + y * dimZ + z] = array3D[x * dimY * dimZ + y * dimZ + z] + int(5 * randn(seed, 0))


def strelDisk(disk, radius):
    diameter = radius * 2 - 1
    for x in range(diameter):
        for y in range(diameter):
            distance = math.sqrt((x - radius + 1) ** 2 + (y - radius + 1) ** 2)
            if distance < radius:
                disk[x * diameter + y] = 1


def dilate_matrix(matrix, posX, posY, posZ, dimX, dimY, dimZ, error):
    startX = max(posX - error, 0)
    startY = max(posY - error, 0)
    endX = min(posX + error, dimX)
    endY = min(posY + error, dimY)
    for x in range(startX, endX):
        for y in range(startY, endY):
            distance = math.sqrt((x - posX) ** 2 + (y - posY) ** 2)
            if distance < error:
                matrix[x * dimY * dimZ + y * dimZ + posZ] = 1


def videoSequence(I, IszX, IszY, Nfr, seed):
    max_size = IszX * IszY * Nfr
    x0 = int(roundDouble(IszY / 2.0))
    y0 = int(roundDouble(IszX / 2.0))
    I[x0 * IszY * Nfr + y0 * Nfr + 0] = 1
    for k in range(1, Nfr):
        xk = abs(x0 + (k - 1))
        yk = abs(y0 - 2 * (k - 1))
        pos = yk * IszY * Nfr + xk * Nfr + k
        if pos >= max_size:
            pos = 0
        I[pos] = 1
    newMatrix = np.zeros(IszX * IszY * Nfr, dtype=np.int32)
    for z in range(Nfr):
        for x in range(IszX):
            for y in range(IszY):
                if I[x * IszY * Nfr + y * Nfr + z] == 1:
                    dilate_matrix(newMatrix, x, y, z, IszX, IszY, Nfr, 5)
    I[:] = newMatrix
    setIf(0, 100, I, IszX, IszY, Nfr)
    setIf(1, 228, I, IszX, IszY, Nfr)
    addNoise(I, IszX, IszY, Nfr, seed)


def findIndex(CDF, lengthCDF, value):
    index = -1
    for x in range(lengthCDF):
        if CDF[x] >= value:
            index = x
            break
    if index == -1:
        return lengthCDF - 1
    return index


@alpyna.jit
def particleFilter(I, IszX, IszY, Nfr, seed, Nparticles, objxy, countOnes, xe, ye,
                   weights, likelihood, arrayX, arrayY, xj, yj, CDF, u, ind, out):
    max_size = IszX * IszY * Nfr
    for x in range(Nparticles):
        weights[x] = 1 / Nparticles
    for x in range(Nparticles):
        arrayX[x] = xe
        arrayY[x] = ye
    for k in range(1, Nfr):
        # apply motion model
        for x in range(Nparticles):
            arrayX[x] += 1 + 5 * randn(seed, x)
            arrayY[x] += -2 + 2 * randn(seed, x)
        # particle filter likelihood
        for x in range(Nparticles):
            for y in range(countOnes):
                indX = int(roundDouble(arrayX[x]) + objxy[y * 2 + 1])
                indY = int(roundDouble(arrayY[x]) + objxy[y * 2])
                ind[x * countOnes + y] = abs(indX * IszY * Nfr + indY * Nfr + k)
                if ind[x * countOnes + y] >= max_size:
                    ind[x * countOnes + y] = 0
            likelihood[x] = 0
            for y in range(countOnes):
                likelihood[x] += ((I[ind[x * countOnes + y]] - 100) ** 2 - (I[ind[x * countOnes + y]] - 228) ** 2) / 50.0
            likelihood[x] = likelihood[x] / countOnes
        # update & normalize weights
        for x in range(Nparticles):
            weights[x] = weights[x] * math.exp(likelihood[x])
        sumWeights = 0.0
        for x in range(Nparticles):
            sumWeights += weights[x]
        for x in range(Nparticles):
            weights[x] = weights[x] / sumWeights
        xe = 0.0
        ye = 0.0
        # estimate the object location by expected values
        for x in range(Nparticles):
            xe += arrayX[x] * weights[x]
            ye += arrayY[x] * weights[x]
        out[k, 0] = xe
        out[k, 1] = ye
        out[k, 2] = math.sqrt((xe - int(roundDouble(IszY / 2.0))) ** 2 + (ye - int(roundDouble(IszX / 2.0))) ** 2)
        # resampling
        CDF[0] = weights[0]
        for x in range(1, Nparticles):
            CDF[x] = weights[x] + CDF[x - 1]
        u1 = (1 / Nparticles) * randu(seed, 0)
        for x in range(Nparticles):
            u[x] = u1 + x / Nparticles
        for j in range(Nparticles):
            i = findIndex(CDF, Nparticles, u[j])
            if i == -1:
                i = Nparticles - 1
            xj[j] = arrayX[i]
            yj[j] = arrayY[i]
        for x in range(Nparticles):
            # reassign arrayX and arrayY
            arrayX[x] = xj[x]
            arrayY[x] = yj[x]
            weights[x] = 1 / Nparticles


def main():
    IszX = IszY = int(sys.argv[1]) if len(sys.argv) > 1 else 32
    Nfr = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    Nparticles = int(sys.argv[3]) if len(sys.argv) > 3 else 400
    seed = np.array([to_int32(1234567 * i) for i in range(Nparticles)], dtype=np.int64)
    I = np.zeros(IszX * IszY * Nfr, dtype=np.int32)
    videoSequence(I, IszX, IszY, Nfr, seed)
    print("video", int(I.sum()), int(I.min()), int(I.max()))
    radius = 5
    diameter = radius * 2 - 1
    disk = np.zeros(diameter * diameter, dtype=np.int32)
    strelDisk(disk, radius)
    countOnes = int((disk == 1).sum())
    objxy = np.zeros(countOnes * 2)
    neighY = 0
    center = radius - 1
    for x in range(diameter):
        for y in range(diameter):
            if disk[x * diameter + y]:
                objxy[neighY * 2] = y - center
                objxy[neighY * 2 + 1] = x - center
                neighY += 1
    e = lambda: np.zeros(Nparticles)
    ind = np.zeros(countOnes * Nparticles, dtype=np.int32)
    out = np.zeros((Nfr, 3))
    xe = float(roundDouble(IszY / 2.0))
    ye = float(roundDouble(IszX / 2.0))
    particleFilter(I, IszX, IszY, Nfr, seed, Nparticles, objxy, countOnes, xe, ye,
                   e(), e(), e(), e(), e(), e(), e(), e(), ind, out)
    for k in range(1, Nfr):
        print("XE: %lf" % out[k, 0])
        print("YE: %lf" % out[k, 1])
        print("%lf" % out[k, 2])
    print(int(seed.sum()), seed[:3].tolist())


main()
