# Port of pyccel-benchmarks' Dijkstra test, Numba version (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/numba_dijkstra.py; MIT licence, Copyright (c) 2022 Pyccel): @njit becomes
# @alpyna.jit on every function, `from numpy import zeros` and dtype = 'bool' / 'int' as strings
# kept; this version's init draws a 6-node graph and the test returns nothing. Added: the driver
# also runs init and dijkstra_distance on a larger graph made of nv copies of the 6-node
# pattern's edge weights along a chain (sys.argv[1] nodes, 600 by default), and prints distances.
import sys
import time

from numpy import zeros

import alpyna


# ================================================================
@alpyna.jit
def find_nearest ( nv: int, mind: 'int[:]', connected: 'bool[:]' ):
    """ Find the nearest node
    """

    i4_huge = 2147483647

    d = i4_huge
    v = -1
    for i in range ( 0, nv ):
        if ( not connected[i] and mind[i] <= d ):
            d = mind[i]
            v = i

    return d, v

# ================================================================
@alpyna.jit
def update_mind ( nv: int, mv: int, connected: 'bool[:]', ohd: 'int[:,:]', mind: 'int[:]' ):
    """ Update the minimum distance
    """

    i4_huge = 2147483647

    for i in range ( 0, nv ):
        if ( not connected[i] ):
            if ( ohd[mv,i] < i4_huge ):
                mind[i] = min ( mind[i], mind[mv] + ohd[mv,i] )

# ================================================================
@alpyna.jit
def dijkstra_distance ( nv: int, ohd: 'int[:,:]', mind: 'int[:]' ):
    """ Find the shortest paths between nodes in a graph
    """

    #  Start out with only node 1 connected to the tree.
    connected = zeros (nv, dtype = 'bool' )

    connected[0] = True
    for i in range ( 1, nv ):
        connected[i] = False

    #  Initialize the minimum distance to the one-step distance.
    for i in range ( 1, nv ):
        mind[i] = ohd[0,i]

    #  Attach one more node on each iteration.

    for _ in range ( 1, nv ):
        #  Find the nearest unconnected node.
        _, mv = find_nearest ( nv, mind, connected )

        if ( mv == - 1 ):
            print ( 'DIJKSTRA_DISTANCE - Fatal error!' )
            print ( '  Search terminated early.' )
            print ( '  Graph might not be connected.' )
            # TODO exit
            #exit ( 'DIJKSTRA_DISTANCE - Fatal error!' )

        #  Mark this node as connected.
        connected[mv] = True

        #  Having determined the minimum distance to node MV, see if
        #  that reduces the minimum distance to other nodes.
        update_mind ( nv, mv, connected, ohd, mind )

# ================================================================
@alpyna.jit
def init ( nv: int, ohd: 'int[:,:]' ):
    """ Create a graph
    """

    i4_huge = 2147483647

    for i in range ( 0, nv ):
        for j in range ( 0, nv ):
            ohd[i,j] = i4_huge

        ohd[i,i] = 0

    ohd[0,1] = 40
    ohd[1,0] = 40
    ohd[0,2] = 15
    ohd[2,0] = 15
    ohd[1,2] = 20
    ohd[2,1] = 20
    ohd[1,3] = 10
    ohd[3,1] = 10
    ohd[1,4] = 25
    ohd[4,1] = 25
    ohd[2,3] = 100
    ohd[3,2] = 100
    ohd[1,5] = 6
    ohd[5,1] = 6
    ohd[4,5] = 8
    ohd[5,4] = 8

# ================================================================
@alpyna.jit
def dijkstra_distance_test ( ):
    """ Test Dijkstra's algorithm
    """

    #  Initialize the problem data.
    nv = 6
    ohd = zeros ( ( nv, nv ), dtype = 'int' )
    init ( nv, ohd )

    #  Carry out the algorithm.
    min_distance = zeros ( nv, dtype = 'int' )
    dijkstra_distance ( nv, ohd, min_distance )


def chain(nv):
    ohd = zeros((nv, nv), dtype='int')
    init(nv, ohd)
    for i in range(6, nv):
        ohd[i - 6, i] = 7 + (i * 13) % 29
        ohd[i, i - 6] = 7 + (i * 13) % 29
        ohd[i - 1, i] = 50 + (i * 7) % 31
        ohd[i, i - 1] = 50 + (i * 7) % 31
    d = zeros(nv, dtype='int')
    dijkstra_distance(nv, ohd, d)
    return d


def main():
    print(dijkstra_distance_test())
    nv = 6
    ohd = zeros((nv, nv), dtype='int')
    init(nv, ohd)
    d = zeros(nv, dtype='int')
    dijkstra_distance(nv, ohd, d)
    print(d)
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    d = chain(n)
    print("sum", int(d.sum()), "max", int(d.max()))
    print(d[:12], d[-6:])
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        chain(n)
        print("time %.4f" % (time.perf_counter() - t0))


main()
