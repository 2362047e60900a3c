# Port of Rodinia's bfs, OpenMP version (openmp/bfs/bfs.cpp of the Rodinia suite, read from
# github.com/yuhc/gpu-rodinia): level-synchronous breadth-first search over a graph in CSR form
# (h_graph_nodes' starting/no_of_edges become the arrays starting and no_of_edges). Each level
# runs two OpenMP-parallel loops over the nodes: the frontier (mask) expands into
# updating_mask, writing cost[id] through the edge list (an indirect write), then updating_mask
# becomes the next frontier and sets stop. The loop ends when a level adds no node. The graph
# files are replaced by a deterministic random graph (np.random, seed 1).
import sys

import numpy as np

import alpyna


@alpyna.jit
def bfs(no_of_nodes, starting, no_of_edges, graph_edges, graph_mask, updating_graph_mask,
        graph_visited, cost):
    k = 0
    while True:
        # if no thread changes this value then the loop stops
        stop = False
        for tid in range(no_of_nodes):
            if graph_mask[tid] == True:
                graph_mask[tid] = False
                for i in range(starting[tid], no_of_edges[tid] + starting[tid]):
                    id = graph_edges[i]
                    if not graph_visited[id]:
                        cost[id] = cost[tid] + 1
                        updating_graph_mask[id] = True

        for tid in range(no_of_nodes):
            if updating_graph_mask[tid] == True:
                graph_mask[tid] = True
                graph_visited[tid] = True
                stop = True
                updating_graph_mask[tid] = False
        k += 1
        if not stop:
            break
    return k


def main():
    no_of_nodes = int(sys.argv[1]) if len(sys.argv) > 1 else 4000
    np.random.seed(1)
    no_of_edges = np.random.randint(1, 6, size=no_of_nodes).astype(np.int32)
    starting = np.zeros(no_of_nodes, dtype=np.int32)
    starting[1:] = np.cumsum(no_of_edges)[:-1]
    edge_list_size = int(no_of_edges.sum())
    graph_edges = np.random.randint(0, no_of_nodes, size=edge_list_size).astype(np.int32)
    graph_mask = np.zeros(no_of_nodes, dtype=np.bool_)
    updating_graph_mask = np.zeros(no_of_nodes, dtype=np.bool_)
    graph_visited = np.zeros(no_of_nodes, dtype=np.bool_)
    source = 0
    graph_mask[source] = True
    graph_visited[source] = True
    cost = np.full(no_of_nodes, -1, dtype=np.int32)
    cost[source] = 0
    print("Start traversing the tree")
    k = bfs(no_of_nodes, starting, no_of_edges, graph_edges, graph_mask, updating_graph_mask,
            graph_visited, cost)
    print("levels", k)
    print(cost.dtype, int(cost.sum()), int(cost.max()), int((cost < 0).sum()))
    print(np.bincount(cost[cost >= 0]).tolist())
    print(cost[:20].tolist())


main()
