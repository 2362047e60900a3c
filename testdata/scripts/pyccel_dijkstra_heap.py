# Port of pyccel-benchmarks' heap-based Dijkstra test (github.com/pyccel/pyccel-benchmarks,
# benchmarks/tests/numba_dijkstra_heap.py; MIT licence, Copyright (c) 2022 Pyccel): a MinHeap
# class over two Python lists (`self.distances: 'list[int]' = []`, recursive _sift_up and
# _sift_down, pop returning a tuple) and dijkstra, whose `while` loop pops the heap and relaxes up
# to max_neighbors (neighbour, weight) pairs per node with `continue`. dijkstra gets @alpyna.jit;
# the class stays plain Python as in the source (which has no decorator at all). The source has
# no driver: this one draws a graph of num_nodes nodes (sys.argv[1], 3000 by default) with 5
# neighbour slots each (np.random.seed(7); -1 for an empty slot).
import sys
import time

import numpy as np

import alpyna


class MinHeap:
    def __init__(self):
        self.distances: 'list[int]' = []
        self.nodes: 'list[int]' = []

    def _sift_up(self, index: int):
        parent = (index - 1) // 2
        if index > 0 and self.distances[index] < self.distances[parent]:
            tmp = self.distances[index]
            self.distances[index] = self.distances[parent]
            self.distances[parent] = tmp
            tmp = self.nodes[index]
            self.nodes[index] = self.nodes[parent]
            self.nodes[parent] = tmp
            self._sift_up(parent)

    def _sift_down(self, index: int):
        left = 2 * index + 1
        right = 2 * index + 2
        smallest = index

        if left < len(self.distances) and self.distances[left] < self.distances[smallest]:
            smallest = left
        if right < len(self.distances) and self.distances[right] < self.distances[smallest]:
            smallest = right

        if smallest != index:
            tmp = self.distances[index]
            self.distances[index] = self.distances[smallest]
            self.distances[smallest] = tmp
            tmp = self.nodes[index]
            self.nodes[index] = self.nodes[smallest]
            self.nodes[smallest] = tmp
            self._sift_down(smallest)

    def push(self, item_distance: 'int', item_node: 'int'):
        self.distances.append(item_distance)
        self.nodes.append(item_node)
        self._sift_up(len(self.distances) - 1)

    def pop(self):
        if len(self.distances) == 1:
            return self.distances.pop(), self.nodes.pop()
        root_distance = self.distances[0]
        root_node = self.nodes[0]
        self.distances[0] = self.distances.pop()
        self.nodes[0] = self.nodes.pop()
        self._sift_down(0)
        return root_distance, root_node


    def length(self) -> int:
        return len(self.distances)

@alpyna.jit
def dijkstra(graph: 'int[:,:]', start: int, num_nodes: int, max_neighbors: int) -> 'int[:]':
    """
    Implements Dijkstra's algorithm to find the shortest paths from a start node.

    Parameters:
    graph (numpy array): A 2D numpy array where each row represents a node and contains up to 5 neighbors as pairs (neighbor, weight). -1 indicates no neighbor.
    start (int): The starting node index.
    num_nodes (int): Total number of nodes in the graph.

    Returns:
    numpy array: Shortest distances from the start node to each node.
    """
    priority_queue = MinHeap()
    shortest_distances = np.full(num_nodes, int(1e9))
    shortest_distances[start] = 0

    priority_queue.push(0, start)

    while priority_queue.length() > 0:
        current_distance, current_node = priority_queue.pop()

        if current_distance > shortest_distances[current_node]:
            continue

        for i in range(0, 2 * max_neighbors, 2):
            neighbor = graph[current_node, i]
            weight = graph[current_node, i + 1]
            if neighbor == -1 or current_node == neighbor:
                continue

            dist = current_distance + weight

            if dist < shortest_distances[neighbor]:
                shortest_distances[neighbor] = dist
                priority_queue.push(dist, neighbor)

    return shortest_distances


def make_graph(num_nodes, max_neighbors):
    np.random.seed(7)
    graph = np.full((num_nodes, 2 * max_neighbors), -1, dtype=np.int64)
    nb = np.random.randint(0, num_nodes, size=(num_nodes, max_neighbors))
    w = np.random.randint(1, 100, size=(num_nodes, max_neighbors))
    keep = np.random.rand(num_nodes, max_neighbors) < 0.8
    for i in range(num_nodes):
        for k in range(max_neighbors):
            if keep[i, k]:
                graph[i, 2 * k] = nb[i, k]
                graph[i, 2 * k + 1] = w[i, k]
        graph[i, 0] = (i + 1) % num_nodes
        graph[i, 1] = 50
    return graph


def main():
    num_nodes = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    graph = make_graph(num_nodes, 5)
    d = dijkstra(graph, 0, num_nodes, 5)
    print(d.dtype, "sum", int(d.sum()), "max", int(d.max()))
    print(d[:10], d[-5:])
    h = MinHeap()
    for v, n in ((5, 1), (3, 2), (8, 3), (1, 4)):
        h.push(v, n)
    print(h.pop(), h.pop(), h.length(), h.distances, h.nodes)
    if len(sys.argv) > 2:
        t0 = time.perf_counter()
        dijkstra(graph, 0, num_nodes, 5)
        print("time %.4f" % (time.perf_counter() - t0))


main()
