# heapq as scripts use it: a Dijkstra over a small graph with a priority
# queue, top-k selection, merging sorted runs and the errors CPython raises.
import heapq
from heapq import heappush, heappop, heapify, heapreplace, heappushpop, nlargest, nsmallest, merge


def dijkstra(graph, source):
    dist = {source: 0.0}
    pq = [(0.0, source)]
    done = set()
    while pq:
        d, u = heappop(pq)
        if u in done:
            continue
        done.add(u)
        for v, w in graph[u]:
            nd = d + w
            if v not in dist or nd < dist[v]:
                dist[v] = nd
                heappush(pq, (nd, v))
    return dist


graph = {
    'a': [('b', 7.0), ('c', 9.0), ('f', 14.0)],
    'b': [('a', 7.0), ('c', 10.0), ('d', 15.0)],
    'c': [('a', 9.0), ('b', 10.0), ('d', 11.0), ('f', 2.0)],
    'd': [('b', 15.0), ('c', 11.0), ('e', 6.0)],
    'e': [('d', 6.0), ('f', 9.0)],
    'f': [('a', 14.0), ('c', 2.0), ('e', 9.0)],
}
dist = dijkstra(graph, 'a')
for k in sorted(dist):
    print(k, dist[k])

h = [5, 3, 8, 1, 9, 2, 7, 4, 6, 0]
heapify(h)
print("heapified", h)
print("pop", heappop(h), heappop(h), h)
print("replace", heapreplace(h, 10), h)
print("pushpop", heappushpop(h, -1), heappushpop(h, 5), h)
out = []
while h:
    out.append(heappop(h))
print("sorted", out)

data = [3.5, -1.0, 7.25, 0.0, 7.25, 2.0, 11.0, -4.5]
print(nlargest(3, data), nsmallest(3, data))
print(nlargest(1, data), nsmallest(1, data), nlargest(0, data), nsmallest(10, data))
print(nlargest(2, iter(data)), nsmallest(4, iter(data)))
words = ['pear', 'fig', 'banana', 'kiwi', 'apple', 'date']
print(nlargest(2, words, key=len), nsmallest(3, words, key=len))
print(nsmallest(2, [], key=len), nlargest(3, iter([])))
print(list(merge([1, 4, 7], [2, 5, 8], [0, 3, 6, 9])))
print(list(merge([9, 5, 1], [8, 2], reverse=True)))
print(list(merge(['a', 'ccc'], ['bb', 'dddd'], key=len)))
print(list(merge()), list(merge([], [1])))

tasks = []
heappush(tasks, (2, 'write'))
heappush(tasks, (1, 'plan'))
heappush(tasks, (3, 'test'))
heappush(tasks, (1, 'coffee'))
print([heappop(tasks) for _ in range(4)])

for bad in ([], ):
    try:
        heappop(bad)
    except IndexError as e:
        print("IndexError:", e)
try:
    heapreplace([], 1)
except IndexError as e:
    print("IndexError:", e)
try:
    heappush((1, 2), 3)
except TypeError as e:
    print("TypeError:", e)
try:
    heappush([1, 'a'], 2)
    heappush([1, 2], 'a')
except TypeError as e:
    print("TypeError:", e)
