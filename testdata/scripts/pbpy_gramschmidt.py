# pbpy_gramschmidt: gramschmidt of PolyBench/Python (github.com/UDC-GAC/polybench-python,
# benchmarks/linear_algebra/solvers/gramschmidt/gramschmidt.py, Apache-2.0)
# ported as a user would: the strategy classes keep their kernels as
# written, each marked @alpyna.jit; the PolyBench
# base class shrinks to the sizes as attributes and a create_array that makes
# NumPy float64 arrays (1-D for the flattened strategies); _StrategyList runs
# on 2-D ndarrays with its chained A[i][j] indexing; the Pluto kernels are
# picked by getattr where the source does. Checksums and a few elements are printed.
# Strategies: List, ListPluto (guards, a peeled last column), ListFlattened,
# NumPy (np.dot of column slices, Q[0:M,k,np.newaxis]), ListFlattenedPluto's
# kernel_pluto, kernel_vectorizer (semicolons, lb1/ub1 scalars) and kernel_maxfuse.
import sys
import numpy as np
import alpyna


class PolyBench:
    DATA_TYPE = float
    FLATTENED = False

    def create_array(self, dimensions, sizes, initialization_value=0):
        sizes = list(sizes)
        while len(sizes) < dimensions:
            sizes.append(sizes[-1])
        if self.FLATTENED:
            dimension_size = 1
            for dim_size in sizes:
                dimension_size *= dim_size
            return np.zeros(dimension_size, dtype=self.DATA_TYPE) + initialization_value
        return np.zeros(tuple(sizes), dtype=self.DATA_TYPE) + initialization_value


import math


class Gramschmidt(PolyBench):

    def __init__(self, M, N):
        self.M = M
        self.N = N

    def run_benchmark(self):
        A = self.create_array(2, [self.M, self.N], self.DATA_TYPE(0))
        R = self.create_array(2, [self.N, self.N], self.DATA_TYPE(0))
        Q = self.create_array(2, [self.M, self.N], self.DATA_TYPE(0))

        self.initialize_array(A, R, Q)
        self.kernel(A, R, Q)
        return [('R', R), ('Q', Q)]


class _StrategyList(Gramschmidt):

    def initialize_array(self, A, R, Q):
        for i in range(0, self.M):
            for j in range(0, self.N):
                A[i][j] = ((self.DATA_TYPE((i * j) % self.M) / self.M) * 100) + 10
                Q[i][j] = 0.0

        for i in range(0, self.N):
            for j in range(0, self.N):
                R[i][j] = 0.0

    @alpyna.jit
    def kernel(self, A, R, Q):
        for k in range(0, self.N):
            nrm = 0.0
            for i in range(0, self.M):
                nrm += A[i][k] * A[i][k]
            R[k][k] = math.sqrt(nrm)

            for i in range(0, self.M):
                Q[i][k] = A[i][k] / R[k][k]

            for j in range(k + 1, self.N):
                R[k][j] = 0.0
                for i in range(0, self.M):
                    R[k][j] += Q[i][k] * A[i][j]

                for i in range(0, self.M):
                    A[i][j] = A[i][j] - Q[i][k] * R[k][j]


class _StrategyListPluto(_StrategyList):

    @alpyna.jit
    def kernel(self, A, R, Q):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-2)+1):
                for c3 in range (c1 + 1 , (self.N-1)+1):
                    R[c1][c3] = 0.0
            if((self.M-1>= 0)):
                for c1 in range ((self.N-2)+1):
                    nrm = 0.0
                    for c3 in range ((self.M-1)+1):
                        nrm += A[c3][c1] * A[c3][c1]
                    R[c1][c1] = math.sqrt(nrm)
                    for c3 in range ((self.M-1)+1):
                        Q[c3][c1] = A[c3][c1] / R[c1][c1]
                    for c3 in range (c1 + 1 , (self.N-1)+1):
                        for c6 in range ((self.M-1)+1):
                            R[c1][c3] += Q[c6][c1] * A[c6][c3]
                        for c6 in range ((self.M-1)+1):
                            A[c6][c3] = A[c6][c3] - Q[c6][c1] * R[c1][c3]
            if((self.M-1>= 0)):
                nrm = 0.0
            if((self.M-1>= 0)):
                for c3 in range ((self.M-1)+1):
                    nrm += A[c3][self.N + -1] * A[c3][self.N + -1]
            if((self.M-1>= 0)):
                R[self.N + -1][self.N + -1] = math.sqrt(nrm)
            if((self.M-1>= 0)):
                for c3 in range ((self.M-1)+1):
                    Q[c3][self.N + -1] = A[c3][self.N + -1] / R[self.N + -1][self.N + -1]
            if((self.M*-1>= 0)):
                for c1 in range ((self.N-1)+1):
                    nrm = 0.0
                    R[c1][c1] = math.sqrt(nrm)


class _StrategyListFlattened(Gramschmidt):
    FLATTENED = True

    def initialize_array(self, A, R, Q):
        for i in range(0, self.M):
            for j in range(0, self.N):
                A[self.N * i + j] = ((self.DATA_TYPE((i * j) % self.M) / self.M) * 100) + 10
                Q[self.N * i + j] = 0.0

        for i in range(0, self.N):
            for j in range(0, self.N):
                R[self.N * i + j] = 0.0

    @alpyna.jit
    def kernel(self, A, R, Q):
        for k in range(0, self.N):
            nrm = 0.0
            for i in range(0, self.M):
                nrm += A[self.N * i + k] * A[self.N * i + k]
            R[self.N * k + k] = math.sqrt(nrm)

            for i in range(0, self.M):
                Q[self.N * i + k] = A[self.N * i + k] / R[self.N * k + k]

            for j in range(k + 1, self.N):
                R[self.N * k + j] = 0.0
                for i in range(0, self.M):
                    R[self.N * k + j] += Q[self.N * i + k] * A[self.N * i + j]

                for i in range(0, self.M):
                    A[self.N * i + j] = A[self.N * i + j] - Q[self.N * i + k] * R[self.N * k + j]


class _StrategyNumPy(_StrategyList):

    @alpyna.jit
    def kernel(self, A, R, Q):
        for k in range(0, self.N):
            nrm = np.dot( A[0:self.M,k], A[0:self.M,k] )
            R[k, k] = math.sqrt(nrm)
            Q[0:self.M,k] = A[0:self.M,k] / R[k,k]
            R[k, k+1:self.N] = np.dot( Q[0:self.M, k].T, A[0:self.M,k+1:self.N] )
            A[0:self.M,k+1:self.N] = A[0:self.M,k+1:self.N] - np.dot(Q[0:self.M,k,np.newaxis], R[np.newaxis,k,k+1:self.N])


class _StrategyListFlattenedPluto(_StrategyListFlattened):

    def __init__(self, M, N, POCC):
        super().__init__(M, N)
        self.kernel = getattr( self, "kernel_%s" % (POCC) )

    @alpyna.jit
    def kernel_pluto(self, A, R, Q):
        if((self.N-1>= 0)):
            for c1 in range ((self.N-2)+1):
                for c3 in range (c1 + 1 , (self.N-1)+1):
                    R[self.N*(c1) + c3] = 0.0
            if((self.M-1>= 0)):
                for c1 in range ((self.N-2)+1):
                    nrm = 0.0
                    for c3 in range ((self.M-1)+1):
                        nrm += A[self.N*(c3) + c1] * A[self.N*(c3) + c1]
                    R[self.N*(c1) + c1] = math.sqrt(nrm)
                    for c3 in range ((self.M-1)+1):
                        Q[self.N*(c3) + c1] = A[self.N*(c3) + c1] / R[self.N*(c1) + c1]
                    for c3 in range (c1 + 1 , (self.N-1)+1):
                        for c6 in range ((self.M-1)+1):
                            R[self.N*(c1) + c3] += Q[self.N*(c6) + c1] * A[self.N*(c6) + c3]
                        for c6 in range ((self.M-1)+1):
                            A[self.N*(c6) + c3] = A[self.N*(c6) + c3] - Q[self.N*(c6) + c1] * R[self.N*(c1) + c3]
            if((self.M-1>= 0)):
                nrm = 0.0
            if((self.M-1>= 0)):
                for c3 in range ((self.M-1)+1):
                    nrm += A[self.N*(c3) + self.N + -1] * A[self.N*(c3) + self.N + -1]
            if((self.M-1>= 0)):
                R[self.N*(self.N + -1) + self.N + -1] = math.sqrt(nrm)
            if((self.M-1>= 0)):
                for c3 in range ((self.M-1)+1):
                    Q[self.N*(c3) + self.N + -1] = A[self.N*(c3) + self.N + -1] / R[self.N*(self.N + -1) + self.N + -1]
            if((self.M*-1>= 0)):
                for c1 in range ((self.N-1)+1):
                    nrm = 0.0
                    R[self.N*(c1) + c1] = math.sqrt(nrm)

    @alpyna.jit
    def kernel_vectorizer(self, A, R, Q):
        if (self.N >= 1):
          ub1 = (self.N + -2);
          for c1 in range( ub1+1 ):
              for c3 in range( c1+1, self.N ):
                  R[(c1)*self.N + c3] = 0.0;
          if (self.M >= 1):
            for c1 in range( self.N-1 ):
                nrm = 0.0;
                for c3 in range( self.M ):
                    nrm += A[(c3)*self.N + c1] * A[(c3)*self.N + c1];
                R[(c1)*self.N + c1] = math.sqrt(nrm);
                for c3 in range( self.M ):
                    Q[(c3)*self.N + c1] = A[(c3)*self.N + c1] / R[(c1)*self.N + c1];
                lb1 = (c1 + 1);
                ub1 = (self.N + -1);
                for c3 in range( lb1, ub1+1 ):
                    for c6 in range( self.M ):
                        R[(c1)*self.N + c3] += Q[(c6)*self.N + c1] * A[(c6)*self.N + c3];
                    for c6 in range( self.M ):
                        A[(c6)*self.N + c3] = A[(c6)*self.N + c3] - Q[(c6)*self.N + c1] * R[(c1)*self.N + c3];
          if (self.M >= 1):
            nrm = 0.0;
            for c3 in range( self.M ):
                nrm += A[(c3)*self.N + self.N + -1] * A[(c3)*self.N + self.N + -1];
            R[(self.N + -1)*self.N + self.N + -1] = math.sqrt(nrm);
            for c3 in range( self.M ):
                Q[(c3)*self.N + self.N + -1] = A[(c3)*self.N + self.N + -1] / R[(self.N + -1)*self.N + self.N + -1];
          if (self.M <= 0):
            for c1 in range( self.N ):
                nrm = 0.0;
                R[(c1)*self.N + c1] = math.sqrt(nrm);

    @alpyna.jit
    def kernel_maxfuse(self, A, R, Q):
        if((self.N-1>= 0)):
            if((self.M-1>= 0)):
                for c0 in range ((self.N-2)+1):
                    for c3 in range (c0 + 1 , (self.N-1)+1):
                        R[(c0)*self.N + c3] = 0.0
                    nrm = 0.0
                    for c3 in range ((self.M-1)+1):
                        nrm += A[(c3)*self.N + c0] * A[(c3)*self.N + c0]
                    R[(c0)*self.N + c0] = math.sqrt(nrm)
                    for c3 in range ((self.M-1)+1):
                        Q[(c3)*self.N + c0] = A[(c3)*self.N + c0] / R[(c0)*self.N + c0]
                    for c3 in range (c0 + 1 , (self.N-1)+1):
                        for c6 in range ((self.M-1)+1):
                            R[(c0)*self.N + c3] += Q[(c6)*self.N + c0] * A[(c6)*self.N + c3]
                        for c6 in range ((self.M-1)+1):
                            A[(c6)*self.N + c3] = A[(c6)*self.N + c3] - Q[(c6)*self.N + c0] * R[(c0)*self.N + c3]
            if((self.M-1>= 0)):
                nrm = 0.0
            if((self.M-1>= 0)):
                for c3 in range ((self.M-1)+1):
                    nrm += A[(c3)*self.N + self.N + -1] * A[(c3)*self.N + self.N + -1]
            if((self.M-1>= 0)):
                R[(self.N + -1)*self.N + self.N + -1] = math.sqrt(nrm)
            if((self.M-1>= 0)):
                for c3 in range ((self.M-1)+1):
                    Q[(c3)*self.N + self.N + -1] = A[(c3)*self.N + self.N + -1] / R[(self.N + -1)*self.N + self.N + -1]
            if((self.M*-1>= 0)):
                for c0 in range ((self.N-2)+1):
                    for c3 in range (c0 + 1 , (self.N-1)+1):
                        R[(c0)*self.N + c3] = 0.0
                    nrm = 0.0
                    R[(c0)*self.N + c0] = math.sqrt(nrm)
            if((self.M*-1>= 0)):
                nrm = 0.0
            if((self.M*-1>= 0)):
                R[(self.N + -1)*self.N + self.N + -1] = math.sqrt(nrm)


def show(label, results):
    for name, data in results:
        flat = data.reshape(-1)
        print(label, name, "%.12e" % data.sum(), "%.12e" % flat[0], "%.12e" % flat[flat.size // 2], "%.12e" % flat[-1])



M, N = 30, 24
if len(sys.argv) > 1:
    M, N = [int(a) for a in sys.argv[1:3]]
show("List", _StrategyList(M, N).run_benchmark())
show("ListPluto", _StrategyListPluto(M, N).run_benchmark())
show("ListFlattened", _StrategyListFlattened(M, N).run_benchmark())
show("NumPy", _StrategyNumPy(M, N).run_benchmark())
for pocc in ("pluto", "vectorizer", "maxfuse"):
    show("ListFlattenedPluto." + pocc, _StrategyListFlattenedPluto(M, N, pocc).run_benchmark())
