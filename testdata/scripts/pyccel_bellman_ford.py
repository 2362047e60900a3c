# Port of pyccel-benchmarks' Bellman-Ford test (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/bellman_ford_mod.py; MIT licence, Copyright (c) 2022 Pyccel), the
# pyccel/pythran version: bellman_ford gets @alpyna.jit (numba_bellman_ford_mod.py jits it and
# the test; see pyccel_bellman_ford_numba.py), the test stays plain Python, annotations and the
# pythran export comment kept. Changed: bellman_ford_test takes v_num (200 in the source, with
# e_num = 19900 = v_num*(v_num-1)/2 written out) so that CPython stays under 3 s, and the driver
# prints checksums of v_weight and predecessor (the test returns only v_weight).
import sys
import time

import numpy as np

import alpyna


@alpyna.jit
def bellman_ford(v_num: int, e_num: int, source: int, e: 'int[:,:]', e_weight: 'real[:]',
                 v_weight: 'real[:]', predecessor: 'int[:]' ):
    """ Calculate the shortest paths from a source vertex to all other
    vertices in the weighted digraph
    """

    r8_big = 1.0E+14

    #  Step 1: initialize the graph.
    for i in range ( 0, v_num ):
        v_weight[i] = r8_big
    v_weight[source] = 0.0

    predecessor[:v_num] = -1

    #  Step 2: Relax edges repeatedly.
    for i in range ( 1, v_num ):
        for j in range ( e_num ):
            u = e[1, j]
            v = e[0, j]
            t = v_weight[u] + e_weight[j]
            if ( t < v_weight[v] ):
                v_weight[v] = t
                predecessor[v] = u

    #  Step 3: check for negative-weight cycles
    for j in range ( e_num ):
        u = e[1, j]
        v = e[0, j]
        if ( v_weight[u] + e_weight[j] < v_weight[v] ):
            print ( '' )
            print ( 'BELLMAN_FORD - Fatal error!' )
            print ( '  Graph contains a cycle with negative weight.' )
            return 1

    return 0


# pythran export bellman_ford_test()
#@stack_array('e', 'e_weight', 'v_weight', 'predecessor')
def bellman_ford_test(v_num):
    """ Test bellman ford's algorithm
    """

    e_num = v_num * (v_num - 1) // 2

    e = np.zeros((2, e_num), dtype = int)
    e_weight = np.zeros(e_num, dtype = float)
    idx = 0

    for i in  range(v_num):
        for j in range(v_num):
            if i > j:
                e[0, idx] = i
                e[1, idx] = j
                idx += 1

    for i in range(e_num):
        e_weight[i] = np.cos(i) * i

    source = 0
    v_weight = np.zeros(v_num, dtype = float)
    predecessor = np.zeros(v_num, dtype = int)

    status = bellman_ford(v_num, e_num, source, e, e_weight, v_weight, predecessor)

    return v_weight, predecessor, status


def main():
    v_num = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    v_weight, predecessor, status = bellman_ford_test(v_num)
    print("status", status)
    print("sum v_weight", repr(float(v_weight.sum())))
    print("sum predecessor", int(predecessor.sum()))
    print(v_weight[:6])
    print(predecessor[:10])
    print(repr(float(v_weight[-1])), repr(float(v_weight.min())))
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        bellman_ford_test(v_num)
        print("time %.4f" % (time.perf_counter() - t0))


main()
